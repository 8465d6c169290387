"""A new game whose start date has already come: its first deadlines may be past before anyone was sent a link.

With a calendar, `serve` settles every step whose deadline has passed within half a minute (`status.tick`), so a
078 game made at 15:00 of its start date would have its 征召 and 支持 forfeited (「视为放弃」) before the players
saw their pages. The console's form and `bansha new` ask this first and refuse such a date with the rows that
have passed, unless the director says the game really began then (a game already under way, entered late)."""
from __future__ import annotations

from datetime import datetime
from typing import Any

from bansha import rulesets, wallclock
from bansha.engine import clock, settlement
from bansha.engine.errors import Refusal
from bansha.engine.game import Game
from bansha.store.games import checked_setup


def passed_rows(ruleset_id: str, seats: list[dict[str, Any]], options: dict[str, Any], seed: int,
                start_date: str | None, now: datetime | None = None) -> list[Any]:
    """The timetable rows (`schedule.Deadline`) of the game's first timed period that have passed at `now` and
    time a step that would settle at once: [] without a start date, or when nothing is due yet. An opening with
    no clock of its own (PVZ's, 245's: it lasts until the director moves on) is looked past to the period after it,
    whose deadlines the ticker meets as soon as the director closes it."""
    if not start_date:
        return []
    start_date = checked_setup(ruleset_id, seats, options, seed, start_date)  # refused as `Store.create` would
    now = now or wallclock.now()
    game = Game(rulesets.get(ruleset_id), seats, options, seed, start_date=start_date, live=True, timed=True,
                record_traces=False)
    for _ in range(3):  # the opening, and at most two periods without a clock after it
        steps, rows = settlement.steps_of(game), clock.rows(game)
        due = set(clock.due_steps(game, now))
        if due:
            keys = {s.row for s in steps if s.id in due}
            return [d for d in rows if d.key in keys]
        keys = {d.key for d in rows}
        if game.over or any(s.row in keys for s in steps):  # a timed period with nothing due yet
            return []
        try:
            game.close()
        except Refusal:  # an opening that will not close unanswered: its first deadlines are judged no further
            return []
    return []


def refusal(rows: list[Any], start_date: str, override: str) -> str:
    """The form's and the command line's words; `override`: how to create it all the same."""
    named = "；".join(f"{d.at:%m-%d %H:%M} {d.what}" for d in rows)
    return (f"开始日期 {start_date} 已过了这些时限：{named}。这样创建，这些步骤一开放就按时限结算，未提交的视为放弃"
            f"（玩家还没收到链接就错过了）。请改为之后的日期，或不填开始日期（由导演决定何时结算）；"
            f"补录一局已经开始的游戏时，{override}。")
