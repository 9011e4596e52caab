"""Summary tables of simulated games: pure functions from tidy DataFrames to tidy DataFrames.

Inputs follow :mod:`sakura_lab.sim.schema` (``GAMES``: one row per game, ``CARDS``: one row per card of
each side's deck per game). Scores count a draw as half a win everywhere. The unit for standard
errors and resampling is the mirrored *pair* (key ``(run, pair)``): the two games of a pair share a
seed and are not independent.

Output columns
--------------
``games_frame(records)`` — the ``GAMES`` columns (in schema order, extra columns kept after them).

``matchups(games, symmetric=False)`` — one row per (side_a, side_b):
  side_a, side_b, matchup, games, pairs, wins_a, wins_b, draws, win_rate_a, lo, hi (Wilson 95%),
  se_pair (standard error with the pair as unit), first_wins (first player's points, draws half),
  first_win_rate, first_lo, first_hi.
  With ``symmetric=True`` both orientations appear (the B-vs-A row has rate 1 - rate); a heatmap can
  pivot it directly.

``first_player(games, by=None, total=True)`` — one row per group (or a single overall row):
  [by columns], games, pairs, first_wins, second_wins, draws, first_win_rate, lo, hi, se_pair.

``ratings(games, by="pairing", n_boot=200, seed=0)`` — one row per entity:
  entity, rating, lo, hi, se, games, wins, draws, win_rate, rank, note. An entity that never met another
  (a study of one pairing, mirror games only) has no rating (NaN, rank <NA>) and a ``note`` saying why;
  with one mirrored pair ``se`` is NaN (note says so); otherwise ``note`` is empty.

``card_stats(cards, games=None, by="pairing")`` — one row per (pairing, card_id), or per card_id with
  ``by="card"``: [pairing], card_id, card, megami, special, games_in_deck, games_used, use_rate,
  use_rate_lo, use_rate_hi, uses, uses_per_game, reaction_uses, reaction_uses_per_game, damage_aura,
  damage_aura_per_game, damage_life, damage_life_per_game (``*_per_game``: per game in which the card
  was used), mean_first_use_turn, wins_when_used, win_rate_when_used, win_rate_when_used_lo/_hi,
  games_not_used, wins_when_not_used, win_rate_when_not_used, win_rate_when_not_used_lo/_hi,
  win_rate_diff, win_rate_diff_lo/_hi (Newcombe's hybrid score interval).

``mechanic_table(mechanics, by=None)`` — one row per (megami, mechanic) (or per ``by`` group too) from the
  ``MECHANICS`` rows of sides hosting the megami: megami, mechanic, description, rule, games (side-games
  hosting the megami), games_used (with >= 1 use), use_rate, use_rate_lo/_hi (Wilson), uses,
  uses_per_game (over all hosted games), uses_per_used_game, wins_when_used, win_rate_when_used (+_lo/_hi),
  games_not_used, wins_when_not_used, win_rate_when_not_used (+_lo/_hi), win_rate_diff (+_lo/_hi,
  Newcombe). A draw counts as not won (the rows' ``won`` flag). Observational, like card_stats.

``whatif(base_games, variant_games, side="A", by=None)`` — one row (or one per group of ``by``):
  [by columns], side, games, pairs, base_wins, variant_wins, base_rate, variant_rate, diff, se, lo, hi,
  changed, better, worse.
"""
from __future__ import annotations

import math
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

import numpy as np
import pandas as pd
from scipy import sparse

from sakura_lab.sim.schema import GAMES
from sakura_lab.stats.intervals import Z95, newcombe, pair_se, wilson

ELO = 400.0 / math.log(10.0)  # natural log-odds → Elo points

_INT_COLS = ("task", "pair", "game", "seed", "turns", "decisions", "life_a", "aura_a", "flare_a", "life_b",
             "aura_b", "flare_b")
_PAIR_KEY = ["run", "pair"]


# ---------------------------------------------------------------- games ----------------------------------

def _to_frame(records: pd.DataFrame | Iterable[Mapping[str, Any]]) -> pd.DataFrame:
    if isinstance(records, pd.DataFrame):
        return records.copy()
    return pd.DataFrame(list(records))


def _as_int(s: pd.Series) -> pd.Series:
    s = pd.to_numeric(s, errors="coerce")
    return s.astype("int64") if s.notna().all() else s.astype("Int64")


