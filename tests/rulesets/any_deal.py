"""Seats for a game of any ruleset: the fewest (from 8) its line-ups can deal, named P1, P2 …"""
from __future__ import annotations

import random

from bansha import rulesets


def seats_for(ruleset_id: str) -> list[dict]:
    rs = rulesets.get(ruleset_id)
    for n in range(8, 30):
        try:
            rs.deal(n, random.Random(0), rs.resolve_options({}))
            return [{"seat": i, "name": f"P{i}"} for i in range(1, n + 1)]
        except Exception:
            continue
    raise AssertionError(f"no seat count deals {ruleset_id}")
