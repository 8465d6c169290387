"""The engine's compiled draws are `Random.choice`, `Random.shuffle` and `Random.sample`, draw for draw (issue 11:
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


@settings(max_examples=300, deadline=None)
@given(seed=st.integers(0, 2**32), n=st.integers(0, 120), data=st.data())
def test_sample_equals_random_sample(seed, n, data):
    """Both of CPython's ways: a pool (small populations) and a set of indexes (large ones, few picks)."""
    k = data.draw(st.integers(0, n))
    ours, theirs = random.Random(seed), random.Random(seed)
    seq = tuple(f"r{i}" for i in range(n))
    assert Draws(ours).sample(seq, k) == theirs.sample(seq, k)
    assert ours.getstate() == theirs.getstate()


def test_a_sample_larger_than_its_population_is_refused_as_random_does():
    with pytest.raises(ValueError):
        Draws(random.Random(1)).sample([1, 2], 3)
