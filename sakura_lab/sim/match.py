"""Mirrored pairs: the unit of play (DESIGN.md §6).

A pair is two games from one seed with the seats swapped. Each side's shuffles and its player's
random choices are keyed by the side ("A" / "B"), not by the seat, so both games use the same draws
for each side, and each side goes first once: first-player advantage and most luck cancel.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from sakura_lab.ai.base import make_agent
from sakura_lab.decks import Deck
from sakura_lab.engine.constants import AURA, FLARE, LIFE, MAX_TURNS
from sakura_lab.engine.rng import seed_from
from sakura_lab.game import new_state, play


@dataclass(frozen=True)
class Side:
    """One side of a match: a deck and the player spec that plays it."""

    deck: Deck
    agent: str = "heuristic"
    label: str = ""


def play_one(a: Side, b: Side, seed: int, a_first: bool, max_turns: int = MAX_TURNS,
             record: bool = False) -> dict[str, Any]:
    """One game of a pair: side A in seat 0 if ``a_first`` (then A is the first player), else seat 1."""
    sides = (a, b) if a_first else (b, a)
    keys = ("A", "B") if a_first else ("B", "A")
    agents = [make_agent(s.agent, seed_from(seed, "agent", k)) for s, k in zip(sides, keys, strict=True)]
    st = new_state(seed, (sides[0].deck, sides[1].deck), first_player=0, keys=keys, max_turns=max_turns,
                   record=record)
    play(st, agents)
    o = st.outcome
    assert o is not None
    seat_a = 0 if a_first else 1
    winner = None if o.winner is None else ("A" if o.winner == seat_a else "B")
    rec: dict[str, Any] = {
        "seed": seed, "a_first": a_first, "first_side": "A" if a_first else "B", "winner": winner,
        "reason": o.reason, "turns": o.turns, "decisions": st.decisions_made,
    }
    for side, seat in (("a", seat_a), ("b", 1 - seat_a)):
        rec[f"life_{side}"] = st.tok[LIFE + seat]
        rec[f"aura_{side}"] = st.tok[AURA + seat]
        rec[f"flare_{side}"] = st.tok[FLARE + seat]
    return rec


def play_pair(a: Side, b: Side, seed: int, max_turns: int = MAX_TURNS) -> list[dict[str, Any]]:
    """Both games of a mirrored pair (A first, then B first), same seed."""
    return [play_one(a, b, seed, True, max_turns), play_one(a, b, seed, False, max_turns)]
