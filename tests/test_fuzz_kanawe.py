"""Invariant fuzzing of Kanawe paired with every form of the 19 other implemented megami, Kanawe mirror matchups
(each host has her own ＜Plot＞, ＜Completed＞ and Act, MR 18-3, 18-4), determinism and clone independence, and
games of the heuristic, greedy and (tiny-budget) search players with her decks (megami rules section 18: Plot
cards, their progress and completion, the story board's Acts)."""
from __future__ import annotations

import random

import pytest

from sakura_lab.deckgen import form_pairings, random_deck
from sakura_lab.engine.constants import AUX6
from sakura_lab.fuzz import agents_game, assert_same_game, fuzz_game

OTHERS = ("yurina", "saine", "himika", "tokoyo", "oboro", "yukihi", "shinra", "hagane", "chikage", "kururu",
          "thallya", "raira", "utsuro", "honoka", "korunu", "yatsuha", "hatsumi", "mizuki", "megumi")
EVERYTHING = form_pairings(OTHERS + ("kanawe",))
KANAWE_PAIRINGS = [pr for pr in EVERYTHING if any(f.split("-")[0] == "kanawe" for f in pr)]
REASONS = ("life", "effect", "turn_cap", "both_life_zero", "final_act")


def _plot_marks(st) -> int:
    """How many Plot progress / Act marks the game left (evidence that the mechanic ran)."""
    return sum(1 for k in st.marks if isinstance(k, tuple) and k[0] in ("kw_cell", "kw_node", "kw_progressed"))


def _games(n: int, seed: int):
    """``n`` random games cycling over every Kanawe pairing against a random pairing (every third opponent is a
    Kanawe pairing: mirrors), invariants after every decision, a clone every 40 decisions."""
    rng = random.Random(seed)
    for i in range(n):
        mine = KANAWE_PAIRINGS[i % len(KANAWE_PAIRINGS)]
        other = rng.choice(KANAWE_PAIRINGS if i % 3 == 0 else EVERYTHING)
        decks = (random_deck(mine, rng), random_deck(other, rng))
        if i % 2:
            decks = (decks[1], decks[0])
        yield fuzz_game(seed + i, decks, clone_every=40)


def test_pairings_cover_every_partner_megami():
    partners = {f.split("-")[0] for pr in KANAWE_PAIRINGS for f in pr} - {"kanawe"}
    assert partners == set(OTHERS)


def test_fuzz_random_games_kanawe():
    """Every Kanawe pairing 6 times: no crash, token conservation (CR 6-3; the Plot token on its card, MR 18-4-1),
    zone caps, card counts after every decision, clone independence; Plots are really prepared (MR 18-7)."""
    n = 6 * len(KANAWE_PAIRINGS)
    reasons: dict[str, int] = {}
    used = 0
    for st in _games(n, seed=20_000):
        reasons[st.outcome.reason] = reasons.get(st.outcome.reason, 0) + 1
        used += 1 if _plot_marks(st) or any(st.zones[p][AUX6] for p in (0, 1)) else 0
        assert st.outcome.reason in REASONS
    assert sum(reasons.values()) == n
    assert used > n // 4


def test_kanawe_games_are_deterministic():
    """Same seed and same answers give the same game (DESIGN.md §3)."""
    for i in range(3):
        rng = random.Random(201 + i)
        decks = (random_deck(KANAWE_PAIRINGS[(7 * i) % len(KANAWE_PAIRINGS)], rng),
                 random_deck(KANAWE_PAIRINGS[(11 * i + 3) % len(KANAWE_PAIRINGS)], rng))
        a, b = assert_same_game(2000 + i, decks)
        assert {k: v for k, v in a.marks.items() if isinstance(k, tuple) and str(k[0]).startswith("kw_")} == \
               {k: v for k, v in b.marks.items() if isinstance(k, tuple) and str(k[0]).startswith("kw_")}


@pytest.mark.parametrize("spec,games", [("heuristic", 6), ("greedy", 3), ("lookahead:top=2,worlds=1", 1),
                                        ("mcts:worlds=1,top=2", 1)])
def test_players_finish_kanawe_games(spec, games):
    """The heuristic, greedy and (tiny-budget) search players finish games with Kanawe decks; invariants after
    every decision; the heuristic prepares Plots."""
    from sakura_lab.ai.base import make_agent

    rng = random.Random(2000 + games + len(spec))
    seen: list[int] = []
    for g in range(games):
        decks = (random_deck(KANAWE_PAIRINGS[(5 * g + len(spec)) % len(KANAWE_PAIRINGS)], rng),
                 random_deck(rng.choice(EVERYTHING), rng))
        agents = (make_agent(spec, g), make_agent("heuristic" if g % 2 else "random", g + 1))
        st = agents_game(2100 + g, decks, agents, each_step=lambda w: seen.append(len(w.zones[0][AUX6])))
        assert st.outcome.reason in REASONS
    if spec in ("heuristic", "greedy"):
        assert sum(seen) > 0


@pytest.mark.soak
def test_soak_kanawe_2000_games():
    n = 0
    for _ in _games(2000, seed=200_000):
        n += 1
    assert n == 2000
