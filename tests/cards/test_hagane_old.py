"""Older readings of Hagane's cards (issue 17): one or more tests per reading, played in a season that prints it.

Player 0 hosts Hagane and Yurina. ``scenario`` sets the start-of-turn Distance to ``dist``; Centrifuge tests set
``st.start_distance`` and ask the main-phase decision again (as tests/cards/test_hagane.py).
"""
from __future__ import annotations

import pytest

from sakura_lab.engine import api as S
from sakura_lab.engine.constants import DECK, DEVOTED, DISCARD, ENHANCE, HAND, PLAYED
from sakura_lab.engine.state import Ctx
from sakura_lab.testing import answer, end_main, inject, options, play_card, scenario, tokens, uid, zone_ids

BELL = "08-hagane-o-n-6"
GRAVITY = "08-hagane-o-n-7"
RESPECT = "08-hagane-o-s-4"
RECOIL = "08-hagane-o-n-4"  # Distance 5+: Distance -> your Flare 1; else opponent's Flare -> Distance 1
EARTH = "08-hagane-o-n-3"  # Throughout attack
WALTZ = "08-hagane-o-n-5"
SLASH = "01-yurina-o-n-1"  # Yurina 3-4 3/1
BRANDISH = "01-yurina-o-n-2"  # Yurina 3 2/2
HILT = "01-yurina-o-n-3"  # Yurina 1-2 2/1
SHOOT = "03-himika-o-n-1"
H = ("hagane", "yurina")


def started_at(st, start):
    """Pretend the turn started at Distance ``start`` and ask the main-phase decision again."""
    st.start_distance = start
    inject(st, (), Ctx(st.turn_player))


def dmg(st):
    assert st.decision.kind == "damage", st.decision
    return st.decision.context[:3]


# ====================================================================== 鐘鳴らし (na-s2 .. na-s7-2)
@pytest.mark.card("08-hagane-o-n-6@na-s7")
def test_bell_old_conditional_damage():
    """08-hagane-o-n-6 Sound the Bell (older): the next attack gets +0/+1 when its Aura damage is 3 or more (Slash
    3/1 -> 3/2); today's first mode is +2/+1 (Slash 5/2)."""
    st = scenario(season="na-s7", megami0=H, hand0=[BELL, SLASH], dist=4, aura=(3, 5))
    started_at(st, 2)
    play_card(st, BELL)
    assert options(st) == ("no_reactions", "+0/+1_or_+2/+0")
    answer(st, "+0/+1_or_+2/+0")
    play_card(st, SLASH)
    assert dmg(st) == (1, 3, 2)
    st = scenario(megami0=H, hand0=[BELL, SLASH], dist=4, aura=(3, 5))
    started_at(st, 2)
    play_card(st, BELL)
    answer(st, "+2/+1")
    play_card(st, SLASH)
    assert dmg(st) == (1, 5, 2)


@pytest.mark.card("08-hagane-o-n-6@na-s7-2")
def test_bell_old_small_aura_damage_gets_two():
    """08-hagane-o-n-6 (older): an attack of Aura damage below 3 gets +2/+0 instead (Brandish 2/2 -> 4/2); the
    effect is used up by that attack (the next one gets nothing)."""
    st = scenario(season="na-s7-2", megami0=H, hand0=[BELL, BRANDISH, SLASH], dist=3, aura=(3, 5))
    started_at(st, 1)
    play_card(st, BELL)
    answer(st, "+0/+1_or_+2/+0")
    play_card(st, BRANDISH)
    assert dmg(st) == (1, 4, 2)
    answer(st, "aura")
    play_card(st, SLASH)  # 3/1 against Aura 1: 1 Life, no +0/+1 any more
    assert st.decision.kind == "main" and tokens(st)["life"] == (10, 9)


@pytest.mark.card("08-hagane-o-n-6@na-s7")
def test_bell_old_no_reactions_without_range():
    """08-hagane-o-n-6 (older): the other mode gives No Reactions only (no far expansion as today)."""
    st = scenario(season="na-s7", megami0=H, hand0=[BELL, SLASH], hand1=["04-tokoyo-o-n-2"], dist=4, aura=(3, 5))
    started_at(st, 2)
    play_card(st, BELL)
    answer(st, "no_reactions")
    play_card(st, SLASH)
    v = S.attack_values(st, st.attacks[max(st.attacks)])
    assert sorted(v.range) == [3, 4] and "no_reactions" in v.flags
    assert dmg(st) == (1, 3, 1)  # no reaction window


