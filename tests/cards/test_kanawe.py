"""Kanawe (original, na-s10-2): one test per implemented card id, plus the additional rules (megami rules 18).

Player 0 hosts Kanawe unless stated. Act node: ``st.marks[("kw_node", p)]`` (default the start node "O2",
white 2); the prepared Plot is in ＜Plot＞ (AUX6) with its token on the card; ＜Completed＞ is AUX7.
"""
from __future__ import annotations

import pytest

from sakura_lab.cards import kanawe as K
from sakura_lab.engine import api as S
from sakura_lab.engine.constants import (
    AURA,
    AUX6,
    AUX7,
    CARD_BASE,
    DECK,
    DEVOTED,
    EXTRA,
    HAND,
    OUT,
    PLAYED,
    SPECIAL,
    UNUSED,
)
from sakura_lab.engine.state import Ctx
from sakura_lab.testing import answer, end_main, inject, play_card, react, scenario, tokens, uid, zone_ids

CONCEPTION = "20-kanawe-o-n-1"
COMPOSITION = "20-kanawe-o-n-2"
STAGING = "20-kanawe-o-n-3"
PERFORMANCE = "20-kanawe-o-n-4"
AFTERGLOW = "20-kanawe-o-n-5"
IMPROVISE = "20-kanawe-o-n-6"
ATW = "20-kanawe-o-s-1"
FATES = "20-kanawe-o-s-2"
VALOR = "20-kanawe-o-s-3"
P_COMBAT, P_PETALS, P_BEAT, P_VISTA, P_LINE, P_MISE = sorted(K.PLOTS)

SLASH = "01-yurina-o-n-1"  # attack 3-4 3/1
KW = ("kanawe", "yurina")
PLOTS = list(K.PLOTS)


def state(**kw):
    kw.setdefault("megami0", KW)
    kw.setdefault("extra0", PLOTS)
    return scenario(**kw)


def drive(st, limit=60, **by_context):
    """Answer decisions until player 0's main phase (or a decision named ``stop``): by context, else the
    default (pass reactions, aura damage when possible, yes to "may", the first option)."""
    for _ in range(limit):
        d = st.decision
        if d is None:
            return
        if d.kind == "main" and (d.player == 0 or by_context.get("_any_main")) \
                and not by_context.get("_through_main"):
            return
        ctx = d.context if isinstance(d.context, str) else None
        if ctx is not None and ctx in by_context:
            answer(st, by_context[ctx])
        elif d.kind == "react":
            maybe_pass(st)
        elif d.kind == "damage":
            answer(st, "aura" if "aura" in d.options else d.options[0])
        elif d.kind == "may":
            answer(st, True)
        else:
            st.apply(0)
    raise AssertionError("drive: too many decisions")


def maybe_pass(st):
    if st.decision is not None and st.decision.kind == "react":
        react(st, None)


def set_node(st, node, p=0):
    st.marks[("kw_node", p)] = node


def prepare(st, plot, side="front", src="shadow", p=0):
    inject(st, [K.PreparePlot((EXTRA, AUX7))], Ctx(p))
    answer(st, uid(st, plot, p))
    answer(st, side)
    d = st.decision
    if d is not None and d.context == "kanawe_token":
        answer(st, src)


def end_turn(st, **by_context):
    """End player 0's main phase and answer the end phase's decisions until the next main phase."""
    end_main(st)
    drive(st, _any_main=True, **by_context)


# ====================================================================== cards
@pytest.mark.card("20-kanawe-o-n-1")
def test_conception_even_value_double_arrow():
    """X = half the Act value rounded up: start node value 2 -> 1/1; value even -> Distance <-> Shadow 1."""
    st = state(hand0=[CONCEPTION], dist=5, shadow=1)
    play_card(st, CONCEPTION)
    maybe_pass(st)
    assert st.decision.kind == "damage" and st.decision.context[1:3] == (1, 1)
    answer(st, "aura")
    assert st.decision.context == ("dist", "shadow") or st.decision.kind == "arrow"
    answer(st, ("dist", "shadow"))
    assert tokens(st) == {"life": (10, 10), "aura": (3, 2), "flare": (0, 0), "dist": 4, "shadow": 3}


