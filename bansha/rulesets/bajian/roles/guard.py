"""守护: 守护之盾 (any X roles; none of them may be guarded again for the next X nights; a guarded
unburned role is immune to 指杀; a role guarded alone is also immune to 毒药, burned or not)."""
from typing import TYPE_CHECKING

from bansha.engine.skills import RoleDef

from ..common import VILLAGE
from ._kit import night_skill

if TYPE_CHECKING:
    from ..state import BjGame


def _check(game: "BjGame", seat, intent) -> str | None:
    n = game.period.number
    for t in intent.targets:
        until = game.state.guarded.get(t)
        if until is not None and n <= until:
            return f"{t}号 到第{until}夜为止不能再次被守护，第{until + 1}夜起可以（守护X个角色，则接下来X天不能再次守护这些角色）"
    return None


def guard(game: "BjGame", intent):
    x = len(intent.targets)
    for t in intent.targets:
        game.state.guarded[t] = game.period.number + x
    game.ledger.guards = list(intent.targets)


守护之盾 = night_skill("守护之盾", "(4)", guard, max_targets=24, checks=(_check,),
                   description="游戏日夜晚可守护X个角色，则接下来X天不能再次守护这些角色，被守护且未被烧伤的角色免疫指杀。"
                               "特别地，若只守护一个角色，该角色不管被烧伤与否，还将额外免疫毒药。")

ROLE = RoleDef("守护", VILLAGE, (守护之盾,))
