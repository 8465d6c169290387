"""PostgreSQL as the store (`bansha --db postgresql://…`): the connection the store, the console
and the bot use, with the same methods as `db.SqliteConnection`, over psycopg 3 and its pool.

- **Pool.** One pool per process and database (`$BANSHA_DB_POOL` connections at most, 10 by
  default). A statement outside a transaction borrows a connection for itself alone (autocommit);
  a transaction keeps one from `begin_*` to `commit`/`rollback`. So a server answering on many
  threads holds a handful of connections, not one per thread.
- **One writer per game.** `begin_game(id)` takes a transaction-scoped advisory lock named by the
  game, so two processes checking and appending to one game's log take turns, as SQLite's
  BEGIN IMMEDIATE makes them; other games go on side by side. `begin_write()` (the console's and
  the bot's own tables: links, bindings, the outbox) takes one lock for all of them, as SQLite's
  file lock does.
- **Durable.** COMMIT returns once the write is on disk (synchronous_commit stays on).
- **No error swallowed inside a transaction.** A statement that fails aborts PostgreSQL's
  transaction; `attempt()` wraps a statement whose failure is only a cache miss in a savepoint.
- **The same SQL.** The store writes `?` placeholders; they become `%s` here (a literal `%`
  doubled), once per statement text. Rows answer by position and by column name, as sqlite3.Row."""
from __future__ import annotations

import hashlib
import os
import re
import threading
from contextlib import contextmanager
from typing import Any, Iterator
from urllib.parse import urlsplit, urlunsplit

import psycopg
from psycopg_pool import ConnectionPool

_pools: dict[str, ConnectionPool] = {}
_pools_guard = threading.Lock()
_sql: dict[str, str] = {}
_TOKENS = re.compile(r"'(?:[^']|'')*'|\"[^\"]*\"|\$\$.*?\$\$|\?|%", re.S)
WRITE_LOCK = 0x62616E73_68615F77  # the console's and the bot's tables: one writer at a time


def safe_url(url: str) -> str:
    """The URL without its password, for messages and cache keys."""
    parts = urlsplit(url)
    if parts.password is None:
        return url
    host = parts.hostname or ""
    netloc = f"{parts.username}@{host}" + (f":{parts.port}" if parts.port else "")
    return urlunsplit(parts._replace(netloc=netloc))


def translate(sql: str) -> str:
    """`?` → `%s` and `%` → `%%`, outside quoted strings and identifiers."""
    out = _sql.get(sql)
    if out is None:
        def one(m: re.Match[str]) -> str:
            t = m.group()
            return "%s" if t == "?" else "%%" if t == "%" else t
        out = _sql[sql] = _TOKENS.sub(one, sql)
    return out


def lock_key(game_id: str) -> int:
    """A game's advisory lock: 64 bits of a hash of its id (a collision only makes two games take turns)."""
    return int.from_bytes(hashlib.blake2b(f"bansha-game:{game_id}".encode(), digest_size=8).digest(), "big", signed=True)


class Row(tuple):
    """A row that answers by position and by column name (`row["id"]`, `dict(row)`), like sqlite3.Row."""

    _index: dict[str, int]

    def __getitem__(self, key: Any) -> Any:  # type: ignore[override]
        if isinstance(key, str):
            return tuple.__getitem__(self, self._index[key])
        return tuple.__getitem__(self, key)

    def keys(self) -> list[str]:
        return list(self._index)


class Result:
    """What `execute` returns: the rows, read at once (the connection goes back to the pool)."""

    __slots__ = ("rows", "rowcount", "_at")

    def __init__(self, rows: list[Any], rowcount: int):
        self.rows, self.rowcount, self._at = rows, rowcount, 0

    def fetchone(self) -> Any:
        if self._at >= len(self.rows):
            return None
        self._at += 1
        return self.rows[self._at - 1]

    def fetchall(self) -> list[Any]:
        rows, self._at = self.rows[self._at:], len(self.rows)
        return rows

    def __iter__(self) -> Iterator[Any]:
        return iter(self.fetchall())


def _pool(url: str) -> ConnectionPool:
    with _pools_guard:
        pool = _pools.get(url)
        if pool is None:
            psycopg.connect(url, connect_timeout=10).close()  # a wrong address or password: say so now, once
            size = int(os.environ.get("BANSHA_DB_POOL") or 10)
            pool = ConnectionPool(url, min_size=1, max_size=size, kwargs={"autocommit": True}, open=True,
                                  name="bansha", timeout=60)
            _pools[url] = pool
        return pool


