"""Invariant fuzzing of Akina paired with every form of the 19 other implemented megami, Akina mirror matchups
(each host has her own price and ＜Flow＞, MR 21-1 / 21-2-1), determinism and clone independence, and games of the
heuristic, greedy and (tiny-budget) search players with her decks (megami rules section 21). The module registers
an invariant (Flow <= 5 and only for hosts, price within 1..4) that runs with every check."""
from __future__ import annotations

import random

import pytest

from sakura_lab.deckgen import form_pairings, random_deck
from sakura_lab.engine.constants import FLOW_TOKENS
from sakura_lab.fuzz import agents_game, assert_same_game, fuzz_game

OTHERS = ("yurina", "saine", "himika", "tokoyo", "oboro", "yukihi", "shinra", "hagane", "chikage", "kururu",
          "thallya", "raira", "utsuro", "honoka", "korunu", "yatsuha", "hatsumi", "mizuki", "megumi")
EVERYTHING = form_pairings(OTHERS + ("akina",))
AKINA_PAIRINGS = [pr for pr in EVERYTHING if any(f.split("-")[0] == "akina" for f in pr)]


def _games(n: int, seed: int):
    """``n`` random games cycling over every Akina pairing against a random pairing (every third opponent is an
    Akina pairing: mirrors), invariants after every decision, a clone every 40 decisions."""
    rng = random.Random(seed)
    for i in range(n):
        mine = AKINA_PAIRINGS[i % len(AKINA_PAIRINGS)]
        other = rng.choice(AKINA_PAIRINGS if i % 3 == 0 else EVERYTHING)
        decks = (random_deck(mine, rng), random_deck(other, rng))
        if i % 2:
            decks = (decks[1], decks[0])
        yield fuzz_game(seed + i, decks, clone_every=40)


def test_pairings_cover_every_partner_megami():
    partners = {f.split("-")[0] for pr in AKINA_PAIRINGS for f in pr} - {"akina"}
    assert partners == set(OTHERS)
    assert not any(all(f.startswith("akina") for f in pr) for pr in AKINA_PAIRINGS)


def test_fuzz_random_games_akina():
    """Every Akina pairing 8 times: no crash, token conservation (CR 6-3, Flow counted), zone caps, card counts
    and the Flow / price invariant after every decision, clone independence; prices really move (MR 21-6-3)."""
    n = 8 * len(AKINA_PAIRINGS)
    reasons: dict[str, int] = {}
    moved = 0
    for st in _games(n, seed=23_000):
        reasons[st.outcome.reason] = reasons.get(st.outcome.reason, 0) + 1
        moved += 1 if any(isinstance(k, tuple) and k[0] == "akina_price" for k in st.marks) else 0
    assert sum(reasons.values()) == n
    assert moved > n // 2


def test_akina_games_are_deterministic():
    """Same seed and same answers give the same game (DESIGN.md §3)."""
    for i in range(3):
        rng = random.Random(231 + i)
        decks = (random_deck(AKINA_PAIRINGS[(7 * i) % len(AKINA_PAIRINGS)], rng),
                 random_deck(AKINA_PAIRINGS[(11 * i + 3) % len(AKINA_PAIRINGS)], rng))
        a, b = assert_same_game(2300 + i, decks)
        assert {k: v for k, v in a.marks.items() if isinstance(k, tuple) and k[0] == "akina_price"} == \
               {k: v for k, v in b.marks.items() if isinstance(k, tuple) and k[0] == "akina_price"}


@pytest.mark.parametrize("spec,games", [("heuristic", 8), ("greedy", 4), ("lookahead:top=2,worlds=1", 1),
                                        ("mcts:worlds=1,top=2", 1)])
def test_players_finish_akina_games(spec, games):
    """The heuristic, greedy and (tiny-budget) search players finish games with Akina decks; invariants after
    every decision; the heuristic puts tokens into its Flow."""
    from sakura_lab.ai.base import make_agent

    rng = random.Random(2300 + games + len(spec))
    seen: list[int] = []
    for g in range(games):
        decks = (random_deck(AKINA_PAIRINGS[(5 * g + len(spec)) % len(AKINA_PAIRINGS)], rng),
                 random_deck(rng.choice(EVERYTHING), rng))
        agents = (make_agent(spec, g), make_agent("heuristic" if g % 2 else "random", g + 1))
        st = agents_game(2700 + g, decks, agents,
                         each_step=lambda w: seen.append(w.tok[FLOW_TOKENS] + w.tok[FLOW_TOKENS + 1]))
        assert st.outcome.reason in ("life", "effect", "turn_cap", "both_life_zero")
    if spec in ("heuristic", "greedy"):
        assert sum(seen) > 0


@pytest.mark.soak
def test_soak_akina_2000_games():
    n = 0
    for _ in _games(2000, seed=230_000):
        n += 1
    assert n == 2000
