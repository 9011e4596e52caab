"""Older readings of Shinra's cards (issue 17): one or more tests per reading, played in a season that prints it."""
from __future__ import annotations

import pytest

from sakura_lab.engine import api as S
from sakura_lab.engine.constants import CARD_BASE, DECK, DISCARD, ENHANCE, HAND, PLAYED, SHADOW
from sakura_lab.engine.dsl import Custom
from sakura_lab.engine.state import Ctx
from sakura_lab.testing import answer, inject, options, play_card, react, scenario, tokens, uid, zone_ids

PROTEST = "07-shinra-o-n-2"  # reaction attack 2-7 1/-
APOSTLE = "07-shinra-A1-n-7"  # Throughout enhancement, charge 2
SLASH = "01-yurina-o-n-1"  # Yurina 3-4 3/1
BRANDISH = "01-yurina-o-n-2"  # Yurina 3 2/2
SHOOT = "03-himika-o-n-1"
BACKSTEP = "03-himika-o-n-5"
MAGNUM = "03-himika-o-n-3"
SMOKE = "03-himika-o-n-7"
RED_BULLET = "03-himika-o-s-1"
SHINRA_P1 = ("shinra", "himika")
SHINRA_A1 = ("shinra-a1", "yurina")


def _protest(season, attack):
    st = scenario(season=season, megami1=SHINRA_P1, hand0=[attack], deck0=[SHOOT], hand1=[PROTEST], dist=3,
                  aura=(3, 5))
    play_card(st, attack)
    assert st.decision.kind == "react"
    react(st, PROTEST)
    return st


@pytest.mark.card("07-shinra-o-n-2@na-s7")
def test_protest_old_cancels_aura_damage_three_or_more():
    """07-shinra-o-n-2 Protest (na-s2 .. na-s9-2): after its 1/- hit, the reacted Slash (Aura damage 3) deals no
    damage; the opponent draws 1."""
    st = _protest("na-s7", SLASH)
    assert st.decision.kind == "main" and st.turn_player == 0
    assert tokens(st)["aura"] == (2, 5) and tokens(st)["life"] == (10, 10)
    assert zone_ids(st, 0, HAND) == [SHOOT] and zone_ids(st, 0, PLAYED) == [SLASH]


@pytest.mark.card("07-shinra-o-n-2@na-s9-2")
def test_protest_old_leaves_smaller_aura_damage():
    """07-shinra-o-n-2 Protest (older): Brandish (Aura damage 2) is not cancelled; today's reading cancels any
    Aura damage that is not "-"."""
    st = _protest("na-s9-2", BRANDISH)
    assert st.decision.kind == "damage" and st.decision.context[:3] == (1, 2, 2)
    answer(st, "aura")
    assert tokens(st)["aura"] == (2, 3) and zone_ids(st, 0, HAND) == [SHOOT]
    st = _protest(None, BRANDISH)
    assert st.decision.kind == "main" and tokens(st)["aura"] == (2, 5)


@pytest.mark.card("07-shinra-A1-n-7@na-s7")
def test_apostle_s4_enacts_plain_unavoidable_attacks():
    """07-shinra-A1-n-7 Apostle (na-s4 .. na-s8): no vigor payment on deploy; Divine: attack 1/3/5 2/2
    Unavoidable without After Attack; then prepare. Today a vigor payment is offered first."""
    st = scenario(season="na-s7", megami0=SHINRA_A1, hand0=[APOSTLE], hand1=[SHOOT], deck1=[MAGNUM, SMOKE],
                  dist=3, aura=(3, 5), vigor=(1, 1))
    play_card(st, APOSTLE, fullpower=True)
    assert st.decision.kind == "damage" and st.decision.context[:3] == (1, 2, 2)
    answer(st, "aura")
    assert st.decision.kind == "choose" and st.decision.context == "plan"  # no After Attack
    assert zone_ids(st, 1, HAND) == [SHOOT] and zone_ids(st, 1, DECK) == [MAGNUM, SMOKE] and st.vigor == [1, 1]
    answer(st, "devious")
    assert st.loc[uid(st, APOSTLE)] == ENHANCE and st.marks[("plan", 0)] == "devious"
    st = scenario(megami0=SHINRA_A1, hand0=[APOSTLE], dist=3, aura=(3, 5), vigor=(1, 1))
    play_card(st, APOSTLE, fullpower=True)
    assert st.decision.kind == "choose" and options(st) == ("no", "pay")


