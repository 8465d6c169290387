"""How a game ended, as one typed value: the faction that won (None when every faction was judged
lost, 245's 无人获胜), the seed's reason, and the seats that won. The record's `game_over` event is this
value turned into JSON at the edge; the screens, the simulator and the checks read the value."""
from __future__ import annotations

from mypy_extensions import mypyc_attr


def result(winner: str | None) -> str:
    """How an ended game's outcome reads in the 公示 and on the screens: 「村民阵营胜利」, or 无人获胜 when
    every faction lost."""
    return f"{winner}胜利" if winner else "无人获胜"


@mypyc_attr(allow_interpreted_subclasses=True)  # compiled, it still pickles with its game
class Outcome:
    """Written out like the engine's other classes a stored period start pickles, so that the compiled build
    pickles it too (README, "The compiled build")."""

    __slots__ = ("winner", "reason", "seats")

    def __init__(self, winner: str | None, reason: str, seats: tuple[int, ...]) -> None:
        self.winner = winner
        self.reason = reason
        self.seats = seats

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Outcome) and (self.winner, self.reason, self.seats) == (
            other.winner, other.reason, other.seats)

    def __hash__(self) -> int:
        return hash((self.winner, self.reason, self.seats))

    def __repr__(self) -> str:
        return f"Outcome({self.winner!r}, {self.reason!r}, {self.seats!r})"

    def __reduce__(self) -> tuple[type, tuple[str | None, str, tuple[int, ...]]]:
        return (Outcome, (self.winner, self.reason, self.seats))

    def reads(self) -> str:
        return result(self.winner)

    def trace(self) -> str:
        return f"胜负判定：{self.reads()}（{self.reason}）"
