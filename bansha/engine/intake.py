"""Checking one skill use as it arrives, before it is recorded.

These are the checks every seed shares (who holds the skill, whether it is their time, how many
targets, whether a 限定 skill is spent); each refusal names the skill the way the seed does.
A skill's own `checks` add the rest."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Iterable

from .errors import Refusal
from .skills import IDENTITY, TEXT, Intent, SkillDef, SkillSlot, is_among

if TYPE_CHECKING:
    from .game import Game
    from .model import Seat

PHASE_NAMES = {"night": "夜晚", "day": "白天", "start": "开局"}


def slots_of(game: "Game", seat: "Seat", name: str) -> list[SkillSlot]:
    """The seat's own copies of a skill, then its groups' shared copies. (Loops, not comprehensions: every
    skill input passes here, and a comprehension is a call of its own in pure Python.)"""
    found = []
    for s in seat.skills:
        if s.defn.name == name:
            found.append(s)
    if game.group_skills:
        no = seat.no
        for g, members in game.groups.items():
            if no in members:
                for s in game.group_skills.get(g, ()):
                    if s.defn.name == name:
                        found.append(s)
    return found


def free_slots(game: "Game", seat: "Seat", name: str) -> list[SkillSlot]:
    """Every copy of a skill the seat may still use this period — its own, its groups', then
    the ones promised to it — or, when there is none, why not."""
    used = game.used
    slots = slots_of(game, seat, name)
    for n, s in game.promises:
        if n == seat.no and s.defn.name == name and all(s is not x for x in slots):
            slots.append(s)
    if not slots:
        raise Refusal(f"{seat.no}号 没有技能<{name}>")
    free = []
    for s in slots:
        n = used.get(id(s), 0)
        if (s.uses_left is None or s.uses_left > n) and n < s.defn.per_period:
            free.append(s)
    if free:
        return free
    if any(id(s) in used for s in slots):
        rule = game.ruleset.resubmit_rule if "night" in slots[0].defn.phases else ""
        raise Refusal(f"{seat.no}号 <{name}>本阶段已经提交" + (f"：{rule}" if rule else ""))
    raise Refusal(f"{seat.no}号 <{name}>为限定技能，已经发动过")


def parse_targets(game: "Game", inp: dict[str, Any]) -> tuple[int, ...]:
    raw = inp.get("targets") or []
    if not isinstance(raw, list):
        raise Refusal("targets 应为座位号列表")
    seats = game.seats
    for t in raw:
        if type(t) is not int or t not in seats:  # (the common case without a call: every skill input)
            game.seat(t)  # refuses a number that is no seat, as it words it
    return tuple(raw)


def seems_alive(game: "Game", seat_no: int) -> bool:
    """In play as far as the seat and the others can tell: alive, or out but not yet told where the
    ruleset lets such a seat go on as before (245 行尸走肉: its uses are taken, to no effect, and it
    may still be named — a refusal would tell it or others that it is out)."""
    seat = game.seats[seat_no]
    return seat.alive or (seat.life == "出局未知" and game.ruleset.acts_unaware(game, seat_no))


def build_intent(game: "Game", inp: dict[str, Any], kind: str) -> Intent:
    """The checks every skill shares; returns the intent for the ruleset to check further."""
    got = intent_or_refusal(game, inp, kind)
    if isinstance(got, str):
        raise Refusal(got)
    return got


def intent_or_refusal(game: "Game", inp: dict[str, Any], kind: str) -> Intent | str:
    """`build_intent`, where a use its checks refuse comes back as the reason, for a caller that raises it
    itself (compiled, a refusal raised through every frame up to the catcher costs a traceback entry in each;
    a random game meets one or two). Who the seat is and which copy it may use still raise."""
    seat = game.seat(inp.get("by"))
    name = inp.get("skill")
    if not isinstance(name, str) or not name:
        raise Refusal("缺少技能名")
    slots = free_slots(game, seat, name)
    if len(slots) == 1:
        return _intent_or_refusal(game, seat, slots[0], inp, kind)
    # a copy of this period's kind first: its reason is the one to give (245's 无尽追猎 [正午][早夜] at night)
    slots.sort(key=lambda s: kind not in s.defn.phases)
    first: str | None = None
    for slot in slots:  # a copy whose own rule refuses (a lock, a count) leaves the next one free
        got = _intent_or_refusal(game, seat, slot, inp, kind)
        if not isinstance(got, str):
            return got
        first = first or got
    return first or ""


def intent_for_slot(game: "Game", seat: "Seat", slot: SkillSlot, inp: dict[str, Any], kind: str) -> Intent:
    """The checks of one chosen copy of a skill: timing, life, targets, the skill's own checks."""
    got = _intent_or_refusal(game, seat, slot, inp, kind)
    if isinstance(got, str):
        raise Refusal(got)
    return got


