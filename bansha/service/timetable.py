"""Deadlines for the pages: the ruleset's timetable for the open period (acceleration follows
the number of living seats), which deadline a skill falls under, and whether it has passed.

Without a start date the game has no calendar, so nothing is ever late: the director decides."""
from __future__ import annotations

from datetime import datetime
from typing import Any

from bansha import status, wallclock
from bansha.engine import rows as engine_rows, schedule, settlement
from bansha.engine.game import Game


def deadlines(setup: Any, game: Game, log: list[Any] | None = None) -> list[Any]:
    try:
        return status.deadlines(setup, game, log)
    except (ValueError, KeyError):
        return []


for_skill = engine_rows.for_skill  # the engine judges a seat's input against the same row (acting.seat_refusal)
named = engine_rows.named


def closed_reason(deadline: Any, now: datetime | None, setup: Any) -> str:
    """Why a player may no longer submit (the deadline passed); '' while it is open."""
    if not getattr(setup, "start_date", None):
        return ""
    return engine_rows.closed_reason(deadline, now or wallclock.now())


def step_state(game: Game, key: str) -> str | None:
    """The state of the steps a row times (keyed by their id or `deadline`), where the row times any: 已结算 once
    all have settled, 未开始 while none has opened — what the clock alone would misreport."""
    states = [r["state"] for r, s in zip(settlement.status(game), settlement.steps_of(game)) if s.row == key]
    if not states:
        return None
    if all(st == "settled" for st in states):
        return "已结算"
    if all(st == "waiting" for st in states):
        return "未开始"
    return None


def rows(setup: Any, game: Game, now: datetime | None = None, log: list[Any] | None = None) -> list[dict[str, Any]]:
    now = now or wallclock.now()
    out = []
    for d in deadlines(setup, game, log):
        state = {"upcoming": "未开始", "open": "进行中", "overdue": "已截止"}[schedule.status(d, now)]
        out.append({"what": d.what, "who": "、".join(f"{n}号" for n in d.who) if isinstance(d.who, tuple) else d.who,
                    "at": d.at, "opens": d.opens, "note": d.note,
                    "state": step_state(game, d.key) or state})
    return out
