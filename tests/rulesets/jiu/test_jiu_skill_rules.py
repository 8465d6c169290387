"""The skill framework: <强制> (JIU-R20), [指定]'s three parts (JIU-R23, A03), [遗忘] (JIU-R33), [超度] (JIU-R34)
and the priority of 反馈 (JIU-R52)."""
from jiu_helpers import (DUCK, EMPEROR, LINEUP, MERCHANT, SAINT, SEER, WARRIOR, WITCH, A, day, deaths, feedback, game,
                         night, notices, rejected, statuses)

from bansha.engine import acting
from bansha.engine.model import Status
from bansha.engine.skills import Intent
from bansha.rulesets.jiu import knife
from bansha.rulesets.jiu import statuses as st
from bansha.rulesets.jiu.common import GROUP
from bansha.rulesets.jiu.directed import directed

TEA_LINE = {1: "预言家", 2: "刺客鸭", 3: "茶艺师", 4: "黑商", 5: "狂戮", 6: "狼巫", 7: "侦探", 8: "闪电战士"}
TEA = 3


def test_jiu_r20_a_forced_choice_nobody_makes_is_made_for_them():
    """殉职<强制>: the exiled sheriff names no heir — one is named anyway."""
    g = game([day(2, votes={n: SAINT for n in range(1, 15)})])
    assert not g.seats[SAINT].alive and g.sheriff not in (None, SAINT) and g.seats[g.sheriff].alive


def test_jiu_r20_r33_a_triggered_effect_stays_when_the_forced_skill_is_lost_the_lasting_one_ends():
    g = game([day(2, votes={WARRIOR: SEER})])  # 轰雷斩 triggered: SEER bleeds
    st.give(g, WARRIOR, "遗忘")
    assert "流血" in statuses(g, SEER)
    tea = game([], lineup=TEA_LINE, sheriff=1, options={"tea_neighbours": "各自相同"})
    assert statuses(tea, 4) == ["不死", "秩序"]
    st.give(tea, TEA, "遗忘")
    assert "不死" not in statuses(tea, 4)


def test_jiu_r33_forgetting_takes_every_forced_skill_and_is_told_only_to_their_holders():
    g = game([night(1)])  # day 2: told at once
    st.give(g, WARRIOR, "遗忘")
    st.give(g, MERCHANT, "遗忘")  # 黑商 holds no <强制> (the sheriff's slots are not its own)
    assert any("遗忘" in t for t in notices(g, WARRIOR)) and not any("遗忘" in t for t in notices(g, MERCHANT))
    g = game([night(1), day(2, votes={WARRIOR: SEER})])
    assert "流血" in statuses(g, SEER)
    g = game([night(1)])
    st.give(g, WARRIOR, "遗忘", until="day 2")
    g.submit({"kind": "vote", "by": WARRIOR, "for": SEER})
    g.close()
    assert "流血" not in statuses(g, SEER)  # 轰雷斩 was lost with [遗忘]


def test_jiu_r34_release_no_kill_and_no_group_tags_while_it_lasts_they_return_when_it_ends():
    g = game([])  # night 1 open: 刺客鸭 and 狼巫 are the group, 帝尊魔皇 [接刀]
    st.give(g, WITCH, "超度", until="night 1")
    knife.refresh(g)
    assert g.groups[GROUP] == [DUCK]
    st.give(g, DUCK, "超度")
    knife.refresh(g)
    assert g.groups[GROUP] == [] and not any(s.source == "接刀" for s in g.seats[EMPEROR].skills)  # not all permanent
    g.close()  # the night's end: its [超度] is over
    knife.refresh(g)
    assert g.groups[GROUP] == [WITCH] and not g.seats[WITCH].statuses
    st.give(g, WITCH, "超度")
    knife.refresh(g)
    assert any(s.source == "接刀" for s in g.seats[EMPEROR].skills)  # JIU-R54: every [群内] under a permanent one


def test_jiu_r23_the_holder_is_shown_its_choice_range():
    g = game([])
    g.settle("午夜结束")  # 深夜1 is open
    gift = [o for o in acting.openings(g, MERCHANT) if o.skill == "馈赠"][0]
    assert gift.targets == [n for n in range(1, 15) if n != MERCHANT]  # 除自己以外任意一名角色
    g = game([night(1, A(10, "传播瘟疫", [SEER])), day(2)])
    g.settle("深夜1")
    burst = [o for o in acting.openings(g, 10) if o.skill == "瘟疫爆发"][0]
    assert burst.targets == [SEER]  # 所有持有[漏洞]状态的角色


def test_jiu_r23_a03_the_launch_effect_runs_after_the_settle_effect_even_with_no_settled_target():
    g = game([])
    g.seats[DUCK].statuses.append(Status("隐身", None, None, None, {}))
    ran = []
    effect = directed(lambda g, use: ran.append(("结算", use.settled)), lambda g, use: ran.append(("发动", use.chosen)))
    slot = [s for s in g.seats[MERCHANT].skills if s.defn.name == "馈赠"][0]
    effect(g, Intent(MERCHANT, slot, (DUCK,)))
    assert ran == [("结算", []), ("发动", (DUCK,))]


def test_jiu_r52_a_feedback_erased_comes_before_one_modified():
    """控天 names 预言; the 赶尸人 chose a feedback for its walking dead 预言家: the 控天 failure erases it."""
    driven = {**LINEUP, 13: "赶尸人"}
    steps = [{"at": "start", "actions": [A(DUCK, "群内可选技能", choice="控天")]},
             night(1, A(DUCK, "杀人", [SEER])),
             day(2, A(DUCK, "控天", choice=["预言"]), A(13, "尸体操控", choice=[[SEER, "预言", "选择目标为村民阵营"]])),
             night(2, A(SEER, "预言", [WITCH]))]
    g = game(steps, lineup=driven)
    assert feedback(g, SEER, "预言") == [] and "发动无效（控天）" in rejected(g, SEER, "预言")[0]
    plain = game(steps[:2] + [day(2, A(13, "尸体操控", choice=[[SEER, "预言", "选择目标为村民阵营"]])), steps[3]],
                 lineup=driven)
    assert feedback(plain, SEER, "预言") == ["选择目标为村民阵营"] and deaths(plain) == [SEER]


def test_jiu_r20_a_forced_skill_cannot_be_declined_with_本阶段放弃():
    """"标明<强制>的技能不允许放弃发动，必须执行其技能效果": a 放弃 of a <强制> skill is refused in those words and
    nothing is recorded; a skill without it may still be declined."""
    import pytest
    from bansha.engine.errors import Refusal
    from bansha.engine.game import Game
    from bansha.rulesets import get
    from jiu_helpers import LINEUP, seats
    dog = {**LINEUP, 9: "狼狗"}
    g = Game(get("jiu"), seats(dog), {"moon_draw": "不抽取"}, 0, live=True)
    with pytest.raises(Refusal, match="<做狼还是做狗>：标明<强制>的技能不允许放弃发动，必须执行其技能效果"):
        g.submit({"kind": "pass", "by": 9, "skill": "做狼还是做狗"})
    assert (9, "做狼还是做狗") not in g.passes
    g.submit({"kind": "pass", "by": 2, "skill": "群内可选技能"})
    assert (2, "群内可选技能") in g.passes
