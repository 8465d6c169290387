"""Pure vote counting: weighted totals and the leading seats, with no tie rule.

Who may vote, which of a voter's posts counts and how a tie ends are the rulesets' decisions
(PVZ: one vote, no change; M162: one change; sheriff weights differ), so this module only adds
up what it is given. A ballot is ``(voter, target, weight)`` with ``target`` None for 弃票;
any object with ``voter``/``target``/``weight`` attributes is accepted as well.
"""
from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Literal, Protocol

Keep = Literal["all", "first", "last"]


class BallotLike(Protocol):
    """Anything shaped like the engine's ballot."""

    voter: int
    target: int | None
    weight: float


BallotInput = tuple[int, int | None, float] | BallotLike


def _triple(ballot: BallotInput) -> tuple[int, int | None, float]:
    if isinstance(ballot, tuple):
        voter, target, weight = ballot
        return voter, target, weight
    return ballot.voter, ballot.target, ballot.weight


def select(ballots: Iterable[BallotInput], keep: Keep = "all") -> list[tuple[int, int | None, float]]:
    """The ballots that count, in posting order.

    ``keep="all"`` counts every entry; ``"first"`` keeps each voter's first ballot (no change
    allowed); ``"last"`` keeps each voter's last one (a change replaces the vote), placed where
    that last ballot was posted.
    """
    triples = [_triple(b) for b in ballots]
    if keep == "all":
        return triples
    chosen: dict[int, int] = {}
    for i, (voter, _, _) in enumerate(triples):
        if keep == "last" or voter not in chosen:
            chosen[voter] = i
    return [t for i, t in enumerate(triples) if chosen[t[0]] == i]


def count(ballots: Iterable[BallotInput], keep: Keep = "all") -> dict[int, float]:
    """Weighted votes per target seat, in order of each seat's first vote; 弃票 counts nobody.

    Whole weights stay ints (1 + 1 == 2), so a tally prints as the seed writes it.
    """
    totals: dict[int, float] = {}
    for _, target, weight in select(ballots, keep):
        if target is not None:
            totals[target] = totals.get(target, 0) + weight
    return totals


def top_seats(totals: dict[int, float]) -> list[int]:
    """The seats holding the most votes, sorted; several on a tie, none if nobody has a vote."""
    best = max(totals.values(), default=0)
    if best <= 0:
        return []
    return sorted(seat for seat, votes in totals.items() if votes == best)


@dataclass(frozen=True)
class Tally:
    """A counted vote: totals per seat, the leaders, and who abstained."""

    totals: dict[int, float]
    abstained: Sequence[int] = field(default_factory=tuple)

    @classmethod
    def of(cls, ballots: Iterable[BallotInput], keep: Keep = "all") -> Tally:
        """Count ``ballots`` (see ``select`` for ``keep``)."""
        chosen = select(ballots, keep)
        return cls(count(chosen), tuple(v for v, target, _ in chosen if target is None))

    @property
    def top(self) -> list[int]:
        """The leading seats (ties kept)."""
        return top_seats(self.totals)

    @property
    def tied(self) -> bool:
        """True when more than one seat shares the most votes (平票)."""
        return len(self.top) > 1

    def as_record(self) -> dict[str, float]:
        """Seat numbers as string keys, whole numbers without ``.0``, as the replay record has."""
        return {str(seat): int(v) if float(v).is_integer() else v
                for seat, v in self.totals.items()}
