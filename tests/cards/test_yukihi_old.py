"""Older readings of Yukihi's cards (issue 17): one or more tests per reading, played in a season that prints it.
Player 0 hosts Yukihi and Yurina, player 1 Himika and Tokoyo."""
from __future__ import annotations

import pytest

from sakura_lab.cards import yukihi as Y
from sakura_lab.engine import api as S
from sakura_lab.engine.constants import DEVOTED, HAND, PLAYED, SPECIAL, UNUSED
from sakura_lab.engine.state import Ctx
from sakura_lab.testing import (
    answer,
    can_play_now,
    end_main,
    inject,
    play_card,
    scenario,
    tokens,
    uid,
    zone_ids,
)

WIELD = "06-yukihi-o-n-5"
GENTLE_SNOW = "06-yukihi-o-s-1"  # cost 2; closed 3-5 3/1 until na-s7-2 (4-5 today), open 0-1 then (0-2 today)
PREPARATION = "06-yukihi-o-n-2"  # na-s8-2: closed 4-6 1/1, open 0-1 1/1
YK = ("yukihi", "yurina")


def set_open(st, p=0):
    """Open ``p``'s umbrella directly (as if flipped earlier) and ask the pending main decision again."""
    st.marks[("umbrella", p)] = True
    S.invalidate(st)
    inject(st, (), Ctx(p))


def vals(st):
    v = S.attack_values(st, st.attacks[max(st.attacks)])
    return sorted(v.range), v.aura, v.life


# ====================================================================== かさまわし (na-s2 .. na-s9)
@pytest.mark.card("06-yukihi-o-n-5@na-s7")
def test_wield_old_does_nothing_when_played():
    """06-yukihi-o-n-5 Wield (older): playing it has no effect (today: flip the umbrella, then Shadow -> Aura 1)."""
    st = scenario(season="na-s7", megami0=YK, hand0=[WIELD], aura=(2, 3), shadow=1)
    play_card(st, WIELD)
    assert not Y.umbrella_open(st, 0) and zone_ids(st, 0, PLAYED) == [WIELD]
    assert tokens(st)["aura"] == (2, 3) and tokens(st)["shadow"] == 1 and st.decision.kind == "main"
    st = scenario(megami0=YK, hand0=[WIELD], aura=(2, 3), shadow=1)
    play_card(st, WIELD)
    assert Y.umbrella_open(st, 0) and tokens(st)["aura"] == (3, 3)


@pytest.mark.card("06-yukihi-o-n-5@na-s9")
def test_wield_old_hand_reveal_on_flip():
    """06-yukihi-o-n-5 Wield (older), Forced in hand: when you flip your umbrella you may reveal it, then Shadow ->
    your Aura 1 (the end-phase flip of megami rules 4-4 here)."""
    st = scenario(season="na-s9", megami0=YK, hand0=[WIELD], aura=(2, 3), shadow=1)
    end_main(st)
    answer(st, True)  # megami rules 4-4: open the umbrella
    assert st.decision.kind == "may" and st.decision.context == "reveal_wield"
    answer(st, True)
    assert Y.umbrella_open(st, 0) and tokens(st)["aura"] == (3, 3) and tokens(st)["shadow"] == 0
    assert zone_ids(st, 0, HAND) == [WIELD]


# ====================================================================== はらりゆき (na-s2 .. na-s7-2)
@pytest.mark.card("06-yukihi-o-s-1@na-s7")
def test_gentle_snow_old_closed_has_no_text():
    """06-yukihi-o-s-1 Gentle Snow (older), closed: 3-5 3/1 and no vigor after the attack (today 4-5 and +1 vigor)."""
    st = scenario(season="na-s7", megami0=YK, specials0=[GENTLE_SNOW], flare=(2, 0), dist=3, vigor=(0, 1))
    play_card(st, GENTLE_SNOW)
    assert vals(st) == ([3, 4, 5], 3, 1)
    answer(st, "life")
    assert st.vigor == [0, 1] and st.cstate[uid(st, GENTLE_SNOW)] == DEVOTED
    assert tokens(st)["life"] == (10, 9)
    st = scenario(megami0=YK, specials0=[GENTLE_SNOW], flare=(2, 0), dist=3, vigor=(0, 1))
    assert not can_play_now(st, GENTLE_SNOW)


@pytest.mark.card("06-yukihi-o-s-1@na-s7-2")
def test_gentle_snow_old_open_face_resurges_when_opened():
    """06-yukihi-o-s-1 (older), open face as today's (0-1 then): Immediate Resurgence when you flip the umbrella to
    open; Devoted with the umbrella closed, opening it makes the card unused."""
    st = scenario(season="na-s7-2", megami0=YK, devoted0=[GENTLE_SNOW], specials0=[])
    u = uid(st, GENTLE_SNOW)
    assert st.cstate[u] == DEVOTED and st.loc[u] == SPECIAL
    inject(st, (Y.TOGGLE,), Ctx(0))
    assert Y.umbrella_open(st, 0) and st.cstate[u] == UNUSED
    assert S.card_of(st, u).range == (0, 1)


# ====================================================================== しこみび / ねこだまし (na-s8-2)
@pytest.mark.card("06-yukihi-o-n-2@na-s8-2")
def test_preparation_s8_2_closed_may_flip_and_stays_played():
    """06-yukihi-o-n-2 (na-s8-2), closed 4-6 1/1: After Attack you may flip the umbrella; the card goes to the
    played pile. Today's closed face (5-6) returns to hand and always flips."""
    st = scenario(season="na-s8-2", megami0=YK, hand0=[PREPARATION], dist=4)
    play_card(st, PREPARATION)
    assert vals(st) == ([4, 5, 6], 1, 1)
    answer(st, "aura")
    assert st.decision.kind == "may" and st.decision.context == "umbrella_toggle"
    answer(st, True)
    assert Y.umbrella_open(st, 0) and zone_ids(st, 0, PLAYED) == [PREPARATION]
    st = scenario(megami0=YK, hand0=[PREPARATION], dist=5)
    play_card(st, PREPARATION)
    answer(st, "aura")
    assert Y.umbrella_open(st, 0) and zone_ids(st, 0, HAND) == [PREPARATION]


@pytest.mark.card("06-yukihi-o-n-2@na-s8-2")
def test_preparation_s8_2_open_face_may_flip_too():
    """06-yukihi-o-n-2 (na-s8-2), open 0-1 1/1: After Attack you may flip too (declined here: it stays open).
    Today's open face has no text."""
    st = scenario(season="na-s8-2", megami0=YK, hand0=[PREPARATION], dist=1)
    set_open(st)
    play_card(st, PREPARATION)
    assert vals(st) == ([0, 1], 1, 1)
    answer(st, "aura")
    assert st.decision.kind == "may" and st.decision.context == "umbrella_toggle"
    answer(st, False)
    assert Y.umbrella_open(st, 0) and zone_ids(st, 0, PLAYED) == [PREPARATION] and st.decision.kind == "main"
    st = scenario(megami0=YK, hand0=[PREPARATION], dist=1)
    set_open(st)
    play_card(st, PREPARATION)
    answer(st, "aura")
    assert st.decision.kind == "main" and zone_ids(st, 0, PLAYED) == [PREPARATION]
