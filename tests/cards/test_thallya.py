"""Thallya (original) and Return Thallya (A1), with their TransForm cards: one or more tests per card id, the
additional rules of megami rules section 9 ("MR 9-1" .. "MR 9-9") and interactions with other megami.

Player 0 hosts Thallya unless stated. The Artificial Sakura tokens of a player are read as
``art(st, p) = (Machine, Burned, Distance +1, Distance -1)``; ``set_art`` puts them somewhere and asks the
pending main-phase decision again.
"""
from __future__ import annotations

import random

import pytest

from sakura_lab.cards import thallya as TH
from sakura_lab.deckgen import random_deck
from sakura_lab.engine import api as S
from sakura_lab.engine.constants import (
    AUX3,
    DECK,
    DEVOTED,
    DISCARD,
    ENHANCE,
    EXTRA,
    HAND,
    PLAYED,
    SEAL,
    SPECIAL,
    UNUSED,
)
from sakura_lab.engine.state import Ctx
from sakura_lab.game import SETUP_TOKENS, new_state
from sakura_lab.testing import (
    answer,
    can_play_now,
    end_main,
    inject,
    options,
    pass_until,
    play_card,
    react,
    scenario,
    tokens,
    uid,
    zone_ids,
)

STEAM = "11-thallya-o-n-1"  # Burning Steam 3-5 2/1, after: Maneuver
WAVING = "11-thallya-o-n-2"  # Waving Edge, Combust, 1-3 3/1, after: Maneuver
SHIELD = "11-thallya-o-n-3"  # Shield Charge, Combust, 1 3/2, damage to Distance
CANNON = "11-thallya-o-n-4"  # Steam Cannon, Combust, 3-7 1/1, All-Out +near/far 1, +2/+2
STUNT = "11-thallya-o-n-5"
ROARING = "11-thallya-o-n-6"
TURBO = "11-thallya-o-n-7"
ALPHA = "11-thallya-o-s-1"
OMEGA = "11-thallya-o-s-2"
MASTERPIECE = "11-thallya-o-s-3"
JULIA = "11-thallya-o-s-4"
QUICK = "11-thallya-A1-n-5"
NEO = "11-thallya-A1-s-1"
OMNIS = "11-thallya-A1-s-2"
YAKSHA = "transform-01"
NAGA = "transform-02"
GARUDA = "transform-03"
KINNARI = "transform-A1-01"
ASURA = "transform-A1-03"
DEVA = "transform-A1-04"
FORMS_O = [YAKSHA, NAGA, GARUDA]
FORMS_A1 = [KINNARI, NAGA, ASURA, DEVA]

SLASH = "01-yurina-o-n-1"  # 3-4 3/1, no text
TH_O = ("thallya", "yurina")
TH_A1 = ("thallya-a1", "yurina")
art = TH.art


def set_art(st, machine, burned=0, plus=0, minus=0, p=0):
    """Place ``p``'s Artificial tokens and ask the pending main-phase decision again."""
    assert machine + burned + plus + minus == 5
    st.marks[("thallya_art", p)] = (machine, burned, plus, minus)
    inject(st, (), Ctx(st.turn_player))


def transform(st, card_id, p=0):
    """Let ``p``'s Machine TransForm into ``card_id`` (the rule of MR 9-3, by effect)."""
    inject(st, (TH.TransForm(),), Ctx(p))
    if st.decision.kind == "card" and st.decision.context == "transform":
        answer(st, uid(st, card_id, p))


def finish_attack_pass(st):
    """Answer reaction windows with pass and damage with the first option until the main phase is back."""
    while st.decision.kind != "main":
        d = st.decision
        if d.kind == "react":
            react(st, None)
        else:
            st.apply(0)


# ====================================================================== Burning Steam
@pytest.mark.card("11-thallya-o-n-1")
def test_burning_steam_maneuver_backward():
    """11-thallya-o-n-1: 3-5 2/1; after: Maneuver. Backward: a +1 token in Distance (MR 9-9 2-2)."""
    st = scenario(megami0=TH_O, hand0=[STEAM], dist=4)
    play_card(st, STEAM)
    answer(st, "aura")
    assert st.decision.context == "maneuver" and options(st) == ("forward", "backward")
    answer(st, "backward")
    assert tokens(st) == {"life": (10, 10), "aura": (3, 1), "flare": (0, 0), "dist": 4, "shadow": 2}
    assert art(st, 0) == (4, 0, 1, 0) and st.distance == 5
    assert zone_ids(st, 0, PLAYED) == [STEAM]


@pytest.mark.card("11-thallya-o-n-1")
def test_burning_steam_maneuver_forward():
    """Forward: a -1 token on a sakura token of Distance (MR 9-9 2-1): the Distance is one less."""
    st = scenario(megami0=TH_O, hand0=[STEAM], dist=5)
    play_card(st, STEAM)
    answer(st, "life")
    answer(st, "forward")
    assert tokens(st) == {"life": (10, 9), "aura": (3, 3), "flare": (0, 1), "dist": 5, "shadow": 0}
    assert art(st, 0) == (4, 0, 0, 1) and st.distance == 4


