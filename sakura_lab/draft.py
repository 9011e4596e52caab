"""Tournament tools for pick-three-drop-one (三拾一捨): which two of three megami to keep, which three to bring.

In 三拾一捨 each player brings three megami; both reveal them, then each secretly keeps two (the pairing they
play) and builds a deck for it knowing the opponent's three. The keep-two choice is a zero-sum game: with
three megami each player has three pairings, and the payoff of (my pairing i, their pairing j) is my win
rate in that matchup. Its optimal mixed strategies and value come from a linear program
(:func:`solve_zero_sum`, scipy's HiGHS).

- :func:`draft` — the 3×3 matrix of simulated win rates (95% intervals over mirrored pairs), both players'
  optimal strategies, the game's value, and how robust the advice is to the intervals (the game re-solved
  on bootstrap resamples of each cell's pairs).
- :func:`draft_field` — which triples to bring against a field (a list of triples with weights, or every
  triple of a set of megami): each candidate's expected value against the field and its worst case.

The matchups are pairing-vs-pairing studies (:mod:`sakura_lab.sim`), played once into a cache folder and
reused by every triple that needs them (a triple's cells are pairings, shared by many triples). Decks: the
deck builder's deck for each pairing; it does not look at the opponent (the tournament's 眼前構築 builds
knowing the opponent's pairing; our builder does not model that yet).
"""
from __future__ import annotations

import itertools
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

import numpy as np
import pandas as pd

from sakura_lab.cards.catalogue import CatalogueError, get_catalogue
from sakura_lab.engine.constants import MAX_TURNS
from sakura_lab.sim.errors import StudyError
from sakura_lab.stats.intervals import Z95

Pairing = tuple[str, str]


# ---------------------------------------------------------------- the matrix game

@dataclass(frozen=True)
class GameSolution:
    """Optimal mixed strategies of a zero-sum matrix game (row player maximises ``payoff``)."""

    value: float
    row: np.ndarray  # probabilities over the rows
    col: np.ndarray  # probabilities over the columns


def game_value(payoff: np.ndarray | Sequence[Sequence[float]]) -> float:
    """The value of the zero-sum game ``payoff`` (row player maximises), as :func:`solve_zero_sum` gives it but
    about thirty times faster for the small games of a draft (:func:`draft_field` solves tens of thousands).

    A saddle point (pure maximin = pure minimax) is read off directly. Otherwise the Shapley-Snow theorem:
    some square sub-matrix ``B`` (a kernel) has equalising strategies on its rows and columns that are
    optimal in the whole game, so each square sub-matrix is tried, smallest first, and the first whose
    equalising strategies are non-negative and which no pure strategy of either player beats gives the
    value. Degenerate tables where every kernel is singular fall back to the linear program."""
    a = np.asarray(payoff, dtype=float)
    if a.ndim != 2 or a.size == 0 or not np.isfinite(a).all():
        raise ValueError(f"the payoff must be a non-empty matrix of finite numbers, got shape {a.shape}")
    maximin = float(a.min(axis=1).max())
    if maximin == float(a.max(axis=0).min()):
        return maximin
    m, n = a.shape
    tol = 1e-9
    for k in range(2, min(m, n) + 1):
        for rows in itertools.combinations(range(m), k):
            sub_r = a[list(rows)]
            for cols in itertools.combinations(range(n), k):
                b = sub_r[:, list(cols)]
                try:
                    y = np.linalg.solve(b, np.ones(k))  # B q = 1 (scaled): q = y / sum(y), v = 1 / sum(y)
                    x = np.linalg.solve(b.T, np.ones(k))  # p B = 1
                except np.linalg.LinAlgError:
                    continue
                sy, sx = y.sum(), x.sum()
                if abs(sy) < tol or abs(sx) < tol:
                    continue
                q_sub, p_sub, v = y / sy, x / sx, 1.0 / sy
                if (q_sub < -tol).any() or (p_sub < -tol).any():
                    continue
                p = np.zeros(m)
                p[list(rows)] = p_sub
                q = np.zeros(n)
                q[list(cols)] = q_sub
                if (p @ a >= v - 1e-7).all() and (a @ q <= v + 1e-7).all():
                    return float(v)
    return solve_zero_sum(a).value


