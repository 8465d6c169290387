"""PostgreSQL for the tests: a fresh database per test, cloned from a migrated template, on the
server `$BANSHA_TEST_PG` names (scripts/test.sh starts Debian's postgresql and sets it; by default
the local server's `bansha` role is tried). Without a server the tests that need one skip, saying why."""
from __future__ import annotations

import hashlib
import os
import time
import uuid
import warnings
from functools import lru_cache
from urllib.parse import urlsplit, urlunsplit

import pytest

DEFAULT = "postgresql://bansha:bansha@127.0.0.1:5432/postgres"


def admin_url() -> str:
    return os.environ.get("BANSHA_TEST_PG") or DEFAULT


def with_db(url: str, name: str) -> str:
    return urlunsplit(urlsplit(url)._replace(path=f"/{name}"))


@lru_cache(maxsize=1)
def unavailable() -> str | None:
    """Why PostgreSQL cannot be used here, or None when it can."""
    try:
        import psycopg
    except ImportError:
        return "psycopg is not installed"
    try:
        psycopg.connect(admin_url(), connect_timeout=3, autocommit=True).close()
    except psycopg.Error as e:
        first = str(e).strip().splitlines()[0] if str(e).strip() else type(e).__name__
        return f"no PostgreSQL at {urlsplit(admin_url()).hostname} ({first}); scripts/test.sh starts Debian's postgresql"
    return None


def need() -> None:
    reason = unavailable()
    if reason:
        pytest.skip(reason)


def _template() -> str:
    """A database at the current schema version to clone (made once, under an advisory lock)."""
    import psycopg

    from bansha.store import migrate
    digest = hashlib.sha256(b"".join(p.read_bytes() for p in sorted((migrate.MIGRATIONS / "versions").glob("*.py"))))
    name = f"bansha_template_{migrate.HEAD}_{digest.hexdigest()[:10]}"  # a changed migration makes a new one
    with psycopg.connect(admin_url(), autocommit=True) as conn:
        conn.execute("SELECT pg_advisory_lock(4242)")
        try:
            if conn.execute("SELECT 1 FROM pg_database WHERE datname=%s", (name,)).fetchone() is None:
                conn.execute(f'CREATE DATABASE "{name}"')
                migrate.upgrade("postgresql+psycopg://" + with_db(admin_url(), name).split("://", 1)[1], migrate.HEAD)
        finally:
            conn.execute("SELECT pg_advisory_unlock(4242)")
    return name


def fresh_database() -> str:
    import psycopg
    need()
    template = _template()
    name = f"bansha_t_{uuid.uuid4().hex[:16]}"
    with psycopg.connect(admin_url(), autocommit=True) as conn:
        conn.execute("SELECT pg_advisory_lock(4242)")  # one clone of the template at a time
        try:
            conn.execute(f'CREATE DATABASE "{name}" TEMPLATE "{template}"')
        finally:
            conn.execute("SELECT pg_advisory_unlock(4242)")
    return with_db(admin_url(), name)


def drop(url: str) -> None:
    import psycopg

    from bansha.store import pg
    pg.close_pool(url)
    name = urlsplit(url).path.lstrip("/")
    with psycopg.connect(admin_url(), autocommit=True) as conn:
        for _ in range(50):  # an autovacuum worker on it (the server's own) may not be ended by us: wait for it
            try:
                conn.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
                return
            except (psycopg.errors.InsufficientPrivilege, psycopg.errors.ObjectInUse):
                time.sleep(0.1)
    warnings.warn(f"the test database {name} was left behind (busy)")
