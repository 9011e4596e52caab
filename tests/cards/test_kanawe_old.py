"""Kanawe's older readings (issue 17, ``sakura_lab.cards.kanawe_old``): each reading played in a season that prints
it, with the exact resulting state, and the same position in the latest season where the effects differ.
Player 0 hosts Kanawe + Saine from na-s7 (Saine's cards read the same there), Kanawe + Korunu in na-s6 .. na-s6-2."""
from __future__ import annotations

import pytest

from sakura_lab.cards import kanawe as K
from sakura_lab.engine import api as S
from sakura_lab.engine.constants import (
    AUX6,
    AUX7,
    CARD_BASE,
    DECK,
    DEVOTED,
    EXTRA,
    HAND,
    OUT,
    SPECIAL,
    UNUSED,
)
from sakura_lab.testing import (
    answer,
    end_main,
    options,
    pass_until,
    play_card,
    react,
    scenario,
    tokens,
    uid,
    zone_ids,
)

COMPOSITION = "20-kanawe-o-n-2"  # 1-9 1/1 until na-s7, 3-5 1/1 since
ATW = "20-kanawe-o-s-1"  # Action to the Word, cost 1
P_BEAT = "20-kanawe-o-p-03"
SWING = "02-saine-o-n-1"  # Swing Rush 4-5 2/1
KS = ("kanawe", "saine")
LATEST = "na-s10-2"


def state(season: str, **kw):
    kw.setdefault("megami0", KS)
    kw.setdefault("megami1", ("saine", "tokoyo"))
    kw.setdefault("extra0", list(K.PLOTS))
    kw.setdefault("deck0", [SWING] * 4)
    kw.setdefault("deck1", [SWING] * 4)
    return scenario(season=season, **kw)


def composition_goes_home(season: str):
    """Composition played and its end-phase return taken; the state at the opponent's main phase."""
    st = state(season, hand0=[COMPOSITION], dist=4, vigor=(1, 0))
    play_card(st, COMPOSITION)
    if st.decision.kind == "react":
        react(st, None)
    answer(st, "aura")
    assert st.decision.context == "kanawe_prepare"
    answer(st, False)
    end_main(st)
    while st.decision.context != "kanawe_composition":
        st.apply(0)
    answer(st, True)
    assert zone_ids(st, 0, DECK)[-1] == COMPOSITION
    pass_until(st, "main", 1)
    return st


@pytest.mark.card("20-kanawe-o-n-2@na-s7")
def test_composition_na_s7_goes_home_without_vigor_for_the_opponent():
    """na-s7: the end-phase return gives the opponent nothing (their Vigor 0 -> 1 by their start phase only);
    today's reading gives them 1 more."""
    st = composition_goes_home("na-s7")
    assert st.vigor[1] == 1
    assert tokens(st) == {"life": (10, 10), "aura": (3, 2), "flare": (0, 0), "dist": 4, "shadow": 1}
    assert composition_goes_home(LATEST).vigor[1] == 2


@pytest.mark.card("20-kanawe-o-n-2@na-s7")
def test_composition_na_s7_range_1_9_prepares_a_plot():
    """The catalogue's na-s7 range 1-9 (today 3-5) and the After Attack preparation, as today."""
    st = state("na-s7", hand0=[COMPOSITION], dist=8, shadow=1)
    play_card(st, COMPOSITION)
    answer(st, "life")
    answer(st, True)
    answer(st, uid(st, P_BEAT))
    answer(st, "front")
    answer(st, "shadow")
    u = uid(st, P_BEAT)
    assert zone_ids(st, 0, AUX6) == [P_BEAT] and st.tok[CARD_BASE + u] == 1
    assert tokens(st) == {"life": (10, 9), "aura": (3, 3), "flare": (0, 1), "dist": 8, "shadow": 0}
    assert not any(o[0] == "play" for o in options(state(LATEST, hand0=[COMPOSITION], dist=8)) if len(o) > 1)


@pytest.mark.card("20-kanawe-o-s-1@na-s7", "20-kanawe-o-p-03")
def test_action_to_the_word_na_s7_pays_vigor_to_prepare():
    """na-s6-2 reading: pay 1 Vigor to prepare (from Completed: this card is removed)."""
    st = state("na-s7", specials0=[ATW], flare=(1, 0), shadow=1, vigor=(1, 0))
    S.move_card(st, uid(st, P_BEAT), AUX7)
    play_card(st, ATW)
    assert st.decision.context == "kanawe_atw_pay_vigor" and options(st) == (False, True)
    answer(st, True)
    answer(st, uid(st, P_BEAT))
    answer(st, "front")
    answer(st, "shadow")
    assert st.vigor[0] == 0 and zone_ids(st, 0, AUX6) == [P_BEAT] and zone_ids(st, 0, OUT) == [ATW]
    assert tokens(st) == {"life": (10, 10), "aura": (3, 3), "flare": (0, 0), "dist": 10, "shadow": 1}