@pytest.mark.card("20-kanawe-o-n-1")
def test_conception_odd_value_no_arrow():
    st = state(hand0=[CONCEPTION], dist=5)
    set_node(st, "2C")  # red, value 3: X = 2
    play_card(st, CONCEPTION)
    maybe_pass(st)
    assert st.decision.context[1:3] == (2, 1)
    answer(st, "life")
    assert st.decision.kind == "main"
    assert tokens(st)["life"] == (10, 9) and tokens(st)["dist"] == 5


@pytest.mark.card("20-kanawe-o-n-2", "20-kanawe-o-p-01")
def test_composition_prepares_and_returns_at_end_phase():
    st = state(hand0=[COMPOSITION], dist=4, shadow=1, vigor=(1, 0))
    play_card(st, COMPOSITION)
    maybe_pass(st)
    answer(st, "aura")
    assert st.decision.context == "kanawe_prepare"
    answer(st, True)
    answer(st, uid(st, P_COMBAT))
    answer(st, "will")
    answer(st, "shadow")
    u = uid(st, P_COMBAT)
    assert zone_ids(st, 0, AUX6) == [P_COMBAT] and st.tok[CARD_BASE + u] == 1 and K.is_will(st, u)
    assert st.marks[("kw_cell", 0)] == 0
    end_main(st)
    while st.decision.context != "kanawe_composition":
        st.apply(0)
    answer(st, True)
    assert zone_ids(st, 0, DECK)[-1] == COMPOSITION
    assert st.vigor[1] == 2  # 1 from 脚本化, 1 from the opponent's start phase that follows


@pytest.mark.card("20-kanawe-o-n-3")
def test_staging_purple_bonus_and_no_progress():
    st = state(hand0=[STAGING], dist=3, shadow=1)
    set_node(st, "2B")  # purple 4
    prepare(st, P_COMBAT)
    u = uid(st, P_COMBAT)
    play_card(st, STAGING)
    maybe_pass(st)
    assert st.decision.context[1:3] == (2, 2)  # 2/1 +0/+1
    answer(st, "life")
    assert tokens(st)["life"] == (10, 8)
    st.marks[("turn", "kw_fights")] = 5  # the condition holds, but Staging forbids the progress
    end_turn(st)
    assert st.marks.get(("kw_cell", 0)) == 0 and st.tok[CARD_BASE + u] == 1


@pytest.mark.card("20-kanawe-o-n-4")
def test_performance_recover_then_basic():
    st = state(hand0=[PERFORMANCE], dist=5, shadow=1)
    play_card(st, PERFORMANCE)
    answer(st, "recover")
    answer(st, "forward")
    assert tokens(st) == {"life": (10, 10), "aura": (5, 3), "flare": (0, 0), "dist": 4, "shadow": 0}


@pytest.mark.card("20-kanawe-o-n-4", "20-kanawe-o-p-06")
def test_performance_all_out_prepares_and_flinches():
    st = state(hand0=[PERFORMANCE], dist=5, shadow=1)
    play_card(st, PERFORMANCE, fullpower=True)
    answer(st, "stop")
    answer(st, "stop")
    answer(st, True)
    answer(st, uid(st, P_MISE))
    answer(st, "front")
    answer(st, "aura")
    assert zone_ids(st, 0, AUX6) == [P_MISE] and st.tok[AURA] == 2
    assert (3, "flinch", 1) in st.events  # (the full-power action ended the turn; the flinch is then spent)