def solve_zero_sum(payoff: np.ndarray | Sequence[Sequence[float]]) -> GameSolution:
    """Solve the zero-sum game with ``payoff[i][j]`` paid to the row player: the row player's maximin strategy,
    the column player's minimax strategy and the value (von Neumann), by two linear programs."""
    from scipy.optimize import linprog

    a = np.asarray(payoff, dtype=float)
    if a.ndim != 2 or a.size == 0 or not np.isfinite(a).all():
        raise ValueError(f"the payoff must be a non-empty matrix of finite numbers, got shape {a.shape}")
    m, n = a.shape
    # row player: maximise v subject to sum_i p_i a_ij >= v for every column j, sum p = 1, p >= 0
    res_r = linprog(c=np.r_[np.zeros(m), -1.0], A_ub=np.c_[-a.T, np.ones(n)], b_ub=np.zeros(n),
                    A_eq=np.r_[np.ones(m), 0.0][None, :], b_eq=[1.0],
                    bounds=[(0, None)] * m + [(None, None)], method="highs")
    # column player: minimise u subject to sum_j a_ij q_j <= u for every row i
    res_c = linprog(c=np.r_[np.zeros(n), 1.0], A_ub=np.c_[a, -np.ones(m)], b_ub=np.zeros(m),
                    A_eq=np.r_[np.ones(n), 0.0][None, :], b_eq=[1.0],
                    bounds=[(0, None)] * n + [(None, None)], method="highs")
    if not (res_r.success and res_c.success):  # cannot happen for a finite matrix; never a silent answer
        raise RuntimeError(f"the linear program failed: {res_r.message} / {res_c.message}")
    p = np.clip(res_r.x[:m], 0.0, None)
    q = np.clip(res_c.x[:n], 0.0, None)
    return GameSolution(float(-res_r.fun), p / p.sum(), q / q.sum())


# ---------------------------------------------------------------- triples and pairings

def parse_triple(text: str | Sequence[str], season: str | None = None) -> tuple[str, str, str]:
    """``yurina,saine,himika`` -> three form codes of three different megami (forms allowed)."""
    items = [x.strip() for x in text.split(",")] if isinstance(text, str) else [str(x).strip() for x in text]
    if len(items) != 3 or not all(items):
        raise StudyError(f"a triple is three megami, e.g. yurina,saine,himika; got {text!r}")
    cat = get_catalogue()
    try:
        season = cat.season(season)
        infos = [cat.megami(x) for x in items]
    except CatalogueError as e:
        raise StudyError(str(e)) from None
    for i in infos:
        if season not in i.seasons:
            raise StudyError(f"megami {i.code} is not available in season {season}")
    if len({i.number for i in infos}) != 3:
        raise StudyError(f"a triple needs three different megami (a form and its base are one megami): {text!r}")
    return (infos[0].code, infos[1].code, infos[2].code)


def keep_two(triple: Sequence[str]) -> list[Pairing]:
    """The three pairings a player can keep from a triple (dropping one megami each), in a fixed order:
    drop the third, drop the second, drop the first."""
    a, b, c = triple
    return [(a, b), (a, c), (b, c)]


def _key(p: Sequence[str]) -> frozenset[str]:
    return frozenset(p)


# ---------------------------------------------------------------- matchup results (cached)

