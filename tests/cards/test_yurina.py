"""Card tests for Yurina and her forms (original, A1 First Chapter, A2 Arbitrator), season na-s10-2.

Each test sets up a position, plays the card, answers the decisions and checks the exact resulting
state. Rulings: ``docs/rulings-basic4.md`` (section numbers quoted as "memo §n").
"""
from __future__ import annotations

import pytest

from sakura_lab.engine import api as S
from sakura_lab.engine.constants import (
    DECK,
    DEVOTED,
    DISCARD,
    ENHANCE,
    HAND,
    IN_USE,
    IN_USE_STATE,
    PLAYED,
    SPECIAL,
    UNUSED,
)
from sakura_lab.testing import (
    answer,
    can_play_now,
    end_main,
    options,
    play_card,
    react,
    scenario,
    tokens,
    uid,
    zone_ids,
)

SLASH = "01-yurina-o-n-1"
WILD_SWING = "01-yurina-A1-n-1"
BRANDISH = "01-yurina-o-n-2"
HILT = "01-yurina-o-n-3"
APPEAL = "01-yurina-A2-n-3"
DRAWING = "01-yurina-o-n-4"
BODY_SHIFT = "01-yurina-o-n-5"
OVERAWE = "01-yurina-o-n-6"
OUTRAGE = "01-yurina-A1-n-6"
SPIRIT = "01-yurina-o-n-7"
HARMONY = "01-yurina-A2-n-7"
TSUKIKAGE = "01-yurina-o-s-1"
KAMUKURA = "01-yurina-A2-s-1"
URANAMI = "01-yurina-o-s-2"
IMPERFECT = "01-yurina-A1-s-2"
UKIFUNE = "01-yurina-o-s-3"
FINAL_BLOW = "01-yurina-o-s-4"

SHOOT = "03-himika-o-n-1"  # vanilla 4-10 2/1, another megami's attack
POLITE_RETURN = "04-tokoyo-o-n-2"  # a normal Reaction attack 2-4: tells whether a reaction window opens


def tok(life=(10, 10), aura=(3, 3), flare=(0, 0), dist=10, shadow=0):
    return {"life": life, "aura": aura, "flare": flare, "dist": dist, "shadow": shadow}


def dmg_ctx(st):
    """(target, aura damage, life damage) of the pending damage decision."""
    assert st.decision is not None and st.decision.kind == "damage", st.decision
    return st.decision.context[:3]


# ================================================================== 斬 Slash
@pytest.mark.card("01-yurina-o-n-1")
def test_slash_vanilla():
    """01-yurina-o-n-1 Slash: vanilla 3-4 3/1 (CR 9-4, 5-8-3-2)."""
    st = scenario(hand0=[SLASH], dist=4)
    play_card(st, SLASH)
    assert dmg_ctx(st) == (1, 3, 1)
    answer(st, "life")
    assert tokens(st) == tok(life=(10, 9), flare=(0, 1), dist=4)
    assert zone_ids(st, 0, PLAYED) == [SLASH]
    assert zone_ids(st, 0, HAND) == []
    assert st.attacks == {}
    assert st.decision.kind == "main"


@pytest.mark.card_idle("01-yurina-o-n-1")
def test_slash_out_of_range():
    """01-yurina-o-n-1 Slash: not playable outside range 3-4 (CR 9-2-1 i)."""
    st = scenario(hand0=[SLASH], dist=5)
    assert not can_play_now(st, SLASH)
    st = scenario(hand0=[SLASH], dist=2)
    assert not can_play_now(st, SLASH)


# ================================================================== 乱打 Wild Swing (A1)
@pytest.mark.card("01-yurina-A1-n-1")
def test_wild_swing_resolve_plus_life_and_no_reactions():
    """01-yurina-A1-n-1 Wild Swing: with Resolve +0/+2 and No Reactions (CR 9-1-1-2, 10-22; memo §28 B-17)."""
    st = scenario(hand0=[WILD_SWING], hand1=[POLITE_RETURN], life=(3, 10), dist=2)
    play_card(st, WILD_SWING)
    assert dmg_ctx(st) == (1, 2, 3)  # no reaction window although p1 holds a Reaction
    answer(st, "life")
    assert tokens(st) == tok(life=(3, 7), flare=(0, 3), dist=2)
    assert zone_ids(st, 0, PLAYED) == [WILD_SWING]
    assert zone_ids(st, 1, HAND) == [POLITE_RETURN]
    assert st.decision.kind == "main"


@pytest.mark.card("01-yurina-A1-n-1")
def test_wild_swing_without_resolve():
    """01-yurina-A1-n-1 Wild Swing: Life 4 -> plain 2/1 and the opponent may react."""
    st = scenario(hand0=[WILD_SWING], hand1=[POLITE_RETURN], life=(4, 10), dist=2)
    play_card(st, WILD_SWING)
    assert st.decision.kind == "react" and st.decision.player == 1
    react(st, None)
    assert dmg_ctx(st) == (1, 2, 1)
    answer(st, "aura")
    assert tokens(st) == tok(life=(4, 10), aura=(3, 1), dist=2, shadow=2)
    assert st.decision.kind == "main"


