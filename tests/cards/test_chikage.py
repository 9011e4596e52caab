"""Chikage (original and A1 Fourth Chapter) and her poison extra cards: one or more tests per card id,
plus one test per additional rule (megami-rules.en.md section 7). Player 0 is Chikage's side."""
from __future__ import annotations

import pytest

from sakura_lab.engine import api as S
from sakura_lab.engine.constants import (
    DECK,
    DISCARD,
    ENHANCE,
    EXTRA,
    HAND,
    PLAYED,
    SPECIAL,
    UNUSED,
)
from sakura_lab.engine.dsl import Custom, Reshuffle, SingleDamage
from sakura_lab.engine.state import Ctx
from sakura_lab.testing import (
    answer,
    can_play_now,
    end_main,
    inject,
    options,
    play_card,
    react,
    scenario,
    tokens,
    uid,
    zone_ids,
)

KUNAI = "09-chikage-o-n-1"
NEEDLE = "09-chikage-o-n-2"
CONCEAL = "09-chikage-o-n-3"
WEAPON = "09-chikage-o-n-4"
MIASMA = "09-chikage-o-n-5"
BLADE = "09-chikage-A1-n-5"
APPROACH = "09-chikage-o-n-6"
SURGE = "09-chikage-A1-n-6"
QUAGMIRE = "09-chikage-o-n-7"
SOULTOXIN = "09-chikage-o-s-1"
SPIRITQUELL = "09-chikage-o-s-2"
MISTBANE = "09-chikage-o-s-3"
GRIM = "09-chikage-o-s-4"
BONDROT = "09-chikage-A1-s-4"
NUMBING = "09-chikage-o-p-1"
HALLU = "09-chikage-o-p-2"
RELAX = "09-chikage-o-p-3"
FADING = "09-chikage-o-p-4"
POUCH = [NUMBING, HALLU, RELAX, FADING, FADING]
CHIKAGE = ("chikage", "yurina")

SLASH = "01-yurina-o-n-1"  # 3-4 3/1
FILLER = "01-yurina-o-n-2"  # 3 2/2, a filler card in hands
DASH = "04-tokoyo-o-n-1"  # 4 -/1, an attack with a "-" damage


def sc(**kw):
    kw.setdefault("megami0", CHIKAGE)
    return scenario(**kw)


def take(st, side):
    assert st.decision.kind == "damage"
    answer(st, side)


# ====================================================================== normal cards
@pytest.mark.card("09-chikage-o-n-1")
def test_kunai_throw_vanilla():
    """09-chikage-o-n-1 Kunai Throw: 4-5 2/2 and nothing else."""
    st = sc(hand0=[KUNAI], dist=5)
    play_card(st, KUNAI)
    take(st, "life")
    assert tokens(st)["life"] == (10, 8)
    assert zone_ids(st, 0, PLAYED) == [KUNAI]


@pytest.mark.card("09-chikage-o-n-2")
def test_poison_needle_puts_chosen_poison_on_opponent_deck():
    """09-chikage-o-n-2 Poison Needle: after attack, a chosen P-1..P-3 from the pouch goes on top of the
    opponent's deck and the opponent becomes its owner (megami rules 7-4). P-4 is not offered."""
    st = sc(hand0=[NEEDLE], extra0=POUCH, deck1=[SLASH], dist=4)
    play_card(st, NEEDLE)
    take(st, "aura")
    assert st.decision.kind == "card" and st.decision.player == 0
    assert {st.cards[u].id for u in options(st)} == {NUMBING, HALLU, RELAX}
    answer(st, uid(st, HALLU))
    assert zone_ids(st, 1, DECK) == [HALLU, SLASH]
    assert st.owner[uid(st, HALLU)] == 1
    assert zone_ids(st, 0, EXTRA) == [NUMBING, RELAX, FADING, FADING]
    assert tokens(st)["aura"] == (3, 2)


