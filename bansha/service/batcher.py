"""Submissions that arrive together are recorded together, in one transaction (see
bansha.store.batch): one sync of the disk for every game they touch.

The first request leads: it records what is queued (itself at first), then hands the lead to the
oldest waiting request, which records everything that queued up meanwhile. Nobody waits for more
than one batch ahead of it, and a quiet server records each input at once."""
from __future__ import annotations

import threading
from dataclasses import dataclass, field

from bansha.store.batch import Item, record_batch
from bansha.store.games import Store


@dataclass
class _Ticket:
    game_id: str
    item: Item
    wake: threading.Event = field(default_factory=threading.Event)
    processed: bool = False
    failure: BaseException | None = None


class Batcher:
    def __init__(self) -> None:
        self._guard = threading.Lock()
        self._queue: list[_Ticket] = []
        self._busy = False

    def record(self, store: Store, game_id: str, item: Item) -> Item:
        """Record `item` (possibly with others); returns it with its seq or its refusal."""
        ticket = _Ticket(game_id, item)
        with self._guard:
            self._queue.append(ticket)
            lead = not self._busy
            self._busy = True
        if not lead:
            ticket.wake.wait()  # until recorded by a leader, or handed the lead
        if not ticket.processed:
            self._lead(store)
        if ticket.failure is not None:
            raise ticket.failure
        return item

    def _lead(self, store: Store) -> None:
        with self._guard:
            batch, self._queue = self._queue, []
        games: dict[str, list[Item]] = {}
        for t in batch:
            games.setdefault(t.game_id, []).append(t.item)
        try:
            record_batch(store, games)
        except BaseException as e:  # a database error: every request in the batch hears of it
            for t in batch:
                t.failure = e
        for t in batch:
            t.processed = True
        with self._guard:
            if self._queue:
                self._queue[0].wake.set()
            else:
                self._busy = False
        for t in batch:
            t.wake.set()
