"""The heuristic's end-phase umbrella flip (megami rules 4-4) by ``policy.umbrella_rule`` (docs/evaluation.md, session 9c).

MR 4-4: a player hosting Yukihi may open/close the umbrella in their end phase; MR 4-2-1: the umbrella cards' open
faces reach 0-2 (Hidden Needles / Kept Needles: closed 4-6, open 0-2). The rule flips to the face that suits the
Distance: open at ``UMBRELLA_NEAR`` (2) or less, closed beyond.
"""
from __future__ import annotations

import pytest

from sakura_lab.ai.heuristic import HeuristicAgent
from sakura_lab.ai.policy import UMBRELLA_NEAR, umbrella_rule
from sakura_lab.engine.constants import D_MAY
from sakura_lab.engine.view import PlayerView
from sakura_lab.testing import scenario

NEEDLES = "06-yukihi-o-n-1"


def _end_phase(dist: int, is_open: bool):
    st = scenario(megami0=("yukihi", "yurina"), megami1=("yurina", "saine"), dist=dist, hand0=[NEEDLES])
    if is_open:
        st.marks[("umbrella", 0)] = True
    st.apply(st.decision.options.index(("end",)))
    d = st.decision
    assert (d.kind, d.context, d.player) == (D_MAY, "umbrella", 0)  # MR 4-4: the end-phase flip is offered
    return st, d


@pytest.mark.parametrize("dist,is_open,flip", [(0, False, True), (2, False, True), (3, False, False),
                                               (8, False, False), (3, True, True), (6, True, True),
                                               (2, True, False), (1, True, False)])
def test_umbrella_rule_flips_to_the_face_that_suits_the_distance(dist: int, is_open: bool, flip: bool) -> None:
    assert UMBRELLA_NEAR == 2
    st, d = _end_phase(dist, is_open)
    assert d.options[umbrella_rule(st, d)] is flip


@pytest.mark.parametrize("dist,is_open,flip", [(1, False, True), (5, True, True), (5, False, False)])
def test_heuristic_flips_by_the_rule(dist: int, is_open: bool, flip: bool) -> None:
    st, d = _end_phase(dist, is_open)
    assert d.options[HeuristicAgent(seed=1).decide(PlayerView(st, 0), d)] is flip
    # the player told to ignore the flip never takes it (its ban comes first)
    assert d.options[HeuristicAgent(seed=1, ignore="umbrella_flip").decide(PlayerView(st, 0), d)] is False
    # umbrella=0: the previous player, who judges the flip like its other choices (legal either way)
    assert HeuristicAgent(seed=1, umbrella=0).decide(PlayerView(st, 0), d) in (0, 1)


def test_umbrella_rule_spec() -> None:
    from sakura_lab.ai.base import make_agent

    a = make_agent("heuristic:umbrella=0", seed=1)
    assert isinstance(a, HeuristicAgent) and not a.umbrella
    assert make_agent("heuristic", seed=1).umbrella  # type: ignore[attr-defined]