# ================================================================== 一閃 Brandish
@pytest.mark.card("01-yurina-o-n-2")
def test_brandish_resolve():
    """01-yurina-o-n-2 Brandish: Resolve +1/+0 (CR 9-1-1-2, 10-3)."""
    st = scenario(hand0=[BRANDISH], life=(3, 10), dist=3)
    play_card(st, BRANDISH)
    assert dmg_ctx(st) == (1, 3, 2)
    answer(st, "aura")
    assert tokens(st) == tok(life=(3, 10), aura=(3, 0), dist=3, shadow=3)
    assert zone_ids(st, 0, PLAYED) == [BRANDISH]
    assert st.decision.kind == "main"


@pytest.mark.card("01-yurina-o-n-2")
def test_brandish_no_resolve():
    """01-yurina-o-n-2 Brandish: Life 4 -> printed 2/2; Aura 3 may absorb it."""
    st = scenario(hand0=[BRANDISH], life=(4, 10), dist=3)
    play_card(st, BRANDISH)
    assert dmg_ctx(st) == (1, 2, 2)
    answer(st, "aura")
    assert tokens(st) == tok(life=(4, 10), aura=(3, 1), dist=3, shadow=2)
    assert st.decision.kind == "main"


# ================================================================== 柄打ち Hilt Strike
@pytest.mark.card("01-yurina-o-n-3")
def test_hilt_strike_resolve_buffs_next_attack():
    """01-yurina-o-n-3 Hilt Strike: After Attack with Resolve -> next attack this turn +1/+0 (memo §24, CR 10-3)."""
    st = scenario(hand0=[HILT, SLASH], life=(3, 10), aura=(3, 5), dist=2)
    play_card(st, HILT)
    answer(st, "life")
    assert tokens(st) == tok(life=(3, 9), aura=(3, 5), flare=(0, 1), dist=2)
    assert st.buffs == [(0, None, (("dmg", 1, 0),))]
    # Backward (paid with Vigor) to Distance 3, then Slash gets the buff: 4/1.
    st.apply_option(("basic", "backward"))
    answer(st, ("vigor",))
    play_card(st, SLASH)
    assert dmg_ctx(st) == (1, 4, 1)
    assert st.buffs == []
    answer(st, "aura")
    assert tokens(st) == tok(life=(3, 9), aura=(2, 1), flare=(0, 1), dist=3, shadow=4)
    assert zone_ids(st, 0, PLAYED) == [HILT, SLASH]
    assert st.decision.kind == "main"


@pytest.mark.card("01-yurina-o-n-3")
def test_hilt_strike_without_resolve():
    """01-yurina-o-n-3 Hilt Strike: Life 4 -> no buff."""
    st = scenario(hand0=[HILT], life=(4, 10), dist=1)
    play_card(st, HILT)
    assert dmg_ctx(st) == (1, 2, 1)
    answer(st, "life")
    assert tokens(st) == tok(life=(4, 9), flare=(0, 1), dist=1)
    assert st.buffs == []
    assert st.decision.kind == "main"


# ================================================================== 問答 Appeal (A2)
DECK1 = ["03-himika-o-n-1", "03-himika-o-n-2", "03-himika-o-n-3", "03-himika-o-n-5"]


@pytest.mark.card("01-yurina-A2-n-3")
def test_appeal_life_chosen_mills_and_mirrors_basic_action():
    """01-yurina-A2-n-3 Appeal: Life chosen (0 counts) -> opponent mills 3 face down, you do a basic
    action, the opponent repeats it (memo §5; CR 9-7, 7-1-8)."""
    st = scenario(hand0=[APPEAL], deck1=DECK1, dist=3)
    play_card(st, APPEAL)
    assert dmg_ctx(st) == (1, 3, 0)
    answer(st, "life")
    assert zone_ids(st, 1, DISCARD) == DECK1[:3]
    assert zone_ids(st, 1, DECK) == DECK1[3:]
    assert st.decision.kind == "basic" and st.decision.player == 0
    assert options(st) == ("forward", "backward", "focus")
    answer(st, "backward")
    assert tokens(st) == tok(aura=(2, 2), dist=5)
    assert zone_ids(st, 0, PLAYED) == [APPEAL]
    assert st.decision.kind == "main"


@pytest.mark.card("01-yurina-A2-n-3")
def test_appeal_mirror_impossible_and_short_deck():
    """01-yurina-A2-n-3 Appeal: the mirrored action is skipped if it would move nothing; a short deck
    mills what it has, no burnout (memo §5)."""
    st = scenario(hand0=[APPEAL], deck1=DECK1[:1], aura=(3, 0), dist=3)
    play_card(st, APPEAL)
    # Aura 0 < 3: Life is the only legal side (CR 5-8-3-2), chosen at once; a forced Life counts (memo §5)
    assert zone_ids(st, 1, DISCARD) == DECK1[:1]
    assert zone_ids(st, 1, DECK) == []
    assert options(st) == ("forward", "backward", "focus")
    answer(st, "focus")  # p1 has no Aura to focus: nothing mirrored
    assert tokens(st) == tok(aura=(2, 0), flare=(1, 0), dist=3)
    assert st.decision.kind == "main"


