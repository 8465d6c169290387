"""最后一枪, the skill 猎人 and 狼王 share (4.1.2, 4.2.3): the chosen other role exits at once.

When the line-up holds both a 狼王 and a 猎人, the announcement hides who fired."""
from __future__ import annotations

from typing import TYPE_CHECKING, Final

from bansha.engine import triggers
from bansha.engine.exits import label as seat_label  # imported, not aliased: compiled, a native call
from bansha.engine.skills import Intent, RoleDef, SkillDef, 指定

from .common import exit_seat

if TYPE_CHECKING:
    from .state import PvzGame

SHOT_PRIORITY: Final = 0  # 6.1 step 4: every shot and re-shot before the sheriff's 殉职


def shoot(game: "PvzGame", intent: Intent) -> None:
    target = intent.targets[0]  # a 指定 skill names one seat
    roles = {s.role for s in game.seats.values()}
    shooter = seat_label(game, intent.actor)
    if {"狼王", "猎人"} <= roles:
        game.announce(f"{seat_label(game, target)} 因<最后一枪>出局。")
    else:
        game.announce(f"{shooter}（{game.seats[intent.actor].role}）发动<最后一枪>，{seat_label(game, target)} 出局。")
    exit_seat(game, target, "最后一枪")


def offer_last_shot(game: "PvzGame", seat: int) -> None:
    triggers.offer(game, seat, "最后一枪", SHOT_PRIORITY)


最后一枪 = SkillDef("最后一枪", "reactive", frozenset({指定}), allow_self=False, effect=shoot,
                description="并非因红牌罚下（狼王另有<自爆>）或<毒药>出局后，可以选择一名其他角色，该角色立即出局。")

__all__ = ["最后一枪", "offer_last_shot", "RoleDef"]
