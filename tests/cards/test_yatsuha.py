"""Yatsuha (original), Perfect Yatsuha (A1) and Yatsuha Realized (AA1): one or more tests per card id (extra
cards included), the additional rules of megami-rules.en.md section 14 (MR 14-1 .. 14-7) and interactions with
other megami. Player 0 hosts Yatsuha unless stated."""
from __future__ import annotations

import pytest

from sakura_lab.cards import yatsuha as Y
from sakura_lab.engine import api as S
from sakura_lab.engine.constants import (
    AUX4,
    AUX4_TOKENS,
    CARD_BASE,
    DECK,
    DEVOTED,
    ENHANCE,
    EXTRA,
    HAND,
    OUT,
    PLAYED,
    SPECIAL,
    UNUSED,
)
from sakura_lab.engine.dsl import Custom, Draw
from sakura_lab.engine.errors import HiddenInformationError
from sakura_lab.engine.hidden import card_concealed
from sakura_lab.engine.state import Ctx
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

YT = ("yatsuha", "yurina")
YA1 = ("yatsuha-a1", "yurina")
YAA1 = ("yatsuha-aa1", "yurina")
SLASH = "01-yurina-o-n-1"  # 3-4 3/1, no text
BACKSTEP = "03-himika-o-n-5"  # draw 1, Shadow -> Distance 1
EARTHSHATTER = "08-hagane-o-n-3"  # Throughout 0-3 2/-, No Reactions
SPACE = "02-saine-o-n-5"  # enhancement, Charge 2: its tokens go to Distance instead of Shadow
POISON = "09-chikage-o-p-1"


def setup(**kw):
    kw.setdefault("megami0", YT)
    return scenario(**kw)


def dmg(st, choice):
    d = st.decision
    assert d is not None and d.kind == "damage", d
    answer(st, choice)


def may(st, context, yes):
    d = st.decision
    assert d is not None and d.kind == "may" and d.context == context, d
    answer(st, yes)


def choose(st, label):
    d = st.decision
    assert d is not None and d.kind == "choose" and label in d.options, d
    answer(st, label)


def arrow(st, a, b):
    d = st.decision
    assert d is not None and d.kind == "arrow", d
    answer(st, (a, b))


def pick(st, context, value):
    d = st.decision
    assert d is not None and d.kind == "card" and d.context == context, d
    answer(st, value)


def main_of(st, p=0):
    d = st.decision
    assert d is not None and d.kind == "main" and d.player == p, d


def to_memory(st, *card_ids):
    for cid in card_ids:
        S.move_card(st, uid(st, cid, 0), AUX4)


def journey(st, p, start, loc, visits=0, tokens_in=1):
    st.marks[("yatsuha_set_out", p)] = True
    st.marks[("yatsuha_start", p)] = start
    st.marks[("yatsuha_loc", p)] = loc
    st.marks[("yatsuha_start_visits", p)] = visits
    st.tok[AUX4_TOKENS + p] = tokens_in


# ====================================================================== MR 14-1 .. 14-3
@pytest.mark.rule("MR 14-1")
def test_mr_14_1_extra_cards_per_form():
    """MR 14-1: A1 sets up its seven perfect cards; AA1 the first six of them plus A World of Hope and Her
    Ideology; the original form none."""
    import random

    from sakura_lab.deckgen import random_deck
    from sakura_lab.game import new_state

    r = random.Random(5)
    st = new_state(1, (random_deck(YA1, r), random_deck(YAA1, r)))
    assert sorted(zone_ids(st, 0, EXTRA)) == sorted(Y.PERFECT.values())
    assert sorted(zone_ids(st, 1, EXTRA)) == sorted([Y.TALON, Y.MAW, Y.MONSTER, Y.CONFLUENCE, Y.CONVICTION,
                                                     Y.COVENANT, Y.HOPE, Y.IDEOLOGY])
    st = new_state(2, (random_deck(YT, r), random_deck(("saine", "yurina"), r)))
    assert zone_ids(st, 0, EXTRA) == []


@pytest.mark.rule("MR 14-2-1")
def test_mr_14_2_1_reflections_example():
    """MR 14-2-1 example: Aura 3/4, Flare 4/4, Life 5/5 -> Reflections 2."""
    st = setup(aura=(3, 4), flare=(4, 4), life=(5, 5))
    assert Y.reflections(st) == 2
    st = setup(aura=(1, 2), flare=(0, 3), life=(5, 6))
    assert Y.reflections(st) == 0


@pytest.mark.rule("MR 14-3")
def test_mr_14_3_perfect_table_and_exchange():
    """MR 14-3: the table follows the card data; making a card perfect exchanges it with its form in ＜Extra＞
    (CR 10-25: same place) and counts for the player; without the form in Extra nothing happens."""
    assert Y.PERFECT[Y.CLAW] == Y.TALON and Y.PERFECT[Y.HARVEST] == Y.NAUGHT_HARVEST and len(Y.PERFECT) == 7
    st = setup(megami0=YA1, hand0=[SLASH, Y.DEVIL], extra0=[Y.MONSTER])
    t = Y.make_perfect(st, uid(st, Y.DEVIL))
    assert zone_ids(st, 0, HAND) == [SLASH, Y.MONSTER] and st.cards[t].id == Y.MONSTER
    assert zone_ids(st, 0, EXTRA) == [Y.DEVIL]
    assert Y.perfected(st, 0) == 1 and st.mstats["yatsuha_perfect"] == [1, 0]
    assert Y.make_perfect(st, uid(st, SLASH)) == -1  # not a Yatsuha card of the table


