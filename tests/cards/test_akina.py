"""Akina (original, na-s10-2): one or more tests per card, the additional rules of megami-rules.en.md section 21
(Flow MR 21-1, price and capital MR 21-2, market price MR 21-3-1, Investment MR 21-4 / 21-6-1, Divest MR 21-5 /
21-6-2, price after damage MR 21-6-3) and interactions with other megami. Player 0 hosts Akina unless stated."""
from __future__ import annotations

import pytest

from sakura_lab.cards import akina as A
from sakura_lab.engine import api as S
from sakura_lab.engine.constants import (
    AURA,
    CARD_BASE,
    DEVOTED,
    DISCARD,
    ENHANCE,
    FLARE,
    FLOW_TOKENS,
    HAND,
    LIFE,
    OUT,
    PLAYED,
    SHADOW,
    SPECIAL,
    UNUSED,
)
from sakura_lab.engine.dsl import Custom, TurnEffect
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

AY = ("akina", "yurina")
SLASH = "01-yurina-o-n-1"  # Yurina 3-4 3/1
HIMIKA_SHOT = "03-himika-o-n-1"  # Himika 4-10 2/1


def setup(*, flow: tuple[int, int] = (0, 0), price: int | None = None, **kw):
    kw.setdefault("megami0", AY)
    st = scenario(**kw)
    for p in (0, 1):
        st.tok[FLOW_TOKENS + p] = flow[p]
    if price is not None:
        st.marks[("akina_price", 0)] = price
    if (any(flow) or price is not None) and st.decision is not None and st.decision.kind == "main":
        inject(st, (), Ctx(0))
    return st


def flow(st, p=0):
    return st.tok[FLOW_TOKENS + p]


def total(st):
    return S.total_tokens(st)


def no_react(st):
    """Pass the reaction window if there is one (none is asked when the defender has no Reaction)."""
    if st.decision is not None and st.decision.kind == "react":
        react(st, None)


def attack_to_life(st):
    """Pass the reaction window and take the damage on Life."""
    no_react(st)
    answer(st, "life")


# ====================================================================== rules (section 21)
@pytest.mark.rule("MR 21-1")
def test_rule_21_1_flow_holds_at_most_5():
    st = setup(shadow=8)
    before = total(st)
    assert S.move_tokens(st, SHADOW, FLOW_TOKENS, 7) == 5
    assert flow(st) == 5 and st.tok[SHADOW] == 3 and total(st) == before
    assert S.room(st, FLOW_TOKENS) == 0 and S.room(st, FLOW_TOKENS + 1) == 5
    S.check_invariants(st)


@pytest.mark.rule("MR 21-2-1")
def test_rule_21_2_1_price_starts_at_2_bounded_and_1_without_akina():
    st = setup()
    assert A.price(st, 0) == 2 and A.price(st, 1) == 1
    A.change_price(st, 0, +5)
    assert A.price(st, 0) == 4
    A.change_price(st, 0, -9)
    assert A.price(st, 0) == 1
    A.change_price(st, 1, +2)  # no price: nothing happens, still reads 1
    assert A.price(st, 1) == 1 and ("akina_price", 1) not in st.marks


@pytest.mark.rule("MR 21-2-1")
def test_rule_21_2_1_price_zone_table():
    """Gaps #10 filled from the later CR: 4 Life, 3 Flare, 2 Aura, 1 Shadow."""
    st = setup()
    expected = {4: (LIFE, LIFE + 1), 3: (FLARE, FLARE + 1), 2: (AURA, AURA + 1), 1: (SHADOW, SHADOW)}
    for v, (own, opp) in expected.items():
        st.marks[("akina_price", 0)] = v
        assert A.price_place(st, 0, 0) == own and A.price_place(st, 0, 1) == opp


@pytest.mark.rule("MR 21-2-2")
def test_rule_21_2_2_capital_is_aura_flare_flow():
    st = setup(aura=(3, 2), flare=(1, 4), flow=(2, 0), life=(9, 8))
    assert A.capital(st, 0) == 6 and A.capital(st, 1) == 6


