"""Fit the evaluation to one turn of search: the value of each option, measured by playing the opponent's reply.

The heuristic scores an option by the evaluation of the position it leads to at the end of its turn (the start
of the opponent's turn, ``heuristic.option_scores``). ``scripts/fit_evaluation.py`` fits that evaluation to
game results at the start of main phases; this script fits it to what a search learns about exactly the
positions the heuristic compares:

1. the heuristic (current weights) plays self-play games on random legal decks of random form pairings;
2. at a sampled share of its real main-phase decisions, every option is played to the end of the turn on
   the decider's determinized world (as the heuristic does), and each resulting position gets a target:
   the mean, over ``--worlds`` fresh determinizations from the decider's point of view, of the win
   probability after the opponent's whole reply has been played by the heuristic for both players (the
   ``mcts`` playout: a won / lost game counts 1 / 0, else the evaluation squashed);
3. the weights are refitted by L2-anchored logistic regression on these soft targets (the anchor is the
   current weights: a round is a step from the current player), choosing the strength on held-out decisions
   by how often the refitted evaluation picks the option with the best target.

    PYTHONPATH=. python3 scripts/distill_evaluation.py collect --games 300 --jobs 2 --seed 1 --out D.pkl
    PYTHONPATH=. python3 scripts/distill_evaluation.py fit D.pkl [D2.pkl ...] --out weights_candidate.json

The candidate is then measured with ``scripts/head_to_head.py --x-weights`` against the current weights and
against the baseline (``docs/evaluation.md``, "Session 7").
"""
from __future__ import annotations

import argparse
import json
import pathlib
import pickle
import random
import sys
import time
import zlib

import numpy as np

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
from fit_evaluation import fit_logistic, megami_of  # noqa: E402
from head_to_head import play_out  # noqa: E402


def _collect_games(seeds: list[int], megami: tuple[str, ...], sample: float, worlds: int,
                   weights_file: str | None) -> list[tuple[int, str, list[tuple[list[float], float, float]]]]:
    """Per sampled decision: (game seed, decision kind, [(features, target, current score) per option])."""
    from sakura_lab.ai.evaluation import BASE, evaluate, features, load_weights
    from sakura_lab.ai.heuristic import HeuristicAgent, settle
    from sakura_lab.ai.mcts import playout
    from sakura_lab.ai.policy import plain_fullpower
    from sakura_lab.deckgen import form_pairings, random_deck
    from sakura_lab.engine.constants import D_MAIN
    from sakura_lab.engine.view import determinize
    from sakura_lab.game import new_state

    w = load_weights(weights_file, migrate=True) if weights_file else BASE
    pairings = form_pairings(megami)
    out: list[tuple[int, str, list[tuple[list[float], float, float]]]] = []
    for seed in seeds:
        rng = random.Random(seed)
        decks = (random_deck(rng.choice(pairings), rng), random_deck(rng.choice(pairings), rng))
        st = new_state(zlib.crc32(f"distill{seed}".encode()), decks)
        agents = (HeuristicAgent(seed=seed * 2, weights=w), HeuristicAgent(seed=seed * 2 + 1, weights=w))
        side_rng = random.Random(seed ^ 0x5EED)

        def sample_decision(st, d, _choice, side_rng=side_rng, seed=seed) -> None:
            """One sampled main-phase decision: every option scored by one turn of search (before it is applied)."""
            p = d.player
            if d.kind == D_MAIN and len(d.options) > 1 and side_rng.random() < sample:
                world = determinize(st.view(p), side_rng)
                rows = []
                for i, o in enumerate(d.options):
                    if plain_fullpower(world, o):
                        continue
                    c = world.clone()
                    c.apply(i)
                    settle(c, p, w, world.turn)
                    cur = evaluate(c, p, w)
                    if c.outcome is not None:
                        target = 1.0 if (c.outcome.winner == p) else (0.5 if c.outcome.winner is None else 0.0)
                        rows.append(([], target, cur))
                        continue
                    total = 0.0
                    for _ in range(worlds):
                        r = determinize(c.view(p), side_rng)
                        total += playout(r, p, w, 1)
                    rows.append((features(c, p), total / worlds, cur))
                if len(rows) > 1:
                    out.append((seed, d.kind, rows))

        play_out(st, agents, sample_decision)
    return out


