"""Megumi (original, na-s10-2): one or more tests per card id, plus the additional rules of megami-rules.en.md
section 17 (Seed tokens 17-1..17-5, Growth 17-6, the replaced Enhancement procedure 17-7). Player 0 hosts Megumi
unless stated."""
from __future__ import annotations

import pytest

from sakura_lab.cards import megumi as M
from sakura_lab.engine import api as S
from sakura_lab.engine.constants import (
    CARD_BASE,
    D_CHARGE,
    D_NUMBER,
    DEVOTED,
    DISCARD,
    ENHANCE,
    PLAYED,
    SPECIAL,
    UNUSED,
)
from sakura_lab.engine.state import Ctx
from sakura_lab.game import SETUP_TOKENS
from sakura_lab.testing import (
    answer,
    end_main,
    inject,
    options,
    pass_until,
    play_card,
    react,
    scenario,
    tokens,
    uid,
    zone_ids,
)

SKYGLEAM = "19-megumi-o-n-1"  # 4-8 2/1
THRESH = "19-megumi-o-n-2"  # 4-5 2/1
FLAIL = "19-megumi-o-n-3"  # 3-5 2/1
POMMEL = "19-megumi-o-n-4"  # 2-4 1/1 reaction
REED = "19-megumi-o-n-5"  # charge 1, growth 1
BALSAM = "19-megumi-o-n-6"  # charge 1, growth 2, unguarded
MULTIFLORA = "19-megumi-o-n-7"  # throughout, charge 0, growth 2
ROOT = "19-megumi-o-s-1"  # cost 1, 3-7 1/1
BRANCH = "19-megumi-o-s-2"  # cost 3, charge 2, growth 1, reaction
FRUIT = "19-megumi-o-s-3"  # cost 4, charge 2
PALM = "19-megumi-o-s-4"  # cost 3, charge 0, growth 5

SLASH = "01-yurina-o-n-1"  # 3-4 3/1
OVERAWE = "01-yurina-o-n-6"  # Yurina enhancement, charge 2, unguarded
HIMIKA_SHOT = "03-himika-o-n-1"  # 4-10 2/1
SILENT_WALL = "02-saine-o-n-7"  # Saine: its tokens count as Aura for damage

MG = ("megumi", "yurina")


def setup(*, field=(5, 0), seeds=(), **kw):
    """A scenario with p0 hosting Megumi; ``field`` = (unsprouted, sprouted) of p0; ``seeds`` = ((card id, n),)
    seeds among the tokens already put on p0's enhancements by ``enh0``."""
    kw.setdefault("megami0", MG)
    # decks, so that turns pass without Burnout (CR 10-10)
    kw.setdefault("deck0", ["01-yurina-o-n-2", "01-yurina-o-n-3", "01-yurina-o-n-4", "01-yurina-o-n-5",
                            "01-yurina-o-n-7", "01-yurina-o-n-2", "01-yurina-o-n-3"])
    kw.setdefault("deck1", ["03-himika-o-n-2", "03-himika-o-n-3", "03-himika-o-n-4", "03-himika-o-n-5",
                            "03-himika-o-n-6", "03-himika-o-n-7"])
    st = scenario(**kw)
    on = 0
    for cid, n in seeds:
        u = uid(st, cid, 0)
        st.marks[("mg_seeds", u)] = (0, n)
        on += n
    assert field[0] + field[1] + on == 5
    st.marks[("mg_field", 0)] = field
    st.marks["outside_delta"] = on
    if st.decision is not None and st.decision.kind == "main":  # ask again with the seeds in place
        inject(st, (), Ctx(0))
    return st


def check(st):
    S.check_invariants(st, None, len(st.cards))
    M._check_seeds(st)


def pool(st):
    """Sakura tokens of the pool (all places less the seeds on cards): always 10 + 10 + shadow... as set up."""
    return S.total_tokens(st) - st.marks.get("outside_delta", 0)


def no_react(st):
    if st.decision is not None and st.decision.kind == "react":
        react(st, None)