@pytest.mark.card("01-yurina-A2-n-3")
def test_appeal_aura_chosen_does_nothing():
    """01-yurina-A2-n-3 Appeal: Aura chosen -> no After Attack."""
    st = scenario(hand0=[APPEAL], deck1=DECK1, dist=3)
    play_card(st, APPEAL)
    answer(st, "aura")
    assert tokens(st) == tok(aura=(3, 0), dist=3, shadow=3)
    assert zone_ids(st, 1, DECK) == DECK1
    assert zone_ids(st, 1, DISCARD) == []
    assert st.decision.kind == "main"


# ================================================================== 居合 Art of Drawing
@pytest.mark.card("01-yurina-o-n-4")
def test_art_of_drawing_full_power_far():
    """01-yurina-o-n-4 Art of Drawing: Throughout only (CR 8-2-2); 4/3 at Distance 3."""
    st = scenario(hand0=[DRAWING], aura=(3, 5), dist=3)
    assert not can_play_now(st, DRAWING)
    assert can_play_now(st, DRAWING, fullpower=True)
    play_card(st, DRAWING, fullpower=True)
    assert dmg_ctx(st) == (1, 4, 3)
    answer(st, "life")
    assert tokens(st) == tok(life=(10, 7), aura=(3, 5), flare=(0, 3), dist=3)
    assert zone_ids(st, 0, PLAYED) == [DRAWING]
    # the full-power action ends the main phase: the next decision is p1's start-phase reshuffle
    assert st.decision.kind == "reshuffle" and st.decision.player == 1


@pytest.mark.card("01-yurina-o-n-4")
def test_art_of_drawing_near_penalty():
    """01-yurina-o-n-4 Art of Drawing: -1/-1 while Distance <= 2 (Forced, memo §28 B-17)."""
    st = scenario(hand0=[DRAWING], dist=2)
    play_card(st, DRAWING, fullpower=True)
    assert dmg_ctx(st) == (1, 3, 2)
    answer(st, "aura")
    assert tokens(st) == tok(aura=(3, 0), dist=2, shadow=3)


# ================================================================== 体捌き Body Shift
@pytest.mark.card("01-yurina-o-n-5")
def test_body_shift_lower_life_two_basic_actions_and_far_buff():
    """01-yurina-o-n-5 Body Shift: next attack far+1 (CR 10-4-2); Life lower -> up to 2 free basic actions
    (CR 9-7 ii; memo §4)."""
    st = scenario(hand0=[BODY_SHIFT, SLASH], life=(5, 10), shadow=2, vigor=(0, 1), dist=6)
    assert not can_play_now(st, SLASH)
    play_card(st, BODY_SHIFT)
    assert st.decision.kind == "basic"
    assert options(st) == ("stop", "forward", "backward", "recover", "focus")
    answer(st, "recover")
    assert options(st) == ("stop", "forward", "backward", "recover", "focus")
    answer(st, "forward")
    assert tokens(st) == tok(life=(5, 10), aura=(5, 3), dist=5, shadow=1)
    assert st.vigor == [0, 1]  # free actions
    assert zone_ids(st, 0, PLAYED) == [BODY_SHIFT]
    assert st.decision.kind == "main"
    assert can_play_now(st, SLASH)  # 3-4 expanded to 3-5
    play_card(st, SLASH)
    assert dmg_ctx(st) == (1, 3, 1)
    assert st.buffs == []


@pytest.mark.card("01-yurina-o-n-5")
def test_body_shift_stop_early():
    """01-yurina-o-n-5 Body Shift: "up to" two -> may stop after none."""
    st = scenario(hand0=[BODY_SHIFT], life=(5, 10), dist=6)
    play_card(st, BODY_SHIFT)
    answer(st, "stop")
    assert tokens(st) == tok(life=(5, 10), dist=6)
    assert st.decision.kind == "main"


@pytest.mark.card("01-yurina-o-n-5")
def test_body_shift_equal_life_no_actions():
    """01-yurina-o-n-5 Body Shift: Life not strictly lower -> only the range buff."""
    st = scenario(hand0=[BODY_SHIFT], life=(10, 10), dist=6)
    play_card(st, BODY_SHIFT)
    assert st.decision.kind == "main"
    assert tokens(st) == tok(dist=6)
    assert st.buffs == [(0, None, (("far", 1),))]


# ================================================================== 圧気 Overawe
@pytest.mark.card("01-yurina-o-n-6")
def test_overawe_deploy():
    """01-yurina-o-n-6 Overawe: charge 2 from Aura/Shadow (CR 9-2-3)."""
    st = scenario(hand0=[OVERAWE], shadow=1)
    play_card(st, OVERAWE)
    assert st.decision.kind == "charge"
    assert options(st) == (("aura", 1), ("aura", 2))
    answer(st, ("aura", 1))
    assert tokens(st) == tok(aura=(2, 3))
    assert zone_ids(st, 0, ENHANCE) == [OVERAWE]
    assert st.card_tokens(uid(st, OVERAWE)) == 2
    assert st.decision.kind == "main"


