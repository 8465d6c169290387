"""`Game.seat_list` is the seats of `Game.seats` in the same order (the hot loops walk the list), and
`Game.alive_count` is `len(Game.alive())` without the list (PVZ's win check asks it at every settlement
point, 5 胜负判定): both hold after every input and every close of random legal games, deaths, exiles,
红牌罚下 and 245's added seat included."""
from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from bansha import simulate
from bansha.engine.errors import Refusal
from bansha.engine.game import Game
from bansha.rulesets import get


def _holds(game: Game) -> None:
    assert game.seat_list == list(game.seats.values())
    assert game.alive_count() == len(game.alive()) == sum(1 for s in game.seats.values() if s.alive)
    assert game.alive() == [n for n, s in game.seats.items() if s.alive]


@settings(max_examples=25, deadline=None)
@given(st.sampled_from(["pvz", "hongloumeng", "jiu", "bajian"]), st.integers(min_value=0, max_value=2**32 - 1))
def test_the_seat_list_and_the_living_follow_the_seats(ruleset, seed):
    seats = {"pvz": 12, "bajian": 24}.get(ruleset, 14)
    game = simulate.new_game(ruleset, seats, seed)
    player = simulate.player_for(ruleset)
    rng = random.Random(seed)
    _holds(game)
    for _ in range(simulate.MAX_PERIODS):
        for inp in player(game, rng):
            try:
                game.submit(inp)
            except Refusal:
                pass
            _holds(game)
        game.close()
        _holds(game)
        if game.over:
            break


def test_jiu_r120_the_dreamers_extra_seat_joins_the_list():
    """空想具现 adds a seat at the end of the 电梯楼 during the opening: the list has it too, so a loop over the
    living (the night's <强制> skills, the win check) sees it."""
    roles = ["祈求者", "预言家", "九天圣人", "黑商", "侦探", "圣女", "暗恋者", "空想家", "狼狗", "刺客鸭", "狼巫", "帝尊魔皇",
             "大天狗", "怪盗"]
    game = Game(get("jiu"), [{"seat": i, "name": f"d{i}", "role": r} for i, r in enumerate(roles, 1)], live=True)
    game.submit({"kind": "action", "by": 8, "skill": "空想具现", "choice": "黑商"})
    assert 15 in game.seats and game.seats[15].role == "黑商"
    _holds(game)
    assert game.seat_list[-1] is game.seats[15] and 15 in game.alive()
