"""[M162] live play: the night settles step by step in flow step 3's order; the witch hears her
灵通 once the pack and the 黑狼王 have acted, then has her half hour (HLM-R95); the inputs of the
other steps come in any time and settle after the 特制药剂 (HLM-R37, rulings R-STEPS)."""
from __future__ import annotations

from datetime import datetime, timedelta

from bansha.engine import acting
from bansha.engine.game import Game
from bansha.engine.schedule import GMT8
from bansha.rulesets.hongloumeng import RULESET
from bansha.store.games import open_store

from ruleset_helpers import played_to

from hlm_helpers import APPRENTICE, DREAMER, EVERYONE, H, KING, SEER, WITCH, WOLF

SEATS = [{"seat": s, "name": n, "role": r} for s, n, r in H]


def live() -> Game:
    g = Game(RULESET, SEATS, live=True)
    g.close()
    return g


def act(g: Game, by: int, skill: str, *targets: int, choice=None) -> None:
    inp = {"kind": "action", "by": by, "skill": skill, "targets": list(targets)}
    if choice is not None:
        inp["choice"] = choice
    g.submit(inp)


def told(g: Game, seat: int, skill: str) -> list:
    return [e["result"] for e in g.view(seat) if e["type"] == "feedback" and e["skill"] == skill]


def test_R95_the_witch_hears_lingtong_after_the_pack_and_the_black_wolf_king():
    """HLM-R95, flow (3′)(4)(6): 灵通 reports the night's 指杀 once the pack and the 黑狼王
    (狼队行动后半小时内) have acted; only then does she choose her potions."""
    g = live()
    assert not {"救药", "毒药"} & {o.skill for o in acting.openings(g, WITCH)}
    g.submit({"kind": "pass", "by": APPRENTICE, "skill": "特制药剂"})  # (1) first: no potion tonight
    act(g, WOLF, "狼魂祈礼", choice="顶盾")
    act(g, WOLF, "杀人", 5)
    assert acting.waiting(g).get(WOLF) == ["顶盾"], "the pick grants 顶盾 tonight: used or passed"
    g.submit({"kind": "pass", "by": WOLF, "skill": "顶盾"})
    assert not told(g, WITCH, "灵通"), "the 黑狼王 may still 冲锋"
    assert "冲锋" in {o.skill for o in acting.openings(g, KING)}
    act(g, KING, "冲锋", 6)
    assert told(g, WITCH, "灵通") == [[5, 6]]
    assert {"救药", "毒药"} <= {o.skill for o in acting.openings(g, WITCH)}


def test_R37_a_step_settles_after_the_potion_and_waits_for_the_extra_use():
    """HLM-R37: a seer's 预言 comes in at once but settles after (1); the 特制药剂's recipient
    then has its extra use of the step (在自己的行动阶段) before the step settles."""
    g = live()
    act(g, SEER, "预言", 9)
    assert "(5)" not in g.settled and not told(g, SEER, "预言")
    act(g, APPRENTICE, "特制药剂", SEER)
    assert "(1)" in g.settled and "(5)" not in g.settled
    assert acting.waiting(g).get(SEER) == ["预言"]
    act(g, SEER, "预言", 10)
    assert "(5)" in g.settled and len(told(g, SEER, "预言")) == 2


def test_R95_the_witchs_half_hour_runs_from_her_lingtong(tmp_path):
    """HLM-R95 女巫<通灵>、收到反馈后半小时: the timetable row counts from the moment 灵通 went out."""
    from bansha.status import deadlines
    store = open_store(tmp_path)
    store.create("g", "hongloumeng", SEATS, start_date="2026-12-01")
    clock = datetime(2026, 12, 1, 21, 0, tzinfo=GMT8)
    store.record("g", {"kind": "close"}, at=clock)
    for inp in ({"kind": "pass", "by": APPRENTICE, "skill": "特制药剂"},
                {"kind": "action", "by": WOLF, "skill": "狼魂祈礼", "targets": [], "choice": "顶盾"},
                {"kind": "action", "by": WOLF, "skill": "杀人", "targets": [5]},
                {"kind": "pass", "by": WOLF, "skill": "顶盾"},
                {"kind": "pass", "by": KING, "skill": "冲锋"}):
        clock += timedelta(minutes=3, seconds=17)
        store.record("g", inp, at=clock)
    log = store.inputs("g")
    game = store.open("g")
    assert told(game, WITCH, "灵通") == [[5]]
    sent = datetime.fromisoformat(log[-1].recorded_at)
    row = next(d for d in deadlines(store.setup("g"), game, log) if d.key == "witch_answer")
    assert row.at == sent + timedelta(minutes=30)


def test_every_night_input_is_taken_in_the_seeds_order_in_a_replay():
    """Replay (all inputs at once, settled at the close) and live play give the same night."""
    inputs = [{"kind": "action", "by": WITCH, "skill": "救药", "targets": [5]},
              {"kind": "action", "by": SEER, "skill": "预言", "targets": [9]},
              {"kind": "action", "by": WOLF, "skill": "狼魂祈礼", "targets": [], "choice": "顶盾"},
              {"kind": "action", "by": WOLF, "skill": "杀人", "targets": [5]},
              {"kind": "action", "by": DREAMER, "skill": "摄梦", "targets": [2]}]
    batch = Game(RULESET, SEATS)
    batch.close()
    for i in inputs:
        batch.submit(i)
    batch.close()
    played = live()
    played.submit({"kind": "pass", "by": APPRENTICE, "skill": "特制药剂"})
    for i in inputs[1:]:  # live, the witch can only answer after her 灵通
        played.submit(i)
    played.submit({"kind": "pass", "by": WOLF, "skill": "顶盾"})
    played.submit({"kind": "pass", "by": KING, "skill": "冲锋"})
    played.submit(inputs[0])
    played.close()
    assert sorted(batch.alive()) == sorted(played.alive()) == EVERYONE  # 救药 saved 5
    assert told(batch, SEER, "预言") == told(played, SEER, "预言") == ["狼人阵营"]


def test_a_packmate_sees_the_packs_granted_skill_submitted_by_another():
    """HLM-R22 (狼魂祈礼: 该技能为狼人阵营共通技能): the 顶盾 the pick grants is the pack's one use —
    a packmate sees it submitted, and by whom, like the pack's 杀人."""
    g = live()
    act(g, WOLF, "狼魂祈礼", choice="顶盾")
    act(g, WOLF, "顶盾", KING)
    o = next(o for o in acting.openings(g, KING) if o.skill == "顶盾")
    assert o.submitted is not None and o.submitted_by == WOLF and o.team == "狼人"
    assert acting.submitted_by(g, KING, "顶盾") == WOLF


def test_A09_the_night_revenge_has_no_row_the_black_wolf_king_sends_it_himself_at_dawn():
    """HLM-A09 「黑狼王出局后，在下一个时间节点」, the seed writing no time for it: his page's 报复 at 凌晨 is not
    judged by the 冲锋/黑暗侦测 row addressed to him (past at 21:42), so he sends it himself at 22:30."""
    g = played_to("hongloumeng/live/hlm-live-01-night-step-by-step.json", "2026-12-01T22:30")
    inp = {"kind": "action", "by": 9, "skill": "报复", "targets": [7], "time": "2026-12-01T22:30"}
    assert acting.may_act(g, "2026-12-01T22:30") == {9: ["报复"]}
    assert acting.seat_refusal(g, inp) is None
    g.submit(inp, by_seat=True)
    assert not g.seats[7].alive
