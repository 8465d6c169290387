"""What one seat's page shows, built only from what that seat may know.

This is the one place that decides a player's view, so the no-leak rule lives here: the seat's
own role and skills, the events `Game.view` gives it minus the public ones (its own and its
groups' messages), its groups' members, the public 公示, the skills usable now with the
legal targets, and its last words while the rules give it some. Nothing about another seat is
read except through those engine calls."""
from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime
from itertools import islice
from typing import Any

from bansha.engine import acting, life, settlement
from bansha.engine.game import PUBLIC, Game
from bansha.engine.intake import usable
from bansha.engine.procedure import OPEN, WORDS
from bansha.engine.skills import Ask, SkillDef, SkillSlot
from bansha.store.games import Recorded, Setup, Store, open_log

from . import target_forms, timetable
from .target_forms import TargetForm

PUBLIC_TYPES = ("announce", "card", "faction_lost", "game_over")


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
    choice_help: str = ""
    again: bool = False  # one more use besides the submitted one, not a change of it
    submitted_by: int | None = None  # a teammate, for the one use a team shares
    awaited: bool = False  # the period waits for this answer
    triggered: bool = False  # a reactive skill its trigger has offered: it settles when submitted
    most: int = 0  # more seats than `needs` may be named: the form is a list to tick (target_forms.most)
    ask: Ask | None = None  # the shape of its choice where it is not listed (an identity, a text: skills.Ask)
    pool: list[str] = field(default_factory=list)  # what an identity or skill-name `ask` picks from


@dataclass
class LastWords:
    """The seat's last words: the form while it may leave them, its text once submitted (or its 放弃遗言)."""

    may: bool
    submitted: Recorded | None = None
    deadline: Any = None
    closed_reason: str = ""

    @property
    def declined(self) -> bool:
        return self.submitted is not None and self.submitted.kind == "pass"


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
    last_words: LastWords | None = None
    settled: list[str] = field(default_factory=list)  # this period's uses of the seat and its team, settled
    older: bool = False  # the record shown starts later than the game: older periods are behind a link
    life: str | None = None  # a life state of the ruleset's own (245: 暂时离开游戏), shown instead of 已出局
    upcoming: list[dict[str, Any]] = field(default_factory=list)  # this period's skills whose step opens later
    lapsed: list[dict[str, Any]] = field(default_factory=list)  # this period's skills whose step settled without them


def own_actions(log: list[Recorded], seat: int) -> dict[str, Recorded]:
    """The seat's latest action per skill in the open period."""
    out: dict[str, Recorded] = {}
    for r in open_log(log):
        if r.kind == "action" and r.payload.get("by") == seat:
            out[r.payload.get("skill")] = r
    return out


def _offer(game: Game, seat: int, slot: SkillSlot, deadlines: list[Any], reactive: bool = False) -> Offer:
    d = slot.defn
    forms = target_forms.forms(game, seat, slot, loose=reactive)
    picked = d.auto and game.ruleset.offered_targets(game, seat, d) is not None  # its seats are listed: no text field
    offer = Offer(d.name, d.description, sorted(d.tags), slot.uses_left, slot.source, target_forms.needs(game, seat, d),
                  forms, timetable.for_skill(deadlines, game, seat, d.name), reactive,
                  choice_help="" if picked or d.ask is not None else d.choice_help, ask=target_forms.ask_now(game, d),
                  pool=target_forms.pool(game, d))
    if not picked and not reactive and target_forms.most(d, game) > offer.needs:
        offer.most = target_forms.most(d, game)
    return offer


def offers(store: Store, setup: Setup, game: Game, log: list[Recorded], seat: int,
           deadlines: list[Any], now: datetime | None = None, knows_all: bool = False) -> list[Offer]:
    """What the engine says the seat may do now (`acting.openings`): skills whose step is open,
    what it or its team has submitted and may still change, the reactive skills it has been
    offered once it knows of its exit. The director (`knows_all`) also sees what may be entered
    ahead: skills of steps not open yet, and the shot of a seat not yet told of its exit."""
    out: list[Offer] = []
    for o in acting.openings(game, seat):
        offer = _offer(game, seat, o.slot, deadlines, reactive=o.reactive)
        offer.awaited = o.awaited
        offer.again = o.again  # a further use the rules grant: it must not replace the one settled
        offer.triggered = o.reactive
        if o.submitted is not None:
            offer.submitted = own_actions(log, o.submitted_by or seat).get(o.skill)
            offer.submitted_by = o.submitted_by
            if not o.reactive:
                out.append(offer)
                out += _again(game, seat, o.slot.defn, deadlines)
                continue
        out.append(offer)
    if knows_all:
        named = {o.name for o in out}
        for slot in _ahead(game, seat):
            if slot.defn.name not in named:
                named.add(slot.defn.name)
                out.append(_offer(game, seat, slot, deadlines, reactive=slot.defn.phase == "reactive"))
    for o in out:
        o.closed_reason = timetable.closed_reason(o.deadline, now, setup)
    return out


