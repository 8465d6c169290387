"""The record's entries, typed: every kind the replay contract fixes (`spec/replay.md`, "These types and
fields are fixed") with its fields, plus the engine's own (`trace`, `group`) and the timed form's `openings`.

Code writes an entry as one of these objects (`game.emit(Death(seat, cause))`), so a field that is missing,
misnamed or of the wrong type is a type error where the entry is made; `json()` turns it into the record's
JSON at the edge, its fields in the order the record has always had them. The record itself stays JSON (what
`replay` prints, what the screens and the store read). A ruleset adds a kind of its own by subclassing `Entry`.
`why_not` holds any written event to its kind's declared fields (tests/engine/test_record_kinds.py plays random
games of every ruleset through it)."""
from __future__ import annotations

import importlib.util
import sys
from dataclasses import dataclass, fields
from pathlib import Path
from types import ModuleType
from typing import Any, ClassVar, Union, get_args, get_origin, get_type_hints

from mypy_extensions import mypyc_attr

SeatNo = int  # a seat's number, as the record writes it


class Omitted:
    """The type of `OMIT`: a field an entry leaves out of its JSON (the record's optional fields)."""

    def __repr__(self) -> str:
        return "OMIT"


OMIT = Omitted()


@mypyc_attr(allow_interpreted_subclasses=True)  # a ruleset's own kinds subclass it, compiled or not
class Entry:
    """One entry of the record, before it is JSON. `kind` is the record's `type`; `fields()` its own fields
    in the record's order (a timed game's `at` is the game's to add). The kinds here write their JSON
    in one dict (`json`), as the record is written at every event of every game."""

    kind: ClassVar[str] = ""
    # where the game wrote it: the period (`json`'s `t`), and a timed game's time of the entry that made it
    # (OMIT: no `at`); `Game.emit` sets both, `Game.events` reads them when it turns the entry into JSON
    t: Any = None
    at: Any = OMIT

    def fields(self) -> dict[str, Any]:
        raise NotImplementedError

    def json(self, t: str) -> dict[str, Any]:
        """The entry as the record writes it, made in `t` (the period whose settlement made it)."""
        return {"t": t, "type": self.kind, **self.fields()}


@dataclass(slots=True, init=False)  # explicit __init__: compiled, a native constructor (issue 11)
class SeatAndCause(Entry):
    """A seat leaving play or coming back, and why."""

    seat: SeatNo
    cause: str  # the skill or rule as the seed writes it

    def __init__(self, seat: SeatNo, cause: str) -> None:
        self.seat = seat
        self.cause = cause

    def json(self, t: str) -> dict[str, Any]:
        return {"t": t, "type": self.kind, "seat": self.seat, "cause": self.cause}


class Death(SeatAndCause):
    kind: ClassVar[str] = "death"


class Revive(SeatAndCause):
    kind: ClassVar[str] = "revive"


@dataclass(slots=True, init=False)
class Sheriff(Entry):
    kind: ClassVar[str] = "sheriff"
    seat: SeatNo | None  # None: nobody holds the badge

    def __init__(self, seat: SeatNo | None) -> None:
        self.seat = seat

    def json(self, t: str) -> dict[str, Any]:
        return {"t": t, "type": "sheriff", "seat": self.seat}


@dataclass(slots=True, init=False)
class Exile(Entry):
    kind: ClassVar[str] = "exile"
    seat: SeatNo | None  # None: nobody exiled
    tally: dict[str, float]

    def __init__(self, seat: SeatNo | None, tally: dict[str, float]) -> None:
        self.seat = seat
        self.tally = tally

    def json(self, t: str) -> dict[str, Any]:
        return {"t": t, "type": "exile", "seat": self.seat, "tally": self.tally}


@dataclass(slots=True, init=False)
class Feedback(Entry):
    kind: ClassVar[str] = "feedback"
    to: SeatNo
    skill: str
    target: SeatNo | Omitted
    result: Any  # the seed's words: a camp, a role, a seat, a list, a count

    def __init__(self, to: SeatNo, skill: str, result: Any, target: SeatNo | Omitted = OMIT) -> None:
        self.to = to
        self.skill = skill
        self.target = target
        self.result = result

    def json(self, t: str) -> dict[str, Any]:
        if isinstance(self.target, Omitted):
            return {"t": t, "type": "feedback", "to": self.to, "skill": self.skill, "result": self.result}
        return {"t": t, "type": "feedback", "to": self.to, "skill": self.skill, "target": self.target,
                "result": self.result}


