"""The `Ruleset` parts (roster, period order, timetable, inputs, steps, camps, seat views): a ruleset
written in Python overrides a method of any part and the engine reaches the override, in the compiled
build too (where the engine's callers are native code and a mypyc trait would have hidden it)."""
from __future__ import annotations

from engine_toy import BAD, GOOD, Toy, act

from bansha.engine import clock
from bansha.engine.errors import Refusal
from bansha.engine.game import Game
from bansha.engine.period import Period
from bansha.engine.ruleset import Ruleset


class NightsOnly(Toy):
    """Nights without days; every seat counted with the bad camp; 查 never usable."""

    def next_period(self, label):
        return Period.of("night", 1) if label == "start" else Period.of("night", Period(label).number + 1)

    def camp_of(self, game, seat_no):
        return BAD

    def usable_now(self, game, seat, slot):
        return "今夜无法发动" if slot.defn.name == "查" else None

    def deadlines(self, start_date, period, alive, events=None, game=None):
        return ["一行"]


def game(**kw) -> Game:
    roles = ("狼", "先知", "村民", "村民")
    return Game(NightsOnly(), [{"seat": i, "name": f"P{i}", "role": r} for i, r in enumerate(roles, 1)], rng=0, **kw)


def test_each_part_is_a_class_of_the_one_chain_a_ruleset_extends():
    parts = [c.__name__ for c in Ruleset.__mro__[1:-1]]
    assert parts == ["SeatViews", "Camps", "PeriodSteps", "Inputs", "Timetable", "PeriodOrder", "Roster"]


def test_the_period_order_override_is_the_order_the_game_walks():
    g = game()
    g.close()
    g.close()
    assert g.period == "night 2" and g.ruleset.after("night 2") == "night 3"


def test_the_camps_override_is_what_the_win_reads():
    g = game()
    g.end(BAD, "测试")
    assert g.outcome.seats == (1, 2, 3, 4) and GOOD not in [g.ruleset.camp_of(g, n) for n in g.seats]


def test_the_seat_views_override_refuses_in_the_engines_intake():
    g = game()
    g.close()
    before = len(g.events)
    try:
        g.submit(act(2, "查", 1))
    except Refusal as r:
        assert "今夜无法发动" in str(r)
    else:
        raise AssertionError("查 was taken")
    assert len(g.events) == before


def test_the_timetable_override_is_the_rows_the_clock_reads():
    g = game(start_date="2026-12-03")
    assert clock.rows(g) == ["一行"]
