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
from typing import Any, Callable

from bansha.engine.game import Game
from bansha.engine.ruleset import Ruleset
from bansha.engine.skills import RoleDef, SkillDef

from .recent import Recent

SHARED = (Ruleset, SkillDef, RoleDef)
_starts: dict[tuple[str, str], tuple[Any, bytes, dict[int, Any], tuple[Any, ...], tuple[Any, ...]]] = Recent()
_closings: dict[tuple[str, str], tuple[Any, dict[Any, str]]] = Recent()
_guard = threading.Lock()


class DefinitionPickler(pickle.Pickler):
    """Pickles a game but not the ruleset and its role and skill definitions, which the engine
    compares by identity: each is replaced by what `name_of` calls it (None: it cannot be kept)."""

    def __init__(self, buf: io.BytesIO, name_of: Callable[[Any], Any]):
        super().__init__(buf, protocol=pickle.HIGHEST_PROTOCOL)
        self.name_of = name_of

    def persistent_id(self, obj: Any) -> Any:
        if isinstance(obj, SHARED):
            name = self.name_of(obj)
            if name is None:
                raise pickle.PicklingError(f"a definition with no name: {obj!r:.60}")
            return name
        return None


class DefinitionUnpickler(pickle.Unpickler):
    """The other way: each name back to the one definition it stands for."""

    def __init__(self, buf: io.BytesIO, definition: Callable[[Any], Any]):
        super().__init__(buf)
        self.definition = definition

    def persistent_load(self, pid: Any) -> Any:
        return self.definition(pid)


def _share(shared: dict[int, Any], obj: Any) -> int:
    """In this process a definition is named by its identity (kept alive in `shared`)."""
    shared[id(obj)] = obj
    return id(obj)


def start_of(key: tuple[str, str], seqs: Any) -> Game | None:
    """A fresh copy of the cached period start for exactly these settled inputs, if any."""
    hit = _starts.get(key)
    if hit is None or hit[0] != seqs:
        return None
    game = DefinitionUnpickler(io.BytesIO(hit[1]), hit[2].__getitem__).load()
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
        DefinitionPickler(buf, lambda obj: _share(shared, obj)).dump(game)
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
