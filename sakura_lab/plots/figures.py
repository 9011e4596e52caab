"""Figures of the statistics tables (:mod:`sakura_lab.stats.tables`).

Every function takes data (and optionally an ``ax``) and returns the Axes it drew on. Without ``ax``
a new pyplot figure is made (so notebooks show it); :func:`save_report_figures` draws on standalone
:class:`matplotlib.figure.Figure` objects instead, touching no pyplot state, so it is safe on any
backend ("Agg" included) and leaks no figures. Nothing calls ``plt.show()``.

Inputs (columns used):
  ``matchup_heatmap``: a :func:`~sakura_lab.stats.tables.matchups` frame — side_a, side_b, win_rate_a,
  lo, hi (missing mirror orientations are filled with 1 - rate).
  ``rating_forest``: a :func:`~sakura_lab.stats.tables.ratings` frame — entity, rating, lo, hi.
  ``card_bars``: a :func:`~sakura_lab.stats.tables.card_stats` frame — card (or card_id), [pairing],
  the metric and, if present, ``<metric>_lo`` / ``<metric>_hi``.
  ``first_player_bars``: a :func:`~sakura_lab.stats.tables.first_player` frame (first_win_rate, lo, hi)
  or games (then grouped by matchup).
  ``game_length_hist``: games (turns, reason).

``save_report_figures`` writes matchups.png, ratings.png, cards.png, first_player.png and
game_length.png and returns their paths.
"""
from __future__ import annotations

import math
from pathlib import Path

import numpy as np
import pandas as pd
from matplotlib.axes import Axes
from matplotlib.colors import TwoSlopeNorm
from matplotlib.figure import Figure

from sakura_lab.stats.tables import card_stats, first_player, games_frame, matchups, ratings


def _new_ax(ax: Axes | None, figsize: tuple[float, float]) -> Axes:
    if ax is not None:
        return ax
    import matplotlib.pyplot as plt

    _fig, new = plt.subplots(figsize=figsize)
    return new


def _err(vals: np.ndarray, lo: np.ndarray, hi: np.ndarray) -> np.ndarray:
    """Whisker lengths for ``xerr`` (never negative: a percentile interval may miss its estimate)."""
    return np.clip(np.nan_to_num(np.vstack([vals - lo, hi - vals])), 0.0, None)


def _pct(x: float) -> str:
    return "–" if x is None or not np.isfinite(x) else f"{100 * x:.0f}%"


# Largest number of rows a figure draws: beyond it a figure shows the first ones of a ranking and says so
# (the full tables are the CSVs), so figure size and memory do not grow with the number of pairings.
TOP = 40
ANNOTATE_UP_TO = 16  # cell texts in the heatmap only while they stay readable


def heatmap_size(n_sides: int, top: int | None = TOP) -> tuple[float, float]:
    """Figure size (inches) for a heatmap of ``n_sides`` sides, capped at ``top`` of them."""
    n = min(n_sides, top) if top else n_sides
    return (2.0 + 0.6 * n + (0.4 * n if n <= ANNOTATE_UP_TO else 0.0),
            1.5 + 0.5 * n + (0.4 * n if n <= ANNOTATE_UP_TO else 0.0))


def bars_height(n_rows: int, top: int | None = TOP) -> float:
    """Figure height (inches) for ``n_rows`` horizontal bars, capped at ``top`` rows."""
    return 1.5 + 0.35 * max(1, min(n_rows, top) if top else n_rows)


