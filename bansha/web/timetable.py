"""Deadlines for the pages: the ruleset's timetable for the open period (acceleration follows
the number of living seats), which deadline a skill falls under, and whether it has passed.

Without a start date the game has no calendar, so nothing is ever late: the director decides."""
from __future__ import annotations

from datetime import datetime, timezone
from typing import Any

from bansha import status
from bansha.engine import schedule, settlement
from bansha.engine.game import Game
from bansha.engine.intake import slots_of

GENERAL = ("全体", "存活", "所有")


def deadlines(setup: Any, game: Game, log: list[Any] | None = None) -> list[Any]:
    try:
        return status.deadlines(setup, game, log)
    except (ValueError, KeyError):
        return []


def _step_row(items: list[Any], game: Game, seat_no: int, skill: str) -> Any:
    """The row that times the step settling the seat's `skill` (the row a `tick` forfeits it by): a skill two
    steps share by name (245's 摄魂 and its 结算目标's text) is due by its own step's row."""
    steps = {s.id: s for s in settlement.steps_of(game)}
    rows = {d.key: d for d in items if getattr(d, "key", "")}
    for slot in slots_of(game, game.seats[seat_no], skill):
        step = steps.get(slot.defn.step or "")
        if step is not None and game.kind in slot.defn.phases and (step.deadline or step.id) in rows:
            return rows[step.deadline or step.id]
    return None


def for_skill(items: list[Any], game: Game, seat_no: int, skill: str) -> Any:
    """The deadline a seat's skill is due by: the one named after the skill — of several, the row of the
    step that settles the seat's copy (245's 摄魂 and its 结算目标's text share the name) — else one addressed
    to the seat (by number or by its role's name), else a general one, else the period's last."""
    if not items:
        return None
    seat = game.seats[seat_no]
    named = [d for d in items if skill in d.what.split("/") or skill in d.what]
    if len(named) > 1:
        own = _step_row(named, game, seat_no, skill)
        return own if own is not None else named[0]
    if named:
        return named[0]
    for d in items:
        if isinstance(d.who, tuple) and seat_no in d.who:
            return d
        if isinstance(d.who, str) and seat.role and seat.role in d.who:
            return d
    general = [d for d in items if isinstance(d.who, str) and any(w in d.who for w in GENERAL)]
    return general[0] if general else items[-1]


def named(items: list[Any], what: str) -> Any:
    """The first deadline the timetable names after `what` (遗言), if any: no guessing."""
    return next((d for d in items if what in d.what), None)


def closed_reason(deadline: Any, now: datetime | None, setup: Any) -> str:
    """Why a player may no longer submit (the deadline passed); '' while it is open."""
    if deadline is None or not getattr(setup, "start_date", None):
        return ""
    now = now or datetime.now(timezone.utc)
    if schedule.status(deadline, now) == "overdue":
        return f"已过截止时间（{deadline.what}：{deadline.at:%m-%d %H:%M}），如需补交请联系导演"
    return ""


def step_state(game: Game, key: str) -> str | None:
    """The state of the steps a row times (keyed by their id or `deadline`), where the row times any: 已结算 once
    all have settled, 未开始 while none has opened — what the clock alone would misreport."""
    states = [r["state"] for r, s in zip(settlement.status(game), settlement.steps_of(game)) if (s.deadline or s.id) == key]
    if not states:
        return None
    if all(st == "settled" for st in states):
        return "已结算"
    if all(st == "waiting" for st in states):
        return "未开始"
    return None


def rows(setup: Any, game: Game, now: datetime | None = None, log: list[Any] | None = None) -> list[dict[str, Any]]:
    now = now or datetime.now(timezone.utc)
    out = []
    for d in deadlines(setup, game, log):
        state = {"upcoming": "未开始", "open": "进行中", "overdue": "已截止"}[schedule.status(d, now)]
        out.append({"what": d.what, "who": "、".join(f"{n}号" for n in d.who) if isinstance(d.who, tuple) else d.who,
                    "at": d.at, "opens": d.opens, "note": d.note,
                    "state": step_state(game, d.key) or state})
    return out
