"""``random.Random.sample`` and ``shuffle`` without their interpreted frames, drawing exactly the same numbers.

Determinization (``engine.view``) re-deals hidden cards with the player's ``random.Random`` for every
decision of the heuristic and search players. The standard library's ``sample`` and ``shuffle`` spend
most of their time in interpreted frames (``_randbelow`` per draw, an ``isinstance`` check against the
``Sequence`` ABC): about 8% of a heuristic game on the compiled path. These copies of CPython's algorithms
(3.11, ``_randbelow_with_getrandbits``) run compiled with the engine and consume ``getrandbits`` in the same
order, so every game is unchanged (``tests/test_engine_speed.py`` checks the sequences against the
standard library). Any other kind of generator falls back to its own methods.
"""
from __future__ import annotations

import math
import random
from typing import Any, TypeVar

T = TypeVar("T")


def below(bits: Any, n: int) -> int:
    """``random.Random._randbelow_with_getrandbits(n)`` (n > 0)."""
    k = n.bit_length()
    r: int = bits(k)
    while r >= n:
        r = bits(k)
    return r


def sample(rng: Any, population: list[T], k: int) -> list[T]:
    """``rng.sample(population, k)`` for a list ``population``."""
    if type(rng) is not random.Random:
        return list(rng.sample(population, k))
    n = len(population)
    if not 0 <= k <= n:
        raise ValueError("Sample larger than population or is negative")
    bits = rng.getrandbits
    result: list[T] = []
    setsize = 21
    if k > 5:
        setsize += 4 ** math.ceil(math.log(k * 3, 4))
    if n <= setsize:
        pool = list(population)
        for i in range(k):
            j = below(bits, n - i)
            result.append(pool[j])
            pool[j] = pool[n - i - 1]
    else:
        selected: set[int] = set()
        for _ in range(k):
            j = below(bits, n)
            while j in selected:
                j = below(bits, n)
            selected.add(j)
            result.append(population[j])
    return result


def shuffle(rng: Any, x: list[Any]) -> None:
    """``rng.shuffle(x)`` in place."""
    if type(rng) is not random.Random:
        rng.shuffle(x)
        return
    bits = rng.getrandbits
    for i in range(len(x) - 1, 0, -1):
        j = below(bits, i + 1)
        x[i], x[j] = x[j], x[i]