@pytest.mark.card("20-kanawe-o-s-1@na-s8")
def test_action_to_the_word_na_s8_without_vigor_prepares_nothing():
    """No Vigor to pay: nothing is prepared and the card is used up; today it prepares for free."""
    st = state("na-s8", specials0=[ATW], flare=(1, 0), shadow=1, vigor=(0, 0))
    play_card(st, ATW)
    assert st.decision.kind == "main" and zone_ids(st, 0, AUX6) == []
    assert len(zone_ids(st, 0, EXTRA)) == len(K.PLOTS) and st.cstate[uid(st, ATW)] == DEVOTED
    now = state(LATEST, specials0=[ATW], flare=(1, 0), shadow=1, vigor=(0, 0))
    play_card(now, ATW)
    assert now.decision.context == "kanawe_prepare_card"


@pytest.mark.card("20-kanawe-o-s-1@na-s8")
def test_action_to_the_word_na_s8_declining_keeps_vigor():
    st = state("na-s8", specials0=[ATW], flare=(1, 0), vigor=(2, 0))
    play_card(st, ATW)
    answer(st, False)
    assert st.vigor[0] == 2 and zone_ids(st, 0, AUX6) == [] and st.decision.kind == "main"


def devoted_atw_unused(season: str):
    st = state(season, devoted0=[ATW], vigor=(1, 0))
    end_main(st)
    pass_until(st, "main", 1)
    return st


@pytest.mark.card("20-kanawe-o-s-1@na-s7")
def test_action_to_the_word_na_s7_devoted_unused_without_vigor_for_the_opponent():
    st = devoted_atw_unused("na-s7")
    assert st.cstate[uid(st, ATW)] == UNUSED and st.loc[uid(st, ATW)] == SPECIAL
    assert st.vigor[1] == 1  # only their start phase's; today's reading adds 1
    assert devoted_atw_unused(LATEST).vigor[1] == 2


# ====================================================================== na-s6 readings
AFTERGLOW, MOF, VALOR = "20-kanawe-o-n-5", "20-kanawe-o-s-2", "20-kanawe-o-s-3"
P_COMBAT = "20-kanawe-o-p-01"
KK = ("kanawe", "korunu")  # all in na-s6
UK = ("utsuro", "korunu")
WALL, PRESSURE = "13-utsuro-o-n-6", "13-utsuro-o-n-4"
KONRU = "15-korunu-o-s-1"  # a Special attack 2-3 2/3 (Cost 4)
ICE_SHARDS = "15-korunu-o-n-1"  # a Normal attack 3-4 1/1


def s6(season="na-s6", **kw):
    kw.setdefault("megami0", KK)
    kw.setdefault("megami1", UK)
    kw.setdefault("deck0", [ICE_SHARDS] * 4)  # (the Saine cards of ``state`` are not implemented before na-s7)
    kw.setdefault("deck1", [WALL] * 4)
    return state(season, **kw)


@pytest.mark.card("20-kanawe-o-n-5@na-s6")
def test_afterglow_na_s6_looks_at_the_hand_in_any_act():
    """na-s6: at the white starting Act the opponent's hand card still goes to the bottom of their deck; they
    gain 1 vigor. Today's reading needs a purple or green Act."""
    st = s6(hand0=[AFTERGLOW], hand1=[WALL, PRESSURE], deck1=[ICE_SHARDS], vigor=(1, 0))
    play_card(st, AFTERGLOW)
    assert st.decision.context == "kanawe_afterglow"
    answer(st, uid(st, PRESSURE, 1))
    assert zone_ids(st, 1, HAND) == [WALL] and zone_ids(st, 1, DECK) == [ICE_SHARDS, PRESSURE] and st.vigor[1] == 1
    st = s6(LATEST, hand0=[AFTERGLOW], hand1=[WALL, PRESSURE], deck1=[ICE_SHARDS], vigor=(1, 0))
    play_card(st, AFTERGLOW)
    assert zone_ids(st, 1, HAND) == [WALL, PRESSURE] and st.vigor[1] == 1


