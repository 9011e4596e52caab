"""Fit the evaluation weights from self-play, improved by policy iteration; measure against a baseline.

Round k: the heuristic with weights_k plays ``--games`` self-play games on random legal decks of random
pairings of megami 1-9 (every form, ``deckgen.form_pairings``; ``--megami all``: of every implemented megami); ``features(st, p)`` is recorded at the
start of every main phase for both players and labelled with whether that player won (draws dropped).
weights_{k+1} is an L2-regularised logistic regression (numpy Newton, standardised features) on the
positions of all rounds so far, with 20% of the games held out: the regularisation strength is the one
with the lowest held-out log loss. weights_{k+1} is kept only if the heuristic with it beats the
heuristic with weights_k over ``--pairs`` mirrored pairs; otherwise weights_k goes on.

A mirrored pair is two games from one seed with both the seats and the decks swapped: each player plays
each deck once, and the same deck moves first in both games, so deck and first-player luck cancel.
The 95% interval is over pairs (normal approximation, the pair is the unit); Wilson's over games is
printed too.

    PYTHONPATH=. python3 scripts/fit_evaluation.py --rounds 2 --games 1500 --pairs 200 --jobs 2 --seed 2026
    PYTHONPATH=. python3 scripts/fit_evaluation.py --measure-only --pairs 400   # weights.json vs baseline

Writes ``sakura_lab/ai/weights.json`` (format 2) and ``docs/evaluation_rounds.json`` (the round log).
The baseline is the format-1 fit of commit ``BASELINE_COMMIT``, migrated (new features at weight 0),
read from git so the comparison is always with the same player.
"""
from __future__ import annotations

import argparse
import functools
import hashlib
import json
import pathlib
import pickle
import random
import subprocess
import sys
import time
from typing import Any

import numpy as np
from joblib import Parallel, delayed

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
from head_to_head import TURN_DECISION_CAP, random_decks, run_pairs  # noqa: E402

ROOT = pathlib.Path(__file__).resolve().parents[1]
WEIGHTS = ROOT / "sakura_lab" / "ai" / "weights.json"
ROUNDS_LOG = ROOT / "docs" / "evaluation_rounds.json"
BASELINE_COMMIT = "496244b"  # the last commit with the format-1 (basic-four) fit: "today's heuristic"
MEGAMI_1_9 = ("yurina", "saine", "himika", "tokoyo", "oboro", "yukihi", "shinra", "hagane", "chikage")
# Self-play correlations are not causal values: where a fitted sign contradicts the game (e.g. being far
# from your own attack ranges "helps" because slow decks start far away), fall back to half the
# hand-set prior so that decisions still move the right way.
SIGNED = ("my_gap", "op_gap", "threat", "my_aura_empty", "op_aura_empty", "my_fit", "op_fit", "my_hand", "op_hand",
          "my_aura", "op_aura", "my_life", "op_life", "my_danger", "op_danger")
L2_GRID = (1.0, 10.0, 100.0, 1000.0)


class Exploring:
    """The heuristic, except that with probability ``rate`` at a decision where some options use a megami
    mechanic (``engine.telemetry``: umbrella flip, Plan, Anvil, Trap, parts attack, poison, ...) and some do
    not, it takes one of the mechanic's options at random. A player that never tries a mechanic yields no
    positions from which its value could be learned; exploring does."""

    def __init__(self, inner: Any, rate: float, seed: int) -> None:
        from sakura_lab.engine.telemetry import MECHANICS

        self.inner = inner
        self.rate = rate
        self.rng = random.Random(seed)
        self.names = tuple(n for n, m in sorted(MECHANICS.items()) if m.uses is not None)
        self.name = inner.name

    def decide(self, view: Any, decision: Any) -> int:
        from sakura_lab.engine.telemetry import options_using

        if self.rate and len(decision.options) > 1 and self.rng.random() < self.rate:
            mask = options_using(self.names, view, decision)
            if any(mask) and not all(mask):
                return self.rng.choice([i for i, m in enumerate(mask) if m])
        return int(self.inner.decide(view, decision))


