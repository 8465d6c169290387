"""帝尊魔皇 — its attribute (knows the [群内], JIU-R104), its guards (as 九天圣人's, JIU-R105) and its place
first in the wolves' 接刀 order (JIU-R55)."""
from jiu_helpers import DUCK, EMPEROR, LAN, SEER, WITCH, A, deaths, game, night, notices

from bansha.rulesets.jiu import knife


def test_jiu_r104_the_emperor_alone_learns_the_group_list():
    g = game([{"at": "start", "actions": [A(DUCK, "群内可选技能", choice="控天")]}])
    assert "狼人[群内]名单：2号伏特加、8号黄酒" in notices(g, EMPEROR)
    for n in g.seats:
        if n != EMPEROR:
            assert not any("群内]名单" in t for t in notices(g, n))


def test_jiu_r105_the_emperor_holds_the_same_guards():
    g = game([night(1, A(EMPEROR, "黑暗守护", [SEER]), A(DUCK, "杀人", [SEER]))])
    assert deaths(g) == []


def test_jiu_r55_with_every_group_member_out_the_emperor_takes_the_knife_before_any_other_taker():
    """"狼人阵营接刀顺序：帝尊魔皇＞穷奇": 岚 is a wolf too, but the 接刀 goes to the 帝尊魔皇 first."""
    g = game([])
    assert not any(s.defn.name == "杀人" for s in g.seats[EMPEROR].skills)
    for n in (DUCK, WITCH):
        g.seats[n].alive = False
    knife.refresh(g)
    assert [s.source for s in g.seats[EMPEROR].skills if s.defn.name == "杀人"] == ["接刀"]
    assert not any(s.defn.name == "杀人" for s in g.seats[LAN].skills)
