"""Pick-three-drop-one tools (issue 18): the zero-sum solver against games with known solutions, the
keep-two game of two triples and a field ranking from cached matchups."""
from __future__ import annotations

import numpy as np
import pytest

from sakura_lab.cli import main
from sakura_lab.draft import (
    MatchupResults,
    all_triples,
    draft,
    draft_field,
    field_values,
    game_value,
    keep_two,
    parse_triple,
    solve_draft,
    solve_zero_sum,
)
from sakura_lab.sim.errors import StudyError


def test_pure_saddle_point():
    s = solve_zero_sum([[0.6, 0.7], [0.4, 0.3]])
    assert s.value == pytest.approx(0.6)
    assert np.allclose(s.row, [1, 0]) and np.allclose(s.col, [1, 0])


def test_matching_pennies():
    s = solve_zero_sum([[1, 0], [0, 1]])
    assert s.value == pytest.approx(0.5)
    assert np.allclose(s.row, [0.5, 0.5]) and np.allclose(s.col, [0.5, 0.5])


def test_rock_paper_scissors_as_win_rates():
    s = solve_zero_sum([[0.5, 0.0, 1.0], [1.0, 0.5, 0.0], [0.0, 1.0, 0.5]])
    assert s.value == pytest.approx(0.5)
    assert np.allclose(s.row, [1 / 3] * 3) and np.allclose(s.col, [1 / 3] * 3)


def test_asymmetric_mixed_game():
    """[[3, -1], [-2, 1]]: row plays 3/7, column 2/7, value 1/7 (equalising strategies)."""
    s = solve_zero_sum([[3, -1], [-2, 1]])
    assert s.value == pytest.approx(1 / 7)
    assert np.allclose(s.row, [3 / 7, 4 / 7]) and np.allclose(s.col, [2 / 7, 5 / 7])


def test_dominated_rows_and_columns_get_no_weight():
    # row 2 is dominated by row 0; column 2 is dominated (for the column player) by column 0
    s = solve_zero_sum([[0.7, 0.2, 0.9], [0.3, 0.8, 0.9], [0.6, 0.1, 0.8]])
    assert s.row[2] == pytest.approx(0) and s.col[2] == pytest.approx(0)
    # the 2x2 core [[.7,.2],[.3,.8]]: p = 0.5, q = 0.6, value 0.5
    assert s.value == pytest.approx(0.5) and np.allclose(s.row[:2], [0.5, 0.5]) and np.allclose(s.col[:2], [0.6, 0.4])


def test_game_value_equals_the_linear_program():
    """The fast value (saddle point, then Shapley-Snow kernels) equals the LP's on random games, including the
    degenerate tables of a draft with few pairs (cells in quarters: ties and singular kernels)."""
    rng = np.random.default_rng(18)
    for t in range(400):
        m, n = rng.integers(1, 5, size=2)
        a = rng.integers(0, 5, size=(m, n)) / 4 if t % 2 else rng.random((m, n))
        assert game_value(a) == pytest.approx(solve_zero_sum(a).value, abs=1e-9), a
    assert game_value([[3, -1], [-2, 1]]) == pytest.approx(1 / 7)
    assert game_value([[0.5, 0.0, 1.0], [1.0, 0.5, 0.0], [0.0, 1.0, 0.5]]) == pytest.approx(0.5)


def test_bad_payoff_is_refused():
    with pytest.raises(ValueError, match="matrix"):
        solve_zero_sum([[np.nan, 1]])
    with pytest.raises(ValueError, match="matrix"):
        solve_zero_sum([1, 2])
    with pytest.raises(ValueError, match="matrix"):
        game_value([[np.inf, 0.5]])


def test_triples():
    assert parse_triple("yurina,saine,himika") == ("yurina", "saine", "himika")
    assert keep_two(("a", "b", "c")) == [("a", "b"), ("a", "c"), ("b", "c")]
    with pytest.raises(StudyError, match="three different megami"):
        parse_triple("yurina,yurina-a1,saine")
    with pytest.raises(StudyError, match="three megami"):
        parse_triple("yurina,saine")
    with pytest.raises(StudyError, match="not available in season na-s7"):
        parse_triple("yurina,saine,misora", "na-s7")
    assert len(all_triples(["yurina", "saine", "himika", "tokoyo"])) == 4


class _Fixed(MatchupResults):
    """Matchup results from a table of pair scores (no games)."""

    def __init__(self, table):
        self._scores = {}
        for (a, b), s in table.items():
            self._add(frozenset(a.split("+")), frozenset(b.split("+")), np.asarray(s, dtype=float))
            self._add(frozenset(b.split("+")), frozenset(a.split("+")), 1.0 - np.asarray(s, dtype=float))


