"""Invariant fuzzing of the older card readings (issue 17) of Kururu, Raira, Utsuro, Honoka, Korunu, Yatsuha, Mizuki,
Thallya and Kanawe in the early and middle seasons na-s2 .. na-s6-2: games between decks of these megami only
(every reading of their pools is implemented in those seasons), every form of theirs in every season it exists in.

Decks are random legal decks (7 normal + 3 special cards of the two forms' pools) that take in the cards of the
pair whose reading in that season is an older one first, so each older script is built and, over the games,
played. Per season 18 random-player games (``fuzz_game``: invariants after every decision, a clone checked every
40) and 3 games of the heuristic player against the random one (``agents_game``, invariants after every
decision): 6 x 21 = 126 games in all.
"""
from __future__ import annotations

import pytest

from sakura_lab import fuzz as F
from sakura_lab.cards.catalogue import get_catalogue
from sakura_lab.cards.registry import OLD_WORDINGS, load_all
from sakura_lab.decks import Deck
from sakura_lab.fuzz import agents_game, fuzz_game

MINE = ("kururu", "raira", "utsuro", "honoka", "korunu", "yatsuha", "mizuki", "thallya", "kanawe")
SEASONS = ("na-s2", "na-s3", "na-s4", "na-s5", "na-s6", "na-s6-2")
RANDOM_GAMES = 18  # per season
HEURISTIC_GAMES = 3  # per season


def forms_of(season: str) -> list[str]:
    return [m.code for m in get_catalogue().megamis(season) if m.base in MINE]


def season_games(season: str, seed: int) -> list[tuple[Deck, Deck]]:
    return F.season_deck_pairs(MINE, season, seed, RANDOM_GAMES + HEURISTIC_GAMES)


def test_every_form_of_every_season_is_dealt():
    assert RANDOM_GAMES * len(SEASONS) + HEURISTIC_GAMES * len(SEASONS) <= 150
    for k, season in enumerate(SEASONS):
        dealt = {f for a, b in season_games(season, 26_000 + k)[:RANDOM_GAMES] for f in a.megami + b.megami}
        assert set(forms_of(season)) <= dealt, season


@pytest.mark.parametrize("season", SEASONS)
def test_fuzz_older_readings(season):
    """Random games: no crash, token conservation and every other invariant after every decision, clone
    independence; the older scripts are the ones built, every one of them is dealt, and some are played."""
    load_all()
    cat = get_catalogue()
    k = SEASONS.index(season)
    games = season_games(season, 26_000 + k)
    readings = {}  # id(script) -> card id, for the older readings of these megami printed in this season
    for form in forms_of(season):
        for c in cat.pool(form, season) + cat.extra_cards(form, season):
            if not c.current_wording:
                readings[id(OLD_WORDINGS[(c.id, c.wording_since)])] = c.id
    assert readings, season
    built: set[str] = set()
    played = 0
    for g, decks in enumerate(games[:RANDOM_GAMES]):
        st = fuzz_game(26_000_000 + 1000 * k + g, decks, clone_every=40, card_stats=True)
        assert st.outcome is not None and st.season == season
        for u, cd in enumerate(st.cards):
            if id(cd.script) in readings:
                built.add(cd.id)
                played += (st.cstats or {}).get(u, [0])[0] > 0
    assert built == set(readings.values()), f"{season}: older readings never dealt: {set(readings.values()) - built}"
    assert played > 0


@pytest.mark.parametrize("season", SEASONS)
def test_heuristic_player_finishes_older_reading_games(season):
    """The heuristic player (against the random one) finishes games with these decks; invariants checked after
    every decision."""
    from sakura_lab.ai.base import make_agent

    k = SEASONS.index(season)
    games = season_games(season, 26_000 + k)
    for g, decks in enumerate(games[RANDOM_GAMES:]):
        agents = (make_agent("heuristic", g), make_agent("random", g + 1))
        if g % 2:
            agents = (agents[1], agents[0])
        st = agents_game(26_800 + 10 * k + g, decks, agents)
        assert st.season == season
        assert st.outcome.reason in ("life", "effect", "turn_cap", "both_life_zero")
