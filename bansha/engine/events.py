"""The events rules listen to: one typed catalogue, each event with its payload's fields and types.

A role (or a ruleset's own mechanism) listens with `on(EVENT, fn, priority)`, the way lykos roles
`add_listener(event, fn, priority)`: `Game.fire` calls every listener of the event with the game and
the event's fields, lowest priority first and, at equal priority, in the order the roles are listed —
so the order in which effects keyed to one event run is declared where they are, never an accident of
imports. The engine's own events are here; a ruleset declares the events it fires itself (245's
sub-phase ends, its 连带 chains) in its own catalogue (`Ruleset.events`), and a listener of an event
no catalogue holds is refused when the ruleset is built."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable

from mypy_extensions import mypyc_attr


@mypyc_attr(allow_interpreted_subclasses=True)
@dataclass(frozen=True, slots=True)
class EventDef:
    """An event: its name (what the record's traces and the hooks table know it by), its payload's
    fields with their types, in the order positional listeners take them, and what it means."""

    name: str
    fields: tuple[tuple[str, Any], ...] = ()
    doc: str = ""

    def field_names(self) -> tuple[str, ...]:
        return tuple(f for f, _ in self.fields)


@mypyc_attr(allow_interpreted_subclasses=True)
@dataclass(frozen=True, slots=True)
class Listener:
    """`fn(game, **fields)` called when `event` fires; a lower `priority` runs first. What it returns matters
    only to `Game.ask` (245's would_exit: True, the exit is avoided), so the type says Any: compiled, a
    declared None would refuse a True."""

    event: EventDef
    fn: Callable[..., Any]
    priority: int = 0


def on(event: EventDef, fn: Callable[..., Any], priority: int = 0) -> Listener:
    return Listener(event, fn, priority)


DEATH = EventDef("death", (("seat", int), ("cause", str)),
                 "a seat left play for `cause` (the skill or rule, as the seed names it): shots and handovers are "
                 "offered, lovers follow, a knife passes on")
REVIVE = EventDef("revive", (("seat", int), ("cause", str)), "a seat out of play came back")
RED_CARD = EventDef("red_card", (("seat", int), ("reason", str)),
                    "a red card was given (its exit is the ruleset's: at once, or after the day's vote)")
STATUS = EventDef("status", (("seat", int), ("status", Any)), "a seat took a status (stacking rules react)")
ACCEPTED = EventDef("accepted", (("intent", Any),), "a skill use was taken, before its step settles (245 怪盗)")

ENGINE_EVENTS: tuple[EventDef, ...] = (DEATH, REVIVE, RED_CARD, STATUS, ACCEPTED)


def table(listeners: list[Listener], catalogue: dict[str, EventDef]) -> dict[str, list[Callable[..., Any]]]:
    """The hooks table `Game.fire` reads: each event's listeners, by priority then declaration order.
    A listener of an event no catalogue holds is a mistake in the ruleset, refused here."""
    for ls in listeners:
        known = catalogue.get(ls.event.name)
        if known is None or known != ls.event:
            raise ValueError(f"listener {getattr(ls.fn, '__qualname__', ls.fn)} of an event not in the catalogue: "
                             f"{ls.event.name}")
    out: dict[str, list[Callable[..., Any]]] = {}
    for ls in sorted(listeners, key=lambda x: x.priority):  # sorted() is stable: equal priorities keep their order
        out.setdefault(ls.event.name, []).append(ls.fn)
    return out
