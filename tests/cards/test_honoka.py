"""Honoka (original) and Sakuraist Honoka (A1): one or more tests per card id (extra cards included), the
additional rules of megami-rules.en.md section 12 (MR 12-1: extra cards set up in ＜Extra＞) and the core
exchange CR 10-25 that every Bloom uses, and interactions with other megami. Player 0 hosts Honoka unless
stated."""
from __future__ import annotations

import pytest

from sakura_lab.cards import honoka as H
from sakura_lab.engine import api as S
from sakura_lab.engine.constants import (
    CARD_BASE,
    DECK,
    DEVOTED,
    DISCARD,
    ENHANCE,
    EXTRA,
    HAND,
    MODE_FULLPOWER,
    OUT,
    PLAYED,
    SPECIAL,
    UNUSED,
)
from sakura_lab.testing import (
    answer,
    can_play_now,
    end_main,
    options,
    pass_until,
    play_card,
    react,
    scenario,
    tokens,
    uid,
    zone_ids,
)

HK = ("honoka", "yurina")
HK_A1 = ("honoka-a1", "yurina")
SLASH = "01-yurina-o-n-1"  # Yurina 3-4 3/1, no text
BRANDISH = "01-yurina-o-n-2"  # Yurina 4 2/2
ORIGINAL_EXTRA = [H.GUARDIAN, H.DESTRUCTIVE, H.OUKA, H.REBIRTH, H.FAINT_SPARK, H.FLOWERS, H.NEW_CURTAIN]
A1_EXTRA = [H.HANDS, H.REBIRTH, H.FAINT_SPARK, H.GUIDED_PATH, H.TURNING, H.BLINDED, H.TREMBLING, H.EMPTY_TRAILS]


def setup(**kw):
    kw.setdefault("megami0", HK)
    return scenario(**kw)


def dmg(st, choice):
    d = st.decision
    assert d is not None and d.kind == "damage", d
    answer(st, choice)


def may(st, context, yes):
    d = st.decision
    assert d is not None and d.kind == "may" and d.context == context, d
    answer(st, yes)


def main_of(st, p=0):
    d = st.decision
    assert d is not None and d.kind == "main" and d.player == p, d


# ====================================================================== MR 12-1 and CR 10-25
@pytest.mark.rule("MR 12-1")
def test_mr_12_1_extra_cards_set_up_per_form():
    """MR 12-1: a player hosting Honoka starts with her seven extra cards face up in ＜Extra＞; a player
    hosting Sakuraist Honoka starts with the A1 list instead (Rebirth and Faint Spark in both)."""
    import random

    from sakura_lab.deckgen import random_deck
    from sakura_lab.game import new_state

    r = random.Random(3)
    st = new_state(1, (random_deck(("honoka", "yurina"), r), random_deck(("honoka-a1", "saine"), r)))
    assert sorted(zone_ids(st, 0, EXTRA)) == sorted(ORIGINAL_EXTRA)
    assert sorted(zone_ids(st, 1, EXTRA)) == sorted(A1_EXTRA)


@pytest.mark.card("14-honoka-o-n-1")
def test_cr_10_25_no_exchange_when_target_not_in_extra():
    """CR 10-25: T not in ＜Extra＞ -> no exchange (and no Bloom question)."""
    st = setup(hand0=[H.SPIRIT_RITE], dist=5)
    play_card(st, H.SPIRIT_RITE)
    dmg(st, "aura")
    main_of(st)
    assert zone_ids(st, 0, PLAYED) == [H.SPIRIT_RITE]
    assert tokens(st)["aura"] == (3, 2)


# ====================================================================== Honoka (original)
@pytest.mark.card("14-honoka-o-n-1")
def test_spirit_rite_blooms_into_guardian_on_the_deck_bottom():
    st = setup(hand0=[H.SPIRIT_RITE], hand1=[H.CHARM], deck0=[SLASH], extra0=[H.GUARDIAN, H.DESTRUCTIVE],
               dist=8, megami1=("honoka", "saine"))
    play_card(st, H.SPIRIT_RITE)  # No Reactions: the opponent's Charm is not offered
    dmg(st, "life")
    may(st, "bloom", True)
    may(st, "bloom_bottom", True)
    main_of(st)
    assert zone_ids(st, 0, EXTRA) == [H.DESTRUCTIVE, H.SPIRIT_RITE]
    assert zone_ids(st, 0, DECK) == [SLASH, H.GUARDIAN]
    assert zone_ids(st, 0, PLAYED) == []
    assert tokens(st) == {"life": (10, 9), "aura": (3, 3), "flare": (0, 1), "dist": 8, "shadow": 0}
    assert st.mstats["honoka_bloom"] == [1, 0]