@pytest.mark.rule("MR 21-3-1")
def test_rule_21_3_1_market_price_cost_is_owners_price_and_unmodifiable():
    st = setup(specials0=[A.TAKEOVER], price=3)
    u = uid(st, A.TAKEOVER)
    assert S.card_cost(st, 0, u) == 3
    st.marks[("akina_price", 0)] = 1
    assert S.card_cost(st, 0, u) == 1
    # a cost reduction in force (as Saine's Accompaniment) does not change it
    from sakura_lab.engine.dsl import CostDelta
    inject(st, (TurnEffect(CostDelta(lambda st, src, uid, p: True, -1)),), Ctx(0, u))
    assert S.card_cost(st, 0, u) == 1


@pytest.mark.rule("MR 21-4")
def test_rule_21_4_investment_cards():
    assert A.INVESTMENT == {A.BROWBEAT, A.FINANCING, A.AUDIT}
    from sakura_lab.cards.catalogue import get_catalogue
    cat = get_catalogue()
    assert {c.id for c in cat.cards(form="akina", season="na-s10-2") if dict(c.facts).get("investable")} \
        == A.INVESTMENT


@pytest.mark.rule("MR 21-5")
@pytest.mark.parametrize("price,src_place,after_price", [(4, LIFE + 1, 2), (3, FLARE + 1, 1), (2, AURA + 1, 1),
                                                          (1, SHADOW, 1)])
def test_rule_21_5_divest_takes_from_opponents_price_zone(price, src_place, after_price):
    st = setup(flow=(2, 0), price=price, aura=(1, 3), flare=(0, 2), shadow=2)
    before = dict(zip(range(8), st.tok[:8], strict=True))
    assert A.divest(st, 0)
    assert flow(st) == 1
    assert st.tok[AURA] == 2  # the token arrived in the own Aura
    assert st.tok[src_place] == before[src_place] - (1 if src_place != SHADOW else 0)
    if src_place == SHADOW:  # Flow -> Shadow +1, Shadow -> Aura -1
        assert st.tok[SHADOW] == 2
    assert A.price(st, 0) == after_price


@pytest.mark.rule("MR 21-5")
def test_rule_21_5_divest_without_flow_does_nothing_full_aura_goes_to_shadow():
    st = setup(price=2)
    assert not A.divest(st, 0)
    assert A.price(st, 0) == 2
    st = setup(flow=(1, 0), price=3, aura=(5, 3), flare=(0, 2))
    assert A.divest(st, 0)
    assert st.tok[AURA] == 5 and st.tok[FLARE + 1] == 1 and st.tok[SHADOW] == 2 and A.price(st, 0) == 1
    st = setup(flow=(1, 0), price=3, flare=(0, 0))  # nothing in the price zone: step 3 skipped
    assert A.divest(st, 0)
    assert flow(st) == 0 and A.price(st, 0) == 3


def _start_turn(**kw):
    kw.setdefault("deck0", [SLASH, SLASH, SLASH])
    kw.setdefault("deck1", [HIMIKA_SHOT, HIMIKA_SHOT, HIMIKA_SHOT])
    kw.setdefault("megami0", AY)
    price = kw.pop("price", None)
    fl = kw.pop("flow", (0, 0))
    st = scenario(start="turn", **kw)
    return st, price, fl


@pytest.mark.rule("MR 21-6-1")
def test_rule_21_6_1_investment_at_start_of_main_phase():
    """MR 21-6-1 / 21-6-2: at the start of the main phase the host may invest (Browbeat from the played pile to
    the discard pile, a token from the own price zone (Aura at price 2) to Flow, price +1), then Divest."""
    st = scenario(megami0=AY, played0=[A.BROWBEAT, A.ABACUS], deck0=[SLASH, SLASH, SLASH], start="turn",
                  aura=(3, 3))
    if st.decision.kind == "reshuffle":  # optional start-phase reshuffle (CR 8-1-3 iii): decline
        answer(st, False)
    d = st.decision
    assert d.kind == "card" and d.context == "akina_invest"
    b = uid(st, A.BROWBEAT)
    assert set(d.options) == {"stop", b}
    answer(st, b)
    assert st.loc[b] == DISCARD and flow(st) == 1 and st.tok[AURA] == 2 and A.price(st, 0) == 3
    d = st.decision
    assert d.kind == "choose" and d.context == "akina_divest" and d.options == ("pass", "divest")
    answer(st, "divest")  # price 3: opponent's Flare (0) -> nothing moves, price stays
    assert flow(st) == 0 and A.price(st, 0) == 3
    assert st.decision.kind == "main"


