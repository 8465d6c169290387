"""Random legal inputs for the open period: the simulator's player and the fuzz harness.

It asks the engine what each living seat may use now and which targets are legal, so it stays
right for every ruleset without knowing any role."""
from __future__ import annotations

import random
from typing import Any, Sequence, TypeVar

from bansha.engine.game import Game
from bansha.engine.intake import usable_each

T = TypeVar("T")


class Draws:
    """`rng.choice` as CPython's `Random` draws it (`_randbelow_with_getrandbits`: the fewest bits
    that cover n, redrawn while too large), in code the compiled build compiles: the same numbers
    from the same generator, so the same games and records, without an interpreted call per draw.
    tests/test_randplay_draws.py holds it to `Random.choice` draw for draw."""

    def __init__(self, rng: random.Random) -> None:
        self.bits = rng.getrandbits

    def choice(self, seq: Sequence[T]) -> T:
        n = len(seq)
        if not n:
            raise IndexError("Cannot choose from an empty sequence")
        k = n.bit_length()
        r = self.bits(k)
        while r >= n:
            r = self.bits(k)
        return seq[r]


def random_inputs(game: Game, rng: random.Random) -> list[dict[str, Any]]:
    kind = game.kind
    alive = game.alive()
    out: list[dict[str, Any]] = []
    draw, choice = rng.random, Draws(rng).choice
    if kind in ("start", "night"):
        for seat, slots in zip(alive, usable_each(game, alive)):
            for slot in slots:
                if draw() < 0.85:
                    d = slot.defn
                    targets = [choice(alive)] if d.targets == 1 else rng.sample(alive, min(d.targets, len(alive)))
                    inp = {"kind": "action", "by": seat, "skill": d.name, "targets": targets}
                    if d.choices:
                        inp["choice"] = choice(d.choices)
                    out.append(inp)
        return out
    for n, st in game.seats.items():
        for slot in st.skills:
            if slot.defn.phase == "reactive" and not slot.spent():
                others = [s for s in alive if s != n]
                if others and draw() < 0.9:
                    out.append({"kind": "action", "by": n, "skill": slot.defn.name, "targets": [choice(others)]})
    for seat, slots in zip(alive, usable_each(game, alive)):
        for slot in slots:
            if slot.defn.targets == 0 and draw() < 0.03:
                out.append({"kind": "action", "by": seat, "skill": slot.defn.name})
    if game.period == "day 1":
        out += [{"kind": "sheriff_vote", "by": s, "for": choice(alive)} for s in alive]
    out += [{"kind": "vote", "by": s, "for": choice(alive) if draw() < 0.95 else None} for s in alive]
    if draw() < 0.02:
        out.append({"kind": "card", "to": choice(list(game.seats)), "card": choice(("蓝牌", "黄牌", "红牌")),
                    "reason": "模拟判罚"})
    return out
