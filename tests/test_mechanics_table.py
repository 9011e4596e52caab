"""scripts/mechanics_table.py: the verdict of a with/without row, and the split decks (the cards a form's mechanic
needs are always in its deck; the decks of forms that require no partner card are drawn as they always were:
docs/mechanics.md lists them)."""
from __future__ import annotations

import pathlib
import re

import pytest
from script_loader import load_script

from sakura_lab.cards.catalogue import get_catalogue
from sakura_lab.cards.registry import load_all

ROOT = pathlib.Path(__file__).resolve().parents[1]


def _script():
    return load_script("mechanics_table")


M = _script()


def row(mechanic: str, use_a: float, use_b: float, lo: float = 0.58, hi: float = 0.78, decided: int = 19):
    return {"mechanic": mechanic, "use_with": use_a, "use_without": use_b, "lo": lo, "hi": hi, "decided": decided}


def test_verdict_reads_side_a_use_for_the_players_own_choices() -> None:
    assert M._verdict(row("past_to_unseen", 0.46, 0.0)) == "**gains** (interval above 50%)"
    assert M._verdict(row("past_to_unseen", 0.0, 0.2)) == "not used by the heuristic"
    assert M._verdict(row("past_to_unseen", 0.46, 0.0, decided=0)) == "never decided a pair"
    assert M._verdict(row("past_to_unseen", 0.46, 0.0, lo=0.45, hi=0.55)) == "no clear effect"


def test_verdict_reads_side_b_use_for_a_mechanic_the_opponent_chooses() -> None:
    """Innealra's fate_disrupted is chosen by her opponent and counted for her side: side A's choices show in side
    B's count (B ignores it, so A's count is 0), which the verdict reads."""
    assert "fate_disrupted" in M.OPPONENT_CHOSEN
    assert M._verdict(row("fate_disrupted", 0.0, 0.11)) == "**gains** (interval above 50%)"
    assert M._verdict(row("fate_disrupted", 0.0, 0.0)) == "not used by the heuristic"
    assert M._verdict(row("fate_disrupted", 0.0, 0.11, lo=0.2, hi=0.45)) == "**loses** (interval below 50%)"


def _names(form: str, seed: int = 0) -> list[str]:
    load_all()
    partner = next(p for _m, (forms, p) in M.MEGAMI.items() if form in forms)
    deck = M.split_deck(form, partner, seed)
    cat = get_catalogue()
    return [cat.card(c, deck.season).name_en for c in deck.cards]


def test_required_cards_of_kururu_thallya_and_their_forms() -> None:
    for seed in (0, 1):
        a1 = _names("kururu-a1", seed)
        assert "Last Research" in a1 and "Slash" in a1  # its Mechanism is ATK; Explorer Kururu has no attack
        a2 = _names("kururu-a2", seed)
        # the gear-frame attacks (MR 8-5); a Reaction of another megami for Connecdive's Mechanism
        assert {"Blaster", "Railgun", "Connecdive", "Uranami Storm"} <= set(a2)
        assert "Julia's BlackBox" in _names("thallya", seed)
        assert "BlackBox NEO" in _names("thallya-a1", seed)


def test_decks_without_a_required_partner_card_are_drawn_as_before() -> None:
    """docs/mechanics.md (seed 0), drawn before a form could require a partner card."""
    assert _names("hagane-a1") == ["Hearthfire", "Whirling Ascent", "Sound the Bell", "Gravity Well", "Slash",
                                   "Hilt Strike", "Overawe", "Grand Refinement Material", "Grand Bourdon Peal",
                                   "Uranami Storm"]
    assert _names("raira") == ["Bestial Claw", "Wind and Thunder", "Windrun", "Roar", "Brandish", "Hilt Strike",
                               "Art of Drawing", "Windbeast Invocation", "Death and Rebirth", "Tsukikage Crush"]
    assert _names("kururu") == ["Kururu~n", "Tornaydo", "Mozule", "Reflecta", "Slash", "Body Shift", "Overawe",
                                "Big Golem", "Industria", "Ukifune Serene"]


