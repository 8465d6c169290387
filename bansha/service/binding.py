"""Tying a QQ number to a seat with a short bind code.

A seat's code is derived from its active seat link (an HMAC with the server's secret), so it is
shown on the seat's private page and the console, needs no table of its own, and changes when
the link does: a 替补 (or a reissued link) gets a new code, and the old number's binding ends
at once, since a binding holds only while the link it was made through is active. A QQ number
holds one seat at a time; binding again (another seat, another game) ends the earlier one."""
from __future__ import annotations

import hashlib
import hmac
import sqlite3
import threading
import time
from dataclasses import dataclass

from . import db, links

ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789"  # no 0/O, 1/I/L: a code is read off a screen and typed
LENGTH = 6


@dataclass(frozen=True)
class Binding:
    id: int
    game_id: str
    seat: int
    link_id: int
    user_id: str
    self_id: str
    bound: str


def code_for(secret: bytes, link: links.Link) -> str:
    raw = hmac.new(secret, f"bot-bind:{link.id}:{link.game_id}:{link.seat}".encode(), hashlib.sha256).digest()
    n = int.from_bytes(raw[:8], "big")
    out = []
    for _ in range(LENGTH):
        n, r = divmod(n, len(ALPHABET))
        out.append(ALPHABET[r])
    return "".join(out)


def codes(conn: sqlite3.Connection, secret: bytes, game_id: str) -> dict[int, str]:
    """Each seat's current code (seats without an active link have none)."""
    return {n: code_for(secret, link) for n, link in links.active(conn, game_id).items()}


def normalize(code: str) -> str:
    return "".join(ch for ch in code.upper() if not ch.isspace() and ch != "-")


def find(conn: sqlite3.Connection, secret: bytes, code: str) -> links.Link | None:
    """The active link whose code this is; None for an unknown or outdated code."""
    code = normalize(code)
    if len(code) != LENGTH or any(ch not in ALPHABET for ch in code):
        return None
    rows = conn.execute("SELECT * FROM web_links WHERE revoked IS NULL").fetchall()
    for r in rows:
        link = links.Link(r["id"], r["game_id"], r["seat"], r["player"], r["created"])
        if hmac.compare_digest(code_for(secret, link), code):
            return link
    return None


_ACTIVE = ("SELECT b.* FROM bot_bindings b JOIN web_links l ON l.id = b.link_id"
           " WHERE b.unbound IS NULL AND l.revoked IS NULL")


def _binding(r: sqlite3.Row) -> Binding:
    return Binding(r["id"], r["game_id"], r["seat"], r["link_id"], r["user_id"], r["self_id"], r["bound"])


def bind(conn: sqlite3.Connection, link: links.Link, user_id: str, self_id: str = "") -> tuple[Binding, list[Binding]]:
    """Bind the number to the link's seat; returns the binding and the ones it ended (this
    number's earlier seat, the seat's earlier number)."""
    with db.transaction(conn):
        ended = [_binding(r) for r in conn.execute(
            _ACTIVE + " AND (b.user_id=? OR (b.game_id=? AND b.seat=?))", (user_id, link.game_id, link.seat))]
        stamp = db.now()
        for b in ended:
            why = "改绑其他座位" if b.user_id == user_id else f"座位改由 QQ {user_id} 绑定"
            conn.execute("UPDATE bot_bindings SET unbound=?, why=? WHERE id=?", (stamp, why, b.id))
        # bindings whose link was replaced (替补) are over too: close them for the record
        conn.execute("UPDATE bot_bindings SET unbound=?, why='链接已更换' WHERE unbound IS NULL AND game_id=? AND seat=?"
                     " AND link_id != ?", (stamp, link.game_id, link.seat, link.id))
        new_id = conn.execute(
            "INSERT INTO bot_bindings (game_id, seat, link_id, user_id, self_id, bound) VALUES (?,?,?,?,?,?) RETURNING id",
            (link.game_id, link.seat, link.id, user_id, self_id, stamp)).fetchone()[0]
    return Binding(new_id, link.game_id, link.seat, link.id, user_id, self_id, stamp), ended


def unbind(conn: sqlite3.Connection, user_id: str, why: str = "玩家解绑") -> Binding | None:
    b = of_user(conn, user_id)
    if b is not None:
        conn.execute("UPDATE bot_bindings SET unbound=?, why=? WHERE id=?", (db.now(), why, b.id))
    return b


def of_user(conn: sqlite3.Connection, user_id: str) -> Binding | None:
    """The seat this number acts for now, if any (its link still active)."""
    row = conn.execute(_ACTIVE + " AND b.user_id=? ORDER BY b.id DESC LIMIT 1", (user_id,)).fetchone()
    return _binding(row) if row else None


def of_game(conn: sqlite3.Connection, game_id: str) -> dict[int, Binding]:
    rows = conn.execute(_ACTIVE + " AND b.game_id=? ORDER BY b.id", (game_id,)).fetchall()
    return {r["seat"]: _binding(r) for r in rows}


def games_bound(conn: sqlite3.Connection) -> list[str]:
    return [r[0] for r in conn.execute("SELECT DISTINCT b.game_id FROM (" + _ACTIVE + ") b")]


def history(conn: sqlite3.Connection, game_id: str) -> list[sqlite3.Row]:
    return conn.execute("SELECT * FROM bot_bindings WHERE game_id=? ORDER BY id", (game_id,)).fetchall()


class Attempts:
    """Failed bind codes per QQ number: a few per window, so codes cannot be guessed."""

    def __init__(self, most: int = 5, window: float = 600.0):
        self.most, self.window = most, window
        self._fails: dict[str, list[float]] = {}
        self._guard = threading.Lock()

    def blocked(self, user_id: str) -> bool:
        with self._guard:
            cut = time.monotonic() - self.window
            recent = [t for t in self._fails.get(user_id, []) if t > cut]
            self._fails[user_id] = recent
            return len(recent) >= self.most

    def failed(self, user_id: str) -> None:
        with self._guard:
            self._fails.setdefault(user_id, []).append(time.monotonic())


def link_of(conn: sqlite3.Connection, b: Binding) -> links.Link:
    r = conn.execute("SELECT * FROM web_links WHERE id=?", (b.link_id,)).fetchone()
    return links.Link(r["id"], r["game_id"], r["seat"], r["player"], r["created"])
