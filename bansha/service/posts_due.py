"""待发布 (issue 19): every post the engine has made due so far, in order, with the moment the seed's
timetable wants it posted and the director's "posted" mark. A post is due once its step settles (each
step's 公示 is made when it settles: design principle 8), so the list grows step by step, never at a
close. A mark names the post by its period, its place among the period's posts and a digest of its
text: a post whose text changed since (an undo, a corrected input) is due again."""
from __future__ import annotations

import hashlib
from dataclasses import dataclass, replace
from datetime import datetime
from typing import Any

from bansha import present
from bansha.engine import clock
from bansha.engine.errors import Refusal
from bansha.engine.game import Game

from . import step_titles
from .db import now, transaction


@dataclass(frozen=True)
class Post:
    period: str
    n: int  # its place among the period's posts, from 1
    text: str
    at: datetime | None  # when its step settled (it became due)
    wanted: datetime | None  # when the seed's timetable wants it posted
    row: str  # the timetable row that times it ('' when none does)
    digest: str
    posted: Any = None  # (account, at) of the director's mark, or None
    parts: tuple[str, ...] = ()  # a joined post: the keys its lines had as posts of their own (marks made before)

    @property
    def key(self) -> str:
        return f"{self.period}|{self.n}|{self.digest}"


def digest(text: str) -> str:
    return hashlib.sha256(text.encode()).hexdigest()[:16]


def _rows(game: Game, period: str) -> dict[str, Any]:
    """The period's timetable rows by key; {} without a calendar."""
    try:
        rows = clock.rows_of(game, period)
    except (ValueError, KeyError, TypeError, AttributeError):
        return {}
    return {d.key: d for d in rows if getattr(d, "key", "")}


def _row_times(step: Any, e: dict[str, Any], begun: Any) -> bool:
    """Whether the step's timetable row times this post. Not a card the director gives by hand (due when given,
    whatever step it follows), nor what a step that waits for no input posts the moment it begins: its row is
    the deadline of the answers it then offers (078's 计票 posts the tally at once; its row is 避险/最后一枪/殉职)."""
    if e.get("type") == "card":
        return False
    at = e.get("at")
    return bool(step.skills) or step.awaits is not None or at is None or at != begun


def of_period(game: Game, period: str, timed: bool = True, events: list[Any] | None = None) -> list[Post]:
    """The period's posts, each under the step whose settling made it (`Game.step_marks`: where each step
    opened); the lines one step made at one moment are one post (the director posts them together), a card given
    later by hand its own. `timed=False`: without the timetable's moments (what a count needs). `events`: the
    period's (index in the record, event, audience), when the caller has them."""
    steps = {s.id: s for s in step_titles.steps(game, period)} if timed else {}
    rows = _rows(game, period) if timed else {}
    marks = game.step_marks
    out: list[Post] = []
    step = None
    opened = -1  # where the step making the posts opened: one step's lines at one moment are one post
    begun = None  # the moment it opened
    last = None  # (opened, stamp) of the post before
    lines = 0  # every line so far, as its own post would have been numbered
    for i, e, a in present.indexed_events(game, period) if events is None else events:
        sid = marks.get(i)
        if sid is not None:
            step, opened, begun = steps.get(sid, step), i, e.get("at")
            continue
        text = present.post_text(game, e, a)
        if text is None:
            continue
        lines += 1
        own = f"{period}|{lines}|{digest(text)}"
        if out and last == (opened, e.get("at")):  # 078's day end: the tally and two dozen 潜水 cards, one post
            prev = out[-1]
            joined = f"{prev.text}\n{text}"
            out[-1] = replace(prev, text=joined, digest=digest(joined), parts=(*prev.parts, own))
            continue
        last = (opened, e.get("at"))
        at = clock.aware(e.get("at"))
        row = rows.get(step.row) if step is not None and _row_times(step, e, begun) else None
        wanted = at if row is None else (row.at if at is None else min(at, row.at))
        out.append(Post(period, len(out) + 1, text, at, wanted, row.what if row is not None else "", digest(text),
                        parts=(own,)))
    return out


def marks(conn: Any, game_id: str) -> dict[str, Any]:
    rows = conn.execute("SELECT period, n, digest, account, at FROM posted_marks WHERE game_id=?", (game_id,)).fetchall()
    return {f"{r[0]}|{r[1]}|{r[2]}": (r[3], r[4]) for r in rows}


def every(conn: Any, game_id: str, game: Game, periods: list[str], timed: bool = True) -> list[Post]:
    """Every post of the periods played, in order, with its mark."""
    kept = marks(conn, game_id)
    by_period: dict[str, list[Any]] = {p: [] for p in periods}
    for i, (e, a) in enumerate(zip(game.events, game.audiences)):  # one pass, not one per period
        got = by_period.get(e["t"])
        if got is not None:
            got.append((i, e, a))
    out = []
    for p in periods:
        for post in of_period(game, p, timed, by_period[p]):
            posted = kept.get(post.key)
            if posted is None and post.parts and all(k in kept for k in post.parts):
                posted = kept[post.parts[-1]]  # marked when each line was a post of its own (a game from before)
            out.append(replace(post, posted=posted))
    return out


def mark(conn: Any, game_id: str, game: Game, period: str, n: int, text_digest: str, account: str,
         posted: bool = True) -> Post:
    """Set (or take back) the director's mark on a post that is due now."""
    post = next((p for p in of_period(game, period, timed=False) if p.n == n), None) if period else None
    if post is None or post.digest != text_digest:
        raise Refusal("这条公示已经变了（有输入被撤销或更正），请刷新待发布后再标记")
    with transaction(conn):
        if posted:
            _marked(conn, game_id, [post], account)
        else:
            conn.execute("DELETE FROM posted_marks WHERE game_id=? AND period=? AND n=? AND digest=?",
                         (game_id, period, n, text_digest))
    return post


def mark_all(conn: Any, game_id: str, game: Game, periods: list[str], account: str, seen: int) -> int:
    """Mark every post due now as posted (a game that was running before 待发布 existed); `seen`: how many
    the page listed — a post that fell due since is not marked unseen."""
    due = [p for p in every(conn, game_id, game, periods, timed=False) if not p.posted]
    if len(due) != seen:
        raise Refusal("待发布的公示已经变了，请刷新后再标记")
    with transaction(conn):
        _marked(conn, game_id, due, account)
    return len(due)


def _marked(conn: Any, game_id: str, posts: list[Post], account: str) -> None:
    """The director's marks on these posts, kept with the game (a mark already there stays as it was)."""
    conn.executemany("INSERT INTO posted_marks (game_id, period, n, digest, account, at) VALUES (?,?,?,?,?,?)"
                     " ON CONFLICT DO NOTHING", [(game_id, p.period, p.n, p.digest, account, now()) for p in posts])
