"""The engine's compiled draws are `Random.choice` and `Random.shuffle`, draw for draw (issue 11:
records stay byte-identical whichever build deals and plays the game)."""
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bansha.engine.draws import Draws


@settings(max_examples=200, deadline=None)
@given(seed=st.integers(0, 2**32), sizes=st.lists(st.integers(1, 70), min_size=1, max_size=40))
def test_choice_equals_random_choice(seed, sizes):
    ours, theirs = random.Random(seed), random.Random(seed)
    draws = Draws(ours)
    for n in sizes:
        seq = list(range(n))
        assert draws.choice(seq) == theirs.choice(seq)
    assert ours.getstate() == theirs.getstate()


@settings(max_examples=200, deadline=None)
@given(seed=st.integers(0, 2**32), n=st.integers(0, 40))
def test_shuffle_equals_random_shuffle(seed, n):
    ours, theirs = random.Random(seed), random.Random(seed)
    a, b = [f"r{i}" for i in range(n)], [f"r{i}" for i in range(n)]
    Draws(ours).shuffle(a)
    theirs.shuffle(b)
    assert a == b and ours.getstate() == theirs.getstate()


def test_an_empty_sequence_is_refused_as_random_does():
    with pytest.raises(IndexError):
        Draws(random.Random(1)).choice([])
