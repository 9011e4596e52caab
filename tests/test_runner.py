"""Tests of studies, the batch runner and its storage (sakura_lab.sim.study / specs / runner / storage)."""
from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pandas as pd
import pytest

from sakura_lab.cli import main
from sakura_lab.sim.runner import load_results, run_pairs, run_study, run_whatif, whatif_study
from sakura_lab.sim.schema import CARDS, GAMES
from sakura_lab.sim.specs import gauntlet_study, make_changes, matchup_study, roundrobin_study
from sakura_lab.sim.study import StudyError, pair_seed

ROOT = Path(__file__).resolve().parent.parent
DECKS = ROOT / "decks"
HT = str(DECKS / "himika-tokoyo.toml")
KEY = ["matchup", "pair", "game"]


def _sorted(df: pd.DataFrame, key=KEY) -> pd.DataFrame:
    return df.sort_values(key, kind="mergesort").reset_index(drop=True)


def _small_study(**kw):
    kw = {"pairs": 6, "agents": "greedy", "root_seed": 7, "task_size": 2, **kw}
    return gauntlet_study("yurina+saine", [HT, "saine+himika"], **kw)


@pytest.fixture(scope="module")
def local_run(tmp_path_factory):
    out = tmp_path_factory.mktemp("local")
    summary = run_study(_small_study(), out, n_jobs=1, progress=False)
    return out, summary


def test_tables_and_layout(local_run):
    out, summary = local_run
    games, cards = load_results(out)
    assert tuple(games.columns) == GAMES and tuple(cards.columns) == CARDS
    assert len(games) == summary.games == 2 * 6 * 2
    assert summary.tasks == summary.tasks_run == 2 * 3
    assert len(cards) == 20 * len(games)  # 10 cards per side per game
    assert sorted(p.name for p in (out / "games").iterdir()) == [f"task-{t:05d}.parquet" for t in range(6)]
    assert sorted(p.name for p in (out / "cards").iterdir()) == [f"task-{t:05d}.parquet" for t in range(6)]
    cfg = json.loads((out / "study.json").read_text())
    for key in ("sides", "agents", "pairs", "root_seed", "max_turns", "overrides", "engine_version", "season"):
        assert key in cfg
    assert len(cfg["sides"][0]["deck"]["normals"]) == 7 and cfg["sides"][0]["source"] == "pairing"
    assert set(games["run"]) == {cfg["run"]}
    assert set(games["matchup"]) == {"yurina+saine vs himika-tokoyo", "yurina+saine vs saine+himika"}
    # one seed per pair, both games of a pair share it; pair ids are study-wide
    assert games.groupby("pair")["seed"].nunique().eq(1).all() and games["pair"].nunique() == 12
    assert games["seed"].iloc[0] == pair_seed(7, 0, 0)


def test_same_results_for_1_and_2_workers(local_run, tmp_path):
    out1, _ = local_run
    run_study(_small_study(), tmp_path, n_jobs=2, progress=False)
    g1, c1 = load_results(out1)
    g2, c2 = load_results(tmp_path)
    pd.testing.assert_frame_equal(_sorted(g1), _sorted(g2))
    pd.testing.assert_frame_equal(_sorted(c1, KEY[1:] + ["side", "card_id"]), _sorted(c2, KEY[1:] + ["side", "card_id"]))


def test_same_results_on_dask_localcluster(local_run, tmp_path):
    distributed = pytest.importorskip("distributed")
    out1, _ = local_run
    with distributed.LocalCluster(n_workers=2, processes=True, threads_per_worker=1, host="127.0.0.1",
                                  dashboard_address=None) as cluster:
        summary = run_study(_small_study(), tmp_path, scheduler=cluster.scheduler_address, progress=False)
    assert summary.tasks_run == 6
    g1, c1 = load_results(out1)
    g2, c2 = load_results(tmp_path)
    pd.testing.assert_frame_equal(_sorted(g1), _sorted(g2))
    pd.testing.assert_frame_equal(_sorted(c1, KEY[1:] + ["side", "card_id"]), _sorted(c2, KEY[1:] + ["side", "card_id"]))


def test_seeds_do_not_depend_on_task_size(local_run, tmp_path):
    out1, _ = local_run
    run_study(_small_study(task_size=4), tmp_path, progress=False)
    g1, _ = load_results(out1)
    g2, _ = load_results(tmp_path)
    cols = [c for c in GAMES if c not in ("run", "task")]
    pd.testing.assert_frame_equal(_sorted(g1)[cols], _sorted(g2)[cols])


