"""Honoka's older readings (issue 17, ``sakura_lab.cards.honoka_old``): Destructive Spirit Rite as na-s7 and as
na-s7-2 .. na-s9 printed it, each against the latest season's result on the same position. Player 0 hosts
Honoka."""
from __future__ import annotations

import pytest

from sakura_lab.cards import honoka as H
from sakura_lab.engine.constants import DECK, DISCARD, EXTRA, HAND, PLAYED, SPECIAL, UNUSED
from sakura_lab.testing import answer, end_main, options, play_card, react, scenario, tokens, zone_ids

DESTRUCTIVE, OUKA = H.DESTRUCTIVE, H.OUKA  # attack 5 3/2
TURBO = "11-thallya-o-n-7"  # Thallya's Normal Reaction: Combust; Maneuver
ALPHA = "11-thallya-o-s-1"  # a Special of hers
HK = ("honoka", "korunu")
TH = ("thallya", "korunu")


def may(st, context, yes):
    assert st.decision.kind == "may" and st.decision.context == context, st.decision
    answer(st, yes)


# ====================================================================== reading since na-s3
@pytest.mark.card("14-honoka-o-n-1-ex2@na-s7", "11-thallya-o-n-7")
def test_destructive_s3_unavoidable_and_may_be_reacted_to():
    """na-s7: a Normal Reaction may answer it (here a backward Maneuver to Distance 6); Unavoidable, it still
    hits; then the Bloom into Ouka, without a Life gain. The latest reading forbids Normal Reactions."""
    st = scenario(season="na-s7", megami0=HK, megami1=TH, hand0=[DESTRUCTIVE], extra0=[OUKA], hand1=[TURBO],
                  dist=5, shadow=2, life=(8, 10))
    play_card(st, DESTRUCTIVE)
    assert st.decision.kind == "react"
    react(st, TURBO)
    answer(st, "backward")
    assert st.distance == 6
    answer(st, "life")
    assert tokens(st)["life"] == (8, 8)
    may(st, "bloom", True)
    may(st, "bloom_bottom", True)
    assert zone_ids(st, 0, EXTRA) == [DESTRUCTIVE] and zone_ids(st, 0, DECK) == [OUKA]
    assert tokens(st)["life"] == (8, 8) and tokens(st)["shadow"] == 2  # no Life from Shadow
    st = scenario(megami0=HK, megami1=TH, hand0=[DESTRUCTIVE], extra0=[OUKA], hand1=[TURBO], dist=5)
    play_card(st, DESTRUCTIVE)
    assert st.decision.kind == "damage"  # no reaction window for the Normal card


# ====================================================================== reading since na-s7-2
@pytest.mark.card("14-honoka-o-n-1-ex2@na-s7-2")
def test_destructive_s7_2_no_reactions_and_life_without_bloom():
    """na-s7-2: No Reactions at all (not even the opponent's Special Reaction); After Attack Shadow -> your Life
    1 every time, then the optional Bloom (declined here). The latest reading heals only when it blooms."""
    st = scenario(season="na-s7-2", megami0=HK, megami1=TH, hand0=[DESTRUCTIVE], extra0=[OUKA], hand1=[TURBO],
                  specials1=[ALPHA], flare=(0, 5), dist=5, shadow=2, life=(8, 10))
    play_card(st, DESTRUCTIVE)
    assert st.decision.kind == "damage"
    answer(st, "aura")
    assert tokens(st)["life"] == (9, 10) and tokens(st)["aura"] == (3, 0)
    may(st, "bloom", False)
    assert zone_ids(st, 0, PLAYED) == [DESTRUCTIVE] and zone_ids(st, 0, EXTRA) == [OUKA]
    st = scenario(megami0=HK, megami1=TH, hand0=[DESTRUCTIVE], extra0=[OUKA], dist=5, shadow=2, life=(8, 10))
    play_card(st, DESTRUCTIVE)
    answer(st, "aura")
    may(st, "bloom", False)
    assert tokens(st)["life"] == (8, 10)


@pytest.mark.card("14-honoka-o-n-1-ex2@na-s9")
def test_destructive_s7_2_bloom_after_the_life():
    st = scenario(season="na-s9", megami0=HK, megami1=TH, hand0=[DESTRUCTIVE], extra0=[OUKA], dist=5, shadow=2,
                  life=(8, 10))
    play_card(st, DESTRUCTIVE)
    answer(st, "life")
    assert tokens(st)["life"] == (9, 8)
    may(st, "bloom", True)
    may(st, "bloom_bottom", False)
    assert tokens(st)["life"] == (9, 8) and OUKA in zone_ids(st, 0, PLAYED) + zone_ids(st, 0, HAND)
    assert "end" in [o[0] for o in options(st)]


