"""What one seat's page shows, built only from what that seat may know.

This is the one place that decides a player's view, so the no-leak rule lives here: the seat's
own role and skills, the events `Game.view` gives it minus the public ones (its own and its
groups' messages), its groups' members, the public 公示, and the skills usable now with the
legal targets. Nothing about another seat is read except through those engine calls."""
from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

from bansha.engine.game import PUBLIC, Game
from bansha.engine.intake import legal_targets, usable
from bansha.engine.skills import Intent, SkillSlot
from bansha.store.games import Recorded, Setup, Store

from . import timetable

PUBLIC_TYPES = ("announce", "card", "faction_lost", "game_over")


@dataclass
class TargetForm:
    choice: str | None
    targets: list[int]


@dataclass
class Offer:
    """A skill the seat may submit (or change) now, with only the legal targets."""

    name: str
    description: str
    tags: list[str]
    uses_left: int | None
    source: str
    needs: int
    forms: list[TargetForm]
    deadline: Any = None
    reactive: bool = False
    submitted: Recorded | None = None
    closed_reason: str = ""
    team_done: bool = False


@dataclass
class SeatPage:
    seat: int
    name: str
    role: str
    camp: str
    role_description: str
    alive: bool
    skills: list[dict[str, Any]]
    statuses: list[str]
    groups: list[dict[str, Any]]
    private: list[dict[str, Any]]
    public: list[dict[str, Any]]
    offers: list[Offer]
    period: str
    over: bool
    winner: str | None
    names: dict[int, str] = field(default_factory=dict)


def open_log(log: list[Recorded]) -> list[Recorded]:
    """The inputs of the open period: everything after the last close."""
    last = max((i for i, r in enumerate(log) if r.payload.get("kind") == "close"), default=-1)
    return log[last + 1:]


def own_actions(log: list[Recorded], seat: int) -> dict[str, Recorded]:
    """The seat's latest action per skill in the open period."""
    out: dict[str, Recorded] = {}
    for r in open_log(log):
        if r.payload.get("kind") == "action" and r.payload.get("by") == seat:
            out[r.payload.get("skill")] = r
    return out


def _forms(game: Game, seat: int, slot: SkillSlot) -> list[TargetForm]:
    d = slot.defn
    if d.targets == 0:
        return [TargetForm(None, [])]
    choices = list(d.choices) or [None]
    if d.targets == 1:
        return [TargetForm(c, legal_targets(game, seat, slot, c)) for c in choices]
    return [TargetForm(c, _loose_targets(game, seat, slot)) for c in choices]


def _loose_targets(game: Game, seat: int, slot: SkillSlot) -> list[int]:
    """For skills naming several seats, the seats the skill's own flags allow; the full check
    runs when the input is submitted."""
    d = slot.defn
    return [n for n, s in game.seats.items() if (d.allow_self or n != seat) and (d.dead_targets or s.alive)]


def _offer(game: Game, seat: int, slot: SkillSlot, deadlines: list[Any], reactive: bool = False) -> Offer:
    d = slot.defn
    if reactive and d.targets:  # judged when its trigger settles: offer what the skill's flags allow
        forms = [TargetForm(c, _loose_targets(game, seat, slot)) for c in (list(d.choices) or [None])]
    else:
        forms = _forms(game, seat, slot)
    return Offer(d.name, d.description, sorted(d.tags), slot.uses_left, slot.source, d.targets, forms,
                 timetable.for_skill(deadlines, game, seat, d.name), reactive)


def offers(store: Store, setup: Setup, game: Game, log: list[Recorded], seat: int,
           deadlines: list[Any], now: datetime | None = None, knows_all: bool = False) -> list[Offer]:
    """Skills usable now, skills already submitted this period (offered again, to change), and
    reactive skills waiting on a trigger (a seat that is out, or offered one)."""
    out: list[Offer] = []
    mine = own_actions(log, seat)
    for slot in usable(game, seat):
        if slot.defn.name not in mine:
            out.append(_offer(game, seat, slot, deadlines))
    for skill, rec in mine.items():
        rest = [r for r in log if r.seq != rec.seq]
        before = store.replayed(setup, rest)
        slot = next((s for s in usable(before, seat) if s.defn.name == skill), None)
        if slot is None:
            slot = next((s for s in _reactive_slots(before, seat, knows_all) if s.defn.name == skill), None)
            if slot is None:
                continue
            offer = _offer(before, seat, slot, deadlines, reactive=True)
        else:
            offer = _offer(before, seat, slot, deadlines)
        offer.submitted = rec
        out.append(offer)
    for slot in _reactive_slots(game, seat, knows_all):
        if slot.defn.name not in mine:
            out.append(_offer(game, seat, slot, deadlines, reactive=True))
    out += _team_done(game, seat, mine)
    for o in out:
        o.closed_reason = timetable.closed_reason(o.deadline, now, setup)
    return out


