"""A queue of actions, each passing the same hook phases before and after its effect.

Every 指定 skill and every harm goes through one `Resolver`, so one redirection, immunity or
protection hook serves them all (open_mafia_engine's event system has the same shape). The
phases run in a fixed order for every action:

    retarget → immunity → protection → effect → after

A hook registered on kind "*" runs in its phase after the hooks of the action's own kind, so a
redirection on "*" still sees every action before any protection acts on it. A hook may cancel
the action (it stops there) or change its target (later phases see the new one). A resolver is
made fresh for each settlement (a ruleset whose hooks never change builds them once and makes each
resolver `with_tables`): it holds no state shared between games."""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Callable, Iterable

from mypy_extensions import mypyc_attr

if TYPE_CHECKING:
    from .game import Game

RETARGET, IMMUNITY, PROTECTION, AFTER = "retarget", "immunity", "protection", "after"
BEFORE_PHASES: tuple[str, ...] = (RETARGET, IMMUNITY, PROTECTION)  # (typed: compiled, kept as a tuple object)
PHASES: tuple[str, ...] = (*BEFORE_PHASES, AFTER)


@mypyc_attr(allow_interpreted_subclasses=True)  # compiled, it still pickles (a stored period start)
@dataclass(slots=True, init=False)  # explicit __init__: compiled, a native constructor (issue 11)
class Action:
    kind: str
    actor: int | None
    target: int | None
    cause: str
    data: dict[str, Any]
    cancelled: bool
    why: str

    def __init__(self, kind: str, actor: int | None, target: int | None, cause: str,
                 data: dict[str, Any] | None = None, cancelled: bool = False, why: str = "") -> None:
        self.kind = kind
        self.actor = actor
        self.target = target
        self.cause = cause
        self.data = {} if data is None else data
        self.cancelled = cancelled
        self.why = why

    def cancel(self, why: str) -> None:
        self.cancelled = True
        self.why = why

    def retarget(self, target: int | None, why: str = "") -> None:
        """A redirection: later phases and the effect see the new target."""
        self.data.setdefault("targets_before", []).append(self.target)
        self.target = target
        if why:
            self.data.setdefault("redirected", []).append(why)


Hook = Callable[["Game", Action], None]


@mypyc_attr(allow_interpreted_subclasses=True)  # compiled, it still pickles (a stored period start)
class Resolver:
    """Runs actions in order; `insert` puts an action at the front (即时插入结算)."""

    def __init__(self) -> None:
        self.hooks: dict[str, dict[str, list[Hook]]] = {}  # phase → kind → hooks, made as hooks come
        self.handlers: dict[str, Hook] = {}
        self._inserted: list[Action] = []

    def tables(self) -> "Tables":
        """Its hooks and effects, for a ruleset that builds them once and settles each queue on a fresh
        resolver made `with_tables` (they are read, never changed, while actions settle)."""
        return self.hooks, self.handlers

    def handle(self, kind: str, fn: Hook) -> None:
        """The effect of an action of `kind`."""
        self.handlers[kind] = fn

    def on(self, phase: str, kind: str, fn: Hook) -> None:
        if phase not in PHASES:
            raise ValueError(f"no hook phase {phase!r}; phases: {', '.join(PHASES)}")
        self.hooks.setdefault(phase, {}).setdefault(kind, []).append(fn)

    def on_before(self, kind: str, fn: Hook) -> None:
        """A protection: the usual `before` hook."""
        self.on(PROTECTION, kind, fn)

    def on_after(self, kind: str, fn: Hook) -> None:
        self.on(AFTER, kind, fn)

    def insert(self, action: Action) -> None:
        """Settle `action` right after the current one, before the rest of the queue; several
        inserted by one action keep the order they were inserted in."""
        self._inserted.append(action)

    def _phase(self, game: "Game", phase: str, a: Action) -> None:
        table = self.hooks.get(phase)
        if not table:
            return
        for hooks in (table.get(a.kind), table.get("*")):  # the action's own kind first, then "*"
            if hooks:
                for hook in hooks:
                    hook(game, a)
                    if a.cancelled:
                        return

    def run(self, game: "Game", actions: Iterable[Action]) -> list[Action]:
        """Settle every action; returns them with their final state (cancelled or done)."""
        queue = list(actions)
        i = 0
        done: list[Action] = []
        while i < len(queue) or self._inserted:
            if self._inserted:
                queue[i:i] = self._inserted
                self._inserted = []
            a = queue[i]
            i += 1
            for phase in BEFORE_PHASES:
                self._phase(game, phase, a)
                if a.cancelled:
                    break
            if a.cancelled:
                if game.record_traces:
                    game.trace(f"{a.cause}→{a.target}号 无效：{a.why}")
            else:
                self.handlers[a.kind](game, a)
                self._phase(game, AFTER, a)
            done.append(a)
        return done


Tables = tuple[dict[str, dict[str, list[Hook]]], dict[str, Hook]]  # a resolver's hooks and effects


def with_tables(tables: Tables) -> Resolver:
    """A fresh resolver with hooks and effects built once (`Resolver.tables`)."""
    r = Resolver()
    r.hooks, r.handlers = tables
    return r
