"""One round over a game's threads of the open day: read each thread's new pages, keep what was
read, judge and record the players' posts, and say what happened. A thread that failed waits
before its next try, longer after each failure (`backoff`); when it answers again the posts it
missed are read from the page where it stopped, so nothing is lost, and the floor keeps anything
from being recorded twice."""
from __future__ import annotations

import time
from dataclasses import dataclass, field

from bansha.store.games import Store

from . import ingest, tables
from .address import ThreadAddress
from .fetch import Fetcher
from .model import ForumPost
from .reading import read_thread

MAX_BACKOFF = 900.0


def backoff(errors: int, every: float) -> float:
    """Seconds to wait after the `errors`-th failure in a row: the interval, doubled each time, at most 15 minutes."""
    return min(max(every, 5.0) * 2 ** max(errors - 1, 0), MAX_BACKOFF)


@dataclass
class Round:
    read: int = 0  # posts not seen before
    recorded: int = 0
    errors: list[str] = field(default_factory=list)
    settled: list[str] = field(default_factory=list)
    notes: list[tuple[str, str]] = field(default_factory=list)
    polled: int = 0  # threads asked


def _seen(conn, th: tables.Thread, posts: list[ForumPost], floors, out: Round) -> int:
    """Keep the posts not seen before; report edits of posts already read, deletions and gaps."""
    known = tables.known_pids(conn, th.id)
    new = 0
    for p in posts:
        row = known.get(p.pid)
        if row is None:
            tables.add_post(conn, th.id, p)
            new += 1
            continue
        digest = tables.text_hash(p)
        if digest != row["text_hash"]:
            tables.set_post(conn, th.id, p.pid, text_hash=digest)
            if row["state"] in ("recorded", "already"):
                out.notes.append(("warn", f"{ingest.THREADS.get(th.kind, th.kind)} {row['floor']}楼（{row['author']}）"
                                          "在记录之后被编辑：记录保留第一次读到的内容（编辑不是改票）"))
    read_now = {p.pid for p in posts}
    if floors is not None:
        low, high = floors
        for pid, row in known.items():
            if low <= row["floor"] <= high and pid not in read_now and row["gone"] is None:
                tables.set_post(conn, th.id, pid, gone=tables.now_iso())
                out.notes.append(("warn", f"{ingest.THREADS.get(th.kind, th.kind)} {row['floor']}楼（{row['author']}）"
                                          "已从论坛删除：已记录的内容保留"))
    floors_known = {r["floor"] for r in known.values()} | {p.floor for p in posts}
    if floors_known:
        gaps = sorted(set(range(1, max(floors_known) + 1)) - floors_known - set(th.gaps))
        if gaps:
            tables.update_thread(conn, th.id, gaps=th.gaps + gaps)
            out.notes.append(("warn", f"{ingest.THREADS.get(th.kind, th.kind)} 没有读到 "
                                      f"{'、'.join(map(str, gaps))}楼（已被删除或不可见）"))
    return new


def poll_game(store: Store, game_id: str, fetcher: Fetcher, *, every: float = 60.0, force: bool = False,
              now: float | None = None) -> Round:
    conn = store.conn
    now = time.time() if now is None else now
    out = Round()
    game = store.open(game_id)
    for th in tables.threads(conn, game_id, game.period):
        if not force and th.next_try > now:
            continue
        out.polled += 1
        address = ThreadAddress(th.base, th.tid)
        name = ingest.THREADS.get(th.kind, th.kind)
        try:
            reading = read_thread(fetcher, address, th.page, th.mode, set(tables.known_pids(conn, th.id)))
        except Exception as e:  # a forum's trouble is reported and retried, never a crash of the watcher
            message = getattr(e, "message", None) or f"{type(e).__name__}: {e}"
            errors = th.errors + 1
            wait = backoff(errors, every)
            tables.update_thread(conn, th.id, errors=errors, next_try=now + wait, last_error=message,
                                 last_poll=tables.now_iso())
            out.errors.append(f"{name}：{message}（第 {errors} 次，{wait:.0f} 秒后再试）")
            continue
        for note in reading.notes:
            out.notes.append(("info", f"{name}：{note}"))
        if th.errors:
            out.notes.append(("info", f"{name}：论坛恢复（此前连续失败 {th.errors} 次），从第 {th.page} 页补读"))
        new = _seen(conn, th, reading.posts, reading.floors, out)
        out.read += new
        tables.update_thread(conn, th.id, page=reading.page, pages=reading.pages, mode=reading.mode, errors=0,
                             next_try=0, last_error="", last_poll=tables.now_iso(), posts_read=th.posts_read + new)
    judged = ingest.judge(store, game_id)
    out.recorded, out.settled = judged.recorded, judged.settled
    out.notes += judged.notes
    _report(conn, game_id, out)
    return out


def _report(conn, game_id: str, out: Round) -> None:
    row = tables.game_row(conn, game_id)
    fields = {"last_poll": tables.now_iso(), "posts_read": row["posts_read"] + out.read,
              "recorded": row["recorded"] + out.recorded}
    if out.errors:
        fields.update(last_error="；".join(out.errors), last_error_at=tables.now_iso())
    tables.update_game(conn, game_id, **fields)
    for e in out.errors:
        tables.log(conn, game_id, e, "error")
    for level, text in out.notes:
        tables.log(conn, game_id, text, level)
    if out.read or out.recorded:
        tables.log(conn, game_id, f"读到 {out.read} 条新发言，记录 {out.recorded} 条")
    if out.settled:
        tables.log(conn, game_id, "已结算步骤：" + "、".join(out.settled))


def rejudge(store: Store, game_id: str) -> Round:
    """Judge the posts read and waiting (after the director placed an account), without reading the forum."""
    judged = ingest.judge(store, game_id)
    out = Round(recorded=judged.recorded, settled=judged.settled, notes=judged.notes)
    _report(store.conn, game_id, out)
    return out
