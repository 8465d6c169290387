"""The store's guarantees, on SQLite and on PostgreSQL alike (issue 23): one writer per game at a
time across processes, so two processes checking the same log cannot both append what only one
may (the pack's one kill); other processes' caches follow every write (`log_version`); an error
inside a write transaction undoes it and leaves the connection usable, and a failing cache write
inside one does not abort it; a server's many threads share a few pooled connections."""
from __future__ import annotations

import json
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from bansha.demo import NAMES, ROLES
from bansha.engine.errors import Refusal
from bansha.store.db import connect
from bansha.store.games import Store

SEATS = [{"seat": i + 1, "name": n, "role": r} for i, (n, r) in enumerate(zip(NAMES, ROLES))]  # 2, 5, 10: the pack
RACER = Path(__file__).with_name("racer.py")


def night1(store: Store, game_id: str) -> None:
    store.create(game_id, "pvz", SEATS, {}, 7)
    store.record(game_id, {"kind": "close"})


def test_two_processes_never_both_record_the_packs_one_kill(where):
    """PVZ-A09: the first accepted team kill binds; a second wolf's, checked against the same log
    by another process at the same moment, must be refused, not recorded beside it."""
    store = Store(connect(where))
    games = [f"g{i}" for i in range(12)]
    for g in games:
        night1(store, g)
    start = time.time() + 1.5
    procs = [subprocess.Popen([sys.executable, str(RACER), str(where), json.dumps(games),
                               json.dumps({"kind": "action", "by": wolf, "skill": "杀人", "targets": [7]}), str(start)],
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True) for wolf in (2, 10)]
    outs = [p.communicate(timeout=120) for p in procs]
    assert all(p.returncode == 0 for p in procs), outs
    accepted = sum(line.split()[1] == "accepted" for out, _ in outs for line in out.splitlines())
    assert accepted == len(games)  # one per game, whichever process came first
    for g in games:
        kills = [r for r in store.inputs(g) if r.kind == "action" and r.payload["skill"] == "杀人"]
        assert len(kills) == 1, (g, kills)
        assert [r.seq for r in store.inputs(g)] == [1, 2]


def test_every_writer_moves_the_version_other_connections_read(where):
    a, b = Store(connect(where)), Store(connect(where))
    night1(a, "g")
    assert len(b.inputs("g")) == 1
    a.record("g", {"kind": "action", "by": 1, "skill": "预言", "targets": [2]})
    assert [r.kind for r in b.inputs("g")] == ["close", "action"]
    a.undo("g")
    assert [r.kind for r in b.inputs("g")] == ["close"]


def test_a_refusal_inside_a_write_undoes_it_and_the_connection_goes_on(where):
    store = Store(connect(where))
    night1(store, "g")
    with pytest.raises(Refusal):
        store.record("g", {"kind": "action", "by": 3, "skill": "预言", "targets": [2]})  # 3号 is no seer
    with pytest.raises(Refusal):
        store.record_all("g", [{"kind": "action", "by": 1, "skill": "预言", "targets": [2]}, {"kind": "close"}])
    assert not store.conn.in_transaction
    store.record("g", {"kind": "action", "by": 1, "skill": "预言", "targets": [2]})
    assert [r.seq for r in store.inputs("g")] == [1, 2]


def test_a_failing_cache_write_inside_a_write_does_not_abort_it(where):
    """The period start kept at a close is a cache: when its table cannot take it (here: gone), the
    close it was kept beside is recorded all the same (PostgreSQL: under a savepoint)."""
    store = Store(connect(where))
    night1(store, "g")
    store.conn.execute("DELETE FROM snapshots")  # so the write below must replay, and keep its start, inside it
    if store.conn.dialect == "sqlite":  # every new period start refused, as a full disk would
        store.conn.execute("CREATE TRIGGER full BEFORE INSERT ON snapshots BEGIN SELECT RAISE(ABORT, 'full'); END")
        store.conn.execute("CREATE TRIGGER full2 BEFORE UPDATE ON snapshots BEGIN SELECT RAISE(ABORT, 'full'); END")
    else:
        store.conn.execute("ALTER TABLE snapshots ADD CONSTRAINT full_disk CHECK (false) NOT VALID")
    from bansha.store import snapshots
    snapshots.forget()
    store.record("g", {"kind": "close"})
    store.record("g", {"kind": "close"})
    assert [r.kind for r in Store(connect(where)).inputs("g")] == ["close"] * 3
    assert store.conn.execute("SELECT COUNT(*) FROM snapshots").fetchone()[0] == 0


def test_many_threads_share_a_few_connections(pg_url):
    store = Store(connect(pg_url))
    night1(store, "g")
    errors = []

    def read():
        try:
            mine = Store(connect(pg_url))
            for _ in range(5):
                mine.inputs("g")
                mine.conn.execute("SELECT pg_sleep(0.01)")
        except Exception as e:  # noqa: BLE001 - any failure is the test's finding
            errors.append(e)

    threads = [threading.Thread(target=read) for _ in range(40)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(timeout=60)
    assert not errors
    name = pg_url.rsplit("/", 1)[1]
    used = store.conn.execute("SELECT COUNT(*) FROM pg_stat_activity WHERE datname=?", (name,)).fetchone()[0]
    assert used <= 10  # the pool's size, not one connection per thread