@pytest.mark.card("09-chikage-o-n-3")
def test_concealment_arrows_and_no_forward():
    """09-chikage-o-n-3 Concealment: after attack Aura->Distance 1 and Shadow->Distance 1; the opponent
    cannot move Forward this turn (also not by an effect)."""
    st = sc(hand0=[CONCEAL], dist=3, shadow=2, turn_player=0)
    play_card(st, CONCEAL)  # 1/-: only Aura can take it (answered at once)
    assert tokens(st) == {"life": (10, 10), "aura": (2, 2), "flare": (0, 0), "dist": 5, "shadow": 2}
    assert S.basic_moves_something(st, 0, "forward")
    assert not S.basic_moves_something(st, 1, "forward")
    S.do_basic_action(st, 1, "forward")
    assert st.tok[S.DIST] == 5


@pytest.mark.card("09-chikage-o-n-3")
def test_concealment_as_reaction():
    """09-chikage-o-n-3 is a Reaction: played against Slash at distance 3, the opponent can no longer
    move Forward during their own turn."""
    st = sc(hand0=[CONCEAL], hand1=[SLASH], dist=3, turn_player=1)
    play_card(st, SLASH)
    react(st, CONCEAL)  # 1/- hits p1's Aura (Shadow 1), then Aura->Dist 1 and Shadow->Dist 1
    assert st.tok[S.DIST] == 5 and tokens(st)["aura"] == (2, 2)
    assert not S.basic_moves_something(st, 1, "forward")


@pytest.mark.card("09-chikage-o-n-4")
def test_concealed_weapon_standard_and_recover_with_poison_in_opponent_hand():
    """09-chikage-o-n-4 Concealed Weapon: 1-5 1/1; after attack, if the opponent holds a poison, you
    perform the basic action Recover once (Shadow -> your Aura)."""
    st = sc(hand0=[WEAPON], hand1=[HALLU], dist=3, shadow=2)
    st.owner[uid(st, HALLU)] = 1
    play_card(st, WEAPON)
    take(st, "life")
    assert tokens(st) == {"life": (10, 9), "aura": (4, 3), "flare": (0, 1), "dist": 3, "shadow": 1}


@pytest.mark.card("09-chikage-o-n-4")
def test_concealed_weapon_without_poison_no_recover():
    st = sc(hand0=[WEAPON], dist=3, shadow=2)
    play_card(st, WEAPON)
    take(st, "life")
    assert tokens(st)["aura"] == (3, 3) and st.tok[S.SHADOW] == 2


@pytest.mark.card("09-chikage-o-n-4")
def test_concealed_weapon_full_power():
    """09-chikage-o-n-4 full power (全力化): +1/+2; the opponent picks a card from your pouch (any poison)
    into their hand, then the poison check makes you Recover."""
    st = sc(hand0=[WEAPON], extra0=POUCH, dist=3, shadow=1)
    assert can_play_now(st, WEAPON, fullpower=True)
    play_card(st, WEAPON, fullpower=True)
    v = S.attack_values(st, st.attacks[max(st.attacks)])
    assert (v.aura, v.life) == (2, 3)
    take(st, "life")
    assert st.decision.kind == "card" and st.decision.player == 1
    assert {st.cards[u].id for u in options(st)} == {NUMBING, HALLU, RELAX, FADING}
    answer(st, uid(st, FADING))
    assert zone_ids(st, 1, HAND) == [FADING]
    assert st.owner[st.zones[1][HAND][0]] == 1
    assert tokens(st) == {"life": (10, 7), "aura": (4, 3), "flare": (0, 3), "dist": 3, "shadow": 0}
    assert st.turn_player == 1  # a full-power action ends the main phase (CR 8-2-2 B)

@pytest.mark.card("09-chikage-o-n-5")
def test_miasma_puts_poison_in_opponent_hand():
    """09-chikage-o-n-5 Miasma: a chosen P-1..P-3 from the pouch goes to the opponent's hand."""
    st = sc(hand0=[MIASMA], extra0=POUCH)
    play_card(st, MIASMA)
    assert {st.cards[u].id for u in options(st)} == {NUMBING, HALLU, RELAX}
    answer(st, uid(st, RELAX))
    assert zone_ids(st, 1, HAND) == [RELAX]
    assert st.owner[uid(st, RELAX)] == 1
    assert zone_ids(st, 0, PLAYED) == [MIASMA]


@pytest.mark.card("09-chikage-o-n-5")
def test_miasma_empty_pouch_does_nothing():
    st = sc(hand0=[MIASMA], extra0=[FADING])
    play_card(st, MIASMA)
    assert zone_ids(st, 1, HAND) == [] and zone_ids(st, 0, EXTRA) == [FADING]


