"""What the watcher keeps in the games' database (its tables: migration 0003), beside the log and never part of it: the
threads attached per game, day and kind, with their polling state; every post read (pid, floor,
what a reader saw, and what became of it); forum accounts mapped to seats; the 跟帖 switch and
status line per game; a short log of what happened; and the forums' login cookies (kept like the
QQ bot's access token: in this file, shown back only by their last characters)."""
from __future__ import annotations

import hashlib
import json
import sqlite3
from dataclasses import dataclass
from typing import Any

from bansha import wallclock

from .model import ForumPost


# what became of a post read: still to judge, waiting for the director, or done
OPEN_STATES = ("new", "held")
STATES = {"new": "待处理", "held": "等待确认作者", "recorded": "已记录", "already": "已记录（粘贴）",
          "skipped": "非玩家发言", "blocked": "被屏蔽", "anonymous": "匿名", "refused": "被规则拒绝",
          "late": "当天已结束，未记录"}


def now_iso() -> str:
    return wallclock.now().isoformat(timespec="seconds")


def text_hash(post: ForumPost) -> str:
    return hashlib.sha1(post.text.encode("utf-8")).hexdigest()[:16]


@dataclass
class Thread:
    id: int
    game_id: str
    period: str
    kind: str
    address: str
    base: str
    tid: int
    mode: str
    page: int
    pages: int | None
    errors: int
    next_try: float
    last_poll: str | None
    last_error: str
    posts_read: int
    gaps: list[int]


def _thread(r: sqlite3.Row) -> Thread:
    return Thread(r["id"], r["game_id"], r["period"], r["kind"], r["address"], r["base"], r["tid"], r["mode"],
                  r["page"], r["pages"], r["errors"], r["next_try"], r["last_poll"], r["last_error"],
                  r["posts_read"], json.loads(r["gaps"]))


def attach(conn: sqlite3.Connection, game_id: str, period: str, kind: str, address: str, base: str, tid: int) -> Thread:
    """The thread of this kind for this day: a new address replaces the old one (its posts read stay)."""
    old = conn.execute("SELECT * FROM watch_threads WHERE game_id=? AND period=? AND kind=? AND removed IS NULL",
                       (game_id, period, kind)).fetchone()
    if old is not None and old["base"] == base and old["tid"] == tid:
        return _thread(old)
    if old is not None:
        conn.execute("UPDATE watch_threads SET removed=? WHERE id=?", (now_iso(), old["id"]))
    return _thread(conn.execute("INSERT INTO watch_threads (game_id, period, kind, address, base, tid, added)"
                                " VALUES (?,?,?,?,?,?,?) RETURNING *",
                                (game_id, period, kind, address, base, tid, now_iso())).fetchone())


def detach(conn: sqlite3.Connection, game_id: str, period: str, kind: str) -> bool:
    cur = conn.execute("UPDATE watch_threads SET removed=? WHERE game_id=? AND period=? AND kind=? AND removed IS NULL",
                       (now_iso(), game_id, period, kind))
    return cur.rowcount > 0


def threads(conn: sqlite3.Connection, game_id: str, period: str | None = None) -> list[Thread]:
    if period is None:
        rows = conn.execute("SELECT * FROM watch_threads WHERE game_id=? AND removed IS NULL ORDER BY id",
                            (game_id,)).fetchall()
    else:
        rows = conn.execute("SELECT * FROM watch_threads WHERE game_id=? AND removed IS NULL AND period=? ORDER BY id",
                            (game_id, period)).fetchall()
    return [_thread(r) for r in rows]


def thread_by_id(conn: sqlite3.Connection, thread_id: int) -> Thread:
    return _thread(conn.execute("SELECT * FROM watch_threads WHERE id=?", (thread_id,)).fetchone())


def update_thread(conn: sqlite3.Connection, thread_id: int, **fields: Any) -> None:
    if "gaps" in fields:
        fields["gaps"] = json.dumps(fields["gaps"])
    sets = ", ".join(f"{k}=?" for k in fields)
    conn.execute(f"UPDATE watch_threads SET {sets} WHERE id=?", (*fields.values(), thread_id))


# --- posts ----------------------------------------------------------------------------------------
def known_pids(conn: sqlite3.Connection, thread_id: int) -> dict[int, sqlite3.Row]:
    return {r["pid"]: r for r in conn.execute("SELECT * FROM watch_posts WHERE thread_id=?", (thread_id,))}