@pytest.mark.card("14-honoka-o-n-1")
def test_spirit_rite_bloom_declined_stays_in_played_pile():
    st = setup(hand0=[H.SPIRIT_RITE], extra0=[H.GUARDIAN], dist=2)
    play_card(st, H.SPIRIT_RITE)
    dmg(st, "aura")
    may(st, "bloom", False)
    main_of(st)
    assert zone_ids(st, 0, PLAYED) == [H.SPIRIT_RITE]
    assert zone_ids(st, 0, EXTRA) == [H.GUARDIAN]


@pytest.mark.card("14-honoka-o-n-1-ex1", "01-yurina-o-n-1")
def test_guardian_spirit_rite_as_reaction_recovers_and_blooms():
    st = scenario(megami0=("yurina", "saine"), megami1=HK, hand0=[SLASH], hand1=[H.GUARDIAN],
                  extra1=[H.DESTRUCTIVE], dist=3, shadow=2, aura=(3, 2))
    play_card(st, SLASH)
    react(st, H.GUARDIAN)  # 2-3 2/1 against player 0
    dmg(st, "aura")  # player 0 takes 2 on Aura
    may(st, "bloom", True)
    may(st, "bloom_bottom", False)
    dmg(st, "aura")  # Slash 3/1 on player 1's Aura (3 after Guardian's recovery)
    main_of(st)
    assert zone_ids(st, 1, PLAYED) == [H.DESTRUCTIVE]
    assert zone_ids(st, 1, EXTRA) == [H.GUARDIAN]
    assert tokens(st) == {"life": (10, 10), "aura": (1, 0), "flare": (0, 0), "dist": 3, "shadow": 6}


@pytest.mark.card("14-honoka-o-n-1-ex2")
def test_destructive_spirit_rite_blooms_into_ouka_and_heals():
    st = setup(hand0=[H.DESTRUCTIVE], hand1=[H.CHARM], specials1=[H.SEASONS], flare=(0, 1),
               extra0=[H.OUKA], dist=5, shadow=1, life=(8, 10), megami1=("honoka", "saine"))
    play_card(st, H.DESTRUCTIVE)
    d = st.decision  # No Reactions (Normal): only the Special reaction is offered
    assert d.kind == "react" and d.options == (("pass",), ("react", uid(st, H.SEASONS, 1)))
    react(st, None)
    dmg(st, "aura")
    may(st, "bloom", True)
    may(st, "bloom_bottom", False)
    main_of(st)
    assert zone_ids(st, 0, PLAYED) == [H.OUKA]
    assert zone_ids(st, 0, EXTRA) == [H.DESTRUCTIVE]
    assert tokens(st) == {"life": (9, 10), "aura": (3, 0), "flare": (0, 1), "dist": 5, "shadow": 3}


@pytest.mark.card("14-honoka-o-n-1-ex3")
def test_ouka_full_power_attack_recovers_two():
    st = setup(hand0=[H.OUKA], hand1=[H.CHARM], dist=4, shadow=2, aura=(1, 5), megami1=("honoka", "saine"))
    assert not can_play_now(st, H.OUKA)  # Throughout: full power only
    play_card(st, H.OUKA, fullpower=True)
    dmg(st, "aura")
    assert tokens(st) == {"life": (10, 10), "aura": (3, 1), "flare": (0, 0), "dist": 4, "shadow": 4}
    assert zone_ids(st, 0, PLAYED) == [H.OUKA]


@pytest.mark.card("14-honoka-o-n-2")
def test_petal_storm_opponent_chooses_distance_to_honoka_aura():
    st = setup(hand0=[H.PETAL_STORM], dist=4)
    play_card(st, H.PETAL_STORM)
    dmg(st, "aura")
    d = st.decision
    assert d.kind == "choose" and d.player == 1
    answer(st, "dist_to_aura")
    main_of(st)
    assert tokens(st) == {"life": (10, 10), "aura": (4, 1), "flare": (0, 0), "dist": 3, "shadow": 2}


@pytest.mark.card("14-honoka-o-n-2")
def test_petal_storm_opponent_chooses_own_aura_to_distance():
    st = setup(hand0=[H.PETAL_STORM], dist=4)
    play_card(st, H.PETAL_STORM)
    dmg(st, "life")
    answer(st, "opp_aura_to_dist")
    main_of(st)
    assert tokens(st) == {"life": (10, 9), "aura": (3, 2), "flare": (0, 1), "dist": 5, "shadow": 0}


