"""CPython's `random.Random.choice`, `shuffle` and `sample`, draw for draw, in code the compiled build
compiles. Both draw through `getrandbits` exactly as `Random._randbelow_with_getrandbits` does (the
fewest bits that cover n, redrawn while too large), so a game dealt or played with them is the same
game, byte for byte, as with `Random`'s own methods, without an interpreted call per draw.
tests/engine/test_draws.py holds them to `Random` draw for draw."""
from __future__ import annotations

import math
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

    def sample(self, population: Sequence[T], k: int) -> list[T]:
        """`Random.sample(population, k)` (no counts): a pool drawn down for a small population, else indexes
        redrawn until new, as CPython chooses between the two."""
        n = len(population)
        if not 0 <= k <= n:
            raise ValueError("Sample larger than population or is negative")
        bits = self.bits
        setsize = 21  # CPython's: a small set's size less an empty list's
        if k > 5:
            setsize += 4 ** math.ceil(math.log(k * 3, 4))
        out: list[T] = []
        if n <= setsize:
            pool = list(population)
            for i in range(k):
                j = below(bits, n - i)
                out.append(pool[j])
                pool[j] = pool[n - i - 1]
            return out
        picked: set[int] = set()
        for _ in range(k):
            j = below(bits, n)
            while j in picked:
                j = below(bits, n)
            picked.add(j)
            out.append(population[j])
        return out
