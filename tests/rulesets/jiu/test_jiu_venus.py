"""维纳斯 — 红杏出墙 and the lovers it makes (JIU-R134–R138, R176's 情侣殉情, R244's 黑情侣; JIU-R133's copy; JIU-A27)."""
from jiu_helpers import A, day, events, game, night, notices, rejected, scenario

from bansha import rulesets
from bansha.engine.game import Game
from bansha.engine.model import Status
from bansha.engine.skills import SkillSlot
from bansha.replay import feed, play as run
from bansha.rulesets.jiu import acquire, knife
from bansha.rulesets.jiu.common import GROUP
from bansha.rulesets.jiu.events import CHAIN, CORPSES_SLOT, LOVERS_SLOT, QIONGQI_SLOT
from bansha.rulesets.jiu.roles import venus
from bansha.rulesets.jiu.roles.built import BUILT
from bansha.scenario import load
from bansha.rulesets.jiu.roles.secret_admirer import Crush
from bansha.service.seat_view import statuses as page_statuses

VENUS = 1
# 刺客鸭 and 狼巫 are the [群内]; 岚 a wolf with no tag
EIGHT = {1: "维纳斯", 2: "刺客鸭", 3: "预言家", 4: "侦探", 5: "狼巫", 6: "黑商", 7: "闪电战士", 8: "摄魂师"}
LAN = {**EIGHT, 7: "岚"}
EMPEROR = {1: "维纳斯", 2: "刺客鸭", 3: "预言家", 4: "九天圣人", 5: "狼巫", 6: "帝尊魔皇", 7: "黑商", 8: "侦探"}
TENGU = {**EIGHT, 7: "大天狗"}
DOG = {1: "维纳斯", 2: "狼狗", 3: "预言家", 4: "刺客鸭", 5: "侦探", 6: "黑商", 7: "闪电战士", 8: "摄魂师"}
FOX = {**EIGHT, 6: "九尾狐"}


def opening(lineup, *actions, options=None):
    duck = next(n for n, r in lineup.items() if r == "刺客鸭")
    steps = [{"at": "start", "actions": [A(duck, "群内可选技能", choice="遮天"), *actions]}]
    return run(load(scenario(steps, lineup, options)))


def seen(g, n) -> str:
    """Everything one seat's view holds, as text."""
    return "\n".join(str(e) for e in g.view(n))


def test_jiu_r134_r135_r137_three_villagers_make_a_village_pair_and_venus_joins_the_village():
    g = opening(EIGHT, A(VENUS, "红杏出墙", [3, 4, 6]))
    assert [s.name for s in g.seats[3].statuses] == ["无爱情侣"]
    assert [s.name for s in g.seats[4].statuses] == ["无爱情侣", "真爱情侣"]
    assert [s.name for s in g.seats[6].statuses] == ["真爱情侣"]
    assert g.seats[4].camp == g.seats[6].camp == g.seats[3].camp == "村民阵营"
    assert g.seats[VENUS].camp == "村民阵营" and "你的阵营转变为村民阵营。" in notices(g, VENUS)
    assert sorted(map(sorted, (g.members(x) for x in g.groups_of(4)))) == [[3, 4], [4, 6]]


def test_jiu_r137_the_loveless_a_is_told_it_is_true_love_and_learns_nothing_of_c():
    g = opening(EIGHT, A(VENUS, "红杏出墙", [3, 4, 6]))
    b, c = g.seats[4].name, g.seats[6].name
    assert f"你获得了[真爱情侣]状态，你的情侣是4号{b}。" in notices(g, 3)
    assert f"你获得了[真爱情侣]状态，你的情侣是4号{b}。" in notices(g, 6)  # A's words are C's: nothing tells them apart
    assert "无爱" not in seen(g, 3) and "6号" not in seen(g, 3) and c not in seen(g, 3)
    assert "无爱" not in seen(g, 6) and "3号" not in seen(g, 6)
    assert page_statuses(g, 3) == ["真爱情侣"] and page_statuses(g, 6) == ["真爱情侣"]
    # B holds both and is told which is which
    a = g.seats[3].name
    assert f"你获得了[无爱情侣]状态（情侣3号{a}）和[真爱情侣]状态（情侣6号{c}）。" in notices(g, 4)
    assert page_statuses(g, 4) == ["无爱情侣", "真爱情侣"]
    for n in (2, 5, 7, 8):  # the others learn nothing
        assert "情侣" not in seen(g, n)


