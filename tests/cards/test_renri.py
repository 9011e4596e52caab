"""Renri (partial): the Falsehood rules of megami-rules.en.md section 20 (MR 20-2 zones, 20-4 Falsehood,
20-4-1 refutation, 20-4-2 end of phase) and the cards implemented so far. Player 0 hosts Renri."""
from __future__ import annotations

import random

import pytest

from sakura_lab.cards import renri as R
from sakura_lab.cards.catalogue import get_catalogue, strip_markup
from sakura_lab.cards.registry import is_implemented
from sakura_lab.engine.constants import (
    AUX8,
    DEVOTED,
    DISCARD,
    ENHANCE,
    HAND,
    IN_USE,
    PLAYED,
    SPECIAL,
    UNUSED,
)
from sakura_lab.engine.view import determinize
from sakura_lab.testing import (
    answer,
    end_main,
    options,
    pass_until,
    play_card,
    scenario,
    tokens,
    uid,
    zone_ids,
)

RN = ("renri", "yurina")
SLASH = "01-yurina-o-n-1"  # Yurina 3-4 3/1, no text
STANCE = "01-yurina-o-n-5"  # Yurina action (Distance -> Aura 1 ... any non-falsehood normal)


def setup(**kw):
    kw.setdefault("megami0", RN)
    return scenario(**kw)


def falsehood(st, card_id, declared, player=0):
    answer(st, ("rule", "falsehood", uid(st, card_id, player), declared))


# ---------------------------------------------------------------- MR 20-4: Falsehood
@pytest.mark.rule("MR 20-4")
def test_rule_20_4_offered_for_hand_normals_with_declarable_names():
    """MR 20-4 ii: each Normal card in hand may be played as any declarable card (Falsehood cards of the
    hosted lists) that could be played now; 嘘突き (range 1-2) is not offered at distance 5."""
    st = setup(hand0=[R.MOTIVE, SLASH], dist=5)
    fo = sorted(o[3] for o in options(st) if o[:2] == ("rule", "falsehood") and o[2] == uid(st, SLASH))
    assert fo == sorted([R.COMPOUND, R.REDACT, R.BEGUILE, R.MOTIVE])
    assert R.CHARM not in fo


@pytest.mark.rule("MR 20-4")
def test_rule_20_4_not_for_a_player_without_renri():
    st = scenario(megami0=("yurina", "saine"), megami1=RN, hand0=[SLASH], dist=5)
    assert not [o for o in options(st) if o[0] == "rule"]


@pytest.mark.rule("MR 20-4")
def test_rule_20_4_fake_unrefuted_resolves_as_declared_and_goes_to_discard():
    """MR 20-4 i-v: Slash declared as 魚吊り goes face down to ＜Falsehood＞, the opponent accepts, it
    resolves as 魚吊り (Distance -> Flare 1) and, still face down, goes to the discard pile."""
    st = setup(hand0=[SLASH], dist=5)
    falsehood(st, SLASH, R.MOTIVE)
    u = uid(st, SLASH)
    assert zone_ids(st, 0, AUX8) == [SLASH]
    d = st.decision
    assert d.player == 1 and d.context == ("renri_refute", u, R.MOTIVE)
    assert not st.view(1).can_see(u) and st.view(0).can_see(u)  # MR 20-2-1: hidden from the opponent
    answer(st, "accept")
    assert tokens(st) == {"life": (10, 10), "aura": (3, 3), "flare": (1, 0), "dist": 4, "shadow": 0}
    assert zone_ids(st, 0, DISCARD) == [SLASH] and zone_ids(st, 0, PLAYED) == [] and zone_ids(st, 0, AUX8) == []
    assert st.played_count[0] == 1
    assert st.mstats["renri_falsehood"] == [1, 0]


@pytest.mark.rule("MR 20-4")
def test_rule_20_4_ii_same_name_not_twice_per_turn():
    st = setup(hand0=[SLASH, STANCE], dist=5)
    falsehood(st, SLASH, R.MOTIVE)
    answer(st, "accept")
    decl = {o[3] for o in options(st) if o[:2] == ("rule", "falsehood")}
    assert R.MOTIVE not in decl and R.BEGUILE in decl


