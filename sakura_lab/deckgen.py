"""Random legal decks for any pairing: fuzzing, experiments and baselines.

A deck is 7 normal and 3 special cards from the two forms' pools for a season (CR 3-2); forms of the
same megami share a number and cannot be paired (CR 2-1).
"""
from __future__ import annotations

import itertools
import random
from collections.abc import Sequence

from sakura_lab.cards.catalogue import get_catalogue
from sakura_lab.decks import Deck, make_deck


def random_deck(megami: Sequence[str], rng: random.Random, season: str | None = None, name: str = "") -> Deck:
    """A uniformly random legal deck for the two forms ``megami``."""
    cat = get_catalogue()
    pool = [c for form in megami for c in cat.pool(form, season)]
    seen: set[str] = set()
    unique = []
    for c in pool:  # a card shared by both forms (e.g. 合奏) is one card
        if c.id not in seen:
            seen.add(c.id)
            unique.append(c)
    normals = sorted(c.id for c in unique if c.kind == "normal")
    specials = sorted(c.id for c in unique if c.kind == "special")
    cards = rng.sample(normals, 7) + rng.sample(specials, 3)
    return make_deck(list(megami), cards, season=season, name=name or "+".join(megami) + " (random)")


def form_pairings(bases: Sequence[str], season: str | None = None, mirrors: bool = False,
                  including: Sequence[str] = ()) -> list[tuple[str, str]]:
    """All pairs of forms of the given base megami (different megami numbers, CR 2-1); with ``including``,
    only the pairs with a form of one of those base megami."""
    cat = get_catalogue()
    forms = [m for m in cat.megamis(season) if m.base in bases]
    out = []
    for a, b in itertools.combinations(forms, 2):
        if a.number != b.number and (not including or a.base in including or b.base in including):
            out.append((a.code, b.code))
    return out
