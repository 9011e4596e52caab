"""Megami feature blocks of the evaluation (``ai/megami_features.py``) added for the mechanic work of issue 10,
item 2, and the fast rules that read them: each test builds a position and checks the exact values."""
from __future__ import annotations

import pytest

from sakura_lab.ai import evaluation as E
from sakura_lab.ai import megami_features as MF
from sakura_lab.ai.policy import quick_choice
from sakura_lab.cards import hatsumi as H
from sakura_lab.engine.constants import CARD_BASE, D_CARD, D_CHOOSE, D_MAY, DEVOTED, EXTRA, HAND, SHADOW
from sakura_lab.engine.state import Decision
from sakura_lab.testing import scenario, uid

FLOWERS = "14-honoka-o-s-1-ex1"


def feat(st, p: int) -> dict[str, float]:
    return dict(zip(E.FEATURES, E.features(st, p), strict=True))


# ---------------------------------------------------------------- Hagane (MR 6-1, 6-2, 6-3)
TEMPERED = "08-hagane-A1-s-1-ex1"


def test_hagane_anvil_tokens_and_live_tempered_attack_in_hand() -> None:
    from sakura_lab.engine import api as S
    from sakura_lab.engine.constants import AUX1, AUX_TOKENS

    st = scenario(megami0=("hagane-a1", "yurina"), hand0=[TEMPERED, SLASH, "08-hagane-o-n-6"], dist=4)
    f = feat(st, 0)
    # empty Anvil: Tempered Attack in hand is a Variable card without type, not a live one; Sound the Bell is
    # a Centrifuge card
    assert (f["my_hagane_anvil"], f["my_hagane_anvil_tokens"], f["my_hagane_centrifuge_hand"],
            f["my_hagane_tempered_hand"]) == (0, 0, 1, 0)
    S.move_card(st, uid(st, SLASH), AUX1)
    st.tok[AUX_TOKENS + 0] = 3
    f = feat(st, 0)
    # tokens capped at 2: Tempered Attack's last bonus tier (2+ tokens: +3/+2, far 3, uncancellable)
    assert (f["my_hagane_anvil"], f["my_hagane_anvil_tokens"], f["my_hagane_tempered_hand"]) == (1, 2, 1)
    assert f["my_fit"] == 1  # the live Tempered Attack is read as the Slash it copies (3-4, hits at 4)
    g = feat(st, 1)
    assert (g["op_hagane_anvil"], g["op_hagane_anvil_tokens"], g["op_hagane_tempered_hand"]) == (1, 2, 1)
    assert g["my_hagane_anvil"] == 0  # the opponent hosts no Hagane
    S.move_card(st, uid(st, TEMPERED), S.DECK)
    assert feat(st, 0)["my_hagane_tempered_hand"] == 0


# ---------------------------------------------------------------- Oboro (MR 3-2, 3-3; CR25 add. 3-3, 3-4)
def test_oboro_traps_parts_and_main_part() -> None:
    from sakura_lab.cards import oboro as O
    from sakura_lab.engine import api as S

    main_x, custom_b = "05-oboro-a2-mp-1", "05-oboro-a2-cp-2"
    st = scenario(megami0=("oboro-a2", "yurina"), hand0=["05-oboro-o-n-5", SLASH], discard0=["05-oboro-o-n-4"],
                  extra0=[main_x, custom_b])
    f = feat(st, 0)
    # Induce in hand and Ninpo-Walk face down are Traps; nothing assembled
    assert (f["my_oboro_traps_hand"], f["my_oboro_traps_discard"], f["my_oboro_parts_assembled"],
            f["my_oboro_parts_main"]) == (1, 1, 0, 0)
    S.move_card(st, uid(st, custom_b), O.ASSEMBLED)
    f = feat(st, 0)
    assert (f["my_oboro_parts_assembled"], f["my_oboro_parts_main"]) == (1, 0)  # a custom part alone: no parts attack
    S.move_card(st, uid(st, main_x), O.ASSEMBLED)
    f = feat(st, 0)
    assert (f["my_oboro_parts_assembled"], f["my_oboro_parts_main"]) == (2, 1)  # a Digital Trap: it may replace a reshuffle
    assert feat(st, 1)["op_oboro_parts_main"] == 1 and feat(st, 1)["my_oboro_parts_main"] == 0


@pytest.mark.parametrize("style", sorted(E.STYLES))
def test_assembled_parts_are_not_valued_as_a_burden(style: str) -> None:
    """The fitted weight of assembled parts (-0.108) made every parts attack look better for unassembling them (CR25
    add. 3-3 moves every part back to the extra deck); set to 0 by play (docs/evaluation.md, session 23): a position
    with two assembled parts, one a Digital Trap, evaluates as the same position with none, for both players."""
    from sakura_lab.cards import oboro as O
    from sakura_lab.engine import api as S

    main_x, custom_b = "05-oboro-a2-mp-1", "05-oboro-a2-cp-2"
    st = scenario(megami0=("oboro-a2", "yurina"), hand0=[SLASH], extra0=[main_x, custom_b])
    w = E.STYLES[style]
    before = (E.evaluate(st, 0, w), E.evaluate(st, 1, w))
    S.move_card(st, uid(st, custom_b), O.ASSEMBLED)
    S.move_card(st, uid(st, main_x), O.ASSEMBLED)
    assert feat(st, 0)["my_oboro_parts_assembled"] == 2
    assert (E.evaluate(st, 0, w), E.evaluate(st, 1, w)) == before


def weights(**w: float) -> E.Weights:
    """The shipped weights with the named ``my_`` weights replaced (0: a rule gated by that weight is off)."""
    return E.Weights.from_dict({**E.STYLES["balanced"].as_dict(), **{f"my_{k}": v for k, v in w.items()}})


# ---------------------------------------------------------------- Hatsumi (MR 15-1-2, 15-2)
# Yurina + Saine's normal pool (14 cards) has attacks reaching 3 (Slash 3-4, Hilt Strike... 3, Brandish 2-4, Saine's
# 2-3: 4 of 14), 4 (Slash, Brandish, Saine's two 4-5: 4 of 14), 5 (Saine's two 4-5: 2 of 14), nothing at 6 or 7.
def _hatsumi(dist: int):
    # a card in the game: MF.consts caches per card tuple, and every card-less scenario shares the empty tuple ()
    return scenario(megami0=("hatsumi-a1", "saine"), megami1=("yurina", "saine"), dist=dist,
                    hand0=["17-hatsumi-o-n-2"])


def test_dive_dodge_reads_the_opponents_pool_at_the_shifted_distance() -> None:
    st = _hatsumi(4)
    assert MF.dive_dodge(st, 0, H.FORWARD_DIVE) == pytest.approx(4 / 14 - 4 / 14)  # 4 -> 3: as many hit
    assert MF.dive_dodge(st, 0, H.BACKWARD_DIVE) == pytest.approx(4 / 14 - 2 / 14)  # 4 -> 5: two fewer
    st = _hatsumi(6)
    assert MF.dive_dodge(st, 0, H.FORWARD_DIVE) == pytest.approx(0 - 2 / 14)  # 6 -> 5: into Saine's 4-5
    assert MF.dive_dodge(st, 0, H.BACKWARD_DIVE) == 0.0


