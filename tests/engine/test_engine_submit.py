"""Game.submit: an accepted input joins the period's inbox in order; a refused one changes
nothing (design.md principle 2)."""
import copy

import pytest

from bansha.engine.errors import Refusal
from bansha.engine.skills import Intent

from engine_toy import act, die, new, to_night, vote


def _night():
    g = to_night(new("狼", "卧底", "先知", "医生", "猎手", "村民", "村民", "村民"))
    die(g, 8, "测试")
    g.submit(act(4, "护", 6))
    g.submit(act(1, "刀", 6))
    return g


def _state(g):
    return (list(g.inbox), [copy.copy(i) for i in g.inbox if isinstance(i, Intent)], list(g.reactive),
            len(g.events), g.period,
            {n: [(s.name, s.uses_left) for s in seat.skills] for n, seat in g.seats.items()},
            [(s.name, s.uses_left) for s in g.group_skills["狼"]])


BAD_INPUTS = [
    act(2, "刀", 3),               # the team skill is already submitted
    act(4, "护", 5),               # already submitted this period
    act(3, "查", 3),               # not self
    act(3, "查", 8),               # dead target
    act(3, "查", 3, 4),            # two targets
    act(3, "查"),                  # no target
    act(3, "查", 42),              # no such seat
    act(8, "查", 1),               # 8 holds no 查 (and is dead)
    act(6, "刀", 1),               # not in the group
    act(3, "飞", 1),               # no such skill
    act(3, "查", 6, choice="挑剔"),  # the skill's own check
    {"kind": "action", "by": "3", "skill": "查", "targets": [1]},
    {"kind": "action", "by": None, "skill": "查", "targets": [1]},
    {"kind": "action", "by": 3, "skill": "", "targets": [1]},
    {"kind": "action", "by": 3, "skill": "查", "targets": "1"},
    vote(3, 1),                    # no votes at night
    {"kind": "surrender"},
    {},
]


@pytest.mark.parametrize("inp", BAD_INPUTS, ids=lambda i: repr(i)[:60])
def test_a_refused_input_leaves_everything_unchanged(inp):
    g = _night()
    before = _state(g)
    events = copy.deepcopy(g.events)
    with pytest.raises(Refusal) as e:
        g.submit(inp)
    assert e.value.reason and "\n" not in e.value.reason
    assert _state(g) == before
    assert g.events == events


def test_accepted_inputs_join_the_inbox_in_order():
    g = to_night(new("狼", "先知", "医生", "猎手", "村民", "村民"))
    a = g.submit(act(2, "查", 1))
    b = g.submit(act(3, "护", 5))
    c = g.submit(act(4, "枪", 5))
    assert g.inbox == [a, b, c]
    assert [i.index for i in (a, b, c)] == [0, 1, 2]
    assert (a.actor, a.skill, a.targets, a.target) == (2, "查", (1,), 1)
    assert g.reactive == [c]


def test_a_day_input_is_a_plain_record():
    g = new("狼", "先知", "村民", "村民", "村民")
    g.close()
    g.close()
    item = g.submit(vote(2, 1))
    assert item == {"kind": "vote", "by": 2, "for": 1} and g.inbox == [item]


def test_the_inbox_empties_when_the_period_closes():
    g = _night()
    g.close()
    assert g.inbox == [] and g.reactive == []
