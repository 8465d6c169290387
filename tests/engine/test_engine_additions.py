"""The core pieces added for the 078 and 245 seeds (docs/architecture.md §10), each on the
throwaway ruleset: wildcard hooks, offers settled ahead, a step's own order key, the settled-use
log, the feedback filter, statuses with immunity and suspension, promised grants, and group
messages frozen at send time."""
from dataclasses import replace

import pytest

from bansha.engine import triggers
from bansha.engine.errors import Refusal
from bansha.engine.intake import usable
from bansha.engine.model import Status
from bansha.engine.order import Step, run_steps
from bansha.engine.resolution import Action, Resolver
from bansha.engine.skills import Intent, SkillSlot
from bansha.engine.statuses import give_status

from engine_toy import ROLES, TOY, act, new, of_type, to_night, traces


def test_wildcard_hooks_see_every_kind_of_action():
    """One redirection chain for every 指定 skill: a '*' before-hook retargets any action."""
    seen = []
    r = Resolver()
    for kind in ("打", "查"):
        r.handle(kind, lambda g, a: seen.append((a.kind, a.target)))
    r.on_before("*", lambda g, a: setattr(a, "target", 9) if a.target == 2 else None)
    r.on_after("*", lambda g, a: seen.append(("after", a.kind)))
    r.run(new("狼", "村民", "村民", "村民"), [Action("打", 1, 2, "打"), Action("查", 1, 3, "查")])
    assert seen == [("打", 9), ("after", "打"), ("查", 3), ("after", "查")]


def test_an_offer_made_ahead_settles_before_older_ones_of_its_priority():
    """即时插入: a trigger raised by an effect goes before those already waiting."""
    g = new("狼", "村民", "村民", "村民")
    order = []
    triggers.offer(g, 2, "甲", 0, lambda game: order.append(2))
    triggers.offer(g, 3, "乙", 0, lambda game: order.append(3))
    triggers.offer(g, 4, "丙", 0, lambda game: order.append(4), ahead=True)
    triggers.settle(g)
    assert order == [4, 2, 3]


def test_a_step_key_orders_its_intents_its_own_way():
    """245 JIU-R162: a step may order its intents by its own key instead of submission order."""
    g = to_night(new("狼", "先知", "村民", "村民"))
    ran = []
    d = replace(ROLES["先知"].skills[0], step="Z", effect=lambda game, it: ran.append(it.target))
    intents = [Intent(2, SkillSlot(d, None), (3,), index=0), Intent(2, SkillSlot(d, None), (4,), index=1)]
    run_steps(g, (Step("Z", "自定顺序", key=lambda i: -i.index),), intents)
    assert ran == [4, 3]
    assert [u[1:] for u in g.history["uses"][g.period]] == [("查", (4,), "Z"), ("查", (3,), "Z")]
    ran.clear()
    run_steps(g, (Step("Z", "默认顺序", ("查",)),), [Intent(2, SkillSlot(d, None), (3,), index=0),
                                                  Intent(2, SkillSlot(d, None), (4,), index=1)])
    assert ran == [3, 4]


def test_the_settled_use_log_records_who_used_what_on_whom():
    g = to_night(new("狼", "先知", "村民", "村民"))
    g.submit(act(2, "查", 1))
    g.close()
    uses = g.history["uses"]["night 1"]
    assert (2, "查", (1,)) in [u[:3] for u in uses]


def test_the_feedback_filter_may_rewrite_or_drop_a_result(monkeypatch):
    g = to_night(new("狼", "先知", "村民", "村民"))
    monkeypatch.setattr(type(TOY), "filter_feedback",
                        lambda self, game, to, skill, result, target: None if skill == "巡" else (to, "伪装"))
    g.submit(act(2, "查", 1))
    g.close()
    fb = of_type(g, "feedback", to=2)
    assert [e["skill"] for e in fb] == ["查"] and fb[0]["result"] == "伪装"
    assert any("反馈被规则拦下" in t for t in traces(g))


def test_a_status_that_suspends_a_skill_blocks_it_while_it_lasts():
    """245 遗忘: suspended, not lost — the skill comes back when the status ends."""
    g = to_night(new("狼", "先知", "村民", "村民"))
    assert give_status(g, 2, Status("遗忘", source=1, until="night 1", audience=(2,), data={"suspends": ["查"]}),
                       notice="你被遗忘了")
    assert of_type(g, "notice", to=2)[-1]["text"] == "你被遗忘了"
    with pytest.raises(Refusal, match="遗忘"):
        g.submit(act(2, "查", 1))
    assert "查" not in [s.name for s in usable(g, 2)]
    g.close()
    g.close()
    assert "查" in [s.name for s in usable(g, 2)]


def test_a_ruleset_may_make_a_seat_immune_to_a_status(monkeypatch):
    g = new("狼", "先知", "村民", "村民")
    monkeypatch.setattr(type(TOY), "status_immune", lambda self, game, seat, st: st.name == "流血" and seat.no == 3)
    fired = []
    monkeypatch.setitem(TOY.hooks, "status", [lambda game, seat, status: fired.append((seat, status.name))])
    assert not give_status(g, 3, Status("流血"))
    assert give_status(g, 4, Status("流血"))
    assert [s.name for s in g.seats[3].statuses] == [] and fired == [(4, "流血")]


def test_a_promised_grant_is_usable_before_its_grant_settles():
    """078's same-night heirs: a skill promised to a seat can be submitted at once."""
    g = to_night(new("狼", "先知", "村民", "村民"))
    with pytest.raises(Refusal, match="没有技能<查>"):
        g.submit(act(3, "查", 1))
    g.promises.append((3, SkillSlot.of(ROLES["先知"].skills[0], "继承")))
    intent = g.submit(act(3, "查", 1))
    assert intent.slot.source == "继承"


def test_a_seat_joining_a_group_later_does_not_see_its_earlier_messages():
    g = new("狼", "狼", "村民", "村民")
    g.group_message("狼", "昨晚刀3号")
    g.groups["狼"].append(3)
    g.group_message("狼", "欢迎3号")
    assert [e["text"] for e in g.view(3) if e["type"] == "group"] == ["欢迎3号"]
    assert [e["text"] for e in g.view(1) if e["type"] == "group"][-2:] == ["昨晚刀3号", "欢迎3号"]