@pytest.mark.card("20-kanawe-o-n-5")
def test_afterglow_green_puts_hand_card_under_deck():
    st = state(hand0=[AFTERGLOW], hand1=[SLASH], vigor=(1, 0), megami1=("yurina", "himika"))
    set_node(st, "1B")  # green
    play_card(st, AFTERGLOW)  # one card: chosen at once
    assert zone_ids(st, 1, HAND) == [] and zone_ids(st, 1, DECK) == [SLASH] and st.vigor[1] == 1


@pytest.mark.card("20-kanawe-o-n-5")
def test_afterglow_white_only_vigor():
    st = state(hand0=[AFTERGLOW], hand1=[SLASH], vigor=(1, 0), megami1=("yurina", "himika"))
    play_card(st, AFTERGLOW)
    assert zone_ids(st, 1, HAND) == [SLASH] and st.vigor[1] == 1


@pytest.mark.card("20-kanawe-o-n-6", "01-yurina-o-n-1")
def test_improvise_plays_other_megami_attack_as_reaction():
    st = state(hand1=[SLASH], hand0=[IMPROVISE, SLASH], dist=3, turn_player=1,
               megami1=("yurina", "himika"))
    set_node(st, "1B", 0)  # green: Slash returns to hand
    play_card(st, SLASH, 1)
    react(st, IMPROVISE)
    assert st.decision.context == "kanawe_improvise"
    answer(st, uid(st, SLASH, 0))
    drive(st, _through_main=True, limit=10) if st.decision.kind != "damage" else None
    # Kanawe's Slash (3/1) resolves first, as a Reaction to player 1's Slash
    assert st.decision.kind == "damage" and st.decision.player == 1
    answer(st, "aura")
    assert zone_ids(st, 0, HAND) == [SLASH]  # green: back to hand


@pytest.mark.card("20-kanawe-o-s-1", "20-kanawe-o-p-03")
def test_action_to_the_word_from_completed_is_removed():
    st = state(specials0=[ATW], flare=(1, 0), shadow=1)
    S.move_card(st, uid(st, P_BEAT), AUX7)
    play_card(st, ATW)
    answer(st, uid(st, P_BEAT))
    answer(st, "front")
    answer(st, "shadow")
    assert zone_ids(st, 0, AUX6) == [P_BEAT] and zone_ids(st, 0, OUT) == [ATW]
    assert st.tok[CARD_BASE + uid(st, P_BEAT)] == 1


@pytest.mark.card("20-kanawe-o-s-1")
def test_action_to_the_word_devoted_becomes_unused():
    st = state(devoted0=[ATW], vigor=(1, 0))
    end_turn(st)
    u = uid(st, ATW)
    assert st.turn_player == 1 and st.cstate[u] == UNUSED
    assert st.vigor[1] == 2  # 1 from たまゆらふみ, 1 from the start phase


@pytest.mark.card_idle("20-kanawe-o-s-1")
def test_action_to_the_word_stays_devoted_after_progress():
    st = state(devoted0=[ATW], vigor=(1, 0))
    st.marks[("kw_progressed", 0)] = st.turn
    end_turn(st)
    assert st.cstate[uid(st, ATW)] == DEVOTED


@pytest.mark.card("20-kanawe-o-s-2")
def test_master_of_fates_red_costs_value_and_deals_life():
    st = state(specials0=[FATES], flare=(3, 0))
    set_node(st, "2C")  # red 3
    assert S.card_cost(st, 0, uid(st, FATES)) == 3
    play_card(st, FATES)
    drive(st)
    assert tokens(st)["life"] == (10, 9) and tokens(st)["flare"] == (0, 1)  # life damage goes to flare
    assert st.cstate[uid(st, FATES)] == DEVOTED