# ====================================================================== original cards
@pytest.mark.card("16-yatsuha-o-n-1")
def test_astral_claw_after_attack_aura_to_opponent_flare():
    st = setup(hand0=[Y.CLAW], hand1=["04-tokoyo-o-n-5"], dist=3, megami1=("himika", "tokoyo"))
    play_card(st, Y.CLAW)  # No Reactions (normal cards): no reaction window for the normal card in hand
    dmg(st, "aura")
    main_of(st)
    assert tokens(st) == {"life": (10, 10), "aura": (2, 0), "flare": (0, 1), "dist": 3, "shadow": 3}
    assert zone_ids(st, 0, PLAYED) == [Y.CLAW]


@pytest.mark.card("16-yatsuha-o-n-2")
def test_grim_edict_reads_reflections_and_flinches_you():
    st = setup(hand0=[Y.EDICT], aura=(3, 2), life=(10, 9), dist=4)  # Reflections 1 (Flare 0/0)
    play_card(st, Y.EDICT)  # 3/2: Aura 2 cannot take 3, the Life damage is taken at once
    main_of(st)
    assert tokens(st)["life"] == (10, 7)
    assert st.flinch == [True, False]
    assert st.mstats["yatsuha_reflections"] == [1, 0]


@pytest.mark.card("16-yatsuha-o-n-3")
def test_devil_of_the_mirror_costs_a_life():
    st = setup(hand0=[Y.DEVIL], dist=2, aura=(3, 1))
    play_card(st, Y.DEVIL, fullpower=True)  # 5/3: Aura 1 cannot take 5, Life at once
    assert tokens(st) == {"life": (9, 7), "aura": (3, 1), "flare": (0, 3), "dist": 2, "shadow": 1}
    assert zone_ids(st, 0, PLAYED) == [Y.DEVIL]


@pytest.mark.card("16-yatsuha-o-n-4")
def test_phantom_stride_vigor_and_farther_this_turn():
    st = setup(hand0=[Y.STRIDE], deck1=[SLASH, SLASH, SLASH], vigor=(0, 0), dist=5)
    play_card(st, Y.STRIDE)
    choose(st, "farther")
    main_of(st)
    assert st.vigor[0] == 1
    assert S.current_distance(st) == 6 and S.mastery_zone(st) == 3 and st.tok[S.DIST] == 5
    end_main(st)
    pass_until(st, "main", 1)
    assert S.current_distance(st) == 5 and S.mastery_zone(st) == 2  # "this turn" only


@pytest.mark.card("16-yatsuha-o-n-4")
def test_phantom_stride_nearer():
    st = setup(hand0=[Y.STRIDE], dist=5)
    play_card(st, Y.STRIDE)
    choose(st, "nearer")
    assert S.current_distance(st) == 4 and S.mastery_zone(st) == 1


@pytest.mark.card("16-yatsuha-o-n-5")
def test_determination_both_swaps():
    st = setup(hand0=[Y.DETERMINATION], aura=(3, 3), flare=(1, 2))
    play_card(st, Y.DETERMINATION)
    choose(st, "both")
    arrow(st, "flare", "aura")
    arrow(st, "opp_aura", "opp_flare")
    main_of(st)
    assert tokens(st)["aura"] == (4, 2) and tokens(st)["flare"] == (0, 3)


@pytest.mark.card("16-yatsuha-o-n-5")
def test_determination_as_a_reaction_one_side():
    st = setup(hand1=[SLASH], hand0=[Y.DETERMINATION], megami1=("yurina", "saine"), turn_player=1, dist=3,
               flare=(2, 0))
    play_card(st, SLASH, 1)
    react(st, Y.DETERMINATION)
    choose(st, "self")
    arrow(st, "flare", "aura")
    dmg(st, "aura")
    assert tokens(st)["aura"] == (1, 3) and tokens(st)["flare"] == (1, 0)


@pytest.mark.card("16-yatsuha-o-n-6")
def test_pact_of_glass_now_and_at_the_end_phase():
    st = setup(hand0=[Y.PACT], flare=(1, 2), deck1=[SLASH, SLASH])
    play_card(st, Y.PACT)
    assert tokens(st)["aura"] == (4, 3) and tokens(st)["flare"] == (1, 1)
    end_main(st)  # end phase: the opponent's Flare 1 <= yours 1 -> your Aura to their Flare 1
    pass_until(st, "main", 1)
    assert tokens(st)["aura"] == (3, 3) and tokens(st)["flare"] == (1, 2)
    assert ("yatsuha_pact", 0) not in st.marks


@pytest.mark.card("16-yatsuha-o-n-6")
def test_pact_of_glass_end_phase_condition_fails():
    st = setup(hand0=[Y.PACT], flare=(0, 3), deck1=[SLASH, SLASH])
    play_card(st, Y.PACT)
    end_main(st)
    pass_until(st, "main", 1)
    assert tokens(st)["aura"] == (4, 3) and tokens(st)["flare"] == (0, 2)


