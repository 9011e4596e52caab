"""Tests of Tokoyo's cards (all forms, na-s10-2). Player 0 is the Tokoyo player unless said otherwise.

Rulings: docs/rulings-basic4.md (memo §n); rules: CR-digest (CR x-y).
"""
from __future__ import annotations

import pytest

from sakura_lab.engine.constants import (
    DECK,
    DEVOTED,
    DISCARD,
    ENHANCE,
    HAND,
    PLAYED,
    SPECIAL,
    UNUSED,
)
from sakura_lab.testing import (
    answer,
    can_play_now,
    end_main,
    play_card,
    react,
    scenario,
    tokens,
    uid,
    zone_ids,
)

TOKOYO = ("tokoyo", "yurina")
OPP = ("yurina", "saine")

GLANCING = "04-tokoyo-o-n-1"  # 梳流し
ENTRANCING = "04-tokoyo-A1-n-1"  # 奏流し
POLITE = "04-tokoyo-o-n-2"  # 雅打ち
AWESTRIKE = "04-tokoyo-A2-n-2"  # 畏掠め
RABBIT = "04-tokoyo-o-n-3"  # 跳ね兎
SONG = "04-tokoyo-o-n-4"  # 詩舞
BREAK_POINT = "04-tokoyo-o-n-5"  # 要返し
WINDY = "04-tokoyo-o-n-6"  # 風舞台
SUNNY = "04-tokoyo-o-n-7"  # 晴舞台
FLOWER = "04-tokoyo-o-s-1"  # 久遠ノ花
MIGRANT = "04-tokoyo-o-s-2"  # 千歳ノ鳥
DUET = "04-tokoyo-A1-s-2"  # 二重奏:吹弾陽明
SNOW = "04-tokoyo-A2-s-2"  # 悠久ノ雪
WIND = "04-tokoyo-o-s-3"  # 無窮ノ風
BLOSSOMS = "04-tokoyo-A2-s-3"  # 徒寄ノ八重桜
MOON = "04-tokoyo-o-s-4"  # 常世ノ月

SLASH = "01-yurina-o-n-1"  # 斬, range 3-4, 3/1, no text
MOONFALL = "01-yurina-o-s-1"  # 月影落, Special, range 3-4, 4/4, cost 7, no text
SWEEP = "02-saine-o-n-2"  # 薙斬り, Reaction, range 4-5, 3/1, no text


def tok(life=(10, 10), aura=(3, 3), flare=(0, 0), dist=10, shadow=0):  # type: ignore[no-untyped-def]
    return {"life": life, "aura": aura, "flare": flare, "dist": dist, "shadow": shadow}


# ====================================================================== 梳流し
@pytest.mark.card("04-tokoyo-o-n-1")
def test_glancing_strike_kyochi_returns_to_deck_top():
    """04-tokoyo-o-n-1 梳流し: with Vigor 2 the card goes back on top of the deck (memo §20; CR 10-11, 9-2-1 v)."""
    st = scenario(megami0=TOKOYO, megami1=OPP, hand0=[GLANCING], deck0=[RABBIT], dist=4, vigor=(2, 1))
    play_card(st, GLANCING)  # -/1: the Life side is the only choice
    assert tokens(st) == tok(life=(10, 9), flare=(0, 1), dist=4)
    assert zone_ids(st, 0, DECK) == [GLANCING, RABBIT]
    assert zone_ids(st, 0, PLAYED) == []
    assert st.decision.kind == "main" and st.decision.player == 0


@pytest.mark.card("04-tokoyo-o-n-1")
def test_glancing_strike_without_kyochi_goes_to_played():
    """04-tokoyo-o-n-1 梳流し: with Vigor 1 there is no return; 9-2-1 v sends it to the played pile."""
    st = scenario(megami0=TOKOYO, megami1=OPP, hand0=[GLANCING], deck0=[RABBIT], dist=4, vigor=(1, 1))
    play_card(st, GLANCING)
    assert tokens(st) == tok(life=(10, 9), flare=(0, 1), dist=4)
    assert zone_ids(st, 0, DECK) == [RABBIT]
    assert zone_ids(st, 0, PLAYED) == [GLANCING]
    assert st.decision.kind == "main"


@pytest.mark.card_idle("04-tokoyo-o-n-1")
def test_glancing_strike_out_of_range():
    """04-tokoyo-o-n-1 梳流し: Range 4 only (CR 9-2-1 i)."""
    st = scenario(megami0=TOKOYO, megami1=OPP, hand0=[GLANCING], dist=5, vigor=(2, 1))
    assert not can_play_now(st, GLANCING)


# ====================================================================== 奏流し
@pytest.mark.card("04-tokoyo-A1-n-1")
def test_entrancing_strike_reactable_and_played_without_condition():
    """04-tokoyo-A1-n-1 奏流し: no Tokoyo Special Devoted -> reactable; Vigor 1 and no other megami's
    Special Devoted -> it goes to the played pile (memo §20)."""
    st = scenario(megami0=TOKOYO, megami1=OPP, hand0=[ENTRANCING], hand1=[SONG], dist=5, vigor=(1, 1))
    play_card(st, ENTRANCING)
    assert st.decision.kind == "react" and st.decision.player == 1
    react(st, None)
    assert tokens(st) == tok(life=(10, 9), flare=(0, 1), dist=5)
    assert zone_ids(st, 0, PLAYED) == [ENTRANCING]
    assert st.decision.kind == "main"


