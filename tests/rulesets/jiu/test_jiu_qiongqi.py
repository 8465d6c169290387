"""穷奇 — 惩善扬恶 and 亲手击杀 (JIU-R112, R113, R251, R176, R200; JIU-A18)."""
from jiu_helpers import A, LINEUP, announced, day, deaths, events, game, night, notices

from bansha.rulesets.jiu import harm
from bansha.rulesets.jiu.roles.qiongqi import Marks

DUCK, MERCHANT, LAN, SEER, QIONGQI = 2, 3, 5, 7, 13
LINE = {**LINEUP, QIONGQI: "穷奇"}


def play(steps, rng=0):
    return game(steps, lineup=LINE, rng=rng)


def test_jiu_r112_r113_a_marked_role_killing_a_villager_by_its_skill_gets_a_random_gift_announced():
    g = play([night(1, A(QIONGQI, "惩善扬恶", [DUCK])), day(2, A(DUCK, "暗杀", [SEER], "预言家"))])
    assert deaths(g, "day 2") == [SEER]
    assert "伏特加击杀了清酒获得了奖励" in announced(g, "day 2")
    assert any("黑商的礼物" in t for t in notices(g, DUCK))
    assert g.seats[DUCK].state_of(Marks).by == []  # the mark answered once


def test_jiu_r113_r176_r200_a_marked_voter_of_an_exiled_wolf_takes_the_chained_lethal_damage():
    votes = {n: LAN for n in (1, 3, 4, 6, 7, 8, 9, 10, 11, 12, 14)}
    g = play([night(1, A(QIONGQI, "惩善扬恶", [MERCHANT])), day(2, votes=votes)])
    out = [(e["seat"], e["cause"]) for e in events(g, "death", "day 2")]
    assert out == [(LAN, "投票"), (MERCHANT, "穷奇连带")]
    assert "龙舌兰击杀了金酒受到了惩罚" in announced(g, "day 2")
    assert harm.exit_sources(g, MERCHANT) == [QIONGQI]


def test_jiu_r113_a_marked_role_that_did_not_vote_for_the_exiled_is_not_its_killer():
    votes = {n: LAN for n in (1, 4, 6, 7, 8, 9, 10, 11, 12, 14)}
    g = play([night(1, A(QIONGQI, "惩善扬恶", [MERCHANT])), day(2, votes={**votes, MERCHANT: 6})])
    assert deaths(g, "day 2") == [LAN] and "惩罚" not in announced(g)


def test_jiu_r112_each_role_may_be_chosen_once():
    g = play([night(1, A(QIONGQI, "惩善扬恶", [MERCHANT])), day(2)])
    try:
        g.submit({"kind": "action", "by": QIONGQI, "skill": "惩善扬恶", "targets": [MERCHANT]})
    except Exception as e:
        assert "每名角色只能被选择一次" in str(e)
    else:
        raise AssertionError("accepted")


def test_jiu_r251_marks_of_two_sources_stack_and_each_is_announced():
    g = play([night(1, A(QIONGQI, "惩善扬恶", [DUCK]))])  # day 2 is open
    g.seats[DUCK].state_of(Marks).by.append(11)  # a second source (a borrowed 惩善扬恶)
    g.submit({"kind": "action", "by": DUCK, "skill": "暗杀", "targets": [SEER], "choice": "预言家"})
    g.close()
    assert announced(g, "day 2").count("伏特加击杀了清酒获得了奖励") == 2
    assert sum("黑商的礼物" in t for t in notices(g, DUCK)) == 2
