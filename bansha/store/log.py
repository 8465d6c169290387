"""The input log as plain data: one recorded input, the keys that name a log for the caches, where
the open period starts, the recording moment, and the lock one process holds per game while it writes
(a leaf: the store and its write path both read it)."""
from __future__ import annotations

import json
import threading
from datetime import datetime, timezone
from typing import Any

from bansha import wallclock

_locks: dict[str, threading.Lock] = {}
_locks_guard = threading.Lock()


def _lock(game_id: str) -> threading.Lock:
    with _locks_guard:
        return _locks.setdefault(game_id, threading.Lock())


def _now(at: datetime | None = None) -> str:
    """A recording moment as stored: UTC, to the millisecond (`at`: a moment given, e.g. an import's)."""
    return (at or wallclock.now()).astimezone(timezone.utc).isoformat(timespec="milliseconds")


class Recorded:
    """One input of the log. Read from the store it keeps the stored JSON and hands out a fresh
    `payload` at each access, so a log shared between requests cannot be changed through it; its
    `kind` is read once."""
    __slots__ = ("seq", "period", "source", "recorded_at", "kind", "_raw", "_payload")

    def __init__(self, seq: int, period: str, payload: dict[str, Any] | None, source: str, recorded_at: str,
                 raw: str | None = None):
        self.seq, self.period, self.source, self.recorded_at = seq, period, source, recorded_at
        self._raw, self._payload = raw, payload
        self.kind = (payload if payload is not None else json.loads(raw or "{}")).get("kind")

    @property
    def payload(self) -> dict[str, Any]:
        return json.loads(self._raw) if self._raw is not None else self._payload  # type: ignore[return-value]

    def __repr__(self) -> str:
        return f"Recorded({self.seq}, {self.period!r}, {self.payload!r})"


def log_key(log: list[Recorded]) -> tuple[int, int]:
    """Names a log as it stood (or its settled part) for the caches: its length and last seq. Seqs
    only grow and an input only ever leaves the log (undo, withdraw, a change), so two such logs
    with the same length and last seq hold the same inputs. A what-if log is named by `closing_key`."""
    return (len(log), log[-1].seq if log else 0)


def closing_key(log: list[Recorded]) -> tuple[tuple[int, int], tuple[int, ...]]:
    """Names a log whose open period may be a what-if (the log without one of its inputs, when a
    withdrawal is checked): the settled part by `log_key`, the open period seq by seq."""
    cut = period_start(log)
    return (log_key(log[:cut]), tuple(r.seq for r in log[cut:]))


def period_start(log: list[Recorded]) -> int:
    """The index of the open period's first input: right after the last close."""
    for i in range(len(log) - 1, -1, -1):
        if log[i].kind == "close":
            return i + 1
    return 0


def open_log(log: list[Recorded]) -> list[Recorded]:
    """The inputs of the open period: everything after the last close."""
    return log[period_start(log):]
