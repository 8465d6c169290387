"""What a seat is now besides in play or out, read by the low mechanisms (statuses, acquire, wins, directed)
and written by the ones above them: 离开游戏 (leaving.py sends a seat away and brings it back), an exit that
行尸走肉 keeps untold (walking.py), 实际带刀 (knife.py hands the kill on). Reads only: this module imports no
mechanism, so every mechanism may import it."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Final

from .common import GROUP

if TYPE_CHECKING:
    from bansha.engine.model import Seat

    from .state import JiuGame

TEMPORARY: Final = "暂时"
PERMANENT: Final = "永久"


@dataclass
class Presence:
    """A seat's standing besides in play or out (`of(seat)`)."""
    away: str | None = None  # 暂时 or 永久 while the seat has left the game (JIU-R210)
    back: str | None = None  # the period a temporary leave ends at the start of
    why: str = ""  # what sent it away
    untold: str | None = None  # the cause of a night's exit 行尸走肉 holds back untold (JIU-R97)
    answers: dict[str, str] = field(default_factory=dict)  # 尸体操控: what each feedback skill answers (JIU-R99)


def of(seat: "Seat") -> Presence:
    return seat.state_of(Presence)


def peek(seat: "Seat") -> Presence | None:
    """The seat's presence if anything was ever written or read there, else None (all defaults): the hot reads
    (every input, every win check) ask this without making one."""
    st: Presence | None = seat.states.get(Presence)
    return st


def away(game: "JiuGame", seat_no: int) -> str | None:
    """暂时 or 永久 while the seat has left the game, else None."""
    st = peek(game.seats[seat_no])
    return None if st is None else st.away


def acts_unaware(game: "JiuGame", seat_no: int) -> bool:
    """Out without knowing it (行尸走肉): it posts, votes and uses skills on, to no effect."""
    return of(game.seats[seat_no]).untold is not None


def carries_knife(game: "JiuGame", seat_no: int) -> bool:
    """实际带刀: the seat may use [杀人] (its group's, or its own)."""
    if seat_no in game.groups.get(GROUP, ()):
        return True
    return any(s.defn.name == "杀人" for s in game.seats[seat_no].skills)
