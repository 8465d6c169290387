"""The exit list a 公示 prints: each period's exits grouped by cause, in the order the roles' slots
give (`RoleDef.exit_slot`, in roster order), the rules' own causes last. A role that adds a cause
declares its slot in its module; nothing here names it."""
from __future__ import annotations

from typing import TYPE_CHECKING

from bansha.engine import exits

from .roles import ROLES

if TYPE_CHECKING:
    from .state import TemplateGame

RULE_CAUSES = ("投票",)
SLOTS: tuple[str, ...] = tuple(r.exit_slot for r in ROLES.values() if r.exit_slot) + RULE_CAUSES


def on_death(game: "TemplateGame", seat: int, cause: str) -> None:
    """The ruleset's own listener: every exit joins the period's list."""
    game.ledger.out.append((seat, cause))


def listed(game: "TemplateGame") -> str:
    """「3号p3（杀人）、5号p5（猎枪）」, or 无 when nobody went out."""
    rank = {c: k for k, c in enumerate(SLOTS)}
    out = sorted(game.ledger.out, key=lambda sc: rank.get(sc[1], len(SLOTS)))  # stable: 手速 within a slot
    return "、".join(f"{exits.label(game, n)}（{cause}）" for n, cause in out) or "无"
