"""Giving a status in one place, so immunity, stacking and notices are the ruleset's hooks
rather than code repeated in every role (245 秩序/漏洞 immunities, 流血 twice is lethal)."""
from __future__ import annotations

from typing import TYPE_CHECKING

from .model import Status

if TYPE_CHECKING:
    from .game import Game


def give_status(game: "Game", seat_no: int, status: Status, notice: str | None = None) -> bool:
    """Put a status on a seat unless the ruleset says it is immune; fires `status` so stacking
    rules can react. Returns whether the status was given."""
    seat = game.seats[seat_no]
    if game.ruleset.status_immune(game, seat, status):
        game.trace(f"{seat_no}号 免疫[{status.name}]")
        return False
    seat.statuses.append(status)
    game.trace(f"{seat_no}号 获得[{status.name}]" + (f"（来自{status.source}号）" if status.source else ""))
    if notice:
        for to in status.audience or ():
            game.notice(to, notice)
    game.fire("status", seat=seat_no, status=status)
    return True
