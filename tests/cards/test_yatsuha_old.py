"""Yatsuha's older readings (issue 17, ``sakura_lab.cards.yatsuha_old``): Naughtbloom of the Eight Mirrors as
na-s7 and na-s7-2 printed it, each against the latest season's result on the same position. Player 0 hosts
Perfect Yatsuha (A1)."""
from __future__ import annotations

import pytest

from sakura_lab.cards import yatsuha as Y
from sakura_lab.engine import api as S
from sakura_lab.engine.constants import DECK, DEVOTED, EXTRA, HAND, PLAYED
from sakura_lab.engine.dsl import Custom
from sakura_lab.engine.state import Ctx
from sakura_lab.testing import answer, inject, options, play_card, scenario, tokens, uid, zone_ids

NAUGHTBLOOM, CLAW, TALON, DEVIL, MONSTER = Y.NAUGHTBLOOM, Y.CLAW, Y.TALON, Y.DEVIL, Y.MONSTER
SHADOW_WALL = "13-utsuro-o-n-6"  # the opponent's Reaction
YA1 = ("yatsuha-a1", "korunu")
OPP = ("utsuro", "korunu")


def pick(st, uid_):
    assert st.decision.kind == "card" and st.decision.context == "yatsuha_perfect_pick", st.decision
    answer(st, uid_)


def reshuffle_now(st):
    inject(st, [Custom(lambda s, c: S.push_reshuffle(s, 0, True))], Ctx(0))


# ====================================================================== reading since na-s7
@pytest.mark.card("16-yatsuha-A1-s-4@na-s7")
def test_naughtbloom_s7_devoted_perfects_before_reshuffle_without_flinch():
    """na-s7 Devoted: just before you reshuffle you may perfect a Yatsuha card of your hand or played pile; you
    do not flinch (the latest reading flinches you)."""
    for season, flinched in (("na-s7", False), ("na-s10-2", True)):
        st = scenario(season=season, megami0=YA1, megami1=OPP, devoted0=[NAUGHTBLOOM], hand0=[DEVIL],
                      extra0=[MONSTER])
        reshuffle_now(st)
        pick(st, uid(st, DEVIL))
        assert zone_ids(st, 0, HAND) == [MONSTER] and zone_ids(st, 0, EXTRA) == [DEVIL]
        assert st.flinch[0] is flinched and tokens(st)["life"] == (9, 10)


@pytest.mark.card("16-yatsuha-A1-s-4@na-s7")
def test_naughtbloom_s7_plain_attack_0_7():
    """Used, it is an attack 0-7 1/0 (Cost 2) with no other text: no perfecting, no Terminal."""
    st = scenario(season="na-s7", megami0=YA1, megami1=OPP, specials0=[NAUGHTBLOOM], played0=[CLAW],
                  extra0=[TALON], hand0=[CLAW], flare=(2, 0), dist=7)
    play_card(st, NAUGHTBLOOM)
    answer(st, "aura")
    assert tokens(st)["aura"] == (3, 2) and tokens(st)["flare"] == (0, 0)
    assert st.cstate[uid(st, NAUGHTBLOOM)] == DEVOTED and zone_ids(st, 0, EXTRA) == [TALON]
    assert not st.terminal[0] and len(options(st)) > 1


# ====================================================================== reading since na-s7-2
@pytest.mark.card("16-yatsuha-A1-s-4@na-s7-2")
def test_naughtbloom_s7_2_no_reactions_after_attack_perfect_terminal():
    """na-s7-2: attack 0-8 1/0, Terminal, No Reactions; After Attack you may perfect a card (no flinch)."""
    st = scenario(season="na-s7-2", megami0=YA1, megami1=OPP, specials0=[NAUGHTBLOOM], played0=[CLAW],
                  extra0=[TALON], hand1=[SHADOW_WALL], flare=(1, 0), dist=8)
    play_card(st, NAUGHTBLOOM)
    assert st.decision.kind == "damage"  # no reaction window
    answer(st, "life")
    pick(st, uid(st, CLAW))
    assert zone_ids(st, 0, PLAYED) == [TALON] and not st.flinch[0]
    assert tokens(st)["life"] == (10, 10) and st.terminal[0] and options(st) == (("end",),)
    st = scenario(megami0=YA1, megami1=OPP, specials0=[NAUGHTBLOOM], played0=[CLAW], extra0=[TALON],
                  hand1=[SHADOW_WALL], flare=(1, 0), dist=8)
    assert ("play", uid(st, NAUGHTBLOOM)) not in options(st)  # today: Range Restriction 0-7


@pytest.mark.card("16-yatsuha-A1-s-4@na-s7-2")
def test_naughtbloom_s7_2_devoted_before_reshuffle():
    st = scenario(season="na-s7-2", megami0=YA1, megami1=OPP, devoted0=[NAUGHTBLOOM], played0=[CLAW],
                  extra0=[TALON])
    reshuffle_now(st)
    pick(st, uid(st, CLAW))
    assert not st.flinch[0] and st.loc[uid(st, TALON)] in (DECK, HAND)  # reshuffled into the deck
    assert st.loc[uid(st, CLAW)] == EXTRA

