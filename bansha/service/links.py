"""Seat links: the private URL a player uses instead of messaging the director.

A link is 256 random bits (`secrets.token_urlsafe(32)`); only its SHA-256 is stored, so the
director sees a link once, when it is issued, and issues a new one if it is lost. Each seat has
at most one active link (a partial unique index holds this under races): issuing a new link —
a lost link, or a 替补 taking the seat over — revokes the old one in the same transaction."""
from __future__ import annotations

import secrets
import sqlite3
from dataclasses import dataclass

from .auth import digest
from .db import now, transaction


@dataclass(frozen=True)
class Link:
    id: int
    game_id: str
    seat: int
    player: str
    created: str


def _link(row: sqlite3.Row) -> Link:
    return Link(row["id"], row["game_id"], row["seat"], row["player"], row["created"])


def issue(conn: sqlite3.Connection, game_id: str, seat: int, player: str, why: str = "") -> str:
    """A new link for the seat; the seat's old link, if any, stops working at once."""
    token = secrets.token_urlsafe(32)
    with transaction(conn):
        conn.execute("UPDATE web_links SET revoked=?, why=? WHERE game_id=? AND seat=? AND revoked IS NULL",
                     (now(), why or "重新生成", game_id, seat))
        conn.execute("INSERT INTO web_links (game_id, seat, token_hash, player, created) VALUES (?,?,?,?,?)",
                     (game_id, seat, digest(token), player, now()))
    return token


def issue_all(conn: sqlite3.Connection, game_id: str, seats: dict[int, str]) -> dict[int, str]:
    return {n: issue(conn, game_id, n, name, "重新生成全部") for n, name in seats.items()}


def revoke(conn: sqlite3.Connection, game_id: str, seat: int, why: str = "导演停用") -> bool:
    cur = conn.execute("UPDATE web_links SET revoked=?, why=? WHERE game_id=? AND seat=? AND revoked IS NULL",
                       (now(), why, game_id, seat))
    return cur.rowcount > 0


def resolve(conn: sqlite3.Connection, token: str) -> Link | None:
    """The active link this token opens, or None (unknown, revoked, or malformed)."""
    if not token or len(token) > 100:
        return None
    row = conn.execute("SELECT * FROM web_links WHERE token_hash=? AND revoked IS NULL", (digest(token),)).fetchone()
    return _link(row) if row else None


def active(conn: sqlite3.Connection, game_id: str) -> dict[int, Link]:
    rows = conn.execute("SELECT * FROM web_links WHERE game_id=? AND revoked IS NULL", (game_id,)).fetchall()
    return {r["seat"]: _link(r) for r in rows}


def players(conn: sqlite3.Connection, game_id: str) -> dict[int, str]:
    """Who plays each seat now (a 替补's nickname after a substitution)."""
    return {n: link.player for n, link in active(conn, game_id).items()}


def substitutions(conn: sqlite3.Connection, game_id: str, seat: int) -> int:
    """How many times the seat has changed player (替补)."""
    return conn.execute("SELECT COUNT(*) FROM web_links WHERE game_id=? AND seat=? AND why LIKE '替补：%'",
                        (game_id, seat)).fetchone()[0]


def history(conn: sqlite3.Connection, game_id: str) -> list[sqlite3.Row]:
    return conn.execute("SELECT id, seat, player, created, revoked, why FROM web_links WHERE game_id=?"
                        " ORDER BY seat, id", (game_id,)).fetchall()
