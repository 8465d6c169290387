"""The replay scenario file (spec/replay.md) as a Pydantic schema, with errors named by field."""
from __future__ import annotations

import difflib
from datetime import date
import random
from typing import Any, Literal

from pydantic import ConfigDict, Field, PrivateAttr, ValidationError

from bansha import rulesets, scenario_checks
from bansha.engine.errors import ScenarioError
from bansha.entries import ActionIn, CardIn, LastWordsIn, MoonPickIn, StalemateIn, SurrenderIn, _Strict
from bansha.timed import Entry, load_log


class SeatIn(_Strict):
    """A seat of the deal; a ruleset may name more keys (`Ruleset.seat_keys`: 078's term, letter)."""
    model_config = ConfigDict(extra="allow", strict=True)
    seat: int
    name: str = ""
    role: str | None = None


class VoteIn(_Strict):
    by: int
    for_: int | None = Field(default=None, alias="for")


class PostIn(_Strict):
    thread: Literal["discussion", "vote", "sheriff", "自由", "宣言"] = "discussion"
    by: int
    text: str
    reply_to: int | None = None
    time: str | None = None
    floor: int | None = None  # the Discuz floor, where the copied header has one
    proxy: bool = False  # a vote the director posted for the seat (代投)


class StepIn(_Strict):
    at: str
    actions: list[ActionIn] = Field(default_factory=list)
    sheriff_votes: list[VoteIn] = Field(default_factory=list)
    votes: list[VoteIn] = Field(default_factory=list)
    posts: list[PostIn] = Field(default_factory=list)
    cards: list[CardIn] = Field(default_factory=list)
    last_words: list[LastWordsIn] = Field(default_factory=list)
    surrender: list[SurrenderIn] | SurrenderIn | None = None
    stalemate: list[StalemateIn] | StalemateIn | None = None
    moon_picks: list[MoonPickIn] = Field(default_factory=list)


class Scenario(_Strict):
    ruleset: str
    options: dict[str, Any] = Field(default_factory=dict)
    rng: int = 0
    start_date: str | None = None
    seats: list[SeatIn]
    steps: list[StepIn] = Field(default_factory=list)
    log: list[Any] | None = None  # the timed form (spec/live.md), checked by `bansha.timed`
    _entries: list[Entry] = PrivateAttr(default_factory=list)

    @property
    def entries(self) -> list[Entry]:
        """The timed form's entries, checked."""
        return self._entries

    @property
    def timed(self) -> bool:
        return self.log is not None

    def step_inputs(self, step: StepIn) -> list[dict[str, Any]]:
        """A step's inputs as the engine takes them (the ruleset orders them for settlement)."""
        out: list[dict[str, Any]] = []
        out += [{"kind": "action", **a.model_dump(exclude_none=True)} for a in step.actions]
        out += [{"kind": "sheriff_vote", "by": v.by, "for": v.for_} for v in step.sheriff_votes]
        out += [{"kind": "vote", "by": v.by, "for": v.for_} for v in step.votes]
        out += [{"kind": "post", **p.model_dump()} for p in step.posts]
        out += [{"kind": "card", **c.model_dump()} for c in step.cards]
        out += [{"kind": "last_words", **w.model_dump()} for w in step.last_words]
        sur = step.surrender
        for s in ([sur] if isinstance(sur, SurrenderIn) else (sur or [])):
            out.append({"kind": "surrender", **s.model_dump()})
        st = step.stalemate
        for s in ([st] if isinstance(st, StalemateIn) else (st or [])):
            out.append({"kind": "stalemate", **s.model_dump()})
        out += [{"kind": "moon_pick", **m.model_dump()} for m in step.moon_picks]
        return out


def _loc(loc: tuple[Any, ...]) -> str:
    out = ""
    for part in loc:
        out += f"[{part}]" if isinstance(part, int) else (f".{part}" if out else str(part))
    return out


def load(data: Any) -> Scenario:
    """Validate a scenario: its shape, ruleset, roster, skill names and step order."""
    try:
        sc = Scenario.model_validate(data)
    except ValidationError as e:
        err = e.errors()[0]
        raise ScenarioError(_loc(err["loc"]) or "scenario", err["msg"]) from None
    try:
        rs = rulesets.get(sc.ruleset)
    except KeyError:
        raise ScenarioError("ruleset", f"unknown ruleset {sc.ruleset!r}; known: {', '.join(rulesets.ids())}") from None
    rs.resolve_options(sc.options)
    if sc.start_date is not None:
        try:
            date.fromisoformat(sc.start_date)
        except ValueError:
            raise ScenarioError("start_date", f"must be a calendar date YYYY-MM-DD, not {sc.start_date!r}") from None
    scenario_checks.check(sc)  # dates in range, names told apart, text that is text (issue 21)
    numbers = [s.seat for s in sc.seats]
    if numbers != list(range(1, len(numbers) + 1)):
        raise ScenarioError("seats", "seat numbers must run 1..N in order")
    roles = [s.role for s in sc.seats]
    for i, s in enumerate(sc.seats):
        for key in (s.model_extra or {}):
            if key not in rs.seat_keys:
                raise ScenarioError(f"seats[{i}].{key}", "Extra inputs are not permitted")
    for i, role in enumerate(roles):
        if role is not None and role not in rs.roles:
            near = difflib.get_close_matches(role, list(rs.roles), n=1, cutoff=0.3)
            hint = f"; did you mean {near[0]}?" if near else ""
            raise ScenarioError(f"seats[{i}].role", f"no role {role} in {rs.id}{hint}")
    if all(r is not None for r in roles):
        rs.validate_roster(roles)
        rs.validate_seats([s.model_dump() for s in sc.seats])
    elif any(r is not None for r in roles):
        raise ScenarioError("seats", "give every seat's role, or none for a random deal")
    else:
        rs.deal(len(roles), random.Random(0), rs.resolve_options(sc.options))  # refuses a seat count it cannot deal
    # seats the rules add in play (245's 空想家); a random deal may hold any role the ruleset has
    n = len(numbers) + rs.added_seats(roles if all(r is not None for r in roles) else list(rs.roles))
    given = sc.model_fields_set
    if ("steps" in given) == ("log" in given):
        raise ScenarioError("scenario", "give either `steps` (the period form) or `log` (the timed form), "
                            + ("not both" if "steps" in given else "neither is given"))
    if sc.log is not None:
        sc._entries = load_log(sc.log, rs, n)
        return sc
    skills = rs.skill_names()
    last = -1
    for i, step in enumerate(sc.steps):
        if not rs.valid_label(step.at):
            raise ScenarioError(f"steps[{i}].at", f"no period {step.at!r} in {rs.id}")
        try:
            idx = rs.period_index(step.at)
        except ValueError:
            raise ScenarioError(f"steps[{i}].at", f"{step.at!r} is past the last period a replay plays") from None
        if idx <= last:
            raise ScenarioError(f"steps[{i}].at", f"{step.at!r} is out of order")
        last = idx
        for j, a in enumerate(step.actions):
            if a.skill not in skills:
                near = difflib.get_close_matches(a.skill, sorted(skills), n=1, cutoff=0.3)
                hint = f"; did you mean {near[0]}?" if near else ""
                raise ScenarioError(f"steps[{i}].actions[{j}].skill", f"no skill {a.skill} in {rs.id}{hint}")
            for k, seat_no in enumerate([a.by, *a.targets]):
                if not 1 <= seat_no <= n:
                    raise ScenarioError(f"steps[{i}].actions[{j}]", f"no seat {seat_no}")
    return sc