@pytest.mark.card("01-yurina-o-n-6")
def test_overawe_disenchant_attack():
    """01-yurina-o-n-6 Overawe: Disenchant -> attack 1-4 3/- (CR 9-6, 10-5), reactable (memo §27)."""
    st = scenario(start="turn", enh0=[(OVERAWE, 1)], hand1=[POLITE_RETURN], deck0=[SLASH, BRANDISH], dist=3)
    assert st.decision.kind == "react" and st.decision.player == 1
    react(st, None)
    # 3/- : Aura is the only side
    assert tokens(st) == tok(aura=(3, 0), dist=3, shadow=4)
    assert zone_ids(st, 0, PLAYED) == [OVERAWE]
    assert st.decision.kind == "reshuffle" and st.decision.player == 0


@pytest.mark.card("01-yurina-o-n-6")
def test_overawe_unguarded_no_disenchant():
    """01-yurina-o-n-6 Overawe: Unguarded -> face down, tokens to Shadow, no attack (CR 10-6; memo §23)."""
    st = scenario(turn_player=1, hand1=[SLASH], enh0=[(OVERAWE, 2)], dist=3)
    play_card(st, SLASH)
    answer(st, "life")
    assert tokens(st) == tok(life=(9, 10), flare=(1, 0), dist=3, shadow=2)
    assert zone_ids(st, 0, DISCARD) == [OVERAWE]
    assert zone_ids(st, 0, ENHANCE) == []
    assert st.attacks == {}
    assert st.decision.kind == "main" and st.decision.player == 1


# ================================================================== 癇癪玉 Outrage (A1)
@pytest.mark.card("01-yurina-A1-n-6")
def test_outrage_reaction_deploy():
    """01-yurina-A1-n-6 Outrage: played as a Reaction it charges 1 and the attack continues (memo §28)."""
    st = scenario(turn_player=1, hand1=[SLASH], hand0=[OUTRAGE], dist=3)
    play_card(st, SLASH)
    react(st, OUTRAGE)
    # charge from Aura (Shadow empty): Aura 2 < 3 so Life is forced
    assert tokens(st) == tok(life=(9, 10), aura=(2, 3), flare=(1, 0), dist=3)
    assert zone_ids(st, 0, ENHANCE) == [OUTRAGE]
    assert st.card_tokens(uid(st, OUTRAGE)) == 1
    assert st.decision.kind == "main" and st.decision.player == 1


@pytest.mark.card("01-yurina-A1-n-6")
def test_outrage_disenchant_attack_flinches():
    """01-yurina-A1-n-6 Outrage: Disenchant attack 0-4 1/-, No Reactions, After Attack flinch (CR 10-5, 10-22)."""
    st = scenario(start="turn", enh0=[(OUTRAGE, 1)], hand1=[POLITE_RETURN], deck0=[SLASH, BRANDISH], dist=3)
    assert st.decision.kind == "reshuffle" and st.decision.player == 0  # no reaction window, no choice
    assert tokens(st) == tok(aura=(3, 2), dist=3, shadow=2)
    assert st.flinch == [False, True]
    assert zone_ids(st, 0, PLAYED) == [OUTRAGE]


# ================================================================== 気炎万丈 Spirit of Fire
@pytest.mark.card("01-yurina-o-n-7")
def test_spirit_of_fire_deploy_full_power():
    """01-yurina-o-n-7 Spirit of Fire: Throughout enhancement, charge 4 (CR 9-2-3)."""
    st = scenario(hand0=[SPIRIT], shadow=4)
    assert not can_play_now(st, SPIRIT)
    play_card(st, SPIRIT, fullpower=True)
    assert options(st) == (("aura", 0), ("aura", 1), ("aura", 2), ("aura", 3))
    answer(st, ("aura", 0))
    assert tokens(st) == tok()
    assert zone_ids(st, 0, ENHANCE) == [SPIRIT]
    assert st.card_tokens(uid(st, SPIRIT)) == 4
    assert st.decision.kind == "reshuffle" and st.decision.player == 1


@pytest.mark.card("01-yurina-o-n-7")
def test_spirit_of_fire_buffs_other_megami_with_resolve():
    """01-yurina-o-n-7 Spirit of Fire: Resolve -> other megami's attacks +1/+1 and Overwhelm (CR 10-15, 10-21)."""
    st = scenario(megami0=("yurina", "himika"), hand0=[SHOOT, SLASH], enh0=[(SPIRIT, 4)], life=(3, 10), dist=4)
    play_card(st, SHOOT)
    assert "overwhelm" in S.attack_values(st, next(iter(st.attacks.values()))).flags
    assert dmg_ctx(st) == (1, 3, 2)
    answer(st, "life")
    assert tokens(st) == tok(life=(3, 8), flare=(0, 2), dist=4)
    play_card(st, SLASH)  # Yurina's own attack is not boosted
    assert dmg_ctx(st) == (1, 3, 1)


