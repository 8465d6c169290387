"""Settling a period step by step, as it is played.

A period is the ruleset's list of steps (`Ruleset.steps`). A step settles when the steps it
needs have settled and

- every input it awaits is in (only in live play: `Game.live`; not a `held` step, which the seed
  keeps open to its deadline), or
- the director names it (`{"kind": "settle", "step": ID}`, a logged input), or
- the period closes (`close` is "settle every step that is left, in order").

Settling a step consumes the inputs that belong to it, runs its effects and emits at once
what it tells (the witch's 通灵 reaches her as soon as the wolves' kill has settled); inputs
that arrive later are taken by the steps still open. A replay feeds a scenario step's inputs
all at once and then closes, so each input is consumed at its step, in the seed's order.

While a step is settled because the director or the close forces it, a step that waits on a
reactive input (a shot, a handover) forfeits what has not come in; otherwise it stays open.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .errors import Refusal
from .intake import has_target, usable_each
from .order import Step, auto_intents, settle_intents
from .skills import Intent, SkillSlot

if TYPE_CHECKING:
    from .game import Game


def steps_of(game: "Game") -> tuple[Step, ...]:
    return game.ruleset.steps(game)


def needs_of(steps: tuple[Step, ...], i: int) -> tuple[str, ...]:
    step = steps[i]
    if step.needs is not None:
        return step.needs
    return tuple(s.id for s in steps[:i] if not s.at_close)


def opens_of(steps: tuple[Step, ...], i: int) -> tuple[str, ...]:
    step = steps[i]
    return step.opens if step.opens is not None else needs_of(steps, i)


def is_open(game: "Game", step_id: str | None) -> bool:
    """Whether inputs of `step_id` are taken now: what it opens after has settled, it has not."""
    if step_id is None:
        return True
    steps = steps_of(game)
    for i, s in enumerate(steps):
        if s.id == step_id:
            return s.id not in game.settled and all(n in game.settled for n in opens_of(steps, i))
    return True  # not a step of this period: a `run` step settles it (PVZ's 开局 takes 一见钟情)


def is_settled(game: "Game", step_id: str | None) -> bool:
    return step_id is not None and step_id in game.settled


def awaited(game: "Game", step: Step) -> list[tuple[int, str]]:
    """What the step waits for before it settles by itself: its own `awaits`, or every living
    holder of one of its skills that may still use it on someone and has neither submitted it
    nor passed."""
    if step.awaits is not None:
        return [w for w in step.awaits(game) if w not in game.passes]
    return holders_awaited(game, step)


def _still_awaits(game: "Game", step: Step, usable: "_Usable") -> bool:
    """Whether `awaited` is not empty, stopping at the first answer still due (this runs after
    every input of a live period, and on every replay of its log)."""
    if step.awaits is not None:
        return any(w not in game.passes for w in step.awaits(game))
    return bool(holders_awaited(game, step, first=True, usable=usable))


class _Usable:
    """Every living seat's usable skills, worked out once for all the steps one pass of `settle_ready`
    asks about (the state does not change between them until a step takes or settles its uses)."""

    def __init__(self) -> None:
        self.known: tuple[list[int], list[list[SkillSlot]]] | None = None

    def of(self, game: "Game") -> tuple[list[int], list[list[SkillSlot]]]:
        if self.known is None:
            alive = game.alive()
            self.known = (alive, usable_each(game, alive))
        return self.known


def holders_awaited(game: "Game", step: Step, first: bool = False,
                    usable: _Usable | None = None) -> list[tuple[int, str]]:
    """The default of `awaited`, for a ruleset's own `awaits` to build on (`first`: stop at one)."""
    if not step.skills or step.run is not None:
        return []
    names = set(step.skills)
    if usable is not None:
        alive, each = usable.of(game)
    else:
        alive = _holders(game, step.id, names)
        each = usable_each(game, alive)
    out: list[tuple[int, str]] = []
    seen_team: set[int] = set()  # team uses a member has declined
    for n, slots in zip(alive, each):
        for slot in slots:
            d = slot.defn
            if d.name not in names or d.step != step.id or (n, d.name) in game.passes:
                continue
            group = group_of(game, slot)
            if group is not None:  # a group's one shared use: awaited from every member
                if id(slot) in seen_team:
                    continue
                if any((m, d.name) in game.passes for m in game.members(group)):
                    seen_team.add(id(slot))
                    continue
            if d.targets and not has_target(game, n, slot):
                continue
            out.append((n, d.name))
            if first:
                return out
    return out


def _holders(game: "Game", step_id: str, names: set[str]) -> list[int]:
    """The living seats, in order, that hold a skill of the step: their own, their group's or one promised
    them (every slot `usable_each` reads). Asked without a pass's shared `_Usable` (a ruleset's own `awaits`,
    after every input of a live period), only these are asked what they may use now: the others await nothing."""
    shared: set[int] = set()
    for g, slots in game.group_skills.items():
        for slot in slots:
            if slot.defn.step == step_id and slot.defn.name in names:
                shared.update(game.members(g))
                break
    for n, slot in game.promises:
        if slot.defn.step == step_id and slot.defn.name in names:
            shared.add(n)
    seats = game.seats
    out: list[int] = []
    for n in game.alive():
        if n in shared:
            out.append(n)
            continue
        for slot in seats[n].skills:
            d = slot.defn
            if d.step == step_id and d.name in names:
                out.append(n)
                break
    return out


