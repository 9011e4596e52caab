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

    bases = implemented_megami()
    codes = megami_list("all")
    assert bases[:4] == ["yurina", "saine", "himika", "tokoyo"] and {"korunu", "kanawe", "misora"} <= set(bases)
    assert "renri" in bases  # with her Historian form (A1): every form of every megami of the season
    # each megami by its own form; Innealra has none (three forms: past, present, future), so all three play
    assert "innealra" in bases and "innealra" not in codes
    assert codes == [b for b in bases if b != "innealra"] + ["innealra-o1", "innealra-o2", "innealra-o3"]


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
    monkeypatch.setattr(registry, "is_implemented", lambda cid, season=None: cid != "01-yurina-o-n-1" and real(cid))
    assert main(["deck", "check", str(DECKS / "yurina-saine.toml")]) == 1
    out = capsys.readouterr().out
    assert "cannot be simulated" in out and "Slash (01-yurina-o-n-1)" in out


def test_deck_check_unimplemented_megami(capsys, tmp_path, monkeypatch):
    """A legal deck with cards of a form whose effects are not implemented (here Historian Renri's 欺瞞の霧 made
    to look unimplemented: every form is implemented today) is legal but cannot be simulated, and the check says
    which cards have no effects."""
    import sakura_lab.cards.registry as registry

    deck = tmp_path / "renri-a1.toml"
    from sakura_lab.cards.catalogue import get_catalogue
    from sakura_lab.cards.registry import load_all

    load_all()
    real = registry.is_implemented
    monkeypatch.setattr(registry, "is_implemented", lambda cid, season=None: cid != "22-renri-a1-n-2" and real(cid))
    cat = get_catalogue()
    pool = [c for c in cat.cards(form="renri-a1") if not c.extra]
    missing = [c for c in pool if not registry.is_implemented(c.id)]
    assert [c.id for c in missing] == ["22-renri-a1-n-2"]
    rest = [c for c in pool if c not in missing]
    yur = [c for c in cat.cards(form="yurina") if not c.extra]
    mine = missing + rest
    normals = [c.name_en for c in mine if c.kind == "normal"][:4] + [c.name_en for c in yur if c.kind == "normal"][:3]
    specials = [c.name_en for c in mine if c.kind == "special"][:2] + [c.name_en for c in yur if c.kind == "special"][:1]
    deck.write_text(f'megami = ["yurina", "renri-a1"]\ncards = {normals + specials!r}\n'.replace("'", '"'),
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


# damaged chunks: detected at resume and replayed; report names them and the repair command

def _run(out, pairs, *extra):
    return main(["run", "matchup", "yurina+saine", "himika+tokoyo", "--pairs", str(pairs), "--task-size", "2",
                 "--agents", "random", "--out", str(out), "--quiet", *extra])


def test_truncated_chunk_is_named_by_report_and_replayed_on_resume(capsys, tmp_path):
    from sakura_lab.sim.storage import load_results

    ref, out = tmp_path / "ref", tmp_path / "s"
    assert _run(ref, 4) == 0 and _run(out, 4) == 0
    chunk = out / "games" / "task-00001.parquet"
    chunk.write_bytes(chunk.read_bytes()[:100])  # a disk fault truncated it
    capsys.readouterr()
    assert main(["report", str(out)]) == 2
    _one_line_error(capsys.readouterr().err, "damaged result chunk", str(chunk), f"sakura-lab resume {out}")
    assert main(["resume", str(out), "--quiet"]) == 0
    captured = capsys.readouterr()
    assert f"damaged chunk {chunk}" in captured.err and "played 4 now" in captured.out
    assert (out / "damaged" / "games" / "task-00001.parquet").exists()
    games, cards = load_results(out)
    ref_games, ref_cards = load_results(ref)
    assert games.equals(ref_games) and cards.equals(ref_cards)
    assert main(["report", str(out), "--boot", "5"]) == 0


def test_damaged_cards_chunk_and_wrong_row_count_are_replayed(capsys, tmp_path):
    import pyarrow.parquet as pq

    out = tmp_path / "s"
    assert _run(out, 4) == 0
    (out / "cards" / "task-00000.parquet").write_bytes(b"PAR1 not really")
    g = out / "games" / "task-00001.parquet"
    pq.write_table(pq.read_table(g).slice(0, 1), g)  # a chunk that reads but lost rows
    capsys.readouterr()
    assert _run(out, 4) == 0
    captured = capsys.readouterr()
    assert "cards/task-00000.parquet" in captured.err and "1 rows, expected 4" in captured.err
    assert "played 8 now" in captured.out


# extending a study with more pairs plays only the new ones

def test_raising_pairs_extends_the_study_to_what_a_fresh_run_gives(capsys, tmp_path):
    from sakura_lab.sim.storage import load_mechanics, load_results, read_config

    fresh, grown = tmp_path / "fresh", tmp_path / "grown"
    assert _run(fresh, 7) == 0
    assert _run(grown, 4) == 0
    capsys.readouterr()
    assert _run(grown, 7) == 0
    text = capsys.readouterr().out
    assert "extended from 4 to 7 pairs per matchup" in text and "played 6 now" in text  # 3 new pairs only
    a, ca = load_results(grown)
    b, cb = load_results(fresh)
    assert a.equals(b) and ca.equals(cb) and load_mechanics(grown).equals(load_mechanics(fresh))
    assert read_config(grown)["run"] == read_config(fresh)["run"]
    assert _run(grown, 7) == 0 and "played 0 now" in capsys.readouterr().out  # resumes as usual
    assert _run(grown, 5) == 2  # fewer pairs than the folder holds: refused in one line
    _one_line_error(capsys.readouterr().err, "has 7 pairs per matchup")


def test_extension_with_a_partial_last_chunk_and_resume_pairs(capsys, tmp_path):
    from sakura_lab.sim.storage import load_results

    fresh, grown = tmp_path / "fresh", tmp_path / "grown"
    assert _run(fresh, 6) == 0 and _run(grown, 3) == 0  # 3 pairs = chunks of 2 + 1: the 1 is replayed
    capsys.readouterr()
    assert main(["resume", str(grown), "--pairs", "6", "--quiet"]) == 0
    assert "played 8 now" in capsys.readouterr().out
    assert load_results(grown)[0].equals(load_results(fresh)[0])


def test_interrupted_renumbering_finishes_on_the_next_run(tmp_path):
    from sakura_lab.sim import storage
    from sakura_lab.sim.runner import load_study, run_study

    fresh, grown = tmp_path / "fresh", tmp_path / "grown"
    assert _run(fresh, 6) == 0 and _run(grown, 4) == 0
    real = storage.renumber_for_more_pairs
    big = load_study(fresh)
    import sakura_lab.sim.runner as runner

    def crash(*a, **kw):
        raise KeyboardInterrupt

    runner.renumber_for_more_pairs = crash
    try:
        with pytest.raises(KeyboardInterrupt):
            run_study(big, grown, progress=False)
    finally:
        runner.renumber_for_more_pairs = real
    assert storage.read_config(grown)["extended_from"]["pending"] is True
    run_study(big, grown, progress=False)
    assert storage.load_results(grown)[0].equals(storage.load_results(fresh)[0])
    assert "pending" not in storage.read_config(grown)["extended_from"]


# notebooks and what-ifs speak in card names

def test_card_names_and_changes_in_words():
    from sakura_lab.decks import card_names, load_deck
    from sakura_lab.sim.specs import make_changes

    deck = load_deck(DECKS / "yurina-saine.toml")
    names = card_names(deck)
    assert len(names) == 10 and "Slash" in names and not any(n.startswith("01-") for n in names)
    assert "斬" in card_names(deck, "ja")
    assert make_changes(sets=["Slash:damage=2/1"]).describe() == "Slash (01-yurina-o-n-1): damage 3/1 -> 2/1"
    assert make_changes(sets=["Slash:range=3-5"]).describe() == "Slash (01-yurina-o-n-1): range 3-4 -> 3-5"
    assert make_changes(["Slash=Overawe"]).describe() == "swap Slash (01-yurina-o-n-1) for Overawe (01-yurina-o-n-6)"


def test_whatif_override_is_applied_in_play():
    """The weakened card really deals less (the notebook's "improvement" is noise, not a missing override)."""
    from sakura_lab.ai.base import make_agent
    from sakura_lab.decks import load_deck
    from sakura_lab.engine.log import format_log
    from sakura_lab.game import new_state, play

    decks = (load_deck(DECKS / "yurina-saine.toml"), load_deck(DECKS / "himika-tokoyo.toml"))
    seen = {}
    for ov in (None, {"01-yurina-o-n-1": {"damage": (2, 1)}}):
        seen[ov is None] = set()
        for seed in range(6):
            st = new_state(seed, decks, record=True, overrides=ov)
            play(st, (make_agent("greedy", 1), make_agent("greedy", 2)))
            seen[ov is None] |= {line.split("damage ")[1] for line in format_log(st).split("\n") if "with Slash" in line}
    assert seen == {True: {"3/1"}, False: {"2/1"}}


def test_whatif_line_has_no_zero_width_interval(capsys, tmp_path):
    out = tmp_path / "w"
    assert main(["run", "matchup", "yurina+saine", "himika+tokoyo", "--pairs", "1", "--agents", "random",
                 "--out", str(out), "--quiet", "--set", "Slash:damage=2/1"]) == 0
    text = capsys.readouterr().out
    assert "== What-if: does Slash (01-yurina-o-n-1): damage 3/1 -> 2/1 change side A's win rate? ==" in text
    line = next(x for x in text.splitlines() if x.startswith("what-if ("))
    assert "95% CI n/a" in line and "+0.0 to +0.0" not in line and "no measurable change" in line
