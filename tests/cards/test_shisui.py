"""Shisui (original, na-s10-2): one or more tests per card id, plus the additional rules of megami-rules.en.md
section 22 (Laceration tokens 22-1..22-5, laceration 22-6, conversion 22-7, lacerated damage and costs 22-8..22-10,
start phase and bleeding out 22-11) and interactions with other megami. Player 0 hosts Shisui unless stated."""
from __future__ import annotations

import pytest

from sakura_lab.cards import shisui as SH
from sakura_lab.engine import api as S
from sakura_lab.engine.constants import (
    AURA,
    CARD_BASE,
    DEVOTED,
    ENHANCE,
    FLARE,
    LIFE,
    PLAYED,
    SHADOW,
    UNUSED,
)
from sakura_lab.engine.dsl import Custom, SingleDamage
from sakura_lab.engine.state import Ctx
from sakura_lab.engine.telemetry import counts
from sakura_lab.testing import (
    answer,
    can_play_now,
    end_main,
    inject,
    options,
    play_card,
    react,
    scenario,
    tokens,
    uid,
    zone_ids,
)

HACK = "24-shisui-o-n-1"  # 2-3 3/1
CARVE = "24-shisui-o-n-2"  # 2-3 {1/1}
REVOLT = "24-shisui-o-n-3"  # reaction 2-4 1/1
INSURRECTION = "24-shisui-o-n-4"  # full power 2-5 {2/3}
TRAVAIL = "24-shisui-o-n-5"
FRAGILE_MEND = "24-shisui-o-n-6"
BONDS = "24-shisui-o-n-7"  # reaction
PADMA = "24-shisui-o-s-1"  # reaction, cost 3
UTPALA = "24-shisui-o-s-2"  # 3 {2/1}, cost {2}
ARBUDA = "24-shisui-o-s-3"  # reaction, cost 2
LAST_GASP = "24-shisui-o-s-4"  # full power enhancement, charge 2, cost {2}

SHOOT = "03-himika-o-n-1"  # Himika 4-10 2/1, no text
SLASH = "01-yurina-o-n-1"  # Yurina 3-4 3/1
SILENT_WALL = "02-saine-o-n-7"
ICE_SHARDS = "15-korunu-o-n-1"  # 3-4 1/1, freeze after

SH_MEGAMI = ("shisui", "yurina")


def setup(**kw):
    kw.setdefault("megami0", SH_MEGAMI)
    return scenario(**kw)


def set_lac(st, owner, p, zone, n):
    SH._set(st, owner, p, zone, n)


def lacs(st, owner=0):
    """{(player, zone): n} of ``owner``'s tokens."""
    return {(p, z): SH.lac(st, owner, p, z) for p in (0, 1) for z in SH.ZONES if SH.lac(st, owner, p, z)}


def pass_react(st):
    if st.decision is not None and st.decision.kind == "react":
        react(st, None)


def cur_attack(st):
    return st.attacks[max(st.attacks)]


def vals(st):
    v = S.attack_values(st, cur_attack(st))
    return v.aura, v.life


def now(st, fn):
    """Run ``fn(st)`` as an effect before the pending decision (then that decision is asked again)."""
    inject(st, (Custom(lambda s, c: fn(s)),), Ctx(0))


def damaged(st, p, n):
    st.marks[("turn", SH._DMG, p)] = n


# ====================================================================== rules (section 22)
@pytest.mark.rule("megami 22-1")
def test_rule_22_1_to_22_5_laceration_tokens_are_not_sakura_tokens():
    """MR 22-1..22-5: laceration tokens come from Out of Game (unlimited) onto Aura / Life / Flare; sakura tokens
    are untouched (CR 6-3), and they count neither for the Aura value nor for the Aura cap (MR 22 NOTE)."""
    st = setup(aura=(5, 3))
    before = list(st.tok)
    SH.lacerate(st, 0, 1, "aura", 3)
    SH.lacerate(st, 0, 0, "aura", 2)
    SH.lacerate(st, 0, 1, "flare", 1)
    assert list(st.tok) == before
    assert lacs(st) == {(1, "aura"): 3, (0, "aura"): 2, (1, "flare"): 1}
    assert S.room(st, AURA + 0) == 0 and S.room(st, AURA + 1) == 2  # cap 5: only sakura tokens count
    assert SH.lac_total(st, 0) == 6 and SH.lac_total(st, 1) == 0
    S.check_invariants(st)


