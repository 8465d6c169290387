"""狼巫 — 黑暗侦测 / 恶魔之眼 (HLM-R29, R51, A14)."""
from hlm_helpers import A, DREAMER, KING, SEER, V1, WOLF, WWITCH, feedback, game, night, rejected, traces


def test_hlm_r29_surface_role_of_a_non_wolf():
    """HLM-R29: the feedback is the target's [表面身份] (equal to the actual one in this game)."""
    g = game([night(1, A(WWITCH, "黑暗侦测", [DREAMER]))])
    assert feedback(g, WWITCH, "黑暗侦测") == ["摄梦人"]


def test_hlm_r29_wolves_cannot_be_chosen():
    """HLM-R29: 只能选择一名非狼人阵营角色."""
    g = game([night(1, A(WWITCH, "黑暗侦测", [WOLF]))])
    assert any("非狼人阵营" in r for r in rejected(g, WWITCH, "黑暗侦测"))


def test_hlm_r51_a14_the_flow_name_is_accepted_and_checks_after_the_kill():
    """HLM-R51, A14: 恶魔之眼 is 黑暗侦测; step (8) comes after the pack's kill (先刀后验)."""
    g = game([night(1, A(WWITCH, "恶魔之眼", [SEER]), A(KING, "杀人", [V1]))])
    assert feedback(g, WWITCH, "黑暗侦测") == ["预言家"]
    t = traces(g)
    assert t.index("代表狼群指杀") < t.index("(8) 狼巫")