@pytest.mark.card("14-honoka-o-n-3")
def test_resonant_flag_draw_bottom_and_self_bottom():
    st = setup(hand0=[H.RESONANT_FLAG, SLASH], deck0=[BRANDISH, H.CHARM], dist=9)
    play_card(st, H.RESONANT_FLAG, fullpower=True)
    dmg(st, "aura")
    may(st, "flag_draw", True)
    assert st.decision.kind == "card" and st.decision.context == "flag_hand_bottom"
    answer(st, uid(st, SLASH, 0))
    may(st, "flag_self_bottom", True)
    assert zone_ids(st, 0, HAND) == [BRANDISH]
    assert zone_ids(st, 0, DECK) == [H.CHARM, SLASH, H.RESONANT_FLAG]
    assert zone_ids(st, 0, PLAYED) == []
    assert tokens(st)["aura"] == (3, 1)


@pytest.mark.card("14-honoka-o-n-4")
def test_sakura_wings_moves_two_and_turns_into_rebirth():
    st = setup(hand0=[H.WINGS], extra0=[H.REBIRTH], dist=6, shadow=1)
    play_card(st, H.WINGS)
    assert st.decision.kind == "arrow"
    answer(st, ("dist", "shadow"))
    main_of(st)
    assert tokens(st)["dist"] == 4 and tokens(st)["shadow"] == 3
    assert zone_ids(st, 0, PLAYED) == [H.REBIRTH]
    assert zone_ids(st, 0, EXTRA) == [H.WINGS]
    assert st.mstats["honoka_exchange"] == [1, 0]


@pytest.mark.card("14-honoka-o-n-4-ex1")
def test_rebirth_aura_and_flare_then_back_to_wings():
    st = setup(hand0=[H.REBIRTH], extra0=[H.WINGS], shadow=3)
    assert not can_play_now(st, H.REBIRTH)
    play_card(st, H.REBIRTH, fullpower=True)
    pass_until(st, "reshuffle", 1)  # the full-power action ended player 0's main phase
    assert tokens(st) == {"life": (10, 10), "aura": (4, 3), "flare": (1, 0), "dist": 10, "shadow": 1}
    assert zone_ids(st, 0, PLAYED) == [H.WINGS]
    assert zone_ids(st, 0, EXTRA) == [H.REBIRTH]


@pytest.mark.card("14-honoka-o-n-5", "01-yurina-o-n-1")
def test_charm_of_blossoms_discards_to_cancel_and_blooms():
    st = scenario(megami0=("yurina", "saine"), megami1=HK, hand0=[SLASH], hand1=[H.CHARM, H.PETAL_STORM],
                  extra1=[H.FAINT_SPARK], dist=3)
    play_card(st, SLASH)
    react(st, H.CHARM)
    assert st.decision.context == "charm_discard"
    answer(st, uid(st, H.PETAL_STORM, 1))
    may(st, "bloom", True)
    may(st, "bloom_bottom", True)
    main_of(st)  # the attack was cancelled: no damage decision
    assert tokens(st) == {"life": (10, 10), "aura": (3, 3), "flare": (0, 0), "dist": 3, "shadow": 0}
    assert zone_ids(st, 1, DISCARD) == [H.PETAL_STORM]
    assert zone_ids(st, 1, DECK) == [H.FAINT_SPARK]
    assert zone_ids(st, 1, EXTRA) == [H.CHARM]


@pytest.mark.card("14-honoka-o-n-5", "01-yurina-o-n-1")
def test_charm_of_blossoms_without_discard_does_not_cancel():
    st = scenario(megami0=("yurina", "saine"), megami1=HK, hand0=[SLASH], hand1=[H.CHARM, H.PETAL_STORM],
                  dist=3)
    play_card(st, SLASH)
    react(st, H.CHARM)
    answer(st, "stop")
    dmg(st, "life")
    main_of(st)
    assert tokens(st)["life"] == (10, 9)
    assert zone_ids(st, 1, PLAYED) == [H.CHARM]


@pytest.mark.card("14-honoka-o-n-5-ex1")
def test_faint_spark_plain_attack():
    st = setup(hand0=[H.FAINT_SPARK], dist=2)
    play_card(st, H.FAINT_SPARK)
    assert st.decision.context == (1, 1, 2, "attack")
    dmg(st, "life")
    assert tokens(st)["life"] == (10, 8)


@pytest.mark.card("14-honoka-o-n-6")
def test_dictate_attacks_at_end_phase():
    st = setup(enh0=[(H.DICTATE, 2)], hand1=[H.CHARM], dist=5, megami1=("honoka", "saine"))
    end_main(st)
    d = st.decision
    assert d.kind == "damage" and d.context == (1, 1, 1, "attack")  # no reaction window (No Reactions)
    dmg(st, "aura")
    assert tokens(st)["aura"] == (3, 2)


