"""Hypothesis properties on random legal 245 games (quick by default; more under -m slow): a game
replays to the same record, no seat's view holds another seat's private message, a seat dies once,
and a finished game names a faction of the game — or none, when every faction has lost (ruling 所有阵营均判负) — and ends
as soon as no faction is left not lost."""
import pytest
from hypothesis import given, settings, strategies as st

from bansha.rulesets.jiu import wins
from bansha.simulate import play_one


def _check(seed: int) -> None:
    g = play_one("jiu", 12, seed)
    again = play_one("jiu", 12, seed)
    assert g.events == again.events
    dead = [e["seat"] for e in g.events if e["type"] == "death"]
    assert len(dead) == len(set(dead)) or any(e["type"] == "revive" for e in g.events)
    for n in g.seats:
        for e in g.view(n):
            if e["type"] in ("feedback", "notice"):
                assert e["to"] == n
    if g.over:
        assert g.winner in ("狼人阵营", "村民阵营", "三方阵营", "不定阵营", "黑情侣阵营") or (
            g.winner is None and g.outcome.reason == "所有阵营均已判负")
    else:
        assert not set(wins.factions(g)) <= set(g.lost)


@settings(max_examples=8, deadline=None)
@given(st.integers(0, 10_000))
def test_random_jiu_games_hold_the_properties(seed):
    _check(seed)


@pytest.mark.slow
@settings(max_examples=150, deadline=None)
@given(st.integers(0, 10 ** 6))
def test_random_jiu_games_hold_the_properties_many(seed):
    _check(seed)