def _selfplay(seeds: list[int], weights: dict[str, float], explore: float = 0.0,
              megami: tuple[str, ...] = MEGAMI_1_9) -> list[tuple[int, list[list[float]], list[float]]]:
    """Self-play games of the heuristic with ``weights`` (exploring mechanics at rate ``explore``) on random
    decks of pairings of ``megami``: per game (seed, feature rows, labels)."""
    from sakura_lab.ai.evaluation import Weights, features
    from sakura_lab.ai.heuristic import HeuristicAgent
    from sakura_lab.cards.registry import load_all
    from sakura_lab.engine.constants import D_MAIN
    from sakura_lab.game import new_state

    load_all()  # the megami modules register their mechanics
    w = Weights.from_dict(weights)
    out = []
    for seed in seeds:
        agents = (Exploring(HeuristicAgent(seed=seed * 2, weights=w), explore, seed * 2),
                  Exploring(HeuristicAgent(seed=seed * 2 + 1, weights=w), explore, seed * 2 + 1))
        st = new_state(seed, random_decks(seed, megami))
        rows: list[tuple[int, list[float]]] = []
        last_turn, n = -1, 0
        while st.outcome is None and n <= TURN_DECISION_CAP:
            d = st.decision
            assert d is not None
            if d.kind == D_MAIN and st.turn != last_turn:
                last_turn, n = st.turn, 0
                rows.append((0, features(st, 0)))
                rows.append((1, features(st, 1)))
            n += 1
            st.apply(agents[d.player].decide(st.view(d.player), d))
        if st.outcome is None or st.outcome.winner is None:
            continue  # a draw or a stuck game says nothing about who was ahead
        win = st.outcome.winner
        out.append((seed, [f for _, f in rows], [1.0 if p == win else 0.0 for p, _ in rows]))
    return out


def selfplay(weights: dict[str, float], seeds: list[int], jobs: int, cache: pathlib.Path | None = None,
             explore: float = 0.0, megami: tuple[str, ...] = MEGAMI_1_9
             ) -> list[tuple[int, list[list[float]], list[float]]]:
    """Self-play positions of the heuristic with ``weights`` over ``seeds`` on pairings of ``megami`` (cached
    by weights, seeds and megami: refits and re-runs of a round do not replay its games)."""
    path = None
    if cache is not None:
        what: list[Any] = ([sorted(weights.items()), seeds] + ([explore] if explore else [])
                           + ([list(megami)] if megami != MEGAMI_1_9 else []))
        key = hashlib.sha256(json.dumps(what).encode()).hexdigest()[:16]
        path = cache / f"selfplay-{key}.pkl"
        if path.exists():
            return pickle.loads(path.read_bytes())
    chunks = [seeds[i::jobs * 4] for i in range(jobs * 4)]
    parts = Parallel(n_jobs=jobs)(delayed(_selfplay)(c, weights, explore, megami) for c in chunks)
    games = sorted((g for part in parts for g in part), key=lambda g: g[0])
    if path is not None:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(pickle.dumps(games))
    return games


def megami_of(spec: str) -> tuple[str, ...]:
    """The megami of ``--megami``: '1-9', 'all' (every implemented megami) or a comma-separated list."""
    if spec == "1-9":
        return MEGAMI_1_9
    if spec == "all":
        from sakura_lab.sim.specs import implemented_megami

        return tuple(implemented_megami())
    return tuple(m for m in spec.split(",") if m)


def _heuristic_with(weights: dict[str, float], seed: int) -> Any:
    from sakura_lab.ai.evaluation import Weights
    from sakura_lab.ai.heuristic import HeuristicAgent

    return HeuristicAgent(seed=seed, weights=Weights.from_dict(weights))


