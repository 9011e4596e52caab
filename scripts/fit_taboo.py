"""Fit Kamuwi's Taboo features (MR 19-2-1, 19-4) from play: how much a point of Taboo costs, by the gauge's course.

The heuristic reads the evaluation at the end of its turn. Kamuwi's block used to see the Taboo gauge (a small
linear cost) and whether the very next start phase reaches the loss at 16; the heuristic then took an Oath
(MR 19-3) at almost every chance and lost more than half of its Kamuwi side-games to the gauge two or three start
phases later (docs/evaluation.md, session 20). The start-phase increase grows as Life falls (MR 19-4: Life >= 10
+0, 6-9 +1, <= 5 +2), so the cost of a point of Taboo depends on how many start phases are left and at what Life.

This script measures it. Self-play games on random legal decks of random pairings with Kamuwi: each player is the
shipped heuristic whose own Oaths follow a per-game policy drawn at random (its own choice, never, or a coin), so
that the gauge's course varies independently of the position. At the start of every main phase of the opponent of
a Kamuwi player (where the heuristic's evaluation of the Kamuwi player's turn is read), one row: the evaluation's
logit for that player without Kamuwi's block, the candidate Taboo features, and whether that player won. A
logistic regression with the logit as a free-scale input fits the Taboo features' weights (L2 on standardised
features, 20% of the games held out to choose the penalty); the weights are reported in the evaluation's units
(divided by the logit's fitted scale). Which of them ship is decided by play (head-to-head), not by this fit.

Candidate features (``kamuwi_block``): the gauge ``t``; ``clock_k`` = 1 iff the gauge reaches 16 within ``k``
of the player's own coming start phases at the current Life (k = 1 is the old "doom"), and ``fall_k`` = the same
with Life falling by one per start phase.

    PYTHONPATH=. python3 scripts/fit_taboo.py --games 6000 --jobs 2 --seed 17500

Session 21 (docs/evaluation.md): the fit (doom -8.7, within two falling start phases -2.2, within three -0.9, the
linear gauge about 0) did not ship: with it the heuristic still lost to itself never swearing (44.3% [43.1, 45.6]
over 3,200 pairs) and scored 50.0% against the shipped weights. What the Oaths cost was which card's Oath (the
fast-rule table ``ai.policy.KAMUWI_OATH_DECLINED``), not the gauge's course.
"""
from __future__ import annotations

import argparse
import pathlib
import pickle
import random
import sys
from typing import Any

import numpy as np
from joblib import Parallel, delayed

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
from fit_evaluation import _logloss, fit_logistic  # noqa: E402
from head_to_head import TURN_DECISION_CAP, random_decks  # noqa: E402

HORIZON = 4
POLICIES = ("own", "never", "coin")


def clock(t: int, life: int, fall: int) -> int:
    """Own start phases until the gauge reaches 16 (HORIZON + 1 if not within HORIZON), Life falling by
    ``fall`` per start phase (never below 1)."""
    from sakura_lab.cards.kamuwi import TABOO_LOSS, start_increase

    for k in range(1, HORIZON + 1):
        t += start_increase(life)
        if t >= TABOO_LOSS:
            return k
        life = max(1, life - fall)
    return HORIZON + 1


def candidates(t: int, life: int) -> list[float]:
    c0, c1 = clock(t, life, 0), clock(t, life, 1)
    return ([float(t)] + [1.0 if c0 <= k else 0.0 for k in range(1, HORIZON + 1)]
            + [1.0 if c1 <= k else 0.0 for k in range(2, HORIZON + 1)])


NAMES = ["t"] + [f"clock_{k}" for k in range(1, HORIZON + 1)] + [f"fall_{k}" for k in range(2, HORIZON + 1)]


class OathPolicy:
    """The heuristic, except at its own Oath decisions (MR 19-3), which follow ``policy``."""

    def __init__(self, inner: Any, policy: str, seed: int) -> None:
        self.inner, self.policy, self.rng = inner, policy, random.Random(seed)

    def decide(self, view: Any, decision: Any) -> int:
        from sakura_lab.cards.kamuwi import OATH

        ctx = decision.context
        if self.policy != "own" and isinstance(ctx, tuple) and len(ctx) >= 3 and ctx[0] == OATH:
            want = self.policy == "coin" and self.rng.random() < 0.5
            for i, o in enumerate(decision.options):
                if bool(o) == want:
                    return i
        return int(self.inner.decide(view, decision))