def _again(game: Game, seat: int, d: SkillDef, deadlines: list[Any]) -> list[Offer]:
    """A second use of a submitted skill, where the rules take one (an extra use a role hands out)."""
    if d.phase == "reactive":
        return []
    forms = target_forms.again_forms(game, seat, d)
    if not forms:
        return []
    return [Offer(d.name, d.description, sorted(d.tags), None, "", target_forms.needs(game, seat, d), forms,
                  timetable.for_skill(deadlines, game, seat, d.name), again=True,
                  choice_help="" if d.ask is not None else d.choice_help,
                  most=target_forms.most(d, game) if target_forms.most(d, game) > d.targets else 0,
                  ask=target_forms.ask_now(game, d), pool=target_forms.pool(game, d))]


def _ahead(game: Game, seat_no: int) -> list[SkillSlot]:
    """For the director: skills of steps that have not opened yet, and the reactive skills of a
    seat out since this period or the one before (a shot the director may already have)."""
    seat = game.seats[seat_no]
    out = [s for s in usable(game, seat_no) if not settlement.is_settled(game, s.defn.step)]
    if _out_lately(game, seat_no) or any(o.seat == seat_no for o in game.offers):
        slots = list(seat.skills) + [s for g in game.groups_of(seat_no) for s in game.group_skills.get(g, ())]
        # only what the seat holds: 245 gives every seat the sheriff's slots, which only the sheriff holds (殉职)
        out += [s for s in slots if s.defn.phase == "reactive" and not s.spent() and s.defn.name not in seat.lost
                and game.ruleset.holds(game, seat, s)]
    return out


def upcoming(game: Game, seat_no: int, deadlines: list[Any]) -> list[dict[str, Any]]:
    """The seat's skills of this period whose step has not opened yet (a night's 预言 while 早夜 waits), each
    with its step and deadline: a page that offers nothing now says what comes, without a form."""
    if game.over or not game.seats[seat_no].alive:
        return []
    now = {o.skill for o in acting.openings(game, seat_no)}
    promised = {id(s) for _, s in game.promises}  # granted by a use not settled yet: the seat is not told of it
    out: list[dict[str, Any]] = []
    for slot in usable(game, seat_no) + acting.choosing(game, seat_no):
        d = slot.defn
        if d.name in now or id(slot) in promised or d.step is None or settlement.is_settled(game, d.step) \
                or settlement.is_open(game, d.step) or any(u["name"] == d.name for u in out):
            continue
        out.append({"name": d.name, "step": d.step, "deadline": timetable.for_skill(deadlines, game, seat_no, d.name)})
    return out


def lapsed(game: Game, seat_no: int, deadlines: list[Any]) -> list[dict[str, Any]]:
    """The seat's skills of this period whose step settled (its deadline passed, or the director moved on)
    while it still waited for them (`settlement.awaited`: not a wolf's 自爆 by PVZ's vote, nor a team's use a
    member declined): the form went away, and the page says why (视为放弃), with the step's own row (245's
    摄魂: 早夜2, not its target's 摄魂内容)."""
    if game.over or not game.seats[seat_no].alive:
        return []
    rows = {d.key: d for d in deadlines if getattr(d, "key", "")}
    steps = {s.id: s for s in settlement.steps_of(game)}
    out: list[dict[str, Any]] = []
    for slot in usable(game, seat_no):
        d = slot.defn
        step = steps.get(d.step or "")
        if step is None or step.id not in game.settled or any(u["name"] == d.name for u in out) \
                or (seat_no, d.name) not in settlement.awaited(game, step):
            continue
        out.append({"name": d.name, "step": d.step, "deadline": rows.get(step.row)})
    return out


def _out_lately(game: Game, seat_no: int) -> bool:
    earlier = [p for p in dict.fromkeys(e["t"] for e in game.events) if p != game.period]
    recent = {game.period, *earlier[-1:]}
    return any(e["type"] == "death" and e.get("seat") == seat_no and e["t"] in recent for e in game.events)


