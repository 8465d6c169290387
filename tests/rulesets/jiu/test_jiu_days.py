"""The days: the 竞选日 and the sheriff, 执警, the exile vote (JIU-R139–R144, R183–R187, R262)."""
from jiu_helpers import DUCK, LAN, SAINT, SEER, A, announced, day, deaths, events, game, night, notices, rejected, statuses

from bansha.rulesets.jiu import statuses as st


def test_jiu_r140_the_first_to_reach_the_most_votes_is_sheriff():
    sv = [{"by": 1, "for": 3}, {"by": 2, "for": 5}, {"by": 4, "for": 5}, {"by": 6, "for": 3}]
    g = game([{"at": "start"}, {"at": "day 1", "sheriff_votes": sv}])
    assert g.sheriff == 5  # 5 reached 2 votes first


def test_jiu_r141_pledge_is_announced_r143_the_deputy_is_named_and_announced_r139_both_told():
    g = game([])
    assert "你成为警长。" in notices(g, SAINT) and "你成为执警。" in notices(g, 1)
    text = announced(g, "day 1")
    assert "任职宣言：自由" in text and "1号白兰地 成为执警" in text
    assert "自由" in statuses(g, SAINT)


def test_jiu_r141_r143_a_sheriff_who_answers_nothing_gets_a_random_pledge_and_deputy():
    sv = [{"by": n, "for": 3} for n in range(1, 15)]
    g = game([{"at": "start"}, {"at": "day 1", "sheriff_votes": sv}])
    assert g.sheriff == 3 and g.state.deputy not in (None, 3)
    assert any(s.name in ("独裁", "自由", "秩序") for s in g.seats[3].statuses)


def test_jiu_r144_the_deputy_is_immune_to_charm_and_muteness():
    g = game([])
    assert not st.give(g, 1, "迷魂") and not st.give(g, 1, "寡言") and st.give(g, 1, "沉默")


def test_jiu_r142_a_sheriff_knifed_hands_the_badge_on_or_it_goes_at_random():
    g = game([night(1, A(DUCK, "杀人", [SAINT]), A(SAINT, "殉职", [5]))])
    assert g.sheriff == 5
    g = game([night(1, A(DUCK, "杀人", [SAINT]))])
    assert g.sheriff not in (None, SAINT) and g.seats[g.sheriff].alive


def test_jiu_r142_r143_a_night_heir_is_told_at_the_phase_end_and_announced_at_the_next_opening():
    """JIU-R142: "获得警长的角色将在该阶段结束后收到通知（白昼，黄昏阶段则立刻通知并公示）"; JIU-R141 "于白天或黄昏公示警长的
    选择", JIU-R143 the new 执警 "公示": nothing of a night's handover is published at night."""
    g = game([night(1, A(DUCK, "杀人", [SAINT]), A(SAINT, "殉职", [5]), A(5, "任职宣言", choice="秩序"),
                    A(5, "辅政", [2])), day(2)])
    assert g.sheriff == 5 and g.state.deputy == 2
    assert announced(g, "night 1") == ""
    opening = announced(g, "day 2")
    assert "5号金酒 成为警长（殉职）" in opening and "任职宣言：秩序" in opening and "2号伏特加 成为执警" in opening
    assert "你成为警长。" in [e["text"] for e in events(g, "notice", "night 1", to=5)]


def test_jiu_r184_r185_the_unique_top_takes_vote_exit_r183_counts_hidden():
    g = game([day(2, votes={1: SEER, 2: SEER, 3: 5})])
    assert deaths(g, "day 2") == [SEER]
    assert "7号清酒 为最高票" in announced(g, "day 2") and "票" not in announced(g, "day 2").split("最高票")[1][:3]
    assert events(g, "exile")[0]["tally"] == {"7": 2, "5": 1}


def test_jiu_r262_a_tie_goes_to_the_sheriff_s_vote_else_nobody():
    g = game([day(2, votes={1: SEER, 2: 5, SAINT: SEER, 3: 5})])
    assert deaths(g, "day 2") == [SEER]
    g = game([day(2, votes={1: SEER, 2: 5})])
    assert deaths(g) == [] and "没有最高票" in announced(g, "day 2")


def test_jiu_r185_an_overbearing_top_stays_peaceful_day():
    g = game([])
    st.give(g, SEER, "霸道", until="day 2")
    g.close()  # night 1 → day 2
    for n in (1, 2, 3):
        g.submit({"kind": "vote", "by": n, "for": SEER})
    g.close()
    assert g.seats[SEER].alive and "平安日" in announced(g, "day 2")