@pytest.mark.card("16-yatsuha-o-n-7")
def test_flower_harvest_charge_reduced_to_zero_attacks_at_once():
    """Charge 3 - Reflections 3 = 0: disenchanted at once, attack 1-4 0/0, then their Aura to yours 2."""
    st = setup(hand0=[Y.HARVEST], aura=(2, 2), dist=3)
    play_card(st, Y.HARVEST)
    dmg(st, "aura")
    main_of(st)
    assert tokens(st)["aura"] == (4, 0)
    assert zone_ids(st, 0, PLAYED) == [Y.HARVEST]


@pytest.mark.card("16-yatsuha-o-n-7")
def test_flower_harvest_full_charge_and_unguarded():
    st = setup(hand0=[Y.HARVEST], hand1=[SLASH], aura=(3, 2), flare=(1, 0), life=(9, 10), shadow=3, dist=3,
               megami1=("yurina", "saine"), deck1=[SLASH, SLASH])
    play_card(st, Y.HARVEST)  # Reflections 0: Charge 3
    answer(st, ("aura", 0))
    main_of(st)
    u = uid(st, Y.HARVEST)
    assert st.tok[CARD_BASE + u] == 3
    end_main(st)
    pass_until(st, "main", 1)
    play_card(st, SLASH, 1)
    dmg(st, "life")  # Unguarded: life damage -> discarded, no Disenchant attack
    main_of(st, 1)
    assert st.loc[u] == S.DISCARD and st.tok[CARD_BASE + u] == 0


@pytest.mark.card("16-yatsuha-o-s-1")
def test_twin_mirrors_copies_then_cancels():
    st = setup(hand1=[SLASH], specials0=[Y.TWIN], megami1=("yurina", "saine"), turn_player=1, dist=3,
               life=(5, 8), flare=(4, 0))
    play_card(st, SLASH, 1)
    react(st, Y.TWIN)
    dmg(st, "life")  # the copy 3/1 hits player 1
    main_of(st, 1)
    assert tokens(st)["life"] == (5, 7)  # the reacted Slash was cancelled
    assert st.cstate[uid(st, Y.TWIN)] == DEVOTED


@pytest.mark.card("16-yatsuha-o-s-1")
def test_twin_mirrors_no_copy_when_life_not_less():
    st = setup(hand1=[SLASH], specials0=[Y.TWIN], megami1=("yurina", "saine"), turn_player=1, dist=3,
               life=(8, 8), flare=(4, 0))
    play_card(st, SLASH, 1)
    react(st, Y.TWIN)
    main_of(st, 1)
    assert tokens(st)["life"] == (8, 8) and tokens(st)["aura"] == (3, 3)


@pytest.mark.card("16-yatsuha-o-s-2", "16-yatsuha-A1-n-7-ex1")
def test_lullaby_disenchants_and_replays_from_played_pile():
    st = setup(megami0=YA1, specials0=[Y.LULLABY], enh0=[(Y.NAUGHT_HARVEST, 2)], flare=(2, 0), shadow=1)
    play_card(st, Y.LULLABY)
    may(st, "yatsuha_lullaby_play", True)  # single enhancement: chosen at once; now in the played pile
    answer(st, ("aura", 1))  # Charge 3: 1 from Aura, 2 from Shadow (its own 2 tokens went there)
    main_of(st)
    assert tokens(st) == {"life": (10, 10), "aura": (2, 3), "flare": (0, 0), "dist": 10, "shadow": 3}
    u = uid(st, Y.NAUGHT_HARVEST)
    assert st.loc[u] == ENHANCE and st.tok[CARD_BASE + u] == 3
    assert not st.terminal[0]


@pytest.mark.card("16-yatsuha-o-s-3")
def test_celestial_river_overwhelm_with_reflections():
    st = setup(specials0=[Y.RIVER], flare=(5, 0), dist=7)
    play_card(st, Y.RIVER)  # after paying, Flare 0/0: Reflections 3 -> 6/4, Overwhelm: Aura 3 cannot take 6
    main_of(st)
    assert tokens(st)["life"] == (10, 6)
    assert st.mstats["yatsuha_reflections"] == [1, 0]


@pytest.mark.card("16-yatsuha-o-s-4")
def test_other_side_deploys_terminal_and_doubles_arrows():
    st = setup(specials0=[Y.OTHER_SIDE], hand0=[Y.CLAW], flare=(2, 0), shadow=5, dist=3)
    play_card(st, Y.OTHER_SIDE)
    answer(st, ("aura", 0))
    assert st.terminal[0]
    u = uid(st, Y.OTHER_SIDE)
    assert st.loc[u] == ENHANCE and st.tok[CARD_BASE + u] == 5