@pytest.mark.card("20-kanawe-o-s-2", "20-kanawe-o-p-02")
def test_master_of_fates_immediate_resurgence_on_next_act():
    st = state(devoted0=[FATES], shadow=1)
    prepare(st, P_PETALS)
    inject(st, [K.PreparePlot(())], Ctx(0))
    u = uid(st, P_PETALS)
    st.marks[("kw_cell", 0)] = 0
    inject(st, [S_complete(u)], Ctx(0))
    answer(st, "1B")  # green: no card in the discard pile
    drive(st)
    assert K.act_node(st, 0) == "1B" and st.cstate[uid(st, FATES)] == UNUSED


def S_complete(u):  # noqa: N802 - a node completing Plot u
    from sakura_lab.engine.dsl import Custom
    return Custom(lambda st, ctx: K.complete_plot(st, ctx.player, u))


@pytest.mark.card("20-kanawe-o-s-3", "01-yurina-o-n-1")
def test_better_part_of_valor_cancels_and_tops_deck():
    st = state(hand1=[SLASH], specials0=[VALOR], flare=(4, 0), dist=3, turn_player=1,
               megami1=("yurina", "himika"))
    play_card(st, SLASH, 1)
    react(st, VALOR)
    answer(st, "aura")
    drive(st, _through_main=True, limit=5) if st.decision.kind != "main" else None
    assert zone_ids(st, 1, DECK) == [SLASH] and tokens(st)["aura"] == (3, 1)


# ====================================================================== additional rules
@pytest.mark.rule("MR 18-1")
def test_mr_18_1_plots_start_in_extra_one_object_per_card():
    """MR 18-1 / 18-2: six Plot card objects face up in ＜Extra＞; the Will sides are not objects."""
    from sakura_lab.cards.catalogue import get_catalogue
    from sakura_lab.decks import Deck
    from sakura_lab.game import new_state

    cat = get_catalogue()
    normals = tuple(c.id for c in cat.pool("kanawe") if c.kind == "normal" and c.id not in (
        "20-kanawe-o-n-7",))[:6] + ("01-yurina-o-n-1",)
    specials = (ATW, FATES, VALOR)
    d0 = Deck("k", ("kanawe", "yurina"), normals, specials, cat.latest)
    d1 = Deck("y", ("yurina", "saine"), tuple(c.id for c in cat.pool("yurina") if c.kind == "normal")[:7],
              tuple(c.id for c in cat.pool("yurina") if c.kind == "special")[:3], cat.latest)
    st = new_state(1, (d0, d1))
    seat = [p for p in (0, 1) if "kanawe" in st.hosts[p]][0]
    assert sorted(zone_ids(st, seat, EXTRA)) == sorted(PLOTS)
    assert not any(cd.id.endswith("-will") for cd in st.cards)


@pytest.mark.rule("MR 18-3")
def test_mr_18_3_act_colour_and_value_of_non_host():
    st = state()
    assert (K.act_colour(st, 0), K.act_value(st, 0)) == ("white", 2)
    set_node(st, "3C")
    assert (K.act_colour(st, 0), K.act_value(st, 0)) == ("yellow", 4)
    st.marks[("kw_node", 1)] = "3C"  # a player not hosting Kanawe is white / 0 whatever the marks say
    assert (K.act_colour(st, 1), K.act_value(st, 1)) == ("white", 0)


@pytest.mark.rule("MR 18-4")
def test_mr_18_4_plot_zone_holds_card_and_token():
    st = state(shadow=1)
    prepare(st, P_LINE)
    u = uid(st, P_LINE)
    assert st.loc[u] == AUX6 and st.tok[CARD_BASE + u] == 1
    S.check_invariants(st)


@pytest.mark.card("01-yurina-o-n-1")
def test_mr_18_5_yellow_plus_life():
    """MR 18-5: yellow Act: your Attack cards' attacks get +0/+1."""
    st = state(hand0=[SLASH], dist=3)
    set_node(st, "3C")
    play_card(st, SLASH)
    maybe_pass(st)
    assert st.decision.context[1:3] == (3, 2)