@dataclass(slots=True, init=False)
class Notice(Entry):
    kind: ClassVar[str] = "notice"
    to: SeatNo
    text: str

    def __init__(self, to: SeatNo, text: str) -> None:
        self.to = to
        self.text = text

    def json(self, t: str) -> dict[str, Any]:
        return {"t": t, "type": "notice", "to": self.to, "text": self.text}


@dataclass(slots=True, init=False)
class Announce(Entry):
    kind: ClassVar[str] = "announce"
    text: str  # a 公示, ready to post

    def __init__(self, text: str) -> None:
        self.text = text

    def json(self, t: str) -> dict[str, Any]:
        return {"t": t, "type": "announce", "text": self.text}


@dataclass(slots=True, init=False)
class Card(Entry):
    kind: ClassVar[str] = "card"
    to: SeatNo
    card: str
    reason: str

    def __init__(self, to: SeatNo, card: str, reason: str) -> None:
        self.to = to
        self.card = card
        self.reason = reason

    def json(self, t: str) -> dict[str, Any]:
        return {"t": t, "type": "card", "to": self.to, "card": self.card, "reason": self.reason}


@dataclass(slots=True, init=False)
class Rejected(Entry):
    """A refused input. `skill` names the refused use (None: an act that named none), `vote` the refused
    vote's choice, `input` the refused entry's kind as the log writes it (a timed game's, a replay's)."""

    kind: ClassVar[str] = "rejected"
    by: SeatNo | list[SeatNo] | None  # a refused surrender's: the seats it named as agreeing
    skill: str | None | Omitted
    vote: SeatNo | None | Omitted
    reason: str  # in the rules' words
    input: str | Omitted

    def __init__(self, by: SeatNo | list[SeatNo] | None, reason: str, skill: str | None | Omitted = OMIT,
                 vote: SeatNo | None | Omitted = OMIT, input: str | Omitted = OMIT) -> None:
        self.by = by
        self.skill = skill
        self.vote = vote
        self.reason = reason
        self.input = input

    def json(self, t: str) -> dict[str, Any]:
        out: dict[str, Any] = {"t": t, "type": "rejected", "by": self.by}
        if not isinstance(self.skill, Omitted):
            out["skill"] = self.skill
        if not isinstance(self.vote, Omitted):
            out["vote"] = self.vote
        out["reason"] = self.reason
        if not isinstance(self.input, Omitted):
            out["input"] = self.input
        return out


@dataclass(slots=True, init=False)
class Unused(Entry):
    kind: ClassVar[str] = "unused"
    by: SeatNo
    skill: str

    def __init__(self, by: SeatNo, skill: str) -> None:
        self.by = by
        self.skill = skill

    def json(self, t: str) -> dict[str, Any]:
        return {"t": t, "type": "unused", "by": self.by, "skill": self.skill}


@dataclass(slots=True, init=False)
class FactionLost(Entry):
    kind: ClassVar[str] = "faction_lost"
    faction: str
    reason: str

    def __init__(self, faction: str, reason: str) -> None:
        self.faction = faction
        self.reason = reason

    def json(self, t: str) -> dict[str, Any]:
        return {"t": t, "type": "faction_lost", "faction": self.faction, "reason": self.reason}


@dataclass(slots=True, init=False)
class GameOver(Entry):
    kind: ClassVar[str] = "game_over"
    winner: str | None  # None: every faction lost (245's 无人获胜)
    seats: list[SeatNo]

    def __init__(self, winner: str | None, seats: list[SeatNo]) -> None:
        self.winner = winner
        self.seats = seats

    def json(self, t: str) -> dict[str, Any]:
        return {"t": t, "type": "game_over", "winner": self.winner, "seats": self.seats}


@dataclass(slots=True, init=False)
class Trace(Entry):
    kind: ClassVar[str] = "trace"
    text: str  # a line of the director's resolution trace

    def __init__(self, text: str) -> None:
        self.text = text

    def json(self, t: str) -> dict[str, Any]:
        return {"t": t, "type": "trace", "text": self.text}


