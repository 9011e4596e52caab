"""The random player: uniform over the legal options of each decision (baseline and fuzzing)."""
from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from sakura_lab.engine.pyrandom import below


class RandomAgent:
    """Chooses uniformly at random; sees only the decision (and could see only its view)."""

    name = "random"

    def __init__(self, seed: int | None = None, style: str | None = None) -> None:
        self.rng = random.Random(seed)
        self._bits: Callable[[int], int] = self.rng.getrandbits

    def decide(self, view: Any, decision: Any) -> int:
        # ``random.Random.randrange(n)`` without its two interpreted frames (~8% of a random game on the
        # compiled path): engine.pyrandom's copy of CPython's rejection sampling, the same draws
        # (tests/test_agents.py checks the sequence against randrange).
        n = len(decision.options)
        if n <= 0:
            raise ValueError("a decision without options")
        return below(self._bits, n)