@pytest.mark.rule("MR 18-5")
def test_mr_18_5_progress_at_end_phase_stage_combat():
    """MR 18-5: 殺陣 face up: 2+ attacks/reactions this turn -> the token moves one cell at the end phase."""
    st = state(shadow=1)
    prepare(st, P_COMBAT)
    u = uid(st, P_COMBAT)
    st.marks[("turn", "kw_fights")] = 1
    inject(st, [], Ctx(0))
    assert not st.marks.get(("turn", "kw_met", 0))  # 1 is not enough
    st.marks[("turn", "kw_fights")] = 2
    end_turn(st)
    assert st.turn_player == 1 and st.marks[("kw_cell", 0)] == 1  # one cell right of 3 (2 achievements)
    assert st.loc[u] == AUX6 and st.tok[CARD_BASE + u] == 1 and st.marks[("kw_progressed", 0)] == 3


@pytest.mark.rule("MR 18-5")
def test_mr_18_5_progress_distance_plot():
    st = state(shadow=1, dist=8)
    prepare(st, P_MISE)
    u = uid(st, P_MISE)
    st.start_distance = 10
    end_turn(st)
    assert st.marks[("kw_cell", 0)] == 1 and st.marks[("kw_progressed", 0)] == 3 and st.loc[u] == AUX6


@pytest.mark.rule("MR 18-6")
def test_mr_18_6_completion_moves_marker_and_resolves_red():
    """MR 18-6: the last cell completes the Plot: token to Shadow, card to Completed, marker down, colour."""
    st = state(shadow=1, dist=8)
    prepare(st, P_MISE, side="will")  # Will: 5+ change, 1 achievement; from O2 no Trial line: marker stays
    u = uid(st, P_MISE)
    st.start_distance = 3
    end_turn(st)
    assert st.loc[u] == AUX7 and st.tok[CARD_BASE + u] == 0 and K.act_node(st, 0) == "O2"
    assert ("move", 0, u, AUX7) in [e[1:5] for e in st.events] or st.loc[u] == AUX7


@pytest.mark.rule("MR 18-6")
def test_mr_18_6_trial_line_only_with_will():
    st = state(shadow=1, dist=8)
    set_node(st, "2B")  # lines 3A, 3B; Trial 3C
    prepare(st, P_MISE, side="will")
    st.start_distance = 3
    end_main(st)
    while st.decision is not None and st.decision.context != "kanawe_act" and K.act_node(st, 0) == "2B":
        st.apply(0)
    assert K.act_node(st, 0) == "3C"  # the only Trial line, taken at once (one option)


@pytest.mark.rule("MR 18-6")
def test_mr_18_6_plain_lines_face_up_and_red_damage():
    st = state(shadow=1, dist=7)
    set_node(st, "2B")
    prepare(st, P_PETALS)  # 1 achievement: 3+ tokens at once to a place not on a card
    inject(st, [S_move(3)], Ctx(0))
    end_main(st)
    while st.decision.context != "kanawe_act":
        st.apply(0)
    assert st.decision.options == ("3A", "3B")
    answer(st, "3A")  # red 4
    assert tokens(st)["life"] == (10, 9)


def S_move(n):  # noqa: N802
    from sakura_lab.engine.constants import DIST, SHADOW
    from sakura_lab.engine.dsl import Custom
    return Custom(lambda st, ctx: S.move_tokens(st, DIST, SHADOW, n))


@pytest.mark.rule("MR 18-6")
def test_mr_18_6_final_act_wins():
    st = state(shadow=1, dist=7)
    set_node(st, "5A")
    prepare(st, P_PETALS, side="will")  # Will: 5+ tokens at once
    inject(st, [S_move(5)], Ctx(0))
    end_main(st)
    drive(st, _through_main=True, limit=20)
    assert st.outcome is not None and st.outcome.winner == 0 and st.outcome.reason == "final_act"


