"""The lookahead player: for each of the heuristic's best main-phase options, play on in ``worlds``
determinized copies with the heuristic for both players — the rest of its turn and the opponent's whole
reply — and keep the option whose positions at the start of its next turn evaluate best on average.

It is the Monte Carlo search (:mod:`sakura_lab.ai.mcts`) restricted to main-phase decisions, with five worlds
(one measured too noisy: 52.8% [48.5, 57.0] against the heuristic over 200 pairs, two 61.8% [57.7, 65.8]; against
the heuristic tuned in session 12 two gave 54.6% [51.8, 57.4] and three 59.1% [56.1, 62.2] over 400 pairs; over
all 26 megami against the weights of session 13 three gave 53.8% [51.0, 56.5] and five 57.0% [54.2, 59.8]:
docs/search.md) and the heuristic's four best options. Other decisions are answered by the heuristic player of the
same style. ``top`` options are played (0: all of them); ``turns`` as in the search.

Since session 17 the lookahead works with the heuristic's own procedure where session 16's heuristic improved on the
cheaper best-few one: its candidates are the four best of the heuristic's exhaustive ranking (``prior=0``: every
option's turn finished, and ended right after the option too), and in each playout its own rest of the turn is played
by that procedure (``rest=1``); the opponent's reply stays with the best-few procedure. Against session 16's heuristic
it scored 50.0% [47.2, 52.8] before (seed 12701), 53.4% [50.5, 56.3] with ``prior=0`` alone (seed 12701) and
56.3% [53.4, 59.1] and 56.8% [54.0, 59.6] with both (seeds 13100, 13101; docs/search.md, row (i)). ``prior=2, rest=0`` is the
player before.
"""
from __future__ import annotations

from sakura_lab.ai.evaluation import Weights
from sakura_lab.ai.mcts import MonteCarloAgent
from sakura_lab.engine.constants import D_MAIN


class LookaheadAgent(MonteCarloAgent):
    """Plays each of its ``top`` best main-phase options to the start of its next turn in ``worlds`` sampled worlds."""

    def __init__(self, style: str = "balanced", seed: int | None = None, top: int = 4, turns: int = 1,
                 worlds: int = 5, weights: Weights | None = None, prior: int = 0, rest: int = 1) -> None:
        super().__init__(style, seed, worlds=worlds, top=top, turns=turns, weights=weights, searched=(D_MAIN,),
                         label="lookahead", inner_seed_offset=1, prior=prior, rest=rest)
