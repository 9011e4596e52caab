"""Older readings of megami 1-9 (issue 17): random legal decks of every season from na-s7 to na-s10, every form
of Yurina .. Chikage in every season it exists in, played by random answers (invariants after every decision,
clone independence) and by the heuristic player (invariants after every decision).

Every deck also holds the cards of its forms whose reading in that season is an older one (or a card withdrawn
since), so the older scripts are really played: the test counts their plays (``card_stats``).
"""
from __future__ import annotations

import random

import pytest

from sakura_lab.ai.base import make_agent
from sakura_lab.cards.catalogue import LATEST_SEASON, get_catalogue
from sakura_lab.deckgen import form_pairings, random_deck
from sakura_lab.decks import Deck, make_deck
from sakura_lab.fuzz import agents_game, fuzz_game

NINE = ("yurina", "saine", "himika", "tokoyo", "oboro", "yukihi", "shinra", "hagane", "chikage")
SEASONS = ("na-s7", "na-s7-2", "na-s8", "na-s8-2", "na-s9", "na-s9-2", "na-s10")
RANDOM_GAMES = 22  # per season
HEURISTIC_GAMES = 4  # per season: 7 x 26 = 182 games in all


def older_cards(form: str, season: str) -> list[str]:
    """Cards of ``form``'s pool that read in ``season`` otherwise than today, or are withdrawn since."""
    cat = get_catalogue()
    latest = {c.id for c in cat.cards(season=LATEST_SEASON)}
    return [c.id for c in cat.pool(form, season) if not c.current_wording or c.id not in latest]


def deck_with_older_cards(forms: tuple[str, str], rng: random.Random, season: str) -> Deck:
    """A random legal deck of ``forms`` that holds every older-reading card of their pools (as room allows)."""
    cat = get_catalogue()
    deck = random_deck(forms, rng, season)
    cards = list(deck.normals) + list(deck.specials)
    kind = {c.id: c.kind for f in forms for c in cat.pool(f, season)}
    wanted = [cid for f in forms for cid in older_cards(f, season)]
    for cid in wanted:
        if cid in cards:
            continue
        spare = [x for x in cards if kind[x] == kind[cid] and x not in wanted]
        if spare:
            cards[cards.index(rng.choice(spare))] = cid
    return make_deck(list(forms), cards, season=season)


def season_schedule(season: str, games: int, seed: int) -> list[tuple[tuple[str, str], tuple[str, str]]]:
    """``games`` matchups of form pairings of megami 1-9 in ``season``; the first ones cover every form."""
    rng = random.Random(seed)
    pairings = form_pairings(NINE, season)
    forms = sorted({f for p in pairings for f in p})
    left = forms[:]
    rng.shuffle(left)
    chosen: list[tuple[str, str]] = []
    while left:
        a = left.pop()
        mates = [p for p in pairings if a in p and (p[0] in left or p[1] in left)] or [p for p in pairings if a in p]
        p = rng.choice(mates)
        chosen.append(p)
        for f in p:
            if f in left:
                left.remove(f)
    while len(chosen) < 2 * games:
        chosen.append(rng.choice(pairings))
    return [(chosen[2 * i], chosen[2 * i + 1]) for i in range(games)]


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