# ====================================================================== Waving Edge
@pytest.mark.card("11-thallya-o-n-2")
def test_waving_edge_combust_and_maneuver():
    """11-thallya-o-n-2: Combust (burn 1, MR 9-8); 1-3 3/1; after: Maneuver."""
    st = scenario(megami0=TH_O, hand0=[WAVING], dist=3)
    play_card(st, WAVING)
    assert art(st, 0) == (4, 1, 0, 0)  # the additional cost is paid on play
    answer(st, "aura")
    answer(st, "forward")
    assert tokens(st) == {"life": (10, 10), "aura": (3, 0), "flare": (0, 0), "dist": 3, "shadow": 3}
    assert art(st, 0) == (3, 1, 0, 1) and st.distance == 2


@pytest.mark.card_idle("11-thallya-o-n-2")
@pytest.mark.rule("MR 9-8")
def test_combust_needs_a_machine_token():
    """MR 9-8: with no Artificial token in the Machine a Combust card cannot be played."""
    st = scenario(megami0=TH_O, hand0=[WAVING], dist=3)
    assert can_play_now(st, WAVING)
    set_art(st, 0, 5)
    assert not can_play_now(st, WAVING) and not can_play_now(st, WAVING, fullpower=True)


# ====================================================================== Shield Charge
@pytest.mark.card("11-thallya-o-n-3")
def test_shield_charge_aura_damage_goes_to_distance():
    """11-thallya-o-n-3: Combust; 1 3/2; its damage moves the tokens to Distance instead of Shadow."""
    st = scenario(megami0=TH_O, hand0=[SHIELD], dist=1)
    play_card(st, SHIELD)
    answer(st, "aura")
    assert tokens(st) == {"life": (10, 10), "aura": (3, 0), "flare": (0, 0), "dist": 4, "shadow": 0}
    assert art(st, 0) == (4, 1, 0, 0) and st.decision.kind == "main"


@pytest.mark.card("11-thallya-o-n-3")
def test_shield_charge_life_damage_goes_to_distance_not_flare():
    st = scenario(megami0=TH_O, hand0=[SHIELD], dist=1)
    play_card(st, SHIELD)
    answer(st, "life")
    assert tokens(st) == {"life": (10, 8), "aura": (3, 3), "flare": (0, 0), "dist": 3, "shadow": 0}


@pytest.mark.card("11-thallya-o-n-3")
@pytest.mark.rule("MR 9-6")
def test_shield_charge_under_minus_tokens():
    """MR 9-6: 5 sakura tokens in Distance under four -1 tokens make Distance 1; the damage adds sakura tokens,
    the -1 tokens stay on theirs."""
    st = scenario(megami0=TH_O, hand0=[SHIELD], dist=5)
    set_art(st, 1, 0, 0, 4)  # one Machine token left to pay Combust
    assert st.distance == 1
    play_card(st, SHIELD)
    answer(st, "aura")
    assert tokens(st)["dist"] == 8 and art(st, 0) == (0, 1, 0, 4) and st.distance == 4


# ====================================================================== Steam Cannon
@pytest.mark.card("11-thallya-o-n-4")
def test_steam_cannon_standard_recovers_two():
    """11-thallya-o-n-4: Combust; 3-7 1/1; after: if not All-Out, recover 2 burned tokens."""
    st = scenario(megami0=TH_O, hand0=[CANNON], dist=5)
    set_art(st, 2, 3)
    play_card(st, CANNON)
    assert art(st, 0) == (1, 4, 0, 0)
    answer(st, "aura")
    assert tokens(st)["aura"] == (3, 2) and art(st, 0) == (3, 2, 0, 0)


@pytest.mark.card("11-thallya-o-n-4")
def test_steam_cannon_all_out():
    """All-Out (full-power action): range 2-8 and 3/3, no recovery."""
    st = scenario(megami0=TH_O, hand0=[CANNON], dist=2)
    assert not can_play_now(st, CANNON) and can_play_now(st, CANNON, fullpower=True)
    set_art(st, 2, 3)
    play_card(st, CANNON, fullpower=True)
    answer(st, "life")
    assert tokens(st) == {"life": (10, 7), "aura": (3, 3), "flare": (0, 3), "dist": 2, "shadow": 0}
    assert art(st, 0) == (1, 4, 0, 0)


# ====================================================================== Stunt
@pytest.mark.card("11-thallya-o-n-5")
def test_stunt():
    """11-thallya-o-n-5: flinch the opponent; 2 tokens from your Aura to your Flare."""
    st = scenario(megami0=TH_O, hand0=[STUNT])
    play_card(st, STUNT)
    assert st.flinch == [False, True]
    assert tokens(st) == {"life": (10, 10), "aura": (1, 3), "flare": (2, 0), "dist": 10, "shadow": 0}


# ====================================================================== Roaring
@pytest.mark.card("11-thallya-o-n-6")
def test_roaring_both_halves():
    """11-thallya-o-n-6: may burn 2 (gain 1 vigor, opponent loses 1, flinches); may pay 2 vigor (recover 3)."""
    st = scenario(megami0=TH_O, hand0=[ROARING], vigor=(1, 1))
    play_card(st, ROARING)
    answer(st, True)
    assert art(st, 0) == (3, 2, 0, 0) and st.vigor == [2, 0] and st.flinch == [False, True]
    answer(st, True)
    assert st.vigor == [0, 0] and art(st, 0) == (5, 0, 0, 0)  # recover 3: only 2 were burned