def cur_attack(st):
    return st.attacks[max(st.attacks)]


def vals(st):
    v = S.attack_values(st, cur_attack(st))
    return v.aura, v.life


# ====================================================================== rules (section 17)
@pytest.mark.rule("MR 17-1")
def test_rule_17_1_five_unsprouted_seeds_for_each_host_only():
    """MR 17-1 / 17-3: a host starts with 5 unsprouted seeds in its Field; a non-host has no Field; mirror: each
    host has their own."""
    import random

    from sakura_lab.deckgen import random_deck
    from sakura_lab.game import new_state

    rng = random.Random(3)
    st = new_state(1, (random_deck(("megumi", "yurina"), rng), random_deck(("saine", "himika"), rng)))
    assert M.field(st, 0) == (5, 0) and M.field(st, 1) == (0, 0)
    assert M.all_sprouted(st, 1)  # no unsprouted seed: "all sprouted" (MR 17-3), although there is no Field
    assert not M.all_sprouted(st, 0)
    S.check_invariants(st, SETUP_TOKENS, len(st.cards))
    st2 = new_state(2, (random_deck(("megumi", "yurina"), rng), random_deck(("megumi", "saine"), rng)))
    assert M.field(st2, 0) == (5, 0) and M.field(st2, 1) == (5, 0)


@pytest.mark.rule("MR 17-7")
@pytest.mark.card("19-megumi-o-n-5")
def test_rule_17_7_enhancement_procedure_seeds_for_charge_and_growth():
    """MR 17-7 steps 1-5 (17-7-1/17-7-2 are one rule): sprout one seed, seeds in place of Charge tokens, the rest
    from Shadow / Aura, Growth X seeds on top, all moved together. Reed: Initialize Shadow -> Distance 1, then
    Distance and Mastery Zone +X (seeds on it)."""
    st = setup(field=(3, 2), hand0=[REED], dist=5, shadow=2)
    u = uid(st, REED)
    play_card(st, REED)
    assert M.field(st, 0) == (2, 3)  # step 1: one seed sprouted
    d = st.decision
    assert d.kind == D_NUMBER and d.context == ("mg_seed_charge", u) and d.options == (0, 1)
    answer(st, 1)  # step 2: the whole Charge (1) as a seed; step 3 asks nothing (0 tokens)
    d = st.decision
    assert d.kind == D_NUMBER and d.context == ("mg_growth", u) and d.options == (0, 1)
    answer(st, 1)  # step 4: Growth 1
    assert st.tok[CARD_BASE + u] == 2 and M.seeds_on(st, u) == 2
    assert M.field(st, 0) == (2, 1)
    assert tokens(st) == {"life": (10, 10), "aura": (3, 3), "flare": (0, 0), "dist": 6, "shadow": 1}
    assert st.distance == 6 + 2 and S.mastery_zone(st) == 2 + 2
    assert zone_ids(st, 0, ENHANCE) == [REED]
    check(st)
    assert pool(st) == 10 + 10 + 3 + 3 + 5 + 2


@pytest.mark.rule("MR 17-7")
@pytest.mark.card("19-megumi-o-n-5")
def test_rule_17_7_charge_tokens_instead_of_seeds_and_no_question_without_sprouted_seeds():
    """MR 17-7 step 2 may be 0; step 3 then splits the Charge between Aura and Shadow as CR 9-2-3 iii. With the
    only sprouted seed used... here: no sprouted seed at all after step 1? (5 unsprouted -> 1 sprouted)."""
    st = setup(field=(5, 0), hand0=[REED], dist=5, shadow=1)
    u = uid(st, REED)
    play_card(st, REED)
    assert M.field(st, 0) == (4, 1)
    answer(st, 0)  # no seed for the Charge
    d = st.decision
    assert d.kind == D_CHARGE and d.context == (u, 1) and [o[1] for o in d.options] == [0, 1]
    answer(st, ("aura", 1))
    answer(st, 0)  # Growth: none
    assert st.tok[CARD_BASE + u] == 1 and M.seeds_on(st, u) == 0
    assert tokens(st)["aura"] == (2, 3) and tokens(st)["shadow"] == 0 and tokens(st)["dist"] == 6
    assert st.distance == 6
    check(st)


