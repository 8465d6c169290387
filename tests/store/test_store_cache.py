"""The store's period-start cache (added for the console's submit latency) never changes a
result: random legal games recorded through the store open exactly as a full replay builds
them, after closes, undos, withdrawals and writes from another connection (another process)."""
from __future__ import annotations

import random

import pytest
from any_deal import seats_for

from bansha import randplay, rulesets
from bansha.engine.errors import Refusal
from bansha.store.db import connect
from bansha.store.games import Store


def same(store: Store, game_id: str) -> None:
    setup, log = store.setup(game_id), store.inputs(game_id)
    cached, full = store.open(game_id), Store._replay(setup, log)
    assert cached.events == full.events and cached.audiences == full.audiences
    assert cached.final() == full.final() and len(cached.inbox) == len(full.inbox)
    assert {n: (s.alive, [x.uses_left for x in s.skills]) for n, s in cached.seats.items()} == \
        {n: (s.alive, [x.uses_left for x in s.skills]) for n, s in full.seats.items()}


@pytest.mark.parametrize("ruleset_id", rulesets.ids())
@pytest.mark.parametrize("seed", [1, 2])
def test_cached_opens_equal_full_replays(where, ruleset_id, seed):
    store, other = Store(connect(where)), Store(connect(where))
    store.create("g", ruleset_id, seats_for(ruleset_id), {}, seed)
    rng = random.Random(seed)
    for period in range(8):
        game = store.open("g")
        if game.over:
            break
        for inp in randplay.random_inputs(game, rng)[:12]:
            try:
                (other if rng.random() < 0.3 else store).record("g", inp)
            except Refusal:
                continue
        same(store, "g")
        if rng.random() < 0.3 and store.inputs("g"):
            store.undo("g")
            same(store, "g")
        opened = [r for r in store.inputs("g") if r.period == store.open("g").period]
        if opened and rng.random() < 0.5:
            try:
                store.withdraw("g", opened[0].seq)
            except Refusal:
                pass
            same(store, "g")
        store.record("g", {"kind": "close"})
        same(store, "g")
        same(other, "g")


def test_the_kept_log_follows_every_writer(where):
    """Issue 11 §4: a reader keeps the log it read, by the version a trigger moves on every write
    from any connection: another process's input, undo and withdrawal are seen at once."""
    store, other = Store(connect(where)), Store(connect(where))
    store.create("g", "pvz", seats_for("pvz"), {}, 1)
    store.record("g", {"kind": "close"})
    assert [r.kind for r in store.inputs("g")] == ["close"]
    card = {"kind": "card", "card": "黄牌", "reason": "场外"}
    other.record("g", {**card, "to": 1})
    assert [r.kind for r in store.inputs("g")] == ["close", "card"]
    other.undo("g")
    assert [r.kind for r in store.inputs("g")] == ["close"]
    other.record("g", {**card, "to": 2})
    seq = other.last_seq
    store.record("g", {**card, "to": 3})
    other.withdraw("g", seq)
    assert [(r.kind, r.payload["to"]) for r in store.inputs("g")[1:]] == [("card", 3)]
    log = store.inputs("g")
    log[1].payload["to"] = 9  # a caller's change to what it was handed stays its own
    assert store.inputs("g")[1].payload["to"] == 3


def test_a_thawed_game_never_changes_the_kept_start(where):
    """The record of settled periods is shared between copies of the kept start (so thawing a long
    game is cheap); each copy's list is its own."""
    store = Store(connect(where))
    store.create("g", "pvz", seats_for("pvz"), {}, 1)
    store.record("g", {"kind": "close"})
    a = store.open("g")
    n = len(a.events)
    a.events.append({"t": "night 1", "type": "trace", "text": "x"})
    a.audiences.append("director")
    b = store.open("g")
    assert len(b.events) == n and b.events is not a.events and b.audiences is not a.audiences


def test_a_data_directory_from_before_the_version_table_gets_it(tmp_path):
    import sqlite3
    path = tmp_path / "bansha.sqlite3"
    old = sqlite3.connect(path)
    old.executescript("""CREATE TABLE games (id TEXT PRIMARY KEY, ruleset TEXT NOT NULL, options TEXT NOT NULL,
        rng INTEGER NOT NULL, seats TEXT NOT NULL, dealt TEXT NOT NULL, title TEXT NOT NULL DEFAULT '',
        start_date TEXT, tz TEXT NOT NULL DEFAULT 'Asia/Shanghai', created TEXT NOT NULL);
        CREATE TABLE inputs (game_id TEXT NOT NULL REFERENCES games(id), seq INTEGER NOT NULL, period TEXT NOT NULL,
        payload TEXT NOT NULL, source TEXT NOT NULL DEFAULT 'director', recorded_at TEXT NOT NULL,
        undone INTEGER NOT NULL DEFAULT 0, PRIMARY KEY (game_id, seq));""")
    old.close()
    store = Store(connect(tmp_path))
    store.create("g", "pvz", seats_for("pvz"), {}, 1)
    store.record("g", {"kind": "close"})
    assert store.conn.execute("SELECT v FROM log_version WHERE game_id='g'").fetchone()[0] == 1
    assert [r.kind for r in store.inputs("g")] == ["close"]