def test_jiu_r135_r244_a_wolf_and_a_villager_become_the_black_lovers_and_venus_follows():
    g = opening(EIGHT, A(VENUS, "红杏出墙", [3, 4, 2]))
    assert g.seats[4].camp == g.seats[2].camp == g.seats[VENUS].camp == "黑情侣阵营"
    assert g.seats[3].camp == "村民阵营"  # A的阵营保持不变
    assert "你的阵营转变为黑情侣阵营。" in notices(g, 2) and "你的阵营转变为黑情侣阵营。" in notices(g, 4)


def test_jiu_r136_b_not_a_wolf_c_a_wolf_c_takes_the_knife_last_instead_of_the_group():
    g = opening(EIGHT, A(VENUS, "红杏出墙", [3, 4, 2]))
    assert g.groups[GROUP] == [5] and knife.tags(g, 2) == {"接刀"}


def test_jiu_r136_b_and_c_both_wolves_keep_their_tags_and_venus_takes_the_knife_after_every_other():
    g = opening(EMPEROR, A(VENUS, "红杏出墙", [3, 2, 5]))
    assert g.seats[VENUS].camp == g.seats[2].camp == g.seats[5].camp == "狼人阵营"
    assert g.groups[GROUP] == [2, 5] and knife.tags(g, VENUS) == {"接刀"}
    for n in (2, 5):
        g.seats[n].alive = False
    knife.refresh(g)
    holder = [n for n, s in g.seats.items() if any(x.source == "接刀" for x in s.skills)]
    assert holder == [6]  # 帝尊魔皇 first
    g.seats[6].alive = False
    knife.refresh(g)
    assert [n for n, s in g.seats.items() if any(x.source == "接刀" for x in s.skills)] == [VENUS]


def test_jiu_r136_a_wolf_b_wolf_c_villager_b_keeps_its_group_tag_even_as_a_black_lover():
    g = opening(EIGHT, A(VENUS, "红杏出墙", [2, 5, 6]))
    assert g.seats[5].camp == "黑情侣阵营" and g.groups[GROUP] == [2, 5]


def test_jiu_r136_a_wolf_b_wolf_without_tags_c_villager_b_takes_the_knife_last():
    g = opening(LAN, A(VENUS, "红杏出墙", [2, 7, 6]))
    assert knife.tags(g, 7) == {"接刀"} and g.seats[7].state_of(knife.Tags).knife_as == "维纳斯"
    assert knife.tags(g, 2) == {"群内"} and g.groups[GROUP] == [2, 5]


def test_jiu_r136_b_a_wolf_a_and_c_not_b_takes_the_knife_instead_of_the_group():
    g = opening(EIGHT, A(VENUS, "红杏出墙", [3, 2, 6]))
    assert knife.tags(g, 2) == {"接刀"} and g.groups[GROUP] == [5] and g.seats[2].camp == "黑情侣阵营"


def test_jiu_r136_b_not_a_wolf_a_and_c_wolves_a_takes_the_knife_before_c():
    g = opening(LAN, A(VENUS, "红杏出墙", [2, 3, 5]))
    assert knife.tags(g, 2) == knife.tags(g, 5) == {"接刀"} and g.groups[GROUP] == []
    holder = [n for n, s in g.seats.items() if any(x.source == "接刀" for x in s.skills)]
    assert holder == [2]
    g.seats[2].alive = False
    knife.refresh(g)
    assert [n for n, s in g.seats.items() if any(x.source == "接刀" for x in s.skills)] == [5]


def test_jiu_r136_a_barred_wolf_that_goes_home_takes_the_knife_not_the_group():
    """大天狗 chooses after 维纳斯 (JIU-A27): 回家's [群内] is [接刀] for a wolf the tag rules barred."""
    g = opening(TENGU, A(VENUS, "红杏出墙", [3, 6, 7]), A(7, "家国抉择", choice="回家"))
    assert knife.tags(g, 7) == {"接刀"} and 7 not in g.groups[GROUP]
    assert any(s.defn.name == "吞食" for s in g.seats[7].skills)


