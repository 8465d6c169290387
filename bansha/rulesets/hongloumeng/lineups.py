"""Roster (本场版杀为14人): exactly the seed's 14 identities, dealt at random by the seed's rng or
given seat by seat."""
from __future__ import annotations

import random

from bansha.engine.draws import Draws
from bansha.engine.errors import ScenarioError

SEATS = 14
LINEUP = {"黑狼王": 1, "狼巫": 1, "狼人": 1, "预言家": 1, "荣光骑士": 1, "审判官": 1, "小红帽": 1, "村民": 4,
          "女巫": 1, "摄梦人": 1, "魔女会学徒": 1}


def validate(roles: list[str]) -> None:
    if len(roles) != SEATS:
        raise ScenarioError("seats", f"本场版杀为{SEATS}人，不能是{len(roles)}人")
    count: dict[str, int] = {}
    for r in roles:
        count[r] = count.get(r, 0) + 1
    for role, k in LINEUP.items():
        if count.get(role, 0) != k:
            raise ScenarioError("seats", f"{role}须为{k}名（身份配置），现为{count.get(role, 0)}名")


def deal(n: int, rng: random.Random) -> list[str]:
    if n != SEATS:
        raise ScenarioError("seats", f"本场版杀为{SEATS}人，不能是{n}人")
    roles = [r for r, k in LINEUP.items() for _ in range(k)]
    Draws(rng).shuffle(roles)  # rng.shuffle's draws, compiled
    return roles