def test_hatsumi_block_diving_and_dodge() -> None:
    st = _hatsumi(4)
    f = feat(st, 0)
    assert (f["my_hatsumi_diving"], f["my_hatsumi_dive_dodge"]) == (0.0, 0.0)  # not diving
    st.marks[(H.DIVE, 0)] = H.BACKWARD_DIVE
    f = feat(st, 0)
    assert f["my_hatsumi_diving"] == 1.0
    assert f["my_hatsumi_dive_dodge"] == pytest.approx(2 / 14)
    g = feat(st, 1)
    assert g["op_hatsumi_diving"] == 1.0 and g["op_hatsumi_dive_dodge"] == pytest.approx(2 / 14)
    assert g["my_hatsumi_diving"] == 0.0  # the opponent hosts no Hatsumi


@pytest.mark.parametrize("dist,want", [(4, "backward"), (6, "backward"), (3, "forward"), (8, "forward")])
def test_dive_choice_takes_the_direction_that_dodges(dist: int, want: str) -> None:
    """The fast rule for the dive (MR 15-1-2) follows dive_dodge; at 8 both dodges are 0 and the old tie-break
    (forward when far) decides. At 6 the first rule dove forward, into Saine's 4-5 attacks; at 3 backward (close),
    although 2 is reached by 3 of 14 (Hilt Strike 1-2, Brandish 2-4, Saine's 2-3) against 4 at 3 and at 4."""
    st = _hatsumi(dist)
    d = Decision(0, D_CHOOSE, (H.FORWARD_DIVE, H.BACKWARD_DIVE), "dive")
    w = E.Weights.from_dict({**E.STYLES["balanced"].as_dict(), "my_hatsumi_dive_dodge": 1.0})
    assert d.options[quick_choice(st, d, w)] == want


@pytest.mark.parametrize("dist,want", [(4, "backward"), (6, "forward"), (3, "backward")])
def test_dive_choice_of_weights_without_the_dodge_is_the_first_rule(dist: int, want: str) -> None:
    """Weights without a positive dodge weight (fitted before the feature) keep the first rule: backward at
    Distance 4 or less, forward farther."""
    st = _hatsumi(dist)
    d = Decision(0, D_CHOOSE, (H.FORWARD_DIVE, H.BACKWARD_DIVE), "dive")
    w = E.Weights.from_dict({**E.STYLES["balanced"].as_dict(), "my_hatsumi_dive_dodge": 0.0})
    assert d.options[quick_choice(st, d, w)] == want


# ---------------------------------------------------------------- Honoka (MR 12-1, Flowers in Your Hands)
def test_honoka_flowers_unused_devoted_and_tokens() -> None:
    st = scenario(megami0=("honoka", "yurina"), specials0=[FLOWERS])
    f = feat(st, 0)
    assert (f["my_honoka_flowers_unused"], f["my_honoka_flowers_devoted"], f["my_honoka_flowers_tokens"]) == (1, 0, 0)
    u = uid(st, FLOWERS)
    st.cstate[u] = DEVOTED
    st.tok[CARD_BASE + u] = 3
    f = feat(st, 0)
    assert (f["my_honoka_flowers_unused"], f["my_honoka_flowers_devoted"], f["my_honoka_flowers_tokens"]) == (0, 1, 3)
    assert feat(st, 1)["op_honoka_flowers_devoted"] == 1
    st = scenario(megami0=("honoka", "yurina"), hand0=["14-honoka-o-n-2"])  # a card: see _hatsumi
    f = feat(st, 0)
    assert (f["my_honoka_flowers_unused"], f["my_honoka_flowers_devoted"]) == (0, 0)


# ---------------------------------------------------------------- Korunu (MR 13-3, 13-5)
def test_korunu_freeze_tokens_on_the_opponent() -> None:
    # a card in the game: MF.consts caches per card tuple, and every card-less scenario shares the empty tuple ()
    st = scenario(megami0=("korunu", "saine"), aura=(3, 2), hand0=["15-korunu-o-n-1"])
    assert feat(st, 0)["my_korunu_op_frozen"] == 0
    st.marks[("korunu_freeze", 1)] = 2  # two Freeze tokens in the opponent's Aura (the module's mark)
    st.marks[("korunu_freeze", 0)] = 1  # one in Korunu's own (from the opponent's Korunu in a mirror): not counted
    f = feat(st, 0)
    assert f["my_korunu_op_frozen"] == 2
    assert feat(st, 1)["op_korunu_op_frozen"] == 2 and feat(st, 1)["my_korunu_op_frozen"] == 0


# ---------------------------------------------------------------- Yatsuha (MR 14-3, 14-5, AA1-S-4)
SLASH = "01-yurina-o-n-1"


def test_yatsuha_perfected_journey_and_identity_ready() -> None:
    from sakura_lab.cards import yatsuha as Y
    from sakura_lab.engine.constants import AUX4_TOKENS

    st = scenario(megami0=("yatsuha-aa1", "yurina"), devoted0=[Y.IDENTITY], hand0=[Y.CLAW])
    f = feat(st, 0)
    # Her Identity is Devoted but the hand holds only a Yatsuha card: no cancel is ready
    assert (f["my_yatsuha_perfected"], f["my_yatsuha_journey"], f["my_yatsuha_identity_ready"]) == (0, 0, 0)
    st = scenario(megami0=("yatsuha-aa1", "yurina"), devoted0=[Y.IDENTITY], hand0=[Y.CLAW, SLASH])
    st.marks[("yatsuha_perfected", 0)] = 5
    st.tok[AUX4_TOKENS + 0] = 1  # the journey token in Memory, just set out from location 3 (MR 14-5)
    st.marks.update({("yatsuha_start", 0): 3, ("yatsuha_loc", 0): 3, ("yatsuha_start_visits", 0): 0})
    f = feat(st, 0)
    # four location effects to come (3, 4, 1, 2), then Homecoming (MR 14-6, 14-7)
    assert (f["my_yatsuha_perfected"], f["my_yatsuha_journey"], f["my_yatsuha_identity_ready"]) == (4, 4, 1)
    st.marks.update({("yatsuha_loc", 0): 4, ("yatsuha_start_visits", 0): 1})  # the start resolved once
    assert feat(st, 0)["my_yatsuha_journey"] == 3
    st.marks[("yatsuha_loc", 0)] = 2
    assert feat(st, 0)["my_yatsuha_journey"] == 1
    st.marks[("yatsuha_loc", 0)] = 3  # back on the start: Homecoming comes next
    assert feat(st, 0)["my_yatsuha_journey"] == 0
    st = scenario(megami0=("yatsuha-aa1", "yurina"), specials0=[Y.IDENTITY], hand0=[SLASH])
    assert feat(st, 0)["my_yatsuha_identity_ready"] == 0  # unused: not Devoted yet


def test_yatsuha_perfect_up_counts_the_exchanges_worth_making() -> None:
    """MR 14-3 / CR 10-25: an exchange puts the original into ＜Extra＞; ``perfect_up`` counts the originals of
    PERFECT_UP there (Pact of Glass, Grim Edict: chosen by play), not those of the other exchanges."""
    from sakura_lab.ai.megami_features import PERFECT_UP
    from sakura_lab.cards import yatsuha as Y

    assert PERFECT_UP == {Y.PACT, Y.EDICT}
    st = scenario(megami0=("yatsuha-a1", "yurina"), hand0=[Y.PACT, Y.CLAW, SLASH],
                  extra0=[Y.COVENANT, Y.TALON, Y.CONVICTION])
    assert feat(st, 0)["my_yatsuha_perfect_up"] == 0
    pact, claw = st.zones[0][HAND][:2]
    assert Y.make_perfect(st, claw) >= 0  # Astral Claw -> Celestial Talon: a count for perfected, not perfect_up
    f = feat(st, 0)
    assert (f["my_yatsuha_perfected"], f["my_yatsuha_perfect_up"]) == (1, 0)
    assert Y.make_perfect(st, pact) >= 0  # Pact of Glass -> Covenant of Glass
    f = feat(st, 0)
    assert (f["my_yatsuha_perfected"], f["my_yatsuha_perfect_up"]) == (2, 1)
    assert feat(st, 1)["op_yatsuha_perfect_up"] == 1 and feat(st, 1)["my_yatsuha_perfect_up"] == 0