@pytest.mark.card("16-yatsuha-o-s-4", "16-yatsuha-o-n-1")
def test_other_side_turns_your_arrows_into_double_arrows_and_is_removed():
    st = setup(enh0=[(Y.OTHER_SIDE, 1)], hand0=[Y.CLAW], flare=(0, 2), dist=3)
    play_card(st, Y.CLAW)
    dmg(st, "aura")
    arrow(st, "opp_flare", "aura")  # "Aura -> opponent's Flare" became a double arrow
    main_of(st)
    assert tokens(st)["aura"] == (4, 0) and tokens(st)["flare"] == (0, 1)
    inject(st, [Custom(lambda s, c: S.move_tokens(s, CARD_BASE + uid(s, Y.OTHER_SIDE), S.SHADOW, 1))], Ctx(0))
    assert st.loc[uid(st, Y.OTHER_SIDE)] == OUT  # Disenchant: removed


# ====================================================================== A1 cards
@pytest.mark.card("16-yatsuha-A1-n-1-ex1")
def test_celestial_talon():
    st = setup(megami0=YA1, hand0=[Y.TALON], flare=(0, 2), dist=4)
    play_card(st, Y.TALON)
    dmg(st, "life")
    assert tokens(st) == {"life": (10, 9), "aura": (4, 3), "flare": (0, 2), "dist": 4, "shadow": 0}


@pytest.mark.card("16-yatsuha-A1-n-2-ex1")
def test_maw_of_the_abyss_no_reactions_plus_reflections():
    st = setup(megami0=YA1, hand0=[Y.MAW], hand1=[SLASH], specials1=["01-yurina-o-s-1"], aura=(3, 4), flare=(0, 5),
               megami1=("yurina", "saine"), dist=5)
    play_card(st, Y.MAW)  # Reflections 1 (Life): 3/2; No Reactions
    dmg(st, "life")
    assert tokens(st)["life"] == (10, 8)


@pytest.mark.card("16-yatsuha-A1-n-3-ex1")
def test_real_monster_steals_life_when_life_chosen():
    st = setup(megami0=YA1, hand0=[Y.MONSTER], life=(8, 10), aura=(3, 2), dist=1)
    play_card(st, Y.MONSTER, fullpower=True)  # 4/1: Aura 2 cannot take 4
    assert tokens(st)["life"] == (9, 8)


@pytest.mark.card("16-yatsuha-A1-n-3-ex1")
def test_real_monster_nothing_when_aura_chosen():
    st = setup(megami0=YA1, hand0=[Y.MONSTER], life=(8, 10), aura=(3, 5), dist=1)
    play_card(st, Y.MONSTER, fullpower=True)
    dmg(st, "aura")
    assert tokens(st)["life"] == (8, 10) and tokens(st)["aura"] == (3, 1)


@pytest.mark.card("16-yatsuha-A1-n-4-ex1")
def test_phantom_confluence_shift_then_attack():
    st = setup(megami0=YA1, hand0=[Y.CONFLUENCE], dist=6)
    play_card(st, Y.CONFLUENCE)
    choose(st, "nearer")  # distance 5: in range 3-5
    dmg(st, "life")
    assert tokens(st)["life"] == (10, 9) and S.current_distance(st) == 5


@pytest.mark.card("16-yatsuha-A1-n-5-ex1")
def test_conviction_cancels_small_attack():
    st = setup(megami0=YA1, hand1=[SLASH], hand0=[Y.CONVICTION], megami1=("yurina", "saine"), turn_player=1,
               dist=3)  # Reflections 3: X = 4 >= 3
    play_card(st, SLASH, 1)
    react(st, Y.CONVICTION)
    choose(st, "cancel")
    main_of(st, 1)
    assert tokens(st)["aura"] == (3, 3) and tokens(st)["life"] == (10, 10)


@pytest.mark.card("16-yatsuha-A1-n-5-ex1")
def test_conviction_both_but_attack_too_big():
    st = setup(megami0=YA1, hand1=[SLASH], hand0=[Y.CONVICTION], megami1=("yurina", "saine"), turn_player=1,
               dist=3, aura=(4, 3), flare=(1, 0), life=(10, 9))  # Reflections 0: X = 1 < 3
    play_card(st, SLASH, 1)
    react(st, Y.CONVICTION)
    choose(st, "both")
    arrow(st, "aura", "flare")
    dmg(st, "aura")
    assert tokens(st)["aura"] == (0, 3) and tokens(st)["flare"] == (2, 0)


@pytest.mark.card("16-yatsuha-A1-n-6-ex1")
def test_covenant_of_glass():
    st = setup(megami0=YA1, hand0=[Y.COVENANT], flare=(1, 2))
    play_card(st, Y.COVENANT)
    choose(st, "opp_flare")
    arrow(st, "opp_flare", "aura")
    assert tokens(st)["aura"] == (4, 3) and tokens(st)["flare"] == (1, 1)


@pytest.mark.card("16-yatsuha-A1-n-7-ex1")
def test_naughtbloom_harvest_few_perfected_offers_perfect():
    st = setup(megami0=YA1, enh0=[(Y.NAUGHT_HARVEST, 1)], hand0=[Y.PACT], extra0=[Y.COVENANT])
    inject(st, [Custom(lambda s, c: S.move_tokens(s, CARD_BASE + uid(s, Y.NAUGHT_HARVEST), S.SHADOW, 1))], Ctx(0))
    pick(st, "yatsuha_perfect_pick", uid(st, Y.PACT))
    main_of(st)
    assert zone_ids(st, 0, HAND) == [Y.COVENANT] and zone_ids(st, 0, PLAYED) == [Y.NAUGHT_HARVEST]


