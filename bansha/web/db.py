"""The console's own tables, kept in the games' SQLite file so one backup holds everything.

Nothing here is game state: the director's password hash, sessions, seat links (hashed) and
the audit of every player submission. The game itself stays the input log in `inputs`."""
from __future__ import annotations

import sqlite3
from datetime import datetime, timezone

SCHEMA = """
CREATE TABLE IF NOT EXISTS web_meta (
    key TEXT PRIMARY KEY,
    value TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS web_sessions (
    token_hash TEXT PRIMARY KEY,
    csrf TEXT NOT NULL,
    created TEXT NOT NULL,
    expires TEXT NOT NULL,
    flash TEXT
);
CREATE TABLE IF NOT EXISTS web_links (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    game_id TEXT NOT NULL,
    seat INTEGER NOT NULL,
    token_hash TEXT NOT NULL UNIQUE,
    player TEXT NOT NULL,
    created TEXT NOT NULL,
    revoked TEXT,
    why TEXT NOT NULL DEFAULT ''
);
CREATE UNIQUE INDEX IF NOT EXISTS web_links_one_active ON web_links (game_id, seat) WHERE revoked IS NULL;
CREATE TABLE IF NOT EXISTS web_submissions (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    game_id TEXT NOT NULL,
    seat INTEGER NOT NULL,
    link_id INTEGER,
    period TEXT NOT NULL,
    payload TEXT NOT NULL,
    outcome TEXT NOT NULL,
    reason TEXT NOT NULL DEFAULT '',
    seq INTEGER,
    replaced INTEGER,
    at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS web_submissions_seat ON web_submissions (game_id, seat);
"""


def ensure(conn: sqlite3.Connection) -> None:
    conn.executescript(SCHEMA)


def now() -> str:
    return datetime.now(timezone.utc).isoformat(timespec="milliseconds")


def transaction(conn: sqlite3.Connection):
    """BEGIN IMMEDIATE … COMMIT, or ROLLBACK on any error (the connection is in autocommit)."""
    return _Tx(conn)


class _Tx:
    def __init__(self, conn: sqlite3.Connection):
        self.conn = conn

    def __enter__(self) -> sqlite3.Connection:
        self.conn.execute("BEGIN IMMEDIATE")
        return self.conn

    def __exit__(self, exc_type, exc, tb) -> None:
        self.conn.execute("ROLLBACK" if exc_type else "COMMIT")
