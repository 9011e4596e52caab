"""Raira's older readings (issue 17, ``sakura_lab.cards.raira_old``): Roar as na-s7 .. na-s9 and na-s9-2 printed
it, each against the latest season's result on the same position. Player 0 hosts Raira."""
from __future__ import annotations

import pytest

from sakura_lab.cards.raira import THUNDER, WIND, gauge
from sakura_lab.engine.constants import DISCARD, HAND
from sakura_lab.engine.state import Ctx
from sakura_lab.testing import answer, inject, options, play_card, react, scenario, tokens, zone_ids

ROAR = "12-raira-o-n-6"
CLAW = "12-raira-o-n-1"  # attack 1-2 3/1
SNOW_BLADE = "15-korunu-o-n-1"
SHADOW_WALL = "13-utsuro-o-n-6"  # Reaction: the reacted attack +0/-1
RA = ("raira", "korunu")
OPP = ("utsuro", "korunu")


def roar_scenario(season, wind, thunder, **kw):
    st = scenario(season=season, megami0=RA, megami1=OPP, hand0=[ROAR] + kw.pop("hand0", []), **kw)
    st.marks[(WIND, 0)] = wind
    st.marks[(THUNDER, 0)] = thunder
    inject(st, (), Ctx(0))
    return st


def attacks(st):
    return [ev for ev in st.events if ev[1] == "attack"]


# ====================================================================== reading since na-s2
@pytest.mark.card("12-raira-o-n-6@na-s7")
def test_roar_s2_flinch_first_then_gauges():
    st = roar_scenario("na-s7", 6, 6)
    play_card(st, ROAR, fullpower=True)
    assert st.flinch == [False, True] and st.decision.kind == "choose"
    assert options(st) == ("gauges", "hand_down_double_thunder")
    answer(st, "gauges")
    assert (gauge(st, 0, WIND), gauge(st, 0, THUNDER)) == (7, 7)
    assert tokens(st)["aura"] == (3, 3) and st.turn_player == 1  # nothing more at 7: no damage, no basic action


@pytest.mark.card("12-raira-o-n-6@na-s9")
def test_roar_s2_hand_face_down_and_double_thunder():
    """The second choice puts the whole hand face down and doubles Thunder; at 7+ nothing more happens. The
    latest reading's "double Thunder" keeps the hand, and at 7+ deals 1 damage to Aura and gives 2 basic
    actions."""
    st = roar_scenario("na-s9", 7, 4, hand0=[CLAW, SNOW_BLADE])
    play_card(st, ROAR, fullpower=True)
    assert st.flinch == [False, True]
    answer(st, "hand_down_double_thunder")
    assert gauge(st, 0, THUNDER) == 8 and gauge(st, 0, WIND) == 7
    assert zone_ids(st, 0, HAND) == [] and sorted(zone_ids(st, 0, DISCARD)) == sorted([CLAW, SNOW_BLADE])
    assert tokens(st)["aura"] == (3, 3) and st.turn_player == 1
    st = roar_scenario("na-s10-2", 7, 4, hand0=[CLAW, SNOW_BLADE])
    play_card(st, ROAR, fullpower=True)
    answer(st, "double_thunder")
    assert st.flinch == [False, False] and sorted(zone_ids(st, 0, HAND)) == sorted([CLAW, SNOW_BLADE])
    assert tokens(st)["aura"] == (3, 2) and st.decision.kind == "basic"


# ====================================================================== reading since na-s9-2
@pytest.mark.card("12-raira-o-n-6@na-s9-2")
def test_roar_s9_2_attack_0_10_then_basic_actions():
    """na-s9-2: at 7+ an attack 0-10 1/- (which may be reacted to) instead of 1 damage, then 2 basic actions."""
    st = roar_scenario("na-s9-2", 6, 2, hand1=[SHADOW_WALL])
    play_card(st, ROAR, fullpower=True)
    answer(st, "flinch_and_gauges")
    assert gauge(st, 0, WIND) == 7 and st.flinch == [False, True]
    assert st.decision.kind == "react" and st.decision.player == 1
    react(st, None)  # 1/-: the Aura takes it, no choice
    assert tokens(st)["aura"] == (3, 2) and len(attacks(st)) == 1
    assert st.decision.kind == "basic"
    answer(st, "stop")
    # the latest reading: 1 damage to Aura, no attack (nothing to react to)
    st = roar_scenario("na-s10-2", 6, 2, hand1=[SHADOW_WALL])
    play_card(st, ROAR, fullpower=True)
    answer(st, "flinch_and_gauges")
    assert tokens(st)["aura"] == (3, 2) and not attacks(st) and st.decision.kind == "basic"