def test_solve_draft_from_known_cells():
    """Triples sharing no megami; my pairing y+s beats everything: keep it (drop himika), value its worst cell."""
    cells = {}
    mine, theirs = ("yurina", "saine", "himika"), ("tokoyo", "oboro", "yukihi")
    for r in keep_two(mine):
        for c in keep_two(theirs):
            good = set(r) == {"yurina", "saine"}
            base = 0.8 if good else 0.4
            cells[("+".join(r), "+".join(c))] = [base + d for d in (-0.1, 0.1, 0.0, 0.0)]
    cells[("yurina+saine", "oboro+yukihi")] = [0.6, 0.7, 0.65, 0.65]
    res = solve_draft(mine, theirs, _Fixed(cells), boot=50)
    assert res.solution.value == pytest.approx(0.65)
    assert np.allclose(res.solution.row, [1, 0, 0])
    strat = res.strategies()
    assert strat.iloc[0]["drop"] == "himika" and strat.iloc[0]["top_pick_share"] == pytest.approx(1.0)
    assert res.matrix().shape == (3, 3) and res.value_lo <= 0.65 <= res.value_hi
    assert (res.lo <= res.rate).all() and (res.rate <= res.hi).all()


def test_field_values_rank_a_dominant_triple_first():
    forms = ["yurina", "saine", "himika", "tokoyo"]
    table = {}
    pairings = [p for t in all_triples(forms) for p in keep_two(t)]
    for a in {frozenset(p) for p in pairings}:
        for b in {frozenset(p) for p in pairings}:
            if a == b:
                continue
            ka, kb = "+".join(sorted(a)), "+".join(sorted(b))
            if (kb, ka) in table:
                continue
            # a pairing with yurina beats one without
            v = 0.5 + 0.3 * (("yurina" in a) - ("yurina" in b))
            table[(ka, kb)] = [v, v]
    ranking = field_values(all_triples(forms), [(t, 1.0) for t in all_triples(forms)], _Fixed(table))
    assert "yurina" in ranking.iloc[0]["triple"] and "yurina" not in ranking.iloc[-1]["triple"]
    assert ranking.iloc[-1]["triple"] == "saine,himika,tokoyo"


def test_draft_plays_and_caches_matchups(tmp_path):
    res = draft("yurina,saine,himika", "tokoyo,oboro,yukihi", out=tmp_path, pairs=2, agents="random", boot=20)
    assert res.pairs.min() == 2 and len(list(tmp_path.glob("matchups-*"))) == 1
    again = draft("yurina,saine,himika", "tokoyo,oboro,yukihi", out=tmp_path, pairs=2, agents="random", boot=20)
    assert np.allclose(res.rate, again.rate) and len(list(tmp_path.glob("matchups-*"))) == 1  # nothing replayed
    assert 0 <= res.solution.value <= 1 and res.solution.row.sum() == pytest.approx(1)
    # asking for more pairs later tops the cached matchups up on fresh seeds (the 2 pairs held are kept)
    more = draft("yurina,saine,himika", "tokoyo,oboro,yukihi", out=tmp_path, pairs=3, agents="random", boot=20)
    assert more.pairs.min() == 3 and len(list(tmp_path.glob("matchups-*"))) == 2
    held = MatchupResults(sorted(tmp_path.glob("matchups-*")))
    first = MatchupResults([tmp_path / "matchups-000"])
    assert np.allclose(held.scores(("yurina", "saine"), ("tokoyo", "oboro"))[:2],
                       first.scores(("yurina", "saine"), ("tokoyo", "oboro")))


def test_draft_field_and_cli(tmp_path, capsys):
    t = draft_field("yurina,saine,himika,tokoyo", out=tmp_path / "f", pairs=1, agents="random", top=2, boot=10)
    assert len(t) == 4 and {"expected", "worst", "worst_against", "lo", "hi"} <= set(t.columns)
    assert t["expected"].is_monotonic_decreasing
    assert main(["draft", "yurina,saine,himika", "--vs", "tokoyo,oboro,yukihi", "--pairs", "1", "--agents", "random",
                 "--out", str(tmp_path / "d"), "--quiet"]) == 0
    out = capsys.readouterr().out
    assert "value of the game" in out and "advice: keep" in out and "bound method" not in out
    assert main(["draft-field", "--megami", "yurina,saine,himika,tokoyo", "--pairs", "1", "--agents", "random",
                 "--out", str(tmp_path / "f"), "--quiet", "--top", "2"]) == 0
    assert "expected" in capsys.readouterr().out


def test_field_file_errors_name_the_line(tmp_path, capsys):
    bad = tmp_path / "field.txt"
    bad.write_text("# the field\nyurina,saine,himika 2\nyurina,saine x\n", encoding="utf-8")
    assert main(["draft-field", "--megami", "yurina,saine,himika,tokoyo", "--field", str(bad), "--out",
                 str(tmp_path / "o"), "--quiet"]) == 2
    assert f"{bad}:3: the weight must be a number" in capsys.readouterr().err
    bad.write_text("yurina,saine,yurina-a1\n", encoding="utf-8")
    assert main(["draft-field", "--megami", "yurina,saine,himika,tokoyo", "--field", str(bad), "--out",
                 str(tmp_path / "o"), "--quiet"]) == 2
    assert f"{bad}:1: a triple needs three different megami" in capsys.readouterr().err
