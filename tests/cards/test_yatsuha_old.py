"""Yatsuha's older readings (issue 17, ``sakura_lab.cards.yatsuha_old``): Naughtbloom of the Eight Mirrors as
na-s7 and na-s7-2 printed it, each against the latest season's result on the same position. Player 0 hosts
Perfect Yatsuha (A1)."""
from __future__ import annotations

import pytest

from sakura_lab.cards import yatsuha as Y
from sakura_lab.engine import api as S
from sakura_lab.engine.constants import DECK, DEVOTED, ENHANCE, EXTRA, HAND, PLAYED, SPECIAL
from sakura_lab.engine.dsl import Custom
from sakura_lab.engine.state import Ctx
from sakura_lab.testing import answer, inject, options, play_card, react, scenario, tokens, uid, zone_ids

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



# ====================================================================== na-s4 readings
EDICT, LULLABY = Y.EDICT, Y.LULLABY
RETAR_RERA = "15-korunu-o-s-2"  # Reaction: opponent's Aura full -> cancel, else Distance -> attacker's Aura 1
PORU = "15-korunu-o-s-4"  # na-s4: Special Enhancement, Charge 5, Terminal
CURSE = "13-utsuro-o-n-7"  # Throughout Normal Enhancement (Charge 2): opponent's Aura -> Shadow 3
YK = ("yatsuha", "korunu")  # all in na-s4
YU = ("yatsuha", "utsuro")
KU4 = ("korunu", "utsuro")


@pytest.mark.card("16-yatsuha-o-n-1@na-s4", "13-utsuro-o-n-6")
def test_astral_claw_s4_normal_reactions_allowed():
    """na-s4: the opponent may react with a Normal card (Shadow Wall: +0/-1); After Attack your Aura -> their
    Flare 1. The latest reading has No Reactions (normal cards)."""
    st = scenario(season="na-s4", megami0=YK, megami1=KU4, hand0=[CLAW], hand1=[SHADOW_WALL], dist=3)
    play_card(st, CLAW)
    assert st.decision.kind == "react"
    react(st, SHADOW_WALL)
    answer(st, "life")
    # 3/2-1 on Life (the Life token goes to their Flare), then Aura -> their Flare 1
    assert tokens(st)["life"] == (10, 9) and tokens(st)["aura"] == (2, 3) and tokens(st)["flare"] == (0, 2)
    st = scenario(megami0=YK, megami1=KU4, hand0=[CLAW], hand1=[SHADOW_WALL], dist=3)
    play_card(st, CLAW)
    assert st.decision.kind == "damage"


@pytest.mark.card("16-yatsuha-o-n-2@na-s4", "15-korunu-o-s-2")
def test_grim_edict_s4_unavoidable_hits_after_the_reaction_moved_it_out_of_range():
    """na-s4: Retar Rera may react (a Reaction Special) and pulls the Distance to 3, out of range 4; Unavoidable,
    the attack still hits (3/1+X, X = 2: equal Flare 0 = 0 and Life 10 = 10); then Yatsuha flinches. The latest reading
    forbids Normal Reactions only, so Retar Rera may react there too, but the attack then misses."""
    for season, hit in (("na-s4", True), (None, False)):
        st = scenario(season=season, megami0=YK, megami1=KU4, hand0=[EDICT], specials1=[RETAR_RERA], dist=4,
                      flare=(0, 2), aura=(3, 3))
        play_card(st, EDICT)
        react(st, RETAR_RERA)
        assert tokens(st)["dist"] == 3 and tokens(st)["aura"][0] == 4
        if hit:
            answer(st, "life")
            assert tokens(st)["life"] == (10, 7) and st.flinch[0]
        else:
            assert tokens(st)["life"] == (10, 10) and tokens(st)["aura"][1] == 3 and not st.flinch[0]


@pytest.mark.card("16-yatsuha-o-s-2@na-s4", "15-korunu-o-s-4@na-s4")
def test_lullaby_s4_a_special_enhancement_devoted_is_used_again_free():
    """na-s4: Lullaby (Cost 3) may choose a Special Enhancement (Poru-char To): its tokens go to Shadow, it becomes
    Devoted and may be used again without its Cost. The latest reading chooses non-Special enhancements only."""
    st = scenario(season="na-s4", megami0=YK, megami1=KU4, specials0=[LULLABY], enh0=[(PORU, 2)], flare=(3, 0),
                  shadow=5)
    play_card(st, LULLABY)
    u = uid(st, PORU)  # the only enhancement: chosen at once
    assert st.decision.context == "yatsuha_lullaby_play" and st.loc[u] == SPECIAL and st.cstate[u] == DEVOTED
    answer(st, True)
    answer(st, ("aura", 0))
    assert st.loc[u] == ENHANCE and st.card_tokens(u) == 5 and tokens(st)["flare"] == (0, 0)
    assert st.terminal[0]  # Poru-char To's own Terminal
    st = scenario(megami0=YK, megami1=KU4, specials0=[LULLABY], enh0=[(PORU, 2)], flare=(3, 0), shadow=5)
    play_card(st, LULLABY)
    assert st.card_tokens(uid(st, PORU)) == 2 and st.decision.kind == "main"


@pytest.mark.card("16-yatsuha-o-s-2@na-s6", "13-utsuro-o-n-7")
def test_lullaby_s4_throughout_card_from_the_played_pile_gives_terminal():
    """A Throughout Normal enhancement (Curse of Ashes): disenchanted into the played pile (not Ashen: its
    Disenchant does nothing), used again (Initialize: their Aura -> Shadow 3); Lullaby gains Terminal."""
    st = scenario(season="na-s6", megami0=YU, megami1=KU4, specials0=[LULLABY], enh0=[(CURSE, 1)], flare=(3, 0),
                  shadow=2)
    play_card(st, LULLABY)
    assert zone_ids(st, 0, PLAYED) == [CURSE] and st.decision.context == "yatsuha_lullaby_play"
    answer(st, True)
    answer(st, ("aura", 0))
    u = uid(st, CURSE)
    assert st.loc[u] == ENHANCE and st.card_tokens(u) == 2 and tokens(st)["aura"] == (3, 0) and st.terminal[0]
