"""Megumi's older reading (issue 17, ``sakura_lab.cards.megumi_old``): Branch of Possibility as na-s7 .. na-s7-2
printed it (a Special Attack with Reaction), against the latest season's result on the same position. Player 0
hosts Megumi; ``setup`` puts seeds on player 0's enhancements."""
from __future__ import annotations

import pytest

from sakura_lab.cards import megumi as M
from sakura_lab.engine.constants import DEVOTED
from sakura_lab.engine.state import Ctx
from sakura_lab.testing import answer, inject, play_card, react, scenario, tokens, uid

BRANCH = "19-megumi-o-s-2"
FROSTBITE = "15-korunu-o-n-6"  # an enhancement (Korunu) that holds the seeds
CLAW = "12-raira-o-n-1"  # attack 1-2 3/1
MG = ("megumi", "korunu")
OPP = ("raira", "hatsumi")


def setup(seeds, **kw):
    """p0 hosts Megumi; Frostbite in p0's ＜Enhancement＞ holds ``seeds`` seeds (the rest of the 5 in the Field,
    sprouted)."""
    kw.setdefault("megami0", MG)
    kw.setdefault("megami1", OPP)
    st = scenario(enh0=[(FROSTBITE, seeds)], **kw)
    st.marks[("mg_seeds", uid(st, FROSTBITE, 0))] = (0, seeds)
    st.marks[("mg_field", 0)] = (0, 5 - seeds)
    st.marks["outside_delta"] = seeds
    inject(st, (), Ctx(st.turn_player))
    return st


@pytest.mark.card("19-megumi-o-s-2@na-s7")
def test_branch_s6_reaction_attack_plus_x_then_reacted_minus_x():
    """na-s7: played as a Reaction it attacks 0-10 (0+X)/1 with X = 2 seeds on your enhancements, then (After
    Attack) the reacted attack gets -2/+0: Claw 3/1 -> 1/1. The latest reading is an enhancement (its seeds are
    asked for its Charge)."""
    st = setup(2, season="na-s7", specials0=[BRANCH], flare=(3, 0), hand1=[CLAW], turn_player=1, dist=2,
               aura=(3, 5))
    play_card(st, CLAW, 1)
    react(st, BRANCH)
    assert st.decision.kind == "damage" and st.decision.player == 1
    answer(st, "aura")  # Branch: 2/1
    assert tokens(st)["aura"] == (3, 3)
    answer(st, "aura")  # Claw: 3/1 - 2 -> 1/1
    assert tokens(st)["aura"] == (2, 3) and tokens(st)["flare"] == (0, 0)
    assert st.cstate[uid(st, BRANCH)] == DEVOTED and M.seeds_on(st, uid(st, FROSTBITE)) == 2
    st = setup(2, specials0=[BRANCH], flare=(3, 0), hand1=[CLAW], turn_player=1, dist=2, aura=(3, 5))
    play_card(st, CLAW, 1)
    react(st, BRANCH)
    assert st.decision.context == ("mg_seed_charge", uid(st, BRANCH))


@pytest.mark.card("19-megumi-o-s-2@na-s7-2")
def test_branch_s6_as_a_main_phase_attack():
    """Played in the main phase (no reacted attack): an attack 0-10 X/1, nothing to reduce afterwards."""
    st = setup(3, season="na-s7-2", specials0=[BRANCH], flare=(3, 0), dist=10, aura=(3, 5))
    play_card(st, BRANCH)
    answer(st, "aura")
    assert tokens(st)["aura"] == (3, 2) and st.decision.kind == "main"
