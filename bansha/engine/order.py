"""A night order as data: a list of named steps, each settling the skills that belong to it (in
the order the step lists them, then in submission order) or running a settlement function.

A ruleset's order reads like the seed's numbered list, and every step leaves a trace line."""
from __future__ import annotations

from dataclasses import dataclass
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


def auto_intents(game: "Game", submitted: list[Intent]) -> list[Intent]:
    """<强制> skills that need no choice happen by themselves for every living holder."""
    given = {id(i.slot) for i in submitted}
    out = []
    for seat in game.seats.values():
        if not seat.alive:
            continue
        for slot in seat.skills:
            if slot.defn.auto and slot.defn.name not in seat.lost and id(slot) not in given:
                out.append(Intent(seat.no, slot, (), None, None, -1))
    return out


def run_steps(game: "Game", steps: tuple[Step, ...], intents: list[Intent]) -> None:
    intents = intents + auto_intents(game, intents)
    for step in steps:
        if game.over:
            return
        game.trace(f"{step.id} {step.title}")
        if step.run:
            step.run(game)
            continue
        mine = [i for i in intents if i.slot.defn.step == step.id]
        rank = {name: k for k, name in enumerate(step.skills)}
        order = step.key or (lambda i: (rank.get(i.skill, 99), i.index))
        for intent in sorted(mine, key=order):
            intent.consumed = True
            seat = game.seats[intent.actor]
            if intent.slot.defn.auto and (intent.skill in seat.lost or not seat.alive):
                continue
            intent.slot.use()
            game.history.setdefault("uses", {}).setdefault(game.period, []).append(
                (intent.actor, intent.skill, intent.targets, step.id))
            intent.slot.defn.effect(game, intent)
