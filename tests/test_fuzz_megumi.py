"""Invariant fuzzing of Megumi paired with every form of the 14 other implemented megami, Megumi mirror matchups
(each host has their own seeds, MR 17-2), determinism and clone independence, and games of the heuristic, greedy
and (tiny-budget) search players with her decks (megami rules section 17: seeds, Field, the replaced
Enhancement procedure 17-7). The seed invariant (5 per host, seeds <= tokens on each card, seeds only in
＜In Use＞ / ＜Enhancement＞) is registered by the module and runs with every check."""
from __future__ import annotations

import random

import pytest

from sakura_lab.deckgen import form_pairings, random_deck
from sakura_lab.fuzz import agents_game, assert_same_game, fuzz_game

OTHERS = ("yurina", "saine", "himika", "tokoyo", "oboro", "yukihi", "shinra", "hagane", "chikage", "kururu",
          "thallya", "raira", "utsuro", "honoka")
EVERYTHING = form_pairings(OTHERS + ("megumi",))
MEGUMI_PAIRINGS = [pr for pr in EVERYTHING if any(f.split("-")[0] == "megumi" for f in pr)]


def _seed_marks(st) -> int:
    return sum(1 for k in st.marks if isinstance(k, tuple) and k[0] == "mg_seeds")


def _games(n: int, seed: int):
    """``n`` random games cycling over every Megumi pairing against a random pairing (every third opponent is a
    Megumi pairing: mirrors), invariants after every decision, a clone every 40 decisions."""
    rng = random.Random(seed)
    for i in range(n):
        mine = MEGUMI_PAIRINGS[i % len(MEGUMI_PAIRINGS)]
        other = rng.choice(MEGUMI_PAIRINGS if i % 3 == 0 else EVERYTHING)
        decks = (random_deck(mine, rng), random_deck(other, rng))
        if i % 2:
            decks = (decks[1], decks[0])
        yield fuzz_game(seed + i, decks, clone_every=40)


def test_pairings_cover_every_partner_megami():
    partners = {f.split("-")[0] for pr in MEGUMI_PAIRINGS for f in pr} - {"megumi"}
    assert partners == set(OTHERS)
    assert not any(all(f.startswith("megumi") for f in pr) for pr in MEGUMI_PAIRINGS)


def test_fuzz_random_games_megumi():
    """Every Megumi pairing 16 times (528 games): no crash, token conservation (CR 6-3, seeds counted through
    ``outside_delta``), zone caps, card counts and the seed invariant after every decision, clone independence;
    seeds really go onto cards (MR 17-7)."""
    n = 16 * len(MEGUMI_PAIRINGS)
    reasons: dict[str, int] = {}
    seeded = 0
    for st in _games(n, seed=19_000):
        reasons[st.outcome.reason] = reasons.get(st.outcome.reason, 0) + 1
        seeded += 1 if any(isinstance(k, tuple) and k[0] == "mg_field" for k in st.marks) else 0
    assert sum(reasons.values()) == n
    assert seeded > n // 2


def test_megumi_games_are_deterministic():
    """Same seed and same answers give the same game (DESIGN.md §3)."""
    for i in range(4):
        rng = random.Random(191 + i)
        decks = (random_deck(MEGUMI_PAIRINGS[(7 * i) % len(MEGUMI_PAIRINGS)], rng),
                 random_deck(MEGUMI_PAIRINGS[(11 * i + 3) % len(MEGUMI_PAIRINGS)], rng))
        a, b = assert_same_game(1900 + i, decks)
        assert {k: v for k, v in a.marks.items() if isinstance(k, tuple) and k[0] == "mg_field"} == \
               {k: v for k, v in b.marks.items() if isinstance(k, tuple) and k[0] == "mg_field"}


@pytest.mark.parametrize("spec,games", [("heuristic", 10), ("greedy", 6), ("lookahead:top=2,worlds=1", 1),
                                        ("mcts:worlds=1,top=2", 1)])
def test_players_finish_megumi_games(spec, games):
    """The heuristic, greedy and (tiny-budget) search players finish games with Megumi decks; invariants after
    every decision; the heuristic puts seeds on its enhancements."""
    from sakura_lab.ai.base import make_agent

    rng = random.Random(1900 + games + len(spec))
    seen: list[int] = []  # seed marks after every decision
    for g in range(games):
        decks = (random_deck(MEGUMI_PAIRINGS[(5 * g + len(spec)) % len(MEGUMI_PAIRINGS)], rng),
                 random_deck(rng.choice(EVERYTHING), rng))
        agents = (make_agent(spec, g), make_agent("heuristic" if g % 2 else "random", g + 1))
        st = agents_game(1700 + g, decks, agents, each_step=lambda w: seen.append(_seed_marks(w)))
        assert st.outcome.reason in ("life", "effect", "turn_cap", "both_life_zero")
    if spec in ("heuristic", "greedy"):
        assert sum(seen) > 0


@pytest.mark.soak
def test_soak_megumi_3000_games():
    n = 0
    for _ in _games(3000, seed=190_000):
        n += 1
    assert n == 3000
