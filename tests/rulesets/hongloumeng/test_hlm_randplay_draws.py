"""红楼梦's random player draws with its own compiled `choose`: it must be `Random.choice` draw
for draw, or seeded games (and bench/records.py) would change between builds (issue 11)."""
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bansha.rulesets.hongloumeng.randplay import choose


@settings(max_examples=200, deadline=None)
@given(seed=st.integers(0, 2**32), sizes=st.lists(st.integers(1, 70), min_size=1, max_size=40))
def test_choose_is_random_choice_draw_for_draw(seed, sizes):
    ours, theirs = random.Random(seed), random.Random(seed)
    for n in sizes:
        seq = list(range(n))
        assert choose(ours.getrandbits, seq) == theirs.choice(seq)
    assert ours.getstate() == theirs.getstate()


def test_an_empty_sequence_is_refused_as_random_does():
    with pytest.raises(IndexError):
        choose(random.Random(1).getrandbits, [])