class MatchupResults:
    """Pair-level scores of pairing-vs-pairing matchups from one or more study folders: ``scores(a, b)`` is the
    array of ``a``'s score in each mirrored pair (its two games averaged) against ``b``; a pairing against
    itself is 0.5 by symmetry (no games needed)."""

    def __init__(self, folders: Sequence[str | Path]):
        from sakura_lab.sim.storage import load_results

        self._scores: dict[tuple[frozenset[str], frozenset[str]], np.ndarray] = {}
        for f in folders:
            if not (Path(f).exists() and (Path(f) / "study.json").exists()):
                continue
            # one folder at a time: pair numbers restart in every folder (a top-up's pair 0 is another pair)
            g, _ = load_results(f, cards=False, columns=["pair", "pairing_a", "pairing_b", "winner"])
            g["_a"] = np.where(g["winner"] == "A", 1.0, np.where(g["winner"] == "B", 0.0, 0.5))
            per = g.groupby(["pairing_a", "pairing_b", "pair"], sort=False)["_a"].mean().reset_index()
            for (pa, pb), sub in per.groupby(["pairing_a", "pairing_b"], sort=False):
                ka, kb = _key(str(pa).split("+")), _key(str(pb).split("+"))
                s = sub["_a"].to_numpy(dtype=float)
                self._add(ka, kb, s)
                self._add(kb, ka, 1.0 - s)

    def _add(self, a: frozenset[str], b: frozenset[str], s: np.ndarray) -> None:
        old = self._scores.get((a, b))
        self._scores[(a, b)] = s if old is None else np.r_[old, s]

    def has(self, a: Sequence[str], b: Sequence[str]) -> bool:
        return _key(a) == _key(b) or (_key(a), _key(b)) in self._scores

    def scores(self, a: Sequence[str], b: Sequence[str]) -> np.ndarray:
        if _key(a) == _key(b):
            return np.array([0.5])
        s = self._scores.get((_key(a), _key(b)))
        if s is None:
            raise KeyError(f"no games of {'+'.join(a)} against {'+'.join(b)}")
        return s


def play_matchups(needed: Sequence[tuple[Pairing, Pairing]], out: str | Path, *, pairs: int = 10,
                  agents: str | Sequence[str] = "heuristic", season: str | None = None, root_seed: int = 0,
                  style: str = "balanced", deck_seed: int | None = None, n_jobs: int = 1,
                  progress: bool = False, max_turns: int = MAX_TURNS) -> MatchupResults:
    """Play the pairing-vs-pairing matchups in ``needed`` that ``out`` does not hold yet (one study per call in a
    numbered sub-folder of ``out``) and return every result ``out`` holds. A matchup held with fewer than
    ``pairs`` pairs gets the missing pairs on fresh seeds."""
    out = Path(out)
    have = MatchupResults(sorted(out.glob("matchups-*")))
    # a matchup the folder holds with fewer than ``pairs`` pairs is topped up (asking for more pairs later
    # extends the cache instead of ignoring the request); one study per number of missing pairs
    by_missing: dict[int, list[tuple[Pairing, Pairing]]] = {}
    seen: set[frozenset[frozenset[str]]] = set()
    for a, b in needed:
        k = frozenset((_key(a), _key(b)))
        if _key(a) == _key(b) or k in seen:
            continue
        seen.add(k)
        missing = pairs - (len(have.scores(a, b)) if have.has(a, b) else 0)
        if missing > 0:
            by_missing.setdefault(missing, []).append((a, b))
    if not by_missing:
        return have
    for missing, todo in sorted(by_missing.items(), reverse=True):
        _play_study(todo, out, missing, agents=agents, season=season, root_seed=root_seed, style=style,
                    deck_seed=deck_seed, n_jobs=n_jobs, progress=progress, max_turns=max_turns)
    return MatchupResults(sorted(out.glob("matchups-*")))


