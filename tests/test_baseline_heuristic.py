"""scripts/baseline_heuristic.py: the whole heuristic of an earlier commit, rebuilt from git, plays on today's
engine with that commit's weights (issue 10 acc. 1 compares today's player with it)."""
from __future__ import annotations

import json
import pathlib
import subprocess
import sys

import pytest
from script_loader import load_script

ROOT = pathlib.Path(__file__).resolve().parents[1]
COMMIT = "496244b"


def _has_commit() -> bool:
    try:
        return subprocess.run(["git", "-C", str(ROOT), "cat-file", "-e", f"{COMMIT}^{{commit}}"],
                              capture_output=True).returncode == 0
    except OSError:
        return False


pytestmark = pytest.mark.skipif(not _has_commit(), reason=f"needs the git history (commit {COMMIT})")


def _script():
    return load_script("baseline_heuristic")


def test_the_old_player_reads_its_own_weights_not_todays() -> None:
    b = _script()
    heur = b.load_baseline(COMMIT)
    evaluation = sys.modules[heur.evaluate.__module__]
    old = json.loads(subprocess.run(["git", "-C", str(ROOT), "show", f"{COMMIT}:sakura_lab/ai/weights.json"],
                                    capture_output=True, text=True, check=True).stdout)["weights"]
    assert len(evaluation.FEATURES) == 34  # format 1: no megami features yet
    w = evaluation.STYLES["balanced"]
    assert list(w.values) == pytest.approx([old[f] for f in evaluation.FEATURES])
    assert b.load_baseline(COMMIT) is heur  # cached per process


def test_the_old_player_plays_a_mirrored_pair_on_todays_engine() -> None:
    b = _script()
    from head_to_head import agent_from_spec, mirrored_pair, random_decks

    score, stuck = mirrored_pair(3, random_decks(3), lambda s: agent_from_spec("heuristic", None, s),
                                 lambda s: b.make_baseline(COMMIT, "balanced", s))
    assert stuck == 0 and score in (0.0, 0.5, 1.0)
    assert b.make_baseline(COMMIT, "balanced", 1).name == "heuristic:balanced"


def test_an_unknown_commit_is_a_clear_error() -> None:
    b = _script()
    with pytest.raises(SystemExit, match="cannot read sakura_lab/ai/weights.json at commit 0000000"):
        b.load_baseline("0000000")


def test_speed_times_both_players_on_the_benchmark_games() -> None:
    """``--speed`` (issue 10 acc. 4): both players' self-play games/s and decisions per game, best of the rounds."""
    res = _script().speed(COMMIT, "balanced", "heuristic", games=1, rounds=1)
    assert set(res["games_per_s"]) == {"today", COMMIT} and all(v > 0 for v in res["games_per_s"].values())
    assert all(v > 10 for v in res["decisions_per_game"].values())  # a whole game each
    assert res["today_over_old"] == pytest.approx(res["games_per_s"]["today"] / res["games_per_s"][COMMIT], rel=0.01)
