"""The timetable as data: what is due in a period, and by when.

Forum games run on the wall clock, so a director needs every deadline of a period as real
datetimes, moved by acceleration (加速) and by events such as 关门 or 自爆. A ruleset writes its
timetable as a `Timetable` of `Entry` rows; `deadlines()` turns one period into an ordered list
of `Deadline`s and `due_now()` says which are open or overdue. Nothing here sleeps or knows a
role: it is pure date arithmetic over declarative rows.

Anchors (when an entry falls):
- `Clock(day, "HH:MM")`: a clock time on the period's base date plus `day` ("24:00" allowed).
- `Event(name, offset)`: a supplied event time (关门, 自爆, a 公示) plus an offset.
- `Ref(key, offset, edge)`: another entry of the same period (its `at` or `opens`).
- `First(a, b, ...)`: the first anchor that resolves (an actual event, else the planned time).
- `Earliest(a, b, ...)`: the earliest that resolves (a planned end cut short by 自爆).
- `Latest(a, b, ...)`: the latest that resolves (a planned time, but not before a late event).
- `Shift(a, offset)`: any anchor moved, e.g. two hours before an accelerated time.
- `ByAlive(default, ((6, a), (4, b)))`: acceleration, the tightest threshold with alive <= n.

Each period's base date is `start_date + per_n * n + const`, from the timetable's `dates` rows.

What [M162]红楼梦 needs, and how it is expressed: deadlines relative to 关门 (+30 min for the
sheriff, +1 h for night roles and wolves) as `Event("closed", ...)`; 黑狼王/狼巫 30 min after
the wolves act, and the witch 30 min after her feedback, as optional `Event` rows; last words
"before the next game day starts" as a `Clock`; the 加速/延时 request cut-off 3 h before the
discussion ends and the no-改票 hour before 关门 as `Ref` rows with negative offsets; a
successful 延时 as `First(Event("delayed_end"), Clock(...))`. Its clock times are not in the
seed, so that ruleset must take them as options; its day 1 and day 2 are consecutive, which
the `dates` rows express with exact selectors ("day 1", "day 2", "night 2+", "day 3+").
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from datetime import date, datetime, time, timedelta, tzinfo
from typing import Literal, Mapping, NamedTuple, Protocol
from zoneinfo import ZoneInfo

GMT8: tzinfo = ZoneInfo("Asia/Shanghai")
"""Beijing time: every seed states its times in GMT+8."""

Who = str | tuple[int, ...]
Status = Literal["upcoming", "open", "overdue"]


@dataclass(frozen=True)
class Deadline:
    """One thing due: `what` (the seed's term), `who`, due `at`; `opens` when it starts."""

    what: str
    who: Who
    at: datetime
    note: str = ""
    opens: datetime | None = None
    key: str = ""


class Anchor(Protocol):
    """Something that resolves to a time in a period, or None if an event it needs is missing."""

    def resolve(self, ctx: _Resolver) -> datetime | None: ...


_PERIOD = re.compile(r"^(?:start|(day|night) ([1-9]\d*))$")
_HHMM = re.compile(r"^([01]?\d|2[0-4]):([0-5]\d)$")


@dataclass(frozen=True)
class Clock:
    """A wall-clock time `day` calendar days after the period's base date."""

    day: int
    hhmm: str

    def __post_init__(self) -> None:
        m = _HHMM.match(self.hhmm)
        if not m or (m.group(1) == "24" and m.group(2) != "00"):
            raise ValueError(f"bad clock time {self.hhmm!r}")

    def resolve(self, ctx: _Resolver) -> datetime:
        hours, minutes = (int(x) for x in self.hhmm.split(":"))
        day = ctx.base + timedelta(days=self.day)
        return datetime.combine(day, time(0, minutes), tzinfo=ctx.tz) + timedelta(hours=hours)


@dataclass(frozen=True)
class Event:
    """A time the game supplies (关门, 自爆 …), shifted by `offset`."""

    name: str
    offset: timedelta = timedelta(0)

    def resolve(self, ctx: _Resolver) -> datetime | None:
        at = ctx.events.get(self.name)
        return None if at is None else at + self.offset


@dataclass(frozen=True)
class Ref:
    """Another entry of the same period, so rules like "两小时前" follow acceleration."""

    key: str
    offset: timedelta = timedelta(0)
    edge: Literal["at", "opens"] = "at"

    def resolve(self, ctx: _Resolver) -> datetime | None:
        at = ctx.entry_time(self.key, self.edge)
        return None if at is None else at + self.offset


@dataclass(frozen=True)
class _Several:
    """An anchor made of several others, given in order as arguments."""

    anchors: tuple[Anchor, ...]

    def __init__(self, *anchors: Anchor) -> None:
        object.__setattr__(self, "anchors", anchors)


@dataclass(frozen=True, init=False)
class First(_Several):
    """The first anchor that resolves: an actual event first, the planned time after."""

    def resolve(self, ctx: _Resolver) -> datetime | None:
        for anchor in self.anchors:
            at = anchor.resolve(ctx)
            if at is not None:
                return at
        return None


@dataclass(frozen=True, init=False)
class Earliest(_Several):
    """The earliest anchor that resolves: a planned end cut short by an event (自爆)."""

    def resolve(self, ctx: _Resolver) -> datetime | None:
        times = [at for anchor in self.anchors if (at := anchor.resolve(ctx)) is not None]
        return min(times) if times else None


@dataclass(frozen=True, init=False)
class Latest(_Several):
    """The latest anchor that resolves: a planned time never before an event that came late (245's 晨曦
    after a night the director closed past its planned end)."""

    def resolve(self, ctx: _Resolver) -> datetime | None:
        times = [at for anchor in self.anchors if (at := anchor.resolve(ctx)) is not None]
        return max(times) if times else None


@dataclass(frozen=True)
class Shift:
    """Any anchor moved by `offset`, e.g. two hours before an accelerated clock time."""

    anchor: Anchor
    offset: timedelta

    def resolve(self, ctx: _Resolver) -> datetime | None:
        at = self.anchor.resolve(ctx)
        return None if at is None else at + self.offset


@dataclass(frozen=True)
class ByAlive:
    """Acceleration: `steps` are (max alive, anchor); the smallest threshold met wins."""

    default: Anchor
    steps: tuple[tuple[int, Anchor], ...]

    def resolve(self, ctx: _Resolver) -> datetime | None:
        met = [(limit, anchor) for limit, anchor in self.steps if ctx.alive <= limit]
        chosen = min(met, key=lambda step: step[0])[1] if met else self.default
        return chosen.resolve(ctx)


@dataclass(frozen=True)
class Entry:
    """One timetable row. `periods` selects e.g. "start", "day", "night 1", "night 2+".

    `optional` rows are dropped when an event they need has not happened; `unless` rows are
    dropped when any named event has happened (the exile vote on a 自爆 day).
    """

    key: str
    what: str
    who: Who
    periods: str
    at: Anchor
    opens: Anchor | None = None
    note: str = ""
    optional: bool = False
    unless: tuple[str, ...] = ()


@dataclass(frozen=True)
class Timetable:
    """A ruleset's timetable: base-date rows (selector, per_n, const) and entry rows."""

    name: str
    dates: tuple[tuple[str, int, int], ...]
    entries: tuple[Entry, ...] = field(default_factory=tuple)


def parse_period(label: str) -> tuple[str, int]:
    """Split "night 2" into ("night", 2); "start" is ("start", 0)."""
    m = _PERIOD.match(label.strip())
    if not m:
        raise ValueError(f"bad period label {label!r}")
    return (m.group(1), int(m.group(2))) if m.group(2) else ("start", 0)


def selects(selector: str, period: str) -> bool:
    """Whether a selector ("day", "night 1", "night 2+") covers a period label."""
    kind, n = parse_period(period)
    parts = selector.split()
    if parts[0] != kind:
        return False
    if len(parts) == 1:
        return True
    if parts[1].endswith("+"):
        return n >= int(parts[1][:-1])
    return n == int(parts[1])


class _Resolver:
    """Resolves one period's entries, following `Ref`s on demand and refusing cycles."""

    def __init__(self, rows: dict[str, Entry], base: date, tz: tzinfo, alive: int,
                 events: Mapping[str, datetime]) -> None:
        self.rows, self.base, self.tz, self.alive, self.events = rows, base, tz, alive, events
        self._done: dict[tuple[str, str], datetime | None] = {}
        self._busy: set[tuple[str, str]] = set()

    def entry_time(self, key: str, edge: str) -> datetime | None:
        slot = (key, edge)
        if slot in self._done:
            return self._done[slot]
        if slot in self._busy:
            raise ValueError(f"timetable cycle at {key}.{edge}")
        row = self.rows.get(key)
        anchor = None if row is None else (row.at if edge == "at" else row.opens)
        self._busy.add(slot)
        at = None if anchor is None else anchor.resolve(self)
        self._busy.discard(slot)
        self._done[slot] = at
        return at


def _aware(at: datetime, tz: tzinfo, name: str) -> datetime:
    if at.tzinfo is None or at.utcoffset() is None:
        raise ValueError(f"event {name!r} needs a timezone-aware datetime")
    return at.astimezone(tz)


def base_date(timetable: Timetable, start_date: date, period: str) -> date:
    """The calendar date a period's `Clock(0, …)` times fall on."""
    _, n = parse_period(period)
    for selector, per_n, const in timetable.dates:
        if selects(selector, period):
            return start_date + timedelta(days=per_n * n + const)
    raise ValueError(f"{timetable.name}: no date rule for {period!r}")


def deadlines(timetable: Timetable, start_date: date, period: str, alive: int,
              events: Mapping[str, datetime] | None = None, tz: tzinfo = GMT8) -> list[Deadline]:
    """Every deadline of `period`, ordered by due time (ties keep the timetable's order).

    `start_date` is the calendar date on which night 1 begins; `alive` the living seats that
    set acceleration; `events` the actual times of things that have happened.
    """
    if alive < 0:
        raise ValueError("alive must be >= 0")
    happened = {name: _aware(at, tz, name) for name, at in (events or {}).items() if at is not None}
    rows: dict[str, Entry] = {}
    for row in timetable.entries:
        if selects(row.periods, period) and not any(e in happened for e in row.unless):
            if row.key in rows:
                raise ValueError(f"{timetable.name}: two rows {row.key!r} in {period!r}")
            rows[row.key] = row
    resolver = _Resolver(rows, base_date(timetable, start_date, period), tz, alive, happened)
    out: list[tuple[datetime, int, Deadline]] = []
    for index, row in enumerate(rows.values()):
        at = resolver.entry_time(row.key, "at")
        opens = resolver.entry_time(row.key, "opens")
        if at is None or (row.opens is not None and opens is None):
            if row.optional:
                continue
            raise ValueError(f"{timetable.name} {period}: {row.what} needs an event time")
        deadline = Deadline(row.what, row.who, at, row.note, opens, row.key)
        out.append((at, index, deadline))
    return [deadline for _, _, deadline in sorted(out, key=lambda item: item[:2])]


def status(deadline: Deadline, now: datetime) -> Status:
    """Where `now` falls: upcoming (before `opens`), open, or overdue (window shut, lapsed)."""
    now = _aware(now, deadline.at.tzinfo or GMT8, "now")
    if now >= deadline.at:
        return "overdue"
    if deadline.opens is not None and now < deadline.opens:
        return "upcoming"
    return "open"


class Due(NamedTuple):
    """A deadline with its status at the time asked."""

    deadline: Deadline
    status: Status


def due_now(items: list[Deadline], now: datetime) -> list[Due]:
    """What is open or overdue at `now`, in the given order: the director's to-do list."""
    return [Due(d, s) for d in items if (s := status(d, now)) != "upcoming"]
