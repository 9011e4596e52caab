"""`sakura-lab play` and play_game: a full game between sample decks, with a readable log."""
from __future__ import annotations

from sakura_lab.cli import main
from sakura_lab.decks import load_deck
from sakura_lab.game import play_game


def test_play_cli_prints_log_and_result(capsys):
    assert main(["play", "decks/yurina-saine.toml", "decks/himika-tokoyo.toml", "--seed", "3", "--log"]) == 0
    out = capsys.readouterr().out
    assert "== Turn 1:" in out and "Game over on turn" in out and "Result:" in out


def test_play_cli_languages(capsys):
    main(["play", "decks/yurina-saine.toml", "decks/yurina-himika.toml", "--seed", "4", "--log", "--lang", "ja"])
    ja = capsys.readouterr().out
    main(["play", "decks/yurina-saine.toml", "decks/yurina-himika.toml", "--seed", "4", "--log", "--lang", "zh"])
    zh = capsys.readouterr().out
    assert ja != zh and "Game over" in ja


def test_every_shipped_deck_plays():
    import glob

    files = sorted(glob.glob("decks/*.toml"))
    decks = [load_deck(f) for f in files]
    for i, d in enumerate(decks):
        r = play_game(d, decks[(i + 1) % len(decks)], seed=i)
        assert r.reason in ("life", "effect", "turn_cap") and r.turns >= 1
