"""Schema versions (issue 23): a data directory made by bansha before versions upgrades in place
— its games, inputs, links and password carry over — and the store's SQL is what PostgreSQL
runs too (no json_extract, INSERT OR REPLACE/IGNORE or AUTOINCREMENT outside the first version,
which is the old schema exactly)."""
from __future__ import annotations

import json
import re
import sqlite3
from pathlib import Path

from alembic.config import Config
from alembic.script import ScriptDirectory

from bansha.service import accounts, auth
from bansha.store import migrate
from bansha.store.db import connect
from bansha.store.games import Store
from bansha.store.migrations.versions.v0001_baseline import SQLITE

ROOT = Path(__file__).parent.parent.parent / "bansha"


def _old_data_dir(path: Path) -> None:
    """What bansha wrote before versions: its tables, a director password (scrypt), a game with inputs."""
    path.mkdir()
    conn = sqlite3.connect(path / "bansha.sqlite3", isolation_level=None)
    for sql in SQLITE:
        conn.execute(sql)
    conn.execute("INSERT INTO web_meta (key, value) VALUES ('director_password', ?)", (auth.hash_password("old-pass-1"),))
    seats = [{"seat": i, "name": f"p{i}", "role": r} for i, r in
             enumerate(["预言家", "女巫", "守墓人", "狼人", "狼人", "石像鬼", "平民", "平民", "平民", "平民"], 1)]
    conn.execute("INSERT INTO games VALUES ('old', 'pvz', '{}', 7, ?, 'given', '旧局', NULL, 'Asia/Shanghai', '2026-01-01')",
                 (json.dumps(seats, ensure_ascii=False),))
    conn.execute("INSERT INTO inputs (game_id, seq, period, payload, source, recorded_at) VALUES"
                 " ('old', 1, 'start', '{\"kind\": \"close\"}', 'director', '2026-01-01T00:00:00')")
    conn.execute("INSERT INTO web_sessions VALUES ('h', 'c', '2026-01-01', '2999-01-01', NULL)")
    conn.close()


def test_an_old_data_directory_upgrades_in_place(tmp_path):
    data = tmp_path / "data"
    _old_data_dir(data)
    conn = connect(data)
    assert migrate.version(conn) == migrate.HEAD
    store = Store(conn)
    assert store.open("old").period == "night 1"
    store.record("old", {"kind": "action", "by": 1, "skill": "预言", "targets": [4]})
    assert accounts.login(conn, "admin", "old-pass-1") is not None  # the password of before, now the admin's
    assert conn.execute("SELECT account_id FROM web_sessions").fetchone()[0] == accounts.admin(conn).id
    assert conn.execute("SELECT COUNT(*) FROM web_meta WHERE key='director_password'").fetchone()[0] == 0
    again = connect(data)  # a second connection finds it current
    assert migrate.version(again) == migrate.HEAD and len(Store(again).inputs("old")) == 2


def test_a_database_of_a_newer_bansha_is_refused(tmp_path):
    conn = connect(tmp_path / "d")
    conn.execute("UPDATE alembic_version SET version_num='9999'")
    migrate._current.discard(conn.name)
    try:
        connect(tmp_path / "d")
    except migrate.SchemaError as e:
        assert "比这个 bansha 新" in str(e)
    else:
        raise AssertionError("a newer schema was taken")


def test_head_is_the_newest_migration():
    config = Config()
    config.set_main_option("script_location", str(migrate.MIGRATIONS))
    assert ScriptDirectory.from_config(config).get_current_head() == migrate.HEAD


def test_no_sqlite_only_sql_outside_the_first_version():
    forbidden = re.compile(r"json_extract|INSERT OR (REPLACE|IGNORE)|AUTOINCREMENT|lastrowid|PRAGMA database_list")
    found = []
    for path in ROOT.rglob("*.py"):
        if path.name.startswith("v000") and path.parent.name == "versions":
            continue  # the old schemas as they were, and the SQLite spelling of an id column
        for i, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            if forbidden.search(line):
                found.append(f"{path.relative_to(ROOT)}:{i}: {line.strip()}")
    assert not found, found
