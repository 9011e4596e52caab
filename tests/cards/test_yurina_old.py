"""Older readings of Yurina's cards (issue 17): one or more tests per reading, played in a season that prints it.

Player 0 hosts Yurina and Saine, player 1 Himika and Tokoyo (``scenario``'s defaults).
"""
from __future__ import annotations

import pytest

from sakura_lab.engine import api as S
from sakura_lab.engine.constants import PLAYED
from sakura_lab.testing import can_play_now, play_card, react, scenario, tokens, zone_ids

VIVACITY = "01-yurina-o-n-5"  # 足捌き until na-s4, 気迫 until na-s9, 体捌き since na-s9-2
FOOTWORK = VIVACITY  # 足捌き (Footwork) in na-s2 .. na-s4
SLASH = "01-yurina-o-n-1"  # Yurina 3-4 3/1
CUT_DOWN = "02-saine-o-n-2"  # Saine 4-5 3/1
POLITE_RETURN = "04-tokoyo-o-n-2"  # Tokoyo's Normal reaction attack, 2-4 2/1
IMMORTAL_FLOWER = "04-tokoyo-o-s-1"  # Tokoyo's Special reaction attack, 0-10 -/1, cost 5


@pytest.mark.card("01-yurina-o-n-5@na-s7")
def test_vivacity_vigor_and_other_megami_attack_buff():
    """01-yurina-o-n-5 Vivacity (na-s5 .. na-s9): gain 1 vigor; the next non-Special attack of the other megami
    this turn gets near 1 and No Reactions (Normal): Saine's Cut Down (4-5) reaches 3 and Tokoyo's Normal
    reaction is not offered (her Special is)."""
    st = scenario(season="na-s7", hand0=[VIVACITY, CUT_DOWN], hand1=[POLITE_RETURN], specials1=[IMMORTAL_FLOWER],
                  flare=(0, 5), vigor=(0, 1), dist=3)
    assert not can_play_now(st, CUT_DOWN)
    play_card(st, VIVACITY)
    assert st.vigor == [1, 1] and zone_ids(st, 0, PLAYED) == [VIVACITY]
    assert can_play_now(st, CUT_DOWN)
    play_card(st, CUT_DOWN)
    assert st.decision.kind == "react" and st.decision.player == 1
    assert set(st.decision.options) == {("pass",), ("react", st.find(IMMORTAL_FLOWER, 1))}
    v = S.attack_values(st, st.attacks[max(st.attacks)])
    assert sorted(v.range) == [3, 4, 5] and "no_reactions_normal" in v.flags
    assert st.buffs == []
    assert tokens(st) == {"life": (10, 10), "aura": (3, 3), "flare": (0, 5), "dist": 3, "shadow": 0}


@pytest.mark.card("01-yurina-o-n-5@na-s9")
def test_vivacity_skips_yurina_attacks_and_differs_from_body_shift():
    """01-yurina-o-n-5 Vivacity: a Yurina attack does not take the buff (Slash 3-4 stays out of reach at 2),
    which waits for the other megami's attack; today's Body Shift gives no vigor and a far expansion to the
    next attack, whoever's."""
    st = scenario(season="na-s9", hand0=[VIVACITY, SLASH], vigor=(0, 1), dist=2)
    play_card(st, VIVACITY)
    assert st.vigor == [1, 1] and not can_play_now(st, SLASH) and len(st.buffs) == 1
    st = scenario(hand0=[VIVACITY, SLASH], vigor=(0, 1), dist=5)  # latest season: Body Shift
    play_card(st, VIVACITY)
    assert st.vigor == [0, 1] and st.buffs == [(0, None, (("far", 1),))]
    assert can_play_now(st, SLASH)  # 3-4 widened to 3-5


# ====================================================================== seasons na-s2 .. na-s4
URANAMI = "01-yurina-o-s-2"
IMPERFECT = "01-yurina-A1-s-2"
BRANDISH = "01-yurina-o-n-2"  # Yurina 2-3 2/2 (Resolve +1/+0)


def tok(**kw):
    return {"life": (10, 10), "aura": (3, 3), "flare": (0, 0), "dist": 10, "shadow": 0, **kw}


