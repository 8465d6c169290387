"""狼王 (狼人阵营 leader): 征召 (conscription.py), 冲锋 (a 指杀 at step (6)), 统领【强制】 (immune
to 指杀, and to its first exit: night.py and common exit), 激励【3】 (a limited skill becomes
usable again)."""
from typing import TYPE_CHECKING

from bansha.engine.skills import RoleDef, SkillDef, 强制

from ..common import KING, WOLF
from ..conscription import 征召
from ._kit import night_skill

if TYPE_CHECKING:
    from ..state import BjGame


def charge(game: "BjGame", intent):
    game.ledger.kills.append((intent.actor, intent.target, "冲锋"))


def inspire(game: "BjGame", intent):
    """激励: every 【限定】 skill of the target that is spent becomes usable again (BJ-R18); a
    target without one wastes the use (BJ-A25). The wolf is told at 45 min (Q2)."""
    seat = game.seats[intent.target]
    refreshed = [s for s in seat.skills if s.defn.limited and s.spent()]
    for s in refreshed:
        s.uses_left = s.defn.uses
    if refreshed:
        names = "、".join(f"<{s.defn.name}>" for s in refreshed)
        game.notice(intent.target, f"你被狼王<激励>：{names}恢复成可用状态。")
    else:
        game.trace(f"<激励>→{intent.target}号：没有已用过的限定技，无效果")


冲锋 = night_skill("冲锋", "(6)", charge, description="游戏日夜晚，指杀一名角色。")
激励 = night_skill("激励", "(6)", inspire, uses=3, per_period=3,
                 description="游戏日夜晚可选择一个角色，若该角色拥有限定技，则限定技恢复成可用状态。")
统领 = SkillDef("统领", "start|night|day", frozenset({强制}), targets=0, auto=True,
              description="狼王免疫指杀，并且免疫第一次出局。")

ROLE = RoleDef(KING, WOLF, (征召, 冲锋, 统领, 激励))
