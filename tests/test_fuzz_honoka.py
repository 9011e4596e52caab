"""Invariant fuzzing of Honoka (both forms) paired with every form of megami 1-9, Honoka mirror matchups,
determinism and clone independence, and games of the heuristic and search players with her decks
(megami rules section 12: extra cards and Bloom exchanges, CR 10-25)."""
from __future__ import annotations

import random

import pytest

from sakura_lab.deckgen import form_pairings, random_deck
from sakura_lab.engine.constants import EXTRA
from sakura_lab.fuzz import agents_game, assert_same_game, fuzz_game

NINE = ("yurina", "saine", "himika", "tokoyo", "oboro", "yukihi", "shinra", "hagane", "chikage")
EVERYTHING = form_pairings(NINE + ("honoka",))
HONOKA_PAIRINGS = [pr for pr in EVERYTHING if any(f.split("-")[0] == "honoka" for f in pr)]


def _games(n: int, seed: int):
    """``n`` random games cycling over every Honoka pairing against a random pairing (Honoka mirrors included:
    every third opponent is a Honoka pairing), invariants after every decision, a clone every 40."""
    rng = random.Random(seed)
    for i in range(n):
        mine = HONOKA_PAIRINGS[i % len(HONOKA_PAIRINGS)]
        other = rng.choice(HONOKA_PAIRINGS if i % 3 == 0 else EVERYTHING)
        decks = (random_deck(mine, rng), random_deck(other, rng))
        if i % 2:
            decks = (decks[1], decks[0])
        yield fuzz_game(seed + i, decks, clone_every=40)


def test_pairings_cover_every_form_with_megami_1_to_9():
    forms = {f for pr in HONOKA_PAIRINGS for f in pr}
    assert {"honoka", "honoka-a1"} <= forms
    partners = {f.split("-")[0] for pr in HONOKA_PAIRINGS for f in pr} - {"honoka"}
    assert partners == set(NINE)
    assert not any(all(f.startswith("honoka") for f in pr) for pr in HONOKA_PAIRINGS)  # one megami once


def test_fuzz_random_games_honoka():
    """Every Honoka form pairing 6 times (about 340 games): no crash, token conservation (CR 6-3),
    zone caps and card counts after every decision, clone independence; the extra cards really move."""
    n = 6 * len(HONOKA_PAIRINGS)
    reasons: dict[str, int] = {}
    left_extra = 0
    for st in _games(n, seed=14_000):
        reasons[st.outcome.reason] = reasons.get(st.outcome.reason, 0) + 1
        left_extra += sum(1 for u, cd in enumerate(st.cards) if cd.id.startswith("14-honoka") and "-ex" in cd.id
                          and st.loc[u] != EXTRA)
    assert sum(reasons.values()) == n
    assert left_extra > 0  # Blooms happen (CR 10-25)


def test_honoka_games_are_deterministic():
    """Same seed and same answers give the same game (DESIGN.md §3)."""
    for i in range(4):
        rng = random.Random(77 + i)
        decks = (random_deck(HONOKA_PAIRINGS[(7 * i) % len(HONOKA_PAIRINGS)], rng),
                 random_deck(HONOKA_PAIRINGS[(11 * i + 3) % len(HONOKA_PAIRINGS)], rng))
        assert_same_game(900 + i, decks)


@pytest.mark.parametrize("spec,games", [("heuristic", 12), ("greedy", 8), ("lookahead:top=2,worlds=1", 1),
                                        ("mcts:worlds=1,top=2", 1)])
def test_players_finish_honoka_games(spec, games):
    """The heuristic, greedy and (tiny-budget) search players finish games with Honoka decks; invariants
    after every decision."""
    from sakura_lab.ai.base import make_agent

    rng = random.Random(1400 + games + len(spec))
    for g in range(games):
        decks = (random_deck(HONOKA_PAIRINGS[(5 * g + len(spec)) % len(HONOKA_PAIRINGS)], rng),
                 random_deck(rng.choice(EVERYTHING), rng))
        agents = (make_agent(spec, g), make_agent("heuristic" if g % 2 else "random", g + 1))
        st = agents_game(600 + g, decks, agents)
        assert st.outcome.reason in ("life", "effect", "turn_cap", "both_life_zero")


@pytest.mark.soak
def test_soak_honoka_3000_games():
    failures = 0
    for _ in _games(3000, seed=140_000):
        pass
    assert failures == 0
