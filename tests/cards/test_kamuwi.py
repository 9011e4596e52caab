"""Kamuwi (original form, na-s10-2): one or more tests per card id, plus the additional rules of
megami-rules.en.md section 19 (extra card MR 19-1, Taboo gauge MR 19-2-1, Oath MR 19-3, rule effects MR 19-4)
and interactions with other megami. Player 0 hosts Kamuwi + Yurina unless stated."""
from __future__ import annotations

import pytest

from sakura_lab.cards import kamuwi as K
from sakura_lab.engine import api as S
from sakura_lab.engine.constants import (
    CARD_BASE,
    DEVOTED,
    ENHANCE,
    EXTRA,
    HAND,
    OUT,
    PLAYED,
    SPECIAL,
    UNUSED,
)
from sakura_lab.engine.dsl import Arrow, Custom, SingleDamage
from sakura_lab.engine.state import Ctx
from sakura_lab.testing import (
    answer,
    can_play_now,
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

KY = ("kamuwi", "yurina")
SY = ("saine", "yurina")
SLASH = "01-yurina-o-n-1"  # 3-4 3/1
BRANDISH = "01-yurina-o-n-2"  # 3 2/2
CRUSH = "01-yurina-o-s-1"  # Special 3-4 4/4, cost 7
ART = "01-yurina-o-n-4"  # Throughout attack 2-4 4/3
CUT_DOWN = "02-saine-o-n-2"  # Reaction attack 4-5 3/1
ICEBREAKER = "02-saine-o-s-3"  # Special Reaction attack 0-10 1/1, cost 2


def setup(*, taboo: int = 0, **kw):
    kw.setdefault("megami0", KY)
    st = scenario(**kw)
    if taboo:
        st.marks[(K.TABOO, 0)] = taboo
    return st


def oath_answers(st, *answers: bool) -> None:
    """Answer the pending Oath questions (MR 19-3) in order."""
    for a in answers:
        d = st.decision
        assert d is not None and d.kind == "may" and d.context[0] == K.OATH, d
        answer(st, a)


def attack_logged(st, card_id):
    """The damage of the last logged attack of ``card_id`` ("aura/life")."""
    for ev in reversed(st.events):
        if ev[1] == "attack" and ev[4] >= 0 and st.cards[ev[4]].id == card_id:
            return ev[5].split()[-2]
    raise AssertionError("no attack")


def vals(st):
    (atk,) = st.attacks.values()
    v = S.attack_values(st, atk)
    return sorted(v.range), v.aura, v.life, set(v.flags)


# ---------------------------------------------------------------- MR 19-1 / 19-2-1 / 19-4
@pytest.mark.rule("MR 19-2-1")
def test_taboo_gauge_starts_at_zero_and_only_hosts_have_one():
    """MR 19-2-1: a Kamuwi host's Taboo gauge starts at 0 and is public; a player without Kamuwi has none."""
    st = setup()
    assert K.taboo(st, 0) == 0 and K.taboo(st, 1) == 0
    K.raise_taboo(st, 0, 3)
    K.raise_taboo(st, 1, 3)  # player 1 does not host Kamuwi: nothing happens
    assert K.taboo(st, 0) == 3 and K.taboo(st, 1) == 0
    assert (K.TABOO, 1) not in st.marks


@pytest.mark.rule("MR 19-4")
@pytest.mark.parametrize("life,gain", [(10, 0), (12, 0), (9, 1), (6, 1), (5, 2), (1, 2)])
def test_start_phase_taboo_table(life, gain):
    """MR 19-4 (table from WS §19-4): at your start phase Taboo rises by 0 / 1 / 2 for Life >=10 / 6-9 / <=5."""
    st = setup(life=(life, 10), taboo=4, turn_player=1)
    end_main(st)  # player 1's turn ends; player 0's start phase
    pass_until(st, "main", player=0)
    assert K.taboo(st, 0) == 4 + gain
    assert st.mstats.get("kamuwi_taboo_start", [0, 0]) == ([gain, 0] if gain else [0, 0])


@pytest.mark.rule("MR 19-4")
def test_start_phase_taboo_only_in_own_start_phase():
    """MR 19-4: "your start phase": the opponent's start phase does not raise it."""
    st = setup(life=(3, 10), taboo=4)
    end_main(st)
    pass_until(st, "main", player=1)
    assert st.turn_player == 1 and K.taboo(st, 0) == 4


@pytest.mark.rule("MR 19-4")
def test_taboo_sixteen_loses_at_the_start_phase():
    """MR 19-4: Taboo 16 or more loses at once (a loss by effect, CR 4-2 step 2)."""
    st = setup(life=(5, 10), taboo=14, turn_player=1)
    end_main(st)
    while st.decision is not None:
        answer(st, st.decision.options[0])
    assert K.taboo(st, 0) == 16
    assert st.is_terminal and st.outcome.winner == 1 and st.outcome.reason == "effect"
    assert st.mstats["kamuwi_taboo_loss"] == [1, 0]


@pytest.mark.rule("MR 19-1")
def test_daybreak_starts_in_extra_at_setup():
    """MR 19-1: a Kamuwi host's Daybreak is set up face up in ＜Extra＞ (game setup)."""
    import random

    from sakura_lab.deckgen import random_deck
    from sakura_lab.game import new_state

    rng = random.Random(5)
    st = new_state(3, (random_deck(("kamuwi", "yurina"), rng), random_deck(("saine", "tokoyo"), rng)))
    owner = 0 if st.hosts[0][0] == "kamuwi" or "kamuwi" in st.hosts[0] else 1
    assert zone_ids(st, owner, EXTRA) == [K.DAYBREAK]
    assert zone_ids(st, 1 - owner, EXTRA) == []


# ---------------------------------------------------------------- MR 19-3 Oath and the normal cards
@pytest.mark.card("21-kamuwi-o-n-1")
def test_crimson_edge_with_oath():
    """MR 19-3: after the costs, the Oath raises Taboo by the orb (+1) and the framed +1/+1 counts."""
    st = setup(hand0=[K.CRIMSON_EDGE], dist=3, aura=(3, 5))
    play_card(st, K.CRIMSON_EDGE)
    oath_answers(st, True)
    assert K.taboo(st, 0) == 1 and vals(st) == ([3], 4, 2, set())
    answer(st, "aura")
    assert tokens(st) == {"life": (10, 10), "aura": (3, 1), "flare": (0, 0), "dist": 3, "shadow": 4}
    assert st.mstats["kamuwi_oath"] == [1, 0]


@pytest.mark.card("21-kamuwi-o-n-1")
def test_crimson_edge_without_oath():
    """MR 19-3: "may": without the Oath the framed text does not count (3/1) and Taboo stays."""
    st = setup(hand0=[K.CRIMSON_EDGE], dist=3, aura=(3, 5))
    play_card(st, K.CRIMSON_EDGE)
    oath_answers(st, False)
    assert K.taboo(st, 0) == 0 and vals(st) == ([3], 3, 1, set())
    answer(st, "life")
    assert tokens(st)["life"] == (10, 9) and zone_ids(st, 0, PLAYED) == [K.CRIMSON_EDGE]


@pytest.mark.card("21-kamuwi-o-n-1")
def test_oath_not_offered_to_a_player_without_taboo_gauge():
    """MR 19-3: a player without a Taboo gauge (not hosting Kamuwi) cannot take an Oath (our ruling)."""
    st = scenario(megami0=SY, hand0=[K.CRIMSON_EDGE], dist=3, aura=(3, 5))
    play_card(st, K.CRIMSON_EDGE)
    assert st.decision.kind == "damage" and vals(st) == ([3], 3, 1, set())


@pytest.mark.rule("MR 19-3")
@pytest.mark.card("21-kamuwi-o-n-2")
def test_scattering_strike_two_frames_both_chosen():
    """MR 19-3 (WS: any number of frames): both frames, +1 each: 3/1 and Aura 1 from the opponent."""
    st = setup(hand0=[K.SCATTERING], dist=3, aura=(2, 4))
    play_card(st, K.SCATTERING)
    oath_answers(st, True, True)
    assert K.taboo(st, 0) == 2 and vals(st) == ([3, 4], 3, 1, set())
    answer(st, "life")
    assert tokens(st) == {"life": (10, 9), "aura": (3, 3), "flare": (0, 1), "dist": 3, "shadow": 0}


@pytest.mark.card("21-kamuwi-o-n-2")
def test_scattering_strike_only_second_frame_needs_aura_four_or_less():
    st = setup(hand0=[K.SCATTERING], dist=4, aura=(2, 5))
    play_card(st, K.SCATTERING)
    oath_answers(st, False, True)
    assert K.taboo(st, 0) == 1 and vals(st) == ([3, 4], 2, 1, set())
    answer(st, "aura")  # opponent Aura 5 -> 3: 4 or less, so one token moves to ours
    assert tokens(st)["aura"] == (3, 2) and tokens(st)["shadow"] == 2


@pytest.mark.card("21-kamuwi-o-n-2")
def test_scattering_strike_second_frame_idle_above_four():
    st = setup(hand0=[K.SCATTERING], dist=4, aura=(2, 5))
    play_card(st, K.SCATTERING)
    oath_answers(st, False, True)
    answer(st, "life")  # opponent Aura stays 5: nothing moves
    assert tokens(st)["aura"] == (2, 5) and tokens(st)["life"] == (10, 9)


@pytest.mark.card("21-kamuwi-o-n-3")
def test_flurry_all_out_with_oath_attacks_three_more_times():
    st = setup(hand0=[K.FLURRY], dist=3, aura=(3, 0), life=(10, 10))
    play_card(st, K.FLURRY, fullpower=True)
    oath_answers(st, True)
    # Aura 0: the 2/1 and the three 1/1 attacks all go to Life without a choice
    assert tokens(st)["life"] == (10, 6) and tokens(st)["flare"] == (0, 4) and K.taboo(st, 0) == 1
    assert st.turn_player == 1  # the full-power action ended player 0's main phase


@pytest.mark.card("21-kamuwi-o-n-3")
def test_flurry_standard_action_with_oath_makes_no_extra_attacks():
    """All-Out: the frame's text needs the full-power action too."""
    st = setup(hand0=[K.FLURRY], dist=3, aura=(3, 0))
    assert can_play_now(st, K.FLURRY, fullpower=True) and can_play_now(st, K.FLURRY)
    play_card(st, K.FLURRY)
    oath_answers(st, True)
    assert tokens(st)["life"] == (10, 9) and K.taboo(st, 0) == 1 and st.decision.kind == "main"


@pytest.mark.card("21-kamuwi-o-n-4")
def test_sever_cancels_the_damage_of_a_normal_attack():
    st = setup(hand1=[SLASH], hand0=[K.SEVER], megami1=SY, turn_player=1, dist=3, aura=(3, 3))
    play_card(st, SLASH)
    react(st, K.SEVER)
    oath_answers(st, True)
    answer(st, "aura")  # Sever's 1/1 to player 1
    assert tokens(st) == {"life": (10, 10), "aura": (3, 2), "flare": (0, 0), "dist": 3, "shadow": 1}
    assert K.taboo(st, 0) == 2  # the orb only: Slash is neither Throughout nor Special
    assert st.decision.kind == "main" and st.decision.player == 1
    assert zone_ids(st, 0, PLAYED) == [K.SEVER] and zone_ids(st, 1, PLAYED) == [SLASH]


@pytest.mark.card("21-kamuwi-o-n-4")
def test_sever_against_a_special_raises_taboo_two_more():
    st = setup(specials1=[CRUSH], hand0=[K.SEVER], megami1=SY, turn_player=1, dist=3, aura=(3, 3), flare=(0, 7))
    play_card(st, CRUSH)
    react(st, K.SEVER)
    oath_answers(st, True)
    answer(st, "life")
    assert K.taboo(st, 0) == 4 and tokens(st)["life"] == (10, 9) and tokens(st)["aura"] == (3, 3)


@pytest.mark.card("21-kamuwi-o-n-4")
def test_sever_without_oath_lets_the_damage_through():
    st = setup(hand1=[SLASH], hand0=[K.SEVER], megami1=SY, turn_player=1, dist=3, aura=(3, 3))
    play_card(st, SLASH)
    react(st, K.SEVER)
    oath_answers(st, False)
    answer(st, "aura")
    answer(st, "aura")  # Slash 3/1 on player 0
    assert tokens(st)["aura"] == (0, 2) and K.taboo(st, 0) == 0


@pytest.mark.card_idle("21-kamuwi-o-n-4")
def test_sever_cannot_be_played_in_the_main_phase():
    st = setup(hand0=[K.SEVER], dist=3)
    assert not can_play_now(st, K.SEVER)


@pytest.mark.card("21-kamuwi-o-n-5")
def test_jagged_weave_far():
    st = setup(hand0=[K.JAGGED], dist=6)
    play_card(st, K.JAGGED)
    assert tokens(st)["dist"] == 4 and tokens(st)["shadow"] == 2


@pytest.mark.card("21-kamuwi-o-n-5")
def test_jagged_weave_near():
    st = setup(hand0=[K.JAGGED], dist=1, shadow=3)
    play_card(st, K.JAGGED)
    assert tokens(st)["dist"] == 3 and tokens(st)["shadow"] == 1


@pytest.mark.card("21-kamuwi-o-n-5", "01-yurina-o-n-1")
def test_jagged_weave_middle_buffs_the_next_other_megami_attack():
    st = setup(hand0=[K.JAGGED, K.CRIMSON_EDGE, SLASH], dist=3, aura=(3, 5))
    play_card(st, K.JAGGED)
    assert tokens(st)["dist"] == 3
    play_card(st, K.CRIMSON_EDGE)  # Kamuwi's own attack: not buffed
    oath_answers(st, False)
    assert st.decision.context == (1, 3, 1, "attack")
    answer(st, "life")
    play_card(st, SLASH)
    assert vals(st) == ([3, 4], 4, 1, {"no_reactions_normal"})


@pytest.mark.card("21-kamuwi-o-n-6")
def test_flowing_blood_far_attack_then_distance():
    st = setup(hand0=[K.FLOWING], dist=6, aura=(3, 5))
    play_card(st, K.FLOWING, fullpower=True)
    assert len(options(st)) == 6
    answer(st, "far_attack+distance_to_shadow")
    assert vals(st) == ([5, 6, 7, 8, 9], 4, 1, set())
    answer(st, "aura")
    assert tokens(st) == {"life": (10, 10), "aura": (3, 1), "flare": (0, 0), "dist": 4, "shadow": 6}


@pytest.mark.card("21-kamuwi-o-n-6")
def test_flowing_blood_near_attack_and_aura():
    st = setup(hand0=[K.FLOWING], dist=3, aura=(1, 3), shadow=2)
    play_card(st, K.FLOWING, fullpower=True)
    answer(st, "near_attack+shadow_to_aura")
    answer(st, "life")
    assert tokens(st) == {"life": (10, 8), "aura": (3, 3), "flare": (0, 2), "dist": 3, "shadow": 0}
    assert not can_play_now(scenario(megami0=KY, hand0=[K.FLOWING]), K.FLOWING)  # Throughout only


@pytest.mark.card("21-kamuwi-o-n-7")
def test_sanguine_spray_oath_attack_then_charge():
    st = setup(hand0=[K.SANGUINE], dist=3, aura=(3, 4), shadow=2)
    play_card(st, K.SANGUINE)
    oath_answers(st, True)
    assert st.decision.kind == "charge"  # CR 9-2-3: Charge (iii) before Initialize (iv)
    answer(st, ("aura", 0))
    assert st.decision.context == (1, 2, 2, "attack")
    answer(st, "aura")
    u = uid(st, K.SANGUINE)
    assert st.loc[u] == ENHANCE and st.tok[CARD_BASE + u] == 2 and K.taboo(st, 0) == 1
    assert tokens(st)["aura"] == (3, 2) and tokens(st)["shadow"] == 2


@pytest.mark.card("21-kamuwi-o-n-7")
def test_sanguine_spray_sends_tokens_for_the_opponent_aura_to_shadow():
    st = setup(enh0=[(K.SANGUINE, 2)], aura=(3, 1), shadow=3)
    u = uid(st, K.SANGUINE)
    inject(st, [Arrow("shadow", "aura", 2)], Ctx(1, -1))  # the opponent's arrow into their Aura
    assert tokens(st)["aura"] == (3, 1) and tokens(st)["shadow"] == 4 and st.tok[CARD_BASE + u] == 1
    inject(st, [Arrow("aura", "opp_aura", 1)], Ctx(0, -1))  # from your Aura to theirs: Shadow instead
    assert tokens(st)["aura"] == (2, 1) and tokens(st)["shadow"] == 6
    assert st.loc[u] != ENHANCE  # its last token left: disenchanted
    inject(st, [Arrow("shadow", "aura", 1)], Ctx(1, -1))
    assert tokens(st)["aura"] == (2, 2)
    assert st.mstats["kamuwi_sanguine_spray"] == [2, 0]


@pytest.mark.card("21-kamuwi-o-n-7")
def test_sanguine_spray_is_unguarded():
    st = setup(enh0=[(K.SANGUINE, 2)], aura=(3, 1))
    inject(st, [SingleDamage("life", 1, "self")], Ctx(0, -1))
    assert zone_ids(st, 0, ENHANCE) == [] and tokens(st)["shadow"] == 2


# ---------------------------------------------------------------- specials and Daybreak
@pytest.mark.rule("MR 19-1")
@pytest.mark.card("21-kamuwi-o-s-1")
def test_kindle_with_oath_empties_flare_and_gains_daybreak():
    st = setup(specials0=[K.KINDLE], extra0=[K.DAYBREAK], flare=(7, 0))
    play_card(st, K.KINDLE)
    oath_answers(st, True)
    assert K.taboo(st, 0) == 4 and tokens(st)["flare"] == (0, 0) and tokens(st)["shadow"] == 7
    d = uid(st, K.DAYBREAK)
    assert st.loc[d] == SPECIAL and st.cstate[d] == UNUSED and zone_ids(st, 0, EXTRA) == []
    assert st.cstate[uid(st, K.KINDLE)] == DEVOTED and st.mstats["kamuwi_daybreak_gained"] == [1, 0]


@pytest.mark.card("21-kamuwi-o-s-1")
def test_kindle_without_oath_does_nothing():
    st = setup(specials0=[K.KINDLE], extra0=[K.DAYBREAK], flare=(7, 0))
    play_card(st, K.KINDLE)
    oath_answers(st, False)
    assert tokens(st)["flare"] == (2, 0) and zone_ids(st, 0, EXTRA) == [K.DAYBREAK] and K.taboo(st, 0) == 0


@pytest.mark.card("21-kamuwi-o-s-1-ex-1")
def test_daybreak_overwhelm_and_leaves_the_game():
    st = setup(specials0=[K.DAYBREAK], flare=(6, 0), dist=4, aura=(3, 5))
    play_card(st, K.DAYBREAK)
    assert attack_logged(st, K.DAYBREAK) == "6/4"  # Overwhelm: Aura damage above 5 (CR 10-21)
    assert tokens(st)["aura"] == (3, 5) and tokens(st)["life"] == (10, 6)  # Aura 5 < 6: Life
    assert zone_ids(st, 0, OUT) == [K.DAYBREAK]


@pytest.mark.card("21-kamuwi-o-s-1-ex-1", "02-saine-o-n-2")
def test_daybreak_normal_reaction_goes_to_played_pile_unresolved():
    st = setup(specials0=[K.DAYBREAK], hand1=[CUT_DOWN], megami1=SY, flare=(6, 0), dist=4, aura=(3, 5))
    play_card(st, K.DAYBREAK)
    react(st, CUT_DOWN)
    assert zone_ids(st, 1, PLAYED) == [CUT_DOWN] and tokens(st)["life"] == (10, 10)  # Cut Down did nothing
    assert st.decision.context == (1, 5, 4, "attack")  # -1/+0
    answer(st, "aura")
    assert tokens(st)["aura"] == (3, 0) and zone_ids(st, 0, OUT) == [K.DAYBREAK] and st.mstats["kamuwi_daybreak_overwhelm"] == [1, 0]


@pytest.mark.card("21-kamuwi-o-s-1-ex-1", "02-saine-o-s-3")
def test_daybreak_special_reaction_becomes_devoted_unresolved():
    st = setup(specials0=[K.DAYBREAK], specials1=[ICEBREAKER], megami1=SY, flare=(6, 2), dist=4, aura=(3, 5))
    play_card(st, K.DAYBREAK)
    react(st, ICEBREAKER)
    ib = uid(st, ICEBREAKER)
    assert st.cstate[ib] == DEVOTED and tokens(st)["aura"] == (3, 5)  # Icebreaker did nothing
    assert st.decision.context == (1, 5, 3, "attack")  # -1/-1
    answer(st, "life")
    assert tokens(st)["life"] == (10, 7) and tokens(st)["flare"] == (0, 3)


@pytest.mark.card("21-kamuwi-o-s-2")
def test_gravewalk_with_oath():
    st = setup(specials0=[K.GRAVEWALK], flare=(3, 0), dist=3, aura=(3, 3), shadow=4)
    play_card(st, K.GRAVEWALK)
    oath_answers(st, True)
    answer(st, ("aura", 0))  # Charge 4 from Shadow (4 + 3 from the cost)
    assert st.decision.context == (1, 3, 3, "attack")
    answer(st, "life")
    assert tokens(st)["life"] == (9, 7) and K.taboo(st, 0) == 2
    u = uid(st, K.GRAVEWALK)
    assert st.loc[u] == ENHANCE and st.tok[CARD_BASE + u] == 4


@pytest.mark.card("21-kamuwi-o-s-2")
def test_gravewalk_you_cannot_win_while_it_has_tokens():
    st = setup(enh0=[(K.GRAVEWALK, 2)], life=(10, 1))
    u = uid(st, K.GRAVEWALK)
    inject(st, [SingleDamage("life", 1)], Ctx(0, -1))
    assert tokens(st)["life"] == (10, 0) and st.outcome is None
    inject(st, [Custom(lambda s, c: S.move_tokens(s, CARD_BASE + u, S.SHADOW, 1), "t")], Ctx(0, -1))
    assert st.outcome is None
    inject(st, [Custom(lambda s, c: S.move_tokens(s, CARD_BASE + u, S.SHADOW, 1), "t")], Ctx(0, -1))
    assert st.outcome is not None and st.outcome.winner == 0


@pytest.mark.card("21-kamuwi-o-s-2")
def test_gravewalk_does_not_stop_the_opponents_taboo_loss():
    """A Kamuwi mirror: the opponent's loss by Taboo (MR 19-4) is not a win Gravewalk prevents."""
    st = setup(enh0=[(K.GRAVEWALK, 2)], megami1=("kamuwi", "saine"))
    st.marks[(K.TABOO, 1)] = 15
    K.raise_taboo(st, 1, 1)
    assert st.outcome.winner == 0 and st.outcome.reason == "effect"


@pytest.mark.card("21-kamuwi-o-s-3", "01-yurina-o-n-1")
def test_carcass_makes_the_next_card_of_that_megami_cost_a_card():
    st = setup(specials0=[K.CARCASS], hand1=[SLASH, BRANDISH, "01-yurina-o-n-3"], megami1=SY, turn_player=1,
               dist=3, flare=(1, 0), aura=(3, 3))
    play_card(st, SLASH)
    react(st, K.CARCASS)
    answer(st, "aura")  # Carcass's 0/0
    answer(st, "aura")  # Slash 3/1
    assert st.decision.kind == "main" and st.decision.player == 1
    assert st.cstate[uid(st, K.CARCASS)] == DEVOTED
    play_card(st, BRANDISH)  # a Yurina card: put another Yurina card from hand into the played pile
    assert "01-yurina-o-n-3" in zone_ids(st, 1, PLAYED) and zone_ids(st, 1, HAND) == []
    assert zone_ids(st, 1, PLAYED)[:2] == [SLASH, "01-yurina-o-n-3"]  # paid before Brandish resolved
    assert st.mstats["kamuwi_carcass_cost"] == [1, 0]


@pytest.mark.card("21-kamuwi-o-s-3", "01-yurina-o-n-1")
def test_carcass_cost_unpayable_forbids_the_card_and_spares_other_megami():
    st = setup(specials0=[K.CARCASS], hand1=[SLASH, BRANDISH, "02-saine-o-n-4"], megami1=SY, turn_player=1,
               dist=3, flare=(1, 0), aura=(3, 3))
    play_card(st, SLASH)
    react(st, K.CARCASS)
    answer(st, "aura")
    answer(st, "aura")
    assert not can_play_now(st, BRANDISH, player=1)  # no other Yurina card in hand to pay with
    assert can_play_now(st, "02-saine-o-n-4", player=1)  # a Saine card is not affected


@pytest.mark.card("21-kamuwi-o-s-3")
def test_carcass_immediate_resurgence_at_multiple_of_six():
    st = setup(devoted0=[K.CARCASS], taboo=4)
    u = uid(st, K.CARCASS)
    K.raise_taboo(st, 0, 1)
    S.run(st)
    assert st.cstate[u] == DEVOTED
    inject(st, [K.RaiseTaboo(1)], Ctx(0, -1))
    assert K.taboo(st, 0) == 6 and st.cstate[u] == UNUSED


@pytest.mark.card("21-kamuwi-o-s-4")
def test_balance_taboo_heals_and_distance():
    st = setup(specials0=[K.BALANCE], flare=(3, 0), life=(7, 10), aura=(3, 3), dist=5)
    play_card(st, K.BALANCE)
    assert options(st) == ("stop", "distance", "taboo")
    answer(st, "taboo")
    answer(st, "distance")
    answer(st, "taboo")
    assert K.taboo(st, 0) == 2
    assert tokens(st) == {"life": (9, 10), "aura": (1, 3), "flare": (0, 0), "dist": 4, "shadow": 4}


@pytest.mark.card("21-kamuwi-o-s-4")
def test_balance_above_eight_life_only_distance():
    st = setup(specials0=[K.BALANCE], flare=(3, 0), life=(9, 10), dist=5)
    play_card(st, K.BALANCE)
    assert options(st) == ("stop", "distance")
    answer(st, "distance")
    answer(st, "stop")
    assert tokens(st)["dist"] == 4 and K.taboo(st, 0) == 0


# ---------------------------------------------------------------- interactions with other megami
@pytest.mark.card("21-kamuwi-o-n-1")
def test_raira_electrifies_and_kamuwi_oath_on_one_play():
    """Raira + Kamuwi host: playing a Kamuwi card (another megami for Raira) asks the electrified removal
    (MR 10-4) and the Oath (MR 19-3); both happen and the Oath's +1/+1 counts."""
    st = setup(megami0=("kamuwi", "raira"), hand0=[K.CRIMSON_EDGE], dist=3, aura=(3, 5))
    play_card(st, K.CRIMSON_EDGE)
    seen = []
    for _ in range(6):
        d = st.decision
        if d is None or d.kind in ("damage", "main"):
            break
        seen.append(d.context)
        if d.kind == "may" and isinstance(d.context, tuple) and d.context[0] == K.OATH:
            answer(st, True)
        else:
            answer(st, d.options[-1])
    assert any(isinstance(c, tuple) and c and c[0] == K.OATH for c in seen)
    assert K.taboo(st, 0) == 1 and vals(st)[1:3] == (4, 2)


@pytest.mark.card("21-kamuwi-o-n-7", "14-honoka-o-s-4")
def test_sanguine_spray_and_honokas_flowerway_replace_once_each():
    """Honoka's Heavenly Flowerway sends its tokens bound for Shadow to her Aura instead; Sanguine Spray then
    sends them to Shadow instead, where Flowerway would replace again: each replacement applies once to an
    event (CR 10-30), so the tokens end in Honoka's Aura and Sanguine Spray loses one token (our ruling)."""
    flowerway = "14-honoka-o-s-4"
    st = setup(enh0=[(K.SANGUINE, 2)], enh1=[(flowerway, 2)], megami1=("honoka", "saine"), aura=(3, 1))
    su, fu = uid(st, K.SANGUINE), uid(st, flowerway)
    inject(st, [Custom(lambda s, c: S.move_tokens(s, CARD_BASE + fu, S.SHADOW, 1), "leave")], Ctx(1, -1))
    assert st.tok[CARD_BASE + su] == 1 and st.tok[CARD_BASE + fu] == 1
    assert tokens(st)["aura"] == (3, 2) and tokens(st)["shadow"] == 1


@pytest.mark.card("21-kamuwi-o-n-7")
def test_sanguine_spray_and_korunu_freeze_full_aura_is_not_replaced():
    """Korunu's Freeze tokens fill the Aura (MR 13-3): nothing would move, so Sanguine Spray does nothing."""
    from sakura_lab.cards import korunu as KO

    st = setup(enh0=[(K.SANGUINE, 2)], megami1=("korunu", "saine"), aura=(3, 2), shadow=3)
    u = uid(st, K.SANGUINE)
    for _ in range(3):
        KO.freeze(st, 1, 0)
    inject(st, [Arrow("shadow", "aura", 1)], Ctx(1, -1))
    assert st.tok[CARD_BASE + u] == 2 and tokens(st)["aura"] == (3, 2) and tokens(st)["shadow"] == 3


@pytest.mark.card("21-kamuwi-o-s-3", "21-kamuwi-o-n-2")
def test_mirror_carcass_cost_and_oath_on_the_same_play():
    """Kamuwi mirror: Carcass's cost (from player 0's rule) and player 1's own Oath (MR 19-3) on one play are
    both asked, one after the other (regression: the second must not hide the first's question)."""
    st = setup(specials0=["21-kamuwi-o-s-3"], hand1=[K.CRIMSON_EDGE, K.SCATTERING, K.JAGGED, K.FLOWING],
               megami1=("kamuwi", "yurina"), turn_player=1, dist=3, flare=(1, 0), aura=(5, 3))
    play_card(st, K.CRIMSON_EDGE)
    oath_answers(st, False)
    react(st, "21-kamuwi-o-s-3")
    while st.decision.kind == "damage":
        answer(st, "aura")
    assert st.decision.kind == "main" and st.decision.player == 1
    play_card(st, K.SCATTERING)
    kinds = []
    while st.decision is not None and st.decision.kind in ("may", "card"):
        kinds.append(st.decision.kind)
        answer(st, True if st.decision.kind == "may" else st.decision.options[0])
    assert sorted(kinds) == ["card", "may", "may"]
    assert K.taboo(st, 1) == 2 and zone_ids(st, 1, HAND) == [K.FLOWING]
    assert K.JAGGED in zone_ids(st, 1, PLAYED)
