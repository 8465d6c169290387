"""The bot's own tables (made by the migrations, `bansha/store/migrations`), in the games' database
beside the console's: bindings, incoming message ids seen, the outbox of messages to send, what
each seat has been sent, and the group chat relayed between team members. None of it is game
state: the game stays the input log."""
from __future__ import annotations

from typing import Any


def meta(conn: Any, key: str) -> str | None:
    row = conn.execute("SELECT value FROM bot_meta WHERE key=?", (key,)).fetchone()
    return row[0] if row else None


def set_meta(conn: Any, key: str, value: str) -> None:
    conn.execute("INSERT INTO bot_meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value=excluded.value",
                 (key, value))