def _intent_or_refusal(game: "Game", seat: "Seat", slot: SkillSlot, inp: dict[str, Any], kind: str) -> Intent | str:
    d = slot.defn
    targets = parse_targets(game, inp)
    intent = Intent(seat.no, slot, targets, inp.get("choice"), inp.get("phase"))
    if d.phase == "reactive":
        return intent
    why = seat_refusal(game, seat, slot, kind)
    if why:
        return why
    if d.auto:
        return intent
    return use_refusal(game, seat, d, intent) or intent


def seat_refusal(game: "Game", seat: "Seat", slot: SkillSlot, kind: str) -> str | None:
    """Why the seat may not use this copy now, whoever it names: lost, suspended, out, not its time."""
    d = slot.defn
    name = d.name
    if name in seat.lost:
        return f"{seat.no}号 已失去技能<{name}>"
    suspended = game.ruleset.usable_now(game, seat, slot)
    if suspended:
        return suspended
    if not seat.alive and not seems_alive(game, seat.no):
        return f"{seat.no}号 已出局，不能发动<{name}>"
    if kind not in d.phases:
        when = "或".join(PHASE_NAMES.get(p, p) for p in d.phase.split("|"))
        return f"<{name}>只能在{when}发动"
    if d.when is not None:
        reason = d.when(game, seat, d)
        if reason:
            return reason
    return None


def use_refusal(game: "Game", seat: "Seat", d: SkillDef, intent: Intent) -> str | None:
    """Why the use may not name and choose what it does (its targets, its choice's shape, the skill's own
    checks, the first refusal stopping them), or None."""
    why = targets_refusal(game, seat, d, intent.targets) or shape_refusal(d, intent.choice)
    if why:
        return why
    for chk in d.checks:
        reason = chk(game, seat, intent)
        if reason:
            return reason
    return None


def shape_refusal(d: SkillDef, choice: Any) -> str | None:
    """A choice of the wrong shape for what the skill declares it asks (one identity, a text) is refused before
    the skill's own checks read it: a list sent for 暗杀's one guess is no guess (and no check of the seed's
    words should meet it)."""
    ask = d.ask
    if ask is None or choice is None or isinstance(choice, str):
        return None
    if ask.kind == TEXT or (ask.kind == IDENTITY and ask.count == 1):
        return f"<{d.name}>需要{ask.label or '一个选择'}"
    return None


def targets_refusal(game: "Game", seat: "Seat", d: SkillDef, targets: tuple[int, ...]) -> str | None:
    """Why the use may not name these seats (how many, which, twice the same), or None."""
    why = target_count_refusal(d, len(targets))
    if why:
        return why
    for t in targets:
        why = target_refusal(game, seat, d, t)
        if why:
            return why
    if len(targets) > 1 and len(set(targets)) != len(targets):
        return f"<{d.name}>的目标不能重复"
    return None


def target_count_refusal(d: SkillDef, n: int) -> str | None:
    """Why a use naming `n` seats names too many or too few for the skill, or None."""
    most = d.max_targets or d.targets
    if d.targets <= n <= most:
        return None
    if most == 0:
        return f"<{d.name}>不需要选择目标"
    if most != d.targets:
        return f"<{d.name}>需要选择{d.targets}至{most}名角色"
    return f"<{d.name}>需要选择{d.targets}名角色"


def target_refusal(game: "Game", seat: "Seat", d: SkillDef, t: int) -> str | None:
    """Why the skill may not name seat `t` (itself, where it may not; a seat out, where it takes the living)."""
    if t == seat.no and not d.allow_self:
        return f"<{d.name}>只能选择一名其他角色"
    if not d.dead_targets and not game.seats[t].alive and not seems_alive(game, t):
        return f"<{d.name}>的目标{t}号已出局"
    return None


def usable(game: "Game", seat_no: int) -> list[SkillSlot]:
    """The skills a seat may use in the open period (not reactive ones, not automatic ones)."""
    return usable_each(game, (seat_no,))[0]


def usable_each(game: "Game", seat_nos: Iterable[int], targets: int | None = None) -> list[list[SkillSlot]]:
    """`usable` for several seats, one list per seat. `targets`: only the skills naming that many
    seats (the same slots, filtered first)."""
    seats = game.seats
    return usable_of_seats(game, [seats[n] for n in seat_nos], targets)


