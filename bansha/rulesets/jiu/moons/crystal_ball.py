"""新月 魔法水晶球/梦游/诚实笔仙 (JIU-R145–R146's deck, ③ [指定])."""
from __future__ import annotations

from typing import TYPE_CHECKING

from bansha.engine.period import Period

from .. import directed
from ..common import RULE_ORDER
from .grants import pick

if TYPE_CHECKING:
    from ..state import JiuGame

NAME = "魔法水晶球/梦游/诚实笔仙"


def cast(game: "JiuGame") -> None:
    """魔法水晶球/梦游/诚实笔仙③ [指定]: X of the roles a 验人系 got surface information on last night (X =
    验人系 alive when that night began; all if fewer) → 公示 their actual identities in rule order."""
    last = str(Period.of("night", game.period.number - 1))
    pool = sorted(set(game.state.looked_at.get(last, [])))
    x = game.state.seers_alive_at.get(last, 0)
    if not pool or x <= 0:
        game.trace("<魔法水晶球>：上一晚没有被验人系获取过表面类信息的角色")
        return
    chosen = pick(game, pool, x, moon=NAME)
    use = directed.cast(game, "魔法水晶球", chosen, lambda g, u: None)
    if use.settled:
        names = sorted((game.seats[t].role for t in use.settled), key=lambda r: RULE_ORDER[r])
        game.announce(f"验人系查验了这些身份：{'、'.join(names)}")
