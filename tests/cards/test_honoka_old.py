"""Honoka's older readings (issue 17, ``sakura_lab.cards.honoka_old``): Destructive Spirit Rite as na-s7 and as
na-s7-2 .. na-s9 printed it, each against the latest season's result on the same position. Player 0 hosts
Honoka."""
from __future__ import annotations

import pytest

from sakura_lab.cards import honoka as H
from sakura_lab.engine.constants import DECK, EXTRA, HAND, PLAYED
from sakura_lab.testing import answer, options, play_card, react, scenario, tokens, zone_ids

DESTRUCTIVE, OUKA = H.DESTRUCTIVE, H.OUKA  # attack 5 3/2
TURBO = "11-thallya-o-n-7"  # Thallya's Normal Reaction: Combust; Maneuver
ALPHA = "11-thallya-o-s-1"  # a Special of hers
HK = ("honoka", "korunu")
TH = ("thallya", "korunu")


def may(st, context, yes):
    assert st.decision.kind == "may" and st.decision.context == context, st.decision
    answer(st, yes)


# ====================================================================== reading since na-s3
@pytest.mark.card("14-honoka-o-n-1-ex2@na-s7", "11-thallya-o-n-7")
def test_destructive_s3_unavoidable_and_may_be_reacted_to():
    """na-s7: a Normal Reaction may answer it (here a backward Maneuver to Distance 6); Unavoidable, it still
    hits; then the Bloom into Ouka, without a Life gain. The latest reading forbids Normal Reactions."""
    st = scenario(season="na-s7", megami0=HK, megami1=TH, hand0=[DESTRUCTIVE], extra0=[OUKA], hand1=[TURBO],
                  dist=5, shadow=2, life=(8, 10))
    play_card(st, DESTRUCTIVE)
    assert st.decision.kind == "react"
    react(st, TURBO)
    answer(st, "backward")
    assert st.distance == 6
    answer(st, "life")
    assert tokens(st)["life"] == (8, 8)
    may(st, "bloom", True)
    may(st, "bloom_bottom", True)
    assert zone_ids(st, 0, EXTRA) == [DESTRUCTIVE] and zone_ids(st, 0, DECK) == [OUKA]
    assert tokens(st)["life"] == (8, 8) and tokens(st)["shadow"] == 2  # no Life from Shadow
    st = scenario(megami0=HK, megami1=TH, hand0=[DESTRUCTIVE], extra0=[OUKA], hand1=[TURBO], dist=5)
    play_card(st, DESTRUCTIVE)
    assert st.decision.kind == "damage"  # no reaction window for the Normal card


# ====================================================================== reading since na-s7-2
@pytest.mark.card("14-honoka-o-n-1-ex2@na-s7-2")
def test_destructive_s7_2_no_reactions_and_life_without_bloom():
    """na-s7-2: No Reactions at all (not even the opponent's Special Reaction); After Attack Shadow -> your Life
    1 every time, then the optional Bloom (declined here). The latest reading heals only when it blooms."""
    st = scenario(season="na-s7-2", megami0=HK, megami1=TH, hand0=[DESTRUCTIVE], extra0=[OUKA], hand1=[TURBO],
                  specials1=[ALPHA], flare=(0, 5), dist=5, shadow=2, life=(8, 10))
    play_card(st, DESTRUCTIVE)
    assert st.decision.kind == "damage"
    answer(st, "aura")
    assert tokens(st)["life"] == (9, 10) and tokens(st)["aura"] == (3, 0)
    may(st, "bloom", False)
    assert zone_ids(st, 0, PLAYED) == [DESTRUCTIVE] and zone_ids(st, 0, EXTRA) == [OUKA]
    st = scenario(megami0=HK, megami1=TH, hand0=[DESTRUCTIVE], extra0=[OUKA], dist=5, shadow=2, life=(8, 10))
    play_card(st, DESTRUCTIVE)
    answer(st, "aura")
    may(st, "bloom", False)
    assert tokens(st)["life"] == (8, 10)


@pytest.mark.card("14-honoka-o-n-1-ex2@na-s9")
def test_destructive_s7_2_bloom_after_the_life():
    st = scenario(season="na-s9", megami0=HK, megami1=TH, hand0=[DESTRUCTIVE], extra0=[OUKA], dist=5, shadow=2,
                  life=(8, 10))
    play_card(st, DESTRUCTIVE)
    answer(st, "life")
    assert tokens(st)["life"] == (9, 8)
    may(st, "bloom", True)
    may(st, "bloom_bottom", False)
    assert tokens(st)["life"] == (9, 8) and OUKA in zone_ids(st, 0, PLAYED) + zone_ids(st, 0, HAND)
    assert "end" in [o[0] for o in options(st)]
