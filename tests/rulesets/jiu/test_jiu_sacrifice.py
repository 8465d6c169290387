"""祭品 — 献祭唤醒 (JIU-R128, R129, R261, R164, R18, A46)."""
from fractions import Fraction

from jiu_helpers import A, announced, day, gained, game, night, notices, rejected

from bansha.rulesets.jiu import lineups
from bansha.rulesets.jiu.common import GROUP
from bansha.rulesets.jiu.roles import sacrifice
from bansha.rulesets.jiu.roles.fire_thief import Fire
from bansha.rulesets import get as _ruleset
from bansha.rulesets.jiu.action_order import ACTION_ORDER, in_scope

STEP_OF = {s: in_scope(s, _ruleset("jiu").skill_names()) for s in ACTION_ORDER}  # the steps' skills this ruleset has

LINEUP = {1: "预言家", 2: "刺客鸭", 3: "摄魂师", 4: "岚", 5: "黑商", 6: "狂戮", 7: "侦探", 8: "长老狼", 9: "闪电战士",
          10: "狼巫", 11: "奇迹商人", 12: "圣女", 13: "锈剑骑士", 14: "祭品"}
SEER, DUCK, SOUL, LAN, MERCHANT, KUANGLU, DETECTIVE, ELDER, WARRIOR, WITCH, MIRACLE, SAINT, KNIGHT, VICTIM = range(1, 15)
START = {"at": "start", "actions": [A(DUCK, "群内可选技能", choice="控天")]}


def play(*steps, lineup=None, words=1, start=START):
    return game([start, *steps], lineup=lineup or LINEUP, sheriff=SEER, options={"last_words": words})


def test_jiu_the_sacrifice_line_up_is_legal_and_no_longer_refused():
    assert lineups.problems(list(LINEUP.values())) == []
    lineups.validate(list(LINEUP.values()))


def test_jiu_r18_the_last_words_slots_are_the_opening_wolves_or_the_number_set():
    """JIU-R18 as ruled (JIU-A02): 5 wolves in the line-up → 5 slots; option last_words sets a number."""
    assert game([START], lineup=LINEUP, sheriff=SEER).state.words_left == 5
    assert play(words=2).state.words_left == 2


def test_jiu_r128_slots_used_up_at_the_opening_the_sacrifice_joins_the_side_more_exited():
    g = play(night(1, A(DUCK, "杀人", [SOUL])), day(2, A(VICTIM, "献祭唤醒", [SOUL], choice=1)))
    seat = g.seats[VICTIM]
    assert seat.camp == "村民阵营" and seat.surface_camp == "村民阵营"
    assert "<献祭唤醒>：你加入了村民阵营。你的阵营转变为村民阵营。" in notices(g, VICTIM)
    assert gained(g, VICTIM) == ["摄魂"]


def test_jiu_r129_r51_option_one_gains_the_same_side_role_s_skills_reset_and_the_identity_stays():
    """JIU-R51 (3): a gain changes neither the 实际身份 nor the 表面身份; R51's other items are about
    identity changers (变脸者, 双重人格), none of them in the pool."""
    g = play(night(1, A(DUCK, "杀人", [SOUL])), day(2, A(VICTIM, "献祭唤醒", [SOUL], choice=1)),
             night(2, A(VICTIM, "摄魂", [SEER])))
    assert g.seats[VICTIM].role == "祭品" and g.seats[VICTIM].surface_role == "祭品"
    assert "<献祭唤醒>：你获得了摄魂师的技能并刷新至初始：<摄魂>。" in notices(g, VICTIM)
    assert rejected(g, VICTIM, "摄魂") == [] and any("摄魂" in t for t in notices(g, SEER))


def test_jiu_r129_option_one_on_a_role_of_the_other_side_gains_nothing():
    g = play(night(1, A(DUCK, "杀人", [LAN])), day(2), night(2, A(DUCK, "杀人", [SOUL])),
             day(3, A(VICTIM, "献祭唤醒", [SOUL], choice=1)), words=2)
    assert g.seats[VICTIM].camp == "狼人阵营" and gained(g, VICTIM) == []  # 1/8 village out against 1/5 wolves
    assert f"<献祭唤醒>：3号{g.seats[SOUL].name} 与你不同阵营，没有获得技能。" in notices(g, VICTIM)


def test_jiu_r129_option_two_draws_an_exited_role_of_its_side_and_a_group_tag_comes_with_it():
    g = play(night(1, A(DUCK, "杀人", [ELDER])), day(2, A(VICTIM, "献祭唤醒", choice=2)))
    assert g.seats[VICTIM].camp == "狼人阵营" and gained(g, VICTIM) == ["归途"]
    assert VICTIM in g.groups[GROUP] and "你获得了[群内]标签。" in notices(g, VICTIM)