def matchup_heatmap(matchups_df: pd.DataFrame, ax: Axes | None = None, annotate: bool = True,
                    cmap: str = "RdBu", top: int | None = TOP, order: list[str] | None = None) -> Axes:
    """Win rate of the row side against the column side; cells annotated "62%\\n±5" (half-width of the
    Wilson interval in points) while there are at most ``ANNOTATE_UP_TO`` sides. Sides are sorted by their
    mean win rate (strongest first), or as in ``order`` (e.g. by rating; sides it does not name follow);
    with more than ``top`` sides only the first ``top`` are drawn.
    Diverging colormap centred at 0.5; blank where no games."""
    df = matchups_df[["side_a", "side_b", "win_rate_a", "lo", "hi"]].copy()
    have = set(zip(df["side_a"], df["side_b"], strict=True))
    mirror = df[[(b, a) not in have for a, b in zip(df["side_a"], df["side_b"], strict=True)]]
    mirror = pd.DataFrame({"side_a": mirror["side_b"], "side_b": mirror["side_a"],
                           "win_rate_a": 1 - mirror["win_rate_a"], "lo": 1 - mirror["hi"],
                           "hi": 1 - mirror["lo"]})
    df = pd.concat([df, mirror], ignore_index=True)
    strength = df.groupby("side_a")["win_rate_a"].mean()
    names = sorted(set(df["side_a"]) | set(df["side_b"]), key=lambda s: (-strength.get(s, 0.0), s))
    if order is not None:
        rank = {name: i for i, name in enumerate(order)}
        names = sorted(names, key=lambda s: rank.get(s, len(rank)))  # stable: unnamed keep win-rate order
    total = len(names)
    if top and total > top:
        names = names[:top]
    rate = df.pivot_table(index="side_a", columns="side_b", values="win_rate_a", aggfunc="mean")
    rate = rate.reindex(index=names, columns=names)
    half = (df.assign(h=(df["hi"] - df["lo"]) / 2)
            .pivot_table(index="side_a", columns="side_b", values="h", aggfunc="mean")
            .reindex(index=names, columns=names))
    n = len(names)
    annotate = annotate and n <= ANNOTATE_UP_TO
    ax = _new_ax(ax, heatmap_size(n, None))
    values = np.ma.masked_invalid(rate.to_numpy(dtype=float))
    # pcolormesh draws one quad per cell (vector): unlike imshow it allocates no image buffer the size of
    # the figure, so memory stays small for many sides
    im = ax.pcolormesh(np.arange(n + 1) - 0.5, np.arange(n + 1) - 0.5, values, cmap=cmap,
                       norm=TwoSlopeNorm(vcenter=0.5, vmin=0.0, vmax=1.0))
    ax.set_xlim(-0.5, n - 0.5)
    ax.set_ylim(n - 0.5, -0.5)  # first row at the top, as in a table
    ax.set_aspect("equal")
    ax.set_xticks(range(n), labels=names, rotation=45, ha="right")
    ax.set_yticks(range(n), labels=names)
    ax.set_xlabel("opponent")
    ax.set_ylabel("side")
    ax.set_title("Win rate (row vs column), " + ("by rating" if order is not None else "strongest first")
                 + (f": top {n} of {total} sides (all in matchups.csv)" if n < total else ""))
    if annotate:
        for r in range(n):
            for c in range(n):
                v = rate.iat[r, c]
                if not np.isfinite(v):
                    continue
                h = half.iat[r, c]
                text = _pct(v) + (f"\n±{100 * h:.0f}" if np.isfinite(h) else "")
                ax.text(c, r, text, ha="center", va="center", fontsize=8,
                        color="white" if abs(v - 0.5) > 0.3 else "black")
    ax.figure.colorbar(im, ax=ax, fraction=0.046, pad=0.04, label="win rate")
    return ax


def rating_forest(ratings_df: pd.DataFrame, ax: Axes | None = None, top: int | None = TOP) -> Axes:
    """Ratings as points with their 95% interval bars, highest at the top; dashed line at 1500. With more
    than ``top`` entities only the highest ``top`` are drawn (the title says so)."""
    # best at the top (drawn last); stable, so ties keep the order of the table. Unrated entities (NaN:
    # a study of one pairing, mirror games only) cannot be placed on the scale: left out, with a note
    rated = ratings_df[ratings_df["rating"].notna()]
    ranked = rated.sort_values("rating", ascending=False, kind="stable")
    total = len(ranked)
    if top and total > top:
        ranked = ranked.iloc[:top]
    df = ranked.iloc[::-1].reset_index(drop=True)
    ax = _new_ax(ax, (6.0, bars_height(max(len(df), 1), None)))
    if not len(df):
        ax.text(0.5, 0.5, "no ratings: they need games between different entities", ha="center", va="center",
                transform=ax.transAxes)
        ax.set_axis_off()
        return ax
    y = np.arange(len(df))
    rating = df["rating"].to_numpy(dtype=float)
    lo = df["lo"].to_numpy(dtype=float) if "lo" in df else np.full(len(df), np.nan)
    hi = df["hi"].to_numpy(dtype=float) if "hi" in df else np.full(len(df), np.nan)
    err = _err(rating, lo, hi)
    ax.errorbar(rating, y, xerr=err, fmt="o", color="tab:blue", ecolor="tab:gray", capsize=3)
    ax.axvline(1500, color="black", linestyle="--", linewidth=0.8)
    ax.set_yticks(y, labels=df["entity"].astype(str).tolist())
    ax.set_xlabel("rating (Elo scale, 95% interval)")
    ax.set_title("Bradley–Terry ratings" + (f": top {len(df)} of {total}" if len(df) < total else ""))
    return ax


