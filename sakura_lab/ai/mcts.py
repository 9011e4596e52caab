"""Determinized Monte Carlo player (perfect-information Monte Carlo over sampled hidden cards).

For a main-phase or reaction decision it repeatedly samples the opponent's hidden cards consistently
with its view (``engine.view.determinize``), picks a root option by UCB1, applies it, and plays out
``depth`` turns with the fast rule policy for both players; the playout is scored by the evaluation
(squashed to a win probability) or by the real result if the game ended. The option with the best
mean wins. ``playouts`` is the budget per decision.
"""
from __future__ import annotations

import math
import random

from sakura_lab.ai.evaluation import STYLES, WIN, evaluate
from sakura_lab.ai.heuristic import HeuristicAgent, option_scores
from sakura_lab.ai.policy import quick_choice
from sakura_lab.engine.constants import D_MAIN, D_REACT
from sakura_lab.engine.state import Decision, GameState
from sakura_lab.engine.view import PlayerView, determinize


def _score(st: GameState, p: int, w) -> float:  # type: ignore[no-untyped-def]
    v = evaluate(st, p, w)
    if abs(v) >= WIN:
        return 1.0 if v > 0 else 0.0
    return 1.0 / (1.0 + math.exp(-v / 40.0))


def playout(st: GameState, p: int, w, depth: int, max_steps: int = 2000) -> float:  # type: ignore[no-untyped-def]
    """Play ``depth`` more turn changes with the fast policy and score the result for ``p``."""
    end_turn = st.turn + depth
    for _ in range(max_steps):
        if st.outcome is not None or st.turn >= end_turn:
            break
        d = st.decision
        assert d is not None
        st.apply(quick_choice(st, d, w))
    return _score(st, p, w)


class MonteCarloAgent:
    """Flat UCB1 over root options with determinized, depth-limited rule-policy playouts."""

    def __init__(self, style: str = "balanced", seed: int | None = None, playouts: int = 48, depth: int = 2,
                 c: float = 0.7, top: int = 3) -> None:
        if style not in STYLES:
            raise ValueError(f"unknown style {style!r}")
        if int(playouts) < 1 or int(depth) < 1:
            raise ValueError("playouts and depth must be at least 1")
        self.weights = STYLES[style]
        self.playouts = int(playouts)
        self.depth = int(depth)
        self.c = float(c)
        self.top = int(top)
        self.rng = random.Random(seed)
        self.inner = HeuristicAgent(style, seed=None if seed is None else seed + 7)
        self.name = f"mcts:{style}"

    def decide(self, view: PlayerView, decision: Decision) -> int:
        n = len(decision.options)
        if n == 1:
            return 0
        if decision.kind not in (D_MAIN, D_REACT):
            return self.inner.decide(view, decision)
        p = decision.player
        w = self.weights
        # Progressive pruning: the heuristic's one-ply scores pick the ``top`` candidates worth the budget.
        base = determinize(view, self.rng)
        prior = option_scores(base, decision, w)
        cands = sorted(range(n), key=lambda j: -prior[j])[: max(1, self.top)]
        if len(cands) == 1:
            return cands[0]
        m = len(cands)
        visits = [0] * m
        totals = [0.0] * m
        for k in range(max(self.playouts, m)):
            if k % m == 0 and k:
                base = determinize(view, self.rng)  # a fresh world every round
            if k < m:
                j = k
            else:
                logn = math.log(k)
                j = max(range(m), key=lambda t: totals[t] / visits[t] + self.c * math.sqrt(logn / visits[t]))
            c = base.clone()
            c.apply(cands[j])
            totals[j] += playout(c, p, w, self.depth)
            visits[j] += 1
        means = [totals[t] / visits[t] for t in range(m)]
        return cands[means.index(max(means))]
