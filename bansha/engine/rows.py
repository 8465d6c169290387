"""The open period's timetable rows as they concern this game, and which row a seat's input falls
under. A row's `what` keeps only the skills some seat holds, so 245's 「深夜1（预言、祈祷、黑暗侦测、吞食…）」
lists only this line-up's skills (the phase stays: the rules need it even when nobody acts in it). A row
names skills two ways: a list after the phase in （） (245), or the list itself, alternatives joined by /
and 、 (078's 「吹笛/魔音、炎盾/业炎」); a （） that names no skill is a condition (「（被投票出局）」) and stays.
A row naming only roles nobody holds goes. The pages show these rows; the engine judges a seat's own
input against the one it falls under (`acting.seat_refusal`)."""
from __future__ import annotations

import re
from dataclasses import replace
from typing import Any

from . import clock, settlement
from .intake import slots_of

SEPS = "、/"


def held_skills(game: Any) -> set[str]:
    """Every skill some seat holds (alive or out: a 最后一枪 is shot by one already out) as the ruleset
    reads holding (245's 执警 slot is the 执警's, the chosen group skill the group's), its groups'
    shared skills and the ones promised to a seat."""
    rules = game.ruleset
    names = {s.defn.name for seat in game.seats.values() for s in seat.skills if rules.holds(game, seat, s)}
    for group, slots in game.group_skills.items():
        members = [game.seats[n] for n in game.groups.get(group, ()) if n in game.seats]
        names |= {s.defn.name for s in slots if any(rules.holds(game, m, s) for m in members)}
    names |= {s.defn.name for _, s in game.promises}
    return names


def held_roles(game: Any) -> set[str]:
    """The roles this table holds: the ones dealt, and the ones a dealt role makes in play
    (`Ruleset.made_roles`: a table without 奇迹商人 has no 幸运儿 either)."""
    dealt = {s.role for s in game.seats.values()}
    return dealt | {made for made, maker in game.ruleset.made_roles.items() if maker in dealt}


def _pieces(text: str) -> list[tuple[str, str]]:
    """(separator before, piece) for the pieces of `text` joined by 、 or / outside （）."""
    out, sep, cur, depth = [], "", "", 0
    for ch in text:
        depth += ch == "（"
        depth -= ch == "）"
        if ch in SEPS and depth == 0:
            out.append((sep, cur))
            sep, cur = ch, ""
        else:
            cur += ch
    out.append((sep, cur))
    return out


def _split(piece: str) -> tuple[str, str, str]:
    """A piece as its name, the text in its （） (or '') and what follows the （）."""
    if "（" not in piece or "）" not in piece:
        return piece, "", ""
    head, rest = piece.split("（", 1)
    inner, _, tail = rest.rpartition("）")
    return head, inner, tail


def only_held(what: str, known: set[str], held: set[str], listed: set[str] | None = None) -> str:
    """`what` without the skills in `known` that are not `held`; a （） that names a skill of `listed`
    (default `known`) keeps only the held ones (an item of an identity not built is held by nobody)
    and goes when none is left; a row all of whose skills went reads 无."""
    listed = known if listed is None else listed
    pieces = [[sep, *_split(piece)] for sep, piece in _pieces(what)]
    kept: list[list[str]] = []  # [separator, name, （） text, tail]
    for i, (sep, head, inner, tail) in enumerate(pieces):
        items = inner.replace("/", "、").split("、") if inner else []
        is_list = any(x in listed for x in items)
        if head.strip() in known and head.strip() not in held:
            last_of_unit = i + 1 == len(pieces) or pieces[i + 1][0] != "/"
            if inner and not is_list and sep == "/" and last_of_unit and kept and not kept[-1][2]:
                kept[-1][2], kept[-1][3] = inner, tail  # 「…/殉职（被投票出局）」: the condition stays
            continue
        if is_list:
            inner = "、".join(x for x in items if x in held)
        kept.append([sep, head, inner, tail])
    if not kept:
        return "无"
    kept[0][0] = ""
    return "".join(f"{sep}{head}" + (f"（{inner}）" if inner else "") + tail for sep, head, inner, tail in kept)


def named_held(game: Any, rows: list[Any]) -> list[Any]:
    """The rows with `what` naming only the skills this game holds. A row named by skills loses only
    identities' skills: an office's (殉职, 任职宣言) belongs to whoever takes the office later."""
    identity = {s.name for r in game.ruleset.roles.values() for s in r.skills}
    held, listed = held_skills(game), game.ruleset.skill_names()
    return [replace(r, what=w) if (w := only_held(r.what, identity, held, listed)) != r.what else r for r in rows]


