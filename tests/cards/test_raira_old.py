"""Raira's older readings (issue 17, ``sakura_lab.cards.raira_old``): Roar as na-s7 .. na-s9 and na-s9-2 printed
it, each against the latest season's result on the same position. Player 0 hosts Raira."""
from __future__ import annotations

import pytest

from sakura_lab.cards import raira
from sakura_lab.cards.raira import THUNDER, WIND, gauge
from sakura_lab.engine.constants import DECK, DISCARD, EXTRA, HAND, OUT, PLAYED, SPECIAL
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


# ====================================================================== na-s2 .. na-s6-2
INVOCATION, REBIRTH, GALE, STORM = "12-raira-o-s-3", "12-raira-o-s-4", "12-raira-a1-n-2", "12-raira-storm"
MANIFEST, REINCARNATION, PERDITION = "12-raira-o-s-3-ex1", "12-raira-o-s-3-ex2", "12-raira-o-s-3-ex3"
WINDRUN = "12-raira-o-n-4"  # Raira's action: Distance 3+ -> Distance to Shadow 2
RU = ("raira", "utsuro")  # both in na-s2


def gauged(season, wind, thunder, megami0=RU, megami1=("utsuro", "kururu"), **kw):
    st = scenario(season=season, megami0=megami0, megami1=megami1, **kw)
    st.marks[(WIND, 0)] = wind
    st.marks[(THUNDER, 0)] = thunder
    inject(st, (), Ctx(0))
    return st


@pytest.mark.card("12-raira-o-s-3@na-s2")
def test_invocation_s2_thresholds_3_6_10():
    """Wind 6 reaches the na-s2 thresholds 3 and 6: Manifestation and Reincarnation come unused; the card is
    removed. The latest thresholds (3 / 7 / 12) give Manifestation only."""
    extras = [MANIFEST, REINCARNATION, PERDITION]
    st = gauged("na-s2", 6, 0, specials0=[INVOCATION], extra0=extras)
    play_card(st, INVOCATION)
    assert sorted(zone_ids(st, 0, SPECIAL)) == sorted([MANIFEST, REINCARNATION])
    assert zone_ids(st, 0, EXTRA) == [PERDITION] and zone_ids(st, 0, OUT) == [INVOCATION]
    st = gauged("na-s10-2", 6, 0, specials0=[INVOCATION], extra0=extras, flare=(2, 0))
    play_card(st, INVOCATION)
    assert zone_ids(st, 0, SPECIAL) == [MANIFEST]


@pytest.mark.card("12-raira-o-s-3@na-s3")
def test_invocation_s2_wind_10_gains_all_three():
    st = gauged("na-s3", 10, 0, specials0=[INVOCATION], extra0=[MANIFEST, REINCARNATION, PERDITION])
    play_card(st, INVOCATION)
    assert sorted(zone_ids(st, 0, SPECIAL)) == sorted([MANIFEST, REINCARNATION, PERDITION])


@pytest.mark.card("12-raira-o-s-4@na-s2", "12-raira-o-n-4")
def test_death_and_rebirth_s2_used_normal_cards_go_to_deck_bottom():
    """Deployed, it sends the Normal card its owner used (Windrun) to the bottom of the deck instead of the
    played pile. The latest reading (a Reaction enhancement) leaves Windrun in the played pile."""
    st = gauged("na-s2", 0, 0, enh0=[(REBIRTH, 5)], hand0=[WINDRUN], deck0=[CLAW], dist=5)
    play_card(st, WINDRUN)
    assert tokens(st)["dist"] == 3 and zone_ids(st, 0, DECK) == [CLAW, WINDRUN]
    assert zone_ids(st, 0, PLAYED) == []
    st = gauged("na-s10-2", 0, 0, enh0=[(REBIRTH, 3)], hand0=[WINDRUN], deck0=[CLAW], dist=5)
    play_card(st, WINDRUN)
    assert zone_ids(st, 0, DECK) == [CLAW] and zone_ids(st, 0, PLAYED) == [WINDRUN]


