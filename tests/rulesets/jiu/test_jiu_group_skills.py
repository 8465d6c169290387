"""The wolf group's chosen skill — 窥天, 变天/自爆, 控天 (JIU-R90, R92, R93; rulings JIU-A05, A12, A13)."""
from jiu_helpers import (DETECTIVE, DUCK, SEER, WITCH, A, announced, day, deaths, events, feedback, game, night,
                         notices, rejected)


def opening(pick, *more):
    return {"at": "start", "actions": [A(DUCK, "群内可选技能", choice=pick), *more]}


def group_said(g) -> list[str]:
    return [e["text"] for e in events(g, "group")]


def test_jiu_r90_peek_tells_the_group_whether_each_of_three_village_cards_is_in_the_game():
    g = game([opening("窥天", A(WITCH, "窥天", choice=["预言家", "锈剑骑士", "圣女"]))])
    assert "窥天：预言家存在；锈剑骑士不存在；圣女存在" in group_said(g)


def test_jiu_r90_peek_takes_three_village_cards_only_and_only_when_chosen():
    g = game([opening("窥天", A(WITCH, "窥天", choice=["预言家", "帝尊魔皇", "圣女"]))])
    assert "帝尊魔皇不是村民阵营的身份" in rejected(g, WITCH, "窥天")[0]
    g = game([opening("遮天", A(WITCH, "窥天", choice=["预言家", "锈剑骑士", "圣女"]))])
    assert "群内可选技能不是窥天" in rejected(g, WITCH, "窥天")[0]
    assert not [t for t in group_said(g) if t.startswith("窥天")]


def test_jiu_r90_a05_peek_is_forced_three_random_cards_when_the_group_names_none():
    said = [t for t in group_said(game([opening("窥天")])) if t.startswith("窥天：")]
    assert len(said) == 1 and said[0].count("存在") == 3
    assert said == [t for t in group_said(game([opening("窥天")])) if t.startswith("窥天：")]  # the game's rng


def test_jiu_r93_a13_a_turned_wolf_loses_its_own_skills_keeps_the_group_kill_and_may_blow_up():
    g = game([opening("变天", A(DUCK, "变天")), day(2, A(DUCK, "暗杀", [SEER], choice="预言家")),
              night(2, A(DUCK, "杀人", [SEER]))])
    assert "已失去技能<暗杀>" in rejected(g, DUCK, "暗杀")[0] and g.seats[SEER].alive is False
    assert deaths(g, "night 2") == [SEER] and DUCK in g.groups["狼人"]
    g = game([opening("变天", A(DUCK, "变天")), day(2, A(DUCK, "自爆"), votes={n: SEER for n in range(3, 15)})])
    assert deaths(g, "day 2") == [DUCK] and g.seats[SEER].alive  # R191: the vote is locked
    assert "实际身份为刺客鸭" in announced(g, "day 2") and "封锁投票" in announced(g, "day 2")


def test_jiu_r93_a_home_tengu_that_turns_loses_the_eat_its_choice_gave_it():
    """JIU-R93: 变天 "分别选择是否立刻失去自己的所有技能" — 大天狗's 回家 skill <吞食> is its own too."""
    from test_jiu_wolf_dog import ELDER, LINEUP as DOG_LINEUP, SEER as SEER1, TENGU
    start = {"at": "start", "actions": [A(ELDER, "群内可选技能", choice="变天"), A(TENGU, "家国抉择", choice="回家"),
                                        A(TENGU, "变天")]}
    g = game([start, night(1, A(TENGU, "吞食", [7]))], lineup=DOG_LINEUP, sheriff=SEER1)
    assert "已失去技能<吞食>" in rejected(g, TENGU, "吞食")[0]
    assert any(s.defn.name == "自爆" for s in g.seats[TENGU].skills)


def test_jiu_r93_only_grouped_wolves_turn_and_only_when_chosen():
    g = game([opening("变天", A(SEER, "变天"), A(WITCH, "变天"))])
    assert "只有狼人阵营的[群内]可以发动" in rejected(g, SEER, "变天")[0]
    assert not rejected(g, WITCH, "变天")
    g = game([opening("窥天", A(DUCK, "变天"))])
    assert "群内可选技能不是变天" in rejected(g, DUCK, "变天")[0]


def control(*names):
    return A(DUCK, "控天", choice=list(names))


def test_jiu_r92_a_controlled_skill_fails_for_a_village_user_who_learns_wolves():
    g = game([opening("控天"), day(2, control("预言")), night(2, A(SEER, "预言", [WITCH]))])
    assert feedback(g, SEER, "预言") == [] and "发动无效（控天）" in rejected(g, SEER, "预言")[0]
    told = [t for t in notices(g, SEER) if "控天" in t]
    assert len(told) == 1 and told[0].startswith("你的技能因为控天导致使用失败")
    assert sum(f"{n}号" in told[0] for n in (DUCK, WITCH)) == 1  # X = 1 skill named, [群内] first


def test_jiu_r92_the_use_is_spent_a_reveal_skill_is_lost_a_wolf_is_not_controlled():
    g = game([opening("控天"), day(2, control("明察", "暗杀")), night(2),
              day(3, A(DETECTIVE, "明察"), A(DUCK, "暗杀", [SEER], choice="预言家"))])
    assert "明察" in g.seats[DETECTIVE].lost and g.sheriff != DETECTIVE
    assert deaths(g, "day 3") == [SEER]  # 刺客鸭 is no village role
    told = [t for t in notices(g, DETECTIVE) if "控天" in t][0]
    assert sum(f"{n}号" in told for n in (DUCK, WITCH)) == 2


def test_jiu_r92_once_per_game_forced_skills_refused_a12_the_option_limits_it_to_the_day():
    g = game([opening("控天"), day(2, control("破伤风")), night(2), day(3, control("预言")), night(3),
              day(4, control("天火"))])
    assert "非强制技能" in rejected(g, DUCK, "控天")[0]
    assert len(rejected(g, DUCK, "控天")) == 2  # 限定: the 3rd day's use stands, the 4th is refused
    g = game([opening("控天"), day(2, control("预言")), night(2, A(SEER, "预言", [WITCH]))],
             options={"control_sky": "当天"})
    assert feedback(g, SEER, "预言") == ["选择目标为非村民阵营"]
    g = game([opening("控天"), day(2, control("明察"), A(DETECTIVE, "明察"))], options={"control_sky": "当天"})
    assert "发动无效（控天）" in rejected(g, DETECTIVE, "明察")[0]


def test_jiu_r92_r178_a_night_use_that_fails_is_told_when_the_sub_phase_ends():
    """JIU-R92 "受影响的角色得知[你的技能因为控天导致使用失败]", a private notice: "夜晚阶段，则需要等待当前行动时间段结束之后再
    通知" (JIU-R178) — the 深夜 预言 fails, its user learns it once 深夜 (深夜2 included) is over."""
    g = game([opening("控天"), day(2, control("预言")), night(2, A(SEER, "预言", [WITCH]))])
    night2 = [e for e in g.events if e["t"] == "night 2"]
    at = [k for k, e in enumerate(night2) if e["type"] == "notice" and "控天" in e["text"]]
    late = [k for k, e in enumerate(night2) if e["type"] == "trace" and e["text"].startswith("深夜2")]
    assert at and late and at[0] > late[0]
