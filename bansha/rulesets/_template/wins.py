"""Wins: the village when no wolf is in play; the pack when wolves are at least half of it."""
from __future__ import annotations

from .roles.villager import VILLAGE
from .roles.werewolf import WOLF


def check(game) -> None:
    camps = [game.ruleset.camp_of(game, n) for n in game.alive()]
    wolves = camps.count(WOLF)
    if not wolves:
        game.end(VILLAGE, "狼人全部出局")
    elif wolves * 2 >= len(camps):
        game.end(WOLF, "狼人占存活角色的一半（以上）")
