"""The players' answer to a double arrow's direction (CR 10-1: the player who generated it chooses which way).

Before session 10 the fast rules took the printed direction of every double arrow and the heuristic never simulated
the choice, so Raira's Pounce (間合⇔ダスト：3) always closed the Distance by 3. Now the heuristic simulates it like
its other real decisions (``heuristic.SIMULATED``) and the fast rule (``policy.arrow_choice``), used in the turns it
imagines, moves the Distance toward the ranges of the attacks in hand.
"""
from __future__ import annotations

import pytest

from sakura_lab.ai.evaluation import BASE
from sakura_lab.ai.heuristic import SIMULATED, HeuristicAgent
from sakura_lab.ai.policy import arrow_choice, quick_choice
from sakura_lab.engine.constants import D_ARROW, DIST, SHADOW
from sakura_lab.engine.view import PlayerView
from sakura_lab.testing import play_card, scenario

POUNCE = "12-raira-o-n-7"  # 空駆け (Throughout): 間合⇔ダスト：3
SLASH = "01-yurina-o-n-1"  # 斬: range 3-4
ILLUMINATION = "01-yurina-o-n-2"  # 一閃: range 3


def _pounce(dist: int, shadow: int, hand: list[str]):
    st = scenario(megami0=("raira", "yurina"), megami1=("yurina", "saine"), dist=dist, shadow=shadow,
                  hand0=[POUNCE, *hand])
    play_card(st, POUNCE, fullpower=True)  # a Throughout card (全力)
    d = st.decision
    assert (d.kind, d.player, d.context) == (D_ARROW, 0, 3)  # CR 10-1: its generator chooses; 3 tokens
    assert d.options == (("dist", "shadow"), ("shadow", "dist"))
    return st, d


@pytest.mark.parametrize("dist,shadow,hand,expected", [
    (8, 5, [SLASH], 0),  # 8 -> 5 (one from 3-4) rather than 8 -> 11: close in
    (1, 5, [SLASH], 1),  # 1 -> 0 or 1 -> 4 (in range): step away
    (6, 5, [ILLUMINATION], 0),  # 6 -> 3 hits; 6 -> 9 does not
    (4, 0, [SLASH], 1),  # no Shadow tokens: the other way moves nothing and keeps 4 (in range); closing in leaves 1
    (5, 5, [], 0),  # no attack in hand: the printed direction
])
def test_arrow_rule_moves_the_distance_toward_the_hands_ranges(dist, shadow, hand, expected) -> None:
    st, d = _pounce(dist, shadow, hand)
    assert arrow_choice(st, d) == expected
    assert quick_choice(st, d, BASE) == expected


def test_the_chosen_direction_moves_three_tokens() -> None:
    st, d = _pounce(1, 5, [SLASH])
    dist, shadow = st.tok[DIST], st.tok[SHADOW]
    st.apply(arrow_choice(st, d))
    assert (st.tok[DIST], st.tok[SHADOW]) == (dist + 3, shadow - 3)


def test_the_heuristic_simulates_the_direction() -> None:
    assert D_ARROW in SIMULATED
    st, d = _pounce(8, 5, [SLASH])
    # closing in to 5 leaves Slash one step from its range; 11 leaves it far: the heuristic closes in
    assert HeuristicAgent(seed=3).decide(PlayerView(st, 0), d) == 0


def test_other_arrows_keep_the_printed_direction() -> None:
    from sakura_lab.engine.state import Decision

    st, _ = _pounce(8, 5, [SLASH])
    d = Decision(0, D_ARROW, (("flare", "flow"), ("flow", "flare")))  # Akina's abacus bead (自フレア⇔自フロー)
    assert arrow_choice(st, d) == 0