def test_jiu_r128_a_choice_not_made_is_drawn_and_a_skill_of_the_gained_identity_works():
    g = play(night(1, A(DUCK, "杀人", [LAN])), day(2), night(2, A(VICTIM, "雷击", [SEER])))
    assert g.seats[VICTIM].camp == "狼人阵营" and gained(g, VICTIM) == ["无尽追猎", "无尽追猎", "雷击"]
    assert rejected(g, VICTIM, "雷击") == []


def test_jiu_r128_slots_used_up_after_the_opening_wait_for_the_next_day():
    """"若当天开门时公布遗言已耗尽": day 2's exile takes the last slot after 开门 — day 3 wakes it."""
    votes = {n: SOUL for n in LINEUP}
    g = play(day(2, A(VICTIM, "献祭唤醒", choice=2), votes=votes))
    assert rejected(g, VICTIM, "献祭唤醒") == ["<献祭唤醒>：当天开门时公布遗言尚未耗尽，没有触发"]
    assert g.seats[VICTIM].camp == "不定阵营"
    g = play(day(2, votes=votes), night(2), day(3))
    assert g.seats[VICTIM].camp == "村民阵营" and gained(g, VICTIM) == ["摄魂"]


def test_jiu_r128_it_wakes_once():
    """JIU-A46: once woken, later 黄昏 do not wake it again."""
    g = play(night(1, A(DUCK, "杀人", [SOUL])), day(2), night(2, A(DUCK, "杀人", [LAN])),
             day(3, A(VICTIM, "献祭唤醒", choice=2)))
    assert rejected(g, VICTIM, "献祭唤醒") == ["<献祭唤醒>：已经触发过"]
    assert g.seats[VICTIM].camp == "村民阵营" and gained(g, VICTIM) == ["摄魂"]


def test_jiu_r261_the_shares_are_fractions_of_each_side_s_opening_count_and_a_tie_is_wolf():
    """JIU-R261: 3/8 villagers out (37.5%) against 2/5 wolves (40%) → wolves; 3/8 against 3/8 → a tie → wolves."""
    g = play()
    for n in (SOUL, MERCHANT, DETECTIVE, LAN, KUANGLU):
        g.seats[n].alive = False
    assert sacrifice.shares(g) == {"村民阵营": Fraction(3, 8), "狼人阵营": Fraction(2, 5)}
    assert sacrifice.side(g) == "狼人阵营"
    g.state.start_count["狼人阵营"] = 8
    g.seats[ELDER].alive = False
    assert sacrifice.shares(g)["狼人阵营"] == Fraction(3, 8) and sacrifice.side(g) == "狼人阵营"
    g.seats[WARRIOR].alive = False
    assert sacrifice.side(g) == "村民阵营"


LINEUP_B = {**LINEUP, KUANGLU: "盗火者"}
THIEF = KUANGLU


def test_jiu_r164_dusk_two_runs_the_switch_then_the_sacrifice_then_enlightenment_then_the_elder():
    """JIU-R164: 狼狗 → 献祭唤醒 → 启蒙 → 尸体操控 → 归途. In one 黄昏2 the 祭品 joins the wolves, is then a wolf
    target of 启蒙 (it gains 狂戮's skills) and of 归途 (it gains [群内] when 早夜 ends)."""
    assert STEP_OF["黄昏2"] == ("做狼还是做狗", "献祭唤醒", "启蒙", "代偿", "尸体操控", "归途")
    g = play(night(1, A(DUCK, "杀人", [LAN])),
             day(2, A(ELDER, "归途", [VICTIM]), A(THIEF, "启蒙", [VICTIM], choice="狂戮"), A(VICTIM, "献祭唤醒", choice=2)),
             night(2), lineup=LINEUP_B)
    assert gained(g, VICTIM) == ["无尽追猎", "无尽追猎", "雷击", "大杀四方"]
    assert g.seats[THIEF].state_of(Fire).exposure == 10 and VICTIM in g.groups[GROUP]


def test_jiu_r129_an_opening_skill_gained_with_reset_is_decided_at_once():
    """获取技能: a 祭品 that draws 盗火者 picks its 代偿 list at once (none given: 5 at random)."""
    g = play(night(1, A(DUCK, "杀人", [THIEF])), day(2, A(VICTIM, "献祭唤醒", choice=2)), night(2), day(3),
             lineup=LINEUP_B)
    assert gained(g, VICTIM) == ["启蒙", "代偿", "代偿"] and len(g.seats[VICTIM].state_of(Fire).pending) == 5
    assert any(line.endswith("正在试图盗取火种") for line in announced(g, "day 3").splitlines())
