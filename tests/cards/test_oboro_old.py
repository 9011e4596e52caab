"""Older readings of Oboro's cards (issue 17): one or more tests per reading, played in a season that prints it.
Player 0 hosts Oboro and Yurina, player 1 Himika and Tokoyo."""
from __future__ import annotations

import pytest

from sakura_lab.engine.constants import DEVOTED, DISCARD, ENHANCE, HAND, PLAYED, UNUSED
from sakura_lab.engine.dsl import Lose, SingleDamage
from sakura_lab.engine.state import Ctx
from sakura_lab.testing import (
    answer,
    can_play_now,
    end_main,
    inject,
    options,
    play_card,
    scenario,
    tokens,
    uid,
    zone_ids,
)

URO = "05-oboro-o-s-3"  # Action Special, cost 4, until na-s8; Enhancement (cost 2, charge 3) since na-s8-2
STRINGS = "05-oboro-o-n-1"  # Trap attack 3-4 2/2
NINPO = "05-oboro-o-n-4"  # Trap action: Shadow -> Distance 1 (from the discard pile: may play another Trap)
INDUCE = "05-oboro-o-n-5"  # Trap reaction action
SLASH = "01-yurina-o-n-1"
OBORO = ("oboro", "yurina")


@pytest.mark.card("05-oboro-o-s-3@na-s7")
def test_uro_uo_old_is_an_action_special_without_play_effect():
    """05-oboro-o-s-3 Uro-Uo (na-s2 .. na-s8): an Action Special of Cost 4 that does nothing when played (today an
    enhancement that moves played cards face down)."""
    st = scenario(season="na-s7", megami0=OBORO, specials0=[URO], played0=[SLASH], flare=(4, 0))
    play_card(st, URO)
    assert st.cstate[uid(st, URO)] == DEVOTED and tokens(st)["flare"] == (0, 0)
    assert zone_ids(st, 0, PLAYED) == [SLASH] and st.decision.kind == "main"
    st = scenario(megami0=OBORO, specials0=[URO], played0=[SLASH], flare=(4, 0), aura=(0, 3), shadow=3)
    play_card(st, URO)  # today: Cost 2, Charge 3 from Shadow, then played cards may go face down
    assert tokens(st)["flare"] == (2, 0) and st.card_tokens(uid(st, URO)) == 3
    assert st.decision.kind == "card" and options(st) == ("stop", uid(st, SLASH))
    answer(st, "stop")
    assert st.loc[uid(st, URO)] == ENHANCE


def _traps_before_reshuffle(season):
    st = scenario(season=season, megami0=OBORO, devoted0=[URO], discard0=[STRINGS, INDUCE, NINPO], dist=3, shadow=1,
                  start="turn")
    assert st.decision.kind == "reshuffle"
    answer(st, True)
    assert set(options(st)) == {"stop", uid(st, STRINGS), uid(st, INDUCE), uid(st, NINPO)}
    answer(st, uid(st, STRINGS))
    answer(st, "aura")
    answer(st, uid(st, INDUCE))
    answer(st, "opp_aura_to_opp_flare")
    return st


@pytest.mark.card("05-oboro-o-s-3@na-s8")
def test_uro_uo_old_any_number_of_traps_before_a_reshuffle():
    """05-oboro-o-s-3 Uro-Uo (older), Devoted: before a reshuffle any number of Trap cards, attacks included, may be
    played from the discard pile in any order: a third Trap after Steel Strings and Induce. Today's reading gives
    one more non-attack Trap only, so Ninpo-Walk is no longer offered."""
    st = _traps_before_reshuffle("na-s8")
    assert options(st) == ("stop", uid(st, NINPO))
    answer(st, uid(st, NINPO))
    assert tokens(st)["dist"] == 4 and tokens(st)["life"][0] == 9  # then the reshuffle's Life damage
    assert st.zones[0][DISCARD] == [] and st.decision.kind == "main"
    st = _traps_before_reshuffle(None)
    assert tokens(st)["dist"] == 3 and tokens(st)["life"][0] == 9 and st.decision.kind == "main"