def _reactive_slots(game: Game, seat_no: int, knows_all: bool = False) -> list[SkillSlot]:
    """Reactive skills a seat may want to submit: it is offered one, or it is out since this
    period or the one before (a shot is chosen after the exit). A player learns of an exit only
    once the seat is out of play; the director (`knows_all`) sees it as soon as it is recorded."""
    seat = game.seats[seat_no]
    offered = {o.skill for o in game.offers if o.seat == seat_no}
    out = (knows_all or not seat.alive) and _out_lately(game, seat_no)
    if not offered and not out:
        return []
    slots = list(seat.skills) + [s for g in game.groups_of(seat_no) for s in game.group_skills.get(g, ())]
    return [s for s in slots if s.defn.phase == "reactive" and not s.spent() and s.defn.name not in seat.lost
            and (out or s.defn.name in offered)]


def _out_lately(game: Game, seat_no: int) -> bool:
    earlier = [p for p in dict.fromkeys(e["t"] for e in game.events) if p != game.period]
    recent = {game.period, *earlier[-1:]}
    return any(e["type"] == "death" and e.get("seat") == seat_no and e["t"] in recent for e in game.events)


def _team_done(game: Game, seat_no: int, mine: dict[str, Recorded]) -> list[Offer]:
    """A group's shared skill another member has already used this period: said, not shown."""
    out = []
    kind = game.ruleset.kind(game.period)
    for g in game.groups_of(seat_no):
        for slot in game.group_skills.get(g, ()):
            used = any(isinstance(i, Intent) and i.slot is slot and i.actor != seat_no for i in game.inbox)
            if used and slot.defn.name not in mine and kind in slot.defn.phase.split("|"):
                d = slot.defn
                out.append(Offer(d.name, d.description, sorted(d.tags), slot.uses_left, slot.source, d.targets, [],
                                 team_done=True))
    return out


def private_messages(game: Game, seat: int) -> list[dict[str, Any]]:
    """The seat's own and its groups' messages, oldest first (never a public event, never the director's)."""
    return [e for e, a in zip(game.events, game.audiences) if a != PUBLIC and game.visible(a, seat)]


def public_record(game: Game) -> list[dict[str, Any]]:
    return [e for e in game.public_events() if e["type"] in PUBLIC_TYPES]


def statuses(game: Game, seat_no: int) -> list[str]:
    seat = game.seats[seat_no]
    return [s.name for s in seat.statuses if s.audience is not None and seat_no in s.audience]


def skills(game: Game, seat_no: int) -> list[dict[str, Any]]:
    seat = game.seats[seat_no]
    slots = [(s, "") for s in seat.skills]
    slots += [(s, g) for g in game.groups_of(seat_no) for s in game.group_skills.get(g, ())]
    return [{"name": s.defn.name, "description": s.defn.description, "tags": sorted(s.defn.tags),
             "uses_left": s.uses_left, "source": s.source, "group": g,
             "lost": s.defn.name in seat.lost, "spent": s.spent()} for s, g in slots]


def build(store: Store, setup: Setup, game: Game, log: list[Recorded], seat_no: int,
          players: dict[int, str], now: datetime | None = None) -> SeatPage:
    seat = game.seats[seat_no]
    role = game.ruleset.roles.get(seat.role)
    groups = [{"name": g, "members": [(n, players.get(n, game.seats[n].name)) for n in game.members(g)]}
              for g in game.groups_of(seat_no)]
    deadlines = timetable.deadlines(setup, game)
    return SeatPage(
        seat=seat_no, name=players.get(seat_no, seat.name), role=seat.role,
        camp=role.camp if role else seat.camp, role_description=role.description if role else "",
        alive=seat.alive, skills=skills(game, seat_no), statuses=statuses(game, seat_no), groups=groups,
        private=private_messages(game, seat_no), public=public_record(game),
        offers=[] if game.over else offers(store, setup, game, log, seat_no, deadlines, now),
        period=game.period, over=game.over, winner=game.winner,
        names={n: players.get(n, s.name) for n, s in game.seats.items()})
