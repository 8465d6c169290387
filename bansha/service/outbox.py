"""Messages waiting to go out, kept in the store until the QQ client confirms each one (it
answers `send_private_msg` with a message id). A message not confirmed — the client was
offline, the connection dropped mid-send — stays pending and is sent again once a client is
connected, in the order it was queued. A message the client refuses (not a friend, muted) is
tried a few times, then left marked with the client's error for the director to see."""
from __future__ import annotations

import sqlite3
from typing import Any

from bansha.text import visible

from . import db

MAX_REFUSALS = 5  # tries a message gets when the client answers with an error
CHUNK = 1500  # characters per QQ message; longer texts are split at line ends


def chunks(text: str, size: int = CHUNK) -> list[str]:
    out: list[str] = []
    cur = ""
    for line in text.split("\n"):
        while len(line) > size:
            if cur:
                out.append(cur)
                cur = ""
            out.append(line[:size])
            line = line[size:]
        if cur and len(cur) + 1 + len(line) > size:
            out.append(cur)
            cur = line
        else:
            cur = f"{cur}\n{line}" if cur else line
    if cur or not out:
        out.append(cur)
    return out


def put(conn: sqlite3.Connection, user_id: str, text: str, kind: str, game_id: str | None = None,
        seat: int | None = None, self_id: str = "") -> list[int]:
    """Queue `text` for the number (split if long); returns the outbox ids. Call inside the
    caller's transaction when the message must commit with something else. What is sent is plain
    text under the pages' policy (`bansha.text.visible`): a player's NUL or U+202E echoed in a
    reply never reaches QQ."""
    ids = []
    for part in chunks(visible(text)):
        ids.append(conn.execute(
            "INSERT INTO bot_outbox (game_id, seat, user_id, self_id, kind, text, created) VALUES (?,?,?,?,?,?,?)"
            " RETURNING id", (game_id, seat, user_id, self_id, kind, part, db.now())).fetchone()[0])
    return ids


def move_after(conn: sqlite3.Connection, mark: int, first: int) -> None:
    """Put the messages queued after `mark` and before `first` (a team's note, a relayed chat line,
    written while a command was handled) behind `first` (that command's own reply), in their order."""
    rows = conn.execute("SELECT * FROM bot_outbox WHERE id > ? AND id < ? AND sent IS NULL ORDER BY id",
                        (mark, first)).fetchall()
    for r in rows:
        conn.execute("INSERT INTO bot_outbox (game_id, seat, user_id, self_id, kind, text, created, attempts, error)"
                     " VALUES (?,?,?,?,?,?,?,?,?)", (r["game_id"], r["seat"], r["user_id"], r["self_id"], r["kind"],
                                                   r["text"], r["created"], r["attempts"], r["error"]))
        conn.execute("DELETE FROM bot_outbox WHERE id=?", (r["id"],))


def pending(conn: sqlite3.Connection, limit: int = 50) -> list[sqlite3.Row]:
    return conn.execute("SELECT * FROM bot_outbox WHERE sent IS NULL AND attempts < ? ORDER BY id LIMIT ?",
                        (MAX_REFUSALS, limit)).fetchall()


def confirm(conn: sqlite3.Connection, outbox_id: int, message_id: Any) -> None:
    conn.execute("UPDATE bot_outbox SET sent=?, message_id=?, error='' WHERE id=? AND sent IS NULL",
                 (db.now(), None if message_id is None else str(message_id), outbox_id))


def refused(conn: sqlite3.Connection, outbox_id: int, error: str) -> None:
    """The client answered with an error: counted, kept, tried again up to MAX_REFUSALS times."""
    conn.execute("UPDATE bot_outbox SET attempts=attempts+1, error=? WHERE id=?", (error[:300], outbox_id))


def recent(conn: sqlite3.Connection, game_id: str, limit: int = 30) -> list[sqlite3.Row]:
    return conn.execute("SELECT * FROM bot_outbox WHERE game_id=? ORDER BY id DESC LIMIT ?",
                        (game_id, limit)).fetchall()


def last_sent(conn: sqlite3.Connection, game_id: str) -> dict[int, sqlite3.Row]:
    """Each seat's latest queued message (sent or not), for the console's binding table."""
    rows = conn.execute("SELECT * FROM bot_outbox WHERE id IN (SELECT MAX(id) FROM bot_outbox WHERE game_id=?"
                        " AND seat IS NOT NULL GROUP BY seat)", (game_id,)).fetchall()
    return {r["seat"]: r for r in rows}


def counts(conn: sqlite3.Connection) -> dict[str, int]:
    row = conn.execute("SELECT SUM(sent IS NOT NULL), SUM(sent IS NULL AND attempts < ?),"
                       " SUM(sent IS NULL AND attempts >= ?) FROM bot_outbox", (MAX_REFUSALS, MAX_REFUSALS)).fetchone()
    return {"sent": row[0] or 0, "pending": row[1] or 0, "failed": row[2] or 0}
