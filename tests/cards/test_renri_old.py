"""Renri's older readings (issue 17, ``sakura_lab.cards.renri_old``): each reading played in a season that prints
it, with the exact resulting state, and the same position in the latest season where the effects differ.
Player 0 hosts Renri + Saine (Saine's cards read the same in every season); Historian Renri's 神授 read differently
in na-s8-2 and na-s9."""
from __future__ import annotations

import pytest

from sakura_lab.cards import renri as R
from sakura_lab.cards.catalogue import get_catalogue
from sakura_lab.cards.registry import is_implemented
from sakura_lab.engine.constants import AUX8, DISCARD, PLAYED
from sakura_lab.engine.registry import SCRIPTS
from sakura_lab.game import card_def
from sakura_lab.testing import (
    answer,
    options,
    play_card,
    react,
    scenario,
    set_aside_to,
    tokens,
    uid,
    zone_ids,
)

RS = ("renri", "saine")
YS = ("yurina", "saine")
SLASH = "01-yurina-o-n-1"  # 3-4 3/1
SWING = "02-saine-o-n-1"  # Saine 4-5 2/1
LATEST = "na-s10-2"


def setup(season: str, **kw):
    kw.setdefault("megami0", RS)
    return scenario(season=season, **kw)


@pytest.mark.card("22-renri-o-n-6@na-s7")
def test_motive_na_s7_distance_to_shadow():
    """na-s7 … na-s8: Distance -> Shadow 1 (today: to your Flare)."""
    st = setup("na-s7", hand0=[R.MOTIVE], dist=5)
    play_card(st, R.MOTIVE)
    assert tokens(st) == {"life": (10, 10), "aura": (3, 3), "flare": (0, 0), "dist": 4, "shadow": 1}
    assert zone_ids(st, 0, PLAYED) == [R.MOTIVE]
    now = setup(LATEST, hand0=[R.MOTIVE], dist=5)
    play_card(now, R.MOTIVE)
    assert tokens(now)["flare"] == (1, 0) and tokens(now)["shadow"] == 0


@pytest.mark.card("22-renri-o-n-6@na-s8")
def test_motive_na_s8_as_a_reaction_makes_the_attack_miss():
    """A Reaction card in these seasons (catalogue): played against Slash at distance 3, Distance -> Shadow 1
    leaves the distance at 2 and Slash (3-4) misses. Today's Motive is not a Reaction."""
    st = setup("na-s8", megami1=YS, hand1=[SLASH], hand0=[R.MOTIVE], turn_player=1, dist=3)
    play_card(st, SLASH)
    assert ("react", uid(st, R.MOTIVE, 0)) in options(st)
    react(st, R.MOTIVE)
    assert tokens(st) == {"life": (10, 10), "aura": (3, 3), "flare": (0, 0), "dist": 2, "shadow": 1}
    assert st.decision.kind == "main" and st.decision.player == 1
    now = setup(LATEST, megami1=YS, hand1=[SLASH], hand0=[R.MOTIVE], turn_player=1, dist=3)
    play_card(now, SLASH)
    assert now.decision.kind == "damage"  # no Reaction offered: straight to the damage choice


@pytest.mark.rule("MR 20-4")
def test_motive_na_s7_declared_through_falsehood_reads_the_season_text():
    """MR 20-4: a Saine card played as a Falsehood declaring 魚吊り resolves the na-s7 text (Distance -> Shadow)
    and, unrefuted and face down, goes to the discard pile."""
    st = setup("na-s7", hand0=[SWING], dist=5)
    assert ("rule", "falsehood", uid(st, SWING), R.MOTIVE) in options(st)
    answer(st, ("rule", "falsehood", uid(st, SWING), R.MOTIVE))
    answer(st, "accept")
    assert tokens(st) == {"life": (10, 10), "aura": (3, 3), "flare": (0, 0), "dist": 4, "shadow": 1}
    assert zone_ids(st, 0, DISCARD) == [SWING] and zone_ids(st, 0, AUX8) == []


@pytest.mark.card("22-renri-o-n-6@na-s9")
def test_motive_na_s9_same_effect_as_today_also_as_a_reaction():
    """na-s8-2 … na-s10 (same effect as today: Distance -> your Flare 1), here played as the Reaction it was."""
    assert card_def(get_catalogue().card(R.MOTIVE, "na-s9")).script is SCRIPTS[R.MOTIVE]
    st = setup("na-s9", megami1=YS, hand1=[SLASH], hand0=[R.MOTIVE], turn_player=1, dist=3)
    play_card(st, SLASH)
    react(st, R.MOTIVE)
    assert tokens(st) == {"life": (10, 10), "aura": (3, 3), "flare": (1, 0), "dist": 2, "shadow": 0}
    assert st.decision.kind == "main" and st.decision.player == 1  # Slash missed at distance 2


@pytest.mark.rule("CR v1.14.1 §20 (Historian Renri)")
def test_historian_renri_divine_gift_reading_is_implemented():
    """神授 (A1) since na-s8-2 plays its own reading (renri_old), not today's script."""
    assert is_implemented("22-renri-a1-n-5", "na-s9")
    assert card_def(get_catalogue().card(R.GIFT, "na-s9")).script is not SCRIPTS[R.GIFT]


def _relics(st, ids):
    """Put the relic cards ``ids`` (built in ＜Extra＞) face down into ＜Relics＞ without recorded events."""
    return set_aside_to(st, ids, R.RELICS)


@pytest.mark.card("22-renri-a1-n-5@na-s8-2")
def test_divine_gift_na_s8_2_used_from_hand_trades_places_with_a_relic():
    """na-s8-2, na-s9: used, 神授 goes on top of the deck and then trades places with a relic (today: no effect)."""
    from sakura_lab.engine.constants import AUX9, DECK

    st = _relics(setup("na-s9", megami0=("renri-a1", "saine"), hand0=[R.GIFT], extra0=[R.WEAPON]), [R.WEAPON])
    play_card(st, R.GIFT)
    assert zone_ids(st, 0, DECK) == [R.WEAPON] and zone_ids(st, 0, AUX9) == [R.GIFT]
    assert zone_ids(st, 0, PLAYED) == [] and st.played_count[0] == 1
    now = _relics(setup(LATEST, megami0=("renri-a1", "saine"), hand0=[R.GIFT], extra0=[R.WEAPON]), [R.WEAPON])
    play_card(now, R.GIFT)
    assert zone_ids(now, 0, PLAYED) == [R.GIFT] and zone_ids(now, 0, AUX9) == [R.WEAPON]


@pytest.mark.card("22-renri-a1-n-5@na-s8-2")
def test_divine_gift_na_s8_2_used_from_the_played_pile_before_a_reshuffle():
    """na-s8-2: just before a reshuffle, 神授 in the played pile may be *used* (a card played this turn)."""
    from sakura_lab.engine.constants import AUX9

    st = _relics(setup("na-s8-2", megami0=("renri-a1", "saine"), played0=[R.GIFT], extra0=[R.WEAPON], start="turn"),
                 [R.WEAPON])
    answer(st, True)  # reshuffle
    assert st.decision.context == "renri_gift"
    answer(st, True)
    assert zone_ids(st, 0, AUX9) == [R.GIFT] and st.played_count[0] == 1
    assert R.WEAPON in zone_ids(st, 0, 0) + zone_ids(st, 0, 1)  # reshuffled into the deck (and drawn)
