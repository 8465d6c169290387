"""预言家: 预言 reads a camp; a wolf under 顶盾 reads 村民阵营 while the shield lasts."""
from __future__ import annotations

from typing import TYPE_CHECKING

from bansha.engine.skills import Intent, RoleDef, SkillDef, 指定

from ..common import VILLAGE

if TYPE_CHECKING:
    from ..state import HlmGame


def foresee(game: "HlmGame", intent: Intent) -> None:
    no = intent.targets[0]
    target = game.seats[no]
    camp = VILLAGE if target.has_status("顶盾") else target.surface_camp
    game.feedback(intent.actor, "预言", camp, no)


预言 = SkillDef("预言", "night", frozenset({指定}), step="(5)", effect=foresee,
              description="游戏日夜晚，预言家可以选择一名角色查验其阵营。反馈结果为<村民阵营>；<狼人阵营>；<魔女会阵营>。")

ROLE = RoleDef("预言家", VILLAGE, (预言,))
