"""The SQLite file behind every game: the game's setup and its input log, nothing derived.

Writes are durable when they return (WAL with synchronous=FULL), so an input the director or a
player was told is recorded survives a crash or a kill at any moment."""
from __future__ import annotations

import os
import sqlite3
from pathlib import Path

SCHEMA = """
CREATE TABLE IF NOT EXISTS games (
    id TEXT PRIMARY KEY,
    ruleset TEXT NOT NULL,
    options TEXT NOT NULL,
    rng INTEGER NOT NULL,
    seats TEXT NOT NULL,
    dealt TEXT NOT NULL,
    title TEXT NOT NULL DEFAULT '',
    start_date TEXT,
    tz TEXT NOT NULL DEFAULT 'Asia/Shanghai',
    created TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS inputs (
    game_id TEXT NOT NULL REFERENCES games(id),
    seq INTEGER NOT NULL,
    period TEXT NOT NULL,
    payload TEXT NOT NULL,
    source TEXT NOT NULL DEFAULT 'director',
    recorded_at TEXT NOT NULL,
    undone INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (game_id, seq)
);
"""


def data_dir(given: str | os.PathLike[str] | None = None) -> Path:
    """The data directory: the argument, else $BANSHA_DATA, else ./data."""
    path = Path(given or os.environ.get("BANSHA_DATA") or "data")
    path.mkdir(parents=True, exist_ok=True)
    return path


def connect(directory: str | os.PathLike[str] | None = None) -> sqlite3.Connection:
    conn = sqlite3.connect(data_dir(directory) / "bansha.sqlite3", timeout=30, isolation_level=None,
                           check_same_thread=False)
    conn.row_factory = sqlite3.Row
    conn.execute("PRAGMA journal_mode=WAL")
    conn.execute("PRAGMA synchronous=FULL")
    conn.execute("PRAGMA foreign_keys=ON")
    conn.executescript(SCHEMA)
    return conn
