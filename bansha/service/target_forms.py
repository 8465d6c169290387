"""The forms a skill is offered in: its listed choices and, per target slot, the seats that could
be legal there — found by asking the checks a submission meets, so a page never offers a seat
the rules would refuse on its own. The full check still runs when the input is submitted."""
from __future__ import annotations

from dataclasses import dataclass, field
from itertools import permutations
from typing import Any, Callable

from bansha.engine.errors import Refusal
from bansha.engine.game import Game
from bansha.engine.intake import intent_for_slot
from bansha.engine.skills import IDENTITY, NUMBER, ORDER, SKILLS, TEXT, Ask, SkillDef, SkillSlot

MAX_CHECKS = 2000  # past this many target combinations, offer what the skill's flags allow
Accept = Callable[[list[int], Any], bool]  # (targets, choice) → would the rules take it now


@dataclass
class TargetForm:
    """One form: the choices it offers (one is sent as it is; several make a select), every seat
    it offers (`targets`) and the seats offered in each target slot (`slots`)."""

    choices: list[Any]
    targets: list[int]
    slots: list[list[int]] = field(default_factory=list)
    reason: str = ""  # why no seat is offered, where the rules gave every one the same refusal


def ask_now(game: Game, d: SkillDef) -> Ask | None:
    """The skill's declared shape where it holds in this period (an `Ask` of one phase holds only there)."""
    ask = d.ask
    return ask if ask is not None and (not ask.phase or ask.phase == game.kind) else None


def seatless(game: Game, d: SkillDef) -> bool:
    """In this period the skill names no seat: its shape is of this phase alone (078's opening 征召)."""
    return d.ask is not None and d.ask.phase == game.kind


def needs(game: Game, seat: int, d: SkillDef) -> int:
    """How many seats the form asks for: the skill's count, or the one the ruleset offers now for a
    <强制> skill whose pick of seats is the holder's (`offered_targets`)."""
    if seatless(game, d):
        return 0
    offered = game.ruleset.offered_targets(game, seat, d) if d.auto else None
    return offered[0] if offered is not None else d.targets


def most(d: SkillDef, game: Game | None = None) -> int:
    """The most seats one use may name (a skill whose holder chooses how many): a count the page
    offers as a list to tick rather than one select per seat; none in a period where it names none."""
    if game is not None and seatless(game, d):
        return 0
    return max(d.max_targets or 0, d.targets)


def forms(game: Game, seat: int, slot: SkillSlot, loose: bool = False) -> list[TargetForm]:
    """The skill's forms; choices that allow the same seats share one form with a select.
    `loose` (a reactive skill, judged when its trigger settles) offers what its flags allow."""
    d = slot.defn
    offered = game.ruleset.offered_targets(game, seat, d) if d.auto else None
    if offered is not None:  # the ruleset's list; the skill's checks judge the whole pick when it is sent
        count, seats = offered
        return [TargetForm([], list(seats), [list(seats)] * count)]
    if loose:
        return _grouped(game, seat, d, None)
    if seatless(game, d):
        return [TargetForm([], [])]
    if most(d) > d.targets:  # a count of its holder's choosing: the checks judge the whole pick when sent
        seats = allowed(game, seat, d)
        choices = game.ruleset.offered_choices(game, seat, d) or list(d.choices)
        return [TargetForm(choices, seats, [seats] * d.targets)]
    reasons: list[str] = []
    accept = _intake_accept(game, seat, d.name, reasons) if d.auto else _slot_accept(game, seat, slot, reasons)
    return _grouped(game, seat, d, _probing(game, d, accept), reasons)


def again_forms(game: Game, seat: int, defn: SkillDef) -> list[TargetForm]:
    """Forms for one more use of a skill the seat has already submitted this period, where a rule
    grants one (the engine takes it as a fresh input); none where it would not."""
    accept = _probing(game, defn, _intake_accept(game, seat, defn.name))
    if defn.targets == 0:
        taken = [c for c in list(defn.choices) or [None] if accept([], c)]
        return [TargetForm([c for c in taken if c is not None], [])] if taken else []
    return [f for f in _grouped(game, seat, defn, accept) if f.targets]


def pool(game: Game, d: SkillDef) -> list[str]:
    """What the skill's declared `ask` picks from: the ruleset's identities (of one faction, where it asks
    so) or its skill names; nothing for a text, a number or a listed choice."""
    ask = ask_now(game, d)
    if ask is None:
        return []
    if ask.kind == ORDER:
        return list(ask.values)
    if ask.kind == IDENTITY:
        return game.ruleset.identities(ask.among)
    if ask.kind == SKILLS:
        return game.ruleset.skill_pool()
    return []


