"""A closed period's timetable reads as it read while the period was open (issue 22's review: 待发布's
moment for a past period's post was worked out with today's living count). PVZ-R82: with 6 or fewer alive
the day's clock moves earlier, so a day played with 12 alive keeps its 20:00 rows after seats die later."""
from __future__ import annotations

from datetime import date

from bansha.engine import clock
from bansha.engine.game import Game
from bansha.rulesets.pvz import RULESET

from .helpers import TWELVE, seats


def rows_by_key(rows) -> dict:
    return {r.key: r.at for r in rows if getattr(r, "key", "")}


def test_R82_a_closed_day_keeps_the_rows_it_had_when_later_deaths_would_speed_up_todays():
    g = Game(RULESET, seats(TWELVE), start_date="2026-12-01", timed=True)
    g.close()  # night 1
    g.close()  # day 1, twelve alive
    assert g.period == "day 1"
    open_rows = rows_by_key(clock.rows(g))
    g.close()  # night 2
    for n in range(1, 7):  # six die in the nights after (how does not matter to the clock)
        g.seats[n].alive = False
    assert len(g.alive()) == 6
    today = rows_by_key(RULESET.deadlines(date(2026, 12, 1), "day 1", 6, None))
    assert today["discussion"] != open_rows["discussion"], "six alive moves day 1's discussion end (R82)"
    assert rows_by_key(clock.rows_of(g, "day 1")) == open_rows


def test_an_unplayed_period_and_a_game_without_a_calendar_have_no_past_rows():
    g = Game(RULESET, seats(TWELVE), timed=True)
    g.close()
    g.close()
    assert clock.rows_of(g, "night 1") == [] and g.past_clocks == {}
    dated = Game(RULESET, seats(TWELVE), start_date="2026-12-01", timed=True)
    assert clock.rows_of(dated, "day 3") == []
