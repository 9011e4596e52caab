"""Invariant fuzzing of Yukihi (both forms) paired with every form of the basic four, and games of the
heuristic player with her decks (megami rules section 4: umbrella, umbrella cards, end-phase rule)."""
from __future__ import annotations

import random

import pytest

from sakura_lab.deckgen import form_pairings
from sakura_lab.fuzz import BASIC_FOUR, fuzz_megami, megami_decks
from sakura_lab.game import play_game

BASES = BASIC_FOUR + ("yukihi",)
YUKIHI_PAIRINGS = [pr for pr in form_pairings(BASES) if any(f.startswith("yukihi") for f in pr)]
ALL_PAIRINGS = form_pairings(BASES)


def _decks(i: int, r: random.Random):
    return megami_decks("yukihi", i, r)


def test_pairings_cover_every_form():
    forms = {f for pr in YUKIHI_PAIRINGS for f in pr}
    assert {"yukihi", "yukihi-a1"} <= forms
    assert len(YUKIHI_PAIRINGS) == 2 * (len(forms) - 2)


def test_fuzz_150_games_yukihi():
    """150 random games; invariants (CR 6-3 token conservation, zone caps 7-1, card counts) after every
    decision; a clone is played and the original checked unchanged every 50 decisions."""
    reasons: dict[str, int] = {}
    open_at_end = 0
    for st in fuzz_megami("yukihi", 150, seed=1000):
        reasons[st.outcome.reason] = reasons.get(st.outcome.reason, 0) + 1
        open_at_end += sum(1 for p in (0, 1) if st.marks.get(("umbrella", p)))
    assert sum(reasons.values()) == 150
    assert open_at_end > 0  # the umbrella really moves (megami rules 4-3, 4-4)


@pytest.mark.parametrize("i", range(10))
def test_heuristic_plays_yukihi(i):
    """The heuristic player finishes games with Yukihi decks (umbrella decisions included)."""
    from sakura_lab.ai.base import make_agent

    r = random.Random(500 + i)
    a, b = _decks(i, r)
    res = play_game(a, b, seed=i, agents=(make_agent("heuristic", seed=i), make_agent("heuristic", seed=i + 1)))
    assert res.reason in ("life", "turn_cap", "both_life_zero", "effect")
