"""A pasted thread as inputs for the open period, pasted as often as the director likes.

A post is known by its Discuz floor number where the header has one, otherwise by its author,
time and text (within its thread). Pasting the same thread twice, or a longer copy of a thread
already recorded, gives only the posts not yet recorded; `reply_to` indexes the period's whole
post list, so a reply to an earlier paste's post points at it."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from .posts import Post, split_thread


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


def thread_inputs(text: str, thread: str, seats: dict[int, str], recorded: list[dict[str, Any]]) -> Paste:
    """`recorded`: the post inputs of the open period already in the log, in order."""
    posts: list[Post] = split_thread(text, thread, seats)
    known = {identity(p): i for i, p in enumerate(recorded)}
    out = Paste([], 0, [p.text.splitlines()[0][:40] if p.text else "（空）" for p in posts if p.by is None])
    where: dict[int, int] = {}  # index in the paste → index in the period's post list
    fresh = []
    for p in posts:
        if p.by is None:
            continue
        inp = {"kind": "post", **p.to_input()}
        if p.floor is not None:
            inp["floor"] = p.floor
        seen = known.get(identity(inp))
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
