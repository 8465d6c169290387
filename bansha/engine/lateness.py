"""Whether an input comes too late, or outside its window, by the seed's timetable. The reading is the
same for every ruleset, so a ruleset only declares its rows (`Ruleset.deadlines`), its skills' windows
(`skill_windows`, `skill_blackouts`) and their extra deadlines (`skill_deadlines`); without a calendar or
without the input's time, nothing is late."""
from __future__ import annotations

from datetime import datetime
from typing import TYPE_CHECKING, Any

from . import clock, settlement
from .schedule import GMT8

if TYPE_CHECKING:
    from .game import Game
    from .skills import Intent


def posted_at(at: Any) -> datetime | None:
    """An input's or a post's time; a forum's clock as copied (no zone) is the game's, GMT+8."""
    try:
        when = datetime.fromisoformat(str(at))
    except ValueError:
        return None
    return when if when.tzinfo is not None else when.replace(tzinfo=GMT8)


def row(game: "Game", key: str) -> Any:
    """The open period's timetable row `key` (a `schedule.Deadline`), or None (no calendar, no such row)."""
    return next((d for d in clock.rows(game) if d.key == key), None)


def window_refusal(game: "Game", skill: str, at: Any) -> str | None:
    """Why a timed skill (`skill_windows`) posted at `at` (ISO 8601 with offset) is outside its window, or
    used inside a blackout (`skill_blackouts`), or None. Without the game's calendar, or without a time, the
    seed's window cannot be judged and nothing is refused."""
    rules = game.ruleset
    key = rules.skill_windows.get(skill) or rules.skill_blackouts.get(skill)
    if not key or not at or not game.start_date:
        return None
    when = posted_at(at)
    if when is None:
        return f"时间格式有误：{at}"
    found = row(game, key)
    if found is None:
        return None
    inside = (found.opens or found.at) <= when <= found.at
    window = f"{(found.opens or found.at):%m-%d %H:%M}–{found.at:%H:%M}"
    if skill in rules.skill_windows and not inside:
        return f"<{skill}>只能在{found.what}时段内发动（{window}）"
    if skill in rules.skill_blackouts and inside:
        return f"{found.what}（{window}）：{found.note or skill}"
    return None


def passed(game: "Game", at: Any, key: str) -> Any:
    """The timetable row `key` of the open period when the time `at` (a post's, an input's) is past it,
    else None — also without a calendar or a time: then nothing is late."""
    if not at or not game.start_date:
        return None
    when = posted_at(at)
    found = row(game, key) if when is not None else None
    return found if found is not None and when is not None and when > found.at else None


def late_refusal(game: "Game", intent: "Intent", at: Any) -> str | None:
    """「…仍未提交…，视为放弃」: a skill sent (`at`, with a calendar) after the deadline row of the step that
    settles it — its own step, or the open step awaiting its offer — or after a row of `skill_deadlines`,
    comes too late and is refused (`Ruleset.late_refusal`'s default)."""
    if not at or not game.start_date:
        return None
    keys = [s.row for s in settlement.steps_for(game, intent)]
    for key in keys + list(game.ruleset.skill_deadlines.get(intent.skill, ())):
        found = passed(game, at, key)
        if found is not None:
            return f"<{intent.skill}>须在{found.at:%m-%d %H:%M}前提交（{found.what}）：{found.note or '逾时视为放弃'}"
    return None
