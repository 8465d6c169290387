"""`bansha demo --ruleset jiu`: a short scripted 245 game on the worked example's table (jiu-01):
the wolves' group skill at the opening, the election with a 任职宣言 and a 辅政, two nights of
雷击, 瘟疫 and a 新月 drawn by the 执警's 代理, then the second night's exits in the seed's
statistics order, and a day's exile vote."""
from __future__ import annotations

from typing import Any

from bansha.demo import action as _act

TITLE = "[245]酒 演示局"
TABLE = [("白兰地", "朱雀"), ("伏特加", "刺客鸭"), ("龙舌兰", "黑商"), ("威士忌", "九天圣人"), ("金酒", "岚"),
         ("朗姆", "摄魂师"), ("清酒", "预言家"), ("黄酒", "狼巫"), ("米酒", "闪电战士"), ("啤酒", "瘟神"),
         ("香槟", "帝尊魔皇"), ("雪莉", "圣女"), ("波特", "狂戮"), ("梅酒", "侦探")]


def seats() -> list[dict[str, Any]]:
    return [{"seat": i, "name": n, "role": r} for i, (n, r) in enumerate(TABLE, 1)]


CLOSE = {"kind": "close"}
SCRIPT: list[dict[str, Any]] = [
    _act(2, "群内可选技能", choice="遮天"),
    CLOSE,  # → day 1, the 竞选日
    *[{"kind": "sheriff_vote", "by": n, "for": 12} for n in range(1, 15) if n != 9],
    _act(12, "任职宣言", choice="自由"),
    _act(12, "辅政", [1]),
    CLOSE,  # → night 1
    _act(5, "雷击", [6]),
    _act(10, "传播瘟疫", [14]),
    CLOSE,  # → day 2
    _act(1, "代理", choice="魔法水晶球"),
    *[{"kind": "vote", "by": n, "for": None} for n in range(1, 15)],
    CLOSE,  # → night 2
    _act(4, "光明守护", [9]),
    _act(11, "黑暗守护", [9]),
    _act(3, "馈赠", [11], choice="毒药"),
    _act(2, "杀人", [7]),
    _act(5, "雷击", [6]),
    _act(10, "瘟疫爆发", [14]),
    _act(1, "天火", [13]),
    CLOSE,  # → day 3
    *[{"kind": "vote", "by": n, "for": 2} for n in (1, 4, 5, 12)],
    *[{"kind": "vote", "by": n, "for": 12} for n in (2, 8, 10, 11)],
    CLOSE,
]
