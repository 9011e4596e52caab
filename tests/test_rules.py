"""Core rules, one test (or more) per CR section. Each docstring names the section it checks."""
from __future__ import annotations

import pytest

from sakura_lab.decks import load_deck
from sakura_lab.engine import api as S
from sakura_lab.engine.cardbase import AttackAcc, CardScript
from sakura_lab.engine.constants import (
    AURA,
    CARD_BASE,
    DECK,
    DISCARD,
    DIST,
    ENHANCE,
    FLARE,
    HAND,
    IN_USE,
    LIFE,
    PLAYED,
    SHADOW,
    SPECIAL,
    UNUSED,
)
from sakura_lab.engine.dsl import (
    Arrow,
    BasicActions,
    Custom,
    Damage,
    GlobalAttackMod,
    MakeAttack,
    ModifyAttack,
    NextAttack,
    SingleDamage,
    card,
    rng,
)
from sakura_lab.engine.state import Attack, Ctx
from sakura_lab.game import SETUP_TOKENS, new_state
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
    with_script,
    zone_ids,
)

SLASH = "01-yurina-o-n-1"  # attack 3-4 3/1, no text
SHOOT = "03-himika-o-n-1"  # attack 4-10 2/1, no text
CUT_DOWN = "02-saine-o-n-2"  # reaction attack 4-5 3/1, no text
TSUKIKAGE = "01-yurina-o-s-1"  # special attack 3-4 4/4 cost 7, no text
RED_BULLET = "03-himika-o-s-1"  # special attack 5-10 3/1 cost 0, no text
BARRAGE = "03-himika-o-n-4"  # Throughout attack 5-9 3/1 (both damages)
SPACE = "02-saine-o-n-5"  # enhancement, charge 2 (used with a blank script in some tests)
BLANK = CardScript("blank")


@pytest.fixture
def decks():
    return load_deck("decks/yurina-saine.toml"), load_deck("decks/himika-tokoyo.toml")


# ------------------------------------------------------------------ 4 setup, win/loss
def test_setup_tokens_hands_and_mulligan_order(decks):
    """CR 4-1 steps 1-6: tokens, 3 cards drawn, turn player mulligans first, vigor 0 / 1."""
    st = new_state(5, decks)
    tp = st.turn_player
    assert tokens(st) == {"life": (10, 10), "aura": (3, 3), "flare": (0, 0), "dist": 10, "shadow": 0}
    assert len(st.zones[0][HAND]) == len(st.zones[1][HAND]) == 3
    assert len(st.zones[0][DECK]) == 4 and len(st.zones[0][SPECIAL]) == 3
    assert all(st.cstate[u] == UNUSED for u in st.zones[0][SPECIAL])
    d = st.decision
    assert d.kind == "mulligan" and d.player == tp and len(d.options) == 8  # every subset of 3 cards
    hand = list(st.zones[tp][HAND])
    answer(st, (hand[0], hand[2]))  # put two back
    assert st.decision.kind == "mulligan_order" and st.decision.player == tp
    answer(st, hand[2])  # hand[2] goes to the bottom first, then hand[0]
    assert st.zones[tp][DECK][-2:] == [hand[2], hand[0]]
    assert len(st.zones[tp][HAND]) == 3  # CR 4-1 5-3: redraw as many
    assert st.decision.kind == "mulligan" and st.decision.player == 1 - tp
    answer(st, ())
    assert st.vigor[tp] == 0 and st.vigor[1 - tp] == 1  # CR 4-1 step 6
    assert st.turn == 1 and st.decision.kind == "main" and st.decision.player == tp


def test_first_player_is_seeded(decks):
    """CR 4-1 step 3: the first player is random, but fixed by the seed."""
    firsts = {new_state(s, decks).turn_player for s in range(20)}
    assert firsts == {0, 1}
    assert new_state(3, decks).turn_player == new_state(3, decks).turn_player


def test_win_when_life_reaches_zero():
    """CR 4-2 step 1: the player whose opponent's life is 0 wins, at once."""
    st = scenario(hand0=[SLASH], life=(10, 1), aura=(3, 0), dist=3)
    play_card(st, SLASH)
    answer(st, "life") if st.decision else None
    assert st.outcome is not None and st.outcome.winner == 0 and st.outcome.reason == "life"
    assert st.is_terminal


def test_lose_by_effect():
    """CR 4-2 step 2: a player who loses by an effect makes the other player win."""
    st = scenario()
    S.lose(st, 0, "effect")
    assert st.outcome.winner == 1 and st.outcome.reason == "effect"


# ------------------------------------------------------------------ 5-1 vigor, flinch, hand limit
def test_vigor_cap_and_floor():
    """CR 5-1-2: vigor is clamped to 0..2."""
    st = scenario(vigor=(2, 0))
    S.gain_vigor(st, 0, 1)
    S.set_vigor(st, 1, -3)
    assert st.vigor == [2, 0]


def test_flinch_blocks_the_next_vigor_gain():
    """CR 5-1-4: a flinched player gains no vigor; the flinch is removed instead (even at the cap)."""
    st = scenario(vigor=(2, 0), flinch=(True, False))
    S.gain_vigor(st, 0, 1)
    assert st.vigor[0] == 2 and st.flinch[0] is False
    S.gain_vigor(st, 0, 1)
    assert st.vigor[0] == 2


def test_start_phase_vigor_gain_respects_flinch():
    """CR 8-1-3 i with 5-1-4: the start-phase vigor gain only removes a flinch."""
    st = scenario(vigor=(0, 0), flinch=(True, False), turn=3, start="turn", deck0=[SLASH, SHOOT])
    assert st.decision.kind == "reshuffle"
    assert st.vigor[0] == 0 and st.flinch[0] is False