@pytest.mark.card("11-thallya-o-n-6")
def test_roaring_declined_and_unaffordable():
    st = scenario(megami0=TH_O, hand0=[ROARING], vigor=(1, 1))
    set_art(st, 1, 4)
    play_card(st, ROARING)  # cannot burn 2, has 1 vigor: no question at all
    assert st.decision.kind == "main" and art(st, 0) == (1, 4, 0, 0) and st.vigor == [1, 1]


# ====================================================================== Turbo Switch
@pytest.mark.card("11-thallya-o-n-7")
@pytest.mark.rule("MR 9-6")
def test_turbo_switch_maneuvers_out_of_range():
    """11-thallya-o-n-7: Combust, Reaction: Maneuver. Backward to Distance 5 makes Slash (3-4) miss (MR 9-6:
    the +1 token counts in the current Distance)."""
    st = scenario(megami0=("yurina", "saine"), megami1=TH_O, hand0=[SLASH], hand1=[TURBO], dist=4)
    play_card(st, SLASH)
    react(st, TURBO)
    answer(st, "backward")
    assert art(st, 1) == (3, 1, 1, 0) and st.distance == 5
    assert tokens(st) == {"life": (10, 10), "aura": (3, 3), "flare": (0, 0), "dist": 4, "shadow": 0}
    assert st.decision.kind == "main" and zone_ids(st, 1, PLAYED) == [TURBO]


# ====================================================================== Alpha-Edge
@pytest.mark.card("11-thallya-o-s-1")
def test_alpha_edge_attack():
    """11-thallya-o-s-1: 1,3,5,7 1/1, Cost 1."""
    st = scenario(megami0=TH_O, specials0=[ALPHA], dist=4, flare=(1, 0))
    assert not can_play_now(st, ALPHA)
    set_art(st, 4, 0, 1, 0)  # Distance 5
    play_card(st, ALPHA)
    answer(st, "aura")
    assert tokens(st) == {"life": (10, 10), "aura": (3, 2), "flare": (0, 0), "dist": 4, "shadow": 2}
    assert st.cstate[uid(st, ALPHA)] == DEVOTED


@pytest.mark.card("11-thallya-o-s-1", "11-thallya-o-n-1")
def test_alpha_edge_immediate_resurgence_on_maneuver():
    """Immediate Resurgence: your Maneuver changes the Distance."""
    st = scenario(megami0=TH_O, hand0=[STEAM, STEAM], devoted0=[ALPHA], dist=4)
    a = uid(st, ALPHA)
    play_card(st, STEAM)
    answer(st, "aura")
    answer(st, "backward")
    assert st.cstate[a] == UNUSED and st.loc[a] == SPECIAL


@pytest.mark.card_idle("11-thallya-o-s-1")
@pytest.mark.card("11-thallya-o-n-7")
def test_alpha_edge_stays_devoted_when_maneuver_moves_nothing():
    st = scenario(megami0=TH_O, hand0=[TURBO], devoted0=[ALPHA])
    set_art(st, 1, 4)
    play_card(st, TURBO)  # the Combust cost burns the last Machine token: the Maneuver moves nothing
    assert art(st, 0) == (0, 5, 0, 0) and st.distance == 10
    assert st.cstate[uid(st, ALPHA)] == DEVOTED


# ====================================================================== Omega-Burst
@pytest.mark.card("11-thallya-o-s-2")
def test_omega_burst_cancels_small_attack():
    """11-thallya-o-s-2: recover all burned; cancel the reacted attack if its aura damage is - or <= X."""
    st = scenario(megami0=("yurina", "saine"), megami1=TH_O, hand0=[SLASH], specials1=[OMEGA], dist=4,
                  flare=(0, 4))
    set_art(st, 1, 4, p=1)
    play_card(st, SLASH)
    react(st, OMEGA)
    assert art(st, 1) == (5, 0, 0, 0)
    assert tokens(st) == {"life": (10, 10), "aura": (3, 3), "flare": (0, 0), "dist": 4, "shadow": 4}
    assert st.decision.kind == "main" and zone_ids(st, 0, PLAYED) == [SLASH]


@pytest.mark.card("11-thallya-o-s-2")
def test_omega_burst_too_few_recovered():
    st = scenario(megami0=("yurina", "saine"), megami1=TH_O, hand0=[SLASH], specials1=[OMEGA], dist=4,
                  flare=(0, 4))
    set_art(st, 3, 2, p=1)
    play_card(st, SLASH)
    react(st, OMEGA)  # X = 2 < 3: the attack goes on
    assert art(st, 1) == (5, 0, 0, 0)
    answer(st, "aura")
    assert tokens(st)["aura"] == (3, 0)


