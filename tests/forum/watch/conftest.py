"""The watcher's tests: the project's test forum served by uvicorn on a free port (real HTTP, so
timeouts and refused connections are real), a store in a temporary directory, and a PVZ game at
day 1 (the sheriff election open) whose seats are the docs' example seats."""
from __future__ import annotations

import socket
import threading
import time
from pathlib import Path

import httpx
import pytest

from bansha.forum.testforum.app import create_forum_app
from bansha.forum.testforum.state import Forum
from bansha.forum.watch.fetch import Fetcher
from bansha.store.games import open_store

ROOT = Path(__file__).resolve().parents[3]
FIXTURES = Path(__file__).parent / "fixtures"
SEATS = [line.split() for line in (ROOT / "docs/examples/seats.txt").read_text(encoding="utf-8").splitlines() if line.strip()]
NAMES = [s[0] for s in SEATS]


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class ForumServer:
    """The test forum on 127.0.0.1; `stop()` and `start()` again on the same port and state file."""

    def __init__(self, path: Path | None, ppp: int = 5):
        self.path, self.ppp = path, ppp
        self.port = free_port()
        self.base = f"http://127.0.0.1:{self.port}"
        self.server = None

    def start(self) -> "ForumServer":
        import uvicorn
        self.forum = Forum(self.path, self.ppp)
        config = uvicorn.Config(create_forum_app(self.forum), host="127.0.0.1", port=self.port, log_level="warning")
        self.server = uvicorn.Server(config)
        self.runner = threading.Thread(target=self.server.run, daemon=True)
        self.runner.start()
        deadline = time.monotonic() + 15
        while not self.server.started:
            assert time.monotonic() < deadline, "the test forum did not start"
            time.sleep(0.02)
        self.control = httpx.Client(base_url=self.base, timeout=10)
        return self

    def stop(self) -> None:
        self.control.close()
        self.server.should_exit = True
        self.runner.join(timeout=10)

    # --- what players and tests do on the forum ----------------------------------------------------
    def thread(self, subject: str = "【PVZ.Killer】第1场警长竞选贴") -> int:
        return self.control.post("/_testforum/threads", json={"subject": subject, "author": "PVZ导演", "uid": 1}).json()["tid"]

    def post(self, tid: int, seat: int | None, text: str, **extra) -> dict:
        who = {"author": NAMES[seat - 1], "uid": 100 + seat} if seat else {}
        return self.control.post(f"/_testforum/threads/{tid}/posts", json={**who, "text": text, **extra}).json()

    def vote(self, tid: int, seat: int, target: int, **extra) -> dict:
        return self.post(tid, seat, f"【{seat:02d}.{NAMES[seat - 1]}】【投票】给【{target:02d}.{NAMES[target - 1]}】理由", **extra)

    def change(self, pid: int, **data) -> None:
        self.control.post(f"/_testforum/posts/{pid}", json=data)

    def fault(self, mode: str, count: int = 1, form: str = "any") -> None:
        self.control.post("/_testforum/fault", json={"mode": mode, "count": count, "form": form})

    def settings(self, **data) -> None:
        self.control.post("/_testforum/settings", json=data)

    def address(self, tid: int) -> str:
        return f"{self.base}/thread-{tid}-1-1.html"


@pytest.fixture
def forum(tmp_path):
    server = ForumServer(tmp_path / "forum.json").start()
    yield server
    server.stop()


@pytest.fixture
def fetcher():
    f = Fetcher(gap=0.0, timeout=2.0)
    yield f
    f.close()


def pvz_day1(store, game_id: str = "g", start_date: str | None = None):
    """A 15-seat PVZ game (the docs' example seats and roles) at day 1: the wolves killed 3号阿青 (猎人) on night 1."""
    seats = [{"seat": i + 1, "name": name, "role": role} for i, (name, role) in enumerate(SEATS)]
    store.create(game_id, "pvz", seats, {}, 7, start_date=start_date)
    store.record(game_id, {"kind": "close"})
    store.record(game_id, {"kind": "action", "by": 6, "skill": "杀人", "targets": [3]})
    store.record(game_id, {"kind": "close"})
    return store.open(game_id)


@pytest.fixture
def store(tmp_path):
    return open_store(tmp_path / "data")
