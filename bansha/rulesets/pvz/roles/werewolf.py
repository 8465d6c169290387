"""狼人 (4.1.1): 杀人 shared by the wolf group, self-target allowed; 自爆 in the last two hours of
discussion (6.2.3)."""
from __future__ import annotations

from typing import TYPE_CHECKING

from bansha.engine.skills import Intent, RoleDef, SkillDef, 团队, 指定

from ..common import WOLF, exit_seat

if TYPE_CHECKING:
    from ..state import PvzGame


def kill(game: "PvzGame", intent: Intent) -> None:
    target = intent.targets[0]  # a 指定 skill names one seat
    ledger = game.ledger
    ledger.kills.append((intent.actor, target))
    if game.record_traces:
        game.trace(f"(2) {intent.actor}号 代表狼队指杀 {target}号")


def self_explode(game: "PvzGame", intent: Intent) -> None:
    game.announce(f"{intent.actor}号{game.seats[intent.actor].name} 自爆出局。跳过放逐投票，发表遗言后直接进入夜晚。")
    exit_seat(game, intent.actor, "自爆")
    st = game.state
    st.exploded = intent.actor


杀人 = SkillDef("杀人", "night", frozenset({团队, 指定}), step="(2)", team="狼人", effect=kill,
              description="游戏日夜晚，持有该技能的角色可以共同指杀一名角色。（注：可以选择自己作为指杀目标。）")
自爆 = SkillDef("自爆", "day", targets=0, step="放逐投票", effect=self_explode,
              description="游戏日白天，狼人可以主动出局，并公示，之后游戏直接进入夜晚。只能在讨论结束前两小时内发动。")

ROLE = RoleDef("狼人", WOLF, (杀人, 自爆), groups=("狼人",),
               description="所有狼人将在游戏开始后互知共群。")
