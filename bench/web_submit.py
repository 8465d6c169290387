"""Submit latency of the players' pages under load: N players submit (and change) their night
action at the same instant, round after round, against a real uvicorn server.

The server runs in its own process pinned to one core (the goal is p99 < 50 ms on one core);
the players are threads in this process on another core. The game is the web tests' marker
ruleset (one night skill per seat, so all 20 seats act) after some periods of history, so each
submission pays a realistic replay. Modes: "change" — every round the players change their
action (each submission replaces the last); "first" — the director closes the night and the day
on the console between rounds, so every round is a first submission in a new night (the game
grows by two periods a round; its throughput counts the closes too). Not a timed test:

    .venv/bin/python bench/web_submit.py [--players 20] [--rounds 20] [--history 6] [--mode change|first]
"""
from __future__ import annotations

import argparse
import importlib.util
import os
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

import httpx

ROOT = Path(__file__).resolve().parent.parent


def register_markers() -> None:
    from bansha import rulesets
    name = "bansha_test_marker_rules"
    spec = importlib.util.spec_from_file_location(name, ROOT / "tests" / "web" / "marker_rules.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    rulesets.KNOWN["markers"] = name


def pin(cpu: int) -> None:
    if hasattr(os, "sched_setaffinity") and cpu < (os.cpu_count() or 1):
        os.sched_setaffinity(0, {cpu})


def serve(data: str, port: int, cpu: int) -> None:
    pin(cpu)
    register_markers()
    import uvicorn
    from bansha.web.app import create_app
    uvicorn.run(create_app(data), host="127.0.0.1", port=port, log_level="warning")


def prepare(data: str, players: int, history: int) -> dict[int, str]:
    register_markers()
    from bansha.store.games import open_store
    from bansha.web import accounts, links
    store = open_store(data)
    accounts.first_start(store.conn, "bench-password")
    game = store.create("bench", "markers", [{"seat": i, "name": f"p{i}"} for i in range(1, players + 1)], {}, 1)
    store.record("bench", {"kind": "close"})
    for period in range(history):
        if store.open("bench").period.startswith("night"):
            for i in range(1, players + 1):
                store.record("bench", {"kind": "action", "by": i, "skill": f"秘技A{i:02d}", "targets": [i % players + 1]})
        else:
            for i in range(1, players + 1):
                store.record("bench", {"kind": "vote", "by": i, "for": 1})
        store.record("bench", {"kind": "close"})
    while not store.open("bench").period.startswith("night"):
        store.record("bench", {"kind": "close"})
    return links.issue_all(store.conn, "bench", {n: s.name for n, s in game.seats.items()})


class Director:
    """The director's session on the console, closing periods as a real director does."""

    def __init__(self, base: str):
        self.http = httpx.Client(base_url=base, timeout=60)
        page = self.http.get("/login").text
        self.http.post("/login", data={"name": "admin", "password": "bench-password", "csrf": _csrf(page), "next": "/"})
        self.csrf = _csrf(self.http.get("/settings").text)

    def period(self) -> str:
        return self.http.get("/api/games/bench/status").json()["period"]

    def close(self) -> None:
        r = self.http.post("/games/bench/close", data={"csrf": self.csrf, "expect": self.period()})
        if r.status_code >= 400:
            raise SystemExit(f"close failed: {r.status_code}")


def _csrf(html: str) -> str:
    return html.split('name="csrf" value="')[1].split('"')[0]


def wait_up(base: str) -> None:
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        try:
            httpx.get(base + "/login", timeout=1)
            return
        except httpx.HTTPError:
            time.sleep(0.1)
    raise SystemExit("server did not start")


def run(players: int, rounds: int, history: int, server_cpu: int, seats: int = 20, mode: str = "change") -> dict:
    data = tempfile.mkdtemp(prefix="bansha-bench-")
    tokens = dict(list(prepare(data, max(seats, players, 3), history).items())[:players])
    port = 8700 + os.getpid() % 200
    proc = subprocess.Popen([sys.executable, __file__, "--serve", data, str(port), str(server_cpu)])
    base = f"http://127.0.0.1:{port}"
    try:
        wait_up(base)
        pin(1 - server_cpu if (os.cpu_count() or 1) > 1 else 0)
        latencies: list[float] = []
        errors: list[str] = []
        lock = threading.Lock()
        director = Director(base)
        rounds_done = [0]

        def next_night() -> None:
            """Between rounds in "first" mode the director settles the night and the day, on the console."""
            if mode == "first" and rounds_done[0]:
                director.close()
                while not director.period().startswith("night"):
                    director.close()
            rounds_done[0] += 1

        gate = threading.Barrier(players, action=next_night)

        def player(seat: int, token: str) -> None:
            with httpx.Client(base_url=base, timeout=60) as client:
                csrf = client.get(f"/p/{token}/api/state").json()["csrf"]
                for k in range(rounds):
                    gate.wait(timeout=120)
                    n = max(seats, 3)
                    target = (seat + k) % n + 1
                    body = {"skill": f"秘技A{seat:02d}", "targets": [target if target != seat else target % n + 1]}
                    t0 = time.perf_counter()
                    r = client.post(f"/p/{token}/api/act", json=body, headers={"x-csrf-token": csrf})
                    took = time.perf_counter() - t0
                    with lock:
                        (latencies.append(took) if r.status_code == 200 else errors.append(r.text))

        threads = [threading.Thread(target=player, args=(n, t)) for n, t in tokens.items()]
        t0 = time.perf_counter()
        for t in threads:
            t.start()
        for t in threads:
            t.join()
        wall = time.perf_counter() - t0
    finally:
        proc.terminate()
        proc.wait(timeout=10)
    ms = sorted(x * 1000 for x in latencies)
    q = statistics.quantiles(ms, n=100) if len(ms) > 1 else ms * 99
    return {"mode": mode, "players": players, "rounds": rounds, "history_periods": history, "submissions": len(ms),
            "errors": len(errors), "first_error": errors[0][:200] if errors else "",
            "p50_ms": round(q[49], 1), "p90_ms": round(q[89], 1), "p99_ms": round(q[98], 1), "max_ms": round(ms[-1], 1),
            "throughput_per_s": round(len(ms) / wall, 1)}


def main() -> None:
    if len(sys.argv) > 1 and sys.argv[1] == "--serve":
        serve(sys.argv[2], int(sys.argv[3]), int(sys.argv[4]))
        return
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--players", type=int, default=20, help="players submitting at once")
    ap.add_argument("--seats", type=int, default=20, help="seats in the game")
    ap.add_argument("--rounds", type=int, default=20)
    ap.add_argument("--history", type=int, default=6, help="periods played before the measured night")
    ap.add_argument("--server-cpu", type=int, default=0)
    ap.add_argument("--mode", choices=("change", "first"), default="change",
                    help="change: each round changes the same action; first: each round is a new night")
    args = ap.parse_args()
    result = run(args.players, args.rounds, args.history, args.server_cpu, args.seats, args.mode)
    for k, v in result.items():
        print(f"{k:>18}: {v}")


if __name__ == "__main__":
    main()
