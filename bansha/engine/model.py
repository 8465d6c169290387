"""The state of one seat: identity (real and surface), life, statuses, protections and skill use.

Everything here is plain data; the rules that change it live in the engine's mechanisms and in
the rulesets."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from mypy_extensions import mypyc_attr


@mypyc_attr(allow_interpreted_subclasses=True)  # compiled, it still pickles (a stored period start)
@dataclass(slots=True)
class Status:
    """A named condition on a seat: who caused it, until when, and who is told about it."""

    name: str
    source: int | None = None
    until: str | None = None  # period label after which it ends; None = until removed
    audience: tuple[int, ...] | None = None  # None = only the director
    data: dict[str, Any] = field(default_factory=dict)


@mypyc_attr(allow_interpreted_subclasses=True)  # compiled, it still pickles (a stored period start)
@dataclass(slots=True)
class Protection:
    """A shield against damage: `kinds` it stops (None = every kind) and how many hits it
    absorbs (`count` None = all of them). Offsetting consumes the count one hit at a time."""

    name: str
    source: int | None
    kinds: frozenset[str] | None
    count: int | None = None
    until: str | None = None


@mypyc_attr(allow_interpreted_subclasses=True)  # compiled, it still pickles (a stored period start)
@dataclass(slots=True)
class Seat:
    no: int
    name: str
    role: str
    camp: str
    surface_role: str
    surface_camp: str
    alive: bool = True
    life: str = "存活"  # bansha.engine.life: 存活, 出局未知, 出局, 离场
    statuses: list[Status] = field(default_factory=list)
    protections: list[Protection] = field(default_factory=list)
    skills: list[Any] = field(default_factory=list)  # SkillSlot instances
    lost: set[str] = field(default_factory=set)  # skill names lost for good
    data: dict[str, Any] = field(default_factory=dict)  # per-role bookkeeping

    def has_status(self, name: str) -> bool:
        return any(s.name == name for s in self.statuses)

    def status(self, name: str) -> Status | None:
        for s in self.statuses:
            if s.name == name:
                return s
        return None

    def remove_status(self, name: str) -> None:
        self.statuses = [s for s in self.statuses if s.name != name]

    def label(self) -> str:
        return f"{self.no}号"
