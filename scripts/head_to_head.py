"""Two players head to head over mirrored pairs on random legal decks of megami 1-9; win rate with 95% intervals.

    python3 scripts/head_to_head.py --x heuristic --y heuristic:top=0 --pairs 200 --jobs 2 --seed 7

A mirrored pair is two games from one seed with both the seats and the decks swapped: the decks are two random
legal decks of random form pairings of megami 1-9 (``deckgen.form_pairings``); deck 0 sits in seat 0 and moves
first in both games; X plays it in one game, Y in the other, so deck and first-player luck cancel. The pair is
the unit of the interval (normal approximation over pair scores); Wilson's interval over games is printed too.
Also prints each player's mean seconds per game (both players' time together, so compare across runs only).

``--x-weights`` / ``--y-weights`` give a weights file (``sakura_lab/ai/weights.json`` format) to a heuristic-based
player, e.g. an older fit read with ``git show COMMIT:sakura_lab/ai/weights.json > old.json``.
"""
from __future__ import annotations

import argparse
import json
import math
import random
import sys
import time
from pathlib import Path
from typing import Any

from joblib import Parallel, delayed

sys.path.insert(0, str(Path(__file__).resolve().parent))
from fit_evaluation import play_out  # noqa: E402  (one loop guard for every head-to-head script)

MEGAMI_1_9 = ("yurina", "saine", "himika", "tokoyo", "oboro", "yukihi", "shinra", "hagane", "chikage")


def _decks(seed: int, megami: tuple[str, ...]) -> tuple[Any, Any]:
    from sakura_lab.deckgen import form_pairings, random_deck

    pairings = form_pairings(megami)
    r = random.Random(seed)
    return random_deck(r.choice(pairings), r), random_deck(r.choice(pairings), r)


def _agent(spec: str, seed: int, weights: str | None) -> Any:
    from sakura_lab.ai.base import make_agent
    from sakura_lab.ai.evaluation import load_weights

    a = make_agent(spec, seed=seed)
    if weights:
        w = load_weights(weights, migrate=True)
        for obj in (a, getattr(a, "inner", None)):
            if obj is not None and hasattr(obj, "weights"):
                obj.weights = w
    return a


def _pairs(seeds: list[int], x: str, y: str, xw: str | None, yw: str | None,
           megami: tuple[str, ...]) -> list[tuple[float, int, float]]:
    from sakura_lab.game import new_state

    out = []
    for seed in seeds:
        decks = _decks(seed, megami)
        s, stuck = 0.0, 0
        t0 = time.perf_counter()
        for x_first in (True, False):
            specs = ((x, xw), (y, yw)) if x_first else ((y, yw), (x, xw))
            agents = (_agent(specs[0][0], seed * 2, specs[0][1]), _agent(specs[1][0], seed * 2 + 1, specs[1][1]))
            st = new_state(seed, decks, first_player=0, keys=("A", "B"))
            if not play_out(st, agents):
                s, stuck = s + 0.5, stuck + 1
                continue
            xseat = 0 if x_first else 1
            win = st.outcome.winner
            s += 0.5 if win is None else (1.0 if win == xseat else 0.0)
        out.append((s / 2, stuck, (time.perf_counter() - t0) / 2))
    return out


def head_to_head(x: str, y: str, pairs: int, seed: int, jobs: int, xw: str | None = None, yw: str | None = None,
                 megami: tuple[str, ...] = MEGAMI_1_9) -> dict[str, Any]:
    """X against Y over ``pairs`` mirrored pairs: win rate, 95% interval over pairs and Wilson's over games."""
    seeds = [seed * 1_000_003 + 7 * i + 1 for i in range(pairs)]
    chunks = [c for c in (seeds[i::jobs * 4] for i in range(jobs * 4)) if c]
    parts = Parallel(n_jobs=jobs)(delayed(_pairs)(c, x, y, xw, yw, megami) for c in chunks)
    rows = [r for part in parts for r in part]
    sc = [r[0] for r in rows]
    n_pairs = len(sc)
    m = sum(sc) / n_pairs
    se = math.sqrt(sum((v - m) ** 2 for v in sc) / (n_pairs - 1) / n_pairs) if n_pairs > 1 else float("nan")
    n = 2 * n_pairs
    z = 1.96
    den = 1 + z * z / n
    mid = (m + z * z / (2 * n)) / den
    half = z * math.sqrt(m * (1 - m) / n + z * z / (4 * n * n)) / den
    return {"x": x, "y": y, "pairs": n_pairs, "games": n, "win_rate": round(m, 4), "pair_se": round(se, 4),
            "ci95": [round(m - z * se, 4), round(m + z * se, 4)],
            "wilson95": [round(mid - half, 4), round(mid + half, 4)],
            "stuck_games": sum(r[1] for r in rows), "seconds_per_game": round(sum(r[2] for r in rows) / n_pairs, 3)}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--x", required=True, help="player spec, e.g. heuristic or mcts:worlds=8")
    ap.add_argument("--y", required=True)
    ap.add_argument("--x-weights")
    ap.add_argument("--y-weights")
    ap.add_argument("--pairs", type=int, default=100)
    ap.add_argument("--jobs", type=int, default=1)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--megami", default=",".join(MEGAMI_1_9), help="comma-separated megami (default 1-9)")
    ap.add_argument("--json", metavar="FILE", help="also append the result as one JSON line")
    a = ap.parse_args(argv)
    t = time.perf_counter()
    res = head_to_head(a.x, a.y, a.pairs, a.seed, a.jobs, a.x_weights, a.y_weights, tuple(a.megami.split(",")))
    res["wall_s"] = round(time.perf_counter() - t, 1)
    res["seed"] = a.seed
    print(json.dumps(res))
    if a.json:
        with open(a.json, "a") as f:
            f.write(json.dumps(res) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
