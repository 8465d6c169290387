"""The bot's own tables, in the games' SQLite file beside the console's: bindings, incoming
message ids seen, the outbox of messages to send, what each seat has been sent, and the group
chat relayed between team members. None of it is game state: the game stays the input log."""
from __future__ import annotations

import sqlite3
from datetime import datetime, timezone

SCHEMA = """
CREATE TABLE IF NOT EXISTS bot_meta (
    key TEXT PRIMARY KEY,
    value TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS bot_bindings (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    game_id TEXT NOT NULL,
    seat INTEGER NOT NULL,
    link_id INTEGER NOT NULL,
    user_id TEXT NOT NULL,
    self_id TEXT NOT NULL DEFAULT '',
    bound TEXT NOT NULL,
    unbound TEXT,
    why TEXT NOT NULL DEFAULT ''
);
CREATE INDEX IF NOT EXISTS bot_bindings_user ON bot_bindings (user_id) WHERE unbound IS NULL;
-- incoming events seen, by their whole identity: a client restarted may reuse a message id for
-- another player's message, which must still be read (bot_seen, by message id alone, is gone)
DROP TABLE IF EXISTS bot_seen;
CREATE TABLE IF NOT EXISTS bot_events (
    self_id TEXT NOT NULL,
    message_id TEXT NOT NULL,
    user_id TEXT NOT NULL,
    time INTEGER NOT NULL,
    at TEXT NOT NULL,
    PRIMARY KEY (self_id, message_id, user_id, time)
);
CREATE TABLE IF NOT EXISTS bot_outbox (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    game_id TEXT,
    seat INTEGER,
    user_id TEXT NOT NULL,
    self_id TEXT NOT NULL DEFAULT '',
    kind TEXT NOT NULL,
    text TEXT NOT NULL,
    created TEXT NOT NULL,
    attempts INTEGER NOT NULL DEFAULT 0,
    sent TEXT,
    message_id TEXT,
    error TEXT NOT NULL DEFAULT ''
);
CREATE INDEX IF NOT EXISTS bot_outbox_pending ON bot_outbox (id) WHERE sent IS NULL;
CREATE TABLE IF NOT EXISTS bot_delivered (
    game_id TEXT NOT NULL,
    seat INTEGER NOT NULL,
    user_id TEXT NOT NULL,
    key TEXT NOT NULL,
    PRIMARY KEY (game_id, seat, user_id, key)
);
CREATE TABLE IF NOT EXISTS bot_chat (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    game_id TEXT NOT NULL,
    period TEXT NOT NULL,
    grp TEXT NOT NULL,
    seat INTEGER NOT NULL,
    text TEXT NOT NULL,
    recipients TEXT NOT NULL,
    at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS bot_chat_game ON bot_chat (game_id);
"""


def ensure(conn: sqlite3.Connection) -> None:
    conn.executescript(SCHEMA)


def now() -> str:
    return datetime.now(timezone.utc).isoformat(timespec="milliseconds")


def meta(conn: sqlite3.Connection, key: str) -> str | None:
    row = conn.execute("SELECT value FROM bot_meta WHERE key=?", (key,)).fetchone()
    return row[0] if row else None


def set_meta(conn: sqlite3.Connection, key: str, value: str) -> None:
    conn.execute("INSERT OR REPLACE INTO bot_meta (key, value) VALUES (?, ?)", (key, value))
