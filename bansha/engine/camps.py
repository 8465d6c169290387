"""A ruleset's camps as the rules stand now: what wins, checks, the console and the pages all read."""
from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from mypy_extensions import mypyc_attr

from .period_steps import PeriodSteps

if TYPE_CHECKING:
    from .game import Game


@mypyc_attr(allow_interpreted_subclasses=True)
class Camps(PeriodSteps):
    factions: ClassVar[tuple[str, ...]] = ()

    def camp_of(self, game: "Game", seat_no: int) -> str:
        """A seat's camp as the rules stand now (it may change during the game); wins, checks,
        the console and the player page all read this one answer."""
        return game.seats[seat_no].camp

    def camp_known(self, game: "Game", seat_no: int) -> str:
        """The camp the seat itself is told it belongs to (a seed may keep it from the seat)."""
        return self.camp_of(game, seat_no)

    def camp_graph(self, game: "Game") -> tuple[list[tuple[int, int, str]], dict[int, list[str]]] | None:
        """What the director's grimoire draws between seats, if the camps are a graph (078: each
        混血's 支持): edges (from, to, kind) and each seat's marks (吹笛, 解除, 互联); None = no drawing."""
        return None

    def winning_seats(self, game: "Game", faction: str) -> list[int]:
        return sorted(n for n, s in game.seats.items() if self.camp_of(game, n) == faction)
