"""The record's entries, typed: every kind the replay contract fixes (`spec/replay.md`, "These types and
fields are fixed") with its fields, plus the engine's own (`trace`, `group`). The record stays JSON;
this is its schema, which `why_not` reads to hold any game's events to it (tests/engine/test_record_kinds.py
plays random games of every ruleset through it), and what a reader of the record may rely on."""
from typing import Any, NotRequired, TypedDict, Union, get_args, get_origin, get_type_hints

SeatNo = int  # a seat's number, as the record writes it
PeriodLabel = str  # start, night N, day N


class Entry(TypedDict):
    t: PeriodLabel  # the period whose settlement made it
    type: str
    at: NotRequired[str | None]  # when, in a timed game (the live form); None before its clock has a time


class Death(Entry):
    seat: SeatNo
    cause: str  # the skill or rule as the seed writes it


class Revive(Entry):
    seat: SeatNo
    cause: str


class Sheriff(Entry):
    seat: SeatNo | None  # None: nobody holds the badge


class Exile(Entry):
    seat: SeatNo | None  # None: nobody exiled
    tally: dict[str, float]


class Feedback(Entry):
    to: SeatNo
    skill: str
    result: Any  # the seed's words: a camp, a role, a seat, a list, a count
    target: NotRequired[SeatNo]


class Notice(Entry):
    to: SeatNo
    text: str


class Announce(Entry):
    text: str  # a 公示, ready to post


class Card(Entry):
    to: SeatNo
    card: str
    reason: str


class Rejected(Entry):
    by: SeatNo | None
    reason: str  # in the rules' words
    skill: NotRequired[str | None]  # None: an act that named no skill
    vote: NotRequired[SeatNo | None]
    input: NotRequired[str]  # the refused input's kind, as the log writes it (a timed game's, a replay's)


class Unused(Entry):
    by: SeatNo
    skill: str


class FactionLost(Entry):
    faction: str
    reason: str


class GameOver(Entry):
    winner: str | None
    seats: list[SeatNo]


class Trace(Entry):
    text: str  # the director's resolution trace


class Group(Entry):
    group: str
    text: str  # a message to the group's members as they are then


KINDS: dict[str, type] = {
    "death": Death, "revive": Revive, "sheriff": Sheriff, "exile": Exile, "feedback": Feedback,
    "notice": Notice, "announce": Announce, "card": Card, "rejected": Rejected, "unused": Unused,
    "faction_lost": FactionLost, "game_over": GameOver, "trace": Trace, "group": Group,
}


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


def why_not(ev: dict[str, Any]) -> str | None:
    """Why an event does not match its kind's declared fields (a missing, unknown or mistyped one);
    None if it does, or if its kind is one a ruleset added (the contract lets it add kinds freely)."""
    kind = KINDS.get(ev.get("type", ""))
    if kind is None:
        return None
    hints = get_type_hints(kind)
    required: frozenset[str] = getattr(kind, "__required_keys__")
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
