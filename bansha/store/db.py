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
-- a counter per game, moved by every change to its log (whoever writes: the CLI, the console,
-- the bot), so a reader knows in one lookup whether the log it holds is still the log
CREATE TABLE IF NOT EXISTS log_version (
    game_id TEXT PRIMARY KEY,
    v INTEGER NOT NULL
);
CREATE TRIGGER IF NOT EXISTS inputs_version_insert AFTER INSERT ON inputs BEGIN
    INSERT INTO log_version (game_id, v) VALUES (NEW.game_id, 1) ON CONFLICT (game_id) DO UPDATE SET v = v + 1;
END;
CREATE TRIGGER IF NOT EXISTS inputs_version_update AFTER UPDATE ON inputs BEGIN
    INSERT INTO log_version (game_id, v) VALUES (NEW.game_id, 1) ON CONFLICT (game_id) DO UPDATE SET v = v + 1;
END;
CREATE TRIGGER IF NOT EXISTS inputs_version_delete AFTER DELETE ON inputs BEGIN
    INSERT INTO log_version (game_id, v) VALUES (OLD.game_id, 1) ON CONFLICT (game_id) DO UPDATE SET v = v + 1;
END;
CREATE INDEX IF NOT EXISTS inputs_undone ON inputs (game_id, seq) WHERE undone;
-- a cache, not the truth: each game's last period start, for the inputs and the code it was made
-- by (bansha.store.persisted), so a new process replays only the open period
CREATE TABLE IF NOT EXISTS snapshots (
    game_id TEXT PRIMARY KEY,
    log_key TEXT NOT NULL,
    code TEXT NOT NULL,
    state BLOB NOT NULL
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
