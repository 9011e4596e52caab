"""The random player: uniform over the legal options of each decision (baseline and fuzzing)."""
from __future__ import annotations

import random
from typing import Any


class RandomAgent:
    """Chooses uniformly at random; sees only the decision (and could see only its view)."""

    name = "random"

    def __init__(self, seed: int | None = None, style: str | None = None) -> None:
        self.rng = random.Random(seed)

    def decide(self, view: Any, decision: Any) -> int:
        return self.rng.randrange(len(decision.options))