def test_jiu_r244_r135_a_dog_wolf_dog_with_a_villager_is_village_lovers_then_black_lovers_once_a_wolf():
    g = game([{"at": "start", "actions": [A(4, "群内可选技能", choice="遮天"), A(VENUS, "红杏出墙", [5, 2, 3]),
                                          A(2, "做狼还是做狗", choice=["做狗", "预言家"])]}],
             lineup=DOG, sheriff=3)
    told = notices(g, 2)
    assert "你的阵营转变为村民阵营。" in told  # as a dog: 村民情侣
    assert g.seats[2].camp == g.seats[3].camp == g.seats[VENUS].camp == "黑情侣阵营"  # day 1's 黄昏: a wolf
    assert told[-1] == "你的阵营转变为黑情侣阵营。"
    assert g.seats[5].camp == "村民阵营"
    assert 2 not in g.groups[GROUP] and knife.tags(g, 2) == {"接刀"}  # B a wolf, A and C not: no [群内]


def test_jiu_r138_r176_c_out_takes_b_by_true_love_and_spares_a():
    g = _kill(6)
    out = [(e["seat"], e["cause"]) for e in events(g, "death")]
    assert out[:2] == [(6, "杀人"), (4, "真爱情侣殉情")] and g.seats[3].alive


def test_jiu_r138_r176_b_out_takes_c_by_true_love_and_a_by_loveless_lovers_fatal_damage():
    g = _kill(4)
    assert [(e["seat"], e["cause"]) for e in events(g, "death")][:3] == [(4, "杀人"), (6, "真爱情侣殉情"), (3, "无爱情侣殉情")]
    assert LOVERS_SLOT < QIONGQI_SLOT < CORPSES_SLOT  # 连带出局顺序: 情侣殉情 first
    assert rulesets.get("jiu").hooks[CHAIN.name][0] is venus.die_for_love


def test_jiu_r138_a_out_spares_b_who_holds_true_love():
    g = _kill(3)
    assert [e["seat"] for e in events(g, "death")] == [3] and g.seats[4].alive and g.seats[6].alive


def test_jiu_r138_true_love_death_is_a_fatal_damage_by_default_and_option_exits_outright():
    g = _kill(4, FOX)
    assert g.seats[6].alive and not g.seats[3].alive  # 九尾狐's [不死] stands against the 致死伤害
    g = _kill(4, FOX, options={"true_love_death": "直接出局"})
    assert not g.seats[6].alive


def _kill(victim, lineup=EIGHT, options=None):
    start = {"at": "start", "actions": [A(2, "群内可选技能", choice="遮天"), A(VENUS, "红杏出墙", [3, 4, 6])]}
    return game([start, {"at": "day 1", "sheriff_votes": [{"by": n, "for": 8} for n in lineup],
                         "actions": [A(8, "任职宣言", choice="自由"), A(8, "辅政", [7])]},
                 night(1, A(2, "杀人", [victim]))], lineup=lineup, options=options)


def test_jiu_r138_the_loveless_status_cannot_be_cleared():
    g = opening(EIGHT, A(VENUS, "红杏出墙", [3, 4, 6]))
    from bansha.rulesets.jiu import statuses
    statuses.give(g, 4, "漏洞", 2)
    assert {"无爱情侣", "真爱情侣"} <= {s.name for s in g.seats[4].statuses}


def test_jiu_r134_venus_may_pass_and_stays_undecided():
    g = opening(EIGHT)
    assert g.seats[VENUS].camp == "不定阵营" and not any(s.statuses for s in g.seats.values())


def test_jiu_r134_three_different_roles():
    g = opening(EIGHT, A(VENUS, "红杏出墙", [3, 3, 6]))
    assert rejected(g, VENUS, "红杏出墙") and not g.seats[3].statuses
    g = opening(EIGHT, A(VENUS, "红杏出墙", [3, 4]))
    assert rejected(g, VENUS, "红杏出墙") == ["<红杏出墙>需要选择3名角色"]


def _direct(lineup, prepare, *inputs):
    """The opening with a seat prepared first (a status or a skill the pool cannot give at the opening)."""
    rs = rulesets.get("jiu")
    g = Game(rs, [{"seat": n, "name": f"座{n}", "role": r} for n, r in sorted(lineup.items())], {"moon_draw": "不抽取"})
    prepare(g)
    for inp in ({"kind": "action", "by": 2, "skill": "群内可选技能", "choice": "遮天"}, *inputs):
        feed(g, inp)
    g.close()
    return g


def _hide(n):
    return lambda g: g.seats[n].statuses.append(Status("隐身"))


