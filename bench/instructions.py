"""Machine instructions per simulated game, counted by valgrind: a measure of the simulator's cost
that other load on the machine does not move (games/s on a shared machine varies by ±30% from run to
run, so a 3% gain cannot be seen in it). Not a timed test; needs `valgrind` (Debian: apt-get install
valgrind).

    .venv/bin/python bench/instructions.py [--ruleset pvz --seats 12 --games 100] [--tree DIR] [--json]

The count is that of `--games` games less that of the warm-up alone (imports, the first games),
with hash randomisation off, so two runs on the same code agree to the instruction. `--tree` names
another checkout's folder holding `bansha/` (a copy from before a change) to compare with it."""
from __future__ import annotations

import argparse
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

GAMES = """
import contextlib
from bansha import simulate
simulate.play_seeds({rs!r}, {seats}, range(0, 3))
player = simulate.player_for({rs!r})
with getattr(simulate, "frozen_heap", contextlib.nullcontext)():  # as play_seeds (an older tree: without)
    for s in range({games}):
        simulate.play_to_end(simulate.new_game({rs!r}, {seats}, s + 1), s + 1, player)
"""


def instructions(tree: Path, ruleset: str, seats: int, games: int) -> int:
    code = GAMES.format(rs=ruleset, seats=seats, games=games)
    env = {**os.environ, "PYTHONHASHSEED": "0", "PYTHONPATH": str(tree)}
    with tempfile.TemporaryDirectory() as cwd:  # not the checkout: its bansha/ would come first
        out = subprocess.run(["valgrind", "--tool=cachegrind", "--cache-sim=no", "--cachegrind-out-file=/dev/null",
                              sys.executable, "-c", code], capture_output=True, text=True, cwd=cwd, env=env)
    if out.returncode:
        raise SystemExit(out.stderr[-2000:])
    m = re.search(r"I\s+refs:\s+([\d,]+)", out.stderr)
    if m is None:
        raise SystemExit("valgrind printed no instruction count")
    return int(m.group(1).replace(",", ""))


def per_game(tree: Path, ruleset: str, seats: int, games: int) -> int:
    return (instructions(tree, ruleset, seats, games) - instructions(tree, ruleset, seats, 0)) // games


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--ruleset", default="pvz")
    ap.add_argument("--seats", type=int, default=12)
    ap.add_argument("--games", type=int, default=100)
    ap.add_argument("--tree", type=Path, default=ROOT, help="a folder holding the bansha package to measure")
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args()
    if shutil.which("valgrind") is None:
        raise SystemExit("valgrind is not installed (Debian: apt-get install valgrind)")
    n = per_game(args.tree.resolve(), args.ruleset, args.seats, args.games)
    rep = {"ruleset": args.ruleset, "seats": args.seats, "games": args.games, "instructions_per_game": n}
    print(json.dumps(rep) if args.json else f"{args.ruleset} {args.seats} seats: {n:,} instructions per game")


if __name__ == "__main__":
    main()