@pytest.mark.card("04-tokoyo-A1-n-1")
def test_entrancing_strike_no_reactions_with_tokoyo_special_devoted_and_choose_top():
    """04-tokoyo-A1-n-1 奏流し: a Devoted Tokoyo Special gives No Reactions (CR 10-22, 10-20); Vigor 2 lets
    the player put the card on top or bottom of the deck (memo §20)."""
    st = scenario(megami0=TOKOYO, megami1=OPP, hand0=[ENTRANCING], hand1=[SONG], deck0=[RABBIT],
                  devoted0=[MIGRANT], dist=5, vigor=(2, 1))
    play_card(st, ENTRANCING)
    assert st.decision.kind == "choose" and st.decision.options == ("top", "bottom")
    answer(st, "top")
    assert tokens(st) == tok(life=(10, 9), flare=(0, 1), dist=5)
    assert zone_ids(st, 0, DECK) == [ENTRANCING, RABBIT]
    assert zone_ids(st, 0, PLAYED) == []
    assert zone_ids(st, 1, HAND) == [SONG]
    assert st.decision.kind == "main"


@pytest.mark.card("04-tokoyo-A1-n-1")
def test_entrancing_strike_other_megami_special_devoted_bottom():
    """04-tokoyo-A1-n-1 奏流し: another megami's Devoted Special also allows it (CR 10-15); it is still
    reactable since no Tokoyo Special is Devoted; the player picks the bottom."""
    st = scenario(megami0=TOKOYO, megami1=OPP, hand0=[ENTRANCING], hand1=[SONG], deck0=[RABBIT],
                  devoted0=[MOONFALL], dist=5, vigor=(1, 1))
    play_card(st, ENTRANCING)
    assert st.decision.kind == "react"
    react(st, None)
    answer(st, "bottom")
    assert zone_ids(st, 0, DECK) == [RABBIT, ENTRANCING]
    assert zone_ids(st, 0, PLAYED) == []
    assert st.decision.kind == "main"


# ====================================================================== 雅打ち
def _opp_attacks(card_id, *, hand0, dist=3, vigor=(2, 1), flare=(0, 0), specials0=(), devoted0=(),
                 hand1_extra=(), aura=(3, 3)):  # type: ignore[no-untyped-def]
    """Player 1 (turn player) attacks with ``card_id``; player 0 (Tokoyo) is at the reaction window."""
    st = scenario(megami0=TOKOYO, megami1=OPP, hand0=hand0, hand1=[card_id, *hand1_extra], dist=dist,
                  vigor=vigor, flare=flare, specials0=specials0, devoted0=devoted0, turn_player=1, aura=aura)
    play_card(st, card_id)
    return st


@pytest.mark.card("04-tokoyo-o-n-2")
def test_polite_return_kyochi_cancels_normal_attack():
    """04-tokoyo-o-n-2 雅打ち: as a Reaction with Vigor 2 it cancels the reacted non-Special attack (CR 9-4 ii)."""
    st = _opp_attacks(SLASH, hand0=[POLITE])
    assert st.decision.kind == "react" and st.decision.player == 0
    react(st, POLITE)
    assert st.decision.kind == "damage" and st.decision.player == 1
    answer(st, "aura")
    assert tokens(st) == tok(aura=(3, 1), dist=3, shadow=2)
    assert zone_ids(st, 0, PLAYED) == [POLITE]
    assert zone_ids(st, 1, PLAYED) == [SLASH]
    assert st.attacks == {}
    assert st.decision.kind == "main" and st.decision.player == 1


@pytest.mark.card("04-tokoyo-o-n-2")
def test_polite_return_without_kyochi_does_not_cancel():
    """04-tokoyo-o-n-2 雅打ち: with Vigor 1 the reacted attack resolves normally."""
    st = _opp_attacks(SLASH, hand0=[POLITE], vigor=(1, 1))
    react(st, POLITE)
    answer(st, "life")  # p1 takes the 2/1 on Life
    assert st.decision.kind == "damage" and st.decision.player == 0
    answer(st, "life")  # p0 takes Slash's 3/1 on Life
    assert tokens(st) == tok(life=(9, 9), flare=(1, 1), dist=3)
    assert st.decision.kind == "main" and st.decision.player == 1


@pytest.mark.card("04-tokoyo-o-n-2")
def test_polite_return_cannot_cancel_special():
    """04-tokoyo-o-n-2 雅打ち: a Special attack is not cancelled (memo §28)."""
    st = _opp_attacks(MOONFALL, hand0=[POLITE], flare=(0, 7))
    react(st, POLITE)
    answer(st, "aura")
    # 月影落 4/4 against Aura 3: only the Life side can be chosen (CR 5-8-3-2).
    assert tokens(st) == tok(life=(6, 10), aura=(3, 1), flare=(4, 0), dist=3, shadow=9)
    assert st.cstate[uid(st, MOONFALL)] == DEVOTED
    assert st.decision.kind == "main"