def test_run_pairs_plays_the_same_games_as_run_study(local_run):
    """The in-memory runner (deck builder, ladder scripts) and run_study share one seed scheme."""
    out, _ = local_run
    study = _small_study()
    sides = [study.game_sides(m) for m in range(len(study.matchups))]
    recs = run_pairs(sides, 2 * study.pairs, root_seed=study.root_seed)
    assert len(recs) == study.n_games and [r["pair"] for r in recs[::2]] == list(range(2 * study.pairs))
    # pair i of run_pairs is pair i // M of matchup i % M, on that pair's study seed
    assert [r["seed"] for r in recs[::2]] == [pair_seed(7, i % 2, i // 2) for i in range(12)]
    cols = [c for c in GAMES if c not in ("run", "task", "pair")]
    key = ["matchup", "seed", "game"]
    study_games, _ = load_results(out)
    pairs_games = pd.DataFrame(recs)
    pd.testing.assert_frame_equal(_sorted(study_games, key)[cols], _sorted(pairs_games, key)[cols])
    # the first pairs are the same for any number of pairs, workers or task size (only task ids differ)
    few = run_pairs(sides, 5, root_seed=7, n_jobs=2, task_size=1)
    assert [{**r, "task": 0} for r in few] == [{**r, "task": 0} for r in recs[:10]]


def test_storage_knows_nothing_of_studies():
    code = "import sys, sakura_lab.sim.storage; print(sorted(m for m in sys.modules if m.startswith('sakura_lab')))"
    loaded = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert "sakura_lab.sim.storage" in loaded and "sakura_lab.sim.study" not in loaded


def test_rerun_skips_done_tasks_and_conflicting_folder_is_refused(local_run):
    out, _ = local_run
    again = run_study(_small_study(), out, progress=False)
    assert again.tasks_run == 0 and again.games_run == 0
    with pytest.raises(StudyError, match="different study"):
        run_study(_small_study(root_seed=8), out, progress=False)
    with pytest.raises(StudyError, match="different study"):
        run_study(_small_study(agents="random"), out, progress=False)


def _cli_run(out: Path, *extra: str) -> list[str]:
    return ["run", "matchup", "yurina+saine", HT, "--out", str(out), "--pairs", "150", "--task-size", "3",
            "--agents", "greedy", "--seed", "11", "--quiet", *extra]


def test_resume_after_kill_equals_uninterrupted_run(tmp_path, capsys):
    part, full = tmp_path / "part", tmp_path / "full"
    env = {**os.environ, "PYTHONUNBUFFERED": "1"}
    proc = subprocess.Popen([sys.executable, "-m", "sakura_lab.cli", *_cli_run(part)], env=env,
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    deadline = time.monotonic() + 60
    try:
        while time.monotonic() < deadline and proc.poll() is None:
            if (part / "games").is_dir() and len(list((part / "games").glob("task-*.parquet"))) >= 3:
                break
            time.sleep(0.01)
        assert proc.poll() is None, "the run ended before it could be interrupted"
        proc.send_signal(signal.SIGKILL)
    finally:
        proc.wait(30)
    n_before = len(list((part / "games").glob("task-*.parquet")))
    assert 3 <= n_before < 50
    capsys.readouterr()
    assert main(_cli_run(part)) == 0
    assert f"played {300 - 6 * n_before} now" in capsys.readouterr().out
    assert main(_cli_run(full)) == 0
    g1, c1 = load_results(part)
    g2, c2 = load_results(full)
    assert len(g1) == 300 and len(list(part.rglob("*.tmp"))) == 0
    pd.testing.assert_frame_equal(g1, g2)
    pd.testing.assert_frame_equal(c1, c2)


def test_roundrobin_matchups():
    s = roundrobin_study("yurina,saine,himika,tokoyo", pairs=1, agents="greedy")
    assert len(s.sides) == 6 and len(s.matchups) == 21
    names = [s.matchup_name(m) for m in range(21)]
    assert len(set(names)) == 21 and sum(a == b for a, b in s.matchups) == 6
    assert len(roundrobin_study("yurina,saine,himika,tokoyo", pairs=1, agents="greedy", mirrors=False).matchups) == 15
    forms = roundrobin_study("yurina,yurina-a1,saine", pairs=1, agents="greedy")  # yurina + yurina-a1 can't pair
    assert [x.label for x in forms.sides] == ["yurina+saine", "yurina-a1+saine"] and len(forms.matchups) == 3


def test_whatif_uses_the_same_seeds(local_run, tmp_path):
    out, _ = local_run
    base = _small_study()
    assert "01-yurina-o-n-1" in base.sides[0].deck.cards  # the deck builder's Yurina + Saine plays Slash
    changes = make_changes(["Slash=Overawe"])
    variant = whatif_study(out, changes)
    assert variant.root_seed == base.root_seed and variant.task_size == base.task_size
    assert variant.run != base.run and variant.config()["base"]["run"] == base.run
    summary = run_whatif(out, changes, tmp_path / "variant", progress=False)
    assert summary.games == 24
    g1, _ = load_results(out)
    g2, _ = load_results(tmp_path / "variant")
    pd.testing.assert_frame_equal(_sorted(g1)[KEY + ["seed", "task"]], _sorted(g2)[KEY + ["seed", "task"]])
    cards_a = [set(x.split(",")) for x in g2["cards_a"]]
    assert all("01-yurina-o-n-6" in c and "01-yurina-o-n-1" not in c for c in cards_a)
    assert (g1["cards_b"] == g2["cards_b"]).all()
    # a card override: same seeds again, recorded in the configuration
    v2 = whatif_study(base, make_changes(sets=["Slash:damage=4/3"]))
    assert v2.config()["overrides"] == [["01-yurina-o-n-1", "damage", [4, 3]]]
    assert [v2.pair_seed(m, p) for m in range(2) for p in range(6)] == \
        [base.pair_seed(m, p) for m in range(2) for p in range(6)]
    with pytest.raises(StudyError, match="not in the deck of side A"):
        whatif_study(base, make_changes(["Overawe=Slash"]))
    with pytest.raises(StudyError, match="--swap"):
        whatif_study(base, make_changes(["Slash=Shoot"]))  # a Himika card: not in Yurina + Saine's pool


def test_whatif_cli_writes_variant_subfolder(tmp_path, capsys):
    base = matchup_study("yurina+saine", HT, pairs=2, agents="greedy")
    old = base.sides[0].deck.normals[0]
    args = ["run", "matchup", "yurina+saine", HT, "--out", str(tmp_path), "--pairs", "2", "--agents", "greedy",
            "--quiet", "--set", f"{old}:range=1-2"]
    assert main(args) == 0
    out = capsys.readouterr().out
    assert "what-if" in out
    sub = [p for p in tmp_path.iterdir() if p.name.startswith("whatif-")]
    assert len(sub) == 1
    cfg = json.loads((sub[0] / "study.json").read_text())
    assert cfg["overrides"] == [[old, "range", [1, 2]]] and cfg["root_seed"] == 0
    g1, _ = load_results(tmp_path)
    g2, _ = load_results(sub[0])
    assert list(g1["seed"]) == list(g2["seed"])
    assert main(["report", str(tmp_path), "--boot", "10"]) == 0
    report = tmp_path / "report"
    for name in ("matchups", "ratings", "first_player", "card_stats"):
        assert (report / f"{name}.csv").exists()


def test_report_computes_each_table_once(local_run, tmp_path, monkeypatch, capsys):
    from sakura_lab.plots import figures
    from sakura_lab.stats import tables

    calls: dict[str, int] = {}

    def counting(name: str):
        original = getattr(tables, name)

        def counted(*args, **kw):
            calls[name] = calls.get(name, 0) + 1
            return original(*args, **kw)
        return counted

    for name in ("ratings", "first_player", "card_stats_from_folder", "card_stats_both_from_folder"):
        monkeypatch.setattr(tables, name, counting(name))
        if hasattr(figures, name):  # the figures module holds its own references
            monkeypatch.setattr(figures, name, getattr(tables, name))
    out, _ = local_run
    assert main(["report", str(out), "--boot", "5", "--out", str(tmp_path)]) == 0
    # ratings: pairing, megami; cards: per pairing (CSV) and per card (report.html) in one pass
    assert calls == {"ratings": 2, "first_player": 1, "card_stats_both_from_folder": 1}
    assert len(list((tmp_path / "figures").glob("*.png"))) == 5


BAD = [
    (["run", "roundrobin", "--megami", "yurina,nobody"], "unknown megami"),
    (["run", "matchup", "yurina+nobody", HT], "unknown megami"),
    (["run", "matchup", "yurina+yurina-a1", HT], "both megami"),
    (["run", "matchup", "yurina+saine", HT, "--swap", "Nonexistent Card=Slash"], "unknown card"),
    (["run", "matchup", "yurina+saine", HT, "--swap", "Slash"], "OLD=NEW"),
    (["run", "matchup", "yurina+saine", HT, "--set", "Slash:damage=lots"], "damage"),
    (["run", "matchup", "yurina+saine", HT, "--set", "Slash:colour=red"], "cannot set"),
    (["run", "matchup", "yurina+saine", HT, "--agents", "nobody"], "unknown player"),
    (["run", "matchup", "yurina+saine", HT, "--agents", "greedy", "random", "greedy"], "--agents"),
    (["run", "matchup", "yurina+saine", "missing-deck.toml"], "not found"),
    (["run", "matchup", "yurina+saine", "BADTOML"], "malformed TOML"),
    (["run", "matchup", "yurina+saine", "yurina"], "neither a deck file nor a pairing"),
    (["run", "matchup", "yurina+saine", HT, "--pairs", "0"], "--pairs"),
    (["run", "matchup", "yurina+saine", HT, "--pairs", "ten"], "--pairs"),
    (["run", "matchup", "yurina+saine", HT, "--jobs", "0"], "--jobs"),
    (["run", "matchup", "yurina+saine", HT, "--max-turns", "0"], "--max-turns"),
    (["run", "matchup", "yurina+saine", HT, "--seed", "-1"], "--seed"),
    (["run", "gauntlet", "yurina+saine"], "--against"),
    (["report", "NOWHERE"], "not a study folder"),
]


@pytest.mark.parametrize("argv,needle", BAD, ids=[b[1] + str(i) for i, b in enumerate(BAD)])
def test_cli_bad_input_is_one_line(argv, needle, tmp_path, capsys):
    bad = tmp_path / "bad.toml"
    bad.write_text("megami = [", encoding="utf-8")
    argv = [str(bad) if a == "BADTOML" else str(tmp_path / "none") if a == "NOWHERE" else a for a in argv]
    if argv[0] == "run":
        argv += ["--out", str(tmp_path / "out"), "--quiet"]
    assert main(argv) == 2
    err = capsys.readouterr().err
    lines = err.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("sakura-lab: error: ") and "Traceback" not in err, err
    assert needle.lower() in err.lower(), err
    assert not (tmp_path / "out" / "games").exists() or not any((tmp_path / "out" / "games").iterdir())


def test_cli_conflicting_output_folder(tmp_path, capsys):
    args = ["run", "matchup", "yurina+saine", HT, "--out", str(tmp_path), "--pairs", "1", "--agents", "greedy",
            "--quiet"]
    assert main(args) == 0
    assert main([*args, "--seed", "5"]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and err[0].startswith("sakura-lab: error: output folder") and "different study" in err[0]
    other = tmp_path / "other"
    (other / "games").mkdir(parents=True)
    (other / "games" / "task-00000.parquet").write_bytes(b"x")
    assert main([*args[:4], "--out", str(other), *args[6:]]) == 2
    assert "no study.json" in capsys.readouterr().err


def test_card_stats_both_from_folder_matches_each(local_run):
    """One pass gives the same per-pairing and per-card tables as two separate ones."""
    import pandas as pd

    from sakura_lab.stats import tables

    out, _ = local_run
    by_pairing, by_card = tables.card_stats_both_from_folder(out)
    pd.testing.assert_frame_equal(by_pairing, tables.card_stats_from_folder(out))
    pd.testing.assert_frame_equal(by_card, tables.card_stats_from_folder(out, by="card"))
    pd.testing.assert_frame_equal(by_card, tables.card_stats_from_folder([out], by="card"))


def test_seat_seeded_agents_play_one_game_twice_with_identical_sides(tmp_path):
    """``agent_seeds="seat"`` (common random numbers): with the same deck and the same player on both sides, the
    pair's two games are the same game (same decisions count, same turns, the same seat wins), so a with/without
    comparison sees only the games where the two players chose differently. The default (side seeds) differs,
    and the setting is part of the configuration (a folder of the other kind is refused, not mixed)."""
    from sakura_lab.sim.runner import load_study

    kw = {"pairs": 4, "agents": "heuristic", "root_seed": 3, "task_size": 2}
    seat = run_study(matchup_study(HT, HT, agent_seeds="seat", **kw), tmp_path / "seat", n_jobs=1, progress=False)
    side = run_study(matchup_study(HT, HT, **kw), tmp_path / "side", n_jobs=1, progress=False)
    g_seat, _ = load_results(seat.out)
    g_side, _ = load_results(side.out)
    for _pair, g in g_seat.groupby("pair"):
        a_first, b_first = g.sort_values("game").to_dict("records")
        assert a_first["decisions"] == b_first["decisions"] and a_first["turns"] == b_first["turns"]
        # the winning seat is the same in both games, so each side wins exactly one (or both draw)
        assert {a_first["winner"], b_first["winner"]} in ({"A", "B"}, {None})
    assert not g_side.set_index(KEY)["decisions"].equals(g_seat.set_index(KEY)["decisions"])
    assert load_study(seat.out).agent_seeds == "seat"
    assert json.loads((seat.out / "study.json").read_text())["agent_seeds"] == "seat"
    assert "agent_seeds" not in json.loads((side.out / "study.json").read_text())
    with pytest.raises(StudyError):
        run_study(matchup_study(HT, HT, **kw), seat.out, n_jobs=1, progress=False)
    with pytest.raises(StudyError, match="agent seeds"):
        matchup_study(HT, HT, agent_seeds="player", **kw)