@pytest.mark.rule("MR 20-4-1")
def test_rule_20_4_1_refuting_a_fake():
    """MR 20-4-1: a fake refuted goes to the played pile, is not played (no effect, not counted)."""
    st = setup(hand0=[SLASH], dist=5)
    falsehood(st, SLASH, R.MOTIVE)
    answer(st, "refute")
    assert zone_ids(st, 0, PLAYED) == [SLASH] and zone_ids(st, 0, AUX8) == []
    assert tokens(st)["flare"] == (0, 0) and tokens(st)["dist"] == 5
    assert st.played_count[0] == 0
    assert st.mstats["renri_refute"] == [0, 1] and st.mstats["renri_refute_fake"] == [0, 1]
    assert st.decision.kind == "main" and st.decision.player == 0


@pytest.mark.rule("MR 20-4-1")
def test_rule_20_4_1_refuting_a_true_card_burns_out_the_refuter():
    """MR 20-4-1: a true card refuted: the refuter suffers Burnout (CR 10-10, 1/1), then the card resolves
    face up and goes to the played pile."""
    st = setup(hand0=[R.MOTIVE], dist=5)
    falsehood(st, R.MOTIVE, R.MOTIVE)
    answer(st, "refute")
    assert st.decision.kind == "damage" and st.decision.player == 1
    answer(st, "life")
    assert tokens(st) == {"life": (10, 9), "aura": (3, 3), "flare": (1, 1), "dist": 4, "shadow": 0}
    assert zone_ids(st, 0, PLAYED) == [R.MOTIVE] and zone_ids(st, 0, DISCARD) == []
    assert R.refute_failed(st, 1)
    assert st.mstats["renri_refute_true"] == [0, 1]


@pytest.mark.rule("MR 20-4")
def test_rule_20_4_attack_falsehood_uses_declared_values():
    """MR 20-4 iii/v: an enhancement card played as 都度討ち attacks with 3-5 2/1."""
    st = setup(hand0=[R.ENCLOSE], dist=4)
    falsehood(st, R.ENCLOSE, R.COMPOUND)
    answer(st, "accept")
    pass_until(st, "damage", player=1)
    answer(st, "life")
    assert tokens(st)["life"] == (10, 9)
    assert zone_ids(st, 0, DISCARD) == [R.ENCLOSE] and zone_ids(st, 0, ENHANCE) == []


@pytest.mark.rule("MR 20-4-2")
def test_rule_20_4_2_falsehood_left_at_phase_end_goes_to_played():
    """MR 20-4-2: a card in ＜Falsehood＞ when the phase ends goes to the played pile."""
    st = setup(hand0=[SLASH], dist=5)
    u = uid(st, SLASH)
    st.marks[(R._AS, u)] = R.MOTIVE
    st.marks[(R._DOWN, u)] = True
    from sakura_lab.engine import api as S
    S.move_card(st, u, AUX8)
    R._sweep(st)
    assert zone_ids(st, 0, PLAYED) == [SLASH] and zone_ids(st, 0, AUX8) == []
    assert (R._AS, u) not in st.marks


@pytest.mark.rule("MR 20-2-1")
def test_rule_20_2_1_determinize_does_not_peek_at_the_face_down_card():
    """MR 20-2-1: the opponent's determinization redraws the face-down card without reading it."""
    seen = set()
    for real in (SLASH, R.MOTIVE):
        st = setup(hand0=[real], dist=5)
        falsehood(st, real, R.MOTIVE)
        u = uid(st, real)
        draws = [determinize(st.view(1), random.Random(s)).cards[u].id for s in range(12)]
        seen.add(tuple(draws))
    assert len(seen) == 1  # the same draws whatever the true card is


# ---------------------------------------------------------------- cards
@pytest.mark.card("22-renri-o-n-1")
def test_charm_plain_attack():
    st = setup(hand0=[R.CHARM], dist=2)
    play_card(st, R.CHARM)
    pass_until(st, "damage", player=1)
    answer(st, "aura")
    assert tokens(st)["aura"] == (3, 1) and zone_ids(st, 0, PLAYED) == [R.CHARM]


@pytest.mark.rule("MR 20-4")  # 嘘突き's text on another card played as it (no event names 嘘突き's own id)
def test_charm_revealed_fake_denies_aura():
    """Another card declared as 嘘突き, unrefuted, may be revealed (嘘突き's text, read on the card played as
    嘘突き; the G1 text: "if that card is not this card"): a fake, so the opponent cannot choose Aura; face up, it
    goes to the played pile."""
    st = setup(hand0=[STANCE], dist=2)
    falsehood(st, STANCE, R.CHARM)
    answer(st, "accept")
    assert st.decision.context == "renri_charm_reveal"
    answer(st, True)
    pass_until(st, "main", player=0)
    assert tokens(st)["life"] == (10, 9) and tokens(st)["aura"] == (3, 3)
    assert zone_ids(st, 0, PLAYED) == [STANCE]


