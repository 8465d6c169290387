"""Forum accounts to seats. An account is known by its uid (by its name where the forum gives no
uid). Its first post maps it: a forum name that is a seat's player (the current one: a 替补's
nickname after a substitution), compared as the paste compares nicknames, maps it by itself;
any other account waits for the director, who names its seat or marks it 不是玩家 (the director,
a spectator) once. A mapping holds while the seat keeps the player it was made for: after a 替补
the old account's posts are no longer the seat's, and the substitute's account is mapped anew."""
from __future__ import annotations

import sqlite3

from bansha.forum.posts import seat_by_name

from .tables import now_iso

UNKNOWN = -1  # seat_of's answer for an account the director has not placed yet
NOT_PLAYER = 0


def key_of(uid: int, author: str) -> str:
    return f"uid:{uid}" if uid else f"name:{author}"


def players(conn: sqlite3.Connection, game_id: str, game) -> dict[int, str]:
    """Who plays each seat now: the console's links name a 替补; a game made on the CLI has none."""
    rows = conn.execute("SELECT seat, player FROM web_links WHERE game_id=? AND revoked IS NULL", (game_id,)).fetchall()
    now = {r[0]: r[1] for r in rows}
    return {n: now.get(n, s.name) for n, s in game.seats.items()}


def seat_of(conn: sqlite3.Connection, game_id: str, uid: int, author: str, names: dict[int, str]) -> int:
    """The seat the account posts for, NOT_PLAYER, or UNKNOWN (ask the director)."""
    row = conn.execute("SELECT * FROM watch_accounts WHERE game_id=? AND key=?", (game_id, key_of(uid, author))).fetchone()
    if row is not None:
        if row["seat"] is None:
            return NOT_PLAYER
        if names.get(row["seat"]) == row["player"]:
            return row["seat"]
        # the seat has a new player since (替补): this account no longer posts for it
    seat = seat_by_name(author, names) if author else None
    if seat is not None:
        place(conn, game_id, uid, author, seat, names, "name")
        return seat
    return UNKNOWN


def place(conn: sqlite3.Connection, game_id: str, uid: int, author: str, seat: int | None, names: dict[int, str],
          how: str = "director") -> None:
    """Map the account to a seat (None: not a player), replacing an earlier mapping."""
    conn.execute("INSERT INTO watch_accounts (game_id, key, author, uid, seat, player, how, at) VALUES (?,?,?,?,?,?,?,?)"
                 " ON CONFLICT (game_id, key) DO UPDATE SET author=excluded.author, seat=excluded.seat,"
                 " player=excluded.player, how=excluded.how, at=excluded.at",
                 (game_id, key_of(uid, author), author, uid, seat, names.get(seat, "") if seat else "", how, now_iso()))


def find_account(conn: sqlite3.Connection, game_id: str, who: str) -> tuple[int, str] | None:
    """An account a held post or a mapping names, by ``uid:N``, a bare uid, or its forum name."""
    who = who.strip()
    bare = who[4:] if who.startswith("uid:") else who
    rows = conn.execute("SELECT DISTINCT p.uid, p.author FROM watch_posts p JOIN watch_threads t ON t.id=p.thread_id"
                        " WHERE t.game_id=? UNION SELECT uid, author FROM watch_accounts WHERE game_id=?",
                        (game_id, game_id)).fetchall()
    for uid, author in rows:
        if (bare.isdecimal() and uid == int(bare)) or (not who.startswith("uid:") and author == who):
            return uid, author
    return None


def accounts(conn: sqlite3.Connection, game_id: str) -> list[sqlite3.Row]:
    return conn.execute("SELECT * FROM watch_accounts WHERE game_id=? ORDER BY seat IS NULL, seat, author",
                        (game_id,)).fetchall()
