"""盗火者 — 启蒙, 代偿 (JIU-R108–R111, R250, A17)."""
import pytest
from jiu_helpers import A, announced, day, events, gained, game, night, notices, rejected

from bansha.engine import life
from bansha.engine.errors import Refusal
from bansha.rulesets.jiu import acquire, lineups, wins
from bansha.rulesets.jiu.roles.fire_thief import Fire, relief
from bansha.rulesets.jiu.roles.qiongqi import Marks

LINEUP = {1: "预言家", 2: "盗火者", 3: "刺客鸭", 4: "岚", 5: "黑商", 6: "摄魂师", 7: "侦探", 8: "闪电战士", 9: "圣女",
          10: "狼巫"}
SEER, THIEF, DUCK, LAN, MERCHANT, SOUL, DETECTIVE, WARRIOR, SAINT, WITCH = range(1, 11)
LIST = [MERCHANT, SOUL, DETECTIVE, WARRIOR, SAINT]


def start(*actions, pay=None):
    return {"at": "start", "actions": [A(DUCK, "群内可选技能", choice="控天"),
                                       A(THIEF, "代偿", LIST if pay is None else pay), *actions]}


def play(*steps, pay=None, options=None):
    return game([start(pay=pay), *steps], lineup=LINEUP, sheriff=SEER, options=options)


def test_jiu_the_fire_thief_line_up_is_legal_and_no_longer_refused():
    assert lineups.problems(list(LINEUP.values())) == []
    lineups.validate(list(LINEUP.values()))


def test_jiu_r109_the_pending_list_is_chosen_at_the_start_and_told_only_to_the_thief():
    g = play()
    assert g.seats[THIEF].state_of(Fire).pending == LIST
    text = "<代偿>：待公告名单为" + "、".join(f"{n}号{g.seats[n].name}" for n in LIST) + "。"
    assert text in notices(g, THIEF)
    assert all(text not in notices(g, n) for n in g.seats if n != THIEF)


def test_jiu_r109_a_list_not_given_is_drawn_at_random_and_a_wrong_one_refused():
    g = play(pay=[])
    assert len(g.seats[THIEF].state_of(Fire).pending) == 5 and THIEF not in g.seats[THIEF].state_of(Fire).pending
    g = play(pay=[THIEF, 5, 6, 7, 8])
    assert rejected(g, THIEF, "代偿") == ["<代偿>：待公告名单之外会加上技能持有者自己的马甲，请选择5个其他马甲"]
    g = play(pay=[5, 6, 7])
    assert rejected(g, THIEF, "代偿") == ["<代偿>：选择5个不同的马甲作为待公告名单"]


def test_jiu_r108_a_target_that_is_not_wolf_costs_four_exposure_and_gives_nothing():
    g = play(day(1, A(THIEF, "启蒙", [MERCHANT], choice="穷奇")))
    assert g.seats[THIEF].state_of(Fire).exposure == 4 and gained(g, MERCHANT) == []


def test_jiu_r108_a_wolf_target_gains_an_absent_identity_and_the_thief_its_strength():
    g = play(day(1, A(THIEF, "启蒙", [LAN], choice="穷奇")))
    assert gained(g, LAN) == ["惩善扬恶"] and g.seats[THIEF].state_of(Fire).exposure == 9
    assert "你获得了穷奇的技能：<惩善扬恶>。" in notices(g, LAN)
    assert all("穷奇" not in t for n in g.seats if n not in (LAN,) for t in notices(g, n) if "启蒙" not in t)
    assert g.seats[LAN].role == "岚" and g.seats[LAN].surface_role == "岚"


def test_jiu_r108_the_gained_skill_speaks_of_its_new_holder():
    """获取技能: a gained 惩善扬恶 marks its target with the wolf that holds it as source."""
    g = play(day(1, A(THIEF, "启蒙", [LAN], choice="穷奇")), night(1, A(LAN, "惩善扬恶", [SOUL])))
    assert g.seats[SOUL].state_of(Marks).by == [LAN]


def test_jiu_r108_an_identity_alive_in_the_game_gives_nothing_and_costs_nothing():
    """JIU-A17: a wolf target named with an identity that has a living holder — neither branch holds."""
    g = play(day(1, A(THIEF, "启蒙", [LAN], choice="狼巫")))
    assert gained(g, LAN) == [] and g.seats[THIEF].state_of(Fire).exposure == 0
    g = play(day(1, A(THIEF, "启蒙", [LAN], choice="狼巫")), night(1), day(2, A(THIEF, "启蒙", [DUCK], choice="狼巫")))
    assert rejected(g, THIEF, "启蒙") == ["<启蒙>：每个身份只能选择一次（狼巫已经选择过）"]