@pytest.mark.rule("MR 21-6-1")
def test_rule_21_6_1_investment_before_reshuffle_devoted_special_becomes_unused():
    st = setup(devoted0=[A.AUDIT], price=4, life=(10, 10))
    a = uid(st, A.AUDIT)
    inject(st, (Custom(lambda st, ctx: S.push_reshuffle(st, 0, by_rules=True)),), Ctx(0))
    d = st.decision
    assert d.kind == "card" and d.context == "akina_invest" and a in d.options
    answer(st, a)
    # Audit unused; Life -> Flow 1 (price 4), price 4 stays 4; then the reshuffle's 1 damage (not moving price)
    assert st.loc[a] == SPECIAL and st.cstate[a] == UNUSED
    assert flow(st) == 1 and st.tok[LIFE] == 8 and A.price(st, 0) == 4


@pytest.mark.rule("MR 21-6-2")
def test_rule_21_6_2_divest_at_start_only_once_and_focus_with_devoted_audit():
    st = scenario(megami0=AY, devoted0=[A.AUDIT], deck0=[SLASH, SLASH, SLASH], start="turn", aura=(3, 3))
    if st.decision.kind == "reshuffle":
        answer(st, False)
    # the Devoted Audit is also an Investment candidate; decline it
    assert st.decision.context == "akina_invest"
    answer(st, "stop")
    d = st.decision
    assert d.context == "akina_divest" and d.options == ("pass", "focus")  # no Flow: only Focus instead
    answer(st, "focus")
    assert st.tok[AURA] == 2 and st.tok[FLARE] == 1
    assert st.decision.kind == "main"
    assert not any(o for o in options(st) if o[0] == "rule")  # not again in this main phase


@pytest.mark.rule("MR 21-6-3")
def test_rule_21_6_3_price_changes_after_life_damage_even_zero():
    st = setup(hand0=[A.ABACUS], dist=3, price=2)
    st.marks[("akina_price", 0)] = 2
    play_card(st, A.ABACUS)  # 1/0: the opponent chooses Life, 0 damage
    attack_to_life(st)
    assert st.tok[LIFE + 1] == 10
    assert A.price(st, 0) == 3  # the opponent took (0) Life damage: Akina's price +1
    answer(st, "vigor")


@pytest.mark.rule("MR 21-6-3")
def test_rule_21_6_3_own_damage_lowers_price_reshuffle_does_not():
    st = setup(price=3)
    inject(st, (Custom(lambda st, ctx: S.push_single_damage(st, 0, "life", 2)),), Ctx(1))
    assert st.tok[LIFE] == 8 and A.price(st, 0) == 2
    inject(st, (Custom(lambda st, ctx: S.push_reshuffle(st, 0, by_rules=True)),), Ctx(0))
    assert st.tok[LIFE] == 7 and A.price(st, 0) == 2


@pytest.mark.rule("MR 21-6-3")
def test_rule_21_6_3_both_hosts_prices_move_in_mirror():
    st = setup(megami1=("akina", "himika"))
    st.marks[("akina_price", 1)] = 3
    inject(st, (Custom(lambda st, ctx: S.push_single_damage(st, 1, "life", 1)),), Ctx(0))
    assert A.price(st, 0) == 3 and A.price(st, 1) == 2


# ====================================================================== normal cards
@pytest.mark.card("23-akina-o-n-1")
def test_abacus_beads_vigor():
    st = setup(hand0=[A.ABACUS], dist=6, vigor=(0, 1))
    play_card(st, A.ABACUS)
    no_react(st)
    answer(st, "aura")
    assert tokens(st)["aura"] == (3, 2)
    assert st.decision.options == ("vigor", "divest", "flare_flow")
    answer(st, "vigor")
    assert st.vigor[0] == 1


@pytest.mark.card("23-akina-o-n-1")
def test_abacus_beads_divest_and_flare_flow():
    st = setup(hand0=[A.ABACUS, A.ABACUS], dist=1, flow=(1, 0), price=2, aura=(2, 3))
    play_card(st, A.ABACUS)
    no_react(st)
    answer(st, "aura")
    answer(st, "divest")  # Flow -> Shadow 1, opponent's Aura -> own Aura 1, price 2 -> 1
    assert flow(st) == 0 and tokens(st)["aura"] == (3, 1) and A.price(st, 0) == 1
    st = setup(hand0=[A.ABACUS], dist=1, flare=(2, 0))
    play_card(st, A.ABACUS)
    no_react(st)
    answer(st, "aura")
    answer(st, "flare_flow")
    assert st.decision.kind == "arrow"
    answer(st, ("flare", "flow"))
    assert flow(st) == 1 and st.tok[FLARE] == 1


