"""Submitting an action, with "change" as the engine allows it.

The engine refuses a second use of a night skill in one period (所有夜间技能经裁判确认有效后，
均不可更改技能目标), so a change before the deadline takes the earlier input back and records
the new one in its place, in one transaction (`Store.record(..., replaces=seq)`); both stay in
the log, the first marked undone, and the audit keeps every attempt with its time."""
from __future__ import annotations

from datetime import datetime, timezone
from typing import Any, Callable

from bansha import rulesets
from bansha.engine.errors import Refusal
from bansha.engine.game import Game
from bansha.store.games import Store

from .seat_view import own_actions


def with_time(store: Store, game_id: str, inp: dict[str, Any], tz: Any) -> dict[str, Any]:
    """A skill the seed times (自爆) carries when it was sent, so its window can be checked."""
    setup = store.setup(game_id)
    if inp.get("skill") in rulesets.get(setup.ruleset).skill_windows and not inp.get("time"):
        inp = {**inp, "time": datetime.now(timezone.utc).astimezone(tz).isoformat(timespec="seconds")}
    return inp


def submit(store: Store, game_id: str, inp: dict[str, Any], source: str,
           then: Callable[[Any, int, int | None], None] | None = None) -> tuple[Game, int, int | None]:
    """Record `inp`, replacing the seat's earlier use of the same skill in the open period.
    `then(conn, seq, replaced)` commits with the input (the audit row). Returns the game, the
    new seq and the replaced seq (None for a first submission)."""
    for _ in range(3):
        prev = own_actions(store.inputs(game_id), inp["by"]).get(inp["skill"])
        replaces = prev.seq if prev else None
        try:
            hook = (lambda conn, seq, r=replaces: then(conn, seq, r)) if then else None
            game = store.record(game_id, inp, source, replaces=replaces, then=hook)
        except Refusal:
            now = own_actions(store.inputs(game_id), inp["by"]).get(inp["skill"])
            if (now.seq if now else None) != replaces:
                continue  # another change of the same seat landed first: try again against it
            raise
        return game, store.last_seq, replaces
    raise Refusal("同一技能正在被同时更改，请刷新页面后重试")