# ====================================================================== 畏掠め
@pytest.mark.card("04-tokoyo-A2-n-2")
def test_awestrike_attacker_chooses_and_weakens():
    """04-tokoyo-A2-n-2 畏掠め: opponent's Vigor 0 -> the attacker picks the side; Vigor 2 -> the reacted
    attack gets -X/-Y for the damage dealt (memo §12; CR 5-8-3-2)."""
    st = _opp_attacks(SLASH, hand0=[AWESTRIKE], vigor=(2, 0))
    react(st, AWESTRIKE)
    assert st.decision.kind == "damage" and st.decision.player == 0
    assert st.decision.options == ("aura", "life")
    answer(st, "aura")
    # Slash 3/1 becomes 1/1; p0 chooses.
    assert st.decision.kind == "damage" and st.decision.player == 0
    assert st.decision.context == (0, 1, 1, "attack")
    answer(st, "aura")
    assert tokens(st) == tok(aura=(2, 1), dist=3, shadow=3)
    assert st.decision.kind == "main" and st.decision.player == 1


@pytest.mark.card("04-tokoyo-A2-n-2")
def test_awestrike_defender_chooses_life_weakens_life():
    """04-tokoyo-A2-n-2 畏掠め: opponent's Vigor 1 -> the defender chooses; Life 1 dealt -> -0/-1."""
    st = _opp_attacks(SLASH, hand0=[AWESTRIKE], vigor=(2, 1))
    react(st, AWESTRIKE)
    assert st.decision.kind == "damage" and st.decision.player == 1
    answer(st, "life")
    assert st.decision.context == (0, 3, 0, "attack")
    answer(st, "life")  # a 0 Life damage
    assert tokens(st) == tok(life=(10, 9), flare=(0, 1), dist=3)
    assert st.decision.kind == "main"


@pytest.mark.card("04-tokoyo-A2-n-2")
def test_awestrike_without_kyochi_no_weakening():
    """04-tokoyo-A2-n-2 畏掠め: Vigor 1 -> no -X/-Y."""
    st = _opp_attacks(SLASH, hand0=[AWESTRIKE], vigor=(1, 1))
    react(st, AWESTRIKE)
    answer(st, "aura")
    assert st.decision.context == (0, 3, 1, "attack")


@pytest.mark.card("04-tokoyo-A2-n-2")
def test_awestrike_special_not_weakened():
    """04-tokoyo-A2-n-2 畏掠め: only a non-Special reacted attack is weakened."""
    st = _opp_attacks(MOONFALL, hand0=[AWESTRIKE], flare=(0, 7))
    react(st, AWESTRIKE)
    answer(st, "aura")
    assert tokens(st) == tok(life=(6, 10), aura=(3, 1), flare=(4, 0), dist=3, shadow=9)


@pytest.mark.card_idle("04-tokoyo-A2-n-2")
def test_awestrike_range():
    """04-tokoyo-A2-n-2 畏掠め: Range 2-3, so no reaction at Distance 4."""
    st = _opp_attacks(SLASH, hand0=[AWESTRIKE], dist=4)
    assert st.decision.kind == "damage" and st.decision.player == 0


# ====================================================================== 跳ね兎
@pytest.mark.card("04-tokoyo-o-n-3")
def test_rabbit_step_near():
    """04-tokoyo-o-n-3 跳ね兎: at Distance 3 or less, Shadow -> Distance 2 (CR 10-1)."""
    st = scenario(megami0=TOKOYO, megami1=OPP, hand0=[RABBIT], dist=3, shadow=5)
    play_card(st, RABBIT)
    assert tokens(st) == tok(dist=5, shadow=3)
    assert zone_ids(st, 0, PLAYED) == [RABBIT]
    assert st.decision.kind == "main"


@pytest.mark.card("04-tokoyo-o-n-3")
def test_rabbit_step_far_does_nothing():
    """04-tokoyo-o-n-3 跳ね兎: at Distance 4 it may be played but does nothing."""
    st = scenario(megami0=TOKOYO, megami1=OPP, hand0=[RABBIT], dist=4, shadow=5)
    play_card(st, RABBIT)
    assert tokens(st) == tok(dist=4, shadow=5)
    assert zone_ids(st, 0, PLAYED) == [RABBIT]


# ====================================================================== 詩舞
@pytest.mark.card("04-tokoyo-o-n-4")
def test_song_and_dance_flare_to_aura():
    """04-tokoyo-o-n-4 詩舞: gain 1 Vigor, then Flare -> Aura 1 (CR 5-1-4, 10-1)."""
    st = scenario(megami0=TOKOYO, megami1=OPP, hand0=[SONG], flare=(2, 0), vigor=(1, 1))
    play_card(st, SONG)
    assert st.vigor == [2, 1]
    assert st.decision.kind == "choose" and st.decision.options == ("flare_to_aura", "aura_to_dist")
    answer(st, "flare_to_aura")
    assert tokens(st) == tok(aura=(4, 3), flare=(1, 0))
    assert st.decision.kind == "main"


