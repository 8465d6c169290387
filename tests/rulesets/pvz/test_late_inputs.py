"""Inputs sent after their row of the timetable are 视为放弃 (PVZ-R88, R106, R107; rulings R-DEADLINES):
with a calendar and the input's time, a kill after 23:00 on night 1, a night action after 24:00 and a
first-night victim's 最后一枪 more than 30 minutes after the morning list are refused; the same inputs
in time, or without a time, are taken."""
from __future__ import annotations

import pytest

from bansha.engine.errors import Refusal
from bansha.engine.game import Game
from bansha.rulesets.pvz import RULESET

from .helpers import FOURTEEN, seats

SEER, WITCH, HUNTER, KEEPER, GUARD, W1 = range(1, 7)


def night1() -> Game:
    g = Game(RULESET, seats(FOURTEEN), live=True, start_date="2026-12-01")
    g.close()
    return g


def act(g: Game, by: int, skill: str, target: int, at: str | None = None) -> None:
    inp = {"kind": "action", "by": by, "skill": skill, "targets": [target]}
    if at:
        inp["time"] = at
    g.submit(inp)


def test_R107_a_kill_after_23_on_night_1_is_forfeited():
    """「第一夜23:00前仍未提交‹杀人›目标，视为放弃‹杀人›」."""
    g = night1()
    with pytest.raises(Refusal, match=r"<杀人>须在12-01 23:00前提交.*视为放弃杀人"):
        act(g, W1, "杀人", HUNTER, "2026-12-01T23:05:00+08:00")
    assert g.inbox == []
    act(g, W1, "杀人", HUNTER, "2026-12-01T22:55:00+08:00")
    assert len(g.inbox) == 1


def test_R106_a_night_action_after_midnight_is_forfeited():
    """「截止24:00未与裁判取得联系，视为放弃夜晚行动」."""
    g = night1()
    with pytest.raises(Refusal, match="视为放弃夜晚行动"):
        act(g, SEER, "预言", W1, "2026-12-02T00:10:00+08:00")
    act(g, SEER, "预言", W1, "2026-12-01T23:59:00+08:00")
    act(g, GUARD, "守护之盾", SEER)  # no time: nothing can be judged late
    assert [i.skill for i in g.inbox] == ["预言", "守护之盾"]


def test_R88_a_first_night_shot_after_its_half_hour_is_forfeited():
    """「公示出局信息30分钟内未选择目标，视为放弃发动技能」: the 猎人 killed on night 1 is offered 最后一枪 once
    the election closes (21:00 on day 1, with nobody voting) and the list is out; 21:45 is too late."""
    g = night1()
    act(g, W1, "杀人", HUNTER)
    g.close()  # → day 1
    g.submit({"kind": "settle", "step": "警长竞选"})
    with pytest.raises(Refusal, match=r"<最后一枪>须在12-02 21:30前提交"):
        act(g, HUNTER, "最后一枪", W1, "2026-12-02T21:45:00+08:00")
    act(g, HUNTER, "最后一枪", W1, "2026-12-02T21:20:00+08:00")
    assert not g.seats[W1].alive


def test_R88_the_half_hour_counts_from_the_election_that_closed_early():
    """PVZ-R88 (issue 20's audit, rows against inputs): 「21:00，或所有人均已投票，警长竞选投票结束」 and 「首夜出局者公示出局信息
    30分钟内…仍未选择…视为放弃发动技能」 — the election closes at 19:00 (the director settles it then), the first night's list
    goes out with it, so the hunter's shot is due by 19:30, not 21:30."""
    g = night1()
    act(g, W1, "杀人", HUNTER)
    g.close()  # → day 1
    g.submit({"kind": "settle", "step": "警长竞选", "time": "2026-12-02T19:00:00+08:00"})
    with pytest.raises(Refusal, match=r"<最后一枪>须在12-02 19:30前提交"):
        act(g, HUNTER, "最后一枪", W1, "2026-12-02T19:45:00+08:00")
    act(g, HUNTER, "最后一枪", W1, "2026-12-02T19:25:00+08:00")
    assert not g.seats[W1].alive


def test_R88_a_voted_out_hunter_has_half_an_hour_from_the_result():
    """PVZ-R88: 「猎人…白天…出局者公示出局信息30分钟内」 — the exile vote ends at 19:10 when everyone has voted (the result is
    announced then): the exiled hunter's shot at 19:50 is refused, one at 19:35 is taken."""
    g = night1()
    for _ in range(3):
        g.close()  # → day 1 → night 2 → day 2
    for n in g.alive():
        g.submit({"kind": "vote", "by": n, "for": HUNTER, "time": "2026-12-03T19:10:00+08:00"})
    assert not g.seats[HUNTER].alive
    with pytest.raises(Refusal, match=r"<最后一枪>须在12-03 19:40前提交"):
        act(g, HUNTER, "最后一枪", W1, "2026-12-03T19:50:00+08:00")
    act(g, HUNTER, "最后一枪", W1, "2026-12-03T19:35:00+08:00")
    assert not g.seats[W1].alive
