"""Older readings of megami 1-9 (issue 17): random legal decks of every season from na-s7 to na-s10, every form
of Yurina .. Chikage in every season it exists in, played by random answers (invariants after every decision,
clone independence) and by the heuristic player (invariants after every decision).

Every deck also holds the cards of its forms whose reading in that season is an older one (or a card withdrawn
since), so the older scripts are really played: the test counts their plays (``card_stats``).
"""
from __future__ import annotations

import random

import pytest

from sakura_lab import fuzz as F
from sakura_lab.ai.base import make_agent
from sakura_lab.cards.catalogue import get_catalogue
from sakura_lab.fuzz import agents_game, deck_with_older_cards, fuzz_game, older_cards

NINE = ("yurina", "saine", "himika", "tokoyo", "oboro", "yukihi", "shinra", "hagane", "chikage")
SEASONS = ("na-s7", "na-s7-2", "na-s8", "na-s8-2", "na-s9", "na-s9-2", "na-s10")
RANDOM_GAMES = 22  # per season
HEURISTIC_GAMES = 4  # per season: 7 x 26 = 182 games in all


def season_schedule(season: str, games: int, seed: int) -> list[tuple[tuple[str, str], tuple[str, str]]]:
    return F.season_schedule(NINE, season, games, seed)


def test_schedule_covers_every_form_of_every_season():
    cat = get_catalogue()
    for k, season in enumerate(SEASONS):
        seen = {f for m in season_schedule(season, RANDOM_GAMES, k) for p in m for f in p}
        want = {m.code for m in cat.megamis(season) if m.base in NINE}
        assert seen == want, season
        assert any(older_cards(f, season) for f in want)


@pytest.mark.parametrize("k,season", list(enumerate(SEASONS)))
def test_fuzz_random_games_in_older_seasons(k, season):
    """Random answers over decks holding the older readings; invariants after every decision, clones checked."""
    from sakura_lab.cards.registry import OLD_WORDINGS, load_all

    load_all()
    old_scripts = {id(s) for s in OLD_WORDINGS.values()}
    rng = random.Random(1700 + k)
    older_plays = 0
    for g, (a, b) in enumerate(season_schedule(season, RANDOM_GAMES, k)):
        decks = (deck_with_older_cards(a, rng, season), deck_with_older_cards(b, rng, season))
        st = fuzz_game(17_000 + 100 * k + g, decks, clone_every=40, card_stats=True)
        assert st.outcome is not None
        assert st.season == season
        older_plays += sum(rec[0] for u, rec in (st.cstats or {}).items() if id(st.cards[u].script) in old_scripts)
    assert older_plays > 0  # the older scripts were really played


@pytest.mark.parametrize("k,season", list(enumerate(SEASONS)))
def test_heuristic_plays_older_seasons(k, season):
    """The heuristic player (against random) finishes games with older readings; invariants after every decision."""
    rng = random.Random(2700 + k)
    for g, (a, b) in enumerate(season_schedule(season, HEURISTIC_GAMES, 100 + k)):
        decks = (deck_with_older_cards(a, rng, season), deck_with_older_cards(b, rng, season))
        agents = (make_agent("heuristic", g), make_agent("random", g + 1))
        if g % 2:
            agents = agents[::-1]
        st = agents_game(27_000 + 100 * k + g, decks, agents)
        assert st.outcome.reason in ("life", "turn_cap", "both_life_zero", "effect")
