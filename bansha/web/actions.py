"""Submitting an action, with "change" as the engine allows it, or a seat's last words.

The engine refuses a second use of a night skill in one period (所有夜间技能经裁判确认有效后，
均不可更改技能目标), so a change before the deadline takes the earlier input back and records
the new one in its place, in one transaction (`Store.record(..., replaces=seq)`); both stay in
the log, the first marked undone, and the audit keeps every attempt with its time."""
from __future__ import annotations

from datetime import datetime, timezone
from typing import Any, Callable

from bansha import rulesets
from bansha.engine.errors import Refusal
from bansha.store.batch import Item
from bansha.store.games import Setup, Store

from .batcher import Batcher


def period_of(conn: Any, game_id: str, seq: int) -> str:
    """The period input `seq` was recorded in (a close: the period it settled)."""
    return conn.execute("SELECT period FROM inputs WHERE game_id=? AND seq=?", (game_id, seq)).fetchone()["period"]


def with_time(setup: Setup, inp: dict[str, Any], tz: Any) -> dict[str, Any]:
    """A skill the seed times (自爆) carries when it was sent, so its window can be checked."""
    if inp.get("skill") in rulesets.get(setup.ruleset).skill_windows and not inp.get("time"):
        inp = {**inp, "time": datetime.now(timezone.utc).astimezone(tz).isoformat(timespec="seconds")}
    return inp


def submit(store: Store, game_id: str, inp: dict[str, Any], source: str, batcher: Batcher,
           then: Callable[[Any, int, int | None], None] | None = None,
           again: bool = False, owner: int | None = None) -> tuple[int, int | None]:
    """Record `inp`, replacing the seat's earlier use of the same skill in the open period, in a
    batch with whatever arrives at the same moment. `then(conn, seq, replaced)` commits with the
    input (the audit row). Returns the new seq and the replaced one (None for a first submission).
    Inputs other than actions (遗言), and a second use a rule grants (`again`), replace nothing.
    `owner`: the seat whose submission this one changes (a teammate's, for a team's one use)."""
    if inp.get("kind") != "action" or again:
        hook = (lambda conn, seq: then(conn, seq, None)) if then else None
        item = batcher.record(store, game_id, Item(inp, source, None, hook))
        if item.error is not None:
            raise item.error
        return item.seq, None
    who = owner if owner is not None else inp["by"]
    for _ in range(3):
        replaces = store.earlier(game_id, "action", who, inp["skill"])
        hook = (lambda conn, seq, r=replaces: then(conn, seq, r)) if then else None
        item = batcher.record(store, game_id, Item(inp, source, replaces, hook))
        if item.error is None:
            return item.seq, replaces
        if store.earlier(game_id, "action", who, inp["skill"]) == replaces:
            raise item.error
        # another change of the same seat landed first: try again against it
    raise Refusal("同一技能正在被同时更改，请刷新页面后重试")
