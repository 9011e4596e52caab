"""Invariant fuzzing of Chikage (both forms) paired with every form of the basic four, and games of the
heuristic player with her decks (megami rules section 7: poison pouch, poison cards, owners, reshuffle)."""
from __future__ import annotations

import random

import pytest

from sakura_lab.deckgen import form_pairings
from sakura_lab.engine.constants import EXTRA
from sakura_lab.fuzz import BASIC_FOUR, fuzz_megami, megami_decks
from sakura_lab.game import play_game

BASES = BASIC_FOUR + ("chikage",)
CHIKAGE_PAIRINGS = [pr for pr in form_pairings(BASES) if any(f.startswith("chikage") for f in pr)]
ALL_PAIRINGS = form_pairings(BASES)
POISONS = ("09-chikage-o-p-1", "09-chikage-o-p-2", "09-chikage-o-p-3", "09-chikage-o-p-4")


def _decks(i: int, r: random.Random):
    return megami_decks("chikage", i, r)


def test_pairings_cover_every_form():
    forms = {f for pr in CHIKAGE_PAIRINGS for f in pr}
    assert {"chikage", "chikage-a1"} <= forms
    assert len(CHIKAGE_PAIRINGS) == 2 * (len(forms) - 2)


def test_fuzz_150_games_chikage():
    """150 random games; invariants (CR 6-3 token conservation, zone caps 7-1, card counts, owners match
    zones: megami rules 7-4) after every decision; a clone is checked every 50 decisions."""
    reasons: dict[str, int] = {}
    poisons_out = 0
    for st in fuzz_megami("chikage", 150, seed=3000):
        reasons[st.outcome.reason] = reasons.get(st.outcome.reason, 0) + 1
        for u, cd in enumerate(st.cards):
            if cd.id in POISONS:
                assert cd.script.undiscardable
                if st.loc[u] != EXTRA:
                    poisons_out += 1
    assert sum(reasons.values()) == 150
    assert poisons_out > 0  # poisons really leave the pouch (megami rules 7-1, 7-4)


@pytest.mark.parametrize("i", range(10))
def test_heuristic_plays_chikage(i):
    """The heuristic player finishes games with Chikage decks (poison decisions included)."""
    from sakura_lab.ai.base import make_agent

    r = random.Random(700 + i)
    a, b = _decks(i, r)
    res = play_game(a, b, seed=i, agents=(make_agent("heuristic", seed=i), make_agent("heuristic", seed=i + 1)))
    assert res.reason in ("life", "turn_cap", "both_life_zero", "effect")
