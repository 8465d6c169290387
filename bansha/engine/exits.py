"""The skeleton every seed's exit (出局) shares: the death goes on the director's record with its
cause, the seat leaves play (told at once, or not yet: `life.UNAWARE`), and the `death` event
fires for the roles hooked on it (shots, 殉情, handovers). What a seed adds — when an exit is
published, who gets last words, exits held back until the election — stays in the ruleset."""
from __future__ import annotations

from typing import TYPE_CHECKING

from . import life
from .audience import DIRECTOR
from .record import Death

if TYPE_CHECKING:
    from .game import Game



def record(game: "Game", seat_no: int, cause: str) -> None:
    """The exit on the record, for the director (players learn of exits from the 公示). The
    trace shows the `death` event itself: no second line for it."""
    game.emit(Death(seat_no, cause), DIRECTOR)


def leave(game: "Game", seat_no: int, cause: str, told: bool = True, left: bool = False) -> None:
    """The seat leaves play now and its exit triggers what hangs on it."""
    life.take_out(game, seat_no, told=told, left=left)
    game.seats[seat_no].data["exit_cause"] = cause
    game.fire("death", seat=seat_no, cause=cause)


def label(game: "Game", seat_no: int) -> str:
    """A seat as the 公示 names it: 3号阿青."""
    return f"{seat_no}号{game.seats[seat_no].name}"
