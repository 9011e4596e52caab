"""Fuzz games with Shinra (both forms) paired with every form of the basic four: random players with the
engine's invariants after every decision, plus heuristic-player games (megami rules section 5: Plans)."""
from __future__ import annotations

import random

from sakura_lab.ai.base import make_agent
from sakura_lab.cards.catalogue import get_catalogue
from sakura_lab.deckgen import form_pairings, random_deck
from sakura_lab.fuzz import BASIC_FOUR, fuzz_megami
from sakura_lab.game import play_game

SHINRA_FORMS = ("shinra", "shinra-a1")


def _pairs() -> list[tuple[str, str]]:
    cat = get_catalogue()
    basics = [m.code for m in cat.megamis() if m.base in BASIC_FOUR]
    return [(s, b) for s in SHINRA_FORMS for b in basics]


def _opponents() -> list[tuple[str, str]]:
    return form_pairings(BASIC_FOUR) + _pairs()


def test_fuzz_shinra_150_games():
    """150 random games: each Shinra form with each basic-four form against random opponents (mirror
    Shinra matchups included); invariants (token conservation, caps, card counts) after every decision."""
    ended = sum(1 for st in fuzz_megami("shinra", 150, seed=7000) if st.outcome is not None)
    assert ended == 150


def test_heuristic_players_handle_plans():
    """10 games of the heuristic player with Shinra decks: every game ends (Plans, played-pile use, seals)."""
    pairs = _pairs()
    opps = form_pairings(BASIC_FOUR)
    for g in range(10):
        r = random.Random(9100 + g)
        a = random_deck(pairs[(g * 7) % len(pairs)], r)
        b = random_deck(r.choice(opps), r)
        res = play_game(a, b, seed=g, agents=(make_agent("heuristic", seed=g), make_agent("heuristic", seed=g + 1)))
        assert res.reason
