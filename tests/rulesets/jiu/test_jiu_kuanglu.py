"""狂戮 — 大杀四方 (JIU-R124, R266)."""
from jiu_helpers import DUCK, KUANGLU, SEER, A, deaths, game, night


def test_jiu_r266_all_right_no_kill_lands_and_the_targets_are_knifed():
    g = game([night(1, A(DUCK, "杀人", [3]), A(KUANGLU, "大杀四方", [SEER, 10], ["预言家", "瘟神"]))])
    assert deaths(g, "night 1") == [SEER, 10]


def test_jiu_r266_one_guess_wrong_no_kill_at_all():
    g = game([night(1, A(DUCK, "杀人", [3]), A(KUANGLU, "大杀四方", [SEER, 10], ["预言家", "朱雀"]))])
    assert deaths(g) == []
