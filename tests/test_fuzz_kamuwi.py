"""Invariant fuzzing of Kamuwi (megami rules section 19: Taboo gauge, Oath, start-phase Taboo, loss at 16)
paired with every form of the 19 other implemented megami and in Kamuwi mirrors (each host has her own gauge),
determinism and clone independence, and games of the heuristic, greedy and (tiny-budget) search players."""
from __future__ import annotations

import random

import pytest

from sakura_lab.cards import kamuwi as K
from sakura_lab.deckgen import form_pairings, random_deck
from sakura_lab.fuzz import agents_game, assert_same_game, fuzz_game

OTHERS = ("yurina", "saine", "himika", "tokoyo", "oboro", "yukihi", "shinra", "hagane", "chikage", "kururu",
          "thallya", "raira", "utsuro", "honoka", "korunu", "yatsuha", "hatsumi", "mizuki", "megumi")
EVERYTHING = form_pairings(OTHERS + ("kamuwi",))
KAMUWI_PAIRINGS = [pr for pr in EVERYTHING if any(f.split("-")[0] == "kamuwi" for f in pr)]


def _games(n: int, seed: int):
    """``n`` random games cycling over every Kamuwi pairing against a random pairing (every third opponent is a
    Kamuwi pairing: mirrors), invariants after every decision, a clone every 40 decisions."""
    rng = random.Random(seed)
    for i in range(n):
        mine = KAMUWI_PAIRINGS[i % len(KAMUWI_PAIRINGS)]
        other = rng.choice(KAMUWI_PAIRINGS if i % 3 == 0 else EVERYTHING)
        decks = (random_deck(mine, rng), random_deck(other, rng))
        if i % 2:
            decks = (decks[1], decks[0])
        yield fuzz_game(seed + i, decks, clone_every=40)


def test_pairings_cover_every_partner_megami():
    partners = {f.split("-")[0] for pr in KAMUWI_PAIRINGS for f in pr} - {"kamuwi"}
    assert partners == set(OTHERS)


def test_fuzz_random_games_kamuwi():
    """Every Kamuwi pairing 6 times: no crash, token conservation (CR 6-3), zone caps and card counts after every
    decision, clone independence; Taboo really rises (MR 19-3 / 19-4) and stays below 16 unless the game ended."""
    n = 6 * len(KAMUWI_PAIRINGS)
    reasons: dict[str, int] = {}
    raised = 0
    for st in _games(n, seed=21_000):
        reasons[st.outcome.reason] = reasons.get(st.outcome.reason, 0) + 1
        gauges = [K.taboo(st, p) for p in (0, 1)]
        raised += 1 if any(gauges) else 0
        for p in (0, 1):  # a player at 16 or more never wins (MR 19-4)
            assert gauges[p] < K.TABOO_LOSS or st.outcome.winner != p
        if st.outcome.reason == "effect" and max(gauges) >= K.TABOO_LOSS:
            assert K.taboo(st, 1 - st.outcome.winner) >= K.TABOO_LOSS
    assert sum(reasons.values()) == n
    assert raised > n // 3


def test_kamuwi_games_are_deterministic():
    """Same seed and same answers give the same game (DESIGN.md §3)."""
    for i in range(4):
        rng = random.Random(211 + i)
        decks = (random_deck(KAMUWI_PAIRINGS[(7 * i) % len(KAMUWI_PAIRINGS)], rng),
                 random_deck(KAMUWI_PAIRINGS[(11 * i + 3) % len(KAMUWI_PAIRINGS)], rng))
        a, b = assert_same_game(2100 + i, decks)
        assert [K.taboo(a, p) for p in (0, 1)] == [K.taboo(b, p) for p in (0, 1)]


@pytest.mark.parametrize("spec,games", [("heuristic", 8), ("greedy", 4), ("lookahead:top=2,worlds=1", 1),
                                        ("mcts:worlds=1,top=2", 1)])
def test_players_finish_kamuwi_games(spec, games):
    """The heuristic, greedy and (tiny-budget) search players finish games with Kamuwi decks; invariants after
    every decision; the heuristic takes Oaths."""
    from sakura_lab.ai.base import make_agent

    rng = random.Random(2100 + games + len(spec))
    oaths = 0
    for g in range(games):
        decks = (random_deck(KAMUWI_PAIRINGS[(5 * g + len(spec)) % len(KAMUWI_PAIRINGS)], rng),
                 random_deck(rng.choice(EVERYTHING), rng))
        agents = (make_agent(spec, g), make_agent("heuristic" if g % 2 else "random", g + 1))
        st = agents_game(2700 + g, decks, agents)
        assert st.outcome.reason in ("life", "effect", "turn_cap", "both_life_zero")
        oaths += K.taboo(st, 0)
    if spec == "heuristic":
        assert oaths > 0


def test_heuristic_kamuwi_mirrors():
    """Heuristic players in Kamuwi mirrors (both hosts have a gauge; Carcass's cost and the Oath may meet on
    one play): invariants after every decision, both gauges move."""
    from sakura_lab.ai.base import make_agent

    rng = random.Random(2199)
    mirrors = [pr for pr in KAMUWI_PAIRINGS]
    for g in range(3):
        decks = (random_deck(mirrors[(3 * g) % len(mirrors)], rng), random_deck(mirrors[(3 * g + 7) % len(mirrors)], rng))
        st = agents_game(2800 + g, decks, (make_agent("heuristic", g), make_agent("heuristic", g + 9)))
        assert st.outcome is not None
        assert K.taboo(st, 0) + K.taboo(st, 1) > 0


@pytest.mark.soak
def test_soak_kamuwi_2000_games():
    n = 0
    for _ in _games(2000, seed=210_000):
        n += 1
    assert n == 2000
