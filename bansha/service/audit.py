"""Every submission a player makes through their link, kept with its time and outcome —
accepted, a change that replaced an earlier input, or refused with the rules' reason — so a
dispute over "I sent it before the deadline" is settled by the record."""
from __future__ import annotations

import json
import sqlite3
from typing import Any

from .db import now


def log(conn: sqlite3.Connection, game_id: str, seat: int, link_id: int | None, period: str,
        payload: dict[str, Any], outcome: str, reason: str = "", seq: int | None = None,
        replaced: int | None = None) -> None:
    conn.execute(
        "INSERT INTO web_submissions (game_id, seat, link_id, period, payload, outcome, reason, seq, replaced, at)"
        " VALUES (?,?,?,?,?,?,?,?,?,?)",
        (game_id, seat, link_id, period, json.dumps(payload, ensure_ascii=False), outcome, reason, seq, replaced,
         now()))


def of_seat(conn: sqlite3.Connection, game_id: str, seat: int, last: int | None = None) -> list[dict[str, Any]]:
    """The seat's submissions, oldest first; `last`: only the latest so many (a page on a long game)."""
    if last is None:
        rows = conn.execute("SELECT * FROM web_submissions WHERE game_id=? AND seat=? ORDER BY id",
                            (game_id, seat)).fetchall()
    else:
        rows = conn.execute("SELECT * FROM web_submissions WHERE game_id=? AND seat=? ORDER BY id DESC LIMIT ?",
                            (game_id, seat, last)).fetchall()[::-1]
    return [_row(r) for r in rows]


def of_game(conn: sqlite3.Connection, game_id: str) -> list[dict[str, Any]]:
    rows = conn.execute("SELECT * FROM web_submissions WHERE game_id=? ORDER BY id", (game_id,)).fetchall()
    return [_row(r) for r in rows]


def _row(r: sqlite3.Row) -> dict[str, Any]:
    out = dict(r)
    out["payload"] = json.loads(r["payload"])
    return out