@pytest.mark.card("01-yurina-o-n-7")
def test_spirit_of_fire_no_resolve():
    """01-yurina-o-n-7 Spirit of Fire: Life 4 -> no modification."""
    st = scenario(megami0=("yurina", "himika"), hand0=[SHOOT], enh0=[(SPIRIT, 4)], life=(4, 10), dist=4)
    play_card(st, SHOOT)
    assert "overwhelm" not in S.attack_values(st, next(iter(st.attacks.values()))).flags
    assert dmg_ctx(st) == (1, 2, 1)


@pytest.mark.card("01-yurina-o-n-7")
def test_spirit_of_fire_overwhelm_lifts_cap():
    """01-yurina-o-n-7 Spirit of Fire: with another +3/+0, Aura damage 2+3+1 = 6 stays above 5 (CR 10-21, 6-4-1-4)."""
    st = scenario(megami0=("yurina", "himika"), hand0=[SHOOT], hand1=[POLITE_RETURN], enh0=[(SPIRIT, 4)],
                  life=(3, 10), dist=4)
    st.buffs.append((0, None, (("dmg", 3, 0),)))  # some "your next attack gets +3/+0" effect
    play_card(st, SHOOT)
    assert st.decision.kind == "react"
    vals = S.attack_values(st, st.attacks[st.decision.context])
    assert (vals.aura, vals.life) == (6, 2)
    react(st, None)
    # Aura 3 < 6: Life is the only legal side
    assert tokens(st) == tok(life=(3, 8), flare=(0, 2), dist=4)
    assert st.decision.kind == "main"


# ================================================================== 阿吽 Harmony (A2)
@pytest.mark.card("01-yurina-A2-n-7")
def test_harmony_after_attack_recover_and_focus():
    """01-yurina-A2-n-7 Harmony: first opponent Aura change by attack damage -> after the attack,
    Recover then optional Focus (memo §3)."""
    st = scenario(hand0=[SLASH], enh0=[(HARMONY, 3)], dist=4)
    play_card(st, SLASH)
    answer(st, "aura")
    assert st.decision.kind == "choose" and st.decision.player == 0
    assert options(st) == ("pass", "recover", "attack")
    assert st.attacks == {}  # the attack has fully resolved (CR 9-4 viii); the card is put away after
    assert zone_ids(st, 0, IN_USE) == [SLASH]
    answer(st, "recover")
    assert st.decision.kind == "may"
    answer(st, True)
    assert tokens(st) == tok(aura=(3, 0), flare=(1, 0), dist=4, shadow=2)
    assert zone_ids(st, 0, PLAYED) == [SLASH]
    assert st.decision.kind == "main"


@pytest.mark.card("01-yurina-A2-n-7")
def test_harmony_attack_option():
    """01-yurina-A2-n-7 Harmony: the attack 3-5 2/1 option (CR 10-5), reactable (memo §3, §27)."""
    st = scenario(hand0=[SLASH], enh0=[(HARMONY, 3)], aura=(3, 5), dist=4)
    play_card(st, SLASH)
    answer(st, "aura")
    answer(st, "attack")
    assert dmg_ctx(st) == (1, 2, 1)
    answer(st, "aura")
    assert tokens(st) == tok(aura=(3, 0), dist=4, shadow=5)
    assert st.decision.kind == "main"  # its own Aura damage is not the first change: no new trigger


@pytest.mark.card("01-yurina-A2-n-7")
def test_harmony_only_first_change_each_turn():
    """01-yurina-A2-n-7 Harmony: passing still uses up the first change; a second change this turn does not fire."""
    st = scenario(hand0=[SLASH, BRANDISH], enh0=[(HARMONY, 3)], aura=(3, 5), dist=4)
    play_card(st, SLASH)
    answer(st, "aura")
    answer(st, "pass")
    assert tokens(st) == tok(aura=(3, 2), dist=4, shadow=3)
    st.apply_option(("basic", "forward"))
    answer(st, ("vigor",))
    play_card(st, BRANDISH)
    answer(st, "aura")
    assert tokens(st) == tok(aura=(4, 0), dist=3, shadow=5)
    assert st.decision.kind == "main"


@pytest.mark.card("01-yurina-A2-n-7")
def test_harmony_life_chosen_no_trigger():
    """01-yurina-A2-n-7 Harmony: Life damage does not change the Aura -> nothing."""
    st = scenario(hand0=[SLASH], enh0=[(HARMONY, 3)], dist=4)
    play_card(st, SLASH)
    answer(st, "life")
    assert st.decision.kind == "main"
    assert tokens(st) == tok(life=(10, 9), flare=(0, 1), dist=4)