@pytest.mark.rule("megami 22-6")
def test_rule_22_6_two_value_laceration_follows_the_damage_choice():
    """MR 22-6-3-2: fewer Aura tokens than X -> Aura cannot be chosen; "-" forces the other side."""
    st = setup(aura=(3, 1))
    now(st, lambda s: SH.push_lacerate2(s, 0, 1, 2, 1))
    assert st.decision.kind == "main"  # only Life was possible: answered at once
    assert lacs(st) == {(1, "life"): 1}
    now(st, lambda s: SH.push_lacerate2(s, 0, 1, None, 4))
    now(st, lambda s: SH.push_lacerate2(s, 0, 1, 1, None))
    assert lacs(st) == {(1, "life"): 5, (1, "aura"): 1}
    now(st, lambda s: SH.push_lacerate2(s, 0, 1, 1, 1))
    assert st.decision.kind == "damage" and st.decision.player == 1 and set(options(st)) == {"aura", "life"}
    answer(st, "aura")
    assert lacs(st) == {(1, "life"): 5, (1, "aura"): 2}
    assert tokens(st)["aura"] == (3, 1) and tokens(st)["life"] == (10, 10)


@pytest.mark.rule("megami 22-7")
def test_rule_22_7_conversion_into_damage_per_zone():
    """MR 22-7: all of the owner's tokens on one zone leave; that much damage to the zone (Aura -> Shadow, Life
    -> Flare, Flare -> Shadow). Other owners' tokens stay."""
    st = setup(aura=(3, 3), flare=(0, 4))
    set_lac(st, 0, 1, "aura", 2)
    set_lac(st, 0, 1, "life", 3)
    set_lac(st, 0, 1, "flare", 1)
    set_lac(st, 1, 1, "aura", 1)  # owned by player 1: not converted
    for z in ("aura", "life", "flare"):
        now(st, lambda s, z=z: SH.convert(s, 0, 1, z))
    assert tokens(st) == {"life": (10, 7), "aura": (3, 1), "flare": (0, 6), "dist": 10, "shadow": 3}
    assert lacs(st, 0) == {} and lacs(st, 1) == {(1, "aura"): 1}
    assert SH.times_damaged(st, 1) == 3


@pytest.mark.rule("megami 22-9-1")
def test_rule_22_8_22_9_lacerated_attack_gives_laceration_instead_of_damage():
    """MR 22-8, 22-9-1: step v of CR 9-4 gives laceration; the attack's chosen side is recorded, no damage."""
    st = setup(hand0=[CARVE], dist=3, aura=(3, 3))
    play_card(st, CARVE)
    pass_react(st)
    assert set(options(st)) == {"aura", "life"}
    answer(st, "life")
    assert lacs(st) == {(1, "life"): 1}
    assert tokens(st)["life"] == (10, 10) and SH.times_damaged(st, 1) == 0


@pytest.mark.rule("megami 22-10")
def test_rule_22_10_lacerated_cost_keeps_the_flare_tokens():
    """MR 22-10: the Cost's tokens stay in the Flare; the payer's Flare receives that much laceration. Enough
    Flare is still needed to play the card."""
    st = setup(specials0=[UTPALA], dist=3, flare=(1, 0))
    assert not can_play_now(st, UTPALA)
    st = setup(specials0=[UTPALA], dist=3, flare=(2, 0), aura=(3, 0))
    play_card(st, UTPALA)
    assert st.tok[FLARE] == 2 and lacs(st)[(0, "flare")] == 2
    # its {2/1} attack: Aura 0 < 2, so Life was the only choice
    assert lacs(st) == {(0, "flare"): 2, (1, "life"): 1}
    assert counts(st)["lacerated_cost"] == (1, 0) and counts(st)["laceration"] == (3, 0)


