"""When a private notice reaches its seat (JIU-R178): by day at once; by night only when the current
sub-phase (行动时间段) ends — a role frozen at 午夜 learns it when 午夜 is over. Feedback of a
互不影响 skill is answered at once (有反馈的技能立刻反馈) and does not pass through here."""
from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .state import JiuGame


def tell(game: "JiuGame", seat_no: int, text: str) -> None:
    if game.kind == "night" and game.ledger is not None:
        game.ledger.held.append((seat_no, text))
    else:
        game.notice(seat_no, text)


def flush(game: "JiuGame") -> None:
    """The sub-phase has ended: the notices held during it go out, in the order they were made."""
    held, game.ledger.held = game.ledger.held, []
    for seat_no, text in held:
        game.notice(seat_no, text)