def _play_study(todo: Sequence[tuple[Pairing, Pairing]], out: Path, pairs: int, *, agents: str | Sequence[str],
                season: str | None, root_seed: int, style: str, deck_seed: int | None, n_jobs: int,
                progress: bool, max_turns: int) -> None:
    """Play ``todo`` into the next numbered sub-folder of ``out``. The first sub-folder uses ``root_seed``
    itself; later ones (top-ups of the same matchups) a seed derived from it and the folder's number, so
    they never replay the games already held."""
    from sakura_lab.sim.runner import run_study
    from sakura_lab.sim.specs import _finish, pairing_side, parse_agents
    from sakura_lab.sim.study import DEFAULT_TASK_SIZE, Study

    n = len(list(out.glob("matchups-*")))
    seed = root_seed if n == 0 else int(np.random.SeedSequence([root_seed, n]).generate_state(1)[0])
    labels: dict[frozenset[str], int] = {}
    sides = []
    for a, b in todo:
        for p in (a, b):
            if _key(p) not in labels:
                labels[_key(p)] = len(sides)
                sides.append(pairing_side(p, season=season, style=style, deck_seed=deck_seed))
    matchups = tuple((labels[_key(a)], labels[_key(b)]) for a, b in todo)
    study = _finish(Study("draft", tuple(sides), matchups, parse_agents(agents), pairs, seed, max_turns,
                          DEFAULT_TASK_SIZE), None)
    run_study(study, out / f"matchups-{n:03d}", n_jobs=n_jobs, progress=progress)


# ---------------------------------------------------------------- one draft

def _basic_interval(estimate: float, draws: np.ndarray) -> tuple[float, float]:
    """95% basic (reverse-percentile) bootstrap interval ``[2θ - q97.5, 2θ - q2.5]``, clipped to [0, 1].

    A game's value computed from noisy cells is biased: both players' best replies exploit the noise, and the
    resampled values sit to one side of the estimate (seen in draft-field runs: a 70.7% estimate with its
    resamples between 67.5% and 77.2%). The percentile interval would carry that bias; the basic interval
    reflects it back, so the interval corrects the estimate instead of compounding the bias."""
    q_lo, q_hi = np.quantile(draws, [0.025, 0.975])
    return float(np.clip(2 * estimate - q_hi, 0.0, 1.0)), float(np.clip(2 * estimate - q_lo, 0.0, 1.0))


@dataclass(frozen=True)
class DraftResult:
    mine: tuple[str, str, str]
    theirs: tuple[str, str, str]
    rows: list[Pairing]  # my pairings (keep two)
    cols: list[Pairing]  # theirs
    rate: np.ndarray  # my win rate per cell
    lo: np.ndarray
    hi: np.ndarray
    pairs: np.ndarray  # mirrored pairs per cell (0 for a pairing against itself)
    solution: GameSolution
    value_lo: float  # bootstrap 95% interval of the game's value
    value_hi: float
    row_stability: np.ndarray  # per row: share of resamples whose most likely pick is this row
    col_stability: np.ndarray

    def matrix(self) -> pd.DataFrame:
        """The win-rate matrix with my pairings as rows and theirs as columns."""
        return pd.DataFrame(self.rate, index=["+".join(r) for r in self.rows], columns=["+".join(c) for c in self.cols])

    def strategies(self) -> pd.DataFrame:
        """Both players' optimal keep-two probabilities and how often each pairing was the top pick on
        resampled matrices."""
        rows = [{"player": "mine", "keep": "+".join(p), "drop": _dropped(self.mine, p), "probability": x,
                 "top_pick_share": s} for p, x, s in zip(self.rows, self.solution.row, self.row_stability, strict=True)]
        rows += [{"player": "theirs", "keep": "+".join(p), "drop": _dropped(self.theirs, p), "probability": x,
                  "top_pick_share": s} for p, x, s in zip(self.cols, self.solution.col, self.col_stability, strict=True)]
        return pd.DataFrame(rows)


def _dropped(triple: Sequence[str], pairing: Pairing) -> str:
    return next(m for m in triple if m not in pairing)


def _cells(results: MatchupResults, rows: list[Pairing], cols: list[Pairing]) -> list[list[np.ndarray]]:
    return [[results.scores(r, c) for c in cols] for r in rows]