def group_of(game: "Game", slot: Any) -> str | None:
    """The group whose one shared use `slot` is (promised to the group, or already its own)."""
    for g, slots in game.group_skills.items():
        if any(slot is s for s in slots):
            return g
    if slot.defn.team and any(slot is s for _, s in game.promises):
        return slot.defn.team
    return None


def _begin(game: "Game", step: Step) -> None:
    """A step's opening line in the trace, once (`started`: the steps whose line is out; only a game that
    records its trace keeps it, nothing else reads it)."""
    started = game.started
    if step.id not in started:
        started.add(step.id)
        if game.record_traces and step.title:
            game.open_step(step.id, step.title)


def _take(game: "Game", step: Step, pending: dict[str | None, list[Intent]] | None = None,
          hold: bool = False) -> None:
    """Settle the step's uses taken so far (and its automatic skills), in the step's order.
    `pending`: the close's uses sorted into their steps once, automatic ones included. `hold` (a step
    whose uses answer at once): an automatic skill the step still awaits the holder's pick for waits."""
    if pending is not None:
        got = pending.get(step.id)
        mine = [i for i in got if not i.consumed] if got else []
        if game.injected:
            mine += [i for i in game.injected if not i.consumed and i.slot.defn.step == step.id
                     and all(i is not m for m in mine)]
        if step.id in game.ruleset.auto_steps:  # an automatic skill gained since the close began (a heir's 通灵)
            mine += auto_intents(game, mine, step.id)
    else:
        mine = [i for i in game.inbox if isinstance(i, Intent) and not i.consumed
                and i.slot.defn.step == step.id and i.slot.defn.phase != "reactive"]
        auto = auto_intents(game, mine, step.id)
        if auto and hold:
            held = set(awaited(game, step))
            auto = [i for i in auto if (i.actor, i.skill) not in held]
        mine += auto
    if mine:
        if game.record_traces:
            _begin(game, step)
        settle_intents(game, step, game.ruleset.settling(game, mine))


def _settle(game: "Game", step: Step, pending: dict[str | None, list[Intent]] | None = None) -> bool:
    """Run one step; False when it is still waiting for a reactive input (not forced)."""
    sid = step.id
    if game.record_traces:  # _begin, inline: every step of every period passes here
        started = game.started
        if sid not in started:
            started.add(sid)
            if step.title:
                game.open_step(sid, step.title)
    done = True
    run = step.run
    if run is not None:
        done = run(game) is not False
    elif step.skills:
        _take(game, step, pending)
    if done:
        game.settled.append(sid)
        game.settled_taken.append(game.taken)
        game.settled_times.append(game.now)
    return done


def settle_ready(game: "Game") -> list[str]:
    """Live play: settle every step whose needs have settled and whose awaited inputs are all in,
    until none is ready. Returns the ids settled."""
    out: list[str] = []
    progress = True
    while progress and not game.over:
        progress = False
        steps = steps_of(game)
        usable = _Usable()
        for i, step in enumerate(steps):
            if step.id in game.settled or step.at_close:
                continue
            if not all(n in game.settled for n in needs_of(steps, i)):
                continue
            if step.at_once and step.run is None:
                _take(game, step, hold=True)  # 互不影响: each use answers at once
                usable = _Usable()
            if step.held or _still_awaits(game, step, usable):
                continue
            if _settle(game, step):
                out.append(step.id)
                progress = True
                break
    return out


def settle_to(game: "Game", step_id: str | None = None) -> list[str]:
    """The director moves the period on: settle `step_id` (and the steps it needs that have not
    settled), or the next step in order when none is named; what they await is forfeited."""
    steps = steps_of(game)
    ids = [s.id for s in steps]
    left = [s for s in steps if s.id not in game.settled]
    if not left:
        raise Refusal("本阶段的步骤均已结算，只能关门进入下一阶段")
    if step_id is None:  # the next step of play; what only the close settles comes last
        target = next((s for s in left if not s.at_close), left[0])
    elif step_id not in ids:
        raise Refusal(f"本阶段没有步骤{step_id}；步骤：{'、'.join(ids)}")
    elif step_id in game.settled:
        raise Refusal(f"步骤{step_id}已经结算")
    else:
        target = steps[ids.index(step_id)]
    wanted = _closure(steps, ids.index(target.id))
    out = []
    game.force_mark = len(game.offers_made)
    for s in steps:
        if s.id in wanted and s.id not in game.settled and not game.over:
            if not _force(game, s):
                break  # it made an offer its holder has not seen: the step waits for the answer
            out.append(s.id)
    return out


def _closure(steps: tuple[Step, ...], i: int) -> set[str]:
    ids = [s.id for s in steps]
    want = {steps[i].id}
    todo = [i]
    while todo:
        j = todo.pop()
        for n in needs_of(steps, j):
            if n not in want and n in ids:
                want.add(n)
                todo.append(ids.index(n))
    return want