@pytest.mark.card("16-yatsuha-A1-n-7-ex1")
def test_naughtbloom_harvest_four_perfected_goes_home_and_costs_life():
    st = setup(megami0=YA1, enh0=[(Y.NAUGHT_HARVEST, 1)], deck0=[SLASH])
    st.marks[("yatsuha_perfected", 0)] = 4
    inject(st, [Custom(lambda s, c: S.move_tokens(s, CARD_BASE + uid(s, Y.NAUGHT_HARVEST), S.SHADOW, 1))], Ctx(0))
    main_of(st)
    assert zone_ids(st, 0, DECK) == [SLASH, Y.NAUGHT_HARVEST]
    assert tokens(st)["life"] == (8, 10) and st.marks["outside_delta"] == -2


@pytest.mark.card("16-yatsuha-A1-s-4")
def test_naughtbloom_of_eight_mirrors_perfects_and_flinches():
    st = setup(megami0=YA1, specials0=[Y.NAUGHTBLOOM], played0=[Y.CLAW], extra0=[Y.TALON], flare=(1, 0), dist=7)
    play_card(st, Y.NAUGHTBLOOM)
    pick(st, "yatsuha_perfect_pick", uid(st, Y.CLAW))
    assert zone_ids(st, 0, PLAYED) == [Y.TALON] and st.flinch[0]
    assert st.terminal[0]


@pytest.mark.card_idle("16-yatsuha-A1-s-4")
def test_naughtbloom_range_restriction():
    st = setup(megami0=YA1, specials0=[Y.NAUGHTBLOOM], flare=(1, 0), dist=8)
    assert ("play", uid(st, Y.NAUGHTBLOOM)) not in options(st)


@pytest.mark.card("16-yatsuha-A1-s-4")
def test_naughtbloom_devoted_before_reshuffle():
    st = setup(megami0=YA1, devoted0=[Y.NAUGHTBLOOM], hand0=[Y.DEVIL], extra0=[Y.MONSTER])
    inject(st, [Custom(lambda s, c: S.push_reshuffle(s, 0, True))], Ctx(0))
    pick(st, "yatsuha_perfect_pick", uid(st, Y.DEVIL))
    main_of(st)
    assert zone_ids(st, 0, HAND) == [Y.MONSTER] and st.flinch[0] and tokens(st)["life"] == (9, 10)


# ====================================================================== AA1 cards
@pytest.mark.card("16-yatsuha-AA1-n-7")
def test_world_unknown_first_card_charged_from_out_of_game():
    st = setup(megami0=YAA1, hand0=[Y.UNKNOWN])
    play_card(st, Y.UNKNOWN)
    may(st, "yatsuha_unknown_outside", True)
    main_of(st)
    u = uid(st, Y.UNKNOWN)
    assert st.tok[CARD_BASE + u] == 1 and tokens(st)["aura"] == (3, 3) and st.marks["outside_delta"] == 1


@pytest.mark.card("16-yatsuha-AA1-n-7")
def test_world_unknown_not_first_card_charges_normally():
    st = setup(megami0=YAA1, hand0=[Y.STRIDE, Y.UNKNOWN])
    play_card(st, Y.STRIDE)
    choose(st, "farther")
    play_card(st, Y.UNKNOWN)
    main_of(st)
    assert st.tok[CARD_BASE + uid(st, Y.UNKNOWN)] == 1 and tokens(st)["aura"] == (2, 3)


@pytest.mark.card("16-yatsuha-AA1-n-7")
def test_world_unknown_disenchant_forward_twice_and_gain_hope():
    st = setup(megami0=YAA1, enh0=[(Y.UNKNOWN, 1)], extra0=[Y.HOPE, Y.IDEOLOGY], aura=(2, 3), dist=6)
    inject(st, [Custom(lambda s, c: S.move_tokens(s, CARD_BASE + uid(s, Y.UNKNOWN), S.SHADOW, 1))], Ctx(0))
    main_of(st)
    assert tokens(st)["dist"] == 4 and tokens(st)["aura"] == (4, 3)
    assert st.loc[uid(st, Y.UNKNOWN)] == OUT
    h = uid(st, Y.HOPE)
    assert st.loc[h] == SPECIAL and st.cstate[h] == UNUSED and zone_ids(st, 0, EXTRA) == [Y.IDEOLOGY]


@pytest.mark.card("16-yatsuha-AA1-n-7-ex1")
@pytest.mark.rule("MR 14-5")
def test_mr_14_5_world_of_hope_sets_out_once():
    st = setup(megami0=YAA1, specials0=[Y.HOPE], flare=(4, 0), shadow=1)
    play_card(st, Y.HOPE)
    answer(st, 3)
    main_of(st)
    assert st.tok[AUX4_TOKENS] == 1 and st.marks[("yatsuha_loc", 0)] == 3 and st.marks[("yatsuha_start", 0)] == 3
    assert tokens(st)["shadow"] == 2  # 1 + the Cost 2, less the token that set out
    assert st.mstats["yatsuha_journey"] == [1, 0]
    h = uid(st, Y.HOPE)
    S.set_unused(st, h)
    inject(st, [], Ctx(0))
    play_card(st, Y.HOPE)  # already set out: nothing happens (MR 14-5)
    main_of(st)
    assert st.tok[AUX4_TOKENS] == 1 and st.marks[("yatsuha_loc", 0)] == 3


