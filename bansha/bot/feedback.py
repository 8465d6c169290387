"""What a bound seat is sent by itself: exactly the private messages its page shows (the
page's `seat_view.private_messages`, in the page's words), each once per QQ number.

Each message is known by its period, its text and how many times the same text came before it
in that period, so replaying the log (every read rebuilds the game) never sends it again, and a
number that binds later receives the seat's messages so far. Whatever changed the log — a
player over QQ or the web, the director's console or CLI, a deadline — the next collect finds
what is new."""
from __future__ import annotations

import hashlib
import sqlite3
from typing import Any, Iterable

from bansha.engine import acting
from bansha.engine.game import Game
from bansha.service import binding, db, outbox, posts_due
from bansha.service.console_view import played_periods
from bansha.service.seat_view import last_words, private_messages
from bansha.service.wording import describe, period_label
from bansha.store.games import Recorded


def line(e: dict[str, Any]) -> str:
    """One message as the seat's page shows it: the period, then the event in words."""
    return f"{period_label(e['t'])} {describe(e)}"


def keyed(game: Game, seat: int) -> list[tuple[str, str]]:
    """The seat's private messages as (key, text), oldest first."""
    seen: dict[tuple[str, str], int] = {}
    out = []
    for e in private_messages(game, seat):
        text = line(e)
        n = seen.get((e["t"], text), 0)
        seen[(e["t"], text)] = n + 1
        key = hashlib.sha256(f"{e['t']}\x1f{text}\x1f{n}".encode()).hexdigest()[:32]
        out.append((key, text))
    return out


def openings(game: Game, seat: int, log: list[Recorded]) -> list[tuple[str, str]]:
    """What the seat's page lists under 现在可以提交 and has not been submitted, as a reminder
    line keyed by period and skill: said once per period when it opens (the witch's potions
    once the kill has settled, a shot once offered, last words)."""
    names = [o.skill for o in acting.openings(game, seat) if o.submitted is None]
    words = last_words(game, log, seat, [], None) if not game.over else None
    if words is not None and words.may:
        names.append("遗言")
    names = list(dict.fromkeys(names))
    if not names:
        return []
    text = "现在可以提交：" + "、".join(f"<{n}>" for n in names) + "。发送「状态」查看合法目标和截止时间。"
    key = hashlib.sha256(f"open\x1f{game.period}\x1f{'|'.join(sorted(names))}".encode()).hexdigest()[:32]
    return [(key, text)]


def collect(conn: sqlite3.Connection, game_id: str, game: Game, log: list[Recorded] | None = None) -> int:
    """Queue, for every bound seat of the game, the messages its number has not been sent yet
    (one QQ message per seat, lines in order), then what it may submit now if that is new.
    Returns how many QQ messages were queued."""
    queued = 0
    for seat, b in binding.of_game(conn, game_id).items():
        if seat not in game.seats:
            continue
        items = keyed(game, seat) + (openings(game, seat, log) if log is not None else [])
        queued += deliver(conn, game_id, seat, b.user_id, items, "feedback", b.self_id)
    return queued


def deliver(conn: sqlite3.Connection, game_id: str, seat: int, user: str, items: list[tuple[str, str]], kind: str,
            self_id: str = "", one_message: bool = True) -> int:
    """Queue for `user` the (key, text) items not sent to it yet for this game and seat, each key once
    (bot_delivered): as one QQ message, lines in order, or one message an item. Returns how many were queued."""
    if not items:
        return 0
    with db.transaction(conn):
        done = {r[0] for r in conn.execute(
            "SELECT key FROM bot_delivered WHERE game_id=? AND seat=? AND user_id=?", (game_id, seat, user))}
        new = [(k, t) for k, t in items if k not in done]
        if not new:
            return 0
        conn.executemany("INSERT INTO bot_delivered (game_id, seat, user_id, key) VALUES (?,?,?,?) ON CONFLICT DO NOTHING",
                         [(game_id, seat, user, k) for k, _ in new])
        texts = ["\n".join(t for _, t in new)] if one_message else [t for _, t in new]
        return sum(len(outbox.put(conn, user, text, kind, game_id, seat if seat else None, self_id)) for text in texts)


DIRECTOR_SEAT = 0  # bot_delivered's seat for what the directors' numbers are sent


def collect_posts(conn: sqlite3.Connection, game_id: str, game: Game, directors: Iterable[str]) -> int:
    """Queue for each director's number every post that has fallen due (待发布, issue 19) and was neither
    sent to it nor marked posted on the console, each once, in order, with the moment it is wanted."""
    directors = sorted(directors)
    if not directors:
        return 0
    items = []
    for post in posts_due.every(conn, game_id, game, played_periods(game)):
        if not post.posted:
            wanted = f"（应发布：{post.wanted:%m-%d %H:%M}）" if post.wanted else ""
            items.append((hashlib.sha256(f"post\x1f{post.key}".encode()).hexdigest()[:32],
                          f"【待发布】{game_id} {period_label(post.period)}第 {post.n} 条{wanted}\n{post.text}"))
    return sum(deliver(conn, game_id, DIRECTOR_SEAT, user, items, "post", one_message=False) for user in directors)
