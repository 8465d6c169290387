"""Request cost against game length (issue 11 §4): a player's page GET and a submit on a game of
10 periods and on one of 160, and the ratio. The game is the web tests' marker ruleset (20 seats,
one night skill each, nobody ever wins), played through the store; requests go through the real
FastAPI app in process (no network), each measured many times, the median kept. Not a timed test:

    .venv/bin/python bench/long_game.py [--short 10] [--long 160] [--reps 40] [--json]
"""
from __future__ import annotations

import argparse
import json
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "bench"))


def register_markers() -> None:
    """The web tests' marker ruleset (one night skill per seat), known to bansha under its id."""
    import importlib.util

    from bansha import rulesets
    name = "bansha_test_marker_rules"
    spec = importlib.util.spec_from_file_location(name, ROOT / "tests" / "web" / "marker_rules.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    rulesets.KNOWN["markers"] = name

SEATS = 20


def build(data: str, game_id: str, periods: int) -> dict[int, str]:
    """A game with `periods` settled periods (every seat acting each night, voting each day), left
    at the start of a night."""
    from bansha.store.games import open_store
    from bansha.service import accounts, links
    store = open_store(data)
    accounts.first_start(store.conn, "bench-password")
    game = store.create(game_id, "markers", [{"seat": i, "name": f"p{i}"} for i in range(1, SEATS + 1)], {}, 1)
    period = "start"
    rs = game.ruleset
    for _ in range(periods):
        living = store.peek(game_id).alive()  # the marker rules take seat 6 out at the first day's end
        if period.startswith("night"):
            store.record_all(game_id, [{"kind": "action", "by": i, "skill": f"秘技A{i:02d}",
                                        "targets": [living[(k + 1) % len(living)]]} for k, i in enumerate(living)])
        elif period.startswith("day"):
            store.record_all(game_id, [{"kind": "vote", "by": i, "for": 1 + i % 3} for i in living])
        store.record(game_id, {"kind": "close"})
        period = rs.next_period(period)
    if not period.startswith("night"):
        store.record(game_id, {"kind": "close"})
    return links.issue_all(store.conn, game_id, {n: s.name for n, s in game.seats.items()})


def measure(client, game_id: str, tokens: dict[int, str], reps: int) -> dict[str, float]:
    gets, submits = [], []
    seat = 5
    token = tokens[seat]
    page = client.get(f"/p/{token}/api/state").json()
    csrf = page["csrf"]
    for r in range(reps):
        # a submit (a change of the seat's night action), then the page as the player reloads it
        t0 = time.perf_counter()
        resp = client.post(f"/p/{token}/api/act", json={"skill": f"秘技A{seat:02d}", "targets": [1 + r % 3]},
                           headers={"x-csrf-token": csrf})
        submits.append(time.perf_counter() - t0)
        assert resp.status_code == 200, resp.text
        t0 = time.perf_counter()
        resp = client.get(f"/p/{token}")
        gets.append(time.perf_counter() - t0)
        assert resp.status_code == 200
    return {"get_ms": round(1000 * statistics.median(gets), 2), "submit_ms": round(1000 * statistics.median(submits), 2)}


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--short", type=int, default=10)
    ap.add_argument("--long", type=int, default=160)
    ap.add_argument("--reps", type=int, default=40)
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args()
    register_markers()
    from fastapi.testclient import TestClient
    from bansha.web.app import create_app
    with tempfile.TemporaryDirectory(prefix="bansha-long-") as data:
        short = build(data, "short", args.short)
        long_ = build(data, "long", args.long)
        with TestClient(create_app(data)) as client:
            measure(client, "short", short, 5)  # warm up
            a = measure(client, "short", short, args.reps)
            b = measure(client, "long", long_, args.reps)
    out = {"periods": {"short": args.short, "long": args.long}, "short": a, "long": b,
           "ratio": {"get": round(b["get_ms"] / a["get_ms"], 2), "submit": round(b["submit_ms"] / a["submit_ms"], 2)}}
    if args.json:
        print(json.dumps(out))
    else:
        print(f"page GET  {a['get_ms']:.1f} ms at {args.short} periods, {b['get_ms']:.1f} ms at {args.long}: ×{out['ratio']['get']}")
        print(f"submit    {a['submit_ms']:.1f} ms at {args.short} periods, {b['submit_ms']:.1f} ms at {args.long}: ×{out['ratio']['submit']}")


if __name__ == "__main__":
    main()