def test_hand_limit_discards_face_down():
    """CR 5-1-3, 8-3-2: at the end phase the turn player discards face down down to 2 cards."""
    st = scenario(hand0=[SLASH, SHOOT, CUT_DOWN, BARRAGE])
    end_main(st)
    d = st.decision
    assert d.kind == "hand_limit" and d.player == 0 and len(d.options) == 4
    answer(st, uid(st, SHOOT))
    answer(st, uid(st, SLASH))
    assert zone_ids(st, 0, DISCARD) == [SHOOT, SLASH]
    assert zone_ids(st, 0, HAND) == [CUT_DOWN, BARRAGE]
    assert st.turn_player == 1


# ------------------------------------------------------------------ 5-2 distance and mastery zone
def test_forward_not_allowed_inside_mastery_zone():
    """CR 5-2-2, 9-7-1, 9-7-5: Forward needs distance > 2; Retreat needs distance <= 2."""
    st = scenario(dist=2, shadow=1, hand0=[SLASH])
    opts = options(st)
    assert ("basic", "forward") not in opts and ("basic", "retreat") in opts
    st = scenario(dist=3, shadow=1, hand0=[SLASH])
    opts = options(st)
    assert ("basic", "forward") in opts and ("basic", "retreat") not in opts


def test_mastery_zone_is_modifiable():
    """CR 5-2-2: effects change the mastery zone (here +1 from an Ongoing ability)."""
    from sakura_lab.engine.dsl import MasteryDelta

    st = scenario(dist=3, shadow=1, enh0=[(SPACE, 2)])
    with_script(st, SPACE, CardScript(SPACE, ongoing=(MasteryDelta(1),)))
    assert S.mastery_zone(st) == 3
    assert not S.basic_moves_something(st, 0, "forward")
    assert S.basic_moves_something(st, 0, "retreat")


# ------------------------------------------------------------------ 5-5 situation-triggered
def test_enhancement_without_tokens_is_disenchanted():
    """CR 5-5-2, 9-6: an enhancement left with no token goes to the played pile after its Disenchant."""
    st = scenario(enh0=[(SPACE, 1)], turn=3, start="turn", deck0=[SLASH, SHOOT],
                  scripts={SPACE: CardScript(SPACE, disenchant=(Arrow("shadow", "aura", 1),))})
    # start phase: decay moved the token (8-1-3 ii); the disenchant already ran
    assert zone_ids(st, 0, PLAYED) == [SPACE]
    assert st.tok[AURA] == 4 and st.tok[SHADOW] == 0


# ------------------------------------------------------------------ 5-6 numeric modification order
def test_exchange_comes_before_addition():
    """CR 5-6 ii then v: exchange the damages first, then add +X/+Y."""
    st = scenario(dist=3)
    atk = S.new_attack(st, 0, rng=(3,), aura=3, life=1)
    atk.mods.append(("exchange",))
    atk.mods.append(("dmg", -1, 0))
    v = S.attack_values(st, atk)
    assert (v.aura, v.life) == (0, 3)


def test_aura_damage_capped_at_five_unless_overwhelm():
    """CR 6-4-1-4 and 10-21: aura damage is at most 5; Overwhelm lifts the cap; life has no cap."""
    st = scenario(dist=3)
    atk = S.new_attack(st, 0, rng=(3,), aura=4, life=6)
    atk.mods.append(("dmg", 3, 3))
    v = S.attack_values(st, atk)
    assert (v.aura, v.life) == (5, 9)
    atk.mods.append(("flag", "overwhelm"))
    assert S.attack_values(st, atk).aura == 7


def test_damage_never_negative_and_dash_stays_dash():
    """CR 5-6 vi, 6-4-1-4/5: values below 0 become 0; "-" is not a number and stays "-"."""
    st = scenario(dist=3)
    atk = S.new_attack(st, 0, rng=(3,), aura=None, life=1)
    atk.mods.append(("dmg", 2, -4))
    v = S.attack_values(st, atk)
    assert (v.aura, v.life) == (None, 0)


# ------------------------------------------------------------------ 5-7 / 10-4 range modifications
def _range(mods, base):
    st = scenario()
    atk = S.new_attack(st, 0, rng=base, aura=1, life=1)
    atk.mods.extend(mods)
    return sorted(S.attack_values(st, atk).range)


def test_range_expansion():
    """CR 10-4-1 / 10-4-2: near X adds m-X..m-1, far X adds M+1..M+X."""
    assert _range([("near", 2)], (3, 4)) == [1, 2, 3, 4]
    assert _range([("far", 1)], (3, 4)) == [3, 4, 5]


def test_range_reduction_one_modification_at_a_time():
    """CR 10-4-3 (2022 reading, digest NOTE): {1,2,5,6} near-2 then near-1 gives {6}."""
    assert _range([("near_reduce", 2), ("near_reduce", 1)], (1, 2, 5, 6)) == [6]
    assert _range([("near_reduce", 3)], (1, 2, 5, 6)) == [5, 6]
    assert _range([("far_reduce", 1)], (3, 4, 5)) == [3, 4]


def test_range_order_expansion_before_reduction_and_shift_first():
    """CR 5-7: change, increase/decrease (10-35-1), add, remove, expansion, then reduction."""
    assert _range([("near_reduce", 1), ("far", 1)], (3, 4)) == [4, 5]
    assert _range([("shift", -1), ("far", 1)], (3, 4)) == [2, 3, 4]


# ------------------------------------------------------------------ 5-8 damage
def test_two_value_damage_choice_and_aura_restriction():
    """CR 5-8-3-2: the aura side cannot be chosen when aura tokens < aura damage."""
    st = scenario(hand0=[SLASH], aura=(3, 2), dist=3)
    play_card(st, SLASH)  # 3/1 against aura 2: only life
    assert st.decision.kind == "main"  # life was the only option, taken at once
    assert tokens(st) == {"life": (10, 9), "aura": (3, 2), "flare": (0, 1), "dist": 3, "shadow": 0}


