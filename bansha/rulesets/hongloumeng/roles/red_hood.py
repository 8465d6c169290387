"""小红帽: 求助 moves every damage aimed at her tonight to the 求助 target (step (11)); not on the
night after she used it — the same holds for a 特制药剂 extra 求助."""
from __future__ import annotations

from typing import TYPE_CHECKING

from bansha.engine.skills import Intent, RoleDef, SkillDef, 指定

from ..common import VILLAGE, number
from ..state import tonight

if TYPE_CHECKING:
    from bansha.engine.model import Seat

    from ..state import HlmGame


def not_after_use(game: "HlmGame", seat: "Seat", intent: Intent) -> str | None:
    st = game.state
    if seat.no in st.求助.get(number(game) - 1, ()):
        return "小红帽使用过<求助>后，下一个夜晚不能使用<求助>"
    return None


def ask_help(game: "HlmGame", intent: Intent) -> None:
    night = tonight(game)
    st = game.state
    target = intent.targets[0]
    night.help.setdefault(intent.actor, []).append(target)
    st.求助.setdefault(number(game), set()).add(intent.actor)
    if game.record_traces:
        game.trace(f"(3) 求助：{intent.actor}号 → {target}号")


求助 = SkillDef("求助", "night", frozenset({指定}), step="(3)", allow_self=False, checks=(not_after_use,),
              effect=ask_help,
              description="游戏日夜晚，选择任意一名其他角色，在当天夜间若小红帽受到任意形式的伤害时，小红帽会将受到的伤害转移给该角色。"
                          "小红帽使用过求助后，下一个夜晚不能使用<求助>。")

ROLE = RoleDef("小红帽", VILLAGE, (求助,))
