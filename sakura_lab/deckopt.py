"""Deck optimizer: local search over a pairing's pool, judged by games against a field (issue 18, item 3).

Starting from the deck builder's deck, each round proposes neighbours of the current deck — one-card swaps
(normal for normal, special for special) ranked by the builder's card values plus a few random ones, and
two-card moves combining the best swaps — and races them against the current deck:

- every candidate and the current deck play the same batch of mirrored pairs against every deck of the
  field (the same seeds for all of them, so the comparison is paired);
- after each batch, a candidate whose paired difference from the current deck is clearly negative (its 95%
  interval below zero) is dropped; a candidate clearly better (its one-sided 95% bound above zero) wins the
  round and becomes the current deck; a round ends without a move when its batches run out;
- the search stops when the game budget is spent or a round finds no better deck.

The result is then checked on fresh seeds: the optimized deck against the builder's deck, each playing the
field, paired per pair, with a 95% interval (the search's own numbers carry a winner's curse).
"""
from __future__ import annotations

import math
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

import numpy as np

from sakura_lab.cards.catalogue import get_catalogue
from sakura_lab.deckbuild import candidate_swaps
from sakura_lab.decks import Deck, make_deck
from sakura_lab.engine.rng import seed_from
from sakura_lab.stats.intervals import Z95


@dataclass(frozen=True)
class Move:
    """Cards taken out and put in (same number, same kinds)."""

    out: tuple[str, ...]
    into: tuple[str, ...]

    def describe(self, season: str | None = None, lang: str = "en") -> str:
        cat = get_catalogue()
        return ", ".join(f"{cat.card(o, season).name(lang)} -> {cat.card(i, season).name(lang)}"
                         for o, i in zip(self.out, self.into, strict=True))


@dataclass
class OptimizeResult:
    start: Deck
    deck: Deck
    moves: list[tuple[Move, float, float]] = field(default_factory=list)  # (move, paired gain, its se) per round
    games: int = 0
    check: dict[str, float] = field(default_factory=dict)  # fresh-seed check: rate, start_rate, diff, lo, hi, pairs


def _apply(deck: Deck, move: Move) -> Deck:
    swap = dict(zip(move.out, move.into, strict=True))
    return make_deck(deck.megami, [swap.get(c, c) for c in deck.cards], season=deck.season, name=deck.name)


def neighbours(deck: Deck, rng: random.Random, *, ranked: int = 4, random_swaps: int = 1, pairs_of: int = 1,
               style: str = "balanced", exclude: frozenset[tuple[str, ...]] = frozenset()) -> list[Move]:
    """Moves to try from ``deck``: the ``ranked`` best one-card swaps by the builder's card values, ``random_swaps``
    other legal swaps at random (exploration), and ``pairs_of`` two-card moves made of two of those best swaps that
    touch different cards; moves leading to a deck in ``exclude`` (sorted card tuples already raced) are skipped."""

    def new(o: tuple[str, ...], i: tuple[str, ...]) -> bool:
        swap = dict(zip(o, i, strict=True))
        return tuple(sorted(swap.get(c, c) for c in deck.cards)) not in exclude

    every = candidate_swaps(deck, style=style, limit=10_000)  # every legal one-card swap, best first
    best = [(o, i) for o, i in every if new((o,), (i,))][:ranked]
    moves = [Move((o,), (i,)) for o, i in best]
    others = [s for s in every if s not in best and new((s[0],), (s[1],))]
    for o, i in rng.sample(others, min(random_swaps, len(others))):
        moves.append(Move((o,), (i,)))
    pairs = 0
    for (o1, i1), (o2, i2) in ((a, b) for k, a in enumerate(best) for b in best[k + 1:]):
        if pairs < pairs_of and o1 != o2 and i1 != i2 and new((o1, o2), (i1, i2)):
            moves.append(Move((o1, o2), (i1, i2)))
            pairs += 1
    return moves


def _pair_scores(deck: Deck, opponents: Sequence[Deck], pairs_each: int, root_seed: int, agent: str,
                 n_jobs: int) -> np.ndarray:
    """``deck``'s score per mirrored pair (its two games averaged) against each opponent, ``pairs_each`` pairs per
    opponent, in a fixed order (pair ids), so two decks' arrays on the same seed are paired."""
    from sakura_lab.sim.match import Side
    from sakura_lab.sim.runner import run_pairs

    matchups = [(Side(deck, agent, "deck"), Side(opp, agent, f"opponent{k}")) for k, opp in enumerate(opponents)]
    recs = run_pairs(matchups, pairs_each * len(matchups), root_seed=root_seed, n_jobs=n_jobs)
    per: dict[int, list[float]] = {}
    for r in recs:
        per.setdefault(r["pair"], []).append(1.0 if r["winner"] == "A" else 0.5 if r["winner"] is None else 0.0)
    return np.array([sum(v) / len(v) for _, v in sorted(per.items())])


