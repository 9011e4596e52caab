"""Invariant fuzzing of Innealra's three forms (O1 past, O2 present, O3 future) paired with every form of the 19 other
implemented megami and with another Innealra form (mirror: each host has her own fates, one shared ＜Lost＞, MR 24-3 /
24-4): token conservation with ＜Lost＞ counted, zone sizes, determinism, clone independence, and games of the
heuristic, greedy and (tiny-budget) search players with her decks."""
from __future__ import annotations

import random

import pytest

from sakura_lab.cards import innealra as I
from sakura_lab.deckgen import form_pairings, random_deck
from sakura_lab.fuzz import agents_game, assert_same_game, fuzz_game

OTHERS = ("yurina", "saine", "himika", "tokoyo", "oboro", "yukihi", "shinra", "hagane", "chikage", "kururu",
          "thallya", "raira", "utsuro", "honoka", "korunu", "yatsuha", "hatsumi", "mizuki", "megumi")
FORMS = ("innealra-o1", "innealra-o2", "innealra-o3")
EVERYTHING = form_pairings(OTHERS)


def _fates_ok(st) -> None:
    """Each host's four fate positions hold her four F-1..F-4 cards (a permutation)."""
    for p in (0, 1):
        slots = I.fate_slots(st, p)
        if I.host_form(st, p) is None:
            assert slots == (-1, -1, -1, -1)
        else:
            assert sorted(st.cards[u].id[-1] for u in slots) == ["1", "2", "3", "4"]


def _games(n: int, seed: int):
    rng = random.Random(seed)
    for i in range(n):
        mine = (FORMS[i % 3], OTHERS[i % len(OTHERS)])  # 57 games: each form with each partner megami once
        if i % 7 == 0:  # mirror: the other side hosts another (or the same) Innealra form
            other = (FORMS[(i + 1) % 3], OTHERS[(i * 5) % len(OTHERS)])
        else:
            other = rng.choice(EVERYTHING)
        decks = (random_deck(mine, rng), random_deck(other, rng))
        if i % 2:
            decks = (decks[1], decks[0])
        st = fuzz_game(seed + i, decks, clone_every=40)
        _fates_ok(st)
        yield st


def test_pairings_cover_every_partner_megami_and_form():
    partners = {OTHERS[i % len(OTHERS)] for i in range(57)}
    assert partners == set(OTHERS)
    assert {FORMS[i % 3] for i in range(57)} == set(FORMS)


def test_fuzz_random_games_innealra():
    """57 random games (3 forms x 19 partner megami, every 7th a mirror): no crash, invariants after every
    decision, clone independence, the fates stay a permutation of F-1..F-4."""
    reasons: dict[str, int] = {}
    for st in _games(57, seed=26_000):
        reasons[st.outcome.reason] = reasons.get(st.outcome.reason, 0) + 1
    assert sum(reasons.values()) == 57


def test_innealra_games_are_deterministic():
    """Same seed and same answers give the same game (DESIGN.md §3), fates included."""
    for i in range(3):
        rng = random.Random(261 + i)
        decks = (random_deck((FORMS[i], OTHERS[(5 * i) % len(OTHERS)]), rng),
                 random_deck((FORMS[(i + 2) % 3], "saine"), rng))
        a, b = assert_same_game(2600 + i, decks)
        assert {k: v for k, v in a.marks.items() if isinstance(k, tuple) and k[0] == "inn_fate"} == \
               {k: v for k, v in b.marks.items() if isinstance(k, tuple) and k[0] == "inn_fate"}


@pytest.mark.parametrize("spec,games", [("heuristic", 6), ("greedy", 3), ("lookahead:top=2,worlds=1", 1),
                                        ("mcts:worlds=1,top=2", 1)])
def test_players_finish_innealra_games(spec, games):
    """The heuristic, greedy and (tiny-budget) search players finish games with Innealra decks; invariants after
    every decision; the heuristic's games resonate."""
    from sakura_lab.ai.base import make_agent

    rng = random.Random(2600 + games + len(spec))
    moved = 0
    for g in range(games):
        decks = (random_deck((FORMS[g % 3], OTHERS[(3 * g + len(spec)) % len(OTHERS)]), rng),
                 random_deck(rng.choice(EVERYTHING), rng))
        agents = (make_agent(spec, g), make_agent("heuristic" if g % 2 else "random", g + 1))
        st = agents_game(2700 + g, decks, agents)
        assert st.outcome.reason in ("life", "effect", "turn_cap", "both_life_zero")
        _fates_ok(st)
        moved += "inn_fate" in {k[0] for k in st.marks if isinstance(k, tuple)}
    if spec == "heuristic":
        assert moved > 0


@pytest.mark.soak
def test_soak_innealra_1500_games():
    n = 0
    for _ in _games(1500, seed=260_000):
        n += 1
    assert n == 1500