@dataclass(slots=True, init=False)
class Group(Entry):
    kind: ClassVar[str] = "group"
    group: str
    text: str  # a message to the group's members as they are then

    def __init__(self, group: str, text: str) -> None:
        self.group = group
        self.text = text

    def json(self, t: str) -> dict[str, Any]:
        return {"t": t, "type": "group", "group": self.group, "text": self.text}


@dataclass(slots=True, init=False)
class Openings(Entry):
    """A timed game's `probe` (spec/live.md): every seat that may send a skill now, with those skills."""

    kind: ClassVar[str] = "openings"
    may_act: dict[str, list[str]]

    def __init__(self, may_act: dict[str, list[str]]) -> None:
        self.may_act = may_act

    def json(self, t: str) -> dict[str, Any]:
        return {"t": t, "type": "openings", "may_act": self.may_act}


KINDS: dict[str, type[Entry]] = {k.kind: k for k in (
    Death, Revive, Sheriff, Exile, Feedback, Notice, Announce, Card, Rejected, Unused, FactionLost, GameOver, Trace,
    Group, Openings)}
ENVELOPE: dict[str, Any] = {"t": str, "type": str, "at": str | None | Omitted}  # every entry's: the game writes them


def _accepted(hint: Any) -> tuple[type, ...] | None:
    """The Python types a field's annotation accepts in JSON-ready data; None: any."""
    if hint is Any:
        return None
    if get_origin(hint) is Union or type(hint).__name__ == "UnionType":
        out: tuple[type, ...] = ()
        for arm in get_args(hint):
            got = _accepted(arm)
            if got is None:
                return None
            out += got
        return out
    if hint is type(None):
        return (type(None),)
    origin = get_origin(hint) or hint
    return (int, float) if origin is float else (origin,)


_SCHEMAS: dict[str, tuple[dict[str, Any], set[str]]] = {}


def _declared() -> ModuleType:
    """This module as written. Compiled, a class's annotations hold mypyc's run-time types (a union reads as
    `type`), so the schema is read from the source beside the compiled module, loaded as Python once."""
    here = sys.modules[__name__]
    if (here.__file__ or "").endswith(".py"):
        return here
    loaded = sys.modules.get(f"{__name__}_as_written")
    if loaded is not None:
        return loaded
    source = Path(here.__file__ or "").with_name("record.py")
    spec = importlib.util.spec_from_file_location(f"{__name__}_as_written", source)
    assert spec is not None and spec.loader is not None, f"{source} is not beside the compiled module"
    module = sys.modules[spec.name] = importlib.util.module_from_spec(spec)  # its dataclasses look it up there
    spec.loader.exec_module(module)
    return module


def schema(kind: str) -> tuple[dict[str, Any], set[str]]:
    """A kind's fields as the record may hold them, with their declared types (the envelope's, then its own),
    and those it must hold (the ones that cannot be `OMIT`)."""
    got = _SCHEMAS.get(kind)
    if got is None:
        src = _declared()
        cls = getattr(src, KINDS[kind].__name__)
        hints = get_type_hints(cls)
        table = {**src.ENVELOPE, **{f.name: hints[f.name] for f in fields(cls)}}
        required = {n for n, h in table.items() if src.Omitted not in (_accepted(h) or ())}
        got = _SCHEMAS[kind] = (table, required)
    return got


def why_not(ev: dict[str, Any]) -> str | None:
    """Why an event does not match its kind's declared fields (a missing, unknown or mistyped one);
    None if it does, or if its kind is one no table here holds (the contract lets a ruleset add kinds)."""
    if ev.get("type", "") not in KINDS:
        return None
    hints, required = schema(ev["type"])
    missing = sorted(required - ev.keys())
    if missing:
        return f"{ev['type']} lacks {', '.join(missing)}"
    unknown = sorted(ev.keys() - hints.keys())
    if unknown:
        return f"{ev['type']} has no field {', '.join(unknown)}"
    for name, value in ev.items():
        accepted = _accepted(hints[name])
        if accepted is not None and (not isinstance(value, accepted) or type(value) is bool):
            return f"{ev['type']}.{name} is {type(value).__name__}, not {hints[name]}"
    return None
