"""Card readings per season (issue 17): each season plays the text it printed, never another reading's.

The catalogue records, per card and season, the season its reading began (``CardInfo.wording_since``,
from comparing the source's Japanese texts; no text is stored). A card's current reading is its last
season's; an older reading needs its own script (``dsl.card(..., wording=...)``) or a declaration that
only its wording differs (``dsl.same_effect``). A deck of a season whose reading is not implemented is
refused with an error naming the card, the season and the reading.
"""
from __future__ import annotations

import pytest

from sakura_lab.cards.catalogue import LATEST_SEASON, get_catalogue
from sakura_lab.cards.registry import is_implemented, load_all
from sakura_lab.decks import make_deck
from sakura_lab.engine import registry
from sakura_lab.engine.dsl import card, same_effect
from sakura_lab.game import UnimplementedCardError, card_def, clear_caches, new_state

VIVACITY = "01-yurina-o-n-5"  # 体捌き today; 気迫 (Vivacity) from na-s5 to na-s9
NORMALS = ["Slash", "Brandish", VIVACITY, "Overawe", "Cut Down", "Hilt Slam", "Outclass"]
SPECIALS = ["Uranami Storm", "Silent Icebreaker", "Yurina's Final Blow"]


def test_catalogue_records_when_each_reading_began():
    cat = get_catalogue()
    now = cat.card(VIVACITY, LATEST_SEASON)
    assert now.current_wording and now.wording_since == "na-s9-2"
    old = cat.card(VIVACITY, "na-s7")
    assert not old.current_wording and old.wording_since == "na-s5" and old.name_ja == "気迫"
    assert cat.card(VIVACITY, "na-s9").wording_since == "na-s5"
    # a card whose text never changed reads the same since its first season
    slash = cat.card("01-yurina-o-n-1", "na-s7")
    assert slash.current_wording and slash.wording_since == cat.card("01-yurina-o-n-1", LATEST_SEASON).wording_since


def test_versions_split_on_text_alone():
    """Two seasons with the same numbers but different texts are different versions of the card."""
    cat = get_catalogue()
    a, b = cat.card(VIVACITY, "na-s9"), cat.card(VIVACITY, "na-s9-2")
    assert (a.range, a.damage, a.cost) == (b.range, b.damage, b.cost)
    assert a.wording_since != b.wording_since


@pytest.fixture(autouse=True)
def _fresh_card_defs():
    """The tests swap the registry of older readings: no card definition built with a stand-in may outlive them."""
    clear_caches()
    yield
    clear_caches()


def _deck(season: str):
    return make_deck(["yurina", "saine"], NORMALS + SPECIALS, season=season)


def test_an_unimplemented_older_reading_is_refused(monkeypatch):
    """No silent fallback to the current script: the error names the card, the season and the reading."""
    load_all()
    monkeypatch.setattr(registry, "OLD_WORDINGS", {})
    with pytest.raises(UnimplementedCardError, match=r"01-yurina-o-n-5 .*na-s8.*since na-s5"):
        new_state(1, (_deck("na-s8"), _deck("na-s8")))
    assert not is_implemented(VIVACITY, "na-s8")
    assert is_implemented(VIVACITY) and is_implemented(VIVACITY, LATEST_SEASON)
    with pytest.raises(UnimplementedCardError, match="na-s8"):
        card_def(get_catalogue().card(VIVACITY, "na-s8"))


def test_a_season_plays_its_own_reading(monkeypatch):
    load_all()
    monkeypatch.setattr(registry, "OLD_WORDINGS", {})
    old = card(VIVACITY, vanilla=True, wording="na-s5")  # a stand-in script for the test
    assert registry.OLD_WORDINGS[(VIVACITY, "na-s5")] is old
    assert is_implemented(VIVACITY, "na-s8")
    st = new_state(1, (_deck("na-s8"), _deck("na-s8")))
    scripts = [cd.script for cd in st.cards if cd.id == VIVACITY]
    assert len(scripts) == 2 and all(sc is old for sc in scripts)
    st = new_state(1, (_deck(LATEST_SEASON), _deck(LATEST_SEASON)))
    assert all(cd.script is registry.SCRIPTS[VIVACITY] for cd in st.cards if cd.id == VIVACITY)


def test_same_effect_declares_a_wording_only_change(monkeypatch):
    load_all()
    monkeypatch.setattr(registry, "OLD_WORDINGS", {})
    with pytest.raises(ValueError, match="why"):
        same_effect(VIVACITY, "na-s5", "  ")
    with pytest.raises(LookupError, match="current script"):
        same_effect("99-nobody-o-n-1", "na-s5", "renamed keyword")
    same_effect(VIVACITY, "na-s5", "test only")
    assert registry.OLD_WORDINGS[(VIVACITY, "na-s5")] is registry.SCRIPTS[VIVACITY]
