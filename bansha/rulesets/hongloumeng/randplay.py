"""Random legal inputs for `bansha simulate --ruleset hongloumeng`: for the open period, what
living seats might submit (skills with legal targets, votes, the election, reactive 报复/殉职
in case they trigger), sometimes nothing. It never raises and never touches `game.rng`; an input
may still be refused by `Game.submit`, which the caller catches."""
from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any, Final

from bansha.engine.draws import Draws
from bansha.engine.skills import Intent, SkillDef, SkillSlot, 强制

from .common import PACK, WOLF, number
from .roles.judge import NOT_MET
from .roles.wolf_pack import PICKS
from .sheriff import TEAR

if TYPE_CHECKING:
    from .state import HlmGame


ACT: Final = 0.75  # how often an optional skill is used


def _rng(game: "HlmGame") -> random.Random:
    """A player's own stream, derived from the game without drawing from it; seeded by a string
    (hashed with SHA-512 by `random`), so it is the same in every process."""
    return random.Random(repr((game.rng.getstate()[1][:8], game.period, len(game.events))))


def _targets(game: "HlmGame", rng: random.Random, draws: Draws, seat: int, defn: SkillDef,
             living: list[int]) -> list[int] | None:
    pool = living if defn.allow_self else [n for n in living if n != seat]
    if defn.name in ("顶盾",):
        pool = [n for n in pool if game.seats[n].camp == WOLF]
    if defn.name in ("窥探", "黑暗侦测"):
        pool = [n for n in pool if game.seats[n].camp != WOLF]
    if len(pool) < defn.targets:
        return None
    if defn.targets == 1:  # the same draw as `sample(pool, 1)`, without its checks and copy
        return [draws.choice(pool)]
    return sorted(rng.sample(pool, defn.targets))


def _night(game: "HlmGame", rng: random.Random) -> list[dict[str, Any]]:
    draws = Draws(rng)  # rng.choice, draw for draw, compiled
    draw = rng.random  # bound once: a method call on a Random is a generic lookup each time
    out: list[dict[str, Any]] = []
    pack_done: set[str] = set()
    seats = game.seats
    order = sorted(seats)  # seat order, made once for the night's reactive inputs too
    living = [n for n in order if seats[n].alive]
    shared_of: dict[int, list[SkillSlot]] = {}  # each seat's groups' skills, in group order (as `groups_of`)
    for g, members in game.groups.items():
        group_slots = game.group_skills.get(g)
        if group_slots:
            for m in dict.fromkeys(members):
                shared_of.setdefault(m, []).extend(group_slots)
    for n in living:
        seat = seats[n]
        shared: list[SkillSlot] | None = shared_of.get(n)
        # each skill's first copy not spent (None: all spent), own before shared as `slots_of`
        # lists them, in the order the skills first appear
        # (two short lists, which compiled code scans faster than it builds and walks a dict)
        names: list[str] = []
        firsts: list[SkillSlot | None] = []
        slots: list[SkillSlot] = seat.skills + shared if shared else seat.skills
        for s in slots:
            name = s.defn.name
            left = s.uses_left
            unspent = left is None or left > 0
            if name not in names:
                names.append(name)
                firsts.append(s if unspent else None)
            elif unspent:
                i = names.index(name)
                if firsts[i] is None:
                    firsts[i] = s
        for i in range(len(names)):
            name, first = names[i], firsts[i]
            if first is None or name in pack_done:
                continue
            defn = first.defn
            if defn.phase != "night" or defn.auto:
                continue
            if shared and any(first is x for x in shared):
                pack_done.add(name)
            if name == "狼魂祈礼":
                if game.period == "night 1":
                    out.append({"kind": "action", "by": n, "skill": name, "choice": draws.choice(PICKS)})
                continue
            if name == "窥探" or (强制 not in defn.tags and draw() > ACT):
                continue
            targets = _targets(game, rng, draws, n, defn, living)
            if targets is None:
                continue
            act: dict[str, Any] = {"kind": "action", "by": n, "skill": name, "targets": targets}
            if name == "审判":
                act["choice"] = draws.choice([None, NOT_MET, draws.choice(living), {"处决": draws.choice(living), "同意": [n]}])
            if not defn.checks or not any(chk(game, seat, Intent(n, first, tuple(targets), act.get("choice")))
                                          for chk in defn.checks):
                out.append(act)
    if game.period == "night 1" and rng.random() < 0.5:
        wolves = [w for w in living if w in game.members(PACK)]
        pick = next((a["choice"] for a in out if a["skill"] == "狼魂祈礼"), None)
        others = [x for x in living if game.seats[x].camp != WOLF]
        if wolves and pick == "窥探" and len(others) >= 2:
            out.append({"kind": "action", "by": wolves[0], "skill": "窥探", "targets": sorted(rng.sample(others, 2))})
        if wolves and pick == "顶盾":
            out.append({"kind": "action", "by": wolves[0], "skill": "顶盾", "targets": [draws.choice(wolves)]})
    return out + _reactive(game, rng, order)


