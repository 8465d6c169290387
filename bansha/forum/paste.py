"""A pasted thread as inputs for the open period, pasted as often as the director likes.

A post is known by its Discuz floor number where the header has one, otherwise by its author,
time (to the minute) and text (within its thread); a watched thread's posts (`forum.watch`) are
known the same way. Pasting the same thread twice, or a longer copy of a thread
already recorded, gives only the posts not yet recorded; `reply_to` indexes the period's whole
post list, so a reply to an earlier paste's post points at it."""
from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime, timedelta, timezone
from typing import Any

from .posts import Post, split_thread

BEIJING = timezone(timedelta(hours=8))


@dataclass
class Paste:
    inputs: list[dict[str, Any]]  # the new posts, as inputs
    already: int = 0  # posts of the paste recorded before
    unmatched: list[str] = field(default_factory=list)  # posts no seat wrote (the director's, a spectator's)


def identity(post: dict[str, Any]) -> tuple[Any, ...]:
    thread = post.get("thread", "discussion")
    if post.get("floor") is not None:
        return (thread, "floor", post["floor"])
    return (thread, post.get("by"), post.get("time"), post.get("text"))


def _minute(time: Any) -> str | None:
    """A post time to the minute in Beijing time, whether written with its zone (a watched thread)
    or without (a pasted header)."""
    if not time:
        return None
    try:
        t = datetime.fromisoformat(str(time))
    except ValueError:
        return str(time)
    if t.tzinfo is not None:
        t = t.astimezone(BEIJING).replace(tzinfo=None)
    return t.strftime("%Y-%m-%dT%H:%M")


def content_key(post: dict[str, Any]) -> tuple[Any, ...]:
    return (post.get("thread", "discussion"), post.get("by"), _minute(post.get("time")), (post.get("text") or "").strip())


class Known:
    """The period's posts by identity: two posts with floors are the same post only on the same floor
    of the same thread; where either has none (a copy without Discuz headers), by thread, author,
    minute and text. So a paste and a watched thread never double a post."""

    def __init__(self, recorded: list[dict[str, Any]]):
        self.ids: dict[tuple[Any, ...], int] = {}
        self.content: dict[tuple[Any, ...], list[tuple[int, bool]]] = {}
        for i, p in enumerate(recorded):
            self.add(p, i)

    def add(self, post: dict[str, Any], index: int) -> None:
        self.ids.setdefault(identity(post), index)
        self.content.setdefault(content_key(post), []).append((index, post.get("floor") is not None))

    def find(self, post: dict[str, Any]) -> int | None:
        hit = self.ids.get(identity(post))
        if hit is not None:
            return hit
        floored = post.get("floor") is not None
        return next((i for i, has_floor in self.content.get(content_key(post), []) if not (floored and has_floor)), None)


def thread_inputs(text: str, thread: str, seats: dict[int, str], recorded: list[dict[str, Any]]) -> Paste:
    """`recorded`: the post inputs of the open period already in the log, in order."""
    posts: list[Post] = split_thread(text, thread, seats)
    known = Known(recorded)
    out = Paste([], 0, [p.text.splitlines()[0][:40] if p.text else "（空）" for p in posts if p.by is None])
    where: dict[int, int] = {}  # index in the paste → index in the period's post list
    fresh = []
    for p in posts:
        if p.by is None:
            continue
        inp = {"kind": "post", **p.to_input()}
        if p.floor is not None:
            inp["floor"] = p.floor
        seen = known.find(inp)
        if seen is not None:
            where[p.index] = seen
            out.already += 1
            continue
        where[p.index] = len(recorded) + len(fresh)
        fresh.append((p, inp))
    for p, inp in fresh:
        inp.pop("reply_to", None)
        if p.reply_to in where:
            inp["reply_to"] = where[p.reply_to]
        out.inputs.append(inp)
    return out