@pytest.mark.card("23-akina-o-n-2")
def test_browbeat_more_capital_plus_life_and_stays_played():
    st = setup(hand0=[A.BROWBEAT], dist=4, aura=(3, 1), flow=(1, 0))
    play_card(st, A.BROWBEAT)
    no_react(st)  # -/1 (capital 4 > 1): only Life
    assert tokens(st)["life"] == (10, 9)
    assert zone_ids(st, 0, PLAYED) == [A.BROWBEAT]


@pytest.mark.card("23-akina-o-n-2")
def test_browbeat_less_capital_goes_face_down():
    st = setup(hand0=[A.BROWBEAT], dist=4, aura=(1, 3))
    play_card(st, A.BROWBEAT)
    no_react(st)  # -/0 on Life
    assert tokens(st)["life"] == (10, 10)
    assert zone_ids(st, 0, DISCARD) == [A.BROWBEAT] and zone_ids(st, 0, PLAYED) == []
    assert A.price(st, 0) == 3  # 0 Life damage still moved the price


@pytest.mark.card("23-akina-o-n-3")
def test_barter_capital_3_more_returns_other_megami_card_and_basic_action():
    st = setup(hand0=[A.BARTER], played0=[SLASH, A.ABACUS], dist=5, aura=(4, 0), flare=(2, 0), vigor=(0, 0))
    play_card(st, A.BARTER)
    no_react(st)  # 2/0 with no opposing Aura: Life, 0 damage
    assert tokens(st)["life"] == (10, 10) and A.price(st, 0) == 3
    s = uid(st, SLASH)
    d = st.decision
    assert d.context == "akina_barter" and set(d.options) == {"stop", s}  # not Akina's Abacus Beads
    answer(st, s)
    assert st.loc[s] == HAND
    assert st.decision.kind == "basic"
    answer(st, "forward")
    assert st.tok[S.DIST] == 4
    assert st.terminal[0]  # Terminal


@pytest.mark.card("23-akina-o-n-3")
def test_barter_equal_capital_nothing():
    st = setup(hand0=[A.BARTER], played0=[SLASH], dist=5, aura=(1, 3))  # after 2 on Aura: capital 1 vs 1
    play_card(st, A.BARTER)
    no_react(st)
    answer(st, "aura")
    assert st.decision.kind == "main" and st.terminal[0]
    assert zone_ids(st, 0, PLAYED) == [SLASH, A.BARTER]


@pytest.mark.card("23-akina-o-n-4")
def test_speculate_both_modes():
    st = setup(hand0=[A.SPECULATE, A.SPECULATE], aura=(3, 3), shadow=3)
    first, second = st.zones[0][HAND]
    st.apply_option(("play", first))
    answer(st, "aura_to_flow")
    assert st.tok[AURA] == 1 and flow(st) == 2
    st.apply_option(("play", second))
    answer(st, "shadow_to_aura")
    assert st.tok[AURA] == 3 and st.tok[SHADOW] == 1


@pytest.mark.rule("MR 21-1")
def test_speculate_played_by_a_player_without_akina_moves_nothing_to_a_flow():
    """Only a player hosting Akina has a ＜Flow＞ (MR 21-1): Speculate in the hand of player 1 (Yurina / Saine,
    e.g. through a copy) moves no token into a Flow it does not have; its other mode works as printed."""
    st = setup(hand1=[A.SPECULATE, A.SPECULATE], aura=(3, 3), shadow=3, turn_player=1)
    first, second = st.zones[1][HAND]
    st.apply_option(("play", first))
    answer(st, "aura_to_flow")
    assert st.tok[AURA + 1] == 3 and flow(st, 1) == 0 and flow(st, 0) == 0
    st.apply_option(("play", second))
    answer(st, "shadow_to_aura")
    assert st.tok[AURA + 1] == 5 and st.tok[SHADOW] == 1
    S.check_invariants(st)


