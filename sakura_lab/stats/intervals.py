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


def newcombe(wins1: float, n1: int, wins2: float, n2: int, z: float = Z95) -> tuple[float, float]:
    """Newcombe's hybrid score interval for the difference of two proportions p1 - p2.

    Built from the two Wilson intervals, so it stays within [-1, 1] and behaves for rates of 0 or 1
    and small counts (unlike the normal approximation). NaNs if either count is 0."""
    if n1 <= 0 or n2 <= 0:
        return (float("nan"), float("nan"))
    p1, p2 = wins1 / n1, wins2 / n2
    l1, u1 = wilson(wins1, n1, z)
    l2, u2 = wilson(wins2, n2, z)
    d = p1 - p2
    return (d - math.sqrt((p1 - l1) ** 2 + (u2 - p2) ** 2), d + math.sqrt((u1 - p1) ** 2 + (p2 - l2) ** 2))
