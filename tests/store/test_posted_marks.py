"""待发布's "posted" marks (issue 19, migration 0005) kept with the game on SQLite and PostgreSQL alike:
set once however often it is sent, taken back, and refused for a post whose text changed."""
from __future__ import annotations

import pytest

from bansha.demo import NAMES, ROLES
from bansha.engine.errors import Refusal
from bansha.service import posts_due
from bansha.store.db import connect
from bansha.store.games import Store

SEATS = [{"seat": i + 1, "name": n, "role": r} for i, (n, r) in enumerate(zip(NAMES, ROLES))]


def test_posted_marks_on_either_store(where):
    store = Store(connect(where))
    store.create("g", "pvz", SEATS, {}, 7)
    for inp in ({"kind": "close"}, {"kind": "action", "by": 2, "skill": "杀人", "targets": [7]}, {"kind": "close"}):
        store.record("g", inp)
    for n in range(1, 13):
        store.record("g", {"kind": "sheriff_vote", "by": n, "for": 1})
    game = store.open("g")
    first, second = posts_due.of_period(game, "day 1")
    for _ in range(2):
        posts_due.mark(store.conn, "g", game, "day 1", first.n, first.digest, "admin")
    every = posts_due.every(store.conn, "g", game, ["start", "night 1", "day 1"])
    assert [p.posted is not None for p in every] == [True, False]
    assert every[0].posted[0] == "admin"
    posts_due.mark(store.conn, "g", game, "day 1", first.n, first.digest, "admin", posted=False)
    assert posts_due.marks(store.conn, "g") == {}
    with pytest.raises(Refusal, match="这条公示已经变了"):
        posts_due.mark(store.conn, "g", game, "day 1", second.n, first.digest, "admin")
