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