# ====================================================================== Thallya's Masterpiece
@pytest.mark.card("11-thallya-o-s-3", "11-thallya-o-n-2")
def test_masterpiece_turns_burning_into_recovery():
    """11-thallya-o-s-3: enhancement (charge 3, cost 2); while in force, burning recovers instead, and without
    burned tokens nothing can be burned."""
    st = scenario(megami0=TH_O, hand0=[WAVING], specials0=[MASTERPIECE], flare=(2, 0), shadow=3, dist=3)
    set_art(st, 3, 2)
    play_card(st, MASTERPIECE)
    answer(st, ("aura", 0))
    m = uid(st, MASTERPIECE)
    assert st.loc[m] == ENHANCE and st.card_tokens(m) == 3 and tokens(st)["flare"] == (0, 0)
    play_card(st, WAVING)
    assert art(st, 0) == (4, 1, 0, 0)
    answer(st, "aura")
    answer(st, "backward")
    assert art(st, 0) == (3, 1, 1, 0)


@pytest.mark.card_idle("11-thallya-o-n-2")
@pytest.mark.rule("MR 9-8")
def test_masterpiece_without_burned_tokens_forbids_combust():
    st = scenario(megami0=TH_O, hand0=[WAVING], enh0=[(MASTERPIECE, 2)], dist=3)
    assert not can_play_now(st, WAVING)
    set_art(st, 4, 1)
    assert can_play_now(st, WAVING)


# ====================================================================== Julia's BlackBox
@pytest.mark.card("11-thallya-o-s-4", "transform-03")
def test_julias_blackbox_transforms_with_empty_machine():
    """11-thallya-o-s-4: full power; with no token in the Machine, TransForm and recover 2."""
    st = scenario(megami0=TH_O, specials0=[JULIA], extra0=FORMS_O, flare=(2, 0), deck0=[SLASH, SLASH, SLASH])
    set_art(st, 0, 3, 1, 1)
    assert not can_play_now(st, JULIA) and can_play_now(st, JULIA, fullpower=True)
    play_card(st, JULIA, fullpower=True)
    assert st.decision.context == "transform"
    answer(st, uid(st, GARUDA))
    assert zone_ids(st, 0, AUX3) == [GARUDA] and zone_ids(st, 0, EXTRA) == [YAKSHA, NAGA]
    assert art(st, 0) == (2, 1, 1, 1) and len(st.zones[0][HAND]) == 2
    assert TH.transform_count(st, 0) == 1 and st.cstate[uid(st, JULIA)] == DEVOTED


@pytest.mark.card("11-thallya-o-s-4")
def test_julias_blackbox_returns_unused_otherwise():
    st = scenario(megami0=TH_O, specials0=[JULIA], extra0=FORMS_O, flare=(2, 0))
    play_card(st, JULIA, fullpower=True)
    j = uid(st, JULIA)
    assert st.loc[j] == SPECIAL and st.cstate[j] == UNUSED
    assert zone_ids(st, 0, EXTRA) == FORMS_O and tokens(st)["flare"] == (0, 0) and tokens(st)["shadow"] == 2


# ====================================================================== Quick Change
@pytest.mark.card("11-thallya-A1-n-5", "transform-03")
def test_quick_change_seals_a_form_and_gives_its_basic_action():
    """11-thallya-A1-n-5: recover 1; seal a TransForm card under it (no On-TransForm effect); its additional
    basic action works while Quick Change is in force; Disenchant returns it to Extra."""
    st = scenario(megami0=TH_A1, hand0=[QUICK, SLASH], extra0=[GARUDA, NAGA], aura=(1, 3), dist=5,
                  deck0=[STUNT, STUNT, STUNT])
    set_art(st, 4, 1)
    play_card(st, QUICK)
    assert art(st, 0) == (5, 0, 0, 0) and st.decision.context == "quick_change"
    answer(st, uid(st, GARUDA))
    q = uid(st, QUICK)
    assert st.loc[uid(st, GARUDA)] == SEAL and st.loc[q] == ENHANCE and st.card_tokens(q) == 1
    assert len(st.zones[0][HAND]) == 1 and TH.transform_count(st, 0) == 0  # no draw: not a TransForm
    assert ("basic", "Delta-Wing") in options(st)
    st.tok[S.SHADOW] = 1
    answer(st, ("basic", "Delta-Wing"))
    answer(st, ("vigor",))
    assert tokens(st)["dist"] == 6 and tokens(st)["shadow"] == 0
    end_main(st)
    pass_until(st, "main", player=1)
    end_main(st)
    pass_until(st, "main", player=0)  # the start-phase decay empties Quick Change: it is disenchanted
    assert st.loc[q] == PLAYED and zone_ids(st, 0, EXTRA) == [NAGA, GARUDA]
    assert ("basic", "Delta-Wing") not in options(st)


# ====================================================================== BlackBox NEO
@pytest.mark.card("11-thallya-A1-s-1")
def test_blackbox_neo_first_use_puts_a_token_on_it():
    """11-thallya-A1-s-1: Terminal; recover 1; if no burned token, Shadow -> this card 1; at 2, they go to
    Shadow and the Machine TransForms."""
    st = scenario(megami0=TH_A1, specials0=[NEO], hand0=[SLASH], extra0=FORMS_A1, flare=(1, 0), shadow=2)
    set_art(st, 4, 1)
    play_card(st, NEO)
    n = uid(st, NEO)
    assert art(st, 0) == (5, 0, 0, 0) and st.card_tokens(n) == 1 and tokens(st)["shadow"] == 2
    assert st.cstate[n] == DEVOTED and options(st) == (("end",),)  # Terminal


