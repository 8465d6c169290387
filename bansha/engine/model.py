"""The state of one seat: identity (real and surface), life, statuses, protections and skill use.

Everything here is plain data; the rules that change it live in the engine's mechanisms and in
the rulesets."""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from mypy_extensions import mypyc_attr

if TYPE_CHECKING:
    from .skills import SkillSlot


@mypyc_attr(allow_interpreted_subclasses=True)  # compiled, it still pickles (a stored period start)
@dataclass(slots=True, init=False)  # explicit __init__: compiled, a native constructor (issue 11)
class Status:
    """A named condition on a seat: who caused it, until when, and who is told about it."""

    name: str
    source: int | None
    until: str | None  # period label after which it ends; None = until removed
    audience: tuple[int, ...] | None  # None = only the director
    data: dict[str, Any]

    def __init__(self, name: str, source: int | None = None, until: str | None = None,
                 audience: tuple[int, ...] | None = None, data: dict[str, Any] | None = None) -> None:
        self.name = name
        self.source = source
        self.until = until
        self.audience = audience
        self.data = {} if data is None else data


@mypyc_attr(allow_interpreted_subclasses=True)  # compiled, it still pickles (a stored period start)
@dataclass(slots=True, init=False)  # explicit __init__: compiled, a native constructor (issue 11)
class Protection:
    """A shield against damage: `kinds` it stops (None = every kind) and how many hits it
    absorbs (`count` None = all of them). Offsetting consumes the count one hit at a time."""

    name: str
    source: int | None
    kinds: frozenset[str] | None
    count: int | None
    until: str | None

    def __init__(self, name: str, source: int | None, kinds: frozenset[str] | None, count: int | None = None,
                 until: str | None = None) -> None:
        self.name = name
        self.source = source
        self.kinds = kinds
        self.count = count
        self.until = until


@mypyc_attr(allow_interpreted_subclasses=True)  # compiled, it still pickles (a stored period start)
@dataclass(slots=True, init=False)  # explicit __init__: compiled, a native constructor (issue 11)
class Seat:
    no: int
    name: str
    role: str
    camp: str
    surface_role: str
    surface_camp: str
    alive: bool
    life: str  # bansha.engine.life: 存活, 出局未知, 出局, 离场
    statuses: list[Status]
    protections: list[Protection]
    skills: list[SkillSlot]
    lost: set[str]  # skill names lost for good
    data: dict[str, Any]  # bookkeeping a mechanism keeps by name (a role keeps its own in `states`)
    states: dict[Any, Any]  # a role's typed state, by its class (`state_of`)

    def __init__(self, no: int, name: str, role: str, camp: str, surface_role: str, surface_camp: str,
                 alive: bool = True, life: str = "存活", statuses: list[Status] | None = None,
                 protections: list[Protection] | None = None, skills: list[SkillSlot] | None = None,
                 lost: set[str] | None = None, data: dict[str, Any] | None = None) -> None:
        self.no = no
        self.name = name
        self.role = role
        self.camp = camp
        self.surface_role = surface_role
        self.surface_camp = surface_camp
        self.alive = alive
        self.life = life
        self.statuses = [] if statuses is None else statuses
        self.protections = [] if protections is None else protections
        self.skills = [] if skills is None else skills
        self.lost = set() if lost is None else lost
        self.data = {} if data is None else data
        self.states = {}

    def state_of(self, cls: Any) -> Any:
        """This seat's state of one role's kind (`RoleDef.state`): made fresh on first use, then kept (an
        identity gained later reads its own; pickled with the game)."""
        st = self.states.get(cls)
        if st is None:
            st = self.states[cls] = cls()
        return st

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