def _games(seeds: list[int]) -> list[tuple[int, list[tuple[float, list[float]]], list[float], list[str]]]:
    from sakura_lab.ai.evaluation import BASE, FEATURE_INDEX, features
    from sakura_lab.ai.heuristic import HeuristicAgent
    from sakura_lab.cards import kamuwi as K
    from sakura_lab.cards.registry import load_all
    from sakura_lab.engine.constants import D_MAIN, LIFE
    from sakura_lab.game import new_state

    load_all()
    block = [i for n, i in FEATURE_INDEX.items() if "kamuwi" in n]
    w = np.array(BASE.values)
    w[block] = 0.0  # the logit without either side's Kamuwi block
    out = []
    for seed in seeds:
        r = random.Random(seed)
        pol = [r.choice(POLICIES), r.choice(POLICIES)]
        agents = [OathPolicy(HeuristicAgent(seed=seed * 2 + s), pol[s], seed * 2 + s) for s in (0, 1)]
        st = new_state(seed, random_decks(seed, _all(), require=("kamuwi",)))
        hosts = [p for p in (0, 1) if K.hosts_kamuwi(st, p)]
        rows: list[tuple[float, list[float]]] = []
        who: list[int] = []
        last_turn, n = -1, 0
        while st.outcome is None and n <= TURN_DECISION_CAP:
            d = st.decision
            if d.kind == D_MAIN and st.turn != last_turn:
                last_turn, n = st.turn, 0
                for p in hosts:
                    if st.turn_player != p:
                        z = float(np.dot(w, features(st, p)))
                        rows.append((z, candidates(K.taboo(st, p), st.tok[LIFE + p])))
                        who.append(p)
            n += 1
            st.apply(agents[d.player].decide(st.view(d.player), d))
        if st.outcome is None or st.outcome.winner is None:
            continue
        out.append((seed, rows, [1.0 if p == st.outcome.winner else 0.0 for p in who], [pol[p] for p in who]))
    return out


def _all() -> tuple[str, ...]:
    from sakura_lab.sim.specs import implemented_megami

    return tuple(implemented_megami())


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--games", type=int, default=4000)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--seed", type=int, default=17500)
    ap.add_argument("--cache", default="", help="pickle file caching the games (refits skip replaying)")
    ap.add_argument("--features", default=",".join(NAMES), help="comma-separated subset of the candidates")
    args = ap.parse_args()
    cache = pathlib.Path(args.cache) if args.cache else None
    if cache is not None and cache.exists():
        games = pickle.loads(cache.read_bytes())
    else:
        seeds = list(range(args.seed, args.seed + args.games))
        chunks = [seeds[i::args.jobs * 4] for i in range(args.jobs * 4)]
        parts = Parallel(n_jobs=args.jobs)(delayed(_games)(c) for c in chunks)
        games = sorted((g for part in parts for g in part), key=lambda g: g[0])
        if cache is not None:
            cache.write_bytes(pickle.dumps(games))
    cols = [NAMES.index(f) for f in args.features.split(",") if f]
    r = random.Random(args.seed)
    held = {g[0] for g in games if r.random() < 0.2}

    def matrix(sel: bool) -> tuple[np.ndarray, np.ndarray]:
        xs, ys = [], []
        for seed, rows, labels, _ in games:
            if (seed in held) == sel:
                for (z, f), y in zip(rows, labels, strict=True):
                    xs.append([z] + [f[c] for c in cols])
                    ys.append(y)
        return np.array(xs), np.array(ys)

    xt, yt = matrix(False)
    xv, yv = matrix(True)
    print(f"{len(games)} games, {len(xt)} training rows, {len(xv)} held-out rows")
    pols = {p: sum(1 for g in games for q in g[3] if q == p) for p in POLICIES}
    print("rows by Oath policy:", pols)
    best = None
    for l2 in (0.1, 1.0, 10.0, 100.0):
        beta = fit_logistic(xt, yt, l2=l2)
        zv = np.hstack([xv, np.ones((len(xv), 1))]) @ beta
        ll = _logloss(zv, yv)
        base = fit_logistic(xt[:, :1], yt, l2=l2)
        llb = _logloss(np.hstack([xv[:, :1], np.ones((len(xv), 1))]) @ base, yv)
        print(f"l2 {l2:g}: held-out log loss {ll:.5f} (logit alone {llb:.5f})")
        if best is None or ll < best[0]:
            best = (ll, l2, beta)
    assert best is not None
    _, l2, beta = best
    scale = beta[0]
    print(f"chosen l2 {l2:g}; logit scale {scale:.4f}; weights in the evaluation's units (coefficient / scale):")
    for c, b in zip(cols, beta[1:-1], strict=True):
        print(f"  {NAMES[c]:10s} {b / scale:+.4f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