@pytest.mark.card("11-thallya-A1-s-1", "transform-A1-01")
def test_blackbox_neo_second_token_transforms():
    st = scenario(megami0=TH_A1, specials0=[NEO], extra0=FORMS_A1, flare=(1, 0), shadow=2, deck1=[SLASH, SLASH])
    n = uid(st, NEO)
    st.tok[S.CARD_BASE + n] = 1
    st.tok[S.SHADOW] = 1
    play_card(st, NEO)
    answer(st, uid(st, KINNARI))
    assert st.card_tokens(n) == 0 and tokens(st)["shadow"] == 3
    assert zone_ids(st, 0, AUX3) == [KINNARI] and zone_ids(st, 1, DISCARD) == [SLASH, SLASH]
    assert TH.transformed_this_turn(st, 0)


@pytest.mark.card("11-thallya-A1-s-1")
def test_blackbox_neo_resurgence():
    """Resurgence: at your end phase, your Machine holds 3 or fewer tokens (or it TransFormed this turn)."""
    st = scenario(megami0=TH_A1, devoted0=[NEO])
    set_art(st, 3, 2)
    end_main(st)
    assert st.cstate[uid(st, NEO)] == UNUSED
    st = scenario(megami0=TH_A1, devoted0=[NEO])
    end_main(st)
    assert st.cstate[uid(st, NEO)] == DEVOTED


# ====================================================================== OMNIS-Blaster
@pytest.mark.card("11-thallya-A1-s-2", "transform-02", "transform-A1-04")
def test_omnis_blaster_x_is_transform_count():
    """11-thallya-A1-s-2: 3-10 X/X, Cost X; X = TransForms of your Machine this game."""
    st = scenario(megami0=TH_A1, specials0=[OMNIS], extra0=FORMS_A1, flare=(2, 0), dist=6, shadow=3)
    transform(st, NAGA)
    transform(st, DEVA)
    assert TH.transform_count(st, 0) == 2
    assert S.card_cost(st, 0, uid(st, OMNIS)) == 2
    while st.decision.kind != "main":
        st.apply(0)
    play_card(st, OMNIS)
    answer(st, "life")
    assert tokens(st)["life"] == (10, 8) and tokens(st)["flare"] == (0, 2)


# ====================================================================== TransForm cards
@pytest.mark.card("transform-01")
def test_yaksha_transform_and_forced():
    """transform-01: opponent draws only 1 at their next start phase and flinches; Forced: no basic actions
    with an empty Machine; Beta-Edge: attack 2,4,6,8 2/1, after: Maneuver."""
    st = scenario(megami0=TH_O, extra0=FORMS_O, hand0=[SLASH], deck1=[SLASH, SLASH, SLASH], dist=4)
    transform(st, YAKSHA)
    assert st.flinch == [False, True] and zone_ids(st, 0, AUX3) == [YAKSHA]
    assert ("basic", "Beta-Edge") in options(st)
    answer(st, ("basic", "Beta-Edge"))
    answer(st, ("vigor",))
    answer(st, "aura")
    answer(st, "backward")
    assert tokens(st)["aura"] == (3, 1) and art(st, 0) == (4, 0, 1, 0) and st.distance == 5
    set_art(st, 0, 4, 1)
    assert not [o for o in options(st) if o[0] == "basic"]  # Forced: no basic actions at all
    end_main(st)
    pass_until(st, "main", player=1)
    assert len(st.zones[1][HAND]) == 1 and len(st.zones[1][DECK]) == 2  # drew 1, not 2


@pytest.mark.card("transform-02")
def test_naga_transform_and_gamma_ray():
    """transform-02: opponent's Flare 3+ drops to 2 (rest to Shadow); Gamma-Ray: opponent's top card to their
    played pile."""
    st = scenario(megami0=TH_O, extra0=FORMS_O, hand0=[SLASH], deck1=[SLASH, STUNT], flare=(0, 5))
    transform(st, NAGA)
    assert tokens(st)["flare"] == (0, 2) and tokens(st)["shadow"] == 3
    answer(st, ("basic", "Gamma-Ray"))
    answer(st, ("card", uid(st, SLASH, 0)))
    assert zone_ids(st, 1, PLAYED) == [SLASH] and zone_ids(st, 1, DECK) == [STUNT]
    assert zone_ids(st, 0, DISCARD) == [SLASH]


@pytest.mark.card("transform-03")
def test_garuda_transform_and_delta_wing():
    """transform-03: draw 2, no hand limit this turn; Delta-Wing: Shadow -> Distance 1 if Distance <= 7."""
    st = scenario(megami0=TH_O, extra0=FORMS_O, deck0=[SLASH, STUNT, ROARING, SLASH], hand0=[SLASH],
                  dist=7, shadow=2, vigor=(2, 1))
    transform(st, GARUDA)
    assert len(st.zones[0][HAND]) == 3
    answer(st, ("basic", "Delta-Wing"))
    answer(st, ("vigor",))
    assert tokens(st)["dist"] == 8 and tokens(st)["shadow"] == 1
    answer(st, ("basic", "Delta-Wing"))
    answer(st, ("vigor",))
    assert tokens(st)["dist"] == 8  # Distance 8: nothing
    end_main(st)
    assert len(st.zones[0][HAND]) == 3 and st.turn_player == 1  # no hand limit this turn