@pytest.mark.card("23-akina-o-n-5")
def test_calculate_reaction_shifts_ranges_down():
    """The opponent's Himika Shot (4-10) at distance 10 becomes 3-9 and misses."""
    st = setup(megami0=("yurina", "himika"), megami1=AY, hand0=[HIMIKA_SHOT], hand1=[A.CALCULATE], dist=10)
    play_card(st, HIMIKA_SHOT)
    react(st, A.CALCULATE)
    assert tokens(st)["aura"] == (3, 3) and tokens(st)["life"] == (10, 10)
    assert zone_ids(st, 1, PLAYED) == [A.CALCULATE]


@pytest.mark.card("23-akina-o-n-6")
def test_contingency_initialize_and_tokens_to_opponent_flare():
    st = setup(hand0=[A.CONTINGENCY, A.CONTINGENCY], dist=4, flare=(0, 3), aura=(3, 3))
    assert not any(o == ("play", uid(st, A.CONTINGENCY)) for o in options(st))  # range restriction 0-3
    st = setup(hand0=[A.CONTINGENCY], dist=3, flare=(0, 3), aura=(3, 3))
    c = uid(st, A.CONTINGENCY)
    play_card(st, A.CONTINGENCY)
    answer(st, ("charge", 2)) if st.decision.kind == "charge" else None
    assert st.loc[c] == ENHANCE and st.tok[CARD_BASE + c] == 2
    assert st.tok[FLARE + 1] == 1 and st.tok[S.DIST] == 5
    # a token leaving it for Shadow goes to the opponent's Flare
    S.move_tokens(st, CARD_BASE + c, SHADOW, 1)
    assert st.tok[FLARE + 1] == 2 and st.tok[SHADOW] == 0


@pytest.mark.card("23-akina-o-n-7")
def test_direct_financing_pay_vigor_for_second_arrow_and_disenchant_attack():
    st = setup(hand0=[A.FINANCING], aura=(1, 3), vigor=(1, 1), dist=3, shadow=2)
    f = uid(st, A.FINANCING)
    play_card(st, A.FINANCING, fullpower=True)
    if st.decision.kind == "charge":
        answer(st, st.decision.options[-1])
    assert st.decision.context == "financing_again"
    answer(st, True)
    assert st.vigor[0] == 0 and tokens(st)["aura"][1] == 1
    assert st.loc[f] == ENHANCE
    # Unguarded: Life damage discards it without the Disenchant
    inject(st, (Custom(lambda st, ctx: S.push_single_damage(st, 0, "life", 1)),), Ctx(1))
    assert st.loc[f] == DISCARD


@pytest.mark.card("23-akina-o-n-7")
def test_direct_financing_disenchant_attack():
    st = setup(enh0=[(A.FINANCING, 1)], dist=3, aura=(3, 3))
    f = uid(st, A.FINANCING)
    inject(st, (Custom(lambda st, ctx: S.move_tokens(st, CARD_BASE + f, SHADOW, 1)),), Ctx(0))
    assert st.decision.context == "financing_attack"
    answer(st, True)
    no_react(st)
    answer(st, "aura")
    assert tokens(st)["aura"][1] == 2 and st.loc[f] == PLAYED


# ====================================================================== special cards
@pytest.mark.card("23-akina-o-s-1")
def test_hostile_takeover_attack_and_repeat_while_capital_greater():
    st = setup(specials0=[A.TAKEOVER], flare=(4, 0), aura=(3, 1), price=2, dist=8)
    t = uid(st, A.TAKEOVER)
    play_card(st, A.TAKEOVER)  # pays 2 (price)
    no_react(st)  # -/1
    assert st.tok[LIFE + 1] == 9 and A.price(st, 0) == 3  # price +1 after the damage
    # capital 3 + 2 > 1: played again, paying the price 3 -> flare 2 < 3: cannot pay, ends
    assert st.tok[FLARE] == 2 and st.loc[t] == SPECIAL and st.cstate[t] == DEVOTED


@pytest.mark.card("23-akina-o-s-1")
def test_hostile_takeover_repeats_and_damage_fixed():
    st = setup(specials0=[A.TAKEOVER], flare=(5, 0), aura=(3, 0), price=1, dist=8, hand0=[])
    # a +1/+1 to all attacks would be ignored
    from sakura_lab.engine.dsl import GlobalAttackMod
    inject(st, (TurnEffect(GlobalAttackMod(lambda st, src, atk: True, 1, 1)),), Ctx(0))
    play_card(st, A.TAKEOVER)  # cost 1 (price 1); -/1 fixed; price 2; capital greater: again, cost 2; price 3
    assert st.tok[LIFE + 1] == 8 and st.tok[FLARE] == 2 and A.price(st, 0) == 3
    # capital 3 + 2 = 5 > 0, price 3 > flare 2: stops
    assert st.decision.kind == "main"