@pytest.mark.rule("megami 22-11-1")
def test_rule_22_11_1_start_phase_converts_own_tokens_in_chosen_order():
    """MR 22-11-1: at the turn player's start phase, all their tokens become damage, zone by zone, in their
    order; the opponent's tokens wait for the opponent's turn."""
    st = setup(start="turn", turn_player=1, deck0=[HACK] * 4, aura=(3, 3), flare=(0, 0))
    set_lac(st, 0, 1, "life", 2)
    set_lac(st, 0, 0, "aura", 1)
    set_lac(st, 1, 0, "life", 1)
    # it is now player 0's start phase (start="turn" begins turn_player's turn): turn player is 1 here
    assert st.turn_player == 1
    st = setup(start="turn", turn_player=0, deck0=[HACK] * 4, aura=(3, 3))
    set_lac(st, 0, 1, "life", 2)
    set_lac(st, 0, 0, "aura", 1)
    set_lac(st, 1, 0, "life", 1)
    now(st, lambda s: SH._start_convert(s, 0))  # the start phase already passed: do its rule by hand
    assert st.decision.context == "shisui_convert" and set(options(st)) == {("convert", 1, "life"),
                                                                           ("convert", 0, "aura")}
    answer(st, ("convert", 0, "aura"))
    assert st.tok[AURA] == 2 and st.decision.context != "shisui_convert"  # the last zone: answered at once
    assert st.tok[LIFE + 1] == 8 and lacs(st, 0) == {} and lacs(st, 1) == {(0, "life"): 1}


@pytest.mark.rule("megami 22-11-1")
def test_rule_22_11_1_start_phase_from_a_real_turn_start():
    """MR 22-11-1 through the turn structure: player 0's turn begins, the rule asks for the order."""
    st = setup(start="turn", turn_player=1, hand1=[], deck0=[HACK] * 4, deck1=[SHOOT] * 4)
    assert st.turn_player == 1 and st.decision.player == 1
    set_lac(st, 0, 1, "life", 2)
    set_lac(st, 0, 1, "flare", 1)
    st.tok[FLARE + 1] = 1
    st.tok[LIFE + 1] -= 1
    while not (st.decision.kind == "choose" and st.decision.context == "shisui_convert"):
        if st.decision.kind == "main":
            end_main(st)
        else:
            st.apply(0)
    assert st.turn_player == 0
    answer(st, ("convert", 1, "flare"))
    assert lacs(st) == {} and st.tok[LIFE + 1] == 7 and st.tok[FLARE + 1] == 3 - 1
    assert counts(st)["laceration_damage"] == (3, 0)


@pytest.mark.rule("megami 22-11-2")
def test_rule_22_11_2_bleeding_out_converts_the_life_at_once():
    """MR 22-11-2: one owner's tokens on a Life >= that Life -> those tokens become damage immediately."""
    st = setup(life=(10, 4))
    set_lac(st, 0, 1, "life", 3)
    set_lac(st, 0, 1, "aura", 2)
    now(st, lambda s: SH.lacerate(s, 0, 1, "life", 1))  # 4 >= 4
    assert st.outcome is not None and st.outcome.winner == 0
    st = setup(life=(10, 5))
    set_lac(st, 0, 1, "life", 3)
    inject(st, (SingleDamage("life", 2),), Ctx(0))  # Life 5 -> 3 <= 3 tokens: bleeding
    assert st.tok[LIFE + 1] == 0 and st.outcome.winner == 0
    st = setup(life=(10, 5))
    set_lac(st, 0, 1, "life", 2)
    set_lac(st, 1, 1, "life", 2)  # two owners, 2 each: neither reaches 5
    inject(st, (SingleDamage("life", 1),), Ctx(0))
    assert st.tok[LIFE + 1] == 4 and lacs(st) == {(1, "life"): 2}


