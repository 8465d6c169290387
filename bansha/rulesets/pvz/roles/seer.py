"""预言家 (4.2.1): 预言 reads a camp as others see it (暗恋者 reads 村民阵营)."""
from __future__ import annotations

from typing import TYPE_CHECKING

from bansha.engine.skills import Intent, RoleDef, SkillDef, 指定

from ..common import VILLAGE

if TYPE_CHECKING:
    from ..state import PvzGame


def foresee(game: "PvzGame", intent: Intent) -> None:
    target = intent.targets[0]  # a 指定 skill names one seat
    game.feedback(intent.actor, "预言", game.seats[target].surface_camp, target)


预言 = SkillDef("预言", "night", frozenset({指定}), step="(1)", effect=foresee,
              description="游戏日夜晚，预言家可以选择一名角色，反馈其所属阵营。")

ROLE = RoleDef("预言家", VILLAGE, (预言,))