GENERAL = ("全体", "存活", "所有")


def held_rows(game: Any) -> list[Any]:
    """The open period's rows (`clock.rows`) as they concern this game."""
    return named_held(game, [r for r in (only_present(game, d) for d in clock.rows(game)) if r is not None])


def only_present(game: Any, row: Any) -> Any:
    """A timetable row as it concerns this game: the roles it names that nobody holds are left
    out of `who`, and a row that names only such roles is dropped (`Ruleset.made_roles`: a table
    without 奇迹商人 has no 幸运儿 either)."""
    if not isinstance(row.who, str):
        return row
    dealt, held = {s.role for s in game.seats.values()}, held_roles(game)
    known = set(game.ruleset.roles)
    parts = re.split(r"([、，,])", row.who)
    kept, dropped = [], False
    for part in parts[::2]:
        role = next((r for r in sorted(known, key=len, reverse=True) if part.strip().startswith(r)), None)
        made = next((name for name in game.ruleset.made_roles if part.strip().startswith(name)), None)
        if (role is not None and role not in dealt) or (made is not None and made not in held):
            dropped = True
            continue
        kept.append(part)
    if not dropped:
        return row
    if not kept:
        return None
    return replace(row, who="、".join(p.strip() for p in kept))


def _step_row(items: list[Any], game: Any, seat_no: int, skill: str) -> Any:
    """The row that times the step settling the seat's `skill` (the row a `tick` forfeits it by): a skill two
    steps share by name (245's 摄魂 and its 结算目标's text) is due by its own step's row while that step is
    open; a skill two steps of the period settle in turn (PVZ's 最后一枪: the night's exits, then the vote's)
    by the row of the first of them not yet settled."""
    order = settlement.steps_of(game)
    steps = {s.id: s for s in order}
    keyed = {d.key: d for d in items if getattr(d, "key", "")}
    settled = set(game.settled)
    declared = None
    for slot in slots_of(game, game.seats[seat_no], skill):
        step = steps.get(slot.defn.step or "")
        if step is not None and game.kind in slot.defn.phases and step.row in keyed:
            if step.id not in settled:
                return keyed[step.row]
            declared = declared or keyed[step.row]
    for step in order:
        if skill in step.skills and step.id not in settled and step.row in keyed:
            return keyed[step.row]
    return declared


def for_skill(items: list[Any], game: Any, seat_no: int, skill: str) -> Any:
    """The deadline a seat's skill is due by: the one named after the skill — of several, the row of the
    step that settles the seat's copy (245's 摄魂 and its 结算目标's text share the name) —; for an answer to a
    trigger (a reactive skill) none named, the row of the step that settles it, or none where the seed gives
    it no time (M162's night 报复: not the 黑狼王's 冲锋 row); else one addressed to the seat (by number or by
    its role's name), else a general one, else the period's last."""
    if not items:
        return None
    seat = game.seats[seat_no]
    named_rows = [d for d in items if skill in d.what.split("/") or skill in d.what]
    if len(named_rows) > 1:
        own = _step_row(named_rows, game, seat_no, skill)
        return own if own is not None else named_rows[0]
    if named_rows:
        return named_rows[0]
    slots = slots_of(game, seat, skill)
    if slots and all(x.defn.phase == "reactive" for x in slots):
        return _step_row(items, game, seat_no, skill)  # an answer to a trigger: its step's row, or none (M162 报复)
    for d in items:
        if isinstance(d.who, tuple) and seat_no in d.who:
            return d
        if isinstance(d.who, str) and seat.role and seat.role in d.who:
            return d
    general = [d for d in items if isinstance(d.who, str) and any(w in d.who for w in GENERAL)]
    return general[0] if general else items[-1]


def named(items: list[Any], what: str) -> Any:
    """The first deadline the timetable names after `what` (遗言), if any: no guessing."""
    return next((d for d in items if what in d.what), None)


def closed_reason(deadline: Any, now: Any) -> str:
    """Why a player may no longer send it (its row's deadline is past at `now`); '' while open."""
    if deadline is None or now is None or now < deadline.at:
        return ""
    return f"已过截止时间（{deadline.what}：{deadline.at:%m-%d %H:%M}），如需补交请联系导演"
