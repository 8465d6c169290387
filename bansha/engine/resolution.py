"""A queue of actions, each with a step before and after it.

A protection, a block or a redirection is a `before` hook that cancels or retargets the pending
action; a death trigger is an `after` hook. Rulesets register handlers per action kind; the core
only runs the queue (open_mafia_engine's event system has the same shape)."""
from __future__ import annotations

from collections import defaultdict, deque
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Callable, Iterable

if TYPE_CHECKING:
    from .game import Game


@dataclass(slots=True)
class Action:
    kind: str
    actor: int | None
    target: int | None
    cause: str
    data: dict[str, Any] = field(default_factory=dict)
    cancelled: bool = False
    why: str = ""

    def cancel(self, why: str) -> None:
        self.cancelled = True
        self.why = why


Hook = Callable[["Game", Action], None]


class Resolver:
    """Runs actions in order; `insert` puts an action at the front (即时插入结算). Hooks on kind
    "*" see every action (one redirection chain for every 指定 skill)."""

    def __init__(self) -> None:
        self.before: dict[str, list[Hook]] = defaultdict(list)
        self.after: dict[str, list[Hook]] = defaultdict(list)
        self.handlers: dict[str, Hook] = {}
        self._queue: deque[Action] = deque()
        self._inserted: list[Action] = []

    def handle(self, kind: str, fn: Hook) -> None:
        self.handlers[kind] = fn

    def on_before(self, kind: str, fn: Hook) -> None:
        self.before[kind].append(fn)

    def on_after(self, kind: str, fn: Hook) -> None:
        self.after[kind].append(fn)

    def insert(self, action: Action) -> None:
        """Settle `action` right after the current one, before the rest of the queue; several
        inserted by one action keep the order they were inserted in."""
        self._inserted.append(action)

    def run(self, game: "Game", actions: Iterable[Action]) -> list[Action]:
        """Settle every action; returns them with their final state (cancelled or done)."""
        self._queue.extend(actions)
        done: list[Action] = []
        while self._queue or self._inserted:
            if self._inserted:
                self._queue.extendleft(reversed(self._inserted))
                self._inserted = []
            a = self._queue.popleft()
            for hook in (*self.before.get(a.kind, ()), *self.before.get("*", ())):
                hook(game, a)
                if a.cancelled:
                    break
            if a.cancelled:
                game.trace(f"{a.cause}→{a.target}号 无效：{a.why}")
            else:
                self.handlers[a.kind](game, a)
                for hook in (*self.after.get(a.kind, ()), *self.after.get("*", ())):
                    hook(game, a)
            done.append(a)
        return done
