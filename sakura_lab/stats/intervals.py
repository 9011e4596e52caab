"""Confidence intervals for win rates: Wilson score intervals and pair-level standard errors."""
from __future__ import annotations

import math
from collections.abc import Sequence

Z95 = 1.959963984540054


def wilson(wins: float, n: int, z: float = Z95) -> tuple[float, float]:
    """Wilson score interval for a proportion (draws may count as half wins)."""
    if n <= 0:
        return (0.0, 1.0)
    p = wins / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return (max(0.0, centre - half), min(1.0, centre + half))


def pair_se(pair_scores: Sequence[float]) -> float:
    """Standard error of the mean win rate when the unit is the mirrored pair.

    ``pair_scores`` holds each pair's score for one side (0, 0.5 or 1: wins over its two games / 2)."""
    n = len(pair_scores)
    if n < 2:
        return float("nan")
    m = sum(pair_scores) / n
    var = sum((x - m) ** 2 for x in pair_scores) / (n - 1)
    return math.sqrt(var / n)
