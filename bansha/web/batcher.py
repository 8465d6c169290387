"""Submissions to one game that arrive together are recorded together (see bansha.store.batch).

The first request for a game leads: it records what is queued (itself at first), then hands the
lead to the oldest waiting request, which records everything that queued up meanwhile. Nobody
waits for more than one batch ahead of it, and a quiet game records each input at once."""
from __future__ import annotations

import threading
from dataclasses import dataclass, field

from bansha.store.batch import Item, record_batch
from bansha.store.games import Store


@dataclass
class _Ticket:
    item: Item
    wake: threading.Event = field(default_factory=threading.Event)
    processed: bool = False
    failure: BaseException | None = None


class Batcher:
    def __init__(self) -> None:
        self._guard = threading.Lock()
        self._queues: dict[str, list[_Ticket]] = {}
        self._busy: set[str] = set()

    def record(self, store: Store, game_id: str, item: Item) -> Item:
        """Record `item` (possibly with others); returns it with its seq or its refusal."""
        ticket = _Ticket(item)
        with self._guard:
            self._queues.setdefault(game_id, []).append(ticket)
            lead = game_id not in self._busy
            self._busy.add(game_id)
        if not lead:
            ticket.wake.wait()  # until recorded by a leader, or handed the lead
        if not ticket.processed:
            self._lead(store, game_id)
        if ticket.failure is not None:
            raise ticket.failure
        return item

    def _lead(self, store: Store, game_id: str) -> None:
        with self._guard:
            batch = self._queues.pop(game_id, [])
        try:
            record_batch(store, game_id, [t.item for t in batch])
        except BaseException as e:  # a database error: every request in the batch hears of it
            for t in batch:
                t.failure = e
        for t in batch:
            t.processed = True
        with self._guard:
            waiting = self._queues.get(game_id)
            if waiting:
                waiting[0].wake.set()
            else:
                self._busy.discard(game_id)
        for t in batch:
            t.wake.set()
