"""Utsuro's older readings (issue 17, ``sakura_lab.cards.utsuro_old``): each test plays the card as the season
printed it and, where the effect differs, shows the latest season's other result on the same position.
Player 0 hosts Utsuro (Final Chapter for the Reverberation Device)."""
from __future__ import annotations

import pytest

from sakura_lab.engine.constants import DEVOTED, DISCARD, ENHANCE, EXTRA, HAND, OUT, SPECIAL, UNUSED
from sakura_lab.testing import answer, can_play_now, play_card, react, scenario, tokens, uid, zone_ids

FULL_MOON = "13-utsuro-o-n-1"
REAP = "13-utsuro-o-n-3"  # 4 -/0; after: the opponent sheds 2; you may take 2 tokens off an enhancement
DEVICE = "13-utsuro-A1-s-1"
EX1, EX2, EX3, EX4 = (f"13-utsuro-A1-s-1-ex{i}" for i in range(1, 5))
EXTRAS = [EX1, EX2, EX3, EX4]
SNOW_BLADE = "15-korunu-o-n-1"
CLAW = "12-raira-o-n-1"
UT = ("utsuro", "korunu")
FINAL = ("utsuro-a1", "korunu")
OPP = ("raira", "korunu")


# ====================================================================== 円月 (reading since na-s2)
@pytest.mark.card("13-utsuro-o-n-1@na-s7")
def test_full_moon_s2_ashen_aura_dash_without_range_expansion():
    """na-s7: 6-7 2/2; Ashen only turns the Aura damage into "-" (no near-1 expansion: 5 stays out of range).
    The latest reading (5-7, Ashen +near 1) reaches 4."""
    st = scenario(season="na-s7", megami0=UT, megami1=OPP, hand0=[FULL_MOON], shadow=12, dist=5)
    assert not can_play_now(st, FULL_MOON)
    st = scenario(season="na-s7", megami0=UT, megami1=OPP, hand0=[FULL_MOON], shadow=12, dist=6)
    play_card(st, FULL_MOON)
    assert tokens(st)["life"] == (10, 8) and tokens(st)["aura"] == (3, 3)  # -/2: to Life, no choice
    st = scenario(megami0=UT, megami1=OPP, hand0=[FULL_MOON], shadow=12, dist=4)
    assert can_play_now(st, FULL_MOON)


@pytest.mark.card("13-utsuro-o-n-1@na-s7")
def test_full_moon_s2_not_ashen_plain():
    st = scenario(season="na-s7", megami0=UT, megami1=OPP, hand0=[FULL_MOON], shadow=11, dist=7)
    play_card(st, FULL_MOON)
    assert st.decision.kind == "damage" and st.decision.options == ("aura", "life")
    answer(st, "life")
    assert tokens(st)["life"] == (10, 8)


# ====================================================================== 残響装置:枢式 (reading since na-s4)
@pytest.mark.card("13-utsuro-A1-s-1@na-s7")
def test_device_s4_is_an_enhancement_whose_tokens_stay():
    """na-s7: a Special Enhancement (Charge 2, Cost 2) without Terminal; its tokens do not decay at the start
    phase unless Shadow holds 13+ and your Life is 6 or less."""
    st = scenario(season="na-s7", megami0=FINAL, megami1=OPP, specials0=[DEVICE], extra0=EXTRAS, flare=(2, 0),
                  hand0=[SNOW_BLADE], shadow=1, dist=3)
    play_card(st, DEVICE)
    answer(st, ("aura", 1))
    d = uid(st, DEVICE)
    assert st.loc[d] == ENHANCE and st.card_tokens(d) == 2 and tokens(st)["aura"] == (2, 3)
    assert can_play_now(st, SNOW_BLADE) and not st.terminal[0]
    for shadow, life in ((12, 6), (13, 7)):
        st = scenario(season="na-s8", megami0=FINAL, megami1=OPP, enh0=[(DEVICE, 1)], extra0=EXTRAS, shadow=shadow,
                      life=(life, 10), start="turn", deck0=[SNOW_BLADE, SNOW_BLADE, SNOW_BLADE])
        if st.decision.kind == "reshuffle":
            answer(st, False)
        assert st.decision.kind == "main" and st.card_tokens(uid(st, DEVICE)) == 1


@pytest.mark.card("13-utsuro-A1-s-1@na-s7")
@pytest.mark.rule("MR 11-2")
def test_device_s4_disenchant_at_start_phase_end_is_nigh():
    """Shadow 13 and Life 6: the start-phase removal takes its last token; Disenchant in the start phase: the
    end is nigh (MR 11-2), then it is removed, 望我 comes Devoted and you draw 1. Life stays 6 (the latest reading
    would bring it to 5)."""
    st = scenario(season="na-s7", megami0=FINAL, megami1=OPP, enh0=[(DEVICE, 1)], extra0=EXTRAS, shadow=13,
                  life=(6, 10), hand0=[SNOW_BLADE], deck0=[SNOW_BLADE, CLAW], start="turn")
    if st.decision.kind == "reshuffle":
        answer(st, False)
    assert st.loc[uid(st, DEVICE)] == OUT
    e1 = uid(st, EX1)
    assert st.loc[e1] == SPECIAL and st.cstate[e1] == UNUSED  # gained Devoted; resurges as the main phase begins
    assert sorted(zone_ids(st, 0, HAND)) == sorted([EX2, EX3, EX4])  # 1 (the Device's draw) + 2 (start phase)
    for u in (uid(st, SNOW_BLADE, 0), uid(st, CLAW, 0)):
        assert st.loc[u] == OUT
    assert tokens(st)["life"] == (6, 10) and tokens(st)["shadow"] == 14
    assert st.decision.kind == "main" and st.turn_player == 0


