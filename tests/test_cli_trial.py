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


# report on one pairing / one matchup; ratings degrade gracefully; titled tables

def _games(rows):
    """GAMES rows: (pairing_a, pairing_b, pair, winner) with the two games of a pair alternating first."""
    out = []
    for a, b, pair, winner in rows:
        game = sum(1 for r in out if r["pair"] == pair)
        out.append({"run": "r", "pair": pair, "game": game, "seed": pair, "side_a": a, "side_b": b,
                    "pairing_a": a, "pairing_b": b, "first_side": "AB"[game % 2], "winner": winner,
                    "matchup": f"{a} vs {b}", "reason": "life", "turns": 10})
    return out


def test_ratings_of_one_pairing_say_why_there_is_none():
    from sakura_lab.stats.tables import ratings

    r = ratings(_games([("x+y", "x+y", 0, "A"), ("x+y", "x+y", 0, "B")]), by="pairing", n_boot=20)
    assert len(r) == 1 and r["rating"].isna().all() and r["rank"].isna().all()
    assert "only one entity" in r.loc[0, "note"]


def test_ratings_mirror_only_entity_is_not_rated_and_others_are():
    from sakura_lab.stats.tables import ratings

    rows = _games([("p+q", "p+q", 0, "A"), ("p+q", "p+q", 0, "B"),
                   ("x+y", "u+v", 1, "A"), ("x+y", "u+v", 1, "A"), ("x+y", "u+v", 2, "A"), ("x+y", "u+v", 2, "B")])
    r = ratings(rows, by="pairing", n_boot=30).set_index("entity")
    assert r.loc["p+q", "note"] == "played only mirror games: no rating" and r["rating"].isna().sum() == 1
    assert r.loc["x+y", "rating"] > 1500 > r.loc["u+v", "rating"]
    assert r.loc["x+y", "rank"] == 1 and r.loc["u+v", "rank"] == 2


def test_ratings_all_wins_and_one_pair_have_no_fake_zero_se():
    from sakura_lab.stats.tables import ratings

    one_pair = ratings(_games([("x+y", "u+v", 0, "A"), ("x+y", "u+v", 0, "A")]), by="pairing", n_boot=30)
    assert one_pair["se"].isna().all() and one_pair["note"].str.contains("one mirrored pair").all()
    assert (one_pair["hi"] > one_pair["lo"]).all()  # still an honest (wide) interval
    sweep = ratings(_games([("x+y", "u+v", p, "A") for p in range(4) for _ in range(2)]), by="pairing", n_boot=30)
    assert (sweep["se"] > 0).all() and sweep["rating"].notna().all()  # every resample alike: Fisher se floor


def test_text_sections_never_print_nan_or_zero_se():
    import pandas as pd

    from sakura_lab.stats import tables, text

    g = pd.DataFrame(_games([("x+y", "u+v", p, w) for p, w in enumerate("AB") for _ in range(2)]
                            + [("x+y", "x+y", 9, "A"), ("x+y", "x+y", 9, "B")]))
    m = tables.matchups(g)
    section = text.matchup_section(m)
    assert "(mirror)" in section and "nan" not in section and " 0.0 " not in section and "n/a" in section
    ranking = text.ranking_section(tables.ratings(g, by="pairing", n_boot=10))
    assert "64%" in ranking and "nan" not in ranking


def test_report_on_one_pairing_study(capsys, tmp_path):
    out = tmp_path / "mirror"
    deck = str(DECKS / "yurina-saine.toml")
    assert main(["run", "matchup", deck, deck, "--pairs", "2", "--agents", "random", "--out", str(out), "--quiet"]) == 0
    capsys.readouterr()
    assert main(["report", str(out), "--boot", "10"]) == 0
    text = capsys.readouterr().out
    assert "(mirror)" in text and "no ranking (n/a)" in text and "nan" not in text.lower().replace("n/a", "")
    assert (out / "report" / "ratings.csv").exists() and (out / "report" / "figures" / "ratings.png").exists()


def test_report_on_one_matchup_study(capsys, tmp_path):
    out = tmp_path / "m"
    assert main(["run", "matchup", "yurina+saine", "himika+tokoyo", "--pairs", "2", "--agents", "random",
                 "--out", str(out), "--quiet"]) == 0
    capsys.readouterr()
    assert main(["report", str(out), "--boot", "10"]) == 0
    text = capsys.readouterr().out
    for title in ("== Matchups: how often", "== Ranking of pairings:", "== Ranking of megami:",
                  "Does going first help?"):
        assert title in text
