"""Spectator links (PVZ: 本期活动设置观众QQ群…游戏结束前，裁判不得在观众群内透露游戏的关键信息):
one per game, 256 random bits stored hashed like a seat link. While the game runs the link shows
only the public record — the 公示 and the public cards, exactly what every player sees — and once
the game is over, everything: the whole 复盘."""
from __future__ import annotations

import secrets
from typing import Any

from bansha.service.auth import digest
from bansha.service.db import now, transaction


def issue(conn: Any, game_id: str) -> str:
    """A new link for the game; the old one, if any, stops working at once."""
    token = secrets.token_urlsafe(32)
    with transaction(conn):
        conn.execute("UPDATE spectator_links SET revoked=? WHERE game_id=? AND revoked IS NULL", (now(), game_id))
        conn.execute("INSERT INTO spectator_links (game_id, token_hash, created) VALUES (?,?,?)",
                     (game_id, digest(token), now()))
    return token


def revoke(conn: Any, game_id: str) -> bool:
    return conn.execute("UPDATE spectator_links SET revoked=? WHERE game_id=? AND revoked IS NULL",
                        (now(), game_id)).rowcount > 0


def resolve(conn: Any, token: str) -> str | None:
    """The game this token watches, or None (unknown, revoked or malformed)."""
    if not token or len(token) > 100:
        return None
    row = conn.execute("SELECT game_id FROM spectator_links WHERE token_hash=? AND revoked IS NULL",
                       (digest(token),)).fetchone()
    return row[0] if row else None


def active_since(conn: Any, game_id: str) -> str | None:
    row = conn.execute("SELECT created FROM spectator_links WHERE game_id=? AND revoked IS NULL", (game_id,)).fetchone()
    return row[0] if row else None
