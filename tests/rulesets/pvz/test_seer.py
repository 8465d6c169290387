"""预言家 (seed 4.2.1): 预言 反馈其所属阵营."""
import pytest

from .helpers import ADMIRER, TWELVE, VILLAGE, WOLF, act, action, advance, day, events, feedbacks, new_game, \
    night, play, refused


@pytest.mark.parametrize("target,camp", [(5, WOLF), (7, WOLF), (8, WOLF), (2, VILLAGE), (9, VILLAGE)])
def test_R21_seer_reads_the_camp(target, camp):
    """PVZ-R21: 预言 gives the faction; 石像鬼 and 狼王 read 狼人阵营."""
    g = play(TWELVE, night(1, act(1, "预言", target)), day(1))
    fb = events(g, "feedback", to=1, skill="预言")
    assert [(e["target"], e["result"]) for e in fb] == [(target, camp)]


def test_R21_R40_R130_admirer_reads_village():
    """PVZ-R21, R40, R130: the 暗恋者, in neither camp, reads <村民阵营> to 预言."""
    g = play(ADMIRER, night(1, act(1, "预言", 13)), day(1))
    assert feedbacks(g, 1, "预言") == [VILLAGE]


def test_R21_one_check_a_night():
    """PVZ-R21, R54: one 预言 a night; a second is refused (targets cannot be changed)."""
    g = new_game(TWELVE)
    advance(g, "night 1")
    g.submit(action(1, "预言", 5))
    assert "不可更改" in refused(g, action(1, "预言", 6))


def test_R21_seer_killed_tonight_still_gets_tonights_result():
    """PVZ-R21, R47, R51: the check is step (1), the kill settles at step (5)."""
    g = play(TWELVE, night(1, act(1, "预言", 5), act(5, "杀人", 1)), day(1))
    assert feedbacks(g, 1, "预言", "night 1") == [WOLF]


def test_R21_seer_checks_every_night():
    """PVZ-R21: 游戏日夜晚 — every night, not once."""
    g = play(TWELVE, night(1, act(1, "预言", 5)), day(1), night(2, act(1, "预言", 9)), day(2))
    assert feedbacks(g, 1, "预言") == [WOLF, VILLAGE]


def test_R21_feedback_is_private():
    """PVZ-R21, R91: only the seer sees the result."""
    g = play(TWELVE, night(1, act(1, "预言", 5)), day(1))
    fb = events(g, "feedback", to=1, skill="预言")[0]
    assert fb in g.view(1)
    assert all(fb not in g.view(s) for s in range(2, 13))
