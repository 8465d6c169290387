"""Issue 21 item 5: the director's login throttle. Concurrent guesses are counted atomically (20 at
once from one address: 5 checked), forwarded headers are believed only from the proxy the director
names (`serve --proxy`), the wait backs off to at most a minute and never locks the right password
out for good, and `bansha password` resets everything."""
from __future__ import annotations

import sqlite3
import threading
import time

import httpx
import pytest
from click.testing import CliRunner
from fastapi.testclient import TestClient
from hypothesis import given, settings
from hypothesis import strategies as st

from bansha.cli import main
from bansha.service import accounts, auth, throttle
from bansha.store.db import SqliteConnection
from bansha.store.migrations.versions.v0004_hardening import SQLITE as HARDENING
from bansha.web.server import uvicorn_config

from .conftest import PASSWORD, csrf_of, free_port


def test_the_back_off_doubles_to_a_minute_and_no_further():
    assert [throttle.delay(n) for n in range(1, 12)] == [0, 0, 0, 0, 2, 4, 8, 16, 32, 60, 60]


@settings(max_examples=150, deadline=None)
@given(st.lists(st.floats(min_value=0, max_value=200), min_size=1, max_size=60))
def test_an_address_never_waits_longer_than_the_cap(gaps):
    """Whatever an attacker sends and when, the address is let try again within `CAP` seconds."""
    conn = sqlite3.connect(":memory:", isolation_level=None, factory=SqliteConnection)
    conn.execute(next(sql for sql in HARDENING if "login_failures" in sql))
    now = 1000.0
    for gap in gaps:
        now += gap
        wait = throttle.attempt(conn, "a", lambda: now)
        assert 0 <= wait <= throttle.CAP
    assert throttle.attempt(conn, "a", lambda: now + throttle.CAP + 0.01) == 0


def login_form(client: TestClient) -> str:
    return csrf_of(client.get("/login").text)


def test_twenty_guesses_at_once_are_five_checks(app):
    clients = [TestClient(app) for _ in range(20)]
    tokens = [login_form(c) for c in clients]
    gate = threading.Barrier(20)
    codes: list[int] = []

    def guess(c, t):
        gate.wait()
        codes.append(c.post("/login", data={"name": "admin", "password": "wrong-guess", "csrf": t}).status_code)

    threads = [threading.Thread(target=guess, args=ct) for ct in zip(clients, tokens)]
    for th in threads:
        th.start()
    for th in threads:
        th.join(60)
    assert sorted(codes) == [401] * throttle.FREE + [429] * (20 - throttle.FREE)


class Served:
    """The app behind uvicorn configured as `bansha serve` configures it."""

    def __init__(self, app, proxy=None):
        import uvicorn
        self.port = free_port()
        self.server = uvicorn.Server(uvicorn_config(app, "127.0.0.1", self.port, proxy))
        self.thread = threading.Thread(target=self.server.run, daemon=True)

    def __enter__(self):
        self.thread.start()
        deadline = time.monotonic() + 15
        while not self.server.started:
            assert time.monotonic() < deadline, "uvicorn did not start"
            time.sleep(0.02)
        return f"http://127.0.0.1:{self.port}"

    def __exit__(self, *exc):
        self.server.should_exit = True
        self.thread.join(10)


def attempt(base: str, password: str, forwarded: str | None = None) -> int:
    with httpx.Client(base_url=base) as c:
        token = csrf_of(c.get("/login").text)
        headers = {"x-forwarded-for": forwarded} if forwarded else {}
        return c.post("/login", data={"name": "admin", "password": password, "csrf": token}, headers=headers).status_code


def test_a_forwarded_header_from_anyone_is_not_believed(app):
    """Without --proxy, rotating X-Forwarded-For from 127.0.0.1 gives no extra guesses (it gave 20 of 20)."""
    with Served(app) as base:
        codes = [attempt(base, "wrong-guess", f"10.0.0.{i}") for i in range(12)]
        assert codes[:throttle.FREE] == [401] * throttle.FREE and set(codes[throttle.FREE:]) == {429}
        assert attempt(base, PASSWORD, "10.9.9.9") == 429  # the "locked" address is the socket's


