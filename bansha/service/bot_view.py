"""What the web shows of the bot: each seat's bind code and bound number, the messages last
queued for it, and the group chat relayed to a seat (its page shows what it was sent)."""
from __future__ import annotations

import sqlite3
from typing import Any

from . import binding, links, outbox, relay


def masked(user_id: str) -> str:
    return user_id if len(user_id) <= 4 else user_id[:2] + "*" * (len(user_id) - 4) + user_id[-2:]


def configured(conn: sqlite3.Connection) -> bool:
    """Whether a QQ bot runs on this store: `bansha bot` has started on it (it keeps its access token, or
    notes its start) or a seat is bound. Without one, the players' pages offer no bind code (issue 19)."""
    if conn.execute("SELECT 1 FROM bot_meta WHERE key IN ('access_token', 'started') LIMIT 1").fetchone():
        return True
    return conn.execute("SELECT 1 FROM bot_bindings LIMIT 1").fetchone() is not None


def for_console(conn: sqlite3.Connection, secret: bytes, game_id: str) -> dict[str, Any]:
    return {"codes": binding.codes(conn, secret, game_id), "bound": binding.of_game(conn, game_id),
            "last": outbox.last_sent(conn, game_id), "recent": outbox.recent(conn, game_id, 30),
            "history": binding.history(conn, game_id)}


def for_seat(conn: sqlite3.Connection, secret: bytes, link: links.Link) -> dict[str, Any]:
    b = binding.of_game(conn, link.game_id).get(link.seat)
    return {"code": binding.code_for(secret, link), "bound": masked(b.user_id) if b else None,
            "chat": relay.of_seat(conn, link.game_id, link.seat)}
