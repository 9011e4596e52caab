"""Older readings of Himika's cards (issue 17): one or more tests per reading, played in a season that prints it.
Player 0 hosts Himika and Yurina, player 1 Himika's usual opponent of ``scenario`` (Himika, Tokoyo)."""
from __future__ import annotations

import pytest

from sakura_lab.testing import answer, play_card, scenario, tokens

BACKDRAFT = "03-himika-o-n-6"
BACKSTEP = "03-himika-o-n-5"  # draw 1, Shadow -> Distance 1
UKIFUNE = "01-yurina-o-s-3"  # Yurina Special, cost 2: Shadow -> Aura 5
TSUKIKAGE = "01-yurina-o-s-1"  # Yurina Special attack 3-4 4/4, cost 7
SLASH = "01-yurina-o-n-1"  # Yurina 3-4 3/1
PATH_OF_FLAME = "03-himika-A1-n-2"  # Himika A1 1-3 2/1
MEGAMI0 = ("himika", "yurina")


def _third_card_backdraft(season):
    """Backstep, Ukifune Serene, then Backdraft as the third card of the turn (Inferno), before Tsukikage Crush."""
    st = scenario(season=season, megami0=MEGAMI0, hand0=[BACKSTEP, BACKDRAFT], deck0=[SLASH],
                  specials0=[UKIFUNE, TSUKIKAGE], flare=(9, 0), shadow=6, dist=3, aura=(0, 5))
    play_card(st, BACKSTEP)
    play_card(st, UKIFUNE)
    play_card(st, BACKDRAFT)
    assert st.flinch == [False, True] and tokens(st)["dist"] == 4
    play_card(st, TSUKIKAGE)
    assert st.decision.kind == "damage"
    return st


@pytest.mark.card("03-himika-o-n-6@na-s7")
def test_backdraft_old_buffs_an_attack_with_aura_damage_above_three():
    """03-himika-o-n-6 Backdraft (na-s5 .. na-s10): with Inferno, the next other-megami attack whose Aura damage is
    not "-" gets +1/+1, also a 4/4 (today only Aura damage 3 or less: 4/4 stays 4/4)."""
    st = _third_card_backdraft("na-s7")
    assert st.decision.context[:3] == (1, 5, 5)
    answer(st, "life")
    assert tokens(st)["life"] == (10, 5)
    st = _third_card_backdraft(None)
    assert st.decision.context[:3] == (1, 4, 4)


@pytest.mark.card("03-himika-o-n-6@na-s10")
def test_backdraft_old_skips_own_attacks():
    """03-himika-o-n-6 Backdraft (older): a Himika attack does not take the buff (Path of Flame gets only its own Inferno +0/+1), which
    waits for the other megami's attack (Slash 3/1 -> 4/2)."""
    st = scenario(season="na-s10", megami0=MEGAMI0, hand0=[BACKSTEP, BACKDRAFT, PATH_OF_FLAME, SLASH],
                  deck0=[TSUKIKAGE], specials0=[UKIFUNE], flare=(2, 0), shadow=6, dist=2, aura=(0, 5))
    play_card(st, BACKSTEP)
    play_card(st, UKIFUNE)
    play_card(st, BACKDRAFT)
    assert len(st.buffs) == 1 and tokens(st)["dist"] == 3
    play_card(st, PATH_OF_FLAME)
    assert st.decision.context[:3] == (1, 2, 2)  # its own Inferno +0/+1 only
    answer(st, "aura")
    assert len(st.buffs) == 1
    play_card(st, SLASH)  # 4/2 against Aura 3: the Life takes 2, no choice (3/1 would have offered one)
    assert st.decision.kind == "main" and st.buffs == []
    assert tokens(st)["life"] == (10, 8) and tokens(st)["aura"] == (5, 3)