@pytest.mark.card("14-honoka-o-n-7")
def test_tailwind_extends_range_far_by_one():
    st = setup(enh0=[(H.TAILWIND, 2)], hand0=[H.PETAL_STORM], dist=6)
    assert can_play_now(st, H.PETAL_STORM)  # 3-5 becomes 3-6
    play_card(st, H.PETAL_STORM)
    dmg(st, "aura")
    answer(st, "opp_aura_to_dist")
    assert tokens(st)["aura"] == (3, 0) and tokens(st)["dist"] == 7


@pytest.mark.card_idle("14-honoka-o-n-2")
def test_without_tailwind_petal_storm_is_out_of_range():
    st = setup(hand0=[H.PETAL_STORM], dist=6)
    assert not can_play_now(st, H.PETAL_STORM)


@pytest.mark.card("14-honoka-o-s-1")
def test_feelings_in_your_heart_becomes_flowers_unused():
    """CR 10-25: a Special S In Use exchanged for a Special T: T goes to ＜Special＞ (Devoted), then the Bloom
    makes it unused (CR 10-17); S goes to ＜Extra＞."""
    st = setup(specials0=[H.FEELINGS], extra0=[H.FLOWERS, H.NEW_CURTAIN], flare=(5, 0))
    play_card(st, H.FEELINGS)
    main_of(st)
    f = uid(st, H.FLOWERS, 0)
    assert st.loc[f] == SPECIAL and st.cstate[f] == UNUSED
    assert zone_ids(st, 0, EXTRA) == [H.NEW_CURTAIN, H.FEELINGS]
    assert tokens(st) == {"life": (10, 10), "aura": (3, 3), "flare": (0, 0), "dist": 10, "shadow": 5}
    assert S.can_play(st, 0, f, MODE_FULLPOWER)  # cost 0 (Throughout)


@pytest.mark.card("14-honoka-o-s-1-ex1")
def test_flowers_in_your_hands_recovers_then_devoted():
    st = setup(specials0=[H.FLOWERS], shadow=2, aura=(2, 3))
    play_card(st, H.FLOWERS, fullpower=True)
    pass_until(st, "reshuffle", 1)  # own end phase: the Devoted Recover (no Extra card to bloom into)
    f = uid(st, H.FLOWERS, 0)
    assert st.cstate[f] == DEVOTED
    assert tokens(st)["aura"][0] == 4 and tokens(st)["shadow"] == 0


@pytest.mark.card("14-honoka-o-s-1-ex1", "14-honoka-o-s-1-ex2")
def test_flowers_devoted_bloom_replaces_recover_and_blooms_at_five():
    """CR 10-30 replacement of the basic action Recover (core event ``basic_action``)."""
    st = setup(devoted0=[(H.FLOWERS, 4)], extra0=[H.NEW_CURTAIN], shadow=3, aura=(2, 3), flare=(1, 0))
    st.apply_option(("basic", "recover"))  # paid with the only vigor (no card in hand)
    d = st.decision
    assert d.kind == "choose" and d.context == "flowers_bloom" and d.options == ("recover", "shadow", "aura")
    answer(st, "shadow")
    main_of(st)
    c = uid(st, H.NEW_CURTAIN, 0)
    assert st.loc[c] == SPECIAL and st.cstate[c] == UNUSED
    assert zone_ids(st, 0, EXTRA) == [H.FLOWERS]
    assert st.tok[CARD_BASE + uid(st, H.FLOWERS, 0)] == 0
    assert tokens(st) == {"life": (10, 10), "aura": (2, 3), "flare": (6, 0), "dist": 10, "shadow": 2}
    assert st.vigor[0] == 0
    assert st.mstats["honoka_flowers_token"] == [1, 0] and st.mstats["honoka_bloom"] == [1, 0]


@pytest.mark.card("14-honoka-o-s-1-ex1")
def test_flowers_devoted_recover_may_stay_a_recover():
    st = setup(devoted0=[(H.FLOWERS, 1)], shadow=3, aura=(2, 3))
    st.apply_option(("basic", "recover"))  # paid with the only vigor (no card in hand)
    answer(st, "recover")
    main_of(st)
    assert tokens(st)["aura"] == (3, 3) and tokens(st)["shadow"] == 2
    assert st.tok[CARD_BASE + uid(st, H.FLOWERS, 0)] == 1


@pytest.mark.card("14-honoka-o-s-1-ex2")
def test_new_curtain_end_phase_attack_counts_five_token_zones():
    st = setup(devoted0=[H.NEW_CURTAIN], aura=(5, 5), dist=5, shadow=1)
    assert H.five_token_zones(st) == 3  # two Auras and Distance
    end_main(st)
    d = st.decision
    assert d.kind == "damage" and d.context == (1, 3, 3, "attack")
    dmg(st, "life")
    assert tokens(st)["life"] == (10, 7)