@pytest.mark.card("09-chikage-A1-n-5")
def test_disguised_blade_range_expands_with_two_cards():
    """09-chikage-A1-n-5 Disguised Blade: range 4, unavoidable; with 2+ cards in the opponent's hand it
    gains near 2 / far 2 (range 2-6)."""
    st = sc(megami0=("chikage-a1", "yurina"), hand0=[BLADE], hand1=[SLASH], dist=2)
    assert not can_play_now(st, BLADE)
    st = sc(megami0=("chikage-a1", "yurina"), hand0=[BLADE], hand1=[SLASH, FILLER], dist=2)
    assert can_play_now(st, BLADE)
    play_card(st, BLADE)
    v = S.attack_values(st, st.attacks[max(st.attacks)])
    assert v.range == frozenset(range(2, 7)) and "unavoidable" in v.flags
    take(st, "life")
    assert tokens(st)["life"] == (10, 9)


@pytest.mark.card("09-chikage-o-n-6")
def test_silent_approach_reduces_distance():
    """09-chikage-o-n-6 Silent Approach: while deployed the current distance is 2 lower (min 0); tokens
    on Distance do not move. Unguarded (CR 10-6): life damage sends it face down."""
    st = sc(hand0=[APPROACH, SLASH], dist=5, aura=(5, 3))
    play_card(st, APPROACH)  # charge 4 from Aura (no Shadow): answered at once
    assert st.distance == 3 and st.tok[S.DIST] == 5
    assert can_play_now(st, SLASH)  # Slash 3-4 reaches at current distance 3
    st2 = sc(enh0=[(APPROACH, 1)], dist=1)
    assert st2.distance == 0
    inject(st2, [SingleDamage("life", 1, target="self")], Ctx(0))
    assert zone_ids(st2, 0, DISCARD) == [APPROACH] and st2.distance == 1


@pytest.mark.card("09-chikage-A1-n-6")
def test_surge_of_vitality():
    """09-chikage-A1-n-6 Surge of Vitality: +1 vigor if the opponent holds 2+ cards; Distance<->Shadow 1."""
    st = sc(megami0=("chikage-a1", "yurina"), hand0=[SURGE], hand1=[SLASH, FILLER], vigor=(0, 0), dist=5, shadow=2)
    play_card(st, SURGE)
    answer(st, ("dist", "shadow"))
    assert st.vigor[0] == 1 and st.tok[S.DIST] == 4 and st.tok[S.SHADOW] == 3
    st = sc(megami0=("chikage-a1", "yurina"), hand0=[SURGE], hand1=[SLASH], vigor=(0, 0), dist=5, shadow=2)
    play_card(st, SURGE)
    answer(st, ("shadow", "dist"))
    assert st.vigor[0] == 0 and st.tok[S.DIST] == 6 and st.tok[S.SHADOW] == 1


@pytest.mark.card("09-chikage-o-n-7")
def test_quagmire_forbids_backward_and_retreat():
    """09-chikage-o-n-7 Quagmire: while deployed the opponent cannot move Backward or Retreat."""
    st = sc(hand0=[QUAGMIRE], hand1=[SLASH], deck1=[SLASH, SLASH], dist=2, shadow=4)
    play_card(st, QUAGMIRE)
    answer(st, ("aura", 0))  # its Charge 2 comes from Shadow
    end_main(st)
    answer(st, False)  # p1 does not reshuffle; it draws two and reaches its main phase
    assert st.decision.kind == "main" and st.decision.player == 1 and zone_ids(st, 0, ENHANCE) == [QUAGMIRE]
    opts = options(st)
    assert ("basic", "backward") not in opts and ("basic", "retreat") not in opts
    assert ("basic", "recover") in opts
    assert S.basic_moves_something(st, 0, "backward")  # the owner is not bound


