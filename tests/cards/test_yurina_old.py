"""Older readings of Yurina's cards (issue 17): one or more tests per reading, played in a season that prints it.

Player 0 hosts Yurina and Saine, player 1 Himika and Tokoyo (``scenario``'s defaults).
"""
from __future__ import annotations

import pytest

from sakura_lab.engine import api as S
from sakura_lab.engine.constants import PLAYED
from sakura_lab.testing import can_play_now, play_card, scenario, tokens, zone_ids

VIVACITY = "01-yurina-o-n-5"  # 気迫 until na-s9, 体捌き since na-s9-2
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