@pytest.mark.card("13-utsuro-A1-s-1@na-s8", "13-utsuro-o-n-3")
def test_device_s4_disenchant_outside_start_phase():
    """Tokens taken off by the opponent's Reap in their main phase (Shadow 13+, Life 6-): no end is nigh, but the
    Device is removed, 望我 comes Devoted and you draw 1."""
    st = scenario(season="na-s8", megami0=FINAL, megami1=("utsuro", "korunu"), enh0=[(DEVICE, 2)], extra0=EXTRAS,
                  shadow=13, life=(5, 10), aura=(3, 3), hand1=[REAP], deck0=[SNOW_BLADE], hand0=[CLAW],
                  turn_player=1, dist=4)
    play_card(st, REAP, 1)
    if st.decision.kind == "react":
        react(st, None)
    answer(st, "aura")
    answer(st, "aura")  # -/0 (no choice), then p0 sheds 2 from Aura
    answer(st, uid(st, DEVICE))
    assert st.loc[uid(st, DEVICE)] == OUT
    e1 = uid(st, EX1)
    assert st.loc[e1] == SPECIAL and st.cstate[e1] == DEVOTED
    assert sorted(zone_ids(st, 0, HAND)) == sorted([CLAW, SNOW_BLADE]) and zone_ids(st, 0, DISCARD) == []
    assert st.loc[uid(st, EX2)] == EXTRA  # no end is nigh
    assert tokens(st)["life"] == (5, 10) and tokens(st)["aura"] == (1, 3)


# ====================================================================== 残響装置:枢式 (reading since na-s3)
FINAL_S3 = ("utsuro-a1", "kururu")  # both in na-s3
OPP_S3 = ("honoka", "kururu")
PRESSURE = "13-utsuro-o-n-4"  # an action of Utsuro (na-s3)


@pytest.mark.card("13-utsuro-A1-s-1@na-s3")
def test_device_s3_is_an_action_taking_a_life_at_8():
    """na-s3: an Action (Cost 2, no Terminal): the opponent at Life 8+ moves 1 Life to Shadow; at Life 7 nothing.
    The latest reading is a Terminal attack 3-10 2/1."""
    st = scenario(season="na-s3", megami0=FINAL_S3, megami1=OPP_S3, specials0=[DEVICE], extra0=EXTRAS,
                  flare=(2, 0), life=(10, 8), hand0=[PRESSURE])
    play_card(st, DEVICE)
    assert tokens(st)["life"] == (10, 7) and tokens(st)["shadow"] == 3 and tokens(st)["flare"] == (0, 0)
    assert st.cstate[uid(st, DEVICE)] == DEVOTED and not st.terminal[0] and can_play_now(st, PRESSURE)
    st = scenario(season="na-s3", megami0=FINAL_S3, megami1=OPP_S3, specials0=[DEVICE], extra0=EXTRAS,
                  flare=(2, 0), life=(10, 7))
    play_card(st, DEVICE)
    assert tokens(st)["life"] == (10, 7) and tokens(st)["shadow"] == 2
    st = scenario(megami0=FINAL_S3, megami1=OPP_S3, specials0=[DEVICE], extra0=EXTRAS, flare=(2, 0),
                  life=(10, 8), dist=4)
    play_card(st, DEVICE)
    answer(st, "aura")
    assert tokens(st)["life"] == (10, 8) and st.terminal[0]


@pytest.mark.card("13-utsuro-A1-s-1@na-s3")
@pytest.mark.rule("MR 11-2")
def test_device_s3_devoted_end_phase_end_is_nigh_life_unchanged():
    """Devoted, at the end phase with Shadow 13+: the end is nigh, the Device is removed, 望我 comes Devoted and
    you draw 1; your Life 8 stays (the latest reading brings it to 5)."""
    for season, life in (("na-s3", 8), (None, 5)):
        st = scenario(season=season, megami0=FINAL_S3, megami1=OPP_S3, devoted0=[DEVICE], extra0=EXTRAS,
                      shadow=13, life=(8, 10), hand0=[PRESSURE])
        answer(st, ("end",))
        assert st.loc[uid(st, DEVICE)] == OUT and st.loc[uid(st, PRESSURE)] == OUT
        e1 = uid(st, EX1)
        assert st.loc[e1] == SPECIAL and st.cstate[e1] == DEVOTED
        assert len(zone_ids(st, 0, HAND)) == 1 and st.turn_player == 1
        assert tokens(st)["life"][0] == life