def test_yatsuha_perfect_pick_rule_takes_an_upgrade_or_declines() -> None:
    """The fast rule for "which card to make perfect" (MR 14-3): with ``my_yatsuha_perfect_up`` > 0 a card of
    PERFECT_UP, else "stop"; with the weight at 0 the old rule (the first card offered)."""
    from sakura_lab.cards import yatsuha as Y

    BASE = E.BASE
    st = scenario(megami0=("yatsuha-a1", "yurina"), hand0=[Y.CLAW, Y.DETERMINATION, Y.PACT],
                  extra0=[Y.TALON, Y.CONVICTION, Y.COVENANT])
    claw, det, pact = st.zones[0][HAND]
    on = E.Weights.from_dict({**BASE.as_dict(), "my_yatsuha_perfect_up": 0.5, "op_yatsuha_perfect_up": -0.5})
    off = E.Weights.from_dict({**BASE.as_dict(), "my_yatsuha_perfect_up": 0.0, "op_yatsuha_perfect_up": 0.0})
    d = Decision(0, D_CARD, ("stop", claw, det, pact), "yatsuha_perfect_pick")
    assert d.options[quick_choice(st, d, on)] == pact
    assert d.options[quick_choice(st, d, off)] == claw
    d = Decision(0, D_CARD, ("stop", claw, det), "yatsuha_perfect_pick")
    assert d.options[quick_choice(st, d, on)] == "stop"  # Conviction lost by play: not taken either


def test_yatsuha_identity_card_rule_gives_up_the_least_valuable_card() -> None:
    """Her Identity's cancel (AA1-S-4) puts one card of another megami from hand into the played pile: the fast
    rule gives up the least valuable one (policy.card_value), not the first offered."""
    from sakura_lab.ai.policy import card_value

    st = scenario(megami0=("yatsuha-aa1", "yurina"), hand0=[SLASH, "01-yurina-o-n-5"], dist=3)
    a, b = st.zones[0][HAND]
    d = Decision(0, D_CARD, (a, b), "yatsuha_identity_card")
    want = a if card_value(st, a) < card_value(st, b) else b
    assert card_value(st, a) != card_value(st, b)
    assert d.options[quick_choice(st, d, E.BASE)] == want


def test_yatsuha_journey_card_rules_return_keep_and_remove_by_value() -> None:
    """The Journey's card choices (MR 14-4, 14-7, Her Ideology AA1-N-7-Ex2): with ``my_yatsuha_journey`` > 0 the
    fast rules return the most valuable ＜Memory＞ card instead of drawing, remove the least valuable one instead
    of the reshuffle's damage and keep the most valuable card of the hand at Homecoming (policy.card_value); at 0
    the old rule, the first option that is not a refusal ("draw", "damage"; the first card, not "none")."""
    from sakura_lab.ai.policy import card_value
    from sakura_lab.cards import yatsuha as Y

    st = scenario(megami0=("yatsuha-aa1", "yurina"), hand0=[Y.PACT, Y.DEVIL, SLASH], dist=3)
    pact, devil, slash = st.zones[0][HAND]
    assert card_value(st, devil) > card_value(st, slash) > card_value(st, pact)
    on = E.Weights.from_dict({**E.BASE.as_dict(), "my_yatsuha_journey": 0.1, "op_yatsuha_journey": -0.1})
    off = E.Weights.from_dict({**E.BASE.as_dict(), "my_yatsuha_journey": 0.0, "op_yatsuha_journey": 0.0})
    for ctx, first, best, old in (("yatsuha_memory_draw", "draw", devil, "draw"),
                                  ("yatsuha_memory_remove", "damage", pact, "damage"),
                                  ("yatsuha_homecoming_keep", "none", devil, slash)):
        d = Decision(0, D_CARD, (first, slash, pact, devil), ctx)
        assert d.options[quick_choice(st, d, on)] == best, ctx
        assert d.options[quick_choice(st, d, off)] == old, ctx


def test_yatsuha_identity_cancel_rule_keeps_the_cancel_for_a_costly_attack() -> None:
    """Her Identity (AA1-S-4): with a positive ``my_yatsuha_identity_ready`` the fast rule cancels only an attack that
    costs the defender more (policy.damage_cost, the cheaper side) than the ready cancel plus a card; with the weight
    at 0 it says yes as before."""
    from sakura_lab.engine import api as S

    st = scenario(megami0=("yatsuha-aa1", "yurina"), devoted0=["16-yatsuha-AA1-s-4"], hand0=[SLASH], life=(3, 10),
                  aura=(0, 3), turn_player=1)
    w = E.BASE
    off = E.Weights.from_dict({**w.as_dict(), "my_yatsuha_identity_ready": 0.0, "op_yatsuha_identity_ready": 0.0})
    d = Decision(0, D_MAY, (False, True), "yatsuha_identity")
    S.new_attack(st, 1, rng=(3,), aura=5, life=3)  # 5/3 against 0 Aura and 3 Life: lethal, cancel it
    assert d.options[quick_choice(st, d, w)] is True
    st = scenario(megami0=("yatsuha-aa1", "yurina"), devoted0=["16-yatsuha-AA1-s-4"], hand0=[SLASH], life=(10, 10),
                  aura=(5, 3), turn_player=1)
    S.new_attack(st, 1, rng=(3,), aura=1, life=1)  # 1/1 into 5 Aura: keep the cancel
    assert d.options[quick_choice(st, d, w)] is False
    assert d.options[quick_choice(st, d, off)] is True


def test_game_constants_follow_the_hosts_of_card_less_games() -> None:
    """Card-less scenarios share the empty card tuple (); the cached per-game constants must still follow each
    game's hosts, or one scenario would read another's hosted blocks."""
    a = scenario(megami0=("hatsumi-a1", "saine"), megami1=("yurina", "saine"))
    b = scenario(megami0=("yurina", "saine"), megami1=("hatsumi-a1", "saine"))
    assert a.cards is b.cards  # the shared empty tuple this test is about
    hatsumi = list(MF.REGISTRY).index("hatsumi")
    assert MF.consts(a).blocks[0][hatsumi] and not MF.consts(a).blocks[1][hatsumi]
    assert not MF.consts(b).blocks[0][hatsumi] and MF.consts(b).blocks[1][hatsumi]


