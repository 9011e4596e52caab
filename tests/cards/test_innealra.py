"""Innealra (O1 past, O2 present, O3 future; na-s10-2): a test per card id (normals, specials, fate cards and their
twisted backs) and per section of her additional rules (MR 24-n, numbered after the official CR's section 24 as
translated in WitchSand/furuyoni-rules). Player 0 hosts Innealra unless stated."""
from __future__ import annotations

import pytest

from sakura_lab.cards import innealra as I
from sakura_lab.engine import api as S
from sakura_lab.engine.constants import (
    AURA,
    CARD_BASE,
    D_CARD,
    D_CHOOSE,
    D_MAY,
    DECK,
    DISCARD,
    DIST,
    ENHANCE,
    EXTRA,
    FLARE,
    HAND,
    LIFE,
    LOST_TOKENS,
    OUT,
    PLAYED,
    SHADOW,
    UNUSED,
)
from sakura_lab.engine.dsl import Custom
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
)

LOST = LOST_TOKENS
O1, O2, O3 = "innealra-o1", "innealra-o2", "innealra-o3"
SWING = "26-innealra-o-n-1"
CURSE, SHATTER, STARWRAP = "26-innealra-o1-n-2", "26-innealra-o2-n-2", "26-innealra-o3-n-2"
SOSO, MEISO, KESO = "26-innealra-o1-n-3", "26-innealra-o2-n-3", "26-innealra-o3-n-3"
REGRET, BEWILDER, RESIGN = "26-innealra-o1-n-4", "26-innealra-o2-n-4", "26-innealra-o3-n-4"
UROSOSETSU = "26-innealra-o-n-5"
GLOOMY, FRAGILE, FLEETING = "26-innealra-o1-n-6", "26-innealra-o2-n-6", "26-innealra-o3-n-6"
HENTEN = "26-innealra-o-n-7"
SARABAEL, UREEL, NAGARAEL = "26-innealra-o1-s-1", "26-innealra-o2-s-1", "26-innealra-o3-s-1"
IARMHAR, SNATHAID, EIRIGH = "26-innealra-o1-s-2", "26-innealra-o2-s-2", "26-innealra-o3-s-2"
IM, SCRIOS, CRUINNE = "26-innealra-o1-s-3", "26-innealra-o2-s-3", "26-innealra-o3-s-3"
AZANAEL = "26-innealra-o-s-4"

SLASH = "01-yurina-o-n-1"  # 3-4 3/1
YURINA_DECK = ["01-yurina-o-n-2", "01-yurina-o-n-3", "01-yurina-o-n-4", "01-yurina-o-n-5", "01-yurina-o-n-7",
               "01-yurina-o-n-2"]
HIMIKA_DECK = ["03-himika-o-n-2", "03-himika-o-n-3", "03-himika-o-n-4", "03-himika-o-n-5", "03-himika-o-n-6"]


def fate(form: str, i: int, twisted: bool = False) -> str:
    return f"26-{form}-f-{i}{'a' if twisted else ''}"


def setup(form: str = O1, **kw):
    kw.setdefault("megami0", (form, "yurina"))
    kw["extra0"] = list(kw.get("extra0", ())) + [fate(form, i, t) for i in range(1, 5) for t in (False, True)]
    kw.setdefault("deck0", list(YURINA_DECK))
    kw.setdefault("deck1", list(HIMIKA_DECK))
    return scenario(**kw)


def slots(st, p: int = 0) -> tuple[str, ...]:
    """Fate ids at past, present, future, unseen (last part only: 'f-1' ...)."""
    return tuple(st.cards[u].id.rsplit("-", 2)[-2] + "-" + st.cards[u].id.rsplit("-", 1)[-1]
                 for u in I.fate_slots(st, p))


def fire(st, card_id: str, *, by_rules: bool = False, p: int = 0) -> None:
    """Resolve fate ``card_id`` of ``p`` (without moving it), as 雨露霜雪 does."""
    u = uid(st, card_id, p)
    inject(st, (Custom(lambda s, c: I.resolve_fate(s, p, u, by_rules)),), Ctx(p))


def do_resonate(st, p: int = 0, by_rules: bool = False) -> None:
    inject(st, (Custom(lambda s, c: I.resonate(s, p, by_rules)),), Ctx(p))


def put_at(st, form: str, order: tuple[int, int, int, int], p: int = 0) -> None:
    """Arrange fates F-order[0] in the past ... F-order[3] unseen."""
    st.marks[("inn_fate", p)] = tuple(uid(st, fate(form, i), p) for i in order)


def no_react(st):
    if st.decision is not None and st.decision.kind == "react":
        react(st, None)


def lost(st) -> int:
    return st.tok[LOST]


# ====================================================================== additional rules (MR 24)
@pytest.mark.rule("MR 24-1")
def test_rule_24_1_setup_fates_in_past_present_future_unseen():
    """MR 24-1 / 24-3: a new game puts F-1..F-4 of the host's form in past, present, future, unseen; the fate cards
    are set up in the host's ＜Extra＞ only; a non-host has none."""
    import random

    from sakura_lab.deckgen import random_deck
    from sakura_lab.game import new_state

    rng = random.Random(1)
    for form in (O1, O2, O3):
        st = new_state(3, (random_deck((form, "yurina"), rng), random_deck(("saine", "himika"), rng)),
                       allow_unimplemented=True)
        assert slots(st, 0) == ("f-1", "f-2", "f-3", "f-4")
        assert I.fate_slots(st, 1) == (-1, -1, -1, -1)
        ids = sorted(st.cards[u].id for u in st.zones[0][EXTRA])
        assert ids == sorted(fate(form, i, t) for i in range(1, 5) for t in (False, True))
        assert not st.zones[1][EXTRA]