@pytest.mark.card("22-renri-o-n-1")
def test_charm_revealed_true_is_a_plain_attack():
    """A true 嘘突き revealed: the opponent may still choose Aura; face up, it goes to the played pile."""
    st = setup(hand0=[R.CHARM], dist=2)
    falsehood(st, R.CHARM, R.CHARM)
    answer(st, "accept")
    assert st.decision.context == "renri_charm_reveal"
    answer(st, True)
    pass_until(st, "damage", player=1)
    answer(st, "aura")
    assert tokens(st)["aura"] == (3, 1) and zone_ids(st, 0, PLAYED) == [R.CHARM]


@pytest.mark.card("22-renri-o-n-1")
def test_charm_declared_as_another_card_offers_no_reveal():
    """嘘突き played as 都度討ち has 都度討ち's texts: no reveal of its own."""
    st = setup(hand0=[R.CHARM], dist=4)
    falsehood(st, R.CHARM, R.COMPOUND)
    answer(st, "accept")
    assert st.decision is None or st.decision.context != "renri_charm_reveal"


@pytest.mark.card("22-renri-o-n-2")
@pytest.mark.parametrize("played,aura_after", [((SLASH, STANCE), 1), ((SLASH, STANCE, R.MOTIVE), 0)])
def test_compound_bonus_with_three_normals(played, aura_after):
    st = setup(hand0=[R.COMPOUND], played0=played, dist=4)
    play_card(st, R.COMPOUND)
    pass_until(st, "damage", player=1)
    answer(st, "aura")
    assert tokens(st)["aura"] == (3, aura_after)


@pytest.mark.card("22-renri-o-n-4")
def test_leverage_flinch_and_return_after_failed_refutation():
    st = setup(hand0=[R.MOTIVE, R.LEVERAGE], played0=[R.BEGUILE], dist=5)
    falsehood(st, R.MOTIVE, R.MOTIVE)
    answer(st, "refute")
    answer(st, "aura")
    play_card(st, R.LEVERAGE)
    assert st.decision.context == "renri_leverage"
    answer(st, uid(st, R.BEGUILE))
    assert st.flinch == [False, True]
    assert zone_ids(st, 0, HAND) == [R.BEGUILE]


@pytest.mark.card("22-renri-o-n-4")
def test_leverage_without_failed_refutation_only_flinches():
    st = setup(hand0=[R.LEVERAGE], played0=[R.BEGUILE])
    play_card(st, R.LEVERAGE)
    assert st.flinch == [False, True] and zone_ids(st, 0, PLAYED) == [R.BEGUILE, R.LEVERAGE]


@pytest.mark.card("22-renri-o-n-5")
def test_beguile_discard_with_three_normals():
    st = setup(hand0=[R.BEGUILE], played0=[SLASH, STANCE, R.MOTIVE], hand1=[SLASH])
    play_card(st, R.BEGUILE)
    assert zone_ids(st, 1, DISCARD) == [SLASH] and zone_ids(st, 1, HAND) == []


@pytest.mark.card("22-renri-o-n-5")
def test_beguile_empty_hand_flinches_and_needs_three():
    st = setup(hand0=[R.BEGUILE], played0=[SLASH, STANCE, R.MOTIVE])
    play_card(st, R.BEGUILE)
    assert st.flinch == [False, True]
    st = setup(hand0=[R.BEGUILE], played0=[SLASH], hand1=[SLASH])
    play_card(st, R.BEGUILE)
    assert zone_ids(st, 1, HAND) == [SLASH] and st.flinch == [False, False]


@pytest.mark.card("22-renri-o-n-5")
def test_beguile_true_refuted_double_burnout():
    st = setup(hand0=[R.BEGUILE])
    falsehood(st, R.BEGUILE, R.BEGUILE)
    answer(st, "refute")
    answer(st, "life")
    answer(st, "life")
    assert tokens(st)["life"] == (10, 8)


