"""混血儿 — 支持 and the live camp graph, 感知 (BJ-R03, R10–R12, R45, R46, R63, BJ-A02, A04)."""
from bj_helpers import ELDER, HUNTER, KING, PIPER, TERMS, VULTURE, A, game, night, notices, rejected, seats, start

from bansha.engine import acting, settlement
from bansha.engine.game import Game
from bansha.rulesets.bajian import RULESET


def test_bj_r12_support_follows_a_hybrid_and_a_cycle_is_independent():
    g = game([start({1: 3, 3: ELDER, 7: 9, 9: 7, 11: 7})])
    camp = g.ruleset.camp_of
    assert camp(g, 1) == "村民阵营"
    assert camp(g, 7) == camp(g, 9) == camp(g, 11) == "无阵营"
    from bansha.rulesets.bajian.camps import linked_group
    assert linked_group(g, 11) == (7, 9)


def test_bj_r12_r46_r63_a_supported_hybrid_recruited_later_moves_its_supporters():
    # 1 supports 3; 3 supports the 狼王. The seer dies; the elder refills with 3 → 1 follows to 村民.
    g = game([start({1: 3, 3: KING}), {"at": "day 1"}, night(1, A(HUNTER, "枪击", [8])), {"at": "day 2"},
              night(2, A(ELDER, "征召", [3]))])
    assert g.seats[3].role == "预言家" and g.ruleset.camp_of(g, 1) == "村民阵营"
    assert any("现在为村民阵营" in t for t in notices(g, 1))


def test_bj_r10_r45_support_is_told_the_account_and_the_camp():
    g = game([start({1: PIPER})])
    assert any("吹笛者阵营" in t for t in notices(g, 1))
    fb = [e["result"] for e in g.events if e["type"] == "feedback" and e["to"] == 1]
    assert fb == [f"{PIPER}号玩家{PIPER}"]


def test_bj_r03_support_of_a_piped_hybrid_goes_to_the_piper():
    g = game([start({1: 3}), {"at": "day 1"}, night(1, A(PIPER, "吹笛", [3, 7]))])
    assert g.ruleset.camp_of(g, 1) == "吹笛者阵营"


def test_a_hybrid_without_a_term_gets_one_at_random_never_its_own():
    acts = [a for a in start()["actions"] if a["by"] != 1]
    g = game([{"at": "start", "actions": acts}])
    assert g.state.support[1] != 1 and g.state.term[g.state.support[1]] != TERMS[1]


def test_bj_r10_a26_support_is_open_from_the_start_beside_the_leaders_lists():
    """「游戏开始前」 both: the 混血 hand in their 节气 while the leaders hand in their letters, and the flow's (1)
    and (2) are the order they settle in. Nothing sent yet, a 混血's page offers <支持> and the step awaits it,
    where it opened only once the 征召 had settled (a late leader left the 混血 no time before 09:00)."""
    g = Game(RULESET, seats(), live=True)
    assert [o.skill for o in acting.openings(g, 1)] == ["支持"]
    steps = settlement.steps_of(g)
    support = next(s for s in steps if s.id == "支持")
    assert (1, "支持") in settlement.awaited(g, support)
    assert [s["state"] for s in settlement.status(g)] == ["open", "waiting", "open", "waiting"]


def test_bj_r10_a26_a_hybrid_recruited_at_the_start_loses_the_support_it_sent():
    """(1) settles first: the 混血 the 狼王's first letter names becomes the 鹫狼, so at (2) it is no 混血 and its
    节气 is refused, in those words, and it supports nobody."""
    acts = [*start()["actions"], A(VULTURE, "支持", choice=TERMS[PIPER])]
    g = game([{"at": "start", "actions": acts}])
    assert g.seats[VULTURE].role == "鹫狼"
    assert VULTURE not in g.state.support
    assert rejected(g, VULTURE, "支持") == [f"{VULTURE}号 已不是混血儿（已被征召），不能<支持>"]