@pytest.mark.rule("MR 24-7")
def test_rule_24_7_move_to_unseen_shifts_the_others():
    """MR 24-7 steps 1-5: moving the past: present -> past, future -> present, old unseen -> future; moving the
    present: future -> present; moving the future: the old unseen becomes the future."""
    st = setup()
    I.move_to_unseen(st, 0, I.fate_slots(st, 0)[0])
    assert slots(st) == ("f-2", "f-3", "f-4", "f-1")
    I.move_to_unseen(st, 0, I.fate_slots(st, 0)[1])
    assert slots(st) == ("f-2", "f-4", "f-1", "f-3")
    I.move_to_unseen(st, 0, I.fate_slots(st, 0)[2])
    assert slots(st) == ("f-2", "f-4", "f-3", "f-1")


@pytest.mark.rule("MR 24-6")
@pytest.mark.card("26-innealra-o2-f-4")
def test_rule_24_6_resonance_resolves_the_present_for_o2_then_moves_it():
    """MR 24-6: O2 resonates with the present fate (F-2 at setup); arrange あがない (F-4) in the present: Shadow ->
    Aura 2, Shadow -> opp Aura 1, then it moves to the unseen fate (24-7)."""
    st = setup(O2, shadow=5, aura=(2, 2))
    put_at(st, O2, (1, 4, 2, 3))
    do_resonate(st)
    assert tokens(st)["aura"] == (4, 3) and st.tok[SHADOW] == 2
    assert slots(st) == ("f-1", "f-2", "f-3", "f-4")
    assert I.resonances(st, 0) == 1


@pytest.mark.rule("MR 24-6")
@pytest.mark.card("26-innealra-o3-f-3")
def test_rule_24_6_o3_resonates_with_the_future():
    """MR 24-6 table: O3's position is the future (F-3 のがれ at setup): by a card, Distance -> Shadow 1 and
    Lost -> Shadow 1 (nothing in Lost), then F-3 moves to the unseen fate, F-4 becomes the future."""
    st = setup(O3, dist=6)
    do_resonate(st)
    assert st.tok[DIST] == 5 and st.tok[SHADOW] == 1 and lost(st) == 0
    assert slots(st) == ("f-1", "f-2", "f-4", "f-3")


@pytest.mark.rule("MR 24-9")
@pytest.mark.card("26-innealra-o1-f-1")
def test_rule_24_9_main_phase_resonance_with_three_cards_by_the_rules():
    """MR 24-9 (1): at the start of the host's main phase with exactly 3 cards in hand, she resonates by the rules
    (O1: the past, かえりみ: no attacks; distance 4 <= 5: opp Aura -> Distance 1, twice as it is in the past)."""
    st = setup(O1, start="turn", hand0=[SLASH], deck0=[SLASH, SLASH, SLASH, SLASH], dist=4, aura=(3, 3), turn=4)
    pass_until(st, "main", 0)
    assert len(st.zones[0][HAND]) == 3
    assert st.tok[AURA + 1] == 1 and st.tok[DIST] == 6
    assert slots(st) == ("f-2", "f-3", "f-4", "f-1")
    assert I.resonances(st, 0) == 1
    assert S.forbidden(st, "attack", 0)


@pytest.mark.rule("MR 24-9")
def test_rule_24_9_no_rule_resonance_with_other_hand_sizes_or_first_turn():
    """MR 24-9 (1): 4 cards in hand: no resonance; the host's first turn (turn 2 here): none either."""
    st = setup(O1, start="turn", hand0=[SLASH, SLASH], deck0=[SLASH, SLASH, SLASH], dist=4, turn=4)
    pass_until(st, "main", 0)
    assert len(st.zones[0][HAND]) == 4 and I.resonances(st, 0) == 0
    st2 = setup(O1, start="turn", hand0=[SLASH, SLASH, SLASH], dist=4, turn=2)
    pass_until(st2, "main", 0)
    assert len(st2.zones[0][HAND]) == 3 and I.resonances(st2, 0) == 0


@pytest.mark.rule("MR 24-9")
@pytest.mark.card("01-yurina-o-n-7")
def test_rule_24_9_opponent_may_move_the_past_fate_after_a_subtype_card():
    """MR 24-9 (2): the host's opponent uses a card with a subtype (a Throughout card, in the usual way); after it
    resolved they may move the host's past fate to the unseen fate."""
    st = setup(O1, megami1=("yurina", "saine"), hand1=["01-yurina-o-n-7"], turn_player=1, dist=6)
    play_card(st, "01-yurina-o-n-7", 1, fullpower=True)
    pass_until(st, D_MAY)
    assert st.decision.player == 1 and st.decision.context == "inn_disrupt"
    answer(st, True)
    assert slots(st) == ("f-2", "f-3", "f-4", "f-1")


@pytest.mark.rule("MR 24-9")
@pytest.mark.card("01-yurina-o-n-1")
def test_rule_24_9_no_offer_for_a_card_without_subtype():
    """MR 24-9 (2): an attack without subtype gives the opponent no such option."""
    st = setup(O1, megami1=("yurina", "saine"), hand1=[SLASH], turn_player=1, dist=3)
    play_card(st, SLASH, 1)
    no_react(st)
    pass_until(st, "main")
    assert slots(st) == ("f-1", "f-2", "f-3", "f-4")


@pytest.mark.rule("MR 24-8")
@pytest.mark.card("26-innealra-o-s-4", "26-innealra-o2-f-4a")
def test_rule_24_8_azanael_twists_the_fates():
    """MR 24-8: while イニルノルニル・アザナエル is deployed, a fate resolves with its twisted back: 糾えるあがない
    (Shadow -> Aura 3) instead of あがない."""
    st = setup(O2, enh0=[(AZANAEL, 3)], shadow=5, aura=(1, 3))
    put_at(st, O2, (1, 4, 2, 3))
    do_resonate(st)
    assert tokens(st)["aura"] == (4, 3) and st.tok[SHADOW] == 2
    assert slots(st) == ("f-1", "f-2", "f-3", "f-4")