# ---------------------------------------------------------------- Mizuki (MR 16-4, 16-5)
def test_mizuki_conscripted_cards_in_the_barracks() -> None:
    from sakura_lab.cards import mizuki as MZ

    st = scenario(megami0=("mizuki", "yurina"), extra0=[MZ.SPEAR, MZ.SPEAR, MZ.SHIELD, MZ.CAVALRY, SLASH],
                  hand0=[MZ.LEAD])
    units = list(st.zones[0][EXTRA])
    for u in units:
        MZ.to_barracks(st, u, False)
    assert feat(st, 0)["my_mizuki_conscripted"] == 0
    MZ.to_barracks(st, units[0], True)  # a Spearman
    MZ.to_barracks(st, units[4], True)  # a Normal card put there conscripted (Ote Gate)
    f = feat(st, 0)
    assert f["my_mizuki_conscripted"] == 2
    assert feat(st, 1)["op_mizuki_conscripted"] == 2 and feat(st, 1)["my_mizuki_conscripted"] == 0
    for u in units:
        MZ.to_barracks(st, u, True)
    assert feat(st, 0)["my_mizuki_conscripted"] == 4  # capped


# ---------------------------------------------------------------- Megumi (MR 17-3, 17-4)
def test_megumi_sprouted_field_seeds_and_seeds_on_enhancements() -> None:
    reed = "19-megumi-o-n-5"
    st = scenario(megami0=("megumi", "saine"), enh0=[(reed, 3)], hand0=["19-megumi-o-n-1"])
    f = feat(st, 0)
    assert (f["my_megumi_sprouted"], f["my_megumi_seeds_on"]) == (0, 0)  # 5 unsprouted seeds in the Field
    u = uid(st, reed)
    st.marks[("mg_field", 0)] = (1, 2)
    st.marks[("mg_seeds", u)] = (0, 2)  # two of Reed's three tokens are seeds
    f = feat(st, 0)
    assert (f["my_megumi_sprouted"], f["my_megumi_seeds_on"]) == (2, 2)
    assert feat(st, 1)["op_megumi_sprouted"] == 2


# ---------------------------------------------------------------- Kanawe (MR 18-2, 18-5, 18-6)
def _kanawe():
    from sakura_lab.cards import kanawe as K

    return scenario(megami0=("kanawe", "yurina"), extra0=list(K.PLOTS), hand0=[SLASH])


def _prepare(st, plot: str, will: bool, cell: int = 0) -> int:
    from sakura_lab.cards import kanawe as K
    from sakura_lab.engine import api as S

    u = uid(st, plot)
    S.move_card(st, u, K.PLOT)
    st.tok[CARD_BASE + u] += 1
    st.tok[SHADOW] -= 1
    if will:
        st.marks[("kw_will", u)] = True
    st.marks[("kw_cell", 0)] = cell
    return u


def test_kanawe_plot_rate_is_the_measured_condition_rate_over_the_achievements() -> None:
    beat = "20-kanawe-o-p-03"  # 鼓動: a Life changed (2 achievements); Will: a Life changed by 2+ (1)
    st = _kanawe()
    assert feat(st, 0)["my_kanawe_plot_rate"] == 0  # no Plot prepared
    _prepare(st, beat, False, cell=1)
    f = feat(st, 0)
    assert f["my_kanawe_plot_rate"] == pytest.approx(MF.KANAWE_CONDITION_RATES["life"] / 2)
    assert f["my_kanawe_plot_share"] == 0.5
    # from the start node every line down is plain: a Will Plot could not move the marker, its rate is 0
    st = _kanawe()
    _prepare(st, beat, True)
    assert feat(st, 0)["my_kanawe_plot_rate"] == 0
    st.marks[("kw_node", 0)] = "5A"  # row 5: only the Trial line to the final act
    assert feat(st, 0)["my_kanawe_plot_rate"] == pytest.approx(MF.KANAWE_CONDITION_RATES["life2"])
    assert feat(st, 1)["op_kanawe_plot_rate"] == pytest.approx(MF.KANAWE_CONDITION_RATES["life2"])


def test_kanawe_fast_rules_take_the_fastest_plot_and_side_and_keep_progress() -> None:
    from sakura_lab.cards import kanawe as K
    from sakura_lab.engine import api as S
    from sakura_lab.engine.constants import OUT

    on, off = weights(kanawe_plot_rate=1.0), weights(kanawe_plot_rate=0.0)
    st = _kanawe()
    plots = [uid(st, c) for c in K.PLOTS]
    d = Decision(0, D_CARD, tuple(["stop"] + plots), "kanawe_prepare_card")
    assert d.options[quick_choice(st, d, off)] == plots[0]  # the old rule: the first Plot
    assert st.cards[d.options[quick_choice(st, d, on)]].id == "20-kanawe-o-p-03"  # Beat: 0.42 / 2 a turn
    _prepare(st, "20-kanawe-o-p-03", False)
    side = Decision(0, D_CHOOSE, ("front", "will"), "kanawe_side")
    assert side.options[quick_choice(st, side, on)] == "front"
    st.marks[("kw_node", 0)] = "5B"  # only a Trial line left: the Will side
    assert side.options[quick_choice(st, side, on)] == "will"
    st.marks[("kw_node", 0)] = K.START
    may = Decision(0, D_MAY, (True, False), "kanawe_prepare")
    assert may.options[quick_choice(st, may, off)] is True  # the old rule always prepares anew
    assert may.options[quick_choice(st, may, on)] is False  # Beat is prepared: nothing faster to prepare
    st = _kanawe()
    _prepare(st, "20-kanawe-o-p-06", False)  # Mise-en-scène (moved 2, 2 achievements): Beat is faster
    assert may.options[quick_choice(st, may, on)] is True
    st.marks[("kw_cell", 0)] = 1  # half done: 5.7 turns to go at 0.174 a turn, Beat needs 4.8: still faster
    assert may.options[quick_choice(st, may, on)] is True
    S.move_card(st, uid(st, "20-kanawe-o-p-03"), OUT)  # without Beat the best new one (Shower of Petals) needs 10.5
    assert may.options[quick_choice(st, may, on)] is False


# ---------------------------------------------------------------- Misora (MR 23-1-1, 23-4)
def test_misora_tracking_ready_at_the_aim() -> None:
    from sakura_lab.cards import misora as MS

    st = scenario(megami0=("misora", "saine"), specials0=[MS.MIHATENUHATE], hand0=[MS.HAYAOTOYA], dist=4)
    assert feat(st, 0)["my_misora_tracking_ready"] == 0  # no aim
    st.marks[(MS.AIM, 0)] = 3  # ミハテヌハテ with no token: Range 3
    assert feat(st, 0)["my_misora_tracking_ready"] == 1
    st.marks[(MS.AIM, 0)] = 5  # 甲矢乙矢 5-15
    assert feat(st, 0)["my_misora_tracking_ready"] == 1
    st.tok[CARD_BASE + uid(st, MS.MIHATENUHATE)] = 1  # Range 5 now
    st.tok[SHADOW] -= 1
    f = feat(st, 0)
    assert f["my_misora_tracking_ready"] == 2
    assert feat(st, 1)["op_misora_tracking_ready"] == 2
    # 追尾撃 in hand with a Normal attack in the discard pile whose Range holds the aim
    st = scenario(megami0=("misora", "yurina"), hand0=[MS.TSUIBIGEKI], discard0=[SLASH], dist=8)
    st.marks[(MS.AIM, 0)] = 3  # Slash 3-4
    assert feat(st, 0)["my_misora_tracking_ready"] == 1
    st.marks[(MS.AIM, 0)] = 9
    assert feat(st, 0)["my_misora_tracking_ready"] == 0


