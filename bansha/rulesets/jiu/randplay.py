"""Random legal inputs for a 245 game (`bansha simulate --ruleset jiu`, the property tests): the
engine's generic player, with the choices 245's skills ask for — a guessed identity (暗杀, 大杀四方),
an identity to hunt (无尽追猎), the [漏洞] holders (瘟疫爆发), a 任职宣言, a group skill, a 祈祷 list, and now
and then a 偷盗改选 sent with 偷盗."""
from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from bansha import randplay
from bansha.engine.draws import Draws
from bansha.engine.intake import usable

from . import statuses
from .common import BY_NAME, FACTIONS, VILLAGE, seats_in_order
from .group_skills import VILLAGE_CARDS
from .opening import GROUP_SKILLS
from .sheriff import PLEDGES
from .roles.fire_thief import WOLF_IDS

if TYPE_CHECKING:
    from .state import JiuGame


NAMES = sorted(BY_NAME)
VILLAGE_NAMES = sorted(n for n, i in BY_NAME.items() if i.faction == VILLAGE)


# the skills `_fix` gives a choice or other targets (any other input is sent as the generic player drew it)
FIXED = frozenset({"暗杀", "大杀四方", "无尽追猎", "瘟疫爆发", "任职宣言", "群内可选技能", "窥天", "控天", "祈祷", "祈愿",
                   "偷盗改选", "明察", "代理", "变天", "自爆"})


def _fix(game: JiuGame, rng: random.Random, inp: dict[str, Any]) -> dict[str, Any] | None:
    skill = inp.get("skill")
    if skill not in FIXED:
        return inp
    draws = Draws(rng)  # rng.choice and rng.sample, draw for draw, compiled
    if skill == "暗杀":
        t = inp["targets"][0]
        inp["choice"] = game.seats[t].role if rng.random() < 0.5 else draws.choice(NAMES)
    elif skill == "大杀四方":
        alive = game.alive()  # read where a skill needs it: this runs for every input
        ts = draws.sample(alive, min(len(alive), draws.choice((1, 2))))
        inp["targets"] = ts
        inp["choice"] = [game.seats[t].role if rng.random() < 0.6 else draws.choice(NAMES) for t in ts]
    elif skill == "无尽追猎":
        inp.pop("targets", None)
        inp["choice"] = draws.choice(NAMES)
    elif skill == "瘟疫爆发":
        holders = [n for n in game.alive() if statuses.has(game.seats[n], "漏洞")]
        if not holders:
            return None
        inp["targets"] = holders
    elif skill == "任职宣言":
        inp.pop("targets", None)
        inp["choice"] = draws.choice(PLEDGES)
    elif skill == "群内可选技能":
        inp.pop("targets", None)
        inp["choice"] = draws.choice(GROUP_SKILLS)
    elif skill == "窥天":
        inp.pop("targets", None)
        inp["choice"] = draws.sample(VILLAGE_CARDS, 3)
    elif skill == "控天":
        inp.pop("targets", None)
        inp["choice"] = draws.sample(("预言", "馈赠", "天火", "明察", "祝福"), draws.choice((1, 2)))
    elif skill == "祈祷":  # a few rows, each fact right more often than not
        inp.pop("targets", None)
        inp["choice"] = [_prayer_row(game, rng, n) for n in draws.sample(sorted(game.seats), draws.choice((1, 2, 3)))]
    elif skill == "祈愿":
        inp.pop("targets", None)
        if rng.random() < 0.5:
            inp["choice"] = draws.choice(VILLAGE_NAMES)
    elif skill == "偷盗改选":
        return None  # sent with 偷盗 (random_inputs), before anything is stolen
    elif skill in ("明察", "代理", "变天", "自爆"):
        inp.pop("targets", None)
    return inp


def _prayer_row(game: JiuGame, rng: random.Random, n: int) -> list:
    seat = game.seats[n]
    draws = Draws(rng)  # rng.choice, draw for draw, compiled
    return [n, seat.surface_camp if rng.random() < 0.7 else draws.choice(FACTIONS),
            seat.surface_role if rng.random() < 0.5 else draws.choice(NAMES), rng.random() < 0.3]


def _rechoice(game: JiuGame, rng: random.Random, inp: dict[str, Any]) -> dict[str, Any] | None:
    """With 偷盗, sometimes a 偷盗改选 on a skill one of its targets may use tonight."""
    options = [(t, s.defn) for t in inp.get("targets") or [] if t in game.seats for s in usable(game, t)]
    if not options or rng.random() < 0.5:
        return None
    draws = Draws(rng)  # rng.choice and rng.sample, draw for draw, compiled
    t, d = draws.choice(options)
    alive = game.alive()
    decision = "放弃" if rng.random() < 0.5 or not d.targets else draws.sample(alive, min(d.targets, len(alive)))
    return {"kind": "action", "by": inp["by"], "skill": "偷盗改选", "choice": [t, d.name, decision]}


def random_inputs(game: JiuGame, rng: random.Random) -> list[dict[str, Any]]:
    out = []
    for given in randplay.random_inputs(game, rng):
        inp = _fix(game, rng, given) if given.get("kind") == "action" else given
        if inp is not None:
            out.append(inp)
            if inp.get("skill") == "偷盗":
                extra = _rechoice(game, rng, inp)
                if extra is not None:
                    out.append(extra)
    if game.kind == "day" and game.period.number > 1:
        out = [i for i in out if i.get("kind") != "sheriff_vote"]
    if game.kind == "day":
        out += _dusk(game, rng)
    return out


def _dusk(game: JiuGame, rng: random.Random) -> list[dict[str, Any]]:
    """黄昏's skills with a target or a choice, which the generic player leaves out by day: 启蒙, 献祭唤醒."""
    out: list[dict[str, Any]] = []
    alive = game.alive()
    draws = Draws(rng)  # rng.choice, draw for draw, compiled
    for n in alive:
        names = {s.defn.name for s in game.seats[n].skills}
        if "启蒙" in names and rng.random() < 0.6 and len(alive) > 1:
            out.append({"kind": "action", "by": n, "skill": "启蒙", "targets": [draws.choice([m for m in alive if m != n])],
                        "choice": draws.choice(WOLF_IDS)})
        if "献祭唤醒" in names and rng.random() < 0.5:
            gone = [m for m, s in seats_in_order(game) if not s.alive]
            if gone and rng.random() < 0.5:
                out.append({"kind": "action", "by": n, "skill": "献祭唤醒", "targets": [draws.choice(gone)], "choice": 1})
            else:
                out.append({"kind": "action", "by": n, "skill": "献祭唤醒", "choice": 2})
    return out