def usable_of_seats(game: "Game", seats: list["Seat"], targets: int | None = None) -> list[list[SkillSlot]]:
    """`usable_each` of the seats themselves. The random player asks it of every living seat in every
    period, so the period's state (kind, submissions, groups) is read once, each seat's own skills are
    judged without a lookup by its number, and a group's shared skills are added for its members only."""
    kind = game.kind
    used = game.used
    ruleset = game.ruleset
    out: list[list[SkillSlot]] = []
    for seat in seats:
        found: list[SkillSlot] = []
        out.append(found)
        if seat.skills and (seat.alive or seems_alive(game, seat.no)):
            _judge(game, seat, seat.skills, found, kind, used, ruleset, targets)
    # after each seat's own: its groups' shared slots, in group order, then those promised to it (granted by a
    # use accepted this period, usable before it settles); a copy already judged for the seat is not again
    if game.group_skills:
        for g, members in game.groups.items():
            slots = game.group_skills.get(g)
            if slots:
                for m in members:
                    _judge_member(game, seats, out, m, slots, kind, used, ruleset, targets)
    for n, slot in game.promises:
        _judge_member(game, seats, out, n, [slot], kind, used, ruleset, targets)
    return out


def _judge_member(game: "Game", seats: list["Seat"], out: list[list[SkillSlot]], no: int, slots: list[SkillSlot],
                  kind: str, used: dict[int, int], ruleset: Any, targets: int | None) -> None:
    for i, seat in enumerate(seats):
        if seat.no == no:
            if seat.alive or seems_alive(game, no):
                _judge(game, seat, slots, out[i], kind, used, ruleset, targets)
            return


def _judge(game: "Game", seat: "Seat", slots: list[SkillSlot], found: list[SkillSlot], kind: str,
           used: dict[int, int], ruleset: Any, targets: int | None) -> None:
    """Add to `found` each of `slots` the seat may use now, in order."""
    lost = seat.lost
    statuses = seat.statuses
    for s in slots:
        d = s.defn
        if d.auto or (d.phase != kind and kind not in d.phases) or (targets is not None and d.targets != targets):
            continue
        n = used.get(id(s), 0) if used else 0
        left = s.uses_left
        if (left is not None and left <= n) or n >= d.per_period \
                or (lost and d.name in lost) \
                or (found and is_among(found, s)) \
                or (statuses and ruleset.usable_now(game, seat, s)) \
                or (d.when is not None and d.when(game, seat, d)):
            continue
        found.append(s)


def has_target(game: "Game", seat_no: int, slot: SkillSlot) -> bool:
    """Whether the skill may name anyone now (`legal_targets`, stopping at the first)."""
    return bool(legal_targets(game, seat_no, slot, first=True))


def legal_targets(game: "Game", seat_no: int, slot: SkillSlot, choice: Any = None,
                  first: bool = False) -> list[int]:
    """Every seat the skill may name now, found by asking the same checks a submission meets: those of the
    seat (`seat_refusal`, the same whoever it names) once, those of each target (`use_refusal`) for each seat."""
    seat = game.seats[seat_no]
    d = slot.defn
    if d.targets == 0:
        return []
    kind = game.ruleset.kind(game.period)
    pick = choice if choice is not None else (d.choices[0] if d.choices else None)
    checked = d.phase != "reactive"  # a reactive use is judged when it settles: any seat will do now
    if checked and seat_refusal(game, seat, slot, kind):
        return []
    checked = checked and not d.auto
    out: list[int] = []
    want = d.targets
    if checked and want == 1:
        return _one_target(game, seat, d, slot, pick, first)
    living = [x.no for x in game.seat_list if x.alive] if want > 1 else []
    for t in game.seats:
        if checked:
            # a skill naming several seats: t with the first other seats in play (078 吹笛 names two)
            more = [s for s in living if s != t][:want - 1] if want > 1 else []
            if use_refusal(game, seat, d, Intent(seat_no, slot, (t, *more), pick, None)):
                continue
        out.append(t)
        if first:
            break
    return out


def _one_target(game: "Game", seat: "Seat", d: SkillDef, slot: SkillSlot, pick: Any, first: bool) -> list[int]:
    """`legal_targets` of a skill naming one seat: `use_refusal`'s checks, those that cannot depend on the seat
    named (the count, the choice's shape) asked once — a refusal there refuses every seat alike."""
    if target_count_refusal(d, 1) or shape_refusal(d, pick):
        return []
    out = []
    me = seat.no
    checks = d.checks
    for t in game.seats:
        if target_refusal(game, seat, d, t):
            continue
        if checks:
            use = Intent(me, slot, (t,), pick, None)
            refused = False
            for chk in checks:  # the skill's own, the first refusal stopping them as in use_refusal (inline: per seat)
                if chk(game, seat, use):
                    refused = True
                    break
            if refused:
                continue
        out.append(t)
        if first:
            break
    return out
