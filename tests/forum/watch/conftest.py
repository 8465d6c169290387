"""The watcher's tests: the project's test forum served by uvicorn on a free port (real HTTP, so
timeouts and refused connections are real), a store in a temporary directory, and a PVZ game at
day 1 (the sheriff election open) whose seats are the docs' example seats."""
from __future__ import annotations

from datetime import date, datetime, time, timedelta
from pathlib import Path

import pytest

from bansha.engine.schedule import GMT8 as ZONE
from bansha.forum.testforum.server import ForumInThread
from bansha.forum.watch.fetch import Fetcher
from bansha.store.games import open_store

ROOT = Path(__file__).resolve().parents[3]
FIXTURES = Path(__file__).parent / "fixtures"
SEATS = [line.split() for line in (ROOT / "docs/examples/seats.txt").read_text(encoding="utf-8").splitlines() if line.strip()]
NAMES = [s[0] for s in SEATS]


class ForumServer(ForumInThread):
    """The test forum, with players of the docs' example seats posting as accounts uid 100+seat."""

    def __init__(self, path: Path | None, ppp: int = 5):
        super().__init__(path, ppp)

    def thread(self, subject: str = "【PVZ.Killer】第1场警长竞选贴") -> int:
        return super().thread(subject, "PVZ导演", 1)

    def post(self, tid: int, seat: int | None, text: str, **extra) -> dict:
        if seat is None:
            return self.control.post(f"/_testforum/threads/{tid}/posts", json={"text": text, **extra}).json()
        return self.add(tid, NAMES[seat - 1], 100 + seat, text, **extra)

    def vote(self, tid: int, seat: int, target: int, **extra) -> dict:
        return self.post(tid, seat, f"【{seat:02d}.{NAMES[seat - 1]}】【投票】给【{target:02d}.{NAMES[target - 1]}】理由", **extra)


@pytest.fixture
def forum(tmp_path):
    server = ForumServer(tmp_path / "forum.json").start()
    yield server
    server.stop()


@pytest.fixture
def fetcher():
    f = Fetcher(gap=0.0, timeout=10.0)  # generous: on a loaded CI machine a 2 s read of the local forum timed out
    yield f
    f.close()


def pvz_day1(store, game_id: str = "g", start_date: str | None = None):
    """A 15-seat PVZ game (the docs' example seats and roles) at day 1: the wolves killed 3号阿青 (猎人) on night 1."""
    seats = [{"seat": i + 1, "name": name, "role": role} for i, (name, role) in enumerate(SEATS)]
    store.create(game_id, "pvz", seats, {}, 7, start_date=start_date)
    # with a calendar the inputs are made when the seed's clock has them: night 1 at 21:00, the kill at
    # 21:30, the night closed at 09:00 the next day
    night = datetime.combine(date.fromisoformat(start_date), time(21, 0), ZONE) if start_date else None
    moments = [night, night + timedelta(minutes=30), night + timedelta(hours=12)] if night else [None] * 3
    store.record(game_id, {"kind": "close"}, at=moments[0])
    store.record(game_id, {"kind": "action", "by": 6, "skill": "杀人", "targets": [3]}, at=moments[1])
    store.record(game_id, {"kind": "close"}, at=moments[2])
    return store.open(game_id)


@pytest.fixture
def store(tmp_path):
    return open_store(tmp_path / "data")
