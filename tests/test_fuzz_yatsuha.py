"""Invariant fuzzing of Yatsuha (all three forms) paired with each of the other implemented megami, Yatsuha
mirror matchups, determinism and clone independence, and games of the heuristic and search players with her
decks (megami rules section 14: perfect exchanges, ＜Memory＞ with its token, the journey and Homecoming)."""
from __future__ import annotations

import random

import pytest

from sakura_lab.deckgen import form_pairings, random_deck
from sakura_lab.engine.constants import AUX4, EXTRA
from sakura_lab.fuzz import agents_game, assert_same_game, fuzz_game

OTHERS = ("yurina", "saine", "himika", "tokoyo", "oboro", "yukihi", "shinra", "hagane", "chikage", "kururu",
          "thallya", "raira", "utsuro", "honoka", "korunu", "hatsumi", "mizuki")
EVERYTHING = form_pairings(OTHERS + ("yatsuha",))
YATSUHA_PAIRINGS = [pr for pr in EVERYTHING if any(f.split("-")[0] == "yatsuha" for f in pr)]


def _games(n: int, seed: int, clone_every: int = 40):
    """``n`` random games cycling over every Yatsuha pairing against a random pairing (every third opponent a
    Yatsuha pairing: mirrors), invariants after every decision, a clone every ``clone_every`` decisions."""
    rng = random.Random(seed)
    for i in range(n):
        mine = YATSUHA_PAIRINGS[i % len(YATSUHA_PAIRINGS)]
        other = rng.choice(YATSUHA_PAIRINGS if i % 3 == 0 else EVERYTHING)
        decks = (random_deck(mine, rng), random_deck(other, rng))
        if i % 2:
            decks = (decks[1], decks[0])
        yield fuzz_game(seed + i, decks, clone_every=clone_every)


def test_pairings_cover_every_form_with_every_megami():
    forms = {f for pr in YATSUHA_PAIRINGS for f in pr}
    assert {"yatsuha", "yatsuha-a1", "yatsuha-aa1"} <= forms
    partners = {f.split("-")[0] for pr in YATSUHA_PAIRINGS for f in pr} - {"yatsuha"}
    assert partners == set(OTHERS)


def test_fuzz_random_games_yatsuha():
    """Every Yatsuha form pairing 5 times (about 500 games): no crash, token conservation (CR 6-3, with
    the Memory token place AUX4_TOKENS), zone caps and card counts after every decision, clone independence;
    the perfect cards leave ＜Extra＞ and cards reach ＜Memory＞."""
    n = 5 * len(YATSUHA_PAIRINGS)
    reasons: dict[str, int] = {}
    left_extra = in_memory = 0
    for st in _games(n, seed=16_000):
        reasons[st.outcome.reason] = reasons.get(st.outcome.reason, 0) + 1
        left_extra += sum(1 for u, cd in enumerate(st.cards) if cd.id.startswith("16-yatsuha") and "-ex" in cd.id
                          and st.loc[u] != EXTRA)
        in_memory += sum(1 for u in range(len(st.cards)) if st.loc[u] == AUX4)
    assert sum(reasons.values()) == n
    assert left_extra > 0 and in_memory > 0


def test_yatsuha_games_are_deterministic():
    """Same seed and same answers give the same game (DESIGN.md §3)."""
    for i in range(4):
        rng = random.Random(160 + i)
        decks = (random_deck(YATSUHA_PAIRINGS[(7 * i) % len(YATSUHA_PAIRINGS)], rng),
                 random_deck(YATSUHA_PAIRINGS[(11 * i + 3) % len(YATSUHA_PAIRINGS)], rng))
        assert_same_game(1600 + i, decks)


@pytest.mark.parametrize("spec,games", [("heuristic", 20), ("greedy", 8), ("lookahead:top=2,worlds=1", 1),
                                        ("mcts:worlds=1,top=2", 1)])
def test_players_finish_yatsuha_games(spec, games):
    """The heuristic, greedy and (tiny-budget) search players finish games with Yatsuha decks (AA1 first, its
    journey and Memory included); invariants after every decision."""
    from sakura_lab.ai.base import make_agent

    rng = random.Random(1600 + games + len(spec))
    aa1 = [pr for pr in YATSUHA_PAIRINGS if "yatsuha-aa1" in pr]
    for g in range(games):
        pool = aa1 if g % 2 == 0 else YATSUHA_PAIRINGS
        decks = (random_deck(pool[(5 * g + len(spec)) % len(pool)], rng), random_deck(rng.choice(EVERYTHING), rng))
        agents = (make_agent(spec, g), make_agent("heuristic" if g % 2 else "random", g + 1))
        st = agents_game(700 + g, decks, agents)
        assert st.outcome.reason in ("life", "effect", "turn_cap", "both_life_zero")


@pytest.mark.soak
def test_soak_yatsuha_3000_games():
    n = 0
    for _ in _games(3000, seed=160_000, clone_every=100):
        n += 1
    assert n == 3000
