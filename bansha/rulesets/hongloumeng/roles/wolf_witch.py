"""狼巫: 黑暗侦测 (the flow's 恶魔之眼) reads a non-wolf's [表面身份]; 先刀后验 holds because it
settles in step (8), after the pack's step (3). Surface and actual identity never differ here."""
from __future__ import annotations

from typing import TYPE_CHECKING

from bansha.engine.skills import Intent, RoleDef, SkillDef, 指定

from ..common import PACK, WOLF
from .wolf_pack import SHARED

if TYPE_CHECKING:
    from bansha.engine.model import Seat

    from ..state import HlmGame


def non_wolf(game: "HlmGame", seat: "Seat", intent: Intent) -> str | None:
    if game.seats[intent.targets[0]].camp == WOLF:
        return "<黑暗侦测>只能选择一名非狼人阵营角色"
    return None


def detect(game: "HlmGame", intent: Intent) -> None:
    target = intent.targets[0]
    game.feedback(intent.actor, "黑暗侦测", game.seats[target].surface_role, target)


黑暗侦测 = SkillDef("黑暗侦测", "night", frozenset({指定}), step="(8)", checks=(non_wolf,), effect=detect,
                description="游戏日夜晚，狼巫可以选择一名非狼人阵营角色，反馈其[表面身份]。注：先刀后验。")

ROLE = RoleDef("狼巫", WOLF, (*SHARED, 黑暗侦测), groups=(PACK,))
