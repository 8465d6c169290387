"""Submitting an action, with "change" as the engine allows it, or a seat's last words.

The engine refuses a second use of a night skill in one period (所有夜间技能经裁判确认有效后，
均不可更改技能目标), so a change before the deadline takes the earlier input back and records
the new one in its place, in one transaction (`Store.record(..., replaces=seq)`); both stay in
the log, the first marked undone, and the audit keeps every attempt with its time."""
from __future__ import annotations

from typing import Any, Callable

from bansha import rulesets, wallclock
from bansha.store.batch import Item
from bansha.store.games import Setup, Store

from .batcher import Batcher


def period_of(conn: Any, game_id: str, seq: int) -> str:
    """The period input `seq` was recorded in (a close: the period it settled)."""
    return conn.execute("SELECT period FROM inputs WHERE game_id=? AND seq=?", (game_id, seq)).fetchone()["period"]


def with_time(setup: Setup, inp: dict[str, Any], tz: Any) -> dict[str, Any]:
    """A skill the seed times (自爆) carries when it was sent, so its window can be checked."""
    if inp.get("skill") in rulesets.get(setup.ruleset).skill_windows and not inp.get("time"):
        inp = {**inp, "time": wallclock.now().astimezone(tz).isoformat(timespec="seconds")}
    return inp


def submit(store: Store, game_id: str, inp: dict[str, Any], source: str, batcher: Batcher,
           then: Callable[[Any, int, str, int | None], None] | None = None,
           again: bool = False, by_seat: bool = False) -> tuple[int, int | None]:
    """Record `inp`, in a batch with whatever arrives at the same moment; a skill takes the place of
    the seat's (or its team's) earlier use of it in the open period, while its step has not settled
    (the write path finds it, under the game's lock). `then(conn, seq, period, replaced)` commits with
    the input (the audit row; `period`: the one it was recorded in). Returns the new seq and the replaced
    one (None for a first submission). A second use a rule grants (`again`) replaces nothing. `by_seat`:
    the seat sends it itself."""
    item = Item(inp, source, by_seat=by_seat, change=inp.get("kind") == "action" and not again)
    if then is not None:
        item.then = lambda conn, seq, period: then(conn, seq, period, item.replaces)
    batcher.record(store, game_id, item)
    if item.error is not None:
        raise item.error
    return item.seq, item.replaces
