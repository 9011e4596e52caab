"""Statistics tables: exact numbers on small hand-made frames, plus one smoke run on real games."""
from __future__ import annotations

import math

import numpy as np
import pandas as pd
import pytest

from sakura_lab.sim.schema import GAMES
from sakura_lab.stats.intervals import newcombe, pair_se, wilson
from sakura_lab.stats.tables import (
    ELO,
    card_stats,
    first_player,
    games_frame,
    matchups,
    ratings,
    whatif,
)


def game(a: str, b: str, pair: int, g: int, winner: str | None, *, seed: int | None = None,
         turns: int = 10, reason: str = "life", run: str = "r") -> dict:
    """One GAMES-like record: game 0 has side A first, game 1 side B first."""
    return {"run": run, "pair": pair, "game": g, "seed": pair if seed is None else seed, "side_a": a,
            "side_b": b, "pairing_a": a, "pairing_b": b, "first_side": "A" if g == 0 else "B",
            "winner": winner, "turns": turns, "reason": reason}


def pairs(a: str, b: str, results: list[tuple[str | None, str | None]], start: int = 0, **kw) -> list[dict]:
    out = []
    for k, (w0, w1) in enumerate(results):
        out += [game(a, b, start + k, 0, w0, **kw), game(a, b, start + k, 1, w1, **kw)]
    return out


# X vs Y, three pairs: A wins both; A (first) then B (first); draw then A (second)
XY = pairs("X", "Y", [("A", "A"), ("A", "B"), (None, "A")])


# ---------------------------------------------------------------- intervals

def test_wilson_7_of_10():
    lo, hi = wilson(7, 10)
    # the roots of (0.7 - x)^2 = z^2 x (1 - x) / 10
    assert lo == pytest.approx(0.3967781, abs=1e-7)
    assert hi == pytest.approx(0.8922087, abs=1e-7)
    assert wilson(0, 0) == (0.0, 1.0)


def test_newcombe_difference():
    lo, hi = newcombe(7, 10, 7, 10)
    assert lo < 0 < hi and lo == pytest.approx(-hi)
    lo, hi = newcombe(10, 10, 0, 10)
    assert -1 <= lo < 1 and hi == pytest.approx(1.0)
    assert all(math.isnan(x) for x in newcombe(1, 0, 1, 2))


# ---------------------------------------------------------------- games_frame

def test_games_frame_fills_missing_columns():
    recs = [{"seed": 5, "first_side": "A", "winner": "A", "pairing_a": "p", "pairing_b": "q", "turns": 7},
            {"seed": 5, "first_side": "B", "winner": None, "pairing_a": "p", "pairing_b": "q", "turns": 9},
            {"seed": 6, "first_side": "A", "winner": float("nan"), "pairing_a": "p", "pairing_b": "q",
             "turns": 8}]
    g = games_frame(recs)
    assert list(g.columns[:len(GAMES)]) == list(GAMES)
    assert g["matchup"].tolist() == ["p vs q"] * 3
    assert g["side_a"].tolist() == ["p"] * 3
    assert g["game"].tolist() == [0, 1, 0]
    assert g["pair"].tolist() == [0, 0, 1]
    assert g["task"].tolist() == [0, 0, 0] and (g["run"] == "local").all()
    assert g["winner"].tolist() == ["A", None, None]
    assert g["turns"].dtype == "int64"
    assert len(games_frame(pd.DataFrame(recs))) == 3


# ---------------------------------------------------------------- matchups

def test_matchup_table_exact():
    m = matchups(XY)
    assert len(m) == 1
    r = m.iloc[0]
    assert (r["side_a"], r["side_b"], r["matchup"]) == ("X", "Y", "X vs Y")
    assert (r["games"], r["pairs"], r["wins_a"], r["wins_b"], r["draws"]) == (6, 3, 4, 1, 1)
    assert r["win_rate_a"] == pytest.approx(0.75)
    assert (r["lo"], r["hi"]) == pytest.approx(wilson(4.5, 6))
    assert r["se_pair"] == pytest.approx(0.25 / math.sqrt(3))  # pair scores 1, 0.5, 0.75
    assert r["se_pair"] == pytest.approx(pair_se([1.0, 0.5, 0.75]))
    # first player's points: 1, 0 | 1, 1 | 0.5, 0
    assert r["first_wins"] == pytest.approx(3.5)
    assert r["first_win_rate"] == pytest.approx(3.5 / 6)
    assert (r["first_lo"], r["first_hi"]) == pytest.approx(wilson(3.5, 6))


