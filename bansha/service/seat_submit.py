"""A seat's own submission through its link — a skill or its last words — checked against the
deadline, recorded with its audit row in one transaction, and audited with the rules' reason
when refused, so every attempt is on record with its time."""
from __future__ import annotations

from typing import Any, Protocol

from bansha.engine.errors import Refusal
from bansha.store.games import Store

from . import actions, audit, links
from .batcher import Batcher
from .wording import zone


class Desk(Protocol):
    """What a submission needs of the interface it came through (the web's `Web`, the bot's `Hub`):
    the store, its connection and the batcher that records submissions arriving together."""

    batcher: Batcher

    @property
    def store(self) -> Store: ...

    @property
    def conn(self) -> Any: ...


def submit(desk: Desk, link: links.Link, inp: dict[str, Any], again: bool = False) -> tuple[int, int | None]:
    """Record `inp` for the link's seat, judged by the engine alone (`Game.submit` with `by_seat`:
    whether the seat may send it now, its deadline, the rules), with its audit row in the same
    transaction; `again` adds a second use instead of changing the first. Returns the new seq and the
    seq it replaced (a change), if any; a refusal is audited with the rules' reason and raised."""
    store = desk.store
    setup = store.setup(link.game_id)
    inp = actions.with_time(setup, inp, zone(setup.tz))

    def kept(conn, seq: int, period: str, replaced: int | None) -> None:
        audit.log(conn, link.game_id, link.seat, link.id, period, inp,
                  "changed" if replaced else "recorded", seq=seq, replaced=replaced)
    try:
        return actions.submit(store, link.game_id, inp, f"seat:{link.seat}", desk.batcher, then=kept, again=again,
                              by_seat=True)
    except Refusal as r:
        audit.log(desk.conn, link.game_id, link.seat, link.id, store.peek(link.game_id).period, inp, "refused", r.reason)
        raise
