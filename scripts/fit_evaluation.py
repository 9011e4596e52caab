"""Fit the evaluation weights by logistic regression of game results on position features.

Plays self-play games (heuristic players on random legal decks of every pairing of the basic four),
records ``features(st, p)`` at the start of every main phase for both players, labels each row with
whether that player won, and fits L2-regularised logistic regression (Newton's method, numpy).
Writes ``sakura_lab/ai/weights.json``. Repeat to let the fitted heuristic generate the next data.

    python3 scripts/fit_evaluation.py --games 1500 --iterations 2 --jobs 2
"""
from __future__ import annotations

import argparse
import json
import pathlib
import random
import time

import numpy as np
from joblib import Parallel, delayed

WEIGHTS = pathlib.Path(__file__).resolve().parents[1] / "sakura_lab" / "ai" / "weights.json"
SIGNED = ("my_gap", "op_gap", "threat", "my_aura_empty", "op_aura_empty", "my_fit", "op_fit", "my_hand", "op_hand",
          "my_aura", "op_aura", "my_life", "op_life", "my_danger", "op_danger")


def _games(seeds: list[int], agent: str) -> tuple[list[list[float]], list[float]]:
    from sakura_lab.ai.base import make_agent
    from sakura_lab.ai.evaluation import features
    from sakura_lab.deckgen import form_pairings, random_deck
    from sakura_lab.engine.constants import D_MAIN
    from sakura_lab.fuzz import BASIC_FOUR
    from sakura_lab.game import new_state

    pairings = form_pairings(BASIC_FOUR)
    xs: list[list[float]] = []
    ys: list[float] = []
    for seed in seeds:
        r = random.Random(seed)
        decks = (random_deck(r.choice(pairings), r), random_deck(r.choice(pairings), r))
        agents = (make_agent(agent, seed * 2), make_agent(agent, seed * 2 + 1))
        st = new_state(seed, decks)
        rows: list[tuple[int, list[float]]] = []
        last_turn = -1
        while st.outcome is None:
            d = st.decision
            assert d is not None
            if d.kind == D_MAIN and st.turn != last_turn:
                last_turn = st.turn
                for p in (0, 1):
                    rows.append((p, features(st, p)))
            st.apply(agents[d.player].decide(st.view(d.player), d))
        w = st.outcome.winner
        if w is None:
            continue
        for p, f in rows:
            xs.append(f)
            ys.append(1.0 if p == w else 0.0)
    return xs, ys


def fit_logistic(x: np.ndarray, y: np.ndarray, l2: float = 1.0, iters: int = 30) -> np.ndarray:
    """Newton-Raphson for L2-regularised logistic regression with an intercept (last column)."""
    n, k = x.shape
    xb = np.hstack([x, np.ones((n, 1))])
    beta = np.zeros(k + 1)
    reg = np.full(k + 1, l2)
    reg[-1] = 0.0
    for _ in range(iters):
        z = xb @ beta
        p = 1.0 / (1.0 + np.exp(-z))
        g = xb.T @ (p - y) + reg * beta
        h = (xb * (p * (1 - p))[:, None]).T @ xb + np.diag(reg)
        step = np.linalg.solve(h, g)
        beta -= step
        if np.max(np.abs(step)) < 1e-8:
            break
    return beta


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--games", type=int, default=1500)
    ap.add_argument("--iterations", type=int, default=1)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--seed", type=int, default=2026)
    ap.add_argument("--agent", default="heuristic")
    args = ap.parse_args()
    from sakura_lab.ai.evaluation import FEATURES

    for it in range(args.iterations):
        t0 = time.time()
        seeds = [args.seed * 100_000 + it * 10_000 + i for i in range(args.games)]
        chunks = [seeds[i::args.jobs * 4] for i in range(args.jobs * 4)]
        parts = Parallel(n_jobs=args.jobs)(delayed(_games)(c, args.agent) for c in chunks)
        xs = [r for part in parts for r in part[0]]
        ys = [v for part in parts for v in part[1]]
        x = np.asarray(xs, dtype=float)
        y = np.asarray(ys, dtype=float)
        beta = fit_logistic(x, y)
        z = np.hstack([x, np.ones((len(x), 1))]) @ beta
        acc = float(np.mean((z > 0) == (y > 0.5)))
        weights = {f: round(float(b), 5) for f, b in zip(FEATURES, beta[:-1], strict=True)}
        # Self-play correlations are not causal values: where a fitted sign contradicts the game
        # (e.g. being far from your own attack ranges "helps" because slow decks start far away), fall
        # back to half the hand-set prior so that decisions still move the right way.
        from sakura_lab.ai.evaluation import DEFAULT_WEIGHTS

        overridden = []
        for f in SIGNED:
            prior = DEFAULT_WEIGHTS[f]
            if weights[f] * prior <= 0:
                weights[f] = round(prior * 0.5, 5)
                overridden.append(f)
        if overridden:
            print("sign-constrained:", ", ".join(overridden))
        WEIGHTS.write_text(json.dumps({
            "note": "fitted by scripts/fit_evaluation.py (logistic regression of results on features)",
            "games": args.games, "rows": len(y), "accuracy": round(acc, 4), "intercept": round(float(beta[-1]), 5),
            "weights": weights,
        }, indent=1) + "\n", encoding="utf-8")
        print(f"iteration {it}: {len(y)} rows from {args.games} games, accuracy {acc:.3f}, "
              f"{time.time() - t0:.0f}s")
        for f, b in weights.items():
            print(f"  {f:18s} {b:+.3f}")
        import importlib

        import sakura_lab.ai.evaluation as ev

        importlib.reload(ev)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
