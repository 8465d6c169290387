"""Life states beyond alive and dead, and revival.

- 存活 (`ALIVE`): in play.
- 出局未知 (`UNAWARE`): out of play, not yet told (a night's victim before the morning list;
  245 行尸走肉 keeps acting to no effect). `Seat.alive` is False; the seat's own page still
  shows it in play, since nothing has told it otherwise.
- 出局 (`OUT`): out of play and told (by the 公示 or a notice).
- 离场 (`LEFT`): gone from the game for good (a red card, a surrender): never revived.

`revive` brings an out seat back and emits `revive` for the director; a ruleset whose seed
announces revivals announces them itself."""
from __future__ import annotations

from typing import TYPE_CHECKING, Final, Iterable

from .audience import DIRECTOR
from .errors import Refusal
from .record import Revive

if TYPE_CHECKING:
    from .game import Game

ALIVE: Final = "存活"
UNAWARE: Final = "出局未知"
OUT: Final = "出局"
LEFT: Final = "离场"


def take_out(game: "Game", seat_no: int, told: bool = True, left: bool = False) -> None:
    seat = game.seats[seat_no]
    seat.alive = False
    seat.life = LEFT if left else (OUT if told else UNAWARE)


def tell(game: "Game", seats: Iterable[int]) -> None:
    """The seats have now been told they are out (their exit was published)."""
    for n in seats:
        seat = game.seats[n]
        if seat.life == UNAWARE:
            seat.life = OUT


def knows_out(game: "Game", seat_no: int) -> bool:
    """Whether the seat itself knows it is out of play (a ruleset that never marks a seat
    出局未知 tells every exit at once)."""
    seat = game.seats[seat_no]
    return not seat.alive and seat.life != UNAWARE


def revive(game: "Game", seat_no: int, cause: str) -> None:
    seat = game.seats[seat_no]
    if seat.alive:
        raise Refusal(f"{seat_no}号 未出局，无法复活")
    if seat.life == LEFT:
        raise Refusal(f"{seat_no}号 已离场，无法复活")
    seat.alive = True
    seat.life = ALIVE
    game.emit(Revive(seat_no, cause), DIRECTOR)
    game.trace(f"{seat_no}号 复活（{cause}）")
    game.fire("revive", seat=seat_no, cause=cause)