def _interval(d: np.ndarray) -> tuple[float, float]:
    n = len(d)
    mean = float(d.mean())
    se = float(d.std(ddof=1)) / math.sqrt(n) if n > 1 else math.inf
    return mean, se


def optimize_deck(start: Deck, opponents: Sequence[Deck], *, budget: int = 3000, agent: str = "heuristic",
                  seed: int = 0, n_jobs: int = 1, batch: int = 4, max_batches: int = 6, check_pairs: int = 60,
                  style: str = "balanced", accept_z: float = 1.645,
                  log: Callable[[str], None] | None = None) -> OptimizeResult:
    """Race neighbours of the current deck against ``opponents`` until ``budget`` games are spent (see the module
    docstring); ``batch`` pairs per opponent per racing step; a candidate is taken when its paired gain is above
    zero at one-sided level ``accept_z`` (1.645: 95%), dropped when its two-sided 95% interval is below zero;
    then the result is checked against ``start`` on fresh seeds with ``check_pairs`` pairs per opponent (not
    counted in the budget), which is the number to trust (the race picks the luckiest of several)."""
    if not opponents:
        raise ValueError("the optimizer needs a field of at least one opponent deck")
    if budget < 1 or batch < 1 or max_batches < 1:
        raise ValueError("budget, batch and max_batches must be at least 1")
    rng = random.Random(seed_from("deck-optimize", seed, *start.cards))
    res = OptimizeResult(start, start)
    current = start
    tried: set[tuple[str, ...]] = {tuple(sorted(start.cards))}
    rnd = 0
    say = log or (lambda _msg: None)
    while res.games < budget:
        moves = neighbours(current, rng, style=style, exclude=frozenset(tried))
        if not moves:
            break
        decks = {m: _apply(current, m) for m in moves}
        diffs: dict[Move, list[np.ndarray]] = {m: [] for m in moves}
        alive = list(moves)
        winner: Move | None = None
        played = 0
        for step in range(max_batches):
            per_deck_games = 2 * batch * len(opponents)
            if res.games + per_deck_games * (1 + len(alive)) > budget:
                break
            played += 1
            root = seed_from("deck-optimize-batch", seed, rnd, step)
            base = _pair_scores(current, opponents, batch, root, agent, n_jobs)
            res.games += per_deck_games
            for m in alive:
                diffs[m].append(_pair_scores(decks[m], opponents, batch, root, agent, n_jobs) - base)
                res.games += per_deck_games
            stats = {m: _interval(np.concatenate(diffs[m])) for m in alive}
            alive = [m for m in alive if stats[m][0] + Z95 * stats[m][1] >= 0]  # racing: drop the clearly worse
            better = [m for m in alive if stats[m][0] - accept_z * stats[m][1] > 0]
            if better:
                winner = max(better, key=lambda m: stats[m][0])
                break
            if not alive:
                break
        for m in moves:
            tried.add(tuple(sorted(decks[m].cards)))
        if winner is None:  # try other neighbours while the budget lasts (the raced ones are not offered again)
            say(f"round {rnd + 1}: no move clearly better ({res.games} games)")
            rnd += 1
            if not played:  # the budget left cannot pay one batch of this round
                break
            continue
        mean, se = _interval(np.concatenate(diffs[winner]))
        res.moves.append((winner, mean, se))
        current = decks[winner]
        say(f"round {rnd + 1}: {winner.describe(start.season)} (+{100 * mean:.1f} points, se {100 * se:.1f}; "
            f"{res.games} games)")
        rnd += 1
    res.deck = current
    if current != start and check_pairs > 0:
        root = seed_from("deck-optimize-check", seed)
        new = _pair_scores(current, opponents, check_pairs, root, agent, n_jobs)
        old = _pair_scores(start, opponents, check_pairs, root, agent, n_jobs)
        mean, se = _interval(new - old)
        res.check = {"rate": float(new.mean()), "start_rate": float(old.mean()), "diff": mean, "se": se,
                     "lo": mean - Z95 * se, "hi": mean + Z95 * se, "pairs": float(len(new))}
    return res


__all__ = ["Move", "OptimizeResult", "neighbours", "optimize_deck"]