@pytest.mark.rule("MR 24-4")
@pytest.mark.card("26-innealra-o3-f-4")
def test_rule_24_4_lost_is_one_shared_token_place_counted_in_conservation():
    """MR 24-4 / 24-5-1: ＜Lost＞ holds sakura tokens, counts for conservation; O3 F-4 by the rules: Shadow -> Lost 2."""
    st = setup(O3, shadow=3)
    total = S.total_tokens(st)
    put_at(st, O3, (1, 2, 4, 3))
    do_resonate(st, by_rules=True)
    assert lost(st) == 2 and st.tok[SHADOW] == 1 and S.total_tokens(st) == total
    S.check_invariants(st, None, len(st.cards))


@pytest.mark.rule("catalogue")
def test_card_slots_are_no_cards_of_any_form():
    """The shared slots (26-innealra-o-n-2 ...) are no playable card: not in any pool, not listed by cards() (the
    CLI's ``cards`` list and the completeness test use it), but each form has its own card for the slot."""
    from sakura_lab.cards.catalogue import get_catalogue

    cat = get_catalogue()
    slots_ = {"26-innealra-o-n-2", "26-innealra-o-n-3", "26-innealra-o-n-4", "26-innealra-o-n-6", "26-innealra-o-s-1",
              "26-innealra-o-s-2", "26-innealra-o-s-3"}
    assert {c.id for c in cat.cards(megami="innealra", include_slots=True) if c.is_slot} == slots_
    assert not slots_ & {c.id for c in cat.cards(megami="innealra")}
    for form in (O1, O2, O3):
        pool = {c.id for c in cat.pool(form)}
        assert len(pool) == 11 and not pool & slots_
        assert {c.id for c in cat.cards(form=form) if c.kind == "fate"} == {fate(form, i, t) for i in range(1, 5)
                                                                           for t in (False, True)}
    assert len(cat.cards(megami="innealra")) == 49


# ====================================================================== normal cards
@pytest.mark.card("26-innealra-o-n-1", "26-innealra-o1-f-2")
def test_spear_swing_resonates_after_attack():
    """槍振るい 1-5 1/1, After Attack: resonate (O1, the past くやみ: no Forward/Backward; opp Flare -> opp Aura 1)."""
    st = setup(O1, hand0=[SWING], dist=5, aura=(3, 3), flare=(0, 2))
    put_at(st, O1, (2, 1, 3, 4))
    play_card(st, SWING)
    no_react(st)
    answer(st, "aura")
    assert st.tok[AURA + 1] == 3 and st.tok[FLARE + 1] == 1  # 1 damage, then Flare -> Aura 1
    assert slots(st) == ("f-1", "f-3", "f-4", "f-2")
    assert S.forbidden(st, "basic_action", 0, "forward") and not S.forbidden(st, "basic_action", 0, "recover")


@pytest.mark.card("26-innealra-o1-n-2")
def test_curse_gets_life_and_far_range_from_resonance_and_other_megami():
    """呪詛 3 -/0: +0/+1 after a resonance this turn, far +2 after another megami's card this turn."""
    st = setup(O1, hand0=[CURSE], dist=5)
    assert CURSE not in [st.cards[o[1]].id for o in options(st) if o[0] == "play"]
    st.marks[("turn", "inn_res", 0)] = 1
    st.marks[("turn", "inn_other", 0)] = True
    inject(st, (), Ctx(0))
    play_card(st, CURSE)  # in range at 5 only with far +2; -/1: Life damage, no choice
    pass_until(st, "main")
    assert st.tok[LIFE + 1] == 9 and st.tok[FLARE + 1] == 1


@pytest.mark.card("26-innealra-o2-n-2", "01-yurina-o-n-1")
def test_blade_breaker_plus_life_for_each_condition():
    """刃砕き 4-5 2/1: after another megami's card (Slash) and a resonance it is 2/3."""
    st = setup(O2, hand0=[SLASH, SHATTER], dist=4, aura=(3, 5), deck1=HIMIKA_DECK)
    play_card(st, SLASH)
    no_react(st)
    answer(st, "aura")
    st.marks[("turn", "inn_res", 0)] = 1
    inject(st, (), Ctx(0))
    play_card(st, SHATTER)
    pass_until(st, "damage")
    assert st.decision.context[1:3] == (2, 3)


@pytest.mark.card("26-innealra-o3-n-2", "01-yurina-o-n-1")
def test_starwrap_plus_aura_and_damage_to_lost():
    """星空包み 0-2 1/1: +1/+0 after a resonance; after another megami's card its damage goes to Lost."""
    st = setup(O3, hand0=[SLASH, STARWRAP], dist=3, aura=(3, 5))
    play_card(st, SLASH)
    no_react(st)
    answer(st, "life")
    st.marks[("turn", "inn_res", 0)] = 1
    st.tok[DIST] = 2
    inject(st, (), Ctx(0))
    play_card(st, STARWRAP)
    no_react(st)
    answer(st, "aura")
    assert st.tok[AURA + 1] == 3 and lost(st) == 2 and st.tok[SHADOW] == 0


@pytest.mark.card("26-innealra-o1-n-3", "26-innealra-o2-n-3", "26-innealra-o3-n-3")
def test_spears_choose_resonance_or_past_away():
    """祖槍 5-8 / 鳴槍 4-6 / 怪槍 1-3, 2/1: After Attack choose: resonate, or move the past fate to the unseen fate.
    Unreacted: the attacker chooses; she moves the past away."""
    for cid, form, dist in ((SOSO, O1, 8), (MEISO, O2, 4), (KESO, O3, 1)):
        st = setup(form, hand0=[cid], dist=dist, aura=(3, 5))
        play_card(st, cid)
        no_react(st)
        answer(st, "aura")
        assert st.decision.kind == D_CHOOSE and st.decision.player == 0
        answer(st, "past_away")
        assert slots(st) == ("f-2", "f-3", "f-4", "f-1") and I.resonances(st, 0) == 0
        assert st.tok[AURA + 1] == 3