def test_aura_damage_goes_to_shadow_life_damage_to_flare():
    """CR 5-8-3-1: aura -> shadow; life -> the same player's flare."""
    st = scenario(hand0=[SLASH], dist=3)
    play_card(st, SLASH)
    assert st.decision.kind == "damage" and st.decision.options == ("aura", "life")
    answer(st, "aura")
    assert tokens(st) == {"life": (10, 10), "aura": (3, 0), "flare": (0, 0), "dist": 3, "shadow": 3}


def test_dash_side_must_take_other_side():
    """CR 5-8-3-2: with "-" on life, the aura side is forced even if aura cannot absorb it all."""
    st = scenario(aura=(3, 1))
    inject(st, (Damage(3, None),), Ctx(0))
    assert st.tok[AURA + 1] == 0 and st.tok[SHADOW] == 1


def test_single_value_damage_to_flare():
    """CR 5-8-1, 5-8-3-1: single-value damage to flare moves flare tokens to shadow."""
    st = scenario(flare=(0, 3))
    inject(st, (SingleDamage("flare", 2),), Ctx(0))
    assert st.tok[FLARE + 1] == 1 and st.tok[SHADOW] == 2


def test_both_damages():
    """CR 10-26: both aura and life damage are dealt, no choice."""
    st = scenario(hand0=[BARRAGE], dist=6)
    play_card(st, BARRAGE, fullpower=True)
    assert tokens(st) == {"life": (10, 9), "aura": (3, 0), "flare": (0, 1), "dist": 6, "shadow": 3}


# ------------------------------------------------------------------ 6-3 tokens
def test_tokens_move_as_many_as_possible():
    """CR 6-3: too few at the source or too little room: move as many as possible; aura cap 5 (7-1-3-1)."""
    st = scenario(aura=(4, 3), shadow=3)
    assert S.move_tokens(st, SHADOW, AURA, 3) == 1
    assert st.tok[AURA] == 5 and st.tok[SHADOW] == 2
    assert S.move_tokens(st, FLARE, SHADOW, 2) == 0
    st.tok[DIST] = 9
    assert S.move_tokens(st, SHADOW, DIST, 2) == 1  # distance cap 10 (7-1-1)


def test_tokens_of_a_card_leaving_enhancement_go_to_shadow():
    """CR 7-1-9: tokens associated with no enhancement move to Shadow."""
    st = scenario(enh0=[(SPACE, 2)])
    u = uid(st, SPACE)
    S.move_card(st, u, HAND)
    assert st.tok[CARD_BASE + u] == 0 and st.tok[SHADOW] == 2


def test_owner_mismatch_goes_to_owners_zone():
    """CR 7-2: a card moving to a zone of the wrong owner goes to its owner's zone."""
    st = scenario(hand1=[SHOOT])
    u = uid(st, SHOOT)
    S.move_card(st, u, PLAYED, to_player=0)
    assert zone_ids(st, 1, PLAYED) == [SHOOT] and zone_ids(st, 0, PLAYED) == []


# ------------------------------------------------------------------ 8 turn structure
def test_turns_one_and_two_skip_the_fixed_start_steps(decks):
    """CR 8-1-3: turns 1 and 2 have no vigor gain, decay, reshuffle or draw."""
    st = new_state(1, decks)
    answer(st, ())
    answer(st, ())
    tp = st.turn_player
    assert st.turn == 1 and len(st.zones[tp][HAND]) == 3 and st.vigor[tp] == 0
    end_main(st)
    while st.decision.kind == "hand_limit":
        st.apply(0)
    assert st.turn == 2 and len(st.zones[1 - tp][HAND]) == 3 and st.vigor[1 - tp] == 1


def test_turn_three_start_phase_steps(decks):
    """CR 8-1-3 i-iv: vigor +1, decay, optional reshuffle, draw 2."""
    st = scenario(vigor=(0, 1), turn=3, start="turn", deck0=[SLASH, SHOOT, CUT_DOWN], played0=[BARRAGE])
    assert st.decision.kind == "reshuffle" and st.decision.options == (False, True)
    answer(st, False)
    assert st.vigor[0] == 1 and zone_ids(st, 0, HAND) == [SLASH, SHOOT]


def test_start_phase_reshuffle_costs_one_life():
    """CR 8-1-3 iii, 9-8: the rules' reshuffle deals 1 life damage, then played+discard normals return."""
    st = scenario(turn=3, start="turn", deck0=[SLASH], played0=[SHOOT], discard0=[CUT_DOWN], devoted0=[RED_BULLET])
    answer(st, True)
    assert st.tok[LIFE] == 9 and st.tok[FLARE] == 1
    assert sorted(zone_ids(st, 0, HAND) + zone_ids(st, 0, DECK)) == sorted([SLASH, SHOOT, CUT_DOWN])
    assert zone_ids(st, 0, SPECIAL) == [RED_BULLET]


def test_standard_action_cannot_play_throughout():
    """CR 8-2-2 A: Throughout cards are playable only as the full-power action (B)."""
    st = scenario(hand0=[BARRAGE], dist=6)
    assert not can_play_now(st, BARRAGE)
    assert can_play_now(st, BARRAGE, fullpower=True)


def test_full_power_action_ends_the_main_phase():
    """CR 8-2-2 B: after the full-power action the main phase ends (no more options)."""
    st = scenario(hand0=[BARRAGE, SHOOT, SLASH, CUT_DOWN], dist=6)
    play_card(st, BARRAGE, fullpower=True)
    assert st.decision.kind == "hand_limit"  # end phase reached directly


def test_no_full_power_after_a_standard_action():
    """CR 8-2-1: the choice of standard or full-power is made once, at the start of the main phase."""
    st = scenario(hand0=[BARRAGE, SHOOT], dist=6)
    play_card(st, SHOOT)
    answer(st, "aura")
    assert not can_play_now(st, BARRAGE, fullpower=True)