# ====================================================================== seasons na-s2 .. na-s4
MIKAZURA = "05-oboro-o-s-4"  # Action Special, cost 0, in na-s2; attack 3-7 1/1 since na-s3
SNEAK = "05-oboro-A1-n-3"  # full-power 1-4 4/3 in na-s3 .. na-s4 (today 1-3)
PETAL = "05-oboro-A1-s-4-ex1"  # Cost 2 in na-s3 .. na-s4 (today 3)
SHOOT = "03-himika-o-n-1"
OBORO_A1 = ("oboro-a1", "yurina")


@pytest.mark.card("05-oboro-o-n-4@na-s2")
def test_ninpo_walk_old_double_arrow():
    """05-oboro-o-n-4 Ninpo-Walk (na-s2): Distance<->Shadow 1, the player chooses the direction (today Shadow ->
    Distance 1, no choice)."""
    st = scenario(season="na-s2", megami0=OBORO, hand0=[NINPO], dist=5, shadow=1)
    play_card(st, NINPO)
    assert options(st) == (("dist", "shadow"), ("shadow", "dist"))
    answer(st, ("dist", "shadow"))
    assert tokens(st)["dist"] == 4 and tokens(st)["shadow"] == 2 and zone_ids(st, 0, PLAYED) == [NINPO]
    st = scenario(megami0=OBORO, hand0=[NINPO], dist=5, shadow=1)
    play_card(st, NINPO)
    assert tokens(st)["dist"] == 6 and tokens(st)["shadow"] == 0 and st.decision.kind == "main"


@pytest.mark.card("05-oboro-o-n-4@na-s2", "05-oboro-o-n-1")
def test_ninpo_walk_old_from_discard_plays_another_trap():
    """05-oboro-o-n-4 Ninpo-Walk (na-s2), still a Trap: played from the discard pile before a reshuffle (megami rules
    3-3), after its arrow it may play another Trap of the discard pile (Steel Strings)."""
    st = scenario(season="na-s2", megami0=OBORO, discard0=[NINPO, STRINGS], dist=5, shadow=1, start="turn")
    answer(st, True)  # reshuffle
    answer(st, uid(st, NINPO))
    answer(st, ("dist", "shadow"))
    assert options(st) == ("stop", uid(st, STRINGS))
    answer(st, uid(st, STRINGS))
    answer(st, "aura")
    # then the reshuffle (1 Life damage) and the draw bring both back to hand
    assert sorted(zone_ids(st, 0, HAND)) == sorted([NINPO, STRINGS]) and st.decision.kind == "main"
    assert tokens(st) == {"life": (9, 10), "aura": (3, 1), "flare": (1, 0), "dist": 4, "shadow": 4}


@pytest.mark.card("05-oboro-o-s-4@na-s2")
def test_mi_kazura_old_takes_opponent_aura_to_flare():
    """05-oboro-o-s-4 Mi-Kazura (na-s2): an Action Special of Cost 0 moving the opponent's Aura to your Flare 1, at
    any Distance (today a 3-7 attack); Resurgence at your end phase with Flare 0 only."""
    st = scenario(season="na-s2", megami0=OBORO, specials0=[MIKAZURA], dist=10)
    play_card(st, MIKAZURA)
    assert tokens(st) == {"life": (10, 10), "aura": (3, 2), "flare": (1, 0), "dist": 10, "shadow": 0}
    assert st.cstate[uid(st, MIKAZURA)] == DEVOTED and st.decision.kind == "main"
    end_main(st)
    assert st.cstate[uid(st, MIKAZURA)] == DEVOTED  # Flare 1
    st = scenario(season="na-s2", megami0=OBORO, devoted0=[MIKAZURA])
    end_main(st)
    assert st.cstate[uid(st, MIKAZURA)] == UNUSED
    st = scenario(megami0=OBORO, specials0=[MIKAZURA], dist=10)
    assert not can_play_now(st, MIKAZURA)


