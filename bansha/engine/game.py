"""One game: seats, the open period, the record, and the two things a director does —
submit an input, close a period.

A game is a pure function of (ruleset, options, deal, rng seed, inputs): nothing here reads the
clock or the disk, and every random choice goes through `self.rng`."""
from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any, Final, Generic, TypeVar

from mypy_extensions import mypyc_attr

from . import acting, clock, intake, procedure, settlement, triggers
from .audience import DIRECTOR, PUBLIC
from .errors import Refusal
from .model import Seat
from .outcome import Outcome
from .record import OMIT, Announce, Entry, FactionLost, Feedback, GameOver, Group, Notice, Rejected, Trace, Unused
from .skills import Intent, SkillSlot, 强制

if TYPE_CHECKING:
    from .ruleset import Ruleset

_ABSENT: Final[Any] = object()  # a field not given to fire (None is a value a field may have)

# the ruleset's state of the whole game and of the open period: the engine never reads either, a
# ruleset names its own (`PvzGame = Game[PvzState, PvzPeriod]`), so its reads of them are typed
S = TypeVar("S")
L = TypeVar("L")


@mypyc_attr(allow_interpreted_subclasses=True)  # compiled, it still pickles (a stored period start)
class Game(Generic[S, L]):
    def __init__(self, ruleset: "Ruleset", seats: list[dict[str, Any]], options: dict[str, Any] | None = None,
                 rng: int = 0, record_traces: bool = True, start_date: str | None = None, live: bool = False,
                 timed: bool = False):
        self.ruleset = ruleset
        self.options = ruleset.resolve_options(options or {})
        self.start_date = start_date  # the calendar date night 1 begins, for timed rules (自爆)
        self.rng = random.Random(rng)
        self.record_traces = record_traces
        # the record: the entries written and not yet read as JSON (`events` turns them into it when it is
        # read, so a game nobody reads, the simulator's, never makes it), the JSON of those before them
        self.entries_unread: list[Entry] = []
        self.events_json: list[dict[str, Any]] = []
        self.audiences: list[Any] = []
        self.period = ruleset.first_period()
        self.kind = ruleset.kind(self.period)
        self.used: dict[int, int] = {}  # id of a skill slot → its uses submitted in the open period
        self.live = live  # live play: a step settles by itself once every input it awaits is in
        # a game played as its timed log (the store's, a timed scenario): every event carries `at`,
        # the time of the entry that made it (`now`, set by `bansha.play` before each entry)
        self.timed = timed
        self.now: str | None = None
        self.opened_at: str | None = None  # when the open period opened (its close's entry time)
        self.forcing = False  # a step is being settled by the director or the close
        self.force_mark = 0  # offers made before the director's latest forcing (close, 推进结算) began
        self.settled: list[str] = []  # the open period's settled steps, in the order they settled
        # beside each settled step: how many of the period's inputs it waited for, and the time of the
        # entry that let it settle (lists, not dicts: every step of every period appends here)
        self.settled_taken: list[int] = []
        self.settled_times: list[str | None] = []
        self.started: set[str] = set()  # steps whose opening trace line is out (kept where traces are recorded)
        self.passes: set[tuple[int, str]] = set()  # (seat, skill) a seat declined this period
        # automatic skills (<强制>, no choice) settled this period: the slots themselves, not their
        # ids, so a pickled snapshot keeps them
        self.auto_done: list[SkillSlot] = []
        self.forfeited: list[tuple[int, str]] = []  # offers forfeited this period (seat, skill)
        self.taken = 0  # inputs accepted in the open period (settle and pass included)
        self.seats: dict[int, Seat] = {}
        # the same seats in the same order, as a list the hot loops walk (compiled, a list is walked by
        # index where a dict is walked by a call per seat); `add_seat` keeps the two together
        self.seat_list: list[Seat] = []
        self.groups: dict[str, list[int]] = {}
        self.group_skills: dict[str, list[SkillSlot]] = {}
        self.sheriff: int | None = None
        self.over = False
        self.outcome: Outcome | None = None  # how it ended, once it has
        self.lost: list[str] = []
        self.cards: dict[int, dict[str, int]] = {}
        self.offers: list[triggers.Offer] = []
        self.offers_made: list[tuple[int, str]] = []
        self.inbox: list[Any] = []
        self.reactive: list[Intent] = []
        self.history: dict[str, Any] = {}
        self.flags: dict[str, Any] = {}
        # a closed period's clock as it closed (the living seats, the moments its rows count from), so
        # its timetable reads later as it read then; kept for a game with a calendar only
        self.past_clocks: dict[str, tuple[int, dict[str, Any]]] = {}
        self.step_marks: dict[int, str] = {}  # index in `events` of a step's opening trace line → the step's id
        self.promises: list[tuple[int, SkillSlot]] = []  # skills granted before their grant settles
        # uses a rule makes during settlement (078 魔音: a seat is made to use its own skill),
        # taken by their step like any input
        self.injected: list[Intent] = []
        # what the deal gives a seat besides its role (078: its 节气 and 征召 letter)
        self.seat_facts: dict[int, dict[str, Any]] = {}  # (a seat the deal gives nothing more has no entry)
        for s in seats:
            facts: dict[str, Any] | None = None
            for k, v in s.items():
                if v is not None and k != "seat" and k != "name" and k != "role":
                    if facts is None:
                        facts = {}
                    facts[k] = v
            if facts is not None:
                self.seat_facts[s["seat"]] = facts
        roles: list[str] = [s["role"] for s in seats if s.get("role") is not None]
        if len(roles) < len(seats):
            roles = ruleset.deal(len(seats), self.rng, self.options)
        for s, role in zip(seats, roles):
            self.add_seat(ruleset.make_seat(s["seat"], s.get("name", ""), role))
        self.state: S = ruleset.new_state(self)  # the ruleset's typed state of the whole game
        ruleset.setup(self)
        self.ledger: L = ruleset.new_ledger(self)  # the ruleset's typed state of the open period
        if live:  # the opening settles what awaits nobody, as a period opened by a close does
            settlement.settle_ready(self)

    @property
    def settled_after(self) -> dict[str, int]:
        """Step → how many of the open period's inputs it waited for."""
        return dict(zip(self.settled, self.settled_taken))

    @property
    def settled_at(self) -> dict[str, str | None]:
        """Step → the time of the entry that let it settle."""
        return dict(zip(self.settled, self.settled_times))

    # --- the record -------------------------------------------------------------------------
    def emit(self, entry: Entry, audience: Any = PUBLIC) -> None:
        """Append `entry` to the record with its audience, made in the open period (and, timed, at `now`)."""
        entry.t = self.period
        if self.timed:
            entry.at = self.now
        self.entries_unread.append(entry)
        self.audiences.append(audience)

    @property
    def events(self) -> list[dict[str, Any]]:
        """The record as JSON, every entry in the order written."""
        if self.entries_unread:
            read = self.events_json
            for entry in self.entries_unread:
                ev = entry.json(entry.t)
                if entry.at is not OMIT:
                    ev["at"] = entry.at
                read.append(ev)
            self.entries_unread = []
        return self.events_json

    @events.setter
    def events(self, value: list[dict[str, Any]]) -> None:
        self.entries_unread = []
        self.events_json = value

    def event_count(self) -> int:
        """`len(events)` without turning the unread entries into JSON."""
        return len(self.events_json) + len(self.entries_unread)

    def trace(self, text: str) -> None:
        """A line of the director's resolution trace. Call sites run often test `record_traces`
        first, so that no text is formatted when nobody records it."""
        if self.record_traces:
            self.emit(Trace(text), DIRECTOR)

    def open_step(self, step_id: str, title: str) -> None:
        """A step begins to settle: its opening line in the trace, marked with the step's id, so that the
        screens know which step's settling made the lines and posts after it without reading the words."""
        if self.record_traces:
            self.step_marks[self.event_count()] = step_id
            self.emit(Trace(f"{step_id} {title}"), DIRECTOR)

    def feedback(self, to: int, skill: str, result: Any, target: int | None = None) -> None:
        """A skill's private result; the ruleset may rewrite or drop it first (078 雪隐, 245 怪盗)."""
        shown = self.ruleset.filter_feedback(self, to, skill, result, target)
        if shown is None:
            self.trace(f"{to}号 <{skill}> 的反馈被规则拦下")
            return
        to, result = shown
        self.emit(Feedback(to, skill, result, OMIT if target is None else target), (to,))

    def notice(self, to: int, text: str) -> None:
        self.emit(Notice(to, text), (to,))

    def group_message(self, group: str, text: str) -> None:
        """A message to a group's members as they are now; who joins later does not see it."""
        self.emit(Group(group, text), tuple(self.groups.get(group, ())))

    def announce(self, text: str) -> None:
        self.emit(Announce(text), PUBLIC)

    def reject(self, by: int | None, skill: str | None, reason: str, vote: Any = None) -> None:
        """A refused use (`skill`) or, with no skill, a refused vote (`vote`: the choice it made)."""
        if skill is None:
            self.emit(Rejected(by, reason, vote=vote), DIRECTOR)
        else:
            self.emit(Rejected(by, reason, skill=skill), DIRECTOR)

    def fire(self, event: Any, **kw: Any) -> None:
        """Call the listeners of `event` (an `events.EventDef`, or its name) with its fields, in their
        declared order (`events.table`)."""
        if type(event) is not str:
            event = event.name
        hooks = self.ruleset.hooks.get(event)
        if not hooks:
            return
        values = self._positional(event, kw)
        if values is not None:
            for fn in hooks:
                _call(fn, self, values)
            return
        for fn in hooks:
            fn(self, **kw)

    def ask(self, event: Any, **kw: Any) -> bool:
        """Fire `event` and say whether any listener answered True (245's would_exit: an exit avoided);
        every listener runs, in the declared order, as `fire` calls them."""
        if type(event) is not str:
            event = event.name
        hooks = self.ruleset.hooks.get(event)
        if not hooks:
            return False
        values = self._positional(event, kw)
        answered = False
        for fn in hooks:
            answered = bool(_call(fn, self, values) if values is not None else fn(self, **kw)) or answered
        return answered

    def _positional(self, event: str, kw: dict[str, Any]) -> list[Any] | None:
        """The event's field values in the listeners' order when the ruleset promises positional hooks for the
        event and every field is given (a compiled hook parses these far faster than keywords); else None."""
        names = self.ruleset.positional_hooks.get(event)
        if names is None or len(names) != len(kw):
            return None
        values: list[Any] = []
        for n in names:
            v = kw.get(n, _ABSENT)
            if v is _ABSENT:
                return None
            values.append(v)
        return values

    # --- seats ------------------------------------------------------------------------------
    def seat(self, no: Any) -> Seat:
        if type(no) is int:  # the usual case, one lookup (bool is not int here)
            seat = self.seats.get(no)
            if seat is not None:
                return seat
        if not isinstance(no, int) or isinstance(no, bool) or no not in self.seats:
            raise Refusal(f"没有{no}号座位")
        return self.seats[no]

    def add_seat(self, seat: Seat) -> None:
        """A seat joins the game after the others (245's 空想具现 adds one during the opening)."""
        self.seats[seat.no] = seat
        self.seat_list.append(seat)

    def alive(self) -> list[int]:
        return [s.no for s in self.seat_list if s.alive]

    def alive_count(self) -> int:
        """`len(alive())` without the list: a ruleset's win check asks it at every settlement point."""
        n = 0
        for s in self.seat_list:
            if s.alive:
                n += 1
        return n

    def members(self, group: str) -> list[int]:
        return self.groups.get(group, [])

    def groups_of(self, seat: int) -> list[str]:
        return [g for g, m in self.groups.items() if seat in m]

    # --- inputs -----------------------------------------------------------------------------
    def submit(self, inp: dict[str, Any], by_seat: bool = False) -> Any:
        """Accept one input into the open period, or raise `Refusal` and change nothing. In live
        play every step that now has all it awaits settles at once. `by_seat`: the seat sends it
        itself (its page, the bot), so it must also be one the seat may send now (`acting.refusal`:
        the director may enter ahead, a player may not). In a game not played as a timed log (a
        period-form replay) an input carrying its `time` is the game's clock while it is applied
        (what it settles is stamped with it); a timed game's clock is its entries'."""
        if by_seat:
            why = acting.seat_refusal(self, inp)
            if why:
                raise Refusal(why)
        at = inp.get("time") if isinstance(inp, dict) and not self.timed else None
        if not at:
            return self._accept(inp)
        was, self.now = self.now, str(at)
        try:
            return self._accept(inp)
        finally:
            self.now = was

    def _accept(self, inp: dict[str, Any]) -> Any:
        if self.over:
            raise Refusal("游戏已经结束")
        kind = procedure.kind_of(inp)
        if kind == "settle":
            self.taken += 1
            if inp.get("close"):  # a close that stopped at an offer it made (the store's record of it)
                self.close(inp.get("time"))
                return []
            return self.settle(inp.get("step"))
        if kind == "tick":
            self.taken += 1
            return self.tick(inp.get("time") or self.now)
        item: Any  # a pass, or whatever the ruleset keeps of the input (an `Intent` for a skill)
        if kind == "pass":
            item = self._pass(inp)
        else:
            item = self.ruleset.intake(self, inp)
        if isinstance(item, Intent):
            slot = item.slot
            d = slot.defn
            reactive = d.phase == "reactive"
            late = settlement.off_period(self, item) or (settlement.refusal_for(self, item) if self.settled else None)
            if late is None and inp.get("time"):
                late = self.ruleset.late_refusal(self, item, inp["time"])
            if late:
                raise Refusal(late)
            if reactive:
                offered = bool(self.offers) and any(o.seat == item.actor and o.skill == item.skill for o in self.offers)
                if self.forfeited and (item.actor, item.skill) in self.forfeited and not offered:
                    raise Refusal(f"{item.actor}号 <{item.skill}>已过时限，视为放弃")
                why = self.check_reactive(item) if offered else None  # it settles now: judged as it will be
                if why:
                    raise Refusal(why)
            item.index = len(self.inbox)
            used = self.used
            used[id(slot)] = used.get(id(slot), 0) + 1
            if reactive:
                self.reactive.append(item)
            if d.on_accept:
                d.on_accept(self, item)
            if self.ruleset.hooks.get("accepted"):  # a rule told of a use as it is taken (245 怪盗)
                self.fire("accepted", intent=item)
        self.inbox.append(item)
        self.taken += 1
        if self.live:
            settlement.settle_ready(self)
        return item

    def _pass(self, inp: dict[str, Any]) -> dict[str, Any]:
        """A seat declines a skill this period (未与裁判取得联系 is the same, once time is up)."""
        seat = self.seat(inp.get("by"))
        name = inp.get("skill")
        if not isinstance(name, str) or not name:
            raise Refusal("缺少技能名")
        if (seat.no, name) in self.passes:
            raise Refusal(f"{seat.no}号 已经放弃<{name}>")
        if name == procedure.WORDS:
            item = self.ruleset.decline_last_words(self, seat.no)
            self.passes.add((seat.no, name))
            return item
        slots = intake.slots_of(self, seat, name)
        if not slots and not any(n == seat.no and s.defn.name == name for n, s in self.promises):
            raise Refusal(f"{seat.no}号 没有技能<{name}>")
        if slots and self.ruleset.forced_rule and all(强制 in s.defn.tags for s in slots):
            raise Refusal(f"<{name}>：{self.ruleset.forced_rule}")
        here = {s.id for s in settlement.steps_of(self)}
        if slots and all(s.defn.step is not None and s.defn.step not in here for s in slots):
            raise Refusal(f"<{name}>不在本阶段发动，无需放弃")
        self.passes.add((seat.no, name))
        return {"kind": "pass", "by": seat.no, "skill": name}

    def settle(self, step: str | None = None) -> list[str]:
        """The director moves the period on to (and through) `step`, or the next step."""
        done = settlement.settle_to(self, step)
        if self.live:
            done += settlement.settle_ready(self)
        return done

    def tick(self, at: str | None) -> list[str]:
        """Settle every open step whose deadline is at or before `at` (a game with a calendar): what
        `bansha serve` does every half minute, logged as one `tick` entry so a replay settles the
        same. A step settled may open the next, whose deadline may have passed too."""
        when = clock.aware(at)
        done: list[str] = []
        if when is None:
            return done
        for _ in range(100):
            due = clock.due_steps(self, when)
            if not due:
                break
            self.settle(due[0])
            done.append(due[0])
        return done

    def inject(self, intent: Intent) -> None:
        """A use a rule makes while the period settles (078 魔音); its step takes it."""
        intent.index = -1 - len(self.injected)  # before the seat's own uses of the step
        self.inbox.append(intent)
        self.injected.append(intent)

    def log_use(self, intent: Intent, where: str | None) -> None:
        """A use that settled (the grimoire's 已用技能, never one the trace reports unused)."""
        uses: dict[str, list[Any]] | None = self.history.get("uses")
        if uses is None:
            uses = self.history["uses"] = {}
        mine: list[Any] | None = uses.get(self.period)
        if mine is None:  # (get, not setdefault: setdefault makes the empty list for every use)
            mine = uses[self.period] = []
        mine.append((intent.actor, intent.skill, intent.targets, where))

    def check_reactive(self, intent: Intent) -> str | None:
        return self.ruleset.check_reactive(self, intent)

    def close(self, at: str | None = None) -> bool:
        """Settle the open period from its inputs and open the next one. False: in live play the close
        offered a choice (a shot, 报复) its holder has not seen yet, and the period waits for it.
        `at`: when the director closed it (关门), if not the entry's own time."""
        if self.over:
            raise Refusal("游戏已经结束")
        if not settlement.settle_all(self):
            return False
        for item in self.inbox:
            if isinstance(item, Intent) and not item.consumed and not item.slot.defn.auto:
                self.emit(Unused(item.actor, item.skill), DIRECTOR)
        self.inbox = []
        if self.reactive:  # (each left as it is when empty: a close replaces only what the period filled)
            self.reactive = []
        if self.used:
            self.used = {}
        self.settled = []
        if self.started:
            self.started = set()
        if self.passes:
            self.passes = set()
        if self.auto_done:
            self.auto_done = []
        if self.forfeited:
            self.forfeited = []
        self.taken = 0
        self.settled_taken = []
        self.settled_times = []
        if self.start_date is not None:
            self.past_clocks[str(self.period)] = (len(self.alive()), clock.events(self))
        if self.promises:
            self.promises = []  # a promise lasts until its grant settles, at the latest this close
        if self.injected:
            self.injected = []
        if not self.over:
            self.period = self.ruleset.after(self.period)
            self.kind = self.ruleset.kind(self.period)
            self.opened_at = clock.stamp(at) if at else self.now
            self.ledger = self.ruleset.new_ledger(self)
            if self.live:
                settlement.settle_ready(self)
        return True

    # --- endings ----------------------------------------------------------------------------
    def end(self, faction: str | None, reason: str) -> None:
        """The game is over; `faction` None when no faction wins (245: every faction judged lost)."""
        if self.over:
            return
        self.over = True
        outcome = self.outcome = Outcome(faction, reason,
                                         tuple(self.ruleset.winning_seats(self, faction)) if faction else ())
        self.trace(outcome.trace())
        self.emit(GameOver(outcome.winner, list(outcome.seats)))

    @property
    def winner(self) -> str | None:
        """The winning faction once the game is over (None before, and when no faction won)."""
        return self.outcome.winner if self.outcome is not None else None

    def lose(self, faction: str, reason: str, audience: Any = PUBLIC) -> None:
        """A faction is judged lost while the game goes on; a ruleset whose seed announces only
        wins keeps the event for the director."""
        if faction in self.lost or self.over:
            return
        self.lost.append(faction)
        self.emit(FactionLost(faction, reason), audience)

    # --- views ------------------------------------------------------------------------------
    def visible(self, audience: Any, seat: int) -> bool:
        if audience == PUBLIC:
            return True
        if isinstance(audience, tuple):
            return seat in audience
        return False

    def view(self, seat: int) -> list[dict[str, Any]]:
        """What one seat may know: the public record, its own messages, its groups' messages."""
        return [e for e, a in zip(self.events, self.audiences) if self.visible(a, seat)]

    def public_events(self) -> list[dict[str, Any]]:
        return [e for e, a in zip(self.events, self.audiences) if a == PUBLIC]

    def final(self) -> dict[str, Any]:
        return {"period": self.period, "alive": sorted(self.alive()), "sheriff": self.sheriff,
                "winner": self.winner}


def _call(fn: Any, game: Any, values: list[Any]) -> Any:
    """A positional listener called with the game and the event's fields: the usual arities as calls of that
    arity (compiled, a vectorcall), where `fn(*args)` would build a tuple for every listener."""
    n = len(values)
    if n == 2:
        return fn(game, values[0], values[1])
    if n == 1:
        return fn(game, values[0])
    if n == 3:
        return fn(game, values[0], values[1], values[2])
    return fn(game, *values)