def test_full_power_action_may_play_any_card():
    """CR 8-2-2 B: the full-power action plays *any one card* (not only Throughout cards); the main phase then
    ends, and effects can tell that the card was the full-power action (the ("fullpower", uid) mark)."""
    st = scenario(hand0=[SLASH, SHOOT], dist=4)
    assert can_play_now(st, SLASH, fullpower=True) and can_play_now(st, SLASH)
    play_card(st, SLASH, fullpower=True)
    assert st.marks.get(("fullpower", uid(st, SLASH, 0))) is True
    answer(st, "aura")
    assert tokens(st)["aura"] == (3, 0) and zone_ids(st, 0, PLAYED) == [SLASH]
    assert st.phase == S.PHASE_END or st.turn_player == 1  # no second card: the main phase ended


def test_standard_play_is_not_marked_full_power():
    """CR 8-2-2 A: a card played as a standard action is not the full-power action."""
    st = scenario(hand0=[SLASH, SHOOT], dist=4)
    play_card(st, SLASH)
    assert not st.marks.get(("fullpower", uid(st, SLASH, 0)))
    answer(st, "aura")
    assert st.decision.kind == "main" and not can_play_now(st, SHOOT, fullpower=True)


# ------------------------------------------------------------------ 9-2 / 9-3 playing cards
def test_attack_out_of_range_cannot_be_played():
    """CR 9-2-1 i: an attack whose range does not include the distance is illegal."""
    st = scenario(hand0=[SLASH], dist=5)
    assert not can_play_now(st, SLASH)


def test_special_cost_paid_from_flare_to_shadow():
    """CR 9-3, 6-2-1-12: the Cost moves flare tokens to shadow; the special becomes Devoted (9-2-1 v)."""
    st = scenario(specials0=[TSUKIKAGE], flare=(6, 0), dist=3)
    assert not can_play_now(st, TSUKIKAGE)  # cost 7
    st = scenario(specials0=[TSUKIKAGE], flare=(7, 0), dist=3, aura=(3, 5))
    play_card(st, TSUKIKAGE)
    answer(st, "aura")
    assert tokens(st) == {"life": (10, 10), "aura": (3, 1), "flare": (0, 0), "dist": 3, "shadow": 11}
    assert st.cstate[uid(st, TSUKIKAGE)] == S.DEVOTED
    assert not can_play_now(st, TSUKIKAGE)


def test_terminal_stops_cards_and_basic_actions():
    """CR 9-2 Terminal (終端): after it resolves, no more cards or basic actions this turn."""
    st = scenario(hand0=[SLASH, SHOOT], dist=4)
    with_script(st, SLASH, CardScript(SLASH, terminal=True))
    play_card(st, SLASH)
    answer(st, "aura")
    assert options(st) == (("end",),)


def test_enhancement_charge_from_aura_and_shadow():
    """CR 9-2-3 iii: the charge may be split between shadow and own aura."""
    st = scenario(hand0=[SPACE], aura=(3, 3), shadow=1)
    with_script(st, SPACE, BLANK)
    play_card(st, SPACE)
    assert st.decision.kind == "charge" and st.decision.options == (("aura", 1), ("aura", 2))
    answer(st, ("aura", 1))
    u = uid(st, SPACE)
    assert st.tok[CARD_BASE + u] == 2 and st.tok[AURA] == 2 and st.tok[SHADOW] == 0
    assert zone_ids(st, 0, ENHANCE) == [SPACE]


def test_enhancement_without_any_token_is_disenchanted_at_once():
    """CR 9-2-3 + 5-5-2: no tokens available -> it arrives empty and is disenchanted."""
    st = scenario(hand0=[SPACE], aura=(0, 3), shadow=0)
    with_script(st, SPACE, BLANK)
    play_card(st, SPACE)
    assert zone_ids(st, 0, PLAYED) == [SPACE]


# ------------------------------------------------------------------ 9-4 attacks and reactions
def test_reaction_window_and_nested_resolution():
    """CR 9-4 i, 9-9: the attacked player may react; the reaction resolves before the attack goes on."""
    st = scenario(hand0=[SHOOT], hand1=[CUT_DOWN], dist=5, aura=(3, 3))
    play_card(st, SHOOT)
    assert st.decision.kind == "react" and st.decision.player == 1
    react(st, CUT_DOWN)
    # Cut Down's attack (made as a reaction) cannot be reacted to and hits first
    assert st.decision.kind == "damage" and st.decision.player == 0
    answer(st, "aura")
    assert st.tok[AURA] == 0
    assert st.decision.kind == "damage" and st.decision.player == 1  # then Shoot's damage
    answer(st, "life")
    assert tokens(st) == {"life": (10, 9), "aura": (0, 3), "flare": (0, 1), "dist": 5, "shadow": 3}
    assert zone_ids(st, 1, PLAYED) == [CUT_DOWN] and zone_ids(st, 0, PLAYED) == [SHOOT]


def test_reaction_attack_cannot_be_reacted_to():
    """CR 9-4 i exception: an attack made as a reaction cannot be reacted to."""
    st = scenario(hand0=[SHOOT, CUT_DOWN], hand1=[CUT_DOWN], dist=5)
    play_card(st, SHOOT)
    react(st, CUT_DOWN)
    assert st.decision.kind == "damage"  # no reaction window for player 0


def test_attack_rechecks_range_after_reaction():
    """CR 9-4 iii: the range is checked again after the reaction; out of range the attack fails."""
    st = scenario(hand0=[SLASH], hand1=[CUT_DOWN], dist=4)
    with_script(st, CUT_DOWN, CardScript(CUT_DOWN, after=(Arrow("shadow", "dist", 1),)), subtype="reaction")
    st.tok[SHADOW] = 1
    play_card(st, SLASH)
    react(st, CUT_DOWN)
    answer(st, "aura")
    assert st.tok[DIST] == 5
    assert st.decision.kind == "main" and st.tok[AURA + 1] == 3  # Slash missed