def games_frame(records: pd.DataFrame | Iterable[Mapping[str, Any]]) -> pd.DataFrame:
    """Records (list of dicts from :func:`sakura_lab.sim.match.play_pair` or a DataFrame) → typed GAMES frame.

    Missing columns are filled: ``run`` "local", ``task`` 0, ``side_a``/``side_b`` from the pairings,
    ``matchup`` "<side_a> vs <side_b>", ``game`` from ``first_side`` (0 when A went first), ``pair`` by
    numbering the distinct (run, matchup, seed) in order of appearance; anything else None.
    ``winner`` is "A", "B" or None (draw)."""
    df = _to_frame(records)
    n = len(df)
    if "run" not in df:
        df["run"] = "local"
    if "task" not in df:
        df["task"] = 0
    for s in ("a", "b"):
        if f"side_{s}" not in df and f"pairing_{s}" in df:
            df[f"side_{s}"] = df[f"pairing_{s}"]
    if "matchup" not in df and "side_a" in df and "side_b" in df:
        df["matchup"] = df["side_a"].astype(str) + " vs " + df["side_b"].astype(str)
    if "game" not in df and "first_side" in df:
        df["game"] = (df["first_side"] == "B").astype("int64")
    if "pair" not in df:
        if n and "seed" in df:
            keys = [c for c in ("run", "matchup", "seed") if c in df]
            df["pair"] = df.groupby(keys, sort=False, dropna=False).ngroup()
        else:
            df["pair"] = np.arange(n) // 2
    for c in GAMES:
        if c not in df:
            df[c] = None
    for c in _INT_COLS:
        if n and df[c].notna().any():
            df[c] = _as_int(df[c])
    w = df["winner"].astype(object)
    df["winner"] = w.where(w.isin(["A", "B"]), None).astype(object)
    extra = [c for c in df.columns if c not in GAMES]
    return df[list(GAMES) + extra].reset_index(drop=True)


def _score_a(games: pd.DataFrame) -> np.ndarray:
    """Side A's points per game: 1 win, 0.5 draw, 0 loss."""
    w = games["winner"]
    return np.where(w == "A", 1.0, np.where(w == "B", 0.0, 0.5))


def _scored(g: pd.DataFrame) -> pd.DataFrame:
    """A GAMES frame with side A's points and the first player's points per game added."""
    g["_score_a"] = _score_a(g)
    a_first = (g["first_side"] == "A").to_numpy()
    g["_score_first"] = np.where(a_first, g["_score_a"], 1.0 - g["_score_a"])
    return g


def _prepared(games: pd.DataFrame | Iterable[Mapping[str, Any]]) -> pd.DataFrame:
    return _scored(games_frame(games))


