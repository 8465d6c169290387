"""bansha's simulator against the fastest Python peer we know, side by side on one core (issue 11
§1): random legal 12-player games of werewolf-engine 0.1.0 (six roles, no sheriff) and of
`bansha simulate --ruleset pvz --seats 12 --jobs 1`, alternated in rounds, each in its own
process pinned to the same core, the best round of each kept. Not a timed test.

The peer is not a dependency of bansha: install it in a separate virtualenv and name its Python,

    python3 -m venv /tmp/peer && /tmp/peer/bin/pip install werewolf-engine==0.1.0
    .venv/bin/python bench/peer.py --peer-python /tmp/peer/bin/python [--games 2000] [--rounds 3] [--json]

(`--ruleset hongloumeng --seats 14` measures another of our rulesets against the same peer). The bansha
measured is the one beside the Python running this: `.venv-compiled/bin/python bench/peer.py …` measures
the compiled build (scripts/compile.sh); the JSON says which ("build")."""
from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
from pathlib import Path


# The peer's driver: every night actor picks a random legal target in the engine's own turn order,
# every living player votes for a random other living player.
PEER = r"""
import random, sys, time
from werewolf_engine import Game, GameConfig
from werewolf_engine.phases import Phase
games, seed = int(sys.argv[1]), int(sys.argv[2])
rng = random.Random(seed)
random.seed(seed)
config = GameConfig(role_counts={"villager": 5, "werewolf": 3, "seer": 1, "doctor": 1, "witch": 1, "hunter": 1})
names = [f"P{i}" for i in range(12)]
t0 = time.perf_counter()
ended = 0
for g in range(games):
    game = Game(names, config)
    game.start()
    for _ in range(200):
        if game.phase == Phase.END:
            ended += 1
            break
        if game.phase == Phase.NIGHT:
            nm = game.night_manager
            actor = nm.current_actor
            targets = nm.get_available_targets(actor)
            if targets:
                game.night_action(actor.id, rng.choice(targets).id)
            else:
                game.night_skip(actor.id)
        else:
            alive = [p for p in game.players if p.is_alive()]
            for p in alive:
                if game.phase != Phase.DAY:
                    break
                game.day_vote(p.id, rng.choice([q for q in alive if q is not p]).id)
dt = time.perf_counter() - t0
print(games / dt, ended)
"""


def pinned(cpu: int) -> dict:
    return {"preexec_fn": (lambda: os.sched_setaffinity(0, {cpu})) if hasattr(os, "sched_setaffinity") else None}


def peer_rate(python: str, games: int, cpu: int) -> float:
    out = subprocess.run([python, "-c", PEER, str(games), "1"], capture_output=True, text=True, check=True,
                         **pinned(cpu)).stdout.split()
    return float(out[0])


def bansha_rate(ruleset: str, seats: int, games: int, cpu: int) -> tuple[float, str]:
    """games/s, and the build `bansha simulate` says it ran (the bansha beside this Python)."""
    bansha = Path(sys.executable).with_name("bansha")
    out = subprocess.run([str(bansha), "simulate", "--ruleset", ruleset, "--seats", str(seats), "--games", str(games),
                          "--seed", "1", "--jobs", "1", "--json"], capture_output=True, text=True, check=True,
                         **pinned(cpu)).stdout
    rep = json.loads(out)
    return float(rep["games_per_second"]), rep["build"]


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--peer-python", required=True, help="a Python with werewolf-engine 0.1.0 installed")
    ap.add_argument("--ruleset", default="pvz")
    ap.add_argument("--seats", type=int, default=12)
    ap.add_argument("--games", type=int, default=2000)
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--cpu", type=int, default=0)
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args()
    peer, ours = [], []
    build = ""
    for _ in range(args.rounds):
        peer.append(peer_rate(args.peer_python, args.games, args.cpu))
        rate, build = bansha_rate(args.ruleset, args.seats, args.games, args.cpu)
        ours.append(rate)
    rep = {"ruleset": args.ruleset, "seats": args.seats, "games": args.games, "rounds": args.rounds, "build": build,
           "peer_games_per_second": round(max(peer)), "bansha_games_per_second": round(max(ours)),
           "ratio": round(max(ours) / max(peer), 3)}
    if args.json:
        print(json.dumps(rep))
    else:
        print(f"werewolf-engine 0.1.0: {rep['peer_games_per_second']} games/s · bansha ({rep['build']}) {args.ruleset} "
              f"{args.seats} seats: {rep['bansha_games_per_second']} games/s · ×{rep['ratio']}")


if __name__ == "__main__":
    main()
