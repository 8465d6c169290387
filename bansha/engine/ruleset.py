"""What a ruleset gives the engine: its roles, its periods, its intake and its resolution.

The engine never names a role; a ruleset is a package holding one module per role, a night order
that reads like the seed's numbered list, its win rules and its `rulings.md`."""
from __future__ import annotations

import random
import re
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Callable, ClassVar

from mypy_extensions import mypyc_attr

from . import lateness, procedure
from .errors import Refusal, ScenarioError
from .events import ENGINE_EVENTS, EventDef, Listener, table as events_table
from .intake import build_intent
from .model import Seat
from .order import Step
from .period import Period
from .resolution import Action, Resolver
from .skills import RoleDef, SkillSlot, 指定

if TYPE_CHECKING:
    from .game import Game
    from .skills import Intent


_LABEL = re.compile(r"(night|day) [1-9][0-9]*")
SKILL = "指定技能"


def _skill_effect(game: "Game", action: Action) -> None:
    intent = action.data["intent"]
    if action.target != intent.target:
        intent.targets = (action.target, *intent.targets[1:])
    intent.slot.defn.effect(game, intent)


def _resolve_whole(game: "Game") -> None:
    game.ruleset.resolve(game, game.inbox)


_TAKE = {"action": "take_action", "vote": "take_vote", "sheriff_vote": "take_vote", "post": "take_post",
         "card": "take_card", "last_words": "take_last_words", "surrender": "take_surrender"}
_WHOLE_PERIOD = (Step("结算", "", run=_resolve_whole, at_close=True, takes=("*",)),)


@dataclass(frozen=True)
class Option:
    """A point directors settle either way; the default is the reading in `rulings.md`."""

    name: str
    default: Any
    choices: tuple[Any, ...]
    help: str
    label: str = ""  # what the director reads (the name stays the scenario's key)

    def shown(self, choice: Any) -> str:
        """A choice as the director reads it: 是/否 for a yes-or-no option."""
        if choice is True:
            return "是"
        if choice is False:
            return "否"
        return str(choice)


