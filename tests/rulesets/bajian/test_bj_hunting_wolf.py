"""猎狼 — 杀人【团队】 and 捕猎【限定】 (BJ-R22, R23, E1 = R119)."""
from bj_helpers import HUNTWOLF, KING, VULTURE, A, deaths, game, night, rejected


def test_bj_r22_the_hunting_wolf_submits_the_shared_kill():
    g = game([night(1, A(HUNTWOLF, "杀人", [1]), A(VULTURE, "杀人", [3]))])
    assert deaths(g) == [1]


def test_bj_r23_hunt_needs_no_target_is_limited_and_turns_the_charge_into_poison_too():
    g = game([night(1, A(HUNTWOLF, "捕猎", [1]))])
    assert "不需要选择目标" in rejected(g, HUNTWOLF, "捕猎")[0]
    g = game([night(1, A(HUNTWOLF, "捕猎"), A(KING, "冲锋", [KING - 1])), {"at": "day 2"}, night(2, A(HUNTWOLF, "捕猎"))])
    assert deaths(g, "night 1") == [KING - 1] and "限定" in rejected(g, HUNTWOLF, "捕猎")[0]
