"""Weighted votes: a ballot is (voter, target or None for 弃票, weight). Tie rules are the
ruleset's, so this only counts."""
from __future__ import annotations

from typing import NamedTuple


class Ballot(NamedTuple):
    """An immutable record; a tuple, because a day reads dozens of them and a tuple is the
    cheapest immutable thing to build."""

    voter: int
    target: int | None
    weight: float = 1.0


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
    if not counts:
        return []
    best = max(counts.values())
    if best <= 0:
        return []
    return sorted([s for s, v in counts.items() if v == best])


def as_record(counts: dict[int, float]) -> dict[str, float | int]:
    """The tally as the record prints it: seat numbers as keys, whole numbers without .0."""
    return {str(s): (int(v) if float(v).is_integer() else v) for s, v in counts.items()}
