"""The store's caches keep the games used most recently (`store.recent`), so a server that has opened many
games holds a bounded number of them; a game dropped from them is rebuilt from its log, the same game."""
from __future__ import annotations

import pytest

from bansha.demo import NAMES, ROLES
from bansha.store import games as store_games, snapshots, write
from bansha.store.db import connect
from bansha.store.games import Store
from bansha.store.recent import Recent

SEATS = [{"seat": i + 1, "name": n, "role": r} for i, (n, r) in enumerate(zip(NAMES, ROLES))]  # 2, 5, 10: the pack
CACHES = (write._live, snapshots._starts, snapshots._closings, store_games._logs, store_games._peeked)


def test_the_oldest_entry_goes_first_and_reading_one_makes_it_the_newest():
    kept = Recent(3)
    for k in "abcd":
        kept[k] = k.upper()
    assert list(kept) == ["b", "c", "d"]
    assert kept.get("b") == "B" and kept.get("a") is None
    kept["e"] = "E"
    assert list(kept) == ["d", "b", "e"]  # c was the oldest once b was read


@pytest.fixture
def small_caches(monkeypatch):
    for cache in CACHES:
        monkeypatch.setattr(cache, "size", 2)
        cache.clear()
    yield
    for cache in CACHES:
        cache.clear()


def test_a_store_over_many_games_keeps_a_few_and_rebuilds_the_others_the_same(tmp_path, small_caches):
    store = Store(connect(tmp_path / "data"))
    ids = [f"g{i}" for i in range(5)]
    before = {}
    for g in ids:
        store.create(g, "pvz", SEATS, {}, 7)
        store.record(g, {"kind": "close"})
        store.record(g, {"kind": "action", "by": 2, "skill": "杀人", "targets": [7]}, "seat:2")
        before[g] = store.peek(g).events
    assert all(len(cache) <= 2 for cache in CACHES)
    assert not any((store._db, "g0") in cache for cache in CACHES)  # the first game is in none of them now
    assert store.open("g0").events == before["g0"]  # rebuilt from its log: the same record
    store.record("g0", {"kind": "close"})
    assert store.open("g0").period == "day 1"
    assert all(len(cache) <= 2 for cache in CACHES)