@pytest.mark.card("05-oboro-A1-n-3@na-s3")
def test_sneak_attack_old_minus_x_aura_only():
    """05-oboro-A1-n-3 Sneak Attack (na-s3 .. na-s4): -X/+0 with X the opponent's discard pile (2 here): 2/3 (today
    -X/-X: 2/1); range 1-4 then (today 1-3)."""
    st = scenario(season="na-s3", megami0=OBORO_A1, hand0=[SNEAK], discard1=[SHOOT, SHOOT], dist=3)
    play_card(st, SNEAK, fullpower=True)
    assert st.decision.kind == "damage" and st.decision.context[:3] == (1, 2, 3)
    answer(st, "life")
    assert tokens(st)["life"] == (10, 7)
    st = scenario(megami0=OBORO_A1, hand0=[SNEAK], discard1=[SHOOT, SHOOT], dist=3)
    play_card(st, SNEAK, fullpower=True)
    assert st.decision.context[:3] == (1, 2, 1)


@pytest.mark.card("05-oboro-A1-n-3@na-s4")
def test_sneak_attack_old_reaches_four():
    """05-oboro-A1-n-3 Sneak Attack (older): playable at Distance 4; with an empty discard pile it is 4/3."""
    st = scenario(season="na-s4", megami0=OBORO_A1, hand0=[SNEAK], dist=4, aura=(3, 5))
    play_card(st, SNEAK, fullpower=True)
    assert st.decision.context[:3] == (1, 4, 3)


@pytest.mark.card("05-oboro-A1-s-4-ex1@na-s3")
def test_final_petal_old_keeps_life_and_discards_nothing():
    """05-oboro-A1-s-4-ex1 The Final Petal (na-s3 .. na-s4): not playable normally; the first time you would lose
    you may play it (Cost 2): Shadow -> your Life 1, no hand card put face down. Only the first loss is replaced."""
    st = scenario(season="na-s3", megami0=OBORO_A1, specials0=[PETAL], hand0=[SLASH], flare=(1, 0), life=(1, 10),
                  dist=3)
    assert ("play", uid(st, PETAL)) not in options(st)
    inject(st, (SingleDamage("life", 1),), Ctx(1))  # Life 1 -> 0 (-> Flare 2)
    assert st.outcome is None and st.decision.context == "final_petal"
    answer(st, True)
    assert st.outcome is None and st.cstate[uid(st, PETAL)] == DEVOTED
    assert tokens(st) == {"life": (1, 10), "aura": (3, 3), "flare": (0, 0), "dist": 3, "shadow": 1}
    assert zone_ids(st, 0, HAND) == [SLASH] and st.zones[0][DISCARD] == []
    inject(st, (SingleDamage("life", 1),), Ctx(1))
    assert st.outcome is not None and st.outcome.winner == 1


@pytest.mark.card("05-oboro-A1-s-4-ex1@na-s4")
def test_final_petal_old_loss_by_effect_keeps_the_life():
    """05-oboro-A1-s-4-ex1 The Final Petal (older): losing by an effect with Life 5 left, the Life stays (5 + 1 from
    Shadow); today the whole Life goes to Shadow first (0 + 1)."""
    for season, life, shadow in (("na-s4", 6, 1), (None, 1, 7)):
        st = scenario(season=season, megami0=OBORO_A1, specials0=[PETAL], hand0=[SLASH], flare=(3, 0),
                      life=(5, 10), shadow=0)
        inject(st, (Lose(),), Ctx(0))
        answer(st, True)
        assert zone_ids(st, 0, DISCARD) == ([] if season else [SLASH])  # today a hand card goes face down
        assert st.outcome is None and tokens(st)["life"] == (life, 10) and tokens(st)["shadow"] == shadow
