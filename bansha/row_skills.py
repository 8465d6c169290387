"""A timetable row's `what` as it concerns this game: the skills it names that no seat and no group
of the game holds are left out, so 245's 「深夜1（预言、祈祷、黑暗侦测、吞食…）」 lists only this line-up's
skills (the phase stays: the rules need it even when nobody acts in it). A row names skills two ways:
a list after the phase in （） (245), or the list itself, alternatives joined by / and 、 (078's
「吹笛/魔音、炎盾/业炎」); a （） that names no skill is a condition (「（被投票出局）」) and stays."""
from __future__ import annotations

from dataclasses import replace
from typing import Any

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