# ====================================================================== na-s3 readings
PETAL_STORM, DICTATE, FLOWERS, NEW_CURTAIN, SEASONS = H.PETAL_STORM, H.DICTATE, H.FLOWERS, H.NEW_CURTAIN, H.SEASONS
DARK_PULSE = "13-utsuro-o-n-2"  # 4-7 1/2; Aura taken: one card of the opponent's hand to their played pile
STUNT = "11-thallya-o-n-5"  # the opponent flinches; Aura -> Flare 2
WALL = "13-utsuro-o-n-6"  # an Utsuro card to hold in hand
PRESSURE = "13-utsuro-o-n-4"
HU = ("honoka", "utsuro")  # both in na-s3
UT = ("utsuro", "thallya")


@pytest.mark.card("14-honoka-o-n-2@na-s3")
def test_petal_storm_s3_distance_or_shadow():
    """na-s3 (range 1-5): the opponent chooses Distance -> Shadow 1 or Shadow -> Distance 1; the latest reading
    offers Distance -> Honoka's Aura or their Aura -> Distance."""
    st = scenario(season="na-s3", megami0=HU, megami1=UT, hand0=[PETAL_STORM], dist=2, shadow=1)
    play_card(st, PETAL_STORM)
    answer(st, "aura")
    assert st.decision.player == 1 and options(st) == ("dist_to_shadow", "shadow_to_dist")
    answer(st, "dist_to_shadow")
    assert tokens(st)["dist"] == 1 and tokens(st)["shadow"] == 4 and tokens(st)["aura"] == (3, 1)
    st = scenario(season="na-s4", megami0=HU, megami1=UT, hand0=[PETAL_STORM], dist=2, shadow=1)
    play_card(st, PETAL_STORM)
    answer(st, "life")
    answer(st, "shadow_to_dist")
    assert tokens(st)["dist"] == 3 and tokens(st)["shadow"] == 0 and tokens(st)["life"] == (10, 9)
    st = scenario(megami0=HU, megami1=UT, hand0=[PETAL_STORM], dist=3)
    play_card(st, PETAL_STORM)
    answer(st, "aura")
    assert options(st) == ("dist_to_aura", "opp_aura_to_dist")


@pytest.mark.card("14-honoka-o-n-6@na-s3", "13-utsuro-o-n-2", "11-thallya-o-n-5")
def test_shimmering_barrier_s3_keeps_the_hand_and_the_flinch_off():
    """On the opponent's turn: Dark Pulse taken on Aura cannot put Honoka's hand card into her played pile, and
    Stunt does not flinch her. The latest reading of the slot (Dictate) protects nothing."""
    for season, kept in (("na-s3", True), (None, False)):
        st = scenario(season=season, megami0=HU, megami1=UT, enh0=[(DICTATE, 4)], hand0=[WALL],
                      hand1=[DARK_PULSE, STUNT], turn_player=1, dist=5, aura=(3, 3))
        play_card(st, STUNT, 1)
        assert st.flinch[0] is (not kept)
        play_card(st, DARK_PULSE, 1)
        if st.decision.kind == "react":
            react(st, None)
        answer(st, "aura")
        if st.decision.kind == "card":
            answer(st, st.find(WALL, 0))
        assert zone_ids(st, 0, HAND) == ([WALL] if kept else [])
        assert zone_ids(st, 0, PLAYED) == ([] if kept else [WALL])


@pytest.mark.card("14-honoka-o-n-6@na-s3")
def test_shimmering_barrier_s3_own_turn_discard_and_disenchant_vigor():
    """On its owner's turn a hand card may pay a basic action as usual; Disenchant (its last token taken at the
    start phase): +1 vigor."""
    st = scenario(season="na-s3", megami0=HU, megami1=UT, enh0=[(DICTATE, 1)], deck0=[WALL, PRESSURE, STUNT],
                  vigor=(0, 1), start="turn")
    if st.decision.kind == "reshuffle":
        answer(st, False)
    assert st.vigor[0] == 2 and zone_ids(st, 0, PLAYED) == [DICTATE]  # +1 start phase, +1 Disenchant
    answer(st, ("basic", "focus"))
    answer(st, ("card", st.find(WALL, 0)))
    assert zone_ids(st, 0, DISCARD) == [WALL]


