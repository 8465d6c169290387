"""The record's entries hold to their declared kinds (bansha/engine/record.py, the replay contract's
"These types and fields are fixed"): every event of random games in all four rulesets, and of every
scenario file of ours replayed (traces and timed games included), has its kind's fields and no others,
each of its declared type."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from bansha import simulate
from bansha.engine.record import why_not
from bansha.replay import replay

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