def test_misora_aim_shift_fast_rule() -> None:
    from sakura_lab.cards import misora as MS

    st = scenario(megami0=("misora", "saine"), specials0=[MS.MIHATENUHATE], hand0=[SLASH], dist=4)
    st.marks[(MS.AIM, 0)] = 4
    d = Decision(0, D_CHOOSE, ("keep", "+1", "-1"), "misora_aim_shift")
    on = weights(misora_tracking_ready=0.3)
    assert d.options[quick_choice(st, d, weights(misora_tracking_ready=0.0))] == "keep"  # the old rule
    assert d.options[quick_choice(st, d, on)] == "-1"  # ミハテヌハテ's Range 3
    assert st.marks[(MS.AIM, 0)] == 4  # the rule tried the aims on the state and put it back


# ---------------------------------------------------------------- Innealra (MR 24-6, 24-7, 24-9)
def _innealra(form: str):
    fates = [f"26-{form}-f-{i}{t}" for i in range(1, 5) for t in ("", "a")]
    return scenario(megami0=(form, "yurina"), extra0=fates, hand0=[SLASH])


def test_innealra_fate_next_and_the_fates_after_each_choice() -> None:
    v = MF.INNEALRA_FATE_VALUES
    st = _innealra("innealra-o1")  # past F-1, present F-2, future F-3, unseen F-4; O1 resonates the past
    f = feat(st, 0)
    assert f["my_innealra_fate_next"] == v["26-innealra-o1-f-1"]
    assert feat(st, 1)["op_innealra_fate_next"] == v["26-innealra-o1-f-1"]
    # resonating F-1 sends it to the unseen fate: F-2 comes to the past; moving the past away does the same
    assert MF.fate_values(st, 0) == (v["26-innealra-o1-f-1"], v["26-innealra-o1-f-2"], v["26-innealra-o1-f-2"])
    st = _innealra("innealra-o3")  # O3 resonates the future (F-3)
    now, after_res, after_away = MF.fate_values(st, 0)
    assert now == v["26-innealra-o3-f-3"]
    assert after_res == v["26-innealra-o3-f-4"]  # F-3 to the unseen fate, the old unseen F-4 becomes the future
    assert after_away == v["26-innealra-o3-f-4"]  # F-1 away: F-2, F-3 shift up, F-4 becomes the future
    assert MF.fate_values(scenario(hand0=[SLASH]), 0) == (0.0, 0.0, 0.0)  # not a host


def test_innealra_fast_rules_follow_the_fate_values() -> None:
    from sakura_lab.cards import innealra as I

    on, off = weights(innealra_fate_next=1.0), weights(innealra_fate_next=0.0)
    st = _innealra("innealra-o1")
    f = [uid(st, f"26-innealra-o1-f-{i}") for i in range(1, 5)]
    st.marks[("inn_fate", 0)] = (f[2], f[0], f[1], f[3])  # F-3 (1 Life damage, the best) in the past
    spear = Decision(0, D_CHOOSE, ("resonate", "past_away"), ("resonate", "past_away", "inn_spear"))
    assert spear.options[quick_choice(st, spear, off)] == "resonate"
    assert spear.options[quick_choice(st, spear, on)] == "resonate"
    away = Decision(0, D_MAY, (False, True), "inn_past_away")
    assert away.options[quick_choice(st, away, off)] is True  # the old rule: always
    assert away.options[quick_choice(st, away, on)] is False  # it would skip F-3
    disrupt = Decision(1, D_MAY, (False, True), "inn_disrupt")  # her opponent's choice (MR 24-9)
    assert disrupt.options[quick_choice(st, disrupt, off)] is True
    assert disrupt.options[quick_choice(st, disrupt, on)] is True  # the opponent takes F-3 out of her past
    st.marks[("inn_fate", 0)] = (f[0], f[2], f[1], f[3])  # F-1 (worth about nothing) in the past, F-3 next
    assert spear.options[quick_choice(st, spear, on)] == "past_away"
    assert away.options[quick_choice(st, away, on)] is True
    assert disrupt.options[quick_choice(st, disrupt, on)] is False
    # the opponent chooses for her when the spear was reacted to (it is her turn): the choice she would not make
    st.turn_player = 0
    reacted = Decision(1, D_CHOOSE, ("resonate", "past_away"), ("resonate", "past_away", "inn_spear"))
    assert reacted.options[quick_choice(st, reacted, on)] == "resonate"
    assert I.host_form(st, 0) == "innealra-o1"


def test_innealra_twisted_ahead_and_twisted_fate_values() -> None:
    """MR 24-8: while Azanael is deployed the fate that resolves is the twisted one; the Charge left on Azanael
    times the form's measured gain per resonance is the twisting still to come (declined for O1)."""
    from sakura_lab.cards import innealra as I

    v, t = MF.INNEALRA_FATE_VALUES, MF.INNEALRA_TWISTED_VALUES
    st = _innealra("innealra-o3")
    f = feat(st, 0)
    assert f["my_innealra_twisted_ahead"] == 0.0 and f["my_innealra_fate_next"] == v["26-innealra-o3-f-3"]
    fates = [f"26-innealra-o3-f-{i}{x}" for i in range(1, 5) for x in ("", "a")]
    st = scenario(megami0=("innealra-o3", "yurina"), extra0=fates, hand0=[SLASH], enh0=[(I.AZANAEL, 3)])
    assert I.twisted(st, 0)
    f = feat(st, 0)
    assert f["my_innealra_fate_next"] == t["26-innealra-o3-f-3"]  # F-3's twisted back
    gain = sum(t[f"26-innealra-o3-f-{i}"] - v[f"26-innealra-o3-f-{i}"] for i in range(1, 5)) / 4
    assert f["my_innealra_twisted_ahead"] == pytest.approx(3 * gain)
    assert feat(st, 1)["op_innealra_twisted_ahead"] == pytest.approx(3 * gain)
    assert MF.fate_values(st, 0) == (t["26-innealra-o3-f-3"], t["26-innealra-o3-f-4"], t["26-innealra-o3-f-4"])
    fates = [f"26-innealra-o1-f-{i}{x}" for i in range(1, 5) for x in ("", "a")]
    st = scenario(megami0=("innealra-o1", "yurina"), extra0=fates, hand0=[SLASH], enh0=[(I.AZANAEL, 5)])
    assert feat(st, 0)["my_innealra_twisted_ahead"] == 0.0  # O1: deploying lost in play (TWIST_DECLINED)
    assert feat(st, 0)["my_innealra_fate_next"] == t["26-innealra-o1-f-1"]


def test_innealra_azanael_deployment_keeps_the_hand_when_twisting_is_valued() -> None:
    st = _innealra("innealra-o3")
    d = Decision(0, D_CARD, ("stop", uid(st, SLASH)), "inn_azanael")
    assert d.options[quick_choice(st, d, weights(innealra_twisted_ahead=1.0))] == "stop"
    assert d.options[quick_choice(st, d, weights(innealra_twisted_ahead=0.0))] != "stop"  # the old rule


