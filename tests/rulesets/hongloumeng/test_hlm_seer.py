"""预言家 — 预言 (HLM-R11, R48)."""
from hlm_helpers import (A, DREAMER, EVERYONE, KING, SEER, V, V1, WITCH, WOLF, WWITCH, feedback, game, night,
                         rejected)


def test_hlm_r11_three_results():
    """HLM-R11: the feedback is <村民阵营>, <狼人阵营> or <魔女会阵营>."""
    g = game([night(1, A(SEER, "预言", [WWITCH])),
              {"at": "day 1"}, {"at": "day 2", "votes": V(None, EVERYONE)},
              night(2, A(SEER, "预言", [DREAMER])),
              {"at": "day 3", "votes": V(None, EVERYONE)},
              night(3, A(SEER, "预言", [V1]))])
    assert feedback(g, SEER, "预言") == ["狼人阵营", "魔女会阵营", "村民阵营"]


def test_hlm_r11_shielded_wolf_reads_village_while_the_shield_lasts():
    """HLM-R11, R25: a wolf under 顶盾 reads <村民阵营> until the next night comes."""
    g = game([night(1, A(KING, "顶盾", [WOLF]), A(SEER, "预言", [WOLF]), pick="顶盾"),
              {"at": "day 1"}, {"at": "day 2", "votes": V(None, EVERYONE)},
              night(2, A(SEER, "预言", [WOLF]))])
    assert feedback(g, SEER, "预言", "night 1") == ["村民阵营"]
    assert feedback(g, SEER, "预言", "night 2") == ["狼人阵营"]


def test_hlm_r48_one_check_a_night_and_never_when_out():
    """HLM-R48, R42: one 预言 a night; an exited seer does not act."""
    g = game([night(1, A(KING, "杀人", [SEER]), A(SEER, "预言", [KING]), A(SEER, "预言", [WITCH])),
              {"at": "day 1"}, {"at": "day 2", "votes": V(None, EVERYONE)},
              night(2, A(SEER, "预言", [KING]))])
    assert feedback(g, SEER, "预言") == ["狼人阵营"]
    assert any("本阶段已经提交" in r for r in rejected(g, SEER, "预言"))
    assert any("已出局" in r for r in rejected(g, SEER, "预言"))