def card_bars(card_stats_df: pd.DataFrame, metric: str = "win_rate_when_used", top: int = 20,
              ax: Axes | None = None, min_games: int = 0) -> Axes:
    """Horizontal bars of ``metric`` for the ``top`` cards (largest first, at the top), with interval
    whiskers when ``<metric>_lo``/``<metric>_hi`` columns exist. Rows with fewer than ``min_games``
    games in which the card was used are left out."""
    if metric not in card_stats_df:
        raise ValueError(f"card_bars: no column {metric!r}")
    df = card_stats_df[card_stats_df[metric].notna()]
    if min_games and "games_used" in df:
        df = df[df["games_used"] >= min_games]
    df = df.sort_values(metric, ascending=False).head(top).iloc[::-1]
    name = df["card"] if "card" in df and df["card"].notna().all() else df["card_id"]
    labels = name.astype(str)
    if "pairing" in df and card_stats_df["pairing"].nunique() > 1:
        labels = labels + " (" + df["pairing"].astype(str) + ")"
    ax = _new_ax(ax, (7.0, 1.0 + 0.3 * max(len(df), 1)))
    y = np.arange(len(df))
    vals = df[metric].to_numpy(dtype=float)
    xerr = None
    if f"{metric}_lo" in df and f"{metric}_hi" in df:
        lo, hi = df[f"{metric}_lo"].to_numpy(dtype=float), df[f"{metric}_hi"].to_numpy(dtype=float)
        xerr = _err(vals, lo, hi)
    ax.barh(y, vals, xerr=xerr, color="tab:orange", ecolor="tab:gray", capsize=2)
    ax.set_yticks(y, labels=labels.tolist())
    if "rate" in metric and "diff" not in metric:
        ax.axvline(0.5 if metric.startswith("win_rate") else 0.0, color="black", linewidth=0.8, linestyle="--")
    elif "diff" in metric:
        ax.axvline(0.0, color="black", linewidth=0.8)
    ax.set_xlabel(metric.replace("_", " "))
    ax.set_title(f"Cards by {metric.replace('_', ' ')}")
    return ax


def first_player_bars(games_or_first_df: pd.DataFrame, ax: Axes | None = None, top: int | None = TOP) -> Axes:
    """First-player win rate per group (bars with Wilson intervals), dashed line at 0.5.

    Takes a :func:`first_player` frame, or games (then grouped by matchup, with the overall row). With
    more than ``top`` groups only the ``top`` farthest from 50% (in interval half-widths) are drawn."""
    df = games_or_first_df
    if "first_win_rate" not in df:
        df = first_player(df, by="matchup")
    total = len(df)
    if top and total > top:
        half = ((df["hi"] - df["lo"]) / 2).replace(0, np.nan).fillna(1.0)
        far = ((df["first_win_rate"] - 0.5).abs() / half).sort_values(ascending=False, kind="stable")
        df = df.loc[sorted(far.index[:top])]
    groups = [c for c in df.columns if c not in {"games", "pairs", "first_wins", "second_wins", "draws",
                                                  "first_win_rate", "lo", "hi", "se_pair"}]
    labels = (df[groups].astype(str).agg(" / ".join, axis=1) if groups
              else pd.Series(["all games"] * len(df), index=df.index))
    ax = _new_ax(ax, (7.0, bars_height(len(df), None)))
    y = np.arange(len(df))[::-1]
    vals = df["first_win_rate"].to_numpy(dtype=float)
    err = _err(vals, df["lo"].to_numpy(dtype=float), df["hi"].to_numpy(dtype=float))
    ax.barh(y, vals, xerr=err, color="tab:green", ecolor="tab:gray", capsize=3)
    ax.axvline(0.5, color="black", linestyle="--", linewidth=0.8)
    ax.set_yticks(y, labels=labels.tolist())
    ax.set_xlim(0, 1)
    ax.set_xlabel("first player's win rate (95% interval)")
    ax.set_title("First-player advantage" + (f": the {len(df)} of {total} farthest from 50%"
                                             if len(df) < total else ""))
    return ax