@pytest.mark.card("14-honoka-o-s-2", "14-honoka-o-n-7")
def test_in_the_name_of_this_flag_moves_aura_damage_onto_enhancement():
    st = setup(specials0=[H.FLAG], enh0=[(H.TAILWIND, 1)], flare=(4, 0), dist=5, hand1=[H.CHARM],
               megami1=("honoka", "saine"))
    play_card(st, H.FLAG)
    d = st.decision  # chosen as the card is played, before the opponent's reaction window
    t = uid(st, H.TAILWIND, 0)
    assert d.kind == "card" and d.context == "flag_enhancement" and d.options == ("stop", t)
    answer(st, t)
    react(st, None)
    dmg(st, "aura")
    main_of(st)
    assert st.tok[CARD_BASE + t] == 4
    assert tokens(st) == {"life": (10, 10), "aura": (3, 0), "flare": (0, 0), "dist": 5, "shadow": 4}
    assert st.mstats["honoka_flag_redirect"] == [1, 0]


@pytest.mark.card("14-honoka-o-s-2", "14-honoka-o-n-7")
def test_in_the_name_of_this_flag_moves_life_damage_onto_enhancement():
    st = setup(specials0=[H.FLAG], enh0=[(H.TAILWIND, 1)], flare=(4, 0), dist=5)
    play_card(st, H.FLAG)
    answer(st, uid(st, H.TAILWIND, 0))
    dmg(st, "life")
    assert st.tok[CARD_BASE + uid(st, H.TAILWIND, 0)] == 3
    assert tokens(st) == {"life": (10, 8), "aura": (3, 3), "flare": (0, 0), "dist": 5, "shadow": 4}


@pytest.mark.card("14-honoka-o-s-2", "14-honoka-o-n-7")
def test_in_the_name_of_this_flag_choosing_none_is_a_plain_attack():
    st = setup(specials0=[H.FLAG], enh0=[(H.TAILWIND, 1)], flare=(4, 0), dist=5)
    play_card(st, H.FLAG)
    answer(st, "stop")
    dmg(st, "aura")
    assert st.tok[CARD_BASE + uid(st, H.TAILWIND, 0)] == 1
    assert tokens(st) == {"life": (10, 10), "aura": (3, 0), "flare": (0, 0), "dist": 5, "shadow": 7}


@pytest.mark.card("14-honoka-o-s-2")
def test_in_the_name_of_this_flag_without_enhancement_is_a_plain_attack():
    st = setup(specials0=[H.FLAG], flare=(4, 0), dist=7)
    play_card(st, H.FLAG)
    dmg(st, "life")
    assert tokens(st) == {"life": (10, 8), "aura": (3, 3), "flare": (0, 2), "dist": 7, "shadow": 4}


@pytest.mark.card("14-honoka-o-s-3")
def test_seasons_turn_again_bottom_draw_discard_recover():
    st = setup(specials0=[H.SEASONS], discard0=[SLASH], hand0=[H.CHARM], deck0=[BRANDISH], flare=(1, 0),
               aura=(2, 3))
    play_card(st, H.SEASONS)
    assert st.decision.context == "seasons_bottom"
    answer(st, uid(st, SLASH, 0))
    may(st, "seasons_draw", True)
    assert st.decision.context == "discard"
    answer(st, uid(st, BRANDISH, 0))
    main_of(st)
    assert zone_ids(st, 0, DECK) == [SLASH]
    assert zone_ids(st, 0, HAND) == [H.CHARM]
    assert zone_ids(st, 0, DISCARD) == [BRANDISH]
    assert tokens(st) == {"life": (10, 10), "aura": (3, 3), "flare": (0, 0), "dist": 10, "shadow": 0}
    assert st.cstate[uid(st, H.SEASONS, 0)] == DEVOTED


@pytest.mark.card("14-honoka-o-s-3", "14-honoka-o-n-4")
def test_seasons_turn_again_returns_unused_when_a_card_leaves_extra():
    st = setup(devoted0=[H.SEASONS], hand0=[H.WINGS], extra0=[H.REBIRTH], dist=5)
    play_card(st, H.WINGS)
    answer(st, ("dist", "shadow"))
    may(st, "seasons_return", True)
    main_of(st)
    s = uid(st, H.SEASONS, 0)
    assert st.loc[s] == SPECIAL and st.cstate[s] == UNUSED
    assert zone_ids(st, 0, EXTRA) == [H.WINGS]
    assert st.mstats["honoka_seasons_return"] == [1, 0]


