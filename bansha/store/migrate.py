"""Schema versions: Alembic's migrations (`bansha/store/migrations/versions`) bring a data
directory or a database made by an older bansha to the current version, in place, when a command
first connects to it. Two processes starting at once do not both upgrade: the upgrade runs in one
transaction that first takes the database's write lock (SQLite's BEGIN IMMEDIATE) or an advisory
lock (PostgreSQL), and reads the version only then.

A connection that finds the current version costs one lookup; Alembic is loaded only to upgrade."""
from __future__ import annotations

import threading
from pathlib import Path
from typing import Any

HEAD = "0005"  # the newest revision under migrations/versions (a test holds the two together)
MIGRATIONS = Path(__file__).parent / "migrations"
_LOCK_KEY = 0x62616E736861  # "bansha": the advisory lock PostgreSQL upgrades take
_current: set[str] = set()
_guard = threading.Lock()


class SchemaError(ValueError):
    """The database was made by a newer bansha: this one does not know its tables."""


def version(conn: Any) -> str | None:
    """The database's schema version; None before versions (a data directory of an older bansha, or a new one)."""
    if conn.dialect == "sqlite":
        found = conn.execute("SELECT 1 FROM sqlite_master WHERE type='table' AND name='alembic_version'").fetchone()
    else:
        found = conn.execute("SELECT to_regclass('alembic_version') IS NOT NULL").fetchone()[0] or None
    if not found:
        return None
    row = conn.execute("SELECT version_num FROM alembic_version").fetchone()
    return row[0] if row else None


def ensure(conn: Any) -> None:
    """Bring the database to HEAD if it is not there yet (once per process and database)."""
    if conn.name in _current:
        return
    with _guard:
        if conn.name in _current:
            return
        have = version(conn)
        if have != HEAD:
            if have is not None and have not in revisions():
                raise SchemaError(f"数据库的版本 {have} 比这个 bansha 新（它认识到 {HEAD}）；请升级 bansha")
            upgrade(conn.sqlalchemy_url, HEAD)
        _current.add(conn.name)


def revisions() -> list[str]:
    return sorted(p.stem.split("_")[0][1:] for p in (MIGRATIONS / "versions").glob("v*.py"))


def upgrade(url: str, target: str = "head") -> None:
    """Run the migrations up to `target` on the database at `url` (an SQLAlchemy URL), under the lock."""
    import sqlalchemy  # lazy: Alembic loads only when a schema is migrated
    from alembic import command  # lazy: Alembic loads only when a schema is migrated
    from alembic.config import Config  # lazy: Alembic loads only when a schema is migrated
    from sqlalchemy.pool import NullPool  # lazy: Alembic loads only when a schema is migrated

    sqlite = url.startswith("sqlite")
    engine = sqlalchemy.create_engine(url, poolclass=NullPool, connect_args={"timeout": 60} if sqlite else {})
    if sqlite:
        # SQLite's driver begins no transaction before DDL: take the write lock ourselves, so the
        # whole upgrade is one transaction and a second process waits for it
        @sqlalchemy.event.listens_for(engine, "connect")
        def _autocommit(dbapi_conn: Any, _record: Any) -> None:
            dbapi_conn.isolation_level = None

        @sqlalchemy.event.listens_for(engine, "begin")
        def _begin(conn: Any) -> None:
            conn.exec_driver_sql("BEGIN IMMEDIATE")
    config = Config()
    config.set_main_option("script_location", str(MIGRATIONS))
    try:
        with engine.begin() as conn:
            if not sqlite:
                conn.exec_driver_sql(f"SELECT pg_advisory_xact_lock({_LOCK_KEY})")
            config.attributes["connection"] = conn
            command.upgrade(config, target)
    finally:
        engine.dispose()
