"""`bansha backup` / `bansha restore` (issue 23): the whole store in one file, restored into an
empty SQLite directory or PostgreSQL database with every game, input, account and player, the
games playing on as before; a store that holds anything is not restored over."""
from __future__ import annotations

import pytest

from bansha.engine.errors import Refusal
from bansha.service import accounts
from bansha.store import backup
from bansha.store.db import connect
from bansha.store.games import Store
from bansha.web import players

from .test_store_both import night1


def _filled(where) -> Store:
    store = Store(connect(where))
    night1(store, "g")
    store.record("g", {"kind": "action", "by": 1, "skill": "预言", "targets": [2]}, "account:alice")
    store.undo("g")
    store.record("g", {"kind": "action", "by": 1, "skill": "预言", "targets": [5]}, "account:alice")
    accounts.create(store.conn, "alice", "alice-password")
    players.link_all(store.conn, "g", {1: ("渐强", "12345678")})
    return store


def _same(a: Store, b: Store) -> None:
    for table in ("games", "inputs", "accounts", "players", "seat_players"):
        rows = [[int(v) if isinstance(v, bool) else v for v in r] for r in
                a.conn.execute(f"SELECT * FROM {table} ORDER BY 1, 2").fetchall()]
        again = [[int(v) if isinstance(v, bool) else v for v in r] for r in
                 b.conn.execute(f"SELECT * FROM {table} ORDER BY 1, 2").fetchall()]
        assert rows == again, table
    assert [r.payload for r in a.inputs("g")] == [r.payload for r in b.inputs("g")]


def test_a_backup_restores_into_an_empty_store_of_either_kind(tmp_path, where):
    old = _filled(tmp_path / "old")
    counts = backup.write(old.conn, tmp_path / "all.bansha")
    assert counts["inputs"] == 3 and counts["accounts"] == 1  # the undone input too: the log is kept whole
    backup.restore(where, tmp_path / "all.bansha")
    new = Store(connect(where))
    _same(old, new)
    assert accounts.login(new.conn, "alice", "alice-password") is not None
    new.record("g", {"kind": "close"})  # the game plays on
    accounts.create(new.conn, "bob", "bob-password")  # and new rows get new ids
    assert players.linked(new.conn, "g")[1].qq == "12345678"


def test_a_store_that_holds_anything_is_not_restored_over(tmp_path, where):
    old = _filled(tmp_path / "old")
    backup.write(old.conn, tmp_path / "all.bansha")
    Store(connect(where)).create("other", "pvz", [{"seat": i, "name": f"p{i}"} for i in range(1, 11)], {}, 1)
    with pytest.raises(Refusal, match="已经有数据"):
        backup.restore(where, tmp_path / "all.bansha")


def test_a_file_that_is_no_backup_is_refused(tmp_path):
    (tmp_path / "x.bansha").write_bytes(b"not gzip")
    with pytest.raises(Refusal, match="无法读取备份文件"):
        backup.restore(tmp_path / "d", tmp_path / "x.bansha")


def test_every_table_is_backed_up_or_named_as_left_out(where):
    """A table added by a later version must be listed in `backup.TABLES` (or, a cache, in
    `backup.SKIPPED`), or its rows would be lost by a backup and restore."""
    assert backup.present_tables(connect(where)) == set(backup.TABLES) | set(backup.SKIPPED)
