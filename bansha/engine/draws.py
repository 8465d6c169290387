"""CPython's `random.Random.choice` and `shuffle`, draw for draw, in code the compiled build
compiles. Both draw through `getrandbits` exactly as `Random._randbelow_with_getrandbits` does (the
fewest bits that cover n, redrawn while too large), so a game dealt or played with them is the same
game, byte for byte, as with `Random`'s own methods, without an interpreted call per draw.
tests/engine/test_draws.py holds them to `Random` draw for draw."""
from __future__ import annotations

import random
from typing import Any, Callable, MutableSequence, Sequence, TypeVar

T = TypeVar("T")


def below(bits: Callable[[int], int], n: int) -> int:
    """A number in [0, n), as `Random._randbelow_with_getrandbits(n)` draws it."""
    k = n.bit_length()
    r = bits(k)
    while r >= n:
        r = bits(k)
    return r


class Draws:
    """A generator's choice and shuffle (the generator itself keeps its state)."""

    def __init__(self, rng: random.Random) -> None:
        self.bits: Callable[[int], int] = rng.getrandbits

    def choice(self, seq: Sequence[T]) -> T:
        n = len(seq)
        if not n:
            raise IndexError("Cannot choose from an empty sequence")
        return seq[below(self.bits, n)]

    def shuffle(self, x: MutableSequence[Any]) -> None:
        bits = self.bits
        for i in range(len(x) - 1, 0, -1):
            j = below(bits, i + 1)
            x[i], x[j] = x[j], x[i]
