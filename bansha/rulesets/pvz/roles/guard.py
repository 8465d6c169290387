"""守卫 (4.2.5): 守护之盾 stops tonight's 指杀 on its target; never the same target two nights
running (ruling: whoever cast the shield, guard or 幸运儿, since the rule names the skill)."""
from __future__ import annotations

from typing import TYPE_CHECKING

from bansha.engine.damage import protect
from bansha.engine.skills import Intent, RoleDef, SkillDef, 指定

from ..common import VILLAGE, night_no

if TYPE_CHECKING:
    from bansha.engine.model import Seat

    from ..state import PvzGame


def not_twice_running(game: "PvzGame", seat: "Seat", intent: Intent) -> str | None:
    st = game.state
    last = st.shielded.get(night_no(game) - 1)
    if last is not None and intent.target in last:
        return f"{intent.target}号 上一晚已是<守护之盾>的目标：一名角色不能连续两晚成为该技能的目标"
    return None


def shield(game: "PvzGame", intent: Intent) -> None:
    target = intent.targets[0]  # a 指定 skill names one seat
    protect(game, target, "守护之盾", intent.actor, frozenset({"指杀"}))
    st = game.state
    st.shielded.setdefault(night_no(game), set()).add(target)


守护之盾 = SkillDef("守护之盾", "night", frozenset({指定}), step="(1)", checks=(not_twice_running,),
                effect=shield,
                description="游戏日夜晚，守卫选择一名角色，当晚对该角色的指杀无效。一名角色不能连续两晚成为该技能的目标。")

ROLE = RoleDef("守卫", VILLAGE, (守护之盾,))
