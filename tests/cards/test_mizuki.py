"""Mizuki (original, na-s10-2) with her Units and Divinity of War: one or more tests per card id, the additional
rules of megami rules section 16 ("MR 16-1" .. "MR 16-5") and interactions with other megami.

Player 0 hosts Mizuki (with Yurina) unless stated. ``mz`` builds a scenario and puts the listed cards into
player 0's ＜Barracks＞ (conscripted if listed in ``cons``), then asks the pending decision again.
"""
from __future__ import annotations

import random

import pytest

from sakura_lab.cards import mizuki as MZ
from sakura_lab.cards.catalogue import get_catalogue
from sakura_lab.deckgen import random_deck
from sakura_lab.engine import api as S
from sakura_lab.engine.constants import (
    AUX5,
    DEVOTED,
    DISCARD,
    ENHANCE,
    EXTRA,
    FORWARD,
    HAND,
    PLAYED,
    SEAL,
    SPECIAL,
    UNUSED,
)
from sakura_lab.engine.state import Ctx
from sakura_lab.engine.view import determinize
from sakura_lab.game import card_def, new_state
from sakura_lab.testing import (
    answer,
    can_play_now,
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

HOST = ("mizuki", "yurina")
SLASH = "01-yurina-o-n-1"  # 3-4 3/1
BARRAGE = "03-himika-o-n-4"  # Throughout attack 4-10 2/1
HAGANE_NR = "08-hagane-o-n-3"  # No Reactions attack
POISON = "09-chikage-o-p-1"
TOKOYO_TERMINAL = "04-tokoyo-o-n-7"  # Terminal enhancement


def mz(barracks=(), cons=(), **kw):
    kw.setdefault("megami0", HOST)
    kw["extra0"] = list(barracks) + list(kw.get("extra0", ()))
    st = scenario(**kw)
    todo = list(cons)
    for u in list(st.zones[0][EXTRA])[:len(barracks)]:
        cid = st.cards[u].id
        c = cid in todo
        if c:
            todo.remove(cid)
        MZ.to_barracks(st, u, c)
    assert not todo
    inject(st, (), Ctx(st.turn_player))
    return st


def bar(st, p=0):
    """(card id, conscripted) for each card in ``p``'s Barracks, sorted."""
    return sorted((st.cards[u].id, MZ.is_conscripted(st, u)) for u in st.zones[p][AUX5])


def units(cons=()):
    return mz(barracks=[MZ.SPEAR, MZ.SPEAR, MZ.SHIELD, MZ.CAVALRY], cons=cons)


def set_reacted_last_turn(st, p=0):
    st.marks[(MZ.REACT_TURN, p)] = st.turn - 1


# ---------------------------------------------------------------- MR 16 rules
@pytest.mark.rule("MR 16-1")
def test_mr_16_1_setup_units_in_barracks_and_divinity_in_extra():
    """MR 16-1: the four Units start in the host's Barracks, not conscripted; Divinity of War in ＜Extra＞."""
    rng = random.Random(3)
    decks = (random_deck(HOST, rng), random_deck(("saine", "himika"), rng))
    st = new_state(5, decks)
    assert bar(st) == sorted([(MZ.SPEAR, False), (MZ.SPEAR, False), (MZ.SHIELD, False), (MZ.CAVALRY, False)])
    assert zone_ids(st, 0, EXTRA) == [MZ.DIVINITY]
    assert zone_ids(st, 1, AUX5) == []


@pytest.mark.rule("MR 16-2-1")
def test_mr_16_2_1_unit_goes_back_to_barracks_instead_of_other_zones():
    """MR 16-2-1: a Unit moved to hand, discard, played pile, deck or Extra goes to the Barracks, unconscripted;
    ＜Seal＞ is allowed."""
    st = units(cons=[MZ.SPEAR, MZ.SHIELD])
    sp = st.zones[0][AUX5][0]
    sh = next(u for u in st.zones[0][AUX5] if st.cards[u].id == MZ.SHIELD)
    for zone in (HAND, DISCARD, PLAYED, EXTRA, SPECIAL):
        st.marks[(MZ.CONS, sp)] = True
        S.move_card(st, sp, zone)
        assert st.loc[sp] == AUX5 and not MZ.is_conscripted(st, sp)
    S.move_card(st, sh, SEAL)
    assert st.loc[sh] == SEAL
    assert st.mstats["unit_return"] == [5, 0]


@pytest.mark.rule("MR 16-3-1")
@pytest.mark.card("18-mizuki-o-t-1")
def test_mr_16_3_1_unit_attack_has_category_unit_and_spearman_returns():
    """MR 16-3-1: a Unit's attack has the category Unit. Spearman: 3 1/1, Terminal; afterwards it is back in
    the Barracks, unconscripted (MR 16-2-1)."""
    st = units(cons=[MZ.SPEAR])
    st.tok[S.DIST] = 3
    inject(st, (), Ctx(0))
    sp = next(u for u in st.zones[0][AUX5] if MZ.is_conscripted(st, u))
    assert ("play", sp) in options(st)
    answer(st, ("play", sp))
    assert st.decision.kind == "damage"
    atk = next(iter(st.attacks.values()))
    assert atk.category == "unit"
    assert S.attack_values(st, atk).aura == 1 and S.attack_values(st, atk).life == 1
    answer(st, "life")
    assert tokens(st)["life"] == (10, 9)
    assert st.loc[sp] == AUX5 and not MZ.is_conscripted(st, sp)
    assert st.terminal[0]
    assert options(st) == (("end",),)


@pytest.mark.card("18-mizuki-o-t-1")
def test_spearman_plus_one_if_reacted_last_turn():
    st = units(cons=[MZ.SPEAR])
    st.tok[S.DIST] = 3
    set_reacted_last_turn(st)
    inject(st, (), Ctx(0))
    sp = next(u for u in st.zones[0][AUX5] if MZ.is_conscripted(st, u))
    answer(st, ("play", sp))
    answer(st, "aura")
    assert tokens(st)["aura"] == (3, 1)


@pytest.mark.rule("MR 16-4")
def test_mr_16_4_barracks_hidden_from_opponent_and_only_conscripted_cards_are_playable():
    """MR 16-4: only the owner may look at face-down cards in the Barracks (a Normal card from the hand);
    Units and Divinity are public; only conscripted cards are offered; determinization redraws the hidden card."""
    st = mz(barracks=[SLASH, MZ.SPEAR], cons=[], dist=3)
    sl = uid(st, SLASH, 0)
    sp = uid(st, MZ.SPEAR, 0)
    assert not st.view(1).can_see(sl) and st.view(0).can_see(sl) and st.view(1).can_see(sp)
    assert ("play", sl) not in options(st) and ("play", sp) not in options(st)
    st.marks[(MZ.CONS, sl)] = True
    inject(st, (), Ctx(0))
    assert ("play", sl) in options(st) and ("fullpower", sl) in options(st)
    ids = {determinize(st.view(1), random.Random(s)).cards[sl].id for s in range(20)}
    assert len(ids) > 1 and all(i.startswith(("18-mizuki-o-n", "01-yurina-o-n")) for i in ids)
    assert {determinize(st.view(0), random.Random(s)).cards[sl].id for s in range(5)} == {SLASH}
    other = st.clone()  # another truth under the same view of player 1: the same worlds
    cards = list(other.cards)
    cards[sl] = card_def(get_catalogue().card(MZ.COUNTER, st.season))
    other.cards = tuple(cards)
    for s in range(10):
        a = determinize(st.view(1), random.Random(s))
        b = determinize(other.view(1), random.Random(s))
        assert [cd.id for cd in a.cards] == [cd.id for cd in b.cards]


@pytest.mark.rule("MR 16-5")
def test_mr_16_5_conscript_offers_each_unconscripted_unit_once_and_nothing_when_none():
    st = units(cons=[MZ.SHIELD, MZ.CAVALRY])
    inject(st, (MZ.CONSCRIPT,), Ctx(0))
    assert st.decision.kind == "main"  # only one choice (the Spearmen are one card): answered at once
    assert bar(st).count((MZ.SPEAR, True)) == 1
    inject(st, (MZ.CONSCRIPT,), Ctx(0))
    inject(st, (MZ.CONSCRIPT,), Ctx(0))  # nothing left to conscript
    assert all(c for _, c in bar(st))
    assert st.mstats["conscript"] == [2, 0]


# ---------------------------------------------------------------- normal cards
@pytest.mark.card("18-mizuki-o-n-1")
def test_lead_the_charge_conscripts_after_attack():
    st = units()
    st = mz(barracks=[MZ.SPEAR, MZ.SPEAR, MZ.SHIELD, MZ.CAVALRY], hand0=[MZ.LEAD], dist=2)
    play_card(st, MZ.LEAD)
    answer(st, "aura")
    assert st.decision.kind == "card" and st.decision.context == "conscript"
    assert sorted(st.cards[u].id for u in st.decision.options) == sorted([MZ.SPEAR, MZ.SHIELD, MZ.CAVALRY])
    answer(st, uid(st, MZ.CAVALRY, 0))
    assert (MZ.CAVALRY, True) in bar(st)
    assert tokens(st)["aura"] == (3, 2)
    assert zone_ids(st, 0, PLAYED) == [MZ.LEAD]


@pytest.mark.card("18-mizuki-o-n-2")
def test_counteroffensive_plus_two_one_if_reacted_last_turn():
    st = mz(hand0=[MZ.COUNTER], dist=3)
    set_reacted_last_turn(st)
    play_card(st, MZ.COUNTER)
    answer(st, "life")
    assert tokens(st)["life"] == (10, 8)  # 3/2


@pytest.mark.card("18-mizuki-o-n-2")
def test_counteroffensive_all_out_plus_one_one():
    st = mz(hand0=[MZ.COUNTER], dist=2)
    play_card(st, MZ.COUNTER, fullpower=True)
    answer(st, "aura")
    assert tokens(st)["aura"] == (3, 1)  # 2/2


@pytest.mark.card("18-mizuki-o-n-3")
def test_quash_cancels_the_reacted_attack_while_unwavering():
    st = mz(hand0=[MZ.QUASH], hand1=[SLASH], megami1=("yurina", "saine"), dist=3, turn_player=1)
    play_card(st, SLASH, 1)
    react(st, MZ.QUASH)
    answer(st, "aura")  # Quash 1/1 hits player 1
    assert tokens(st)["aura"] == (3, 2)  # Slash cancelled: player 0 took nothing
    assert st.decision.kind == "main" and st.decision.player == 1
    assert st.marks[(MZ.REACT_TURN, 0)] == st.turn


@pytest.mark.card("18-mizuki-o-n-3")
def test_quash_does_not_cancel_after_the_distance_changed():
    st = mz(hand0=[MZ.QUASH], hand1=[SLASH], megami1=("yurina", "saine"), dist=4, turn_player=1)
    st.tok[S.DIST] = 3  # the distance moved this turn (4 -> 3)
    inject(st, (), Ctx(1))
    play_card(st, SLASH, 1)
    react(st, MZ.QUASH)
    answer(st, "aura")
    answer(st, "aura")  # Slash 3/1 hits
    assert tokens(st)["aura"] == (0, 2)


@pytest.mark.card("18-mizuki-o-n-4")
def test_command_conscripts_and_gains_vigor_after_a_reaction_last_turn():
    st = mz(barracks=[MZ.SHIELD], hand0=[MZ.COMMAND], vigor=(0, 0))
    set_reacted_last_turn(st)
    play_card(st, MZ.COMMAND)
    assert bar(st) == [(MZ.SHIELD, True)]
    assert st.vigor == [1, 0]


@pytest.mark.card("18-mizuki-o-n-4")
def test_command_without_reaction_gains_no_vigor():
    st = mz(barracks=[MZ.SHIELD], hand0=[MZ.COMMAND], vigor=(0, 0))
    play_card(st, MZ.COMMAND)
    assert bar(st) == [(MZ.SHIELD, True)] and st.vigor == [0, 0]


@pytest.mark.card("18-mizuki-o-n-5")
def test_bulwark_cancels_on_the_first_reaction_and_is_terminal():
    st = mz(hand0=[MZ.BULWARK], hand1=[SLASH], megami1=("yurina", "saine"), dist=3, turn_player=1)
    play_card(st, SLASH, 1)
    react(st, MZ.BULWARK)
    assert tokens(st)["aura"] == (3, 3) and st.terminal[0]
    assert zone_ids(st, 0, PLAYED) == [MZ.BULWARK]


@pytest.mark.card("18-mizuki-o-n-5")
def test_bulwark_second_reaction_of_the_turn_does_not_cancel():
    st = mz(hand0=[MZ.BULWARK], hand1=[SLASH], megami1=("yurina", "saine"), dist=3, turn_player=1)
    st.marks[("turn", "mizuki_reacts", 0)] = 1
    play_card(st, SLASH, 1)
    react(st, MZ.BULWARK)
    answer(st, "aura")
    assert tokens(st)["aura"] == (0, 3)


@pytest.mark.card("18-mizuki-o-n-6")
def test_steady_advance_three_choices():
    st = mz(barracks=[MZ.SPEAR, MZ.CAVALRY], hand0=[MZ.ADVANCE], dist=5, shadow=2, aura=(2, 3))
    assert not can_play_now(st, MZ.ADVANCE) and can_play_now(st, MZ.ADVANCE, fullpower=True)
    play_card(st, MZ.ADVANCE, fullpower=True)
    answer(st, "conscript")
    answer(st, uid(st, MZ.SPEAR, 0))
    answer(st, "forward")
    answer(st, "recover")
    assert bar(st) == [(MZ.SPEAR, True), (MZ.CAVALRY, False)] or bar(st) == sorted(
        [(MZ.SPEAR, True), (MZ.CAVALRY, False)])
    t = tokens(st)
    assert t["dist"] == 4 and t["aura"] == (4, 3) and t["shadow"] == 1


@pytest.mark.card("18-mizuki-o-n-7")
def test_front_line_first_non_special_attack_plus_one_one():
    st = mz(enh0=[(MZ.FRONT, 3)], hand0=[MZ.LEAD, SLASH], dist=2)
    play_card(st, MZ.LEAD)
    answer(st, "life")
    assert tokens(st)["life"] == (10, 8)  # 2/2


@pytest.mark.card("18-mizuki-o-n-7")
def test_front_line_only_the_first_attack_and_not_after_a_distance_change():
    st = mz(enh0=[(MZ.FRONT, 3)], hand0=[MZ.LEAD, MZ.QUASH], dist=2)
    play_card(st, MZ.LEAD)  # the first non-Special attack: 2/2
    answer(st, "life")
    play_card(st, MZ.QUASH)  # the second: 1/1
    answer(st, "life")
    assert tokens(st)["life"] == (10, 7)
    st2 = mz(enh0=[(MZ.FRONT, 3)], hand0=[MZ.LEAD], dist=3)
    S.do_basic_action(st2, 0, FORWARD)
    inject(st2, (), Ctx(0))
    play_card(st2, MZ.LEAD)
    answer(st2, "life")
    assert tokens(st2)["life"] == (10, 9)


# ---------------------------------------------------------------- specials and extra card
@pytest.mark.card("18-mizuki-o-s-1")
def test_tenshu_keep_cancels_the_reacted_attack_as_reaction():
    st = mz(specials0=[MZ.TENSHU], hand1=[SLASH], megami1=("yurina", "saine"), dist=3, turn_player=1,
            flare=(5, 0), shadow=3)
    play_card(st, SLASH, 1)
    react(st, MZ.TENSHU)
    answer(st, ("aura", 0))  # charge 3 from Shadow
    t = MZ.TENSHU
    u = uid(st, t, 0)
    assert st.loc[u] == ENHANCE and st.tok[S.CARD_BASE + u] == 3
    assert tokens(st)["aura"] == (3, 3) and tokens(st)["flare"] == (0, 0) and st.terminal[0]


@pytest.mark.card("18-mizuki-o-s-1")
def test_tenshu_keep_other_megami_and_unit_attacks_plus_zero_one():
    st = mz(barracks=[MZ.SPEAR], cons=[MZ.SPEAR], enh0=[(MZ.TENSHU, 3)], hand0=[SLASH, MZ.LEAD], dist=3)
    play_card(st, SLASH)
    answer(st, "life")
    assert tokens(st)["life"] == (10, 8)  # Slash 3/2
    sp = uid(st, MZ.SPEAR, 0)
    answer(st, ("play", sp))
    answer(st, "life")
    assert tokens(st)["life"] == (10, 6)  # Spearman 1/2
    st2 = mz(enh0=[(MZ.TENSHU, 3)], hand0=[MZ.LEAD], dist=2)
    play_card(st2, MZ.LEAD)
    answer(st2, "life")
    assert tokens(st2)["life"] == (10, 9)  # Mizuki's own attack: unchanged


@pytest.mark.card("18-mizuki-o-s-2")
def test_hizamaru_attack_and_not_after_an_attack():
    st = mz(specials0=[MZ.HIZAMARU], hand0=[MZ.LEAD], flare=(2, 0), dist=3)
    assert can_play_now(st, MZ.HIZAMARU)
    play_card(st, MZ.HIZAMARU)
    answer(st, "aura")
    assert tokens(st)["aura"] == (3, 0) and tokens(st)["flare"] == (0, 0)
    st2 = mz(specials0=[MZ.HIZAMARU], hand0=[MZ.LEAD], flare=(2, 0), dist=2)
    play_card(st2, MZ.LEAD)
    answer(st2, "aura")
    st2.tok[S.DIST] = 3
    inject(st2, (), Ctx(0))
    assert not can_play_now(st2, MZ.HIZAMARU)


@pytest.mark.card("18-mizuki-o-s-2", "18-mizuki-o-n-5")
def test_hizamaru_immediate_resurgence_when_a_terminal_card_is_played():
    st = mz(devoted0=[MZ.HIZAMARU], hand0=[MZ.BULWARK])
    h = uid(st, MZ.HIZAMARU, 0)
    play_card(st, MZ.BULWARK)
    assert st.cstate[h] == UNUSED and st.loc[h] == SPECIAL and st.terminal[0]


@pytest.mark.card("18-mizuki-o-s-3")
def test_tatenashi_puts_a_hand_card_and_divinity_into_barracks_conscripted():
    st = mz(specials0=[MZ.TATENASHI], hand0=[SLASH, MZ.LEAD], extra0=[MZ.DIVINITY], flare=(3, 0))
    play_card(st, MZ.TATENASHI)
    assert st.decision.kind == "card" and st.decision.options[0] == "none"
    answer(st, uid(st, SLASH, 0))
    assert bar(st) == sorted([(SLASH, True), (MZ.DIVINITY, True)])
    assert zone_ids(st, 0, HAND) == [MZ.LEAD] and st.terminal[0]
    assert st.cstate[uid(st, MZ.TATENASHI, 0)] == DEVOTED


@pytest.mark.card("18-mizuki-o-s-3")
def test_tatenashi_devoted_plus_one_on_aura():
    st = mz(barracks=[SLASH], cons=[SLASH], devoted0=[MZ.TATENASHI], dist=3, aura=(3, 5))
    answer(st, ("play", uid(st, SLASH, 0)))
    answer(st, "aura")
    assert tokens(st)["aura"] == (3, 1)  # 4/1
    assert zone_ids(st, 0, PLAYED) == [SLASH] and st.mstats["barracks_play"] == [1, 0]


@pytest.mark.card("18-mizuki-o-s-3-ex1")
def test_divinity_of_war_unwavering_and_back_to_extra():
    st = mz(barracks=[MZ.DIVINITY], cons=[MZ.DIVINITY], dist=2)
    d = uid(st, MZ.DIVINITY, 0)
    answer(st, ("play", d))
    answer(st, "life")
    assert tokens(st)["life"] == (10, 8)  # 2/2
    assert st.loc[d] == EXTRA and not MZ.is_conscripted(st, d)


@pytest.mark.card("18-mizuki-o-s-4")
def test_warcry_deploys_as_full_power():
    st = mz(specials0=[MZ.WARCRY], flare=(5, 0), shadow=5)
    assert not can_play_now(st, MZ.WARCRY) and can_play_now(st, MZ.WARCRY, fullpower=True)
    play_card(st, MZ.WARCRY, fullpower=True)
    answer(st, ("aura", 0))
    w = uid(st, MZ.WARCRY, 0)
    assert st.loc[w] == ENHANCE and st.tok[S.CARD_BASE + w] == 5 and st.marks.get("card_info")


@pytest.mark.card("18-mizuki-o-s-4", "18-mizuki-o-n-5", "18-mizuki-o-n-6")
def test_warcry_terminal_cards_lose_terminal_and_throughout_cards_become_terminal_standard():
    st = mz(barracks=[MZ.SPEAR], enh0=[(MZ.WARCRY, 5)], hand0=[MZ.BULWARK, MZ.ADVANCE], dist=5)
    st.marks["card_info"] = True
    inject(st, (), Ctx(0))
    play_card(st, MZ.BULWARK)
    assert not st.terminal[0]
    assert can_play_now(st, MZ.ADVANCE)  # no longer Throughout
    play_card(st, MZ.ADVANCE)
    for _ in range(3):
        answer(st, "forward")
    assert st.terminal[0] and tokens(st)["dist"] == 3 and tokens(st)["aura"] == (5, 3)  # the 3rd: Aura full
    assert options(st) == (("end",),)


@pytest.mark.card("18-mizuki-o-t-2")
def test_shieldbearer_from_barracks_as_reaction():
    st = mz(barracks=[MZ.SHIELD], cons=[MZ.SHIELD], hand1=[SLASH], megami1=("yurina", "saine"), dist=3,
            turn_player=1)
    play_card(st, SLASH, 1)
    sh = uid(st, MZ.SHIELD, 0)
    assert ("react", sh) in options(st)
    answer(st, ("react", sh))
    answer(st, "aura")
    assert tokens(st)["aura"] == (1, 3)  # 2/1
    assert st.loc[sh] == AUX5 and not MZ.is_conscripted(st, sh) and st.terminal[0]
    assert MZ.reacted_last_turn(st, 0) is False and st.marks[(MZ.REACT_TURN, 0)] == st.turn


@pytest.mark.card("18-mizuki-o-t-3")
def test_cavalry_deploys_and_opponent_attacks_lose_no_reactions():
    st = mz(barracks=[MZ.CAVALRY], cons=[MZ.CAVALRY], shadow=2, hand1=[HAGANE_NR], megami1=("hagane", "saine"))
    c = uid(st, MZ.CAVALRY, 0)
    answer(st, ("play", c))
    answer(st, ("aura", 0))
    assert st.loc[c] == ENHANCE and st.tok[S.CARD_BASE + c] == 2 and st.terminal[0]
    atk = S.new_attack(st, 1, card=uid(st, HAGANE_NR, 1))
    assert "no_reactions" in atk.flags and "no_reactions" not in S.attack_values(st, atk).flags


@pytest.mark.card("18-mizuki-o-t-3")
def test_cavalry_disenchant_gives_vigor_and_returns_to_barracks():
    st = mz(enh0=[(MZ.CAVALRY, 1)], vigor=(0, 0), start="turn", deck0=["01-yurina-o-n-2"] * 3)
    pass_until(st, "main", 0)
    c = uid(st, MZ.CAVALRY, 0)
    assert st.loc[c] == AUX5 and not MZ.is_conscripted(st, c)
    assert st.vigor[0] == 2  # start phase +1, Disenchant +1


# ---------------------------------------------------------------- interactions
@pytest.mark.card("18-mizuki-o-s-3")
def test_interaction_chikage_poison_in_hand_cannot_go_to_barracks():
    """Chikage's poison (not a Normal card) cannot be chosen by Ōte Gate: the Barracks hold Normal and Unit
    cards only (MR 16-4)."""
    st = mz(specials0=[MZ.TATENASHI], hand0=[POISON, SLASH], extra0=[MZ.DIVINITY], flare=(3, 0),
            megami1=("chikage", "saine"))
    play_card(st, MZ.TATENASHI)
    assert uid(st, POISON, 0) not in st.decision.options
    answer(st, "none")
    assert bar(st) == [(MZ.DIVINITY, True)]


@pytest.mark.card("18-mizuki-o-s-2", "04-tokoyo-o-n-7")
def test_interaction_tokoyo_terminal_card_resurges_hizamaru():
    st = mz(megami0=("mizuki", "tokoyo"), devoted0=[MZ.HIZAMARU], hand0=[TOKOYO_TERMINAL], shadow=3)
    play_card(st, TOKOYO_TERMINAL)
    h = uid(st, MZ.HIZAMARU, 0)
    assert st.cstate[h] == UNUSED


@pytest.mark.card("18-mizuki-o-s-4", "03-himika-o-n-4")
def test_interaction_warcry_makes_himika_barrage_a_standard_terminal_attack():
    st = mz(megami0=("mizuki", "himika"), enh0=[(MZ.WARCRY, 5)], hand0=[BARRAGE], dist=5)
    st.marks["card_info"] = True
    inject(st, (), Ctx(0))
    assert can_play_now(st, BARRAGE)
    play_card(st, BARRAGE)
    assert tokens(st)["aura"] == (3, 0) and tokens(st)["life"] == (10, 9)  # 3/1 to both (its own text)
    assert st.terminal[0] and options(st) == (("end",),)


@pytest.mark.rule("MR 16-2-1")
def test_interaction_sealed_unit_stays_sealed():
    from sakura_lab.engine.general import seal

    st = units()
    sp = st.zones[0][AUX5][0]
    seal(st, sp, -1)
    assert st.loc[sp] == SEAL


@pytest.mark.card("08-hagane-o-n-3")
@pytest.mark.card_idle("18-mizuki-o-t-2")
def test_interaction_reaction_from_barracks_blocked_by_hagane_no_reactions():
    st = mz(barracks=[MZ.SHIELD], cons=[MZ.SHIELD], hand1=[HAGANE_NR], megami1=("hagane", "saine"), dist=2,
            turn_player=1)
    play_card(st, HAGANE_NR, 1, fullpower=True)
    assert st.decision.kind != "react"  # no reaction window: No Reactions (the Shieldbearer is not offered)


@pytest.mark.card("08-hagane-o-n-3", "18-mizuki-o-t-3", "18-mizuki-o-t-2")
def test_interaction_cavalry_opens_the_reaction_window_against_hagane_no_reactions():
    st = mz(barracks=[MZ.SHIELD], cons=[MZ.SHIELD], enh0=[(MZ.CAVALRY, 2)], hand1=[HAGANE_NR],
            megami1=("hagane", "saine"), dist=2, turn_player=1)
    play_card(st, HAGANE_NR, 1, fullpower=True)
    sh = uid(st, MZ.SHIELD, 0)
    assert st.decision.kind == "react" and ("react", sh) in options(st)
    answer(st, ("react", sh))
    # Earthshatter is a Throughout attack: the Shieldbearer's -1/+0 does not apply (non-Throughout only)
    assert tokens(st)["aura"] == (1, 3)
    assert st.loc[sh] == AUX5 and not MZ.is_conscripted(st, sh)
