"""Mizuki's older readings (issue 17, ``sakura_lab.cards.mizuki_old``): Ōte Gate "Tatenashi" as na-s7 and as
na-s7-2 .. na-s10 printed it, each against the latest season's result on the same position. Player 0 hosts
Mizuki; ``mz`` puts the listed cards into player 0's ＜Barracks＞ (conscripted if listed in ``cons``)."""
from __future__ import annotations

import pytest

from sakura_lab.cards import mizuki as MZ
from sakura_lab.engine.constants import AUX5, DEVOTED, EXTRA, HAND
from sakura_lab.engine.state import Ctx
from sakura_lab.testing import answer, inject, options, play_card, react, scenario, tokens, uid, zone_ids

TATENASHI, DIVINITY, SHIELD, SPEAR = MZ.TATENASHI, MZ.DIVINITY, MZ.SHIELD, MZ.SPEAR
LEAD, QUASH = MZ.LEAD, MZ.QUASH
CLAW = "12-raira-o-n-1"  # attack 1-2 3/1
HOST = ("mizuki", "korunu")
OPP = ("raira", "korunu")


def mz(barracks=(), cons=(), **kw):
    kw.setdefault("megami0", HOST)
    kw.setdefault("megami1", OPP)
    kw["extra0"] = list(barracks) + list(kw.get("extra0", ()))
    st = scenario(**kw)
    todo = list(cons)
    for u in list(st.zones[0][EXTRA])[:len(barracks)]:
        cid = st.cards[u].id
        c = cid in todo
        if c:
            todo.remove(cid)
        MZ.to_barracks(st, u, c)
    assert not todo
    inject(st, (), Ctx(st.turn_player))
    return st


def bar(st, p=0):
    return sorted((st.cards[u].id, MZ.is_conscripted(st, u)) for u in st.zones[p][AUX5])


# ====================================================================== reading since na-s5
@pytest.mark.card("18-mizuki-o-s-3@na-s7")
def test_tatenashi_s5_one_hand_card_must_go_no_devoted_bonus():
    """na-s7 (Cost 4): exactly one card of the hand (no "none") and Divinity of War go to the Barracks,
    conscripted; Terminal; no Devoted +1/+0. The latest reading lets you choose none."""
    st = mz(season="na-s7", specials0=[TATENASHI], hand0=[QUASH, LEAD], extra0=[DIVINITY], flare=(4, 0))
    play_card(st, TATENASHI)
    assert st.decision.kind == "card" and "none" not in options(st)
    answer(st, uid(st, LEAD))
    assert bar(st) == sorted([(LEAD, True), (DIVINITY, True)])
    assert zone_ids(st, 0, HAND) == [QUASH] and st.terminal[0] and tokens(st)["flare"] == (0, 0)
    assert st.cstate[uid(st, TATENASHI)] == DEVOTED
    st = mz(specials0=[TATENASHI], hand0=[QUASH, LEAD], extra0=[DIVINITY], flare=(4, 0))
    play_card(st, TATENASHI)
    assert options(st)[0] == "none"


@pytest.mark.card("18-mizuki-o-s-3@na-s7")
def test_tatenashi_s5_devoted_gives_no_bonus():
    st = mz(season="na-s7", barracks=[LEAD], cons=[LEAD], devoted0=[TATENASHI], dist=2, aura=(3, 5))
    answer(st, ("play", uid(st, LEAD, 0)))
    answer(st, "aura")
    assert tokens(st)["aura"] == (3, 4)  # 1/1, not 2/1


# ====================================================================== reading since na-s7-2
@pytest.mark.card("18-mizuki-o-s-3@na-s7-2")
def test_tatenashi_s7_2_places_two_then_conscripts():
    """na-s7-2 (Cost 3): Divinity of War and one hand card to the Barracks, conscripted; then conscript once."""
    st = mz(season="na-s7-2", barracks=[SPEAR, SHIELD], specials0=[TATENASHI], hand0=[QUASH, LEAD],
            extra0=[DIVINITY],
            flare=(3, 0))
    play_card(st, TATENASHI)
    assert "none" not in options(st)
    answer(st, uid(st, QUASH))
    assert st.decision.context == "conscript"
    answer(st, uid(st, SHIELD))
    assert bar(st) == sorted([(QUASH, True), (DIVINITY, True), (SPEAR, False), (SHIELD, True)])
    assert st.terminal[0] and zone_ids(st, 0, HAND) == [LEAD]


@pytest.mark.card("18-mizuki-o-s-3@na-s10", "18-mizuki-o-n-1")
def test_tatenashi_s7_2_devoted_attack_bonus():
    st = mz(season="na-s10", barracks=[LEAD], cons=[LEAD], devoted0=[TATENASHI], dist=2, aura=(3, 5))
    answer(st, ("play", uid(st, LEAD, 0)))
    answer(st, "aura")
    assert tokens(st)["aura"] == (3, 3)  # 2/1