# ====================================================================== 引力場 (na-s2 .. na-s7)
@pytest.mark.card("08-hagane-o-n-7@na-s7")
def test_gravity_well_old_distance_to_shadow():
    """08-hagane-o-n-7 Gravity Well (older): Charge 4; deploy: Distance -> Shadow 1 (today: -> your Aura);
    Mastery Zone 1 smaller."""
    st = scenario(season="na-s7", megami0=H, hand0=[GRAVITY], dist=10, aura=(4, 3))
    play_card(st, GRAVITY)
    u = uid(st, GRAVITY)
    assert st.loc[u] == ENHANCE and st.card_tokens(u) == 4
    assert tokens(st) == {"life": (10, 10), "aura": (0, 3), "flare": (0, 0), "dist": 9, "shadow": 1}
    assert S.mastery_zone(st) == 1


# ====================================================================== 大山脈リスペクト (na-s2 .. na-s9)
@pytest.mark.card("08-hagane-o-s-4@na-s7")
def test_sierra_respect_old_plays_two_in_chosen_order():
    """08-hagane-o-s-4 Grand Sierra Respect (na-s2 .. na-s9): Cost 4, Centrifuge; choose up to two different
    non-Throughout cards of your played pile and play them in the order you choose; they stay played (today
    they go face down)."""
    st = scenario(season="na-s7", megami0=H, specials0=[RESPECT], played0=[RECOIL, EARTH, HILT], deck0=[SLASH],
                  dist=6, flare=(4, 2), aura=(3, 5))
    started_at(st, 4)
    play_card(st, RESPECT)
    assert tokens(st)["flare"] == (0, 2)
    assert options(st) == ("stop", uid(st, RECOIL), uid(st, HILT))  # Earthshatter is Throughout
    answer(st, uid(st, HILT))
    assert options(st) == ("stop", uid(st, RECOIL))
    answer(st, uid(st, RECOIL))
    assert set(options(st)) == {uid(st, RECOIL), uid(st, HILT)}
    answer(st, uid(st, RECOIL))  # Recoil first: at Distance 6, Distance -> your Flare 1
    assert tokens(st)["dist"] == 5 and tokens(st)["flare"] == (1, 2)
    assert st.decision.kind == "main"  # Hilt Strike (1-2) is out of range at 5: not played
    assert zone_ids(st, 0, PLAYED) == [EARTH, HILT, RECOIL] and st.zones[0][DISCARD] == []
    assert st.cstate[uid(st, RESPECT)] == DEVOTED and zone_ids(st, 0, DECK) == [SLASH]


@pytest.mark.card("08-hagane-o-s-4@na-s9")
def test_sierra_respect_old_one_card_and_stop():
    """08-hagane-o-s-4 (older): "up to two": one card, then stop; the card is played and stays in the played pile."""
    st = scenario(season="na-s9", megami0=H, specials0=[RESPECT], played0=[RECOIL], dist=4, flare=(4, 2))
    started_at(st, 2)
    play_card(st, RESPECT)
    answer(st, uid(st, RECOIL))  # the only candidate: no second choice
    assert tokens(st)["flare"] == (0, 1) and tokens(st)["dist"] == 5  # opponent's Flare -> Distance 1
    assert zone_ids(st, 0, PLAYED) == [RECOIL] and st.decision.kind == "main"


