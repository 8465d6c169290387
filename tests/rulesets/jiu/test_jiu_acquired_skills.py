"""获取技能 — the mechanism 祭品 and 盗火者 share (JIU-R50, R211; acquire.py)."""
from jiu_helpers import A, day, deaths, night, notices, rejected
from test_jiu_fire_thief import play as thief_play
from test_jiu_sacrifice import LINEUP, SEER, DUCK, SOUL, LAN, MERCHANT, KUANGLU, ELDER, WARRIOR, VICTIM, play

from bansha.engine import life
from bansha.rulesets.jiu import acquire, knife, statuses
from bansha.rulesets.jiu.common import GROUP
from bansha.rulesets.jiu.roles.nine_tails import Tails
from bansha.rulesets.jiu.roles.qiongqi import Marks
from bansha.rulesets.jiu.roles.secret_admirer import Crush

T_THIEF, T_DUCK, T_LAN, T_WITCH = 2, 3, 4, 10


def slot(g, seat, name):
    return next(s for s in g.seats[seat].skills if s.defn.name == name and s.source == acquire.SOURCE)


def test_jiu_r50_a_gained_skill_names_its_new_holder_a_failed_gift_kills_the_gainer():
    """"那个技能所有涉及到原身份的名词都会改为发动者自己": a 馈赠 gained from 黑商 given to a wolf kills the 祭品."""
    g = play(night(1, A(DUCK, "杀人", [MERCHANT])), day(2, A(VICTIM, "献祭唤醒", [MERCHANT], choice=1)),
             night(2, A(VICTIM, "馈赠", [LAN], choice="毒药")))
    assert VICTIM in deaths(g, "night 2") and g.seats[MERCHANT].alive is False


def test_jiu_r50_no_temporary_or_second_hand_skill_comes_with_the_identity():
    """A gift the exited role held (黑商's 毒药 to 摄魂师) is not gained; the 接刀 kill and group skills never are."""
    g = play(night(1, A(MERCHANT, "馈赠", [SOUL], choice="毒药")), day(2), night(2, A(DUCK, "杀人", [SOUL])),
             day(3, A(VICTIM, "献祭唤醒", [SOUL], choice=1)))
    assert any(s.defn.name == "毒药" for s in g.seats[SOUL].skills)
    assert [s.defn.name for s in g.seats[VICTIM].skills if s.source == acquire.SOURCE] == ["摄魂"]


def test_jiu_r50_reset_counts_come_fresh_without_reset_as_the_holder_left_them():
    g = play(night(1, A(LAN, "雷击", [SEER]), A(DUCK, "杀人", [LAN])), day(2, A(VICTIM, "献祭唤醒", [LAN], choice=1)))
    assert slot(g, VICTIM, "雷击").uses_left == 4
    g = thief_play(night(1, A(T_LAN, "雷击", [1]), A(T_DUCK, "杀人", [T_LAN])),
                   day(2, A(T_THIEF, "启蒙", [T_WITCH], choice="岚")))
    assert slot(g, T_WITCH, "雷击").uses_left == 3


def test_jiu_r50_with_reset_an_opening_skill_is_decided_at_once_and_what_it_brings_comes_too():
    """祭品 draws 大天狗 (refreshed): 家国抉择 is decided in that 黄昏 — 回家: 吞食 and [群内]."""
    lineup = {**LINEUP, KUANGLU: "大天狗"}
    s0 = {"at": "start", "actions": [A(DUCK, "群内可选技能", choice="控天"), A(KUANGLU, "家国抉择", choice="远征")]}
    g = play(night(1, A(DUCK, "杀人", [KUANGLU])), day(2, A(VICTIM, "献祭唤醒", [KUANGLU], choice=[1, "回家"])),
             night(2, A(VICTIM, "吞食", [SEER])), lineup=lineup, start=s0)
    assert [s.defn.name for s in g.seats[VICTIM].skills if s.source == acquire.SOURCE] == ["家国抉择", "吞食"]
    assert VICTIM in g.groups[GROUP] and rejected(g, VICTIM, "吞食") == []
    assert statuses.has(g.seats[SEER], "霸道")


