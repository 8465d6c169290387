"""Submit latency of the players' pages under load: N players submit their night's skill at the same
instant, round after round, against a real uvicorn server pinned to one core.

The games are real ones (`--ruleset pvz`, a 12-seat table; `--ruleset jiu`, a 14-seat drafted line-up;
any ruleset), dealt at random: as many games as it takes for N seats to have a skill to use tonight,
as a community server holds several games at once (a night whose steps open one after another, 078's
`--ruleset bajian`, is moved on step by step as its director does, until seats have something to send).
Each round every player sends what its page offers first (the skill, its first legal target and choice)
through `POST /p/TOKEN/api/act`; between rounds the
director closes the night and the day, so every round is a first submission in a new night (a game that
ends is replaced by a new one). The server runs in its own process pinned to one core (the goal is p99 <
50 ms, p50 < 15 ms); the players are this process on the other core, sending every request at once from
one thread and timing each to its whole answer (`submit_together`). Not a timed test:

    .venv/bin/python bench/web_submit.py [--ruleset pvz] [--players 20] [--rounds 8] [--warmup 1] [--json]
"""
from __future__ import annotations

import argparse
import json
import os
import re
import selectors
import shutil
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

import httpx

ROOT = Path(__file__).resolve().parent.parent
SEATS = {"pvz": 12, "hongloumeng": 14, "bajian": 24, "jiu": 14}
NAMES = [f"玩家{i}" for i in range(1, 25)]


def pin(cpu: int) -> None:
    if hasattr(os, "sched_setaffinity") and cpu < (os.cpu_count() or 1):
        os.sched_setaffinity(0, {cpu})


def serve(data: str, port: int, cpu: int) -> None:
    pin(cpu)
    import uvicorn
    from bansha.web.app import create_app
    from bansha.web.server import set_aside_startup_heap
    app = create_app(data)
    set_aside_startup_heap()  # as `bansha serve` does
    uvicorn.run(app, host="127.0.0.1", port=port, log_level="warning")


DIRECTOR_PASSWORD = "bench-director-1"
MAX_STEPS = 40  # a night's steps the director moves on, at most, looking for a seat with a skill to use
MAX_GAMES = 200  # games made, at most, to find the players a round asks for


class Bench:
    """The games and their seats' links, kept at an open night with something to do. The director closes
    periods through the store until the server is up, then through the console (`director`), as a director
    does: the server then holds the game it wrote, as it would."""

    def __init__(self, data: str, ruleset: str, players: int):
        from bansha.service import accounts
        from bansha.store.games import open_store
        self.store = open_store(data)
        accounts.first_start(self.store.conn, DIRECTOR_PASSWORD)
        self.ruleset, self.players, self.made = ruleset, players, 0
        self.games: dict[str, dict[int, str]] = {}  # game id → seat → its link's token
        self.director: tuple[httpx.Client, str] | None = None  # the console's session and its CSRF token

    def sign_in(self, base: str) -> None:
        client = httpx.Client(base_url=base, timeout=60)
        token = re.search(r'name="csrf" value="([^"]+)"', client.get("/login").text)
        r = client.post("/login", data={"name": "admin", "password": DIRECTOR_PASSWORD, "next": "/",
                                        "csrf": token.group(1) if token else ""})
        token = re.search(r'name="csrf" value="([^"]+)"', client.get("/settings").text)
        if r.status_code >= 400 or token is None:
            raise SystemExit(f"the director could not sign in: {r.status_code}")
        self.director = (client, token.group(1))

    def close(self, game_id: str) -> Any:
        """The director's 关门, and the game after it."""
        if self.director is None:
            return self.store.record(game_id, {"kind": "close"}, source="director")
        client, csrf = self.director
        r = client.post(f"/games/{game_id}/close", data={"csrf": csrf})
        if r.status_code >= 400:
            raise SystemExit(f"the director's close was refused: {r.status_code} {r.text[:200]}")
        return self.store.open(game_id)

    def new_game(self) -> str:
        from bansha.service import links
        self.made += 1
        game_id = f"bench{self.made}"
        seats = [{"seat": i + 1, "name": NAMES[i]} for i in range(SEATS.get(self.ruleset, 12))]
        game = self.store.create(game_id, self.ruleset, seats, {}, self.made)
        self.games[game_id] = links.issue_all(self.store.conn, game_id, {n: s.name for n, s in game.seats.items()})
        return game_id

    def settle_next(self, game_id: str) -> bool:
        """The director's 推进结算: the open period's next step settles (False: none is left to settle)."""
        from bansha.engine.errors import Refusal  # lazy, as every bansha import here
        if self.director is None:
            try:
                self.store.record(game_id, {"kind": "settle"}, source="director")
            except Refusal:
                return False
            return True
        client, csrf = self.director
        return client.post(f"/games/{game_id}/settle", data={"csrf": csrf}).status_code < 400

    def to_night(self, game_id: str) -> bool:
        """Close periods until a night opens with a skill to use (False: the game ended on the way). A night
        whose steps open one after another (078's: only 征召 is open as it begins) is moved on step by step, as
        its director does, until a seat has something to send."""
        for _ in range(6):
            game = self.store.open(game_id)
            if game.over:
                return False
            if game.kind == "night":
                for _ in range(MAX_STEPS):
                    if self.actors(game_id):
                        return True
                    if not self.settle_next(game_id) or self.store.open(game_id).kind != "night":
                        break
            self.close(game_id)
        return False

    def actors(self, game_id: str) -> list[tuple[str, dict[str, Any]]]:
        """(token, body) for each seat whose page offers a skill with a legal choice now."""
        from bansha.engine import acting
        game = self.store.open(game_id)
        out = []
        for seat, token in self.games[game_id].items():
            for o in acting.openings(game, seat):
                if o.submitted is not None or o.team and any(b["skill"] == o.skill and o.team == t
                                                               for t, b in ((x.get("team"), x) for _, x in out)):
                    continue
                body: dict[str, Any] = {"skill": o.skill, "targets": o.targets[:max(o.slot.defn.targets, 0)]}
                if o.slot.defn.targets and len(body["targets"]) < o.slot.defn.targets:
                    continue
                choice = simple_choice(game, o.slot.defn)
                if choice is False:
                    continue  # a structured choice (several identities, an order): not what this load sends
                if choice is not None:
                    body["choice"] = choice
                out.append((token, {**body, "team": o.team}))
                break
        return [(t, {k: v for k, v in b.items() if k != "team"}) for t, b in out]

    def round(self) -> list[tuple[str, dict[str, Any]]]:
        """Every game at a fresh night (ended ones replaced) and `players` submissions to make."""
        todo: list[tuple[str, dict[str, Any]]] = []
        for game_id in list(self.games):
            if not self.to_night(game_id):
                del self.games[game_id]
        while True:
            for game_id in self.games:
                todo += self.actors(game_id)
            if len(todo) >= self.players:
                return todo[:self.players]
            if self.made >= MAX_GAMES:
                raise SystemExit(f"{self.made} games of {self.ruleset} made, and only {len(todo)} of the {self.players} "
                                 "players have a skill this load can send at night: ask for fewer players")
            todo = []
            game_id = self.new_game()
            if not self.to_night(game_id):
                del self.games[game_id]

    def next_night(self) -> None:
        """The director closes the night and the day of every game (not measured)."""
        for game_id in list(self.games):
            game = self.store.open(game_id)
            while not game.over and game.kind == "night":
                game = self.close(game_id)


