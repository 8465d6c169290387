"""The store's caches keep the games used most recently, not every game the process has ever opened: a
community's server runs for weeks, and each game's kept state (its live game, its pickled period start, its
log as last read) otherwise stayed until the server stopped — a benchmark that made games without end grew
to gigabytes. Whatever a cache holds is rebuilt from the log on a miss, so dropping the oldest changes
nothing but the time of the next request on that game."""
from __future__ import annotations

from collections import OrderedDict
from typing import Any

GAMES = 128  # games each cache keeps: a community's games in play at once, with room to spare


class Recent(OrderedDict):
    """A dict of at most `size` entries; reading or writing an entry makes it the newest, and a write past
    the size drops the oldest. Safe between threads as the store uses it: each step is one call into the
    C dict, and an entry another thread dropped in between is simply a miss."""

    def __init__(self, size: int | None = None):
        super().__init__()
        self.size = GAMES if size is None else size

    def get(self, key: Any, default: Any = None) -> Any:
        try:
            value = super().__getitem__(key)
        except KeyError:
            return default
        try:
            self.move_to_end(key)
        except KeyError:  # dropped by another thread since: it was read all the same
            pass
        return value

    def __setitem__(self, key: Any, value: Any) -> None:
        super().__setitem__(key, value)
        try:
            self.move_to_end(key)
        except KeyError:
            pass
        while len(self) > self.size:
            try:
                self.popitem(last=False)
            except KeyError:
                break