@pytest.mark.card("transform-A1-01")
def test_kinnari_transform_and_zeta_voice():
    """transform-A1-01: opponent's deck goes to their discard pile; Zeta-Voice: after the opponent
    reshuffles, you may attack 2,4,6 2/2."""
    st = scenario(megami0=TH_A1, extra0=FORMS_A1, deck1=[SLASH, STUNT], dist=4)
    transform(st, KINNARI)
    assert zone_ids(st, 1, DISCARD) == [SLASH, STUNT] and st.zones[1][DECK] == []
    inject(st, (TH.Custom(lambda s, c: S.push_reshuffle(s, 1, by_rules=False)),), Ctx(1))
    assert st.decision.kind == "may" and st.decision.context == "zeta_voice"
    answer(st, True)
    answer(st, "life")
    assert tokens(st)["life"] == (10, 8) and len(st.zones[1][DECK]) == 2


@pytest.mark.card("transform-A1-03")
def test_asura_transform_and_sigma_drive_once_per_turn():
    """transform-A1-03: the opponent twice puts a card of their discard pile into their played pile;
    Sigma-Drive (once a turn): attack 3,5 3/2, after: you flinch."""
    st = scenario(megami0=TH_A1, extra0=FORMS_A1, discard1=[SLASH, STUNT, ROARING], hand0=[SLASH, SLASH],
                  dist=5, vigor=(2, 1))
    transform(st, ASURA)
    assert st.decision.player == 1 and st.decision.context == "asura"
    answer(st, uid(st, STUNT, 1))
    answer(st, uid(st, ROARING, 1))
    assert zone_ids(st, 1, PLAYED) == [STUNT, ROARING] and zone_ids(st, 1, DISCARD) == [SLASH]
    answer(st, ("basic", "Sigma-Drive"))
    answer(st, ("vigor",))
    answer(st, "life")
    assert tokens(st)["life"] == (10, 8) and st.flinch == [True, False]
    assert ("basic", "Sigma-Drive") not in options(st)


@pytest.mark.card("transform-A1-04")
def test_deva_transform_and_phi_cycle():
    """transform-A1-04: recover 2 and perform Recover twice; Phi-Cycle: whenever the opponent's played pile
    becomes a non-zero even number of cards, gain 1 vigor."""
    st = scenario(megami0=TH_A1, extra0=FORMS_A1, hand1=[SLASH, SLASH], shadow=2, aura=(1, 3), vigor=(0, 1),
                  played1=[STUNT])
    set_art(st, 1, 4)
    transform(st, DEVA)
    assert art(st, 0) == (3, 2, 0, 0) and tokens(st)["aura"] == (3, 3) and tokens(st)["shadow"] == 0
    end_main(st)
    pass_until(st, "main", player=1)
    st.tok[S.DIST] = 4
    inject(st, (), Ctx(1))
    play_card(st, SLASH)  # the played pile becomes 2 when Slash is put there
    finish_attack_pass(st)
    assert len(st.zones[1][PLAYED]) == 2
    st.apply_option(("play", st.zones[1][HAND][0]))  # the next event sees the pile at 2: gain 1 vigor
    finish_attack_pass(st)
    assert len(st.zones[1][PLAYED]) == 3 and st.vigor[0] == 1  # 3 cards: no more


@pytest.mark.card_idle("transform-A1-04")
def test_deva_phi_cycle_sees_each_card_entering_the_played_pile():
    """transform-A1-04 Phi-Cycle: two cards put into the opponent's played pile with no event between them
    (1 -> 2 -> 3) still pass through 2: each card entering a played pile is seen (unlogged ``to_played``)."""
    st = scenario(megami0=TH_A1, extra0=FORMS_A1, hand1=[SLASH, SLASH], vigor=(0, 1), played1=[STUNT])
    transform(st, DEVA)
    assert st.vigor[0] == 0
    for u in list(st.zones[1][HAND]):
        S.move_card(st, u, PLAYED)
    assert len(st.zones[1][PLAYED]) == 3
    inject(st, (), Ctx(0))  # the queued trigger resolves with the next resolution
    assert st.vigor[0] == 1


# ====================================================================== additional rules
@pytest.mark.rule("MR 9-1")
def test_setup_extra_cards_and_artificial_tokens():
    """MR 9-1, 9-7: TransForm cards 01-03 (A1: 02, A1-01, A1-03, A1-04) in Extra; 5 tokens in the Machine."""
    r = random.Random(1)
    st = new_state(1, (random_deck(TH_O, r), random_deck(TH_A1, r)))
    assert sorted(zone_ids(st, 0, EXTRA)) == sorted(FORMS_O)
    assert sorted(zone_ids(st, 1, EXTRA)) == sorted(FORMS_A1)
    assert art(st, 0) == (5, 0, 0, 0) and art(st, 1) == (5, 0, 0, 0)
    S.check_invariants(st, SETUP_TOKENS, len(st.cards))


