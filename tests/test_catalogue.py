"""Tests of the card catalogue (sakura_lab.cards.catalogue)."""
from __future__ import annotations

import json
from importlib import resources

import pytest

from sakura_lab.cards.catalogue import (
    LATEST_SEASON,
    SEASONS,
    CardInfo,
    CatalogueError,
    MegamiInfo,
    UnknownCardError,
    UnknownMegamiError,
    UnknownSeasonError,
    get_catalogue,
)

WITHDRAWN = ("02-saine-A1-n-3", "04-tokoyo-A1-n-5", "04-tokoyo-A1-n-7")
ENSEMBLE = "02_04-saine_tokoyo-A1-n-1_4"


@pytest.fixture(scope="module")
def cat():
    return get_catalogue()


def test_singleton_and_seasons(cat):
    assert get_catalogue() is cat
    assert cat.seasons() == SEASONS
    assert SEASONS[0] == "na-s2" and SEASONS[-1] == LATEST_SEASON == "na-s10-2"
    assert len(SEASONS) == 14


def test_data_has_no_card_text():
    raw = resources.files("sakura_lab").joinpath("data/catalogue.json").read_text(encoding="utf-8")
    data = json.loads(raw)
    for card in data["cards"]:
        for ver in card["versions"]:
            assert not any(k.lower().startswith("text") for k in ver["values"])
    assert data["source"]["author"] == "tetradice"


def test_26_numbered_megami(cat):
    megamis = cat.megamis()
    numbers = {m.number for m in megamis}
    assert numbers == set(range(1, 27))
    bases = {m.base for m in megamis}
    assert len(bases) == 26
    for m in megamis:
        assert isinstance(m, MegamiInfo)
        assert m.number == cat.megami(m.base).number  # a form shares its base's number
        assert LATEST_SEASON in m.seasons
    codes = {m.code for m in megamis}
    assert {"yurina-a1", "yurina-a2", "saine-a1", "saine-a2", "himika-a1", "tokoyo-a1", "tokoyo-a2"} <= codes
    assert "innealra" not in codes  # dummy base, not selectable
    assert "innealra" in {m.code for m in cat.megamis(numbered_only=False)}


def test_shinra_alternate_number_fixed(cat):
    assert cat.megami("shinra-a1").number == 7
    assert cat.megami("hagane").number == 8


def test_megami_lookup_languages(cat):
    assert cat.megami("Yurina").code == "yurina"
    assert cat.megami("ユリナ").code == "yurina"
    assert cat.megami("摇波").code == "yurina"
    assert cat.megami("first chapter yurina").code == "yurina-a1"
    assert cat.megami("SAINE-A1").code == "saine-a1"
    with pytest.raises(UnknownMegamiError, match="Yurina"):
        cat.megami("Yurnia")


def test_megami_first_season(cat):
    assert cat.megami("yurina-a2").first_season == "na-s7-2"
    assert "yurina-a2" not in {m.code for m in cat.megamis("na-s7")}
    assert len({m.number for m in cat.megamis("na-s2")}) == 13


def test_469_cards_in_latest(cat):
    """469 ids, of which 7 are Innealra's card slots (no card of any form; listed only with include_slots)."""
    everything = cat.cards(include_slots=True)
    assert len(everything) == 469
    assert len({c.id for c in everything}) == 469
    assert all(isinstance(c, CardInfo) and c.season == LATEST_SEASON for c in everything)
    cards = cat.cards()
    assert len(cards) == 462 and sorted(c.id for c in everything if c.is_slot) == sorted(
        set(c.id for c in everything) - set(c.id for c in cards))
    assert len(cat.cards(include_extra=False)) < 462


def test_card_lookup_by_name(cat):
    slash = cat.card("01-yurina-o-n-1")
    assert slash.name_en == "Slash" and slash.name_ja == "斬"
    for key in ("slash", "Slash", "SLASH", "斬", slash.name_zh, "  slash "):
        assert cat.card(key).id == slash.id
    assert slash.name("ja") == "斬" and slash.name() == "Slash" and slash.name("zh") == slash.name_zh