@pytest.mark.card("22-renri-o-n-6")
def test_motive():
    st = setup(hand0=[R.MOTIVE], dist=6)
    play_card(st, R.MOTIVE)
    assert tokens(st) == {"life": (10, 10), "aura": (3, 3), "flare": (1, 0), "dist": 5, "shadow": 0}
    assert zone_ids(st, 0, PLAYED) == [R.MOTIVE]


@pytest.mark.card("22-renri-o-n-7")
def test_enclose_initialize_and_disenchant():
    st = setup(hand0=[R.ENCLOSE], dist=5, aura=(5, 3))
    play_card(st, R.ENCLOSE)
    assert tokens(st) == {"life": (10, 10), "aura": (2, 3), "flare": (0, 0), "dist": 4, "shadow": 1}
    assert st.tok[R.S.CARD_BASE + uid(st, R.ENCLOSE)] == 3
    st = setup(enh0=[(R.ENCLOSE, 1)], deck0=[SLASH, STANCE], dist=5, start="turn")  # start phase: the last token leaves
    pass_until(st, "main", player=0)
    assert tokens(st)["dist"] == 4 and tokens(st)["shadow"] == 2
    assert zone_ids(st, 0, PLAYED) == [R.ENCLOSE]


@pytest.mark.card("22-renri-o-n-7")
def test_enclose_close_distance_does_nothing():
    st = setup(hand0=[R.ENCLOSE], dist=1, aura=(5, 3))
    play_card(st, R.ENCLOSE)
    assert tokens(st)["dist"] == 1 and tokens(st)["shadow"] == 0


@pytest.mark.card("22-renri-o-s-1")
def test_wallow_both_damage_after_failed_refutation_and_end_phase():
    st = setup(hand0=[R.MOTIVE], specials0=[R.WALLOW], flare=(4, 0), dist=6)
    falsehood(st, R.MOTIVE, R.MOTIVE)
    answer(st, "refute")
    answer(st, "aura")  # burnout 1 to aura
    answer(st, ("play", uid(st, R.WALLOW)))
    pass_until(st, "main", player=0)
    assert tokens(st)["aura"] == (3, 1) and tokens(st)["life"] == (10, 8)
    assert st.cstate[uid(st, R.WALLOW)] == DEVOTED
    end_main(st)
    pass_until(st, "main", player=1)
    assert tokens(st)["aura"][1] == 0
    assert st.cstate[uid(st, R.WALLOW)] == UNUSED and uid(st, R.WALLOW) in st.zones[0][SPECIAL]


@pytest.mark.card("22-renri-o-s-1")
def test_wallow_single_choice_normally():
    st = setup(specials0=[R.WALLOW], flare=(4, 0), dist=6)
    answer(st, ("play", uid(st, R.WALLOW)))
    pass_until(st, "damage", player=1)
    answer(st, "aura")
    assert tokens(st)["aura"] == (3, 2) and tokens(st)["life"] == (10, 10)


@pytest.mark.rule("MR 20")
def test_catalogue_strips_markup_from_names():
    cat = get_catalogue()
    assert cat.card(R.WALLOW).name_en == "Wallow"
    assert cat.card("22-renri-o-s-2").name_en == "Splay"
    assert strip_markup('Dumb<span class="x">found</span>') == "Dumbfound"


@pytest.mark.rule("MR 20")
def test_renri_is_counted_as_implemented_with_her_historian_form():
    from sakura_lab.cards.catalogue import get_catalogue
    from sakura_lab.sim.specs import implemented_megami
    assert all(is_implemented(c.id) for c in get_catalogue().cards(form="renri-a1"))
    assert "renri" in implemented_megami()


@pytest.mark.rule("MR 20")
def test_in_use_zone_constant():
    assert IN_USE != AUX8


# ---------------------------------------------------------------- interactions with other megami
IMMORTAL_FLOWER = "04-tokoyo-o-s-1"  # Tokoyo, Reaction 0-10 -/1, After Attack: cancel the reacted attack
SHAKE_THE_MIND = "07-shinra-o-s-1"  # Shinra, cost 2: seal a card of the opponent's played pile
NEEDLES = "06-yukihi-o-n-1"  # Yukihi umbrella card (closed 4-6 3/1)


