"""The roster: one seer, one wolf in four seats (at least one), the rest villagers."""
from __future__ import annotations

import random
from collections import Counter

from bansha.engine.errors import ScenarioError


def validate(roles: list[str]) -> None:
    count = Counter(roles)
    if count["预言家"] != 1 or not 1 <= count["狼人"] <= len(roles) // 3:
        raise ScenarioError("seats", "one 预言家 and 1–N/3 狼人")


def deal(n: int, rng: random.Random) -> list[str]:
    if n < 4:
        raise ScenarioError("seats", "at least 4 seats")
    roles = ["预言家"] + ["狼人"] * max(1, n // 4) + ["平民"] * (n - 1 - max(1, n // 4))
    rng.shuffle(roles)
    return roles