def test_card_values(cat):
    slash = cat.card("Slash")
    assert slash.kind == "normal" and slash.type == "attack" and slash.subtype is None
    assert slash.range == (3, 4) and slash.range_text == "3-4"
    assert slash.damage == (3, 1) and slash.damage_text == "3/1"
    assert slash.megami == "yurina" and not slash.extra
    storm = cat.card("Uranami Storm")
    assert storm.kind == "special" and storm.subtype == "reaction"
    assert storm.range == tuple(range(0, 11)) and storm.damage == (2, None) and storm.cost == 3
    overawe = cat.card("Overawe")
    assert overawe.type == "enhance" and overawe.charge == 2


def test_quirky_values(cat):
    # full-width capacity "１"
    assert cat.card("01-yurina-A1-n-6").charge == 1
    # "X" values
    kamukura = cat.card("Kamukura Legacy")
    assert kamukura.cost is None and kamukura.cost_text == "X"
    assert kamukura.damage == (None, 2) and kamukura.damage_text == "X/2"
    # non-contiguous range
    odd = [c for c in cat.cards() if c.range_text == "1,3,5"]
    assert odd and odd[0].range == (1, 3, 5)
    # brace notation (shisui): raw text kept, numbers parsed
    braces = [c for c in cat.cards() if c.damage_text and c.damage_text.startswith("{")]
    assert braces and all(c.damage is not None and None not in c.damage for c in braces)
    brace_cost = [c for c in cat.cards() if c.cost_text == "{2}"]
    assert brace_cost and all(c.cost == 2 for c in brace_cost)


def test_yukihi_opened_facts(cat):
    needles = cat.card("06-yukihi-o-n-1")
    facts = dict(needles.facts)
    assert facts["rangeOpened"] == "0-2" and facts["damageOpened"] == "1/2"
    assert cat.card("Hidden Needles").id == needles.id  # each face's name


def test_pools(cat):
    yurina = cat.pool("yurina")
    assert len(yurina) == 11
    assert sum(c.kind == "normal" for c in yurina) == 7
    assert sum(c.kind == "special" for c in yurina) == 4
    a1 = {c.name_en for c in cat.pool("yurina-a1")}
    assert "Wild Swing" in a1 and "Slash" not in a1
    tokoyo_a1 = {c.id for c in cat.pool("tokoyo-a1")}
    assert ENSEMBLE in tokoyo_a1 and "04-tokoyo-o-n-4" not in tokoyo_a1
    saine_a1 = {c.id for c in cat.pool("saine-a1")}
    assert ENSEMBLE in saine_a1 and "02-saine-o-n-1" not in saine_a1
    ens = cat.card(ENSEMBLE)
    assert set(ens.forms) == {"saine-a1", "tokoyo-a1"}
    assert ens.name_en == "Ensemble" and cat.card("合奏").id == ENSEMBLE
    assert cat.replacements("tokoyo-a1")["04-tokoyo-o-n-4"] == ENSEMBLE
    assert cat.replacements("saine-a1")["02-saine-o-n-1"] == ENSEMBLE
    for m in cat.megamis():
        pool = cat.pool(m.code)
        assert sum(c.kind == "normal" for c in pool) == 7, m.code
        assert sum(c.kind == "special" for c in pool) == 4, m.code
        assert not any(c.extra for c in pool)


def test_forms(cat):
    assert cat.card("Slash").forms == ("yurina", "yurina-a2")
    assert cat.card("Wild Swing").forms == ("yurina-a1",)
    assert cat.card("Wild Swing").replaces == "01-yurina-o-n-1"
    assert {c.id for c in cat.cards(form="yurina-a1", include_extra=False)} == {c.id for c in cat.pool("yurina-a1")}
    tokoyo_cards = {c.id for c in cat.cards(megami="tokoyo")}
    assert ENSEMBLE in tokoyo_cards