def test_matchups_symmetric():
    rows = XY + pairs("X", "Z", [("A", "A")], start=10) + pairs("Z", "Z", [("A", "B")], start=20)
    plain = matchups(rows)
    assert len(plain) == 3
    sym = matchups(rows, symmetric=True).set_index(["side_a", "side_b"])
    assert len(sym) == 5  # X-Y, Y-X, X-Z, Z-X, Z-Z (mirror not doubled)
    xy, yx = sym.loc[("X", "Y")], sym.loc[("Y", "X")]
    assert yx["win_rate_a"] == pytest.approx(1 - xy["win_rate_a"])
    assert (yx["lo"], yx["hi"]) == pytest.approx((1 - xy["hi"], 1 - xy["lo"]))
    assert (yx["wins_a"], yx["wins_b"], yx["draws"], yx["games"]) == (1, 4, 1, 6)
    assert yx["first_win_rate"] == pytest.approx(xy["first_win_rate"])
    assert yx["se_pair"] == pytest.approx(xy["se_pair"])
    assert sym.loc[("Z", "Z"), "games"] == 2
    assert sym.loc[("Z", "X"), "win_rate_a"] == 0.0


def test_matchups_pools_both_orientations_when_symmetric():
    rows = pairs("X", "Y", [("A", "A")]) + pairs("Y", "X", [("A", "A")], start=1)
    sym = matchups(rows, symmetric=True).set_index(["side_a", "side_b"])
    assert sym.loc[("X", "Y"), "games"] == 4
    assert sym.loc[("X", "Y"), "win_rate_a"] == pytest.approx(0.5)


# ---------------------------------------------------------------- first player

def test_first_player_overall_and_groups():
    rows = XY + pairs("X", "Z", [("A", "B"), ("A", "B")], start=10)
    fp = first_player(rows)
    assert len(fp) == 1
    assert fp.loc[0, "games"] == 10 and fp.loc[0, "pairs"] == 5
    assert fp.loc[0, "first_wins"] == pytest.approx(7.5)
    assert fp.loc[0, "draws"] == 1
    assert (fp.loc[0, "lo"], fp.loc[0, "hi"]) == pytest.approx(wilson(7.5, 10))
    by = first_player(rows, by="matchup").set_index("matchup")
    assert by.index.tolist() == ["X vs Y", "X vs Z", "(all)"]
    assert by.loc["X vs Z", "first_win_rate"] == 1.0
    assert by.loc["X vs Z", "se_pair"] == 0.0
    assert by.loc["(all)", "games"] == 10
    assert len(first_player(rows, by="matchup", total=False)) == 2


# ---------------------------------------------------------------- ratings

def _results(a: str, b: str, wins_a: int, wins_b: int, start: int) -> list[dict]:
    """Pairs where A wins ``wins_a`` games and B ``wins_b`` (games alternate who goes first)."""
    outcome = ["A"] * wins_a + ["B"] * wins_b
    if len(outcome) % 2:
        outcome.append(None)
    return pairs(a, b, list(zip(outcome[0::2], outcome[1::2], strict=True)), start=start)


def test_ratings_two_entities_exact_mle():
    rows = _results("X", "Y", 3, 1, 0)
    r = ratings(rows, by="side", prior=0.0, n_boot=0).set_index("entity")
    assert r.loc["X", "rating"] == pytest.approx(1500 + 200 * math.log10(3))
    assert r.loc["Y", "rating"] == pytest.approx(1500 - 200 * math.log10(3))
    assert r.loc["X", "rank"] == 1
    assert (r.loc["X", "games"], r.loc["X", "wins"], r.loc["X", "win_rate"]) == (4, 3, 0.75)
    f = ratings(rows, by="side", prior=0.0, interval="fisher").set_index("entity")
    # var(d) = 1 / (n p (1 - p)); each centred rating carries half of d
    se = ELO * math.sqrt(1 / (4 * 0.75 * 0.25)) / 2
    assert f.loc["X", "se"] == pytest.approx(se)
    assert f.loc["X", "hi"] - f.loc["X", "rating"] == pytest.approx(1.959964 * se, rel=1e-5)


