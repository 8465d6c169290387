"""Live play (the console, the CLI): steps settle as their inputs come in, in the seed's night
order (BJ-R48–R58): the witch is awaited only once her 通灵 is out, a late input for a settled
step is refused in the rules' words, and a live game ends like its replay."""
import json
from pathlib import Path

from bansha.engine import settlement
from bansha.engine.errors import Refusal
from bansha.engine.game import Game
from bansha.replay import play
from bansha.rulesets.bajian import RULESET
from bansha.scenario import load

from bj_helpers import GUARD, PIPER, SEER, VULTURE, WITCH, KING, seats, start

SCENARIO = Path(__file__).resolve().parents[2] / "scenarios" / "bajian" / "bajian-01-conscription-collisions.json"


def live_game() -> Game:
    g = Game(RULESET, seats(), {}, 0, live=True)
    for a in start()["actions"]:
        g.submit({"kind": "action", **a})
    g.close()
    g.close()  # day 1, nobody votes
    return g


def test_bj_r57_the_witch_is_awaited_only_after_her_spirit_report():
    g = live_game()
    assert g.period == "night 1"
    waiting = settlement.waiting_for(g)
    assert "(1)" in waiting and (PIPER, "吹笛") in waiting["(1)"]
    assert "(8)" not in waiting
    for step_skill in (("(1)", PIPER), ("(2)", 17), ("(3)", 10), ("(4)", GUARD)):
        for seat, skill in settlement.waiting_for(g).get(step_skill[0], []):
            g.submit({"kind": "pass", "by": seat, "skill": skill})
    g.submit({"kind": "action", "by": VULTURE, "skill": "杀人", "targets": [1]})
    for step in ("(5)报信", "(5)", "(6)", "(7)"):
        for seat, skill in settlement.waiting_for(g).get(step, []):
            g.submit({"kind": "pass", "by": seat, "skill": skill})
    assert "(8)通灵" in g.settled
    assert [e["result"] for e in g.events if e["type"] == "feedback" and e["to"] == WITCH] == [1]
    assert (WITCH, "救药") in settlement.waiting_for(g).get("(8)", [])


def test_bj_r49_a_late_input_for_a_settled_step_is_refused():
    g = live_game()
    g.submit({"kind": "settle", "step": "(4)"})
    try:
        g.submit({"kind": "action", "by": PIPER, "skill": "吹笛", "targets": [1, 3]})
    except Refusal as r:
        assert "已经结算" in r.reason
    else:
        raise AssertionError("a 吹笛 after step (1) settled was accepted")


def test_bj_r58_a_live_game_ends_like_its_replay():
    data = json.loads(SCENARIO.read_text(encoding="utf-8"))
    data.pop("expect")
    sc = load(data)
    replayed = play(sc)
    g = Game(RULESET, [s.model_dump() for s in sc.seats], sc.options, sc.rng, live=True)
    for step in sc.steps:
        for inp in sc.step_inputs(step):
            try:
                g.submit(inp)
            except Refusal:
                pass
        g.close()
    assert sorted(g.alive()) == sorted(replayed.alive()) and g.sheriff == replayed.sheriff
    deaths = lambda game: sorted((e["seat"], e["cause"]) for e in game.events if e["type"] == "death")  # noqa: E731
    assert deaths(g) == deaths(replayed)


_ = (SEER, KING)


def test_bj_r62_r113_q3_live_the_check_answers_at_once_and_heaven_eye_follows():
    g = live_game()
    g.submit({"kind": "settle", "step": "(8)"})
    g.submit({"kind": "action", "by": SEER, "skill": "验人", "targets": [VULTURE]})
    got = [e["result"] for e in g.events if e["type"] == "feedback" and e["to"] == SEER]
    assert got == ["狼人阵营"] and "(9)" not in g.settled
    g.submit({"kind": "action", "by": SEER, "skill": "天眼", "targets": [VULTURE]})
    assert (VULTURE, "隼眼") in settlement.waiting_for(g)["(9)"]  # 天眼/隼眼 answer at 60分, together
    g.submit({"kind": "pass", "by": VULTURE, "skill": "隼眼"})
    assert (SEER, "天眼") in settlement.waiting_for(g)["(9)"]  # 天眼【2】: a second one may come
    g.submit({"kind": "pass", "by": SEER, "skill": "天眼"})
    assert [e["skill"] for e in g.events if e["type"] == "feedback" and e["to"] == SEER] == ["验人", "天眼"]


def test_bj_r44_r97_live_the_pipers_exit_waits_for_its_escape():
    g = live_game()
    g.submit({"kind": "action", "by": PIPER, "skill": "吹笛", "targets": [1, GUARD]})
    g.submit({"kind": "action", "by": VULTURE, "skill": "杀人", "targets": [PIPER]})
    g.submit({"kind": "settle", "step": "60分"})
    assert "(10)" not in g.settled and any("即将出局" in e.get("text", "") for e in g.events if e.get("to") == PIPER)
    g.submit({"kind": "action", "by": PIPER, "skill": "避险", "targets": [1, GUARD]})
    assert "(10)" in g.settled and PIPER in g.alive() and g.state.piped == []
