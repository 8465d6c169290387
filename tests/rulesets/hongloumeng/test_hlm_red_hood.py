"""小红帽 — 求助 (HLM-R16, R17, R45, R54, R119, R125, A18)."""
from hlm_helpers import (A, APPRENTICE, DAY12, EVERYONE, HOOD, JUDGE, KING, KNIGHT, V, V1, V2, V3, WITCH, WOLF, deaths,
                         game, night, rejected, traces)


def test_hlm_r16_r125_damage_to_her_moves_to_the_helper():
    """HLM-R16, R54, R125: the kill on 小红帽 moves to her 求助 target at step (11)."""
    g = game([night(1, A(HOOD, "求助", [V1]), A(KING, "杀人", [HOOD]))])
    assert deaths(g) == {V1: "杀人"}
    assert "(11) 求助：杀人对4号的伤害转移给5号" in traces(g)


def test_hlm_r16_no_damage_nothing_happens():
    """HLM-R16: 没受到伤害则无事发生."""
    g = game([night(1, A(HOOD, "求助", [V1]), A(KING, "杀人", [V2]))])
    assert deaths(g) == {V2: "杀人"}


def test_hlm_r54_every_kind_of_damage_moves_poison_included():
    """HLM-R54: 指杀, 荣光审判, 毒药 … all move; the helper's own protections then apply (A18)."""
    g = game([night(1, A(HOOD, "求助", [V1]), A(KING, "杀人", [HOOD]), A(WITCH, "毒药", [HOOD]),
                    A(KNIGHT, "荣光庇护", [V1]))])
    assert deaths(g) == {V1: "毒药"}
    assert HOOD not in deaths(g)


def test_hlm_a18_the_dawn_execution_moves_too():
    """HLM-A18: (11) lists 审判; damage at 凌晨 of the same night is transferred as well."""
    g = game([night(1, A(HOOD, "求助", [V1]), A(JUDGE, "审判", [V2, V3], choice=HOOD))])
    assert deaths(g) == {V1: "审判"}


def test_hlm_r17_not_the_night_after():
    """HLM-R17: 小红帽使用过求助后，下一个夜晚不能使用<求助>; the night after is fine."""
    g = game([night(1, A(HOOD, "求助", [V1])), *DAY12, night(2, A(HOOD, "求助", [V1])),
              {"at": "day 3", "votes": V(None, EVERYONE)}, night(3, A(HOOD, "求助", [V1]))])
    reasons = rejected(g, HOOD, "求助")
    assert len(reasons) == 1 and "下一个夜晚不能使用" in reasons[0]


def test_hlm_r45_she_acts_in_step_3_before_the_pack():
    """HLM-R45, A15: 小红帽 (3) before the pack (3′), in the order the seed writes them."""
    t = traces(game([night(1, A(HOOD, "求助", [V1]), A(KING, "杀人", [V2]))]))
    assert t.index("(3) 求助") < t.index("(3′) 9号 代表狼群指杀")


def test_hlm_r119_potion_on_cooldown_gives_no_extra_help():
    """HLM-R119: on the night after a 求助, 特制药剂 gives no 求助 either."""
    g = game([night(1, A(HOOD, "求助", [V1])), *DAY12,
              night(2, A(APPRENTICE, "特制药剂", [HOOD]), A(HOOD, "求助", [V1]), A(HOOD, "求助", [V2]))])
    assert len(rejected(g, HOOD, "求助")) == 2


def test_hlm_r119_two_helps_each_target_takes_the_damage():
    """HLM-R119, A18: with two 求助 the damage to her goes to both targets (都会将受到的伤害转移给求助目标)."""
    g = game([night(1, A(APPRENTICE, "特制药剂", [HOOD]), A(HOOD, "求助", [V1]), A(HOOD, "求助", [V2]),
                    A(KING, "杀人", [HOOD]))])
    assert deaths(g) == {V1: "杀人", V2: "杀人"}
    assert WOLF not in deaths(g)
