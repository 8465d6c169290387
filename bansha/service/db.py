"""The console's own tables (made by the migrations, `bansha/store/migrations`) live in the games'
database, so one backup holds everything. Nothing there is game state: accounts, sessions, seat
links (hashed), the audit of every player submission. The game itself stays the input log."""
from __future__ import annotations

from typing import Any

from bansha import wallclock


def now() -> str:
    return wallclock.now().isoformat(timespec="milliseconds")


def transaction(conn: Any):
    """A write transaction (BEGIN IMMEDIATE on SQLite) … COMMIT, or ROLLBACK on any error."""
    return _Tx(conn)


class _Tx:
    def __init__(self, conn: Any):
        self.conn = conn

    def __enter__(self) -> Any:
        self.conn.begin_write()
        return self.conn

    def __exit__(self, exc_type, exc, tb) -> None:
        if exc_type:
            self.conn.rollback()
        else:
            self.conn.commit()
