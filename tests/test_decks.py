"""Tests of deck building and validation (sakura_lab.decks)."""
from __future__ import annotations

from pathlib import Path

import pytest

from sakura_lab.cards.catalogue import LATEST_SEASON, get_catalogue
from sakura_lab.decks import Deck, DeckError, deck_to_toml, load_deck, make_deck, parse_deck_toml

DECKS_DIR = Path(__file__).resolve().parent.parent / "decks"
DECK_FILES = sorted(DECKS_DIR.glob("*.toml"))

YS_NORMALS = ["Slash", "Brandish", "Art of Drawing", "Overawe", "Cut Down", "Hilt Slam", "Outclass"]
YS_SPECIALS = ["Uranami Storm", "Silent Icebreaker", "Yurina's Final Blow"]


def ys(**kw) -> Deck:
    return make_deck(["yurina", "saine"], YS_NORMALS + YS_SPECIALS, **kw)


def toml_deck(megami, cards, extra: str = "") -> str:
    q = ", ".join(f'"{c}"' for c in cards)
    m = ", ".join(f'"{x}"' for x in megami)
    return f'name = "t"\n{extra}megami = [{m}]\ncards = [{q}]\n'


def test_make_deck_basic():
    deck = ys(name="close quarters")
    assert deck.megami == ("yurina", "saine")
    assert deck.season == LATEST_SEASON
    assert len(deck.normals) == 7 and len(deck.specials) == 3
    assert deck.cards == deck.normals + deck.specials
    assert "01-yurina-o-n-1" in deck.normals and "01-yurina-o-s-2" in deck.specials
    # order of the input doesn't matter
    assert make_deck(["yurina", "saine"], list(reversed(YS_NORMALS + YS_SPECIALS)), name="close quarters") == deck


def test_names_in_any_language():
    cat = get_catalogue()
    cards = [cat.card(c) for c in YS_NORMALS + YS_SPECIALS]
    mixed = [c.name_ja if i % 3 == 0 else c.name_zh if i % 3 == 1 else c.id for i, c in enumerate(cards)]
    deck = make_deck(["ユリナ", "细音"], mixed)
    assert deck.megami == ("yurina", "saine")
    assert set(deck.cards) == {c.id for c in cards}


def test_alternate_forms():
    deck = make_deck(["yurina-a1", "saine"],
                     ["Wild Swing"] + YS_NORMALS[1:3] + ["Outrage"] + YS_NORMALS[4:] + ["Imperfect Uranami Storm"] + YS_SPECIALS[1:])
    assert "01-yurina-A1-n-1" in deck.normals
    deck = make_deck(["tokoyo-a1", "saine"], ["合奏", "Entrancing Strike", "Polite Return", "Windy Stage",
                                              "Swing Rush", "Cut Down", "Outclass", "Duet: Radiant Luminosity",
                                              "Silent Icebreaker", "Immortal Flower"])
    assert "02_04-saine_tokoyo-A1-n-1_4" in deck.normals


@pytest.mark.parametrize(("megami", "cards", "pattern"), [
    (["yurina", "nobody"], YS_NORMALS + YS_SPECIALS, "unknown megami 'nobody'"),
    (["yurina"], YS_NORMALS + YS_SPECIALS, "exactly 2 megami"),
    (["yurina", "saine", "himika"], YS_NORMALS + YS_SPECIALS, "exactly 2 megami"),
    (["yurina", "yurina-a1"], YS_NORMALS + YS_SPECIALS, "both megami no. 1"),
    (["yurina", "saine"], YS_NORMALS[:-1] + ["Slsh"] + YS_SPECIALS, "unknown card 'Slsh'.*Slash"),
    (["yurina", "saine"], YS_NORMALS[:-1] + ["Shoot"] + YS_SPECIALS, "Shoot.*himika.*not in this deck"),
    (["yurina", "saine"], YS_NORMALS[:-1] + YS_SPECIALS, "7 normal and 3 special.*got 6 normal"),
    (["yurina", "saine"], YS_NORMALS + YS_SPECIALS[:-1] + ["Tsukikage Crush"] + ["Resonant Beat"],
     "got 7 normal and 4 special"),
    (["yurina", "saine"], YS_NORMALS[:-1] + ["Slash"] + YS_SPECIALS, "duplicate card Slash"),
    (["yurina", "saine"], YS_NORMALS[:-1] + ["斬"] + YS_SPECIALS, "duplicate card Slash"),
    (["yurina-a1", "saine"], YS_NORMALS[:-1] + ["Wild Swing"] + YS_SPECIALS,
     "Slash .* is replaced by Wild Swing .* in form yurina-a1"),
    (["yurina", "saine"], YS_NORMALS[:-1] + ["Wild Swing"] + YS_SPECIALS, "Wild Swing .* belongs to form yurina-a1"),
    (["yurina", "saine"], YS_NORMALS[:-1] + ["02-saine-A1-n-3"] + YS_SPECIALS, "not in season na-s10-2"),
    (["yurina", "saine"], YS_NORMALS[:-1] + ["09-chikage-o-p-1"] + YS_SPECIALS, "extra card"),
    (["yurina-a2", "saine"], YS_NORMALS[:-1] + ["Spirit of Fire"] + YS_SPECIALS,
     "Spirit of Fire .* is replaced by Harmony .* in form yurina-a2"),
    (["yurina", "saine"], YS_NORMALS[:-1] + YS_SPECIALS + ["Slash"], "duplicate card Slash"),
])
def test_bad_decks(megami, cards, pattern):
    with pytest.raises(DeckError, match=pattern) as exc:
        make_deck(megami, cards)
    assert "\n" not in str(exc.value)