@pytest.mark.rule("MR 9-2")
def test_artificial_tokens_invariant():
    """MR 9-2: Artificial tokens are not sakura tokens; 5 per host, checked by the registered invariant."""
    st = scenario(megami0=TH_O, megami1=TH_A1)
    S.check_invariants(st)
    st.marks[("thallya_art", 1)] = (5, 1, 0, 0)
    with pytest.raises(S.RulesError, match="not conserved"):
        S.check_invariants(st)
    st.marks[("thallya_art", 1)] = (5, 0, 0, 0)
    st.marks[("thallya_art", 0)] = (0, 0, 0, 5)
    st.tok[S.DIST] = 4
    with pytest.raises(S.RulesError, match="-1"):
        S.check_invariants(st)


@pytest.mark.rule("MR 9-2-1-1")
def test_start_phase_returns_distance_tokens_to_burned():
    """MR 9-2-1-1: at the turn player's start phase their +1 / -1 tokens go to Burned (not the other host's)."""
    st = scenario(megami0=TH_O, megami1=TH_A1, dist=5)
    st.marks[("thallya_art", 0)] = (2, 1, 1, 1)
    st.marks[("thallya_art", 1)] = (3, 0, 1, 1)
    end_main(st)
    pass_until(st, "main", player=1)
    assert art(st, 1) == (3, 2, 0, 0) and art(st, 0) == (2, 1, 1, 1)
    assert st.distance == 5


@pytest.mark.rule("MR 9-3")
@pytest.mark.card("transform-02")
def test_transform_moves_from_extra_to_machine():
    """MR 9-3, 9-4: TransForm moves a chosen card from Extra to the Machine (AUX3) and resolves it; with an
    empty Extra nothing happens."""
    st = scenario(megami0=TH_O, extra0=[NAGA])
    transform(st, NAGA)  # a single candidate: no question
    assert zone_ids(st, 0, AUX3) == [NAGA] and TH.transform_count(st, 0) == 1
    transform(st, NAGA)
    assert TH.transform_count(st, 0) == 1


@pytest.mark.rule("MR 9-3-1-7")
@pytest.mark.card("transform-02")
def test_additional_basic_action_costs_and_effect_basic_actions():
    """MR 9-3-1-7: an additional basic action is chosen as a basic action (cost: vigor or a card, CR 9-7 ii),
    and an effect's unspecified basic action may choose it."""
    st = scenario(megami0=TH_O, extra0=[NAGA], deck1=[SLASH, STUNT], hand0=[], vigor=(0, 1))
    transform(st, NAGA)
    assert not [o for o in options(st) if o[0] == "basic"]  # no vigor, no card
    inject(st, (TH.BasicActions(1),), Ctx(0))
    assert "Gamma-Ray" in options(st)
    answer(st, "Gamma-Ray")
    assert zone_ids(st, 1, PLAYED) == [SLASH]


@pytest.mark.rule("MR 9-5")
def test_burn_and_recover():
    """MR 9-5: burning moves Machine -> Burned, recovering Burned -> Machine, as many as possible."""
    st = scenario(megami0=TH_O)
    assert TH.burn(st, 0, 2) == 2 and art(st, 0) == (3, 2, 0, 0)
    assert TH.recover(st, 0, 3) == 2 and art(st, 0) == (5, 0, 0, 0)


@pytest.mark.rule("MR 9-6")
def test_distance_tokens_cap_and_choice():
    """MR 9-6: +1 tokens count in the Distance and against its cap; sakura tokens under -1 tokens cannot be
    chosen (no Forward basic action when every token is covered) and do not count."""
    st = scenario(megami0=TH_O, dist=9, hand0=[SLASH])
    set_art(st, 3, 0, 1, 1)
    assert st.distance == 9 and S.room(st, S.DIST) == 0
    assert ("basic", "backward") not in options(st)  # Distance is full (9 + one +1 token)
    st = scenario(megami0=TH_O, dist=2, hand0=[SLASH])
    set_art(st, 3, 0, 0, 2)
    assert st.distance == 0 and S.free_tokens(st, S.DIST) == 0
    assert ("basic", "forward") not in options(st)
    assert S.move_tokens(st, S.DIST, S.SHADOW, 2) == 0


@pytest.mark.rule("MR 9-9")
def test_maneuver_forward_needs_a_free_sakura_token_and_full_distance():
    """MR 9-9: Forward cannot be chosen without a free sakura token in Distance; Backward on a full Distance
    moves nothing."""
    st = scenario(megami0=TH_O, dist=1)
    set_art(st, 4, 0, 0, 1)
    inject(st, (TH.Maneuver(),), Ctx(0))  # only backward: chosen without a question
    assert art(st, 0) == (3, 0, 1, 1) and st.distance == 1
    st = scenario(megami0=TH_O, dist=10)
    inject(st, (TH.Maneuver(),), Ctx(0))
    answer(st, "backward")
    assert art(st, 0) == (5, 0, 0, 0) and st.distance == 10


