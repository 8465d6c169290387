"""078's own event, beside the engine's (`bansha.engine.events`)."""
from __future__ import annotations

from bansha.engine.events import ENGINE_EVENTS, EventDef

RECRUITED = EventDef("recruited", (("seat", int), ("role", str)),
                     "征召: a seat became `role` (its skills refreshed; it may act tonight)")

EVENTS: tuple[EventDef, ...] = ENGINE_EVENTS + (RECRUITED,)
