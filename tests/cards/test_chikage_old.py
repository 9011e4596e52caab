"""Older readings of Chikage's cards (issue 17): one or more tests per reading, played in a season that prints it.
Player 0 hosts Chikage and Yurina, player 1 Himika and Tokoyo."""
from __future__ import annotations

import pytest

from sakura_lab.engine.constants import HAND, PLAYED
from sakura_lab.testing import answer, can_play_now, options, play_card, scenario, tokens, uid, zone_ids

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
