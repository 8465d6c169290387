"""「一般讨论日持续两天，每逢周末时讨论日延长一天」: the calendar of seeds whose discussion days span
dates (078 and 245 write it word for word), with 加速 (one date) and 延时 (one more). Day 1 opens on
the game's start date; night N falls on day N's last date; day N+1 opens the date after."""
from __future__ import annotations

from datetime import date, datetime, timedelta, tzinfo
from typing import Any, Callable

from .schedule import GMT8, Anchor, Deadline, Entry, Shift, Timetable, deadlines, parse_period

WEEKEND = (5, 6)  # Saturday, Sunday


def day_length(first: date, accelerated: bool = False, delayed: bool = False) -> int:
    """Calendar dates a 讨论日 spans: 2, 3 when those take in a weekend day, 1 accelerated; a
    successful 延时 adds one (延迟成功时，不再视为“执行加速”状态)."""
    if delayed:
        accelerated = False
    n = 1 if accelerated else (3 if any((first + timedelta(days=k)).weekday() in WEEKEND for k in (0, 1)) else 2)
    return n + (1 if delayed else 0)


def planned_first_date(start: date, period: str) -> date:
    """The first date of a period on the planned calendar (no acceleration, no delay)."""
    kind, n = parse_period(period)
    first = start
    for k in range(1, max(n, 1) + 1):
        last = first + timedelta(days=day_length(first) - 1)
        if kind == "night" and k == n:
            return last
        if kind == "day" and k == n:
            return first
        first = last + timedelta(days=1)
    return start  # start


def base_date(start: date, period: str, events: dict[str, Any]) -> date:
    """Where a period's `Clock(0, …)` falls: the actual 关门 date for a night and the date after
    the night for a day when the period's opening time is known (event "opened"), else the plan."""
    kind, n = parse_period(period)
    opened = events.get("opened")
    if opened is not None and kind == "night":
        return opened.astimezone(GMT8).date()
    if opened is not None and kind == "day" and n > 1:
        return (opened.astimezone(GMT8) - timedelta(hours=9)).date() + timedelta(days=1)
    return planned_first_date(start, period)


def accelerated_end(at: datetime, closes: str = "21:00", cutoff: str = "18:00") -> datetime:
    """加速申请截止至加速成功后的讨论日结束前三小时: an acceleration that succeeds by `cutoff` ends the
    讨论日 at `closes` that date, a later one at `closes` the next date (the planned 关门 if earlier)."""
    local = at.astimezone(GMT8)
    day = local.date() + timedelta(days=0 if local.time() <= datetime.strptime(cutoff, "%H:%M").time() else 1)
    return datetime.combine(day, datetime.strptime(closes, "%H:%M").time(), tzinfo=GMT8)


_TABLES: dict[tuple[str, int], Timetable] = {}


def table(name: str, rows: Callable[[int], tuple], length: int) -> Timetable:
    """A ruleset's timetable for a 讨论日 of `length` dates (`rows(length)`; nights and the start do not
    depend on it), made once."""
    key = (name, length)
    if key not in _TABLES:
        _TABLES[key] = Timetable(name, (("start", 0, 0), ("day", 0, 0), ("night", 0, 0)), rows(length))
    return _TABLES[key]


def period_deadlines(table: Callable[[int], Timetable], start: date, period: str, alive: int,
                     events: dict | None = None, tz: tzinfo = GMT8, *, auto_accelerate: int = 0,
                     accelerated: bool = False, delayed: bool = False) -> list[Deadline]:
    """One period's deadlines from a ruleset's table for a 讨论日 of n dates (`table(n)`): the day's
    length from the calendar, 加速 (by the players' request or at alive ≤ `auto_accelerate`) and 延时."""
    ev = {k: v for k, v in (events or {}).items() if v is not None}
    kind, _ = parse_period(period)
    base = base_date(start, period, ev)
    length = 2
    if kind == "day":
        accelerated = accelerated or bool(auto_accelerate and alive <= auto_accelerate)
        length = day_length(base, accelerated, delayed)
    return deadlines(table(length), base, period, alive, ev, tz)


def ruleset_deadlines(period_rows: Callable[..., list[Deadline]], requests: Callable[[Any], tuple[Any, bool]],
                      start: date, period: str, alive: int, events: dict | None, game: Any) -> list[Deadline]:
    """`Ruleset.deadlines` for these seeds: the open day's successful requests (`requests(game)`: when
    加速 succeeded, whether 延时 did) move its 关门 or add a date; auto-acceleration is the option."""
    ev = dict(events or {})
    limit = game.options.get("auto_accelerate_alive", 0) if game is not None else 6
    delayed = False
    if game is not None and str(game.period) == str(period) and game.kind == "day":
        at, delayed = requests(game)
        if at not in (None, True):
            ev["accelerated_end"] = accelerated_end(at)
    return period_rows(start, str(period), alive, ev, auto_accelerate=limit, delayed=delayed)


def vote_rule_rows(close: Anchor, opens: Anchor) -> tuple[Entry, ...]:
    """The 投票规则 and 讨论日长短 rows both seeds write word for word: requests until three hours before
    关门, no 改票 or 代投 in its last hour, and 关门 itself (the tally), which falls due once the day has opened
    (before that the page says 未开始, where it said 进行中 a day early)."""
    hour = timedelta(hours=1)
    return (
        Entry("requests", "申请加速/延时", "存活角色", "day", Shift(close, -3 * hour), opens=opens,
              note="当日申请人数在讨论日结束三个小时前（一般为最后一个自然日的18:00）大于等于存活人数的一半，即判定加速或延迟成功"),
        Entry("no_change", "不允许改票或代投", "存活角色", "day", close, opens=Shift(close, -hour),
              note="关门前一小时不允许改票或代投"),
        Entry("closed", "关门", "导演", "day", close, opens=opens, note="统计投票结果并公布"),
    )
