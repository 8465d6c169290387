"""The range of dates bansha takes from anyone: a game's calendar, an action's or a post's time.

A date the calendar cannot reach safely (9999-12-30 and three days later: `OverflowError`) is
refused where it enters — the CLI, the console's forms, an imported scenario, a pasted thread — so
a game never holds one and `tick` never meets one."""
from __future__ import annotations

from datetime import date, datetime

FIRST, LAST = date(2000, 1, 1), date(2099, 12, 31)
RANGE = f"{FIRST.year}–{LAST.year} 年"


def in_range(when: date | datetime) -> bool:
    day = when.date() if isinstance(when, datetime) else when
    return FIRST <= day <= LAST


def start_date(text: str) -> str:
    """A game's start date as ISO text, or ValueError with the reason in Chinese."""
    try:
        day = date.fromisoformat(text.strip())
    except ValueError:
        raise ValueError(f"开始日期应写成 YYYY-MM-DD，而不是“{text}”") from None
    if not in_range(day):
        raise ValueError(f"开始日期应在 {RANGE}之间，而不是 {day.isoformat()}")
    return day.isoformat()


def moment(text: str) -> datetime:
    """An action's or a post's time (ISO 8601), or ValueError with the reason in Chinese."""
    try:
        when = datetime.fromisoformat(text.strip())
    except ValueError:
        raise ValueError(f"时间应写成 ISO 8601（如 2026-12-01T20:13），而不是“{text}”") from None
    if not in_range(when):
        raise ValueError(f"时间应在 {RANGE}之间，而不是 {text}")
    return when
