"""Determinized Monte Carlo search over the heuristic (perfect-information Monte Carlo, PIMC).

For a main-phase, reaction, damage (Aura or Life), yes/no, mode or card decision (``SEARCHED``; ``search=`` in a spec
names others) the player:

1. samples ``worlds`` full game states consistent with its view (``engine.view.determinize``: the
   opponent's hidden cards, both decks' order and every future shuffle are re-drawn);
2. keeps the ``top`` options the heuristic's one-ply scores rank best on the first world (the others are
   never worth the budget: measured in docs/search.md);
3. plays each candidate in every world (the same worlds for every candidate, so their comparison is
   paired) with the heuristic for **both** players — the opponent's reactions and its whole next turn
   included — up to the start of the deciding player's next turn (``turns=1``; more with ``turns``), or
   the end of the game;
4. scores each playout by the evaluation turned into a win probability (the evaluation is a fitted
   log-odds, ``evaluation.SCALE`` units per unit) or by the result when the game ended, and keeps the
   candidate with the best mean.

The budget per decision is ``top × worlds`` playouts, 4 × 6 by default (4 worlds until session 12: against the
heuristic tuned then they scored 59.5% over 600 pairs, 6 worlds 60.9% over 400; three candidates until session 14:
over all 26 megami against session 13's weights three scored 55.0% and four 59.9% and 57.3%, 400 pairs each;
docs/search.md). It is a count,
not a time, so a seed gives the same game on any machine. Other decisions go to the heuristic. Until session 15 only
main-phase and reaction decisions were searched; with the damage, yes/no, mode and card choices too the search scored
62.3% against the heuristic over all 26 megami and 60.4% on a fresh seed, but searching those choices alone gains a
point at most (51.3% over all 26 megami, session 16): the margin is in the main-phase decisions. Against session 16's
heuristic, which also judges each of its options with the turn ended right after it, the search scored 57.8%
(docs/search.md, row (h)). Since session 17 the candidates are ranked by the heuristic's own exhaustive procedure
(``prior=0``, with the early stop) and the searching player's own rest of the turn in each playout is played by that
procedure too (``rest=1``; :func:`playout`), so a candidate is judged by the continuation the player would choose:
62.1% [59.3, 64.9] against session 16's heuristic (seed 13102; ``prior=2,rest=0`` is the player before; docs/search.md,
row (i)). The playout players see the sampled world whole; the opponent therefore knows the
searcher's real hand inside a playout — a pessimistic bias that is the same for every candidate.
"""
from __future__ import annotations

import math
import random

from sakura_lab.ai.evaluation import SCALE, STYLES, WIN, Weights, evaluate
from sakura_lab.ai.heuristic import TOP, HeuristicAgent, choose_on_state, decision_kinds, option_scores
from sakura_lab.engine.constants import (
    D_ARROW,
    D_BASIC_COST,
    D_CARD,
    D_CHARGE,
    D_CHOOSE,
    D_DAMAGE,
    D_MAIN,
    D_MAY,
    D_REACT,
)
from sakura_lab.engine.state import Decision, GameState
from sakura_lab.engine.view import PlayerView, determinize

# the decision kinds the search takes by default (main phase and reactions only until session 15); the others go to the
# heuristic. Searched alone, the damage, yes/no, mode and card choices gain a point at most over the heuristic's own
# answers (session 16, docs/search.md): kept, as they cost little
SEARCHED = (D_MAIN, D_REACT, D_DAMAGE, D_MAY, D_CHOOSE, D_CARD)
# every kind a spec may name (``search=main+react``); the rest are always the heuristic's
SEARCHABLE = SEARCHED + (D_CHARGE, D_ARROW, D_BASIC_COST)


def searched_kinds(text: str) -> tuple[str, ...]:
    """A ``search=`` spec value (kinds joined by ``+``) as a tuple; a clear error for an unknown kind or none."""
    kinds = decision_kinds(text, SEARCHABLE, "search", "the search can take")
    if not kinds:
        raise ValueError(f"search: {text!r} names no decision kind (choose from {', '.join(SEARCHABLE)})")
    return kinds


def win_probability(st: GameState, p: int, w: Weights) -> float:
    """The position's value for ``p`` as a win probability: 1/0/0.5 for a finished game, else the
    evaluation's log-odds squashed."""
    v = evaluate(st, p, w)
    if abs(v) >= WIN:
        return 1.0 if v > 0 else 0.0
    if st.outcome is not None:
        return 0.5  # a draw
    return 1.0 / (1.0 + math.exp(-v / SCALE))


