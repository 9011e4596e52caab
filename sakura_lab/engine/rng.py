"""A tiny counter-based PRNG (SplitMix64) whose whole state is one 64-bit int.

The engine keeps RNG states as plain ints inside the game state so that ``clone()`` copies them for
free and the same seed always gives the same game on any platform or Python version. A game state holds each
stream's state as two 32-bit halves (:func:`limbs`): the compiled path keeps ints below 2**62 unboxed, and
SplitMix64 on whole 64-bit ints went through Python's arbitrary-precision arithmetic at every operation
(``zones.rand_below`` computes the same numbers on the halves).
"""
from __future__ import annotations

import hashlib
from typing import Final

MASK64: Final = (1 << 64) - 1
MASK32: Final = (1 << 32) - 1
GOLDEN: Final = 0x9E3779B97F4A7C15
MIX1: Final = 0xBF58476D1CE4E5B9
MIX2: Final = 0x94D049BB133111EB


def mix64(z: int) -> int:
    """SplitMix64 finaliser: a bijective scramble of a 64-bit int."""
    z = ((z ^ (z >> 30)) * MIX1) & MASK64
    z = ((z ^ (z >> 27)) * MIX2) & MASK64
    return z ^ (z >> 31)


def seed_from(*parts: object) -> int:
    """A stable 64-bit seed from any printable parts (independent of PYTHONHASHSEED)."""
    text = "\x1f".join(str(p) for p in parts).encode("utf-8")
    return int.from_bytes(hashlib.sha256(text).digest()[:8], "little")


def next_state(state: int) -> tuple[int, int]:
    """Advance ``state``; return (new_state, 64-bit output)."""
    state = (state + GOLDEN) & MASK64
    return state, mix64(state)


def limbs(*states: int) -> list[int]:
    """64-bit PRNG states as a game state's ``rngs`` list: low and high 32-bit half of each, in stream order."""
    out: list[int] = []
    for s in states:
        out.append(s & MASK32)
        out.append((s >> 32) & MASK32)
    return out


def state_of(rngs: list[int], stream: int) -> int:
    """Stream ``stream``'s 64-bit state from a game state's ``rngs`` (inverse of :func:`limbs`)."""
    return rngs[2 * stream] | (rngs[2 * stream + 1] << 32)
