"""The record's entries hold to their declared kinds (bansha/engine/record.py, the replay contract's
"These types and fields are fixed"): every event of random games in all four rulesets, and of every
scenario file of ours replayed (traces and timed games included), has its kind's fields and no others,
each of its declared type. Code makes every entry as a typed object (`game.emit(Death(3, "杀人"))`), whose
JSON is the record's, its fields in the record's order."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from bansha import simulate
from bansha.engine import record
from bansha.engine.record import OMIT, Feedback, Rejected, why_not
from bansha.replay import replay

ROOT = Path(__file__).resolve().parents[2]
SCENARIOS = sorted((Path(__file__).resolve().parents[1] / "scenarios").rglob("*.json"))


def test_the_schema_refuses_what_the_contract_does_not_allow():
    assert why_not({"t": "night 1", "type": "death", "seat": 3, "cause": "杀人"}) is None
    assert why_not({"t": "night 1", "type": "death", "seat": "3", "cause": "杀人"}) == "death.seat is str, not <class 'int'>"
    assert why_not({"t": "night 1", "type": "death", "seat": 3}) == "death lacks cause"
    assert why_not({"t": "day 2", "type": "game_over", "winner": "村民阵营", "seats": [1], "why": "x"}) \
        == "game_over has no field why"
    assert why_not({"t": "day 2", "type": "exile", "seat": None, "tally": {}}) is None
    assert why_not({"t": "day 2", "type": "a_rulesets_own", "anything": 1}) is None  # kinds may be added freely


@pytest.mark.parametrize("ruleset,seats,games", [("pvz", 12, 40), ("hongloumeng", 14, 40), ("bajian", 24, 6),
                                                 ("jiu", 14, 10)])
def test_random_games_write_only_declared_entries(ruleset, seats, games):
    for seed in range(games):
        g = simulate.new_game(ruleset, seats, seed)
        g.record_traces = True
        simulate.play_to_end(g, seed, simulate.player_for(ruleset))
        bad = [(e, why_not(e)) for e in g.events if why_not(e)]
        assert not bad, bad[:3]


@pytest.mark.parametrize("path", SCENARIOS, ids=lambda p: f"{p.parent.name}/{p.name}")
def test_every_scenario_record_holds_to_the_kinds(path):
    data = json.loads(path.read_text(encoding="utf-8"))
    if "exit" in data.get("expect", {}):
        pytest.skip("a scenario the replay refuses (its expected refusal is its test)")
    out = replay({k: v for k, v in data.items() if k != "expect"})  # the expectation is its own test
    bad = [(e, why_not(e)) for e in out["events"] if why_not(e)]
    assert not bad, bad[:3]



EXAMPLES = [record.Death(3, "杀人"), record.Revive(3, "救"), record.Sheriff(None), record.Sheriff(5),
            record.Exile(None, {}), record.Exile(4, {"4": 2.5}), Feedback(2, "查验", "好人"),
            Feedback(2, "查验", "好人", 7), record.Notice(1, "你被禁言"), record.Announce("第1夜：平安夜"),
            record.Card(6, "黄牌", "发言超时"), Rejected(3, "本阶段已经提交", skill="刀"),
            Rejected(3, "死者不能投票", vote=None), Rejected(None, "改为随机选择", input="moon_pick"),
            Rejected([4, 9], "投降需要询问狼人阵营所有角色", input="surrender"),
            record.Unused(4, "护"), record.FactionLost("狼人阵营", "红牌"), record.GameOver("村民阵营", [1, 2]),
            record.GameOver(None, []), record.Trace("结算：刀"), record.Group("狼人", "今晚刀谁"),
            record.Openings({"2": ["刀"]})]


def test_every_kind_has_an_example_and_each_example_holds_to_its_kind():
    assert {e.kind for e in EXAMPLES} == set(record.KINDS)
    for e in EXAMPLES:
        ev = e.json("night 1")
        assert ev["type"] == e.kind and why_not(ev) is None, (ev, why_not(ev))
        assert why_not({**ev, "at": "2026-12-03T20:00:00+08:00"}) is None  # a timed game's entries carry `at`


def test_an_omitted_field_is_absent_and_the_record_order_is_kept():
    assert list(Feedback(2, "查验", "好人").json("night 1")) == ["t", "type", "to", "skill", "result"]
    assert list(Feedback(2, "查验", "好人", 7).json("night 1")) == ["t", "type", "to", "skill", "target", "result"]
    assert list(Rejected(3, "x", skill=None).json("day 1")) == ["t", "type", "by", "skill", "reason"]
    assert list(Rejected(3, "x", vote=None, input="vote").json("day 1")) == ["t", "type", "by", "vote", "reason", "input"]
    assert list(Rejected(3, "x", input="card").json("day 1")) == ["t", "type", "by", "reason", "input"]
    assert Rejected(3, "x").skill is OMIT and repr(OMIT) == "OMIT"


def test_a_required_field_left_out_or_an_optional_one_mistyped_is_refused():
    assert why_not({"t": "day 1", "type": "rejected", "by": 3}) == "rejected lacks reason"
    assert why_not({"t": "day 1", "type": "rejected", "by": 3, "reason": "x", "input": 5}).startswith(
        "rejected.input is int, not str | ")
    assert why_not({"t": "day 1", "type": "rejected", "by": [4, 9], "reason": "x", "input": "surrender"}) is None
    assert why_not({"t": "night 1", "type": "feedback", "to": 2, "skill": "查验"}) == "feedback lacks result"


def test_the_game_writes_the_entry_with_its_period_and_audience():
    g = simulate.new_game("pvz", 12, 1)
    before = g.event_count()
    g.emit(record.Notice(3, "测试"), (3,))
    assert g.event_count() == before + 1  # counted before it is read as JSON
    ev = g.events[-1]
    assert ev == {"t": "start", "type": "notice", "to": 3, "text": "测试"} and len(g.events) == before + 1
    assert g.audiences[-1] == (3,) and ev in g.view(3) and ev not in g.view(4)


def test_an_entry_written_after_the_record_was_read_joins_it_in_order_with_its_own_period_and_time():
    """The record is JSON when read; entries written since (the simulator never reads it) are turned into it then,
    each with the period it was written in and, in a timed game, the time of the entry that made it."""
    g = simulate.new_game("pvz", 12, 1)
    first = list(g.events)
    g.timed, g.now = True, "2026-12-04T20:00:00+08:00"
    g.emit(record.Announce("一"))
    g.close()
    g.now = "2026-12-04T21:00:00+08:00"
    g.emit(record.Announce("二"))
    evs = g.events
    assert evs[:len(first)] == first
    mine = [e for e in evs if e["type"] == "announce" and e["text"] in ("一", "二")]
    assert mine == [{"t": "start", "type": "announce", "text": "一", "at": "2026-12-04T20:00:00+08:00"},
                    {"t": "night 1", "type": "announce", "text": "二", "at": "2026-12-04T21:00:00+08:00"}]
    g.events = []
    g.emit(record.Announce("三"))
    assert [e["text"] for e in g.events] == ["三"]


def test_no_code_writes_an_entry_by_its_name_and_loose_fields():
    """Every entry is made as a typed object: `emit("death", seat=…)` would bypass the declared fields."""
    loose = [f"{p.relative_to(ROOT)}:{n}" for p in sorted((ROOT / "bansha").rglob("*.py"))
             for n, line in enumerate(p.read_text(encoding="utf-8").splitlines(), 1) if '.emit("' in line]
    assert loose == []
