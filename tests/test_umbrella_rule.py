"""The heuristic's end-phase umbrella flip (megami rules 4-4) by ``policy.umbrella_rule`` (docs/evaluation.md, session 9c).

MR 4-4: a player hosting Yukihi may open/close the umbrella in their end phase; MR 4-2-1: an umbrella card's range and
damage are those of its owner's face (Hidden Needles / Kept Needles: closed 4-6 3/1, open 0-2 1/2; Gentle Snow: closed
4-5 3/1, open 0-2 0/0). The rule flips to the face under which ``UMBRELLA_MARGIN`` (2) more of the player's umbrella
attacks hit at the current Distance, and leaves closer calls, and flips that resurge a Special or reveal Wield, to the
heuristic's usual judgement.
"""
from __future__ import annotations

import pytest

from sakura_lab.ai.heuristic import HeuristicAgent
from sakura_lab.ai.policy import UMBRELLA_MARGIN, umbrella_faces, umbrella_rule
from sakura_lab.engine.constants import D_MAY, DEVOTED
from sakura_lab.engine.view import PlayerView
from sakura_lab.testing import scenario, uid

NEEDLES = "06-yukihi-o-n-1"
GENTLE_SNOW = "06-yukihi-o-s-1"
WIELD = "06-yukihi-o-n-5"
SLASH = "01-yurina-o-n-1"


def _end_phase(dist: int, is_open: bool, hand: list[str], **kw):
    st = scenario(megami0=("yukihi", "yurina"), megami1=("yurina", "saine"), dist=dist, hand0=hand, **kw)
    if is_open:
        st.marks[("umbrella", 0)] = True
    st.apply(st.decision.options.index(("end",)))
    d = st.decision
    assert (d.kind, d.context, d.player) == (D_MAY, "umbrella", 0)  # MR 4-4: the end-phase flip is offered
    return st, d


def test_umbrella_faces_count_every_zone_and_unused_specials() -> None:
    st, _ = _end_phase(1, False, [NEEDLES], deck0=[NEEDLES, SLASH], specials0=[GENTLE_SNOW])
    assert umbrella_faces(st, 0, 1) == (0, 2)  # Gentle Snow's open face deals 0/0
    assert umbrella_faces(st, 0, 4) == (3, 0)
    assert umbrella_faces(st, 1, 4) == (0, 0)  # the opponent has no umbrella
    st.cstate[uid(st, GENTLE_SNOW)] = DEVOTED
    assert umbrella_faces(st, 0, 4) == (2, 0)


@pytest.mark.parametrize("dist,is_open,flip", [(1, False, True), (2, False, True), (5, True, True),
                                               (1, True, False), (5, False, False)])
def test_umbrella_rule_flips_to_the_face_its_attacks_favour(dist: int, is_open: bool, flip: bool) -> None:
    assert UMBRELLA_MARGIN == 2
    st, d = _end_phase(dist, is_open, [NEEDLES, NEEDLES])
    assert d.options[umbrella_rule(st, d)] is flip
    assert d.options[HeuristicAgent(seed=1).decide(PlayerView(st, 0), d)] is flip
    # the player told to ignore the flip never takes it (its ban comes first)
    assert d.options[HeuristicAgent(seed=1, ignore="umbrella_flip").decide(PlayerView(st, 0), d)] is False


@pytest.mark.parametrize("hand,dist", [([NEEDLES], 1), ([NEEDLES, NEEDLES], 3), ([NEEDLES, NEEDLES, WIELD], 1)])
def test_umbrella_rule_leaves_close_calls_and_side_effects_to_the_heuristic(hand: list[str], dist: int) -> None:
    st, d = _end_phase(dist, False, hand)
    assert umbrella_rule(st, d) == -1  # one attack ahead; none hits at 3; Wield's reveal on a flip
    assert HeuristicAgent(seed=1).decide(PlayerView(st, 0), d) in (0, 1)


def test_umbrella_rule_spec() -> None:
    from sakura_lab.ai.base import make_agent

    a = make_agent("heuristic:umbrella=0", seed=1)
    assert isinstance(a, HeuristicAgent) and not a.umbrella
    b = make_agent("heuristic", seed=1)
    assert isinstance(b, HeuristicAgent) and b.umbrella