@pytest.mark.card("18-mizuki-o-s-3@na-s8", "18-mizuki-o-t-2")
def test_tatenashi_s7_2_reactions_from_barracks_lose_terminal():
    """Devoted: a Reaction card played from the Barracks (the Shieldbearer Unit, Terminal) loses Terminal, so its
    player may still react later this turn. The latest reading keeps its Terminal."""
    for season, terminal in (("na-s8", False), ("na-s10-2", True)):
        st = mz(season=season, barracks=[SHIELD], cons=[SHIELD], devoted0=[TATENASHI], hand1=[CLAW, CLAW],
                turn_player=1, dist=2, aura=(5, 3))
        play_card(st, CLAW, 1)
        react(st, SHIELD)  # from the Barracks: the reacted attack -1/+0
        answer(st, "aura")
        assert tokens(st)["aura"] == (3, 3)  # 2/1
        assert st.terminal[0] is terminal


# ====================================================================== na-s5 readings
COUNTER, ADVANCE, CAVALRY, BULWARK = MZ.COUNTER, MZ.ADVANCE, MZ.CAVALRY, MZ.BULWARK
SPIRIT_RITE = "14-honoka-o-n-1"  # attack 3-4 1/1, No Reactions
MK = ("mizuki", "korunu")  # all in na-s5
OPP5 = ("honoka", "utsuro")


@pytest.mark.card("18-mizuki-o-n-2@na-s5")
def test_counteroffensive_s5_bonuses():
    """Reacted last turn and played All-Out: na-s5 +2/+0 and +0/+2 = 3/3 (the latest reading: +2/+1 and +1/+1 =
    4/3): the Aura 5 of the opponent keeps 2 (1 today)."""
    for season, aura in (("na-s5", 2), (None, 1)):
        st = mz(season=season, megami0=MK, megami1=OPP5, hand0=[COUNTER], dist=2, aura=(3, 5))
        st.marks[(MZ.REACT_TURN, 0)] = st.turn - 1
        play_card(st, COUNTER, fullpower=True)
        answer(st, "aura")
        assert tokens(st)["aura"] == (3, aura)


@pytest.mark.card("18-mizuki-o-n-2@na-s5")
def test_counteroffensive_s5_standard_no_reaction_plain():
    st = mz(season="na-s5", megami0=MK, megami1=OPP5, hand0=[COUNTER], dist=2, aura=(3, 5))
    st.marks[(MZ.REACT_TURN, 0)] = st.turn - 1
    play_card(st, COUNTER)
    answer(st, "life")
    assert tokens(st)["life"] == (10, 9)  # 3/1: +2/+0 only


@pytest.mark.card("18-mizuki-o-n-6@na-s5")
def test_steady_advance_s5_conscript_flinch_and_distance_to_aura():
    """na-s5 (Throughout): conscript once, the opponent flinches, and at Distance 3+ Distance -> your Aura 1 (the
    full-power action ends the turn: the flinch costs the opponent their start-phase vigor). The latest reading
    chooses three times among conscript, Forward, Recover (no flinch)."""
    st = mz(season="na-s5", megami0=MK, megami1=OPP5, barracks=[SPEAR], hand0=[ADVANCE], dist=3)
    play_card(st, ADVANCE, fullpower=True)
    assert bar(st) == [(SPEAR, True)] and any(ev[1] == "flinch" and ev[2] == 1 for ev in st.events)
    assert tokens(st)["dist"] == 2 and tokens(st)["aura"] == (4, 3)
    assert st.turn_player == 1 and st.vigor[1] == 1 and not st.flinch[1]
    st = mz(season="na-s5", megami0=MK, megami1=OPP5, barracks=[SPEAR], hand0=[ADVANCE], dist=2)
    play_card(st, ADVANCE, fullpower=True)
    assert tokens(st)["dist"] == 2 and tokens(st)["aura"] == (3, 3)
    st = mz(megami0=MK, megami1=OPP5, barracks=[SPEAR], hand0=[ADVANCE], dist=3)
    play_card(st, ADVANCE, fullpower=True)
    assert st.decision.kind == "choose" and not any(ev[1] == "flinch" for ev in st.events)


@pytest.mark.card("18-mizuki-o-t-3@na-s5", "14-honoka-o-n-1")
def test_cavalry_s5_unguarded_and_no_reactions_kept():
    """na-s5: the opponent's No Reactions attack keeps it (no reaction window for Bulwark); the Life damage
    makes the Unguarded Cavalry leave play, back to the Barracks, without its Disenchant's vigor. The latest
    Cavalry takes No Reactions away and is not Unguarded."""
    for season, old in (("na-s5", True), (None, False)):
        st = mz(season=season, megami0=MK, megami1=OPP5, enh0=[(CAVALRY, 2)], hand0=[BULWARK], hand1=[SPIRIT_RITE],
                turn_player=1, dist=3, vigor=(0, 1))
        play_card(st, SPIRIT_RITE, 1)
        if old:
            assert st.decision.kind == "damage"
        else:
            react(st, None)
        answer(st, "life")
        u = uid(st, CAVALRY)
        assert (st.loc[u] == AUX5) is old and st.vigor[0] == 0


@pytest.mark.card("18-mizuki-o-t-3@na-s6")
def test_cavalry_s5_disenchant_vigor_back_to_barracks():
    st = mz(season="na-s6", megami0=MK, megami1=OPP5, enh0=[(CAVALRY, 1)], deck0=[LEAD, LEAD], vigor=(0, 1),
            start="turn")
    if st.decision.kind == "reshuffle":
        answer(st, False)
    u = uid(st, CAVALRY)
    assert st.loc[u] == AUX5 and st.vigor[0] == 2  # +1 start phase, +1 Disenchant
