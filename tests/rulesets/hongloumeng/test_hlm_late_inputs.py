"""Inputs sent after their 行动时限 are 视为放弃 (HLM-R95, R81; rulings «Deadlines from the times the game
knows»): with a calendar and the input's time, a night action more than an hour after 关门 and a
sheriff's 殉职 more than thirty minutes after it are refused; in time, or without a time, they are taken."""
from __future__ import annotations

import pytest

from bansha.engine.errors import Refusal
from bansha.engine.game import Game
from bansha.rulesets.hongloumeng import RULESET

from hlm_helpers import EVERYONE, H, KING, SEER, WITCH, WOLF

SEATS = [{"seat": s, "name": n, "role": r} for s, n, r in H]


def night1() -> Game:
    g = Game(RULESET, SEATS, start_date="2026-12-01")
    g.close()
    return g


def test_hlm_r95_a_night_action_an_hour_after_closing_is_forfeited():
    """「关门一个小时后未与导演取得联系，视为放弃夜晚行动」: night 1 opens at 21:00, so 22:30 is late."""
    g = night1()
    late = {"kind": "action", "by": SEER, "skill": "预言", "targets": [KING], "time": "2026-12-01T22:30:00+08:00"}
    with pytest.raises(Refusal, match=r"<预言>须在12-01 22:00前提交（夜晚行动）"):
        g.submit(late)
    assert g.inbox == []
    g.submit({**late, "time": "2026-12-01T21:40:00+08:00"})
    assert [i.skill for i in g.inbox] == ["预言"]


def test_hlm_r81_a_handover_thirty_minutes_after_closing_is_forfeited():
    """「关门三十分钟后仍未与导演取得联系，视为放弃移交警长」: the sheriff exiled on day 2 (关门 21:00 on
    12-03) hands over by 21:30."""
    g = night1()
    g.close()
    for n in EVERYONE:
        g.submit({"kind": "sheriff_vote", "by": n, "for": SEER})
    g.close()
    assert g.period == "day 2" and g.sheriff == SEER
    for n in EVERYONE:
        g.submit({"kind": "vote", "by": n, "for": SEER})
    handover = {"kind": "action", "by": SEER, "skill": "殉职", "targets": [WITCH]}
    with pytest.raises(Refusal, match=r"<殉职>须在12-03 21:30前提交.*视为放弃移交警长"):
        g.submit({**handover, "time": "2026-12-03T21:45:00+08:00"})
    g.submit({**handover, "time": "2026-12-03T21:20:00+08:00"})
    g.close()
    assert g.sheriff == WITCH


def test_hlm_r95_the_witch_has_half_an_hour_from_her_own_lingtong():
    """HLM-R95 (issue 20's audit, rows against inputs): 「女巫<通灵>、收到反馈后半小时，仍未给导演答复，视为放弃技能行使」 —
    the pack's kill and the 灵通 that follows it go out at 21:40 (the director moves the night on then): her 救药 is due
    by 22:10, not by the 22:30 a kill at its deadline would give; 22:05 is in time."""
    g = night1()
    g.submit({"kind": "action", "by": WOLF, "skill": "杀人", "targets": [SEER], "time": "2026-12-01T21:30:00+08:00"})
    g.submit({"kind": "settle", "step": "(6)灵通", "time": "2026-12-01T21:40:00+08:00"})
    save = {"kind": "action", "by": WITCH, "skill": "救药", "targets": [SEER]}
    with pytest.raises(Refusal, match=r"<救药>须在12-01 22:10前提交"):
        g.submit({**save, "time": "2026-12-01T22:15:00+08:00"})
    g.submit({**save, "time": "2026-12-01T22:05:00+08:00"})


def test_hlm_r95_a_later_night_counts_from_the_days_actual_closing():
    """HLM-R95 (issue 20's audit): 「关门一个小时后未与导演取得联系，视为放弃夜晚行动」 — day 2 is closed at 20:00 (the
    game's clock, as a timed log sets it): night 2's actions are due by 21:00, not 22:00."""
    g = night1()
    g.close()  # → day 1
    g.close()  # → day 2
    g.now = "2026-12-03T20:00:00+08:00"  # the moment of the close, as a timed log's entry gives it
    g.close()  # → night 2
    g.now = None
    late = {"kind": "action", "by": SEER, "skill": "预言", "targets": [KING], "time": "2026-12-03T21:10:00+08:00"}
    with pytest.raises(Refusal, match=r"<预言>须在12-03 21:00前提交（夜晚行动）"):
        g.submit(late)
    g.submit({**late, "time": "2026-12-03T20:50:00+08:00"})