@pytest.mark.card("16-yatsuha-AA1-n-7-ex1")
@pytest.mark.rule("MR 14-4")
def test_mr_14_4_location_1_vigor_at_every_start_phase():
    """MR 14-4 location 1: gain 1 Vigor; it resolves at the opponent's start phase too (each turn)."""
    st = setup(megami0=YAA1, devoted0=[Y.HOPE], vigor=(0, 0), deck1=[SLASH, SLASH])
    journey(st, 0, start=1, loc=1)
    end_main(st)
    pass_until(st, "main", 1)
    assert st.vigor[0] == 1 and st.marks[("yatsuha_loc", 0)] == 2 and st.marks[("yatsuha_start_visits", 0)] == 1
    assert st.mstats["yatsuha_location"] == [1, 0]


@pytest.mark.card("16-yatsuha-AA1-n-7-ex1", "16-yatsuha-o-n-7")
@pytest.mark.rule("MR 14-4")
def test_mr_14_4_location_2_enhancement_token():
    st = setup(megami0=YAA1, devoted0=[Y.HOPE], enh1=[(SPACE, 1)], enh0=[(Y.HARVEST, 2)],
               deck1=[SLASH, SLASH], shadow=2, megami1=("saine", "yurina"))
    journey(st, 0, start=1, loc=2)
    end_main(st)
    pick(st, "yatsuha_location2", uid(st, Y.HARVEST, 0))
    answer(st, "from_shadow")
    pass_until(st, "main", 1)
    assert st.tok[CARD_BASE + uid(st, Y.HARVEST)] == 3 and st.marks[("yatsuha_loc", 0)] == 3


@pytest.mark.card("16-yatsuha-AA1-n-7-ex1")
@pytest.mark.rule("MR 14-4")
def test_mr_14_4_location_3_card_to_deck_bottom():
    st = setup(megami0=YAA1, devoted0=[Y.HOPE], played0=[Y.CLAW], deck0=[SLASH], deck1=[SLASH, SLASH])
    journey(st, 0, start=1, loc=3)
    end_main(st)
    pass_until(st, "main", 1)
    assert zone_ids(st, 0, DECK) == [SLASH, Y.CLAW] and zone_ids(st, 0, PLAYED) == []


@pytest.mark.card("16-yatsuha-AA1-n-7-ex1")
@pytest.mark.rule("MR 14-4", "MR 14-6")
def test_mr_14_4_location_4_draw_and_mr_14_6_clockwise_to_1():
    st = setup(megami0=YAA1, devoted0=[Y.HOPE], deck0=[Y.CLAW, SLASH], deck1=[SLASH, SLASH])
    journey(st, 0, start=2, loc=4)
    end_main(st)
    pass_until(st, "main", 1)
    assert zone_ids(st, 0, HAND) == [Y.CLAW]
    assert st.marks[("yatsuha_loc", 0)] == 1  # MR 14-6: from 4 to 1


@pytest.mark.card("16-yatsuha-AA1-n-7-ex1")
@pytest.mark.rule("MR 14-7")
def test_mr_14_7_homecoming_on_second_visit_of_start():
    st = setup(megami0=YAA1, devoted0=[Y.HOPE], extra0=[Y.IDEOLOGY], hand0=[Y.CLAW, SLASH], deck0=[Y.EDICT],
               played0=[Y.DEVIL], enh0=[(Y.HARVEST, 2)], deck1=[SLASH, SLASH], shadow=0)
    journey(st, 0, start=3, loc=3, visits=1)
    end_main(st)
    pick(st, "yatsuha_homecoming_keep", uid(st, SLASH, 0))
    pass_until(st, "main", 1)
    assert zone_ids(st, 0, HAND) == [SLASH]
    assert sorted(zone_ids(st, 0, AUX4)) == sorted([Y.CLAW, Y.EDICT, Y.DEVIL, Y.HARVEST])
    assert zone_ids(st, 0, DECK) == [] and zone_ids(st, 0, ENHANCE) == [] and zone_ids(st, 0, PLAYED) == []
    assert st.tok[AUX4_TOKENS] == 0 and tokens(st)["shadow"] == 3  # journey token + 2 from Flower Harvest
    i = uid(st, Y.IDEOLOGY)
    assert st.loc[i] == SPECIAL and st.cstate[i] == UNUSED
    assert st.mstats["yatsuha_homecoming"] == [1, 0]


@pytest.mark.rule("MR 14-4")
def test_mr_14_4_memory_is_hidden_from_the_opponent():
    st = setup(megami0=YAA1, deck0=[Y.CLAW])
    to_memory(st, Y.CLAW)
    u = uid(st, Y.CLAW)
    assert card_concealed(st, u, 1) and not card_concealed(st, u, 0)
    v = st.view(1)
    with pytest.raises(HiddenInformationError):
        v.card(u)
    assert st.view(0).card(u).id == Y.CLAW


