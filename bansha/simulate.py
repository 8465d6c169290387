"""`bansha simulate`: random legal games played to the end, counted and timed.

It doubles as the fuzz harness: any exception is a bug, and a game that has not ended within
`MAX_PERIODS` periods is reported as unfinished. Game `i` of a run with `--seed S` is played with
the seed `game_seed(S, i)`, a hash of both, in whichever process runs it, and the results are
gathered in game order, so `--jobs` changes the time taken and nothing else — and another `--seed`
gives another, independent sample (with `S + i`, seeds 4 and 5 shared 999 of 1,000 games)."""
from __future__ import annotations

import gc
import hashlib
import os
import random
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from contextlib import contextmanager
from importlib import import_module
from typing import Any, Callable, Iterable, Iterator, NamedTuple

from bansha import randplay, rulesets
from bansha.engine.errors import Refusal
from bansha.engine.game import Game

from .simreport import report, result_key

MAX_PERIODS = 200
CHUNK = 50  # games per task handed to a worker process


class Outcome(NamedTuple):
    """What the report needs of one finished (or unfinished) game."""
    seed: int
    winner: str | None
    reason: str | None
    period: str
    roles: tuple[tuple[int, str], ...]  # (seat, role as dealt)
    winners: tuple[int, ...]


def player_for(ruleset_id: str) -> Callable[[Game, random.Random], Iterable[dict[str, Any]]]:
    """A ruleset may ship its own random player (randplay.random_inputs(game, rng)); the engine's
    is asked for its stream (`randplay.random_stream`), each input submitted before the next."""
    try:
        mod = import_module(f"{rulesets.KNOWN[ruleset_id]}.randplay")
    except ModuleNotFoundError:
        return randplay.random_stream
    return mod.random_inputs


def game_seed(seed: int, i: int) -> int:
    """The seed of game `i` of a run with `seed`: 64 bits of BLAKE2b over both, so the games of two
    runs share nothing whatever their seeds (each game is replayed by `play_one` with this seed)."""
    digest = hashlib.blake2b(f"bansha-simulate:{seed}:{i}".encode(), digest_size=8).digest()
    return int.from_bytes(digest, "big")


_SEATS: dict[int, list[dict[str, Any]]] = {}  # seat count → the simulator's seats (P1…Pn), made once


def new_game(ruleset_id: str, seats: int, seed: int) -> Game:
    rs = rulesets.get(ruleset_id)
    made = _SEATS.get(seats)
    if made is None:
        made = _SEATS[seats] = [{"seat": i, "name": f"P{i}"} for i in range(1, seats + 1)]
    return Game(rs, [s.copy() for s in made], {}, seed, record_traces=False)


def play_to_end(game: Game, seed: int, player) -> Game:
    rng = random.Random(seed ^ 0x5EED)
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


def play_one(ruleset_id: str, seats: int, seed: int, player=None) -> Game:
    return play_to_end(new_game(ruleset_id, seats, seed), seed, player or player_for(ruleset_id))


@contextmanager
def frozen_heap() -> Iterator[None]:
    """The objects that outlive every game (modules, rulesets, skill definitions) are set aside
    from Python's cycle collector while games are played (`gc.freeze`), so its full collections
    walk only the games' own objects, and its youngest generation is collected every 10,000 new objects
    rather than 700 (a game's cycles wait a little longer for it); both given back after."""
    gc.freeze()
    was = gc.get_threshold()
    gc.set_threshold(10_000, was[1], was[2])
    try:
        yield
    finally:
        gc.set_threshold(*was)
        gc.unfreeze()


def play_seeds(ruleset_id: str, seats: int, seeds: Iterable[int]) -> list[Outcome]:
    """One worker's share: the games of `seeds` (each game's own seed), in order."""
    player = player_for(ruleset_id)
    out = []
    with frozen_heap():
        for s in seeds:
            game = new_game(ruleset_id, seats, s)
            dealt = tuple((n, st.role) for n, st in sorted(game.seats.items()))
            play_to_end(game, s, player)
            end = game.outcome
            out.append(Outcome(s, end.winner if end else None, end.reason if end else None, str(game.period), dealt,
                               end.seats if end else ()))
    return out


def build() -> str:
    """"compiled" where the engine runs as the mypyc build (scripts/compile.sh), else "pure"."""
    where = getattr(sys.modules.get("bansha.engine.game"), "__file__", None) or ""
    return "compiled" if where.endswith((".so", ".pyd")) else "pure"


def default_jobs() -> int:
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except AttributeError:  # not on Linux
        return max(1, os.cpu_count() or 1)


def run(ruleset_id: str, seats: int, games: int, seed: int, jobs: int,
        progress: Callable[[int], None] | None = None) -> list[Outcome]:
    """Every game's outcome in game order; `progress(k)` after each `k` games done."""
    chunks = [[game_seed(seed, i) for i in range(a, min(a + CHUNK, games))] for a in range(0, games, CHUNK)]
    if jobs <= 1 or len(chunks) == 1:
        out: list[Outcome] = []
        for c in chunks:
            out += play_seeds(ruleset_id, seats, c)
            if progress:
                progress(len(c))
        return out
    with ProcessPoolExecutor(max_workers=min(jobs, len(chunks))) as pool:
        futures = [pool.submit(play_seeds, ruleset_id, seats, c) for c in chunks]
        parts = []
        for f in futures:
            parts.append(f.result())
            if progress:
                progress(len(parts[-1]))
    return [o for part in parts for o in part]


def simulate(ruleset_id: str, seats: int | None, games: int, seed: int, jobs: int | None = 1,
             progress: Callable[[int], None] | None = None) -> dict[str, Any]:
    if ruleset_id not in rulesets.KNOWN:
        raise Refusal(f"没有规则 {ruleset_id}；已有：{', '.join(rulesets.ids())}")
    rs = rulesets.get(ruleset_id)  # loaded here, before the clock: it times the games, not the ruleset's import
    seats = seats or rs.default_seats
    if games < 1:
        raise Refusal("--games 至少为 1")
    jobs = default_jobs() if jobs is None else jobs
    if jobs < 1:
        raise Refusal("--jobs 至少为 1")
    t0 = time.perf_counter()
    outcomes = run(ruleset_id, seats, games, seed, jobs, progress)
    dt = time.perf_counter() - t0
    wins: dict[str, int] = {}
    for o in outcomes:
        if o.reason:
            wins[result_key(o.winner)] = wins.get(result_key(o.winner), 0) + 1
    return {"ruleset": ruleset_id, "seats": seats, "games": games, "seed": seed, "jobs": jobs, "build": build(),
            "seconds": round(dt, 4), "games_per_second": round(games / dt, 1) if dt else None,
            "wins": dict(sorted(wins.items())), "unfinished": sum(1 for o in outcomes if not o.reason),
            "report": report(outcomes)}