@pytest.mark.card("26-innealra-o2-n-3", "02-saine-o-n-6")
def test_spear_reacted_to_lets_the_opponent_choose():
    """鳴槍: after a Reaction against it (Wavering Crystal), the opponent chooses the branch."""
    st = setup(O2, megami1=("saine", "yurina"), hand1=["02-saine-o-n-6"], hand0=[MEISO], dist=5, aura=(3, 4),
               shadow=1)
    play_card(st, MEISO)
    react(st, "02-saine-o-n-6")
    pass_until(st, D_CHOOSE)
    assert st.decision.player == 1
    answer(st, "resonate")
    assert I.resonances(st, 0) == 1


@pytest.mark.card("26-innealra-o1-n-4", "26-innealra-o1-f-3")
def test_regret_flinches_and_resonates():
    """悔恨: the opponent flinches; resonate (O1 past うらみ: 1 life damage, then discard a Reaction: none in hand,
    the hand is revealed)."""
    st = setup(O1, hand0=[REGRET, SLASH])
    put_at(st, O1, (3, 1, 2, 4))
    play_card(st, REGRET)
    assert st.flinch[1] and st.tok[LIFE + 1] == 9 and st.tok[FLARE + 1] == 1
    assert any(e[1] == "reveal" for e in st.events)
    assert slots(st) == ("f-1", "f-2", "f-4", "f-3")


@pytest.mark.card("26-innealra-o1-f-3")
def test_urami_discards_a_reaction():
    """うらみ in the past with a Reaction card in hand (Wavering Crystal): it goes to the played pile."""
    st = setup(O1, megami0=(O1, "saine"), hand0=["02-saine-o-n-6", SLASH])
    put_at(st, O1, (3, 1, 2, 4))
    fire(st, fate(O1, 3))  # the only Reaction card is chosen without a decision
    assert [st.cards[u].id for u in st.zones[0][PLAYED]] == ["02-saine-o-n-6"] and st.tok[LIFE + 1] == 9


@pytest.mark.card("26-innealra-o2-n-4", "26-innealra-o2-f-2")
def test_bewilderment_recover_or_backward_then_resonate():
    """当惑: up to one Recover or Backward; resonate (O2 present うつろい: distance 5+: Distance -> Shadow 2)."""
    st = setup(O2, hand0=[BEWILDER], dist=5, aura=(2, 3), shadow=1)
    play_card(st, BEWILDER)
    assert set(options(st)) == {"stop", "recover", "backward"}
    answer(st, "backward")
    assert st.tok[DIST] == 4 and st.tok[SHADOW] == 3 and st.tok[AURA] == 1  # distance 6 after Backward, then -2
    assert slots(st) == ("f-1", "f-3", "f-4", "f-2")


@pytest.mark.card("26-innealra-o3-n-4", "26-innealra-o3-f-3")
def test_resignation_focus_or_forward_then_resonate():
    """諦観: up to one Focus or Forward; resonate (O3 future のがれ by a card: Distance -> Shadow 1, Lost -> Shadow 1)."""
    st = setup(O3, hand0=[RESIGN], dist=6, aura=(2, 3))
    st.tok[DIST] -= 1
    st.tok[LOST] += 1
    inject(st, (), Ctx(0))
    play_card(st, RESIGN)
    assert set(options(st)) == {"stop", "focus", "forward"}
    answer(st, "forward")
    assert st.tok[AURA] == 3 and st.tok[DIST] == 3 and st.tok[SHADOW] == 2 and lost(st) == 0


@pytest.mark.card("26-innealra-o-n-5", "26-innealra-o2-f-1", "26-innealra-o2-f-2", "26-innealra-o2-f-3")
def test_urososetsu_resolves_past_present_future_without_moving():
    """雨露霜雪 (Throughout): a basic action (stop), then past とまどい (opp Aura 5: opp Aura -> Flare 2), present
    うつろい (distance 3: Shadow -> Distance 2), future ちりまがい (you flinch; attack 3-5 2/2); fates stay."""
    st = setup(O2, hand0=[UROSOSETSU], dist=3, aura=(3, 5), shadow=2)
    play_card(st, UROSOSETSU, fullpower=True)
    answer(st, "stop")
    assert st.tok[AURA + 1] == 3 and st.tok[FLARE + 1] == 2 and st.tok[DIST] == 5
    no_react(st)
    answer(st, "aura")
    assert st.tok[AURA + 1] == 1 and st.flinch[0]
    assert slots(st) == ("f-1", "f-2", "f-3", "f-4") and I.resonances(st, 0) == 0


@pytest.mark.card("26-innealra-o1-n-6")
def test_gloomy_will_opponent_moves_a_card_to_played_on_deploy():
    """憂き意志: Initialize (and Disenchant): the opponent puts a hand or face-down card on their played pile."""
    st = setup(O1, hand0=[GLOOMY], hand1=["03-himika-o-n-2"], discard1=["03-himika-o-n-7"], aura=(3, 3),
               deck1=[])
    play_card(st, GLOOMY)
    assert st.decision.kind == D_CARD and st.decision.player == 1 and len(options(st)) == 2
    answer(st, uid(st, "03-himika-o-n-7", 1))
    assert [st.cards[u].id for u in st.zones[1][PLAYED]] == ["03-himika-o-n-7"]


