"""Older readings of megami 1-9 but Yukihi (issue 17), the earliest seasons: random legal decks of every season from
na-s2 to na-s6-2, every form of Yurina, Saine, Himika, Tokoyo, Oboro, Shinra, Hagane and Chikage in every season
it exists in, played by random answers (invariants after every decision, clone independence) and by the heuristic
player against random answers (invariants after every decision).

Every deck also holds the cards of its forms whose reading in that season is an older one (or a card withdrawn
since, such as the na-s2 陽の音), so the older scripts are really played: the test counts their plays
(``card_stats``). 6 seasons x (18 random + 5 heuristic) = 138 games.
"""
from __future__ import annotations

import ast
import pathlib
import random

import pytest

from sakura_lab import fuzz as F
from sakura_lab.ai.base import make_agent
from sakura_lab.cards.catalogue import LATEST_SEASON, get_catalogue
from sakura_lab.decks import Deck
from sakura_lab.fuzz import agents_game, fuzz_game, older_cards

EIGHT = ("yurina", "saine", "himika", "tokoyo", "oboro", "shinra", "hagane", "chikage")
SEASONS = ("na-s2", "na-s3", "na-s4", "na-s5", "na-s6", "na-s6-2")
RANDOM_GAMES = 18  # per season
HEURISTIC_GAMES = 5  # per season: enough pairings to hold every form (18 forms in na-s6)


def season_schedule(season: str, games: int, seed: int) -> list[tuple[tuple[str, str], tuple[str, str]]]:
    return F.season_schedule(EIGHT, season, games, seed, cover_all=True)


def deck_with_older_cards(forms: tuple[str, str], rng: random.Random, season: str) -> Deck:
    return F.deck_with_older_cards(forms, rng, season, shuffle=True)


def _early_readings() -> dict[tuple[str, str], str]:
    """(card id, season its reading began) -> a season that prints it, for every card of the eight megami in
    na-s2 .. na-s6-2 that reads otherwise than today or is withdrawn since."""
    cat = get_catalogue()
    latest = {c.id for c in cat.cards(season=LATEST_SEASON)}
    out: dict[tuple[str, str], str] = {}
    for season in SEASONS:
        for c in cat.cards(season=season):
            if c.is_slot or cat.megami(c.megami).base not in EIGHT:
                continue
            if not c.current_wording or c.id not in latest:
                out.setdefault((c.id, c.wording_since), season)
    return out


def test_every_early_reading_has_a_script_and_a_test():
    """Each older reading (or withdrawn card) of the eight megami in na-s2 .. na-s6-2 has its script and a card test
    marked ``card("<id>@<season>")`` with a season printing it (tests/cards/test_<megami>_old.py)."""
    from sakura_lab.cards.registry import is_implemented, load_all

    load_all()
    cat = get_catalogue()
    readings = _early_readings()
    assert not [k for k, season in readings.items() if not is_implemented(k[0], season)]
    marked: set[tuple[str, str]] = set()
    for path in (pathlib.Path(__file__).parent / "cards").glob("test_*_old.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and ast.unparse(node.func) == "pytest.mark.card":
                for a in node.args:
                    if isinstance(a, ast.Constant) and "@" in str(a.value):
                        cid, season = str(a.value).split("@")
                        marked.add((cid, cat.card(cid, season).wording_since))
    assert not sorted(set(readings) - marked)


def test_schedules_cover_every_form_of_every_season():
    """Both the random and the heuristic games of each season hold every form of the eight megami it offers, and
    every season offers older readings to play."""
    cat = get_catalogue()
    for k, season in enumerate(SEASONS):
        want = {m.code for m in cat.megamis(season) if m.base in EIGHT}
        assert len({m.base for m in cat.megamis(season) if m.base in EIGHT}) == len(EIGHT), season
        for games, seed in ((RANDOM_GAMES, k), (HEURISTIC_GAMES, 100 + k)):
            seen = {f for m in season_schedule(season, games, seed) for p in m for f in p}
            assert seen == want, season
        assert any(older_cards(f, season) for f in want)


@pytest.mark.parametrize("k,season", list(enumerate(SEASONS)))
def test_fuzz_random_games_in_the_earliest_seasons(k, season):
    """Random answers over decks holding the older readings; invariants after every decision, clones checked."""
    from sakura_lab.cards.registry import OLD_WORDINGS, SCRIPTS, load_all

    load_all()
    cat = get_catalogue()
    latest = {c.id for c in cat.cards(season=LATEST_SEASON)}
    older = {id(s) for s in OLD_WORDINGS.values()} | {id(s) for cid, s in SCRIPTS.items() if cid not in latest}
    rng = random.Random(2600 + k)
    older_plays = 0
    for g, (a, b) in enumerate(season_schedule(season, RANDOM_GAMES, k)):
        decks = (deck_with_older_cards(a, rng, season), deck_with_older_cards(b, rng, season))
        st = fuzz_game(26_000 + 100 * k + g, decks, clone_every=40, card_stats=True)
        assert st.outcome is not None
        assert st.season == season
        older_plays += sum(rec[0] for u, rec in (st.cstats or {}).items() if id(st.cards[u].script) in older)
    assert older_plays > 0  # the older scripts were really played


@pytest.mark.parametrize("k,season", list(enumerate(SEASONS)))
def test_heuristic_plays_the_earliest_seasons(k, season):
    """The heuristic player (against random) finishes games with older readings; invariants after every decision."""
    rng = random.Random(3600 + k)
    for g, (a, b) in enumerate(season_schedule(season, HEURISTIC_GAMES, 100 + k)):
        decks = (deck_with_older_cards(a, rng, season), deck_with_older_cards(b, rng, season))
        agents = (make_agent("heuristic", g), make_agent("random", g + 1))
        if g % 2:
            agents = agents[::-1]
        st = agents_game(36_000 + 100 * k + g, decks, agents)
        assert st.season == season
        assert st.outcome.reason in ("life", "turn_cap", "both_life_zero", "effect")