@pytest.mark.card("14-honoka-o-s-4")
def test_heavenly_flowerway_tokens_go_to_aura_then_flare():
    st = setup(enh0=[(H.FLOWERWAY, 3)], aura=(4, 3), deck0=[SLASH, BRANDISH], start="turn")
    pass_until(st, "main")
    f = uid(st, H.FLOWERWAY, 0)
    assert st.tok[CARD_BASE + f] == 2
    assert tokens(st)["aura"] == (5, 3) and tokens(st)["shadow"] == 0
    # a second token leaving it (aura full): to the Flare
    S.move_tokens(st, CARD_BASE + f, S.SHADOW, 1)
    assert tokens(st)["flare"] == (1, 0) and tokens(st)["shadow"] == 0


@pytest.mark.card("14-honoka-o-s-4")
def test_heavenly_flowerway_played_charges_five():
    st = setup(specials0=[H.FLOWERWAY], flare=(2, 0), aura=(3, 3), shadow=5)
    play_card(st, H.FLOWERWAY)
    answer(st, ("aura", 0))
    main_of(st)
    f = uid(st, H.FLOWERWAY, 0)
    assert st.loc[f] == ENHANCE and st.tok[CARD_BASE + f] == 5
    assert tokens(st)["shadow"] == 2


# ====================================================================== Sakuraist Honoka (A1)
@pytest.mark.card("14-honoka-A1-n-1")
def test_brands_of_sakura_recovers_and_turns_into_hands_of_shadow():
    st = setup(megami0=HK_A1, hand0=[H.BRANDS], extra0=[H.HANDS], dist=5, shadow=1)
    play_card(st, H.BRANDS)
    dmg(st, "aura")
    may(st, "bloom_bottom", True)
    main_of(st)
    assert zone_ids(st, 0, DECK) == [H.HANDS]
    assert zone_ids(st, 0, EXTRA) == [H.BRANDS]
    assert tokens(st) == {"life": (10, 10), "aura": (4, 1), "flare": (0, 0), "dist": 5, "shadow": 2}


@pytest.mark.card("14-honoka-A1-n-1-ex1")
def test_hands_of_shadow_aura_taken_discards_a_card_of_their_hand():
    st = setup(megami0=HK_A1, hand0=[H.HANDS], hand1=[SLASH, BRANDISH], extra0=[H.BRANDS], dist=3)
    play_card(st, H.HANDS)
    dmg(st, "aura")
    d = st.decision
    assert d.kind == "card" and d.player == 0 and set(d.options) == {uid(st, SLASH, 1), uid(st, BRANDISH, 1)}
    answer(st, uid(st, BRANDISH, 1))
    may(st, "bloom_bottom", False)
    main_of(st)
    assert zone_ids(st, 1, PLAYED) == [BRANDISH]
    assert zone_ids(st, 1, HAND) == [SLASH]
    assert zone_ids(st, 0, PLAYED) == [H.BRANDS]
    assert tokens(st)["aura"] == (3, 2)


@pytest.mark.card("14-honoka-A1-n-1-ex1")
def test_hands_of_shadow_life_taken_burns_two_flare():
    st = setup(megami0=HK_A1, hand0=[H.HANDS], extra0=[H.BRANDS], dist=4, flare=(0, 3))
    play_card(st, H.HANDS)
    dmg(st, "life")  # 0 damage to Life
    may(st, "bloom_bottom", False)
    assert tokens(st) == {"life": (10, 10), "aura": (3, 3), "flare": (0, 1), "dist": 4, "shadow": 2}


@pytest.mark.card("14-honoka-A1-s-1")
def test_from_slumber_blooms_by_shadow_into_guided_path_at_deck_bottom():
    st = setup(megami0=HK_A1, specials0=[H.SLUMBER], extra0=[H.GUIDED_PATH, H.TURNING], deck0=[SLASH],
               flare=(3, 0), shadow=2)
    play_card(st, H.SLUMBER)
    main_of(st)  # Shadow 2 + 3 (cost) = 5 -> Following the Guided Path
    assert zone_ids(st, 0, DECK) == [SLASH, H.GUIDED_PATH]
    assert zone_ids(st, 0, EXTRA) == [H.TURNING, H.SLUMBER]
    assert tokens(st) == {"life": (10, 10), "aura": (4, 2), "flare": (0, 0), "dist": 10, "shadow": 5}


@pytest.mark.card("14-honoka-A1-s-1")
def test_from_slumber_six_shadow_gives_turning_whither():
    st = setup(megami0=HK_A1, specials0=[H.SLUMBER], extra0=[H.GUIDED_PATH, H.TURNING], flare=(3, 0), shadow=3)
    play_card(st, H.SLUMBER)
    assert zone_ids(st, 0, DECK) == [H.TURNING]
    assert zone_ids(st, 0, EXTRA) == [H.GUIDED_PATH, H.SLUMBER]