@pytest.mark.card("23-akina-o-s-1", "23-akina-o-n-5")
def test_hostile_takeover_cancelled_when_reacted():
    st = setup(specials0=[A.TAKEOVER], flare=(1, 0), price=1, dist=3, megami1=("yurina", "himika"),
               hand1=["01-yurina-o-n-5"] if False else [])
    # the opponent holds Count Surfeit-like Reaction: use Akina mirror's Calculate
    st = setup(specials0=[A.TAKEOVER], flare=(1, 0), price=1, dist=3, megami1=AY, hand1=[A.CALCULATE])
    play_card(st, A.TAKEOVER)
    react(st, A.CALCULATE)
    assert st.tok[LIFE + 1] == 10  # cancelled: no damage
    assert A.price(st, 0) == 1


@pytest.mark.card("23-akina-o-s-2")
def test_count_surfeit_reaction_after_attack():
    st = setup(megami0=("yurina", "himika"), megami1=AY, hand0=[SLASH], specials1=[A.SURFEIT], dist=3,
               aura=(3, 2), flare=(0, 1), life=(10, 10))
    st.tok[FLOW_TOKENS + 1] = 1
    play_card(st, SLASH)
    react(st, A.SURFEIT)  # 0-10 2/0 against the Slash
    answer(st, "aura")  # player 0 takes 2 on Aura
    assert tokens(st)["aura"][0] == 1
    # after attack: Flare -> Aura 1, Flow -> Aura 1, Life -> Aura 1 for player 1 (Aura 2 -> 5)
    assert st.tok[AURA + 1] == 5 and st.tok[FLARE + 1] == 0 and flow(st, 1) == 0 and st.tok[LIFE + 1] == 9


@pytest.mark.card("23-akina-o-s-3")
def test_protection_money_moves_life_tokens_stay_and_saves_from_loss():
    st = setup(specials0=[A.PROTECTION], flare=(1, 0), life=(6, 10))
    pm = uid(st, A.PROTECTION)
    play_card(st, A.PROTECTION)
    if st.decision.kind == "charge":
        answer(st, st.decision.options[0])
    assert st.loc[pm] == ENHANCE and st.tok[CARD_BASE + pm] == 1
    assert st.tok[LIFE] == 2 and st.tok[FLARE] == 4
    # its tokens do not move by other effects
    assert S.move_tokens(st, CARD_BASE + pm, SHADOW, 1) == 0
    # the loss is replaced
    inject(st, (Custom(lambda st, ctx: S.push_single_damage(st, 0, "life", 2)),), Ctx(1))
    assert st.outcome is None
    assert st.tok[LIFE] == 4 and st.tok[FLARE] == 2 and st.loc[pm] == OUT and st.tok[CARD_BASE + pm] == 0


@pytest.mark.card("23-akina-o-s-4")
def test_revelatory_audit_divest_recover_and_removed():
    st = setup(specials0=[A.AUDIT], flare=(2, 0), flow=(2, 0), price=2, aura=(1, 3), shadow=3, dist=5)
    a = uid(st, A.AUDIT)
    play_card(st, A.AUDIT)  # cost 2
    assert st.decision.context == "audit_divest"
    answer(st, True)
    assert flow(st) == 1 and tokens(st)["aura"] == (2, 2) and A.price(st, 0) == 1
    assert st.decision.kind == "basic"
    answer(st, "recover")
    answer(st, "recover")
    # Recover is Shadow -> Aura: Shadow 3 + 2 (cost) + 1 (Flow) - 2
    assert tokens(st)["aura"][0] == 4 and st.tok[SHADOW] == 4 and st.tok[S.DIST] == 5
    assert st.loc[a] == OUT


@pytest.mark.card("23-akina-o-s-4")
def test_revelatory_audit_range_restriction_and_no_flow():
    st = setup(specials0=[A.AUDIT], flare=(2, 0), dist=8)
    assert not any(o[0] == "play" for o in options(st) if len(o) > 1 and o[1] == uid(st, A.AUDIT))
    st = setup(specials0=[A.AUDIT], flare=(2, 0), dist=5)
    a = uid(st, A.AUDIT)
    play_card(st, A.AUDIT)
    answer(st, True)  # no Flow: Divest not performed, nothing else
    assert st.loc[a] == SPECIAL and st.cstate[a] == DEVOTED


