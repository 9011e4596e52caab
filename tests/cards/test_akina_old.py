"""Akina's older readings (issue 17, ``sakura_lab.cards.akina_old``): each reading played in a season that prints
it, with the exact resulting state, and the same position in the latest season where the effects differ.
Player 0 hosts Akina + Saine unless stated (Saine's cards read the same in every season)."""
from __future__ import annotations

import pytest

from sakura_lab.cards import akina as A
from sakura_lab.engine import api as S
from sakura_lab.engine.constants import (
    AURA,
    CARD_BASE,
    DEVOTED,
    DISCARD,
    ENHANCE,
    FLARE,
    FLOW_TOKENS,
    OUT,
    PLAYED,
    SHADOW,
    SPECIAL,
)
from sakura_lab.engine.dsl import Custom, SingleDamage
from sakura_lab.engine.state import Ctx
from sakura_lab.testing import (
    answer,
    can_play_now,
    inject,
    options,
    play_card,
    react,
    scenario,
    tokens,
    uid,
    zone_ids,
)

AS = ("akina", "saine")
SWING = "02-saine-o-n-1"  # Saine 4-5 2/1
LATEST = "na-s10-2"


def setup(season: str, *, flow: int = 0, price: int | None = None, **kw):
    kw.setdefault("megami0", AS)
    kw.setdefault("megami1", ("saine", "tokoyo"))
    st = scenario(season=season, **kw)
    st.tok[FLOW_TOKENS] = flow
    if price is not None:
        st.marks[("akina_price", 0)] = price
    if (flow or price is not None) and st.decision is not None and st.decision.kind == "main":
        inject(st, (), Ctx(0))
    return st


def no_react(st):
    if st.decision is not None and st.decision.kind == "react":
        react(st, None)


def skip_reshuffle(st):
    """Decline the optional start-phase reshuffle (CR 8-1-3 iii) when it is asked."""
    if st.decision is not None and st.decision.kind == "reshuffle":
        answer(st, False)


def move_from_card(st, card_id, n):
    u = uid(st, card_id)
    inject(st, (Custom(lambda s, c: S.move_tokens(s, CARD_BASE + u, SHADOW, n)),), Ctx(0))


# ---------------------------------------------------------------- 恫喝 Browbeat (na-s8 and na-s10 readings)
@pytest.mark.card("23-akina-o-n-2@na-s8")
def test_browbeat_na_s8_range_4_5_and_stays_in_the_played_pile():
    """na-s8 … na-s9-2: range 4-5 (catalogue); no After Attack: with the smaller capital it stays in the played
    pile (today it goes face down, and at distance 5 it cannot be played)."""
    st = setup("na-s8", hand0=[A.BROWBEAT], dist=5, aura=(1, 3))
    play_card(st, A.BROWBEAT)
    no_react(st)  # -/0: only Life, 0 damage
    assert tokens(st) == {"life": (10, 10), "aura": (1, 3), "flare": (0, 0), "dist": 5, "shadow": 0}
    assert zone_ids(st, 0, PLAYED) == [A.BROWBEAT] and zone_ids(st, 0, DISCARD) == []
    assert not can_play_now(setup(LATEST, hand0=[A.BROWBEAT], dist=5, aura=(1, 3)), A.BROWBEAT)
    now = setup(LATEST, hand0=[A.BROWBEAT], dist=4, aura=(1, 3))
    play_card(now, A.BROWBEAT)
    no_react(now)
    assert zone_ids(now, 0, DISCARD) == [A.BROWBEAT]


@pytest.mark.card("23-akina-o-n-2@na-s9-2")
def test_browbeat_na_s9_2_greater_capital_plus_one_life():
    st = setup("na-s9-2", hand0=[A.BROWBEAT], dist=4, aura=(3, 2))
    play_card(st, A.BROWBEAT)
    no_react(st)
    assert tokens(st)["life"] == (10, 9) and zone_ids(st, 0, PLAYED) == [A.BROWBEAT]


@pytest.mark.card("23-akina-o-n-2@na-s10")
def test_browbeat_na_s10_needs_capital_greater_by_three():
    """na-s10: +0/+1 only with a capital greater by 3 or more: 3 against 2 gives -/0 (today -/1); 5 against 2
    gives -/1. Greater capital: it stays in the played pile, as today."""
    st = setup("na-s10", hand0=[A.BROWBEAT], dist=4, aura=(3, 2))
    play_card(st, A.BROWBEAT)
    no_react(st)
    assert tokens(st)["life"] == (10, 10) and zone_ids(st, 0, PLAYED) == [A.BROWBEAT]
    now = setup(LATEST, hand0=[A.BROWBEAT], dist=4, aura=(3, 2))
    play_card(now, A.BROWBEAT)
    no_react(now)
    assert tokens(now)["life"] == (10, 9)
    st = setup("na-s10", hand0=[A.BROWBEAT], dist=4, aura=(3, 2), flare=(2, 0))
    play_card(st, A.BROWBEAT)
    no_react(st)
    assert tokens(st)["life"] == (10, 9)