def test_megumi_seed_charge_fast_rule() -> None:
    """The seeds put on the Charge (MR 17-7 step 2): the old rule only covers what Shadow and the Aura cannot pay;
    weights valuing the seeds weigh each seed (sprouted -> on the card) against the Aura token it saves."""
    from sakura_lab.engine.constants import D_NUMBER

    reed = "19-megumi-o-n-5"  # Charge 1
    balsam = "19-megumi-o-n-6"  # Charge 1
    st = scenario(megami0=("megumi", "saine"), hand0=[reed, balsam], shadow=0, aura=(3, 3))
    st.marks[("mg_field", 0)] = (3, 2)
    d = Decision(0, D_NUMBER, (0, 1), ("mg_seed_charge", uid(st, reed)))
    # the Aura token at 0.25 (my_aura; pinned, so that the test does not follow the shipped weights)
    aura = {"aura": 0.25, "aura_empty": 0.0}
    assert quick_choice(st, d, weights(megumi_sprouted=0.0, megumi_seeds_on=0.0, **aura)) == 0  # the Aura can pay
    even = weights(megumi_sprouted=0.05, megumi_seeds_on=0.05, **aura)
    assert quick_choice(st, d, even) == 1  # a seed moved is worth as much on the card: it saves an Aura token
    dear = weights(megumi_sprouted=0.35, megumi_seeds_on=0.05, **aura)
    assert quick_choice(st, d, dear) == 0  # a sprouted seed is worth more than the Aura token
    st.tok[SHADOW] = 1  # Shadow pays the Charge: the seed saves nothing
    assert quick_choice(st, d, even) == 0


def test_megumi_seed_charge_is_simulated_with_seed_weights() -> None:
    """MR 17-7 step 2 (how many sprouted seeds go onto the Charge): the heuristic simulates the choice, like its
    other choices, for weights that value the seeds (session 9a); older weights keep the fast rule alone, and the
    Growth seeds of step 4 (as many as offered) stay with the fast rule."""
    from sakura_lab.ai.heuristic import simulated_number
    from sakura_lab.engine.constants import D_NUMBER

    st = scenario(megami0=("megumi", "saine"), hand0=["19-megumi-o-n-5"])
    u = uid(st, "19-megumi-o-n-5")
    charge = Decision(0, D_NUMBER, (0, 1), ("mg_seed_charge", u))
    assert simulated_number(charge, E.STYLES["balanced"])  # the shipped weights value the seeds
    assert simulated_number(charge, weights(megumi_sprouted=0.05, megumi_seeds_on=0.0))
    assert not simulated_number(charge, weights(megumi_sprouted=0.0, megumi_seeds_on=0.0))
    assert not simulated_number(Decision(0, D_NUMBER, (0, 1), ("mg_growth", u)), E.STYLES["balanced"])
    assert not simulated_number(Decision(0, D_CARD, (0, 1), ("mg_seed_charge", u)), E.STYLES["balanced"])


# ---------------------------------------------------------------- Yukihi (MR 4-2-1, 4-4)
NEEDLES = "06-yukihi-o-n-1"  # Hidden Needles / Kept Needles: closed 4-6 3/1, open 0-2 1/2
GENTLE_SNOW = "06-yukihi-o-s-1"  # Special, cost 2: closed 4-5 3/1, open 0-2 0/0


def _yukihi(dist: int, **kw):
    kw.setdefault("hand0", [NEEDLES])
    return scenario(megami0=("yukihi", "yurina"), megami1=("yurina", "saine"), dist=dist, **kw)


def test_umbrella_edge_over_the_next_turns_distances() -> None:
    """The chance over MF.NEXT_DRIFT (-2: .15, -1: .15, 0: .5, +1: .15, +2: .05) that the current face hits, minus
    the other face's."""
    st = _yukihi(5)
    c = MF.consts(st)
    u = uid(st, NEEDLES)
    assert MF.umbrella_edge(st, u, 5, c, False) == pytest.approx(0.15 + 0.5 + 0.15)  # closed 4-6 at 4, 5, 6
    assert MF.umbrella_edge(st, u, 5, c, True) == pytest.approx(-0.8)
    assert MF.umbrella_edge(st, u, 2, c, False) == pytest.approx(0.05 - 0.8)  # closed at 4 only; open at 0, 1, 2
    assert MF.umbrella_edge(st, u, 3, c, True) == pytest.approx(0.15 + 0.15 - 0.15 - 0.05)  # open at 1, 2; closed 4, 5


def _next(st, d: int) -> float:
    return MF.umbrella_next(st, 0, d, MF.consts(st), bool(st.marks.get(("umbrella", 0))))


def test_umbrella_next_counts_hand_affordable_specials_and_expected_draws() -> None:
    st = _yukihi(5, hand0=[], specials0=[GENTLE_SNOW], flare=(1, 0))
    assert _next(st, 5) == 0.0  # Gentle Snow costs 2: not counted with 1 Flare
    st = _yukihi(2, hand0=[], specials0=[GENTLE_SNOW], flare=(2, 0))
    # its open face deals 0/0: only the closed face (4-5) counts, at 4 (drift +2)
    assert _next(st, 2) == pytest.approx(0.05)
    st = _yukihi(5, hand0=[], deck0=[NEEDLES, SLASH, SLASH, SLASH])
    assert _next(st, 5) == pytest.approx(0.8 * 2 / 4)  # drawn with chance 2 of 4
    st = _yukihi(5, hand0=[NEEDLES, NEEDLES, NEEDLES, NEEDLES])
    assert _next(st, 5) == 3.0  # capped


def test_umbrella_next_feature_is_the_shortfall_of_the_face() -> None:
    """The feature counts only what the current face falls short of the other one: 0 when it is the better face,
    however many umbrella attacks are held (the signed value rewarded hoarding them)."""
    st = _yukihi(5, hand0=[NEEDLES, NEEDLES])
    assert feat(st, 0)["my_yukihi_umbrella_next"] == 0.0  # closed at 5: the right face
    st.marks[("umbrella", 0)] = True
    assert feat(st, 0)["my_yukihi_umbrella_next"] == pytest.approx(-1.6)  # open at 5: two cards miss
    assert feat(st, 1)["op_yukihi_umbrella_next"] == pytest.approx(-1.6)
    st = _yukihi(1)
    assert feat(st, 0)["my_yukihi_umbrella_next"] == pytest.approx(-0.8)  # closed at 1: open hits at 0-2


def _with(**kw: float) -> E.Weights:
    return E.Weights.from_dict({**E.STYLES["balanced"].as_dict(), **kw})


def _end_phase(st):
    st.apply(st.decision.options.index(("end",)))
    d = st.decision
    assert (d.kind, d.context) == (D_MAY, "umbrella")
    return d


@pytest.mark.parametrize("dist,is_open,flip", [(2, False, True), (5, False, False), (5, True, True), (1, True, False)])
def test_umbrella_choice_flips_to_the_face_the_next_turn_wants(dist: int, is_open: bool, flip: bool) -> None:
    st = _yukihi(dist)
    if is_open:
        st.marks[("umbrella", 0)] = True
    d = _end_phase(st)
    assert d.options[quick_choice(st, d, _with(my_yukihi_umbrella_next=0.5, op_yukihi_umbrella_next=-0.5))] is flip
    assert d.options[quick_choice(st, d, _with(my_yukihi_umbrella_next=0.0))] is True  # the first rule: always


# ---------------------------------------------------------------- Shinra (MR 5-2)
SOPHISM, AGITATE, TOTALITY = "07-shinra-o-n-3", "07-shinra-o-n-5", "07-shinra-o-s-2"
MANTRA, APOSTLE = "07-shinra-A1-n-2", "07-shinra-A1-n-7"


def _shinra(hand: list[str], opp_deck: int, **kw):
    return scenario(megami0=("shinra-a1", "saine"), megami1=("yurina", "saine"), hand0=hand,
                    deck1=[SLASH] * opp_deck, **kw)


