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
