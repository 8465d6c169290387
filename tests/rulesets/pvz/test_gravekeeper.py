"""守墓人 (seed 4.2.4): 验尸<强制> — the camp of the role exiled by vote the day before."""
from .helpers import (ADMIRER, TWELVE, VILLAGE, WOLF, act, day, events, feedbacks, night, play, start)


def test_R29_autopsy_reads_yesterdays_exile_by_itself():
    """PVZ-R29: 验尸<强制> — no input needed; the result is the exiled role's camp."""
    g = play(TWELVE, night(1), day(1, votes={1: 5, 2: 5, 3: 5}), night(2), day(2))
    fb = events(g, "feedback", to=4, skill="验尸")
    assert [(e["t"], e["target"], e["result"]) for e in fb] == [("night 2", 5, WOLF)]


def test_R29_listing_the_forced_skill_changes_nothing():
    """PVZ-R29 (spec: a <强制> skill listed anyway is accepted and changes nothing)."""
    g = play(TWELVE, night(1), day(1, votes={1: 9}), night(2, act(4, "验尸")), day(2))
    assert feedbacks(g, 4, "验尸") == [VILLAGE]
    assert not events(g, "rejected", by=4)


def test_R29_A13_nothing_on_night_1():
    """PVZ-R29, A13: no exile before night 1 → no feedback."""
    g = play(TWELVE, night(1), day(1))
    assert feedbacks(g, 4) == []


def test_R29_A13_nothing_after_a_day_without_exile():
    """PVZ-R29, A13: a tied vote exiles nobody → no feedback the next night."""
    g = play(TWELVE, night(1), day(1, votes={1: 5, 2: 9}), night(2), day(2))
    assert feedbacks(g, 4) == []


def test_R29_A13_nothing_after_a_self_explosion_day():
    """PVZ-R29, A13: a 自爆 day has no exile vote → no feedback; the exploded wolf is not an exile."""
    g = play(TWELVE, night(1), day(1, act(5, "自爆")), night(2), day(2))
    assert feedbacks(g, 4) == []


def test_R29_only_the_vote_exile_is_read_not_a_shot():
    """PVZ-R29: 前一日因放逐投票出局的角色 — the 狼王's shot victim is not read."""
    g = play(TWELVE, night(1), day(1, act(7, "最后一枪", 9), votes={1: 7, 2: 7}), night(2), day(2))
    fb = events(g, "feedback", to=4, skill="验尸")
    assert [(e["target"], e["result"]) for e in fb] == [(7, WOLF)]


def test_R29_only_the_day_before():
    """PVZ-R29: 前一日 — day 1's exile is read on night 2 only."""
    g = play(TWELVE, night(1), day(1, votes={1: 5}), night(2), day(2), night(3), day(3))
    assert [e["t"] for e in events(g, "feedback", to=4)] == ["night 2"]


def test_R29_R40_R130_exiled_admirer_reads_village():
    """PVZ-R29, R40, R130: the 暗恋者 exiled by vote reads <村民阵营> to 验尸."""
    g = play(ADMIRER, start(act(13, "一见钟情", 5)), night(1), day(1, votes={1: 13, 2: 13}), night(2), day(2))
    assert feedbacks(g, 4, "验尸") == [VILLAGE]


def test_R29_exiled_gargoyle_reads_wolf():
    """PVZ-R29, R01: the 石像鬼 is 狼人阵营."""
    g = play(TWELVE, night(1), day(1, votes={1: 8}), night(2), day(2))
    assert feedbacks(g, 4, "验尸") == [WOLF]


def test_R29_R46_dead_gravekeeper_reads_nothing():
    """PVZ-R29, R46: a 守墓人 out of play gets no 验尸."""
    g = play(TWELVE, night(1, act(5, "杀人", 4)), day(1, votes={1: 5}), night(2), day(2))
    assert feedbacks(g, 4) == []