def test_groups_name_registered_mechanics_with_decisions_and_make_a_valid_ignoring_player() -> None:
    """A GROUPS row (one rule counted by timing, e.g. Raira's MR 10-4) ignores every timing at once."""
    from sakura_lab.ai.base import make_agent
    from sakura_lab.engine.telemetry import MECHANICS

    load_all()
    assert M.GROUPS["raira"] == (("unelectrify_in_use", "unelectrify_reshuffle", "unelectrify_main"),)
    for megami, groups in M.GROUPS.items():
        assert megami in M.MEGAMI
        for group in groups:
            for name in group:
                assert MECHANICS[name].megami == megami and MECHANICS[name].uses is not None
            agent = make_agent("heuristic:ignore=" + "+".join(group), seed=1)
            assert agent.ignore == group  # type: ignore[attr-defined]


def test_side_use_of_a_group_counts_a_game_once_whichever_timing_was_used(tmp_path: pathlib.Path) -> None:
    import pandas as pd

    rows = []
    for game, (a_counts, b_counts) in enumerate([((1, 0), (0, 0)), ((0, 2), (0, 0)), ((0, 0), (0, 1)),
                                                 ((0, 0), (0, 0))]):
        for side, counts in (("A", a_counts), ("B", b_counts)):
            for name, c in zip(("x_in_use", "x_main"), counts, strict=True):
                rows.append({"run": "r", "task": 0, "pair": game, "game": game, "side": side, "mechanic": name,
                             "count": c})
    frame = pd.DataFrame(rows)
    orig = M.load_mechanics
    M.load_mechanics = lambda folder: frame  # the script's own module global (plain Python), not a library function
    try:
        assert M._side_use(tmp_path, "x_in_use+x_main") == (0.5, 0.25)
        assert M._side_use(tmp_path, "x_main") == (0.25, 0.25)
    finally:
        M.load_mechanics = orig


def test_split_decks_are_the_split_decks_of_consecutive_seeds() -> None:
    """``--decks K``: the row's decks are those of seeds seed .. seed+K-1, the first one the deck of ``--decks 1``."""
    load_all()
    partner = M.MEGAMI["hatsumi"][1]
    decks = M.split_decks("hatsumi-a1", partner, 0, 3)
    assert [d.cards for d in decks] == [M.split_deck("hatsumi-a1", partner, s).cards for s in (0, 1, 2)]
    assert len({d.cards for d in decks}) == 3
    assert all("17-hatsumi-A1-n-4" in d.cards for d in decks)  # the required card in every one


def test_win_rate_pools_the_pairs_of_every_deck(tmp_path: pathlib.Path) -> None:
    """A row over several split decks pools their pairs (the interval holds the deck-to-deck spread) and keeps
    each deck's rate: deck 0 with pairs won 1-1, 2-0, 2-0, 0-2; deck 1 with 1-1, 1-1, 0-2, a drawn pair."""
    import pandas as pd

    results = {
        "d0": [("A", "B"), ("A", "A"), ("A", "A"), ("B", "B")],
        "d1": [("A", "B"), ("B", "A"), ("B", "B"), (None, None)],
    }

    def fake_results(folder, cards=False):
        rows = [{"pair": i, "winner": w} for i, pair in enumerate(results[pathlib.Path(folder).name]) for w in pair]
        return pd.DataFrame(rows), None

    orig = M.load_results
    M.load_results = fake_results  # the script's own module global (plain Python), not a library function
    try:
        one = M._win_rate(tmp_path / "d0")
        both = M._win_rate([tmp_path / "d0", tmp_path / "d1"])
    finally:
        M.load_results = orig
    assert one["pairs"] == 4 and one["rate"] == 0.625 and one["decided"] == 3 and one["per_deck"] == [0.625]
    assert both["pairs"] == 8 and both["games"] == 16 and both["draws"] == 2
    assert both["per_deck"] == [0.625, 0.375]
    assert both["rate"] == 0.5 and both["decided"] == 4  # 1-1 and drawn pairs are not decided
    scores = [0.5, 1.0, 1.0, 0.0, 0.5, 0.5, 0.0, 0.5]
    mean = sum(scores) / 8
    se = (sum((x - mean) ** 2 for x in scores) / 7 / 8) ** 0.5
    assert abs(both["se"] - se) < 1e-12 and abs(both["lo"] - (0.5 - 1.96 * se)) < 1e-12