@pytest.mark.card("12-raira-o-s-4@na-s4")
def test_death_and_rebirth_s2_not_the_opponents_cards():
    """Only its owner's cards: the opponent's Shadow Wall, played as a Reaction, reaches their played pile."""
    wall = "13-utsuro-o-n-6"
    st = gauged("na-s4", 0, 0, enh0=[(REBIRTH, 5)], hand0=[CLAW], hand1=[wall], dist=2)
    play_card(st, CLAW)
    react(st, wall)
    assert zone_ids(st, 1, PLAYED) == [wall]
    answer(st, "aura")
    assert zone_ids(st, 0, DECK) == [CLAW] and zone_ids(st, 0, PLAYED) == []


@pytest.mark.card("12-raira-a1-n-2@na-s5")
def test_gale_winds_s5_raises_wind_then_harness():
    """na-s5: after the attack the Wind gauge rises by 1, then one harness (Wind 1 here). The latest reading
    raises nothing: with both gauges at 0 nothing is offered."""
    st = gauged("na-s5", 0, 0, megami0=("raira-a1", "utsuro"), hand0=[GALE], extra0=[STORM], dist=4)
    play_card(st, GALE)
    answer(st, "aura")
    assert gauge(st, 0, WIND) == 1 and st.decision.context == "storm"
    assert options(st) == ("stop", (WIND, 1))
    answer(st, (WIND, 1))
    answer(st, ("dist", "shadow"))
    assert gauge(st, 0, WIND) == 0 and tokens(st)["dist"] == 3 and tokens(st)["shadow"] == 3  # 2 from the Aura
    st = gauged("na-s10-2", 0, 0, megami0=("raira-a1", "utsuro"), hand0=[GALE], extra0=[STORM], dist=3)
    play_card(st, GALE)
    answer(st, "aura")
    assert gauge(st, 0, WIND) == 0 and st.decision.kind == "main"


def harness(st, power):
    inject(st, [raira.HarnessStorm(1)], Ctx(0, st.find(STORM, 0)))
    answer(st, power)


@pytest.mark.card("12-raira-storm@na-s5")
def test_storm_s5_wind_2_vigor_and_wind_3_draw():
    """na-s5 table: Wind 2 = +1 vigor for you, -1 for the opponent; Wind 3 = draw 1 (no card face down).
    Today Wind 2 draws and discards, Wind 3 moves the vigor."""
    st = gauged("na-s5", 5, 0, megami0=("raira-a1", "utsuro"), extra0=[STORM], deck0=[CLAW, WINDRUN],
                vigor=(0, 2))
    harness(st, (WIND, 2))
    assert st.vigor == [1, 1] and gauge(st, 0, WIND) == 3 and zone_ids(st, 0, HAND) == []
    harness(st, (WIND, 3))
    assert zone_ids(st, 0, HAND) == [CLAW] and st.decision.kind == "main" and gauge(st, 0, WIND) == 0
    st = gauged("na-s10-2", 5, 0, megami0=("raira-a1", "utsuro"), extra0=[STORM], deck0=[CLAW, WINDRUN],
                vigor=(0, 2))
    harness(st, (WIND, 2))
    assert st.vigor == [0, 2] and zone_ids(st, 0, DISCARD) == [CLAW]  # drawn, then put face down


@pytest.mark.card("12-raira-storm@na-s5")
def test_storm_s5_thunder_3_attack_2_2_and_thunder_2_life_bonus():
    """na-s5: Thunder 3 is an attack 0-4 2/2 (today the +0/+1 bonus); Thunder 2 is that bonus (today 1/1)."""
    st = gauged("na-s5", 0, 5, megami0=("raira-a1", "utsuro"), extra0=[STORM], dist=4)
    harness(st, (THUNDER, 3))
    answer(st, "life")
    assert tokens(st)["life"] == (10, 8) and gauge(st, 0, THUNDER) == 2
    harness(st, (THUNDER, 2))
    assert st.buffs and st.decision.kind == "main" and tokens(st)["aura"] == (3, 3)
    st = gauged("na-s10-2", 0, 5, megami0=("raira-a1", "utsuro"), extra0=[STORM], dist=4)
    harness(st, (THUNDER, 3))
    assert st.buffs and st.decision.kind == "main" and tokens(st)["life"] == (10, 10)
