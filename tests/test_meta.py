"""The adaptive meta design (sakura_lab.sim.meta): the planner on synthetic fields, and `sakura-lab meta`
on a tiny field with random players (resume, same numbers on more workers, report.html)."""
from __future__ import annotations

import json

import numpy as np
import pytest

from sakura_lab.cli import main
from sakura_lab.sim.errors import StudyError
from sakura_lab.sim.meta import Design, fit_field, interval_width, plan_round, simulate
from sakura_lab.stats.tables import ELO, ratings


def _field(n: int, seed: int, sd: float = 100.0) -> np.ndarray:
    return np.random.default_rng(seed).normal(0.0, sd / ELO, n)


def test_round_zero_connects_every_pairing():
    k = 12
    plan = plan_round(0, 7, np.zeros((k, k)), np.zeros((k, k)), Design())
    assert len(plan) == len(set(plan)) == 2 * k
    assert all(i < j for i, j in plan)
    # connected: a walk from 0 reaches every pairing
    seen, todo = {0}, [0]
    while todo:
        x = todo.pop()
        for i, j in plan:
            for a, b in ((i, j), (j, i)):
                if a == x and b not in seen:
                    seen.add(b)
                    todo.append(b)
    assert seen == set(range(k))


def test_plan_is_a_pure_function_of_seed_and_counts():
    k = 10
    rng = np.random.default_rng(0)
    games = np.zeros((k, k))
    wins = np.zeros((k, k))
    for i, j in plan_round(0, 3, wins, games, Design()):
        w = rng.integers(0, 5)
        wins[i, j] += w
        wins[j, i] += 4 - w
        games[i, j] += 4
        games[j, i] += 4
    a = plan_round(1, 3, wins, games, Design())
    b = plan_round(1, 3, wins.copy(), games.copy(), Design())
    assert a == b and len(a) == k
    assert plan_round(1, 4, wins, games, Design()) != a  # another seed, another plan


def test_planner_favours_the_top_boundary():
    """Once the field is roughly known, contenders for the top 3 get more games than clear losers."""
    truth = np.linspace(2.0, -2.0, 20)
    k = len(truth)
    wins, games = np.zeros((k, k)), np.zeros((k, k))
    rng = np.random.default_rng(1)
    for rnd in range(8):
        for i, j in plan_round(rnd, 1, wins, games, Design(top_k=3)):
            p = 1 / (1 + np.exp(-(truth[i] - truth[j])))
            w = rng.binomial(4, p)
            wins[i, j] += w
            wins[j, i] += 4 - w
            games[i, j] += 4
            games[j, i] += 4
    per = games.sum(axis=1)
    assert per[:5].mean() > 1.5 * per[-5:].mean()


def test_fit_field_matches_ratings_fisher():
    """fit_field is the Fisher fit of stats.tables.ratings on the same games."""
    rows = []
    rng = np.random.default_rng(5)
    names = ["a+b", "a+c", "b+c", "c+d"]
    truth = [0.5, 0.0, -0.2, -0.3]
    k = len(names)
    wins, games = np.zeros((k, k)), np.zeros((k, k))
    pair = 0
    for i in range(k):
        for j in range(i + 1, k):
            for _ in range(6):
                for g in (0, 1):
                    p = 1 / (1 + np.exp(-(truth[i] - truth[j])))
                    won = bool(rng.random() < p)
                    rows.append({"run": "x", "pair": pair, "game": g, "seed": pair, "matchup": "m",
                                 "side_a": names[i], "side_b": names[j], "pairing_a": names[i],
                                 "pairing_b": names[j], "first_side": "A" if g == 0 else "B",
                                 "winner": "A" if won else "B", "reason": "life", "turns": 5})
                    wins[i, j] += won
                    wins[j, i] += 1 - won
                    games[i, j] += 1
                    games[j, i] += 1
                pair += 1
    s, se = fit_field(wins, games)
    r = ratings(rows, by="pairing", interval="fisher").set_index("entity").loc[names]
    assert np.allclose(1500 + ELO * s, r["rating"].to_numpy(), atol=1e-6)
    assert np.allclose(ELO * se, r["se"].to_numpy(), atol=1e-6)


