"""A new process (the CLI, a restarted console) starts from the period start kept in the SQLite
file and replays only the open period (issue 11 §4); the kept start is used only for the same
settled inputs and the same code, and gives exactly what a full replay gives."""
from __future__ import annotations

import random

import pytest
from any_deal import seats_for

from bansha import randplay, rulesets
from bansha.engine.errors import Refusal
from bansha.store import games, persisted, snapshots
from bansha.store.db import connect
from bansha.store.games import Store

from .test_store_cache import same


def new_process() -> None:
    """What a new process starts with: no cache in memory."""
    snapshots.forget()
    games._logs.clear()
    games._peeked.clear()


def played(where, ruleset_id: str, periods: int) -> Store:
    store = Store(connect(where))
    store.create("g", ruleset_id, seats_for(ruleset_id), {}, 3)
    rng = random.Random(3)
    for _ in range(periods):
        game = store.open("g")
        if game.over:
            break
        for inp in randplay.random_inputs(game, rng)[:10]:
            try:
                store.record("g", inp)
            except Refusal:
                pass
        store.record("g", {"kind": "close"})
    return store


@pytest.mark.parametrize("ruleset_id", ["pvz", "hongloumeng", "bajian"])
def test_a_new_process_starts_from_the_kept_start(where, monkeypatch, ruleset_id):
    store = played(where, ruleset_id, 4)
    new_process()
    replays = []
    real = Store._replay
    monkeypatch.setattr(Store, "_replay", staticmethod(lambda setup, log, extra=(): replays.append(len(log))
                                                        or real(setup, log, extra)))
    fresh = Store(connect(where))
    game = fresh.open("g")
    assert replays == []  # nothing replayed: the kept start plus the open period's inputs
    monkeypatch.setattr(Store, "_replay", staticmethod(real))
    full = Store._replay(fresh.setup("g"), fresh.inputs("g"))
    assert game.events == full.events and game.final() == full.final()
    same(fresh, "g")


def test_other_code_or_other_inputs_replay_the_log(where, monkeypatch):
    store = played(where, "pvz", 3)
    new_process()
    key, rs = games.log_key(store.inputs("g")), rulesets.get("pvz")
    assert persisted.load(store.conn, "g", key, rs) is not None
    monkeypatch.setattr(persisted, "_fingerprint", ["another version of bansha"])
    assert persisted.load(store.conn, "g", key, rs) is None
    monkeypatch.undo()
    new_process()
    store.undo("g")  # the last close: the kept start no longer matches the settled inputs
    new_process()
    same(Store(connect(where)), "g")


def test_a_damaged_entry_is_only_a_miss(where):
    store = played(where, "pvz", 3)
    store.conn.execute("UPDATE snapshots SET state = ?", (b"\x00\xff",))
    new_process()
    same(Store(connect(where)), "g")


def test_the_code_fingerprint_is_made_once_when_many_threads_ask_at_once(monkeypatch):
    """A server's first requests all ask for the fingerprint: one thread hashes the sources, the others
    wait for it (each used to read every source file itself)."""
    import hashlib
    import threading
    made, real = [], hashlib.sha256

    def sha256(data=b""):
        made.append(1)
        return real(data)
    monkeypatch.setattr(persisted, "_fingerprint", [])
    monkeypatch.setattr(persisted.hashlib, "sha256", sha256)
    start, got = threading.Barrier(8), []
    threads = [threading.Thread(target=lambda: (start.wait(), got.append(persisted.fingerprint()))) for _ in range(8)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert len(made) == 1 and len(got) == 8 and len(set(got)) == 1
