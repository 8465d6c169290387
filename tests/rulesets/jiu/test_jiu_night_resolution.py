"""The night (JIU-R161, R162, R172, R178): sub-phases in the action order, notices at the sub-phase's end, and
the exit list counted in the seed's statistics order whatever order the damage came in."""
from jiu_helpers import (DUCK, EMPEROR, KUANGLU, LAN, MERCHANT, PLAGUE, SAGE, SEER, SOUL, WARRIOR, WITCH, ZHUQUE, A,
                         deaths, events, game, night, notices)

from bansha.rulesets.jiu.harm import EXIT_LIST


def test_jiu_r172_the_exit_list_in_statistics_order_jiu_01():
    g = game([night(1, A(LAN, "雷击", [SOUL]), A(PLAGUE, "传播瘟疫", [14])), {"at": "day 2"},
              night(2, A(SAGE, "光明守护", [WARRIOR]), A(EMPEROR, "黑暗守护", [WARRIOR]), A(MERCHANT, "馈赠", [EMPEROR], "毒药"),
                    A(DUCK, "杀人", [SEER]), A(LAN, "雷击", [SOUL]), A(PLAGUE, "瘟疫爆发", [14]), A(ZHUQUE, "天火", [KUANGLU]))])
    # 二次流血, 狼人杀人, 瘟疫爆发, 日月合击 (凌晨1, yet before 天火 of 深夜2), 天火, 黑商给狼暴毙
    assert deaths(g, "night 2") == [SOUL, SEER, 14, WARRIOR, KUANGLU, MERCHANT]
    assert [e["cause"] for e in events(g, "death", "night 2")] == ["二次流血", "杀人", "瘟疫爆发", "日月合击", "天火",
                                                                  "黑商给狼暴毙"]


def test_jiu_r172_the_list_is_the_seed_s_whole_order():
    assert EXIT_LIST[:8] == ("二次流血", "狼人杀人", "其余身份杀人", "狂戮大杀四方", "狼巫光明湮灭", "瘟神瘟疫爆发",
                             "摄梦人双摄", "日月合击")
    assert EXIT_LIST.index("祈求者祈愿") < EXIT_LIST.index("朱雀天火") < EXIT_LIST.index("女巫毒药") \
        < EXIT_LIST.index("其他身份毒药") < EXIT_LIST.index("黑商给狼暴毙") == len(EXIT_LIST) - 1


def test_jiu_r169_a_seat_hit_twice_is_listed_once_at_its_first_entry():
    g = game([night(1, A(DUCK, "杀人", [SEER]), A(ZHUQUE, "天火", [WITCH]))])
    assert deaths(g, "night 1") == [SEER, WITCH]


def test_jiu_r178_a_night_notice_waits_for_the_sub_phase_end_r201_exits_are_told_at_dawn():
    g = game([night(1, A(PLAGUE, "传播瘟疫", [SEER]), A(DUCK, "杀人", [SOUL])), {"at": "day 2"}])
    evs = [e for e in g.events if e["type"] in ("notice", "trace")]
    told = next(i for i, e in enumerate(evs) if e["type"] == "notice" and e["to"] == SEER and "漏洞" in e["text"])
    step_end = next(i for i, e in enumerate(evs) if e["type"] == "trace" and e["text"].startswith("早夜结束"))
    assert told > step_end
    assert g.seats[SOUL].life == "出局"
    assert any(e["t"] == "day 2" and e["text"] == "你已出局。" for e in events(g, "notice", to=SOUL))


def test_jiu_r161_r162_an_ordered_step_puts_the_later_listed_identity_first():
    from bansha.rulesets.jiu.order import ordered
    from bansha.engine.skills import Intent, SkillSlot
    from bansha.rulesets.jiu.roles.guards import 光明守护
    key = ordered(("光明守护", "黑暗守护"))
    sage, emperor = SkillSlot.of(光明守护), SkillSlot.of(光明守护)
    sage.data["role"], emperor.data["role"] = "九天圣人", "帝尊魔皇"
    gift = SkillSlot.of(光明守护, "礼物")
    gift.data["role"] = "狂戮"
    got = sorted([Intent(4, sage, (1,), index=0), Intent(11, emperor, (2,), index=1), Intent(13, gift, (3,), index=2)],
                 key=key)
    assert [i.actor for i in got] == [11, 4, 13]  # own skills first, the later-listed identity first


def test_jiu_r24_r235_with_no_redirector_the_settled_target_is_the_chosen_one():
    from bansha.rulesets.jiu.directed import CHAIN, settle_targets
    g = game([])
    assert CHAIN == ("煽动", "时间逆流", "魔术", "人偶操控", "防反", "反射", "磁吸")
    assert settle_targets(g, 1, "预言", (3, 5)) == [(0, 3), (1, 5)]


def test_jiu_r24_the_kick_ball_chain_checks_only_the_ball_holder_and_never_again():
    from bansha.rulesets.jiu import directed
    g = game([])
    seen = []

    def mirror(game_, a):  # 魔术: a ball on 3 goes back to the kicker
        seen.append(("魔术", a.target))
        if a.target == 3:
            a.retarget(a.actor)

    def later(game_, a):
        seen.append(("反射", a.target))
    directed.REDIRECTORS.update({"魔术": mirror, "反射": later})
    try:
        assert directed.settle_targets(g, 1, "预言", (3,)) == [(0, 1)]
    finally:
        directed.REDIRECTORS.clear()
    assert seen == [("魔术", 3), ("反射", 1)]


def test_jiu_r41_stealth_drops_out_of_the_settled_targets():
    from bansha.engine.model import Status
    from bansha.rulesets.jiu.directed import settle_targets
    g = game([])
    g.seats[3].statuses.append(Status("隐身"))
    assert settle_targets(g, 1, "预言", (3, 5)) == [(1, 5)]


def test_kills_notice_nobody_before_dawn():
    g = game([night(1, A(DUCK, "杀人", [SEER]))])
    assert not [t for t in notices(g, SEER) if "出局" in t]
