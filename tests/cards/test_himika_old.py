"""Older readings of Himika's cards (issue 17): one or more tests per reading, played in a season that prints it.
Player 0 hosts Himika and Yurina, player 1 Himika's usual opponent of ``scenario`` (Himika, Tokoyo)."""
from __future__ import annotations

import pytest

from sakura_lab.testing import answer, can_play_now, play_card, scenario, tokens

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


# ====================================================================== seasons na-s2 .. na-s6
RABBIT = "04-tokoyo-o-n-3"  # Tokoyo action: at Distance 3 or less, Shadow -> Distance 2
FLOWER = "04-tokoyo-o-s-1"  # Tokoyo Special reaction attack 0-10 -/1, cost 5
BLAZING = "03-himika-A1-s-2"
HT = ("himika", "tokoyo")


def _backdraft_then_flower(season):
    """Backstep, Rabbit, then Backdraft as the third card (Inferno), then Tokoyo's Immortal Flower (-/1)."""
    st = scenario(season=season, megami0=HT, hand0=[BACKSTEP, RABBIT, BACKDRAFT], deck0=[SLASH],
                  specials0=[FLOWER], flare=(5, 0), shadow=6, dist=2)
    play_card(st, BACKSTEP)
    play_card(st, RABBIT)
    play_card(st, BACKDRAFT)
    assert st.flinch == [False, True] and tokens(st)["dist"] == 5 and len(st.buffs) == 1
    play_card(st, FLOWER)  # -/1 (+1/+1 -> -/2): Life is the only side, no choice
    return st


@pytest.mark.card("03-himika-o-n-6@na-s2")
def test_backdraft_s2_buffs_an_attack_with_dash_aura_damage():
    """03-himika-o-n-6 Backdraft (na-s2 .. na-s4): with Inferno, the next other-megami attack gets +1/+1 whatever its
    Aura damage: Immortal Flower -/1 deals 2 to Life. From na-s5 a "-" Aura damage does not qualify: 1 to Life and
    the buff waits."""
    st = _backdraft_then_flower("na-s2")
    assert st.decision.kind == "main" and st.buffs == []
    assert tokens(st) == {"life": (10, 8), "aura": (3, 3), "flare": (0, 2), "dist": 5, "shadow": 8}
    st = _backdraft_then_flower("na-s5")
    assert tokens(st)["life"] == (10, 9) and len(st.buffs) == 1


@pytest.mark.card("03-himika-o-n-6@na-s4")
def test_backdraft_s2_buffs_a_big_other_megami_attack_not_himika():
    """03-himika-o-n-6 Backdraft (na-s2 .. na-s4): a Himika attack does not take it; a 4/4 of the other megami gets
    +1/+1 (today only an Aura damage of 3 or less)."""
    st = _third_card_backdraft("na-s4")
    assert st.decision.context[:3] == (1, 5, 5)


@pytest.mark.card("03-himika-A1-s-2@na-s2")
def test_blazing_sun_old_x_is_seven_minus_distance():
    """03-himika-A1-s-2 Blazing Sun (na-s2 .. na-s6): Cost 7, range 0-6, X = 7 - Distance (3 at Distance 4; today
    4 with Cost 5); No Reactions; you lose after the attack."""
    hy = ("himika-a1", "yurina")
    st = scenario(season="na-s2", megami0=hy, specials0=[BLAZING], hand1=[RABBIT], dist=4, flare=(7, 0), aura=(3, 5))
    play_card(st, BLAZING, fullpower=True)
    assert st.decision.kind == "damage" and st.decision.context[:3] == (1, 3, 3)
    answer(st, "aura")
    assert tokens(st) == {"life": (10, 10), "aura": (3, 2), "flare": (0, 0), "dist": 4, "shadow": 10}
    assert st.outcome is not None and st.outcome.winner == 1 and st.outcome.reason == "effect"
    st = scenario(megami0=hy, specials0=[BLAZING], dist=4, flare=(7, 0), aura=(3, 5))
    play_card(st, BLAZING, fullpower=True)
    assert st.decision.context[:3] == (1, 4, 4)


@pytest.mark.card("03-himika-A1-s-2@na-s6")
def test_blazing_sun_old_out_of_range_at_seven():
    """03-himika-A1-s-2 Blazing Sun (older): range 0-6, so not playable at Distance 7 (X would be 0); at Distance 6
    it is a 1/1."""
    hy = ("himika-a1", "yurina")
    st = scenario(season="na-s6", megami0=hy, specials0=[BLAZING], dist=7, flare=(7, 0))
    assert not can_play_now(st, BLAZING, fullpower=True)
    st = scenario(season="na-s6", megami0=hy, specials0=[BLAZING], dist=6, flare=(7, 0))
    play_card(st, BLAZING, fullpower=True)
    assert st.decision.context[:3] == (1, 1, 1)
