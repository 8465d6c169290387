"""The one reading of the real clock: when an input is recorded, which deadlines have passed, when a
session expires, what a new game's default start date is.

A game never reads it (the engine keeps the log's times, `engine/clock.py`); the store, the service
and the screens do, through `now()` alone, so the whole console can be moved in time as one:
`BANSHA_NOW` (an ISO moment with its offset, e.g. `2026-12-01T12:00+08:00`) starts the clock there
and lets it run on — a director's rehearsal of a week in advance, and a test suite whose games are
dated in a fixed week and pass on any day. `start_at` does the same inside one process."""
from __future__ import annotations

import os
from datetime import datetime, timedelta, timezone

from bansha import dates
from bansha.engine.schedule import GMT8

_offset = timedelta(0)


def now() -> datetime:
    """The current moment, aware, in UTC (moved by `BANSHA_NOW` or `start_at`)."""
    return datetime.now(timezone.utc) + _offset


def start_at(moment: datetime | None) -> None:
    """Run the clock on from `moment` (aware); None: the real clock again."""
    global _offset
    _offset = timedelta(0) if moment is None else moment - datetime.now(timezone.utc)


def moved() -> bool:
    """Whether the clock runs elsewhere than the real one (a rehearsal, a test): the console says so."""
    return _offset != timedelta(0)


def notice() -> str:
    """What the console says while the clock is moved; '' on the real clock."""
    if not moved():
        return ""
    at = now().astimezone(GMT8)
    return f"排练时钟：时间由 BANSHA_NOW 设定，现在按 {at:%Y-%m-%d %H:%M}（北京时间）走，时限与迟交都按它判断"


def parse(text: str) -> datetime:
    """`BANSHA_NOW`'s moment, or ValueError saying how to write it (an offset is required: the seeds' times
    are Beijing's, a server's zone is anyone's)."""
    try:
        moment = datetime.fromisoformat(text.strip())
    except ValueError:
        raise ValueError(f"BANSHA_NOW 应写成带时区的 ISO 时间（如 2026-12-01T12:00+08:00），而不是“{text}”") from None
    if moment.tzinfo is None:
        raise ValueError(f"BANSHA_NOW 需要时区（如 2026-12-01T12:00+08:00），而不是“{text}”")
    if not dates.in_range(moment):
        raise ValueError(f"BANSHA_NOW 应在 {dates.RANGE}之间，而不是“{text}”")
    return moment


if os.environ.get("BANSHA_NOW"):
    try:
        start_at(parse(os.environ["BANSHA_NOW"]))
    except ValueError as e:
        raise SystemExit(str(e)) from None