def solve_draft(mine: Sequence[str], theirs: Sequence[str], results: MatchupResults, *, boot: int = 400,
                seed: int = 0) -> DraftResult:
    """The keep-two game between triples ``mine`` and ``theirs`` from matchup results (every cell needed)."""
    rows, cols = keep_two(mine), keep_two(theirs)
    cells = _cells(results, rows, cols)
    rate = np.array([[float(s.mean()) for s in row] for row in cells])
    n = np.array([[0 if _key(r) == _key(c) else len(s) for s, c in zip(row, cols, strict=True)]
                  for row, r in zip(cells, rows, strict=True)])
    se = np.array([[float(s.std(ddof=1) / np.sqrt(len(s))) if len(s) > 1 else np.nan for s in row] for row in cells])
    lo, hi = np.clip(rate - Z95 * se, 0, 1), np.clip(rate + Z95 * se, 0, 1)
    sol = solve_zero_sum(rate)
    rng = np.random.default_rng(seed)
    values = []
    row_top = np.zeros(len(rows))
    col_top = np.zeros(len(cols))
    for _ in range(boot):  # the game re-solved on matrices resampled pair by pair within each cell
        m = np.array([[float(rng.choice(s, size=len(s)).mean()) if len(s) > 1 else float(s.mean()) for s in row]
                      for row in cells])
        b = solve_zero_sum(m)
        values.append(b.value)
        row_top[int(np.argmax(b.row))] += 1
        col_top[int(np.argmax(b.col))] += 1
    vlo, vhi = _basic_interval(sol.value, np.array(values)) if boot else (np.nan, np.nan)
    k = max(boot, 1)
    return DraftResult(tuple(mine), tuple(theirs), rows, cols, rate, lo, hi, n, sol, vlo, vhi,  # type: ignore[arg-type]
                       row_top / k, col_top / k)


def draft(mine: str | Sequence[str], theirs: str | Sequence[str], *, out: str | Path, pairs: int = 20,
          agents: str | Sequence[str] = "heuristic", season: str | None = None, seed: int = 0, n_jobs: int = 1,
          boot: int = 400, progress: bool = False) -> DraftResult:
    """Simulate the nine matchups of two triples (cached in ``out``) and solve the keep-two game."""
    a, b = parse_triple(mine, season), parse_triple(theirs, season)
    needed = [(r, c) for r in keep_two(a) for c in keep_two(b)]
    res = play_matchups(needed, out, pairs=pairs, agents=agents, season=season, root_seed=seed, n_jobs=n_jobs,
                        progress=progress)
    return solve_draft(a, b, res, boot=boot, seed=seed)


# ---------------------------------------------------------------- a field

def all_triples(forms: Sequence[str]) -> list[tuple[str, str, str]]:
    """Every triple of three different megami among ``forms``."""
    cat = get_catalogue()
    return [t for t in itertools.combinations(forms, 3) if len({cat.megami(x).number for x in t}) == 3]


def field_values(candidates: Sequence[tuple[str, str, str]], field: Sequence[tuple[tuple[str, str, str], float]],
                 results: MatchupResults) -> pd.DataFrame:
    """Per candidate triple: the value of its keep-two game against each field triple (both sides optimal),
    the weighted expected value over the field, the worst case and the triple that gives it; sorted by
    expected value. The games' values are solved once per (candidate, field triple)."""
    total = sum(w for _, w in field)
    if total <= 0:
        raise StudyError("the field's weights must add up to more than 0")
    rows = []
    for t in candidates:
        vals = []
        for f, w in field:
            rate = np.array([[float(results.scores(r, c).mean()) for c in keep_two(f)] for r in keep_two(t)])
            vals.append((game_value(rate), w, f))
        ev = sum(v * w for v, w, _ in vals) / total
        worst = min(vals, key=lambda x: x[0])
        spread = np.array([v for v, _, _ in vals])
        rows.append({"triple": ",".join(t), "expected": ev, "worst": worst[0], "worst_against": ",".join(worst[2]),
                     "best": float(spread.max()), "field_size": len(vals)})
    return pd.DataFrame(rows).sort_values(["expected", "worst"], ascending=False, kind="stable").reset_index(drop=True)