@pytest.mark.card("04-tokoyo-o-n-4")
def test_song_and_dance_flinched_aura_to_dist():
    """04-tokoyo-o-n-4 詩舞: a flinched player loses the flinch instead of gaining Vigor (CR 5-1-4)."""
    st = scenario(megami0=TOKOYO, megami1=OPP, hand0=[SONG], dist=5, vigor=(1, 1), flinch=(True, False))
    play_card(st, SONG)
    answer(st, "aura_to_dist")
    assert st.vigor == [1, 1] and st.flinch == [False, False]
    assert tokens(st) == tok(aura=(2, 3), dist=6)


@pytest.mark.card("04-tokoyo-o-n-4")
def test_song_and_dance_as_reaction_moves_out_of_range():
    """04-tokoyo-o-n-4 詩舞: as a Reaction, Aura -> Distance makes the attack miss (CR 9-4 iii)."""
    st = _opp_attacks(SLASH, hand0=[SONG], dist=4)
    react(st, SONG)
    answer(st, "aura_to_dist")
    assert tokens(st) == tok(aura=(2, 3), dist=5)
    assert st.vigor == [2, 1]
    assert zone_ids(st, 0, PLAYED) == [SONG]
    assert zone_ids(st, 1, PLAYED) == [SLASH]
    assert st.decision.kind == "main" and st.decision.player == 1


# ====================================================================== 要返し
@pytest.mark.card("04-tokoyo-o-n-5")
def test_break_point_full_power():
    """04-tokoyo-o-n-5 要返し: Throughout; up to 2 own cards from played/discard to the deck bottom in the
    chosen order, then Shadow -> Aura 2 (memo §15; CR 10-12, 8-2-2 B)."""
    st = scenario(megami0=TOKOYO, megami1=OPP, hand0=[BREAK_POINT], played0=[GLANCING, RABBIT],
                  discard0=[SONG], deck0=[WINDY], played1=[SLASH], aura=(1, 3), shadow=3)
    assert not can_play_now(st, BREAK_POINT)
    assert can_play_now(st, BREAK_POINT, fullpower=True)
    play_card(st, BREAK_POINT, fullpower=True)
    assert st.decision.kind == "card"
    opp_slash = uid(st, SLASH, 1)
    assert opp_slash not in st.decision.options
    assert st.decision.options == ("stop", uid(st, GLANCING), uid(st, RABBIT), uid(st, SONG))
    answer(st, uid(st, SONG))
    answer(st, uid(st, GLANCING))
    assert zone_ids(st, 0, DECK) == [WINDY, SONG, GLANCING]
    assert zone_ids(st, 0, PLAYED) == [RABBIT, BREAK_POINT]
    assert zone_ids(st, 0, DISCARD) == []
    assert tokens(st) == tok(aura=(3, 3), shadow=1)
    # the full-power action ends the main phase: next is the opponent's start-phase reshuffle option
    assert st.decision.kind == "reshuffle" and st.decision.player == 1


@pytest.mark.card("04-tokoyo-o-n-5")
def test_break_point_choose_none():
    """04-tokoyo-o-n-5 要返し: "up to 2": choosing none still moves Shadow -> Aura 2."""
    st = scenario(megami0=TOKOYO, megami1=OPP, hand0=[BREAK_POINT], played0=[GLANCING], aura=(4, 3), shadow=3)
    play_card(st, BREAK_POINT, fullpower=True)
    answer(st, "stop")
    assert zone_ids(st, 0, PLAYED) == [GLANCING, BREAK_POINT]
    assert tokens(st) == tok(aura=(5, 3), shadow=2)  # Aura cap 5 (CR 7-1-3-1)


# ====================================================================== 風舞台
@pytest.mark.card("04-tokoyo-o-n-6")
def test_windy_stage_initialize():
    """04-tokoyo-o-n-6 風舞台: Charge 2 (from Aura, no Shadow), then Initialize Distance -> Aura 2 (CR 9-2-3)."""
    st = scenario(megami0=TOKOYO, megami1=OPP, hand0=[WINDY], dist=8)
    play_card(st, WINDY)
    assert tokens(st) == tok(aura=(3, 3), dist=6)
    assert zone_ids(st, 0, ENHANCE) == [WINDY]
    assert st.card_tokens(uid(st, WINDY)) == 2
    assert st.decision.kind == "main"


@pytest.mark.card("04-tokoyo-o-n-6")
def test_windy_stage_disenchant():
    """04-tokoyo-o-n-6 風舞台: when decay empties it (CR 8-1-3 ii, 9-6), Aura -> Distance 2."""
    st = scenario(megami0=TOKOYO, megami1=OPP, enh0=[(WINDY, 1)], dist=6, start="turn")
    assert tokens(st) == tok(aura=(1, 3), dist=8, shadow=1)
    assert zone_ids(st, 0, ENHANCE) == []
    assert zone_ids(st, 0, PLAYED) == [WINDY]
    assert st.decision.kind == "reshuffle" and st.decision.player == 0


# ====================================================================== 晴舞台
@pytest.mark.card("04-tokoyo-o-n-7")
def test_sunny_stage_vigor_and_terminal():
    """04-tokoyo-o-n-7 晴舞台: Vigor becomes 2, then Terminal leaves only "end" (memo §21; CR 9-2)."""
    st = scenario(megami0=TOKOYO, megami1=OPP, hand0=[SUNNY, RABBIT], vigor=(0, 1), shadow=2)
    play_card(st, SUNNY)
    assert st.decision.kind == "charge"
    answer(st, ("aura", 0))
    assert st.vigor == [2, 1]
    assert zone_ids(st, 0, ENHANCE) == [SUNNY]
    assert tokens(st) == tok()
    assert st.decision.kind == "main" and st.decision.options == (("end",),)