def probes(game: Game, d: SkillDef) -> list[Any]:
    """Values of the skill's declared `ask` to judge seats with while its choice is still to be made: a
    form offers a seat if some value of that shape would be taken (a guess is legal whatever it guesses;
    with no seat to name, each value in turn until one is)."""
    ask = ask_now(game, d)
    if ask is None or d.choices:
        return []
    values = pool(game, d)
    first = [] if d.targets == 0 else values[:1]
    out: list[Any] = [None] if ask.optional else []
    if ask.kind == IDENTITY:
        return out + ([values[:ask.count]] if ask.count > 1 else [[values[0]]] if ask.count == 0 else first or values)
    if ask.kind == SKILLS:
        return out + [[v] for v in first or values]
    if ask.kind == ORDER:
        return out + [values[:ask.count]]
    if ask.kind == NUMBER:
        return out + list(range(1, (ask.limit or 1) + 1))
    if ask.kind == TEXT:
        return out + ["内容"]
    return out


def _probing(game: Game, d: SkillDef, accept: Accept) -> Accept:
    """`accept` with a choice not made yet read as "some value of the skill's shape" (`probes`)."""
    values = probes(game, d)
    if not values:
        return accept

    def any_value(targets: list[int], choice: Any) -> bool:
        if choice is not None:
            return accept(targets, choice)
        return any(accept(targets, v) for v in values)
    return any_value


def allowed(game: Game, seat: int, d: SkillDef) -> list[int]:
    """The seats the skill's own flags allow (itself, the dead)."""
    return [n for n, s in game.seats.items() if (d.allow_self or n != seat) and (d.dead_targets or s.alive)]


def _grouped(game: Game, seat: int, d: SkillDef, accept: Accept | None,
             reasons: list[str] | None = None) -> list[TargetForm]:
    groups: dict[tuple[tuple[int, ...], ...], list[Any]] = {}
    choices = game.ruleset.offered_choices(game, seat, d) or list(d.choices) or [None]
    seen = len(reasons) if reasons is not None else 0
    for c in choices:
        per_slot = [allowed(game, seat, d)] * d.targets if accept is None else slot_targets(game, seat, d, accept, c)
        groups.setdefault(tuple(tuple(s) for s in per_slot), []).append(c)
    why = set(reasons[seen:]) if reasons is not None else set()
    return [TargetForm([c for c in cs if c is not None], sorted({t for s in per_slot for t in s}),
                       [list(s) for s in per_slot], why.pop() if len(why) == 1 else "")
            for per_slot, cs in groups.items()]


def slot_targets(game: Game, seat: int, d: SkillDef, accept: Accept, choice: Any) -> list[list[int]]:
    """Per target slot, every seat that belongs to at least one set of targets `accept` takes."""
    if d.targets == 0:
        return []
    seats = allowed(game, seat, d)
    if len(seats) ** d.targets > MAX_CHECKS:
        return [seats] * d.targets
    found: list[set[int]] = [set() for _ in range(d.targets)]
    for combo in permutations(seats, d.targets):
        if accept(list(combo), choice):
            for i, t in enumerate(combo):
                found[i].add(t)
    return [sorted(s) for s in found]


def _slot_accept(game: Game, seat: int, slot: SkillSlot, reasons: list[str] | None = None) -> Accept:
    """This copy of the skill's own checks (timing, targets, the seed's checks); `reasons` gathers
    the refusals, so a form with no seat left can say why in the rules' words."""
    kind = game.ruleset.kind(game.period)

    def accept(targets: list[int], choice: Any) -> bool:
        return _judged(reasons, lambda: intent_for_slot(game, game.seats[seat], slot,
                                                         {"targets": targets, "choice": choice}, kind))
    return accept


def _intake_accept(game: Game, seat: int, name: str, reasons: list[str] | None = None) -> Accept:
    """The ruleset's whole intake, as a fresh input would meet it (it changes nothing): a <强制>
    skill's checks run there (the engine takes its use as it is)."""
    def accept(targets: list[int], choice: Any) -> bool:
        inp: dict[str, Any] = {"kind": "action", "by": seat, "skill": name, "targets": targets}
        if choice is not None:
            inp["choice"] = choice
        return _judged(reasons, lambda: game.ruleset.intake(game, inp))
    return accept


def _judged(reasons: list[str] | None, check: Callable[[], object]) -> bool:
    """Whether `check` passes; its refusal's reason, in the rules' words, joins `reasons`."""
    try:
        check()
    except Refusal as r:
        if reasons is not None:
            reasons.append(r.reason)
        return False
    return True
