"""The random player's compiled draw is `Random.choice`, draw for draw (issue 11: records stay
byte-identical whichever build plays the game)."""
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bansha.randplay import Draws


@settings(max_examples=200, deadline=None)
@given(seed=st.integers(0, 2**32), sizes=st.lists(st.integers(1, 70), min_size=1, max_size=40))
def test_draws_equal_random_choice(seed, sizes):
    ours, theirs = random.Random(seed), random.Random(seed)
    draws = Draws(ours)
    for n in sizes:
        seq = list(range(n))
        assert draws.choice(seq) == theirs.choice(seq)
    assert ours.getstate() == theirs.getstate()


def test_an_empty_sequence_is_refused_as_random_does():
    with pytest.raises(IndexError):
        Draws(random.Random(1)).choice([])
