"""Check the adaptive design of ``sakura-lab meta`` on simulated fields with known strengths.

For each replicate a field of ``--pairings`` pairings gets true Bradley–Terry strengths drawn from a
normal distribution (``--sd`` Elo points); games are drawn from the model, no game is played.  It reports

- coverage: the share of (replicate, pairing) whose true (centred) rating lies in the design's 95%
  interval — overall and for the true top ``--top`` pairings;
- top-k accuracy: the share of the true top-k that the estimated top-k holds (mean over replicates);
- efficiency: for each adaptive budget, the games a uniform round robin (every matchup once per pass,
  one mirrored pair per visit) needs for the same top-k accuracy (linear interpolation on a grid of
  uniform budgets), and the ratio.

Usage: ``python scripts/meta_design.py [--pairings 50] [--reps 200] [--json docs/meta_design.json]``
(single-threaded; about a minute per 100 replicates on one core).
"""
from __future__ import annotations

import argparse
import json
import os
import sys
import time

os.environ.setdefault("OMP_NUM_THREADS", "1")  # many tiny fits: threads only add overhead
os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")

import numpy as np  # noqa: E402

from sakura_lab.sim.meta import Design, simulate  # noqa: E402
from sakura_lab.stats.tables import ELO  # noqa: E402


def field(n: int, sd: float, rep: int, seed: int) -> np.ndarray:
    """True strengths (natural log-odds) of replicate ``rep``."""
    rng = np.random.default_rng(np.random.SeedSequence(seed, spawn_key=(rep,)))
    return rng.normal(0.0, sd / ELO, n)


def needed(grid: list[int], acc: list[float], target: float) -> float:
    """Uniform games for accuracy ``target`` by linear interpolation on the grid (inf beyond it)."""
    if target <= acc[0]:
        return float(grid[0]) * target / acc[0] if acc[0] > 0 else float(grid[0])
    for (g0, a0), (g1, a1) in zip(zip(grid, acc, strict=True), zip(grid[1:], acc[1:], strict=True), strict=False):
        if a0 < target <= a1:
            return g0 + (g1 - g0) * (target - a0) / (a1 - a0)
    return float("inf")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--pairings", type=int, default=50)
    ap.add_argument("--sd", type=float, default=100.0, help="spread of true ratings, Elo points (default 100)")
    ap.add_argument("--reps", type=int, default=200)
    ap.add_argument("--top", type=int, default=5)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--budgets", type=int, nargs="+", default=None,
                    help="adaptive budgets in games (default: 1/2 and 1 uniform round robin)")
    ap.add_argument("--ring", type=int, default=Design().ring, help="round 0: opponents on each side of the ring")
    ap.add_argument("--floor", type=float, default=Design().floor, help="priority every pairing keeps")
    ap.add_argument("--round-matchups", type=int, default=None, help="matchups per round after the first")
    ap.add_argument("--json", help="write the numbers here")
    a = ap.parse_args(argv)
    n = a.pairings
    rr = n * (n - 1)  # games of one uniform round robin, one mirrored pair per matchup
    budgets = a.budgets or [rr // 2, rr]
    grid = [rr * f // 2 for f in range(1, 13)]  # 0.5 .. 6 round robins
    design = Design(top_k=a.top, ring=a.ring, floor=a.floor, round_matchups=a.round_matchups)
    t0 = time.time()
    fields = [field(n, a.sd, r, a.seed) for r in range(a.reps)]
    uni_acc = []
    for g in grid:
        res = [simulate(f, budget=g, seed=r, uniform=True) for r, f in enumerate(fields)]
        uni_acc.append(float(np.mean([x.top_overlap(a.top) for x in res])))
    rows = []
    for b in budgets:
        res = [simulate(f, budget=b, seed=r, design=design) for r, f in enumerate(fields)]
        acc = float(np.mean([x.top_overlap(a.top) for x in res]))
        cov = float(np.mean([x.covered.mean() for x in res]))
        top_cov = float(np.mean([x.covered[np.argsort(-x.truth)[: a.top]].mean() for x in res]))
        games = float(np.mean([x.games for x in res]))
        need = needed(grid, uni_acc, acc)
        rows.append({"budget": b, "games": games, "rounds": float(np.mean([x.rounds for x in res])),
                     "coverage": cov, "coverage_top": top_cov, "top_accuracy": acc,
                     "uniform_games_for_same_accuracy": need, "ratio": games / need})
    out = {"pairings": n, "sd_elo": a.sd, "reps": a.reps, "top": a.top, "seed": a.seed,
           "design": design.__dict__, "uniform": [{"games": g, "top_accuracy": x} for g, x in zip(grid, uni_acc, strict=True)],
           "adaptive": rows, "seconds": round(time.time() - t0, 1)}
    print(f"field: {n} pairings, true ratings ~ N(0, {a.sd:g} Elo), {a.reps} replicates, top-{a.top}")
    print("uniform round robin: " + ", ".join(f"{g} games {100 * x:.1f}%" for g, x in zip(grid, uni_acc, strict=True)))
    print(f"{'budget':>7} {'rounds':>6} {'coverage':>8} {'cov top':>7} {'top acc':>7} {'uniform needs':>13} {'ratio':>6}")
    for r in rows:
        print(f"{r['budget']:>7} {r['rounds']:>6.1f} {100 * r['coverage']:>7.1f}% {100 * r['coverage_top']:>6.1f}% "
              f"{100 * r['top_accuracy']:>6.1f}% {r['uniform_games_for_same_accuracy']:>13.0f} {r['ratio']:>6.2f}")
    if a.json:
        with open(a.json, "w", encoding="utf-8") as fh:
            json.dump(out, fh, indent=2)
            fh.write("\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