def test_plan_preference_per_card() -> None:
    st = _shinra([SOPHISM, AGITATE, MANTRA, APOSTLE], 0, dist=3)
    pref = {cid: MF.plan_preference(st, 0, uid(st, cid), 3) for cid in (SOPHISM, AGITATE, MANTRA, APOSTLE)}
    assert pref == {SOPHISM: -1, AGITATE: 1, MANTRA: -1, APOSTLE: 1}  # nothing to mill; odd Distance
    st = _shinra([SOPHISM, MANTRA, APOSTLE], 3, dist=4)
    assert [MF.plan_preference(st, 0, uid(st, c), 4) for c in (SOPHISM, MANTRA, APOSTLE)] == [1, 1, -1]
    assert MF.plan_preference(st, 0, uid(st, APOSTLE), 7) == 0  # out of both Plans' reach
    # on the opponent's turn their deck is read after their next draw (2 cards): 2 left means nothing to mill
    st = _shinra([SOPHISM], 2, turn_player=1)
    assert MF.plan_preference(st, 0, uid(st, SOPHISM), 10) == -1


def test_plan_preference_of_infer_the_totality() -> None:
    st = scenario(megami0=("shinra", "saine"), specials0=[TOTALITY], played0=["07-shinra-o-n-6"])
    assert MF.plan_preference(st, 0, uid(st, TOTALITY), 10) == 1  # Eloquence in the played pile: replay it
    st = scenario(megami0=("shinra", "saine"), specials0=[TOTALITY], enh1=[("01-yurina-o-n-7", 2)])
    assert MF.plan_preference(st, 0, uid(st, TOTALITY), 10) == -1  # strip the opponent's enhancement
    st = scenario(megami0=("shinra", "saine"), specials0=[TOTALITY])
    assert MF.plan_preference(st, 0, uid(st, TOTALITY), 10) == 0


def test_plan_match_follows_the_plan() -> None:
    st = _shinra([SOPHISM, AGITATE], 0, deck0=[SOPHISM, SLASH])  # deck: Sophism drawn for sure (2 of 2)
    assert MF.plan_leaning(st, 0, 10) == pytest.approx(-1 + 1 - 1)
    f = feat(st, 0)
    assert f["my_shinra_plan_match"] == pytest.approx(-1)  # Divine, and the cards lean Devious
    st.marks[("plan", 0)] = "devious"
    assert feat(st, 0)["my_shinra_plan_match"] == pytest.approx(1)
    assert feat(st, 1)["op_shinra_plan_match"] == pytest.approx(1)


def test_plan_choice_prepares_what_the_cards_call_for() -> None:
    d = Decision(0, D_CHOOSE, ("divine", "devious"), "plan")
    on = _with(my_shinra_plan_match=0.3, op_shinra_plan_match=-0.3)
    assert d.options[quick_choice(_shinra([SOPHISM], 0), d, on)] == "devious"
    assert d.options[quick_choice(_shinra([SOPHISM], 3), d, on)] == "divine"
    assert d.options[quick_choice(_shinra([SOPHISM, AGITATE], 0), d, on)] == "divine"  # a tie keeps Divine
    assert d.options[quick_choice(_shinra([SOPHISM], 0), d, _with(my_shinra_plan_match=0.0))] == "divine"


def test_umbrella_next_counts_graceful_weaves_start_phase_attack() -> None:
    st = scenario(megami0=("yukihi-a1", "yurina"), megami1=("yurina", "saine"), dist=5, hand0=[SLASH],
                  enh0=[("06-yukihi-A1-s-2", 1)])
    assert _next(st, 5) == pytest.approx(-(0.15 + 0.15 + 0.5))  # closed: no attack; open would hit at 3, 4, 5
    st.marks[("umbrella", 0)] = True
    assert _next(st, 5) == pytest.approx(0.8)
    assert feat(st, 0)["my_yukihi_umbrella_next"] == 0.0


# ---------------------------------------------------------------- Kururu (MR 8-2, 8-4; こねくとだいぶ, らすとりさーち)
def test_kururu_connecdive_and_research_tokens() -> None:
    from sakura_lab.cards import kururu as K

    st = scenario(megami0=("kururu-a2", "yurina"), specials0=[K.CONNECDIVE], hand0=["10-kururu-o-n-4"])
    c = uid(st, K.CONNECDIVE)
    st.tok[CARD_BASE + c] = 2
    f = feat(st, 0)
    assert (f["my_kururu_connecdive_tokens"], f["my_kururu_research_tokens"]) == (0, 0)  # unused: no doubling yet
    st.cstate[c] = DEVOTED
    assert feat(st, 0)["my_kururu_connecdive_tokens"] == 2
    assert feat(st, 1)["op_kururu_connecdive_tokens"] == 2
    st = scenario(megami0=("kururu-a1", "yurina"), devoted0=[K.LAST_RESEARCH], hand0=["10-kururu-o-n-4"])
    assert feat(st, 0)["my_kururu_research_tokens"] == 0
    st.tok[CARD_BASE + uid(st, K.LAST_RESEARCH)] = 1  # one right guess: halfway to the discovery (MR 8-4)
    assert feat(st, 0)["my_kururu_research_tokens"] == 1


def test_connecdive_put_takes_the_token_from_shadow_when_its_tokens_are_valued() -> None:
    st = scenario(megami0=("kururu-a2", "yurina"), hand0=["10-kururu-o-n-4"], shadow=2)
    d = Decision(0, D_CHOOSE, ("no", "shadow", "aura"), "connecdive_put")
    valued = E.Weights.from_dict({**E.STYLES["balanced"].as_dict(), "my_kururu_connecdive_tokens": 0.3})
    assert d.options[quick_choice(st, d, valued)] == "shadow"
    unvalued = E.Weights.from_dict({**E.STYLES["balanced"].as_dict(), "my_kururu_connecdive_tokens": 0.0})
    assert d.options[quick_choice(st, d, unvalued)] == "no"  # the first rule
    d = Decision(0, D_CHOOSE, ("no", "aura"), "connecdive_put")  # never from the Aura
    assert d.options[quick_choice(st, d, valued)] == "no"


# ---------------------------------------------------------------- Raira (MR 10-2-1, 10-4, 10-5)
def _raira(form: str = "raira", dist: int = 10, **kw):
    return scenario(megami0=(form, "yurina"), hand0=kw.pop("hand0", ["12-raira-o-n-4"]), dist=dist, **kw)


def _gauge_weights(wind: float, thunder: float, low: float) -> E.Weights:
    return E.Weights.from_dict({**E.STYLES["balanced"].as_dict(), "my_raira_wind": wind, "my_raira_thunder": thunder,
                                "my_raira_gauge_low": low})


def test_raira_gauge_low_is_the_lower_gauge() -> None:
    st = _raira()
    st.marks[("wind", 0)] = 5
    f = feat(st, 0)
    assert (f["my_raira_wind"], f["my_raira_thunder"], f["my_raira_gauge_low"]) == (5, 0, 0)
    st.marks[("thunder", 0)] = 14
    f = feat(st, 0)
    assert (f["my_raira_wind"], f["my_raira_thunder"], f["my_raira_gauge_low"]) == (5, 12, 5)
    assert feat(st, 1)["op_raira_gauge_low"] == 5