@pytest.mark.rule("MR 17-7")
@pytest.mark.card("01-yurina-o-n-6")
def test_rule_17_7_step_1_other_megami_card_sprouts_but_has_no_growth():
    """MR 17-7 step 1 applies to a card of any megami (NOTE: literal); step 4 only with Growth."""
    st = setup(field=(5, 0), hand0=[OVERAWE], dist=5)
    u = uid(st, OVERAWE)
    play_card(st, OVERAWE)
    assert M.field(st, 0) == (4, 1)
    answer(st, 1)  # one seed, one token (Shadow is empty: from Aura)
    assert st.decision.kind == "main"
    assert st.tok[CARD_BASE + u] == 2 and M.seeds_on(st, u) == 1
    assert tokens(st)["aura"] == (2, 3)
    check(st)


@pytest.mark.rule("MR 17-7")
@pytest.mark.card("01-yurina-o-n-6")
def test_rule_17_7_not_for_a_non_host():
    """A player who does not host Megumi plays enhancements with the core procedure (CR 9-2-3 iii)."""
    st = scenario(megami0=("yurina", "saine"), megami1=MG, hand0=[OVERAWE], dist=5, shadow=0)
    u = uid(st, OVERAWE)
    play_card(st, OVERAWE)
    assert st.decision.kind == "main"
    assert st.tok[CARD_BASE + u] == 2 and M.field(st, 0) == (0, 0) and M.field(st, 1) == (5, 0)


@pytest.mark.rule("MR 17-2")
@pytest.mark.card("19-megumi-o-n-5")
def test_rule_17_2_1_1_and_17_5_decay_takes_non_seed_first_then_seed_goes_home():
    """MR 17-5: the start-of-turn removal takes a non-seed token first; MR 17-2-1-1: a seed leaving its card
    returns to the Field unsprouted instead of going to Shadow."""
    st = setup(field=(3, 1), seeds=((REED, 1),), enh0=[(REED, 2)], turn_player=1, dist=5)
    u = uid(st, REED)
    end_main(st)
    pass_until(st, "main", 0)
    assert st.tok[CARD_BASE + u] == 1 and M.seeds_on(st, u) == 1  # the non-seed went to Shadow
    assert tokens(st)["shadow"] == 1 and M.field(st, 0) == (3, 1)
    assert st.distance == 5 + 1
    check(st)
    end_main(st)
    pass_until(st, "main", 1)
    end_main(st)
    pass_until(st, "main", 0)
    assert zone_ids(st, 0, ENHANCE) == [] and zone_ids(st, 0, PLAYED) == [REED]
    assert M.field(st, 0) == (4, 1) and M.seeds_on(st, u) == 0  # the seed went home unsprouted
    assert tokens(st)["shadow"] == 1
    assert st.marks.get("outside_delta") == 0
    check(st)


@pytest.mark.rule("MR 17-2")
@pytest.mark.card("19-megumi-o-n-5")
def test_rule_17_2_1_1_card_leaving_with_seeds():
    """MR 17-2-1-1: a card that leaves ＜Enhancement＞ with seeds on it (core zones.move_card): the seeds go home,
    its other tokens to Shadow."""
    st = setup(field=(2, 0), seeds=((REED, 3),), enh0=[(REED, 4)], dist=5)
    u = uid(st, REED)
    assert st.distance == 8
    S.move_card(st, u, DISCARD)
    assert M.field(st, 0) == (5, 0) and st.tok[CARD_BASE + u] == 0 and tokens(st)["shadow"] == 1
    assert st.distance == 5
    check(st)


