"""Raira (original and A1 Prayer): one or more tests per card id, plus the additional rules of
megami-rules.en.md section 10 (extra cards MR 10-1, gauges MR 10-2-1, electrified MR 10-3-1-1, rule effects
MR 10-4, harness the storm MR 10-5) and interactions with other megami. Player 0 hosts Raira unless stated.
"""
from __future__ import annotations

import random

import pytest

from sakura_lab.cards import raira as R
from sakura_lab.engine import api as S
from sakura_lab.engine.constants import (
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
from sakura_lab.engine.state import Ctx
from sakura_lab.testing import (
    answer,
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

CLAW = "12-raira-o-n-1"  # 1-2 3/1
WIND_THUNDER = "12-raira-o-n-2"  # 1-2 X/2
GALE = "12-raira-a1-n-2"  # 2-3 2/1, after: harness the storm once
REGROWTH = "12-raira-o-n-3"  # 1-2 2/1
WINDRUN = "12-raira-o-n-4"
WISDOM = "12-raira-o-n-5"
ROAR = "12-raira-o-n-6"  # Throughout action
TEMPEST = "12-raira-a1-n-6"  # Throughout enhancement, charge 0
POUNCE = "12-raira-o-n-7"  # Throughout action
STORMCLAW = "12-raira-o-s-1"  # cost 3, 1-2 2/2
THUNDERCALL = "12-raira-o-s-2"  # cost 6, Throughout
INVOCATION = "12-raira-o-s-3"  # cost 2
MANIFESTATION = "12-raira-o-s-3-ex1"  # cost 1, 1-3 1/2
REINCARNATION = "12-raira-o-s-3-ex2"  # cost 1
PERDITION = "12-raira-o-s-3-ex3"  # cost 4, Reaction
LITURGY = "12-raira-a1-s-3"  # cost 2
REBIRTH = "12-raira-o-s-4"  # cost 2, Reaction enhancement, charge 3
STORM = "12-raira-storm"
WINDBEASTS = [MANIFESTATION, REINCARNATION, PERDITION]

SLASH = "01-yurina-o-n-1"  # Yurina 3-4 3/1, no text
HIMIKA_SHOT = "03-himika-o-n-1"  # Himika 4-10 2/1

RY = ("raira", "yurina")
RA1 = ("raira-a1", "yurina")


def setup(*, wind: int = 0, thunder: int = 0, **kw):
    kw.setdefault("megami0", RY)
    st = scenario(**kw)
    if wind or thunder:
        set_gauges(st, 0, wind, thunder)
    return st


def set_gauges(st, p, wind, thunder):
    """Set ``p``'s gauges directly and ask the pending main decision again."""
    for which, v in (("wind", wind), ("thunder", thunder)):
        if v:
            st.marks[(which, p)] = v
        else:
            st.marks.pop((which, p), None)
    if st.decision is not None and st.decision.kind == "main":
        inject(st, (), Ctx(p))


def gauges(st, p=0):
    return R.gauge(st, p, "wind"), R.gauge(st, p, "thunder")


def keep(st):
    """Answer the "remove electrification as it moves to In Use" question with "keep" (MR 10-4)."""
    d = st.decision
    assert d.kind == "choose" and d.context == "raira_unelectrify", d
    answer(st, "keep")


def cur_attack(st):
    assert st.attacks
    return st.attacks[max(st.attacks)]


def vals(st):
    v = S.attack_values(st, cur_attack(st))
    return sorted(v.range), v.aura, v.life


# ====================================================================== rules (section 10)
@pytest.mark.rule("MR 10-1")
def test_rule_10_1_extra_cards_per_form():
    """MR 10-1: Raira puts the three Windbeast cards into Extra; Prayer Raira puts none of them (only the
    [Storm] reference card of her form)."""
    from sakura_lab.deckgen import random_deck
    from sakura_lab.game import new_state

    r = random.Random(3)
    st = new_state(3, (random_deck(RY, r), random_deck(RA1, r)))
    assert sorted(zone_ids(st, 0, EXTRA)) == sorted(WINDBEASTS)
    assert zone_ids(st, 1, EXTRA) == [STORM]


@pytest.mark.rule("MR 10-2-1")
def test_rule_10_2_1_gauges_start_at_zero_cap_20_and_only_for_hosts():
    st = setup(megami1=("himika", "tokoyo"))
    assert gauges(st, 0) == (0, 0) and gauges(st, 1) == (0, 0)
    R.raise_gauge(st, 0, "wind", 25)
    assert gauges(st, 0) == (20, 0)
    R.raise_gauge(st, 1, "thunder", 3)  # player 1 has no gauges: nothing happens, reads 0
    assert gauges(st, 1) == (0, 0) and ("thunder", 1) not in st.marks
    assert R.hosts_raira(st, 0) and not R.hosts_raira(st, 1)


@pytest.mark.rule("MR 10-3-1-1")
def test_rule_10_3_1_1_other_megami_card_played_is_electrified_until_it_leaves():
    """MR 10-3-1-1: a card of another megami played by the Raira host is electrified; it stays so in the
    played pile and loses it when it moves to another zone (deck)."""
    st = setup(hand0=[SLASH, WINDRUN], dist=3)
    s = uid(st, SLASH)
    play_card(st, SLASH)
    assert R.electrified(st, 0) == (s,)  # in In Use
    keep(st)
    answer(st, "aura")
    assert zone_ids(st, 0, PLAYED) == [SLASH] and R.is_electrified(st, 0, s)
    play_card(st, WINDRUN)  # a Raira card: not electrified, no question
    assert st.decision.kind == "main" and tokens(st)["dist"] == 1
    assert R.electrified(st, 0) == (s,)
    inject(st, [_to_deck(s)], Ctx(0))
    assert R.electrified(st, 0) == () and ("electrified", 0) not in st.marks


def _to_deck(u):
    from sakura_lab.engine.dsl import Custom

    return Custom(lambda st, ctx: S.move_card(st, u, DECK), "to_deck")


@pytest.mark.rule("MR 10-3-1-1")
def test_rule_10_3_1_1_opponent_plays_are_not_electrified():
    st = setup(hand1=[HIMIKA_SHOT], turn_player=1, dist=5)
    play_card(st, HIMIKA_SHOT)
    answer(st, "aura")
    assert R.electrified(st, 0) == () and R.electrified(st, 1) == ()


@pytest.mark.rule("MR 10-3-1-1")
def test_rule_10_3_1_1_special_made_unused_loses_it():
    """MR 10-3-1-1: a Special that becomes unused loses its electrification."""
    st = setup(devoted0=["01-yurina-o-s-2"])
    u = uid(st, "01-yurina-o-s-2")
    st.marks[("electrified", 0)] = (u,)
    assert R.electrified(st, 0) == (u,)
    S.set_unused(st, u)
    assert R.electrified(st, 0) == ()


@pytest.mark.rule("MR 10-4")
def test_rule_10_4_remove_as_it_moves_to_in_use():
    """MR 10-4 (first timing): when the card moves to In Use the host may remove its electrification for
    +1 Wind or Thunder; only that card (situation-triggered, before it resolves)."""
    st = setup(hand0=[SLASH], dist=3, wind=1)
    play_card(st, SLASH)
    d = st.decision
    assert d.kind == "choose" and d.options == ("wind", "thunder", "keep") and d.player == 0
    answer(st, "thunder")
    assert gauges(st) == (1, 1) and R.electrified(st, 0) == ()
    assert st.decision.kind == "damage"  # then the attack resolves
    answer(st, "life")
    assert tokens(st)["life"] == (10, 9) and st.mstats["unelectrify_in_use"] == [1, 0]


@pytest.mark.rule("MR 10-4")
def test_rule_10_4_remove_immediately_before_a_reshuffle():
    """MR 10-4 (second timing): immediately before a reshuffle the host may remove electrification from
    any of their electrified cards, each for +1 (the cards then go into the deck)."""
    st = setup(played0=[SLASH, "01-yurina-o-n-2", CLAW], deck0=[], start="turn", turn=5)
    a, b = uid(st, SLASH), uid(st, "01-yurina-o-n-2")
    st.marks[("electrified", 0)] = (a, b)
    assert st.decision.kind == "reshuffle"
    answer(st, True)
    d = st.decision
    assert d.kind == "card" and d.context == "raira_unelectrify_reshuffle" and d.options == ("stop", a, b)
    answer(st, a)
    answer(st, "wind")
    answer(st, b)
    answer(st, "wind")
    assert gauges(st) == (2, 0)
    assert zone_ids(st, 0, PLAYED) == [] and tokens(st)["life"][0] == 9  # then the reshuffle happened
    assert R.electrified(st, 0) == ()


@pytest.mark.rule("MR 10-4")
def test_rule_10_4_remove_as_a_main_phase_option():
    """MR 10-4 (third timing): "remove electrification" is a standard-action option; the main phase goes on
    and the full-power action is no longer offered."""
    st = setup(played0=[SLASH], hand0=[POUNCE])
    s = uid(st, SLASH)
    st.marks[("electrified", 0)] = (s,)
    inject(st, (), Ctx(0))
    assert ("rule", "unelectrify", s) in options(st)
    assert ("fullpower", uid(st, POUNCE)) in options(st)
    answer(st, ("rule", "unelectrify", s))
    answer(st, "thunder")
    assert gauges(st) == (0, 1) and R.electrified(st, 0) == ()
    assert st.decision.kind == "main" and ("rule", "unelectrify", s) not in options(st)
    assert ("fullpower", uid(st, POUNCE)) not in options(st) and st.main_mode == 0
    assert st.mstats["unelectrify_main"] == [1, 0]


@pytest.mark.rule("MR 10-5")
@pytest.mark.parametrize(("power", "check"), [
    (("wind", 1), "dist"), (("wind", 2), "draw"), (("wind", 3), "vigor"),
    (("thunder", 1), "next_aura"), (("thunder", 2), "attack"), (("thunder", 3), "next_life"),
])
def test_rule_10_5_each_power_of_the_storm(power, check):
    """MR 10-5: choose a gauge and an amount (1-3, at most the gauge), lower it, resolve that power."""
    st = setup(megami0=RA1, extra0=[STORM], hand0=[CLAW], deck0=[SLASH], dist=2, shadow=2, vigor=(1, 1),
               aura=(3, 5), wind=3, thunder=3)
    inject(st, [R.HarnessStorm(1)], Ctx(0))
    d = st.decision
    assert d.context == "storm" and d.options == ("stop",) + tuple((w, n) for w in ("wind", "thunder")
                                                                    for n in (1, 2, 3))
    answer(st, power)
    if check == "dist":
        answer(st, ("dist", "shadow"))
        assert tokens(st)["dist"] == 1 and tokens(st)["shadow"] == 3
    elif check == "draw":
        assert zone_ids(st, 0, HAND) == [CLAW, SLASH]
        answer(st, uid(st, CLAW))  # put one face down
        assert zone_ids(st, 0, HAND) == [SLASH]
    elif check == "vigor":
        assert st.vigor == [2, 0]
    elif check == "attack":
        assert vals(st) == ([0, 1, 2, 3, 4], 1, 1)
        answer(st, "life")
        assert tokens(st)["life"] == (10, 9)
    else:
        play_card(st, CLAW)
        assert vals(st) == ([1, 2], 4, 1) if check == "next_aura" else ([1, 2], 3, 2)
    w, n = power
    assert gauges(st) == ((3 - n, 3) if w == "wind" else (3, 3 - n))


@pytest.mark.rule("MR 10-5")
def test_rule_10_5_amount_at_most_the_gauge_and_nothing_without_gauges():
    st = setup(megami0=RA1, wind=1)
    assert R.storm_options(st, 0) == [("wind", 1)]
    set_gauges(st, 0, 0, 0)
    inject(st, [R.HarnessStorm(1)], Ctx(0))
    assert st.decision.kind == "main"  # no power can be used: nothing asked


@pytest.mark.rule("MR 10-5")
def test_rule_10_5_thunder_3_skips_attacks_without_aura_damage():
    """Thunder 3: the next attack whose Aura damage is not "-" (an X/2 attack is one, a -/2 one is not)."""
    st = setup(megami0=RA1, hand0=[CLAW], dist=2, thunder=3, aura=(3, 5))
    inject(st, [R.HarnessStorm(1)], Ctx(0))
    answer(st, ("thunder", 3))
    inject(st, [R.MakeAttack((0, 1, 2), None, 2)], Ctx(0))
    assert tokens(st)["life"] == (10, 8)  # "-" Aura damage: not this one (-/2, taken on Life at once)
    play_card(st, CLAW)
    assert vals(st) == ([1, 2], 3, 2)


# ====================================================================== cards, original
@pytest.mark.card("12-raira-o-n-1")
def test_bestial_claw_plain():
    st = setup(hand0=[CLAW], dist=2)
    play_card(st, CLAW)
    assert vals(st) == ([1, 2], 3, 1)
    answer(st, "aura")
    assert tokens(st)["aura"] == (3, 0) and zone_ids(st, 0, PLAYED) == [CLAW]


@pytest.mark.card("12-raira-o-n-2")
def test_wind_and_thunder_x_is_the_lower_gauge():
    st = setup(hand0=[WIND_THUNDER], dist=1, wind=4, thunder=2)
    play_card(st, WIND_THUNDER)
    assert vals(st) == ([1, 2], 2, 2)
    answer(st, "aura")
    assert tokens(st)["aura"] == (3, 1)


@pytest.mark.card_idle("12-raira-o-n-2")
def test_wind_and_thunder_without_gauges_is_0_2():
    st = setup(hand0=[WIND_THUNDER], dist=1)
    u = uid(st, WIND_THUNDER)
    atk = S.new_attack(st, 0, card=u)
    v = S.attack_values(st, atk)
    assert (v.aura, v.life) == (0, 2)


@pytest.mark.card("12-raira-o-n-3")
def test_claw_of_regrowth_puts_an_attack_on_the_deck():
    st = setup(hand0=[REGROWTH], played0=[SLASH, WINDRUN], deck0=[CLAW], dist=2)
    play_card(st, REGROWTH)
    answer(st, "life")
    d = st.decision
    assert d.context == "regrowth" and d.options == ("stop", uid(st, SLASH))  # Attack cards only
    answer(st, uid(st, SLASH))
    assert zone_ids(st, 0, DECK) == [SLASH, CLAW] and zone_ids(st, 0, PLAYED) == [WINDRUN, REGROWTH]
    assert tokens(st)["life"] == (10, 9)


@pytest.mark.card("12-raira-o-n-4")
def test_windrun_at_3_or_more():
    st = setup(hand0=[WINDRUN, "12-raira-o-n-4"], dist=3)
    play_card(st, WINDRUN)
    assert tokens(st)["dist"] == 1 and tokens(st)["shadow"] == 2


@pytest.mark.card("12-raira-o-n-4")
def test_windrun_below_3_does_nothing():
    st = setup(hand0=[WINDRUN], dist=2)
    play_card(st, WINDRUN)
    assert tokens(st)["dist"] == 2 and tokens(st)["shadow"] == 0 and zone_ids(st, 0, PLAYED) == [WINDRUN]


@pytest.mark.card("12-raira-o-n-5")
def test_wisdom_with_4_gauge_points_returns_another_megami_card_then_raises():
    st = setup(hand0=[WISDOM], played0=[CLAW, SLASH], deck0=[WINDRUN], wind=2, thunder=2)
    play_card(st, WISDOM)
    d = st.decision
    assert d.context == "wisdom" and d.options == ("stop", uid(st, SLASH))  # another megami's card only
    answer(st, uid(st, SLASH))
    assert st.decision.context == "raira_gauge"
    answer(st, "wind")
    assert gauges(st) == (3, 2) and zone_ids(st, 0, DECK) == [SLASH, WINDRUN]


@pytest.mark.card("12-raira-o-n-5")
def test_wisdom_below_4_only_raises():
    st = setup(hand0=[WISDOM], played0=[SLASH], wind=1, thunder=2)
    play_card(st, WISDOM)
    assert st.decision.context == "raira_gauge"
    answer(st, "thunder")
    assert gauges(st) == (1, 3) and zone_ids(st, 0, PLAYED) == [SLASH, WISDOM]


@pytest.mark.card("12-raira-o-n-6")
def test_roar_flinch_and_gauges_then_7_deals_aura_damage_and_basic_actions():
    st = setup(hand0=[ROAR], wind=6, thunder=1, dist=5, vigor=(0, 1))
    play_card(st, ROAR, fullpower=True)
    assert st.decision.options == ("flinch_and_gauges", "double_thunder")
    answer(st, "flinch_and_gauges")
    assert st.flinch == [False, True] and gauges(st) == (7, 2)
    assert tokens(st)["aura"] == (3, 2)  # 1 damage to the opponent's Aura (not an attack)
    assert st.decision.kind == "basic"
    answer(st, "forward")
    answer(st, "forward")
    assert tokens(st)["dist"] == 3 and st.vigor == [0, 1]  # basic actions by effect cost nothing


@pytest.mark.card("12-raira-o-n-6")
def test_roar_double_thunder_below_7_does_nothing_more():
    st = setup(hand0=[ROAR], wind=2, thunder=3)
    play_card(st, ROAR, fullpower=True)
    answer(st, "double_thunder")
    assert gauges(st) == (2, 6) and tokens(st)["aura"] == (3, 3)
    assert st.turn_player == 1  # the full-power action ended the main phase


@pytest.mark.card("12-raira-o-n-6")
def test_roar_double_thunder_caps_at_20_and_reaches_7():
    st = setup(hand0=[ROAR], thunder=12)
    play_card(st, ROAR, fullpower=True)
    answer(st, "double_thunder")
    assert gauges(st) == (0, 20) and tokens(st)["aura"] == (3, 2)
    assert st.decision.kind == "basic"


@pytest.mark.card("12-raira-o-n-7")
def test_pounce_moves_3_either_way():
    st = setup(hand0=[POUNCE], dist=5, shadow=1)
    play_card(st, POUNCE, fullpower=True)
    assert st.decision.kind == "arrow"
    answer(st, ("shadow", "dist"))
    assert tokens(st)["dist"] == 6 and tokens(st)["shadow"] == 0  # as many as possible


@pytest.mark.card("12-raira-o-s-1")
def test_stormcharged_claw_thunder_4_bonus():
    st = setup(specials0=[STORMCLAW], dist=2, flare=(3, 0), thunder=4)
    play_card(st, STORMCLAW)
    assert vals(st) == ([1, 2], 3, 2)
    answer(st, "life")
    assert tokens(st)["life"] == (10, 8) and tokens(st)["flare"] == (0, 2) and tokens(st)["shadow"] == 3


@pytest.mark.card("12-raira-o-s-1")
def test_stormcharged_claw_resurgence_at_wind_4():
    st = setup(devoted0=[STORMCLAW], wind=4)
    u = uid(st, STORMCLAW)
    end_main(st)
    assert st.cstate[u] == UNUSED


@pytest.mark.card("12-raira-o-s-1")
def test_stormcharged_claw_no_bonus_no_resurgence_below_4():
    st = setup(specials0=[STORMCLAW], dist=2, flare=(3, 0), thunder=3, wind=3)
    u = uid(st, STORMCLAW)
    play_card(st, STORMCLAW)
    assert vals(st) == ([1, 2], 2, 2)
    answer(st, "aura")
    end_main(st)
    assert st.cstate[u] == DEVOTED


@pytest.mark.card("12-raira-o-s-2")
def test_thundercall_attacks_half_thunder_rounded_up():
    st = setup(specials0=[THUNDERCALL], flare=(6, 0), thunder=3, dist=8)
    play_card(st, THUNDERCALL, fullpower=True)
    assert vals(st) == (list(range(11)), 1, 1)
    answer(st, "aura")
    assert vals(st) == (list(range(11)), 1, 1)
    answer(st, "life")
    assert tokens(st)["aura"] == (3, 2) and tokens(st)["life"] == (10, 9)
    assert not st.attacks and st.turn_player == 1  # exactly 2 attacks, then the main phase ended


@pytest.mark.card("12-raira-o-s-3")
def test_invocation_gains_what_the_wind_reaches_then_leaves():
    st = setup(specials0=[INVOCATION], extra0=WINDBEASTS, flare=(2, 0), wind=7)
    play_card(st, INVOCATION)
    assert zone_ids(st, 0, SPECIAL) == [MANIFESTATION, REINCARNATION]
    assert all(st.cstate[uid(st, c)] == UNUSED for c in (MANIFESTATION, REINCARNATION))
    assert zone_ids(st, 0, EXTRA) == [PERDITION] and zone_ids(st, 0, OUT) == [INVOCATION]
    assert st.mstats["windbeast_gained"] == [2, 0]


@pytest.mark.card("12-raira-o-s-3", "12-raira-o-s-3-ex3")
def test_invocation_at_12_gains_all_three_and_perdition_moves_fewer():
    st = setup(specials0=[INVOCATION], extra0=WINDBEASTS, flare=(6, 0), wind=12, dist=6)
    play_card(st, INVOCATION)
    assert sorted(zone_ids(st, 0, SPECIAL)) == sorted(WINDBEASTS)
    answer(st, ("play", uid(st, PERDITION)))  # Perdition is a Reaction action; playable in the main phase too
    d = st.decision
    assert d.context == "perdition" and ("dist", "shadow", 5) in d.options and ("shadow", "dist", 0) in d.options
    answer(st, ("dist", "shadow", 2))
    assert tokens(st)["dist"] == 4 and tokens(st)["shadow"] == 8  # 2 + 4 from the costs, 2 moved
    assert zone_ids(st, 0, OUT) == [INVOCATION, PERDITION]


@pytest.mark.card("12-raira-o-s-3-ex1")
def test_manifestation_special_attack():
    st = setup(specials0=[MANIFESTATION], flare=(1, 0), dist=3)
    play_card(st, MANIFESTATION)
    assert vals(st) == ([1, 2, 3], 1, 2)
    answer(st, "life")
    assert tokens(st)["life"] == (10, 8) and st.cstate[uid(st, MANIFESTATION)] == DEVOTED


@pytest.mark.card("12-raira-o-s-3-ex2")
def test_reincarnation_resets_a_devoted_special_and_discounts_specials():
    st = setup(specials0=[REINCARNATION], devoted0=[STORMCLAW], flare=(3, 0), dist=2)
    sc = uid(st, STORMCLAW)
    play_card(st, REINCARNATION)
    assert st.cstate[sc] == UNUSED and tokens(st)["flare"] == (2, 0)
    assert S.card_cost(st, 0, sc) == 2  # Devoted: your Specials cost 1 less
    play_card(st, STORMCLAW)
    assert tokens(st)["flare"] == (0, 0)


@pytest.mark.card("12-raira-o-s-3-ex3")
def test_perdition_as_a_reaction():
    st = setup(specials0=[PERDITION], hand1=[HIMIKA_SHOT], turn_player=1, flare=(4, 0), dist=4, shadow=3)
    play_card(st, HIMIKA_SHOT)
    react(st, PERDITION)
    answer(st, ("shadow", "dist", 5))
    assert tokens(st)["dist"] == 9 and tokens(st)["shadow"] == 2  # Shadow had 3 + 4 from the cost
    assert zone_ids(st, 0, OUT) == [PERDITION]
    answer(st, "aura")  # the attack (4-10) still hits at 9
    assert tokens(st)["aura"] == (1, 3)


@pytest.mark.card("12-raira-o-s-4")
def test_death_and_rebirth_after_an_opponent_attack():
    st = setup(enh0=[(REBIRTH, 3)], hand1=[HIMIKA_SHOT], turn_player=1, dist=5)
    play_card(st, HIMIKA_SHOT)
    answer(st, "aura")
    d = st.decision
    assert d.kind == "may" and d.player == 0 and d.context == "rebirth"
    answer(st, True)
    answer(st, ("dist", "shadow"))
    answer(st, "thunder")
    assert tokens(st)["dist"] == 4 and gauges(st) == (0, 1)
    assert st.decision.kind == "main" and st.decision.player == 1


@pytest.mark.card("12-raira-o-s-4")
def test_death_and_rebirth_played_as_reaction_then_triggers():
    st = setup(specials0=[REBIRTH], hand1=[HIMIKA_SHOT], turn_player=1, dist=5, flare=(2, 0), shadow=3)
    play_card(st, HIMIKA_SHOT)
    react(st, REBIRTH)
    answer(st, ("aura", 0))  # charge 3 from Shadow
    answer(st, "aura")
    assert st.decision.context == "rebirth"
    answer(st, False)
    assert gauges(st) == (0, 0) and st.tok[CARD_BASE + uid(st, REBIRTH)] == 3


@pytest.mark.card_idle("12-raira-o-s-4")
def test_death_and_rebirth_ignores_own_attacks():
    st = setup(enh0=[(REBIRTH, 3)], hand0=[CLAW], dist=2)
    play_card(st, CLAW)
    answer(st, "aura")
    assert st.decision.kind == "main" and st.decision.player == 0


# ====================================================================== cards, Prayer (A1)
@pytest.mark.card("12-raira-a1-n-2", "12-raira-storm")
def test_gale_winds_may_harness_the_storm():
    st = setup(megami0=RA1, extra0=[STORM], hand0=[GALE], dist=3, thunder=2)
    play_card(st, GALE)
    assert vals(st) == ([2, 3], 2, 1)
    answer(st, "aura")
    d = st.decision
    assert d.context == "storm" and d.options == ("stop", ("thunder", 1), ("thunder", 2))
    answer(st, ("thunder", 2))
    assert vals(st) == ([0, 1, 2, 3, 4], 1, 1)
    answer(st, "life")
    assert gauges(st) == (0, 0) and tokens(st)["aura"] == (3, 1) and tokens(st)["life"] == (10, 9)
    assert any(ev[1] == "storm" and ev[3] == uid(st, STORM) for ev in st.events)


@pytest.mark.card("12-raira-a1-n-2")
def test_gale_winds_may_decline():
    st = setup(megami0=RA1, hand0=[GALE], dist=2, wind=3)
    play_card(st, GALE)
    answer(st, "aura")
    answer(st, "stop")
    assert gauges(st) == (3, 0) and st.decision.kind == "main"


@pytest.mark.card("12-raira-a1-n-6")
def test_tempest_initialize_end_phase_attacks_and_weaker_first_attack():
    st = setup(megami0=RA1, hand0=[TEMPEST], dist=4, shadow=3, hand1=[HIMIKA_SHOT, HIMIKA_SHOT],
               deck1=[SLASH, SLASH])
    t = uid(st, TEMPEST)
    play_card(st, TEMPEST, fullpower=True)
    answer(st, "wind")
    answer(st, "token")
    answer(st, "token")
    assert gauges(st) == (1, 0) and st.tok[CARD_BASE + t] == 2 and zone_ids(st, 0, ENHANCE) == [TEMPEST]
    # the main phase ended (full power): end phase attack 0-4 1/1, no reactions
    assert vals(st) == ([0, 1, 2, 3, 4], 1, 1) and "no_reactions" in S.attack_values(st, cur_attack(st)).flags
    answer(st, "aura")
    assert tokens(st)["aura"] == (3, 2) and st.turn_player == 1
    answer(st, False)  # player 1 does not reshuffle
    # player 1's turn: their first attack gets +0/-1, the second does not
    play_card(st, HIMIKA_SHOT)
    assert vals(st)[1:] == (2, 0)
    answer(st, "life")
    answer(st, ("play", [u for u in st.zones[1][HAND] if st.cards[u].id == HIMIKA_SHOT][0]))
    assert vals(st)[1:] == (2, 1)
    answer(st, "life")
    assert tokens(st)["life"] == (9, 10)
    end_main(st)  # player 1's end phase: Tempest attacks again
    assert st.attacks and cur_attack(st).player == 0


@pytest.mark.card("12-raira-a1-s-3")
def test_liturgy_raises_both_and_flinches():
    st = setup(megami0=RA1, specials0=[LITURGY], flare=(2, 0))
    play_card(st, LITURGY)
    assert gauges(st) == (1, 1) and st.flinch == [False, True] and st.cstate[uid(st, LITURGY)] == DEVOTED


@pytest.mark.card("12-raira-a1-s-3")
def test_liturgy_devoted_no_electrification():
    st = setup(megami0=RA1, devoted0=[LITURGY], hand0=[SLASH], dist=3)
    play_card(st, SLASH)
    assert st.decision.kind == "damage" and R.electrified(st, 0) == ()


@pytest.mark.card("12-raira-a1-s-3")
def test_liturgy_devoted_storm_at_the_start_of_the_main_phase():
    """陣風祭天儀 Devoted: choosing the standard action at the start of the main phase, harness the storm up to
    twice, never the same power; offered only before any other option of the main phase."""
    st = setup(megami0=RA1, devoted0=[LITURGY], hand0=[CLAW], wind=3, thunder=1, dist=2, aura=(3, 5))
    assert ("rule", "storm_start") in options(st)
    answer(st, ("rule", "storm_start"))
    answer(st, ("thunder", 1))
    assert ("thunder", 1) not in options(st) and "stop" in options(st)
    answer(st, ("wind", 3))
    assert st.vigor == [2, 0] and gauges(st) == (0, 0)
    assert st.decision.kind == "main" and ("rule", "storm_start") not in options(st)
    assert not any(o[0] == "fullpower" for o in options(st))  # the standard action was chosen
    play_card(st, CLAW)
    assert vals(st) == ([1, 2], 4, 1)
    assert st.mstats["storm"] == [2, 0] and st.mstats["storm_start"] == [1, 0]


@pytest.mark.card_idle("12-raira-a1-s-3")
def test_liturgy_storm_not_offered_after_another_option():
    st = setup(megami0=RA1, specials0=[LITURGY], hand0=[WINDRUN], wind=3, dist=5)
    assert ("rule", "storm_start") not in options(st)  # not Devoted
    play_card(st, WINDRUN)
    assert ("rule", "storm_start") not in options(st)


# ====================================================================== interactions with other megami
@pytest.mark.card("07-shinra-o-n-4")
def test_interaction_replicate_card_keeps_electrification_only_while_in_use():
    """Shinra's 引用 (Replicate) used by a Raira host: the opponent's attack card is electrified while it
    resolves in In Use and loses it back in the opponent's played pile (MR 10-3-1-1 example)."""
    st = setup(megami0=("raira", "shinra"), hand0=["07-shinra-o-n-4"], hand1=[SLASH], dist=4)
    rep, s = uid(st, "07-shinra-o-n-4"), uid(st, SLASH, 1)
    play_card(st, "07-shinra-o-n-4")
    keep(st)  # Replicate itself is another megami's card
    answer(st, s)
    answer(st, "use")
    assert R.electrified(st, 0) == (rep, s) and st.loc[s] == S.IN_USE
    answer(st, "wind")  # the replicated card moved to In Use: remove its electrification now? -> yes
    answer(st, "life")
    assert gauges(st) == (1, 0)
    assert zone_ids(st, 1, PLAYED) == [SLASH] and R.electrified(st, 0) == (rep,)


@pytest.mark.card("07-shinra-o-n-4")
def test_interaction_replicate_card_loses_it_in_the_opponents_pile():
    st = setup(megami0=("raira", "shinra"), hand0=["07-shinra-o-n-4"], hand1=[SLASH], dist=4)
    s = uid(st, SLASH, 1)
    play_card(st, "07-shinra-o-n-4")
    answer(st, "wind")
    answer(st, s)
    answer(st, "use")
    keep(st)
    assert R.is_electrified(st, 0, s)
    answer(st, "life")
    assert st.loc[s] == PLAYED and st.owner[s] == 1 and not R.is_electrified(st, 0, s)
    assert gauges(st) == (1, 0)


@pytest.mark.card("06-yukihi-o-s-1")
def test_interaction_gentle_snow_made_unused_by_the_umbrella_loses_electrification():
    """The MR 10-3-1-1 example: an electrified はらりゆき returned unused by an umbrella flip loses it."""
    from sakura_lab.cards import yukihi as Y

    st = setup(megami0=("raira", "yukihi"), devoted0=["06-yukihi-o-s-1"])
    g = uid(st, "06-yukihi-o-s-1")
    st.marks[("electrified", 0)] = (g,)
    assert R.is_electrified(st, 0, g)
    inject(st, [Y.TOGGLE], Ctx(0))  # opens: Immediate Resurgence
    assert st.cstate[g] == UNUSED and R.electrified(st, 0) == ()


@pytest.mark.card("05-oboro-o-n-4")
def test_interaction_oboro_trap_and_raira_before_the_same_reshuffle():
    """Oboro's Trap and Raira's removal both act immediately before a reshuffle (MR 3-3, MR 10-4): the
    turn player orders them; the removed cards give gauge points, the rest go into the deck."""
    trap = "05-oboro-o-n-4"
    st = setup(megami0=("raira", "oboro"), played0=[SLASH], discard0=[trap], start="turn", turn=5, dist=5)
    s = uid(st, SLASH)
    st.marks[("electrified", 0)] = (s,)
    answer(st, True)  # reshuffle
    assert st.decision.kind == "order"
    labels = st.decision.context
    answer(st, [i for i, lab in enumerate(labels) if lab[0] == "raira_unelectrify_reshuffle"][0])
    answer(st, s)
    answer(st, "thunder")
    assert gauges(st) == (0, 1)
    d = st.decision
    assert d.kind == "card" and d.context == "trap_before_reshuffle"
    answer(st, uid(st, trap))
    while st.decision is not None and st.decision.kind != "main":
        st.apply(0)
    assert zone_ids(st, 0, PLAYED) == [] and R.electrified(st, 0) == ()


@pytest.mark.card("09-chikage-o-p-1")
def test_interaction_poison_played_by_raira_is_electrified_then_lost_with_owner_change():
    """A Chikage poison in the Raira host's hand is another megami's card: playing it electrifies it; it
    then goes back to its Chikage owner's zones (MR 7-4) and loses it (MR 10-3-1-1)."""
    poison = "09-chikage-o-p-1"
    st = setup(megami0=RY, megami1=("chikage", "himika"), hand0=[poison])
    p = uid(st, poison)
    play_card(st, poison)
    assert R.is_electrified(st, 0, p)
    answer(st, "keep")
    while st.decision is not None and st.decision.kind != "main":
        st.apply(0)
    assert not R.is_electrified(st, 0, p)


@pytest.mark.rule("MR 10-3-1-1", "MR 10-4")
def test_mechanic_counters_and_option_predicates():
    """Telemetry: electrified / removal / gauge counters per side, and which options use a mechanic."""
    from sakura_lab.engine.telemetry import options_using

    st = setup(hand0=[SLASH], played0=["01-yurina-o-n-2"], dist=3)
    old = uid(st, "01-yurina-o-n-2")
    st.marks[("electrified", 0)] = (old,)
    inject(st, (), Ctx(0))
    main_uses = options_using(["unelectrify_main"], st.view(0), st.decision)
    assert [o for o, u in zip(options(st), main_uses, strict=True) if u] == [("rule", "unelectrify", old)]
    play_card(st, SLASH)
    assert options_using(["unelectrify_in_use"], st.view(0), st.decision) == [True, True, False]
    answer(st, "wind")
    assert st.mstats["electrified"] == [1, 0] and st.mstats["unelectrify_in_use"] == [1, 0]
    assert st.mstats["gauge_raised"] == [1, 0]


@pytest.mark.card("12-raira-a1-n-6")
def test_tempest_without_tokens_is_disenchanted_at_once():
    """大嵐 has Charge 0: choosing only gauges leaves no token on it, so it is disenchanted (CR 5-5-2) and
    no end-phase attack follows."""
    st = setup(megami0=RA1, hand0=[TEMPEST], dist=4, shadow=3, deck1=[SLASH, SLASH])
    play_card(st, TEMPEST, fullpower=True)
    answer(st, "wind")
    answer(st, "thunder")
    answer(st, "thunder")
    assert gauges(st) == (1, 2) and zone_ids(st, 0, PLAYED) == [TEMPEST] and zone_ids(st, 0, ENHANCE) == []
    assert tokens(st)["aura"] == (3, 3) and st.turn_player == 1 and not st.attacks


@pytest.mark.rule("MR 10-1")
def test_windbeast_predicate_is_playing_the_invocation():
    """``uses`` of windbeast_gained: playing 風魔招来孔, the only way to gain the Windbeast cards (MR 10-1)."""
    from sakura_lab.engine.telemetry import options_using

    st = setup(specials0=[INVOCATION], hand0=[CLAW], flare=(2, 0), dist=2, wind=3)
    uses = options_using(["windbeast_gained"], st.view(0), st.decision)
    assert [o for o, u in zip(options(st), uses, strict=True) if u] == [("play", uid(st, INVOCATION)), ("fullpower", uid(st, INVOCATION))]