@pytest.mark.card("14-honoka-A1-s-1-ex1")
def test_following_the_guided_path_two_different_actions_then_blinded():
    st = setup(megami0=HK_A1, hand0=[H.GUIDED_PATH], extra0=[H.BLINDED, H.TREMBLING], dist=5, shadow=0)
    play_card(st, H.GUIDED_PATH)
    assert st.decision.kind == "basic"
    answer(st, "focus")
    assert "focus" not in options(st)
    answer(st, "backward")
    main_of(st)
    b = uid(st, H.BLINDED, 0)
    assert st.loc[b] == SPECIAL and st.cstate[b] == UNUSED
    assert zone_ids(st, 0, EXTRA) == [H.TREMBLING, H.GUIDED_PATH]
    assert tokens(st) == {"life": (10, 10), "aura": (1, 3), "flare": (1, 0), "dist": 6, "shadow": 0}


@pytest.mark.card("14-honoka-A1-s-1-ex1")
def test_following_the_guided_path_with_shadow_gives_trembling():
    st = setup(megami0=HK_A1, hand0=[H.GUIDED_PATH], extra0=[H.BLINDED, H.TREMBLING], dist=5, shadow=1)
    play_card(st, H.GUIDED_PATH)
    answer(st, "stop")
    t = uid(st, H.TREMBLING, 0)
    assert st.loc[t] == SPECIAL and st.cstate[t] == UNUSED


@pytest.mark.card("14-honoka-A1-s-1-ex2")
def test_turning_whither_opponent_life_to_shadow_then_empty_trails():
    st = setup(megami0=HK_A1, hand0=[H.TURNING], extra0=[H.TREMBLING, H.EMPTY_TRAILS], shadow=11, flare=(0, 2))
    play_card(st, H.TURNING)
    d = st.decision
    assert d.kind == "choose" and d.player == 1 and d.options == ("flare", "life")
    answer(st, "life")
    main_of(st)
    e = uid(st, H.EMPTY_TRAILS, 0)
    assert st.loc[e] == SPECIAL and st.cstate[e] == UNUSED
    assert tokens(st) == {"life": (10, 9), "aura": (3, 3), "flare": (0, 2), "dist": 10, "shadow": 12}


@pytest.mark.card("14-honoka-A1-s-1-ex2")
def test_turning_whither_under_twelve_gives_trembling():
    st = setup(megami0=HK_A1, hand0=[H.TURNING], extra0=[H.TREMBLING, H.EMPTY_TRAILS], shadow=3, flare=(0, 2))
    play_card(st, H.TURNING)
    answer(st, "flare")
    assert tokens(st)["flare"] == (0, 1)
    assert st.loc[uid(st, H.TREMBLING, 0)] == SPECIAL


@pytest.mark.card("14-honoka-A1-s-1-ex3")
def test_blinded_by_flowers_damage_is_its_tokens_and_grows():
    st = setup(megami0=HK_A1, specials0=[(H.BLINDED, 4)], flare=(1, 0), dist=4, shadow=1, aura=(3, 5))
    play_card(st, H.BLINDED)
    d = st.decision
    assert d.kind == "damage" and d.context == (1, 4, 2, "attack")
    assert "overwhelm" in S.attack_values(st, st.attacks[max(st.attacks)]).flags
    dmg(st, "aura")
    b = uid(st, H.BLINDED, 0)
    assert st.tok[CARD_BASE + b] == 5 and st.cstate[b] == DEVOTED
    assert tokens(st) == {"life": (10, 10), "aura": (3, 1), "flare": (0, 0), "dist": 4, "shadow": 5}


@pytest.mark.card("14-honoka-A1-s-1-ex3")
def test_blinded_by_flowers_resurges_when_a_zone_has_five():
    st = setup(megami0=HK_A1, devoted0=[(H.BLINDED, 1)], aura=(5, 3))
    end_main(st)
    pass_until(st, "main", 1)
    b = uid(st, H.BLINDED, 0)
    assert st.cstate[b] == UNUSED and st.tok[CARD_BASE + b] == 1


@pytest.mark.card("14-honoka-A1-s-1-ex3")
def test_blinded_by_flowers_no_resurgence_without_five():
    st = setup(megami0=HK_A1, devoted0=[(H.BLINDED, 1)], aura=(4, 3))
    end_main(st)
    pass_until(st, "main", 1)
    assert st.cstate[uid(st, H.BLINDED, 0)] == DEVOTED


@pytest.mark.card("14-honoka-A1-s-1-ex4")
def test_hand_in_trembling_hand_steals_five_aura():
    st = setup(megami0=HK_A1, specials0=[H.TREMBLING], flare=(5, 0), aura=(0, 5))
    play_card(st, H.TREMBLING)
    main_of(st)
    assert tokens(st) == {"life": (10, 10), "aura": (5, 0), "flare": (0, 0), "dist": 10, "shadow": 5}


