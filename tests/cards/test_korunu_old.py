"""Korunu's older reading (issue 17, ``sakura_lab.cards.korunu_old``): Absolute Zero as na-s7 printed it, against
the latest season's result on the same position. Player 0 hosts Korunu."""
from __future__ import annotations

import pytest

from sakura_lab.cards import korunu as K
from sakura_lab.engine.constants import ENHANCE, HAND, PLAYED
from sakura_lab.testing import answer, can_play_now, end_main, options, play_card, scenario, tokens, zone_ids

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


# ====================================================================== na-s4 readings
PRISON, PORU = K.RIMETHORN, K.PORU_CHAR_TO
SNOW_CROSSING = K.SNOW_CROSSING  # Distance<->Shadow 1
TAILWIND = "14-honoka-o-n-7"  # an enhancement of the opponent
WALL = "13-utsuro-o-n-6"
PRESSURE = "13-utsuro-o-n-4"
KO4 = ("korunu", "yatsuha")  # all in na-s4
OPP4 = ("honoka", "utsuro")


def to_opponent_start(season, freeze, **kw):
    """Korunu's main phase (Prison of Ice deployed); the opponent frozen ``freeze`` times; then her turn ends and
    the opponent's start phase begins."""
    st = scenario(season=season, megami0=KO4, megami1=OPP4, enh0=[(PRISON, 2)], enh1=[(TAILWIND, 2)],
                  deck1=[WALL, PRESSURE, WALL], vigor=(1, 0), **kw)
    if freeze:
        st.marks[("korunu_freeze", 1)] = freeze
    end_main(st)
    return st


@pytest.mark.card("15-korunu-o-n-7@na-s4")
def test_prison_of_ice_s4_frozen_opponent_skips_two_start_steps():
    """The frozen opponent chooses two steps of their start phase (here the token removal and the draw): they
    gain their vigor and are asked to reshuffle, but their enhancement keeps its tokens and they draw nothing.
    The latest reading (Rimethorn) does nothing in their start phase."""
    st = to_opponent_start("na-s4", 1)
    assert st.decision.context == "korunu_prison" and st.decision.player == 1
    assert options(st) == ("vigor", "decay", "reshuffle", "draw")
    answer(st, "decay")
    assert options(st) == ("vigor", "reshuffle", "draw")
    answer(st, "draw")
    assert st.decision.kind == "reshuffle" and st.decision.player == 1
    answer(st, False)
    assert st.decision.kind == "main" and st.turn_player == 1
    assert zone_ids(st, 1, HAND) == [] and st.vigor[1] == 1 and st.card_tokens(st.find(TAILWIND, 1)) == 2
    st = to_opponent_start(None, 1)
    if st.decision.kind == "reshuffle":
        answer(st, False)
    assert len(zone_ids(st, 1, HAND)) == 2 and st.card_tokens(st.find(TAILWIND, 1)) == 1


@pytest.mark.card("15-korunu-o-n-7@na-s5")
def test_prison_of_ice_s4_vigor_and_reshuffle_skipped_not_when_unfrozen():
    """Skipping the vigor step keeps the flinch too; the reshuffle is not asked. Not frozen: no choice at all."""
    st = to_opponent_start("na-s5", 2, flinch=(False, True))
    answer(st, "vigor")
    answer(st, "reshuffle")
    assert st.decision.kind == "main" and st.turn_player == 1
    assert st.vigor[1] == 0 and st.flinch[1] and len(zone_ids(st, 1, HAND)) == 2
    assert st.card_tokens(st.find(TAILWIND, 1)) == 1
    st = to_opponent_start("na-s5", 0)
    if st.decision.kind == "reshuffle":
        answer(st, False)
    assert st.decision.kind == "main" and st.vigor[1] == 1 and len(zone_ids(st, 1, HAND)) == 2


@pytest.mark.card("15-korunu-o-s-4@na-s4")
def test_poru_char_to_s4_terminal_charge_5():
    """na-s4: a Special Enhancement, Charge 5, Terminal: no other card after it."""
    st = scenario(season="na-s4", megami0=KO4, megami1=OPP4, specials0=[PORU], hand0=[SNOW_CROSSING],
                  flare=(2, 0), shadow=5)
    play_card(st, PORU)
    answer(st, ("aura", 0))
    u = st.find(PORU, 0)
    assert st.loc[u] == ENHANCE and st.card_tokens(u) == 5 and st.terminal[0]
    assert not can_play_now(st, SNOW_CROSSING) and tokens(st)["shadow"] == 2


@pytest.mark.card("15-korunu-o-s-4@na-s5", "15-korunu-o-n-4")
def test_poru_char_to_s4_arrows_from_or_to_distance_move_one_more():
    """Deployed: Snow Crossing's Distance -> Shadow 1 moves 2, its Shadow -> Distance 1 (opponent's Aura full)
    moves 2; a basic action still moves 1. The latest reading has no such text (1 moves)."""
    for season, n in (("na-s5", 2), (None, 1)):
        st = scenario(season=season, megami0=KO4, megami1=OPP4, enh0=[(PORU, 5)], hand0=[SNOW_CROSSING],
                      aura=(3, 5), shadow=3, dist=8)
        play_card(st, SNOW_CROSSING)
        answer(st, ("dist", "shadow"))
        assert tokens(st)["dist"] == 8 - n and tokens(st)["shadow"] == 3 + n
        answer(st, True)  # the opponent's Aura is full: Shadow -> Distance 1
        assert tokens(st)["dist"] == 8 and tokens(st)["shadow"] == 3
        answer(st, ("basic", "backward"))  # paid with the vigor (no card in hand)
        assert tokens(st)["dist"] == 9 and tokens(st)["aura"] == (2, 5)