@pytest.mark.card("04-tokoyo-o-n-7")
def test_sunny_stage_flinch_kept():
    """04-tokoyo-o-n-7 晴舞台: "becomes 2" is a substitution: it ignores and keeps Flinch (memo §21, L)."""
    st = scenario(megami0=TOKOYO, megami1=OPP, hand0=[SUNNY], vigor=(0, 1), flinch=(True, False))
    play_card(st, SUNNY)
    assert st.vigor == [2, 1] and st.flinch == [True, False]
    assert tokens(st) == tok(aura=(1, 3))


@pytest.mark.card("04-tokoyo-o-n-7")
def test_sunny_stage_disenchant_attack():
    """04-tokoyo-o-n-7 晴舞台: Disenchant makes an attack 3-6 -/1 (CR 10-5); it can be reacted to (memo §27)."""
    st = scenario(megami0=TOKOYO, megami1=OPP, enh0=[(SUNNY, 1)], hand1=[SONG], dist=4, start="turn")
    assert st.decision.kind == "react" and st.decision.player == 1
    react(st, None)
    assert tokens(st) == tok(life=(10, 9), flare=(0, 1), dist=4, shadow=1)
    assert zone_ids(st, 0, PLAYED) == [SUNNY]
    assert st.decision.kind == "reshuffle" and st.decision.player == 0


@pytest.mark.card("04-tokoyo-o-n-7")
def test_sunny_stage_disenchant_out_of_range():
    """04-tokoyo-o-n-7 晴舞台: out of range 3-6 the attack is not made (CR 10-5 i)."""
    st = scenario(megami0=TOKOYO, megami1=OPP, enh0=[(SUNNY, 1)], dist=7, start="turn")
    assert tokens(st) == tok(dist=7, shadow=1)
    assert zone_ids(st, 0, PLAYED) == [SUNNY]
    assert st.decision.kind == "reshuffle"


# ====================================================================== 久遠ノ花
@pytest.mark.card("04-tokoyo-o-s-1")
def test_immortal_flower_cancels_special():
    """04-tokoyo-o-s-1 久遠ノ花: Reaction; its After Attack cancels the reacted attack, Special or not (memo §28)."""
    st = _opp_attacks(MOONFALL, hand0=[], specials0=[FLOWER], flare=(5, 7))
    react(st, FLOWER)
    assert tokens(st) == tok(life=(10, 9), flare=(0, 1), dist=3, shadow=12)
    assert st.cstate[uid(st, FLOWER)] == DEVOTED
    assert st.cstate[uid(st, MOONFALL)] == DEVOTED
    assert st.attacks == {}
    assert st.decision.kind == "main" and st.decision.player == 1


@pytest.mark.card_idle("04-tokoyo-o-s-1")
def test_immortal_flower_needs_cost():
    """04-tokoyo-o-s-1 久遠ノ花: with Flare 4 its Cost 5 cannot be paid (CR 9-3): no reaction window."""
    st = _opp_attacks(SLASH, hand0=[], specials0=[FLOWER], flare=(4, 0))
    assert st.decision.kind == "damage" and st.decision.player == 0


# ====================================================================== 千歳ノ鳥
@pytest.mark.card("04-tokoyo-o-s-2")
def test_eternal_migrant_reshuffles_without_damage():
    """04-tokoyo-o-s-2 千歳ノ鳥: After Attack reshuffles with no Life damage (CR 9-8)."""
    st = scenario(megami0=TOKOYO, megami1=OPP, specials0=[MIGRANT], played0=[GLANCING], discard0=[SONG],
                  deck0=[RABBIT], hand0=[WINDY], flare=(2, 0), dist=3)
    play_card(st, MIGRANT)
    answer(st, "aura")
    assert tokens(st) == tok(aura=(3, 1), dist=3, shadow=4)
    assert sorted(zone_ids(st, 0, DECK)) == sorted([GLANCING, SONG, RABBIT])
    assert zone_ids(st, 0, PLAYED) == [] and zone_ids(st, 0, DISCARD) == []
    assert zone_ids(st, 0, HAND) == [WINDY]
    assert zone_ids(st, 0, SPECIAL) == [MIGRANT] and st.cstate[uid(st, MIGRANT)] == DEVOTED
    assert st.decision.kind == "main"


@pytest.mark.card("04-tokoyo-o-s-2")
def test_eternal_migrant_missing_no_reshuffle():
    """04-tokoyo-o-s-2 千歳ノ鳥: if the attack misses (CR 9-4 iii) there is no After Attack."""
    st = scenario(megami0=TOKOYO, megami1=OPP, specials0=[MIGRANT], played0=[GLANCING], hand1=[SONG],
                  flare=(2, 0), dist=4)
    play_card(st, MIGRANT)
    react(st, SONG)
    answer(st, "aura_to_dist")
    assert zone_ids(st, 0, PLAYED) == [GLANCING]
    assert tokens(st) == tok(aura=(3, 2), dist=5, shadow=2)
    assert st.cstate[uid(st, MIGRANT)] == DEVOTED