# ====================================================================== cards
@pytest.mark.card("24-shisui-o-n-1")
def test_hack_plain_attack():
    st = setup(hand0=[HACK], dist=3, aura=(3, 3))
    play_card(st, HACK)
    assert vals(st) == (3, 1)
    pass_react(st)
    answer(st, "aura")
    assert tokens(st)["aura"] == (3, 0) and st.tok[SHADOW] == 3 and zone_ids(st, 0, PLAYED) == [HACK]


@pytest.mark.card("24-shisui-o-n-2")
def test_carve_two_lacerated_attacks():
    st = setup(hand0=[CARVE], dist=3, aura=(3, 3))
    play_card(st, CARVE)
    pass_react(st)
    answer(st, "aura")
    assert lacs(st) == {(1, "aura"): 1}
    assert st.decision.kind == "damage" and st.decision.context == (1, 1, 2, "laceration")
    assert set(options(st)) == {"aura", "life"}  # 1 token < Aura 3: Aura allowed
    answer(st, "life")
    assert lacs(st) == {(1, "aura"): 1, (1, "life"): 2}
    assert tokens(st) == {"life": (10, 10), "aura": (3, 3), "flare": (0, 0), "dist": 3, "shadow": 0}


@pytest.mark.card("24-shisui-o-n-2")
def test_carve_follow_up_forbids_aura_when_lacerated_enough():
    st = setup(hand0=[CARVE], dist=3, aura=(3, 1))
    set_lac(st, 0, 1, "aura", 1)
    play_card(st, CARVE)
    pass_react(st)
    answer(st, "life")  # the first {1/1}: Aura 1 >= 1, still a choice
    # follow-up: 1 token >= Aura 1 -> only Life: answered at once
    assert lacs(st) == {(1, "aura"): 1, (1, "life"): 3}
    assert st.decision.kind == "main"


@pytest.mark.card("24-shisui-o-n-3")
def test_revolt_plus_one_after_damage_and_recover_after_two():
    st = setup(hand0=[REVOLT], dist=3, aura=(2, 3))
    inject(st, (SingleDamage("life", 1, target="self"),), Ctx(0))
    assert SH.times_damaged(st, 0) == 1
    play_card(st, REVOLT)
    assert vals(st) == (2, 2)
    pass_react(st)
    answer(st, "aura")
    assert tokens(st) == {"life": (9, 10), "aura": (2, 1), "flare": (1, 0), "dist": 3, "shadow": 2}


@pytest.mark.card("24-shisui-o-n-3")
def test_revolt_recovers_after_two_damages():
    st = setup(hand0=[REVOLT], dist=3, aura=(2, 3))
    inject(st, (SingleDamage("life", 1, target="self"), SingleDamage("aura", 1, target="self")), Ctx(0))
    assert SH.times_damaged(st, 0) == 2
    play_card(st, REVOLT)
    pass_react(st)
    answer(st, "life")
    assert tokens(st) == {"life": (9, 8), "aura": (2, 3), "flare": (1, 2), "dist": 3, "shadow": 0}


@pytest.mark.card("24-shisui-o-n-3")
def test_revolt_without_damage_is_1_1():
    st = setup(hand0=[REVOLT], dist=3)
    play_card(st, REVOLT)
    assert vals(st) == (1, 1)


