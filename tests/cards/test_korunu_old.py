"""Korunu's older reading (issue 17, ``sakura_lab.cards.korunu_old``): Absolute Zero as na-s7 printed it, against
the latest season's result on the same position. Player 0 hosts Korunu."""
from __future__ import annotations

import pytest

from sakura_lab.cards import korunu as K
from sakura_lab.engine.constants import PLAYED
from sakura_lab.testing import can_play_now, play_card, scenario, tokens, zone_ids

ABSOLUTE_ZERO = "15-korunu-o-n-5"
KO = ("korunu", "hatsumi")
OPP = ("raira", "mizuki")


@pytest.mark.card("15-korunu-o-n-5@na-s7")
def test_absolute_zero_s4_throughout_freeze_until_full_only():
    """na-s7: a Throughout action: the opponent is frozen until their Aura is full (Aura 3 -> 2 Freeze tokens);
    no attack, no Recover. The latest reading (All-Out) then Recovers (here its attack is out of range)."""
    st = scenario(season="na-s7", megami0=KO, megami1=OPP, hand0=[ABSOLUTE_ZERO], dist=10, aura=(2, 3), shadow=3)
    assert not can_play_now(st, ABSOLUTE_ZERO) and can_play_now(st, ABSOLUTE_ZERO, fullpower=True)
    play_card(st, ABSOLUTE_ZERO, fullpower=True)
    assert K.frozen(st, 1) == 2 and K.aura_full(st, 1)
    assert tokens(st)["aura"] == (2, 3) and tokens(st)["shadow"] == 3
    assert zone_ids(st, 0, PLAYED) == [ABSOLUTE_ZERO]
    st = scenario(megami0=KO, megami1=OPP, hand0=[ABSOLUTE_ZERO], dist=10, aura=(2, 3), shadow=3)
    play_card(st, ABSOLUTE_ZERO, fullpower=True)
    assert K.frozen(st, 1) == 2 and tokens(st)["aura"] == (3, 3) and tokens(st)["shadow"] == 2