# ====================================================================== 二重奏:吹弾陽明
@pytest.mark.card("04-tokoyo-A1-s-2")
def test_duet_cost_and_no_vigor_payment():
    """04-tokoyo-A1-s-2 吹弾陽明: Cost 1; afterwards basic actions cannot be paid with Vigor, only with a
    card (memo §22b; CR 9-7 ii)."""
    st = scenario(megami0=TOKOYO, megami1=OPP, specials0=[DUET], hand0=[RABBIT], flare=(1, 0), vigor=(1, 1))
    play_card(st, DUET)
    assert tokens(st) == tok(shadow=1)
    assert st.cstate[uid(st, DUET)] == DEVOTED
    assert st.decision.kind == "main"
    assert ("basic", "forward") in st.decision.options
    answer(st, ("basic", "forward"))  # the only payment left is the hand card: chosen at once
    assert zone_ids(st, 0, DISCARD) == [RABBIT]
    assert st.vigor == [1, 1]
    assert tokens(st) == tok(aura=(4, 3), dist=9, shadow=1)
    # with no hand card and Vigor not payable, no basic action is offered
    assert st.decision.options == (("end",),)


@pytest.mark.card("04-tokoyo-A1-s-2")
def test_duet_kyochi_cost_reduction():
    """04-tokoyo-A1-s-2 吹弾陽明: Forced: at Vigor 2 the Cost is 0 (CR 9-1-1-2, 5-6)."""
    st = scenario(megami0=TOKOYO, megami1=OPP, specials0=[DUET], flare=(0, 0), vigor=(2, 1))
    assert can_play_now(st, DUET)
    play_card(st, DUET)
    assert tokens(st) == tok()
    st2 = scenario(megami0=TOKOYO, megami1=OPP, specials0=[DUET], flare=(0, 0), vigor=(1, 1))
    assert not can_play_now(st2, DUET)


@pytest.mark.card("04-tokoyo-A1-s-2")
def test_duet_devoted_recycle_choose_card():
    """04-tokoyo-A1-s-2 吹弾陽明: Devoted recycle moves the chosen card to the deck bottom."""
    st = scenario(megami0=TOKOYO, megami1=OPP, hand0=[SWEEP], played0=[RABBIT], discard0=[SONG],
                  deck0=[WINDY], devoted0=[DUET], hand1=[SLASH], dist=4, turn_player=1)
    play_card(st, SLASH)
    react(st, SWEEP)
    assert st.decision.kind == "card" and st.decision.player == 0
    assert st.decision.options == ("stop", uid(st, RABBIT), uid(st, SONG))
    answer(st, uid(st, SONG))
    assert zone_ids(st, 0, DECK) == [WINDY, SONG]
    assert zone_ids(st, 0, DISCARD) == []
    assert st.decision.kind == "damage" and st.decision.player == 1  # then 薙斬り's own attack resolves


@pytest.mark.card("04-tokoyo-A1-s-2")
def test_duet_devoted_no_recycle_with_tokoyo_reaction():
    """04-tokoyo-A1-s-2 吹弾陽明: reacting with a Tokoyo card does not trigger the Devoted effect."""
    st = scenario(megami0=TOKOYO, megami1=OPP, hand0=[POLITE], played0=[RABBIT], devoted0=[DUET],
                  hand1=[SLASH], dist=4, turn_player=1, vigor=(1, 1))
    play_card(st, SLASH)
    react(st, POLITE)
    assert st.decision.kind == "damage" and st.decision.player == 1
    assert zone_ids(st, 0, PLAYED) == [RABBIT]


@pytest.mark.card("04-tokoyo-A1-s-2")
def test_duet_immediate_resurgence_on_attack_life_damage():
    """04-tokoyo-A1-s-2 吹弾陽明: Immediate Resurgence when you take 1+ Life damage from an attack
    (CR 10-8, 10-19); Aura damage does not count."""
    st = _opp_attacks(SLASH, hand0=[], devoted0=[DUET], dist=4)
    answer(st, "aura")
    assert st.cstate[uid(st, DUET)] == DEVOTED
    st = _opp_attacks(SLASH, hand0=[], devoted0=[DUET], dist=4)
    answer(st, "life")
    assert st.cstate[uid(st, DUET)] == UNUSED
    assert zone_ids(st, 0, SPECIAL) == [DUET]
    assert tokens(st) == tok(life=(9, 10), flare=(1, 0), dist=4)
    assert st.decision.kind == "main" and st.decision.player == 1


# ====================================================================== 悠久ノ雪
@pytest.mark.card("04-tokoyo-A2-s-2")
def test_endless_snow_aura_chosen():
    """04-tokoyo-A2-s-2 悠久ノ雪: Aura damage chosen -> opponent's Flare -> your Aura 1."""
    st = scenario(megami0=TOKOYO, megami1=OPP, specials0=[SNOW], flare=(1, 2), dist=3)
    play_card(st, SNOW)
    answer(st, "aura")
    assert tokens(st) == tok(aura=(4, 2), flare=(0, 1), dist=3, shadow=2)
    assert st.cstate[uid(st, SNOW)] == DEVOTED
    assert st.decision.kind == "main"


