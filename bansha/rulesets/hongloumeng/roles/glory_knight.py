"""荣光骑士: 荣光庇护 (免疫一次伤害 tonight, offset in step (14); never the same role two nights
running, whoever's copy chose it) and 荣光审判<限定> (one damage to another role, step (12))."""
from __future__ import annotations

from typing import TYPE_CHECKING

from bansha.engine.skills import Intent, RoleDef, SkillDef, 指定, 限定

from ..common import VILLAGE, number
from ..harm import Harm, immune_once
from ..state import tonight

if TYPE_CHECKING:
    from bansha.engine.model import Seat

    from ..state import HlmGame


def not_twice_running(game: "HlmGame", seat: "Seat", intent: Intent) -> str | None:
    st = game.state
    last: set[int] | tuple[()] = st.荣光庇护.get(number(game) - 1, ())
    if intent.target in last:
        return f"{intent.target}号 上一晚已是<荣光庇护>的目标：不能连续两晚选择同一个角色"
    return None


def shelter(game: "HlmGame", intent: Intent) -> None:
    target = intent.targets[0]
    immune_once(game, target, "荣光庇护", intent.actor)
    st = game.state
    st.荣光庇护.setdefault(number(game), set()).add(target)


def judge(game: "HlmGame", intent: Intent) -> None:
    night = tonight(game)
    night.harms12.append(Harm("荣光审判", "荣光审判", intent.actor, intent.targets[0]))
    if game.record_traces:
        game.trace(f"(7) 荣光审判：{intent.target}号")


荣光庇护 = SkillDef("荣光庇护", "night", frozenset({指定}), step="(7)", checks=(not_twice_running,), effect=shelter,
                description="游戏日夜晚，选择任意一个角色，使其在当晚免疫一次伤害，不能连续两晚选择同一个角色。")
荣光审判 = SkillDef("荣光审判", "night", frozenset({限定, 指定}), uses=1, step="(7)", allow_self=False, effect=judge,
                description="游戏日夜晚，选择任意一个其他角色，对其造成一次伤害。")

ROLE = RoleDef("荣光骑士", VILLAGE, (荣光庇护, 荣光审判))
