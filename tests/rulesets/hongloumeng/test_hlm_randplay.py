"""`random_inputs` for `bansha simulate --ruleset hongloumeng`: legal-looking inputs in Game.submit's
forms, never an exception, never a draw from the game's own rng."""
import random

from bansha.engine.errors import Refusal
from bansha.engine.game import Game
from bansha.rulesets.hongloumeng import RULESET
from bansha.rulesets.hongloumeng.randplay import random_inputs

SEATS = [{"seat": i, "name": f"p{i}"} for i in range(1, 15)]
KINDS = {"action", "vote", "sheriff_vote", "card", "surrender"}


def test_random_games_finish_and_mostly_accept():
    finished, accepted, refused = 0, 0, 0
    for deal in range(60):
        g = Game(RULESET, SEATS, {}, deal, record_traces=False)
        for _ in range(200):
            state = g.rng.getstate()
            inputs = random_inputs(g)
            assert g.rng.getstate() == state
            for inp in inputs:
                assert inp["kind"] in KINDS
                try:
                    g.submit(inp)
                    accepted += 1
                except Refusal:
                    refused += 1
            g.close()
            if g.over:
                finished += 1
                break
    assert finished == 60 and accepted > 5 * refused


def test_it_never_raises_and_is_empty_when_over():
    g = Game(RULESET, SEATS, {}, 1)
    g.over = True
    assert random_inputs(g) == []
    broken = Game(RULESET, SEATS, {}, 2)
    broken.state = None  # the ruleset's state gone: reading it raises inside the player
    assert random_inputs(broken, random.Random(0)) == []


def test_same_state_same_inputs():
    a, b = Game(RULESET, SEATS, {}, 3), Game(RULESET, SEATS, {}, 3)
    assert random_inputs(a) == random_inputs(b)
