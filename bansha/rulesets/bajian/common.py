"""078 vocabulary shared by the role modules: factions, identities, 节气 and letters, the
exit (出局) every cause goes through, and labels."""
from __future__ import annotations

from typing import TYPE_CHECKING

from bansha.engine import exits

if TYPE_CHECKING:
    from .state import BjGame

WOLF = "狼人阵营"
VILLAGE = "村民阵营"
PIPER = "吹笛者阵营"
NONE = "无阵营"  # 无阵营混血: released (避险), masterless, or 互联
FACTIONS = (WOLF, VILLAGE, PIPER)

KING, ELDER, PIPER_ROLE, HYBRID = "狼王", "长老", "吹笛者", "混血儿"
WOLVES = ("鹫狼", "猎狼", "赤狼", "雪狼")
GODS = ("预言家", "女巫", "守护", "猎人")
RED = "红牌罚下"  # the exit a red card makes: no 最后一枪, a random heir
# 与村长一起的征召顺序为鹫狼预言猎狼女巫赤狼守护雪狼猎人
CONSCRIPTION_ORDER = ("鹫狼", "预言家", "猎狼", "女巫", "赤狼", "守护", "雪狼", "猎人")
LEADER_OF = {**{w: KING for w in WOLVES}, **{g: ELDER for g in GODS}}
RECRUITS_OF = {KING: WOLVES, ELDER: GODS}
PACK = "鹫猎"  # 鹫狼 and 猎狼 共群 for the team 杀人

TERMS = ("立春", "雨水", "惊蛰", "春分", "清明", "谷雨", "立夏", "小满", "芒种", "夏至", "小暑", "大暑",
         "立秋", "处暑", "白露", "秋分", "寒露", "霜降", "立冬", "小雪", "大雪", "冬至", "小寒", "大寒")
LETTERS = tuple(chr(c) for c in range(ord("A"), ord("V") + 1))


def label(game: "BjGame", seat_no: int) -> str:
    return exits.label(game, seat_no)


def labels(game: "BjGame", seats) -> str:
    return "、".join(label(game, n) for n in seats) or "无"


def living_holder(game: "BjGame", role: str) -> int | None:
    return next((n for n, s in game.seats.items() if s.role == role and s.alive), None)