def test_cancelled_attack_fails():
    """CR 9-4 ii: a cancelled attack deals no damage and has no After Attack."""
    st = scenario(hand0=[SHOOT], hand1=[CUT_DOWN], dist=5, shadow=1,
                  scripts={SHOOT: CardScript(SHOOT, after=(Arrow("shadow", "aura", 1),))})
    play_card(st, SHOOT)
    assert st.decision.kind == "react"
    aid = next(iter(st.attacks))
    st.attacks[aid].cancelled = True
    react(st, None)
    assert st.attacks == {} and st.decision.kind == "main"
    assert tokens(st) == {"life": (10, 10), "aura": (3, 3), "flare": (0, 0), "dist": 5, "shadow": 1}
    assert zone_ids(st, 0, PLAYED) == [SHOOT]


def test_damage_cancelled_skips_damage_only():
    """CR 9-4 iv, vi-vii: with the damage cancelled the After Attack still resolves."""
    st = scenario(hand0=[SHOOT], dist=5, shadow=1)
    with_script(st, SHOOT, CardScript(SHOOT, after=(Arrow("shadow", "aura", 1),)))
    u = uid(st, SHOOT)
    atk = S.new_attack(st, 0, card=u)
    atk.damage_cancelled = True
    inject(st, (Custom(lambda st_, ctx: S.push_resolve_attack(st_, atk.aid)),), Ctx(0))
    assert tokens(st) == {"life": (10, 10), "aura": (4, 3), "flare": (0, 0), "dist": 5, "shadow": 0}


def test_no_reactions_flags():
    """CR 10-22: No Reactions forbids reactions; No Reactions (Normal) forbids only Normal cards."""
    st = scenario(hand0=[SHOOT], hand1=[CUT_DOWN], dist=5)
    with_script(st, SHOOT, CardScript(SHOOT, flags=frozenset({"no_reactions_normal"})))
    play_card(st, SHOOT)
    assert st.decision.kind == "damage"


# ------------------------------------------------------------------ 9-7 basic actions
def test_basic_action_costs_vigor_or_a_card():
    """CR 9-7 ii: a standard-action basic action costs 1 vigor or one hand card face down."""
    st = scenario(hand0=[SLASH], vigor=(1, 0), dist=5)
    answer(st, ("basic", "forward"))
    assert st.decision.kind == "basic_cost" and st.decision.options == (("vigor",), ("card", uid(st, SLASH)))
    answer(st, ("card", uid(st, SLASH)))
    assert zone_ids(st, 0, DISCARD) == [SLASH] and st.vigor[0] == 1
    assert st.tok[AURA] == 4 and st.tok[DIST] == 4


def test_basic_action_impossible_without_payment():
    """CR 9-7 ii: with 0 vigor and an empty hand no basic action can be taken."""
    st = scenario(vigor=(0, 0), dist=5)
    assert options(st) == (("end",),)


def test_basic_actions_by_effect_are_free():
    """CR 9-7 ii: basic actions performed by an effect cost nothing; 9-7 i-B: only those that move."""
    st = scenario(vigor=(0, 0), dist=5, shadow=2)
    inject(st, (BasicActions(2),), Ctx(0))
    assert st.decision.kind == "basic" and "stop" in st.decision.options
    answer(st, "recover")
    answer(st, "backward")
    assert tokens(st) == {"life": (10, 10), "aura": (3, 3), "flare": (0, 0), "dist": 6, "shadow": 1}
    assert st.vigor[0] == 0


def test_each_basic_action():
    """CR 9-7-1..5: forward, backward, recover, focus and retreat move the right tokens."""
    st = scenario(dist=5, shadow=2)
    for action, expect in (("forward", (4, 4, 2, 0)), ("backward", (3, 5, 2, 0)), ("recover", (4, 5, 1, 0)),
                           ("focus", (3, 5, 1, 1))):
        S.do_basic_action(st, 0, action)
        assert (st.tok[AURA], st.tok[DIST], st.tok[SHADOW], st.tok[FLARE]) == expect, action
    st.tok[DIST] = 2
    S.do_basic_action(st, 0, "retreat")
    assert st.tok[DIST] == 3 and st.tok[SHADOW] == 0


# ------------------------------------------------------------------ 9-8 reshuffle, burnout
def test_burnout_on_empty_deck():
    """CR 5-5-3, 10-10: drawing from an empty deck deals 1/1 damage (player chooses)."""
    st = scenario(turn=3, start="turn", deck0=[SLASH], aura=(3, 3))
    answer(st, False)  # no reshuffle; draw 2 with 1 card: one burnout
    assert st.decision.kind == "damage" and st.decision.player == 0
    answer(st, "life")
    assert st.tok[LIFE] == 9 and zone_ids(st, 0, HAND) == [SLASH]


def test_effect_reshuffle_costs_nothing():
    """CR 9-8 i: only the rules' reshuffle deals damage."""
    from sakura_lab.engine.dsl import Reshuffle

    st = scenario(played0=[SLASH], discard0=[SHOOT])
    inject(st, (Reshuffle(),), Ctx(0))
    assert st.tok[LIFE] == 10 and sorted(zone_ids(st, 0, DECK)) == sorted([SLASH, SHOOT])


# ------------------------------------------------------------------ 10 definitions
def test_arrow_moves_tokens_and_double_arrow_asks():
    """CR 10-1: one-way arrows move tokens; double arrows let the generating player choose."""
    from sakura_lab.engine.dsl import DoubleArrow

    st = scenario(dist=5, shadow=2)
    inject(st, (DoubleArrow("dist", "shadow", 1),), Ctx(0))
    assert st.decision.kind == "arrow" and st.decision.player == 0
    answer(st, ("shadow", "dist"))
    assert st.tok[DIST] == 6 and st.tok[SHADOW] == 1


def test_plus_x_plus_y_modifies_the_attack_not_the_card():
    """CR 10-3: +X/+Y applies to the attack; the card's printed values are unchanged."""
    st = scenario(hand0=[SLASH], dist=3)
    u = uid(st, SLASH)
    atk = S.new_attack(st, 0, card=u)
    atk.mods.append(("dmg", 1, 1))
    assert (S.attack_values(st, atk).aura, S.attack_values(st, atk).life) == (4, 2)
    assert (st.cards[u].aura, st.cards[u].life) == (3, 1)