def close_pool(url: str) -> None:
    """End this process's pool on a database (a test that drops it)."""
    with _pools_guard:
        pool = _pools.pop(url, None)
    if pool is not None:
        pool.close()


class PgConnection:
    """One thread's connection to the store on PostgreSQL: borrows from the process's pool."""

    dialect = "postgresql"

    def __init__(self, url: str):
        self.url = url
        self.name = safe_url(url)
        self.sqlalchemy_url = "postgresql+psycopg://" + url.split("://", 1)[1]
        self.pool = _pool(url)
        self._tx: psycopg.Connection | None = None
        self.row_factory = None  # sqlite3's attribute: rows here always answer by name

    @property
    def in_transaction(self) -> bool:
        return self._tx is not None

    # --- statements -----------------------------------------------------------------------
    def _run(self, conn: psycopg.Connection, sql: str, params: Any, many: bool = False) -> Result:
        cur = conn.cursor(row_factory=_make)
        if many:
            cur.executemany(translate(sql), params)
            return Result([], cur.rowcount)
        if params:
            cur.execute(translate(sql), tuple(params))
        else:  # no parameters: psycopg sends the text as it is, a `%` included
            cur.execute(sql)
        rows = cur.fetchall() if cur.description is not None else []
        return Result(rows, cur.rowcount)

    def execute(self, sql: str, params: Any = ()) -> Result:
        if self._tx is not None:
            return self._run(self._tx, sql, params)
        with self.pool.connection() as conn:
            return self._run(conn, sql, params)

    def executemany(self, sql: str, rows: Any) -> Result:
        if self._tx is not None:
            return self._run(self._tx, sql, list(rows), many=True)
        with self.pool.connection() as conn:
            return self._run(conn, sql, list(rows), many=True)

    # --- transactions ---------------------------------------------------------------------
    def _begin(self, sql: str, lock: int | None) -> None:
        if self._tx is not None:
            raise RuntimeError("a transaction is already open on this connection")
        conn = self.pool.getconn()
        try:
            conn.execute(sql)
            if lock is not None:
                conn.execute("SELECT pg_advisory_xact_lock(%s)", (lock,))
        except BaseException:
            self._give_back(conn, broken=True)
            raise
        self._tx = conn

    def begin_game(self, game_id: str) -> None:
        self._begin("BEGIN", lock_key(game_id))

    def begin_write(self) -> None:
        self._begin("BEGIN", WRITE_LOCK)

    def begin_read(self) -> None:
        self._begin("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY", None)

    def commit(self) -> None:
        self._end("COMMIT")

    def rollback(self) -> None:
        self._end("ROLLBACK")

    def _end(self, sql: str) -> None:
        """End the open transaction (none open: nothing to do) and give its connection back."""
        conn, self._tx = self._tx, None
        if conn is None:
            return
        try:
            conn.execute(sql)
        except BaseException:
            self._give_back(conn, broken=True)
            raise
        self._give_back(conn)

    def _give_back(self, conn: psycopg.Connection, broken: bool = False) -> None:
        if broken and not conn.closed:
            try:
                conn.execute("ROLLBACK")
            except psycopg.Error:
                conn.close()  # the pool replaces a closed connection
        self.pool.putconn(conn)

    @contextmanager
    def attempt(self) -> Iterator[None]:
        """A statement whose failure is only a cache miss: inside a transaction it runs under a
        savepoint, so its failure undoes it alone and the transaction goes on."""
        if self._tx is None:
            try:
                yield
            except psycopg.Error:
                pass
            return
        self._tx.execute("SAVEPOINT bansha_attempt")
        try:
            yield
        except psycopg.Error:
            self._tx.execute("ROLLBACK TO SAVEPOINT bansha_attempt")
        self._tx.execute("RELEASE SAVEPOINT bansha_attempt")

    def close(self) -> None:
        self.rollback()


_factories: dict[tuple[str, ...], type] = {}


def _make(cursor: Any) -> Any:
    """Row class per column list (made once per distinct list), then each row is a tuple of it."""
    if cursor.description is None:
        return tuple
    names = tuple(c.name for c in cursor.description)
    cls = _factories.get(names)
    if cls is None:
        cls = _factories[names] = type("Row", (Row,), {"_index": {n: i for i, n in enumerate(names)}})
    return lambda values: tuple.__new__(cls, values)

