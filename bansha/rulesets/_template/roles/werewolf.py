"""狼人: the pack shares one 杀人 a night (a 团队 skill: any member submits it, all see it); its
victims stand first in the exit list; the pack wins at half of the seats in play."""
from typing import TYPE_CHECKING

from bansha.engine.skills import RoleDef, SkillDef, 团队, 指定

from .villager import WOLF

if TYPE_CHECKING:
    from ..state import TemplateGame


def kill(game: "TemplateGame", intent):
    game.ledger.kills.append(intent.target)


def pack_wins(camps: list[str]) -> tuple[str, str] | None:
    wolves = camps.count(WOLF)
    return (WOLF, "狼人占存活角色的一半（以上）") if wolves and wolves * 2 >= len(camps) else None


杀人 = SkillDef("杀人", "night", frozenset({团队, 指定}), step="(3)", team="狼人", effect=kill,
              description="夜晚，狼人共同指杀一名角色。")

ROLE = RoleDef("狼人", WOLF, (杀人,), groups=("狼人",), exit_slot="杀人", win=pack_wins)
