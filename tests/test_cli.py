"""Tests of the command-line interface (sakura_lab.cli); `play` is tested elsewhere."""
from __future__ import annotations

import re
from pathlib import Path

import pytest

from sakura_lab import cli
from sakura_lab.cards.catalogue import get_catalogue
from sakura_lab.cli import main

DECKS_DIR = Path(__file__).resolve().parent.parent / "decks"
DECK_FILES = sorted(DECKS_DIR.glob("*.toml"))
GOOD = """name = "Good"
megami = ["yurina", "saine"]
cards = ["Slash", "Brandish", "Art of Drawing", "Overawe", "Cut Down", "Hilt Slam", "Outclass",
         "Uranami Storm", "Silent Icebreaker", "Yurina's Final Blow"]
"""


def write(tmp_path: Path, name: str, text: str) -> str:
    p = tmp_path / name
    p.write_text(text, encoding="utf-8")
    return str(p)


def test_cards_form(capsys):
    assert main(["cards", "--form", "yurina-a1"]) == 0
    out = capsys.readouterr().out
    assert "Wild Swing" in out and "Slash" not in out
    from sakura_lab.cards.registry import is_implemented

    n_impl = sum(is_implemented(c.id) for c in get_catalogue().cards(form="yurina-a1"))
    assert out.strip().splitlines()[-1] == f"11 cards, {n_impl} implemented"
    assert sum(line.rstrip().endswith(" yes") for line in out.splitlines()) == n_impl
    header = out.splitlines()[0]
    for col in ("id", "name", "megami/form", "type", "range", "damage", "charge/cost", "impl"):
        assert col in header


def test_cards_all_and_languages(capsys):
    assert main(["cards"]) == 0
    assert re.search(r"\n462 cards, \d+ implemented$", capsys.readouterr().out.strip())  # 469 ids less 7 card slots
    assert main(["cards", "--megami", "yurina", "--lang", "ja"]) == 0
    out = capsys.readouterr().out
    assert "斬" in out and "乱打" in out
    assert main(["cards", "--megami", "摇波", "--lang", "zh", "--season", "na-s2"]) == 0
    out = capsys.readouterr().out
    assert "斩" in out and "01-yurina-A2" not in out


def test_cards_implemented_filter(capsys, monkeypatch):
    import sakura_lab.cards.registry as registry

    monkeypatch.setattr(registry, "is_implemented", lambda cid, season=None: cid == "01-yurina-o-n-1")
    assert main(["cards", "--form", "yurina", "--implemented"]) == 0
    out = capsys.readouterr().out
    assert "Slash" in out and "Brandish" not in out
    assert out.strip().endswith("1 cards, 1 implemented")
    assert main(["cards", "--form", "yurina", "--missing"]) == 0
    out = capsys.readouterr().out
    assert "Slash" not in out and out.strip().endswith("10 cards, 0 implemented")
    assert main(["cards", "--implemented", "--missing"]) == 2  # mutually exclusive


@pytest.mark.parametrize(("argv", "pattern"), [
    (["cards", "--megami", "yurnia"], "unknown megami 'yurnia'"),
    (["cards", "--form", "nobody"], "unknown megami 'nobody'"),
    (["cards", "--season", "na-s99"], "unknown season 'na-s99'"),
])
def test_cards_errors(capsys, argv, pattern):
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert err.startswith("sakura-lab: error: ") and pattern in err
    assert len(err.strip().splitlines()) == 1 and "Traceback" not in err


def test_deck_check_good(capsys, tmp_path):
    path = write(tmp_path, "good.toml", GOOD)
    assert main(["deck", "check", path]) == 0
    out = capsys.readouterr().out
    assert "OK" in out and "Good" in out
    assert "Yurina (yurina), Saine (saine)" in out
    assert "Slash" in out and "Silent Icebreaker" in out


def test_deck_check_shipped_decks(capsys):
    assert DECK_FILES
    assert main(["deck", "check", *map(str, DECK_FILES)]) == 0
    out = capsys.readouterr().out
    assert out.count(": OK") == len(DECK_FILES)


