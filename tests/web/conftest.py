"""Shared pieces for the web tests: an app on a temporary data directory with a known director
password, a logged-in client, the marker ruleset, and a real uvicorn server on a free port."""
from __future__ import annotations

import importlib.util
import os
import re
import socket
import sys
import threading
import time
from pathlib import Path

import pytest
from fastapi.testclient import TestClient

from bansha import rulesets
from bansha.service import accounts, links
from bansha.web.app import create_app

PASSWORD = "director-pass-1"
HERE = Path(__file__).parent
CHROMIUM = Path("/usr/bin/chromium")  # Debian's chromium: browser downloads are not possible here
ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update",
        "--disable-sync", "--no-first-run"]
SHOTS = Path(os.environ.get("BANSHA_SCREENSHOTS", "/tmp/bansha-shots"))  # the browser tests' screenshots
IN_A_BROWSER = [pytest.mark.slow, pytest.mark.skipif(not CHROMIUM.exists(), reason="/usr/bin/chromium is not installed")]


def _load_markers():
    name = "bansha_test_marker_rules"
    if name not in sys.modules:
        spec = importlib.util.spec_from_file_location(name, HERE / "marker_rules.py")
        module = importlib.util.module_from_spec(spec)
        sys.modules[name] = module
        spec.loader.exec_module(module)
    return name


@pytest.fixture
def markers(monkeypatch):
    """The marker ruleset, known as "markers" for this test only."""
    monkeypatch.setitem(rulesets.KNOWN, "markers", _load_markers())
    return sys.modules["bansha_test_marker_rules"]


@pytest.fixture
def app(tmp_path):
    application = create_app(tmp_path / "data")
    accounts.first_start(application.state.web.conn, PASSWORD)
    return application


def visible_text(html: str) -> str:
    """The page as a reader sees it: tags and their attributes dropped, so a random token in a form
    or a link cannot make a short game id seem present."""
    return re.sub(r"<[^>]*>", " ", html)


def csrf_of(html: str) -> str:
    m = re.search(r'name="csrf" value="([^"]+)"', html)
    assert m, "no CSRF field on the page"
    return m.group(1)


def login(client: TestClient) -> str:
    """Log the client in as the director; returns the session's CSRF token."""
    page = client.get("/login")
    r = client.post("/login", data={"name": "admin", "password": PASSWORD, "csrf": csrf_of(page.text), "next": "/"},
                    follow_redirects=False)
    assert r.status_code == 303, r.text
    return csrf_of(client.get("/settings").text)


@pytest.fixture
def director(app):
    client = TestClient(app)
    client.csrf = login(client)
    return client


def new_game(app, game_id: str, ruleset: str, seats: list[dict], start_date: str | None = None,
             options: dict | None = None) -> dict[int, str]:
    """Create a game straight through the store and issue its links (seat → token)."""
    web = app.state.web
    game = web.store.create(game_id, ruleset, seats, options or {}, 1, "测试局", start_date)
    return links.issue_all(web.conn, game_id, {n: s.name for n, s in game.seats.items()})


def player_post(client: TestClient, token: str, **data):
    """Send a form of the seat's own page (/p/TOKEN/act) with the page's CSRF token; the redirect is not followed."""
    csrf = client.get(f"/p/{token}/api/state").json()["csrf"]
    return client.post(f"/p/{token}/act", data={"csrf": csrf, **data}, follow_redirects=False)


def jiu_game(app, roles: list[str], game_id: str = "j", *, start_date: str | None = None,
             options: dict | None = None) -> dict[int, str]:
    """A [245]酒 game of `roles` in seat order, seat n named f"{game_id}{n}", with its links issued."""
    seats = [{"seat": i, "name": f"{game_id}{i}", "role": r} for i, r in enumerate(roles, 1)]
    return new_game(app, game_id, "jiu", seats, start_date, options)


HLM_SEATS = [{"seat": i + 1, "name": f"h{i + 1}", "role": r} for i, r in enumerate(
    ["预言家", "荣光骑士", "审判官", "小红帽", "村民", "村民", "村民", "村民", "黑狼王", "狼巫", "狼人", "女巫",
     "摄梦人", "魔女会学徒"])]


@pytest.fixture
def hlm(app) -> dict[int, str]:
    """A [M162]红楼梦 game "h1" in night 1, whose inputs may be changed until the night settles."""
    tokens = new_game(app, "h1", "hongloumeng", HLM_SEATS)
    app.state.web.store.record("h1", {"kind": "close"})
    return tokens


def marker_seats(n: int) -> list[dict]:
    return [{"seat": i, "name": f"玩家{i:02d}"} for i in range(1, n + 1)]


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class Server:
    """uvicorn serving the app from a thread, on 127.0.0.1 and a free port."""

    def __init__(self, application):
        import uvicorn
        self.port = free_port()
        self.base = f"http://127.0.0.1:{self.port}"
        config = uvicorn.Config(application, host="127.0.0.1", port=self.port, log_level="warning")
        self.server = uvicorn.Server(config)
        self.thread = threading.Thread(target=self.server.run, daemon=True)

    def __enter__(self) -> "Server":
        self.thread.start()
        deadline = time.monotonic() + 15
        while not self.server.started:
            if time.monotonic() > deadline:
                raise RuntimeError("uvicorn did not start")
            time.sleep(0.02)
        return self

    def __exit__(self, *exc) -> None:
        self.server.should_exit = True
        self.thread.join(timeout=10)


@pytest.fixture
def server(app):
    with Server(app) as s:
        yield s


@pytest.fixture
def browser():
    """Headless Chromium for the browser tests (test_browser*.py), closed after the test."""
    from playwright.sync_api import sync_playwright
    os.environ.setdefault("PLAYWRIGHT_BROWSERS_PATH", "0")
    with sync_playwright() as pw:
        b = pw.chromium.launch(executable_path=str(CHROMIUM), headless=True, args=ARGS)
        yield b
        b.close()
