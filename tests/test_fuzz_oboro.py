"""Fuzz games with Oboro (every implemented form) paired with every form of the basic four: random players
with the engine's invariants after every decision, plus heuristic-player games (megami rules section 3:
Traps played from the discard pile before a reshuffle; The Final Petal's loss replacement)."""
from __future__ import annotations

import random

from sakura_lab.ai.base import make_agent
from sakura_lab.cards.catalogue import get_catalogue
from sakura_lab.cards.registry import is_implemented
from sakura_lab.deckgen import form_pairings, random_deck
from sakura_lab.fuzz import BASIC_FOUR, fuzz_megami
from sakura_lab.game import play_game


def _oboro_forms() -> list[str]:
    cat = get_catalogue()
    forms = [m.code for m in cat.megamis() if m.base == "oboro"]
    return [f for f in forms if all(is_implemented(c.id) for c in cat.pool(f))]


def _pairs() -> list[tuple[str, str]]:
    cat = get_catalogue()
    basics = [m.code for m in cat.megamis() if m.base in BASIC_FOUR]
    return [(o, b) for o in _oboro_forms() for b in basics]


def test_fuzz_oboro_150_games():
    """150 random games: each Oboro form with each basic-four form against random opponents (Oboro mirrors
    included); invariants (token conservation incl. Out of Game, caps, card counts) after every decision."""
    pairs = _pairs()
    assert {"oboro", "oboro-a1"} <= {p[0] for p in pairs}
    ended = sum(1 for st in fuzz_megami("oboro", 150, seed=5500) if st.outcome is not None)
    assert ended == 150


def test_heuristic_players_handle_traps():
    """10 games of the heuristic player with Oboro decks: every game ends (Traps from the discard pile,
    plays by effect, The Final Petal)."""
    pairs = _pairs()
    opps = form_pairings(BASIC_FOUR)
    for g in range(10):
        r = random.Random(9500 + g)
        a = random_deck(pairs[(g * 7) % len(pairs)], r)
        b = random_deck(r.choice(opps), r)
        res = play_game(a, b, seed=g, agents=(make_agent("heuristic", seed=g), make_agent("heuristic", seed=g + 1)))
        assert res.reason