@pytest.mark.card("07-shinra-A1-n-7@na-s8")
def test_apostle_s4_devious_even_ranges():
    """07-shinra-A1-n-7 Apostle (na-s4 .. na-s8), Devious: attack 0/2/4 2/2 Unavoidable, no After Attack."""
    st = scenario(season="na-s8", megami0=SHINRA_A1, hand0=[APOSTLE], deck1=[MAGNUM, SMOKE], dist=2, aura=(3, 5))
    st.marks[("plan", 0)] = "devious"
    play_card(st, APOSTLE, fullpower=True)
    assert st.decision.kind == "damage" and st.decision.context[:3] == (1, 2, 2)
    answer(st, "life")
    assert tokens(st)["life"] == (10, 8) and zone_ids(st, 1, DECK) == [MAGNUM, SMOKE]
    assert st.decision.context == "plan"


@pytest.mark.card("07-shinra-A1-n-7@na-s8-2")
def test_apostle_s8_2_divine_two_cards_to_the_deck_bottom():
    """07-shinra-A1-n-7 Apostle (na-s8-2): may pay 1 vigor to prepare; Divine: attack 0/2/4 2/1 Unavoidable, then
    the opponent puts a hand card and a played- or discard-pile card on their deck bottom, in their order."""
    st = scenario(season="na-s8-2", megami0=SHINRA_A1, hand0=[APOSTLE], hand1=[SHOOT, BACKSTEP], played1=[SMOKE],
                  discard1=[RED_BULLET], deck1=[MAGNUM], dist=2, aura=(3, 5), vigor=(1, 1))
    play_card(st, APOSTLE, fullpower=True)
    assert options(st) == ("no", "pay")
    answer(st, "no")
    assert st.decision.kind == "damage" and st.decision.context[:3] == (1, 2, 1)
    answer(st, "aura")
    assert st.decision.player == 1 and set(options(st)) == {uid(st, SHOOT), uid(st, BACKSTEP)}
    answer(st, uid(st, BACKSTEP))
    assert st.decision.player == 1 and set(options(st)) == {uid(st, SMOKE), uid(st, RED_BULLET)}
    answer(st, uid(st, SMOKE))
    assert st.decision.player == 1 and set(options(st)) == {uid(st, SMOKE), uid(st, BACKSTEP)}
    answer(st, uid(st, SMOKE))  # Smoke to the very bottom, Backstep above it
    assert zone_ids(st, 1, DECK) == [MAGNUM, BACKSTEP, SMOKE]
    assert zone_ids(st, 1, HAND) == [SHOOT] and zone_ids(st, 1, DISCARD) == [RED_BULLET]
    assert st.decision.context == "plan"


@pytest.mark.card("07-shinra-A1-n-7@na-s8-2")
def test_apostle_s8_2_devious_odd_ranges_and_mill():
    """07-shinra-A1-n-7 Apostle (na-s8-2), Devious: attack 1/3/5 2/2 Unavoidable, then the opponent's top card goes
    to their played pile and the next to their discard pile (today's Devious has the even ranges)."""
    st = scenario(season="na-s8-2", megami0=SHINRA_A1, hand0=[APOSTLE], deck1=[MAGNUM, SMOKE, SHOOT], dist=3,
                  aura=(3, 5), vigor=(0, 1))
    st.marks[("plan", 0)] = "devious"
    play_card(st, APOSTLE, fullpower=True)
    assert st.decision.kind == "damage" and st.decision.context[:3] == (1, 2, 2)
    answer(st, "aura")
    assert zone_ids(st, 1, PLAYED) == [MAGNUM] and zone_ids(st, 1, DISCARD) == [SMOKE]
    assert zone_ids(st, 1, DECK) == [SHOOT] and st.decision.context == "plan"


