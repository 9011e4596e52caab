"""scripts/spsa_weights.py: which weights a run tunes, the weights file it writes, and one short run end to end
(the step moves every tuned weight toward the side that won, by ``a * c * d * (score - 1/2)``)."""
from __future__ import annotations

import json
import pathlib
import random

import pytest
from script_loader import load_script

from sakura_lab.ai.evaluation import CORE_FEATURES, GENERIC_FEATURES, load_weights

ROOT = pathlib.Path(__file__).resolve().parents[1]
WEIGHTS = ROOT / "sakura_lab" / "ai" / "weights.json"
M = load_script("spsa_weights")


def _start() -> dict:
    return json.loads(WEIGHTS.read_text(encoding="utf-8"))


def test_core_names_both_sides_and_the_two_shared_weights() -> None:
    names = M.tuned_names("core", _start()["weights"])
    n = len(CORE_FEATURES) + len(GENERIC_FEATURES)
    assert len(names) == 2 * n + 2
    assert names[0] == "my_life" and names[n] == "op_life" and names[-2:] == ["my_turn", "threat"]


def test_megami_names_are_the_block_without_the_host_indicator() -> None:
    names = M.tuned_names("megami:shinra,my_life,megami:shinra", _start()["weights"])
    assert "my_shinra_plan_devious" in names and "op_shinra_plan_devious" in names
    assert "my_host_shinra" not in names and "op_host_shinra" not in names
    assert names.count("my_shinra_plan_devious") == 1 and names[-1] == "my_life"  # each name once, in order


def test_an_unknown_megami_or_weight_is_named() -> None:
    with pytest.raises(ValueError, match="no weights of megami 'nobody'"):
        M.tuned_names("megami:nobody", _start()["weights"])
    with pytest.raises(ValueError, match="unknown weight 'my_luck'"):
        M.tuned_names("core,my_luck", _start()["weights"])


def test_a_log_of_other_weights_is_not_continued(tmp_path: pathlib.Path) -> None:
    """Resuming reads the last logged weights: a folder made for another ``--features`` is refused by name."""
    (tmp_path / "iterations.jsonl").write_text(json.dumps({"iteration": 0, "score_plus": 0.5, "theta": {"my_aura": 0.1}})
                                               + "\n", encoding="utf-8")
    with pytest.raises(SystemExit):
        M.main(["--iterations", "1", "--features", "my_life", "--out", str(tmp_path)])


def test_written_weights_keep_the_start_and_record_what_play_set(tmp_path: pathlib.Path) -> None:
    start = _start()
    out = tmp_path / "w.json"
    M.write_weights(start, {"my_life": 2.5, "op_aura": -0.25}, out, "a test run")
    doc = json.loads(out.read_text(encoding="utf-8"))
    assert doc["weights"]["my_life"] == 2.5 and doc["weights"]["op_aura"] == -0.25
    assert doc["weights"]["my_hand"] == start["weights"]["my_hand"]
    assert doc["set_by_play"]["my_life"] == 2.5
    assert doc["set_by_play_note"].startswith(start["set_by_play_note"])  # the history is kept
    assert doc["set_by_play_note"].endswith("; a test run")
    assert start["weights"]["my_life"] != 2.5  # the start document itself is untouched
    assert load_weights(out).get("my_life") == 2.5  # a weights file the players read


def test_one_iteration_steps_toward_the_winner(tmp_path: pathlib.Path) -> None:
    out = tmp_path / "run"
    assert M.main(["--iterations", "1", "--pairs", "2", "--jobs", "1", "--seed", "5", "--features", "my_life,my_aura",
                   "--out", str(out)]) == 0
    rec = json.loads((out / "iterations.jsonl").read_text(encoding="utf-8").splitlines()[0])
    start = _start()["weights"]
    rng = random.Random(5 * 7919 + 0)
    signs = {n: rng.choice((-1, 1)) for n in ("my_life", "my_aura")}
    for n in ("my_life", "my_aura"):
        c = max(0.3 * abs(start[n]), 0.03)
        assert rec["theta"][n] == pytest.approx(start[n] + 4.0 * c * signs[n] * (rec["score_plus"] - 0.5), abs=1e-6)
    assert load_weights(out / "weights.json").get("my_life") == pytest.approx(rec["theta"]["my_life"], abs=1e-6)
    # a second call with the same arguments continues after the logged iteration: nothing more to play
    assert M.main(["--iterations", "1", "--pairs", "2", "--jobs", "1", "--seed", "5", "--features", "my_life,my_aura",
                   "--out", str(out)]) == 0
    assert len((out / "iterations.jsonl").read_text(encoding="utf-8").splitlines()) == 1


def test_fast_rule_parameters_are_tuned_as_rule_names_and_written_to_the_rules_table(tmp_path: pathlib.Path) -> None:
    """``rules`` names every fast-rule parameter; the file written carries them in its ``rules`` table, where
    ``load_weights`` reads them (the evaluation's weights are left alone)."""
    start = _start()
    known = M.start_values(start)
    names = M.tuned_names("rules", known)
    assert names == ["rule:atk_cost", "rule:atk_fullpower", "rule:atk_min", "rule:recover_below"]
    assert known["rule:recover_below"] == 3.0
    out = tmp_path / "w.json"
    M.write_weights(start, {"rule:atk_min": 0.4, "my_life": 2.0}, out, "rules")
    doc = json.loads(out.read_text(encoding="utf-8"))
    assert doc["rules"] == {"atk_min": 0.4} and "rule:atk_min" not in doc["weights"]
    w = load_weights(out)
    assert w.rules_dict()["atk_min"] == 0.4 and w.rules_dict()["atk_cost"] == 0.05 and w.get("my_life") == 2.0


def test_a_start_file_with_an_unknown_rule_is_refused(tmp_path: pathlib.Path) -> None:
    """The start file's ``rules`` table is read as ``load_weights`` reads it: an unknown parameter stops the run."""
    doc = _start()
    doc["rules"] = {"bravery": 1.0}
    bad = tmp_path / "start.json"
    bad.write_text(json.dumps(doc), encoding="utf-8")
    with pytest.raises(SystemExit):
        M.main(["--iterations", "1", "--features", "rules", "--start", str(bad), "--out", str(tmp_path / "o")])


def test_split_deck_iterations_play_the_forms_decks(tmp_path: pathlib.Path) -> None:
    """``--forms``: the iteration plays split decks of the forms (here one pair on one deck of one form), and an
    unknown form or too few pairs for the decks stop the run with the reason."""
    out = tmp_path / "run"
    assert M.main(["--iterations", "1", "--pairs", "1", "--jobs", "1", "--seed", "5", "--features", "megami:honoka",
                   "--forms", "honoka", "--split-decks", "1", "--out", str(out)]) == 0
    rec = json.loads((out / "iterations.jsonl").read_text(encoding="utf-8").splitlines()[0])
    assert rec["score_plus"] in (0.0, 0.5, 1.0)
    assert set(rec["theta"]) == {n for n in _start()["weights"] if n[3:].startswith("honoka_")}
    assert "split decks of honoka x 1 per iteration" in json.loads((out / "weights.json").read_text())["set_by_play_note"]
    with pytest.raises(SystemExit):
        M.main(["--forms", "nobody", "--out", str(tmp_path / "x")])
    with pytest.raises(SystemExit):
        M.main(["--forms", "honoka,honoka-a1", "--pairs", "4", "--split-decks", "4", "--out", str(tmp_path / "y")])