# ====================================================================== special cards
@pytest.mark.card("09-chikage-o-s-1")
def test_ruinous_soultoxin():
    """09-chikage-o-s-1 Ruinous Soultoxin: a Fading Light Toxin from the pouch goes on top of the
    opponent's deck (cost 3)."""
    st = sc(specials0=[SOULTOXIN], extra0=POUCH, deck1=[SLASH], flare=(3, 0))
    play_card(st, SOULTOXIN)
    answer(st, st.decision.options[0])
    assert zone_ids(st, 1, DECK) == [FADING, SLASH]
    assert zone_ids(st, 0, EXTRA) == [NUMBING, HALLU, RELAX, FADING]
    assert tokens(st)["flare"] == (0, 0) and st.tok[S.SHADOW] == 3


@pytest.mark.card("09-chikage-o-s-2")
def test_treacherous_spiritquell_cancels_dash_attacks():
    """09-chikage-o-s-2 Treacherous Spiritquell: while deployed, an opponent's attack with a '-' damage
    is cancelled; attacks with two numbers are not."""
    st = sc(enh0=[(SPIRITQUELL, 5)], hand1=[DASH, SLASH], turn_player=1, dist=4)
    play_card(st, DASH)
    assert st.decision.kind == "main" and tokens(st)["aura"] == (3, 3)
    assert any(e[1] == "cancel" for e in st.events)
    play_card(st, SLASH)
    take(st, "aura")
    assert tokens(st)["aura"] == (0, 3)


@pytest.mark.card("09-chikage-o-s-2")
def test_treacherous_spiritquell_as_reaction():
    """09-chikage-o-s-2 is a Reaction enhancement: deployed against a '-' attack, it cancels that attack."""
    st = sc(specials0=[SPIRITQUELL], hand1=[DASH], turn_player=1, dist=4, flare=(2, 0), shadow=5)
    play_card(st, DASH)
    react(st, SPIRITQUELL)
    answer(st, ("aura", 0))
    assert st.decision.kind == "main" and st.turn_player == 1
    assert zone_ids(st, 0, ENHANCE) == [SPIRITQUELL] and st.card_tokens(uid(st, SPIRITQUELL)) == 5
    assert tokens(st)["aura"] == (3, 3)


@pytest.mark.card("09-chikage-o-s-3")
def test_amorphous_mistbane_resurgence():
    """09-chikage-o-s-3 Amorphous Mistbane: 3-7 1/2; resurges at your end phase if the opponent holds 2+."""
    st = sc(specials0=[MISTBANE], hand1=[SLASH, FILLER], flare=(1, 0), dist=7)
    play_card(st, MISTBANE)
    take(st, "aura")
    u = uid(st, MISTBANE)
    assert st.cstate[u] == 2
    end_main(st)
    assert st.cstate[u] == UNUSED
    st = sc(specials0=[MISTBANE], hand1=[SLASH], flare=(1, 0), dist=7)
    play_card(st, MISTBANE)
    take(st, "aura")
    end_main(st)
    assert st.cstate[uid(st, MISTBANE)] == 2


@pytest.mark.card("09-chikage-o-s-4")
def test_grim_path_resets_on_life_damage():
    """09-chikage-o-s-4 Chikage's Grim Path: when you take life damage, its tokens go to Shadow and it
    returns unused; the Disenchant does not happen."""
    st = sc(enh0=[(GRIM, 3)], hand1=[SLASH], turn_player=1, dist=3, aura=(0, 3))
    play_card(st, SLASH)  # Aura 0: the damage goes to Life at once
    u = uid(st, GRIM)
    assert st.loc[u] == SPECIAL and st.cstate[u] == UNUSED and st.outcome is None
    assert st.tok[S.SHADOW] == 3 and tokens(st)["life"] == (9, 10)  # Slash 3/1 on Life: 1


@pytest.mark.card("09-chikage-o-s-4")
def test_grim_path_disenchant_wins_when_other_specials_used():
    """09-chikage-o-s-4: disenchanted while every other Special of yours is used -> you win."""
    st = sc(enh0=[(GRIM, 1)], devoted0=[SOULTOXIN, MISTBANE], start="turn")
    assert st.outcome is not None and st.outcome.winner == 0 and st.outcome.reason == "effect"
    st = sc(enh0=[(GRIM, 1)], devoted0=[SOULTOXIN], specials0=[MISTBANE], start="turn")
    assert st.outcome is None and zone_ids(st, 0, SPECIAL)[-1] == GRIM