@pytest.mark.card("26-innealra-o2-n-6")
def test_fragile_will_takes_tokens_bound_for_the_opponents_aura():
    """脆き意志: opponent's Forward puts the token on this card; their Recover works, then 1 token of it -> Shadow."""
    st = setup(O2, enh0=[(FRAGILE, 2)], turn_player=1, dist=6, aura=(3, 2), shadow=2, vigor=(1, 2))
    st.apply_option(("basic", "forward"))
    pass_until(st, "main", 1)
    u = uid(st, FRAGILE, 0)
    assert st.tok[AURA + 1] == 2 and st.tok[CARD_BASE + u] == 3 and st.tok[DIST] == 5
    st.apply_option(("basic", "recover"))
    pass_until(st, "main", 1)
    assert st.tok[AURA + 1] == 3 and st.tok[CARD_BASE + u] == 2


@pytest.mark.card("26-innealra-o3-n-6")
def test_fleeting_will_past_away_and_tokens_to_lost():
    """儚き意志: Initialize: may move the past fate away; its decaying tokens go to Lost."""
    st = setup(O3, hand0=[FLEETING], aura=(3, 3), start="main")
    play_card(st, FLEETING)
    assert st.decision.kind == D_MAY and st.decision.context == "inn_past_away"
    answer(st, True)
    pass_until(st, "main")
    assert slots(st) == ("f-2", "f-3", "f-4", "f-1")
    u = uid(st, FLEETING, 0)
    assert st.tok[CARD_BASE + u] == 2
    end_main(st)
    pass_until(st, "main", 1)
    end_main(st)
    pass_until(st, "main", 0)  # p0's start phase: 1 token decays from it, to Lost instead of Shadow
    assert st.tok[CARD_BASE + u] == 1 and lost(st) == 1


@pytest.mark.card("26-innealra-o-n-7")
def test_henten_reaction_enhancement_shadow_to_aura_and_disenchant_past_away():
    """変転 (Reaction enhancement, Charge 1): Initialize Shadow -> Aura 1; Disenchant: may move the past fate away."""
    st = setup(O1, megami1=("yurina", "saine"), hand1=[SLASH], hand0=[HENTEN], turn_player=1, dist=3, aura=(2, 3),
               shadow=2)
    play_card(st, SLASH, 1)
    react(st, HENTEN)
    pass_until(st, "damage")
    u = uid(st, HENTEN, 0)
    assert st.tok[AURA] == 3 and st.tok[CARD_BASE + u] == 1 and st.tok[SHADOW] == 0  # Charge from Shadow, +1 Aura
    answer(st, "aura")  # 3 Aura damage: 2 from Aura
    st2 = setup(O1, enh0=[(HENTEN, 1)], start="turn", turn=4)
    pass_until(st2, D_MAY, 0)
    assert st2.decision.context == "inn_past_away"
    answer(st2, True)
    assert slots(st2) == ("f-2", "f-3", "f-4", "f-1")
    assert st2.zones[0][PLAYED] == [uid(st2, HENTEN, 0)]


# ====================================================================== special cards
@pytest.mark.card("26-innealra-o1-s-1")
def test_spiel_sarabael_near_and_far_from_the_opponents_specials_and_played_pile():
    """スピエル・サラバエル 4 -/1: near +X (opponent's used Specials: 1), far +Y (their played pile: 2)."""
    st = setup(O1, specials0=[SARABAEL], flare=(2, 0), devoted1=["03-himika-o-s-1"],
               played1=["03-himika-o-n-6", "03-himika-o-n-7"], dist=6)
    play_card(st, SARABAEL)
    pass_until(st, "main")
    assert st.tok[LIFE + 1] == 9 and st.tok[FLARE] == 0 and st.tok[SHADOW] == 2
    st2 = setup(O1, specials0=[SARABAEL], flare=(2, 0), devoted1=["03-himika-o-s-1"], dist=2)
    assert ("play", uid(st2, SARABAEL, 0)) not in options(st2)  # range 3-4 only


@pytest.mark.card("26-innealra-o1-s-1")
def test_spiel_resurgence_after_two_resonances():
    """Resurgence (O1 S-1, O3 S-1, O2 S-3): with 2+ resonances this turn the used Special becomes unused at the
    end phase."""
    st = setup(O1, devoted0=[SARABAEL], deck0=[SLASH] * 6)
    st.marks[("turn", "inn_res", 0)] = 2
    end_main(st)
    pass_until(st, "main", 1)
    assert st.cstate[uid(st, SARABAEL, 0)] == UNUSED


@pytest.mark.card("26-innealra-o2-s-1")
def test_spiel_ureel_vanilla():
    """スピエル・ウレエル 5-10 4/4, Cost 7."""
    st = setup(O2, specials0=[UREEL], flare=(7, 0), dist=10, aura=(3, 5))
    play_card(st, UREEL)
    no_react(st)
    answer(st, "life")
    assert st.tok[LIFE + 1] == 6 and st.tok[FLARE] == 0 and st.tok[SHADOW] == 7


@pytest.mark.card("26-innealra-o3-s-1")
def test_spiel_nagarael_cost_to_lost_and_resurgence():
    """スピエル・ナガラエル 0-2 2/1, Cost 2 paid into Lost."""
    st = setup(O3, specials0=[NAGARAEL], flare=(2, 0), dist=2, aura=(3, 5))
    play_card(st, NAGARAEL)
    assert lost(st) == 2 and st.tok[SHADOW] == 0 and st.tok[FLARE] == 0
    no_react(st)
    answer(st, "aura")
    assert st.tok[AURA + 1] == 3 and st.tok[SHADOW] == 2


