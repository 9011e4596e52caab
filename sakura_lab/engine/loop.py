"""The play loop: drive a game to its end by asking each seat's player for every decision.

It lives in the compiled group (``sakura_lab._build``) because it runs once per decision of every game:
interpreted, its frame and attribute lookups were a measurable share of a random game's time.
"""
from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from sakura_lab.engine.state import GameState


def play_to_end(st: GameState, agents: Sequence[Any]) -> GameState:
    """Drive ``st`` to its end, asking ``agents[p].decide(view, decision)`` for each decision."""
    views = (st.view(0), st.view(1))  # a view is a live window on the state: one per player suffices
    a0 = agents[0]
    a1 = agents[1]
    v0 = views[0]
    v1 = views[1]
    while st.outcome is None:
        d = st.decision
        assert d is not None
        if d.player == 0:
            st.apply(a0.decide(v0, d))
        else:
            st.apply(a1.decide(v1, d))
    return st
