"""Random legal inputs for the open period: the simulator's player and the fuzz harness.

It asks the engine what each living seat may use now and which targets are legal, so it stays
right for every ruleset without knowing any role."""
from __future__ import annotations

import random
from typing import Any, Final, Iterable, Iterator

from bansha.engine.draws import Draws
from bansha.engine.game import Game
from bansha.engine.intake import usable_of_seats
from bansha.engine.skills import SkillSlot, is_among


def _used_up(game: Game, slot: SkillSlot) -> bool:
    """No use of this copy is left this period (what intake refuses as 本阶段已经提交 or as spent)."""
    n = game.used.get(id(slot), 0)
    left = slot.uses_left
    return (left is not None and left <= n) or n >= slot.defn.per_period


def random_inputs(game: Game, rng: random.Random) -> list[dict[str, Any]]:
    """Random legal inputs for the open period, all drawn before any is submitted."""
    return list(random_stream(game, rng))


def random_stream(game: Game, rng: random.Random) -> Iterable[dict[str, Any]]:
    """The same inputs one at a time, for a caller that submits each before asking for the next
    (the simulator). Where several seats drew their group's one shared use (PVZ's 狼人 <杀人>), a
    later one is dropped once every copy of that skill the seat was offered is used up, since intake
    would refuse it (本阶段已经提交); its draws are made all the same, so the game is the same one.
    A day's inputs are all drawn first (no draw there depends on another's fate), so they come as a list."""
    if game.kind in ("start", "night"):
        return _night_stream(game, rng)
    return _day_inputs(game, rng)


def _night_stream(game: Game, rng: random.Random) -> Iterable[dict[str, Any]]:
    """Every draw is made up front (the game's own generator is another, so submitting draws nothing here);
    only whether a group's shared use is still wanted waits for the inputs before it (`_paced`)."""
    living = [s for s in game.seat_list if s.alive]
    alive = [s.no for s in living]
    draw, draws = rng.random, Draws(rng)
    usable = usable_of_seats(game, living)
    offered: list[SkillSlot] = []  # every copy offered, a group's shared one once per member
    for slots in usable:
        offered.extend(slots)
    plan: list[tuple[dict[str, Any], SkillSlot | None, list[SkillSlot]]] = []
    paced = False
    for seat, slots in zip(alive, usable):
        for slot in slots:
            if draw() < 0.85:
                d = slot.defn
                targets = [draws.choice(alive)] if d.targets == 1 else draws.sample(alive, min(d.targets, len(alive)))
                inp = _ACTION.copy()
                inp["by"], inp["skill"], inp["targets"] = seat, d.name, targets
                if d.choices:
                    inp["choice"] = draws.choice(d.choices)
                if _offered_twice(offered, slot):  # a group's one use: later draws of it may be dropped
                    paced = True
                    plan.append((inp, slot, [s for s in slots if s.defn.name == d.name]))
                else:
                    plan.append((inp, None, slots))
    if not paced:
        return [inp for inp, _, _ in plan]
    return _paced(game, plan)


def _offered_twice(offered: list[SkillSlot], slot: SkillSlot) -> bool:
    seen = False
    for s in offered:
        if s is slot:
            if seen:
                return True
            seen = True
    return False


def _paced(game: Game, plan: list[tuple[dict[str, Any], SkillSlot | None, list[SkillSlot]]]) -> Iterator[dict[str, Any]]:
    """The night's inputs in order, a later draw of a shared use dropped once every copy of that skill its
    seat was offered is used up (as the inputs before it were taken)."""
    drawn: list[SkillSlot] = []
    for inp, slot, same in plan:
        if slot is not None:
            if is_among(drawn, slot) and _all_used_up(game, same):
                continue
            drawn.append(slot)
        yield inp


def _all_used_up(game: Game, slots: list[SkillSlot]) -> bool:
    for s in slots:
        if not _used_up(game, s):
            return False
    return True


# a night's use and a day's vote, each copied and filled in (compiled, cheaper than a dict built key by key)
_ACTION: Final = {"kind": "action", "by": 0, "skill": "", "targets": None}
_VOTE: Final = {"kind": "vote", "by": 0, "for": None}


def _day_inputs(game: Game, rng: random.Random) -> list[dict[str, Any]]:
    living = [s for s in game.seat_list if s.alive]
    alive = [s.no for s in living]
    draw = rng.random
    draws = Draws(rng)  # draws.choice(…) on the object: compiled, a native call (a bound method is not)
    out: list[dict[str, Any]] = []
    for st in game.seat_list:
        n = st.no
        others: list[int] | None = None  # made once per seat, at its first reactive skill
        for slot in st.skills:
            if slot.defn.phase == "reactive" and not slot.spent():
                if others is None:
                    others = [s for s in alive if s != n]
                if others and draw() < 0.9:
                    out.append({"kind": "action", "by": n, "skill": slot.defn.name, "targets": [draws.choice(others)]})
    for seat, slots in zip(alive, usable_of_seats(game, living, targets=0)):
        for slot in slots:
            if draw() < 0.03:
                out.append({"kind": "action", "by": seat, "skill": slot.defn.name})
    if game.period == "day 1":
        out += [{"kind": "sheriff_vote", "by": s, "for": draws.choice(alive)} for s in alive]
    for s in alive:
        vote = _VOTE.copy()
        vote["by"] = s
        vote["for"] = draws.choice(alive) if draw() < 0.95 else None
        out.append(vote)
    if draw() < 0.02:
        out.append({"kind": "card", "to": draws.choice(list(game.seats)), "card": draws.choice(("蓝牌", "黄牌", "红牌")),
                    "reason": "模拟判罚"})
    return out
