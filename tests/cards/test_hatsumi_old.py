"""Hatsumi's older readings (issue 17, ``sakura_lab.cards.hatsumi_old``): each test plays the card as the season
printed it and, where the effect differs, shows the latest season's other result on the same position.
Player 0 hosts Hatsumi."""
from __future__ import annotations

import pytest

from sakura_lab.cards import hatsumi as H
from sakura_lab.engine.constants import DECK, DEVOTED, DISCARD, ENHANCE, HAND, PLAYED, SPECIAL, UNUSED
from sakura_lab.testing import answer, end_main, pass_until, play_card, scenario, tokens, uid, zone_ids

BATTEN, WAVECALL, CETACEAN = H.BATTEN, H.WAVECALL, H.CETACEAN
TORPEDO = "17-hatsumi-o-n-1"
ACID = "17-hatsumi-o-n-3"
CLAW = "12-raira-o-n-1"  # attack 1-2 3/1
SNOW_BLADE = "15-korunu-o-n-1"
HT = ("hatsumi", "korunu")
OPP = ("raira", "korunu")


def headwind(st, p=0, turn=None):
    st.marks[(H.HEADWIND_KEY, p)] = frozenset({st.turn if turn is None else turn})


# ====================================================================== 準備万端 (reading since na-s5)
@pytest.mark.card("17-hatsumi-o-n-5@na-s7")
def test_batten_down_s5_aura_then_a_hand_card_on_top():
    """na-s7: Shadow -> Aura 3, then you may put a card of your hand on top of your deck (no draw). The latest
    reading offers a draw instead."""
    st = scenario(season="na-s7", megami0=HT, megami1=OPP, hand0=[BATTEN, TORPEDO], deck0=[ACID], aura=(1, 3),
                  shadow=4)
    play_card(st, BATTEN, fullpower=True)
    assert tokens(st)["aura"] == (4, 3) and tokens(st)["shadow"] == 1
    assert st.decision.kind == "card" and st.decision.context == "batten_down"
    answer(st, uid(st, TORPEDO))
    assert zone_ids(st, 0, DECK) == [TORPEDO, ACID] and zone_ids(st, 0, HAND) == []
    st = scenario(megami0=HT, megami1=OPP, hand0=[BATTEN, TORPEDO], deck0=[ACID], aura=(1, 3), shadow=4)
    play_card(st, BATTEN, fullpower=True)
    assert st.decision.kind == "may" and st.decision.context == "draw"


@pytest.mark.card("17-hatsumi-o-n-5@na-s7")
def test_batten_down_s5_may_keep_the_hand():
    st = scenario(season="na-s7", megami0=HT, megami1=OPP, hand0=[BATTEN, TORPEDO], deck0=[ACID], shadow=4)
    play_card(st, BATTEN, fullpower=True)
    answer(st, "stop")
    assert zone_ids(st, 0, DECK) == [ACID] and zone_ids(st, 0, HAND) == [TORPEDO]
    assert tokens(st)["aura"] == (5, 3)  # 3 + 3, capped at 5


# ====================================================================== 波呼び (reading since na-s5)
@pytest.mark.card("17-hatsumi-o-n-7@na-s7")
def test_wavecall_s5_disenchant_attack_puts_opponent_deck_face_down():
    """Your tailwind turn: the start-phase removal takes its last token; Disenchant: attack 2-7 1/- whose After
    Attack puts all of the opponent's deck face down (no discard return, no basic action first). The latest
    reading offers a basic action and leaves the deck."""
    st = scenario(season="na-s7", megami0=HT, megami1=OPP, enh0=[(WAVECALL, 1)], deck1=[CLAW, SNOW_BLADE],
                  deck0=[TORPEDO, ACID, TORPEDO], turn_player=1, dist=5, shadow=0)
    end_main(st)
    pass_until(st, "main", player=0)
    assert zone_ids(st, 0, PLAYED) == [WAVECALL] and tokens(st)["aura"][1] == 2
    assert zone_ids(st, 1, DECK) == [] and sorted(zone_ids(st, 1, DISCARD)) == sorted([CLAW, SNOW_BLADE])
    st = scenario(megami0=HT, megami1=OPP, enh0=[(WAVECALL, 1)], deck1=[CLAW, SNOW_BLADE],
                  deck0=[TORPEDO, ACID, TORPEDO], turn_player=1, dist=5, shadow=0)
    end_main(st)
    pass_until(st, "basic", player=0)
    answer(st, "stop")
    pass_until(st, "main", player=0)
    assert zone_ids(st, 1, DECK) == [CLAW, SNOW_BLADE]


@pytest.mark.card("17-hatsumi-o-n-7@na-s7-2")
def test_wavecall_s5_unguarded():
    """Unguarded (隙): Life damage discards it with its tokens, no Disenchant attack; the latest reading has no
    Unguarded and stays."""
    for season, stays in (("na-s7-2", False), ("na-s10-2", True)):
        st = scenario(season=season, megami0=HT, megami1=OPP, enh0=[(WAVECALL, 1)], hand1=[CLAW], turn_player=1,
                      dist=2, shadow=0, aura=(0, 3))
        play_card(st, CLAW, 1)
        w = uid(st, WAVECALL)
        assert (st.loc[w] == ENHANCE) is stays
        if not stays:
            assert zone_ids(st, 0, DISCARD) == [WAVECALL] and tokens(st)["shadow"] == 1
            assert tokens(st)["aura"] == (0, 3)  # no Disenchant attack
        assert tokens(st)["life"] == (9, 10)


# ====================================================================== イサナ海域 (reading since na-s5)
@pytest.mark.card("17-hatsumi-o-s-1@na-s10")
def test_cetacean_ocean_s5_tailwind_plus_0_2():
    """na-s10: printed 3/1 (Cost 4), tailwind +0/+2 -> 3/3 (not 4/3)."""
    st = scenario(season="na-s10", megami0=HT, megami1=OPP, specials0=[CETACEAN], dist=4, flare=(4, 0),
                  aura=(3, 5))
    play_card(st, CETACEAN)
    answer(st, "aura")
    assert tokens(st) == {"life": (10, 10), "aura": (3, 2), "flare": (0, 0), "dist": 4, "shadow": 7}
    u = uid(st, CETACEAN)
    assert st.loc[u] == SPECIAL and st.cstate[u] == DEVOTED
    st = scenario(season="na-s10", megami0=HT, megami1=OPP, specials0=[CETACEAN], dist=4, flare=(4, 0))
    play_card(st, CETACEAN)
    answer(st, "life")
    assert tokens(st)["life"] == (10, 7)


@pytest.mark.card("17-hatsumi-o-s-1@na-s7")
def test_cetacean_ocean_s5_headwind_returns_unused():
    st = scenario(season="na-s7", megami0=HT, megami1=OPP, specials0=[CETACEAN], dist=4, flare=(4, 0),
                  aura=(3, 5))
    headwind(st)
    play_card(st, CETACEAN)
    answer(st, "life")  # 3/1
    assert tokens(st) == {"life": (10, 9), "aura": (3, 5), "flare": (0, 1), "dist": 6, "shadow": 2}
    u = uid(st, CETACEAN)
    assert st.loc[u] == SPECIAL and st.cstate[u] == UNUSED
