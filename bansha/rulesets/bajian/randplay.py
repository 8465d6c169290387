"""Random legal inputs for a 078 game (`bansha simulate --ruleset bajian`, the property tests):
letter lists and 节气 at the start, each night skill on a legal target, votes, and the reactive
answers (最后一枪, 殉职, 避险) ahead of their triggers."""
from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from bansha.engine.draws import Draws
from bansha.engine.intake import legal_targets, usable_each

from .common import ELDER, HYBRID, KING, LETTERS, TERMS

if TYPE_CHECKING:
    from .state import BjGame

MESSAGES = ("今晚先刀左边", "别动", "他是特权")


def _start(game: BjGame, rng: random.Random) -> list[dict[str, Any]]:
    draws = Draws(rng)  # rng.choice and rng.sample, draw for draw, compiled
    out = []
    for n, seat in game.seats.items():
        if seat.role in (KING, ELDER):
            out.append({"kind": "action", "by": n, "skill": "征召",
                        "choice": draws.sample(list(LETTERS), draws.choice((10, 11)))})
        elif seat.role == HYBRID:
            own = game.state.term[n]
            out.append({"kind": "action", "by": n, "skill": "支持", "choice": draws.choice([t for t in TERMS if t != own])})
    return out


def _night(game: BjGame, rng: random.Random) -> list[dict[str, Any]]:
    draws = Draws(rng)  # rng.choice and rng.sample, draw for draw, compiled
    alive = game.alive()
    out = []
    for seat, slots in zip(alive, usable_each(game, alive)):
        for slot in slots:
            d = slot.defn
            if rng.random() > 0.7:
                continue
            inp: dict[str, Any] = {"kind": "action", "by": seat, "skill": d.name}
            if d.name == "报信":
                inp["choice"] = draws.choice(MESSAGES)
            elif d.name == "魔音":
                a = draws.choice(alive)
                others = [s.defn.name for s in game.seats[a].skills if s.defn.phase == "night"]
                inp["targets"] = [a, draws.choice(alive)]
                inp["choice"] = draws.choice(others or ["验人"])
            elif d.name == "吹笛":
                inp["targets"] = draws.sample(alive, 2)
            elif d.name == "守护之盾":
                pool = legal_targets(game, seat, slot)
                inp["targets"] = draws.sample(pool, min(len(pool), draws.choice((1, 1, 2, 3)))) if pool else [seat]
            elif d.targets:
                pool = legal_targets(game, seat, slot) or alive
                inp["targets"] = [draws.choice(pool)]
            out.append(inp)
    out += _reactive(game, rng)
    return out


def _reactive(game: BjGame, rng: random.Random) -> list[dict[str, Any]]:
    draws = Draws(rng)  # rng.choice and rng.sample, draw for draw, compiled
    alive = game.alive()
    out = []
    for n, seat in game.seats.items():
        if not seat.alive:
            continue
        if seat.role == "猎人" and "最后一枪" not in seat.lost and rng.random() < 0.5:
            out.append({"kind": "action", "by": n, "skill": "最后一枪", "targets": [draws.choice(alive)]})
        if game.sheriff == n and rng.random() < 0.7:
            out.append({"kind": "action", "by": n, "skill": "殉职", "targets": [draws.choice(alive)]})
        if seat.role == "吹笛者" and len(game.state.piped) >= 2 and rng.random() < 0.5:
            out.append({"kind": "action", "by": n, "skill": "避险", "targets": draws.sample(game.state.piped, 2)})
    return out


def random_inputs(game: BjGame, rng: random.Random) -> list[dict[str, Any]]:
    kind = game.kind
    if kind == "start":
        return _start(game, rng)
    if kind == "night":
        return _night(game, rng)
    draws = Draws(rng)  # rng.choice, draw for draw, compiled
    alive = game.alive()
    out = []
    vote = "sheriff_vote" if game.period.number == 1 else "vote"
    for n in alive:
        if game.seats[n].role == ELDER and rng.random() < 0.5:
            out.append({"kind": "action", "by": n, "skill": "权威", "choice": rng.randint(1, 4)})
        out.append({"kind": vote, "by": n, "for": draws.choice(alive) if rng.random() < 0.9 else None})
        if rng.random() < 0.1:
            out.append({"kind": vote, "by": n, "for": draws.choice(alive)})
    out += _reactive(game, rng)
    if rng.random() < 0.02:
        out.append({"kind": "card", "to": draws.choice(list(game.seats)), "card": draws.choice(("蓝牌", "黄牌", "红牌")),
                    "reason": "模拟判罚"})
    return out
