"""The live picture of the open day as posts come in, for the console's 跟帖 panel and `bansha
watch`: the results already settled (the election closes by itself once everyone has voted), the
count as it would stand if voting ended now (the period closed on a trial copy, nothing kept), the
engine's waiting list, each seat's posts per thread and who has not posted in the discussion."""
from __future__ import annotations

from dataclasses import dataclass, field

from bansha import present
from bansha.engine import acting
from bansha.engine.errors import Refusal
from bansha.store.games import Store, open_log

from . import authors
from .ingest import THREADS

_COUNTS = ("exile", "sheriff")


@dataclass
class SeatLine:
    seat: int
    name: str
    alive: bool
    posts: dict[str, int]
    waiting: list[str]


@dataclass
class Live:
    period: str
    over: bool
    results: list[str] = field(default_factory=list)
    if_now: list[str] = field(default_factory=list)
    invalid: list[str] = field(default_factory=list)
    waiting: dict[int, list[str]] = field(default_factory=dict)
    seats: list[SeatLine] = field(default_factory=list)
    silent: list[int] = field(default_factory=list)
    kinds: list[str] = field(default_factory=list)


def _vote_lines(events: list[dict]) -> tuple[list[str], list[str]]:
    """The counts as the 公示 words them (announcements naming votes), else as the record describes
    them; a vote with nothing counted yet ("无人得票") is left out. And the invalid votes."""
    said = [e["text"] for e in events if e["type"] == "announce" and "票" in e.get("text", "")]
    counts = said or [present.describe(e) for e in events if e["type"] in _COUNTS]
    invalid = [present.describe(e) for e in events if e["type"] == "rejected" and "vote" in e]
    return [c for c in counts if "无人得票" not in c], invalid


def live(store: Store, game_id: str) -> Live:
    game = store.open(game_id)
    out = Live(str(game.period), game.over)
    if game.over:
        return out
    period = str(game.period)
    out.results, _ = _vote_lines([e for e in game.events if e.get("t") == period])
    out.waiting = acting.waiting(game)
    posts = [r.payload for r in open_log(store.inputs(game_id)) if r.kind == "post"]
    out.kinds = [k for k in THREADS if k in game.ruleset.threads and any(p.get("thread", "discussion") == k for p in posts)]
    names = authors.players(store.conn, game_id, game)
    for n, seat in game.seats.items():
        mine = [p for p in posts if p["by"] == n]
        counts = {k: sum(1 for p in mine if p.get("thread", "discussion") == k) for k in out.kinds}
        out.seats.append(SeatLine(n, names.get(n, seat.name), seat.alive, counts, out.waiting.get(n, [])))
    if "discussion" in out.kinds:
        out.silent = [s.seat for s in out.seats if s.alive and not s.posts.get("discussion")]
    if period.startswith("day"):
        trial = store.open(game_id)
        start = len(trial.events)
        try:
            trial.close()
        except Refusal:
            return out
        counts, out.invalid = _vote_lines(trial.events[start:])
        out.if_now = [c for c in counts if c not in out.results]
    return out
