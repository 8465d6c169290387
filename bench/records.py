"""Record identity: the full event records of seeded simulated games, hashed and compared with a
saved baseline (bench/records_baseline.json), so a change made for speed is shown to change no
record, byte for byte.

Each game is played as `bansha simulate` plays it (the ruleset's random player, seed `i`), twice:
with the director's trace (what a stored game records) and without it (what the simulator runs).
Every event, its audience, and the game's end are serialised as JSON and hashed per game.

    .venv/bin/python bench/records.py            # compare with the baseline; exit 1 on a difference
    .venv/bin/python bench/records.py --update   # after a change meant to alter a ruleset's play

A ruleset whose rules changed on purpose (new identities of 245) needs `--update --ruleset jiu`."""
from __future__ import annotations

import argparse
import hashlib
import json
import sys
from pathlib import Path

from bansha import rulesets, simulate
from bansha.engine.game import Game

BASELINE = Path(__file__).with_name("records_baseline.json")
GAMES = {"pvz": 300, "hongloumeng": 300, "bajian": 100, "jiu": 100}


def _record(game: Game) -> bytes:
    body = {"events": game.events, "audiences": game.audiences, "final": game.final(),
            "reason": game.outcome.reason if game.outcome else None, "period": str(game.period)}
    return json.dumps(body, ensure_ascii=False, default=repr).encode()


def game_hash(ruleset_id: str, seed: int, traces: bool) -> str:
    rs = rulesets.get(ruleset_id)
    game = Game(rs, [{"seat": i, "name": f"P{i}"} for i in range(1, rs.default_seats + 1)], {}, seed,
                record_traces=traces)
    simulate.play_to_end(game, seed, simulate.player_for(ruleset_id))
    return hashlib.sha256(_record(game)).hexdigest()[:16]


def hashes(ruleset_id: str, games: int) -> dict[str, list[str]]:
    return {mode: [game_hash(ruleset_id, s, mode == "traced") for s in range(games)]
            for mode in ("traced", "untraced")}


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--update", action="store_true", help="write the baseline instead of comparing")
    ap.add_argument("--ruleset", action="append", choices=sorted(GAMES), help="only these (repeatable)")
    args = ap.parse_args()
    chosen = args.ruleset or list(GAMES)
    saved = json.loads(BASELINE.read_text()) if BASELINE.exists() else {}
    bad = 0
    for rid in chosen:
        got = hashes(rid, GAMES[rid])
        if args.update:
            saved[rid] = got
            print(f"{rid}: {GAMES[rid]} games × 2 recorded")
            continue
        want = saved.get(rid)
        if want is None:
            print(f"{rid}: no baseline (run with --update)")
            bad += 1
            continue
        diff = [(mode, s) for mode in got for s, (a, b) in enumerate(zip(got[mode], want[mode])) if a != b]
        if diff or any(len(got[m]) != len(want[m]) for m in got):
            bad += 1
            print(f"{rid}: {len(diff)} records differ, first: {diff[:5]}")
        else:
            print(f"{rid}: {GAMES[rid]} games × 2 identical")
    if args.update:
        BASELINE.write_text(json.dumps(saved, indent=0) + "\n")
    assert set(GAMES) <= set(rulesets.KNOWN)
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
