"""How long a long game takes to replay in process (issue 11 §5): a 30-day [245]酒 game — the
goal is under 100 ms — made of random legal inputs (the ruleset's own random player, with most
night actions and exile votes left out so that the game lasts), written as a replay scenario and
replayed with `bansha.replay.replay` (load, play, record), median of many runs. The first seed
whose game is still going after 30 days is used, so the scenario is the same on every machine.
Not a timed test:

    .venv/bin/python bench/replay_long.py [--days 30] [--runs 20] [--json] [--save FILE]
"""
from __future__ import annotations

import argparse
import json
import random
import statistics
import time
from typing import Any

from bansha import rulesets
from bansha.engine.errors import Refusal
from bansha.engine.game import Game
from bansha.replay import replay
from bansha.simulate import player_for

SEATS = 14
FIELDS = {"action": "actions", "vote": "votes", "sheriff_vote": "sheriff_votes"}


def long_scenario(ruleset_id: str, days: int) -> dict[str, Any]:
    """The first seed's game that lasts `days` days, as a scenario of the inputs it took."""
    rs = rulesets.get(ruleset_id)
    player = player_for(ruleset_id)
    table = [{"seat": i, "name": f"P{i}"} for i in range(1, SEATS + 1)]
    for seed in range(1000):
        game = Game(rs, table, {}, seed, record_traces=False)
        dealt = [{"seat": n, "name": s.name, "role": s.role} for n, s in game.seats.items()]  # before 空想具现 adds one
        rng = random.Random(seed)
        steps: list[dict[str, Any]] = []
        while not game.over and not (game.kind == "night" and game.period.number > days):
            step: dict[str, Any] = {"at": str(game.period)}
            for inp in player(game, rng):
                if inp["kind"] == "vote" and rng.random() < 0.97:
                    inp["for"] = None
                if inp["kind"] == "action" and game.kind == "night" and rng.random() < 0.8:
                    continue
                if inp["kind"] not in FIELDS:
                    continue
                try:
                    game.submit(inp)
                except Refusal:
                    continue
                entry = {k: v for k, v in inp.items() if k != "kind"}
                step.setdefault(FIELDS[inp["kind"]], []).append(entry)
            steps.append(step)
            game.close()
        if not game.over:
            return {"ruleset": ruleset_id, "options": {}, "rng": seed,
                    "seats": dealt,
                    "steps": steps}
    raise SystemExit(f"no seed under 1000 gives a {days}-day {ruleset_id} game")


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--ruleset", default="jiu")
    ap.add_argument("--days", type=int, default=30)
    ap.add_argument("--runs", type=int, default=20)
    ap.add_argument("--json", action="store_true")
    ap.add_argument("--save", help="also write the scenario to this file")
    args = ap.parse_args()
    sc = long_scenario(args.ruleset, args.days)
    if args.save:
        with open(args.save, "w", encoding="utf-8") as f:
            json.dump(sc, f, ensure_ascii=False, indent=1)
    record = replay(sc)
    times = []
    for _ in range(args.runs):
        t0 = time.perf_counter()
        replay(sc)
        times.append(time.perf_counter() - t0)
    rep = {"ruleset": args.ruleset, "days": args.days, "rng": sc["rng"], "periods": len(sc["steps"]),
           "inputs": sum(len(v) for s in sc["steps"] for k, v in s.items() if k != "at"),
           "events": len(record["events"]), "median_ms": round(1000 * statistics.median(times), 1),
           "best_ms": round(1000 * min(times), 1)}
    if args.json:
        print(json.dumps(rep, ensure_ascii=False))
    else:
        print(f"{args.days}-day {args.ruleset} game ({rep['periods']} periods, {rep['inputs']} inputs, "
              f"{rep['events']} events): replay median {rep['median_ms']} ms, best {rep['best_ms']} ms")


if __name__ == "__main__":
    main()
