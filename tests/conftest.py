"""Fixtures every test folder may use: the store on SQLite and on PostgreSQL."""
from __future__ import annotations

import pytest

import pgtest as pg


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