@pytest.mark.card("16-yatsuha-AA1-n-7-ex2")
@pytest.mark.rule("MR 14-4")
def test_her_ideology_returns_memory_card_which_may_become_perfect():
    """MR 14-4: a card moving from Memory to the hand may be revealed; a Yatsuha card then becomes perfect."""
    st = setup(megami0=YAA1, specials0=[Y.IDEOLOGY], deck0=[Y.CLAW, SLASH], extra0=[Y.TALON])
    to_memory(st, Y.CLAW, SLASH)
    inject(st, [], Ctx(0))
    play_card(st, Y.IDEOLOGY)
    pick(st, "yatsuha_memory_pick", uid(st, Y.CLAW))
    may(st, "yatsuha_perfect", True)
    main_of(st)
    assert zone_ids(st, 0, HAND) == [Y.TALON] and zone_ids(st, 0, AUX4) == [SLASH]
    assert st.mstats["yatsuha_memory_return"] == [1, 0]


@pytest.mark.card("16-yatsuha-AA1-n-7-ex2")
def test_her_ideology_instead_of_drawing():
    st = setup(megami0=YAA1, devoted0=[Y.IDEOLOGY], deck0=[Y.DEVIL, Y.EDICT, SLASH])
    to_memory(st, Y.DEVIL)
    inject(st, [Draw(2)], Ctx(0))
    pick(st, "yatsuha_memory_draw", uid(st, Y.DEVIL))
    # the second card: Memory is empty, the draw is a plain one
    main_of(st)
    assert zone_ids(st, 0, HAND) == [Y.DEVIL, Y.EDICT] and zone_ids(st, 0, DECK) == [SLASH]


@pytest.mark.card("16-yatsuha-AA1-n-7-ex2")
def test_her_ideology_instead_of_reshuffle_damage():
    st = setup(megami0=YAA1, devoted0=[Y.IDEOLOGY], deck0=[Y.DEVIL], played0=[SLASH])
    to_memory(st, Y.DEVIL)
    inject(st, [Custom(lambda s, c: S.push_reshuffle(s, 0, True))], Ctx(0))
    pick(st, "yatsuha_memory_remove", uid(st, Y.DEVIL))
    main_of(st)
    assert tokens(st)["life"] == (10, 10) and st.loc[uid(st, Y.DEVIL)] == OUT and zone_ids(st, 0, DECK) == [SLASH]


@pytest.mark.card("16-yatsuha-AA1-n-7-ex2")
def test_her_ideology_declined_takes_the_damage():
    st = setup(megami0=YAA1, devoted0=[Y.IDEOLOGY], deck0=[Y.DEVIL])
    to_memory(st, Y.DEVIL)
    inject(st, [Custom(lambda s, c: S.push_reshuffle(s, 0, True))], Ctx(0))
    pick(st, "yatsuha_memory_remove", "damage")
    main_of(st)
    assert tokens(st)["life"] == (9, 10) and zone_ids(st, 0, AUX4) == [Y.DEVIL]


@pytest.mark.card("16-yatsuha-AA1-s-4")
def test_her_identity_perfects_and_tops_the_deck():
    st = setup(megami0=YAA1, specials0=[Y.IDENTITY], played0=[Y.PACT], deck0=[SLASH], extra0=[Y.COVENANT],
               flare=(4, 0))
    play_card(st, Y.IDENTITY)
    may(st, "yatsuha_perfect", True)
    may(st, "yatsuha_identity_top", True)
    main_of(st)
    assert zone_ids(st, 0, DECK) == [Y.COVENANT, SLASH] and zone_ids(st, 0, EXTRA) == [Y.PACT]


@pytest.mark.card("16-yatsuha-AA1-s-4")
def test_her_identity_devoted_cancels_instead_of_reacting():
    st = setup(megami0=YAA1, devoted0=[Y.IDENTITY], hand0=[SLASH, Y.DETERMINATION], hand1=[SLASH],
               megami1=("yurina", "saine"), turn_player=1, dist=3)
    play_card(st, SLASH, 1)
    may(st, "yatsuha_identity", True)
    main_of(st, 1)  # no reaction window for the cancelled attack
    assert tokens(st)["aura"] == (3, 3)
    assert st.loc[uid(st, Y.IDENTITY)] == OUT and zone_ids(st, 0, PLAYED) == [SLASH]
    assert zone_ids(st, 0, HAND) == [Y.DETERMINATION]
    assert st.mstats["yatsuha_identity_cancel"] == [1, 0]


# ====================================================================== interactions with other megami
@pytest.mark.card("16-yatsuha-AA1-s-4", "08-hagane-o-n-3")
def test_her_identity_cancels_hagane_no_reactions_attack():
    """Hagane's Earthshatter has No Reactions; Her Identity works anyway (its text)."""
    st = setup(megami0=YAA1, devoted0=[Y.IDENTITY], hand0=[SLASH], hand1=[EARTHSHATTER],
               megami1=("hagane", "saine"), turn_player=1, dist=2, vigor=(1, 2))
    play_card(st, EARTHSHATTER, 1, fullpower=True)
    may(st, "yatsuha_identity", True)
    assert st.decision.kind == "reshuffle" and st.decision.player == 0  # full power: the turn passed
    assert tokens(st)["aura"] == (3, 3) and st.vigor[0] == 2  # not set to 0 (then +1 at the start phase)