@pytest.mark.rule("MR 17-4")
@pytest.mark.card("19-megumi-o-n-6", "03-himika-o-n-1")
def test_rule_17_4_17_5_seeds_count_as_sakura_tokens_unguarded():
    """MR 17-5: seeds keep an enhancement in play; Unguarded (CR 10-6) sends its tokens away on life damage: the
    non-seeds to Shadow, the seeds to the Field unsprouted (17-2-1-1)."""
    st = setup(field=(0, 3), seeds=((BALSAM, 2),), enh0=[(BALSAM, 3)], hand1=[HIMIKA_SHOT], turn_player=1, dist=6)
    u = uid(st, BALSAM)
    play_card(st, HIMIKA_SHOT, 1)
    answer(st, "life")
    assert tokens(st)["life"] == (9, 10) and tokens(st)["shadow"] == 1
    assert zone_ids(st, 0, DISCARD) == [BALSAM] and st.tok[CARD_BASE + u] == 0
    assert M.field(st, 0) == (2, 3) and st.marks["outside_delta"] == 0
    check(st)


# ====================================================================== cards
@pytest.mark.card("19-megumi-o-n-1")
def test_skygleam_all_sprouted_plus_one():
    st = setup(field=(0, 5), hand0=[SKYGLEAM], dist=6)
    play_card(st, SKYGLEAM)
    assert vals(st) == (3, 2)
    no_react(st)
    answer(st, "aura")
    assert tokens(st) == {"life": (10, 10), "aura": (3, 0), "flare": (0, 0), "dist": 6, "shadow": 3}
    assert zone_ids(st, 0, PLAYED) == [SKYGLEAM]


@pytest.mark.card("19-megumi-o-n-1")
def test_skygleam_with_an_unsprouted_seed_plain():
    st = setup(field=(1, 4), hand0=[SKYGLEAM], dist=8)
    play_card(st, SKYGLEAM)
    assert vals(st) == (2, 1)
    no_react(st)
    answer(st, "life")
    assert tokens(st)["life"] == (10, 9) and tokens(st)["flare"] == (0, 1)


@pytest.mark.card("19-megumi-o-n-2")
def test_thresh_seed_on_enhancement():
    st = setup(field=(4, 0), seeds=((REED, 1),), enh0=[(REED, 1)], hand0=[THRESH], dist=4)
    assert st.distance == 5
    play_card(st, THRESH)
    assert vals(st) == (3, 2)
    no_react(st)
    answer(st, "life")
    assert tokens(st)["life"] == (10, 8) and tokens(st)["flare"] == (0, 2)


@pytest.mark.card("19-megumi-o-n-2")
def test_thresh_without_seed():
    st = setup(field=(5, 0), enh0=[(OVERAWE, 2)], hand0=[THRESH], dist=5)
    play_card(st, THRESH)
    assert vals(st) == (2, 1)


@pytest.mark.card("19-megumi-o-n-3", "01-yurina-o-n-6")
def test_flail_next_other_megami_enhancement_gains_growth_2():
    st = setup(field=(3, 2), hand0=[FLAIL, OVERAWE, REED], dist=4, shadow=3)
    play_card(st, FLAIL)
    no_react(st)
    answer(st, "aura")
    assert tokens(st)["aura"] == (3, 1) and st.marks[("turn", "mg_flail", 0)] == 2
    u = uid(st, OVERAWE)
    play_card(st, OVERAWE)
    assert M.field(st, 0) == (2, 3)
    answer(st, 0)  # Charge from tokens
    answer(st, ("aura", 0))  # both from Shadow
    d = st.decision
    assert d.kind == D_NUMBER and d.context == ("mg_growth", u) and d.options == (0, 1, 2)
    answer(st, 2)
    assert st.tok[CARD_BASE + u] == 4 and M.seeds_on(st, u) == 2 and M.field(st, 0) == (2, 1)
    assert ("turn", "mg_flail", 0) not in st.marks  # used up
    check(st)