@pytest.mark.card("01-yurina-A2-n-7")
def test_harmony_opponent_basic_action_in_their_turn():
    """01-yurina-A2-n-7 Harmony: the opponent's own basic action moving their Aura fires it in their turn."""
    st = scenario(turn_player=1, enh0=[(HARMONY, 3)], shadow=2, dist=4)
    st.apply_option(("basic", "backward"))  # paid with Vigor (the only way: empty hand)
    assert st.decision.kind == "choose" and st.decision.player == 0
    answer(st, "recover")
    answer(st, False)
    assert tokens(st) == tok(aura=(4, 2), dist=5, shadow=1)
    assert st.decision.kind == "main" and st.decision.player == 1


@pytest.mark.card("01-yurina-A2-n-7")
def test_harmony_counts_changes_before_deployment():
    """01-yurina-A2-n-7 Harmony: an Aura change earlier this turn, before deployment, already was the first (memo §3, L)."""
    st = scenario(hand0=[SLASH, HARMONY, BRANDISH], aura=(3, 5), shadow=3, dist=4)
    play_card(st, SLASH)
    answer(st, "aura")
    play_card(st, HARMONY)
    answer(st, ("aura", 0))
    assert zone_ids(st, 0, ENHANCE) == [HARMONY]
    st.apply_option(("basic", "forward"))
    answer(st, ("vigor",))
    play_card(st, BRANDISH)
    answer(st, "aura")
    assert tokens(st) == tok(aura=(4, 0), dist=3, shadow=5)
    assert st.decision.kind == "main"


@pytest.mark.card("01-yurina-A2-n-7", "01-yurina-A2-n-3")
def test_harmony_fired_by_appeal_mirrored_action():
    """01-yurina-A2-n-7 Harmony: the opponent's basic action mirrored by Appeal (01-yurina-A2-n-3) is a
    basic action moving their Aura: the follow-up comes right after it (memo §3, §5)."""
    st = scenario(hand0=[APPEAL], enh0=[(HARMONY, 3)], deck1=DECK1, shadow=1, dist=3)
    play_card(st, APPEAL)
    answer(st, "life")
    answer(st, "backward")
    # both moved back: p1's Aura 3 -> 2 is the first qualifying change of the turn
    assert tokens(st) == tok(aura=(2, 2), dist=5, shadow=1)
    assert st.decision.kind == "choose" and st.decision.player == 0
    answer(st, "attack")  # 3-5 2/1 at Distance 5
    assert dmg_ctx(st) == (1, 2, 1)
    answer(st, "aura")
    assert tokens(st) == tok(aura=(2, 0), dist=5, shadow=3)
    assert zone_ids(st, 0, PLAYED) == [APPEAL]
    assert st.decision.kind == "main"


# ================================================================== 月影落 Tsukikage Crush
@pytest.mark.card("01-yurina-o-s-1")
def test_tsukikage_crush():
    """01-yurina-o-s-1 Tsukikage Crush: vanilla 3-4 4/4, Cost 7 (CR 9-3); becomes Devoted."""
    st = scenario(specials0=[TSUKIKAGE], flare=(6, 0), dist=3)
    assert not can_play_now(st, TSUKIKAGE)
    st = scenario(specials0=[TSUKIKAGE], flare=(7, 0), aura=(3, 5), dist=3)
    play_card(st, TSUKIKAGE)
    assert dmg_ctx(st) == (1, 4, 4)
    answer(st, "life")
    assert tokens(st) == tok(life=(10, 6), aura=(3, 5), flare=(0, 4), dist=3, shadow=7)
    u = uid(st, TSUKIKAGE)
    assert zone_ids(st, 0, SPECIAL) == [TSUKIKAGE] and st.cstate[u] == DEVOTED
    assert st.decision.kind == "main"


# ================================================================== 神座渡 Kamukura Legacy (A2)
HAND4 = [SLASH, BRANDISH, HILT, BODY_SHIFT]


@pytest.mark.card("01-yurina-A2-s-1")
def test_kamukura_legacy_x3():
    """01-yurina-A2-s-1 Kamukura Legacy: X = Flare at payment (all of it), X/2, No Reactions; then up to X
    Recover/Focus, up to X Devoted Specials unused, hand limit +X (memo §2; CR 9-3, 10-17, 8-3-2)."""
    st = scenario(hand0=HAND4, specials0=[KAMUKURA], devoted0=[UKIFUNE], hand1=[POLITE_RETURN],
                  flare=(3, 0), dist=3)
    assert not can_play_now(st, KAMUKURA)
    play_card(st, KAMUKURA, fullpower=True)
    assert dmg_ctx(st) == (1, 3, 2)  # no reaction window
    answer(st, "aura")
    assert tokens(st) == tok(aura=(3, 0), dist=3, shadow=6)
    assert options(st) == ("stop", "recover", "focus")
    answer(st, "recover")
    answer(st, "focus")
    answer(st, "stop")
    assert tokens(st) == tok(aura=(3, 0), flare=(1, 0), dist=3, shadow=5)
    u = uid(st, UKIFUNE)
    assert options(st) == ("stop", u)  # Kamukura itself is In Use: not a candidate
    assert st.cstate[uid(st, KAMUKURA)] == IN_USE_STATE
    answer(st, u)
    assert st.cstate[u] == UNUSED
    assert st.cstate[uid(st, KAMUKURA)] == DEVOTED
    # hand limit 5 this turn: the four cards are kept; p1's turn begins
    assert zone_ids(st, 0, HAND) == HAND4
    assert st.decision.kind == "reshuffle" and st.decision.player == 1