@pytest.mark.card("24-shisui-o-n-4")
def test_insurrection_lacerates_flinches_and_lacerates_self():
    st = setup(hand0=[INSURRECTION], dist=5, aura=(3, 3))
    play_card(st, INSURRECTION, fullpower=True)
    pass_react(st)
    answer(st, "life")
    assert lacs(st) == {(1, "life"): 3}
    assert st.flinch[1] is True
    assert st.decision.context == "shisui_self_lacerate" and options(st) == ("aura", "life", "flare")
    answer(st, "flare")
    assert lacs(st) == {(1, "life"): 3, (0, "flare"): 1}
    assert tokens(st) == {"life": (10, 10), "aura": (3, 3), "flare": (0, 0), "dist": 5, "shadow": 0}


@pytest.mark.card("24-shisui-o-n-5")
def test_travail_distance_to_shadow_and_self_laceration():
    st = setup(hand0=[TRAVAIL], dist=4)
    play_card(st, TRAVAIL)
    assert options(st) == ("aura", "flare")
    answer(st, "aura")
    assert tokens(st)["dist"] == 2 and st.tok[SHADOW] == 2 and lacs(st) == {(0, "aura"): 1}


@pytest.mark.card("24-shisui-o-n-5")
def test_travail_at_distance_zero_lacerates_life():
    st = setup(hand0=[TRAVAIL], dist=2)
    play_card(st, TRAVAIL)
    assert tokens(st)["dist"] == 0 and st.tok[SHADOW] == 2 and lacs(st) == {(0, "life"): 1}
    assert st.decision.kind == "main"


@pytest.mark.card("24-shisui-o-n-6")
def test_fragile_mend_two_recovers_and_both_lacerated():
    st = setup(hand0=[FRAGILE_MEND], dist=4, aura=(1, 3), shadow=2)
    play_card(st, FRAGILE_MEND)
    assert st.decision.player == 0 and options(st) == ("aura", "flare")
    answer(st, "flare")
    assert st.decision.player == 1 and st.decision.context == "shisui_opp_lacerate"
    answer(st, "aura")
    assert tokens(st) == {"life": (10, 10), "aura": (3, 3), "flare": (0, 0), "dist": 4, "shadow": 0}
    assert lacs(st) == {(0, "flare"): 1, (1, "aura"): 1}


@pytest.mark.card_idle("24-shisui-o-n-6")
def test_fragile_mend_needs_distance_0_to_4():
    st = setup(hand0=[FRAGILE_MEND], dist=5)
    assert not can_play_now(st, FRAGILE_MEND)


@pytest.mark.card("24-shisui-o-n-7")
def test_blackened_bonds_up_to_x_different_options():
    st = setup(hand0=[BONDS], megami1=("himika", "tokoyo"), hand1=[SHOOT], turn_player=1, dist=5, aura=(3, 3))
    damaged(st, 0, 2)
    play_card(st, SHOOT)
    react(st, BONDS)
    assert st.decision.context == "shisui_bonds" and options(st) == ("stop", "weaken", "flinch", "lacerate")
    answer(st, "weaken")
    assert options(st) == ("stop", "flinch", "lacerate")
    answer(st, "lacerate")
    assert st.decision.player == 1 and options(st) == ("aura", "life", "flare")
    answer(st, "flare")
    # two chosen = X: done; the attack goes on at 2/0
    assert st.decision.kind == "damage" and st.decision.context[1:3] == (2, 0)
    assert st.flinch[1] is False and lacs(st) == {(1, "flare"): 1}


@pytest.mark.card("24-shisui-o-n-7")
def test_blackened_bonds_with_no_damage_does_nothing():
    st = setup(hand0=[BONDS], megami1=("himika", "tokoyo"), hand1=[SHOOT], turn_player=1, dist=5)
    play_card(st, SHOOT)
    react(st, BONDS)
    assert st.decision.kind == "damage" and lacs(st) == {} and not st.flinch[1]