@pytest.mark.card("19-megumi-o-n-4", "03-himika-o-n-1")
def test_pommel_thrust_damage_to_distance_and_blocks_next_basic_action():
    st = setup(field=(5, 0), enh0=[(OVERAWE, 2)], hand0=[POMMEL], hand1=[HIMIKA_SHOT], turn_player=1, dist=4,
               vigor=(1, 2))
    play_card(st, HIMIKA_SHOT, 1)
    react(st, POMMEL)
    assert vals(st) == (1, 1)
    answer(st, "aura")  # p1 takes the Pommel Thrust damage on Aura: the token goes to Distance
    assert tokens(st)["aura"] == (3, 2) and tokens(st)["dist"] == 5 and tokens(st)["shadow"] == 0
    answer(st, "aura")  # the Himika shot (range 4-10, still in range at 5)
    assert tokens(st)["aura"] == (1, 2) and tokens(st)["shadow"] == 2
    assert st.marks[("turn", "mg_no_basic", 1)] is True
    assert ("basic", "forward") in options(st)
    answer(st, ("basic", "forward"))
    if st.decision.kind == "basic_cost":
        answer(st, options(st)[0])
    assert tokens(st)["dist"] == 5 and tokens(st)["aura"] == (1, 2)  # no effect
    assert ("turn", "mg_no_basic", 1) not in st.marks
    answer(st, ("basic", "forward"))
    if st.decision.kind == "basic_cost":
        answer(st, options(st)[0])
    assert tokens(st)["dist"] == 4 and tokens(st)["aura"] == (1, 3)  # the next one works


@pytest.mark.card("19-megumi-o-n-4", "03-himika-o-n-1")
def test_pommel_thrust_life_damage_to_distance_without_enhancement():
    st = setup(field=(5, 0), hand0=[POMMEL], hand1=[HIMIKA_SHOT], turn_player=1, dist=4, aura=(3, 0))
    play_card(st, HIMIKA_SHOT, 1)
    react(st, POMMEL)
    # no aura to choose: life
    assert tokens(st)["life"] == (10, 9) and tokens(st)["dist"] == 5 and tokens(st)["flare"] == (0, 0)
    answer(st, "aura")
    assert ("turn", "mg_no_basic", 1) not in st.marks


@pytest.mark.card("19-megumi-o-n-5")
def test_reed_distance_and_mastery_with_seeds():
    st = setup(field=(3, 0), seeds=((REED, 2),), enh0=[(REED, 3)], dist=2, hand0=[SLASH])
    assert st.distance == 4 and S.mastery_zone(st) == 4
    # Forward is refused: the Distance (4) is not above the Mastery Zone (4)
    assert ("basic", "forward") not in options(st)
    assert ("play", uid(st, SLASH)) in options(st)


@pytest.mark.card("19-megumi-o-n-6")
def test_balsam_attacks_at_both_main_phases_and_flinches_on_disenchant():
    st = setup(field=(5, 0), enh0=[(BALSAM, 2)], turn_player=1, dist=4, hand1=[])
    # p1's main phase already began in the scenario: go to p0's turn, then p1's
    end_main(st)
    pass_until(st, "main", 0)  # p0's start: decay (Balsam 2 -> 1); main phase: attack 1-3 misses at 4
    u = uid(st, BALSAM)
    assert st.tok[CARD_BASE + u] == 1
    assert tokens(st)["aura"] == (3, 3)
    end_main(st)
    pass_until(st, "damage", 1)  # p1's main phase starts: Balsam attacks 3-5 2/1 (distance 4)
    d = st.decision
    assert d.kind == "damage" and d.player == 1
    answer(st, "aura")
    assert tokens(st)["aura"] == (3, 1)
    end_main(st)
    pass_until(st, "main", 0)  # decay removes the last token: disenchanted, the opponent flinches
    assert zone_ids(st, 0, PLAYED) == [BALSAM] and st.flinch[1] is True


@pytest.mark.card("19-megumi-o-n-6")
def test_balsam_own_main_phase_attack_in_range():
    st = setup(field=(5, 0), enh0=[(BALSAM, 3)], turn_player=1, dist=2, hand1=[])
    end_main(st)
    pass_until(st, "damage", 1)
    answer(st, "life")
    assert tokens(st)["life"] == (10, 9)


