"""Invariant fuzzing of Misora paired with every form of the 19 other implemented megami, Misora mirror matchups
(each host has their own aim, MR 23-1-1), determinism and clone independence, and games of the heuristic, greedy
and (tiny-budget) search players with her decks (megami rules section 23 of the newer CR translation: aim,
the end-phase aim rule 23-2, the aim matching 23-3, Tracking 23-4)."""
from __future__ import annotations

import random

import pytest

from sakura_lab.deckgen import form_pairings, random_deck
from sakura_lab.fuzz import agents_game, assert_same_game, fuzz_game

OTHERS = ("yurina", "saine", "himika", "tokoyo", "oboro", "yukihi", "shinra", "hagane", "chikage", "kururu",
          "thallya", "raira", "utsuro", "honoka", "korunu", "yatsuha", "hatsumi", "mizuki", "megumi")
EVERYTHING = form_pairings(OTHERS + ("misora",))
MISORA_PAIRINGS = [pr for pr in EVERYTHING if any(f.split("-")[0] == "misora" for f in pr)]


def _aims(st) -> int:
    return sum(1 for k in st.marks if isinstance(k, tuple) and k[0] == "misora_aim")


def _games(n: int, seed: int):
    """``n`` random games cycling over every Misora pairing against a random pairing (every third opponent is
    a Misora pairing: mirrors), invariants after every decision, a clone every 40 decisions."""
    rng = random.Random(seed)
    for i in range(n):
        mine = MISORA_PAIRINGS[i % len(MISORA_PAIRINGS)]
        other = rng.choice(MISORA_PAIRINGS if i % 3 == 0 else EVERYTHING)
        decks = (random_deck(mine, rng), random_deck(other, rng))
        if i % 2:
            decks = (decks[1], decks[0])
        yield fuzz_game(seed + i, decks, clone_every=40)


def test_pairings_cover_every_partner_megami():
    partners = {f.split("-")[0] for pr in MISORA_PAIRINGS for f in pr} - {"misora"}
    assert partners == set(OTHERS)


def test_fuzz_random_games_misora():
    """Every Misora pairing 4 times: no crash, token conservation, zone caps and card counts after every
    decision, clone independence; aims really get set (MR 23-2)."""
    n = 4 * len(MISORA_PAIRINGS)
    reasons: dict[str, int] = {}
    aimed = 0
    for st in _games(n, seed=25_000):
        reasons[st.outcome.reason] = reasons.get(st.outcome.reason, 0) + 1
        aimed += 1 if _aims(st) else 0
    assert sum(reasons.values()) == n
    assert aimed > 0


def test_misora_games_are_deterministic():
    """Same seed and same answers give the same game (DESIGN.md §3)."""
    for i in range(4):
        rng = random.Random(251 + i)
        decks = (random_deck(MISORA_PAIRINGS[(7 * i) % len(MISORA_PAIRINGS)], rng),
                 random_deck(MISORA_PAIRINGS[(11 * i + 3) % len(MISORA_PAIRINGS)], rng))
        a, b = assert_same_game(2500 + i, decks)
        assert {k: v for k, v in a.marks.items() if isinstance(k, tuple) and k[0] == "misora_aim"} == \
               {k: v for k, v in b.marks.items() if isinstance(k, tuple) and k[0] == "misora_aim"}


@pytest.mark.parametrize("spec,games", [("heuristic", 8), ("greedy", 4), ("lookahead:top=2,worlds=1", 1),
                                        ("mcts:worlds=1,top=2", 1)])
def test_players_finish_misora_games(spec, games):
    """The heuristic, greedy and (tiny-budget) search players finish games with Misora decks; invariants after
    every decision; the heuristic sets its aim."""
    from sakura_lab.ai.base import make_agent

    rng = random.Random(2500 + games + len(spec))
    seen: list[int] = []
    for g in range(games):
        decks = (random_deck(MISORA_PAIRINGS[(5 * g + len(spec)) % len(MISORA_PAIRINGS)], rng),
                 random_deck(rng.choice(EVERYTHING), rng))
        agents = (make_agent(spec, g), make_agent("heuristic" if g % 2 else "random", g + 1))
        st = agents_game(2700 + g, decks, agents, each_step=lambda w: seen.append(_aims(w)))
        assert st.outcome.reason in ("life", "effect", "turn_cap", "both_life_zero")
    if spec == "heuristic":
        assert sum(seen) > 0


@pytest.mark.soak
def test_soak_misora_3000_games():
    n = 0
    for _ in _games(3000, seed=250_000):
        n += 1
    assert n == 3000