@pytest.mark.rule("MR 20-4")
@pytest.mark.card("04-tokoyo-o-s-1")
def test_interaction_tokoyo_cancels_a_falsehood_attack_card_stays_face_down():
    """A Slash played as 都度討ち (MR 20-4) is answered by Tokoyo's 久遠ノ花: the attack is cancelled (CR 9-4 ii);
    the card, still face down, goes to the discard pile (MR 20-4 v)."""
    st = setup(hand0=[SLASH], megami1=("tokoyo", "yurina"), specials1=[IMMORTAL_FLOWER], flare=(0, 5), dist=4)
    falsehood(st, SLASH, R.COMPOUND)
    answer(st, "accept")
    pass_until(st, "react", player=1)
    answer(st, ("react", uid(st, IMMORTAL_FLOWER)))
    pass_until(st, "main", player=0)
    assert tokens(st)["life"] == (9, 10) and tokens(st)["aura"] == (3, 3)
    assert zone_ids(st, 0, DISCARD) == [SLASH] and zone_ids(st, 0, PLAYED) == []
    assert not st.view(1).can_see(uid(st, SLASH))


@pytest.mark.rule("MR 20-4-1")
@pytest.mark.card("07-shinra-o-s-1")
def test_interaction_shinra_seals_a_caught_fake():
    """A fake caught by refutation goes to the played pile (MR 20-4-1), where Shinra's 完全論破 can seal it."""
    st = setup(hand0=[SLASH], megami1=("shinra", "yurina"), specials1=[SHAKE_THE_MIND], flare=(0, 2), dist=5)
    falsehood(st, SLASH, R.MOTIVE)
    answer(st, "refute")
    end_main(st)
    pass_until(st, "main", player=1)
    answer(st, ("play", uid(st, SHAKE_THE_MIND)))
    pass_until(st, "main", player=1)
    assert zone_ids(st, 0, PLAYED) == []
    assert st.loc[uid(st, SLASH)] not in (PLAYED, DISCARD, HAND)


@pytest.mark.rule("MR 20-4")
@pytest.mark.card("06-yukihi-o-n-1")
def test_interaction_yukihi_umbrella_card_played_as_motive():
    """An umbrella card (Yukihi, MR 4-2-1 variant information) played as 魚吊り is read as the declared card
    (Distance -> Flare 1) and goes face down to the discard pile; afterwards it reads as itself again."""
    st = setup(megami0=("renri", "yukihi"), hand0=[NEEDLES], dist=5)
    falsehood(st, NEEDLES, R.MOTIVE)
    answer(st, "accept")
    assert tokens(st)["flare"] == (1, 0) and tokens(st)["dist"] == 4
    assert zone_ids(st, 0, DISCARD) == [NEEDLES]
    assert R.S.card_of(st, uid(st, NEEDLES)).id == NEEDLES


# ---------------------------------------------------------------- Last Gasp, Sigiled Robe, Kiriko (MR 20-1)
LAST_GASP = "22-renri-o-s-4"
ROBE = "22-renri-o-s-4-ex-1"
KIRIKO = "22-kiriko-o-s-1"


@pytest.mark.card("22-renri-o-s-4")
@pytest.mark.rule("MR 20-1")
def test_last_gasp_gains_the_robe_is_terminal_and_holds_its_tokens():
    st = setup(specials0=[LAST_GASP], extra0=[ROBE], hand0=[R.MOTIVE], flare=(1, 0), deck0=[SLASH, STANCE])
    answer(st, ("play", uid(st, LAST_GASP)))
    answer(st, ("aura", 2))  # Charge 3: 2 from Aura, 1 from Shadow (the paid Cost)
    lg, robe = uid(st, LAST_GASP), uid(st, ROBE)
    assert st.loc[lg] == ENHANCE and st.tok[R.S.CARD_BASE + lg] == 3
    assert tokens(st) == {"life": (10, 10), "aura": (1, 3), "flare": (0, 0), "dist": 10, "shadow": 0}
    assert st.loc[robe] == SPECIAL and st.cstate[robe] == UNUSED
    assert options(st) == (("end",),)  # 終端: nothing else this turn (CR 9-2)
    assert R.S.free_tokens(st, R.S.CARD_BASE + lg) == 0  # the tokens cannot move now
    assert R.S.card_of(st, robe).id == "04-tokoyo-o-s-1"  # 3 tokens: Immortal Flower
    end_main(st)
    pass_until(st, "main", player=1)
    assert st.tok[R.S.CARD_BASE + lg] == 3  # the opponent's start phase moves nothing
    end_main(st)
    pass_until(st, "main", player=0)
    assert st.tok[R.S.CARD_BASE + lg] == 2  # its owner's start phase does (CR 8-1)
    assert R.S.card_of(st, robe).id == "07-shinra-o-s-1"


