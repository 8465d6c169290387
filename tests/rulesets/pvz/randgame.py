"""Random legal PVZ games for property tests.

Each period, every living seat tries each skill it might hold (a few random targets, keeping the
first the intake accepts — a refused try changes nothing); day 1 holds an election; the day
brings reactive skills (最后一枪, 殉职), now and then a 自爆, random votes among the living (with
the odd 改票 or vote from a dead seat) and the odd card. Every accepted input is kept as a
scenario step, so the same game can be replayed through `bansha replay`'s code path.

While playing, every seat already out is made to try its skills: each try must be refused.
"""
from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any

from bansha.engine.errors import Refusal
from bansha.engine.game import Game
from bansha.engine.intake import slots_of
from bansha.replay import feed
from bansha.rulesets.pvz import RULESET

from .helpers import ADMIRER, ELEVEN, FOURTEEN, FULL, HUNTER_ONLY, MERCHANT, TEN, TWELVE, TWELVE_PLAIN, act, seats

LINEUPS = (TEN, ELEVEN, TWELVE, TWELVE_PLAIN, HUNTER_ONLY, MERCHANT, ADMIRER, FOURTEEN, FULL)
NIGHT_SKILLS = ("一见钟情", "查验", "预言", "守护之盾", "交易", "杀人", "救药", "毒药")
ACTIVE_SKILLS = NIGHT_SKILLS + ("自爆",)
GIFTS = ("预言", "毒药", "守护之盾")
CARD_ODDS = (("蓝牌", 0.6), ("黄牌", 0.35), ("红牌", 0.05))


@dataclass
class RandomGame:
    game: Game
    scenario: dict[str, Any]
    votes: dict[str, list[tuple[int, int | None]]] = field(default_factory=dict)
    dead_refusals: int = 0


def _try_action(game: Game, r: random.Random, seat: int, skill: str, step: dict) -> None:
    everyone = sorted(game.seats)
    for _ in range(4):
        target = r.choice(everyone)
        choice = r.choice(GIFTS) if skill == "交易" else None
        inp = act(seat, skill) if skill == "自爆" else act(seat, skill, target, choice=choice)
        try:
            game.submit({"kind": "action", **inp})
        except Refusal:
            continue
        step["actions"].append(inp)
        return


def _dead_must_be_refused(game: Game, out: RandomGame) -> None:
    for no, seat in game.seats.items():
        if seat.alive:
            continue
        for skill in ACTIVE_SKILLS:
            if not slots_of(game, seat, skill):
                continue
            target = next(iter(sorted(game.seats)))
            try:
                game.submit({"kind": "action", **act(no, skill, target, choice="预言")})
            except Refusal:
                out.dead_refusals += 1
                continue
            raise AssertionError(f"{game.period}: {no}号 is out but <{skill}> was accepted")


def _card(r: random.Random) -> str:
    x = r.random()
    for kind, p in CARD_ODDS:
        if x < p:
            return kind
        x -= p
    return "红牌"


def random_game(r: random.Random, max_days: int = 8) -> RandomGame:
    roles = list(r.choice(LINEUPS))
    options = {o.name: r.choice(o.choices) for o in RULESET.option_defs}
    rng = r.randrange(10_000)
    game = Game(RULESET, seats(roles), options, rng)
    steps: list[dict[str, Any]] = []
    out = RandomGame(game, {"ruleset": "pvz", "options": options, "rng": rng, "seats": seats(roles), "steps": steps})
    while True:
        label = game.period
        kind = label.split()[0]
        step: dict[str, Any] = {"at": label, "actions": []}
        _dead_must_be_refused(game, out)
        living = sorted(game.alive())
        if kind in ("start", "night"):
            for seat in r.sample(living, len(living)):
                for skill in r.sample(NIGHT_SKILLS, len(NIGHT_SKILLS)):
                    if r.random() < 0.6:
                        _try_action(game, r, seat, skill, step)
        else:
            for seat in sorted(game.seats):
                role = game.seats[seat].role
                if role in ("猎人", "狼王") and r.random() < 0.7:
                    _try_action(game, r, seat, "最后一枪", step)
                if r.random() < (0.5 if seat == game.sheriff else 0.05):
                    _try_action(game, r, seat, "殉职", step)
            if r.random() < 0.15:
                wolves = [s for s in living if game.seats[s].role in ("狼人", "狼王", "石像鬼")]
                if wolves:
                    _try_action(game, r, r.choice(wolves), "自爆", step)
        inputs: list[dict[str, Any]] = []
        if label == "day 1":
            sv = [{"by": s, "for": r.choice(living + [None])} for s in living if r.random() < 0.9]
            step["sheriff_votes"] = sv
            inputs += [{"kind": "sheriff_vote", "by": v["by"], "for": v["for"]} for v in sv]
        if kind == "day":
            voters = [s for s in r.sample(sorted(game.seats), len(game.seats))
                      if (game.seats[s].alive and r.random() < 0.85) or r.random() < 0.05]
            votes = [{"by": s, "for": r.choice(living + [None])} for s in voters]
            if votes and r.random() < 0.1:
                votes.append({"by": votes[0]["by"], "for": r.choice(living)})
            step["votes"] = votes
            out.votes[label] = [(v["by"], v["for"]) for v in votes]
            inputs += [{"kind": "vote", "by": v["by"], "for": v["for"]} for v in votes]
        if kind != "start" and r.random() < 0.12:
            cards = [{"to": r.choice(sorted(game.seats)), "card": _card(r), "reason": "随机判罚"}]
            step["cards"] = cards
            inputs += [{"kind": "card", **c} for c in cards]
        for inp in inputs:
            feed(game, inp)
        steps.append(step)
        game.close()
        if game.over or (kind == "day" and int(label.split()[1]) >= max_days):
            break
    game.flags["played"] = label
    return out
