"""A store per thread: a SQLite connection belongs to the thread that made it, and the console and
the QQ bot each answer on several threads over one data directory."""
from __future__ import annotations

import threading
from typing import Any

from .db import connect
from .games import Store


class PerThreadStore:
    """What a long-running server holds: the data directory, and each thread's own `Store` on it."""

    def __init__(self, data_dir: Any):
        self.data_dir = data_dir
        self._local = threading.local()

    @property
    def store(self) -> Store:
        store = getattr(self._local, "store", None)
        if store is None:
            store = self._local.store = Store(connect(self.data_dir))
        return store

    @property
    def conn(self):
        return self.store.conn