def head_to_head(wx: dict[str, float], wy: dict[str, float], pairs: int, seed: int, jobs: int,
                 megami: tuple[str, ...] = MEGAMI_1_9) -> dict[str, Any]:
    """The heuristic with weights X against Y over ``pairs`` mirrored pairs on pairings of ``megami``
    (``head_to_head.run_pairs``)."""
    res = run_pairs(functools.partial(_heuristic_with, wx), functools.partial(_heuristic_with, wy), pairs, seed, jobs,
                    megami)
    res.pop("seconds_per_game")
    return res


# ---------------------------------------------------------------- fitting
def _logloss(z: np.ndarray, y: np.ndarray) -> float:
    # cross-entropy: log(1 + e^-z) weighted by y, log(1 + e^z) by 1 - y (y may be soft: TD targets), stably
    return float(np.mean(y * np.logaddexp(0.0, -z) + (1.0 - y) * np.logaddexp(0.0, z)))


def td_relabel(games: list[tuple[int, list[list[float]], list[float]]], beta: np.ndarray, lam: float
               ) -> list[tuple[int, list[list[float]], list[float]]]:
    """TD(lambda) targets: each player's rows of a game (one per start of a main phase, rows alternate
    player 0, player 1) get the lambda-return of the next rows' predicted win probabilities (``beta``: raw
    weights then intercept), ending in the game's result. lambda = 1 is the result itself; smaller lambdas
    lean on the evaluation of the positions that followed, which is far less noisy than who won in the end
    and credits a position for what it led to next rather than for everything that happened after it."""
    out = []
    for seed, rows, labels in games:
        x = np.asarray(rows, dtype=float)
        y = np.empty(len(rows))
        for p in (0, 1):
            xp = x[p::2]
            if not len(xp):
                continue
            v = 1.0 / (1.0 + np.exp(-(xp @ beta[:-1] + beta[-1])))
            t = np.empty(len(xp))
            nxt = labels[p]  # the result for player p (every row of p carries it)
            for i in range(len(xp) - 1, -1, -1):
                t[i] = nxt
                nxt = (1.0 - lam) * v[i] + lam * t[i]
            y[p::2] = t
        out.append((seed, rows, y.tolist()))
    return out


def fit_logistic(x: np.ndarray, y: np.ndarray, l2: float = 1.0, iters: int = 50,
                 prior: np.ndarray | None = None) -> np.ndarray:
    """Newton-Raphson for L2-regularised logistic regression with an intercept (last coefficient).

    The penalty ``l2 / 2 * |beta - prior|^2`` is on standardised features (so it shrinks every feature
    alike, whatever its unit); ``prior`` (raw units, default 0) anchors the fit to the current weights,
    so that a round of policy iteration is a step from the current player, not a jump to whatever
    correlates with winning. Constant columns keep their prior weight."""
    n, k = x.shape
    mu = x.mean(axis=0)
    sd = x.std(axis=0)
    live = sd > 1e-9
    xs = np.zeros_like(x)
    xs[:, live] = (x[:, live] - mu[live]) / sd[live]
    xb = np.hstack([xs, np.ones((n, 1))])
    b0 = np.zeros(k + 1)
    if prior is not None:
        b0[:-1] = prior * sd
    beta = b0.copy()
    reg = np.full(k + 1, l2)
    reg[-1] = 0.0
    for _ in range(iters):
        z = xb @ beta
        p = 1.0 / (1.0 + np.exp(-z))
        g = xb.T @ (p - y) + reg * (beta - b0)
        h = (xb * (p * (1 - p))[:, None]).T @ xb + np.diag(reg) + 1e-9 * np.eye(k + 1)
        step = np.linalg.solve(h, g)
        beta -= step
        if np.max(np.abs(step)) < 1e-9:
            break
    # back to raw feature units
    out = np.zeros(k + 1)
    if prior is not None:
        out[:-1] = prior
    out[:-1][live] = beta[:-1][live] / sd[live]
    out[-1] = beta[-1] - float(np.sum(out[:-1] * mu))
    return out


