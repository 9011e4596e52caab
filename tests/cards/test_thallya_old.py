"""Thallya's older readings (issue 17, ``sakura_lab.cards.thallya_old``): each test plays the card as the season
printed it and, where the effect differs, shows the latest season's other result on the same position.
Player 0 hosts Thallya; ``art(st, p)`` = (Machine, Burned, Distance +1, Distance -1) Artificial tokens."""
from __future__ import annotations

import pytest

from sakura_lab.cards import thallya as TH
from sakura_lab.cards.catalogue import LATEST_SEASON
from sakura_lab.engine.constants import DECK, DEVOTED, DISCARD, EXTRA, HAND, PLAYED
from sakura_lab.engine.state import Ctx
from sakura_lab.testing import (
    answer,
    can_play_now,
    inject,
    options,
    play_card,
    react,
    scenario,
    tokens,
    uid,
    zone_ids,
)

CANNON = "11-thallya-o-n-4"
MASTERPIECE = "11-thallya-o-s-3"
WAVING = "11-thallya-o-n-2"
TURBO = "11-thallya-o-n-7"  # Combust; Maneuver
YAKSHA = "transform-01"  # Beta-Edge: attack 2,4,6,8 2/1, after: Maneuver
TH_O = ("thallya", "korunu")
OPP = ("hatsumi", "korunu")
art = TH.art


def set_art(st, machine, burned=0, plus=0, minus=0, p=0):
    assert machine + burned + plus + minus == 5
    st.marks[("thallya_art", p)] = (machine, burned, plus, minus)
    inject(st, (), Ctx(st.turn_player))


# ====================================================================== Steam Cannon (reading since na-s2)
@pytest.mark.card("11-thallya-o-n-4@na-s7")
def test_steam_cannon_s2_throughout_2_8_3_3_no_bonus_no_recovery():
    """na-s7: a Throughout attack 2-8 3/3 with Combust and nothing else: no range expansion (9 is out of range),
    no +2/+2, no recovery."""
    st = scenario(season="na-s7", megami0=TH_O, megami1=OPP, hand0=[CANNON], dist=9)
    assert not can_play_now(st, CANNON, fullpower=True)
    st = scenario(season="na-s7", megami0=TH_O, megami1=OPP, hand0=[CANNON], dist=8, aura=(3, 5))
    assert not can_play_now(st, CANNON) and can_play_now(st, CANNON, fullpower=True)
    set_art(st, 3, 2)
    play_card(st, CANNON, fullpower=True)
    answer(st, "aura")
    assert tokens(st)["aura"] == (3, 2) and art(st, 0) == (2, 3, 0, 0)
    # the latest reading: a standard play 3-7 1/1 that recovers 2 burned tokens
    st = scenario(megami0=TH_O, megami1=OPP, hand0=[CANNON], dist=7, aura=(3, 5))
    set_art(st, 3, 2)
    play_card(st, CANNON)
    answer(st, "aura")
    assert tokens(st)["aura"] == (3, 4) and art(st, 0) == (4, 1, 0, 0)


# ====================================================================== Thallya's Masterpiece (since na-s3)
@pytest.mark.card("11-thallya-o-s-3@na-s7", "11-thallya-o-n-7")
def test_masterpiece_s3_used_then_maneuver_gives_shadow_distance_arrow():
    """na-s7: a Special Action (Cost 1) with no effect of its own; Devoted, your Maneuver that changes the
    Distance lets you move 1 token Shadow <-> Distance."""
    st = scenario(season="na-s7", megami0=TH_O, megami1=OPP, specials0=[MASTERPIECE], hand0=[TURBO], flare=(1, 0),
                  dist=5, shadow=3)
    play_card(st, MASTERPIECE)
    m = uid(st, MASTERPIECE)
    assert st.cstate[m] == DEVOTED and tokens(st)["flare"] == (0, 0) and tokens(st)["shadow"] == 4
    play_card(st, TURBO)
    answer(st, "backward")
    assert st.decision.context == "thallya_masterpiece_s3"
    answer(st, True)
    answer(st, ("shadow", "dist"))
    assert st.distance == 7 and tokens(st)["dist"] == 6 and tokens(st)["shadow"] == 3
    assert art(st, 0) == (3, 1, 1, 0)


@pytest.mark.card("11-thallya-o-s-3@na-s9", "11-thallya-o-n-7")
def test_masterpiece_s3_not_when_the_distance_stays():
    """A Maneuver that changes nothing (backward at Distance 10) does not trigger it; the latest reading (an
    enhancement) has no such Devoted text either way."""
    st = scenario(season="na-s9", megami0=TH_O, megami1=OPP, devoted0=[MASTERPIECE], hand0=[TURBO], dist=5)
    play_card(st, TURBO)
    answer(st, "forward")
    assert st.decision.context == "thallya_masterpiece_s3"
    answer(st, False)
    assert st.distance == 4 and st.decision.kind == "main"
    st = scenario(season="na-s9", megami0=TH_O, megami1=OPP, devoted0=[MASTERPIECE], hand0=[TURBO], dist=10)
    play_card(st, TURBO)
    answer(st, "backward")
    assert st.decision.kind == "main" and st.distance == 10
    st = scenario(megami0=TH_O, megami1=OPP, devoted0=[MASTERPIECE], hand0=[TURBO], dist=5)
    play_card(st, TURBO)
    answer(st, "forward")
    assert st.decision.kind == "main" and st.distance == 4


