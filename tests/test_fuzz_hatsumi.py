"""Invariant fuzzing of Hatsumi (both forms) paired with every form of the 14 other implemented megami, Hatsumi
mirror matchups, determinism and clone independence, and games of the heuristic and search players with her
decks (megami rules section 15: tailwind / headwind, diving)."""
from __future__ import annotations

import random

import pytest

from sakura_lab.cards import hatsumi as H
from sakura_lab.deckgen import form_pairings, random_deck
from sakura_lab.engine.constants import DECK, HAND
from sakura_lab.fuzz import agents_game, assert_same_game, fuzz_game

OTHERS = ("yurina", "saine", "himika", "tokoyo", "oboro", "yukihi", "shinra", "hagane", "chikage", "kururu",
          "thallya", "raira", "utsuro", "honoka")
EVERYTHING = form_pairings(OTHERS + ("hatsumi",))
HATSUMI_PAIRINGS = [pr for pr in EVERYTHING if any(f.split("-")[0] == "hatsumi" for f in pr)]


def _games(n: int, seed: int):
    """``n`` random games cycling over every Hatsumi pairing against a random pairing (every third opponent is a
    Hatsumi pairing: mirrors), invariants after every decision, a clone every 40."""
    rng = random.Random(seed)
    for i in range(n):
        mine = HATSUMI_PAIRINGS[i % len(HATSUMI_PAIRINGS)]
        other = rng.choice(HATSUMI_PAIRINGS if i % 3 == 0 else EVERYTHING)
        decks = (random_deck(mine, rng), random_deck(other, rng))
        if i % 2:
            decks = (decks[1], decks[0])
        yield fuzz_game(seed + i, decks, clone_every=40)


def test_pairings_cover_every_form_with_every_megami():
    forms = {f for pr in HATSUMI_PAIRINGS for f in pr}
    assert {"hatsumi", "hatsumi-a1"} <= forms
    partners = {f.split("-")[0] for pr in HATSUMI_PAIRINGS for f in pr} - {"hatsumi"}
    assert partners == set(OTHERS)
    assert not any(all(f.startswith("hatsumi") for f in pr) for pr in HATSUMI_PAIRINGS)


def test_fuzz_random_games_hatsumi():
    """Every Hatsumi form pairing 4 times (about 260 games): no crash, token conservation (CR 6-3), zone caps and
    card counts after every decision, clone independence; headwind and dives really happen."""
    n = 4 * len(HATSUMI_PAIRINGS)
    reasons: dict[str, int] = {}
    headwinds = dives = 0
    for st in _games(n, seed=17_000):
        reasons[st.outcome.reason] = reasons.get(st.outcome.reason, 0) + 1
        headwinds += any((H.HEADWIND_KEY, p) in st.marks for p in (0, 1))
        # a card that Submerges left the deck and hand (played: MR 15-1-2), or a dive made an attack fail
        dives += any(cd.id in H.SUBMERGE_CARDS and st.loc[u] not in (DECK, HAND) for u, cd in enumerate(st.cards))
    assert sum(reasons.values()) == n
    assert headwinds > n // 2  # MR 15-1-1: the attacked Hatsumi player gets a headwind
    assert dives > 0  # MR 15-2


@pytest.mark.parametrize("forms", [("hatsumi", "hatsumi"), ("hatsumi", "hatsumi-a1"), ("hatsumi-a1", "hatsumi-a1")])
def test_fuzz_hatsumi_mirror(forms):
    """Both players host Hatsumi (each form against each): each side's wind and dive are its own."""
    rng = random.Random(len(forms[0]) + 10 * len(forms[1]))
    others = list(OTHERS)
    for g in range(4):
        a = random_deck((forms[0], rng.choice(others)), rng)
        b = random_deck((forms[1], rng.choice(others)), rng)
        fuzz_game(17_500 + g + 7 * len(forms[1]), (a, b), clone_every=30)


def test_hatsumi_games_are_deterministic():
    """Same seed and same answers give the same game (DESIGN.md §3)."""
    for i in range(4):
        rng = random.Random(77 + i)
        decks = (random_deck(HATSUMI_PAIRINGS[(7 * i) % len(HATSUMI_PAIRINGS)], rng),
                 random_deck(HATSUMI_PAIRINGS[(11 * i + 3) % len(HATSUMI_PAIRINGS)], rng))
        assert_same_game(1700 + i, decks)


@pytest.mark.parametrize("spec,games", [("heuristic", 10), ("greedy", 6), ("lookahead:top=2,worlds=1", 1),
                                        ("mcts:worlds=1,top=2", 1)])
def test_players_finish_hatsumi_games(spec, games):
    """The heuristic, greedy and (tiny-budget) search players finish games with Hatsumi decks (diving and its
    hidden direction included); invariants after every decision."""
    from sakura_lab.ai.base import make_agent

    rng = random.Random(1700 + games + len(spec))
    a1 = [pr for pr in HATSUMI_PAIRINGS if "hatsumi-a1" in pr]
    for g in range(games):
        mine = (a1 if g % 2 == 0 else HATSUMI_PAIRINGS)[(5 * g + len(spec)) % len(a1)]
        decks = (random_deck(mine, rng), random_deck(rng.choice(EVERYTHING), rng))
        agents = (make_agent(spec, g), make_agent("heuristic" if g % 2 else "random", g + 1))
        st = agents_game(700 + g, decks, agents)
        assert st.outcome.reason in ("life", "effect", "turn_cap", "both_life_zero")


@pytest.mark.soak
def test_soak_hatsumi_3000_games():
    for _ in _games(3000, seed=170_000):
        pass
