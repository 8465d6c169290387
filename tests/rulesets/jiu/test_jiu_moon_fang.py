"""新月 狼人毒牙 (JIU-R159) and 种狼's [感染] (JIU-A05 ruling, option infect), drawn by the 执警 (1号)."""
from jiu_helpers import DUCK, SEER, WITCH, A, day, deaths, game, night, notices, rejected

FANG = "狼人毒牙"


def draw(n, moon, *more, **kw):
    return day(n, A(1, "代理", choice=moon), *more, **kw)


def holder(**kw):
    g = game([draw(2, FANG)], **kw)
    return next(n for n, s in g.seats.items() if any(x.defn.name == "感染" for x in s.skills))


def test_jiu_r159_a_group_member_gets_infect_the_knifed_role_joins_the_wolves_instead_of_exiting():
    h = holder()
    assert h in (DUCK, WITCH)  # 选择范围：任意一名有[群内]标签的角色
    g = game([draw(2, FANG), night(2, A(h, "感染", [SEER]), A(DUCK, "杀人", [SEER]))])
    s = g.seats[SEER]
    assert deaths(g) == [] and s.camp == "狼人阵营" and SEER in g.groups["狼人"]
    assert "预言" not in s.lost  # it keeps its own skills
    assert any("感染" in t for t in notices(g, SEER)) and any("狼人毒牙" in t for t in notices(g, h))


def test_jiu_r159_infect_without_the_kill_does_nothing_and_it_is_lost_at_the_next_draw():
    h = holder()
    g = game([draw(2, FANG), night(2, A(h, "感染", [SEER])), day(3), night(3, A(h, "感染", [SEER]))])
    assert g.seats[SEER].camp == "村民阵营" and rejected(g, h, "感染")


def test_jiu_r159_a05_option_infect_direct_turns_the_target_at_once():
    h = holder(options={"infect": "直接"})
    g = game([draw(2, FANG), night(2, A(h, "感染", [SEER]))], options={"infect": "直接"})
    assert g.seats[SEER].camp == "狼人阵营" and deaths(g) == []