def add_post(conn: sqlite3.Connection, thread_id: int, post: ForumPost) -> None:
    conn.execute("INSERT INTO watch_posts (thread_id, pid, floor, author, uid, data, text_hash, seen) VALUES (?,?,?,?,?,?,?,?)",
                 (thread_id, post.pid, post.floor, post.author, post.uid,
                  json.dumps(post.to_row(), ensure_ascii=False), text_hash(post), now_iso()))


def set_post(conn: sqlite3.Connection, thread_id: int, pid: int, **fields: Any) -> None:
    sets = ", ".join(f"{k}=?" for k in fields)
    conn.execute(f"UPDATE watch_posts SET {sets} WHERE thread_id=? AND pid=?", (*fields.values(), thread_id, pid))


def open_posts(conn: sqlite3.Connection, thread_id: int) -> list[sqlite3.Row]:
    return conn.execute("SELECT * FROM watch_posts WHERE thread_id=? AND state IN ('new','held') ORDER BY floor, pid",
                        (thread_id,)).fetchall()


def posts_of_game(conn: sqlite3.Connection, game_id: str) -> list[sqlite3.Row]:
    return conn.execute("SELECT p.*, t.kind, t.period FROM watch_posts p JOIN watch_threads t ON t.id = p.thread_id"
                        " WHERE t.game_id=? ORDER BY t.id, p.floor", (game_id,)).fetchall()


# --- the game's switch, status and log ------------------------------------------------------------
def game_row(conn: sqlite3.Connection, game_id: str) -> sqlite3.Row:
    conn.execute("INSERT INTO watch_games (game_id) VALUES (?) ON CONFLICT DO NOTHING", (game_id,))
    return conn.execute("SELECT * FROM watch_games WHERE game_id=?", (game_id,)).fetchone()


def update_game(conn: sqlite3.Connection, game_id: str, **fields: Any) -> None:
    game_row(conn, game_id)
    sets = ", ".join(f"{k}=?" for k in fields)
    conn.execute(f"UPDATE watch_games SET {sets} WHERE game_id=?", (*fields.values(), game_id))


def running_games(conn: sqlite3.Connection) -> list[sqlite3.Row]:
    return conn.execute("SELECT * FROM watch_games WHERE running=1").fetchall()


def take_lease(conn: sqlite3.Connection, game_id: str, holder: str, now: float, seconds: float) -> bool:
    """One poller per game at a time (the console's and a `bansha watch` on the same data)."""
    game_row(conn, game_id)
    cur = conn.execute("UPDATE watch_games SET holder=?, lease_until=? WHERE game_id=? AND (holder=? OR lease_until<?)",
                       (holder, now + seconds, game_id, holder, now))
    return cur.rowcount > 0


def drop_lease(conn: sqlite3.Connection, game_id: str, holder: str) -> None:
    conn.execute("UPDATE watch_games SET lease_until=0 WHERE game_id=? AND holder=?", (game_id, holder))


def log(conn: sqlite3.Connection, game_id: str, text: str, level: str = "info") -> None:
    conn.execute("INSERT INTO watch_log (game_id, at, level, text) VALUES (?,?,?,?)", (game_id, now_iso(), level, text))


def recent_log(conn: sqlite3.Connection, game_id: str, n: int = 30) -> list[sqlite3.Row]:
    return conn.execute("SELECT * FROM watch_log WHERE game_id=? ORDER BY id DESC LIMIT ?", (game_id, n)).fetchall()


# --- cookies ----------------------------------------------------------------------------------------
def set_cookie(conn: sqlite3.Connection, host: str, cookie: str) -> None:
    if cookie:
        conn.execute("INSERT INTO watch_meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value=excluded.value",
                     (f"cookie:{host}", cookie))
    else:
        conn.execute("DELETE FROM watch_meta WHERE key=?", (f"cookie:{host}",))


def cookie(conn: sqlite3.Connection, host: str) -> str | None:
    row = conn.execute("SELECT value FROM watch_meta WHERE key=?", (f"cookie:{host}",)).fetchone()
    return row[0] if row else None


def shown_cookie(value: str | None) -> str:
    return f"已保存（…{value[-4:]}）" if value else "未设置"