def _update_args(**kw):
    import argparse

    base = {"pairs": 100, "more_pairs": 400, "seed": 100, "decks": 8, "game_seed": None, "jobs": 2, "only": "oboro",
            "mechanics": "parts_attack", "skip_usage": True}
    return argparse.Namespace(**{**base, **kw})


TABLE = "\n".join([
    "# Mechanic telemetry",
    "",
    "Generated by `PYTHONPATH=. python3 scripts/mechanics_table.py --pairs 100 --more-pairs 400 --seed 100 --jobs 2"
    " --decks 8` (126 min). Do not edit by hand.",
    "",
    "## With vs without (side A `heuristic`, ...)",
    "",
    "| oboro | oboro | `trap_played` | 800 | 349 | 71% | 0% | 59.7% | [57.5%, 61.9%] | 1.1 | 0 | x | **gains** |",
    "| oboro | oboro-a2 | `parts_attack` | 3200 | 890 | 49% | 0% | 48.5% | [47.6%, 49.4%] | 0.5 | 0 | x | **loses** |",
    "",
])


def _measured():
    return {"megami": "oboro", "form": "oboro-a2", "mechanic": "parts_attack", "use_with": 0.4, "use_without": 0.0,
            "pairs": 3200, "decided": 900, "rate": 0.531, "lo": 0.52, "hi": 0.542, "se": 0.0056, "draws": 0,
            "per_deck": [0.5] * 8}


def test_update_replaces_only_the_measured_row_and_names_the_update() -> None:
    out = M.update_rows(TABLE, [_measured()], _update_args(), "2026-12-08").split("\n")
    assert out[3] == "" and out[4].startswith("Rows re-measured on 2026-12-08 ") and out[5] == ""
    assert "--update <this file>`: oboro-a2 `parts_attack`." in out[4]
    assert "--only oboro --mechanics parts_attack --skip-usage" in out[4]
    assert out[8] == TABLE.split("\n")[6]  # the other row untouched
    assert out[9] == ("| oboro | oboro-a2 | `parts_attack` | 3200 | 900 | 40% | 0% | 53.1% | [52.0%, 54.2%] | 0.6 | 0 "
                      "| 50% / 50% / 50% / 50% / 50% / 50% / 50% / 50% | **gains** (interval above 50%) |")
    again = M.update_rows("\n".join(out), [_measured()], _update_args(), "2026-12-09").split("\n")
    assert again[4].startswith("Rows re-measured on 2026-12-08") and again[6].startswith("Rows re-measured on 2026-12-09")
    assert again[5] == again[7] == "" and again[8].startswith("## With vs without")


@pytest.mark.parametrize(("kw", "message"), [
    ({"seed": 0}, "--seed 100, not 0"),
    ({"decks": 1}, "made with --decks 8: repeat it"),
    ({"game_seed": 5}, "--game-seed (default), not 5"),
    ({"skip_usage": False}, "add --skip-usage"),
])
def test_update_refuses_a_table_made_otherwise(kw: dict, message: str) -> None:
    with pytest.raises(SystemExit, match=re.escape(message)):
        M.update_rows(TABLE, [_measured()], _update_args(**kw), "2026-12-08")


def test_update_refuses_a_row_the_table_lacks() -> None:
    with pytest.raises(SystemExit, match="row oboro / oboro-a2 / storm is not in the table"):
        M.update_rows(TABLE, [{**_measured(), "mechanic": "storm"}], _update_args(), "2026-12-08")


def test_command_names_every_option_away_from_its_default() -> None:
    """The table's command line (render's header, update's note) comes from one function; ``--game-seed 1`` is named
    (it was dropped with the ``decks`` default of 1 before)."""
    args = _update_args(game_seed=1, only="", mechanics="")
    assert M._command(args) == "--pairs 100 --more-pairs 400 --seed 100 --game-seed 1 --decks 8 --jobs 2 --skip-usage"
    assert M._command(_update_args(decks=1)) == ("--pairs 100 --more-pairs 400 --seed 100 --jobs 2 --only oboro "
                                                 "--mechanics parts_attack --skip-usage")