def test_ratings_ordering_symmetry_and_intervals():
    # S beats M 14-6, M beats W 14-6, S beats W 17-3: by symmetry M sits at 1500 and S, W mirror each other
    rows = _results("S", "M", 14, 6, 0) + _results("M", "W", 14, 6, 100) + _results("S", "W", 17, 3, 200)
    r = ratings(rows, by="pairing", n_boot=60, seed=1)
    assert r["entity"].tolist() == ["S", "M", "W"]
    assert r["rank"].tolist() == [1, 2, 3]
    assert r["rating"].mean() == pytest.approx(1500)
    rr = r.set_index("entity")
    assert rr.loc["M", "rating"] == pytest.approx(1500, abs=1e-6)
    assert rr.loc["S", "rating"] - 1500 == pytest.approx(1500 - rr.loc["W", "rating"])
    assert ((r["lo"] <= r["rating"]) & (r["rating"] <= r["hi"])).all()
    assert (r["se"] > 0).all()
    assert list(r.columns[:8]) == ["entity", "rating", "lo", "hi", "se", "games", "wins", "draws"]
    again = ratings(rows, by="pairing", n_boot=60, seed=1)
    pd.testing.assert_frame_equal(r, again)  # reproducible for a seed


def test_ratings_unbeaten_entity_stays_finite():
    rows = _results("U", "V", 10, 0, 0) + _results("V", "T", 5, 5, 100)
    r = ratings(rows, by="side", n_boot=20).set_index("entity")
    assert np.isfinite(r[["rating", "lo", "hi"]].to_numpy()).all()
    assert r["rating"].idxmax() == "U"
    assert r.loc["U", "rating"] < 1500 + 1500  # regularised, not divergent
    assert r.loc["U", "win_rate"] == 1.0
    assert (r["hi"] - r["lo"] > 10).all()  # one-sided resamples don't collapse the interval


def test_ratings_megami_credit_and_forms():
    rows = []
    for k in range(6):
        rows += [game("A", "B", k, 0, "A"), game("A", "B", k, 1, "A")]
    for row in rows:
        row["pairing_a"], row["pairing_b"] = "yurina-a1+saine", "himika+tokoyo"
    r = ratings(rows, by="megami", n_boot=0).set_index("entity")
    assert sorted(r.index) == ["himika", "saine", "tokoyo", "yurina"]
    assert r.loc["yurina", "rating"] == pytest.approx(r.loc["saine", "rating"])
    assert r.loc["yurina", "rating"] > 1500 > r.loc["tokoyo", "rating"]
    assert r.loc["yurina", "games"] == 12
    rf = ratings(rows, by="megami", forms=True, n_boot=0)
    assert "yurina-a1" in set(rf["entity"])
    # a megami on both sides is not compared with itself
    mirror = [dict(row, pairing_b="yurina+tokoyo") for row in rows]
    rm = ratings(mirror, by="megami", n_boot=0).set_index("entity")
    assert rm.loc["yurina", "games"] == 24 and rm.loc["yurina", "win_rate"] == 0.5
    with pytest.raises(ValueError):
        ratings(rows, by="deck")


# ---------------------------------------------------------------- card stats

def card(pair: int, g: int, cid: str, used: bool, uses: int, won: bool, *, side: str = "A",
         pairing: str = "P", first: int | None = None, dmg: tuple[int, int] = (0, 0), react: int = 0) -> dict:
    return {"run": "r", "pair": pair, "game": g, "seed": pair, "side": side, "pairing": pairing,
            "card_id": cid, "card": cid.title(), "megami": "m", "special": False, "used": used, "uses": uses,
            "reaction_uses": react, "damage_aura": dmg[0], "damage_life": dmg[1],
            "first_use_turn": first, "won": won, "first_side": (g == 0) == (side == "A")}


CARDS = [
    card(0, 0, "x", True, 1, True, first=2, dmg=(1, 2)),
    card(0, 1, "x", True, 2, True, first=4, dmg=(0, 3), react=1),
    card(1, 0, "x", False, 0, True),
    card(1, 1, "x", True, 3, False, first=6, dmg=(2, 1)),
    card(0, 0, "y", False, 0, True, pairing="Q", side="B"),
    card(0, 0, "x", True, 1, False, pairing="Q", side="B", first=1),
]