@pytest.mark.card("20-kanawe-o-s-1@na-s6", "20-kanawe-o-p-03")
def test_action_to_the_word_na_s6_from_extra_unused_again_at_the_end_phase():
    """na-s6 first choice: a Plot from Extra, and the card is unused again at this turn's end phase (no Vigor
    paid, none for the opponent)."""
    st = s6(specials0=[ATW], flare=(1, 0), shadow=1, vigor=(1, 0))
    play_card(st, ATW)
    assert st.decision.context is not None and options(st) == ("from_extra", "from_completed")
    answer(st, "from_extra")
    answer(st, uid(st, P_BEAT))
    answer(st, "front")
    answer(st, "shadow")
    assert zone_ids(st, 0, AUX6) == [P_BEAT] and st.cstate[uid(st, ATW)] == DEVOTED and st.vigor[0] == 1
    end_main(st)
    assert st.decision.kind == "order"  # with the Plot's end-phase progress check
    answer(st, 0)
    assert st.cstate[uid(st, ATW)] == UNUSED and st.loc[uid(st, ATW)] == SPECIAL
    pass_until(st, "main", 1)
    assert st.vigor[1] == 1 and st.cstate[uid(st, ATW)] == UNUSED


@pytest.mark.card("20-kanawe-o-s-1@na-s6", "20-kanawe-o-p-03")
def test_action_to_the_word_na_s6_from_completed_stays_devoted():
    """The second choice prepares from Completed; the card is neither removed (today's reading removes it) nor
    unused at the end phase."""
    st = s6(specials0=[ATW], flare=(1, 0), shadow=1)
    S.move_card(st, uid(st, P_BEAT), AUX7)
    play_card(st, ATW)
    answer(st, "from_completed")
    answer(st, "front")
    answer(st, "shadow")
    assert zone_ids(st, 0, AUX6) == [P_BEAT] and st.loc[uid(st, ATW)] == SPECIAL
    end_main(st)
    assert st.cstate[uid(st, ATW)] == DEVOTED
    st = s6(LATEST, specials0=[ATW], flare=(1, 0), shadow=1)
    S.move_card(st, uid(st, P_BEAT), AUX7)
    play_card(st, ATW)
    answer(st, uid(st, P_BEAT))
    assert zone_ids(st, 0, OUT) == [ATW]


@pytest.mark.card("20-kanawe-o-s-2@na-s6")
def test_master_of_fates_na_s6_basic_action_then_the_colour():
    """na-s6 at the red Act 2A (value 2, Cost 2): one basic action (Forward), then the red effect: 1 damage to
    the opponent's Life. Today's reading has no basic action."""
    for season, aura in (("na-s6", 4), (LATEST, 3)):
        st = s6(season, specials0=[MOF], flare=(2, 0), dist=5)
        st.marks[("kw_node", 0)] = "2A"
        play_card(st, MOF)
        if aura == 4:
            assert st.decision.kind == "basic" and "stop" not in options(st)
            answer(st, "forward")
        assert tokens(st)["aura"] == (aura, 3) and tokens(st)["life"] == (10, 9) and tokens(st)["flare"] == (0, 1)


@pytest.mark.card("20-kanawe-o-s-2@na-s6-2")
def test_master_of_fates_na_s6_white_act_basic_action_only():
    st = s6("na-s6-2", specials0=[MOF], flare=(2, 0), dist=5, shadow=1)
    play_card(st, MOF)
    answer(st, "recover")
    assert tokens(st)["aura"] == (4, 3) and tokens(st)["life"] == (10, 10) and tokens(st)["flare"] == (0, 0)


@pytest.mark.card("20-kanawe-o-s-3@na-s6", "15-korunu-o-s-1")
def test_valor_na_s6_cancels_a_special_attack_which_becomes_unused():
    """na-s6: it cancels the reacted Special attack (Konru Ruyanpe) too, and that card becomes unused. Today's
    reading cancels non-Special attacks only: the Special attack hits."""
    for season, old in (("na-s6", True), (LATEST, False)):
        st = s6(season, specials0=[VALOR], specials1=[KONRU], turn_player=1, flare=(4, 4), dist=2, aura=(3, 3))
        play_card(st, KONRU, 1)
        react(st, VALOR)
        answer(st, "aura")  # Valor's 2/1 on the opponent's Aura
        k = uid(st, KONRU, 1)
        if old:
            assert st.loc[k] == SPECIAL and st.cstate[k] == UNUSED and tokens(st)["aura"] == (3, 1)
        else:
            answer(st, "aura")
            assert st.cstate[k] == DEVOTED and tokens(st)["aura"] == (1, 1)


@pytest.mark.card("20-kanawe-o-s-3@na-s6-2", "15-korunu-o-n-1")
def test_valor_na_s6_normal_attack_to_deck_top():
    st = s6("na-s6-2", specials0=[VALOR], hand1=[ICE_SHARDS], turn_player=1, flare=(4, 0), dist=3, aura=(3, 3))
    play_card(st, ICE_SHARDS, 1)
    react(st, VALOR)
    answer(st, "aura")
    assert zone_ids(st, 1, DECK)[0] == ICE_SHARDS and tokens(st)["aura"] == (3, 1)