def test_behind_the_named_proxy_an_honest_address_gets_in(app):
    """With --proxy 127.0.0.1 the proxy's X-Forwarded-For names the client: the guesser waits, the
    director at another address logs in at once."""
    with Served(app, proxy="127.0.0.1") as base:
        codes = [attempt(base, "wrong-guess", "203.0.113.7") for _ in range(8)]
        assert codes[:throttle.FREE] == [401] * throttle.FREE and 429 in codes
        assert attempt(base, PASSWORD, "198.51.100.2") == 303
        assert attempt(base, PASSWORD, "203.0.113.7") == 429


def test_the_right_password_gets_in_after_the_back_off(app, monkeypatch):
    """Even sharing the guesser's address (a tunnel), the director waits seconds, not ten minutes."""
    clock = [1_000_000.0]
    monkeypatch.setattr(throttle.time, "time", lambda: clock[0])
    client = TestClient(app)
    for _ in range(30):
        client.post("/login", data={"name": "admin", "password": "wrong-guess", "csrf": login_form(client)})
        clock[0] += 1
    r = client.post("/login", data={"name": "admin", "password": PASSWORD, "csrf": login_form(client)}, follow_redirects=False)
    assert r.status_code == 429 and "秒后再试" in r.text and "bansha password" in r.text
    clock[0] += throttle.CAP
    r = client.post("/login", data={"name": "admin", "password": PASSWORD, "csrf": login_form(client)}, follow_redirects=False)
    assert r.status_code == 303


def test_bansha_password_resets_the_password_the_sessions_and_the_counts(app, tmp_path):
    data = tmp_path / "data"
    conn = app.state.web.conn
    session = accounts.start_session(conn, accounts.admin(conn))
    client = TestClient(app)
    for _ in range(throttle.FREE + 1):
        client.post("/login", data={"name": "admin", "password": "wrong-guess", "csrf": login_form(client)})
    r = CliRunner().invoke(main, ["--data", str(data), "password"], input="new-password-1\nnew-password-1\n")
    assert r.exit_code == 0, r.output
    assert auth.session(conn, session) is None and accounts.login(conn, "admin", "new-password-1")
    r = client.post("/login", data={"name": "admin", "password": "new-password-1", "csrf": login_form(client)}, follow_redirects=False)
    assert r.status_code == 303
    short = CliRunner().invoke(main, ["--data", str(data), "password"], input="short\nshort\n")
    assert short.exit_code == 1 and "至少需要 8 个字符" in short.output and accounts.login(conn, "admin", "new-password-1")
    made = CliRunner().invoke(main, ["--data", str(data), "password", "--generate"])
    assert made.exit_code == 0 and accounts.login(conn, "admin", made.output.split("：")[1].split("。")[0])


@pytest.mark.parametrize("proxy", [None, "127.0.0.1"])
def test_serve_passes_its_proxy_to_uvicorn(proxy):
    config = uvicorn_config(object(), "127.0.0.1", 8000, proxy)
    assert config.proxy_headers is bool(proxy)


def test_a_wrong_password_is_answered_late_and_the_right_one_at_once(app, monkeypatch):
    """The pause in-process tests skip (tests/conftest.py) is there in the server: a wrong password waits
    0.3 s before its answer, the right one none."""
    from bansha.web import routes_login
    monkeypatch.setattr(routes_login, "FAILURE_PAUSE", 0.3)
    pauses: list[float] = []
    monkeypatch.setattr(routes_login.time, "sleep", pauses.append)
    client = TestClient(app)
    r = client.post("/login", data={"name": "admin", "password": "wrong-guess", "csrf": login_form(client)})
    assert r.status_code == 401 and pauses == [0.3]
    r = client.post("/login", data={"name": "admin", "password": PASSWORD, "csrf": login_form(client)}, follow_redirects=False)
    assert r.status_code == 303 and pauses == [0.3]