@pytest.mark.rule("MR 20-1")
@pytest.mark.parametrize("n,copy", [(3, "04-tokoyo-o-s-1"), (2, "07-shinra-o-s-1"), (1, "13-utsuro-A1-s-1-ex1"),
                                    (0, "22-kiriko-o-s-1")])
def test_robe_copies_by_tokens_on_last_gasp(n, copy):
    enh = [(LAST_GASP, n)] if n else []
    st = setup(enh0=enh, specials0=[ROBE], flare=(0, 0))
    assert R.S.card_of(st, uid(st, ROBE)).id == copy
    assert R.S.card_cost(st, 0, uid(st, ROBE)) == {3: 5, 2: 2, 1: 6, 0: 3}[n]


@pytest.mark.card("22-renri-o-s-4-ex-1")
def test_robe_as_shake_the_mind_seals_a_card():
    st = setup(enh0=[(LAST_GASP, 2)], specials0=[ROBE], flare=(2, 0), played1=[SLASH])
    answer(st, ("play", uid(st, ROBE)))
    pass_until(st, "main", player=0)
    assert zone_ids(st, 1, PLAYED) == [] and tokens(st)["flare"] == (0, 0)
    assert st.cstate[uid(st, ROBE)] != UNUSED


@pytest.mark.card("22-renri-o-s-4-ex-1")
@pytest.mark.card_idle("22-kiriko-o-s-1")
def test_robe_as_kiriko_attacks_3_2():
    """0 tokens (no Last Gasp deployed): the Robe is Kiriko's Sacred Dance, 2-3 3/2, cost 3."""
    st = setup(specials0=[ROBE], extra0=[KIRIKO], flare=(3, 0), dist=3)
    answer(st, ("play", uid(st, ROBE)))
    pass_until(st, "damage", player=1)
    answer(st, "aura")
    assert tokens(st)["aura"] == (3, 0) and tokens(st)["flare"] == (0, 0)


# ---------------------------------------------------------------- Splay, Dumbfound
SPLAY = "22-renri-o-s-2"
DUMBFOUND = "22-renri-o-s-3"
HIMIKA_SHOT = "03-himika-o-n-1"  # Himika 4-10 2/1


@pytest.mark.card("22-renri-o-s-2", "01-yurina-o-n-1")
def test_splay_uses_an_opponent_card_as_a_reaction():
    """Player 1 (Renri) reacts with ラナラロミレリラ to a Himika shot: looks at player 0's hand and uses their Slash
    as reacting to the same attack (3/1 at distance 4); the Slash goes back to its owner's played pile."""
    st = scenario(megami0=("himika", "yurina"), megami1=RN, hand0=[HIMIKA_SHOT, SLASH], specials1=[SPLAY],
                  flare=(0, 4), dist=4)
    play_card(st, HIMIKA_SHOT)
    pass_until(st, "react", player=1)
    answer(st, ("react", uid(st, SPLAY)))
    assert st.decision.context == "renri_splay"
    answer(st, uid(st, SLASH))
    answer(st, "use")
    pass_until(st, "damage", player=0)
    answer(st, "aura")
    assert tokens(st)["aura"][0] == 0 and tokens(st)["flare"] == (0, 0)
    assert SLASH in zone_ids(st, 0, PLAYED) and st.owner[uid(st, SLASH)] == 0


@pytest.mark.card("22-renri-o-s-2")
def test_splay_only_as_reaction_and_discard_choice():
    st = scenario(megami0=("himika", "yurina"), megami1=RN, hand0=[HIMIKA_SHOT, SLASH], specials1=[SPLAY],
                  flare=(0, 4), dist=4)
    play_card(st, HIMIKA_SHOT)
    pass_until(st, "react", player=1)
    answer(st, ("react", uid(st, SPLAY)))
    answer(st, uid(st, SLASH))
    answer(st, "discard")
    assert zone_ids(st, 0, DISCARD) == [SLASH]
    st = setup(specials0=[SPLAY], flare=(4, 0))
    assert ("play", uid(st, SPLAY)) not in options(st)


