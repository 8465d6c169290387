"""A cache of period starts, so checking an input does not replay every settled period.

The log stays the truth: a snapshot is the state right after a game's last close, keyed by the
inputs that produced it (`games.log_key`), so any change to that prefix (an undo, an input from
the CLI in another process) misses the cache and the game is replayed. A snapshot is kept
pickled and thawed fresh for each use, so nobody can change it. The ruleset and its skill and
role definitions are shared, not copied: the engine compares them by identity. A game that does
not pickle (a ruleset keeping a closure in its state) is simply never cached."""
from __future__ import annotations

import io
import pickle
import threading
from typing import Any

from bansha.engine.game import Game
from bansha.engine.ruleset import Ruleset
from bansha.engine.skills import RoleDef, SkillDef

_SHARED = (Ruleset, SkillDef, RoleDef)
_starts: dict[tuple[str, str], tuple[Any, bytes, dict[int, Any], tuple[Any, ...], tuple[Any, ...]]] = {}
_closings: dict[tuple[str, str], tuple[Any, dict[Any, str]]] = {}
_guard = threading.Lock()


class _Pickler(pickle.Pickler):
    def __init__(self, buf: io.BytesIO, shared: dict[int, Any]):
        super().__init__(buf, protocol=pickle.HIGHEST_PROTOCOL)
        self.shared = shared

    def persistent_id(self, obj: Any) -> Any:
        if isinstance(obj, _SHARED):
            self.shared[id(obj)] = obj
            return id(obj)
        return None


class _Unpickler(pickle.Unpickler):
    def __init__(self, buf: io.BytesIO, shared: dict[int, Any]):
        super().__init__(buf)
        self.shared = shared

    def persistent_load(self, pid: Any) -> Any:
        return self.shared[pid]


def start_of(key: tuple[str, str], seqs: Any) -> Game | None:
    """A fresh copy of the cached period start for exactly these settled inputs, if any."""
    hit = _starts.get(key)
    if hit is None or hit[0] != seqs:
        return None
    game = _Unpickler(io.BytesIO(hit[1]), hit[2]).load()
    game.events, game.audiences = list(hit[3]), list(hit[4])
    return game


def keep_start(key: tuple[str, str], seqs: Any, game: Game) -> None:
    """Keep the state after a close. The record so far (`events`, `audiences`) is kept aside
    and handed to each copy as a new list of the same entries: settled events are never changed,
    and thawing a long game then costs what a short one does (issue 11 §4)."""
    shared: dict[int, Any] = {}
    buf = io.BytesIO()
    events, audiences = game.events, game.audiences
    try:
        game.events, game.audiences = [], []
        _Pickler(buf, shared).dump(game)
    except (pickle.PicklingError, TypeError, AttributeError):
        return
    finally:
        game.events, game.audiences = events, audiences
    with _guard:
        _starts[key] = (seqs, buf.getvalue(), shared, tuple(events), tuple(audiences))


def closing_of(key: tuple[str, str], seqs: Any) -> dict[Any, str] | None:
    """The rejections closing the open period would make, if known for exactly this log."""
    hit = _closings.get(key)
    return dict(hit[1]) if hit is not None and hit[0] == seqs else None


def keep_closing(key: tuple[str, str], seqs: Any, rejections: dict[Any, str]) -> None:
    with _guard:
        _closings[key] = (seqs, dict(rejections))


def forget(key: tuple[str, str] | None = None) -> None:
    with _guard:
        for cache in (_starts, _closings):
            if key is None:
                cache.clear()
            else:
                cache.pop(key, None)
