"""Random legal inputs for a 245 game (`bansha simulate --ruleset jiu`, the property tests): the
engine's generic player, with the choices 245's skills ask for — a guessed identity (暗杀, 大杀四方),
an identity to hunt (无尽追猎), the [漏洞] holders (瘟疫爆发), a 任职宣言, a group skill."""
from __future__ import annotations

import random
from typing import Any

from bansha import randplay
from bansha.engine.game import Game

from . import statuses
from .common import BY_NAME
from .group_skills import VILLAGE_CARDS
from .opening import GROUP_SKILLS
from .sheriff import PLEDGES

NAMES = sorted(BY_NAME)


def _fix(game: Game, rng: random.Random, inp: dict[str, Any]) -> dict[str, Any] | None:
    skill = inp.get("skill")
    alive = game.alive()
    if skill == "暗杀":
        t = inp["targets"][0]
        inp["choice"] = game.seats[t].role if rng.random() < 0.5 else rng.choice(NAMES)
    elif skill == "大杀四方":
        ts = rng.sample(alive, min(len(alive), rng.choice((1, 2))))
        inp["targets"] = ts
        inp["choice"] = [game.seats[t].role if rng.random() < 0.6 else rng.choice(NAMES) for t in ts]
    elif skill == "无尽追猎":
        inp.pop("targets", None)
        inp["choice"] = rng.choice(NAMES)
    elif skill == "瘟疫爆发":
        holders = [n for n in alive if statuses.has(game.seats[n], "漏洞")]
        if not holders:
            return None
        inp["targets"] = holders
    elif skill == "任职宣言":
        inp.pop("targets", None)
        inp["choice"] = rng.choice(PLEDGES)
    elif skill == "群内可选技能":
        inp.pop("targets", None)
        inp["choice"] = rng.choice(GROUP_SKILLS)
    elif skill == "窥天":
        inp.pop("targets", None)
        inp["choice"] = rng.sample(VILLAGE_CARDS, 3)
    elif skill == "控天":
        inp.pop("targets", None)
        inp["choice"] = rng.sample(("预言", "馈赠", "天火", "明察", "祝福"), rng.choice((1, 2)))
    elif skill in ("明察", "代理", "变天", "自爆"):
        inp.pop("targets", None)
    return inp


def random_inputs(game: Game, rng: random.Random) -> list[dict[str, Any]]:
    out = []
    for inp in randplay.random_inputs(game, rng):
        if inp.get("kind") == "action":
            inp = _fix(game, rng, inp)
        if inp is not None:
            out.append(inp)
    if game.kind == "day" and game.period.number > 1:
        out = [i for i in out if i.get("kind") != "sheriff_vote"]
    return out