@pytest.mark.card("01-yurina-A2-s-1")
def test_kamukura_legacy_hand_limit_plus_x():
    """01-yurina-A2-s-1 Kamukura Legacy: hand limit is 2 + X until the end of the turn (CR 8-3-2)."""
    hand = HAND4 + [DRAWING, OVERAWE]
    st = scenario(hand0=hand, specials0=[KAMUKURA], flare=(3, 0), dist=3)
    play_card(st, KAMUKURA, fullpower=True)
    answer(st, "life")
    answer(st, "stop")
    assert st.decision.kind == "hand_limit" and st.decision.player == 0
    assert S.hand_limit(st, 0) == 5 and S.hand_limit(st, 1) == 2
    answer(st, uid(st, OVERAWE))
    assert zone_ids(st, 0, HAND) == hand[:5]
    assert zone_ids(st, 0, DISCARD) == [OVERAWE]
    assert tokens(st) == tok(life=(10, 8), flare=(0, 2), dist=3, shadow=3)
    assert st.decision.kind == "reshuffle" and st.decision.player == 1


@pytest.mark.card("01-yurina-A2-s-1")
def test_kamukura_legacy_zero_flare():
    """01-yurina-A2-s-1 Kamukura Legacy: with 0 Flare it costs 0, deals 0/2, After Attack does nothing (memo §2)."""
    st = scenario(specials0=[KAMUKURA], devoted0=[UKIFUNE], dist=5)
    play_card(st, KAMUKURA, fullpower=True)
    assert dmg_ctx(st) == (1, 0, 2)
    answer(st, "aura")
    assert tokens(st) == tok(dist=5)
    assert st.cstate[uid(st, UKIFUNE)] == DEVOTED
    assert st.decision.kind == "reshuffle" and st.decision.player == 1


# ================================================================== 浦波嵐 Uranami Storm
@pytest.mark.card("01-yurina-o-s-2")
def test_uranami_storm_reaction():
    """01-yurina-o-s-2 Uranami Storm: reaction 2/-, then the reacted attack -2/+0; Terminal (CR 9-2, 10-3)."""
    st = scenario(turn_player=1, hand1=[SLASH], specials0=[URANAMI], flare=(3, 0), dist=3)
    play_card(st, SLASH)
    react(st, URANAMI)
    # 2/-: Aura only; then Slash 3/1 became 1/1
    assert dmg_ctx(st) == (0, 1, 1)
    assert tokens(st) == tok(aura=(3, 1), dist=3, shadow=5)
    assert st.terminal == [True, False]
    answer(st, "aura")
    assert tokens(st) == tok(aura=(2, 1), dist=3, shadow=6)
    assert st.cstate[uid(st, URANAMI)] == DEVOTED
    assert st.decision.kind == "main" and st.decision.player == 1


@pytest.mark.card("01-yurina-o-s-2")
def test_uranami_storm_main_phase_terminal():
    """01-yurina-o-s-2 Uranami Storm: used in the main phase nothing is reacted to; Terminal ends your plays."""
    st = scenario(hand0=[SLASH], specials0=[URANAMI], flare=(3, 0), dist=4)
    play_card(st, URANAMI)
    assert tokens(st) == tok(aura=(3, 1), dist=4, shadow=5)  # 2/-: Aura is the only side
    assert st.cstate[uid(st, URANAMI)] == DEVOTED
    assert st.terminal == [True, False]
    assert options(st) == (("end",),)


# ================================================================== 不完全浦波嵐 Imperfect Uranami Storm (A1)
@pytest.mark.card("01-yurina-A1-s-2")
def test_imperfect_uranami_storm_reaction():
    """01-yurina-A1-s-2 Imperfect Uranami Storm: reaction 3/-, reacted attack -3/+0, Terminal, Cost 5."""
    st = scenario(turn_player=1, hand1=[SLASH], specials0=[IMPERFECT], flare=(4, 0), dist=3)
    play_card(st, SLASH)
    assert st.decision.kind != "react"  # cannot afford Cost 5
    st = scenario(turn_player=1, hand1=[SLASH], specials0=[IMPERFECT], flare=(5, 0), dist=3)
    play_card(st, SLASH)
    react(st, IMPERFECT)
    assert dmg_ctx(st) == (0, 0, 1)
    assert tokens(st) == tok(aura=(3, 0), dist=3, shadow=8)
    assert st.terminal == [True, False]
    answer(st, "life")
    assert tokens(st) == tok(life=(9, 10), aura=(3, 0), flare=(1, 0), dist=3, shadow=8)
    assert st.decision.kind == "main" and st.decision.player == 1


