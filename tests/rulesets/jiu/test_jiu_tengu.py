"""大天狗 — 家国抉择, 吞食, 天狗吞月, 不归 (JIU-R100–R103, R249, R259)."""
from jiu_helpers import A, announced, day, deaths, game, night, rejected, statuses
from test_jiu_wolf_dog import ELDER, LINEUP, SEER, TENGU, opening

from bansha.rulesets.jiu import knife
from bansha.rulesets.jiu.common import GROUP
from bansha.rulesets.jiu.roles.tengu import MoonEaten
from bansha.rulesets.jiu.roles.tengu import Road


def play(steps, road="回家"):
    s0 = {"at": "start", "actions": [A(ELDER, "群内可选技能", choice="遮天"), A(TENGU, "家国抉择", choice=road)]}
    return game([s0, *steps], lineup=LINEUP, sheriff=SEER)


def test_jiu_r100_home_gives_group_and_eat_away_gives_knife_and_the_moon():
    g = opening(A(TENGU, "家国抉择", choice="回家"))
    assert TENGU in g.groups[GROUP] and any(s.defn.name == "吞食" for s in g.seats[TENGU].skills)
    g = opening(A(TENGU, "家国抉择", choice="远征"))
    assert TENGU not in g.groups[GROUP] and "接刀" in knife.held(g.seats[TENGU])
    assert {"天狗吞月", "不归"} <= {s.defn.name for s in g.seats[TENGU].skills}


def test_jiu_r101_eat_gives_overbearing_until_the_next_night_once_per_role():
    g = play([night(1, A(TENGU, "吞食", [7])), day(2, votes={1: 7, 2: 7, 3: 7, 4: 7})])
    assert deaths(g) == [] and "平安日" in announced(g, "day 2")
    assert "霸道" not in statuses(g, 7)  # ended when night 2 began
    g = play([night(1, A(TENGU, "吞食", [7])), day(2), night(2, A(TENGU, "吞食", [7]))])
    assert rejected(g, TENGU, "吞食") == ["<吞食>：每个角色只能被选择一次（7号 已被选择过）"]


def test_jiu_r102_r259_the_moon_takes_a_third_of_the_living_and_is_announced():
    g = play([night(1, A(TENGU, "天狗吞月", [1, 5, 6]))], road="远征")
    assert all("霸道" in statuses(g, n) for n in (1, 5, 6))
    g = play([night(1, A(TENGU, "天狗吞月", [1, 5]))], road="远征")
    assert rejected(g, TENGU, "天狗吞月") == ["<天狗吞月>：须选择当夜存活人数的1/3（向下取整）=3名角色"]
    assert sum("霸道" in statuses(g, n) for n in g.seats) == 3  # <强制>: chosen at random


def test_jiu_r102_r249_the_announced_list_is_barred_the_next_night():
    g = play([night(1, A(TENGU, "天狗吞月", [1, 5, 6])), day(2), night(2, A(TENGU, "天狗吞月", [1, 7, 9]))], road="远征")
    assert "1号白兰地、5号金酒、6号朗姆 获得了霸道状态" in announced(g, "day 2")
    assert rejected(g, TENGU, "天狗吞月") == ["<天狗吞月>：1号白兰地 在当天[天狗吞月]公示的名单内，不能选择"]
    assert not ({1, 5, 6} & set(g.state.of(MoonEaten).lists["night 2"]))


def test_jiu_r102_r249_only_who_got_overbearing_is_on_the_one_announced_list():
    """JIU-R102: "选择范围：当天不在[天狗吞月]公示的名单内" and the 公示 is "[所有成功获得了[霸道]状态的结算目标获得了霸道状态]":
    5 holds [漏洞] (岚's quarry), gets no [霸道], is not announced and may be picked the next night."""
    g = play([night(1, A(8, "无尽追猎", choice="黑商"), A(TENGU, "天狗吞月", [1, 5, 6])), day(2),
              night(2, A(TENGU, "天狗吞月", [5, 7, 9]))], road="远征")
    assert "漏洞" in statuses(g, 5)
    assert "1号白兰地、6号朗姆 获得了霸道状态" in announced(g, "day 2") and "5号金酒 获得" not in announced(g, "day 2")
    assert rejected(g, TENGU, "天狗吞月") == [] and set(g.state.of(MoonEaten).lists["night 2"]) == {7, 9}
    assert g.state.of(MoonEaten).lists["night 1"] == [1, 6]


def test_jiu_r249_r120_two_moon_users_make_one_announced_list():
    """JIU-R249 (PS): "多个[天狗吞月]发动时，名单将整合成一个名单" — the 空想家's 大天狗 seat (JIU-R120 "其一切判定和正常角色没有
    区别": its 家国抉择 settles in the opening, here at random 远征) and the dealt one: one 公示, both barred next night."""
    line = {**LINEUP, 6: "空想家"}
    s0 = {"at": "start", "actions": [A(ELDER, "群内可选技能", choice="遮天"), A(TENGU, "家国抉择", choice="远征"),
                                     A(6, "空想具现", choice="大天狗")]}
    g = game([s0, night(1, A(TENGU, "天狗吞月", [1, 5, 7]), A(11, "天狗吞月", [4, 8, 9])), day(2),
              night(2, A(11, "天狗吞月", [1, 2, 3]))], lineup=line, sheriff=SEER)
    assert g.seats[11].state_of(Road).chosen == "远征"
    lines = [t for t in announced(g, "day 2").split("\n") if "霸道" in t]
    assert lines == ["1号白兰地、4号威士忌、5号金酒、7号清酒、8号黄酒、9号米酒 获得了霸道状态"]
    assert rejected(g, 11, "天狗吞月") == ["<天狗吞月>：1号白兰地 在当天[天狗吞月]公示的名单内，不能选择"]


def test_jiu_r103_away_never_gains_the_group():
    g = play([day(1, A(ELDER, "归途", [TENGU])), night(1)], road="远征")
    assert TENGU not in g.groups[GROUP] and "群内" not in knife.held(g.seats[TENGU])


def test_jiu_r54_r55_a14_the_knife_passes_emperor_first_then_the_away_tengu_and_comes_back_with_the_group():
    from bansha.engine import life
    from bansha.rulesets.jiu import harm, knife
    from bansha.rulesets.jiu import statuses as st
    lineup = {**LINEUP, 5: "九天圣人", 6: "帝尊魔皇"}
    s0 = {"at": "start", "actions": [A(ELDER, "群内可选技能", choice="遮天"), A(TENGU, "家国抉择", choice="远征"),
                                     A(2, "做狼还是做狗", choice="做狼")]}
    g = game([s0, night(1)], lineup=lineup, sheriff=SEER)  # the 狼狗 is a dog since day 1's 黄昏
    holders = lambda: [n for n, s in g.seats.items() if any(x.source == "接刀" for x in s.skills)]
    assert g.groups[GROUP] == [ELDER] and holders() == []
    harm.exit_seat(g, ELDER, "测试")
    knife.refresh(g)
    assert holders() == [6]  # 帝尊魔皇＞穷奇; 大天狗 after the ranked ones (JIU-A14)
    harm.exit_seat(g, 6, "测试")
    knife.refresh(g)
    assert holders() == [TENGU]
    life.revive(g, ELDER, "测试")
    knife.refresh(g)
    assert holders() == [] and g.groups[GROUP] == [ELDER]
    st.give(g, ELDER, "超度")  # every [群内] under [超度]
    knife.refresh(g)
    assert holders() == [TENGU]