@pytest.mark.card("19-megumi-o-n-7")
def test_multiflora_growth_basic_actions_and_distance_watch():
    st = setup(field=(0, 5), hand0=[MULTIFLORA], dist=5, shadow=3, vigor=(1, 1))
    u = uid(st, MULTIFLORA)
    play_card(st, MULTIFLORA, fullpower=True)
    d = st.decision
    assert d.kind == D_NUMBER and d.context == ("mg_growth", u) and d.options == (0, 1, 2)
    answer(st, 2)
    # Initialize: a basic action
    assert st.decision.kind == "basic"
    answer(st, "recover")
    assert tokens(st)["aura"] == (4, 3) and tokens(st)["shadow"] == 2
    assert st.tok[CARD_BASE + u] == 2 and M.seeds_on(st, u) == 2
    # full power: the main phase ends; end phase: another basic action
    pass_until(st, "basic", 0)
    answer(st, "focus")
    assert tokens(st)["flare"] == (1, 0)
    pass_until(st, "main", 1)
    # on the opponent's turn the tokens on it do not move
    assert S.move_tokens(st, CARD_BASE + u, S.SHADOW, 1) == 0
    # the opponent's first move out of Distance: Shadow -> Distance 1
    answer(st, ("basic", "forward"))
    if st.decision.kind == "basic_cost":
        answer(st, options(st)[0])
    assert tokens(st)["dist"] == 5 and tokens(st)["aura"][1] == 4 and tokens(st)["shadow"] == 1
    answer(st, ("basic", "forward")) if ("basic", "forward") in options(st) else None
    if st.decision.kind == "basic_cost":
        answer(st, options(st)[0])
    assert tokens(st)["dist"] == 4  # second time this turn: nothing
    check(st)


@pytest.mark.card("19-megumi-o-s-1")
def test_root_of_causality_sprouts_a_seed():
    st = setup(field=(5, 0), specials0=[ROOT], flare=(1, 0), dist=5)
    u = uid(st, ROOT)
    st.apply_option(("play", u))
    no_react(st)
    answer(st, "aura")
    assert M.field(st, 0) == (4, 1)
    assert tokens(st) == {"life": (10, 10), "aura": (3, 2), "flare": (0, 0), "dist": 5, "shadow": 2}
    assert st.cstate[u] == DEVOTED
    end_main(st)
    pass_until(st, "main", 1)
    assert st.cstate[u] == DEVOTED  # a sprouted seed: no Resurgence


@pytest.mark.card("19-megumi-o-s-1")
def test_root_of_causality_resurgence_without_sprouted_seed():
    st = setup(field=(5, 0), devoted0=[ROOT], dist=5)
    u = uid(st, ROOT)
    end_main(st)
    pass_until(st, "main", 1)
    assert st.cstate[u] == UNUSED and st.loc[u] == SPECIAL


@pytest.mark.card("19-megumi-o-s-2", "03-himika-o-n-1")
def test_branch_of_possibility_reduces_by_seeds_and_attacks_at_opponent_start():
    st = setup(field=(0, 5), specials0=[BRANCH], flare=(3, 0), hand1=[HIMIKA_SHOT], turn_player=1, dist=5,
               shadow=0)
    u = uid(st, BRANCH)
    play_card(st, HIMIKA_SHOT, 1)
    react(st, BRANCH)
    assert st.decision.context == ("mg_seed_charge", u) and options(st) == (0, 1, 2)
    answer(st, 2)
    assert st.decision.context == ("mg_growth", u) and options(st) == (0, 1)
    answer(st, 1)
    assert M.seeds_on(st, u) == 3 and st.tok[CARD_BASE + u] == 3 and M.field(st, 0) == (0, 2)
    assert tokens(st)["flare"] == (0, 0) and tokens(st)["shadow"] == 3
    # the Himika shot: 2 - 3 -> 0 / 1
    assert vals(st) == (0, 1)
    answer(st, "life")
    assert tokens(st)["life"] == (9, 10)
    # p1's turn continues; at the start of p1's next turn Branch attacks 1-5 X/1 with X = 3... after p0's decay
    end_main(st)
    pass_until(st, "main", 0)  # p0's start: Branch decays 3 -> 2 (all seeds: one goes home)
    assert M.seeds_on(st, u) == 2 and M.field(st, 0) == (1, 2)
    end_main(st)
    pass_until(st, "damage", 1)
    assert vals(st) == (2, 1)
    answer(st, "aura")
    assert tokens(st)["aura"][1] == 1
    check(st)