def test_next_attack_buff_applies_to_the_next_attack_made():
    """CR 10-3 with "the next attack you make this turn": consumed by the first attack made."""
    st = scenario(hand0=[SHOOT, SLASH], dist=4)
    inject(st, (NextAttack(aura=1),), Ctx(0))
    play_card(st, SHOOT)
    assert st.decision.context == (1, 3, 1, "attack")
    answer(st, "life")
    play_card(st, SLASH)
    assert st.decision.context == (1, 3, 1, "attack")


def test_effect_attack_out_of_range_disappears():
    """CR 10-5 i: an attack made by an effect out of range is illegal and vanishes."""
    st = scenario(hand0=[SHOOT], dist=5)
    u = uid(st, SHOOT)
    inject(st, (MakeAttack(rng(1, 4), 3, 1),), Ctx(0, u))
    assert st.attacks == {} and tokens(st)["aura"] == (3, 3)


def test_effect_attack_has_no_category_and_the_cards_user():
    """CR 10-5 i, 6-4-1-1/8: an effect attack has no category; its user is the source card's."""
    st = scenario(hand0=[SHOOT], dist=5)
    u = uid(st, SHOOT)
    inject(st, (MakeAttack(rng(5), 1, 1),), Ctx(0, u))
    atk = next(iter(st.attacks.values()))
    assert atk.category is None and atk.megami == "himika"


def test_unguarded_discards_without_disenchant():
    """CR 10-6: Unguarded puts the enhancement face down on 1+ life damage; no Disenchant effect."""
    st = scenario(hand1=[SLASH], enh0=[(SPACE, 2)], dist=3, aura=(0, 3), turn_player=1)
    with_script(st, SPACE, card("test-unguarded", unguarded=True, disenchant=(Arrow("shadow", "aura", 5),)))
    play_card(st, SLASH, player=1)
    assert zone_ids(st, 0, DISCARD) == [SPACE] and zone_ids(st, 0, ENHANCE) == []
    assert tokens(st) == {"life": (9, 10), "aura": (0, 3), "flare": (1, 0), "dist": 3, "shadow": 2}


def test_resurgence_at_owners_end_phase():
    """CR 10-7: a Devoted special with Resurgence becomes unused at its owner's end phase if the condition holds."""
    from sakura_lab.engine.dsl import Resurgence

    st = scenario(devoted0=[RED_BULLET])
    with_script(st, RED_BULLET, CardScript(RED_BULLET, devoted=(Resurgence(lambda st, ctx: True),)))
    end_main(st)
    assert st.cstate[uid(st, RED_BULLET)] == UNUSED


def test_immediate_resurgence():
    """CR 10-8: as soon as the condition is met the Devoted special becomes unused."""
    from sakura_lab.engine.dsl import ImmediateResurgence

    st = scenario(devoted1=[RED_BULLET], hand0=[SLASH], dist=3, aura=(3, 0))
    with_script(st, RED_BULLET, CardScript(RED_BULLET, devoted=(
        ImmediateResurgence(lambda st, src, ev: ev[0] == "life_damage" and ev[1] == st.owner[src]),)))
    play_card(st, SLASH)
    assert st.cstate[uid(st, RED_BULLET)] == UNUSED


def test_seal_and_remove_and_set_unused():
    """CR 10-9 sealing, 10-18 remove, 10-17 set unused."""
    from sakura_lab.engine.general import remove_from_game, seal, sealed_under, set_unused

    st = scenario(hand0=[SLASH], played0=[SHOOT], devoted0=[RED_BULLET])
    s, sh, rb = uid(st, SLASH), uid(st, SHOOT), uid(st, RED_BULLET)
    seal(st, s, sh)
    assert st.loc[s] == S.SEAL and sealed_under(st, sh) == [s]
    remove_from_game(st, sh)
    assert st.loc[sh] == S.OUT
    set_unused(st, rb)
    assert st.cstate[rb] == UNUSED


def test_zone_owner_omitted_means_the_cards_player():
    """CR 10-12: "aura" in a card's text is the aura of the player the card belongs to."""
    st = scenario(shadow=2)
    inject(st, (Arrow("shadow", "aura", 1), Arrow("shadow", "opp_aura", 1)), Ctx(1))
    assert st.tok[AURA] == 4 and st.tok[AURA + 1] == 4


def test_end_the_current_phase():
    """CR 10-13: pending effects are lost; in-use cards and empty enhancements are put away."""
    st = scenario(hand0=[SHOOT], dist=5, enh1=[(SPACE, 0)])
    with_script(st, SHOOT, CardScript(SHOOT, after=(
        ModifyAttack("this", 0, 0), __import__("sakura_lab.engine.dsl", fromlist=["EndPhase"]).EndPhase(),
        Arrow("shadow", "aura", 1))))
    st.tok[SHADOW] = 1
    play_card(st, SHOOT)
    answer(st, "aura")
    assert zone_ids(st, 0, PLAYED) == [SHOOT] and st.tok[AURA] == 3  # the arrow after it was lost
    assert st.phase == S.PHASE_END or st.turn_player == 1


def test_other_megami_attack_modifier():
    """CR 10-15: "your other megami's attacks" — the attack's user differs from the card's megami."""
    st = scenario(enh0=[(SPACE, 2)], hand0=[SHOOT, SLASH], dist=4, megami0=("saine", "himika"))
    with_script(st, SPACE, CardScript(SPACE, ongoing=(GlobalAttackMod(
        lambda st, src, atk: atk.player == st.owner[src] and atk.megami != st.cards[src].megami, 1, 0),)))
    play_card(st, SHOOT)
    assert st.decision.context[1] == 3  # Himika's attack gets +1/+0 from Saine's card