def _wilson_cols(points: np.ndarray, n: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    lo, hi = zip(*(wilson(float(p), int(k)) if k > 0 else (math.nan, math.nan)
                   for p, k in zip(points, n, strict=True)), strict=True) if len(n) else ((), ())
    return np.asarray(lo, dtype=float), np.asarray(hi, dtype=float)


def _pair_se_by(g: pd.DataFrame, group: list[str], col: str) -> pd.Series:
    """Pair-level standard error of ``col`` per group (pair score = mean of its games)."""
    per_pair = g.groupby(group + _PAIR_KEY, sort=False, dropna=False)[col].mean()
    # vectorised pair_se (sample variance of the pair scores / n; NaN below two pairs): one pass, not a
    # Python call per group (a study of thousands of matchups)
    stats = per_pair.groupby(level=list(range(len(group))), sort=False, dropna=False).agg(["count", "var"])
    return np.sqrt(stats["var"] / stats["count"]).where(stats["count"] >= 2)


# ---------------------------------------------------------------- matchups -------------------------------

_SWAP = {"side_a": "side_b", "pairing_a": "pairing_b", "deck_a": "deck_b", "cards_a": "cards_b",
         "agent_a": "agent_b", "life_a": "life_b", "aura_a": "aura_b", "flare_a": "flare_b"}


def flip_sides(games: pd.DataFrame) -> pd.DataFrame:
    """The same games seen from side B: A/B columns swapped, winner and first_side relabelled."""
    g = games_frame(games)
    swap = {**_SWAP, **{v: k for k, v in _SWAP.items()}}
    g = g.rename(columns=swap)[list(g.columns)]
    relabel = {"A": "B", "B": "A"}
    g["winner"] = g["winner"].map(relabel).astype(object)
    g["winner"] = g["winner"].where(g["winner"].notna(), None)
    g["first_side"] = g["first_side"].map(relabel)
    g["matchup"] = g["side_a"].astype(str) + " vs " + g["side_b"].astype(str)
    return g


def matchups(games: pd.DataFrame | Iterable[Mapping[str, Any]], symmetric: bool = False) -> pd.DataFrame:
    """Win rate of side A per (side_a, side_b), with Wilson 95% interval and pair-level standard error.

    ``symmetric=True`` adds each game seen from the other side too, so every matchup appears in both
    orientations (if X vs Y and Y vs X were both played, they are pooled). Mirror rows (side_a ==
    side_b) are not doubled."""
    g = games_frame(games)
    if symmetric and len(g):
        flipped = flip_sides(g[g["side_a"] != g["side_b"]])
        g = pd.concat([g, flipped], ignore_index=True)
    g = _scored(g)
    key = ["side_a", "side_b"]
    cols = ["side_a", "side_b", "matchup", "games", "pairs", "wins_a", "wins_b", "draws", "win_rate_a", "lo",
            "hi", "se_pair", "first_wins", "first_win_rate", "first_lo", "first_hi"]
    if not len(g):
        return pd.DataFrame(columns=cols)
    g["_win_a"] = (g["winner"] == "A").astype(int)
    g["_win_b"] = (g["winner"] == "B").astype(int)
    g["_draw"] = g["winner"].isna().astype(int)
    grp = g.groupby(key, sort=True)
    out = grp.agg(games=("_score_a", "size"), wins_a=("_win_a", "sum"), wins_b=("_win_b", "sum"),
                  draws=("_draw", "sum"), points=("_score_a", "sum"), first_wins=("_score_first", "sum"))
    out["pairs"] = g.drop_duplicates(key + _PAIR_KEY).groupby(key).size()
    out["se_pair"] = _pair_se_by(g, key, "_score_a")
    out = out.reset_index()
    out["matchup"] = out["side_a"].astype(str) + " vs " + out["side_b"].astype(str)
    out["win_rate_a"] = out["points"] / out["games"]
    out["lo"], out["hi"] = _wilson_cols(out["points"].to_numpy(), out["games"].to_numpy())
    out["first_win_rate"] = out["first_wins"] / out["games"]
    out["first_lo"], out["first_hi"] = _wilson_cols(out["first_wins"].to_numpy(), out["games"].to_numpy())
    return out[cols]


def first_player(games: pd.DataFrame | Iterable[Mapping[str, Any]], by: str | Sequence[str] | None = None,
                 total: bool = True) -> pd.DataFrame:
    """First-player win rate (draws half) with Wilson 95% interval, overall or per group of ``by``.

    With ``by`` and ``total=True`` a last row holds all games, its group columns set to "(all)"."""
    g = _prepared(games)
    groups = [] if by is None else ([by] if isinstance(by, str) else list(by))
    cols = groups + ["games", "pairs", "first_wins", "second_wins", "draws", "first_win_rate", "lo", "hi",
                     "se_pair"]

    def summary(sub: pd.DataFrame) -> dict[str, Any]:
        n = len(sub)
        pts = float(sub["_score_first"].sum())
        draws = int(sub["winner"].isna().sum())
        lo, hi = wilson(pts, n) if n else (math.nan, math.nan)
        per_pair = sub.groupby(_PAIR_KEY, dropna=False)["_score_first"].mean()
        return {"games": n, "pairs": len(per_pair), "first_wins": pts, "second_wins": n - pts,
                "draws": draws, "first_win_rate": pts / n if n else math.nan, "lo": lo, "hi": hi,
                "se_pair": pair_se(per_pair.tolist())}

    rows: list[dict[str, Any]] = []
    if groups:
        # all groups at once (vectorised): a study of thousands of matchups has thousands of groups
        agg = g.assign(_draw=g["winner"].isna()).groupby(groups, sort=True, dropna=False).agg(
            games=("_score_first", "size"), first_wins=("_score_first", "sum"), draws=("_draw", "sum"))
        pairs = g.groupby(groups + _PAIR_KEY, sort=False, dropna=False).size().groupby(
            level=list(range(len(groups))), dropna=False).size()
        agg["pairs"] = pairs.reindex(agg.index).to_numpy()
        agg["second_wins"] = agg["games"] - agg["first_wins"]
        agg["first_win_rate"] = agg["first_wins"] / agg["games"]
        agg["lo"], agg["hi"] = _wilson_cols(agg["first_wins"].to_numpy(dtype=float), agg["games"].to_numpy())
        agg["se_pair"] = _pair_se_by(g, groups, "_score_first").reindex(agg.index).to_numpy()
        agg["draws"] = agg["draws"].astype(int)
        out = agg.reset_index()
        if total:
            out = pd.concat([out, pd.DataFrame([{**{c: "(all)" for c in groups}, **summary(g)}])],
                            ignore_index=True)
        return out[cols]
    rows.append(summary(g))
    return pd.DataFrame(rows, columns=cols)


# ---------------------------------------------------------------- ratings --------------------------------

def _megami_of(pairing: str, forms: bool) -> list[str]:
    parts = [p for p in str(pairing).split("+") if p]
    return parts if forms else [p.split("-")[0] for p in parts]


def _bt_fit(i: np.ndarray, j: np.ndarray, wins: np.ndarray, total: np.ndarray, k: int, prior: float,
            s0: np.ndarray | None = None, iters: int = 100, tol: float = 1e-10) -> tuple[np.ndarray, np.ndarray]:
    """Bradley–Terry strengths (natural log-odds) by Newton's method.

    Comparison ``c`` is ``total[c]`` (weighted) games of ``i[c]`` against ``j[c]`` of which ``i[c]`` won
    ``wins[c]``. The prior adds, for every entity, ``prior`` virtual games drawn against a fixed
    reference of strength 0: this keeps the problem strictly convex (entities that always win or lose
    stay finite, disconnected groups are anchored). Returns (strengths, Hessian of the negative
    log-posterior)."""
    s = np.zeros(k) if s0 is None else s0.copy()
    h = np.eye(k)
    for _ in range(iters):
        d = s[i] - s[j]
        p = 1.0 / (1.0 + np.exp(-d))
        r = wins - total * p  # d loglik / d s_i for each comparison
        grad = np.bincount(i, r, k) - np.bincount(j, r, k)
        pr = 1.0 / (1.0 + np.exp(-s))
        grad += prior * (0.5 - pr)
        v = total * p * (1.0 - p)
        # Hessian by bincount over flat indices (np.add.at is an order of magnitude slower; same sums)
        kk = k * k
        h = (np.bincount(i * (k + 1), v, kk) + np.bincount(j * (k + 1), v, kk)
             - np.bincount(i * k + j, v, kk) - np.bincount(j * k + i, v, kk)).reshape(k, k)
        h[np.diag_indices(k)] += prior * pr * (1.0 - pr)
        # without a prior the Hessian is singular along the common shift: take the minimum-norm step
        step = np.linalg.solve(h, grad) if prior > 0 else np.linalg.lstsq(h, grad, rcond=None)[0]
        # damped Newton: keep steps moderate so far-out starts can't overshoot
        big = np.abs(step).max(initial=0.0)
        if big > 2.0:
            step *= 2.0 / big
        s += step
        if big < tol:
            break
    return s, h


def _comparisons(g: pd.DataFrame, by: str, forms: bool) -> tuple[pd.DataFrame, pd.DataFrame]:
    """Per game: the entities of each side; then one row per (game, entity_i, entity_j) comparison with
    its weight and i's points, plus one row per (game, side, entity) appearance."""
    if by == "side":
        ea, eb = g["side_a"].astype(str).map(lambda x: [x]), g["side_b"].astype(str).map(lambda x: [x])
    elif by == "pairing":
        ea, eb = g["pairing_a"].astype(str).map(lambda x: [x]), g["pairing_b"].astype(str).map(lambda x: [x])
    elif by == "megami":
        ea = g["pairing_a"].map(lambda x: _megami_of(x, forms))
        eb = g["pairing_b"].map(lambda x: _megami_of(x, forms))
    else:
        raise ValueError(f"by must be 'pairing', 'megami' or 'side', got {by!r}")
    comps: list[tuple[int, str, str, float, float]] = []
    apps: list[tuple[int, str, float]] = []
    score = g["_score_a"].to_numpy()
    pair_idx = g["_pair_idx"].to_numpy()
    for row, (la, lb) in enumerate(zip(ea, eb, strict=True)):
        sa = float(score[row])
        for x in la:
            apps.append((row, x, sa))
        for y in lb:
            apps.append((row, y, 1.0 - sa))
        # each entity of a side gets one game's worth of weight in total against the other side
        w = 1.0 / max(len(la), len(lb)) if by == "megami" else 1.0
        for x in la:
            for y in lb:
                if x != y:
                    comps.append((int(pair_idx[row]), x, y, w, w * sa))
    c = pd.DataFrame(comps, columns=["pair_idx", "ea", "eb", "total", "wins"])
    a = pd.DataFrame(apps, columns=["row", "entity", "points"])
    return c, a


def ratings(games: pd.DataFrame | Iterable[Mapping[str, Any]], by: str = "pairing", n_boot: int = 200,
            seed: int = 0, *, forms: bool = False, prior: float = 1.0,
            interval: str = "bootstrap") -> pd.DataFrame:
    """Bradley–Terry ratings on the Elo scale (400·log10 odds, mean 1500) with 95% intervals.

    ``by``: "pairing" (pairing_a/_b), "side" (side labels) or "megami": every game credits each megami
    of side A against each megami of side B with A's result (a pairing's result counts for both of its
    megami; weight 1/2 per comparison so each megami gets one game's worth per game). Form codes
    ("yurina-a1") map to their base ("yurina") unless ``forms=True``; a megami facing itself is skipped.

    Fitted by Newton's method on (weighted) win counts, draws half, with ``prior`` virtual draws per
    entity against a reference (see :func:`_bt_fit`) so unbeaten or winless entities stay finite.
    ``interval="bootstrap"`` (default): percentile interval over ``n_boot`` refits on pairs resampled
    with replacement (the pair is the unit, so the correlation of a pair's two games and of the megami
    credits is respected), widened where needed to cover the Fisher interval (so one-sided data, where
    every resample is the same, don't give a zero-width interval); ``se`` is the bootstrap standard
    deviation. ``interval="fisher"``: ±1.96·se
    from the inverse Hessian of the centred ratings (fast; too narrow for ``by="megami"``).
    ``games``/``wins``/``draws``/``win_rate`` count appearances (a game where both sides have the entity
    counts for both)."""
    if interval not in ("bootstrap", "fisher"):
        raise ValueError(f"interval must be 'bootstrap' or 'fisher', got {interval!r}")
    g = _prepared(games)
    cols = ["entity", "rating", "lo", "hi", "se", "games", "wins", "draws", "win_rate", "rank", "note"]
    if not len(g):
        return pd.DataFrame(columns=cols)
    g["_pair_idx"] = g.groupby(_PAIR_KEY, sort=False, dropna=False).ngroup()
    comps, apps = _comparisons(g, by, forms)
    app = apps.assign(win=(apps["points"] == 1.0).astype(int), draw=(apps["points"] == 0.5).astype(int))
    all_entities = sorted(set(apps["entity"]))
    tally = app.groupby("entity").agg(games=("points", "size"), wins=("win", "sum"), draws=("draw", "sum"),
                                      points=("points", "sum")).reindex(all_entities)
    # only entities that met another entity can be rated: one that played only mirror games (or a study
    # of one pairing) gets no rating rather than the prior's 1500, which would look like a measurement
    entities = sorted(set(comps["ea"]) | set(comps["eb"])) if len(comps) else []
    k = len(entities)
    n_pairs = int(g["_pair_idx"].max()) + 1
    notes = {e: "" for e in all_entities}
    rating = np.full(k, math.nan)
    lo = hi = se = np.full(k, math.nan)
    if k >= 2:
        rating, lo, hi, se = _bt_ratings(comps, entities, n_pairs, n_boot, seed, prior, interval)
        if n_pairs < 2 or (interval == "bootstrap" and n_boot < 2):
            se = np.full(k, math.nan)  # one resampling unit (or no resamples): no standard error to show
            for e in entities:
                notes[e] = "one mirrored pair: no standard error" if n_pairs < 2 else "no bootstrap: no standard error"
    for e in all_entities:
        if e not in entities:
            notes[e] = ("only one entity: a rating needs games between different ones" if len(all_entities) < 2
                        else "played only mirror games: no rating")
    rated = pd.DataFrame({"entity": entities, "rating": rating, "lo": lo, "hi": hi, "se": se})
    out = rated.set_index("entity").reindex(all_entities).reset_index()
    out["games"] = tally["games"].to_numpy()
    out["wins"] = tally["wins"].to_numpy()
    out["draws"] = tally["draws"].to_numpy()
    out["win_rate"] = (tally["points"] / tally["games"]).to_numpy()
    out["note"] = [notes[e] for e in out["entity"]]
    # unrated entities last (NaN sorts last); rank only the rated ones
    out = out.sort_values(["rating", "entity"], ascending=[False, True], ignore_index=True, na_position="last")
    out["rank"] = pd.array([i + 1 if i < k else pd.NA for i in range(len(out))], dtype="Int64")
    return out[cols]


def _bt_ratings(comps: pd.DataFrame, entities: list[str], n_pairs: int, n_boot: int, seed: int, prior: float,
                interval: str) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
    """The Bradley–Terry fit of :func:`ratings` on the Elo scale: (rating, lo, hi, se) per entity."""
    index = {e: n for n, e in enumerate(entities)}
    k = len(entities)
    # collapse comparisons to ordered entity pairs per resampling unit, as a sparse (pairs × combos) matrix
    ci0 = comps["ea"].map(index).to_numpy(dtype=int)
    cj0 = comps["eb"].map(index).to_numpy(dtype=int)
    total = comps["total"].to_numpy(dtype=float)
    wins = comps["wins"].to_numpy(dtype=float)
    swap = ci0 > cj0
    ci = np.where(swap, cj0, ci0)
    cj = np.where(swap, ci0, cj0)
    cw = np.where(swap, total - wins, wins)
    combo = ci * k + cj
    uniq, combo_idx = np.unique(combo, return_inverse=True)
    shape = (n_pairs, len(uniq))
    unit = comps["pair_idx"].to_numpy(dtype=int)
    m_tot = sparse.csr_matrix((total, (unit, combo_idx)), shape=shape)
    m_win = sparse.csr_matrix((cw, (unit, combo_idx)), shape=shape)
    ui, uj = uniq // k, uniq % k

    def fit(counts: np.ndarray | None, s0: np.ndarray | None = None) -> tuple[np.ndarray, np.ndarray]:
        if counts is None:
            tot, win = np.asarray(m_tot.sum(axis=0)).ravel(), np.asarray(m_win.sum(axis=0)).ravel()
        else:
            tot, win = m_tot.T @ counts, m_win.T @ counts
        return _bt_fit(ui, uj, win, tot, k, prior, s0)

    s, h = fit(None)
    centred = s - s.mean()
    proj = np.eye(k) - 1.0 / k
    f_se = np.sqrt(np.clip(np.diag(proj @ np.linalg.pinv(h) @ proj), 0.0, None))
    lo = hi = se = np.full(k, math.nan)
    if interval == "bootstrap":
        if n_boot > 0:
            rng = np.random.default_rng(seed)
            boots = np.empty((n_boot, k))
            for b in range(n_boot):
                counts = np.bincount(rng.integers(0, n_pairs, n_pairs), minlength=n_pairs).astype(float)
                sb, _ = fit(counts, s)
                boots[b] = sb - sb.mean()
            lo, hi = np.percentile(boots, [2.5, 97.5], axis=0)
            # widen to cover the Fisher interval, and never report a standard error below the Fisher one:
            # resamples of one-sided data (an entity that won every game) are all identical, and a zero
            # width or a 0.0 standard error would claim certainty
            se = np.maximum(boots.std(axis=0, ddof=1), f_se) if n_boot > 1 else np.full(k, math.nan)
            lo = np.minimum(lo, centred - Z95 * f_se)
            hi = np.maximum(hi, centred + Z95 * f_se)
    elif interval == "fisher":
        se = f_se
        lo, hi = centred - Z95 * se, centred + Z95 * se
    else:
        raise ValueError(f"interval must be 'bootstrap' or 'fisher', got {interval!r}")
    return (1500.0 + ELO * centred, 1500.0 + ELO * np.asarray(lo), 1500.0 + ELO * np.asarray(hi),
            ELO * np.asarray(se))


# ---------------------------------------------------------------- cards ----------------------------------

def _add_use_rates(out: pd.DataFrame, n: np.ndarray) -> np.ndarray:
    """Use rate of a card / mechanic over its ``n`` games (``games_used`` column) with its Wilson interval,
    and the win rate in the games where it was used and where it was not (``wins_when_used``,
    ``wins_when_not_used``), each with its Wilson interval, and their difference with Newcombe's.
    Returns the games-used counts."""
    n_used = out["games_used"].to_numpy().astype(int)
    n_not = n - n_used
    out["games_not_used"] = n_not
    out["use_rate"] = n_used / n
    out["use_rate_lo"], out["use_rate_hi"] = _wilson_cols(n_used, n)
    w_used = out["wins_when_used"].to_numpy()
    w_not = out["wins_when_not_used"].to_numpy()
    with np.errstate(invalid="ignore", divide="ignore"):
        p_used = np.where(n_used > 0, w_used / np.maximum(n_used, 1), np.nan)
        p_not = np.where(n_not > 0, w_not / np.maximum(n_not, 1), np.nan)
    out["win_rate_when_used"] = p_used
    out["win_rate_when_used_lo"], out["win_rate_when_used_hi"] = _wilson_cols(w_used, n_used)
    out["win_rate_when_not_used"] = p_not
    out["win_rate_when_not_used_lo"], out["win_rate_when_not_used_hi"] = _wilson_cols(w_not, n_not)
    out["win_rate_diff"] = p_used - p_not
    out["win_rate_diff_lo"], out["win_rate_diff_hi"] = _diff_ci(w_used, n_used, w_not, n_not)
    return n_used


def _diff_ci(w1: np.ndarray, n1: np.ndarray, w2: np.ndarray, n2: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    pairs = [newcombe(float(a), int(b), float(c), int(d)) for a, b, c, d in zip(w1, n1, w2, n2, strict=True)]
    if not pairs:
        return np.empty(0), np.empty(0)
    lo, hi = zip(*pairs, strict=True)
    return np.asarray(lo, dtype=float), np.asarray(hi, dtype=float)


def card_stats(cards: pd.DataFrame | Iterable[Mapping[str, Any]], games: pd.DataFrame | None = None,
               by: str = "pairing") -> pd.DataFrame:
    """Per card: how often it is used, its damage, and the win rate of its side when used / not used.

    ``by="pairing"``: one row per (pairing, card_id); ``by="card"``: one row per card_id over all
    pairings. A card row's result is its ``won`` flag (a draw counts as a loss); if ``games`` is given the
    rows are joined to it on (run, pair, game, seed) so draws count half. ``*_per_game`` columns are per
    game in which the card was used. The win-rate difference (used - not used) is observational: cards
    get used in games that go well or badly for other reasons too — use :func:`whatif` for causal
    questions."""
    c = _to_frame(cards)
    if by not in ("pairing", "card"):
        raise ValueError(f"by must be 'pairing' or 'card', got {by!r}")
    if "run" not in c:
        c["run"] = "local"
    for col, default in (("task", 0), ("reaction_uses", 0), ("damage_aura", 0), ("damage_life", 0)):
        if col not in c:
            c[col] = default
    if "game" not in c and "first_side" in c and "side" in c:
        c["game"] = np.where(c["first_side"].astype(bool) == (c["side"] == "A"), 0, 1)
    if "used" not in c:
        c["used"] = c["uses"] > 0
    c["used"] = c["used"].astype(bool)
    c["_score"] = c["won"].astype(float)
    if games is not None:
        g = games_frame(games)
        key = [k for k in ("run", "pair", "game", "seed") if k in c.columns]
        w = g[key + ["winner"]].drop_duplicates(key)
        c = c.merge(w, on=key, how="left", validate="many_to_one", indicator="_found")
        found = (c["_found"] == "both").to_numpy()
        joined = np.where(c["winner"].isna(), 0.5, (c["winner"] == c["side"]).astype(float))
        c["_score"] = np.where(found, joined, c["_score"])
    keys = ["pairing", "card_id"] if by == "pairing" else ["card_id"]
    return _card_finalize(_card_partials(c, keys), keys)


def _card_partials(c: pd.DataFrame, keys: list[str]) -> pd.DataFrame:
    """Sums per card (decomposable: partials of several chunks add up to the whole)."""
    c["_used_score"] = np.where(c["used"], c["_score"], 0.0)
    c["_unused_score"] = np.where(c["used"], 0.0, c["_score"])
    c["_first_turn"] = pd.to_numeric(c.get("first_use_turn"), errors="coerce").where(c["used"])
    c["_first_n"] = c["_first_turn"].notna().astype(int)
    c["_first_turn"] = c["_first_turn"].fillna(0.0)
    for col in ("uses", "reaction_uses", "damage_aura", "damage_life"):
        c[col] = pd.to_numeric(c[col], errors="coerce").fillna(0)
    info = {col: (col, "first") for col in ("card", "megami", "special") if col in c.columns}
    return c.groupby(keys, sort=True).agg(
        **info, games_in_deck=("used", "size"), games_used=("used", "sum"), uses=("uses", "sum"),
        reaction_uses=("reaction_uses", "sum"), damage_aura=("damage_aura", "sum"),
        damage_life=("damage_life", "sum"), first_turn_sum=("_first_turn", "sum"),
        first_turn_n=("_first_n", "sum"), wins_when_used=("_used_score", "sum"),
        wins_when_not_used=("_unused_score", "sum"),
    ).reset_index()


_SUMMED = ("games_in_deck", "games_used", "uses", "reaction_uses", "damage_aura", "damage_life", "first_turn_sum",
           "first_turn_n", "wins_when_used", "wins_when_not_used")


def _card_finalize(partials: pd.DataFrame, keys: list[str]) -> pd.DataFrame:
    info = {col: (col, "first") for col in ("card", "megami", "special") if col in partials.columns}
    out = partials.groupby(keys, sort=True).agg(**info, **{col: (col, "sum") for col in _SUMMED}).reset_index()
    with np.errstate(invalid="ignore", divide="ignore"):
        out["mean_first_use_turn"] = np.where(out["first_turn_n"] > 0,
                                              out["first_turn_sum"] / np.maximum(out["first_turn_n"], 1), np.nan)
    for col in ("card", "megami", "special"):
        if col not in out:
            out[col] = None
    n_used = _add_use_rates(out, out["games_in_deck"].to_numpy())
    with np.errstate(invalid="ignore", divide="ignore"):
        for col in ("uses", "reaction_uses", "damage_aura", "damage_life"):
            out[f"{col}_per_game"] = np.where(n_used > 0, out[col] / np.maximum(n_used, 1), np.nan)
    cols = keys + ["card", "megami", "special", "games_in_deck", "games_used", "use_rate", "use_rate_lo",
                   "use_rate_hi", "uses", "uses_per_game", "reaction_uses", "reaction_uses_per_game",
                   "damage_aura", "damage_aura_per_game", "damage_life", "damage_life_per_game",
                   "mean_first_use_turn", "wins_when_used", "win_rate_when_used", "win_rate_when_used_lo",
                   "win_rate_when_used_hi", "games_not_used", "wins_when_not_used", "win_rate_when_not_used",
                   "win_rate_when_not_used_lo", "win_rate_when_not_used_hi", "win_rate_diff",
                   "win_rate_diff_lo", "win_rate_diff_hi"]
    return out[cols]


MECHANIC_COLUMNS = ["megami", "mechanic", "description", "rule", "games", "games_used", "use_rate", "use_rate_lo",
                    "use_rate_hi", "uses", "uses_per_game", "uses_per_used_game", "wins_when_used",
                    "win_rate_when_used", "win_rate_when_used_lo", "win_rate_when_used_hi", "games_not_used",
                    "wins_when_not_used", "win_rate_when_not_used", "win_rate_when_not_used_lo",
                    "win_rate_when_not_used_hi", "win_rate_diff", "win_rate_diff_lo", "win_rate_diff_hi"]


def mechanic_table(mechanics: pd.DataFrame | Iterable[Mapping[str, Any]], by: str | Sequence[str] | None = None
                   ) -> pd.DataFrame:
    """Per megami and mechanic: how often sides hosting the megami use it, and their win rate with and
    without a use (see the module docstring). An empty input (a study written before mechanic telemetry)
    gives an empty table with the same columns."""
    from sakura_lab.cards.registry import load_all
    from sakura_lab.engine.telemetry import MECHANICS

    load_all()  # descriptions come from the megami modules' declarations
    group = [by] if isinstance(by, str) else list(by or [])
    m = _to_frame(mechanics)
    keys = group + ["megami", "mechanic"]
    if m.empty:
        return pd.DataFrame(columns=group + MECHANIC_COLUMNS)
    m = m.copy()
    m["count"] = pd.to_numeric(m["count"], errors="coerce").fillna(0).astype(int)
    m["_used"] = m["count"] > 0
    m["_won"] = m["won"].astype(bool)
    m["_wu"] = m["_used"] & m["_won"]
    m["_wn"] = ~m["_used"] & m["_won"]
    out = m.groupby(keys, sort=True).agg(games=("_used", "size"), games_used=("_used", "sum"), uses=("count", "sum"),
                                         wins_when_used=("_wu", "sum"), wins_when_not_used=("_wn", "sum")
                                         ).reset_index()
    out["description"] = [MECHANICS[x].description if x in MECHANICS else "" for x in out["mechanic"]]
    out["rule"] = [MECHANICS[x].rule if x in MECHANICS else "" for x in out["mechanic"]]
    n = out["games"].to_numpy()
    n_used = _add_use_rates(out, n)
    with np.errstate(invalid="ignore", divide="ignore"):
        out["uses_per_game"] = out["uses"] / n
        out["uses_per_used_game"] = np.where(n_used > 0, out["uses"] / np.maximum(n_used, 1), np.nan)
    return out[group + MECHANIC_COLUMNS]


def card_stats_from_folder(folder: Any, by: str = "pairing") -> pd.DataFrame:
    """:func:`card_stats` of a study folder (or of a list of study folders, e.g. the rounds of a meta
    study) computed chunk by chunk, so memory does not grow with the number of games (a million-game
    study has ten million card rows). Same columns and numbers."""
    if by not in ("pairing", "card"):
        raise ValueError(f"by must be 'pairing' or 'card', got {by!r}")
    keys = ["pairing", "card_id"] if by == "pairing" else ["card_id"]
    return _card_finalize(_folder_card_partials(folder, keys), keys)


def card_stats_both_from_folder(folder: Any) -> tuple[pd.DataFrame, pd.DataFrame]:
    """:func:`card_stats_from_folder` by pairing and by card from one pass over the card chunks
    (the per-card table sums the per-pairing partial sums: the same numbers as ``by="card"``)."""
    keys = ["pairing", "card_id"]
    partials = _folder_card_partials(folder, keys)
    return _card_finalize(partials, keys), _card_finalize(partials, ["card_id"])


def _folder_card_partials(folder: Any, keys: list[str]) -> pd.DataFrame:
    """Partial sums per ``keys`` of the card chunks of a study folder (or a list of them), batch by batch."""
    from pathlib import Path

    from sakura_lab.sim.storage import read_chunk

    folders = [Path(f) for f in folder] if isinstance(folder, list | tuple) else [Path(folder)]
    key = ["run", "pair", "game", "seed"]
    parts = []
    batch_g: list[pd.DataFrame] = []
    batch_c: list[pd.DataFrame] = []
    rows = 0

    def flush() -> None:
        # partial sums over a batch of chunks: the per-call cost of merge/groupby is paid once per batch,
        # not once per chunk (a study of many small matchups has thousands of chunks)
        nonlocal rows
        if not batch_c:
            return
        g = pd.concat(batch_g, ignore_index=True).drop_duplicates(key)
        c = pd.concat(batch_c, ignore_index=True)
        c["used"] = c["used"].astype(bool)
        c = c.merge(g, on=key, how="left")
        c["_score"] = np.where(c["winner"].isna(), 0.5, (c["winner"] == c["side"]).astype(float))
        parts.append(_card_partials(c, keys))
        batch_g.clear()
        batch_c.clear()
        rows = 0

    for folder in folders:
        for gpath in sorted((folder / "games").glob("task-*.parquet")):
            cpath = folder / "cards" / gpath.name
            if not cpath.exists():
                continue
            batch_g.append(read_chunk(gpath, columns=[*key, "winner"]).to_pandas())
            batch_c.append(read_chunk(cpath).to_pandas())
            rows += len(batch_c[-1])
            if rows >= _CARD_BATCH_ROWS:  # memory stays bounded by the batch, not the study
                flush()
    flush()
    if not parts:
        raise ValueError(f"{', '.join(map(str, folders))} holds no card rows")
    return pd.concat(parts, ignore_index=True)


_CARD_BATCH_ROWS = 200_000


# ---------------------------------------------------------------- what-if --------------------------------

def whatif(base_games: pd.DataFrame | Iterable[Mapping[str, Any]],
           variant_games: pd.DataFrame | Iterable[Mapping[str, Any]], side: str = "A",
           by: str | Sequence[str] | None = None) -> pd.DataFrame:
    """Paired comparison of the same seeds played twice (base, and a variant changing ``side``).

    Games are matched on (seed, game) — plus ``pair`` if seeds repeat — and must match one to one,
    else ``ValueError``. The change is the mean over seeds (pairs) of the pair-level difference of
    ``side``'s points (variant - base, the pair's two games averaged); its 95% interval is
    diff ± 1.96·sd/√n over pairs. ``changed``/``better``/``worse`` count games whose result for
    ``side`` changed / improved / got worse. ``by`` groups on columns of the base games."""
    if side not in ("A", "B"):
        raise ValueError(f"side must be 'A' or 'B', got {side!r}")
    b, v = _prepared(base_games), _prepared(variant_games)
    key = ["seed", "game"]
    if b.duplicated(key).any() or v.duplicated(key).any():
        key = ["seed", "pair", "game"]
        if b.duplicated(key).any() or v.duplicated(key).any():
            raise ValueError("whatif: (seed, pair, game) does not identify games uniquely")
    bk = set(map(tuple, b[key].astype(object).to_numpy()))
    vk = set(map(tuple, v[key].astype(object).to_numpy()))
    if bk != vk:
        raise ValueError(f"whatif: base and variant were not played on the same seeds "
                         f"({len(bk - vk)} base games missing from the variant, {len(vk - bk)} variant games "
                         f"missing from the base)")
    groups = [] if by is None else ([by] if isinstance(by, str) else list(by))
    sign = 1.0 if side == "A" else -1.0
    off = 0.0 if side == "A" else 1.0
    b["_base"] = off + sign * b["_score_a"]
    v["_variant"] = off + sign * v["_score_a"]
    m = b[key + groups + ["_base"]].merge(v[key + ["_variant"]], on=key, how="inner", validate="one_to_one")
    m["_d"] = m["_variant"] - m["_base"]
    unit = ["seed", "pair"] if "pair" in key else ["seed"]

    def summary(sub: pd.DataFrame) -> dict[str, Any]:
        per = sub.groupby(unit)["_d"].mean().to_numpy()
        n = len(per)
        diff = float(per.mean()) if n else math.nan
        sd = float(per.std(ddof=1)) if n > 1 else math.nan
        se = sd / math.sqrt(n) if n > 1 else math.nan
        return {"side": side, "games": len(sub), "pairs": n, "base_wins": float(sub["_base"].sum()),
                "variant_wins": float(sub["_variant"].sum()), "base_rate": float(sub["_base"].mean()),
                "variant_rate": float(sub["_variant"].mean()), "diff": diff, "se": se,
                "lo": diff - Z95 * se, "hi": diff + Z95 * se, "changed": int((sub["_d"] != 0).sum()),
                "better": int((sub["_d"] > 0).sum()), "worse": int((sub["_d"] < 0).sum())}

    if not groups:
        return pd.DataFrame([summary(m)])
    rows = []
    for k, sub in m.groupby(groups, sort=True, dropna=False):
        k = k if isinstance(k, tuple) else (k,)
        rows.append({**dict(zip(groups, k, strict=True)), **summary(sub)})
    return pd.DataFrame(rows)