# ====================================================================== 壮語 (Eloquence, na-s2)
ELOQUENCE = "07-shinra-o-n-6"
SH = ("shinra", "yurina")
Y3 = "01-yurina-o-n-3"
Y5 = "01-yurina-o-n-5"


def _strip(st, card_id, player=0):
    """Remove every token from an enhancement (it is then disenchanted, CR 5-5-2)."""
    u = uid(st, card_id, player)
    inject(st, [Custom(lambda s, c: S.move_tokens(s, CARD_BASE + u, SHADOW, s.tok[CARD_BASE + u]))], Ctx(player))


def _plan_choice(st, player=0):
    d = st.decision
    assert d is not None and d.kind == "choose" and d.player == player and d.context == "plan", d


@pytest.mark.card("07-shinra-o-n-6@na-s2")
def test_eloquence_s2_devious_hand_down_to_one_and_vigor_zero():
    """07-shinra-o-n-6 Eloquence (na-s2), Devious: the opponent holding 3 cards puts 2 of their choice into their
    played pile (keeping 1), and their vigor becomes 0; no flinch, no draw. Today's Devious needs a hand of 1 or
    less (then flinch, draw 3, 2 to the played pile): with 3 cards nothing happens."""
    st = scenario(season="na-s2", megami0=SH, enh0=[(ELOQUENCE, 1)], hand1=[SLASH, Y3, Y5], vigor=(0, 2))
    st.marks[("plan", 0)] = "devious"
    _strip(st, ELOQUENCE)
    assert st.decision.player == 1 and st.decision.context == "to_played"
    assert set(options(st)) == {uid(st, SLASH, 1), uid(st, Y3, 1), uid(st, Y5, 1)}
    answer(st, uid(st, Y3, 1))
    answer(st, uid(st, SLASH, 1))
    _plan_choice(st)
    answer(st, "divine")
    assert zone_ids(st, 1, HAND) == [Y5] and zone_ids(st, 1, PLAYED) == [Y3, SLASH]
    assert st.vigor == [0, 0] and st.flinch == [False, False] and zone_ids(st, 0, PLAYED) == [ELOQUENCE]
    st = scenario(megami0=SH, enh0=[(ELOQUENCE, 1)], hand1=[SLASH, Y3, Y5], vigor=(0, 2))
    st.marks[("plan", 0)] = "devious"
    _strip(st, ELOQUENCE)
    _plan_choice(st)
    answer(st, "divine")
    assert len(zone_ids(st, 1, HAND)) == 3 and st.vigor == [0, 2]


@pytest.mark.card("07-shinra-o-n-6@na-s2")
def test_eloquence_s2_devious_small_hand_still_loses_vigor():
    """07-shinra-o-n-6 Eloquence (na-s2), Devious: with 1 card in hand the opponent keeps it; the vigor still
    becomes 0."""
    st = scenario(season="na-s2", megami0=SH, enh0=[(ELOQUENCE, 1)], hand1=[SLASH], vigor=(0, 2))
    st.marks[("plan", 0)] = "devious"
    _strip(st, ELOQUENCE)
    _plan_choice(st)
    answer(st, "devious")
    assert zone_ids(st, 1, HAND) == [SLASH] and st.vigor == [0, 0]


@pytest.mark.card("07-shinra-o-n-6@na-s2")
def test_eloquence_s2_divine_vigor_and_back_on_top():
    """07-shinra-o-n-6 Eloquence (na-s2), Divine (as today): +1 vigor and this card on top of your deck."""
    st = scenario(season="na-s2", megami0=SH, enh0=[(ELOQUENCE, 1)], deck0=[Y3], vigor=(0, 1))
    _strip(st, ELOQUENCE)
    _plan_choice(st)
    answer(st, "divine")
    assert st.vigor[0] == 1 and zone_ids(st, 0, DECK) == [ELOQUENCE, Y3] and zone_ids(st, 0, ENHANCE) == []