def test_jiu_r108_a_dead_identity_may_be_given():
    g = play(night(1, A(DUCK, "杀人", [WITCH])), day(2, A(THIEF, "启蒙", [LAN], choice="狼巫")))
    assert gained(g, LAN) == ["黑暗侦测", "光明湮灭"] and g.seats[THIEF].state_of(Fire).exposure == 9


def test_jiu_r108_each_role_once_never_itself_and_a_wolf_identity_only():
    g = play(day(1, A(THIEF, "启蒙", [LAN], choice="穷奇")), night(1), day(2, A(THIEF, "启蒙", [LAN], choice="狂戮")))
    assert rejected(g, THIEF, "启蒙") == ["<启蒙>：每个角色只能选择一次（4号已经选择过）"]
    g = play(day(1, A(THIEF, "启蒙", [THIEF], choice="穷奇")))
    assert rejected(g, THIEF, "启蒙") == ["<启蒙>只能选择一名其他角色"]
    g = play(day(1, A(THIEF, "启蒙", [LAN], choice="预言家")))
    assert rejected(g, THIEF, "启蒙")[0].startswith("<启蒙>：需要选择一个狼人阵营的身份")


def test_jiu_r109_r250_the_list_shrinks_when_exposure_first_reaches_six_and_ten():
    """JIU-R250: 穷奇 (+9) reaches 6 — one account leaves, the one named; a later +4 reaches 10 — another."""
    g = play(day(1, A(THIEF, "启蒙", [LAN], choice="穷奇"), A(THIEF, "代偿", [WARRIOR])), night(1),
             day(2, A(THIEF, "启蒙", [MERCHANT], choice="狂戮"), A(THIEF, "代偿", [SOUL])))
    assert g.seats[THIEF].state_of(Fire).exposure == 13
    assert g.seats[THIEF].state_of(Fire).pending == [MERCHANT, DETECTIVE, SAINT]
    assert rejected(g, THIEF, "代偿") == []
    asked = [t for t in notices(g, THIEF) if "第一次达到" in t]
    assert asked == ["<代偿>：暴露计数第一次达到6点，待公告名单需选择1个马甲移除。",
                     "<代偿>：暴露计数第一次达到10点，待公告名单需选择1个马甲移除。"]


def test_jiu_r109_a_removal_not_owed_is_told_and_one_not_named_is_drawn():
    """A removal not owed is told when 黄昏2 settles, not refused when sent: the refusal would tell the 盗火者 whether
    its 启蒙 target is judged 狼人阵营 while it may still change 启蒙."""
    g = play(day(1, A(THIEF, "启蒙", [MERCHANT], choice="穷奇"), A(THIEF, "代偿", [WARRIOR])))
    assert rejected(g, THIEF, "代偿") == []
    assert "<代偿>：暴露计数没有第一次达到6、10、14、18、22点，无需移除" in notices(g, THIEF)
    assert g.seats[THIEF].state_of(Fire).pending == LIST
    g = play(day(1, A(THIEF, "启蒙", [LAN], choice="穷奇")))
    assert len(g.seats[THIEF].state_of(Fire).pending) == 4


def test_jiu_r110_every_dawn_the_list_and_the_thief_are_announced_in_seat_order():
    g = play(day(1, A(THIEF, "启蒙", [LAN], choice="穷奇"), A(THIEF, "代偿", [WARRIOR])), night(1), day(2))
    names = [g.seats[n].name for n in sorted([THIEF, MERCHANT, SOUL, DETECTIVE, SAINT])]
    assert f"{'、'.join(names)}正在试图盗取火种" in announced(g, "day 2").splitlines()
    assert "正在试图盗取火种" not in announced(g, "day 1")


def test_jiu_r110_no_announcement_once_the_thief_is_out():
    g = play(night(1, A(DUCK, "杀人", [THIEF])), day(2))
    assert "正在试图盗取火种" not in announced(g, "day 2")


