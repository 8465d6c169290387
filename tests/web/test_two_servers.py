"""Two `bansha serve` processes on one PostgreSQL database (issue 23): 20 players submit and change
their night actions through either server while one server or the other is killed (SIGKILL) at
random moments and started again. Nothing acknowledged is lost or doubled: every acknowledged
submission is in the log once with what was sent, each seat has exactly one live action (its
last), every input on the log was sent by someone, and each acknowledged one has its audit row."""
from __future__ import annotations

import json
import os
import random
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import httpx
import pytest

from bansha.service import links
from bansha.store.db import connect
from bansha.store.games import Store

from .conftest import free_port

PLAYERS = 20
ROUNDS = 12
KILLS = 6
HERE = Path(__file__).parent


class Proc:
    """One `bansha --db URL serve` process on a fixed port, killed and started again at will."""

    def __init__(self, url: str, log: Path):
        self.url, self.log, self.port = url, log, free_port()
        self.base = f"http://127.0.0.1:{self.port}"
        self.p: subprocess.Popen | None = None

    def start(self) -> None:
        env = {**os.environ, "BANSHA_PASSWORD": "load-test-pass", "BANSHA_DB_POOL": "5"}
        self.p = subprocess.Popen([sys.executable, str(HERE / "serve_markers.py"), "--data", str(self.log.parent),
                                   "--db", self.url, "serve", "--no-demo", "--port", str(self.port)],
                                  stdout=self.log.open("a"), stderr=subprocess.STDOUT, env=env)
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline:
            try:
                if httpx.get(self.base + "/login", timeout=1).status_code == 200:
                    return
            except httpx.HTTPError:
                time.sleep(0.1)
        raise RuntimeError(f"the server did not start: {self.log.read_text()[-2000:]}")

    def kill(self) -> None:
        if self.p is not None:
            self.p.send_signal(signal.SIGKILL)
            self.p.wait()

    def stop(self) -> None:
        if self.p is not None and self.p.poll() is None:
            self.p.terminate()
            try:
                self.p.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.kill()


@pytest.mark.slow
def test_two_servers_on_postgresql_lose_and_double_nothing_when_one_is_killed(pg_url, tmp_path, markers):
    store = Store(connect(pg_url))
    game = store.create("load", "markers", [{"seat": i, "name": f"玩家{i:02d}"} for i in range(1, PLAYERS + 1)], {}, 1)
    store.record("load", {"kind": "close"})
    tokens = links.issue_all(store.conn, "load", {n: s.name for n, s in game.seats.items()})
    servers = [Proc(pg_url, tmp_path / "a.log"), Proc(pg_url, tmp_path / "b.log")]
    for s in servers:
        s.start()
    sent: dict[int, list[int]] = {n: [] for n in tokens}  # every target a seat sent, acknowledged or not
    acks: dict[int, list[dict]] = {n: [] for n in tokens}
    lost_answers = []
    done = threading.Event()

    def play(seat: int, token: str) -> None:
        rng = random.Random(seat)
        skill = markers.mark("秘技", seat)
        for k in range(ROUNDS):
            target = (seat + k) % PLAYERS + 1
            for attempt in range(40):  # until one server answers
                server = servers[rng.randrange(2)]
                posted = False
                try:
                    with httpx.Client(base_url=server.base, timeout=20) as client:
                        csrf = client.get(f"/p/{token}/api/state").json()["csrf"]
                        sent[seat].append(target)
                        posted = True
                        r = client.post(f"/p/{token}/api/act", json={"skill": skill, "targets": [target]},
                                        headers={"x-csrf-token": csrf})
                except (httpx.HTTPError, ValueError):
                    if posted:
                        lost_answers.append(seat)  # sent, no answer: it may or may not have been recorded
                    time.sleep(0.05)
                    continue
                assert r.status_code == 200, r.text
                acks[seat].append({**r.json(), "target": target})
                break
            else:
                raise AssertionError(f"{seat}: no server answered")

    def killer() -> None:
        rng = random.Random(7)
        for _ in range(KILLS):
            if done.wait(rng.uniform(0.3, 1.2)):
                return
            victim = servers[rng.randrange(2)]
            victim.kill()
            time.sleep(rng.uniform(0.05, 0.4))
            victim.start()

    threads = [threading.Thread(target=play, args=(n, t)) for n, t in tokens.items()]
    chaos = threading.Thread(target=killer)
    try:
        chaos.start()
        for t in threads:
            t.start()
        for t in threads:
            t.join(timeout=300)
        done.set()
        chaos.join(timeout=60)
    finally:
        for s in servers:
            s.stop()
    assert not any(t.is_alive() for t in threads)

    conn = store.conn
    rows = {r["seq"]: r for r in conn.execute("SELECT * FROM inputs WHERE game_id='load' AND source LIKE 'seat:%'")}
    acked = [a for mine in acks.values() for a in mine]
    assert len(acked) == PLAYERS * ROUNDS
    assert len({a["seq"] for a in acked}) == len(acked), "no seq acknowledged twice"
    for seat, mine in acks.items():
        skill = markers.mark("秘技", seat)
        for a in mine:  # nothing acknowledged lost, and recorded as sent
            payload = json.loads(rows[a["seq"]]["payload"])
            assert payload == {"kind": "action", "by": seat, "skill": skill, "targets": [a["target"]]}
        ours = [r for r in rows.values() if json.loads(r["payload"])["by"] == seat]
        live = [r for r in ours if not r["undone"]]
        assert len(live) == 1, f"{seat}: {len(live)} live actions, doubled"  # nothing doubled
        assert live[0]["seq"] >= mine[-1]["seq"]  # the last acknowledged, or a later send that landed unanswered
        assert all(json.loads(r["payload"])["targets"][0] in sent[seat] for r in ours)  # nothing from nowhere
        assert len(ours) <= len(sent[seat])
    audited = {r[0] for r in conn.execute("SELECT seq FROM web_submissions WHERE game_id='load' AND seq IS NOT NULL")}
    assert {a["seq"] for a in acked} <= audited
    game = Store(connect(pg_url)).open("load")
    assert len([i for i in game.inbox if i.skill.startswith("秘技")]) == PLAYERS
    print(f"\n{len(acked)} acknowledged, {len(lost_answers)} sends without an answer, {KILLS} kills, "
          f"{len(rows)} inputs on the log ({len(rows) - len(acked)} landed unanswered)")