@pytest.mark.card("19-megumi-o-s-3", "19-megumi-o-n-5")
def test_fruit_of_finality_gathers_decay_and_holds_in_main_phase():
    st = setup(field=(3, 0), seeds=((REED, 2),), enh0=[(FRUIT, 2), (REED, 3)], devoted0=[], turn_player=1,
               dist=5)
    f, r = uid(st, FRUIT), uid(st, REED)
    end_main(st)
    pass_until(st, "main", 0)
    # decay: Fruit loses one to Shadow; Reed's non-seed token goes onto Fruit instead of Shadow
    assert st.tok[CARD_BASE + f] == 2 and st.tok[CARD_BASE + r] == 2 and M.seeds_on(st, r) == 2
    assert tokens(st)["shadow"] == 1
    assert S.move_tokens(st, CARD_BASE + f, S.SHADOW, 1) == 0  # a main phase: they do not move
    check(st)
    end_main(st)
    pass_until(st, "main", 1)
    end_main(st)
    pass_until(st, "main", 0)
    # Fruit 2 -> 1 (own decay) +1 (Reed's seed moved onto it, stays a seed)
    assert st.tok[CARD_BASE + f] == 2 and M.seeds_on(st, f) == 1
    assert st.tok[CARD_BASE + r] == 1 and M.seeds_on(st, r) == 1
    check(st)


@pytest.mark.card("19-megumi-o-s-3")
def test_fruit_of_finality_five_seeds_attack_at_end_phase():
    st = setup(field=(0, 0), seeds=((FRUIT, 5),), enh0=[(FRUIT, 6)], dist=5)
    f = uid(st, FRUIT)
    M._set_seeds(st, f, 0, 5)  # reached 5 this turn
    end_main(st)
    # attack 5 5/5, unavoidable, uncancellable: aura 3 < 5, so life (no choice)
    assert ("attack", 0, 0, -1, "<range [5] 5/5 ['unavoidable', 'uncancellable']>") in [e[1:] for e in st.events]
    assert tokens(st)["life"] == (10, 5)
    assert M.field(st, 0) == (5, 0) and tokens(st)["shadow"] == 1
    assert zone_ids(st, 0, SPECIAL) == [FRUIT] and st.cstate[f] == DEVOTED
    check(st)


@pytest.mark.card("19-megumi-o-s-4", "01-yurina-o-n-1")
def test_spreading_palm_growth_5_and_first_small_attack_bonus():
    st = setup(field=(0, 5), specials0=[PALM], flare=(3, 0), hand0=[SLASH, THRESH], dist=4)
    u = uid(st, PALM)
    st.apply_option(("play", u))
    assert st.decision.context == ("mg_growth", u) and options(st) == (0, 1, 2, 3, 4, 5)
    answer(st, 5)
    assert st.tok[CARD_BASE + u] == 5 and M.field(st, 0) == (0, 0) and tokens(st)["flare"] == (0, 0)
    play_card(st, SLASH)  # 3/1 <= 3: +1/+1 (4 aura damage > 3 aura: life, no choice)
    assert tokens(st)["life"] == (10, 8) and tokens(st)["flare"] == (0, 2)
    play_card(st, THRESH)  # seeds on an enhancement: 3/2; not the first: no Palm bonus
    assert vals(st) == (3, 2)
    check(st)


