"""The database behind every game: the game's setup and its input log, nothing derived.

Two stores speak one interface. SQLite (a file in the data directory) is the embedded default:
writes are durable when they return (WAL with synchronous=FULL), so an input the director or a
player was told is recorded survives a crash or a kill at any moment. PostgreSQL
(`bansha --db postgresql://…`, `bansha.store.pg`) is for several processes on one database.

What differs between them lives here and in `pg.py`, behind the same few methods on the
connection: `begin_game(id)` (a write transaction that is the only writer of that game, across
processes: SQLite's BEGIN IMMEDIATE, PostgreSQL's per-game advisory lock), `begin_write()`,
`begin_read()` (one consistent snapshot), `commit()`, `rollback()`, `attempt()` (a cache write
whose failure is only a miss and must not abort the transaction around it), `name` and
`dialect`. The SQL the store sends is what both understand (`?` placeholders, `ON CONFLICT`,
`RETURNING`, `TRUE`/`FALSE`); the tables are made and upgraded by the migrations
(`bansha.store.migrate`)."""
from __future__ import annotations

import os
import sqlite3
import uuid
from contextlib import contextmanager
from pathlib import Path
from typing import Any, Iterator

PG_SCHEMES = ("postgresql://", "postgres://")
FILE = "bansha.sqlite3"


def is_url(where: Any) -> bool:
    return isinstance(where, str) and where.startswith(PG_SCHEMES)


def data_dir(given: str | os.PathLike[str] | None = None) -> Path:
    """The data directory: the argument, else $BANSHA_DATA, else ./data."""
    path = Path(given or os.environ.get("BANSHA_DATA") or "data")
    path.mkdir(parents=True, exist_ok=True)
    return path


def database_errors() -> tuple[type[BaseException], ...]:
    """The errors a database raises, whichever it is (psycopg's only when it is installed)."""
    errors: tuple[type[BaseException], ...] = (sqlite3.Error,)
    try:
        import psycopg  # lazy: only for PostgreSQL or a migration
        errors += (psycopg.Error,)
    except ImportError:  # SQLite only: nothing else can be raised
        pass
    return errors


class SqliteConnection(sqlite3.Connection):
    """A sqlite3 connection in autocommit mode with the store's transaction methods. BEGIN
    IMMEDIATE takes the file's write lock, so one writer at a time across processes."""

    dialect = "sqlite"
    name = ""

    @property
    def sqlalchemy_url(self) -> str:
        """Where Alembic finds this database."""
        return f"sqlite:///{self.name}"

    def begin_game(self, game_id: str) -> None:
        self.execute("BEGIN IMMEDIATE")

    def begin_games(self, game_ids: list[str]) -> None:
        """One transaction writing several games (a group commit): the file's one write lock."""
        self.execute("BEGIN IMMEDIATE")

    def begin_write(self) -> None:
        self.execute("BEGIN IMMEDIATE")

    def begin_read(self) -> None:
        """A snapshot: in WAL mode a deferred transaction reads one state of the file throughout."""
        self.execute("BEGIN")
        self.execute("SELECT 1 FROM sqlite_master LIMIT 1").fetchall()

    @contextmanager
    def attempt(self) -> Iterator[None]:
        """A statement whose failure is only a cache miss. SQLite undoes the failed statement
        alone, so the transaction around it goes on."""
        try:
            yield
        except sqlite3.Error:
            pass


def connect(where: Any = None) -> Any:
    """A connection to the store: `where` is a data directory (SQLite, the default) or a
    `postgresql://` URL. The schema is brought to the current version first (once per process)."""
    from . import migrate  # lazy: only for PostgreSQL or a migration
    conn = open_raw(where)
    migrate.ensure(conn)
    return conn


def open_raw(where: Any = None) -> Any:
    """A connection to the store as its schema stands (a restore keeps a backup's version until it is loaded)."""
    if is_url(where):
        from .pg import PgConnection  # lazy: only for PostgreSQL or a migration
        return PgConnection(where)
    path = (data_dir(where) / FILE).resolve()
    conn = sqlite3.connect(path, timeout=30, isolation_level=None, check_same_thread=False,
                           factory=SqliteConnection)
    conn.name = str(path)
    conn.row_factory = sqlite3.Row
    conn.execute("PRAGMA journal_mode=WAL")
    conn.execute("PRAGMA synchronous=FULL")
    conn.execute("PRAGMA foreign_keys=ON")
    return conn


def scratch() -> SqliteConnection:
    """A store in memory with the games' tables alone (an import builds its game there first), named
    so that no other store's caches are ever taken for its."""

    from .migrations.versions.v0001_baseline import STORE  # lazy: only for PostgreSQL or a migration
    conn = sqlite3.connect(":memory:", isolation_level=None, check_same_thread=False, factory=SqliteConnection)
    conn.name = f"scratch:{uuid.uuid4()}"
    conn.row_factory = sqlite3.Row
    for sql in STORE:
        conn.execute(sql)
    return conn


def backend(where: Any) -> str:
    """How a store location reads in messages: the file, or the PostgreSQL URL without its password."""
    if is_url(where):
        from .pg import safe_url  # lazy: only for PostgreSQL or a migration
        return safe_url(where)
    return str((data_dir(where) / FILE).resolve())
