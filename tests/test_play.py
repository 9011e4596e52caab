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
    assert ja != zh and "ゲーム終了" in ja and "游戏结束" in zh and "Game over" not in ja + zh


def test_every_shipped_deck_plays():
    import glob

    files = sorted(glob.glob("decks/*.toml"))
    decks = [load_deck(f) for f in files]
    for i, d in enumerate(decks):
        r = play_game(d, decks[(i + 1) % len(decks)], seed=i)
        assert r.reason in ("life", "effect", "turn_cap") and r.turns >= 1


def test_play_with_named_players(capsys):
    assert main(["play", "decks/yurina-saine.toml", "decks/himika-tokoyo.toml", "--seed", "2",
                 "--agents", "heuristic:aggressive", "greedy"]) == 0
    assert "players heuristic:aggressive vs greedy" in capsys.readouterr().out


def test_play_with_unknown_player_is_a_user_error(capsys):
    assert main(["play", "decks/yurina-saine.toml", "decks/himika-tokoyo.toml", "--agents", "deepblue", "random"]) == 2
    err = capsys.readouterr().err
    assert err.startswith("sakura-lab: error: unknown player") and "Traceback" not in err


def test_agents_listing(capsys):
    assert main(["agents"]) == 0
    out = capsys.readouterr().out
    for name in ("random", "greedy", "heuristic", "lookahead", "mcts"):
        assert name in out


def test_demo_main_job(capsys, tmp_path):
    """The README's main job at a tiny size: round robin, ranking with intervals, heatmap written."""
    out = tmp_path / "demo"
    assert main(["demo", "--pairs", "1", "--agent", "greedy", "--jobs", "1", "--out", str(out), "--quiet"]) == 0
    text = capsys.readouterr().out
    assert "rating" in text and "95% CI" in text and "first player wins" in text
    assert (out / "heatmap.png").stat().st_size > 1000
    # titled sections with their question, the scale explained, mirrors marked, both rankings, no "nan"
    assert "== Matchups: how often does side A beat side B? ==" in text
    assert "== Ranking of pairings:" in text and "== Ranking of megami:" in text
    assert "1500 = average of this field" in text and "(mirror)" in text
    assert "in season na-s10-2" in text and "decks from the deck builder" in text
    assert "nan" not in text.lower().replace("n/a", "")