@pytest.mark.rule("MR 18-7")
def test_mr_18_7_preparing_replaces_prepared_plot():
    st = state(shadow=2)
    prepare(st, P_COMBAT, side="will")
    prepare(st, P_BEAT)
    a, b = uid(st, P_COMBAT), uid(st, P_BEAT)
    assert st.loc[a] == EXTRA and not K.is_will(st, a) and st.tok[CARD_BASE + a] == 0
    assert st.loc[b] == AUX6 and st.tok[CARD_BASE + b] == 1 and tokens(st)["shadow"] == 1


@pytest.mark.rule("MR 18-7")
def test_mr_18_7_no_token_does_nothing_but_card_is_placed():
    st = state(shadow=0, aura=(0, 3))
    prepare(st, P_VISTA)
    u = uid(st, P_VISTA)
    assert st.loc[u] == AUX6 and st.tok[CARD_BASE + u] == 0


@pytest.mark.rule("MR 18-2")
@pytest.mark.card("20-kanawe-o-p-04")
def test_mr_18_2_will_side_condition_arrows():
    """MR 18-2: face down only the back counts: 明転 Will needs 2 arrows in a turn."""
    st = state(shadow=1, dist=5)
    prepare(st, P_VISTA, side="will")
    from sakura_lab.engine.dsl import Arrow
    inject(st, [Arrow("dist", "aura", 1)], Ctx(0))
    assert not st.marks.get(("turn", "kw_met", 0))
    inject(st, [Arrow("dist", "aura", 1)], Ctx(0))
    assert st.marks.get(("turn", "kw_met", 0))


# ====================================================================== interactions
@pytest.mark.card("08-hagane-o-n-3", "20-kanawe-o-p-05")
def test_interaction_hagane_throughout_card_meets_line_read():
    """粒立て (MR 18-5): a Throughout card of another megami (Hagane's 大地砕き) played this turn, the Plot
    prepared on an earlier turn: the condition is met and the Plot completes at the end phase."""
    st = state(hand0=["08-hagane-o-n-3"], megami0=("kanawe", "hagane"), shadow=1, dist=3)
    prepare(st, P_LINE)
    st.marks[("kw_prepared_turn", 0)] = 1  # prepared on an earlier turn
    u = uid(st, P_LINE)
    play_card(st, "08-hagane-o-n-3", fullpower=True)
    maybe_pass(st)
    assert st.marks.get(("turn", "kw_throughout")) == 1 and st.marks.get(("turn", "kw_met", 0))
    while st.loc[u] == AUX6 and st.decision is not None and st.turn == 3:
        d = st.decision
        answer(st, "aura" if d.kind == "damage" else d.options[0])
    assert st.loc[u] == AUX7  # 1 achievement: completed; the marker moves down a line without Trial
    assert st.decision.context == "kanawe_act" and st.decision.options == ("1A", "1B", "2C")
    life = st.tok[1]
    answer(st, "1A")  # red: 1 damage to the opponent's Life
    assert K.act_node(st, 0) == "1A" and st.tok[1] == life - 1


@pytest.mark.card("06-yukihi-o-n-1")
def test_interaction_yukihi_umbrella_card_gets_yellow_bonus():
    """Yellow (MR 18-5) adds +0/+1 to a Yukihi Attack card's attack, on top of its umbrella face (MR 4-2-1)."""
    st = state(hand0=["06-yukihi-o-n-1"], megami0=("kanawe", "yukihi"), dist=5)
    set_node(st, "3C")  # yellow
    play_card(st, "06-yukihi-o-n-1")  # closed umbrella: 4-6 3/1
    maybe_pass(st)
    assert st.decision.kind == "damage" and st.decision.context[1:3] == (3, 2)