@pytest.mark.card("26-innealra-o1-s-2")
def test_iarmhar_cas_opponent_attack_damage_not_increased():
    """イヤルカス・シラマカス (deployed): the opponent's Slash with a pending "next attack +1/+1" stays at its printed
    3/1; a later -2/+0 modification still lowers it (net -1/+1: the net reduction applies, the net addition not)."""
    st = setup(O1, enh0=[(IARMHAR, 1)], megami1=("yurina", "saine"), hand1=[SLASH], turn_player=1, dist=3,
               life=(3, 10))
    st.buffs.append((1, None, (("dmg", 1, 1),)))  # "next attack +1/+1"
    inject(st, (), Ctx(1))
    play_card(st, SLASH, 1)
    pass_until(st, "damage")
    assert st.decision.context[1:3] == (3, 1)
    atk = st.attacks[max(st.attacks)]
    atk.mods.append(("dmg", -2, 0))  # net -1/+1: the net reduction stays (our reading, module docstring)
    assert (S.attack_values(st, atk).aura, S.attack_values(st, atk).life) == (2, 1)


@pytest.mark.card("26-innealra-o2-s-2")
def test_snathaid_opponent_attacks_minus_one_and_aura_damage_after():
    """スナハイド・ドウズレド: the opponent's attacks -1/+0; after each, 1 damage to their Aura."""
    st = setup(O2, enh0=[(SNATHAID, 1)], megami1=("yurina", "saine"), hand1=[SLASH], turn_player=1, dist=3,
               aura=(3, 3))
    play_card(st, SLASH, 1)
    pass_until(st, "damage")
    assert st.decision.context[1:3] == (2, 1)
    answer(st, "aura")
    pass_until(st, "main", 1)
    assert st.tok[AURA] == 1 and st.tok[AURA + 1] == 2 and st.tok[SHADOW] == 3


@pytest.mark.card("26-innealra-o2-s-2")
def test_snathaid_as_a_reaction_weakens_and_punishes_the_attack_it_answers():
    """スナハイド・ドウズレド played as a Reaction (Cost 5, Charge 1): the reacted attack is -1/+0 and, once it
    resolved, the attacker takes 1 Aura damage."""
    st = setup(O2, megami1=("yurina", "saine"), hand1=[SLASH], specials0=[SNATHAID], flare=(5, 0), turn_player=1,
               dist=3, aura=(3, 3))
    play_card(st, SLASH, 1)
    react(st, SNATHAID)
    pass_until(st, "damage")
    assert st.decision.context[1:3] == (2, 1)
    answer(st, "aura")
    pass_until(st, "main", 1)
    assert st.tok[AURA + 1] == 2 and st.tok[FLARE] == 0


@pytest.mark.card("26-innealra-o3-s-2")
def test_eirigh_as_cost_to_lost_and_charge_from_distance():
    """アイリアス・アルアス (Reaction enhancement, Cost 2 into Lost, Charge 1): its Charge may come from Distance."""
    st = setup(O3, megami1=("yurina", "saine"), hand1=[SLASH], specials0=[EIRIGH], flare=(2, 0), turn_player=1,
               dist=3, aura=(3, 3))
    play_card(st, SLASH, 1)
    react(st, EIRIGH)
    assert lost(st) == 2 and st.decision.context == "inn_charge_distance"
    answer(st, ("from_distance", 1))
    u = uid(st, EIRIGH, 0)
    assert st.tok[CARD_BASE + u] == 1 and st.tok[DIST] == 2 and st.tok[AURA] == 3


@pytest.mark.card("26-innealra-o1-s-3")
def test_im_crenasm_opponent_reshuffle_keeps_played_pile_then_removed():
    """イム・クレナズム (Devoted): the opponent's reshuffle moves their face-down pile only (and costs 1 life by the
    rules); then the card is removed from the game."""
    st = setup(O1, devoted0=[IM], megami1=("himika", "tokoyo"), played1=["03-himika-o-n-6"],
               discard1=["03-himika-o-n-7"], deck1=[], start="turn", turn=3, turn_player=0)
    if st.decision.kind == "main":
        end_main(st)
    pass_until(st, "reshuffle", 1)
    answer(st, True)
    pass_until(st, "main", 1)
    assert [st.cards[u].id for u in st.zones[1][PLAYED]] == ["03-himika-o-n-6"]
    assert st.tok[LIFE + 1] == 9
    assert st.loc[uid(st, IM, 0)] == OUT


@pytest.mark.card("26-innealra-o2-s-3")
def test_scrios_aura_damage_to_distance():
    """シキリス・ホリス 1-3 1/1, Cost 1: its Aura damage moves the token to Distance."""
    st = setup(O2, specials0=[SCRIOS], flare=(1, 0), dist=3, aura=(3, 3))
    play_card(st, SCRIOS)
    no_react(st)
    answer(st, "aura")
    assert st.tok[AURA + 1] == 2 and st.tok[DIST] == 4 and st.tok[SHADOW] == 1


@pytest.mark.card("26-innealra-o3-s-3")
def test_cruinne_reaction_then_start_phase_attack_to_lost_and_removed():
    """クレーニャ・アンニャ (Reaction, Cost 0): may move the past fate away; Aura <-> Lost 1. Devoted: at the next
    start phase, attack 0-10 1/1 unavoidable to Lost, then removed from the game."""
    st = setup(O3, megami1=("yurina", "saine"), hand1=[SLASH], specials0=[CRUINNE], turn_player=1, dist=3,
               aura=(3, 3), deck0=[SLASH] * 5)
    play_card(st, SLASH, 1)
    react(st, CRUINNE)
    answer(st, True)
    assert slots(st) == ("f-2", "f-3", "f-4", "f-1")
    answer(st, ("aura", "lost"))
    assert st.tok[AURA] == 2 and lost(st) == 1
    pass_until(st, "damage", 0)
    answer(st, "life")
    pass_until(st, "main", 1)
    end_main(st)
    pass_until(st, "damage", 1)
    answer(st, "aura")
    assert lost(st) == 2
    pass_until(st, "main", 0)
    assert st.loc[uid(st, CRUINNE, 0)] == OUT


