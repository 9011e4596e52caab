"""Fixes from the new-user trial (issue 12, item 3): command-line behaviour a first-time user met."""
from __future__ import annotations

from pathlib import Path

import pytest

from sakura_lab.cli import main

DECKS = Path(__file__).resolve().parent.parent / "decks"


def _one_line_error(err: str, *words: str) -> None:
    assert err.startswith("sakura-lab: error: ") and "Traceback" not in err, err
    assert len(err.strip().splitlines()) == 1, err
    for w in words:
        assert w in err, err


# deck build --out never overwrites without --force

def test_deck_build_refuses_to_overwrite(capsys, tmp_path):
    target = tmp_path / "mine.toml"
    target.write_text("# my hand-edited deck\n", encoding="utf-8")
    assert main(["deck", "build", "yurina+saine", "--out", str(target)]) == 2
    _one_line_error(capsys.readouterr().err, str(target), "--force")
    assert target.read_text(encoding="utf-8") == "# my hand-edited deck\n"
    assert main(["deck", "build", "yurina+saine", "--out", str(target), "--force"]) == 0
    assert 'megami = ["yurina", "saine"]' in target.read_text(encoding="utf-8")


def test_deck_build_into_a_folder_keeps_a_shipped_deck(capsys, tmp_path):
    shipped = tmp_path / "yurina-saine.toml"
    shipped.write_text("# shipped\n", encoding="utf-8")
    assert main(["deck", "build", "yurina+saine", "--out", str(tmp_path)]) == 2
    _one_line_error(capsys.readouterr().err, "yurina-saine.toml exists")
    assert shipped.read_text(encoding="utf-8") == "# shipped\n"
    new_dir = tmp_path / "new"  # a folder named with a trailing slash is created
    assert main(["deck", "build", "himika+tokoyo", "--out", f"{new_dir}/"]) == 0
    assert (new_dir / "himika-tokoyo.toml").exists()


# --megami all; seasons

def test_cards_megami_all_is_every_card(capsys):
    assert main(["cards", "--megami", "all"]) == 0
    everything = capsys.readouterr().out
    assert main(["cards"]) == 0
    assert capsys.readouterr().out == everything


def test_roundrobin_megami_all_means_the_implemented_megami():
    from sakura_lab.sim.specs import implemented_megami, megami_list

    codes = megami_list("all")
    assert codes == implemented_megami()
    assert codes[:4] == ["yurina", "saine", "himika", "tokoyo"] and "thallya" not in codes


@pytest.mark.parametrize("argv", [["seasons"], ["cards", "--seasons"]])
def test_seasons_listed(capsys, argv):
    from sakura_lab.cards.catalogue import get_catalogue

    assert main(argv) == 0
    out = capsys.readouterr().out
    cat = get_catalogue()
    for season in cat.seasons():
        assert season in out
    assert f"{cat.latest} (latest, default)" in out


# deck check names cards that cannot be simulated

def test_deck_check_says_when_a_card_is_not_implemented(capsys, monkeypatch):
    import sakura_lab.cards.registry as registry

    real = registry.is_implemented
    monkeypatch.setattr(registry, "is_implemented", lambda cid: cid != "01-yurina-o-n-1" and real(cid))
    assert main(["deck", "check", str(DECKS / "yurina-saine.toml")]) == 1
    out = capsys.readouterr().out
    assert "cannot be simulated" in out and "Slash (01-yurina-o-n-1)" in out


def test_deck_check_unimplemented_megami(capsys, tmp_path):
    deck = tmp_path / "thallya.toml"
    from sakura_lab.cards.catalogue import get_catalogue

    cat = get_catalogue()
    pool = [c for c in cat.cards(form="thallya") if not c.extra]
    yur = [c for c in cat.cards(form="yurina") if not c.extra]
    normals = [c.name_en for c in pool if c.kind == "normal"][:4] + [c.name_en for c in yur if c.kind == "normal"][:3]
    specials = [c.name_en for c in pool if c.kind == "special"][:2] + [c.name_en for c in yur if c.kind == "special"][:1]
    deck.write_text(f'megami = ["yurina", "thallya"]\ncards = {normals + specials!r}\n'.replace("'", '"'),
                    encoding="utf-8")
    assert main(["deck", "check", str(deck)]) == 1
    out = capsys.readouterr().out
    assert "legal" in out and "cannot be simulated" in out and "no effects implemented" in out


# play: pairings, one spec for both sides, options first

def test_play_accepts_pairings_and_one_spec(capsys):
    assert main(["play", "yurina+saine", str(DECKS / "himika-tokoyo.toml"), "--seed", "1", "--agents", "greedy"]) == 0
    assert "players greedy vs greedy" in capsys.readouterr().out


def test_play_options_before_positionals(capsys):
    argv = ["play", "--seed", "5", "--agents", "greedy", "random", str(DECKS / "yurina-saine.toml"), "himika+tokoyo"]
    assert main(argv) == 0
    assert "players greedy vs random" in capsys.readouterr().out


def test_play_wrong_number_of_sides(capsys):
    assert main(["play", "--agents", "greedy", str(DECKS / "yurina-saine.toml")]) == 2
    _one_line_error(capsys.readouterr().err, "give 2 sides", "got 1")
    assert main(["play", "a", "b", "--agents", "greedy", "random", "greedy"]) == 2
    _one_line_error(capsys.readouterr().err, "one player spec")


def test_run_matchup_options_before_positionals(capsys, tmp_path):
    out = tmp_path / "m"
    argv = ["run", "matchup", "--agents", "random", "--pairs", "1", "--quiet", "--out", str(out),
            "yurina+saine", "himika+tokoyo"]
    assert main(argv) == 0
    assert "yurina+saine vs himika+tokoyo" in capsys.readouterr().out
