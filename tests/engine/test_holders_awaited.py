"""Whom a step waits for (`settlement.holders_awaited`) is the same whether it asks every living seat what it
may use (a `settle_ready` pass's shared `_Usable`) or only the seats holding one of the step's skills — their
own, their group's, or one promised them (a ruleset's own `awaits`, asked after every input of a live
period). Checked at every input of random live games of all four rulesets."""
from __future__ import annotations

import random

import pytest

from bansha import rulesets
from bansha.engine.errors import Refusal
from bansha.engine.game import Game
from bansha.engine.settlement import _Usable, holders_awaited, steps_of
from bansha.simulate import player_for

SEATS = {"pvz": 12, "hongloumeng": 14, "bajian": 24, "jiu": 14}


def _each_step_agrees(game: Game) -> int:
    """Compares both ways for every step of the open period; returns how many steps awaited someone."""
    waiting = 0
    for step in steps_of(game):
        every_seat = holders_awaited(game, step, usable=_Usable())
        assert holders_awaited(game, step) == every_seat, (game.period, step.id)
        assert holders_awaited(game, step, first=True) == every_seat[:1], (game.period, step.id)
        waiting += bool(every_seat)
    return waiting


@pytest.mark.parametrize("ruleset", sorted(SEATS))
def test_the_holders_awaited_are_the_same_asked_of_every_seat_or_of_the_holders(ruleset):
    waiting = 0
    player = player_for(ruleset)
    for seed in range(4):
        game = Game(rulesets.get(ruleset), [{"seat": n, "name": f"P{n}"} for n in range(1, SEATS[ruleset] + 1)],
                    {}, seed, live=True)
        rng = random.Random(seed)
        for _ in range(8):
            waiting += _each_step_agrees(game)
            for inp in player(game, rng):
                try:
                    game.submit(inp)
                except Refusal:
                    continue
                waiting += _each_step_agrees(game)
            game.close()
            if game.over:
                break
    assert waiting  # the games held steps that waited for someone: the comparison was not of empty lists