@pytest.mark.card_idle("09-chikage-o-s-4")
def test_grim_path_full_power_only():
    st = sc(specials0=[GRIM], flare=(5, 0), shadow=4)
    assert not can_play_now(st, GRIM) and can_play_now(st, GRIM, fullpower=True)


@pytest.mark.card("09-chikage-A1-s-4")
def test_vestigial_bondrot_x_is_twice_hand():
    """09-chikage-A1-s-4 Vestigial Bondrot: 0-1 4/X, X = 2 x opponent's hand; no Normal-card reactions."""
    st = sc(megami0=("chikage-a1", "yurina"), specials0=[BONDROT], hand1=[SLASH, FILLER], flare=(4, 0),
            dist=1, aura=(3, 5))
    play_card(st, BONDROT)
    v = S.attack_values(st, st.attacks[max(st.attacks)])
    assert (v.aura, v.life) == (4, 4) and "no_reactions_normal" in v.flags
    take(st, "life")
    assert tokens(st)["life"] == (10, 6)


# ====================================================================== poison cards
@pytest.mark.card("09-chikage-o-p-1")
def test_numbing_agent_returns_and_ends_phase():
    """09-chikage-o-p-1 Numbing Agent: played by the opponent of Chikage it goes back to Chikage's pouch
    (owner back to Chikage) and the main phase ends."""
    st = sc(hand1=[NUMBING, SLASH], turn_player=1, dist=4)
    u = uid(st, NUMBING)
    play_card(st, NUMBING, player=1)
    assert zone_ids(st, 0, EXTRA) == [NUMBING] and st.owner[u] == 0
    assert st.turn_player == 0  # the main phase ended, then p1's end phase, now p0's turn
    assert zone_ids(st, 1, HAND) == [SLASH]


def _hand1_poison(cid, **kw):
    """A poison already given to player 1 (its owner, megami rules 7-4) in their main phase."""
    st = sc(hand1=[cid], turn_player=1, **kw)
    return st, uid(st, cid)


@pytest.mark.card_idle("09-chikage-o-p-1")
def test_numbing_agent_unplayable_after_basic_action():
    st, u = _hand1_poison(NUMBING, vigor=(1, 1), shadow=1)
    assert can_play_now(st, NUMBING, player=1)
    answer(st, ("basic", "recover"))  # the cost can only be vigor (megami rules 7-2-1): paid at once
    assert not can_play_now(st, NUMBING, player=1)


@pytest.mark.card("09-chikage-o-p-2")
def test_hallucinogen():
    """09-chikage-o-p-2 Hallucinogen: back to the opponent's pouch; your Flare -> Shadow 2."""
    st, u = _hand1_poison(HALLU, flare=(0, 3))
    play_card(st, HALLU, player=1)
    assert zone_ids(st, 0, EXTRA) == [HALLU] and st.owner[u] == 0
    assert tokens(st)["flare"] == (0, 1) and st.tok[S.SHADOW] == 2


@pytest.mark.card("09-chikage-o-p-3")
def test_muscle_relaxant():
    """09-chikage-o-p-3 Muscle Relaxant: while deployed its owner cannot play Attack cards (effect attacks
    unaffected); on disenchant it returns to the opponent's pouch."""
    st, u = _hand1_poison(RELAX, dist=4, shadow=3)
    play_card(st, RELAX, player=1)
    answer(st, ("aura", 0))
    assert zone_ids(st, 1, ENHANCE) == [RELAX] and st.card_tokens(u) == 3
    assert S.forbidden(st, "play_attack_card", 1, -1) and not S.forbidden(st, "play_attack_card", 0, -1)
    inject(st, [Custom(lambda s, c: S.move_tokens(s, S.CARD_BASE + u, S.SHADOW, 3))], Ctx(1))
    assert zone_ids(st, 0, EXTRA) == [RELAX] and st.owner[u] == 0


@pytest.mark.card("09-chikage-o-p-4")
def test_fading_light_toxin():
    """09-chikage-o-p-4 Fading Light Toxin: your Aura -> Shadow 3; it then lies in your played pile."""
    st, u = _hand1_poison(FADING, aura=(3, 4))
    play_card(st, FADING, player=1)
    assert tokens(st)["aura"] == (3, 1) and st.tok[S.SHADOW] == 3
    assert zone_ids(st, 1, PLAYED) == [FADING]