@pytest.mark.card("16-yatsuha-o-s-2", "02-saine-o-n-5")
def test_lullaby_on_saines_space_tokens_go_to_distance_then_replayed():
    """Saine's Space for Master sends its tokens to Distance instead of Shadow (its own replacement); once
    disenchanted it lies in the opponent's played pile and Lullaby lets player 0 play it."""
    st = setup(specials0=[Y.LULLABY], enh1=[(SPACE, 2)], flare=(2, 0), dist=5, megami1=("saine", "yurina"))
    play_card(st, Y.LULLABY)
    assert tokens(st)["dist"] == 7
    s = uid(st, SPACE)
    assert st.loc[s] == PLAYED and st.owner[s] == 1
    may(st, "yatsuha_lullaby_play", True)
    answer(st, ("aura", 2))
    main_of(st)
    assert st.loc[s] == ENHANCE and st.tok[CARD_BASE + s] == 2 and tokens(st)["aura"] == (1, 3)


@pytest.mark.card("16-yatsuha-o-s-4", "03-himika-o-n-5")
def test_other_side_doubles_the_arrow_of_another_megamis_card_you_own():
    st = setup(megami0=("yatsuha", "himika"), enh0=[(Y.OTHER_SIDE, 2)], hand0=[BACKSTEP], deck0=[SLASH], dist=5)
    play_card(st, BACKSTEP)
    arrow(st, "dist", "shadow")
    main_of(st)
    assert tokens(st)["dist"] == 4 and zone_ids(st, 0, HAND) == [SLASH]


@pytest.mark.card("16-yatsuha-AA1-n-7-ex1")
@pytest.mark.rule("MR 14-7")
def test_homecoming_leaves_chikages_poison_in_hand():
    """MR 14-7 moves Normal cards only: a poison (its own category, MR 7-2) stays in the hand."""
    st = setup(megami0=YAA1, devoted0=[Y.HOPE], extra0=[Y.IDEOLOGY], hand0=[POISON, Y.CLAW], deck1=[SLASH, SLASH],
               megami1=("chikage", "yurina"))
    journey(st, 0, start=1, loc=1, visits=1)
    end_main(st)
    pick(st, "yatsuha_homecoming_keep", "none")
    pass_until(st, "main", 1)
    assert zone_ids(st, 0, HAND) == [POISON] and zone_ids(st, 0, AUX4) == [Y.CLAW]


@pytest.mark.rule("MR 14-4")
def test_mr_14_4_determinization_redeals_memory_cards():
    """The opponent's determinized worlds do not keep the true Memory card at its place (hidden info
    ``yatsuha_memory``), while the owner's own view keeps it."""
    import random

    from sakura_lab.engine.view import determinize

    st = setup(megami0=YAA1, deck0=[Y.CLAW, Y.EDICT, Y.DEVIL, Y.STRIDE, Y.PACT])
    to_memory(st, Y.CLAW)
    u = uid(st, Y.CLAW)
    seen = {determinize(st.view(1), random.Random(k)).cards[u].id for k in range(30)}
    assert len(seen) > 1
    assert {determinize(st.view(0), random.Random(k)).cards[u].id for k in range(5)} == {Y.CLAW}


@pytest.mark.rule("MR 14-4")
def test_mr_14_4_determinization_never_holds_a_card_twice():
    """A world dealt for the opponent gives Memory cards identities the world holds nowhere else: the core's
    redraw of hand and deck deals from the unseen pool, which includes the Memory cards' identities
    (``view.deal_unheld_normals``; before, a hand card and a Memory card could be the same card)."""
    import random

    from sakura_lab.engine.view import determinize

    st = setup(megami0=YAA1, hand0=[Y.DEVIL, Y.STRIDE], deck0=[Y.CLAW, Y.EDICT, Y.PACT, Y.HARVEST])
    to_memory(st, Y.CLAW)
    to_memory(st, Y.EDICT)
    for k in range(60):
        w = determinize(st.view(1), random.Random(k))
        ids = [w.cards[u].id for u in range(len(w.cards)) if w.owner[u] == 0 and w.cards[u].is_normal]
        assert len(ids) == len(set(ids)), sorted(ids)


@pytest.mark.card("16-yatsuha-AA1-n-7")
def test_world_unknown_stopped_by_lighthouse_gets_no_charge_from_out_of_game():
    """Interaction with Hatsumi: Phaneritic Lighthouse replaces the resolution of A World Unknown (CR 10-30), which
    goes to the played pile; its "first card" Charge from Out of Game is then not offered (found by the 50,000-game
    soak: a token was put on the card in the played pile)."""
    st = setup(megami0=YAA1, hand0=[Y.UNKNOWN], megami1=("hatsumi", "yurina"), devoted1=["17-hatsumi-o-s-3"])
    play_card(st, Y.UNKNOWN)
    u = uid(st, Y.UNKNOWN)
    assert st.loc[u] == PLAYED and st.tok[CARD_BASE + u] == 0
    assert st.decision is None or st.decision.context != "yatsuha_unknown_outside"
    assert "outside_delta" not in st.marks
    S.check_invariants(st)