@pytest.mark.card("04-tokoyo-A2-s-2")
def test_endless_snow_life_chosen():
    """04-tokoyo-A2-s-2 悠久ノ雪: Life damage chosen -> nothing more."""
    st = scenario(megami0=TOKOYO, megami1=OPP, specials0=[SNOW], flare=(1, 2), dist=3)
    play_card(st, SNOW)
    answer(st, "life")
    assert tokens(st) == tok(life=(10, 9), flare=(0, 3), dist=3, shadow=1)


@pytest.mark.card("04-tokoyo-A2-s-2")
def test_endless_snow_resurgence():
    """04-tokoyo-A2-s-2 悠久ノ雪: Resurgence at your end phase if the opponent's Vigor is 1 (CR 10-7)."""
    st = scenario(megami0=TOKOYO, megami1=OPP, devoted0=[SNOW], vigor=(0, 1))
    end_main(st)
    assert st.cstate[uid(st, SNOW)] == UNUSED
    assert st.decision.kind == "reshuffle" and st.decision.player == 1
    st = scenario(megami0=TOKOYO, megami1=OPP, devoted0=[SNOW], vigor=(1, 2))
    end_main(st)
    assert st.cstate[uid(st, SNOW)] == DEVOTED


# ====================================================================== 無窮ノ風
@pytest.mark.card("04-tokoyo-o-s-3")
def test_perpetual_wind_no_reactions_and_discard():
    """04-tokoyo-o-s-3 無窮ノ風: No Reactions (CR 10-22); after it hits, the opponent puts one non-Attack
    card of their choice from hand face up on the played pile (memo §13; CR 7-1-7)."""
    st = scenario(megami0=TOKOYO, megami1=OPP, specials0=[WIND], hand1=[SONG, SLASH, RABBIT],
                  flare=(1, 0), dist=5)
    play_card(st, WIND)
    assert st.decision.kind == "damage" and st.decision.player == 1  # no reaction window
    answer(st, "aura")
    assert st.decision.kind == "card" and st.decision.player == 1
    assert st.decision.options == (uid(st, SONG, 1), uid(st, RABBIT, 1))
    answer(st, uid(st, RABBIT, 1))
    assert zone_ids(st, 1, HAND) == [SONG, SLASH]
    assert zone_ids(st, 1, PLAYED) == [RABBIT]
    assert zone_ids(st, 1, DISCARD) == []
    assert tokens(st) == tok(aura=(3, 2), dist=5, shadow=2)
    assert st.decision.kind == "main" and st.decision.player == 0


@pytest.mark.card("04-tokoyo-o-s-3")
def test_perpetual_wind_only_attacks_reveal():
    """04-tokoyo-o-s-3 無窮ノ風: with only Attack cards in hand the opponent reveals it (CR 10-24)."""
    st = scenario(megami0=TOKOYO, megami1=OPP, specials0=[WIND], hand1=[SLASH], flare=(1, 0), dist=5)
    play_card(st, WIND)
    answer(st, "life")
    assert zone_ids(st, 1, HAND) == [SLASH]
    assert any(e[1] == "reveal_hand" for e in st.events)
    assert st.decision.kind == "main"


@pytest.mark.card("04-tokoyo-o-s-3")
def test_perpetual_wind_resurgence():
    """04-tokoyo-o-s-3 無窮ノ風: Resurgence at your end phase with Vigor 2 (CR 10-7)."""
    st = scenario(megami0=TOKOYO, megami1=OPP, devoted0=[WIND], vigor=(2, 1))
    end_main(st)
    assert st.cstate[uid(st, WIND)] == UNUSED
    st = scenario(megami0=TOKOYO, megami1=OPP, devoted0=[WIND], vigor=(1, 1))
    end_main(st)
    assert st.cstate[uid(st, WIND)] == DEVOTED


# ====================================================================== 徒寄ノ八重桜
@pytest.mark.card("04-tokoyo-A2-s-3")
def test_hollow_blossoms_recover_five():
    """04-tokoyo-A2-s-3 徒寄ノ八重桜: five free Recovers, capped at Aura 5 (memo §14; CR 9-7-3)."""
    st = scenario(megami0=TOKOYO, megami1=OPP, specials0=[BLOSSOMS], flare=(4, 0), aura=(1, 3), shadow=10)
    play_card(st, BLOSSOMS)
    assert tokens(st) == tok(aura=(5, 3), shadow=10)
    assert st.cstate[uid(st, BLOSSOMS)] == DEVOTED
    assert st.vigor == [1, 1]
    assert st.decision.kind == "main"
    assert ("basic", "recover") not in st.decision.options


@pytest.mark.card("04-tokoyo-A2-s-3")
def test_hollow_blossoms_arrow_cap_eight():
    """04-tokoyo-A2-s-3 徒寄ノ八重桜: Devoted: your arrows into your Aura use a cap of 8 (memo §14)."""
    st = scenario(megami0=TOKOYO, megami1=OPP, devoted0=[BLOSSOMS], hand0=[WINDY], aura=(5, 3), dist=8,
                  shadow=2)
    play_card(st, WINDY)
    answer(st, ("aura", 0))  # charge from Shadow
    assert tokens(st) == tok(aura=(7, 3), dist=6)
    assert ("basic", "recover") not in st.decision.options
    assert ("basic", "forward") not in st.decision.options


