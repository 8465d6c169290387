"""A timed game's clock, as data: the time of the entry being applied, when the open period
opened and when each of its steps settled. Nothing here reads the real clock — the times are
the log's (`bansha.play`), so a replay of the log reaches the same deadlines as the live game.

Times are kept as the log writes them, `YYYY-MM-DDTHH:MM:SS` wall-clock in the game's time zone
(GMT+8, as every seed states its times), and read back as aware datetimes."""
from __future__ import annotations

from datetime import date, datetime
from typing import TYPE_CHECKING, Any

from .schedule import GMT8
from .settlement import overdue

if TYPE_CHECKING:
    from .game import Game


def stamp(at: Any) -> str:
    """A time as the record writes it (`at`): `YYYY-MM-DDTHH:MM:SS`, wall-clock in GMT+8. An aware
    time is converted; a naive one is taken as it is."""
    when = at if isinstance(at, datetime) else datetime.fromisoformat(str(at))
    if when.tzinfo is not None:
        when = when.astimezone(GMT8).replace(tzinfo=None)
    return when.replace(microsecond=0).isoformat(timespec="seconds")


def aware(at: str | None) -> datetime | None:
    """A stamped time (or an input's own, with or without its zone) as an aware datetime (a wall-clock
    one is GMT+8); None for none, or for a text that is no time."""
    if not at:
        return None
    try:
        when = datetime.fromisoformat(at)
    except ValueError:
        return None
    return when if when.tzinfo is not None else when.replace(tzinfo=GMT8)


def events(game: "Game") -> dict[str, datetime]:
    """When the events a ruleset's timetable counts from happened (`Ruleset.step_events`): an event
    mapped to a step is the moment that step settled (the witch's 30 minutes run from her 灵通); one
    mapped to None is the moment the period opened (078's night counts from the day's 关门)."""
    out: dict[str, datetime] = {}
    for event, step in game.ruleset.step_events.items():
        at = aware(game.opened_at if step is None else game.settled_at.get(step))
        if at is not None:
            out[event] = at
    return out


def rows(game: "Game") -> list[Any]:
    """The open period's timetable rows (`schedule.Deadline`), from the game's calendar and clock;
    [] without a calendar."""
    if game.start_date is None:
        return []
    try:
        return game.ruleset.deadlines(date.fromisoformat(game.start_date), game.period, len(game.alive()),
                                      events(game) or None, game=game)
    except ValueError:  # a start date that is no date (an OverflowError, a calendar past what dates reach, is told)
        return []


def rows_of(game: "Game", period: str) -> list[Any]:
    """A period's timetable rows: the open one's (`rows`), or a closed one's from its clock as it closed
    (the living seats and the moments its rows count from then, not today's); [] without a calendar."""
    if period == game.period:
        return rows(game)
    kept = game.past_clocks.get(period)
    if game.start_date is None or kept is None:
        return []
    alive, happened = kept
    try:
        return game.ruleset.deadlines(date.fromisoformat(game.start_date), period, alive, happened or None)
    except ValueError:
        return []


def due_steps(game: "Game", now: datetime) -> list[str]:
    """The open steps whose deadline row has passed at `now` (`bansha tick`, a `tick` entry)."""
    if game.over:
        return []
    due = rows(game)
    return overdue(game, due, now) if due else []
