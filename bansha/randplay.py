"""Random legal inputs for the open period: the simulator's player and the fuzz harness.

It asks the engine what each living seat may use now and which targets are legal, so it stays
right for every ruleset without knowing any role."""
from __future__ import annotations

import random
from typing import Any, Iterator

from bansha.engine.draws import Draws
from bansha.engine.game import Game
from bansha.engine.intake import usable_each
from bansha.engine.skills import SkillSlot


def _used_up(game: Game, slot: SkillSlot) -> bool:
    """No use of this copy is left this period (what intake refuses as 本阶段已经提交 or as spent)."""
    n = game.used.get(id(slot), 0)
    left = slot.uses_left
    return (left is not None and left <= n) or n >= slot.defn.per_period


def random_inputs(game: Game, rng: random.Random) -> list[dict[str, Any]]:
    """Random legal inputs for the open period, all drawn before any is submitted."""
    return list(random_stream(game, rng))


def random_stream(game: Game, rng: random.Random) -> Iterator[dict[str, Any]]:
    """The same inputs one at a time, for a caller that submits each before asking for the next
    (the simulator). Where several seats drew their group's one shared use (PVZ's 狼人 <杀人>), a
    later one is dropped once every copy of that skill the seat was offered is used up, since intake
    would refuse it (本阶段已经提交); its draws are made all the same, so the game is the same one."""
    kind = game.kind
    alive = game.alive()
    draw, draws = rng.random, Draws(rng)
    choice = draws.choice  # (the night's draws call draws.choice: compiled, a native call)
    if kind in ("start", "night"):
        usable = usable_each(game, alive)
        seen: set[int] = set()
        shared: set[int] = set()  # slots offered to more than one seat: a group's one use
        for slots in usable:
            for slot in slots:
                sid = id(slot)
                if sid in seen:
                    shared.add(sid)
                seen.add(sid)
        drawn: set[int] = set()
        for seat, slots in zip(alive, usable):
            for slot in slots:
                if draw() < 0.85:
                    d = slot.defn
                    targets = [draws.choice(alive)] if d.targets == 1 else draws.sample(alive, min(d.targets, len(alive)))
                    inp = {"kind": "action", "by": seat, "skill": d.name, "targets": targets}
                    if d.choices:
                        inp["choice"] = draws.choice(d.choices)
                    sid = id(slot)
                    if sid in shared:
                        if sid in drawn and all(_used_up(game, s) for s in slots if s.defn.name == d.name):
                            continue
                        drawn.add(sid)
                    yield inp
        return
    out: list[dict[str, Any]] = []
    for st in game.seat_list:
        n = st.no
        others: list[int] | None = None  # made once per seat, at its first reactive skill
        for slot in st.skills:
            if slot.defn.phase == "reactive" and not slot.spent():
                if others is None:
                    others = [s for s in alive if s != n]
                if others and draw() < 0.9:
                    out.append({"kind": "action", "by": n, "skill": slot.defn.name, "targets": [choice(others)]})
    for seat, slots in zip(alive, usable_each(game, alive, targets=0)):
        for slot in slots:
            if draw() < 0.03:
                out.append({"kind": "action", "by": seat, "skill": slot.defn.name})
    if game.period == "day 1":
        out += [{"kind": "sheriff_vote", "by": s, "for": choice(alive)} for s in alive]
    out += [{"kind": "vote", "by": s, "for": choice(alive) if draw() < 0.95 else None} for s in alive]
    if draw() < 0.02:
        out.append({"kind": "card", "to": choice(list(game.seats)), "card": choice(("蓝牌", "黄牌", "红牌")),
                    "reason": "模拟判罚"})
    yield from out
