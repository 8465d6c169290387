"""Who may act now: the engine's one answer for the console, the player pages, `bansha status`
and any later client (the QQ bot).

For a seat, `openings` lists what it may submit or answer at this moment: skills whose step is
open (its needs have settled, it has not), with the legal targets; what it (or its team) has
already submitted and may still change; the reactive skills it has been offered (a shot, a
handover) once it knows of the exit behind them. The dead are offered nothing but those, and a
seat is never offered a thing before the seed tells it (a night's victim learns of its exit
from the morning list). `waiting` says what the period waits for and from whom; `refusal` says
why a seat may not submit a skill now."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from . import clock, life, procedure, rows, settlement
from .intake import legal_targets, seems_alive, slots_of, usable_each
from .skills import Intent, SkillSlot

if TYPE_CHECKING:
    from .game import Game


@dataclass
class Opening:
    """One thing a seat may do now."""

    seat: int
    skill: str
    slot: SkillSlot
    step: str | None = None
    reactive: bool = False
    team: str | None = None  # the group whose one shared use this is
    targets: list[int] = field(default_factory=list)  # the seats it may name now
    submitted: Intent | None = None  # what this seat or its team has submitted for it
    submitted_by: int | None = None
    awaited: bool = False  # the period waits for this answer before a step settles by itself
    # one more use besides one of this period already settled (a second use a rule grants: 245's 无尽追猎 after
    # 没有存活, 天意's extra 预言): submitting it adds a use and replaces nothing
    again: bool = False


def _submitted(game: "Game", seat_no: int, slot: SkillSlot) -> Intent | None:
    for i in game.inbox[::-1]:
        if isinstance(i, Intent) and i.slot is slot and not i.consumed and (
                i.actor == seat_no or settlement.group_of(game, slot) is not None):
            return i
    return None


def _settled_use(game: "Game", seat_no: int, skill: str) -> bool:
    """The seat already has a use of `skill` settled this period."""
    return any(isinstance(i, Intent) and i.consumed and i.actor == seat_no and i.skill == skill for i in game.inbox)


def _reactive_targets(game: "Game", seat_no: int, slot: SkillSlot) -> list[int]:
    d = slot.defn
    if not d.targets:
        return []
    return [s.no for s in game.seat_list if (d.allow_self or s.no != seat_no) and (d.dead_targets or s.alive)]


def offered(game: "Game", seat_no: int) -> list[str]:
    """Reactive skills offered to the seat that it knows of (its exit has been published)."""
    if game.over or game.seats[seat_no].life == life.UNAWARE:
        return []
    return [o.skill for o in game.offers if o.seat == seat_no]


def choosing(game: "Game", seat_no: int) -> list[SkillSlot]:
    """<强制> skills that happen by themselves but take the holder's pick from listed choices (245's
    狼狗 picks its side, 大天狗 its road) or of seats the ruleset offers (`offered_targets`: 天狗吞月):
    offered in their step like any skill; not given, the skill still happens (`auto`)."""
    seat = game.seats[seat_no]
    if not seat.alive:
        return []
    done = {id(s) for s in game.auto_done}
    return [s for s in seat.skills if s.defn.auto and game.kind in s.defn.phases
            and s.defn.name not in seat.lost and id(s) not in done and not s.spent()
            and (s.defn.choices or game.ruleset.offered_targets(game, seat_no, s.defn) is not None)]


def _targets(game: "Game", seat_no: int, slot: SkillSlot) -> list[int]:
    """The seats a skill may name now: a <强制> pick's are the ruleset's list (`offered_targets`)."""
    if slot.defn.auto:
        offered = game.ruleset.offered_targets(game, seat_no, slot.defn)
        if offered is not None:
            return list(offered[1])
    return legal_targets(game, seat_no, slot)


def openings(game: "Game", seat_no: int) -> list[Opening]:
    if game.over:
        return []
    seat = game.seats[seat_no]
    awaited = {w for ws in settlement.waiting_for(game).values() for w in ws}
    out: list[Opening] = []
    seen: set[int] = set()
    if seat.alive or seems_alive(game, seat_no):
        for slot in usable_each(game, (seat_no,))[0] + choosing(game, seat_no):
            d = slot.defn
            if not settlement.is_open(game, d.step) or id(slot) in seen or (seat_no, d.name) in game.passes:
                continue
            seen.add(id(slot))
            out.append(Opening(seat_no, d.name, slot, d.step, team=settlement.group_of(game, slot),
                               targets=_targets(game, seat_no, slot),
                               awaited=(seat_no, d.name) in awaited, again=_settled_use(game, seat_no, d.name)))
        for item in game.inbox:  # submitted this period, still open: shown, and may be changed
            if not isinstance(item, Intent) or item.consumed or id(item.slot) in seen:
                continue
            group = settlement.group_of(game, item.slot)
            mine = item.actor == seat_no or (group is not None and seat_no in game.members(group))
            if not mine or item.slot.defn.phase == "reactive" or not settlement.is_open(game, item.slot.defn.step):
                continue
            seen.add(id(item.slot))
            d = item.slot.defn
            out.append(Opening(seat_no, d.name, item.slot, d.step,
                               team=group,
                               targets=legal_targets(game, seat_no, item.slot), submitted=item,
                               submitted_by=item.actor))
    for name in dict.fromkeys(offered(game, seat_no)):
        if (seat_no, name) in game.passes:
            continue
        for slot in slots_of(game, seat, name):
            if slot.defn.phase != "reactive" or slot.spent():
                continue
            out.append(Opening(seat_no, name, slot, None, reactive=True,
                               targets=_reactive_targets(game, seat_no, slot),
                               submitted=_submitted(game, seat_no, slot), awaited=(seat_no, name) in awaited))
            break
    for o in out:
        if o.submitted is None:
            o.submitted = _submitted(game, seat_no, o.slot)
            o.submitted_by = o.submitted.actor if o.submitted else None
    return out


def waiting(game: "Game") -> dict[int, list[str]]:
    """Who the period waits for now, and for what (the answers a step awaits)."""
    out: dict[int, list[str]] = {}
    for ws in settlement.waiting_for(game).values():
        for seat, what in ws:
            if what not in out.setdefault(seat, []):
                out[seat].append(what)
    return dict(sorted(out.items()))


def submitted_by(game: "Game", seat_no: int, skill: str) -> int | None:
    """Who submitted the use of `skill` this seat would change now (itself, or a teammate for
    the team's one use), while its step is open; None when there is none."""
    for i in game.inbox[::-1]:
        if isinstance(i, Intent) and not i.consumed and i.skill == skill and i.slot.defn.phase != "reactive" \
                and (i.actor == seat_no or seat_no in game.members(settlement.group_of(game, i.slot) or "")) \
                and settlement.is_open(game, i.slot.defn.step):
            return i.actor
    return None


def _may(game: "Game", seat_no: int, skill: str) -> bool:
    """The cheap form of `any(o.skill == skill for o in openings(...))`, for every submission."""
    seat = game.seats[seat_no]
    if seat.alive or seems_alive(game, seat_no):
        for slot in usable_each(game, (seat_no,))[0] + choosing(game, seat_no):
            if slot.defn.name == skill and settlement.is_open(game, slot.defn.step) \
                    and (seat_no, skill) not in game.passes:
                return True
        if submitted_by(game, seat_no, skill) is not None:
            return True
    return skill in offered(game, seat_no) and (seat_no, skill) not in game.passes


def refusal(game: "Game", seat_no: int, skill: str) -> str | None:
    """Why the seat may not submit `skill` now (the player pages ask before recording)."""
    if game.over:
        return "游戏已经结束"
    if _may(game, seat_no, skill):
        return None
    seat = game.seats[seat_no]
    slots = slots_of(game, seat, skill)
    if not slots:
        return f"{seat_no}号 没有技能<{skill}>"
    if not seat.alive and seat.life != life.UNAWARE:
        return f"{seat_no}号 已出局，不能发动<{skill}>"
    if any(isinstance(i, Intent) and i.consumed and i.skill == skill and i.actor == seat_no for i in game.inbox):
        rule = game.ruleset.resubmit_rule
        return f"{seat_no}号 <{skill}>本阶段已经提交并已结算" + (f"：{rule}" if rule else "")
    for slot in slots:
        step = slot.defn.step
        if step and settlement.is_settled(game, step):
            return f"<{skill}>所在的步骤{step}已经结算"
        if step and not settlement.is_open(game, step):
            return f"<{skill}>现在还不能发动：须等待此前的步骤结算（{_needs_text(game, step)}）"
    return f"现在不能发动<{skill}>"


def may_act(game: "Game", at: str | None = None) -> dict[int, list[str]]:
    """Every seat that may send a skill itself now, with those skills (sorted): its openings not yet sent, and with
    `at` not those whose timetable row has closed by then (its page shows them closed, a tick has not yet settled
    them; the director may still enter them). The probe's, the pages', the bot's and `bansha status`'s one answer."""
    out: dict[int, list[str]] = {}
    for n in sorted(game.seats):
        names = sorted({o.skill for o in openings(game, n) if o.submitted is None})
        if at is not None:
            names = [s for s in names
                     if not seat_refusal(game, {"kind": "action", "by": n, "skill": s, "time": at})]
        if names:
            out[n] = names
    return out


def seat_refusal(game: "Game", inp: dict[str, Any]) -> str | None:
    """Why a seat may not send this input itself now (the director may enter ahead of its step or its
    trigger; a player only what its page offers): a skill or a pass only while `refusal` allows it, no
    pass of a skill already sent, last words only once it knows it is out (a night victim not yet on
    the morning list is told nothing, by a form or by a refusal), and 放弃遗言 as last words are."""
    kind, by = inp.get("kind"), inp.get("by")
    if by not in game.seats:
        return None  # the engine's own check names the seat
    row = None
    words = kind == "last_words" or (kind == "pass" and inp.get("skill") == procedure.WORDS)  # or 放弃遗言
    if kind in ("action", "pass") and not words:
        skill = inp.get("skill")
        if not isinstance(skill, str):
            return None  # the engine's own check names the skill
        why = refusal(game, by, skill)
        if why:
            return why
        if kind == "pass" and submitted_by(game, by, skill) is not None:
            return f"<{skill}>已经提交，不能放弃"
        row = rows.for_skill(rows.held_rows(game), game, by, skill) if game.start_date else None
    if words:
        if not life.knows_out(game, by):
            return f"{by}号 没有遗言：只有规则给予遗言的出局角色可以提交遗言"
        row = rows.named(rows.held_rows(game), "遗言") if game.start_date else None
    # the deadline of the row its page shows it under: past it, a player asks the director
    return rows.closed_reason(row, clock.aware(inp.get("time") or game.now)) or None


def _needs_text(game: "Game", step_id: str) -> str:
    steps = settlement.steps_of(game)
    ids = [s.id for s in steps]
    if step_id not in ids:
        return step_id
    need = [n for n in settlement.opens_of(steps, ids.index(step_id)) if n not in game.settled]
    return "、".join(need) or step_id
