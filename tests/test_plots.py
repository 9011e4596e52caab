"""Figures: each function returns an Axes with the expected artists; the report writes five PNGs."""
from __future__ import annotations

import matplotlib

matplotlib.use("Agg")

import matplotlib.pyplot as plt  # noqa: E402
import pandas as pd  # noqa: E402
import pytest  # noqa: E402
from matplotlib.axes import Axes  # noqa: E402
from matplotlib.figure import Figure  # noqa: E402

from sakura_lab.plots import (  # noqa: E402
    card_bars,
    first_player_bars,
    game_length_hist,
    matchup_heatmap,
    rating_forest,
    save_report_figures,
)
from sakura_lab.stats.tables import card_stats, first_player, matchups, ratings  # noqa: E402


@pytest.fixture(autouse=True)
def _close_figures():
    yield
    plt.close("all")


def _games() -> pd.DataFrame:
    rows = []
    pid = 0
    spec = {("X", "Y"): "AAAB", ("X", "Z"): "AABB", ("Y", "Z"): "ABBB"}
    for (a, b), results in spec.items():
        for k in range(0, len(results), 2):
            for g in (0, 1):
                rows.append({"run": "r", "pair": pid, "game": g, "seed": pid, "side_a": a, "side_b": b,
                             "pairing_a": a, "pairing_b": b, "first_side": "AB"[g], "winner": results[k + g],
                             "turns": 8 + pid + g, "reason": "life" if g else "turn_cap"})
            pid += 1
    return pd.DataFrame(rows)


def _cards(games: pd.DataFrame) -> pd.DataFrame:
    rows = []
    for r in games.itertuples():
        for side, pairing in (("A", r.pairing_a), ("B", r.pairing_b)):
            for c in range(3):
                used = (r.pair + c) % 2 == 0
                rows.append({"run": "r", "pair": r.pair, "game": r.game, "seed": r.seed, "side": side,
                             "pairing": pairing, "card_id": f"{pairing}-{c}", "card": f"Card {pairing}{c}",
                             "megami": "m", "special": c == 2, "used": used, "uses": int(used),
                             "reaction_uses": 0, "damage_aura": 0, "damage_life": int(used),
                             "first_use_turn": 3 if used else None, "won": r.winner == side,
                             "first_side": r.first_side == side})
    return pd.DataFrame(rows)


def test_matchup_heatmap_fills_mirror_cells():
    m = matchups(_games())  # one orientation only: 3 rows
    ax = matchup_heatmap(m)
    assert isinstance(ax, Axes)
    assert len(ax.collections) == 1  # one mesh of cells
    assert len(ax.texts) == 6  # 3 x 3 grid minus the empty diagonal
    labels = [t.get_text() for t in ax.texts]
    assert any(t.startswith("75%\n±") for t in labels)
    assert any(t.startswith("25%\n±") for t in labels)
    assert len(matchup_heatmap(m, annotate=False).texts) == 0


def _many_sides(n: int) -> pd.DataFrame:
    """A round robin of ``n`` sides, one pair per matchup; side k wins its games against higher indices."""
    rows, pid = [], 0
    for i in range(n):
        for j in range(i + 1, n):
            for g in (0, 1):
                rows.append({"run": "r", "pair": pid, "game": g, "seed": pid, "side_a": f"s{i:03d}",
                             "side_b": f"s{j:03d}", "pairing_a": f"s{i:03d}", "pairing_b": f"s{j:03d}",
                             "first_side": "AB"[g], "winner": "A" if (i + j + g) % 3 else "B", "turns": 9,
                             "reason": "life"})
            pid += 1
    return pd.DataFrame(rows)


def test_figures_stay_bounded_for_many_pairings(tmp_path):
    """Issue 11: figures show the top TOP rows of a ranking, so their size does not grow with the number of
    pairings (a 36-pairing report used to draw a 235-inch first-player chart and a 38-inch heatmap)."""
    from matplotlib.image import imread

    from sakura_lab.plots.figures import TOP

    games = _many_sides(44)
    paths = save_report_figures(games, None, tmp_path, n_boot=5)
    for p in paths:
        h, w = imread(p).shape[:2]
        assert h * w < 12_000_000, (p.name, h, w)
    ax = matchup_heatmap(matchups(games, symmetric=True))
    assert len(ax.get_yticklabels()) == TOP and f"top {TOP} of 44" in ax.get_title()
    assert len(ax.texts) == 0  # too many cells to annotate readably
    fp = first_player(games, by="matchup")
    ax = first_player_bars(fp)
    assert len(ax.get_yticklabels()) == TOP and f"{TOP} of {len(fp)}" in ax.get_title()


def test_rating_forest_sorted_with_bars():
    r = ratings(_games(), by="side", n_boot=20)
    fig = Figure()
    ax = rating_forest(r, ax=fig.add_subplot())
    assert len(ax.containers) == 1
    assert [t.get_text() for t in ax.get_yticklabels()] == r["entity"].tolist()[::-1]
    assert len(ax.lines) >= 2  # the points and the 1500 line


def test_card_bars_top_and_intervals():
    cs = card_stats(_cards(_games()))
    ax = card_bars(cs, top=4)
    assert len(ax.patches) == 4
    assert len(ax.get_yticklabels()) == 4
    ax2 = card_bars(cs, metric="use_rate")
    assert len(ax2.patches) == min(20, cs["use_rate"].notna().sum())
    with pytest.raises(ValueError):
        card_bars(cs, metric="nope")


def test_first_player_bars_from_games_or_table():
    g = _games()
    ax = first_player_bars(g)
    assert len(ax.patches) == 4  # 3 matchups + all games
    ax = first_player_bars(first_player(g))
    assert len(ax.patches) == 1


def test_game_length_hist():
    ax = game_length_hist(_games())
    assert len(ax.patches) > 0
    assert ax.get_legend() is not None


def test_report_writes_five_pngs(tmp_path):
    g = _games()
    paths = save_report_figures(g, _cards(g), tmp_path / "fig", n_boot=10)
    assert [p.name for p in paths] == ["matchups.png", "ratings.png", "cards.png", "first_player.png",
                                       "game_length.png"]
    for p in paths:
        assert p.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    assert len(save_report_figures(g, None, tmp_path / "nocards", n_boot=0)) == 5
    assert plt.get_fignums() == []  # the report leaves no pyplot figures open
