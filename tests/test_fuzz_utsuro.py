"""Invariant fuzzing of Utsuro (both forms) paired with each of megami 1-9 (every form), Utsuro against
Utsuro, determinism and clone independence, and games of the heuristic and search players with her decks
(megami rules section 11: the Final Chapter extra cards, MR 11-1, and the end is nigh, MR 11-2)."""
from __future__ import annotations

import random

import pytest

from sakura_lab.ai.base import make_agent
from sakura_lab.deckgen import form_pairings, random_deck
from sakura_lab.engine import api as S
from sakura_lab.engine.constants import OUT
from sakura_lab.fuzz import agents_game, fuzz_game, signature
from sakura_lab.game import play_game

NINE = ("yurina", "saine", "himika", "tokoyo", "oboro", "yukihi", "shinra", "hagane", "chikage")
BASES = NINE + ("utsuro",)
UTSURO_PAIRINGS = [pr for pr in form_pairings(BASES) if any(f.split("-")[0] == "utsuro" for f in pr)]
ALL_PAIRINGS = form_pairings(BASES)
EX1 = "13-utsuro-A1-s-1-ex1"


def _decks(i: int, r: random.Random) -> tuple:
    """Game ``i``: an Utsuro pairing (cycling over all of them) against a random pairing of megami 1-9 and
    Utsuro (every fifth game against another Utsuro pairing), seats alternating."""
    a = random_deck(UTSURO_PAIRINGS[i % len(UTSURO_PAIRINGS)], r)
    other = UTSURO_PAIRINGS if i % 5 == 4 else ALL_PAIRINGS
    b = random_deck(r.choice(other), r)
    return (a, b) if i % 2 == 0 else (b, a)


def test_pairings_cover_every_form_with_each_of_megami_1_to_9():
    forms = {f for pr in UTSURO_PAIRINGS for f in pr}
    assert {"utsuro", "utsuro-a1"} <= forms
    partners = {f.split("-")[0] for pr in UTSURO_PAIRINGS for f in pr if not f.startswith("utsuro")}
    assert partners == set(NINE)
    for form in ("utsuro", "utsuro-a1"):
        assert {f.split("-")[0] for pr in UTSURO_PAIRINGS if form in pr for f in pr if f != form} == set(NINE)


def test_fuzz_random_games_utsuro():
    """Random games over every Utsuro pairing (four times each); invariants (CR 6-3 token conservation, zone caps,
    card counts, owners) after every decision and a clone checked every 40 decisions."""
    r = random.Random(1313)
    n = 4 * len(UTSURO_PAIRINGS)
    reasons: dict[str, int] = {}
    removed = 0
    for i in range(n):
        st = fuzz_game(13_000 + i, _decks(i, r), clone_every=40)
        reasons[st.outcome.reason] = reasons.get(st.outcome.reason, 0) + 1
        removed += sum(1 for u in range(len(st.cards)) if st.loc[u] == OUT)
    assert sum(reasons.values()) == n
    assert removed > 0  # вымирание / the end is nigh really remove cards


def test_end_is_nigh_happens_in_random_games():
    """MR 11-2 is reached in random play with Final Chapter Utsuro (желание ends up in ＜Special＞)."""
    a1 = [pr for pr in UTSURO_PAIRINGS if "utsuro-a1" in pr]
    r = random.Random(77)
    fired = 0
    for i in range(40):
        decks = (random_deck(a1[i % len(a1)], r), random_deck(r.choice(ALL_PAIRINGS), r))
        st = fuzz_game(7700 + i, decks, clone_every=0)
        fired += sum(1 for u, cd in enumerate(st.cards) if cd.id == EX1 and st.loc[u] == S.SPECIAL)
    assert fired > 0


def test_determinism_same_seed_same_game():
    r1, r2 = random.Random(5), random.Random(5)
    for i in range(6):
        d1, d2 = _decks(i, r1), _decks(i, r2)
        a = fuzz_game(500 + i, d1)
        b = fuzz_game(500 + i, d2)
        assert signature(a) == signature(b)
        assert a.decisions_made == b.decisions_made


@pytest.mark.parametrize("spec,games", [("heuristic", 8), ("heuristic:aggressive", 2), ("greedy", 4),
                                        ("lookahead", 1), ("mcts:worlds=1,top=2", 1)])
def test_players_with_utsuro(spec, games):
    """Heuristic and search players (tiny budgets) finish games with Utsuro decks, invariants checked."""
    r = random.Random(len(spec) * 31)
    for g in range(games):
        decks = _decks(g * 7 + len(spec), r)
        agents = (make_agent(spec, g), make_agent(spec if g % 2 else "random", g + 1))
        st = agents_game(900 + g, decks, agents)
        assert st.outcome.reason in ("life", "effect", "turn_cap", "both_life_zero")


def test_play_game_heuristic_mirror_final_chapter():
    r = random.Random(3)
    a = random_deck(("utsuro-a1", "chikage"), r)
    b = random_deck(("utsuro", "oboro"), r)
    res = play_game(a, b, seed=4, agents=(make_agent("heuristic", seed=1), make_agent("heuristic", seed=2)))
    assert res.reason in ("life", "turn_cap", "both_life_zero", "effect")


@pytest.mark.soak
def test_soak_utsuro():
    r = random.Random(131313)
    for i in range(2000):
        fuzz_game(131_000 + i, _decks(i, r), clone_every=25)
