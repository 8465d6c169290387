"""A night order as data: a list of named steps, each settling the skills that belong to it (in
the order the step lists them, then in submission order) or running a settlement function.

A ruleset's order reads like the seed's numbered list, and every step leaves a trace line."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Callable

from .skills import Intent

if TYPE_CHECKING:
    from .game import Game


@dataclass(frozen=True)
class Step:
    id: str
    title: str
    skills: tuple[str, ...] = ()
    run: Callable[["Game"], None] | None = None
    key: Callable[[Intent], Any] | None = None  # a step's own order (245: own skills before borrowed)
    rank: dict[str, int] = field(init=False, repr=False, compare=False, hash=False)  # from `skills`

    def __post_init__(self) -> None:
        object.__setattr__(self, "rank", {name: k for k, name in enumerate(self.skills)})

    def order(self, intent: Intent) -> tuple[int, int]:
        """The seed's order inside a step: the rank of the skill in `skills`, then 手速."""
        return self.rank.get(intent.slot.defn.name, 99), intent.index


def auto_intents(game: "Game", submitted: list[Intent]) -> list[Intent]:
    """<强制> skills that need no choice happen by themselves for every living holder."""
    given = None
    out = []
    for seat in game.seats.values():
        if not seat.alive:
            continue
        for slot in seat.skills:
            d = slot.defn
            if d.auto and d.name not in seat.lost:
                if given is None:
                    given = {id(i.slot) for i in submitted}
                if id(slot) not in given:
                    out.append(Intent(seat.no, slot, (), None, None, -1))
    return out


def run_steps(game: "Game", steps: tuple[Step, ...], intents: list[Intent]) -> None:
    """Settle `steps` in order. The intents are sorted into their steps once, up front: a step
    belongs to the skill's definition, which settling never changes."""
    by_step: dict[str | None, list[Intent]] = {}
    for i in intents + auto_intents(game, intents):
        by_step.setdefault(i.slot.defn.step, []).append(i)
    uses = None  # this period's settled-use log, made at the first use
    for step in steps:
        if game.over:
            return
        if game.record_traces:
            game.trace(f"{step.id} {step.title}")
        if step.run:
            step.run(game)
            continue
        mine = by_step.get(step.id)
        if not mine:
            continue
        if len(mine) > 1:
            mine = sorted(mine, key=step.key or step.order)
        for intent in mine:
            intent.consumed = True
            slot = intent.slot
            d = slot.defn
            if d.auto:
                seat = game.seats[intent.actor]
                if d.name in seat.lost or not seat.alive:
                    continue
            slot.use()
            if uses is None:
                uses = game.history.setdefault("uses", {}).setdefault(game.period, [])
            uses.append((intent.actor, d.name, intent.targets, step.id))
            d.effect(game, intent)
