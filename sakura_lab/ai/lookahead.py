"""The lookahead player: for each of the heuristic's best main-phase options, play on in ``worlds``
determinized copies with the heuristic for both players — the rest of its turn and the opponent's whole
reply — and keep the option whose positions at the start of its next turn evaluate best on average.

It is the Monte Carlo search (:mod:`sakura_lab.ai.mcts`) restricted to main-phase decisions, with five worlds
(one measured too noisy: 52.8% [48.5, 57.0] against the heuristic over 200 pairs, two 61.8% [57.7, 65.8]; against
the heuristic tuned in session 12 two gave 54.6% [51.8, 57.4] and three 59.1% [56.1, 62.2] over 400 pairs; over
all 26 megami against the weights of session 13 three gave 53.8% [51.0, 56.5] and five 57.0% [54.2, 59.8]:
docs/search.md) and the heuristic's four best options. Against session 16's heuristic, which also judges each of its
options with the turn ended right after it, it scored 50.0% (its candidates come from the heuristic's best-few
procedure, which does not stop early; docs/search.md, row (h)). Other decisions are answered by the heuristic player of
the same style. ``top`` options are played (0: all of them); ``turns`` as in the search.
"""
from __future__ import annotations

from sakura_lab.ai.evaluation import Weights
from sakura_lab.ai.mcts import MonteCarloAgent
from sakura_lab.engine.constants import D_MAIN


class LookaheadAgent(MonteCarloAgent):
    """Plays each of its ``top`` best main-phase options to the start of its next turn in ``worlds`` sampled worlds."""

    def __init__(self, style: str = "balanced", seed: int | None = None, top: int = 4, turns: int = 1,
                 worlds: int = 5, weights: Weights | None = None) -> None:
        super().__init__(style, seed, worlds=worlds, top=top, turns=turns, weights=weights, searched=(D_MAIN,),
                         label="lookahead", inner_seed_offset=1)