@pytest.mark.card("24-shisui-o-s-1")
def test_padma_after_the_reacted_attack_converts_then_attacks():
    st = setup(specials0=[PADMA], megami1=("himika", "tokoyo"), hand1=[SHOOT], turn_player=1, dist=4,
               flare=(3, 0), aura=(3, 3))
    set_lac(st, 0, 1, "life", 2)
    set_lac(st, 0, 0, "aura", 1)
    play_card(st, SHOOT)
    react(st, PADMA)
    assert st.tok[FLARE] == 0 and st.tok[SHADOW] == 3
    assert st.decision.kind == "damage" and st.decision.player == 0  # the Shoot resolves first
    answer(st, "life")
    assert st.decision.context == "shisui_padma"
    assert options(st) == ("stop", ("convert", 1, "life"), ("convert", 0, "aura"))
    answer(st, ("convert", 1, "life"))
    answer(st, "stop")
    assert lacs(st) == {(0, "aura"): 1} and st.tok[LIFE + 1] == 8
    # Padma's attack 1-4 2/1 +0/+X, X = ceil(1 damage / 2) = 1
    assert vals(st) == (2, 2) and "no_reactions_normal" in S.attack_values(st, cur_attack(st)).flags
    answer(st, "life")
    assert tokens(st)["life"] == (9, 6) and st.cstate[uid(st, PADMA)] == DEVOTED


@pytest.mark.card("24-shisui-o-s-1")
def test_padma_in_main_phase_resolves_at_once():
    st = setup(specials0=[PADMA], dist=3, flare=(3, 0))
    set_lac(st, 0, 1, "aura", 1)
    damaged(st, 0, 3)
    play_card(st, PADMA)
    answer(st, ("convert", 1, "aura"))
    assert st.tok[AURA + 1] == 2
    assert vals(st) == (2, 3)  # ceil(3 / 2) = 2


@pytest.mark.card("24-shisui-o-s-2")
def test_utpala_lacerated_cost_and_next_attack_lacerated():
    st = setup(specials0=[UTPALA], hand0=[HACK, REVOLT], dist=3, flare=(2, 0), aura=(3, 3))
    play_card(st, UTPALA)
    assert st.tok[FLARE] == 2 and lacs(st) == {(0, "flare"): 2}
    pass_react(st)
    answer(st, "life")
    assert lacs(st) == {(0, "flare"): 2, (1, "life"): 1}
    play_card(st, HACK)  # 3/1: Aura damage 3 > 2, not lacerated
    pass_react(st)
    answer(st, "life")
    assert st.tok[LIFE + 1] == 9
    play_card(st, REVOLT)  # 1/1: lacerated
    pass_react(st)
    answer(st, "life")
    assert st.tok[LIFE + 1] == 9 and lacs(st)[(1, "life")] == 2


@pytest.mark.card("24-shisui-o-s-2")
def test_utpala_aura_chosen_no_follow_up_and_resurgence():
    st = setup(specials0=[UTPALA], hand0=[REVOLT], dist=3, flare=(2, 0), aura=(3, 3))
    play_card(st, UTPALA)
    pass_react(st)
    answer(st, "aura")
    play_card(st, REVOLT)
    pass_react(st)
    answer(st, "life")
    assert st.tok[LIFE + 1] == 9  # not lacerated
    assert st.cstate[uid(st, UTPALA)] == DEVOTED
    end_main(st)
    # end phase: Aura 3 + Flare 2 <= 6 -> Resurgence
    assert st.cstate[uid(st, UTPALA)] == UNUSED


@pytest.mark.card("24-shisui-o-s-3")
def test_arbuda_cancels_damage_and_lacerates_self():
    st = setup(specials0=[ARBUDA], megami1=("himika", "tokoyo"), hand1=[SHOOT], turn_player=1, dist=5,
               flare=(2, 0), aura=(3, 3))
    play_card(st, SHOOT)
    react(st, ARBUDA)
    assert st.decision.kind == "damage" and st.decision.context == (0, 2, 1, "laceration")
    answer(st, "aura")
    assert lacs(st) == {(0, "aura"): 2}
    assert tokens(st) == {"life": (10, 10), "aura": (3, 3), "flare": (0, 0), "dist": 5, "shadow": 2}
    assert st.cstate[uid(st, ARBUDA)] == DEVOTED