def test_season_rules():
    with pytest.raises(DeckError, match="not available in season na-s2"):
        make_deck(["yurina-a2", "saine"], YS_NORMALS + YS_SPECIALS, season="na-s2")
    with pytest.raises(DeckError, match="unknown season"):
        ys(season="na-s99")
    # Sound of Ice existed until na-s8-2
    cards = ["Swing Rush", "Cut Down", "Sound of Ice", "Outclass", "Slash", "Brandish", "Art of Drawing",
             "Duet: Chilling Tranquility", "Silent Icebreaker", "Uranami Storm"]
    deck = make_deck(["saine-a1", "yurina"], cards, season="na-s8-2")
    assert "02-saine-A1-n-3" in deck.normals and deck.season == "na-s8-2"
    with pytest.raises(DeckError, match="Sound of Ice.*not in season na-s10-2"):
        make_deck(["saine-a1", "yurina"], cards)


def test_toml_round_trip():
    deck = ys(name="Yurina + Saine")
    text = deck_to_toml(deck)
    assert parse_deck_toml(text) == deck
    assert "# Slash" in text


def test_toml_normals_specials():
    text = (
        'megami = ["yurina", "saine"]\n'
        f"normals = [{', '.join(repr(c) for c in YS_NORMALS)}]\n"
        f"specials = [{', '.join(chr(34) + c + chr(34) for c in YS_SPECIALS)}]\n"
    )
    assert parse_deck_toml(text).specials == ys().specials
    bad = (
        'megami = ["yurina", "saine"]\n'
        f"normals = [{', '.join(repr(c) for c in YS_NORMALS[:-1] + ['Uranami Storm'])}]\n"
        f"specials = [{', '.join(repr(c) for c in YS_SPECIALS[1:] + ['Outclass'])}]\n"
    )
    with pytest.raises(DeckError, match="listed in"):
        parse_deck_toml(bad)


@pytest.mark.parametrize(("text", "pattern"), [
    ('megami = ["yurina", "saine"\ncards = []', r"deck\.toml: malformed TOML"),
    ('name = "x"\ncards = ["Slash"]\n', r"deck\.toml: missing key 'megami'"),
    ('megami = ["yurina", "saine"]\n', r"deck\.toml: missing key 'cards'"),
    ('megami = ["yurina", "saine"]\nnormals = ["Slash"]\n', r"missing key 'specials'"),
    ('megami = "yurina"\ncards = []\n', r"'megami' must be a list of strings"),
    ('megami = ["yurina", "saine"]\ncard = ["Slash"]\n', r"unknown key 'card'"),
    ('megami = ["yurina", "saine"]\ncards = [1, 2]\n', r"'cards' must be a list of strings"),
])
def test_toml_errors(text, pattern):
    with pytest.raises(DeckError, match=pattern) as exc:
        parse_deck_toml(text, source="deck.toml")
    assert "\n" not in str(exc.value)


def test_toml_error_names_file_and_problem(tmp_path):
    p = tmp_path / "bad.toml"
    p.write_text(toml_deck(["yurina", "saine"], YS_NORMALS[:-1] + ["Slsh"] + YS_SPECIALS), encoding="utf-8")
    with pytest.raises(DeckError, match=r"bad\.toml: unknown card 'Slsh'"):
        load_deck(p)
    with pytest.raises(FileNotFoundError):
        load_deck(tmp_path / "missing.toml")


def test_load_deck_default_name(tmp_path):
    p = tmp_path / "my-deck.toml"
    p.write_text(toml_deck(["yurina", "saine"], YS_NORMALS + YS_SPECIALS).replace('name = "t"\n', ""),
                 encoding="utf-8")
    assert load_deck(p).name == "my-deck"


def test_shipped_decks_cover_pairings():
    stems = {p.stem for p in DECK_FILES}
    basics = ["yurina", "saine", "himika", "tokoyo"]
    decks = [load_deck(p) for p in DECK_FILES]
    pairs = {frozenset(d.megami) for d in decks}
    for i, a in enumerate(basics):
        for b in basics[i + 1:]:
            assert frozenset((a, b)) in pairs, (a, b)
    used = {m for d in decks for m in d.megami}
    for form in ("yurina-a1", "yurina-a2", "saine-a1", "saine-a2", "himika-a1", "tokoyo-a1", "tokoyo-a2"):
        assert form in used, form
    assert "yurina-saine" in stems


@pytest.mark.parametrize("path", DECK_FILES, ids=[p.name for p in DECK_FILES])
def test_shipped_deck_loads(path):
    deck = load_deck(path)
    assert deck.name and deck.season == LATEST_SEASON
    assert len(deck.normals) == 7 and len(deck.specials) == 3
    cat = get_catalogue()
    # sensible: at least 3 attacks, and not more than one 7+ cost special
    attacks = [c for c in deck.cards if cat.card(c).type == "attack"]
    assert len(attacks) >= 3
    assert sum((cat.card(c).cost or 0) >= 7 for c in deck.specials) <= 1
