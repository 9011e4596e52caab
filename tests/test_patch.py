"""Patch studies (issue 17, item 3): the same pairings, decks and seeds under two seasons, paired changes."""
from __future__ import annotations

import json

import pandas as pd
import pytest

from sakura_lab.cli import main
from sakura_lab.sim.errors import StudyError
from sakura_lab.sim.patch import (
    changed_cards,
    paired_changes,
    patch_plan,
    patch_tables,
    run_patch,
    write_patch_report,
)
from sakura_lab.sim.specs import make_changes

LATEST = "na-s10-2"
# a made-up version of Yurina's Slash far stronger than the printed 3/1 at range 3-4
STRONGER_SLASH = ("Slash:damage=5/5", "Slash:range=1-6")


def test_changed_cards_between_two_seasons():
    """Vivacity (na-s5 to na-s9) became 体捌き in na-s9-2: a new text and a new name."""
    t = changed_cards("na-s9", "na-s9-2", ["yurina", "saine"])
    row = t[t["card_id"] == "01-yurina-o-n-5"].iloc[0]
    assert "text" in row["change"] and "renamed (was Vivacity)" in row["change"]
    assert "01-yurina-o-n-1" not in set(t["card_id"])  # Slash did not change
    assert changed_cards(LATEST, LATEST, ["yurina", "saine"]).empty


def test_plan_shares_matchups_seeds_and_decks():
    plan = patch_plan(LATEST, LATEST, "yurina,saine,himika", pairs=3, changes=make_changes((), STRONGER_SLASH, LATEST))
    assert plan.base.matchups == plan.variant.matchups and len(plan.base.matchups) == 3  # no mirrors
    assert [s.label for s in plan.base.sides] == [s.label for s in plan.variant.sides]
    assert all(plan.kept) and [s.deck.cards for s in plan.base.sides] == [s.deck.cards for s in plan.variant.sides]
    assert all(plan.base.pair_seed(m, p) == plan.variant.pair_seed(m, p) for m in range(3) for p in range(3))
    assert not plan.base.changes and plan.variant.changes.sets


def test_plan_refuses_nothing_to_compare_and_swaps():
    with pytest.raises(StudyError, match="same season"):
        patch_plan(LATEST, LATEST, "yurina,saine,himika")
    with pytest.raises(StudyError, match="swaps"):
        patch_plan(LATEST, LATEST, "yurina,saine,himika", changes=make_changes(["Slash=Brandish"], (), LATEST))
    with pytest.raises(StudyError, match="unknown season"):
        patch_plan("na-s99", LATEST, "yurina,saine,himika")


def test_megami_missing_from_a_season_is_refused():
    with pytest.raises(StudyError, match="not available in season na-s8"):
        patch_plan("na-s8", LATEST, "yurina,saine,misora")


def test_paired_changes_need_the_same_games():
    g = pd.DataFrame({"pair": [0, 0], "game": [0, 1], "seed": [5, 5], "winner": ["A", "B"],
                      "pairing_a": ["yurina+saine"] * 2, "pairing_b": ["himika+tokoyo"] * 2})
    ch = paired_changes(g, g.assign(winner=["A", "A"]))
    assert set(ch["megami"]) == {"yurina", "saine", "himika", "tokoyo"}
    with pytest.raises(ValueError, match="same games"):
        paired_changes(g, g.iloc[:1])
    with pytest.raises(ValueError, match="different seeds"):
        paired_changes(g, g.assign(seed=[6, 6]))


def test_a_stronger_card_shows_a_positive_change(tmp_path):
    """The known case: a made-up, much stronger Slash must raise Yurina's win rate, interval above zero, on
    the same seeds; the megami without it lose what she gains."""
    plan = patch_plan(LATEST, LATEST, "yurina,saine,himika", pairs=16, agents="heuristic",
                      changes=make_changes((), STRONGER_SLASH, LATEST))
    run_patch(plan, tmp_path, progress=False)
    t = write_patch_report(tmp_path)
    yurina = t.megami.set_index("megami").loc["yurina"]
    assert yurina["change"] > 0 and yurina["lo"] > 0, t.megami
    assert t.megami.set_index("megami").loc["himika", "change"] < 0
    assert any("Yurina gained" in line and "Slash" in line for line in t.summary), t.summary
    for name in ("patch_megami.csv", "patch_pairings.csv", "patch_cards.csv", "patch_megami.png", "summary.txt"):
        assert (tmp_path / name).exists()
    assert t.cards.set_index("card_id").loc["01-yurina-o-n-1", "change"] == "made up: damage -> 5/5; made up: range -> 1-6"
    # the same folder resumes (nothing to play) and refuses another patch study
    assert patch_tables(tmp_path).megami.equals(t.megami)
    other = patch_plan(LATEST, LATEST, "yurina,saine,himika", pairs=8,
                       changes=make_changes((), ("Slash:damage=4/1",), LATEST))
    with pytest.raises(StudyError, match="another patch study"):
        run_patch(other, tmp_path, progress=False)


def test_cli_patch(tmp_path, capsys):
    out = tmp_path / "p"
    assert main(["run", "patch", "--from", LATEST, "--to", LATEST, "--megami", "yurina,saine,himika",
                 "--set", "Slash:damage=5/5", "--pairs", "2", "--agents", "random", "--out", str(out),
                 "--quiet"]) == 0
    text = capsys.readouterr().out
    assert "Change per megami" in text and "Largest changes per pairing" in text and "Cards that changed" in text
    cfg = json.loads((out / "patch.json").read_text())
    assert cfg["from"] == cfg["to"] == LATEST and cfg["changes"]["sets"]
    assert main(["run", "patch", "--from", "na-s8", "--to", LATEST, "--megami", "yurina,misora,saine",
                 "--out", str(tmp_path / "q")]) != 0
    assert "not available in season na-s8" in capsys.readouterr().err
