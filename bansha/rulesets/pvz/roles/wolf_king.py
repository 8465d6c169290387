"""狼王 (4.1.2): a wolf with 最后一枪, lost to 红牌罚下, 自爆 and 毒药."""
from __future__ import annotations

from typing import TYPE_CHECKING

from bansha.engine.skills import RoleDef
from bansha.engine.events import DEATH, on

from ..common import WOLF
from ..last_shot import offer_last_shot, 最后一枪
from .werewolf import 杀人, 自爆

if TYPE_CHECKING:
    from ..state import PvzGame


def on_death(game: "PvzGame", seat: int, cause: str) -> None:
    if game.seats[seat].role == "狼王" and cause not in ("红牌罚下", "自爆", "毒药"):
        offer_last_shot(game, seat)


ROLE = RoleDef("狼王", WOLF, (杀人, 自爆, 最后一枪), groups=("狼人",), listens=(on(DEATH, on_death),),
               description="狼王和狼人互知共群。杀人、自爆：同狼人。")