def collect(args: argparse.Namespace) -> int:
    from joblib import Parallel, delayed

    megami = megami_of(args.megami)
    seeds = [args.seed * 100_000 + g for g in range(args.games)]
    chunks = [seeds[i::args.jobs * 4] for i in range(args.jobs * 4)]
    t0 = time.perf_counter()
    parts = Parallel(n_jobs=args.jobs)(
        delayed(_collect_games)(c, megami, args.sample, args.worlds, args.weights) for c in chunks)
    data = [row for part in parts for row in part]
    pathlib.Path(args.out).write_bytes(pickle.dumps({"megami": megami, "worlds": args.worlds, "rows": data,
                                                     "weights": args.weights or "packaged"}))
    n_opts = sum(len(r[2]) for r in data)
    print(f"{len(data)} decisions, {n_opts} option positions from {args.games} games in "
          f"{time.perf_counter() - t0:.0f} s -> {args.out}")
    return 0


def _agreement(data: list, beta: np.ndarray | None) -> tuple[float, float]:
    """Share of decisions where the evaluation (``beta``, log-odds per feature; None: the stored current
    scores) picks an option whose target is the best one, and the mean target given up (regret)."""
    agree = 0
    regret = 0.0
    for _seed, _kind, rows in data:
        tg = [t for _f, t, _c in rows]
        if beta is None:
            sc = [c for _f, _t, c in rows]
        else:
            sc = [(1e9 * (t - 0.5) if not f else float(np.dot(beta, f))) for f, t, _c in rows]
        best = max(tg)
        pick = tg[int(np.argmax(sc))]
        agree += pick >= best - 1e-12
        regret += best - pick
    return agree / len(data), regret / len(data)


def fit(args: argparse.Namespace) -> int:
    from sakura_lab.ai.evaluation import BASE, FEATURES, SCALE, load_weights

    data: list = []
    for f in args.data:
        data.extend(pickle.loads(pathlib.Path(f).read_bytes())["rows"])
    cur = load_weights(args.weights, migrate=True) if args.weights else BASE
    prior = np.array(cur.values) / SCALE
    held = [r for r in data if zlib.crc32(str(r[0]).encode()) % 5 == 0]
    train = [r for r in data if zlib.crc32(str(r[0]).encode()) % 5 != 0]
    x = np.array([f for _s, _k, rows in train for f, _t, _c in rows if f])
    y = np.array([t for _s, _k, rows in train for f, t, _c in rows if f])
    print(f"train: {len(train)} decisions, {len(x)} positions; held out: {len(held)} decisions")
    a0, r0 = _agreement(held, None)
    print(f"current weights: picks a best-target option in {a0:.1%} of held-out decisions, regret {r0:.4f}")
    best = None
    for l2 in args.l2:
        beta = fit_logistic(x, y, l2=l2, prior=prior)
        a, r = _agreement(held, beta[:-1])
        print(f"l2 {l2:g}: agreement {a:.1%}, regret {r:.4f}")
        if best is None or r < best[0]:
            best = (r, l2, beta)
    assert best is not None
    _r, l2, beta = best
    w = {f: float(v) * SCALE for f, v in zip(FEATURES, beta[:-1], strict=True)}
    doc = {"format": 2, "features": list(FEATURES), "weights": w,
           "fitted_by": f"scripts/distill_evaluation.py fit (l2 {l2:g}, {len(x)} positions)"}
    pathlib.Path(args.out).write_text(json.dumps(doc, indent=1) + "\n")
    print(f"-> {args.out} (l2 {l2:g})")
    return 0


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = ap.add_subparsers(dest="cmd", required=True)
    c = sub.add_parser("collect")
    c.add_argument("--games", type=int, default=200)
    c.add_argument("--sample", type=float, default=0.25, help="share of real main-phase decisions sampled")
    c.add_argument("--worlds", type=int, default=4, help="determinizations per option position")
    c.add_argument("--megami", default="all", help="'1-9', 'all' or a comma-separated list")
    c.add_argument("--weights", default=None, help="weights file of the playing heuristic (default: packaged)")
    c.add_argument("--jobs", type=int, default=2)
    c.add_argument("--seed", type=int, default=1)
    c.add_argument("--out", required=True)
    f = sub.add_parser("fit")
    f.add_argument("data", nargs="+")
    f.add_argument("--weights", default=None, help="the anchor (default: packaged weights)")
    f.add_argument("--l2", type=float, nargs="+", default=[10.0, 100.0, 1000.0, 10000.0])
    f.add_argument("--out", required=True)
    args = ap.parse_args(argv)
    return collect(args) if args.cmd == "collect" else fit(args)


if __name__ == "__main__":
    raise SystemExit(main())