def fit_round(games: list[tuple[int, list[list[float]], list[float]]], seed: int,
              anchor: dict[str, float] | None = None, grid: tuple[float, ...] = L2_GRID, lam: float = 1.0,
              td_iters: int = 3, keep: tuple[str, ...] = (), min_support: int = 0) -> tuple[dict[str, float], dict]:
    """Weights fitted on ``games`` (per game: seed, rows, labels) with 20% of the games held out to choose
    the regularisation strength (lowest held-out log loss), then refitted on all games.

    With ``lam`` < 1 the labels are TD(lambda) targets (``td_relabel``) computed from the anchor, refitted
    ``td_iters`` times, each time with targets from the previous fit (fitted value iteration).

    With ``anchor`` (the current weights) the penalty pulls toward it instead of toward 0, and a feature
    in ``SIGNED`` whose fitted sign contradicts the game keeps its anchor value; without it, such a
    feature falls back to half the hand-set prior. With ``min_support``, a feature that is nonzero in fewer
    positions than that keeps its anchor value too (a mechanic the player almost never uses: its fitted weight
    would be the noise of a handful of games)."""
    from sakura_lab.ai.evaluation import DEFAULT_WEIGHTS, FEATURES

    r = random.Random(seed)
    order = sorted(g[0] for g in games)
    r.shuffle(order)
    held = set(order[: len(order) // 5])
    tr = [g for g in games if g[0] not in held]
    va = [g for g in games if g[0] in held]

    if lam < 1.0:
        anchor_vec = None if anchor is None else np.asarray([anchor[f] for f in FEATURES])
        beta0 = np.zeros(len(FEATURES) + 1)
        if anchor_vec is not None:
            beta0[:-1] = anchor_vec
        for _ in range(td_iters):
            relabelled = td_relabel(games, beta0, lam)
            xa = np.asarray([f for g in relabelled for f in g[1]], dtype=float)
            ya = np.asarray([v for g in relabelled for v in g[2]], dtype=float)
            beta0 = fit_logistic(xa, ya, grid[len(grid) // 2], prior=anchor_vec)
        games = td_relabel(games, beta0, lam)
        tr = [g for g in games if g[0] not in held]
        va = [g for g in games if g[0] in held]

    def stack(gs: list) -> tuple[np.ndarray, np.ndarray]:
        return (np.asarray([f for g in gs for f in g[1]], dtype=float),
                np.asarray([v for g in gs for v in g[2]], dtype=float))

    xt, yt = stack(tr)
    xv, yv = stack(va)
    prior = None if anchor is None else np.asarray([anchor[f] for f in FEATURES])
    support = np.count_nonzero(np.vstack([xt, xv]), axis=0)
    rare = {f for f, n in zip(FEATURES, support, strict=True) if n < min_support}

    def constrain(beta: np.ndarray) -> tuple[np.ndarray, list[str]]:
        b = beta.copy()
        over = []
        for i, f in enumerate(FEATURES):
            if (f in keep or f in rare) and anchor is not None:
                b[i] = anchor[f]
                over.append(f)
            elif f in SIGNED and b[i] * DEFAULT_WEIGHTS[f] <= 0:
                b[i] = anchor[f] if anchor is not None else DEFAULT_WEIGHTS[f] * 0.5
                over.append(f)
        return b, over

    scores = {}
    for l2 in grid:
        bt, _ = constrain(fit_logistic(xt, yt, l2, prior=prior))
        zv = np.hstack([xv, np.ones((len(xv), 1))]) @ bt
        scores[l2] = (_logloss(zv, yv), float(np.mean((zv > 0) == (yv > 0.5))))
    l2 = min(scores, key=lambda k: scores[k][0])
    beta, overridden = constrain(fit_logistic(np.vstack([xt, xv]), np.concatenate([yt, yv]), l2, prior=prior))
    weights = {f: round(float(b), 5) for f, b in zip(FEATURES, beta[:-1], strict=True)}
    # the current weights' own held-out log loss (intercept 0: both players' rows make the data symmetric)
    cur = None if prior is None else round(_logloss(xv @ prior, yv), 4)
    info = {"games": len(games), "rows": len(yt) + len(yv), "train_games": len(tr), "val_games": len(va),
            "val_logloss_anchor": cur,
            "l2": l2, "anchored": anchor is not None, "val_logloss": round(scores[l2][0], 4),
            "val_accuracy": round(scores[l2][1], 4), "intercept": round(float(beta[-1]), 5),
            "sign_constrained": overridden, "lambda": lam,
            "rare": sorted(rare)}
    return weights, info


def _at_commit(commit: str) -> dict[str, float]:
    """The shipped weights of an earlier commit (the anchor a refit started from)."""
    from sakura_lab.ai.evaluation import weights_from_doc

    text = subprocess.run(["git", "show", f"{commit}:sakura_lab/ai/weights.json"], cwd=ROOT, check=True,
                          capture_output=True, text=True).stdout
    return weights_from_doc(json.loads(text), migrate=True)


def _baseline() -> dict[str, float]:
    return _at_commit(BASELINE_COMMIT)


def _current() -> dict[str, float]:
    from sakura_lab.ai.evaluation import load_weights

    return load_weights().as_dict()


def _write(weights: dict[str, float], info: dict, note: str) -> None:
    from sakura_lab.ai.evaluation import FEATURES, FORMAT

    WEIGHTS.write_text(json.dumps({
        "format": FORMAT, "note": note, **{k: v for k, v in info.items() if k != "sign_constrained"},
        "sign_constrained": info.get("sign_constrained", []), "features": list(FEATURES), "weights": weights,
    }, indent=1) + "\n", encoding="utf-8")


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--games", type=int, default=1500, help="self-play games per round")
    ap.add_argument("--pairs", type=int, default=200, help="mirrored pairs per head-to-head")
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--seed", type=int, default=2026)
    ap.add_argument("--start", choices=("baseline", "current"), default="baseline",
                    help="weights_0: the format-1 baseline (migrated) or the shipped weights.json")
    ap.add_argument("--anchor", action=argparse.BooleanOptionalAction, default=True,
                    help="regularise toward the current weights (default) instead of toward 0")
    ap.add_argument("--cache", default="", help="folder caching self-play positions (refits skip replaying)")
    ap.add_argument("--measure-only", action="store_true", help="only play weights.json against the baseline")
    ap.add_argument("--lam", type=float, default=1.0,
                    help="TD(lambda) targets (1.0: the game's result; e.g. 0.9 leans on the next positions)")
    ap.add_argument("--refit", nargs="+", metavar="PKL",
                    help="no self-play: fit one round on these cached self-play files (anchored to the shipped "
                         "weights) and write weights.json")
    ap.add_argument("--l2", type=float, nargs="+", default=list(L2_GRID),
                    help="regularisation strengths tried (the lowest held-out loss wins)")
    ap.add_argument("--anchor-commit", metavar="COMMIT",
                    help="with --refit: anchor to weights.json as of this commit instead of the shipped one")
    ap.add_argument("--keep", nargs="+", default=[], metavar="FEATURE",
                    help="features that keep the anchor's weight (e.g. a mechanic whose fitted weight made the "
                         "heuristic lose to itself ignoring the mechanic, scripts/mechanics_table.py)")
    ap.add_argument("--explore", type=float, default=0.0,
                    help="self-play takes a random mechanic-using option at this rate (see Exploring)")
    ap.add_argument("--min-support", type=int, default=0, metavar="N",
                    help="features nonzero in fewer than N positions keep the anchor's weight")
    ap.add_argument("--td-iters", type=int, default=3, help="fitted value iterations per round with --lam < 1")
    ap.add_argument("--megami", default="1-9",
                    help="megami whose form pairings self-play and head-to-heads sample: '1-9' (default, the "
                         "earlier fits), 'all' (every implemented megami, sim.specs.implemented_megami) or a "
                         "comma-separated list")
    args = ap.parse_args()
    megami = megami_of(args.megami)

    log: list[dict[str, Any]] = json.loads(ROUNDS_LOG.read_text()) if ROUNDS_LOG.exists() and args.measure_only else []
    if args.measure_only:
        t0 = time.time()
        res = head_to_head(_current(), _baseline(), args.pairs, args.seed + 999, args.jobs, megami)
        res["seconds"] = round(time.time() - t0)
        print("final vs baseline:", res)
        log.append({"final_vs_baseline": res, "seed": args.seed})
        ROUNDS_LOG.write_text(json.dumps(log, indent=1) + "\n")
        return 0

    if args.refit:
        games = [g for f in args.refit for g in pickle.loads(pathlib.Path(f).read_bytes())]
        start = _at_commit(args.anchor_commit) if args.anchor_commit else _current()
        cand, info = fit_round(games, args.seed, anchor=start if args.anchor else None, lam=args.lam,
                               td_iters=args.td_iters, grid=tuple(args.l2), keep=tuple(args.keep),
                               min_support=args.min_support)
        print(json.dumps(info))
        _write(cand, info, f"fitted by scripts/fit_evaluation.py --refit ({len(args.refit)} cached self-play files, "
                           f"{info['games']} games) --lam {args.lam} --l2 {' '.join(map(str, args.l2))} --td-iters "
                           f"{args.td_iters} --seed {args.seed}" + (f" --keep {' '.join(args.keep)}" if args.keep else "")
                           + (f" --anchor-commit {args.anchor_commit}" if args.anchor_commit else "")
                           + (f" --min-support {args.min_support}" if args.min_support else "")
                           + ", anchored to the previous weights")
        return 0

    current = _baseline() if args.start == "baseline" else _current()
    cache = pathlib.Path(args.cache) if args.cache else None
    data: list[tuple[int, list[list[float]], list[float]]] = []
    kept_info: dict[str, Any] = {}
    for k in range(args.rounds):
        t0 = time.time()
        seeds = [args.seed * 100_000 + k * 10_000 + i for i in range(args.games)]
        data.extend(selfplay(current, seeds, args.jobs, cache, args.explore, megami))
        t_play = time.time() - t0
        cand, info = fit_round(data, args.seed + k, anchor=current if args.anchor else None, lam=args.lam,
                               td_iters=args.td_iters, grid=tuple(args.l2), keep=tuple(args.keep),
                               min_support=args.min_support)
        if cache is not None:
            (cache / f"candidate-{args.seed}-{k + 1}.json").write_text(json.dumps(cand, indent=1))
        h2h = head_to_head(cand, current, args.pairs, args.seed * 7 + k, args.jobs, megami)
        kept = h2h["win_rate"] > 0.5
        row = {"round": k + 1, **info, "h2h_vs_previous": h2h, "kept": kept,
               "seconds_selfplay": round(t_play), "seconds_total": round(time.time() - t0)}
        log.append(row)
        print(json.dumps(row), flush=True)
        if kept:
            current, kept_info = cand, {**info, "round": k + 1}
        ROUNDS_LOG.parent.mkdir(exist_ok=True)
        ROUNDS_LOG.write_text(json.dumps(log, indent=1) + "\n")
    if kept_info:
        _write(current, kept_info, f"fitted by scripts/fit_evaluation.py --seed {args.seed} --rounds {args.rounds} "
                                   f"--games {args.games} --pairs {args.pairs} --lam {args.lam} --l2 "
                                   f"{' '.join(map(str, args.l2))} --td-iters {args.td_iters} --start {args.start} "
                                   f"--megami {args.megami}" + (f" --min-support {args.min_support}" if args.min_support else "")
                                   + (f" --explore {args.explore}" if args.explore else "")
                                   + (f" --keep {' '.join(args.keep)}" if args.keep else "")
                                   + f" (policy iteration, megami {','.join(megami)})")
    else:
        print("no round beat weights_0: weights.json left unchanged")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