def playout(st: GameState, p: int, w: Weights, turns: int = 1, max_steps: int = 3000, rest: int = 0) -> float:
    """Play the heuristic for both players until the start of ``p``'s ``turns``-th next turn (or the end of
    the game) and score the position for ``p``. With ``rest`` 1, ``p``'s own choices in the turn the playout starts
    in (the rest of the turn the searched option was played in) are the heuristic player's own procedure (every
    option finished, ending the turn early judged too: ``choose_on_state`` with ``top=0``), not the cheaper best-few
    one."""
    stop = st.turn + (2 * turns if st.turn_player == p else 2 * turns - 1)
    first = st.turn if rest and st.turn_player == p else -1
    for _ in range(max_steps):
        if st.outcome is not None or st.turn >= stop:
            break
        d = st.decision
        own_rest = st.turn == first and d is not None and d.player == p
        st.apply(choose_on_state(st, w, 0 if own_rest else TOP))
    return win_probability(st, p, w)


class MonteCarloAgent:
    """PIMC over the heuristic's best few options with heuristic playouts to the next turn of its own."""

    def __init__(self, style: str = "balanced", seed: int | None = None, worlds: int = 6, top: int = 4,
                 turns: int = 1, weights: Weights | None = None, *, searched: tuple[str, ...] = SEARCHED,
                 label: str = "mcts", inner_seed_offset: int = 7, prior: int = 0, margin: float = 0.0,
                 search: str = "", rest: int = 1) -> None:
        if style not in STYLES:
            raise ValueError(f"unknown style {style!r}")
        if int(worlds) < 1 or int(top) < 0 or int(turns) < 1:
            raise ValueError("worlds and turns must be at least 1, top 0 (every option) or more")
        if int(prior) < 0 or not 0.0 <= float(margin) < 1.0:
            raise ValueError("prior must be 0 (every option finished) or more, margin a probability below 1")
        # the one-ply ranking that picks the candidates (heuristic.option_scores' top: 0 finishes every option's
        # turn, the heuristic's own procedure) and the win probability another candidate's mean must beat the
        # heuristic's first choice by (the means of a few worlds are noisy; 0: the best mean wins)
        self.prior = int(prior)
        if int(rest) not in (0, 1):
            raise ValueError(f"rest must be 0 (playouts by the best-few procedure) or 1 (its own turn's rest by the "
                             f"heuristic's own procedure), not {rest}")
        self.rest = int(rest)
        self.margin = float(margin)
        # a spec's ``search=`` (e.g. ``main+react``, the searched kinds before session 15) replaces ``searched``
        self.searched = searched_kinds(search) if search else tuple(searched)
        self.weights = weights or STYLES[style]
        self.worlds = int(worlds)
        self.top = int(top)
        self.turns = int(turns)
        self.rng = random.Random(seed)
        # the decisions it does not search: by the heuristic's exhaustive procedure (top=0), as measured in sessions
        # 16-17 (the heuristic player's own default became the cheaper best-few procedure with the stop in session 18)
        self.inner = HeuristicAgent(style, seed=None if seed is None else seed + inner_seed_offset,
                                    weights=self.weights, top=0)
        self.name = f"{label}:{style}"
        self.last_playouts = 0  # playouts spent on the last decision (the budget actually used)

    def decide(self, view: PlayerView, decision: Decision) -> int:
        n = len(decision.options)
        if n == 1:
            return 0
        if decision.kind not in self.searched:
            return self.inner.decide(view, decision)
        p = decision.player
        w = self.weights
        worlds = [determinize(view, self.rng) for _ in range(self.worlds)]
        prior = option_scores(worlds[0], decision, w, self.prior)
        ranked = sorted((j for j in range(n) if prior[j] != float("-inf")), key=lambda j: -prior[j])
        cands = ranked[: self.top] if self.top else ranked
        self.last_playouts = 0
        if len(cands) <= 1:
            return cands[0] if cands else prior.index(max(prior))
        means = []
        for j in cands:
            total = 0.0
            for world in worlds:
                c = world.clone()
                c.apply(j)
                total += playout(c, p, w, self.turns, rest=self.rest)
                self.last_playouts += 1
            means.append(total / len(worlds) + (self.margin if j == cands[0] else 0.0))
        # ties (e.g. every candidate wins in every world) go to the heuristic's order
        return cands[means.index(max(means))]
