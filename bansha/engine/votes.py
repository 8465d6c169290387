"""Weighted votes: a ballot is (voter, target or None for 弃票, weight). Tie rules are the
ruleset's, so this only counts."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from mypy_extensions import mypyc_attr

if TYPE_CHECKING:
    from .game import Game


@mypyc_attr(allow_interpreted_subclasses=True)  # compiled, it still pickles (a stored period start)
@dataclass(slots=True, init=False)  # explicit __init__: compiled, a native constructor (issue 11)
class Ballot:
    """One counted vote, never changed once made; a day reads dozens of them."""

    voter: int
    target: int | None
    weight: float

    def __init__(self, voter: int, target: int | None, weight: float = 1.0) -> None:
        self.voter = voter
        self.target = target
        self.weight = weight


def tally(ballots: list[Ballot]) -> dict[int, float]:
    """Weighted votes per target, in first-vote order; 弃票 counts for nobody."""
    out: dict[int, float] = {}
    for b in ballots:
        t = b.target
        if t is not None:
            out[t] = out.get(t, 0.0) + b.weight
    return out


def top(counts: dict[int, float]) -> list[int]:
    """The seats with the most votes (several on a tie, none when nobody got a vote)."""
    best = 0.0
    out: list[int] = []
    for s, v in counts.items():  # one pass, no builtins: compiled, max() and sorted() are generic calls
        if v > best:
            best = v
            out = [s]
        elif v == best and v > 0:
            out.append(s)
    out.sort()
    return out


def as_record(counts: dict[int, float]) -> dict[str, float | int]:
    """The tally as the record prints it: seat numbers as keys, whole numbers without .0."""
    out: dict[str, float | int] = {}
    for s, v in counts.items():
        f = float(v)
        out[str(s)] = int(f) if f % 1.0 == 0.0 else v  # (compiled: float arithmetic, not a method call)
    return out


@mypyc_attr(allow_interpreted_subclasses=True)  # compiled, it still pickles (a stored period start)
@dataclass
class BallotsSeen:
    """A period's votes per (kind, voter) in its inbox, read up to `read` (`earlier_ballots`); kept in the period's
    ledger, which is new with its inbox."""

    counts: dict[tuple[Any, Any], int] = field(default_factory=dict)
    read: int = 0


def earlier_ballots(game: "Game", seen: BallotsSeen, kind: str, by: int) -> int:
    """How many votes of this kind the seat has in the period's inbox (改票只允许一次): the inbox only grows within
    a period, so the count goes on from where the last vote left it rather than reading it whole each time."""
    inbox = game.inbox
    if seen.read > len(inbox):  # a new inbox under the same ledger (a game's last close keeps its ledger)
        seen.counts, seen.read = {}, 0
    counts = seen.counts
    for i in range(seen.read, len(inbox)):
        item = inbox[i]
        if isinstance(item, dict) and item["kind"] in ("vote", "sheriff_vote"):
            key = (item["kind"], item["by"])
            counts[key] = counts.get(key, 0) + 1
    seen.read = len(inbox)
    return counts.get((kind, by), 0)
