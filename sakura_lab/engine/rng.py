"""A tiny counter-based PRNG (SplitMix64) whose whole state is one int.

The engine keeps RNG states as plain ints inside the game state so that ``clone()`` copies them for
free and the same seed always gives the same game on any platform or Python version.
"""
from __future__ import annotations

import hashlib
from typing import Final

MASK64: Final = (1 << 64) - 1
GOLDEN: Final = 0x9E3779B97F4A7C15


def mix64(z: int) -> int:
    """SplitMix64 finaliser: a bijective scramble of a 64-bit int."""
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK64
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK64
    return z ^ (z >> 31)


def seed_from(*parts: object) -> int:
    """A stable 64-bit seed from any printable parts (independent of PYTHONHASHSEED)."""
    text = "\x1f".join(str(p) for p in parts).encode("utf-8")
    return int.from_bytes(hashlib.sha256(text).digest()[:8], "little")


def next_state(state: int) -> tuple[int, int]:
    """Advance ``state``; return (new_state, 64-bit output)."""
    state = (state + GOLDEN) & MASK64
    return state, mix64(state)
