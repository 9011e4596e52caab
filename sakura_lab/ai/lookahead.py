"""The lookahead player: for each main-phase option, play the rest of the turn on a determinized copy
with the heuristic (both players), evaluate the position at the end of the turn, keep the best.

Other decisions are answered by the heuristic player of the same style.
"""
from __future__ import annotations

import random

from sakura_lab.ai.evaluation import STYLES, Weights, evaluate
from sakura_lab.ai.heuristic import HeuristicAgent, choose_on_state
from sakura_lab.engine.constants import D_MAIN
from sakura_lab.engine.state import Decision, GameState
from sakura_lab.engine.view import PlayerView, determinize


def finish_turn(st: GameState, w_by_player: tuple[Weights, Weights], max_steps: int = 400) -> None:
    """Play on with the heuristic for both players until the turn changes or the game ends."""
    turn = st.turn
    for _ in range(max_steps):
        if st.outcome is not None or st.turn != turn:
            return
        d = st.decision
        assert d is not None
        st.apply(choose_on_state(st, w_by_player[d.player]))


class LookaheadAgent:
    """Plans the whole rest of its turn for each main-phase option (``samples`` determinizations)."""

    def __init__(self, style: str = "balanced", seed: int | None = None, samples: int = 1) -> None:
        if style not in STYLES:
            raise ValueError(f"unknown style {style!r}")
        self.weights = STYLES[style]
        self.samples = int(samples)
        self.rng = random.Random(seed)
        self.inner = HeuristicAgent(style, seed=None if seed is None else seed + 1)
        self.name = f"lookahead:{style}"

    def decide(self, view: PlayerView, decision: Decision) -> int:
        n = len(decision.options)
        if n == 1:
            return 0
        if decision.kind != D_MAIN:
            return self.inner.decide(view, decision)
        p = decision.player
        w = self.weights
        ws = (w, w)
        scores = [0.0] * n
        for _ in range(self.samples):
            base = determinize(view, self.rng)
            for i in range(n):
                c = base.clone()
                c.apply(i)
                finish_turn(c, ws)
                scores[i] += evaluate(c, p, w)
        return scores.index(max(scores))

