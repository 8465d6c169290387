"""JIU-R28: 「每次技能可发动时，技能持有者会得到可发动技能的所有发动状态（剩余次数，可选目标等等）」 — when a phase opens,
what the holder is offered (the engine's openings, the player's page) carries the remaining uses and only the
targets the rules would take."""
import pytest
from jiu_helpers import DUCK, LAN, SAGE, SEER, ZHUQUE, A, game, night

from bansha.engine import acting
from bansha.engine.errors import Refusal
from bansha.service import seat_view


def opened_to(g, step):
    g.submit({"kind": "settle", "step": step})
    return g


def offered(g, seat):
    return {o.skill: (o.slot.uses_left, o.targets) for o in acting.openings(g, seat)}


def night2():
    return game([night(1, A(SAGE, "黑暗守护", [3]), A(DUCK, "杀人", [SEER])), {"at": "day 2"}])


def test_jiu_r28_a_skill_is_offered_when_its_phase_opens_with_only_the_targets_the_rules_take():
    g = night2()
    assert "光明守护" not in offered(g, SAGE)  # 午夜 has not opened yet
    opened_to(g, "早夜通知")
    guards = offered(g, SAGE)
    living = [n for n in g.seats if g.seats[n].alive]
    assert guards["光明守护"][1] == [n for n in living if n != 3]  # 不能连续选择一个角色; the dead are no target
    assert guards["黑暗守护"][1] == []  # 也不能连续选择同一个守护


def test_jiu_r28_the_remaining_uses_are_shown_with_the_skill():
    g = opened_to(night2(), "深夜1")
    assert offered(g, ZHUQUE)["天火"][0] == 1 and offered(g, LAN)["雷击"][0] == 4
    assert SEER not in offered(g, DUCK)["杀人"][1]
    listed = {s["name"]: s["uses_left"] for s in seat_view.skills(g, ZHUQUE)}
    assert listed["天火"] == 1 and listed["业炎"] == 0


def test_jiu_r28_a_spent_skill_is_no_longer_offered():
    g = game([night(1, A(ZHUQUE, "天火", [DUCK])), {"at": "day 2"}])
    opened_to(g, "深夜1")
    assert "天火" not in offered(g, ZHUQUE)


def test_jiu_r30_a34_a_barred_target_is_refused_with_a_prompt_and_another_may_be_picked():
    """No status of the pool bars only some skills used on its holder (JIU-A34); the prompt is how every
    restriction checked at targeting behaves: refused at once in the rule's words, nothing spent, pick again."""
    g = game([night(1, A(SAGE, "黑暗守护", [3])), {"at": "day 2"}])
    with pytest.raises(Refusal, match="不能连续选择一个角色"):
        g.submit({"kind": "action", "by": SAGE, "skill": "光明守护", "targets": [3]})
    g.submit({"kind": "action", "by": SAGE, "skill": "光明守护", "targets": [4]})
    assert [i.targets for i in g.inbox if getattr(i, "skill", None) == "光明守护"] == [(4,)]