@pytest.mark.card("01-yurina-o-n-5@na-s2")
def test_footwork_moves_two_from_afar_or_up_close():
    """01-yurina-o-n-5 Footwork (na-s2 .. na-s4): at Distance 4+ Distance -> Shadow 2; at Distance 1- Shadow ->
    Distance 2; in between nothing. Today's Body Shift moves no token and buffs the next attack instead."""
    st = scenario(season="na-s2", hand0=[FOOTWORK], dist=5)
    play_card(st, FOOTWORK)
    assert tokens(st) == tok(dist=3, shadow=2) and st.buffs == []
    assert zone_ids(st, 0, PLAYED) == [FOOTWORK]
    st = scenario(season="na-s2", hand0=[FOOTWORK], dist=1, shadow=3)
    play_card(st, FOOTWORK)
    assert tokens(st) == tok(dist=3, shadow=1)
    st = scenario(season="na-s2", hand0=[FOOTWORK], dist=3, shadow=3)
    play_card(st, FOOTWORK)
    assert tokens(st) == tok(dist=3, shadow=3)
    st = scenario(hand0=[FOOTWORK], dist=5)  # latest season: Body Shift
    play_card(st, FOOTWORK)
    assert tokens(st) == tok(dist=5) and st.buffs == [(0, None, (("far", 1),))]


@pytest.mark.card("01-yurina-o-n-5@na-s4")
def test_footwork_four_is_afar_and_second_sentence_reads_the_new_distance():
    """01-yurina-o-n-5 Footwork: at exactly 4 it moves 2 to Shadow; the second condition reads the Distance after
    the first move (2: nothing more)."""
    st = scenario(season="na-s4", hand0=[FOOTWORK], dist=4)
    play_card(st, FOOTWORK)
    assert tokens(st) == tok(dist=2, shadow=2)


@pytest.mark.card("01-yurina-o-s-2@na-s2")
def test_uranami_storm_old_is_not_terminal():
    """01-yurina-o-s-2 Uranami Storm (na-s2 .. na-s4): 2/- reaction attack, then the reacted attack -2/+0, as
    today, but not Terminal: used in your main phase you may still play Brandish; today the turn's plays end."""
    st = scenario(season="na-s2", hand0=[BRANDISH], specials0=[URANAMI], flare=(3, 0), dist=3)
    play_card(st, URANAMI)
    assert tokens(st) == tok(aura=(3, 1), dist=3, shadow=5)
    assert st.terminal == [False, False] and can_play_now(st, BRANDISH)
    st = scenario(hand0=[BRANDISH], specials0=[URANAMI], flare=(3, 0), dist=3)
    play_card(st, URANAMI)
    assert st.terminal == [True, False] and not can_play_now(st, BRANDISH)


@pytest.mark.card("01-yurina-o-s-2@na-s3")
def test_uranami_storm_old_weakens_reacted_attack():
    """01-yurina-o-s-2 Uranami Storm (older) as a Reaction: the reacted Slash 3/1 becomes 1/1; not Terminal."""
    st = scenario(season="na-s3", turn_player=1, megami1=("yurina", "himika"), hand1=[SLASH], specials0=[URANAMI],
                  flare=(3, 0), dist=3)
    play_card(st, SLASH)
    react(st, URANAMI)
    assert st.decision.kind == "damage" and st.decision.context[:3] == (0, 1, 1)
    assert tokens(st) == tok(aura=(3, 1), dist=3, shadow=5) and st.terminal == [False, False]


@pytest.mark.card("01-yurina-A1-s-2@na-s4")
def test_imperfect_uranami_storm_old_is_not_terminal():
    """01-yurina-A1-s-2 Imperfect Uranami Storm (na-s2 .. na-s4): 3/- reaction attack, the reacted attack -3/+0,
    not Terminal (today Terminal)."""
    st = scenario(season="na-s4", turn_player=1, megami1=("yurina", "himika"), hand1=[SLASH], specials0=[IMPERFECT],
                  flare=(5, 0), dist=3)
    play_card(st, SLASH)
    react(st, IMPERFECT)
    assert st.decision.kind == "damage" and st.decision.context[:3] == (0, 0, 1)
    assert tokens(st) == tok(aura=(3, 0), dist=3, shadow=8) and st.terminal == [False, False]
    st = scenario(turn_player=1, megami1=("yurina", "himika"), hand1=[SLASH], specials0=[IMPERFECT], flare=(5, 0),
                  dist=3)
    play_card(st, SLASH)
    react(st, IMPERFECT)
    assert st.terminal == [True, False]