# ====================================================================== interactions
@pytest.mark.rule("MR 21-5")
def test_interaction_korunu_freeze_fills_aura_divest_token_goes_to_shadow():
    """Korunu's Freeze tokens count against the Aura cap (MR 13-3): with 3 sakura + 2 Freeze the Aura has no
    room, so Divest's token goes to Shadow (MR 21-5 step 2)."""
    from sakura_lab.cards import korunu as K
    st = setup(megami1=("korunu", "yurina"), flow=(1, 0), price=2, aura=(3, 3))
    K.freeze(st, 0, 1)
    K.freeze(st, 0, 1)
    assert S.room(st, AURA) == 0
    assert A.divest(st, 0)
    assert st.tok[AURA] == 3 and st.tok[AURA + 1] == 2 and st.tok[SHADOW] == 2 and A.price(st, 0) == 1


@pytest.mark.card("23-akina-o-n-2", "05-oboro-o-n-1")
def test_interaction_oboro_trap_and_investment_before_the_same_reshuffle():
    """Oboro's Trap rule (MR 3-3) and Akina's Investment (MR 21-6-1) both act just before the start-phase
    reshuffle of a player hosting both: Steel Strings is played from the discard pile and Browbeat is invested
    (to the discard pile, then reshuffled into the deck)."""
    st = scenario(megami0=("akina", "oboro"), played0=[A.BROWBEAT], discard0=["05-oboro-o-n-1"], dist=3,
                  start="turn", aura=(3, 3))
    assert st.decision.kind == "reshuffle"
    answer(st, True)
    b, trap = uid(st, A.BROWBEAT), uid(st, "05-oboro-o-n-1")
    seen = []
    for _ in range(12):
        d = st.decision
        if d is None or d.kind == "main" or (d.kind == "card" and d.context == "akina_invest" and b not in d.options
                                             and "akina_invest" in seen):
            break
        seen.append(d.context if d.kind == "card" else d.kind)
        if d.kind == "card" and b in d.options:
            answer(st, b)
        elif d.kind == "card" and trap in d.options:
            answer(st, trap)
        elif d.kind == "damage":
            answer(st, "life")
        else:
            st.apply(0)
    assert "akina_invest" in seen and "trap_before_reshuffle" in seen
    assert flow(st) == 1 and st.tok[LIFE + 1] == 8 and st.tok[LIFE] == 9  # Steel Strings 2 on Life; reshuffle 1
    assert A.price(st, 0) == 4  # +1 Investment, +1 the opponent's Life damage; the reshuffle's damage: none
    assert b in st.zones[0][S.DECK] or b in st.zones[0][HAND]


@pytest.mark.rule("MR 21-3-1")
def test_interaction_raira_cost_reduction_does_not_change_market_price():
    """A cost reduction of another megami (Raira's Devoted discount for own
    Specials) does not change a market price (MR 21-3-1), while it does change a printed cost."""
    st = setup(megami0=("akina", "raira"), specials0=[A.TAKEOVER, A.PROTECTION], devoted0=["12-raira-o-s-3-ex2"],
               price=2)
    t, pm = uid(st, A.TAKEOVER), uid(st, A.PROTECTION)
    assert S.card_cost(st, 0, t) == 2  # market price: unchanged
    assert S.card_cost(st, 0, pm) == 0  # printed 1, less 1


@pytest.mark.rule("MR 21-6-3")
def test_interaction_chikage_poison_damage_and_price():
    """Life damage from another megami's effect (a single-value Life damage, as Chikage's poisons deal) moves
    the prices (MR 21-6-3) in a game where the opponent hosts Chikage."""
    st = setup(megami1=("chikage", "yurina"), price=2)
    inject(st, (Custom(lambda st, ctx: S.push_single_damage(st, 0, "life", 1, kind="effect")),), Ctx(1))
    assert A.price(st, 0) == 1 and A.price(st, 1) == 1


@pytest.mark.card("23-akina-o-n-4")
def test_flow_tokens_conserved_over_a_card_sequence():
    st = setup(hand0=[A.SPECULATE], aura=(4, 3))
    before = total(st)
    play_card(st, A.SPECULATE)
    answer(st, "aura_to_flow")
    assert total(st) == before and flow(st) == 2
    S.check_invariants(st, before)
    end_main(st)
