"""Fuzz games with Oboro (every implemented form) paired with every form of the basic four: random players
with the engine's invariants after every decision, plus heuristic-player games (megami rules section 3:
Traps played from the discard pile before a reshuffle; The Final Petal's loss replacement)."""
from __future__ import annotations

import random

from sakura_lab.ai.base import make_agent
from sakura_lab.cards.catalogue import get_catalogue
from sakura_lab.cards.registry import is_implemented
from sakura_lab.deckgen import form_pairings, random_deck
from sakura_lab.fuzz import BASIC_FOUR, fuzz_game
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
    opps = form_pairings(BASIC_FOUR) + pairs
    failures = []
    for g in range(150):
        r = random.Random(5500 + g)
        mine = pairs[g % len(pairs)]
        other = r.choice(opps)
        decks = (random_deck(mine, r), random_deck(other, r))
        if g % 2:
            decks = decks[::-1]
        try:
            st = fuzz_game(5500 + g, decks, clone_every=50 if g % 10 == 0 else 0)
        except Exception as e:  # noqa: BLE001 - report every failing seed
            failures.append((5500 + g, mine, other, f"{type(e).__name__}: {e}"))
            continue
        assert st.outcome is not None
    assert failures == [], failures[:5]


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