# ====================================================================== additional rules (section 7)
@pytest.mark.rule("megami 7-1")
def test_rule_7_1_pouch_setup():
    """megami rules 7-1: a Chikage host starts with P-1, P-2, P-3 and two P-4 in the pouch (both forms)."""
    import random

    from sakura_lab.deckgen import random_deck
    from sakura_lab.game import new_state

    r = random.Random(5)
    for form in ("chikage", "chikage-a1"):
        st = new_state(1, (random_deck((form, "yurina"), r), random_deck(("saine", "tokoyo"), r)))
        assert sorted(zone_ids(st, 0, EXTRA)) == sorted(POUCH)
        assert zone_ids(st, 1, EXTRA) == []


@pytest.mark.rule("megami 7-2-1")
def test_rule_7_2_1_poison_cannot_be_discarded():
    """megami rules 7-2-1: a poison cannot pay the basic-action cost nor be discarded at the hand limit."""
    st, u = _hand1_poison(FADING, vigor=(0, 0), shadow=2)
    assert not any(o[0] == "basic" for o in options(st))  # only a poison in hand and no vigor
    st, u = _hand1_poison(FADING, vigor=(0, 1), shadow=2)
    answer(st, ("basic", "recover"))
    assert st.vigor[1] == 0 and zone_ids(st, 1, HAND) == [FADING]  # paid with vigor, no choice offered
    st = sc(hand0=[FADING, NUMBING, HALLU, SLASH])
    end_main(st)
    assert zone_ids(st, 0, DISCARD) == [SLASH]
    assert sorted(zone_ids(st, 0, HAND)) == sorted([FADING, NUMBING, HALLU])


@pytest.mark.rule("megami 7-3-1")
def test_rule_7_3_1_pouch_is_private_to_its_player():
    """megami rules 7-3-1: only poison cards sit in the pouch; taking from it changes nothing else in Extra."""
    from sakura_lab.cards import chikage

    st = sc(extra0=POUCH)
    assert [st.cards[u].id for u in chikage.pouch(st, 0)] == POUCH and chikage.pouch(st, 1) == []


@pytest.mark.rule("megami 7-4")
@pytest.mark.card("09-chikage-o-n-5", "09-chikage-o-p-2")
def test_rule_7_4_owner_changes_and_resolution_keeps_meaning():
    """megami rules 7-4 (2022-11): moving a poison to the opponent's zone makes them its owner; a poison
    that moves itself while resolving keeps its player's "you" until it finishes (Hallucinogen pays from
    its player's Flare after it returned to Chikage's pouch)."""
    st = sc(hand0=[MIASMA], extra0=[HALLU])
    play_card(st, MIASMA)
    u = uid(st, HALLU)
    assert st.owner[u] == 1 and st.loc[u] == HAND
    st, u = _hand1_poison(HALLU, flare=(3, 3))
    play_card(st, HALLU, player=1)
    assert st.owner[u] == 0 and tokens(st)["flare"] == (3, 1)


@pytest.mark.rule("megami 7-5")
def test_rule_7_5_reshuffle_puts_poisons_on_top():
    """megami rules 7-5: after a reshuffle the poisons of that player's deck are put on its top."""
    st = sc(played1=[SLASH, FADING], discard1=[FILLER, HALLU], deck1=["01-yurina-o-n-3"], turn_player=1)
    inject(st, [Reshuffle()], Ctx(1))
    deck = zone_ids(st, 1, DECK)
    assert sorted(deck[:2]) == sorted([FADING, HALLU]) and len(deck) == 5


@pytest.mark.rule("megami 7-4")
def test_rule_7_1_setup_and_full_game_owner_invariants():
    """megami rules 7-4: a whole random game keeps owners consistent with zones (checked by fuzz_game)."""
    import random

    from sakura_lab.deckgen import random_deck
    from sakura_lab.fuzz import fuzz_game

    r = random.Random(9)
    st = fuzz_game(9, (random_deck(("chikage", "saine"), r), random_deck(("chikage-a1", "tokoyo"), r)))
    assert st.outcome is not None
