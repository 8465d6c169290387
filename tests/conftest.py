"""Fixtures every test folder may use: the store on SQLite and on PostgreSQL."""
from __future__ import annotations

import os
import sys

import pytest
from argon2 import PasswordHasher
from hypothesis import settings

import pgtest as pg
from bansha import wallclock
from bansha.service import accounts

# The suite runs at one moment, whatever the day: its games are dated in the week of 2026-12-01 (timed
# pages, deadlines, lateness), so by the real clock they would pass one week and fail the next. The console
# reads the time only through `bansha.wallclock`, which starts here at noon (Beijing) of 2026-12-01 and runs
# on; the servers, CLIs and bots the tests start inherit BANSHA_NOW. Set BANSHA_NOW to run the suite at
# another moment (what found the tests that depended on the day).
os.environ.setdefault("BANSHA_NOW", "2026-12-01T12:00:00+08:00")
wallclock.start_at(wallclock.parse(os.environ["BANSHA_NOW"]))

# Bytecode is cached even where the environment asks not to (PYTHONDONTWRITEBYTECODE): without it every worker
# re-rewrites the assertions of ~570 modules (~10 s each) and every `bansha` process a test starts compiles the
# package again. The caches are __pycache__ folders, which git ignores.
sys.dont_write_bytecode = False
os.environ.pop("PYTHONDONTWRITEBYTECODE", None)

# Speed is measured in the benchmarks, never in a test: Hypothesis's default 200 ms deadline per example would
# fail a correct test on a loaded CI machine, so no property test keeps one.
settings.register_profile("bansha", deadline=None)
settings.load_profile("bansha")


@pytest.fixture(autouse=True, scope="session")
def _cheap_password_hashes():
    """Argon2 at the cost `bansha serve` uses (19 MiB, 2 passes) is ~25 ms a hash, and nearly every web test
    makes an account and logs in: in-process tests hash at the lowest cost instead. A stored hash names its own
    parameters, so verifying is unchanged; the servers and CLIs tests start as processes keep the real cost."""
    real = accounts._hasher
    accounts._hasher = PasswordHasher(time_cost=1, memory_cost=8, parallelism=1)
    yield
    accounts._hasher = real


@pytest.fixture(autouse=True, scope="session")
def _no_pause_after_a_wrong_password():
    """The login page answers a wrong password 0.3 s late (`routes_login.FAILURE_PAUSE`); the throttle's tests
    make dozens of failures each. In-process tests skip the pause; `test_login_throttle` checks it is there."""
    from bansha.web import routes_login  # only once the session starts: the web's imports are not every test's
    real = routes_login.FAILURE_PAUSE
    routes_login.FAILURE_PAUSE = 0.0
    yield
    routes_login.FAILURE_PAUSE = real


@pytest.fixture
def pg_url():
    """A fresh, migrated PostgreSQL database for this test (skips without a server)."""
    url = pg.fresh_database()
    yield url
    pg.drop(url)


@pytest.fixture(params=["sqlite", "postgresql"])
def where(request, tmp_path):
    """The store's location, once as a data directory (SQLite) and once as a PostgreSQL database."""
    if request.param == "sqlite":
        yield tmp_path / "data"
        return
    url = pg.fresh_database()
    yield url
    pg.drop(url)