def _resampled_cell(results: MatchupResults, r: Pairing, c: Pairing,
                    cache: dict[tuple[frozenset[str], frozenset[str]], float], rng: np.random.Generator) -> float:
    k = (_key(r), _key(c))
    if k not in cache:
        s = results.scores(r, c)
        cache[k] = float(rng.choice(s, size=len(s)).mean()) if len(s) > 1 else float(s.mean())
        cache[(k[1], k[0])] = 1.0 - cache[k]
    return cache[k]


def field_intervals(table: pd.DataFrame, candidates_top: int, field: Sequence[tuple[tuple[str, str, str], float]],
                    results: MatchupResults, *, boot: int = 100, seed: int = 0) -> pd.DataFrame:
    """Bootstrap 95% intervals of the expected value of the ``candidates_top`` best rows of ``table`` (each
    resample redraws every cell's pairs once and re-solves every game of those candidates)."""
    rng = np.random.default_rng(seed)
    total = sum(w for _, w in field)
    top = table.head(candidates_top).copy()
    cands = [tuple(t.split(",")) for t in top["triple"]]
    draws = np.zeros((boot, len(cands)))
    for b in range(boot):
        resampled: dict[tuple[frozenset[str], frozenset[str]], float] = {}  # one redraw per cell per resample
        for i, t in enumerate(cands):
            ev = 0.0
            for f, w in field:
                m = np.array([[_resampled_cell(results, r, c, resampled, rng) for c in keep_two(f)]
                              for r in keep_two(t)])
                ev += w * game_value(m)
            draws[b, i] = ev / total
    ints = [_basic_interval(float(est), draws[:, i]) for i, est in enumerate(top["expected"])]
    top["lo"] = [lo for lo, _ in ints]
    top["hi"] = [hi for _, hi in ints]
    return top


def draft_field(megami: str | Sequence[str], *, out: str | Path, field: Sequence[tuple[tuple[str, str, str], float]]
                | None = None, pairs: int = 4, agents: str | Sequence[str] = "heuristic", season: str | None = None,
                seed: int = 0, n_jobs: int = 1, top: int = 10, boot: int = 100,
                progress: bool = False) -> pd.DataFrame:
    """Rank every triple of ``megami`` against ``field`` (default: every triple of ``megami``, equal weights):
    plays every pairing-vs-pairing matchup once into ``out`` (reused by later calls), then solves the keep-two
    game of each candidate against each field triple. Returns the ranking; the ``top`` best carry bootstrap
    95% intervals of their expected value."""
    from sakura_lab.sim.specs import megami_list

    forms = megami_list(megami, season)
    cands = all_triples(forms)
    if not cands:
        raise StudyError("no triple of three different megami among these")
    fld = list(field) if field is not None else [(t, 1.0) for t in cands]
    pairings = {_key(p): p for t in cands + [f for f, _ in fld] for p in keep_two(t)}
    needed = [(a, b) for a, b in itertools.combinations(pairings.values(), 2)]
    res = play_matchups(needed, out, pairs=pairs, agents=agents, season=season, root_seed=seed, n_jobs=n_jobs,
                        progress=progress)
    table = field_values(cands, fld, res)
    if top and boot:
        ints = field_intervals(table, top, fld, res, boot=boot, seed=seed)
        table = table.merge(ints[["triple", "lo", "hi"]], on="triple", how="left")
    return table


__all__ = ["DraftResult", "GameSolution", "MatchupResults", "all_triples", "draft", "draft_field", "field_intervals",
           "field_values", "game_value", "keep_two", "parse_triple", "play_matchups", "solve_draft", "solve_zero_sum"]
