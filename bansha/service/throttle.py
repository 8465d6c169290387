"""Failed director logins, counted per client address in the store (table `login_failures`, made by
the migrations).

An attempt is counted before its password is checked, inside one write transaction, so twenty
guesses sent at once are twenty attempts, not twenty checks against a count of zero. The first
`FREE` failures cost nothing; after them each attempt waits twice as long as the last, up to `CAP`
seconds — never a lockout: an attacker gets a guess a minute at best, and the director, whatever
address they share with one, gets in within a minute. An attempt made while the address must wait
is turned away uncounted, and `bansha password` (a new password) forgets every count. Which
address a request comes from is the socket's, unless `bansha serve --proxy` names the proxy whose
X-Forwarded-For may be believed."""
from __future__ import annotations

import math
import sqlite3
import time
from collections.abc import Callable

from .db import transaction

FREE = 5  # failures before any wait
FIRST = 2.0  # seconds, doubled with each further failure
CAP = 60.0  # the longest wait
FORGET = 600.0  # seconds without a failure after which an address starts again


def delay(failures: int) -> float:
    """Seconds an address waits after its `failures`-th failure in a row."""
    return 0.0 if failures < FREE else min(CAP, FIRST * 2 ** (failures - FREE))


def attempt(conn: sqlite3.Connection, address: str, clock: Callable[[], float] | None = None) -> int:
    """Take an attempt for `address` (counted as a failure until `succeeded`), or return the
    seconds it must still wait (nothing counted). The clock is read inside the transaction, so
    attempts are judged in the order they are counted."""
    with transaction(conn):
        now = (clock or time.time)()
        row = conn.execute("SELECT failures, until, last FROM login_failures WHERE address=?", (address,)).fetchone()
        failures = 0 if row is None or now - row[2] > FORGET else row[0]
        if row is not None and failures and row[1] > now:
            return math.ceil(round(row[1] - now, 6))  # (a float's last digit never makes 60 s into 61)
        failures += 1
        conn.execute("INSERT INTO login_failures (address, failures, until, last) VALUES (?,?,?,?)"
                     " ON CONFLICT (address) DO UPDATE SET failures=excluded.failures, until=excluded.until,"
                     " last=excluded.last", (address, failures, now + delay(failures), now))
    return 0


def succeeded(conn: sqlite3.Connection, address: str) -> None:
    conn.execute("DELETE FROM login_failures WHERE address=?", (address,))


def forget_all(conn: sqlite3.Connection) -> None:
    conn.execute("DELETE FROM login_failures")
