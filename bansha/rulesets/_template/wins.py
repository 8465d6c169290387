"""Wins, as the roles declare their part (`RoleDef.win`): each part looks at the camps in play and
names its faction or nothing; the first that names one ends the game. Judged after every exit step."""
from __future__ import annotations

from typing import TYPE_CHECKING

from .roles import ROLES

if TYPE_CHECKING:
    from .state import TemplateGame

PARTS = tuple(r.win for r in ROLES.values() if r.win)


def check(game: "TemplateGame") -> None:
    camps = [game.ruleset.camp_of(game, n) for n in game.alive()]
    for part in PARTS:
        won = part(camps)
        if won:
            game.end(*won)
            return
