"""猎人 (4.2.3): 最后一枪 unless out by 红牌罚下 or 毒药."""
from __future__ import annotations

from typing import TYPE_CHECKING

from bansha.engine.skills import RoleDef
from bansha.engine.events import DEATH, on

from ..common import VILLAGE
from ..last_shot import offer_last_shot, 最后一枪

if TYPE_CHECKING:
    from ..state import PvzGame


def on_death(game: "PvzGame", seat: int, cause: str) -> None:
    if game.seats[seat].role == "猎人" and cause not in ("红牌罚下", "毒药"):
        offer_last_shot(game, seat)


ROLE = RoleDef("猎人", VILLAGE, (最后一枪,), listens=(on(DEATH, on_death),))
