"""狼人: the pack shares one 杀人 a night (a 团队 skill: any member submits it, all see it)."""
from bansha.engine.skills import RoleDef, SkillDef, 团队, 指定

WOLF = "狼人阵营"


def kill(game, intent):
    game.ledger.kills.append(intent.target)


杀人 = SkillDef("杀人", "night", frozenset({团队, 指定}), step="(2)", team="狼人", effect=kill,
              description="夜晚，狼人共同指杀一名角色。")

ROLE = RoleDef("狼人", WOLF, (杀人,), groups=("狼人",))