def test_attack_copy_worked_example():
    """CR 10-27 worked example: Yurina at life <= 3 under Hilt Strike's buff attacks with Brandish
    (range 3, 2/2, +1/+0 under Resolve); a reaction copies it: range 3, damage 4/2, user Yurina."""
    from sakura_lab.engine.general import CopyAttack

    st = scenario(hand0=["01-yurina-o-n-2"], hand1=[CUT_DOWN], life=(3, 10), dist=3, aura=(5, 5),
                  megami1=("saine", "himika"))
    # Brandish's Resolve (+1/+0) is its own Forced text; Hilt Strike's buff is a "next attack" +1/+0.
    from sakura_lab.engine.dsl import RESOLVE, AttackMod

    with_script(st, "01-yurina-o-n-2", CardScript("01-yurina-o-n-2", attack_statics=(AttackMod(RESOLVE, 1, 0),)))
    st.buffs.append((0, None, (("dmg", 1, 0),)))
    with_script(st, CUT_DOWN, CardScript(CUT_DOWN, on_play=(CopyAttack(),)), ctype="action", subtype="reaction")
    play_card(st, "01-yurina-o-n-2")
    react(st, CUT_DOWN)
    copies = [a for a in st.attacks.values() if a.marks.get("copy_of") is not None]
    assert len(copies) == 1
    v = S.attack_values(st, copies[0])
    assert sorted(v.range) == [3] and (v.aura, v.life) == (4, 2) and copies[0].megami == "yurina"
    assert copies[0].player == 1 and copies[0].category is None


def test_attack_copy_keeps_overwhelm_but_not_forced_modifiers():
    """CR 10-27: only After Attack effects and Overwhelm are copied; Forced modifiers are already in the values."""
    from sakura_lab.engine.general import copy_attack

    st = scenario(dist=3)
    atk = S.new_attack(st, 0, rng=(3,), aura=5, life=1, flags=frozenset({"overwhelm", "no_reactions"}))
    atk.mods.append(("dmg", 2, 0))
    copy_attack(st, Ctx(1), atk.aid)
    c = [a for a in st.attacks.values() if a.aid != atk.aid][0]
    v = S.attack_values(st, c)
    assert (v.aura, v.life) == (7, 1) and v.flags == frozenset({"overwhelm"})


def test_exchange():
    """CR 10-25: S goes to Extra, T takes S's place; nothing if T is not in Extra or owners differ."""
    from sakura_lab.engine.general import exchange

    st = scenario(hand0=[SLASH], extra0=[SHOOT], extra1=[CUT_DOWN])
    s, t, other = uid(st, SLASH), uid(st, SHOOT), uid(st, CUT_DOWN)
    assert not exchange(st, s, other)
    assert exchange(st, s, t)
    assert zone_ids(st, 0, HAND) == [SHOOT] and zone_ids(st, 0, S.EXTRA) == [SLASH]


def test_card_copy():
    """CR 10-16: S becomes a copy of T: it uses T's information except its category."""
    from sakura_lab.engine.general import become_copy

    st = scenario(hand0=[SLASH], played0=[SHOOT], dist=8)
    s, t = uid(st, SLASH), uid(st, SHOOT)
    assert not can_play_now(st, SLASH)
    become_copy(st, s, t)
    assert S.card_of(st, s).range == st.cards[t].range and S.card_of(st, s).kind == st.cards[s].kind


def test_additional_cost_must_be_paid():
    """CR 10-31: a card with an unpayable additional cost cannot be played; paying moves objects."""

    class OneLife:
        def can_pay(self, st, p, u):
            return st.tok[LIFE + p] >= 5

        def pay(self, st, p, u):
            S.move_tokens(st, LIFE + p, FLARE + p, 1, cause="cost")

    st = scenario(hand0=[SHOOT], dist=5, life=(4, 10),
                  scripts={SHOOT: CardScript(SHOOT, extra_cost=OneLife())})
    assert not can_play_now(st, SHOOT)
    st = scenario(hand0=[SHOOT], dist=5)
    with_script(st, SHOOT, CardScript(SHOOT, extra_cost=OneLife()))
    play_card(st, SHOOT)
    assert st.tok[LIFE] == 9 and st.tok[FLARE] == 1


def test_increase_decrease():
    """CR 10-35-1 (range shift), 10-35-2 (charge), 10-35-3 (damage)."""
    from sakura_lab.engine.general import ShiftRange, change_charge

    st = scenario(dist=3)
    atk = S.new_attack(st, 0, rng=(3, 4), aura=2, life=1)
    inject(st, (ShiftRange(-1, which="this"),), Ctx(0, -1, atk.aid))
    assert sorted(S.attack_values(st, atk).range) == [2, 3]
    st = scenario(hand0=[SPACE], shadow=5)
    with_script(st, SPACE, BLANK)
    change_charge(st, uid(st, SPACE), 2)
    assert S.card_charge(st, uid(st, SPACE)) == 4


def test_declare_a_number():
    """CR 10-36: the player declares an integer obeying the condition."""
    from sakura_lab.engine.general import DeclareNumber

    seen = []
    st = scenario()
    inject(st, (DeclareNumber(1, 3, lambda st, ctx, n: seen.append(n)),), Ctx(0))
    assert st.decision.kind == "number" and st.decision.options == (1, 2, 3)
    answer(st, 2)
    assert seen == [2]


def test_distance_limit():
    """CR 10-37: Range Restriction (X-Y): the card cannot be played outside the distance window."""
    from sakura_lab.engine.general import distance_limit

    st = scenario(hand0=[SHOOT], dist=7, scripts={SHOOT: CardScript(SHOOT, play_condition=distance_limit(4, 6))})
    assert not can_play_now(st, SHOOT)
    st = scenario(hand0=[SHOOT], dist=6, scripts={SHOOT: CardScript(SHOOT, play_condition=distance_limit(4, 6))})
    assert can_play_now(st, SHOOT)


