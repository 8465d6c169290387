"""Roster (4 身份与阵营): the role ranges, the 10–17 seat bounds, and documented default line-ups
for a random deal. The seed gives ranges only, so the defaults are ours (README, rulings.md)."""
from __future__ import annotations

import random
from collections import Counter

from bansha.engine.draws import Draws
from bansha.engine.errors import ScenarioError

RANGES = {
    "狼人": (2, 4), "狼王": (0, 1), "石像鬼": (1, 1), "预言家": (1, 1), "女巫": (1, 1), "猎人": (0, 1),
    "守墓人": (1, 1), "守卫": (0, 1), "奇迹商人": (0, 1), "平民": (4, 6), "暗恋者": (0, 1),
}
SEATS = (10, 17)

_BASE = {"石像鬼": 1, "预言家": 1, "女巫": 1, "守墓人": 1}
DEFAULTS: dict[int, dict[str, int]] = {
    10: {**_BASE, "狼人": 2, "平民": 4},
    11: {**_BASE, "狼人": 2, "猎人": 1, "平民": 4},
    12: {**_BASE, "狼人": 3, "守卫": 1, "平民": 4},
    13: {**_BASE, "狼人": 3, "守卫": 1, "平民": 4, "暗恋者": 1},
    14: {**_BASE, "狼人": 3, "狼王": 1, "守卫": 1, "猎人": 1, "平民": 4},
    15: {**_BASE, "狼人": 3, "狼王": 1, "守卫": 1, "猎人": 1, "平民": 5},
    16: {**_BASE, "狼人": 3, "狼王": 1, "守卫": 1, "猎人": 1, "奇迹商人": 1, "平民": 5},
    17: {**_BASE, "狼人": 4, "狼王": 1, "守卫": 1, "猎人": 1, "奇迹商人": 1, "平民": 5},
}


def validate(roles: list[str]) -> None:
    n = len(roles)
    if not SEATS[0] <= n <= SEATS[1]:
        raise ScenarioError("seats", f"PVZ 标准规则为{SEATS[0]}–{SEATS[1]}人局，不能是{n}人")
    count = Counter(roles)
    for role, (lo, hi) in RANGES.items():
        if not lo <= count.get(role, 0) <= hi:
            raise ScenarioError("seats", f"{role}须为{lo if lo == hi else f'{lo}–{hi}'}名（4 身份与阵营），现为{count.get(role, 0)}名")


def deal(n: int, rng: random.Random) -> list[str]:
    if n not in DEFAULTS:
        raise ScenarioError("seats", f"PVZ 标准规则为{SEATS[0]}–{SEATS[1]}人局，不能是{n}人")
    roles = [r for r, k in DEFAULTS[n].items() for _ in range(k)]
    Draws(rng).shuffle(roles)  # rng.shuffle's draws, compiled
    return roles
