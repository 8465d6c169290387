"""预言家: 预言 reads a seat's camp, answered as soon as it is taken (step (1) is 互不影响)."""
from typing import TYPE_CHECKING

from bansha.engine.skills import RoleDef, SkillDef, 指定

from .villager import VILLAGE

if TYPE_CHECKING:
    from ..state import TemplateGame


def foresee(game: "TemplateGame", intent):
    game.feedback(intent.actor, "预言", game.ruleset.camp_of(game, intent.target), intent.target)


预言 = SkillDef("预言", "night", frozenset({指定}), step="(1)", allow_self=False, effect=foresee,
              description="夜晚，选择一名其他角色，得知其所属阵营。")

ROLE = RoleDef("预言家", VILLAGE, (预言,))
