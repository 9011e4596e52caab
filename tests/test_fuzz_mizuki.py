"""Invariant fuzzing of Mizuki paired with every implemented megami (1-14) and in mirror matchups, determinism and
clone independence, and games of the heuristic and search players with her decks (megami rules section 16:
Units, the Barracks and conscription; the invariant "Units only in their allowed zones, the Barracks hold only
Unit and Normal cards" is registered by the module and checked after every decision)."""
from __future__ import annotations

import random

import pytest

from sakura_lab.cards.mizuki import UNITS
from sakura_lab.deckgen import form_pairings, random_deck
from sakura_lab.engine.constants import AUX5
from sakura_lab.fuzz import agents_game, assert_same_game, fuzz_game

FOURTEEN = ("yurina", "saine", "himika", "tokoyo", "oboro", "yukihi", "shinra", "hagane", "chikage", "kururu",
            "thallya", "raira", "utsuro", "honoka")
EVERYTHING = form_pairings(FOURTEEN + ("mizuki",))
MIZUKI_PAIRINGS = [pr for pr in EVERYTHING if any(f.split("-")[0] == "mizuki" for f in pr)]


def _games(n: int, seed: int):
    """``n`` random games cycling over every Mizuki pairing against a random pairing (every third opponent is a
    Mizuki pairing: mirrors), invariants after every decision, a clone every 40 decisions."""
    rng = random.Random(seed)
    for i in range(n):
        mine = MIZUKI_PAIRINGS[i % len(MIZUKI_PAIRINGS)]
        other = rng.choice(MIZUKI_PAIRINGS if i % 3 == 0 else EVERYTHING)
        decks = (random_deck(mine, rng), random_deck(other, rng))
        if i % 2:
            decks = (decks[1], decks[0])
        yield fuzz_game(seed + i, decks, clone_every=40)


def test_pairings_cover_every_implemented_megami():
    partners = {f.split("-")[0] for pr in MIZUKI_PAIRINGS for f in pr} - {"mizuki"}
    assert partners == set(FOURTEEN)


def test_fuzz_random_games_mizuki():
    """Every Mizuki pairing 10 times: no crash, token conservation (CR 6-3), zone caps and card counts after
    every decision, clone independence; Units really leave the Barracks and come back (MR 16-2-1, 16-4)."""
    n = 10 * len(MIZUKI_PAIRINGS)
    reasons: dict[str, int] = {}
    conscripted = 0
    for st in _games(n, seed=18_000):
        reasons[st.outcome.reason] = reasons.get(st.outcome.reason, 0) + 1
        conscripted += sum(1 for k in st.marks if isinstance(k, tuple) and k[0] == "mizuki_cons")
        for p in (0, 1):
            for u in st.zones[p][AUX5]:
                assert st.cards[u].is_normal or st.cards[u].id in UNITS
    assert sum(reasons.values()) == n
    assert conscripted > 0


def test_mizuki_games_are_deterministic():
    """Same seed and same answers give the same game (DESIGN.md §3)."""
    for i in range(4):
        rng = random.Random(181 + i)
        decks = (random_deck(MIZUKI_PAIRINGS[(7 * i) % len(MIZUKI_PAIRINGS)], rng),
                 random_deck(EVERYTHING[(11 * i + 3) % len(EVERYTHING)], rng))
        assert_same_game(1800 + i, decks)


@pytest.mark.parametrize("spec,games", [("heuristic", 8), ("greedy", 6), ("lookahead:top=2,worlds=1", 1),
                                        ("mcts:worlds=1,top=2", 1)])
def test_players_finish_mizuki_games(spec, games):
    """The heuristic, greedy and (tiny-budget) search players finish games with Mizuki decks (a mirror among
    them); invariants after every decision."""
    from sakura_lab.ai.base import make_agent

    rng = random.Random(1800 + games + len(spec))
    for g in range(games):
        other = rng.choice(MIZUKI_PAIRINGS if g % 3 == 0 else EVERYTHING)
        decks = (random_deck(MIZUKI_PAIRINGS[(5 * g + len(spec)) % len(MIZUKI_PAIRINGS)], rng),
                 random_deck(other, rng))
        agents = (make_agent(spec, g), make_agent("heuristic" if g % 2 else "random", g + 1))
        st = agents_game(700 + g, decks, agents)
        assert st.outcome.reason in ("life", "effect", "turn_cap", "both_life_zero")


@pytest.mark.soak
def test_soak_mizuki_3000_games():
    for _ in _games(3000, seed=180_000):
        pass