def test_cancel_out_when_duplicated():
    """CR 10-28: identical effects with the cancel-out wording are all invalid while both are in force."""
    from sakura_lab.engine.dsl import MasteryDelta

    class Compass(MasteryDelta):
        cancel_key = "compass"

    st = scenario(enh0=[(SPACE, 1)], enh1=[("02-saine-o-n-6", 1)])
    with_script(st, SPACE, CardScript(SPACE, ongoing=(Compass(1),)))
    assert S.mastery_zone(st) == 3
    with_script(st, "02-saine-o-n-6", CardScript("x", ongoing=(Compass(1),)))
    st.marks["cancel_keys"] = True
    assert S.mastery_zone(st) == 2


def test_all_other_specials_devoted():
    """CR 10-20: every other Special you own is Devoted (Extra and Out of Game left out)."""
    from sakura_lab.engine.general import all_other_specials_devoted

    st = scenario(specials0=[TSUKIKAGE], devoted0=[RED_BULLET])
    assert not all_other_specials_devoted(st, uid(st, RED_BULLET))
    assert all_other_specials_devoted(st, uid(st, TSUKIKAGE))


def test_damage_from_attack_vs_after_attack():
    """CR 10-19: damage dealt by After Attack effects is not damage from an attack."""
    from sakura_lab.engine.dsl import Damage

    st = scenario(hand0=[SHOOT], dist=5, aura=(3, 0))
    with_script(st, SHOOT, CardScript(SHOOT, after=(Damage(None, 1),)))
    play_card(st, SHOOT)
    # recorded events: (turn, "event", kind, target, amount, attack id, damage kind)
    events = [ev[6] for ev in st.events if ev[1] == "event" and ev[2] == "life_damage"]
    assert events == ["attack", "effect"]


def test_acc_defaults():
    """CR 5-6: an attack without modifications keeps its printed values."""
    acc = AttackAcc()
    assert acc.aura_add == 0 and acc.near_reduce == [] and isinstance(Attack(), Attack)
    assert SETUP_TOKENS == 36 and IN_USE >= 0


def test_no_reactions_normal_worked_example():
    """CR 10-22 example: an attack with No Reactions (Normal) cannot be answered with Polite Return
    (雅打ち, a Normal card) but can be with Immortal Flower (久遠ノ花, a Special)."""
    polite, flower = "04-tokoyo-o-n-2", "04-tokoyo-o-s-1"
    st = scenario(hand0=[SHOOT], hand1=[polite], specials1=[flower], flare=(0, 5), dist=4,
                  megami1=("tokoyo", "himika"),
                  scripts={SHOOT: CardScript(SHOOT, flags=frozenset({"no_reactions_normal"}))})
    play_card(st, SHOOT)
    assert st.decision.kind == "react"
    assert st.decision.options == (("pass",), ("react", uid(st, flower)))
    st2 = scenario(hand0=[SHOOT], hand1=[polite], specials1=[flower], flare=(0, 5), dist=4,
                   megami1=("tokoyo", "himika"))
    play_card(st2, SHOOT)
    assert set(st2.decision.options) == {("pass",), ("react", uid(st2, polite)), ("react", uid(st2, flower))}


def test_charging_counts_as_one_move_from_shadow_to_the_enhancement():
    """CR 6-3 example: charge tokens go Shadow -> (In Use) -> Enhancement; it is one move."""
    st = scenario(hand0=[SPACE], aura=(0, 3), shadow=2, scripts={SPACE: BLANK})
    play_card(st, SPACE)
    u = uid(st, SPACE)
    moves = [e for e in st.events if e[1] == "tokens"]
    assert moves == [(3, "tokens", SHADOW, CARD_BASE + u, 2, "charge")]
    assert zone_ids(st, 0, ENHANCE) == [SPACE]


# ------------------------------------------------------------------ megami rules 7-2-1: never face down
POISON = "09-chikage-o-p-1"  # 麻痺毒: cannot be put face down into the discard pile


def test_undiscardable_card_resists_every_face_down_effect():
    """Megami rules 7-2-1: a poison cannot be put face down into the discard pile by *any* effect. Shinra's
    立論 puts the top two cards of the opponent's deck face down instead of dealing damage: the poison on top
    stays on the deck, the next card goes."""
    y2, y3 = "01-yurina-o-n-2", "01-yurina-o-n-3"
    st = scenario(megami0=("shinra", "yurina"), megami1=("chikage", "yurina"), hand0=["07-shinra-o-n-1"],
                  deck1=[POISON, y2, y3], dist=5)
    play_card(st, "07-shinra-o-n-1")
    assert zone_ids(st, 1, DISCARD) == [y2]
    assert zone_ids(st, 1, DECK) == [POISON, y3]


def test_undiscardable_card_stays_when_moved_face_down_directly():
    """Megami rules 7-2-1, enforced by the zone move itself: the card stays where it was."""
    st = scenario(megami1=("chikage", "yurina"), hand1=[POISON])
    u = uid(st, POISON, 1)
    S.move_card(st, u, DISCARD)
    assert zone_ids(st, 1, HAND) == [POISON] and zone_ids(st, 1, DISCARD) == []


# ------------------------------------------------------------------ 7-2 zones hold only their owner's cards
def test_owner_redirection_replaced_for_poisons():
    """CR 7-2 redirection replaced (CR 10-30) by megami rules 7-4: a poison sent to the other player's zone
    goes there and that player becomes its owner (host rule of Chikage)."""
    st = scenario(megami0=("chikage", "yurina"), extra0=[POISON], hand0=[SLASH])
    u = uid(st, POISON, 0)
    S.move_card(st, u, DECK, to_player=1)
    assert zone_ids(st, 1, DECK) == [POISON] and st.owner[u] == 1
    S.move_card(st, uid(st, SLASH, 0), DECK, to_player=1)  # not a poison: the ordinary rule
    assert zone_ids(st, 0, DECK) == [SLASH]
