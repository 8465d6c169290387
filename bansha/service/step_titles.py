"""A period's steps as this game's table has them: a step's title names the roles of the seed's whole
pool (「A<x>；B<y>；C<z>」), so the console shows only the clauses of roles some seat holds, and no step
that concerns only roles nobody holds (issue 19: PVZ's lover, lucky one and guard named where nobody
plays them, and the empty step of a role made during play printed before the kill)."""
from __future__ import annotations

from typing import Any

from bansha import present
from bansha.engine import rows
from bansha.engine.game import Game


def steps(game: Game, period: str) -> tuple[Any, ...]:
    """The steps `period` had (the open one's, or a past one's as the ruleset lists them)."""
    return tuple(game.ruleset.steps(game) if period == game.period else game.ruleset.steps_in(game, period))


def _held(game: Game) -> tuple[list[str], set[str]]:
    """Every role the ruleset knows (longest first), and the roles this table holds or can make with
    the skills some seat holds (078's identities come with their skills, by 征召)."""
    rules = game.ruleset
    known = sorted(set(rules.roles) | set(rules.made_roles), key=len, reverse=True)
    return known, rows.held_roles(game) | {f"<{name}>" for name in rows.held_skills(game)}


def _named(text: str, known: list[str]) -> list[str]:
    out = []
    for role in known:
        if role in text:
            out.append(role)
            text = text.replace(role, "")
    return out


def _skills(text: str) -> list[str]:
    return [piece.split(">", 1)[0] for piece in text.split("<")[1:] if ">" in piece]


def trimmed(game: Game, title: str, known_held: tuple[list[str], set[str]] | None = None) -> str:
    """`title` without the clauses (between ；) naming only roles nobody holds, and without such a role
    among alternatives (「A/B」 on a table without B reads 「A」)."""
    if not game.ruleset.roles_dealt:
        return title
    known, held = known_held or _held(game)
    kept = []
    for part in title.split("；"):
        named = _named(part, known)
        if named and not any(r in held for r in named) and not any(f"<{s}>" in held for s in _skills(part)):
            continue
        for role in named:
            if role not in held:
                part = part.replace(f"{role}/", "").replace(f"/{role}", "")
        kept.append(part)
    return "；".join(kept)


def shown_status(game: Game, rows: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The open period's step rows (`settlement.status`) with their titles as this table has them; a
    step whose title concerned only absent roles keeps no title (the page lists titled steps)."""
    kh = _held(game)
    return [dict(r, title=trimmed(game, r["title"], kh)) if r.get("title") else r for r in rows]


def trace(game: Game, period: str) -> list[str]:
    """A period's trace lines (its 公示 left out) with each step's opening line (`Game.step_marks`) as this
    table has it; the opening of a step that concerned only absent roles goes."""
    kh = _held(game)
    titles = {s.id: s.title for s in steps(game, period) if s.title}
    marks = game.step_marks
    out = []
    for i, e, _ in present.indexed_events(game, period):
        if e["type"] == "announce":
            continue
        sid = marks.get(i)
        if sid is not None and sid in titles:
            title = trimmed(game, titles[sid], kh)
            if title:
                out.append(f"{sid} {title}")
            continue
        out.append(present.describe(e))
    return out
