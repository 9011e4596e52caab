"""Megami feature blocks of the evaluation (``ai/megami_features.py``) added for the mechanic work of issue 10,
item 2, and the fast rules that read them: each test builds a position and checks the exact values."""
from __future__ import annotations

import pytest

from sakura_lab.ai import evaluation as E
from sakura_lab.ai import megami_features as MF
from sakura_lab.ai.policy import quick_choice
from sakura_lab.cards import hatsumi as H
from sakura_lab.engine.constants import CARD_BASE, D_CHOOSE, DEVOTED
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
    st.tok[AUX4_TOKENS + 0] = 1  # the journey token in Memory
    f = feat(st, 0)
    assert (f["my_yatsuha_perfected"], f["my_yatsuha_journey"], f["my_yatsuha_identity_ready"]) == (4, 1, 1)
    st = scenario(megami0=("yatsuha-aa1", "yurina"), specials0=[Y.IDENTITY], hand0=[SLASH])
    assert feat(st, 0)["my_yatsuha_identity_ready"] == 0  # unused: not Devoted yet


def test_game_constants_follow_the_hosts_of_card_less_games() -> None:
    """Card-less scenarios share the empty card tuple (); the cached per-game constants must still follow each
    game's hosts, or one scenario would read another's hosted blocks."""
    a = scenario(megami0=("hatsumi-a1", "saine"), megami1=("yurina", "saine"))
    b = scenario(megami0=("yurina", "saine"), megami1=("hatsumi-a1", "saine"))
    assert a.cards is b.cards  # the shared empty tuple this test is about
    hatsumi = list(MF.REGISTRY).index("hatsumi")
    assert MF.consts(a).blocks[0][hatsumi] and not MF.consts(a).blocks[1][hatsumi]
    assert not MF.consts(b).blocks[0][hatsumi] and MF.consts(b).blocks[1][hatsumi]