def test_jiu_r50_group_tags_come_with_the_sacrifice_s_gain_but_not_with_enlightenment():
    g = play(night(1, A(DUCK, "杀人", [ELDER])), day(2, A(VICTIM, "献祭唤醒", [ELDER], choice=1)))
    assert "群内" in knife.tags(g, VICTIM) and VICTIM in g.groups[GROUP]
    g = thief_play(day(1, A(T_THIEF, "启蒙", [T_LAN], choice="穷奇")))
    assert knife.tags(g, T_LAN) == set()


def test_jiu_r211_revival_returns_a_role_with_its_statuses_and_the_thief_s_grants_come_back():
    """JIU-R211: revived, the 盗火者 is in play again, a [破伤风] still on it still strikes at 晨曦, and what 启蒙 gave
    works again."""
    g = thief_play(day(1, A(T_THIEF, "启蒙", [T_LAN], choice="穷奇")), night(1, A(T_DUCK, "杀人", [T_THIEF])), day(2))
    assert acquire.dormant(g, g.seats[T_LAN], slot(g, T_LAN, "惩善扬恶"))
    statuses.give(g, T_THIEF, "破伤风", T_DUCK)
    life.revive(g, T_THIEF, "测试")
    assert acquire.dormant(g, g.seats[T_LAN], slot(g, T_LAN, "惩善扬恶")) is None
    g.submit({"kind": "action", "by": T_LAN, "skill": "惩善扬恶", "targets": [5]})
    g.close()
    assert g.seats[5].state_of(Marks).by == [T_LAN]
    g.close()
    assert deaths(g, "day 3") == [T_THIEF]


def test_jiu_r50_a_rule_written_on_the_identity_follows_the_gain_nine_tails():
    """"涉及到原身份的名词都会改为发动者自己": 九尾 gained refreshed gives the 祭品 its X tails and its [不死]."""
    g = play(night(1))
    acquire.grant(g, VICTIM, "九尾狐", reset=True, tags=True)
    assert g.seats[VICTIM].state_of(Tails).count == 6 and statuses.has(g.seats[VICTIM], "不死")
    assert "<九尾>：你获得了6根尾巴，并永久获得[不死]状态（除了自己技能自杀）。" in notices(g, VICTIM)


def test_jiu_r50_a_rule_written_on_the_identity_follows_the_gain_thunder_slash():
    """轰雷斩 gained: the 祭品's own vote target bleeds once the vote is settled."""
    g = play(night(1, A(DUCK, "杀人", [WARRIOR])), day(2, A(VICTIM, "献祭唤醒", [WARRIOR], choice=1)), night(2),
             day(3, votes={VICTIM: SOUL}))
    assert [s.source for s in g.seats[SOUL].statuses if s.name == "流血"] == [VICTIM]


def test_jiu_r50_a_gained_crush_follows_the_master_and_the_gained_dog_turns_blank_as_itself():
    """跨越千里 gained refreshed: decided at once — the farthest role is its master and it joins that faction;
    做狼还是做狗 gained refreshed, then [遗忘]: a 群外白板 seen as what it is (祭品), not as a 狼狗."""
    g = play(night(1))
    acquire.grant(g, VICTIM, "暗恋者", reset=True)
    master = g.seats[VICTIM].state_of(Crush).master
    assert master == 7 and g.seats[VICTIM].camp == g.seats[7].camp == "村民阵营"
    assert "你的阵营转变为村民阵营。" in notices(g, VICTIM)
    g = play(night(1))
    g.seats[VICTIM].camp = "狼人阵营"
    acquire.grant(g, VICTIM, "狼狗", reset=True, opening="做狼")
    assert VICTIM in g.groups[GROUP] and g.seats[VICTIM].surface_role == "狼狗"
    statuses.give(g, VICTIM, "遗忘", DUCK)
    assert VICTIM not in g.groups[GROUP] and g.seats[VICTIM].surface_role == "祭品"
