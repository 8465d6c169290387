"""预言家 (4.2.1): 预言 reads a camp as others see it (暗恋者 reads 村民阵营)."""
from bansha.engine.skills import RoleDef, SkillDef, 指定

from ..common import VILLAGE


def foresee(game, intent):
    game.feedback(intent.actor, "预言", game.seats[intent.target].surface_camp, intent.target)


预言 = SkillDef("预言", "night", frozenset({指定}), step="(1)", effect=foresee,
              description="游戏日夜晚，预言家可以选择一名角色，反馈其所属阵营。")

ROLE = RoleDef("预言家", VILLAGE, (预言,))
