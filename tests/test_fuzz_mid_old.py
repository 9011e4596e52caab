"""Invariant fuzzing of the older card readings (issue 17) of megami 10-20, in two groups of seasons:
na-s7 .. na-s10 (Kururu, Thallya, Raira, Utsuro, Honoka, Korunu, Yatsuha, Hatsumi, Mizuki, Megumi) and the early
and middle seasons na-s2 .. na-s6-2 (Kururu, Raira, Utsuro, Honoka, Korunu, Yatsuha, Mizuki, Thallya, Kanawe).
Games are between decks of a group's megami only (every reading of their pools is implemented in its seasons),
every form of theirs in every season it exists in.

Decks are random legal decks (7 normal + 3 special cards of the two forms' pools) that take in the cards of the
pair whose reading in that season is an older one first (``sakura_lab.fuzz.season_deck_pairs``), so each older
script is built and, over the games, played. Per season: random-player games (``fuzz_game``: invariants after
every decision, a clone checked every 40) and games of the heuristic player against the random one
(``agents_game``): 7 x 26 + 6 x 21 = 308 games in all.
"""
from __future__ import annotations

from typing import NamedTuple

import pytest

from sakura_lab import fuzz as F
from sakura_lab.cards.catalogue import get_catalogue
from sakura_lab.cards.registry import OLD_WORDINGS, load_all
from sakura_lab.decks import Deck
from sakura_lab.fuzz import agents_game, fuzz_game


class Group(NamedTuple):
    megami: tuple[str, ...]
    seasons: tuple[str, ...]
    random_games: int  # per season
    heuristic_games: int  # per season
    seed: int


GROUPS = {
    "late": Group(("kururu", "thallya", "raira", "utsuro", "honoka", "korunu", "yatsuha", "hatsumi", "mizuki",
                   "megumi"), ("na-s7", "na-s7-2", "na-s8", "na-s8-2", "na-s9", "na-s9-2", "na-s10"), 22, 4, 17_700),
    "early": Group(("kururu", "raira", "utsuro", "honoka", "korunu", "yatsuha", "mizuki", "thallya", "kanawe"),
                   ("na-s2", "na-s3", "na-s4", "na-s5", "na-s6", "na-s6-2"), 18, 3, 26_000),
}
CASES = [(name, season) for name, g in GROUPS.items() for season in g.seasons]


def forms_of(group: Group, season: str) -> list[str]:
    return [m.code for m in get_catalogue().megamis(season) if m.base in group.megami]


def season_games(group: Group, season: str) -> list[tuple[Deck, Deck]]:
    k = group.seasons.index(season)
    return F.season_deck_pairs(group.megami, season, group.seed + k, group.random_games + group.heuristic_games)


@pytest.mark.parametrize("name", GROUPS)
def test_every_form_of_every_season_is_dealt(name):
    g = GROUPS[name]
    for season in g.seasons:
        dealt = {f for a, b in season_games(g, season)[:g.random_games] for f in a.megami + b.megami}
        assert set(forms_of(g, season)) <= dealt, season


@pytest.mark.parametrize("name,season", CASES)
def test_fuzz_older_readings(name, season):
    """Random games: no crash, token conservation and every other invariant after every decision, clone
    independence; the older scripts are the ones built, every one of them is dealt, and some are played."""
    load_all()
    cat = get_catalogue()
    g = GROUPS[name]
    k = g.seasons.index(season)
    readings = {}  # id(script) -> card id, for the older readings of these megami printed in this season
    for form in forms_of(g, season):
        for c in cat.pool(form, season) + cat.extra_cards(form, season):
            if not c.current_wording:
                readings[id(OLD_WORDINGS[(c.id, c.wording_since)])] = c.id
    assert readings, season
    built: set[str] = set()
    played = 0
    for i, decks in enumerate(season_games(g, season)[:g.random_games]):
        st = fuzz_game(g.seed * 1000 + 1000 * k + i, decks, clone_every=40, card_stats=True)
        assert st.outcome is not None and st.season == season
        for u, cd in enumerate(st.cards):
            if id(cd.script) in readings:
                built.add(cd.id)
                played += (st.cstats or {}).get(u, [0])[0] > 0
    assert built == set(readings.values()), f"{season}: older readings never dealt: {set(readings.values()) - built}"
    assert played > 0


@pytest.mark.parametrize("name,season", CASES)
def test_heuristic_player_finishes_older_reading_games(name, season):
    """The heuristic player (against the random one) finishes games with these decks; invariants checked after
    every decision."""
    from sakura_lab.ai.base import make_agent

    g = GROUPS[name]
    k = g.seasons.index(season)
    for i, decks in enumerate(season_games(g, season)[g.random_games:]):
        agents = (make_agent("heuristic", i), make_agent("random", i + 1))
        if i % 2:
            agents = (agents[1], agents[0])
        st = agents_game(g.seed + 100 + 10 * k + i, decks, agents)
        assert st.season == season
        assert st.outcome.reason in ("life", "effect", "turn_cap", "both_life_zero")
