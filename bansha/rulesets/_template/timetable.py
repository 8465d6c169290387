"""The clock: night from 21:00, the pack's kill due by 23:00 (a timed step: the tick past it settles
(3) without a kill — 视为放弃); the day's vote from 09:00 to 21:00. Night N and day N share a date's
evening and the next morning, as forum games run."""
from __future__ import annotations

from bansha.engine.schedule import Clock, Entry, Timetable

TIMETABLE = Timetable(
    name="_template",
    dates=(("start", 0, 0), ("night 1", 0, 0), ("day 1", 0, 1), ("night 2+", 1, 0), ("day 2+", 1, 1)),
    entries=(
        Entry("kill", "杀人", "狼人", "night", Clock(0, "23:00"), opens=Clock(0, "21:00"),
              note="23:00前未提交视为放弃"),
        Entry("exile_vote", "放逐投票", "存活角色", "day", Clock(0, "21:00"), opens=Clock(0, "09:00")),
    ),
)