@mypyc_attr(allow_interpreted_subclasses=True)  # the rulesets outside the compiled build subclass it
class Ruleset:
    id: ClassVar[str] = ""
    title: ClassVar[str] = ""
    factions: ClassVar[tuple[str, ...]] = ()
    roles: ClassVar[dict[str, RoleDef]] = {}
    option_defs: ClassVar[tuple[Option, ...]] = ()
    extra_skills: ClassVar[tuple[str, ...]] = ()
    # skills whose feedback is a number, not a seat, with how it reads (245's 祈祷: how many facts are right)
    count_feedback: ClassVar[dict[str, str]] = {}
    default_seats: ClassVar[int] = 12  # what `bansha simulate` plays when no seat count is given
    # names a timetable gives seats made by another role's skill → that role (PVZ 幸运儿 → 奇迹商人)
    made_roles: ClassVar[dict[str, str]] = {}
    # every identity is dealt before play, so a role no seat holds (nor `made_roles` makes) is not in the
    # game and the console leaves it out of the steps' titles; 078's identities come later, by 征召
    roles_dealt: ClassVar[bool] = True
    # how many times one seat may change player (替补); None = as often as the director likes
    substitutes_per_seat: ClassVar[int | None] = None
    substitute_rule: ClassVar[str] = ""  # the seed's words for refusing one more
    # the seed's words for refusing a second use of a skill in one night
    resubmit_rule: ClassVar[str] = ""
    # the seed's words where a <强制> skill may not be declined (本阶段放弃 is refused for it); "" = it may
    forced_rule: ClassVar[str] = ""
    breaches: ClassVar[tuple[str, ...]] = ()  # the seed's breach names a card's reason may cite (245 违规判定)
    moon_pick_names: ClassVar[tuple[str, ...]] = ()  # events whose targets the director may pick (245 新月, 黑幕自选)
    # acts the seed forbids inside a window of the timetable: act name → deadline key
    skill_blackouts: ClassVar[dict[str, str]] = {}
    # skills the seed allows only inside a window of the timetable: skill name → deadline key
    skill_windows: ClassVar[dict[str, str]] = {}
    day_first: ClassVar[bool] = False  # the game opens with a day (078, 245), not a night
    # the forum threads a day's posts come from (245 adds its 自由警长发言贴 and 宣言贴)
    threads: ClassVar[tuple[str, ...]] = ("discussion", "vote", "sheriff")
    # events whose every hook takes the event's fields positionally, in this order (PVZ's death
    # hooks are all (game, seat, cause)): Game.fire then calls them without keywords, which a
    # compiled hook parses far faster; any other event, or other fields, go by keyword
    positional_hooks: ClassVar[dict[str, tuple[str, ...]]] = {}
    # skills answered outside any step's deadline (M162's 殉职): skill name → timetable row keys
    skill_deadlines: ClassVar[dict[str, tuple[str, ...]]] = {}

    # the events this ruleset's listeners may listen to: the engine's and the ruleset's own (events.py)
    events: ClassVar[tuple[EventDef, ...]] = ENGINE_EVENTS

    def __init__(self) -> None:
        self.hooks: dict[str, list[Callable[..., Any]]] = {}
        # play order of the period labels walked so far (`period_index`), and the last one walked
        self._period_order: dict[str, int] = {}
        self._period_last: Any = None
        self._next_known: dict[str, Period] = {}  # next_period's answers (a pure function of the label)
        self._kinds: dict[str, str] = {}  # kind's answers, likewise
        # the steps that settle an automatic (<强制>, no choice) skill of some role: only those look for
        # one gained while the period closes (a same-night heir's 通灵)
        self.auto_steps: frozenset[str] = frozenset(
            s.step for role in self.roles.values() for s in role.skills if s.auto and s.step)
        # the roles with a part in the win (`RoleDef.win`), in the roster's order: a win check asks them only
        self.win_roles: tuple[RoleDef, ...] = tuple(r for r in self.roles.values() if r.win is not None)
        listeners = [ls for role in self.roles.values() for ls in role.listens] + self.listeners()
        self.hooks = events_table(listeners, {e.name: e for e in self.events})

    def listeners(self) -> list[Listener]:
        """The ruleset's own listeners, beside its roles' (the sheriff's, the red card's exit)."""
        return []

    # --- options and roster -----------------------------------------------------------------
    def resolve_options(self, given: dict[str, Any]) -> dict[str, Any]:
        known = {o.name: o for o in self.option_defs}
        out = {o.name: o.default for o in self.option_defs}
        for k, v in given.items():
            if k not in known:
                raise ScenarioError(f"options.{k}", f"no option {k} in {self.id}; options: {', '.join(known) or 'none'}")
            if v not in known[k].choices:
                raise ScenarioError(f"options.{k}", f"must be one of {list(known[k].choices)}")
            out[k] = v
        return out

    def skill_names(self) -> set[str]:
        names = {s.name for r in self.roles.values() for s in r.skills}
        return names | set(self.extra_skills)

    # a module with validate(roles) and deal(n, rng): the seed's roster and default line-ups
    lineups: ClassVar[Any] = None

    def validate_roster(self, roles: list[str]) -> None:
        self.lineups.validate(roles)

    # seat keys a deal may carry besides seat, name and role (078: term, letter)
    seat_keys: ClassVar[tuple[str, ...]] = ()
    seat_key_labels: ClassVar[dict[str, str]] = {}  # how a director names them (078: term → 节气), seats file and console
    roster_help: ClassVar[str] = ""  # what the new-game form says under the roles (245: 随机好人 and the line-up's rules)

    def validate_seats(self, seats: list[dict[str, Any]]) -> None:
        """Check what a hand-made deal gives each seat besides its role (`seat_keys`)."""

    def deal(self, n: int, rng: random.Random, options: dict[str, Any]) -> list[str]:
        return self.lineups.deal(n, rng)

    def make_seat(self, no: int, name: str, role: str) -> Seat:
        r = self.roles[role]
        return Seat(no, name, role, r.camp, r.surface_role or role, r.surface_camp or r.camp,
                    skills=[SkillSlot(s, s.uses) for s in r.skills if not s.team])

    def setup(self, game: "Game") -> None:
        for seat in game.seats.values():
            for g in self.roles[seat.role].groups:
                game.groups.setdefault(g, []).append(seat.no)
        for seat in game.seats.values():
            for s in self.roles[seat.role].skills:
                if s.team and s.team in game.groups and not any(
                        x.defn.name == s.name for x in game.group_skills.get(s.team, ())):
                    game.group_skills.setdefault(s.team, []).append(SkillSlot.of(s, "团队"))

    # --- periods ----------------------------------------------------------------------------
    def first_period(self) -> Period:
        return Period("start")

    def next_period(self, label: str) -> Period:
        """start, night 1, day 1, night 2, day 2 …; with `day_first` (078, 245: the first 讨论日 comes
        before the first night) start, day 1, night 1, day 2 …; another order overrides this."""
        p = Period(label)
        if self.day_first:
            if p.kind == "start":
                return Period.of("day", 1)
            return Period.of("night", p.number) if p.kind == "day" else Period.of("day", p.number + 1)
        if p.kind == "start":
            return Period.of("night", 1)
        return Period.of("day", p.number) if p.kind == "night" else Period.of("night", p.number + 1)

    def after(self, label: str) -> Period:
        """`next_period`, asked once per label (a pure function of it, whatever the ruleset's order):
        a game's close and the scenario walk ask it again and again."""
        known = self._next_known.get(label)
        if known is None:
            known = self._next_known[str(label)] = self.next_period(label)
        return known

    def kind(self, label: str) -> str:
        known = self._kinds.get(label)
        if known is None:
            known = self._kinds[str(label)] = Period(label).kind
        return known

    def period_index(self, label: str) -> int:
        """Position of a label in play order, for checking that steps come in order. The walk is
        kept (a ruleset's order never changes), so loading a scenario is linear in its length."""
        known = self._period_order
        if not known:
            self._period_last = self.first_period()
            known[str(self._period_last)] = 0
        if label in known:
            return known[label]
        cur = self._period_last
        i = known[str(cur)]
        while i < 10_000:
            cur = self.after(cur)
            i += 1
            known[str(cur)] = i
            self._period_last = cur
            if cur == label:
                return i
        raise ValueError(label)

    def valid_label(self, label: str) -> bool:
        """`start`, `night N` or `day N` exactly as the contract writes them (N ≥ 1, ASCII digits)."""
        return label == "start" or _LABEL.fullmatch(label) is not None

    def roster_groups(self) -> list[tuple[str, list[tuple[str, str]]]]:
        """The roles as the new-game form lists them, under headings (245: by faction, as its pool is
        written); by default one list."""
        return [("身份", self.roster_notes())]

    def roster_notes(self) -> list[tuple[str, str]]:
        """The roles a director may deal, each with a note the new-game form shows beside it (245: the
        draft pool's faction and strength score); by default the role names alone."""
        return [(name, "") for name in self.roles]

    def deadlines(self, start_date: Any, period: str, alive: int, events: dict[str, Any] | None = None,
                  game: "Game | None" = None) -> list[Any]:
        """What is due in a period and by when (bansha.engine.schedule.Deadline); [] if unknown.
        Given the game, rows for roles nobody holds are left out."""
        return []

    def late_refusal(self, game: "Game", intent: "Intent", at: Any) -> str | None:
        """Why a skill sent at `at` comes too late (`lateness.late_refusal`: its step's row, `skill_deadlines`);
        a ruleset adds its own timing rules here (078's half hour from a notice, 245's 正午 from 09:00)."""
        return lateness.late_refusal(game, intent, at)

    # --- inputs and resolution --------------------------------------------------------------
    def intake(self, game: "Game", inp: dict[str, Any]) -> Any:
        """Check one input and return what the period keeps of it (an `Intent` for a skill), or
        raise `Refusal`. Dispatched by kind to the `take_*` methods a ruleset overrides; a ruleset
        with an input kind of its own adds `take_<kind>` (M162's `take_request`)."""
        kind = inp.get("kind")
        if kind == "action":  # the common kinds by a direct call (compiled, a native one)
            return self.take_action(game, inp)
        if kind == "vote" or kind == "sheriff_vote":
            return self.take_vote(game, inp)
        name = _TAKE.get(kind) if type(kind) is str else None
        if name is None:
            name = f"take_{kind}" if isinstance(kind, str) and kind.isidentifier() else None
        take = getattr(self, name, None) if name else None
        if take is None:
            raise Refusal(f"无法识别的输入：{kind}")
        return take(game, inp)

    def accepts(self, kind: str) -> bool:
        """Whether `intake` takes inputs of this kind (a `take_<kind>` of the ruleset's own, 245's
        stalemate): the console offers a form only for those."""
        return getattr(self, _TAKE.get(kind) or f"take_{kind}", None) is not None

    def take_action(self, game: "Game", inp: dict[str, Any]) -> "Intent":
        return build_intent(game, inp, game.kind)

    def take_vote(self, game: "Game", inp: dict[str, Any]) -> dict[str, Any]:
        item = procedure.vote(game, inp)
        if game.kind != "day":
            raise Refusal("投票只能在白天进行")
        return item

    def take_post(self, game: "Game", inp: dict[str, Any]) -> dict[str, Any]:
        """A post as copied; `proxy` marks one the director posted for the seat (代投)."""
        item = procedure.post(game, inp)
        if game.kind != "day":
            raise Refusal("夜晚不得发言")
        if inp.get("proxy"):
            item["proxy"] = True
        return item

    def take_card(self, game: "Game", inp: dict[str, Any]) -> dict[str, Any]:
        return procedure.card(game, inp)

    def take_last_words(self, game: "Game", inp: dict[str, Any]) -> dict[str, Any]:
        return procedure.last_words(game, inp)

    def take_surrender(self, game: "Game", inp: dict[str, Any]) -> Any:
        raise Refusal("本规则没有投降")

    def check_reactive(self, game: "Game", intent: "Intent") -> str | None:
        return None

    def resolve(self, game: "Game", inbox: list[Any]) -> None:
        """Settle a whole period at once: what the default `steps` runs at the close."""
        raise NotImplementedError

    def steps_of(self, kind: str, number: int) -> tuple[Step, ...] | None:
        """The steps of any period of this kind and number, where they follow from those alone (a ruleset's
        `steps` then reads them for the open period, `steps_in` for a past one); None where they do not."""
        return None

    def steps_in(self, game: "Game", period: str) -> tuple[Step, ...]:
        """The steps `period` had (a past one's too: the console reads which step made each of its posts
        and trace lines): by `steps_of`; without it only the open period's are known."""
        p = Period(period)
        known = self.steps_of(p.kind, p.number)
        if known is not None:
            return known
        return self.steps(game) if period == game.period else ()

    def steps(self, game: "Game") -> tuple[Step, ...]:
        """The open period's steps in the seed's order (bansha.engine.settlement settles them).
        By default one step at the close that runs `resolve` over the period's inputs."""
        return _WHOLE_PERIOD

    def settling(self, game: "Game", intents: list["Intent"]) -> list["Intent"]:
        """The uses a step is about to settle, as the ruleset lets them stand (M162: a pack's
        skill passes to a living member; uses of seats gone since are refused)."""
        return intents

    # timetable events that are the settling of a step (M162: "lingtong_sent" is step (6)灵通); None: the
    # period's opening (078's night counts from the day's actual 关门)
    step_events: ClassVar[dict[str, str | None]] = {}

    def new_state(self, game: "Game") -> Any:
        """The ruleset's typed state of the whole game (what it remembers across periods)."""
        return None

    def new_ledger(self, game: "Game") -> Any:
        """The ruleset's typed state of one period (its kills, poisons …), made when it opens."""
        return None

    def pipeline(self, game: "Game", resolver: Resolver) -> None:
        """Register the ruleset's redirection, immunity and protection hooks on a fresh resolver
        (every 指定 skill passes them, `apply`)."""

    def resolver(self, game: "Game") -> Resolver:
        """A fresh resolver with the ruleset's hooks: one per settlement, never shared."""
        r = Resolver()
        r.handle(SKILL, _skill_effect)
        self.pipeline(game, r)
        return r

    def apply(self, game: "Game", intent: "Intent") -> None:
        """A settled skill use takes effect. A 指定 skill passes the resolver's hook phases as
        one action, so a redirection or immunity serves every such skill; a redirected action
        settles on its new target."""
        d = intent.slot.defn
        if 指定 not in d.tags or not intent.targets or not self.directed_hooks:
            d.take_effect(game, intent)
            return
        self.resolver(game).run(game, [Action(SKILL, intent.actor, intent.target, d.name, {"intent": intent})])

    # whether `pipeline` registers hooks for 指定 skills (a ruleset without any skips the queue)
    directed_hooks: ClassVar[bool] = False

    def camp_of(self, game: "Game", seat_no: int) -> str:
        """A seat's camp as the rules stand now (it may change during the game); wins, checks,
        the console and the player page all read this one answer."""
        return game.seats[seat_no].camp

    def camp_graph(self, game: "Game") -> tuple[list[tuple[int, int, str]], dict[int, list[str]]] | None:
        """What the director's grimoire draws between seats, if the camps are a graph (078: each
        混血's 支持): edges (from, to, kind) and each seat's marks (吹笛, 解除, 互联); None = no drawing."""
        return None

    def camp_known(self, game: "Game", seat_no: int) -> str:
        """The camp the seat itself is told it belongs to (a seed may keep it from the seat)."""
        return self.camp_of(game, seat_no)

    def acts_unaware(self, game: "Game", seat_no: int) -> bool:
        """Whether a seat out but not yet told (`life.UNAWARE`) goes on as if in play: its uses are
        taken (to settle as the ruleset says) and it may be named. No by default."""
        return False

    def added_seats(self, roles: list[str | None]) -> int:
        """How many seats the rules may add during play beyond the deal (245: 空想家's extra seat), so a
        scenario may name them; none by default."""
        return 0

    def life_label(self, game: "Game", seat_no: int) -> str | None:
        """A life state of the ruleset's own, shown for the seat on the console and its page instead of
        存活/出局 (245's 暂时离开游戏 / 永久离开游戏); None by default."""
        return None

    def offered_choices(self, game: "Game", seat_no: int, defn: Any) -> list[Any] | None:
        """The listed choices a page offers now, where the ruleset can leave out ones it would refuse for
        reasons every player knows (245: a 新月 already drawn); None: all of `defn.choices`. Never filter by
        what the seat must not learn (078's 混血儿 is offered its own 节气)."""
        return None

    def identities(self, among: str = "") -> list[str]:
        """The identities a skill's `Ask` of IDENTITY offers: the ruleset's whole pool, as public as its rule
        post (never the seats' roles), or those of the faction `among`."""
        return [n for n, r in self.roles.items() if not among or r.camp == among]

    def skill_pool(self) -> list[str]:
        """Every skill name of the ruleset, for an `Ask` of SKILLS (245 控天)."""
        return sorted(self.skill_names())

    def offered_targets(self, game: "Game", seat_no: int, defn: Any) -> tuple[int, list[int]] | None:
        """For a <强制> skill that happens by itself but takes the holder's pick of seats (245's 天狗吞月:
        floor(living/3) roles): how many seats the page asks for now and the seats it offers, from what the
        seat may know; None: the skill takes no pick now. The skill's checks still judge what is sent."""
        return None

    def holds(self, game: "Game", seat: Seat, slot: SkillSlot) -> bool:
        """Whether the seat holds the slot now, for what the pages list: a ruleset that gives every
        seat a position's skills (245's sheriff and 执警) keeps them off the seats without it. The slot every seat
        carries for the sheriff (source 警长: 殉职) is held by the sheriff, or by the seat the rules have offered
        its use (the sheriff just out), never by any other seat, dead or alive."""
        if slot.source == "警长":
            return game.sheriff == seat.no or any(o.seat == seat.no and o.skill == slot.defn.name for o in game.offers)
        return True

    def usable_now(self, game: "Game", seat: Seat, slot: SkillSlot) -> str | None:
        """Why a held skill cannot be used now (a status that suspends it), or None.

        A status whose data has "suspends" (skill names, tags, or "*") blocks those skills while
        it lasts; unlike `Seat.lost` it ends with the status (245 遗忘)."""
        d = slot.defn
        for st in seat.statuses:
            blocked = st.data.get("suspends")
            if blocked and ("*" in blocked or d.name in blocked or d.tags & set(blocked)):
                return f"{seat.no}号 处于[{st.name}]状态，不能发动<{d.name}>"
        return None

    def status_immune(self, game: "Game", seat: Seat, status: Any) -> bool:
        """Whether a seat is immune to a status (245 秩序, 漏洞); never by default."""
        return False

    def filter_feedback(self, game: "Game", to: int, skill: str, result: Any,
                        target: int | None) -> tuple[int, Any] | None:
        """Rewrite a feedback's recipient or result, or drop it (None); as is by default."""
        return to, result

    def combine_protections(self, game: "Game", seat: int, kind: str, found: list[Any]) -> list[Any]:
        return found

    def winning_seats(self, game: "Game", faction: str) -> list[int]:
        return sorted(n for n, s in game.seats.items() if self.camp_of(game, n) == faction)