# ====================================================================== 大山脈リスペクト (na-s9-2)
@pytest.mark.card("08-hagane-o-s-4@na-s9-2")
def test_sierra_respect_s9_2_mills_both_decks_and_reshuffles_at_end_phase():
    """08-hagane-o-s-4 (na-s9-2): Cost 3, Centrifuge; both decks go to the played piles; then up to two played
    cards are played; at this turn's end phase you reshuffle, without Life damage (an effect's reshuffle)."""
    st = scenario(season="na-s9-2", megami0=H, specials0=[RESPECT], played0=[RECOIL], deck0=[SLASH, WALTZ],
                  deck1=[SHOOT], dist=6, flare=(3, 0), aura=(3, 5))
    started_at(st, 4)
    play_card(st, RESPECT)
    assert tokens(st)["flare"] == (0, 0)
    assert zone_ids(st, 0, DECK) == [] and zone_ids(st, 1, DECK) == [] and zone_ids(st, 1, PLAYED) == [SHOOT]
    assert set(options(st)) == {"stop", uid(st, RECOIL), uid(st, SLASH), uid(st, WALTZ)}
    answer(st, uid(st, RECOIL))
    answer(st, "stop")
    assert tokens(st)["dist"] == 5 and tokens(st)["flare"] == (1, 0)  # Recoil at Distance 6
    assert st.decision.kind == "main" and zone_ids(st, 0, PLAYED) == [SLASH, WALTZ, RECOIL]
    end_main(st)
    assert st.turn_player == 1 and tokens(st)["life"] == (10, 10)
    assert sorted(zone_ids(st, 0, DECK)) == sorted([RECOIL, WALTZ, SLASH]) and st.zones[0][PLAYED] == []
    assert zone_ids(st, 1, PLAYED) == [SHOOT]  # only its player reshuffles
    assert zone_ids(st, 0, HAND) == []


# ====================================================================== 超反発 (Repulsion, na-s2 .. na-s6)
CRASH = "08-hagane-o-s-1"


@pytest.mark.card("08-hagane-o-n-4@na-s2")
def test_repulsion_near_takes_opponent_flare():
    """08-hagane-o-n-4 Repulsion (na-s2 .. na-s6): at Distance 4 or less, the opponent's Flare -> Distance 1."""
    st = scenario(season="na-s2", megami0=H, hand0=[RECOIL], dist=4, flare=(0, 2))
    play_card(st, RECOIL)
    assert tokens(st) == {"life": (10, 10), "aura": (3, 3), "flare": (0, 1), "dist": 5, "shadow": 0}
    assert zone_ids(st, 0, PLAYED) == [RECOIL]


@pytest.mark.card("08-hagane-o-n-4@na-s6")
def test_repulsion_far_does_nothing_unlike_recoil():
    """08-hagane-o-n-4 Repulsion (older): at Distance 5 or more nothing happens; today's Recoil moves Distance -> your
    Flare 1 there."""
    st = scenario(season="na-s6", megami0=H, hand0=[RECOIL], dist=5, flare=(0, 2))
    play_card(st, RECOIL)
    assert tokens(st) == {"life": (10, 10), "aura": (3, 3), "flare": (0, 2), "dist": 5, "shadow": 0}
    assert zone_ids(st, 0, PLAYED) == [RECOIL] and st.decision.kind == "main"
    st = scenario(megami0=H, hand0=[RECOIL], dist=5, flare=(0, 2))
    play_card(st, RECOIL)
    assert tokens(st)["flare"] == (1, 2) and tokens(st)["dist"] == 4


# ====================================================================== 大天空クラッシュ (na-s2 .. na-s4: same effect)
@pytest.mark.card("08-hagane-o-s-1@na-s2")
def test_grand_firmament_crash_old_same_effect_cost_five():
    """08-hagane-o-s-1 Grand Firmament Crash (na-s2 .. na-s4, same effect): Cost 5 then; X = Distance moved since
    the turn began (2 here), Y = ceil(X/2); Overwhelm."""
    st = scenario(season="na-s2", megami0=H, specials0=[CRASH], dist=6, flare=(5, 0), aura=(3, 5))
    assert S.card_cost(st, 0, uid(st, CRASH)) == 5
    started_at(st, 4)
    play_card(st, CRASH)
    assert dmg(st) == (1, 2, 1) and "overwhelm" in S.attack_values(st, st.attacks[max(st.attacks)]).flags
    answer(st, "aura")
    assert tokens(st) == {"life": (10, 10), "aura": (3, 3), "flare": (0, 0), "dist": 6, "shadow": 7}
    assert st.cstate[uid(st, CRASH)] == DEVOTED
    st = scenario(megami0=H, specials0=[CRASH], flare=(5, 0))
    assert S.card_cost(st, 0, uid(st, CRASH)) == 4