def last_words(game: Game, log: list[Recorded], seat_no: int, deadlines: list[Any], setup: Setup,
               now: datetime | None = None) -> LastWords | None:
    """The form while the rules give the seat last words and none is in; the text once it is, or the
    seat's 放弃遗言 (until the period closes and the 公示 carries it). None when the seat has nothing to leave."""
    mine = [r for r in open_log(log) if r.payload.get("by") == seat_no
            and (r.kind == "last_words" or (r.kind == "pass" and r.payload.get("skill") == WORDS))]
    if mine:
        return LastWords(False, mine[-1])
    if game.over or game.seats[seat_no].data.get("遗言") != OPEN or not life.knows_out(game, seat_no):
        return None  # a victim not yet on the morning list must not learn it from this form
    due = timetable.named(deadlines, "遗言")
    return LastWords(True, None, due, timetable.closed_reason(due, now, setup))


def settled_uses(game: Game, seat_no: int) -> list[str]:
    """The open period's settled uses the seat knows of: its own, and its team's shared ones
    (a wolf sees the pack's 杀人 once it is in; the pack chose it together)."""
    team: dict[str, set[int]] = {}
    for g in game.groups_of(seat_no):
        for slot in game.group_skills.get(g, ()):
            team.setdefault(slot.defn.name, set()).update(game.members(g))
    out = []
    for actor, skill, targets, _where in game.history.get("uses", {}).get(game.period, []):
        if actor == seat_no or actor in team.get(skill, ()):
            to = " → " + "、".join(f"{t}号" for t in targets) if targets else ""
            out.append(f"{actor}号 <{skill}>{to}")
    return out


RECENT_PERIODS = 6  # a page shows the record of the open period and the five before it, unless asked for all


def recent_start(game: Game, periods: int | None) -> int:
    """The index of the first event of the last `periods` periods of the record (0 for all), found
    from the end, so a page on a long game costs what one on a short game does."""
    if periods is None:
        return 0
    events, seen, last = game.events, 0, None
    for i in range(len(events) - 1, -1, -1):
        t = events[i]["t"]
        if t != last:
            seen, last = seen + 1, t
            if seen > periods:
                return i + 1
    return 0


def private_messages(game: Game, seat: int, start: int = 0) -> list[dict[str, Any]]:
    """The seat's own and its groups' messages, oldest first (never a public event, never the director's)."""
    return [e for e, a in zip(islice(game.events, start, None), islice(game.audiences, start, None))
            if a != PUBLIC and game.visible(a, seat)]


def public_record(game: Game, start: int = 0) -> list[dict[str, Any]]:
    return [e for e, a in zip(islice(game.events, start, None), islice(game.audiences, start, None))
            if a == PUBLIC and e["type"] in PUBLIC_TYPES]


def statuses(game: Game, seat_no: int) -> list[str]:
    seat = game.seats[seat_no]
    return [s.data.get("told_as", s.name) for s in seat.statuses if s.audience is not None and seat_no in s.audience]


def skills(game: Game, seat_no: int) -> list[dict[str, Any]]:
    seat = game.seats[seat_no]
    slots = [(s, "") for s in seat.skills if game.ruleset.holds(game, seat, s)]
    slots += [(s, g) for g in game.groups_of(seat_no) for s in game.group_skills.get(g, ())
              if game.ruleset.holds(game, seat, s)]
    return [{"name": s.defn.name, "description": s.defn.description, "tags": sorted(s.defn.tags),
             "uses_left": s.uses_left, "source": s.source, "group": g,
             "lost": s.defn.name in seat.lost, "spent": s.spent()} for s, g in slots]


def build(store: Store, setup: Setup, game: Game, log: list[Recorded], seat_no: int,
          players: dict[int, str], now: datetime | None = None, periods: int | None = RECENT_PERIODS) -> SeatPage:
    """The seat's page; the record of its last `periods` periods (None: all of it)."""
    seat = game.seats[seat_no]
    role = game.ruleset.roles.get(seat.role)
    groups = [{"name": g, "members": [(n, players.get(n, game.seats[n].name)) for n in game.members(g)]}
              for g in game.groups_of(seat_no)]
    deadlines = timetable.deadlines(setup, game, log)
    start = recent_start(game, periods)
    return SeatPage(
        seat=seat_no, name=players.get(seat_no, seat.name), role=seat.role,
        camp=game.ruleset.camp_known(game, seat_no), role_description=role.description if role else "",
        alive=not life.knows_out(game, seat_no), skills=skills(game, seat_no), statuses=statuses(game, seat_no), groups=groups,
        private=private_messages(game, seat_no, start), public=public_record(game, start), older=start > 0,
        offers=[] if game.over else offers(store, setup, game, log, seat_no, deadlines, now),
        period=game.period, over=game.over, winner=game.winner,
        names={n: players.get(n, s.name) for n, s in game.seats.items()},
        last_words=last_words(game, log, seat_no, deadlines, setup, now),
        settled=settled_uses(game, seat_no), life=game.ruleset.life_label(game, seat_no),
        upcoming=upcoming(game, seat_no, deadlines), lapsed=lapsed(game, seat_no, deadlines))
