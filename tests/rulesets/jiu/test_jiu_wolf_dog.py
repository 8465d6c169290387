"""狼狗 — 做狼还是做狗 (JIU-R94–R96, A15)."""
from jiu_helpers import A, day, feedback, game, night, notices, rejected

from bansha.replay import play as run
from bansha.rulesets.jiu import statuses as st
from bansha.scenario import load
from jiu_helpers import scenario
from bansha.rulesets.jiu.common import GROUP, judged_camp
from bansha.rulesets.jiu.roles.wolf_dog import DogFace

LINEUP = {1: "预言家", 2: "狼狗", 3: "大天狗", 4: "长老狼", 5: "黑商", 6: "摄魂师", 7: "侦探", 8: "岚", 9: "闪电战士",
          10: "圣女"}
SEER, DOG, TENGU, ELDER = 1, 2, 3, 4


def start(*actions):
    road = [] if any(a["skill"] == "家国抉择" for a in actions) else [A(TENGU, "家国抉择", choice="回家")]
    return {"at": "start", "actions": [A(ELDER, "群内可选技能", choice="遮天"), *road, *actions]}


def play(steps):
    return game(steps, lineup=LINEUP, sheriff=SEER)


def opening(*actions):
    """A game stopped once the opening has settled."""
    return run(load(scenario([start(*actions)], LINEUP)))


def test_jiu_r94_wolf_side_joins_the_group_and_shows_wolf():
    g = opening(A(DOG, "做狼还是做狗", choice="做狼"))
    seat = g.seats[DOG]
    assert DOG in g.groups[GROUP] and seat.surface_camp == "狼人阵营" and seat.surface_role == "狼狗"
    assert judged_camp(g, DOG) == "狼人阵营"


def test_jiu_r94_dog_side_leaves_the_group_shows_its_chosen_village_identity_and_is_judged_village():
    g = play([start(A(DOG, "做狼还是做狗", choice=["做狗", "预言家"]))])  # day 1's 黄昏 switched it to wolf
    g0 = opening(A(DOG, "做狼还是做狗", choice=["做狗", "预言家"]))
    seat = g0.seats[DOG]
    assert DOG not in g0.groups[GROUP] and seat.surface_camp == "村民阵营" and seat.surface_role == "预言家"
    assert judged_camp(g0, DOG) == "村民阵营" and seat.camp == "狼人阵营"
    assert g.seats[DOG].state_of(DogFace).side == "做狼"


def test_jiu_r94_the_dog_face_must_be_a_village_identity():
    g = play([start(A(DOG, "做狼还是做狗", choice=["做狗", "岚"]))])
    assert rejected(g, DOG, "做狼还是做狗") == ["<做狼还是做狗>：做狗时的表面身份须为一个村民阵营的身份（岚不是）"]


def test_jiu_r95_every_dusk_it_must_switch():
    g = play([start(A(DOG, "做狼还是做狗", choice="做狼")), night(1, A(SEER, "预言", [DOG]))])
    assert g.seats[DOG].state_of(DogFace).side == "做狗" and DOG not in g.groups[GROUP]  # switched at day 1's 黄昏
    assert feedback(g, SEER, "预言") == ["选择目标为村民阵营"]
    g = play([start(A(DOG, "做狼还是做狗", choice="做狼")), day(1, A(DOG, "做狼还是做狗", choice="做狼"))])
    assert "<做狼还是做狗>：游戏日黄昏，狼狗必须切换到另外一个身份（现在已是做狼）" in rejected(g, DOG, "做狼还是做狗")


def test_jiu_r96_losing_the_skill_leaves_an_ungrouped_blank():
    """JIU-R96: "此技能丢失，失效或条件不符会导致狼狗失去此技能的全部效果，变成群外白板" — a dog (day 1's 黄昏 made it
    one) under [遗忘] shows 狼狗 again and is judged wolf; a wolf-side 狼狗 under [遗忘] leaves the group. It is told of
    the [遗忘] (it held a <强制>: "仅在角色持有[强制]技能时会得知")."""
    g = play([start(A(DOG, "做狼还是做狗", choice="做狼")), night(1)])
    st.give(g, DOG, "遗忘")
    seat = g.seats[DOG]
    assert DOG not in g.groups[GROUP] and seat.surface_role == "狼狗" and judged_camp(g, DOG) == "狼人阵营"
    assert "你获得了[遗忘]状态，永久。" in notices(g, DOG)
    g = play([start(A(DOG, "做狼还是做狗", choice=["做狗", "预言家"])), night(1)])
    assert DOG in g.groups[GROUP]  # wolf since day 1's 黄昏
    st.give(g, DOG, "遗忘")
    assert DOG not in g.groups[GROUP] and g.seats[DOG].state_of(DogFace).side is None


def test_jiu_r104_r05_the_emperor_learns_the_group_before_the_wolf_dog_chooses():
    """JIU-R104, R05 (rulings: when 帝尊魔皇 learns the [群内]): 行动顺序总集 puts "帝尊魔皇 知晓群内狼" before "狼狗 做狼还是做狗" —
    a 狼狗 choosing 做狼 joins the group but is not on the 帝尊魔皇's list."""
    from jiu_helpers import notices as told
    line = {**LINEUP, 6: "帝尊魔皇", 10: "九天圣人"}
    g = run(load(scenario([start(A(DOG, "做狼还是做狗", choice="做狼"))], line)))
    assert DOG in g.groups[GROUP]
    lists = [t for t in told(g, 6) if t.startswith("狼人[群内]名单")]
    assert lists and "2号" not in lists[0] and "4号" in lists[0]
