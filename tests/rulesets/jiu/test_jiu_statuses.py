"""Statuses and damage: 流血, 秩序/漏洞, composites, suspensions, notices, damage kinds and the exit steps."""
from jiu_helpers import DUCK, LAN, PLAGUE, SEER, WITCH, ZHUQUE, A, deaths, game, night, notices, statuses

from bansha.engine.model import Seat, Status
from bansha.rulesets.jiu import harm
from bansha.rulesets.jiu import statuses as st


def test_jiu_r37_a_second_bleed_is_lethal_and_r29_bleeding_is_never_told():
    g = game([night(1, A(LAN, "雷击", [SEER])), {"at": "day 2"}, night(2, A(LAN, "雷击", [SEER]))])
    assert deaths(g, "night 1") == [] and deaths(g, "night 2") == [SEER]
    assert not [t for t in notices(g, SEER) if "流血" in t]


def test_jiu_r38_r48_a04_order_and_loophole_the_later_one_is_void():
    g = game([])
    assert st.give(g, 3, "秩序") and not st.give(g, 3, "漏洞")
    assert st.give(g, 5, "漏洞") and not st.give(g, 5, "秩序")
    assert statuses(g, 3) == ["秩序"] and statuses(g, 5) == ["漏洞"]


def test_jiu_r48_order_clears_negative_statuses_r38_loophole_clears_the_others():
    g = game([])
    st.give(g, 3, "沉默")
    st.give(g, 3, "坚韧", until="night 1")
    st.give(g, 3, "秩序")
    assert statuses(g, 3) == ["坚韧", "秩序"]
    st.give(g, 6, "不死")
    st.give(g, 6, "漏洞")
    assert statuses(g, 6) == ["漏洞"]


def test_jiu_r39_composites_carry_their_parts():
    g = game([])
    st.give(g, 3, "业炎")
    assert all(st.has(g.seats[3], x) for x in ("沉默", "超度", "遗忘"))
    st.give(g, 5, "冰冻")
    assert st.has(g.seats[5], "缴械") and st.has(g.seats[5], "沉默") and not st.has(g.seats[5], "遗忘")


def test_jiu_r31_silence_blocks_skills_but_not_the_kill():
    g = game([night(1, A(WITCH, "黑暗侦测", [3]), A(DUCK, "杀人", [SEER]))])
    g2 = game([])  # played through day 1: night 1 is open
    st.give(g2, WITCH, "沉默")
    from bansha.engine.errors import Refusal
    try:
        g2.submit({"kind": "action", "by": WITCH, "skill": "黑暗侦测", "targets": [3]})
        raise AssertionError("silenced skill accepted")
    except Refusal as r:
        assert "[沉默]" in r.reason
    g2.submit({"kind": "action", "by": WITCH, "skill": "杀人", "targets": [SEER]})
    assert deaths(g, "night 1") == [SEER]


def test_jiu_r32_disarm_on_one_grouped_wolf_blocks_the_whole_group_s_kill():
    from bansha.engine.errors import Refusal
    g = game([])
    st.give(g, WITCH, "缴械")
    try:
        g.submit({"kind": "action", "by": DUCK, "skill": "杀人", "targets": [SEER]})
        raise AssertionError("kill accepted")
    except Refusal as r:
        assert "缴械" in r.reason


def test_jiu_r29_r49_r40_a_told_status_comes_with_its_end_time():
    g = game([])
    st.give(g, 3, "沉默", until="day 3/黄昏")
    assert not [t for t in notices(g, 3) if "沉默" in t]  # night 1 is open: told when the sub-phase ends
    from bansha.rulesets.jiu.notify import flush
    flush(g)
    assert notices(g, 3)[-1] == "你获得了[沉默]状态，持续至第3天黄昏结束。"
    st.give(g, 4, "坚韧")  # non-negative: not told
    assert not [t for t in notices(g, 4) if "坚韧" in t]


def test_jiu_r197_r198_r42_r43_r44_r45_damage_kinds_against_protections_shortest_first():
    g = game([])
    g.kind = "day"
    st.give(g, 3, "坚韧", until="night 1")
    assert harm.damage(g, 3, "指杀", None, "t") is False and harm.damage(g, 3, "穿透", None, "t") is False
    assert harm.damage(g, 3, "致死伤害", None, "t") is True
    st.give(g, 4, "守护", until="night 2", count=1)
    st.give(g, 4, "守护", until="night 1", count=1)
    assert harm.damage(g, 4, "指杀", None, "t") is False
    assert [s.until for s in g.seats[4].statuses if s.name == "守护"] == ["night 2"]  # the shorter one went
    assert harm.damage(g, 4, "穿透", None, "t") is True  # 穿透 ignores 守护
    st.give(g, 5, "霸道")
    assert harm.damage(g, 5, "投票出局", None, "t") is False and harm.damage(g, 5, "指杀", None, "t") is True
    st.give(g, 6, "不死")
    assert not any(harm.damage(g, 6, k, None, "t") for k in ("指杀", "穿透", "致死伤害", "投票出局"))
    harm.red_card(g, 6)
    assert not g.seats[6].alive  # 不死: 除了红牌罚下


def test_jiu_r199_r237_an_avoidance_effect_triggers_when_nothing_cancels():
    g = game([night(1, A(DUCK, "杀人", [ZHUQUE]))])
    assert g.seats[ZHUQUE].alive and deaths(g) == []
    assert g.state.relief.get("村民阵营") == 1
    slots = {s.defn.name: s.uses_left for s in g.seats[ZHUQUE].skills}
    assert slots["业炎"] == 1 and slots["天火"] == 2


def test_plague_spread_gives_a_loophole():
    g = game([night(1, A(PLAGUE, "传播瘟疫", [SEER]))])
    assert "漏洞" in statuses(g, SEER)


def test_jiu_r29_r39_r40_each_status_declared_once_what_it_bars_and_who_is_told():
    """常见负面状态特效: the negative statuses, the composites' parts, who is told and what each bars are read
    from one declaration per status (statuses.KINDS), not from name sets and checks spread across files."""
    from bansha.rulesets.jiu import statuses as S
    assert S.NEGATIVE == {"沉默", "缴械", "遗忘", "超度", "迷魂", "寡言", "流血", "漏洞", "破伤风", "业炎", "净化", "冰冻", "恐惧"}
    assert S.PARTS == {"业炎": ("沉默", "超度", "遗忘"), "净化": ("沉默", "超度", "遗忘"), "冰冻": ("沉默", "缴械"),
                       "恐惧": ("沉默", "缴械")}
    assert {k.name for k in S.KINDS if k.told == S.NOBODY} == {"流血", "破伤风"}  # 该状态不予通知
    assert S.kind("隐身").told == S.BY_SKILL and not S.kind("隐身").negative
    seat = Seat(1, "a", "预言家", "村民阵营", "预言家", "村民阵营")
    seat.statuses = [Status("冰冻", None, None, None, {})]
    assert S.blocked(seat, S.SKILLS) == "沉默" and S.blocked(seat, S.KILL) == "缴械" and S.blocked(seat, S.FORCED) is None
    seat.statuses = [Status("业炎", None, None, None, {})]
    assert S.blocked(seat, S.KILL) == "超度" and S.blocked(seat, S.FORCED) == "遗忘" and S.blocked(seat, S.VOTE) is None