# ====================================================================== interactions
@pytest.mark.card("11-thallya-o-n-7", "08-hagane-o-n-6")
def test_interaction_hagane_centrifuge_after_maneuver():
    """Hagane's Centrifuge (MR 6-2) reads the current Distance: a backward Maneuver (+1 token, MR 9-6) plus a
    Backward basic action grow it by 2 since the start of the turn."""
    st = scenario(megami0=("thallya", "hagane"), hand0=[TURBO, "08-hagane-o-n-6"], dist=4, vigor=(1, 1))
    assert not can_play_now(st, "08-hagane-o-n-6")
    play_card(st, TURBO)
    answer(st, "backward")
    assert st.distance == 5 and not can_play_now(st, "08-hagane-o-n-6")
    answer(st, ("basic", "backward"))
    answer(st, ("vigor",))
    assert st.distance == 6 and st.start_distance == 4 and tokens(st)["dist"] == 5
    play_card(st, "08-hagane-o-n-6")
    assert st.decision.kind == "choose"


@pytest.mark.card("11-thallya-o-n-7", "09-chikage-o-n-6")
def test_interaction_chikage_silent_approach_and_plus_token():
    """Chikage's Silent Approach (Distance -2, an Ongoing distance_delta) adds up with Thallya's +1 token."""
    st = scenario(megami0=("chikage", "yurina"), megami1=TH_O, enh0=[("09-chikage-o-n-6", 2)], hand0=[SLASH],
                  hand1=[TURBO], dist=6)
    assert st.distance == 4
    play_card(st, SLASH)
    react(st, TURBO)
    answer(st, "backward")
    assert st.distance == 5  # 6 - 2 + 1: Slash (3-4) misses
    assert tokens(st)["aura"] == (3, 3) and st.decision.kind == "main"


@pytest.mark.card("11-thallya-o-n-3", "02-saine-o-n-7")
def test_interaction_saine_silent_wall_shield_charge():
    """Saine's Silent Wall counts as Aura: Shield Charge's aura damage takes Aura first, then the Wall's tokens,
    all to Distance."""
    st = scenario(megami0=TH_O, megami1=("saine", "yurina"), hand0=[SHIELD], enh1=[("02-saine-o-n-7", 2)],
                  aura=(3, 2), dist=1)
    play_card(st, SHIELD)
    answer(st, "aura")
    w = uid(st, "02-saine-o-n-7", 1)
    assert tokens(st)["aura"] == (3, 0) and tokens(st)["dist"] == 4
    assert st.loc[w] == ENHANCE and st.card_tokens(w) == 1 and st.decision.kind == "main"


# ====================================================================== telemetry
@pytest.mark.card("11-thallya-o-n-2")
@pytest.mark.rule("MR 9-8")
def test_mechanic_counters():
    """The mechanic counters (engine.telemetry) of Combust (MR 9-8), burning (9-5), Maneuver (9-9)."""
    from sakura_lab.engine.telemetry import counts, mechanics_of

    names = {m.name for m in mechanics_of("thallya")}
    assert {"thallya_maneuver", "thallya_combust", "thallya_burn", "thallya_recover", "thallya_transform",
            "thallya_basic", "thallya_start_return"} == names
    st = scenario(megami0=TH_O, hand0=[WAVING], dist=3)
    play_card(st, WAVING)
    answer(st, "aura")
    answer(st, "backward")
    assert counts(st) == {"thallya_combust": (1, 0), "thallya_burn": (1, 0), "thallya_maneuver": (1, 0)}


@pytest.mark.card("09-chikage-o-p-3", "transform-01")
@pytest.mark.card_idle("09-chikage-o-p-1")
def test_interaction_chikage_poisons_and_beta_edge():
    """Chikage's Relaxant poison (MR 7-2: its holder cannot play Attack cards) does not stop Beta-Edge, an
    attack made by an additional basic action (CR 10-5, not a card played); that basic action counts as one
    for Numbing poison ("only if you performed no basic action this turn", MR 9-3-1-7)."""
    st = scenario(megami0=TH_O, megami1=("chikage", "yurina"), hand0=[STEAM, "09-chikage-o-p-1"],
                  enh0=[("09-chikage-o-p-3", 2)], extra0=FORMS_O, dist=4, vigor=(2, 1))
    assert not can_play_now(st, STEAM) and can_play_now(st, "09-chikage-o-p-1")
    transform(st, YAKSHA)
    answer(st, ("basic", "Beta-Edge"))
    answer(st, ("vigor",))
    answer(st, "life")
    answer(st, "forward")
    assert tokens(st)["life"] == (10, 9) and st.distance == 3 and art(st, 0) == (4, 0, 0, 1)
    assert not can_play_now(st, "09-chikage-o-p-1")


@pytest.mark.rule("MR 9-3")
def test_transform_predicate_names_the_cards_that_transform():
    """``uses`` of thallya_transform (a player ignoring it never TransForms): playing Julia's BlackBox or BlackBox
    NEO, the cards whose effect TransForms the Machine; nothing else."""
    from sakura_lab.engine.telemetry import options_using

    st = scenario(megami0=TH_O, specials0=[JULIA], hand0=[WAVING], flare=(2, 0), dist=3)
    uses = options_using(["thallya_transform"], st.view(0), st.decision)
    assert [o for o, u in zip(options(st), uses, strict=True) if u] == [("fullpower", uid(st, JULIA))]
    st = scenario(megami0=TH_A1, specials0=[NEO], flare=(1, 0), dist=3)
    uses = options_using(["thallya_transform"], st.view(0), st.decision)
    assert [o for o, u in zip(options(st), uses, strict=True) if u] == [("play", uid(st, NEO)), ("fullpower", uid(st, NEO))]