def simple_choice(game: Any, defn: Any) -> Any:
    """The first legal one-value choice the skill's page offers (its listed choices, else its declared shape:
    the pool's first identity, a short text, the number 1); None when it asks none; False when it asks a
    structure this benchmark does not build."""
    from bansha.engine.skills import IDENTITY, NUMBER, TEXT  # lazy, as every bansha import here
    if defn.choices:
        return defn.choices[0]
    ask = defn.ask
    if ask is None:
        return False if defn.choice_help else None  # a choice typed by hand in the seed's own format
    if ask.optional:
        return None
    if ask.kind == IDENTITY and ask.count == 1:
        pool = game.ruleset.identities(ask.among)
        return pool[0] if pool else False
    if ask.kind == TEXT:
        return "测试"
    if ask.kind == NUMBER:
        return "1"
    return False


def wait_up(base: str) -> None:
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        try:
            httpx.get(base + "/login", timeout=1)
            return
        except httpx.HTTPError:
            time.sleep(0.1)
    raise SystemExit("server did not start")


def run(ruleset: str, players: int, rounds: int, server_cpu: int, warmup: int = 1) -> dict[str, Any]:
    data = tempfile.mkdtemp(prefix="bansha-bench-")
    bench = Bench(data, ruleset, players)
    bench.round()  # the games made, the migrations run, before the server starts
    port = 8700 + os.getpid() % 200
    proc = subprocess.Popen([sys.executable, __file__, "--serve", data, str(port), str(server_cpu)])
    base = f"http://127.0.0.1:{port}"
    latencies: list[float] = []
    errors: list[str] = []
    spent = 0.0  # the server's CPU seconds over the submissions
    try:
        wait_up(base)
        bench.sign_in(base)
        pin(1 - server_cpu if (os.cpu_count() or 1) > 1 else 0)
        clients: dict[str, httpx.Client] = {}
        for k in range(warmup + rounds):
            if k:
                bench.next_night()
            requests = []
            for token, body in bench.round():
                client = clients.get(token)
                if client is None:
                    client = clients[token] = httpx.Client(base_url=base, timeout=60)
                csrf = client.get(f"/p/{token}/api/state").json()["csrf"]
                requests.append(raw_post(port, f"/p/{token}/api/act", body, csrf))
            cpu0 = cpu_seconds(proc.pid)  # every player has its page: what the server spends from here is the submissions'
            timed = k >= warmup  # the server's first night opens each worker thread's connection: played, not timed
            for took, status, text in submit_together(port, requests):
                if status != 200:
                    errors.append(f"{status} {text}")
                elif timed:
                    latencies.append(took)
            if timed:
                spent += cpu_seconds(proc.pid) - cpu0
        for c in clients.values():
            c.close()
    finally:
        proc.terminate()
        proc.wait(timeout=10)
        shutil.rmtree(data, ignore_errors=True)  # its games are the benchmark's, not anyone's to keep
    ms = sorted(x * 1000 for x in latencies)
    q = statistics.quantiles(ms, n=100) if len(ms) > 1 else ms * 99
    return {"ruleset": ruleset, "players": players, "rounds": rounds, "warmup_rounds": warmup, "games": bench.made, "submissions": len(ms),
            "errors": len(errors), "first_error": errors[0][:200] if errors else "",
            "p50_ms": round(q[49], 1), "p90_ms": round(q[89], 1), "p99_ms": round(q[98], 1), "max_ms": round(ms[-1], 1),
            "server_cpu_ms_per_submit": round(spent * 1000 / len(ms), 2) if ms else None,
            "server_build": "compiled" if "venv-compiled" in sys.executable else "pure"}