def test_simulated_field_coverage_and_efficiency():
    """A small simulated field: the 95% intervals cover the true ratings, and at a fixed budget the adaptive
    design finds the top 3 at least as well as a uniform round robin of twice the games.
    (The 50-pairing numbers: scripts/meta_design.py, docs/meta.md.)"""
    n, reps, budget = 16, 30, 240
    design = Design(top_k=3)
    ad = [simulate(_field(n, 100 + r), budget=budget, seed=r, design=design) for r in range(reps)]
    un = [simulate(_field(n, 100 + r), budget=2 * budget, seed=r, uniform=True) for r in range(reps)]
    coverage = np.mean([x.covered.mean() for x in ad])
    assert coverage >= 0.9
    assert all(x.games <= budget for x in ad)
    acc_ad = np.mean([x.top_overlap(3) for x in ad])
    acc_un = np.mean([x.top_overlap(3) for x in un])
    assert acc_ad >= acc_un - 0.05, (acc_ad, acc_un)


def test_target_width_stops_early():
    r = simulate(_field(8, 1, sd=50), budget=100_000, seed=1, target_width=250.0)
    assert r.stop.startswith("every 95% interval") and r.games < 100_000
    assert interval_width(r.se).max() < 250.0


def test_design_validation():
    with pytest.raises(StudyError, match="round pairs"):
        Design(round_pairs=0)
    with pytest.raises(StudyError, match="top k"):
        Design(top_k=0)


# ---------------------------------------------------------------- the command

META = ["meta", "--megami", "yurina,saine,himika,tokoyo", "--agents", "random", "--budget", "72", "--boot", "20",
        "--quiet"]


def test_meta_command_resume_and_workers(tmp_path, capsys):
    out = tmp_path / "meta"
    assert main([*META, "--out", str(out)]) == 0
    text = capsys.readouterr().out
    assert "Ranking of megami" in text or "megami" in text
    assert (out / "report.html").exists() and (out / "ratings.csv").exists()
    cfg = json.loads((out / "meta.json").read_text())
    assert cfg["kind"] == "meta" and cfg["megami"] == ["yurina", "saine", "himika", "tokoyo"]
    first = (out / "ratings.csv").read_text()
    rounds = sorted(p.name for p in out.glob("round-*"))
    assert rounds[0] == "round-000" and len(rounds) >= 2
    # run again: nothing new to play, the same numbers
    assert main([*META, "--out", str(out)]) == 0
    assert "(0 played now)" in capsys.readouterr().out
    assert (out / "ratings.csv").read_text() == first
    # a lost chunk is replayed on resume (same games)
    chunk = sorted((out / "round-001" / "games").glob("task-*.parquet"))[0]
    chunk.unlink()
    assert main([*META, "--out", str(out)]) == 0
    assert (out / "ratings.csv").read_text() == first
    # two workers, another folder: same numbers
    out2 = tmp_path / "meta2"
    assert main([*META, "--out", str(out2), "--jobs", "2"]) == 0
    assert (out2 / "ratings.csv").read_text() == first
    # another seed on the same folder is refused
    capsys.readouterr()
    assert main([*META, "--out", str(out), "--seed", "3"]) == 2
    err = capsys.readouterr().err
    assert "holds a different meta study" in err and "'seed'" in err


@pytest.mark.parametrize(("extra", "pattern"), [
    (["--budget", "0"], "--budget must be 1 or more"),
    (["--target-width", "-1"], "--target-width must be a positive"),
    (["--megami", "yurina,nobody"], "unknown megami 'nobody'"),
    (["--budget", "1"], "too small for one round"),
])
def test_meta_errors(tmp_path, capsys, extra, pattern):
    assert main([*META, "--out", str(tmp_path / "m"), *extra]) == 2
    err = capsys.readouterr().err
    assert pattern in err and "Traceback" not in err and len(err.strip().splitlines()) == 1