def test_jiu_r187_a_vote_changes_once_r186_r35_r47_charm_counts_zero_dictator_plus_one():
    g = game([day(2, votes={1: SEER}), ])
    assert events(g, "exile")[0]["seat"] == SEER
    g = game([])
    g.close()
    for inp in ({"by": 1, "for": 3}, {"by": 1, "for": 4}, {"by": 1, "for": 5}):
        try:
            g.submit({"kind": "vote", **inp})
        except Exception as e:
            assert "改票只允许进行一次" in str(e)
    st.give(g, 2, "迷魂")
    st.give(g, 6, "独裁")
    g.submit({"kind": "vote", "by": 2, "for": 5})
    g.submit({"kind": "vote", "by": 6, "for": 3})
    g.close()
    assert events(g, "exile")[0]["tally"] == {"4": 1, "5": 0, "3": 2} and deaths(g) == [3]


def test_jiu_r202_votes_on_exited_roles_are_refused():
    g = game([night(1, A(DUCK, "杀人", [SEER])), day(2, votes={1: SEER})])
    assert any("已经公示的出局角色" in e["reason"] for e in events(g, "rejected"))


def test_jiu_r179_day_one_has_no_exile_vote():
    g = game([{"at": "start"}, {"at": "day 1", "votes": [{"by": 1, "for": LAN}]}])
    assert any("没有放逐投票" in e["reason"] for e in events(g, "rejected"))


def test_jiu_r26_r75_a38_the_badge_taken_by_inspection_is_announced_without_naming_the_skill():
    """JIU-R26: "翻牌技能也不公示发动的什么技能以及发动目标" — 明察 makes 侦探 sheriff (JIU-A38); the 公示 says who is
    sheriff, not that 明察 did it."""
    g = game([day(2, A(14, "明察"), A(14, "任职宣言", choice="秩序"), A(14, "辅政", [3]))])
    text = announced(g, "day 2")
    assert "14号梅酒 成为警长。" in text and "明察" not in text


def test_jiu_r143_a_deputy_out_makes_the_sheriff_name_a_living_one_not_itself():
    """JIU-R143: "执警若处于出局状态，则警长也需要选择一个存活玩家成为执警" — "（不能是警长自己）"; the new 执警 is told, the
    old one cancelled, and it is announced ("新出现执警时会自动取消旧执警并公示") at the next 开门 for a night's exit."""
    d1 = {"at": "day 1", "sheriff_votes": [{"by": n, "for": SAINT} for n in range(1, 15)],
          "actions": [A(SAINT, "任职宣言", choice="自由"), A(SAINT, "辅政", [3])]}
    opening = {"at": "start", "actions": [A(DUCK, "群内可选技能", choice="遮天")]}
    g = game([opening, d1, night(1, A(DUCK, "杀人", [3]), A(SAINT, "辅政", [6])), day(2)])
    assert g.state.deputy == 6 and "你成为执警。" in notices(g, 6)
    assert "6号朗姆 成为执警" in announced(g, "day 2") and "执警" not in announced(g, "night 1")
    g = game([opening, d1, night(1, A(DUCK, "杀人", [3]), A(SAINT, "辅政", [SAINT]))])
    assert rejected(g, SAINT, "辅政") == ["<辅政>不能选择警长自己"]
    assert g.state.deputy not in (None, 3, SAINT) and g.seats[g.state.deputy].alive  # <强制>: then at random


def test_jiu_r142_a_dawn_heir_is_told_at_once_and_published_with_that_day_s_opening():
    """JIU-R142 (ruling JIU-R142): a sheriff out in 晨曦 (破伤风) — the heir is told at once; the handover goes into the
    开门 公示 that lists the exit ("在其他阶段出局的信息和应当要公示的信息…开门时公示"), never ahead of it."""
    from test_jiu_rust_knight import DUCK as KNIFE, KNIGHT, LINEUP as KNIGHT_LINEUP
    g = game([night(1, A(KNIFE, "杀人", [KNIGHT])), day(2), night(2), day(3, A(KNIFE, "殉职", [4]))],
             lineup=KNIGHT_LINEUP, sheriff=KNIFE)
    assert g.sheriff == 4 and "你成为警长。" in notices(g, 4)
    day3 = [e["text"] for e in events(g, "announce", "day 3")]
    assert day3[0].startswith("[245]酒 第3天开门") and "4号威士忌 成为警长（殉职）" in day3[0]
    assert not any("成为警长" in t for t in day3[1:])