def test_deck_check_lang(capsys, tmp_path):
    path = write(tmp_path, "good.toml", GOOD)
    assert main(["deck", "check", "--lang", "ja", path]) == 0
    assert "斬" in capsys.readouterr().out


BAD_DECKS = {
    "unknown_megami": (GOOD.replace('"saine"]', '"sane"]'), "unknown megami 'sane'"),
    "unknown_card": (GOOD.replace('"Outclass"', '"Outclas"'), "unknown card 'Outclas'"),
    "third_megami": (GOOD.replace('"Outclass"', '"Shoot"'), "not in this deck"),
    "wrong_count": (GOOD.replace('"Outclass",', ""), "7 normal and 3 special"),
    "duplicate": (GOOD.replace('"Outclass"', '"Slash"'), "duplicate card Slash"),
    "replaced": (GOOD.replace('"yurina"', '"yurina-a1"').replace('"Outclass"', '"Wild Swing"'),
                 "is replaced by Wild Swing"),
    "not_in_season": (GOOD.replace('"Outclass"', '"Sound of Ice"'), "not in season na-s10-2"),
    "old_season_form": ('season = "na-s2"\n' + GOOD.replace('"yurina"', '"yurina-a2"'),
                        "not available in season na-s2"),
    "same_number": (GOOD.replace('"saine"]', '"yurina-a1"]'), "both megami no. 1"),
    "malformed": ('name = "x\nmegami = [', "malformed TOML"),
    "missing_megami": ('name = "x"\ncards = []\n', "missing key 'megami'"),
    "missing_cards": ('megami = ["yurina", "saine"]\n', "missing key 'cards'"),
    "extra_card": (GOOD.replace('"Outclass"', '"09-chikage-o-p-1"'), "extra card"),
}


@pytest.mark.parametrize("kind", sorted(BAD_DECKS))
def test_deck_check_bad(capsys, tmp_path, kind):
    text, pattern = BAD_DECKS[kind]
    path = write(tmp_path, f"{kind}.toml", text)
    assert main(["deck", "check", path]) == 1
    captured = capsys.readouterr()
    lines = captured.err.strip().splitlines()
    assert len(lines) == 1, captured.err
    assert f"{kind}.toml" in lines[0] and pattern in lines[0]
    assert "Traceback" not in captured.err


def test_deck_check_mixed_files(capsys, tmp_path):
    good = write(tmp_path, "good.toml", GOOD)
    missing = str(tmp_path / "missing.toml")
    assert main(["deck", "check", good, missing]) == 1
    captured = capsys.readouterr()
    assert "good.toml: OK" in captured.out
    assert "file not found" in captured.err and "missing.toml" in captured.err


def test_play_missing_file_is_user_error(capsys, tmp_path):
    # errors loading the decks are reported before the engine is involved
    assert main(["play", str(tmp_path / "a.toml"), str(tmp_path / "b.toml")]) == 2
    err = capsys.readouterr().err
    assert err.startswith("sakura-lab: error: ") and "not found" in err and "a.toml" in err


def test_play_bad_deck_is_user_error(capsys, tmp_path):
    bad = write(tmp_path, "bad.toml", BAD_DECKS["duplicate"][0])
    good = write(tmp_path, "good.toml", GOOD)
    assert main(["play", bad, good]) == 2
    err = capsys.readouterr().err
    assert err.startswith("sakura-lab: error: ") and "duplicate card" in err


def test_usage_errors(capsys):
    assert main([]) == 2
    assert main(["deck"]) == 2
    assert main(["nonsense"]) == 2
    assert main(["--help"]) == 0
    capsys.readouterr()


def test_entry_point_declared():
    import tomllib

    pyproject = tomllib.loads((Path(cli.__file__).resolve().parents[1] / "pyproject.toml").read_text())
    assert pyproject["project"]["scripts"]["sakura-lab"] == "sakura_lab.cli:main"
