"""A period's order as data: a list of named steps, each settling the skills that belong to it
(in the order the step lists them, then in submission order) or running a settlement function.

A ruleset's order reads like the seed's numbered list, and every step leaves a trace line.
`bansha.engine.settlement` settles the steps one at a time as their inputs come in; a step
says which earlier steps it `needs` (default: every earlier one), whether it settles only when
the period closes (`at_close`), and what it `awaits` before it may settle by itself."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Callable

from .skills import Intent, is_among

if TYPE_CHECKING:
    from .game import Game


@dataclass(frozen=True)
class Step:
    id: str
    title: str
    skills: tuple[str, ...] = ()
    run: Callable[["Game"], bool | None] | None = None  # False: still waiting
    key: Callable[[Intent], Any] | None = None  # a step's own order (245: own skills before borrowed)
    needs: tuple[str, ...] | None = None  # steps settled before this one; None = every earlier step
    # steps settled before it takes inputs (what a seat must have learnt first); None = `needs`
    opens: tuple[str, ...] | None = None
    at_close: bool = False  # settles only when the period closes (or the director names it)
    # the seed keeps it open though every answer is in (245's 正午 and votes, 078's 在白天结束时): it settles
    # only by its deadline, the director or the close, yet still says whom it waits for
    held: bool = False
    # (seat, skill) pairs the step waits for before it settles by itself; None = the living
    # holders of its skills that have neither submitted nor passed (a `run` step: nothing)
    awaits: Callable[["Game"], list[tuple[int, str]]] | None = None
    # 互不影响: in live play each use settles (and answers) as soon as it is taken, in 手速 order
    at_once: bool = False
    always: bool = False  # the close runs it even once the game is over (the final 公示, expiries)
    deadline: str | None = None  # the timetable row whose passing settles it (视为放弃), with a calendar;
    # a row keyed by the step's own id does the same
    # skills of other steps that this `run` step settles when taken in its period ("*": every one, the
    # default whole-period step); a use of a skill whose step the period lacks is otherwise refused
    takes: tuple[str, ...] = ()
    rank: dict[str, int] = field(init=False, repr=False, compare=False, hash=False)  # from `skills`

    def __post_init__(self) -> None:
        object.__setattr__(self, "rank", {name: k for k, name in enumerate(self.skills)})

    @property
    def row(self) -> str:
        """The key of the timetable row that times the step: its `deadline`, else its own id."""
        return self.deadline or self.id

    def order(self, intent: Intent) -> tuple[int, int]:
        """The seed's order inside a step: the rank of the skill in `skills`, then 手速."""
        return self.rank.get(intent.slot.defn.name, 99), intent.index


def auto_intents(game: "Game", submitted: list[Intent], step: str | None = None) -> list[Intent]:
    """<强制> skills that need no choice happen by themselves for every living holder (of the
    skills of `step`, when given)."""
    out = []
    for seat in game.seat_list:
        if not seat.alive:
            continue
        for slot in seat.skills:
            d = slot.defn
            if d.auto and d.name not in seat.lost and (step is None or d.step == step) \
                    and not _uses(submitted, slot) and not is_among(game.auto_done, slot):
                out.append(Intent(seat.no, slot, (), None, None, -1))
    return out


def _uses(intents: list[Intent], slot: Any) -> bool:
    """Whether one of `intents` is a use of this very copy (a loop: see `skills.is_among`)."""
    for i in intents:
        if i.slot is slot:
            return True
    return False


def still_usable(game: "Game", intent: Intent) -> str | None:
    """Why an accepted use can no longer settle (its holder went out, lost the skill, or a status
    suspends it now), or None. Every intent is checked again when its step settles."""
    seat = game.seats[intent.actor]
    d = intent.slot.defn
    if not seat.alive:
        return f"{seat.no}号 已出局，不能发动<{d.name}>"
    if d.name in seat.lost:
        return f"{seat.no}号 已失去技能<{d.name}>"
    return game.ruleset.usable_now(game, seat, intent.slot)


def settle_intents(game: "Game", step: Step, mine: list[Intent]) -> None:
    """Settle one step's intents in the step's order: each is checked again, uses its count,
    goes into the period's use log, and takes effect (through the ruleset's pipeline)."""
    if len(mine) > 1:
        mine = sorted(mine, key=step.key or step.order)
    for intent in mine:
        intent.consumed = True
        slot = intent.slot
        d = slot.defn
        if d.auto:
            game.auto_done.append(slot)
        why = still_usable(game, intent)  # a team's use too: its submitter may have lost it since
        if why:
            if not d.auto:
                game.reject(intent.actor, d.name, why)
            continue
        slot.use()
        game.log_use(intent, step.id)
        game.ruleset.apply(game, intent)


def run_steps(game: "Game", steps: tuple[Step, ...], intents: list[Intent]) -> None:
    """Settle `steps` in order. The intents are sorted into their steps once, up front: a step
    belongs to the skill's definition, which settling never changes."""
    by_step: dict[str | None, list[Intent]] = {}
    for i in intents + auto_intents(game, intents):
        by_step.setdefault(i.slot.defn.step, []).append(i)
    for step in steps:
        if game.over:
            return
        if game.record_traces:
            game.open_step(step.id, step.title)
        if step.run:
            step.run(game)
            continue
        mine = by_step.get(step.id)
        if mine:
            settle_intents(game, step, mine)