def game_length_hist(games: pd.DataFrame, ax: Axes | None = None) -> Axes:
    """Histogram of game length in turns (one bin per turn), stacked by end reason."""
    g = games_frame(games)
    ax = _new_ax(ax, (6.0, 3.5))
    turns = pd.to_numeric(g["turns"], errors="coerce")
    if turns.notna().any():
        bins = np.arange(math.floor(turns.min()), math.floor(turns.max()) + 2) - 0.5
        reason = g["reason"].astype(object).where(g["reason"].notna(), "?").astype(str)
        labels = sorted(reason.unique())
        data = [turns[reason == r].dropna().to_numpy() for r in labels]
        ax.hist(data, bins=bins, stacked=True, label=labels)
        ax.legend(title="end", fontsize=8)
    ax.set_xlabel("turns")
    ax.set_ylabel("games")
    ax.set_title("Game length")
    return ax


def save_report_figures(games: pd.DataFrame, cards: pd.DataFrame | None, out_dir: str | Path, *,
                        by: str = "pairing", n_boot: int = 200, seed: int = 0, dpi: int = 120,
                        card_table: pd.DataFrame | None = None, ratings_table: pd.DataFrame | None = None,
                        first_player_table: pd.DataFrame | None = None) -> list[Path]:
    """Write the five report figures as PNG into ``out_dir``; returns their paths.

    ``card_table`` (a :func:`card_stats` result, e.g. from ``card_stats_from_folder``) may be passed
    instead of the card rows; ``ratings_table`` (``ratings(games, by=by)``) and ``first_player_table``
    (``first_player(games, by="matchup")``) may be passed when the caller has computed them already. matchups.png (symmetric heatmap), ratings.png (ratings ``by``), cards.png (top cards by win rate when
    used, among cards used in at least 5 games; a note if there are no card rows), first_player.png (per matchup), game_length.png."""
    out = Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    g = games_frame(games)
    paths: list[Path] = []

    def save(name: str, size: tuple[float, float], draw) -> None:
        fig = Figure(figsize=size, layout="constrained")
        draw(fig.add_subplot())
        path = out / name
        fig.savefig(path, dpi=dpi)
        paths.append(path)

    sides = len(set(g["side_a"]) | set(g["side_b"]))
    # every figure's size is capped (TOP rows), so memory does not grow with the number of pairings
    save("matchups.png", heatmap_size(sides), lambda ax: matchup_heatmap(matchups(g, symmetric=True), ax=ax))
    r = ratings_table if ratings_table is not None else ratings(g, by=by, n_boot=n_boot, seed=seed)
    save("ratings.png", (7.0, bars_height(len(r))), lambda ax: rating_forest(r, ax=ax))
    cs = card_table if card_table is not None else (card_stats(cards, g) if cards is not None and len(cards) else None)

    def draw_cards(ax: Axes) -> None:
        if cs is None:
            ax.text(0.5, 0.5, "no card rows", ha="center", va="center", transform=ax.transAxes)
            ax.set_axis_off()
        else:
            card_bars(cs, ax=ax, min_games=5)

    save("cards.png", (8.0, 7.0), draw_cards)
    fp = first_player_table if first_player_table is not None else first_player(g, by="matchup")
    save("first_player.png", (8.0, bars_height(len(fp))), lambda ax: first_player_bars(fp, ax=ax))
    save("game_length.png", (7.0, 4.0), lambda ax: game_length_hist(g, ax=ax))
    return paths