@pytest.mark.card("26-innealra-o-s-4", "26-innealra-o1-f-1a")
def test_azanael_deploy_face_down_cards_and_basic_actions_then_twisted_past():
    """イニルノルニル・アザナエル (Throughout, Cost 5, Charge 5): put 2 hand cards face down, then up to 2 basic
    actions; while deployed the O1 fate 糾えるかえりみ: no Normal cards this turn, 1 Life damage."""
    st = setup(O1, specials0=[AZANAEL], hand0=[SLASH, SWING], flare=(5, 0), aura=(5, 3), shadow=2, dist=5)
    play_card(st, AZANAEL, fullpower=True)
    pass_until(st, "card")
    answer(st, uid(st, SLASH, 0))
    answer(st, uid(st, SWING, 0))
    for _ in range(2):
        pass_until(st, "basic")
        answer(st, "focus")
    pass_until(st, "main")
    assert st.tok[AURA] == 3 and st.tok[FLARE] == 2
    assert len(st.zones[0][DISCARD]) == 2 and st.zones[0][ENHANCE] == [uid(st, AZANAEL, 0)]
    do_resonate(st)
    normal = next(u for u, cd in enumerate(st.cards) if st.owner[u] == 0 and cd.is_normal)
    special = next(u for u, cd in enumerate(st.cards) if st.owner[u] == 0 and cd.is_special)
    assert st.tok[LIFE + 1] == 9 and S.forbidden(st, "play_card", 0, normal)  # no Normal cards this turn
    assert not S.forbidden(st, "play_card", 0, special)


@pytest.mark.card_idle("26-innealra-o-s-4")
def test_twisted_fate_decision_is_deploying_azanael():
    """The with/without row of ``twisted_fate`` (MR 24-8): the player ignoring it never deploys Azanael, the only
    way to twist the fates; its other options are not recognised."""
    from sakura_lab.engine.telemetry import options_using

    st = setup(O3, specials0=[AZANAEL], hand0=[SLASH], flare=(5, 0))
    d = st.decision
    mask = options_using(["twisted_fate"], st.view(0), d)
    az = uid(st, AZANAEL, 0)
    assert any(mask) and all(m == (isinstance(o, tuple) and len(o) > 1 and o[1] == az)
                             for m, o in zip(mask, d.options, strict=True))


# ====================================================================== fate cards
def _twisted(form, **kw):
    kw.setdefault("enh0", [(AZANAEL, 3)])
    return setup(form, **kw)


@pytest.mark.card("26-innealra-o1-f-2a")
def test_fate_kuyami_twisted_no_basic_actions_and_life_damage():
    st = _twisted(O1)
    fire(st, fate(O1, 2))
    assert st.tok[LIFE + 1] == 9 and S.forbidden(st, "basic_action", 0, "recover")


@pytest.mark.card("26-innealra-o1-f-3a")
def test_fate_urami_twisted_only_without_normal_cards_used():
    st = _twisted(O1)
    fire(st, fate(O1, 3))
    assert st.tok[LIFE + 1] == 9
    st.marks[("turn", "inn_normal", 0)] = True
    fire(st, fate(O1, 3))
    assert st.tok[LIFE + 1] == 9


@pytest.mark.card("26-innealra-o1-f-4")
def test_fate_madoromi_top_cards_face_down_twice_in_the_past():
    st = setup(O1)
    put_at(st, O1, (4, 1, 2, 3))
    fire(st, fate(O1, 4))
    assert len(st.zones[0][DISCARD]) == 2 and len(st.zones[1][DISCARD]) == 2
    assert len(st.zones[0][DECK]) == len(YURINA_DECK) - 2


@pytest.mark.card("26-innealra-o1-f-4a")
def test_fate_madoromi_twisted_without_basic_action():
    st = _twisted(O1, vigor=(1, 1), shadow=1, aura=(2, 3))
    fire(st, fate(O1, 4))
    assert st.tok[LIFE + 1] == 9
    st.apply_option(("basic", "recover"))
    pass_until(st, "main")
    fire(st, fate(O1, 4))
    assert st.tok[LIFE + 1] == 9


@pytest.mark.card("26-innealra-o2-f-1a")
def test_fate_tomadoi_twisted_opp_aura_to_own_flare():
    st = _twisted(O2, aura=(3, 3))
    fire(st, fate(O2, 1))
    assert st.tok[AURA + 1] == 1 and st.tok[FLARE] == 2


@pytest.mark.card("26-innealra-o2-f-2a")
def test_fate_utsuroi_twisted_distance_shadow_up_to_three():
    st = _twisted(O2, dist=5, shadow=1)
    fire(st, fate(O2, 2))
    assert st.decision.kind == D_CHOOSE and ("dist", "shadow", 0) in options(st)
    answer(st, ("shadow", "dist", 3))
    assert st.tok[DIST] == 6 and st.tok[SHADOW] == 0  # only 1 token in Shadow


@pytest.mark.card("26-innealra-o2-f-3a")
def test_fate_chirimagai_twisted_attack():
    st = _twisted(O2, dist=2, aura=(3, 5))
    fire(st, fate(O2, 3))
    no_react(st)
    answer(st, "aura")
    assert st.tok[AURA + 1] == 2 and not st.flinch[0]


@pytest.mark.card("26-innealra-o3-f-1")
def test_fate_akogare_lost_to_shadow_then_attack_x():
    st = setup(O3, dist=3, aura=(3, 5))
    st.tok[DIST] -= 2
    st.tok[LOST] += 2
    st.tok[DIST] += 0
    fire(st, fate(O3, 1))
    no_react(st)
    assert st.decision.context[1:3] == (2, 1)
    answer(st, "aura")
    assert lost(st) == 0 and st.tok[AURA + 1] == 3 and st.tok[SHADOW] == 4