def test_jiu_r134_an_unfit_b_voids_the_link_and_venus_joins_the_village():
    g = _direct(EIGHT, _hide(4), {"kind": "action", "by": VENUS, "skill": "红杏出墙", "targets": [3, 4, 6]})
    assert not any(s.name.endswith("情侣") for n in (3, 4, 6) for s in g.seats[n].statuses)
    assert g.seats[VENUS].camp == "村民阵营" and "<红杏出墙>：链接情侣无效。" in notices(g, VENUS)


def test_jiu_r134_an_unfit_c_links_b_with_a_as_cupid_would():
    g = _direct(EIGHT, _hide(2), {"kind": "action", "by": VENUS, "skill": "红杏出墙", "targets": [3, 4, 2]})
    assert [s.name for s in g.seats[4].statuses] == ["真爱情侣"] and [s.name for s in g.seats[3].statuses] == ["真爱情侣"]
    assert g.seats[VENUS].camp == "村民阵营" and not g.seats[2].statuses[1:]


def test_jiu_r133_a_copy_of_venus_gets_cupid_s_link_two_loveless_lovers_keeping_their_factions():
    assert "维纳斯" in BUILT and [d.name for d in venus.COPIED] == ["连情侣"]

    def give(g):
        g.seats[3].skills.append(SkillSlot.of(venus.连情侣, "身份"))
    g = _direct(EIGHT, give, {"kind": "action", "by": 3, "skill": "连情侣", "targets": [2, 6]})
    assert [s.name for s in g.seats[2].statuses] == [s.name for s in g.seats[6].statuses] == ["无爱情侣"]
    assert g.seats[2].camp == "狼人阵营" and g.seats[6].camp == "村民阵营" and g.seats[3].camp == "村民阵营"
    assert "你获得了[真爱情侣]状态，你的情侣是6号座6。" in notices(g, 2) and page_statuses(g, 2) == ["真爱情侣"]


def test_jiu_r133_r50_gaining_venus_s_skills_is_gaining_cupid_s_decided_at_once_when_refreshed():
    g = opening(EIGHT)
    acquire.grant(g, 3, "维纳斯", reset=True, opening=[2, 6])  # 祭品's 献祭唤醒: 刷新至初始
    assert [s.defn.name for s in g.seats[3].skills if s.source == "获取"] == ["连情侣"]
    assert [s.name for s in g.seats[2].statuses] == [s.name for s in g.seats[6].statuses] == ["无爱情侣"]
    assert g.seats[3].camp == "村民阵营" and g.seats[2].camp == "狼人阵营"
    g = opening(EIGHT)
    acquire.grant(g, 3, "维纳斯", reset=True, opening=[2, 2])  # not two roles: nothing is linked
    acquire.grant(g, 4, "维纳斯", reset=True, opening=[[2], "6"])
    assert not g.seats[2].statuses and not g.seats[6].statuses


def test_jiu_r133_r50_without_refresh_the_copied_link_cannot_be_used():
    g = opening(EIGHT)
    slot = acquire.grant(g, 3, "维纳斯", reset=False)[0]
    assert slot.defn is venus.连情侣 and acquire.dormant(g, g.seats[3], slot)


def test_jiu_r135_r130_an_admirer_lover_judges_the_pair_by_the_master_it_follows():
    """维纳斯 links before 暗恋者 picks its 主人 (JIU-A27): the 不定 lover counts once it has joined a faction."""
    lineup = {1: "维纳斯", 2: "刺客鸭", 3: "暗恋者", 4: "侦探", 5: "预言家", 6: "黑商", 7: "狼巫", 8: "摄魂师"}
    g = opening(lineup, A(VENUS, "红杏出墙", [5, 3, 4]))
    assert g.seats[3].state_of(Crush).master == 7  # a wolf
    assert g.seats[3].camp == g.seats[4].camp == g.seats[VENUS].camp == "黑情侣阵营"
    assert notices(g, 3)[-1] == "你的阵营转变为黑情侣阵营。"


def test_jiu_r138_a_lover_voted_out_takes_its_partners_with_it_in_the_chain_slot():
    start = {"at": "start", "actions": [A(2, "群内可选技能", choice="遮天"), A(VENUS, "红杏出墙", [3, 4, 6])]}
    g = game([start, night(1), day(2, votes={n: 4 for n in EIGHT})], lineup=EIGHT, sheriff=8)
    assert [(e["seat"], e["cause"]) for e in events(g, "death", "day 2")][:3] == [
        (4, "投票"), (6, "真爱情侣殉情"), (3, "无爱情侣殉情")]