@pytest.mark.card("23-akina-o-n-2@na-s10")
def test_browbeat_na_s10_smaller_capital_face_down():
    st = setup("na-s10", hand0=[A.BROWBEAT], dist=4, aura=(1, 3))
    play_card(st, A.BROWBEAT)
    no_react(st)
    assert zone_ids(st, 0, DISCARD) == [A.BROWBEAT] and zone_ids(st, 0, PLAYED) == []


# ---------------------------------------------------------------- 算法 Calculate (na-s8 reading)
@pytest.mark.card("23-akina-o-n-5@na-s8", "02-saine-o-n-1")
def test_calculate_na_s8_gains_vigor_and_shifts_ranges():
    """na-s8: you gain 1 Vigor (not today), then every Range is 1 less this turn: Swing Rush (4-5) reaches 3."""
    st = setup("na-s8", hand0=[A.CALCULATE, SWING], dist=3, vigor=(0, 0))
    assert not can_play_now(st, SWING)
    play_card(st, A.CALCULATE)
    assert st.vigor[0] == 1 and can_play_now(st, SWING)
    play_card(st, SWING)
    no_react(st)
    answer(st, "aura")
    assert tokens(st) == {"life": (10, 10), "aura": (3, 1), "flare": (0, 0), "dist": 3, "shadow": 2}
    now = setup(LATEST, hand0=[A.CALCULATE], dist=3, vigor=(0, 0))
    play_card(now, A.CALCULATE)
    assert now.vigor[0] == 0


# ---------------------------------------------------------------- 盤狂わせ Contingency (na-s8 reading)
@pytest.mark.card("23-akina-o-n-6@na-s9")
def test_contingency_na_s9_tokens_to_shadow_and_disenchant_to_opponent_flare():
    """na-s8 … na-s9-2: its tokens go to Shadow as usual (today: to the opponent's Flare); when it is
    disenchanted, Distance -> the opponent's Flare 1."""
    st = setup("na-s9", hand0=[A.CONTINGENCY], dist=3, flare=(0, 3), aura=(3, 3))
    c = uid(st, A.CONTINGENCY)
    play_card(st, A.CONTINGENCY)  # Charge 2 from the Aura (Shadow is empty)
    assert st.loc[c] == ENHANCE and st.tok[CARD_BASE + c] == 2
    assert tokens(st) == {"life": (10, 10), "aura": (1, 3), "flare": (0, 1), "dist": 5, "shadow": 0}
    move_from_card(st, A.CONTINGENCY, 1)
    assert tokens(st)["flare"] == (0, 1) and tokens(st)["shadow"] == 1
    move_from_card(st, A.CONTINGENCY, 1)  # the last token: disenchanted
    assert tokens(st) == {"life": (10, 10), "aura": (1, 3), "flare": (0, 2), "dist": 4, "shadow": 2}
    assert st.loc[c] != ENHANCE
    now = setup(LATEST, hand0=[A.CONTINGENCY], dist=3, flare=(0, 3), aura=(3, 3))
    play_card(now, A.CONTINGENCY)
    move_from_card(now, A.CONTINGENCY, 1)
    assert tokens(now)["flare"] == (0, 2) and tokens(now)["shadow"] == 0


@pytest.mark.card_idle("23-akina-o-n-6")
def test_contingency_na_s8_range_restriction_0_3():
    assert not can_play_now(setup("na-s8", hand0=[A.CONTINGENCY], dist=4, flare=(0, 3)), A.CONTINGENCY)


# ---------------------------------------------------------------- 直接金融 Direct Financing (na-s8, na-s8-2)
@pytest.mark.card("23-akina-o-n-7@na-s8")
def test_direct_financing_na_s8_two_tokens_and_not_unguarded():
    """na-s8: the opponent's Aura -> your Aura 2 at once (no Vigor question) and no Unguarded: Life damage leaves
    it in play."""
    st = setup("na-s8", hand0=[A.FINANCING], aura=(1, 3), vigor=(1, 1), dist=3, shadow=2, deck1=[SWING] * 3)
    f = uid(st, A.FINANCING)
    play_card(st, A.FINANCING, fullpower=True)
    answer(st, ("aura", 0))  # Charge 2 from Shadow; no Vigor question; the full-power action ends the phase
    skip_reshuffle(st)
    assert st.decision.kind == "main" and st.decision.player == 1 and st.vigor[0] == 1
    assert tokens(st) == {"life": (10, 10), "aura": (3, 1), "flare": (0, 0), "dist": 3, "shadow": 0}
    inject(st, (SingleDamage("life", 1, "opp"),), Ctx(1))  # the opponent deals 1 to your Life
    assert st.loc[f] == ENHANCE and st.tok[CARD_BASE + f] == 2 and tokens(st)["life"] == (9, 10)
    now = setup(LATEST, hand0=[A.FINANCING], aura=(1, 3), vigor=(1, 1), dist=3, shadow=2, deck1=[SWING] * 3)
    play_card(now, A.FINANCING, fullpower=True)
    answer(now, ("aura", 0))
    assert now.decision.context == "financing_again" and tokens(now)["aura"] == (2, 2)  # today: 1, then Vigor


