"""`Game.alive_count` is `len(Game.alive())` without the list (PVZ's win check asks it at every
settlement point, 5 胜负判定): equal after every input and every close of random legal games, deaths,
exiles and 红牌罚下 included."""
from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from bansha import simulate
from bansha.engine.errors import Refusal


@settings(max_examples=25, deadline=None)
@given(st.sampled_from(["pvz", "hongloumeng", "jiu"]), st.integers(min_value=0, max_value=2**32 - 1))
def test_alive_count_is_the_number_of_living_seats(ruleset, seed):
    game = simulate.new_game(ruleset, 12 if ruleset == "pvz" else 14, seed)
    player = simulate.player_for(ruleset)
    rng = random.Random(seed)
    for _ in range(simulate.MAX_PERIODS):
        for inp in player(game, rng):
            try:
                game.submit(inp)
            except Refusal:
                pass
            assert game.alive_count() == len(game.alive())
        game.close()
        assert game.alive_count() == len(game.alive()) == sum(1 for s in game.seats.values() if s.alive)
        if game.over:
            break