@pytest.mark.card("24-shisui-o-s-3")
def test_arbuda_immediate_resurgence_on_third_damage():
    st = setup(devoted0=[ARBUDA], dist=5, aura=(3, 3))
    inject(st, (SingleDamage("life", 1, target="self"),) * 2, Ctx(0))
    assert st.cstate[uid(st, ARBUDA)] == DEVOTED
    inject(st, (SingleDamage("aura", 1, target="self"),), Ctx(0))
    assert st.cstate[uid(st, ARBUDA)] == UNUSED


@pytest.mark.card("24-shisui-o-s-4")
def test_last_gasp_takes_flare_difference_and_prevents_loss():
    st = setup(specials0=[LAST_GASP], dist=5, flare=(2, 5), aura=(3, 3), shadow=2)
    play_card(st, LAST_GASP, fullpower=True)
    if st.decision is not None and st.decision.kind == "charge":
        answer(st, options(st)[0])
    u = uid(st, LAST_GASP)
    assert st.turn_player == 1  # the full-power action ended the turn
    assert st.tok[FLARE] == 2 and lacs(st) == {(0, "flare"): 2}
    assert st.tok[FLARE + 1] == 2 and st.tok[CARD_BASE + u] == 3 + 2
    assert zone_ids(st, 0, ENHANCE) == [LAST_GASP]
    inject(st, (SingleDamage("life", 10, target="self"),), Ctx(0))
    assert st.tok[LIFE] == 0 and st.outcome is None
    assert S.forbidden(st, "pay_vigor", 1) and not S.forbidden(st, "pay_vigor", 0)
    # when it leaves, the Life of 0 loses
    now(st, lambda s: S.move_tokens(s, CARD_BASE + u, SHADOW, 5))
    assert st.outcome is not None and st.outcome.winner == 1


@pytest.mark.card("24-shisui-o-s-4")
def test_last_gasp_x_is_zero_when_own_flare_larger():
    st = setup(specials0=[LAST_GASP], dist=5, flare=(3, 1), aura=(3, 3), shadow=2)
    play_card(st, LAST_GASP, fullpower=True)
    if st.decision is not None and st.decision.kind == "charge":
        answer(st, options(st)[0])
    assert st.tok[FLARE + 1] == 1 and st.tok[CARD_BASE + uid(st, LAST_GASP)] == 2


# ====================================================================== interactions with other megami
@pytest.mark.rule("megami 22-1")
def test_interaction_korunu_freeze_and_laceration_share_an_aura():
    """Korunu's Freeze tokens take Aura room (MR 13-3), Laceration tokens do not (MR 22 NOTE); converting the
    laceration deals damage to the sakura tokens only."""
    st = scenario(megami0=SH_MEGAMI, megami1=("korunu", "yurina"), aura=(3, 3))
    st.marks[("korunu_freeze", 1)] = 2
    SH.lacerate(st, 0, 1, "aura", 4)
    assert S.room(st, AURA + 1) == 0
    now(st, lambda s: SH.convert(s, 0, 1, "aura"))
    assert st.tok[AURA + 1] == 0 and st.marks[("korunu_freeze", 1)] == 2 and lacs(st) == {}
    assert S.room(st, AURA + 1) == 3


@pytest.mark.card("24-shisui-o-n-2")
def test_interaction_saine_silent_wall_counts_as_aura_for_the_laceration_choice():
    """MR 22-6-3-2: effects on the damage choice apply: Silent Wall's tokens count as Aura for the choice."""
    st = scenario(megami0=SH_MEGAMI, megami1=("saine", "tokoyo"), hand0=[CARVE], enh1=[(SILENT_WALL, 1)],
                  dist=3, aura=(3, 0))
    play_card(st, CARVE)
    pass_react(st)
    assert set(options(st)) == {"aura", "life"}
    answer(st, "aura")
    # follow-up {1/2}: 1 token >= Aura 0 (the wall is not the Aura's value) -> Life only
    assert lacs(st) == {(1, "aura"): 1, (1, "life"): 2}
    assert st.tok[CARD_BASE + uid(st, SILENT_WALL)] == 1  # laceration moves no sakura token


