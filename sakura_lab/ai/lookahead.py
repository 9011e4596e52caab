"""The lookahead player: for each of the heuristic's best main-phase options, play on in ``worlds``
determinized copies with the heuristic for both players — the rest of its turn and the opponent's whole
reply — and keep the option whose positions at the start of its next turn evaluate best on average.

It is the Monte Carlo search (:mod:`sakura_lab.ai.mcts`) with two worlds (one measured too noisy: 52.8%
[48.5, 57.0] against the heuristic over 200 pairs, two 61.8% [57.7, 65.8]) and main-phase decisions only.
Other decisions are answered by the heuristic player of the same style. ``top`` options are played (0: all of
them); ``turns`` as in the search.
"""
from __future__ import annotations

import random

from sakura_lab.ai.evaluation import STYLES, Weights
from sakura_lab.ai.heuristic import TOP, HeuristicAgent, option_scores
from sakura_lab.ai.mcts import playout
from sakura_lab.engine.constants import D_MAIN
from sakura_lab.engine.state import Decision
from sakura_lab.engine.view import PlayerView, determinize


class LookaheadAgent:
    """Plays each of its ``top`` best main-phase options to the start of its next turn in ``worlds`` sampled worlds."""

    def __init__(self, style: str = "balanced", seed: int | None = None, top: int = 4, turns: int = 1,
                 worlds: int = 2, weights: Weights | None = None) -> None:
        if style not in STYLES:
            raise ValueError(f"unknown style {style!r}")
        if int(top) < 0 or int(turns) < 1 or int(worlds) < 1:
            raise ValueError("top must be 0 (every option) or more, turns and worlds at least 1")
        self.worlds = int(worlds)
        self.weights = weights or STYLES[style]
        self.top = int(top)
        self.turns = int(turns)
        self.rng = random.Random(seed)
        self.inner = HeuristicAgent(style, seed=None if seed is None else seed + 1, weights=self.weights)
        self.name = f"lookahead:{style}"

    def decide(self, view: PlayerView, decision: Decision) -> int:
        n = len(decision.options)
        if n == 1:
            return 0
        if decision.kind != D_MAIN:
            return self.inner.decide(view, decision)
        p = decision.player
        w = self.weights
        worlds = [determinize(view, self.rng) for _ in range(self.worlds)]
        prior = option_scores(worlds[0], decision, w, TOP)
        ranked = sorted((j for j in range(n) if prior[j] != float("-inf")), key=lambda j: -prior[j])
        cands = ranked[: self.top] if self.top else ranked
        if len(cands) <= 1:
            return cands[0] if cands else prior.index(max(prior))
        values = []
        for j in cands:
            total = 0.0
            for world in worlds:
                c = world.clone()
                c.apply(j)
                total += playout(c, p, w, self.turns)
            values.append(total)
        return cands[values.index(max(values))]