@pytest.mark.card("22-renri-o-s-3", "22-renri-o-n-6")
def test_dumbfound_plays_an_unchosen_falsehood_card_then_removes_it():
    st = setup(specials0=[DUMBFOUND], deck0=[R.MOTIVE], flare=(2, 0), dist=5)
    u = uid(st, R.MOTIVE)
    R.S.move_card(st, u, R.OUT)  # not chosen in Deck Construction: face down in Out of Game (CR 10-29)
    answer(st, ("play", uid(st, DUMBFOUND)))
    pass_until(st, "main", player=0)
    assert tokens(st) == {"life": (10, 10), "aura": (3, 3), "flare": (1, 0), "dist": 4, "shadow": 2}
    assert st.loc[u] == R.OUT and st.marks.get(("face_up", u))


@pytest.mark.card("22-renri-o-s-3")
def test_dumbfound_resurgence_with_three_normals():
    st = setup(devoted0=[DUMBFOUND], played0=[SLASH, STANCE, R.MOTIVE], deck0=[SLASH, STANCE])
    end_main(st)
    pass_until(st, "main", player=1)
    assert st.cstate[uid(st, DUMBFOUND)] == UNUSED
    st = setup(devoted0=[DUMBFOUND], played0=[SLASH, STANCE])
    end_main(st)
    pass_until(st, "main", player=1)
    assert st.cstate[uid(st, DUMBFOUND)] == DEVOTED


# ---------------------------------------------------------------- Redact
@pytest.mark.card("22-renri-o-n-3")
@pytest.mark.parametrize("recover,expected_life", [(True, (8, 10)), (False, (8, 9))])
def test_redact_after_a_token_left_shadow(recover, expected_life):
    """Player 1 (Renri) answers a Himika 2/1 shot with 玄塗り (1-5 1/2). If a token left Shadow this turn (纏い:
    Shadow -> Aura), the shot (Aura damage 2 < 3) gets +0/-1: its damage 2/0 taken on Life costs nothing."""
    st = scenario(megami0=("himika", "yurina"), megami1=RN, hand0=[HIMIKA_SHOT, SLASH], hand1=[R.REDACT],
                  dist=4, shadow=2, aura=(3, 2), vigor=(1, 0))
    if recover:
        answer(st, ("basic", "recover"))
        answer(st, ("vigor",))
        assert st.tok[R.S.AURA + 0] == 4
    play_card(st, HIMIKA_SHOT)
    pass_until(st, "react", player=1)
    answer(st, ("react", uid(st, R.REDACT)))
    pass_until(st, "damage", player=0)
    answer(st, "life")  # Redact's 1/2 to player 0
    pass_until(st, "damage", player=1)
    answer(st, "life")
    assert tokens(st)["life"] == expected_life


@pytest.mark.card("22-renri-o-n-3", "01-yurina-o-n-1")
def test_redact_big_aura_damage_loses_one_aura():
    """Slash 3/1 answered by 玄塗り after 纏い this turn: Aura damage 3 or more, so -1/+0 (2/1): player 1 with
    Aura 2 may now take it on Aura."""
    st = scenario(megami0=("himika", "yurina"), megami1=RN, hand0=[SLASH], hand1=[R.REDACT],
                  dist=4, shadow=2, aura=(3, 2), vigor=(1, 0))
    answer(st, ("basic", "recover"))
    answer(st, ("vigor",))
    play_card(st, SLASH)
    pass_until(st, "react", player=1)
    answer(st, ("react", uid(st, R.REDACT)))
    pass_until(st, "damage", player=0)
    answer(st, "aura")
    pass_until(st, "damage", player=1)
    assert "aura" in options(st)
    answer(st, "aura")
    assert tokens(st)["aura"] == (3, 0) and tokens(st)["life"] == (10, 10)


@pytest.mark.card("22-kiriko-o-s-1")
def test_kiriko_sacred_dance_is_a_plain_attack():
    """御剱桐子の巫女神楽 (a copy target of the Sigiled Robe): 2-3 3/2, Cost 3; its Devoted texts answer sword
    dances, which no implemented card performs (module docstring)."""
    st = setup(specials0=[R.KIRIKO], flare=(3, 0), dist=2)
    from sakura_lab.testing import play_card as _play

    _play(st, R.KIRIKO)
    answer(st, "life")
    assert tokens(st) == {"life": (10, 8), "aura": (3, 3), "flare": (0, 2), "dist": 2, "shadow": 3}
