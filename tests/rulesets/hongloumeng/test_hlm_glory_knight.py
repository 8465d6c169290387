"""荣光骑士 — 荣光庇护 and 荣光审判 (HLM-R12, R13, R50)."""
from hlm_helpers import A, DAY12, EVERYONE, KING, KNIGHT, V, V1, V2, WOLF, deaths, game, night, rejected, traces


def test_hlm_r12_shelter_offsets_one_damage():
    """HLM-R12: 荣光庇护 makes its target immune to one damage tonight (self allowed)."""
    g = game([night(1, A(KING, "杀人", [KNIGHT]), A(KNIGHT, "荣光庇护", [KNIGHT]))])
    assert deaths(g) == {}


def test_hlm_r12_r122_shelter_is_one_damage_only():
    """HLM-R12, R122: kill + 荣光审判 on the same role against one 庇护: 2 − 1 = 1, it exits."""
    g = game([night(1, A(KING, "杀人", [V1]), A(KNIGHT, "荣光庇护", [V1]), A(KNIGHT, "荣光审判", [V1]))])
    assert deaths(g) == {V1: "荣光审判"}


def test_hlm_r12_not_the_same_role_two_nights_running():
    """HLM-R12: 不能连续两晚选择同一个角色; a night between makes it legal again."""
    g = game([night(1, A(KNIGHT, "荣光庇护", [V1])), *DAY12,
              night(2, A(KNIGHT, "荣光庇护", [V1])),
              {"at": "day 3", "votes": V(None, EVERYONE)},
              night(3, A(KNIGHT, "荣光庇护", [V1]))])
    assert any("不能连续两晚选择同一个角色" in r for r in rejected(g, KNIGHT, "荣光庇护"))
    assert len(rejected(g, KNIGHT, "荣光庇护")) == 1


def test_hlm_r13_judgement_is_one_damage_on_another_role_once():
    """HLM-R13: 荣光审判<限定> deals one damage to another role; never itself; once a game."""
    g = game([night(1, A(KNIGHT, "荣光审判", [KNIGHT])), *DAY12,
              night(2, A(KNIGHT, "荣光审判", [WOLF])),
              {"at": "day 3", "votes": V(None, EVERYONE)},
              night(3, A(KNIGHT, "荣光审判", [V2]))])
    assert deaths(g) == {WOLF: "荣光审判"}
    reasons = rejected(g, KNIGHT, "荣光审判")
    assert any("其他角色" in r for r in reasons) and any("限定" in r for r in reasons)


def test_hlm_r50_shelter_then_judgement_in_step_7():
    """HLM-R50: step (7) settles 荣光庇护 first, then 荣光审判; both resolve in (12)–(14)."""
    g = game([night(1, A(KNIGHT, "荣光审判", [WOLF]), A(KNIGHT, "荣光庇护", [V1]))])
    t = traces(g)
    assert t.index("(7) 荣光骑士") < t.index("受到<荣光庇护>") < t.index("(7) 荣光审判") < t.index("(12)")