def submit_together(port: int, requests: list[bytes]) -> list[tuple[float, int, str]]:
    """Send every request at the same instant and time each to its whole response: one thread and a
    selector, as twenty players are twenty machines. (Twenty client threads would measure their own turns
    at this process's GIL along with the server: a request that returns at once then reads several
    milliseconds.) Each connection is open before the clock starts; the server closes it after answering."""
    conns = [socket.create_connection(("127.0.0.1", port), timeout=60) for _ in requests]
    sel = selectors.DefaultSelector()
    started: dict[socket.socket, float] = {}
    got: dict[socket.socket, list[bytes]] = {}
    done: list[tuple[float, int, str]] = []
    try:
        for conn, request in zip(conns, requests):
            started[conn] = time.perf_counter()
            conn.sendall(request)
            conn.setblocking(False)
            got[conn] = []
            sel.register(conn, selectors.EVENT_READ)
        deadline = time.monotonic() + 120
        while len(done) < len(conns) and time.monotonic() < deadline:
            for key, _ in sel.select(timeout=1):
                conn = key.fileobj
                chunk = conn.recv(65536)
                if chunk:
                    got[conn].append(chunk)
                    continue
                took = time.perf_counter() - started[conn]
                sel.unregister(conn)
                done.append((took, *parse_response(b"".join(got[conn]))))
        if len(done) < len(conns):
            done += [(0.0, 0, "no answer in 120 s")] * (len(conns) - len(done))
    finally:
        sel.close()
        for conn in conns:
            conn.close()
    return done


def raw_post(port: int, path: str, body: dict[str, Any], csrf: str) -> bytes:
    """The submission as the bytes a browser sends, made before the clock starts: twenty players are twenty
    machines, so the time measured is the server's, not this one Python process building twenty requests."""
    data = json.dumps(body, ensure_ascii=False).encode()
    head = (f"POST {path} HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nContent-Type: application/json\r\n"
            f"x-csrf-token: {csrf}\r\nContent-Length: {len(data)}\r\nConnection: close\r\n\r\n")
    return head.encode() + data


def parse_response(raw: bytes) -> tuple[int, str]:
    """The response's status and body."""
    head, _, body = raw.partition(b"\r\n\r\n")
    try:
        status = int(head.split(b" ", 2)[1])
    except (IndexError, ValueError):
        return 0, raw[:200].decode(errors="replace")
    return status, body.decode(errors="replace")


def cpu_seconds(pid: int) -> float:
    """The server process's CPU time so far (user + system, Linux's /proc; 0 elsewhere): the load a
    submission puts on its core, which moves far less than its latency when other work shares the machine."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except OSError:
        return 0.0
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def main() -> None:
    if len(sys.argv) > 1 and sys.argv[1] == "--serve":
        serve(sys.argv[2], int(sys.argv[3]), int(sys.argv[4]))
        return
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--ruleset", default="pvz")
    ap.add_argument("--players", type=int, default=20, help="players submitting at once")
    ap.add_argument("--rounds", type=int, default=8, help="nights timed")
    ap.add_argument("--warmup", type=int, default=1, help="nights played first, not timed (a server just started)")
    ap.add_argument("--server-cpu", type=int, default=0)
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args()
    result = run(args.ruleset, args.players, args.rounds, args.server_cpu, args.warmup)
    if args.json:
        print(json.dumps(result, ensure_ascii=False))
        return
    for k, v in result.items():
        print(f"{k:>14}: {v}")


if __name__ == "__main__":
    main()
