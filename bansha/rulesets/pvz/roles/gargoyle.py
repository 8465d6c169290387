"""石像鬼 (4.1.3): outside the wolf group; 查验 reads the exact role; 接刀 once every 狼人 is out."""
from __future__ import annotations

from typing import TYPE_CHECKING

from bansha.engine.skills import Intent, RoleDef, SkillDef, SkillSlot, 指定
from bansha.engine.events import DEATH, on

from ..common import KILLERS, WOLF
from .werewolf import kill

if TYPE_CHECKING:
    from ..state import PvzGame


def check(game: "PvzGame", intent: Intent) -> None:
    target = intent.targets[0]  # a 指定 skill names one seat
    game.feedback(intent.actor, "查验", game.seats[target].role, target)


查验 = SkillDef("查验", "night", frozenset({指定}), step="(1)", effect=check,
              description="游戏日夜晚，石像鬼可以选择一名角色，反馈其具体身份。")
接刀杀人 = SkillDef("杀人", "night", frozenset({指定}), step="(2)", effect=kill,
                description="接刀后获得：游戏日夜晚，指杀一名角色。")


def take_knife(game: "PvzGame", seat: int, cause: str) -> None:
    """接刀<强制>: 狼人全部出局后，石像鬼获得<杀人>技能，并得到通知 (ruling PVZ-A08: 狼王 counts)."""
    for s in game.seat_list:
        if s.alive and s.role in KILLERS:
            return
    for g in game.seat_list:
        if g.role == "石像鬼" and g.alive and not g.data.get("接刀"):
            g.data["接刀"] = True
            g.skills.append(SkillSlot.of(接刀杀人, "接刀"))
            game.notice(g.no, "狼人已全部出局，你获得<杀人>技能（接刀）。")
            game.trace(f"{g.no}号 石像鬼 接刀，获得<杀人>")


ROLE = RoleDef("石像鬼", WOLF, (查验,), listens=(on(DEATH, take_knife),),
               description="石像鬼与狼人既不互知也不共群。石像鬼不可以自爆。")