@pytest.mark.card("14-honoka-o-s-1-ex1@na-s3", "14-honoka-o-s-1-ex2")
def test_flowers_s3_end_phase_two_aura_tokens_bloom_at_exactly_5():
    """Devoted: at the end phase up to 2 Aura tokens go on it; at exactly 5 they go to the Flare and it blooms
    into And So Begins..., unused. The latest reading Recovers instead (its choice replaces the Recover)."""
    st = scenario(season="na-s3", megami0=HU, megami1=UT, devoted0=[(FLOWERS, 3)], extra0=[NEW_CURTAIN],
                  aura=(3, 3))
    end_main(st)
    assert st.decision.context == "flowers_s3" and options(st) == (0, 1, 2)
    answer(st, 2)
    assert tokens(st)["flare"] == (5, 0) and tokens(st)["aura"] == (1, 3)
    assert st.loc[st.find(NEW_CURTAIN, 0)] == SPECIAL and st.cstate[st.find(NEW_CURTAIN, 0)] == UNUSED
    assert st.loc[st.find(FLOWERS, 0)] == EXTRA
    st = scenario(megami0=HU, megami1=UT, devoted0=[(FLOWERS, 3)], extra0=[NEW_CURTAIN], aura=(3, 3), shadow=1)
    end_main(st)
    assert st.decision.context == "flowers_bloom"


@pytest.mark.card("14-honoka-o-s-1-ex1@na-s4")
def test_flowers_s3_more_than_5_never_blooms():
    st = scenario(season="na-s4", megami0=HU, megami1=UT, devoted0=[(FLOWERS, 4)], extra0=[NEW_CURTAIN],
                  aura=(3, 3))
    end_main(st)
    answer(st, 2)
    u = st.find(FLOWERS, 0)
    assert st.card_tokens(u) == 6 and st.loc[u] == SPECIAL and tokens(st)["flare"] == (0, 0)
    assert st.loc[st.find(NEW_CURTAIN, 0)] == EXTRA


@pytest.mark.card("14-honoka-o-s-3@na-s3")
def test_seasons_s3_deck_face_down_then_four_on_top():
    """na-s3 (Cost 2): the whole deck goes face down; up to 4 cards of the discard and played piles go on top
    (the last chosen on top). The latest reading keeps the deck and has other choices."""
    st = scenario(season="na-s3", megami0=HU, megami1=UT, specials0=[SEASONS], deck0=[WALL, PRESSURE],
                  discard0=[STUNT], played0=[DARK_PULSE], flare=(2, 0))
    play_card(st, SEASONS)
    assert sorted(zone_ids(st, 0, DISCARD)) == sorted([WALL, PRESSURE, STUNT]) and zone_ids(st, 0, DECK) == []
    assert st.decision.context == "seasons_to_top"
    answer(st, st.find(STUNT, 0))
    answer(st, st.find(DARK_PULSE, 0))
    answer(st, "stop")
    assert zone_ids(st, 0, DECK) == [DARK_PULSE, STUNT] and sorted(zone_ids(st, 0, DISCARD)) == sorted([WALL, PRESSURE])
    assert zone_ids(st, 0, PLAYED) == [] and tokens(st)["flare"] == (0, 0)
    st = scenario(megami0=HU, megami1=UT, specials0=[SEASONS], deck0=[WALL, PRESSURE], discard0=[STUNT],
                  played0=[DARK_PULSE], flare=(2, 0))
    play_card(st, SEASONS)
    assert zone_ids(st, 0, DECK)[:2] == [WALL, PRESSURE]


@pytest.mark.card("14-honoka-o-n-6@na-s3", "14-honoka-o-n-5")
def test_shimmering_barrier_s3_charm_cannot_discard_so_cancels_nothing():
    """On the opponent's turn the Barrier keeps Honoka's hand card out of her discard pile, so Charm of Blossoms'
    "discard; if you do, cancel" cancels nothing: the Dark Pulse hits."""
    charm = H.CHARM
    st = scenario(season="na-s3", megami0=HU, megami1=UT, enh0=[(DICTATE, 4)], hand0=[charm, WALL],
                  hand1=[DARK_PULSE], turn_player=1, dist=5, aura=(3, 3))
    play_card(st, DARK_PULSE, 1)
    react(st, charm)
    answer(st, st.find(WALL, 0))
    assert zone_ids(st, 0, HAND) == [WALL] and zone_ids(st, 0, PLAYED) == [charm]
    assert st.decision.kind == "damage"  # not cancelled