# ================================================================== 浮舟宿 Ukifune Serene
@pytest.mark.card("01-yurina-o-s-3")
def test_ukifune_serene_fills_aura():
    """01-yurina-o-s-3 Ukifune Serene: Shadow -> Aura 5 within the cap (CR 10-1, 7-1-3-1); becomes Devoted."""
    st = scenario(specials0=[UKIFUNE], flare=(2, 0), aura=(1, 3), shadow=3)
    play_card(st, UKIFUNE)
    assert tokens(st) == tok(aura=(5, 3), shadow=1)  # cost 2 to Shadow first, then 4 fit (cap 5)
    assert st.cstate[uid(st, UKIFUNE)] == DEVOTED
    assert st.decision.kind == "main"


@pytest.mark.card("01-yurina-o-s-3")
def test_ukifune_serene_immediate_resurgence():
    """01-yurina-o-s-3 Ukifune Serene: Life 4 -> 3 makes it unused at once (CR 10-8; memo §1)."""
    st = scenario(turn_player=1, hand1=[SLASH], devoted0=[UKIFUNE], life=(4, 10), dist=3)
    play_card(st, SLASH)
    answer(st, "life")
    assert tokens(st) == tok(life=(3, 10), flare=(1, 0), dist=3)
    assert st.cstate[uid(st, UKIFUNE)] == UNUSED
    assert st.decision.kind == "main" and st.decision.player == 1


@pytest.mark.card("01-yurina-o-s-3")
def test_ukifune_serene_no_resurgence_below_three():
    """01-yurina-o-s-3 Ukifune Serene: Life 3 -> 2 is not an edge from 4+ (memo §1)."""
    st = scenario(turn_player=1, hand1=[SLASH], devoted0=[UKIFUNE], life=(3, 10), dist=3)
    play_card(st, SLASH)
    answer(st, "life")
    assert tokens(st) == tok(life=(2, 10), flare=(1, 0), dist=3)
    assert st.cstate[uid(st, UKIFUNE)] == DEVOTED


# ================================================================== 天音揺波の底力 Yurina's Final Blow
@pytest.mark.card("01-yurina-o-s-4")
def test_final_blow_with_resolve():
    """01-yurina-o-s-4 Yurina's Final Blow: Throughout 1-4 5/5 with Resolve (memo §28; CR 9-2)."""
    st = scenario(specials0=[FINAL_BLOW], flare=(5, 0), life=(3, 10), aura=(3, 5), dist=4)
    assert not can_play_now(st, FINAL_BLOW)
    assert can_play_now(st, FINAL_BLOW, fullpower=True)
    play_card(st, FINAL_BLOW, fullpower=True)
    assert dmg_ctx(st) == (1, 5, 5)
    answer(st, "life")
    assert tokens(st) == tok(life=(3, 5), aura=(3, 5), flare=(0, 5), dist=4, shadow=5)
    assert st.cstate[uid(st, FINAL_BLOW)] == DEVOTED
    assert st.decision.kind == "reshuffle" and st.decision.player == 1


@pytest.mark.card_idle("01-yurina-o-s-4")
def test_final_blow_needs_resolve():
    """01-yurina-o-s-4 Yurina's Final Blow: Life 4 -> cannot be played."""
    st = scenario(specials0=[FINAL_BLOW], flare=(5, 0), life=(4, 10), dist=4)
    assert not can_play_now(st, FINAL_BLOW, fullpower=True)
    end_main(st)
    assert st.decision.kind == "reshuffle"


@pytest.mark.card("01-yurina-A2-n-3", "transform-03")
def test_appeal_with_an_additional_basic_action_the_opponent_lacks():
    """01-yurina-A2-n-3 Appeal with Thallya's Garuda (MR 9-3-1-7: Delta-Wing, an additional basic action): Appeal's
    free basic action may be Delta-Wing; the opponent cannot perform it, so nothing is mirrored (memo §5: "if
    possible"). Before session 10 the mirror asked whether Delta-Wing moved something for a player without it and
    stopped the game with an error (found by the heuristic simulating the choice)."""
    from sakura_lab.cards import thallya as TH
    from sakura_lab.engine.state import Ctx
    from sakura_lab.testing import inject

    st = scenario(megami0=("thallya", "yurina"), extra0=["transform-01", "transform-02", "transform-03"],
                  hand0=[APPEAL], deck0=DECK1[:2], deck1=DECK1, dist=3, shadow=2)
    inject(st, (TH.TransForm(),), Ctx(0))
    if st.decision.kind == "card" and st.decision.context == "transform":
        answer(st, uid(st, "transform-03", 0))
    play_card(st, APPEAL)
    if st.decision.kind == "damage":
        answer(st, "life")
    assert st.decision.kind == "basic" and "Delta-Wing" in options(st)
    before = tokens(st)
    answer(st, "Delta-Wing")  # Shadow -> Distance 1 (Distance <= 7)
    after = tokens(st)
    assert (after["dist"], after["shadow"]) == (before["dist"] + 1, before["shadow"] - 1)
    assert after["aura"] == before["aura"] and after["flare"] == before["flare"]  # the opponent did nothing
    assert st.decision.kind == "main"
