"""What a ruleset gives the engine, as a few small parts a ruleset overrides where its seed differs.
They form one chain of classes, each in its own file, in this order (not mypyc traits: a compiled caller
of a trait's method reaches the trait's own, never an interpreted subclass's override):

- `Roster` (roster.py): its roles, how a deal is checked and made, the seats and groups it gives;
- `PeriodOrder` (period_order.py): which period follows which;
- `Timetable` (timetable.py): what is due by when, and the windows its skills keep;
- `Inputs` (inputs.py): each kind of input judged by its `take_<kind>`;
- `PeriodSteps` (period_steps.py): the open period's steps in the seed's order, its state, its resolver;
- `Camps` (camps.py): the camps as they stand now, and who wins with a faction;
- `SeatViews` (seat_views.py): what a seat holds, may use and is offered now;
- and here its identity, its options and the listeners its roles declare on the event catalogue.

The engine never names a role; a ruleset is a package holding one module per role, a night order
that reads like the seed's numbered list, its win rules and its `rulings.md`."""
from __future__ import annotations

from typing import Any, Callable, ClassVar

from mypy_extensions import mypyc_attr

from .events import ENGINE_EVENTS, EventDef, Listener, table as events_table
from .options import Option, resolve_options
from .seat_views import SeatViews
from .skills import RoleDef


@mypyc_attr(allow_interpreted_subclasses=True)  # the rulesets outside the compiled build subclass it
class Ruleset(SeatViews):
    id: ClassVar[str] = ""
    title: ClassVar[str] = ""
    option_defs: ClassVar[tuple[Option, ...]] = ()
    # events whose every hook takes the event's fields positionally, in this order (PVZ's death
    # hooks are all (game, seat, cause)): Game.fire then calls them without keywords, which a
    # compiled hook parses far faster; any other event, or other fields, go by keyword
    positional_hooks: ClassVar[dict[str, tuple[str, ...]]] = {}
    # the events this ruleset's listeners may listen to: the engine's and the ruleset's own (events.py)
    events: ClassVar[tuple[EventDef, ...]] = ENGINE_EVENTS

    def __init__(self) -> None:
        self.hooks: dict[str, list[Callable[..., Any]]] = {}
        self._period_order = {}
        self._period_last = None
        self._next_known = {}
        self._kinds = {}
        # the steps that settle an automatic (<强制>, no choice) skill of some role: only those look for
        # one gained while the period closes (a same-night heir's 通灵)
        self.auto_steps: frozenset[str] = frozenset(
            s.step for role in self.roles.values() for s in role.skills if s.auto and s.step)
        # the roles with a part in the win (`RoleDef.win`), in the roster's order: a win check asks them only
        self.win_roles: tuple[RoleDef, ...] = tuple(r for r in self.roles.values() if r.win is not None)
        listeners = [ls for role in self.roles.values() for ls in role.listens] + self.listeners()
        self.hooks = events_table(listeners, {e.name: e for e in self.events})

    def listeners(self) -> list[Listener]:
        """The ruleset's own listeners, beside its roles' (the sheriff's, the red card's exit)."""
        return []

    def resolve_options(self, given: dict[str, Any]) -> dict[str, Any]:
        return resolve_options(self.option_defs, given, self.id)
