"""`bansha simulate`: random legal games played to the end, counted and timed.

It doubles as the fuzz harness: any exception is a bug, and a game that has not ended within
`MAX_PERIODS` periods is reported as unfinished."""
from __future__ import annotations

import random
import time
from importlib import import_module
from typing import Any, Callable

from bansha import randplay, rulesets
from bansha.engine.errors import Refusal
from bansha.engine.game import Game

MAX_PERIODS = 200


def _player(ruleset_id: str) -> Callable[[Game, random.Random], list[dict[str, Any]]]:
    """A ruleset may ship its own random player (randplay.random_inputs(game, rng))."""
    try:
        mod = import_module(f"{rulesets.KNOWN[ruleset_id]}.randplay")
    except ModuleNotFoundError:
        return randplay.random_inputs
    return mod.random_inputs


def play_one(ruleset_id: str, seats: int, seed: int, player=None) -> Game:
    rs = rulesets.get(ruleset_id)
    game = Game(rs, [{"seat": i, "name": f"P{i}"} for i in range(1, seats + 1)], {}, seed, record_traces=False)
    rng = random.Random(seed ^ 0x5EED)
    player = player or _player(ruleset_id)
    for _ in range(MAX_PERIODS):
        for inp in player(game, rng):
            try:
                game.submit(inp)
            except Refusal:
                pass
        game.close()
        if game.over:
            break
    return game


def simulate(ruleset_id: str, seats: int | None, games: int, seed: int) -> dict[str, Any]:
    if ruleset_id not in rulesets.KNOWN:
        raise Refusal(f"没有规则 {ruleset_id}；已有：{', '.join(rulesets.ids())}")
    seats = seats or rulesets.get(ruleset_id).default_seats
    if games < 1:
        raise Refusal("--games 至少为 1")
    player = _player(ruleset_id)
    wins: dict[str, int] = {}
    unfinished = 0
    t0 = time.perf_counter()
    for g in range(games):
        game = play_one(ruleset_id, seats, seed + g, player)
        if game.over:
            wins[game.winner] = wins.get(game.winner, 0) + 1
        else:
            unfinished += 1
    dt = time.perf_counter() - t0
    return {"ruleset": ruleset_id, "seats": seats, "games": games, "seed": seed, "seconds": round(dt, 4),
            "games_per_second": round(games / dt, 1) if dt else None, "wins": dict(sorted(wins.items())),
            "unfinished": unfinished}