@pytest.mark.card("24-shisui-o-n-3")
def test_interaction_korunu_ice_shards_attack_counts_for_revolt():
    """Damage of another megami's attack counts for "damage taken this turn" (Revolt as a Reaction)."""
    st = scenario(megami0=SH_MEGAMI, megami1=("korunu", "yurina"), hand0=[REVOLT], hand1=[ICE_SHARDS, SLASH],
                  turn_player=1, dist=3, aura=(3, 3))
    play_card(st, SLASH)  # 3-4 3/1
    pass_react(st)
    answer(st, "life")
    assert SH.times_damaged(st, 0) == 1
    play_card(st, ICE_SHARDS)
    react(st, REVOLT)
    assert vals(st) == (2, 2)


@pytest.mark.rule("megami 22-11-1")
def test_interaction_mirror_counts_damage_once_and_converts_own_tokens():
    st = scenario(megami0=SH_MEGAMI, megami1=("shisui", "himika"), aura=(3, 3))
    inject(st, (SingleDamage("life", 1),), Ctx(0))
    assert SH.times_damaged(st, 1) == 1
    set_lac(st, 0, 1, "life", 1)
    set_lac(st, 1, 0, "life", 1)
    now(st, lambda s: SH._start_convert(s, 0))
    assert lacs(st, 0) == {} and lacs(st, 1) == {(0, "life"): 1}


@pytest.mark.card("24-shisui-o-n-2")
def test_interaction_utsuro_zhelanie_laceration_placed_but_its_damage_prevented():
    """Utsuro's 望我 ("you cannot take damage"): laceration is not damage, so it is placed (MR 22-8); the damage it
    turns into is prevented, and a prevented damage is not counted as taken."""
    st = scenario(megami0=SH_MEGAMI, megami1=("utsuro-a1", "himika"), hand0=[CARVE],
                  devoted1=["13-utsuro-A1-s-1-ex1"], dist=3, aura=(3, 0))
    play_card(st, CARVE)
    pass_react(st)
    assert lacs(st) == {(1, "life"): 3}  # both attacks: Aura 0 -> Life only, 1 + 2
    now(st, lambda s: SH.convert(s, 0, 1, "life"))
    assert lacs(st) == {} and st.tok[LIFE + 1] == 10 and SH.times_damaged(st, 1) == 0


@pytest.mark.card("24-shisui-o-n-2")
def test_interaction_non_host_player_lacerates_with_a_shisui_card():
    """A player who does not host Shisui plays her lacerated attack (as Shinra's Plagiarism would): the tokens are
    theirs (MR 22-6 NOTE) and are converted at their own start phase (MR 22-11-1, "each player")."""
    st = scenario(megami0=SH_MEGAMI, megami1=("shinra", "himika"), hand1=[CARVE], turn_player=1, dist=3,
                  aura=(0, 3), deck0=[HACK] * 3, deck1=[SHOOT] * 3)
    play_card(st, CARVE)
    pass_react(st)
    assert lacs(st, 1) == {(0, "life"): 3} and lacs(st, 0) == {}
    end_main(st)
    while st.turn_player == 1 or st.decision.kind != "main" or st.decision.player != 0:
        st.apply(0)
    assert lacs(st, 1) == {(0, "life"): 3} and st.tok[LIFE] == 10  # not at player 0's start phase
    end_main(st)
    while st.turn_player == 0 or st.decision.kind != "main":
        if st.decision.kind == "main":
            end_main(st)
        else:
            st.apply(0)
    assert st.tok[LIFE] == 7 and lacs(st, 1) == {}