@pytest.mark.card("14-honoka-A1-s-1-ex5")
def test_amidst_empty_trails_opponent_loses_next_main_phase():
    st = setup(megami0=HK_A1, specials0=[H.EMPTY_TRAILS], flare=(3, 0), hand1=[SLASH])
    turn = st.turn
    play_card(st, H.EMPTY_TRAILS)
    assert st.loc[uid(st, H.EMPTY_TRAILS, 0)] == OUT
    end_main(st)
    for _ in range(100):
        d = st.decision
        if d.kind == "main":
            break
        st.apply(0)
    assert st.decision.player == 0 and st.turn == turn + 2  # player 1 had no main phase
    assert ("hk_skip_main", 1) not in st.marks
    assert st.mstats["honoka_skip_main"] == [1, 0]


# ====================================================================== interactions with other megami
@pytest.mark.card("14-honoka-o-n-7", "06-yukihi-o-n-1")
def test_interaction_tailwind_extends_yukihi_umbrella_attack():
    """Yukihi's umbrella card (closed 4-6) reaches 7 with Tailwind deployed (MR 4-2-1 with CR 10-3)."""
    st = setup(megami0=("honoka", "yukihi"), enh0=[(H.TAILWIND, 2)], hand0=["06-yukihi-o-n-1"], dist=7)
    assert can_play_now(st, "06-yukihi-o-n-1")
    play_card(st, "06-yukihi-o-n-1")
    dmg(st, "life")
    assert tokens(st)["life"] == (10, 9)


@pytest.mark.card("14-honoka-o-s-3", "09-chikage-o-n-5")
def test_interaction_chikage_poison_leaving_pouch_triggers_seasons():
    """A poison (Chikage, MR 7-4) leaving its owner's ＜Extra＞ counts as "your card moves from Extra"."""
    poison = "09-chikage-o-p-2"
    st = setup(megami0=("honoka", "chikage"), devoted0=[H.SEASONS], hand0=["09-chikage-o-n-5"],
               extra0=[poison])
    play_card(st, "09-chikage-o-n-5")
    may(st, "seasons_return", True)
    main_of(st)
    assert zone_ids(st, 1, HAND) == [poison]
    assert st.cstate[uid(st, H.SEASONS, 0)] == UNUSED


@pytest.mark.card("14-honoka-o-s-2", "02-saine-o-n-7")
def test_interaction_flag_damage_through_saine_wall_lands_on_enhancement():
    """Aura damage absorbed by an aura-like wall (Saine, CR 5-8-3-1) still moves to the chosen enhancement."""
    st = setup(megami0=("honoka", "saine"), specials0=[H.FLAG], enh0=[(H.TAILWIND, 1)], flare=(4, 0), dist=5,
               megami1=("saine", "yurina"), enh1=[("02-saine-o-n-7", 2)], aura=(3, 1))
    play_card(st, H.FLAG)
    answer(st, uid(st, H.TAILWIND, 0))
    dmg(st, "aura")
    while st.decision.kind != "main":
        st.apply(0)
    t = uid(st, H.TAILWIND, 0)
    w = uid(st, "02-saine-o-n-7", 1)
    assert st.tok[CARD_BASE + t] == 4
    assert st.tok[CARD_BASE + w] + tokens(st)["aura"][1] == 0
    assert tokens(st)["shadow"] == 4


@pytest.mark.card("14-honoka-o-s-1-ex1", "14-honoka-o-s-1-ex2", "04-tokoyo-A2-s-3")
def test_interaction_tokoyo_recovers_fill_flowers_and_bloom():
    """Five Recovers made by another megami's Special (Tokoyo A2) are each replaced by the Devoted Bloom
    (CR 10-30); the fifth token makes Flowers bloom into And So Begins... (exchange CR 10-25)."""
    st = setup(megami0=("honoka", "tokoyo-a2"), devoted0=[(H.FLOWERS, 0)], specials0=["04-tokoyo-A2-s-3"],
               extra0=[H.NEW_CURTAIN], shadow=6, flare=(4, 0), aura=(2, 3))
    play_card(st, "04-tokoyo-A2-s-3")
    for _ in range(5):
        d = st.decision
        assert d.kind == "choose" and d.context == "flowers_bloom"
        answer(st, "shadow")
    main_of(st)
    c = uid(st, H.NEW_CURTAIN, 0)
    assert st.loc[c] == SPECIAL and st.cstate[c] == UNUSED
    assert zone_ids(st, 0, EXTRA) == [H.FLOWERS]
    assert tokens(st)["flare"] == (5, 0) and tokens(st)["aura"] == (2, 3)
