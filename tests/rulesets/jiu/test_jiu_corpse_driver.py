"""赶尸人 — 行尸走肉 and 尸体操控 (JIU-R97–R99, R176, R200, R201; JIU-A06)."""
from jiu_helpers import A, LINEUP, announced, day, deaths, events, feedback, game, night, notices, rejected

from bansha.engine import life

DRIVER, DUCK, SEER, ZHUQUE = 13, 2, 7, 1
DRIVEN = {**LINEUP, DRIVER: "赶尸人"}


def play(steps):
    return game(steps, lineup=DRIVEN)


def test_jiu_r97_a_night_exit_is_not_told_nor_announced_and_the_role_still_acts_to_no_effect():
    g = play([night(1, A(DUCK, "杀人", [SEER])), day(2, votes={SEER: DUCK, 3: SEER}),
              night(2, A(SEER, "预言", [DUCK]))])
    assert deaths(g) == [SEER]  # on the director's record
    assert g.seats[SEER].life == life.UNAWARE and not any("出局" in t for t in notices(g, SEER))
    assert "7号" not in announced(g, "day 2")
    tally = events(g, "exile", "day 2")[0]["tally"]
    assert str(DUCK) not in tally and tally.get(str(SEER)) is None  # its vote, and a vote for it, count for nobody
    assert feedback(g, SEER, "预言") == []  # 不决定默认为无反馈
    assert rejected(g, SEER, "预言")  # for the director only
    assert all(e["type"] != "rejected" for e in g.view(SEER))


def test_jiu_r99_at_dusk_the_driver_learns_the_walkers_and_decides_their_feedback():
    g = play([night(1, A(DUCK, "杀人", [SEER])),
              day(2, A(DRIVER, "尸体操控", choice=[[SEER, "预言", "选择目标为村民阵营"]])),
              night(2, A(SEER, "预言", [DUCK]))])
    told = [t for t in notices(g, DRIVER) if t.startswith("<尸体操控>")]
    assert told[0] == "<尸体操控>：受影响的角色 无"  # the 竞选日's 黄昏
    assert told[1] == "<尸体操控>：受影响的角色 7号清酒；今晚可获得反馈的技能 7号：预言"
    assert feedback(g, SEER, "预言") == ["选择目标为村民阵营"]


def test_jiu_r99_the_driver_may_only_decide_for_walkers_and_their_feedback_skills():
    g = play([night(1, A(DUCK, "杀人", [SEER]))])  # day 2 is open
    for choice, why in (([[3, "预言", "x"]], "不受尸体操控影响"), ([[SEER, "摄魂", "x"]], "会获得反馈的技能")):
        try:
            g.submit({"kind": "action", "by": DRIVER, "skill": "尸体操控", "choice": choice})
        except Exception as e:  # Refusal
            assert why in str(e)
        else:
            raise AssertionError("accepted")


def test_jiu_r98_when_the_driver_is_exiled_the_walkers_exit_at_once_last_in_the_chain():
    g = play([night(1, A(DUCK, "杀人", [SEER])),
              day(2, votes={n: DRIVER for n in (1, 3, 4, 5, 6, 8, 9, 10, 11, 12, 14)})])
    assert g.seats[SEER].life == life.OUT and "你已出局。" in notices(g, SEER)
    assert "黄昏出局：[投票出局]13号波特；[其他原因]7号清酒" in announced(g, "day 2")
    assert g.seats[SEER].data.get("遗言") == "open"  # the 遗言 slot taken at the 连带


def test_jiu_r98_the_driver_falling_the_same_night_lets_the_walkers_fall_with_it():
    g = play([night(1, A(DUCK, "杀人", [SEER]), A(ZHUQUE, "天火", [DRIVER])), day(2)])
    assert deaths(g, "night 1") == [SEER, DRIVER]
    assert "出局角色（按出局顺序）：13号波特、7号清酒" in announced(g, "day 2")
    assert g.seats[SEER].life == life.OUT


def test_jiu_r97_only_night_exits_walk():
    g = play([night(1), day(2, votes={n: SEER for n in (1, 2, 3, 4, 5, 6, 8, 9, 10, 11, 12, 14)})])
    assert g.seats[SEER].life == life.OUT and "你已出局。" in notices(g, SEER)


def test_jiu_a06_r117_a_hunt_for_a_walking_deads_identity_answers_存活():
    """"所有夜晚的已出局角色不会知晓自己出局": 岚's 无尽追猎 ("询问一个身份是否存活") must not tell it or the table that the
    预言家 held by 行尸走肉 is out — it answers 存活, announces the hunt, and the quarry stays hunted."""
    LAN = 5
    g = play([night(1, A(DUCK, "杀人", [SEER])), day(2, A(LAN, "无尽追猎", choice="预言家"))])
    assert g.seats[SEER].life == life.UNAWARE
    assert feedback(g, LAN, "无尽追猎") == ["存活"]
    assert "预言家被岚追猎" in announced(g, "day 2")
