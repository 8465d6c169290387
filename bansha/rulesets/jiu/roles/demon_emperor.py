"""帝尊魔皇⑧ [接刀] (有帝尊魔皇必有九天圣人): the same guards (JIU-R105); once the opening is over, if it
is of 狼人阵营, it learns every [群内] (JIU-R104; a 身份属性, not a skill)."""
from typing import TYPE_CHECKING

from bansha.engine.skills import RoleDef

from ..common import WOLF, labels, seats_in_order
from ..knife import grouped
from .guards import SKILLS, SLOT

if TYPE_CHECKING:
    from ..state import JiuGame


def learn_group(game: "JiuGame"):
    for n, s in seats_in_order(game):
        if s.role == "帝尊魔皇" and s.camp == WOLF:
            game.notice(n, f"狼人[群内]名单：{labels(game, grouped(game))}")


ROLE = RoleDef("帝尊魔皇", WOLF, SKILLS, exit_slot=SLOT)