def _reactive(game: "HlmGame", rng: random.Random, order: list[int]) -> list[dict[str, Any]]:
    """报复 and 殉职 are submitted ahead; they are used only if a rule offers them. `order`: the
    seats in seat order (the caller's)."""
    draws = Draws(rng)  # rng.choice, draw for draw, compiled
    out: list[dict[str, Any]] = []
    seats = game.seats
    living: list[int] = []
    kings: list[int] = []  # one pass over the seats for both
    for n in order:
        seat = seats[n]
        if seat.alive:
            living.append(n)
        if seat.role == "黑狼王":
            kings.append(n)
    if living:
        for n in kings:
            out.append({"kind": "action", "by": n, "skill": "报复", "targets": [draws.choice(living)]})
    chief = game.sheriff
    if chief is not None and rng.random() < 0.9:
        heirs = [n for n in living if n != chief]
        if heirs and rng.random() < 0.85:
            out.append({"kind": "action", "by": chief, "skill": "殉职", "targets": [draws.choice(heirs)]})
        else:
            out.append({"kind": "action", "by": chief, "skill": "殉职", "choice": TEAR})
    return out


def _votes(game: "HlmGame", rng: random.Random, kind: str, order: list[int]) -> list[dict[str, Any]]:
    draws = Draws(rng)  # rng.choice, draw for draw, compiled
    st = game.state
    seats, day_one, first_out = game.seats, game.period == "day 1", st.first_night_out
    voters = [n for n in order if seats[n].alive or (day_one and n in first_out)]  # `in_play`
    out: list[dict[str, Any]] = []
    draw = rng.random
    for v in voters:
        if draw() < 0.08:
            continue
        out.append({"kind": kind, "by": v, "for": None if draw() < 0.05 else draws.choice(voters)})
    if out and draw() < 0.2:
        change = dict(draws.choice(out))
        change["for"] = draws.choice(voters)
        out.append(change)
    return out


def _day(game: "HlmGame", rng: random.Random) -> list[dict[str, Any]]:
    draws = Draws(rng)  # rng.choice, draw for draw, compiled
    order = sorted(game.seats)  # seat order, made once for the votes and the reactive inputs
    if game.period == "day 1":
        out = _votes(game, rng, "sheriff_vote", order)
        st = game.state
        victims = st.first_night_out
        if any(v in victims for v in game.seats):
            out += _reactive(game, rng, order)
        return out
    out = _votes(game, rng, "vote", order) + _reactive(game, rng, order)
    if rng.random() < 0.02:
        out.append({"kind": "card", "to": draws.choice(order), "card": draws.choice(["蓝牌", "黄牌", "红牌"]),
                    "reason": "导演判罚"})
    if number(game) >= 3 and rng.random() < 0.01:
        faction = draws.choice(["狼人阵营", "魔女会阵营"])
        out.append({"kind": "surrender", "faction": faction,
                    "by": [n for n, s in sorted(game.seats.items()) if s.camp == faction]})
    return out


def random_inputs(game: "HlmGame", rng: random.Random | None = None) -> list[dict[str, Any]]:
    """A random list of inputs for the open period (occasionally nothing)."""
    try:
        rng = rng or _rng(game)
        if game.over or rng.random() < 0.03:
            return []
        if game.kind == "night":
            return _night(game, rng)
        if game.kind == "day":
            return _day(game, rng)
        return []
    except Exception:
        return []
