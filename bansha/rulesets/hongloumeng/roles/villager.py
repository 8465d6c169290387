"""村民: 祝福<限定> adds a hidden counter (可存储但不知晓). In step (10′) a role holding two or
more has all consumed, is immune to one damage tonight, and gains none the next night."""
from __future__ import annotations

from typing import TYPE_CHECKING

from bansha.engine.skills import Intent, RoleDef, SkillDef, 指定, 限定

from ..common import COMMONER, VILLAGE, number
from ..harm import immune_once

if TYPE_CHECKING:
    from ..state import HlmGame


def bless(game: "HlmGame", intent: Intent) -> None:
    no = intent.targets[0]
    target = game.seats[no]
    if target.data.get("祝福封锁") == number(game):
        if game.record_traces:
            game.trace(f"(10) 祝福：{no}号 上一晚消耗了祝福计数，本晚无法获得祝福计数")
        return
    target.data["祝福"] = target.data.get("祝福", 0) + 1
    if game.record_traces:
        game.trace(f"(10) 祝福：{no}号 祝福计数{target.data['祝福']}")


def consume(game: "HlmGame") -> None:
    """若某个角色获得了至少2个计数及其以上，则消耗所有计数，其当晚免疫一次伤害."""
    seats = game.seats
    # most nights nobody holds two: find those who do, and sort only them (one's blessing never
    # changes another's count)
    due = [no for no, seat in seats.items() if seat.alive and seat.data.get("祝福", 0) >= 2]
    for no in sorted(due):
        seat = seats[no]
        if game.record_traces:
            game.trace(f"(10′) {no}号 祝福计数{seat.data['祝福']}：全部消耗，当晚免疫一次伤害")
        seat.data["祝福"] = 0
        seat.data["祝福封锁"] = number(game) + 1
        immune_once(game, no, "祝福", None)


祝福 = SkillDef("祝福", "night", frozenset({限定, 指定}), uses=1, step="(10)", effect=bless,
              description="游戏日夜晚，村民选择任意一名角色，他获得一次祝福计数（获得的祝福计数可存储但不知晓）。"
                          "然后，若某个角色获得了至少2个计数及其以上，则消耗所有计数，其当晚免疫一次伤害，且下一个夜晚无法获得任何祝福计数。")

ROLE = RoleDef(COMMONER, VILLAGE, (祝福,))
