"""Older readings of Chikage's cards (issue 17): one or more tests per reading, played in a season that prints it.
Player 0 hosts Chikage and Yurina, player 1 Himika and Tokoyo."""
from __future__ import annotations

import pytest

from sakura_lab.engine import api as S
from sakura_lab.engine.constants import HAND, PLAYED
from sakura_lab.testing import (
    answer,
    can_play_now,
    options,
    play_card,
    react,
    scenario,
    tokens,
    uid,
    zone_ids,
)

BEHEAD = "09-chikage-o-n-4"  # 首切り until na-s8: Throughout 0-3 2/3; 暗器 since na-s8-2
SHOOT = "03-himika-o-n-1"
BACKSTEP = "03-himika-o-n-5"
MAGNUM = "03-himika-o-n-3"
FADING = "09-chikage-o-p-4"  # a poison in the opponent's hand
CK = ("chikage", "yurina")


@pytest.mark.card("09-chikage-o-n-4@na-s7")
def test_behead_opponent_with_two_cards_puts_one_face_up():
    """09-chikage-o-n-4 Behead (na-s2 .. na-s8): full-power 0-3 2/3; After Attack, an opponent holding 2+ cards
    puts one of them (their choice, a poison too) into their played pile."""
    st = scenario(season="na-s7", megami0=CK, hand0=[BEHEAD], hand1=[SHOOT, FADING], dist=3)
    assert not can_play_now(st, BEHEAD) and can_play_now(st, BEHEAD, fullpower=True)
    play_card(st, BEHEAD, fullpower=True)
    assert st.decision.kind == "damage" and st.decision.context[:3] == (1, 2, 3)
    answer(st, "aura")
    assert st.decision.player == 1 and set(options(st)) == {uid(st, SHOOT), uid(st, FADING)}
    answer(st, uid(st, FADING))
    assert zone_ids(st, 1, PLAYED) == [FADING] and zone_ids(st, 1, HAND) == [SHOOT]
    assert tokens(st)["aura"] == (3, 1)


@pytest.mark.card("09-chikage-o-n-4@na-s8")
def test_behead_opponent_with_one_card_keeps_it():
    """09-chikage-o-n-4 Behead (older): with 1 card in hand nothing happens; today's 暗器 at the same place is a
    1-5 1/1 attack without that After Attack."""
    st = scenario(season="na-s8", megami0=CK, hand0=[BEHEAD], hand1=[SHOOT], dist=2, aura=(3, 5))
    play_card(st, BEHEAD, fullpower=True)
    answer(st, "life")
    assert tokens(st)["life"] == (10, 7) and zone_ids(st, 1, HAND) == [SHOOT]
    st = scenario(megami0=CK, hand0=[BEHEAD], hand1=[BACKSTEP, MAGNUM], dist=2, aura=(3, 5))
    play_card(st, BEHEAD)
    assert st.decision.kind == "damage" and st.decision.context[:3] == (1, 1, 1)
    answer(st, "aura")
    assert zone_ids(st, 1, HAND) == [BACKSTEP, MAGNUM]


# ====================================================================== 遁術 (Concealment, na-s2 .. na-s4)
CONCEAL = "09-chikage-o-n-3"  # Reaction attack 1-3 1/-
BONDROT = "09-chikage-A1-s-4"  # 0-1 4/X, Cost 5 in na-s3 .. na-s6 (today 4)
SONG = "04-tokoyo-o-n-4"  # Tokoyo's Normal reaction action
SLASH = "01-yurina-o-n-1"


@pytest.mark.card("09-chikage-o-n-3@na-s2")
def test_concealment_old_aura_two_to_distance_and_nobody_moves_forward():
    """09-chikage-o-n-3 Concealment (na-s2 .. na-s4): after the 1/- hit, your Aura -> Distance 2 (Shadow untouched)
    and neither player may move Forward this turn; today Aura 1 and Shadow 1 go to Distance and only the opponent
    is barred."""
    st = scenario(season="na-s2", megami0=CK, hand0=[CONCEAL], dist=3, shadow=2)
    play_card(st, CONCEAL)  # 1/-: only Aura can take it
    assert tokens(st) == {"life": (10, 10), "aura": (1, 2), "flare": (0, 0), "dist": 5, "shadow": 3}
    assert not S.basic_moves_something(st, 0, "forward") and not S.basic_moves_something(st, 1, "forward")
    assert ("basic", "forward") not in options(st) and ("basic", "backward") in options(st)
    st = scenario(megami0=CK, hand0=[CONCEAL], dist=3, shadow=2)
    play_card(st, CONCEAL)
    assert tokens(st) == {"life": (10, 10), "aura": (2, 2), "flare": (0, 0), "dist": 5, "shadow": 2}
    assert S.basic_moves_something(st, 0, "forward") and not S.basic_moves_something(st, 1, "forward")


@pytest.mark.card("09-chikage-o-n-3@na-s4")
def test_concealment_old_with_little_aura():
    """09-chikage-o-n-3 Concealment (older): with 1 Aura only 1 token moves to Distance (as many as possible)."""
    st = scenario(season="na-s4", megami0=CK, hand0=[CONCEAL], dist=2, aura=(1, 3))
    play_card(st, CONCEAL)
    assert tokens(st) == {"life": (10, 10), "aura": (0, 2), "flare": (0, 0), "dist": 3, "shadow": 1}


# ====================================================================== 残滓の絆毒 (Vestigial Bondrot, na-s3 .. na-s6)
@pytest.mark.card("09-chikage-A1-s-4@na-s3")
def test_vestigial_bondrot_old_can_be_reacted_to_by_normal_cards():
    """09-chikage-A1-s-4 Vestigial Bondrot (na-s3 .. na-s6): Cost 5, 4/X with X twice the opponent's hand, and no
    No Reactions: Tokoyo's Normal reaction Song is offered (today it is not)."""
    ck1 = ("chikage-a1", "yurina")
    st = scenario(season="na-s3", megami0=ck1, specials0=[BONDROT], hand1=[SONG, SLASH], flare=(5, 0), dist=1,
                  aura=(3, 5))
    assert S.card_cost(st, 0, uid(st, BONDROT)) == 5
    play_card(st, BONDROT)
    assert st.decision.kind == "react" and ("react", uid(st, SONG, 1)) in options(st)
    answer(st, ("pass",))
    assert st.decision.kind == "damage" and st.decision.context[:3] == (1, 4, 4)
    answer(st, "life")
    assert tokens(st) == {"life": (10, 6), "aura": (3, 5), "flare": (0, 4), "dist": 1, "shadow": 5}
    st = scenario(megami0=ck1, specials0=[BONDROT], hand1=[SONG, SLASH], flare=(5, 0), dist=1, aura=(3, 5))
    play_card(st, BONDROT)
    assert st.decision.kind == "damage"


@pytest.mark.card("09-chikage-A1-s-4@na-s6")
def test_vestigial_bondrot_old_reaction_shrinks_x():
    """09-chikage-A1-s-4 Vestigial Bondrot (older): X is read continuously: after the Song reaction leaves the hand,
    X = 2 x 1 card = 2."""
    ck1 = ("chikage-a1", "yurina")
    st = scenario(season="na-s6", megami0=ck1, specials0=[BONDROT], hand1=[SONG, SLASH], flare=(5, 0), dist=1,
                  aura=(3, 5), vigor=(1, 0))
    play_card(st, BONDROT)
    react(st, SONG)
    answer(st, "flare_to_aura")
    assert st.decision.kind == "damage" and st.decision.context[:3] == (1, 4, 2)