@pytest.mark.card("26-innealra-o3-f-1a")
def test_fate_akogare_twisted_attack_range_by_lost_then_lost_empties():
    st = _twisted(O3, dist=3, aura=(3, 5))
    st.tok[SHADOW] -= 0
    st.tok[AURA] -= 3
    st.tok[LOST] += 3
    fire(st, fate(O3, 1))
    pass_until(st, "damage")
    assert st.decision.context[1:3] == (3, 5)
    answer(st, "life")
    assert st.tok[LIFE + 1] == 5 and lost(st) == 0 and st.tok[SHADOW] == 3


@pytest.mark.card("26-innealra-o3-f-2")
def test_fate_unadare_by_rules_or_by_card():
    st = setup(O3, aura=(3, 3), vigor=(0, 1))
    fire(st, fate(O3, 2), by_rules=True)
    assert st.vigor[0] == 1 and st.tok[AURA] == 2 and lost(st) == 1
    fire(st, fate(O3, 2))
    assert st.flinch[1] and lost(st) == 0 and st.tok[SHADOW] == 1


@pytest.mark.card("26-innealra-o3-f-2a")
def test_fate_unadare_twisted_opp_life_to_lost():
    st = _twisted(O3)
    fire(st, fate(O3, 2))
    assert st.tok[LIFE + 1] == 9 and lost(st) == 1 and st.tok[FLARE + 1] == 0


@pytest.mark.card("26-innealra-o3-f-3")
def test_fate_nogare_by_rules_distance_to_lost():
    st = setup(O3, dist=5)
    fire(st, fate(O3, 3), by_rules=True)
    assert st.tok[DIST] == 4 and lost(st) == 1


@pytest.mark.card("26-innealra-o3-f-3a")
def test_fate_nogare_twisted():
    st = _twisted(O3, dist=5)
    fire(st, fate(O3, 3))
    assert st.tok[DIST] == 3 and lost(st) == 1 and st.tok[SHADOW] == 1


@pytest.mark.card("26-innealra-o3-f-4")
def test_fate_kasure_by_card_one_to_lost():
    st = setup(O3, shadow=3)
    fire(st, fate(O3, 4))
    assert lost(st) == 1 and st.tok[SHADOW] == 2


@pytest.mark.card("26-innealra-o3-f-4a")
def test_fate_kasure_twisted_opp_aura_and_flare_to_lost():
    st = _twisted(O3, aura=(3, 3), flare=(0, 2))
    fire(st, fate(O3, 4))
    assert lost(st) == 2 and st.tok[AURA + 1] == 2 and st.tok[FLARE + 1] == 1


@pytest.mark.card("26-innealra-o1-f-1")
def test_fate_kaerimi_once_outside_the_past_and_not_beyond_distance_5():
    st = setup(O1, dist=5, aura=(3, 3))
    put_at(st, O1, (2, 1, 3, 4))
    fire(st, fate(O1, 1))
    assert st.tok[AURA + 1] == 2 and st.tok[DIST] == 6
    fire(st, fate(O1, 1))  # distance 6 now: no arrow
    assert st.tok[AURA + 1] == 2 and S.forbidden(st, "attack", 0)


# ====================================================================== interactions
@pytest.mark.card("26-innealra-o1-s-3", "05-oboro-o-n-1")
def test_interaction_oboro_trap_before_reshuffle_under_im_crenasm():
    """イム・クレナズム replaces the opponent's reshuffle but keeps its "before the reshuffle" moment: Oboro's rule
    (megami rules 3-3) still plays a Trap from the face-down pile; the played pile stays - with the Trap, played
    before the reshuffle took the face-down pile; Im is removed after."""
    st = setup(O1, devoted0=[IM], megami1=("oboro", "yurina"), discard1=["05-oboro-o-n-1"],
               played1=["01-yurina-o-n-1"], deck1=[], dist=3, turn_player=0)
    end_main(st)
    pass_until(st, "reshuffle", 1)
    answer(st, True)
    assert options(st) == ("stop", uid(st, "05-oboro-o-n-1", 1))
    answer(st, uid(st, "05-oboro-o-n-1", 1))
    pass_until(st, "main", 1)
    assert [st.cards[u].id for u in st.zones[1][PLAYED]] == ["01-yurina-o-n-1", "05-oboro-o-n-1"]
    assert st.tok[LIFE + 1] == 9 and st.loc[uid(st, IM, 0)] == OUT


@pytest.mark.card("26-innealra-o1-n-6")
def test_interaction_chikage_poison_in_hand_may_go_to_the_played_pile():
    """憂き意志 vs Chikage: a poison cannot be put face down (MR 7-2-1) but may be the card the opponent moves from
    hand to their played pile."""
    poison = "09-chikage-o-p-1"
    st = setup(O1, hand0=[GLOOMY], megami1=("chikage", "himika"), hand1=[poison], deck1=[])
    play_card(st, GLOOMY)
    assert st.zones[1][PLAYED] == [uid(st, poison, 1)]
    assert st.zones[0][ENHANCE] == [uid(st, GLOOMY, 0)]


@pytest.mark.card("26-innealra-o3-n-2", "02-saine-o-n-7", "01-yurina-o-n-1")
def test_interaction_saine_silent_wall_aura_damage_goes_to_lost():
    """星空包み after another megami's card: its Aura damage taken by Saine's Silent Wall (tokens counting as Aura)
    goes to Lost too."""
    st = setup(O3, hand0=[SLASH, STARWRAP], megami1=("saine", "yurina"), enh1=[("02-saine-o-n-7", 3)], dist=3,
               aura=(3, 0))
    play_card(st, SLASH)
    no_react(st)
    answer(st, "life")
    st.tok[DIST] = 2
    st.tok[SHADOW] += 1
    inject(st, (), Ctx(0))
    play_card(st, STARWRAP)
    no_react(st)
    answer(st, "aura")
    assert st.tok[CARD_BASE + uid(st, "02-saine-o-n-7", 1)] == 2 and lost(st) == 1
