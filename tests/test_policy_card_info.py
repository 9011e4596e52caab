"""The fast rules (``ai/policy.py``) and the evaluation's hand features read a card's current information
(``engine.api.card_of``), not the printed card: a live Tempered Attack (錬成攻撃, printed as a Variable card whose
identity comes from the card on its owner's Anvil, MR 6-1, 6-3) is the attack it copies.

Read as printed it was a blank card: the first card given away to the hand limit and to a basic action's cost,
and never attacked with by the fast rules (which settle every option the heuristic tries)."""
from __future__ import annotations

import pytest

from sakura_lab.ai import evaluation as E
from sakura_lab.ai.heuristic import GreedyAgent
from sakura_lab.ai.policy import card_value, main_choice, preferred_distances, quick_choice
from sakura_lab.engine import api as S
from sakura_lab.engine.constants import ATTACK, AUX1, D_BASIC_COST, D_HAND_LIMIT
from sakura_lab.engine.state import Ctx, Decision
from sakura_lab.testing import inject, scenario, uid

TEMPERED = "08-hagane-A1-s-1-ex1"
SLASH = "01-yurina-o-n-1"  # 3-4 3/1
BODY_SHIFT = "01-yurina-o-n-5"  # an action
OVERAWE = "01-yurina-o-n-6"  # an enhancement
HA1 = ("hagane-a1", "yurina")
W = E.STYLES["balanced"]


def _live_tempered(dist: int = 4, anvil: bool = True):
    """Hagane A1 at her main phase with Tempered Attack, Body Shift and Overawe in hand; with ``anvil`` Slash lies
    on the Anvil (Tempered Attack is then a copy of it: 3-4 far 1, 3/1 plus +1/+0)."""
    st = scenario(megami0=HA1, hand0=[TEMPERED, SLASH, BODY_SHIFT, OVERAWE], dist=dist, vigor=(0, 0))
    if anvil:
        S.move_card(st, uid(st, SLASH), AUX1)
    else:
        S.move_card(st, uid(st, SLASH), S.DISCARD)
    S.invalidate(st)
    inject(st, (), Ctx(0))  # ask the main-phase decision again
    return st


def test_live_tempered_attack_is_read_as_the_attack_it_copies() -> None:
    st = _live_tempered()
    t = uid(st, TEMPERED)
    assert st.cards[t].ctype != ATTACK  # printed: a Variable card
    assert S.card_of(st, t).ctype == ATTACK and S.card_of(st, t).range == (3, 4)
    # an attack in range at Distance 4: 1 + 1 + 0.3 * (3 + 2 * 1) + 1 (read as printed: 1.0, the lowest)
    assert card_value(st, t) == pytest.approx(4.5)
    assert card_value(st, t) > max(card_value(st, uid(st, BODY_SHIFT)), card_value(st, uid(st, OVERAWE)))
    assert preferred_distances(st, 0) == {3, 4}


def test_tempered_attack_with_an_empty_anvil_stays_a_blank() -> None:
    """No card on the Anvil: Tempered Attack is a Variable card without type (CR 6-2-1-5), worth the least."""
    st = _live_tempered(anvil=False)
    t = uid(st, TEMPERED)
    assert card_value(st, t) == pytest.approx(1.0)
    d = Decision(0, D_HAND_LIMIT, (uid(st, BODY_SHIFT), t, uid(st, OVERAWE)), None)
    assert d.options[quick_choice(st, d, W)] == t


def test_hand_limit_keeps_a_live_tempered_attack() -> None:
    st = _live_tempered()
    t, body = uid(st, TEMPERED), uid(st, BODY_SHIFT)
    d = Decision(0, D_HAND_LIMIT, (t, body, uid(st, OVERAWE)), None)
    assert d.options[quick_choice(st, d, W)] == body


def test_basic_action_cost_keeps_a_live_tempered_attack() -> None:
    st = _live_tempered()
    t, body = uid(st, TEMPERED), uid(st, BODY_SHIFT)
    d = Decision(0, D_BASIC_COST, (("card", t), ("card", body), ("card", uid(st, OVERAWE))), "forward")
    assert d.options[quick_choice(st, d, W)] == ("card", body)


def test_fast_rules_attack_with_a_live_tempered_attack() -> None:
    """The main-phase rule plays its best attack: Tempered Attack (read as printed it played Body Shift)."""
    st = _live_tempered()
    d = st.decision
    t = uid(st, TEMPERED)
    assert ("play", t) in d.options
    assert d.options[main_choice(st, d, W)] == ("play", t)
    g = GreedyAgent(seed=1)
    assert d.options[g.decide(st.view(0), d)] == ("play", t)


def test_evaluation_hand_features_count_a_live_tempered_attack() -> None:
    st = _live_tempered()
    f = dict(zip(E.FEATURES, E.features(st, 0), strict=True))
    assert f["my_fit"] == 1 and f["my_hand_dmg"] == 1  # the copy of Slash fits at Distance 4, 1 life damage
    st = _live_tempered(dist=8)
    f = dict(zip(E.FEATURES, E.features(st, 0), strict=True))
    assert f["my_fit"] == 0 and f["my_hand_dmg"] == 0
    st = _live_tempered(anvil=False)
    f = dict(zip(E.FEATURES, E.features(st, 0), strict=True))
    assert f["my_fit"] == 0