@pytest.mark.card("23-akina-o-n-7@na-s8-2")
def test_direct_financing_na_s8_2_pays_all_vigor_for_the_second_arrow():
    """na-s8-2: the second arrow costs all your Vigor (2 here; today 1)."""
    st = setup("na-s8-2", hand0=[A.FINANCING], aura=(1, 3), vigor=(2, 1), dist=3, shadow=2)
    play_card(st, A.FINANCING, fullpower=True)
    answer(st, ("aura", 0))
    assert st.decision.context == "financing_again"
    answer(st, True)
    assert st.vigor[0] == 0
    assert tokens(st) == {"life": (10, 10), "aura": (3, 1), "flare": (0, 0), "dist": 3, "shadow": 0}
    now = setup(LATEST, hand0=[A.FINANCING], aura=(1, 3), vigor=(2, 1), dist=3, shadow=2)
    play_card(now, A.FINANCING, fullpower=True)
    answer(now, ("aura", 0))
    answer(now, True)
    assert now.vigor[0] == 1


# ---------------------------------------------------------------- 御明算 Revelatory Audit (na-s8, na-s8-2)
def audit_turn(season: str):
    """Player 0's turn starts with a Devoted Audit (no Flow); answers up to the first Audit-related question."""
    st = scenario(season=season, megami0=AS, megami1=("saine", "tokoyo"), devoted0=[A.AUDIT],
                  deck0=[SWING] * 3, start="turn", aura=(3, 3))
    skip_reshuffle(st)
    return st


@pytest.mark.card("23-akina-o-s-4@na-s8")
def test_revelatory_audit_na_s8_devoted_focus_at_the_start_phase():
    """na-s8: Devoted: at the start of your start phase you may Focus; at the main phase Focus is not offered
    instead of Divesting (today's text)."""
    st = audit_turn("na-s8")
    assert st.decision.kind == "basic" and options(st) == ("stop", "focus")
    answer(st, "focus")
    assert st.tok[AURA] == 2 and st.tok[FLARE] == 1
    skip_reshuffle(st)
    assert st.decision.context == "akina_invest"  # MR 21-6-1 at the main phase's start
    answer(st, "stop")
    assert st.decision.kind == "main"  # no Flow and no Focus: no Divest question
    now = audit_turn(LATEST)
    assert now.decision.context == "akina_invest"
    answer(now, "stop")
    assert now.decision.context == "akina_divest" and options(now) == ("pass", "focus")


@pytest.mark.card("23-akina-o-s-4@na-s8")
def test_revelatory_audit_na_s8_divest_recover_removed_at_distance_7():
    st = setup("na-s8", specials0=[A.AUDIT], flare=(2, 0), flow=2, price=2, aura=(1, 3), shadow=3, dist=7)
    a = uid(st, A.AUDIT)
    play_card(st, A.AUDIT)  # market price 2
    answer(st, True)
    assert st.tok[FLOW_TOKENS] == 1 and tokens(st)["aura"] == (2, 2) and A.price(st, 0) == 1
    answer(st, "recover")
    answer(st, "recover")
    assert tokens(st) == {"life": (10, 10), "aura": (4, 2), "flare": (0, 0), "dist": 7, "shadow": 4}
    assert st.loc[a] == OUT


@pytest.mark.card("23-akina-o-s-4@na-s8-2")
def test_revelatory_audit_na_s8_2_range_restriction_0_6_and_main_phase_focus():
    """na-s8-2: Range Restriction 0-6 (today 0-7); its Devoted Focus is today's (instead of Divesting)."""
    assert not can_play_now(setup("na-s8-2", specials0=[A.AUDIT], flare=(2, 0), dist=7), A.AUDIT)
    assert can_play_now(setup(LATEST, specials0=[A.AUDIT], flare=(2, 0), dist=7), A.AUDIT)
    st = setup("na-s8-2", specials0=[A.AUDIT], flare=(2, 0), dist=6)
    a = uid(st, A.AUDIT)
    play_card(st, A.AUDIT)
    answer(st, True)  # no Flow: the Divest is not performed
    assert st.loc[a] == SPECIAL and st.cstate[a] == DEVOTED and tokens(st)["flare"] == (0, 0)
    st = audit_turn("na-s8-2")
    assert st.decision.context == "akina_invest"
    answer(st, "stop")
    assert st.decision.context == "akina_divest" and options(st) == ("pass", "focus")
    answer(st, "focus")
    assert st.tok[AURA] == 2 and st.tok[FLARE] == 1 and st.decision.kind == "main"