def test_jiu_r111_its_exit_lowers_the_wolf_loss_thresholds():
    """JIU-R111, R218: exposure 13 → round(13×0.2−1) = 2 fewer wolf exits needed."""
    g = play(day(1, A(THIEF, "启蒙", [LAN], choice="穷奇")), night(1),
             day(2, A(THIEF, "启蒙", [MERCHANT], choice="狂戮")), night(2, A(DUCK, "杀人", [THIEF])))
    assert g.state.relief.get("狼人阵营", 0) == 2
    assert wins.loss_reason(g, "狼人阵营") is None  # 1 wolf out of round(10×0.35) − 2 = 2
    g.seats[LAN].alive = False
    assert wins.loss_reason(g, "狼人阵营") == "狼人阵营的角色出局了2个（≥全场总人数*0.35=2）"


def test_jiu_r111_exposure_under_five_raises_the_threshold_unless_the_option_says_otherwise():
    assert [relief(e) for e in (0, 2, 3, 4, 5, 7, 8, 15, 22)] == [-1, -1, 0, 0, 0, 0, 1, 2, 3]
    g = play(night(1, A(DUCK, "杀人", [THIEF])))
    assert g.state.relief.get("狼人阵营", 0) == -1
    g = play(night(1, A(DUCK, "杀人", [THIEF])), options={"thief_relief": "不为负"})
    assert g.state.relief.get("狼人阵营", 0) == 0


def test_jiu_r250_the_gained_skills_go_dead_while_the_thief_is_out_and_come_back_on_its_revival():
    """JIU-R250, R211: 以此获得的技能在发动者处于出局状态中无效; 盗火者复活，之前启蒙的技能会立刻还原."""
    g = play(day(1, A(THIEF, "启蒙", [LAN], choice="穷奇")), night(1, A(DUCK, "杀人", [THIEF])), day(2),
             night(2, A(LAN, "惩善扬恶", [SOUL])))
    assert rejected(g, LAN, "惩善扬恶") == ["<惩善扬恶>：以此获得的技能在发动者处于出局状态中无效"]
    assert "惩善扬恶" not in g.seats[SOUL].data
    g = play(day(1, A(THIEF, "启蒙", [LAN], choice="穷奇")), night(1, A(DUCK, "杀人", [THIEF])), day(2))
    with pytest.raises(Refusal):
        g.submit({"kind": "action", "by": LAN, "skill": "惩善扬恶", "targets": [SOUL]})
    life.revive(g, THIEF, "测试")
    g.submit({"kind": "action", "by": LAN, "skill": "惩善扬恶", "targets": [SOUL]})
    g.close()
    assert g.seats[SOUL].state_of(Marks).by == [LAN]


def test_jiu_r108_without_reset_an_opening_skill_gained_cannot_be_used():
    """获取技能: 大天狗 given by 启蒙 (not refreshed): 家国抉择 is of category [开局] — unusable, so no road."""
    g = play(day(1, A(THIEF, "启蒙", [LAN], choice="大天狗")))
    slot = next(s for s in g.seats[LAN].skills if s.defn.name == "家国抉择")
    assert acquire.dormant(g, g.seats[LAN], slot) == "<家国抉择>：获得的技能没有“刷新至初始”，类别[开局]的技能不可用"
    assert "天狗" not in g.seats[LAN].data and g.seats[THIEF].state_of(Fire).exposure == 7
    assert events(g, "death") == []


def test_jiu_r250_a_thief_held_by_walking_dead_has_not_yet_exited_for_its_gifts():
    """JIU-A06, A17: an exit 行尸走肉 holds sets nothing off until it takes effect — the gift still works, and
    the refusal once it is dead names no seat (the holder never learns who gave it)."""
    lineup = {**LINEUP, SOUL: "赶尸人"}
    g = game([start(), day(1, A(THIEF, "启蒙", [LAN], choice="穷奇")), night(1, A(DUCK, "杀人", [THIEF])), day(2),
              night(2, A(LAN, "惩善扬恶", [MERCHANT]))], lineup=lineup, sheriff=SEER)
    assert not g.seats[THIEF].alive and rejected(g, LAN, "惩善扬恶") == []
    assert g.seats[MERCHANT].state_of(Marks).by == [LAN]


def test_jiu_r109_in_live_play_the_opening_waits_for_the_list():
    from bansha import rulesets
    from bansha.engine.game import Game
    from jiu_helpers import seats
    g = Game(rulesets.get("jiu"), seats(LINEUP), {"moon_draw": "不抽取"}, 0, live=True)
    g.submit({"kind": "action", **A(DUCK, "群内可选技能", choice="控天")})
    assert "代偿" not in g.settled
    g.submit({"kind": "action", **A(THIEF, "代偿", LIST)})
    assert "代偿" in g.settled and g.seats[THIEF].state_of(Fire).pending == LIST