def _force(game: "Game", step: Step, pending: dict[str | None, list[Intent]] | None = None) -> bool:
    was, game.forcing = game.forcing, True
    try:
        return _settle(game, step, pending)
    finally:
        game.forcing = was


def settle_all(game: "Game") -> bool:
    """The close: every step left, in order, forfeiting what has not come in. The period's uses
    are sorted into their steps once (a settling effect never changes a skill's step).

    In live play a close never forfeits a choice it has itself just offered (an exiled 黑狼王's
    报复, a shot): the step that waits for it stops the close there, and False says the period
    stays open; the next close (or the offer's deadline) forfeits it, once its holder was offered it."""
    mine = [i for i in game.inbox if type(i) is Intent and not i.consumed and i.slot.defn.phase != "reactive"]
    pending: dict[str | None, list[Intent]] = {}
    mine += auto_intents(game, mine)
    for i in mine:
        key = i.slot.defn.step
        group = pending.get(key)
        if group is None:  # not setdefault: it makes a list for every use
            pending[key] = [i]
        else:
            group.append(i)
    settled = game.settled
    # the steps settled before the one at hand, as a set for a membership test per step — or None while they
    # are only the steps this loop settled itself, in order, so that none of them comes again (a close
    # without live play: every step), and `known` the length of `settled` the loop expects
    done: set[str] | None = set(settled) if settled else None
    known = len(settled)
    was, game.forcing = game.forcing, True
    game.force_mark = len(game.offers_made)
    try:
        for step in steps_of(game):
            if len(settled) != known:  # a step settled others on its way: take them in
                done = set(settled)
                known = len(settled)
            sid = step.id
            if (done is None or sid not in done) and (step.always or not game.over):
                if _settle(game, step, pending):
                    known += 1
                    if done is not None:
                        done.add(sid)
                elif game.live and not game.over:
                    return False
    finally:
        game.forcing = was
    return True


def overdue(game: "Game", deadlines: list[Any], now: Any) -> list[str]:
    """The open steps whose deadline row (`Step.deadline`) is at or before `now`: the director's
    tick settles them (what they awaited is forfeited: 视为放弃). Needs the game's calendar."""
    rows = {d.key: d for d in deadlines}
    out = []
    steps = steps_of(game)
    for i, step in enumerate(steps):
        row = rows.get(step.row)
        if row is None or step.id in game.settled or step.at_close:
            continue
        if all(n in game.settled for n in opens_of(steps, i)) and row.at <= now:
            out.append(step.id)
    return out


def steps_for(game: "Game", intent: Intent) -> list[Step]:
    """The step that settles a use: its skill's own step, or (a reactive skill, 最后一枪) the first
    open step still awaiting its offer."""
    d = intent.slot.defn
    steps = steps_of(game)
    if d.step is not None:
        return [s for s in steps if s.id == d.step]
    want = (intent.actor, intent.skill)
    return [s for s in steps if s.id not in game.settled and is_open(game, s.id) and want in awaited(game, s)][:1]


def off_period(game: "Game", intent: Intent) -> str | None:
    """A use whose skill settles in a step this period does not have would be taken and never settled
    (245's 代理 on the 竞选日, which has no 晨曦): refused, unless a `run` step of the period takes it
    (`Step.takes`: PVZ's 开局 settles 一见钟情; the default whole-period step takes every skill)."""
    d = intent.slot.defn
    if d.step is None or d.phase == "reactive":
        return None
    for s in steps_of(game):
        if s.id == d.step or (s.takes and (d.name in s.takes or s.takes == ("*",))):
            return None
    return f"<{d.name}>不在本阶段发动（在{d.step}结算）"


def refusal_for(game: "Game", intent: Intent) -> str | None:
    """Why an accepted skill use cannot join the period any more: its step has settled."""
    d = intent.slot.defn
    if d.phase == "reactive" or d.step is None or d.step not in game.settled:
        return None
    return f"<{d.name}>所在的步骤{d.step}已经结算：未在此前提交，视为放弃"


def waiting_for(game: "Game") -> dict[str, list[tuple[int, str]]]:
    """For each step that could settle by itself next: the (seat, skill) inputs it awaits."""
    out: dict[str, list[tuple[int, str]]] = {}
    steps = steps_of(game)
    for i, step in enumerate(steps):
        if step.id in game.settled or step.at_close:
            continue
        if all(n in game.settled for n in opens_of(steps, i)):
            out[step.id] = awaited(game, step)
    return out


def status(game: "Game") -> list[dict[str, Any]]:
    """Every step of the open period with its state: settled, open (taking inputs) or waiting."""
    steps = steps_of(game)
    rows = []
    for i, s in enumerate(steps):
        state = "settled" if s.id in game.settled else (
            "open" if all(n in game.settled for n in opens_of(steps, i)) else "waiting")
        rows.append({"id": s.id, "title": s.title, "state": state, "at_close": s.at_close})
    return rows
