"""A status, declared once: its name, what it blocks, who is told and how long it lasts. Every check
asks `blocking(seat, what)`, never the status's name, so a new status is one declaration, not a
string tested wherever it matters."""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Literal

from bansha.engine.model import Status
from bansha.engine.statuses import give_status

if TYPE_CHECKING:
    from .state import TemplateGame
    from bansha.engine.model import Seat


@dataclass(frozen=True)
class StatusDef:
    name: str
    blocks: frozenset[str]  # the input kinds ("vote") and skill names it forbids its holder
    told: Literal["holder", "director"]  # who learns of it when it is given
    notice: str  # what the holder is told
    refusal: str  # the reason a blocked input is refused with, in the rules' words
    lasts: Literal["next day"] = "next day"


REGISTRY: dict[str, StatusDef] = {}


def declare(sdef: StatusDef) -> StatusDef:
    REGISTRY[sdef.name] = sdef
    return sdef


def give(game: "TemplateGame", seat: int, sdef: StatusDef, source: int) -> None:
    """Given at night, it holds through the next day (its `until`); the holder is told if it says so."""
    until = f"day {game.period.number}" if sdef.lasts == "next day" else None
    audience = (seat,) if sdef.told == "holder" else None
    give_status(game, seat, Status(sdef.name, source, until, audience), sdef.notice)


def blocking(seat: "Seat", what: str) -> StatusDef | None:
    """The first status of the seat that forbids `what` (an input kind or a skill), if any."""
    for s in seat.statuses:
        sdef = REGISTRY.get(s.name)
        if sdef is not None and what in sdef.blocks:
            return sdef
    return None
