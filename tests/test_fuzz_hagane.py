"""Invariant fuzzing of Hagane (both forms) paired with every form of the basic four, and games of the
heuristic player with her decks (megami rules section 6: Centrifuge, Anvil, Tempered Attack)."""
from __future__ import annotations

import random

import pytest

from sakura_lab.deckgen import form_pairings
from sakura_lab.engine.constants import AUX1, AUX_TOKENS
from sakura_lab.fuzz import BASIC_FOUR, agents_game, fuzz_megami, megami_decks

BASES = BASIC_FOUR + ("hagane",)
HAGANE_PAIRINGS = [pr for pr in form_pairings(BASES) if any(f.startswith("hagane") for f in pr)]
ALL_PAIRINGS = form_pairings(BASES)


def _decks(i: int, r: random.Random):
    return megami_decks("hagane", i, r)


def test_pairings_cover_every_form():
    forms = {f for pr in HAGANE_PAIRINGS for f in pr}
    assert {"hagane", "hagane-a1"} <= forms
    assert len(HAGANE_PAIRINGS) == 2 * (len(forms) - 2)


def test_fuzz_150_games_hagane():
    """150 random games; invariants (CR 6-3 token conservation incl. Anvil tokens, zone caps 7-1, card
    counts) after every decision; a clone is played and the original checked unchanged every 50 decisions."""
    reasons: dict[str, int] = {}
    anvils = 0
    for st in fuzz_megami("hagane", 150, seed=3000):
        reasons[st.outcome.reason] = reasons.get(st.outcome.reason, 0) + 1
        anvils += sum(1 for p in (0, 1) if st.zones[p][AUX1] or st.tok[AUX_TOKENS + p])
    assert sum(reasons.values()) == 150
    assert anvils > 0  # the Anvil really gets a card (megami rules 6-3-1)


@pytest.mark.parametrize("i", range(10))
def test_heuristic_plays_hagane(i):
    """The heuristic player finishes games with Hagane decks; invariants after every decision."""
    from sakura_lab.ai.base import make_agent

    r = random.Random(700 + i)
    decks = _decks(i, r)
    agents = (make_agent("heuristic", seed=i), make_agent("heuristic", seed=i + 1))
    st = agents_game(i, decks, agents)
    assert st.outcome.reason in ("life", "turn_cap", "both_life_zero", "effect")