def test_raira_windbeasts_ready_and_liturgy() -> None:
    from sakura_lab.cards import raira as R

    st = _raira(specials0=[R.INVOCATION])
    st.marks[("wind", 0)] = 7
    f = feat(st, 0)
    assert (f["my_raira_windbeasts_ready"], f["my_raira_liturgy"]) == (2, 0)  # thresholds 3 and 7 (MR 10-1)
    st.marks[("wind", 0)] = 12
    assert feat(st, 0)["my_raira_windbeasts_ready"] == 3
    st.cstate[uid(st, R.INVOCATION)] = DEVOTED  # played (it is removed, in fact): nothing more to gain
    assert feat(st, 0)["my_raira_windbeasts_ready"] == 0
    st = _raira("raira-a1", specials0=[R.LITURGY])
    assert feat(st, 0)["my_raira_liturgy"] == 0
    st.cstate[uid(st, R.LITURGY)] = DEVOTED
    assert feat(st, 0)["my_raira_liturgy"] == 1 and feat(st, 1)["op_raira_liturgy"] == 1


@pytest.mark.parametrize("wind,thunder,weights,want", [
    (3, 0, (0.1, 0.1, 0.05), "thunder"),  # the lower gauge gains the gauge_low share
    (0, 3, (0.1, 0.1, 0.05), "wind"),
    (2, 2, (0.1, 0.1, 0.05), "wind"),  # a tie: the first option
    (3, 0, (0.2, 0.1, 0.05), "wind"),  # Wind valued more than the balance
    (3, 0, (0.0, 0.0, 0.0), "wind"),  # weights without gauge values: the first rule
])
def test_gauge_choice_follows_the_weights(wind: int, thunder: int, weights: tuple, want: str) -> None:
    st = _raira()
    st.marks[("wind", 0)], st.marks[("thunder", 0)] = wind, thunder
    for d in (Decision(0, D_CHOOSE, ("wind", "thunder"), "raira_gauge"),
              Decision(0, D_CHOOSE, ("wind", "thunder", "keep"), "raira_unelectrify")):
        assert d.options[quick_choice(st, d, _gauge_weights(*weights))] == want


STORM_OPTS = ("stop", ("wind", 1), ("wind", 2), ("wind", 3), ("thunder", 1), ("thunder", 2), ("thunder", 3))


@pytest.mark.parametrize("dist,hand,vigor,want", [
    (4, ["12-raira-o-n-4"], (1, 1), ("thunder", 2)),  # an attack 0-4 1/1 now
    (2, ["12-raira-o-n-1"], (1, 1), ("thunder", 2)),
    (6, ["01-yurina-o-n-4"], (1, 1), ("wind", 3)),  # Art of Drawing (2-4) does not hit at 6: a vigor instead
    (3, ["01-yurina-o-n-1"], (1, 1), ("thunder", 2)),
    (6, ["12-raira-o-n-4"], (1, 1), ("wind", 3)),  # nothing to attack with: a vigor from the opponent
    (6, ["12-raira-o-n-4"], (2, 0), "stop"),  # no vigor to gain or take
])
def test_storm_choice(dist: int, hand: list, vigor: tuple, want: object) -> None:
    st = _raira("raira-a1", dist=dist, hand0=hand, vigor=vigor)
    d = Decision(0, D_CHOOSE, STORM_OPTS, "storm")
    assert d.options[quick_choice(st, d, _gauge_weights(0.1, 0.1, 0.05))] == want


def test_storm_choice_for_a_hand_attack_that_hits_beyond_thunder_2() -> None:
    """At Distance 5 Thunder 2 (0-4) cannot hit; Saine's Swing Rush (4-5, 2/1) in hand does: Thunder 3 (+0/+1) for
    it, or Thunder 1 (+1/+0) where Thunder 3 is not offered."""
    st = scenario(megami0=("raira-a1", "saine"), hand0=["02-saine-o-n-1"], dist=5)
    d = Decision(0, D_CHOOSE, STORM_OPTS, "storm")
    assert d.options[quick_choice(st, d, _gauge_weights(0.1, 0.1, 0.05))] == ("thunder", 3)
    d = Decision(0, D_CHOOSE, ("stop", ("wind", 1), ("thunder", 1)), "storm")
    assert d.options[quick_choice(st, d, _gauge_weights(0.1, 0.1, 0.05))] == ("thunder", 1)
    # weights without gauge values keep the first rule (the first power listed)
    assert d.options[quick_choice(st, d, _gauge_weights(0.0, 0.0, 0.0))] == ("wind", 1)



# ---------------------------------------------------------------- Korunu (15-korunu-o-s-4)
@pytest.mark.parametrize(("switch", "want"), [(1.0, False), (0.0, True)])
def test_korunu_replay_declined_by_the_rule_switch(switch: float, want: bool) -> None:
    """Poru-char To's Disenchant replay (context "korunu_porchar_replay"): with the rule parameter ``korunu_replay``
    on (the default since session 22) the fast rules and the heuristic's real decision decline it; off, the fast
    rules replay and the real decision is simulated (no rule), as before."""
    from sakura_lab.ai import policy as P

    st = scenario(megami0=("korunu", "saine"), megami1=("yurina", "saine"))
    w = E.Weights.from_dict(E.BASE.as_dict(), {**E.BASE.rules_dict(), "korunu_replay": switch})
    d = Decision(0, D_MAY, (False, True), P.KORUNU_REPLAY)
    assert d.options[quick_choice(st, d, w)] is want
    rule = P.real_decision_rule(d, w)
    if switch:
        assert rule is not None and rule(st, d, w) == d.options.index(False)
    else:
        assert rule is None
    assert E.BASE.rules_dict()["korunu_replay"] == 1.0


# ---------------------------------------------------------------- Kamuwi (MR 19-3)
@pytest.mark.parametrize(("card", "table", "want"), [
    ("21-kamuwi-o-n-4", 1.0, False),  # Sever: its Oath lost in play -> declined
    ("21-kamuwi-o-n-2", 1.0, False),  # Scattering Strike: declined
    ("21-kamuwi-o-n-1", 1.0, True),   # Crimson Edge: not in the table -> the fast rules swear
    ("21-kamuwi-o-n-4", 0.0, True),   # the player before session 21 (rule parameter 0) swears
])
def test_kamuwi_oath_table_in_the_fast_rules_and_the_real_decision(card: str, table: float, want: bool) -> None:
    """MR 19-3: the Oath question names its card (context ("oath", frame, orb, card id)); the fast rules and the
    heuristic's real decision decline the Oaths of ``policy.KAMUWI_OATH_DECLINED`` when the rule parameter
    ``kamuwi_oath_cards`` is on, and otherwise keep the Taboo limit (13)."""
    from sakura_lab.ai import policy as P
    from sakura_lab.cards import kamuwi as KA

    assert P.KAMUWI_OATH_DECLINED == {KA.SEVER, KA.SCATTERING}

    st = scenario(megami0=("kamuwi", "saine"), megami1=("yurina", "saine"))
    w = E.Weights.from_dict(E.BASE.as_dict(), {**E.BASE.rules_dict(), "kamuwi_oath_cards": table})
    d = Decision(0, D_MAY, (False, True), (KA.OATH, 0, 2, card))
    assert d.options[quick_choice(st, d, w)] is want
    rule = P.real_decision_rule(d, w)
    if card in P.KAMUWI_OATH_DECLINED and table:
        assert rule is not None and rule(st, d, w) == d.options.index(False)
    else:
        assert rule is None  # simulated, as before the table (and with it off: no determinization drawn for it)
    st.marks[(KA.TABOO, 0)] = 12  # 12 + orb 2 > 13: the Taboo limit declines any card's Oath
    assert d.options[quick_choice(st, d, w)] is False