# ====================================================================== interactions
@pytest.mark.card("02-saine-o-n-7", "01-yurina-o-n-1")
def test_interaction_saine_silent_wall_seeds_take_aura_damage_last():
    """Saine's Silent Wall (tokens count as Aura) with seeds on it: damage takes its non-seed tokens first
    (MR 17-5), a seed that must go returns to the Field (MR 17-2-1-1)."""
    st = setup(megami0=("megumi", "saine"), megami1=("yurina", "himika"), field=(3, 0),
               seeds=((SILENT_WALL, 2),), enh0=[(SILENT_WALL, 3)], aura=(0, 3), hand1=[SLASH], turn_player=1,
               dist=3)
    w = uid(st, SILENT_WALL)
    play_card(st, SLASH, 1)
    answer(st, "aura")
    assert st.tok[CARD_BASE + w] == 0 or zone_ids(st, 0, ENHANCE) == []
    assert M.field(st, 0) == (5, 0) and tokens(st)["shadow"] == 1
    check(st)


@pytest.mark.card("06-yukihi-A1-n-2")
def test_interaction_yukihi_cooperate_counts_seeds_on_enhancements():
    """Yukihi A1's Cooperate (4+ tokens on your enhancements) counts seeds: they are Sakura tokens there
    (MR 17-5)."""
    coop = "06-yukihi-A1-n-2"
    st = setup(megami0=("megumi", "yukihi-a1"), field=(2, 0), seeds=((REED, 3),), enh0=[(REED, 4)], hand0=[coop],
               dist=1)
    # Reed: current Distance 1 + 3 = 4, out of Cooperate's closed range 3-5? 4 is in it
    assert st.distance == 4
    play_card(st, coop)
    assert vals(st) == (2, 2)


@pytest.mark.card("19-megumi-o-n-5")
def test_interaction_thallya_distance_tokens_and_reed():
    """Thallya's Distance +1 tokens (MR 9-6) and Reed's seeds both change the current Distance."""
    st = setup(megami1=("thallya", "himika"), field=(3, 0), seeds=((REED, 2),), enh0=[(REED, 2)], dist=3)
    st.marks[("thallya_art", 1)] = (4, 0, 1, 0)
    S.invalidate(st)
    assert st.distance == 3 + 1 + 2


@pytest.mark.card("19-megumi-o-s-2", "09-chikage-o-n-1")
def test_interaction_chikage_reacted_attack_reduced_by_seed_count():
    """Branch of Possibility as a Reaction to a Chikage attack, seeds from Growth only."""
    st = setup(megami1=("chikage", "himika"), field=(0, 5), specials0=[BRANCH], flare=(3, 0),
               hand1=["09-chikage-o-n-1"], turn_player=1, dist=4, shadow=2)
    play_card(st, "09-chikage-o-n-1", 1)
    react(st, BRANCH)
    answer(st, 0)  # Charge from tokens
    answer(st, ("aura", 0))  # both from Shadow
    answer(st, 1)
    u = uid(st, BRANCH)
    assert M.seeds_on(st, u) == 1 and st.tok[CARD_BASE + u] == 3 and tokens(st)["shadow"] == 3  # 2 - 2 + cost 3
    assert vals(st) == (1, 2)  # Kunai Throw 2/2, -1/+0
    check(st)


@pytest.mark.rule("MR 17-6")
@pytest.mark.card("19-megumi-o-n-3", "01-yurina-o-n-6")
def test_rule_17_6_growth_values_add_up():
    """MR 17-6: several Growth X on one card count as one Growth of their sum (two Flails: Growth 2 + 2)."""
    st = setup(field=(0, 5), hand0=[FLAIL, OVERAWE], dist=5, shadow=2)
    play_card(st, FLAIL)
    no_react(st)
    answer(st, "aura")
    st.marks[("turn", "mg_flail", 0)] += 2  # as if a second Flail had hit
    u = uid(st, OVERAWE)
    play_card(st, OVERAWE)
    answer(st, 0)  # Charge: 2 tokens from Shadow
    answer(st, ("aura", 0))
    d = st.decision
    assert d.kind == D_NUMBER and d.context == ("mg_growth", u) and d.options == (0, 1, 2, 3, 4)
    answer(st, 4)
    assert st.tok[CARD_BASE + u] == 6 and M.seeds_on(st, u) == 4 and M.field(st, 0) == (0, 1)
    check(st)