def test_extra_cards(cat):
    poisons = cat.extra_cards("chikage")
    assert len(poisons) == 4 and all(c.kind == "poison" and c.extra for c in poisons)
    assert cat.extra_cards("yurina") == []
    kururu_a1 = {c.id for c in cat.extra_cards("kururu-a1")}
    assert kururu_a1 == {"10-kururu-A1-s-3-ex1"}
    assert "10-kururu-o-s-3-ex1" in {c.id for c in cat.extra_cards("kururu")}
    assert len(cat.extra_cards("innealra-o1")) == 8


def test_withdrawn_cards(cat):
    latest = {c.id for c in cat.cards()}
    for cid in WITHDRAWN:
        assert cid not in latest
        with pytest.raises(UnknownCardError, match=LATEST_SEASON):
            cat.card(cid)
    assert "02-saine-A1-n-3" in {c.id for c in cat.pool("saine-a1", "na-s8-2")}
    assert "04-tokoyo-A1-n-5" in {c.id for c in cat.pool("tokoyo-a1", "na-s5")}
    assert "04-tokoyo-A1-n-7" in {c.id for c in cat.pool("tokoyo-a1", "na-s2")}
    assert cat.card("Sound of Ice", "na-s8-2").id == "02-saine-A1-n-3"
    # before 合奏 existed the Saine/Tokoyo originals stay in the alternate pools
    assert "02-saine-o-n-1" in {c.id for c in cat.pool("saine-a1", "na-s8-2")}
    assert "04-tokoyo-o-n-4" in {c.id for c in cat.pool("tokoyo-a1", "na-s8-2")}
    with pytest.raises(UnknownCardError, match="na-s8"):
        cat.card(ENSEMBLE, "na-s8")


def test_per_season_values(cat):
    # Treachery (裏斬り) was 1/3 until na-s8, 3/1 since
    assert cat.card("02-saine-A2-n-2", "na-s8").damage == (1, 3)
    assert cat.card("02-saine-A2-n-2").damage == (3, 1)
    # Quick Shot range was 7-8 in na-s2
    assert cat.card("Quick Shot", "na-s2").range == (7, 8)
    assert cat.card("Quick Shot").range == (6, 7, 8)
    # Space for Master charge 3 until na-s4
    assert cat.card("02-saine-o-n-5", "na-s4").charge == 3
    assert cat.card("02-saine-o-n-5").charge == 2
    # the card behind a slot can change: 01-yurina-o-n-5
    assert cat.card("01-yurina-o-n-5", "na-s2").name_en == "Footwork"
    assert cat.card("01-yurina-o-n-5", "na-s7").name_en == "Vivacity"
    assert cat.card("01-yurina-o-n-5").name_en == "Body Shift"
    assert cat.card("Vivacity", "na-s7").id == "01-yurina-o-n-5"


def test_english_names_complete_for_first_four(cat):
    for season in SEASONS:
        for base in ("yurina", "saine", "himika", "tokoyo"):
            for c in cat.cards(megami=base, season=season):
                assert c.name_en and c.name_en != c.name_ja, (season, c.id)


def test_errors(cat):
    with pytest.raises(UnknownCardError, match="Slash"):
        cat.card("Slsh")
    with pytest.raises(UnknownSeasonError, match="na-s99"):
        cat.card("Slash", "na-s99")
    with pytest.raises(CatalogueError):
        cat.cards(megami="nobody")
    with pytest.raises(UnknownCardError, match="20-kanawe-o-p-01"):
        cat.card("殺陣")  # plan and its other face share the name
    assert issubclass(UnknownCardError, ValueError)
    with pytest.raises(UnknownMegamiError, match="na-s2"):
        cat.pool("yurina-a2", "na-s2")
