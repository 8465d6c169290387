"""Damage against protections.

A hit of some kind (指杀, 毒药, 投票出局, M162's 伤害 …) meets the protections on its target. Each
protection stops the kinds it names and absorbs hits until its count runs out; a ruleset may
combine protections first (PVZ's 同守同救 makes a shield and a save cancel each other)."""
from __future__ import annotations

from typing import TYPE_CHECKING

from .model import Protection

if TYPE_CHECKING:
    from .game import Game


def protect(game: "Game", seat_no: int, name: str, source: int | None,
            kinds: frozenset[str] | None, count: int | None = None, until: str | None = None) -> None:
    """Put a protection on a seat; `until` defaults to the end of the current period."""
    game.seats[seat_no].protections.append(
        Protection(name, source, kinds, count, until if until is not None else game.period))
    if game.record_traces:
        game.trace(f"{seat_no}号 受到<{name}>（来自{source}号）" if source else f"{seat_no}号 受到<{name}>")


def applicable(game: "Game", seat_no: int, kind: str) -> list[Protection]:
    """The protections that stop a hit of `kind`, after the ruleset's combination rule."""
    seat = game.seats[seat_no]
    found = [p for p in seat.protections if p.kinds is None or kind in p.kinds]
    return game.ruleset.combine_protections(game, seat_no, kind, found)


def hit(game: "Game", seat_no: int, kind: str, cause: str) -> bool:
    """One hit of `kind` on a seat. True when nothing stopped it (the ruleset decides what a
    landed hit does: an exit in PVZ, one counted damage in M162)."""
    seat = game.seats[seat_no]
    for p in applicable(game, seat_no, kind):
        if p.count is not None:
            p.count -= 1
            if p.count <= 0:
                seat.protections.remove(p)
        game.trace(f"{cause}→{seat_no}号 被<{p.name}>抵消")
        return False
    return True


def expire(game: "Game", period: str) -> None:
    """Drop the protections and statuses whose time ends with `period`."""
    for seat in game.seat_list:
        if seat.protections:
            seat.protections = [p for p in seat.protections if p.until != period]
        if seat.statuses:
            seat.statuses = [s for s in seat.statuses if s.until != period]