@pytest.mark.card_idle("04-tokoyo-A2-s-3")
def test_hollow_blossoms_not_devoted_cap_five():
    """04-tokoyo-A2-s-3 徒寄ノ八重桜: while it is not Devoted (unused in ＜Special＞) the arrow stops at 5
    (CR 7-1-3-1)."""
    st = scenario(megami0=TOKOYO, megami1=OPP, specials0=[BLOSSOMS], hand0=[SONG], aura=(5, 3), flare=(2, 0))
    play_card(st, SONG)
    answer(st, "flare_to_aura")
    assert tokens(st) == tok(aura=(5, 3), flare=(2, 0))


@pytest.mark.card("04-tokoyo-A2-s-3")
def test_hollow_blossoms_start_phase_attack():
    """04-tokoyo-A2-s-3 徒寄ノ八重桜: at your start phase with Aura 6+, attack 0-8 -/1 (8-1-2; memo §14)."""
    st = scenario(megami0=TOKOYO, megami1=OPP, devoted0=[BLOSSOMS], aura=(6, 3), dist=5, start="turn")
    assert tokens(st) == tok(life=(10, 9), aura=(6, 3), flare=(0, 1), dist=5)
    assert st.decision.kind == "reshuffle" and st.decision.player == 0
    st = scenario(megami0=TOKOYO, megami1=OPP, devoted0=[BLOSSOMS], aura=(5, 3), dist=5, start="turn")
    assert tokens(st) == tok(aura=(5, 3), dist=5)


# ====================================================================== 常世ノ月
@pytest.mark.card("04-tokoyo-o-s-4")
def test_eternal_moon():
    """04-tokoyo-o-s-4 常世ノ月: your Vigor becomes 2, the opponent's 0, and they are flinched (memo §28)."""
    st = scenario(megami0=TOKOYO, megami1=OPP, specials0=[MOON], flare=(2, 0), vigor=(0, 2),
                  flinch=(True, False))
    play_card(st, MOON)
    assert st.vigor == [2, 0]
    assert st.flinch == [True, True]
    assert tokens(st) == tok(shadow=2)
    assert st.cstate[uid(st, MOON)] == DEVOTED
    assert st.decision.kind == "main"


@pytest.mark.card_idle("04-tokoyo-o-s-4")
def test_eternal_moon_cost():
    """04-tokoyo-o-s-4 常世ノ月: Cost 2 (CR 9-3)."""
    st = scenario(megami0=TOKOYO, megami1=OPP, specials0=[MOON], flare=(1, 0))
    assert not can_play_now(st, MOON)


@pytest.mark.card("04-tokoyo-A2-s-3")
def test_hollow_blossoms_excess_aura_stays_after_reset():
    """04-tokoyo-A2-s-3 徒寄ノ八重桜: back to unused (e.g. by 神座渡, CR 10-17) tokens above 5 stay, but
    no arrow can add more (memo §14; CR 7-1-3-1); the engine's invariants accept it."""
    from sakura_lab.engine import api as S

    st = scenario(megami0=TOKOYO, megami1=OPP, devoted0=[BLOSSOMS], hand0=[WINDY, SONG], aura=(5, 3), dist=8,
                  shadow=2, flare=(1, 0))
    total = S.total_tokens(st)
    play_card(st, WINDY)
    answer(st, ("aura", 0))
    assert tokens(st) == tok(aura=(7, 3), flare=(1, 0), dist=6)
    S.set_unused(st, uid(st, BLOSSOMS))
    S.check_invariants(st, total)
    play_card(st, SONG)
    answer(st, "flare_to_aura")
    assert tokens(st) == tok(aura=(7, 3), flare=(1, 0), dist=6)
    S.check_invariants(st, total)
    assert st.cstate[uid(st, BLOSSOMS)] == UNUSED


@pytest.mark.card("04-tokoyo-o-s-3")
def test_perpetual_wind_reads_a_copy_as_an_attack():
    """04-tokoyo-o-s-3 無窮ノ風 against Blacksmith Hagane: Tempered Attack (a Variable card that is a copy of
    the Anvil's attack, CR 10-16) counts as an Attack card while the Anvil holds one, so it is not offered."""
    from sakura_lab.engine import api as S
    from sakura_lab.engine.constants import AUX1

    tempered = "08-hagane-A1-s-1-ex1"
    st = scenario(megami0=TOKOYO, megami1=("hagane-a1", "yurina"), specials0=[WIND],
                  hand1=[tempered, SONG, SLASH], flare=(1, 0), dist=5)
    S.move_card(st, uid(st, SLASH, 1), AUX1)  # Slash on the Anvil: Tempered Attack copies it
    S.invalidate(st)
    play_card(st, WIND)
    answer(st, "aura")
    # the only non-Attack card is Song and Dance, so it goes at once (no choice to make)
    assert zone_ids(st, 1, PLAYED) == [SONG]
    assert zone_ids(st, 1, HAND) == [tempered]
    assert st.decision.kind == "main" and st.decision.player == 0