@pytest.mark.card("20-kanawe-o-n-5")
def test_interaction_afterglow_bottoms_a_chikage_poison():
    """残光 may choose a Chikage poison in the opponent's hand (MR 7-2-1 only forbids putting it face down):
    it goes to the bottom of the opponent's deck."""
    st = state(hand0=[AFTERGLOW], hand1=["09-chikage-o-p-1", SLASH], megami0=("kanawe", "chikage"),
               megami1=("yurina", "himika"), vigor=(1, 0))
    set_node(st, "2B")  # purple
    play_card(st, AFTERGLOW)
    answer(st, uid(st, "09-chikage-o-p-1"))
    assert zone_ids(st, 1, HAND) == [SLASH] and zone_ids(st, 1, DECK) == ["09-chikage-o-p-1"]
    assert st.vigor[1] == 1


CENSOR = "20-kanawe-o-n-7"
STAGE = "20-kanawe-o-s-4"


@pytest.mark.card("20-kanawe-o-n-7")
def test_censor_declares_a_name_and_gives_vigor_on_disenchant():
    st = state(hand0=[CENSOR], aura=(3, 3), vigor=(0, 0))
    play_card(st, CENSOR)
    while st.decision.context != "kanawe_censor":
        st.apply(0)
    opts = st.decision.options
    assert "03-himika-o-s-1" in opts and "04-tokoyo-o-n-1" in opts  # the opponent's pools
    answer(st, "03-himika-o-s-1")
    u = uid(st, CENSOR)
    assert st.loc[u] == S.ENHANCE and st.tok[CARD_BASE + u] == 3 and st.marks[("kw_censor", u)]
    inject(st, [S_strip(u)], Ctx(0))
    drive(st)
    assert st.loc[u] == PLAYED and st.vigor[0] == 1


def S_strip(u):  # noqa: N802
    from sakura_lab.engine.constants import SHADOW
    from sakura_lab.engine.dsl import Custom
    return Custom(lambda st, ctx: S.move_tokens(st, CARD_BASE + u, SHADOW, st.tok[CARD_BASE + u]))


@pytest.mark.card("20-kanawe-o-n-7")
def test_censor_forbids_named_special_and_normal_on_red():
    st = state(enh0=[(CENSOR, 3)], specials1=["01-yurina-o-s-1"], hand1=[SLASH], flare=(0, 7), dist=3,
               turn_player=1, megami1=("yurina", "himika"))
    u = uid(st, CENSOR)
    sp, sl = uid(st, "01-yurina-o-s-1", 1), uid(st, SLASH, 1)
    st.marks[("kw_censor", u)] = K._name_of(st.cards[sp])
    st.abcache = None
    assert not S.can_play(st, 1, sp, 0)  # a named Special, the opponent's turn
    st.marks[("kw_censor", u)] = K._name_of(st.cards[sl])
    assert S.can_play(st, 1, sl, 0)  # a named Normal card: only while the Act is red
    set_node(st, "1A")  # red
    assert not S.can_play(st, 1, sl, 0)
    st.turn_player = 0  # not during Kanawe's own turn
    assert S.can_play(st, 1, sl, 0)


@pytest.mark.card("20-kanawe-o-s-4")
def test_worlds_a_stage_swaps_normal_and_gains_unchosen_special():
    st = state(specials0=[STAGE, FATES], hand0=[SLASH], deck0=["01-yurina-o-n-2"], flare=(2, 0))
    fates, y2, stage = uid(st, FATES), uid(st, "01-yurina-o-n-2"), uid(st, STAGE)
    S.move_card(st, fates, OUT)  # not chosen in Deck Construction: face down in Out of Game
    S.move_card(st, y2, OUT)
    play_card(st, STAGE)
    assert st.decision.context == "kanawe_stage_hand"
    answer(st, uid(st, SLASH))
    drive(st)
    assert zone_ids(st, 0, HAND) == ["01-yurina-o-n-2"]
    assert st.loc[uid(st, SLASH)] == OUT and st.loc[stage] == OUT and not S.face_down_out(st, stage)
    assert st.loc[fates] == SPECIAL and st.cstate[fates] == UNUSED and tokens(st)["flare"] == (0, 0)