def test_card_stats_counts():
    cs = card_stats(CARDS).set_index(["pairing", "card_id"])
    assert len(cs) == 3
    x = cs.loc[("P", "x")]
    assert (x["games_in_deck"], x["games_used"], x["games_not_used"]) == (4, 3, 1)
    assert x["use_rate"] == 0.75 and (x["use_rate_lo"], x["use_rate_hi"]) == pytest.approx(wilson(3, 4))
    assert (x["uses"], x["reaction_uses"], x["damage_aura"], x["damage_life"]) == (6, 1, 3, 6)
    assert x["uses_per_game"] == 2.0 and x["damage_life_per_game"] == 2.0
    assert x["mean_first_use_turn"] == 4.0
    assert x["win_rate_when_used"] == pytest.approx(2 / 3)
    assert (x["win_rate_when_used_lo"], x["win_rate_when_used_hi"]) == pytest.approx(wilson(2, 3))
    assert x["win_rate_when_not_used"] == 1.0
    assert x["win_rate_diff"] == pytest.approx(-1 / 3)
    assert (x["win_rate_diff_lo"], x["win_rate_diff_hi"]) == pytest.approx(newcombe(2, 3, 1, 1))
    y = cs.loc[("Q", "y")]
    assert y["games_used"] == 0 and math.isnan(y["win_rate_when_used"]) and math.isnan(y["uses_per_game"])
    assert math.isnan(y["mean_first_use_turn"])
    by_card = card_stats(CARDS, by="card").set_index("card_id")
    assert by_card.loc["x", "games_in_deck"] == 5 and by_card.loc["x", "games_used"] == 4
    assert by_card.loc["x", "win_rate_when_used"] == pytest.approx(0.5)


def test_card_stats_with_games_counts_draws_half():
    games = [game("P", "Q", 0, 0, "A"), game("P", "Q", 0, 1, "A"), game("P", "Q", 1, 0, "A"),
             game("P", "Q", 1, 1, None)]
    cs = card_stats(CARDS, games).set_index(["pairing", "card_id"])
    # pair 1 game 1 (x used) was a draw, not a loss: used 2.5 / 3
    assert cs.loc[("P", "x"), "wins_when_used"] == pytest.approx(2.5)
    assert cs.loc[("Q", "x"), "wins_when_used"] == 0.0
    with pytest.raises(ValueError):
        card_stats(CARDS, by="megami")


# ---------------------------------------------------------------- what-if

def _seeded(results: list[tuple[str, str]]) -> list[dict]:
    return pairs("X", "Y", results, seed=None)


def test_whatif_detects_shift():
    base = _seeded([("B", "A")] * 20)  # A scores 0.5 in every pair
    variant = _seeded([("A", "A")] * 10 + [("B", "A")] * 10)  # the change wins 10 more games
    w = whatif(base, variant)
    assert len(w) == 1
    r = w.iloc[0]
    assert (r["side"], r["games"], r["pairs"]) == ("A", 40, 20)
    assert (r["base_rate"], r["variant_rate"]) == (0.5, 0.75)
    assert r["diff"] == pytest.approx(0.25)
    se = np.std([0.5] * 10 + [0.0] * 10, ddof=1) / math.sqrt(20)
    assert r["se"] == pytest.approx(se)
    assert (r["lo"], r["hi"]) == pytest.approx((0.25 - 1.959964 * se, 0.25 + 1.959964 * se), rel=1e-6)
    assert r["lo"] > 0
    assert (r["changed"], r["better"], r["worse"]) == (10, 10, 0)
    b = whatif(base, variant, side="B").iloc[0]
    assert b["diff"] == pytest.approx(-0.25) and b["worse"] == 10
    # row order doesn't matter
    shuffled = pd.DataFrame(variant).sample(frac=1.0, random_state=3)
    assert whatif(base, shuffled).iloc[0]["diff"] == pytest.approx(0.25)
    assert whatif(base, base).iloc[0]["diff"] == 0.0
    grouped = whatif(base, variant, by="matchup")
    assert grouped["matchup"].tolist() == ["X vs Y"]


def test_whatif_rejects_mismatched_seeds():
    base = _seeded([("B", "A")] * 4)
    with pytest.raises(ValueError, match="same seeds"):
        whatif(base, base[:-2])
    other = [dict(r, seed=r["seed"] + 100) for r in base]
    with pytest.raises(ValueError, match="same seeds"):
        whatif(base, other)
    with pytest.raises(ValueError):
        whatif(base, base, side="C")


# ---------------------------------------------------------------- real games

def test_tables_on_real_games():
    from sakura_lab.decks import load_deck
    from sakura_lab.sim.match import Side, play_pair

    a = Side(load_deck("decks/yurina-saine.toml"), "greedy")
    b = Side(load_deck("decks/himika-tokoyo.toml"), "greedy")
    games, cards = [], []
    for seed in (1, 2):
        g, c = play_pair(a, b, seed, card_rows=True)
        games += g
        cards += c
    gf = games_frame(games)
    assert gf["pair"].tolist() == [0, 0, 1, 1]
    m = matchups(gf).iloc[0]
    assert m["games"] == 4 and m["pairs"] == 2
    cs = card_stats(cards, gf)
    assert len(cs) == 20 and (cs["games_in_deck"] == 4).all()
    r = ratings(gf, by="megami", n_boot=10)
    assert set(r["entity"]) == {"yurina", "saine", "himika", "tokoyo"}