@pytest.mark.card("11-thallya-o-s-3@na-s8", "transform-01")
def test_masterpiece_s3_not_after_a_basic_action_maneuver():
    """The Maneuver of Beta-Edge (an additional basic action, MR 9-3-1-7) is made by a basic action: no arrow;
    on the opponent's turn neither."""
    st = scenario(season="na-s8", megami0=TH_O, megami1=OPP, devoted0=[MASTERPIECE], extra0=[YAKSHA], dist=6,
                  deck1=[CANNON])
    inject(st, (TH.TransForm(),), Ctx(0))
    assert st.loc[uid(st, YAKSHA)] != EXTRA
    answer(st, ("basic", "Beta-Edge"))  # paid with vigor (no card in hand)
    answer(st, "aura")
    answer(st, "backward")
    assert st.decision.kind == "main" and st.distance == 7 and tokens(st)["dist"] == 6


# ====================================================================== Waving Edge (reading since na-s9-2)
@pytest.mark.card("11-thallya-o-n-2@na-s9-2")
def test_waving_edge_s9_2_range_4_basic_action_then_maneuver():
    """na-s9-2: range 1-4; After Attack up to one basic action, then Maneuver. The latest reading (1-3) cannot
    be played at 4 and goes straight to the Maneuver."""
    st = scenario(season="na-s9-2", megami0=TH_O, megami1=OPP, hand0=[WAVING], dist=4, aura=(3, 5))
    play_card(st, WAVING)
    answer(st, "aura")
    assert st.decision.kind == "basic" and "stop" in options(st)
    answer(st, "forward")
    assert st.decision.context == "maneuver"
    answer(st, "forward")
    assert st.distance == 2 and tokens(st)["aura"] == (4, 2) and art(st, 0) == (3, 1, 0, 1)
    st = scenario(megami0=TH_O, megami1=OPP, hand0=[WAVING], dist=4)
    assert not can_play_now(st, WAVING)
    st = scenario(season=LATEST_SEASON, megami0=TH_O, megami1=OPP, hand0=[WAVING], dist=3, aura=(3, 5))
    play_card(st, WAVING)
    answer(st, "aura")
    assert st.decision.context == "maneuver"


# ====================================================================== Form: ASURA (reading since na-s5)
ASURA = "transform-A1-03"
FORMS_A1 = ["transform-A1-01", "transform-02", ASURA, "transform-A1-04"]
TH_A1 = ("thallya-a1", "korunu")  # all in na-s5
OPP5 = ("utsuro", "mizuki")
WALL, PRESSURE, REAP = "13-utsuro-o-n-6", "13-utsuro-o-n-4", "13-utsuro-o-n-3"


def transform(st, card_id, p=0):
    inject(st, (TH.TransForm(),), Ctx(p))
    if st.decision.kind == "card" and st.decision.context == "transform":
        answer(st, uid(st, card_id, p))


@pytest.mark.card("transform-A1-03@na-s5")
def test_asura_s5_hand_card_and_deck_top_to_played_sigma_drive_at_1():
    """na-s5: the opponent puts a card of their hand into their played pile, then their deck's top card goes
    there; Sigma-Drive reaches Range 1 (1, 3, 5), 3/2, then you flinch; once a turn. The latest reading takes two
    cards of their discard pile and its Sigma-Drive has Range 3, 5 only."""
    st = scenario(season="na-s5", megami0=TH_A1, megami1=OPP5, extra0=FORMS_A1, hand1=[WALL, PRESSURE],
                  deck1=[REAP, WALL], discard1=[PRESSURE], dist=1, vigor=(2, 1))
    transform(st, ASURA)
    assert st.decision.player == 1 and st.decision.context == "asura_hand"
    answer(st, uid(st, PRESSURE, 1))
    assert zone_ids(st, 1, PLAYED) == [PRESSURE, REAP] and zone_ids(st, 1, HAND) == [WALL]
    assert zone_ids(st, 1, DECK) == [WALL] and zone_ids(st, 1, DISCARD) == [PRESSURE]
    answer(st, ("basic", "Sigma-Drive"))  # paid with a vigor (no card in hand)
    react(st, None)
    answer(st, "life")
    assert tokens(st)["life"] == (10, 8) and st.flinch == [True, False] and st.vigor[0] == 1
    assert ("basic", "Sigma-Drive") not in options(st)
    st = scenario(megami0=TH_A1, megami1=OPP5, extra0=FORMS_A1, hand1=[WALL, PRESSURE], deck1=[REAP, WALL],
                  discard1=[PRESSURE], dist=1, vigor=(2, 1))
    transform(st, ASURA)
    assert zone_ids(st, 1, PLAYED) == [PRESSURE] and zone_ids(st, 1, HAND) == [WALL, PRESSURE]  # the one discard
    answer(st, ("basic", "Sigma-Drive"))  # Range 3, 5: the attack at 1 is not made
    assert st.decision.kind == "main" and tokens(st)["life"] == (10, 10) and st.flinch == [False, False]
