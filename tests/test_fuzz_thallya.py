"""Invariant fuzzing of Thallya (both forms) paired with every form of megami 1-9, Thallya against Thallya,
and games of the heuristic / search players with her decks (megami rules section 9: Artificial Sakura tokens,
Machine, Burned, Distance +1/-1, Combust, Maneuver, TransForm).

The invariants checked after every decision include the one the Thallya module registers
(``engine.invariants.register_invariant``): 5 Artificial tokens per host (Machine + Burned + Distance +1 +
Distance -1), sakura tokens plus +1 tokens in Distance at most 10, and no more -1 tokens than sakura tokens in
Distance (MR 9-1, 9-2, 9-6)."""
from __future__ import annotations

import random

import pytest

from sakura_lab.ai.base import make_agent
from sakura_lab.cards import thallya as TH
from sakura_lab.deckgen import form_pairings, random_deck
from sakura_lab.fuzz import agents_game, fuzz_game
from sakura_lab.game import new_state

NINE = ("yurina", "saine", "himika", "tokoyo", "oboro", "yukihi", "shinra", "hagane", "chikage")
BASES = NINE + ("thallya",)
ALL_PAIRINGS = form_pairings(BASES)
THALLYA_PAIRINGS = [pr for pr in ALL_PAIRINGS if any(f.startswith("thallya") for f in pr)]


def _decks(i: int, r: random.Random):
    """Game ``i``: a Thallya pairing (cycling) against a pairing of megami 1-9 and Thallya; every fifth game
    Thallya against Thallya (both sides host her, each with its own Artificial tokens)."""
    mine = THALLYA_PAIRINGS[i % len(THALLYA_PAIRINGS)]
    other = r.choice(THALLYA_PAIRINGS) if i % 5 == 4 else r.choice(ALL_PAIRINGS)
    a, b = random_deck(mine, r), random_deck(other, r)
    return (a, b) if i % 2 == 0 else (b, a)


def test_pairings_cover_every_form_with_each_of_megami_1_to_9():
    forms = {f for pr in THALLYA_PAIRINGS for f in pr}
    assert {"thallya", "thallya-a1"} <= forms
    partners = {f.split("-")[0] for pr in THALLYA_PAIRINGS for f in pr if not f.startswith("thallya")}
    assert partners == set(NINE)
    assert not any(all(f.startswith("thallya") for f in pr) for pr in THALLYA_PAIRINGS)  # CR 2-1


def test_fuzz_random_games_thallya():
    """Random games; invariants after every decision; a clone is played and the original checked unchanged
    every 40 decisions; the mechanics really happen (Maneuver tokens, TransForms)."""
    r = random.Random(4100)
    reasons: dict[str, int] = {}
    transformed = maneuvered = mirrors = 0
    games = 6 * len(THALLYA_PAIRINGS)
    for i in range(games):
        decks = _decks(i, r)
        mirrors += all(any(f.startswith("thallya") for f in d.megami) for d in decks)
        st = fuzz_game(4100 + i, decks, clone_every=40)
        reasons[st.outcome.reason] = reasons.get(st.outcome.reason, 0) + 1
        for p in (0, 1):
            transformed += TH.transform_count(st, p)
            m, b, plus, minus = TH.art(st, p)
            maneuvered += plus + minus + b
    assert sum(reasons.values()) == games
    assert transformed > 0 and maneuvered > 0 and mirrors > 0


def test_determinism_same_seed_same_game():
    r1, r2 = random.Random(7), random.Random(7)
    for i in range(4):
        d1, d2 = _decks(i, r1), _decks(i, r2)
        a = fuzz_game(900 + i, d1)
        b = fuzz_game(900 + i, d2)
        assert (a.outcome.winner, a.outcome.reason, a.turn, a.decisions_made, tuple(a.tok), a.marks.get(("thallya_art", 0)),
                a.marks.get(("thallya_art", 1))) == (
            b.outcome.winner, b.outcome.reason, b.turn, b.decisions_made, tuple(b.tok),
            b.marks.get(("thallya_art", 0)), b.marks.get(("thallya_art", 1)))


def test_clone_independence_of_artificial_tokens():
    """Playing on a clone never changes the original's Artificial tokens, Machine or TransForm count (the
    fuzz signature does not cover ``st.marks``, where they live)."""
    r = random.Random(11)
    seen = 0
    for i in range(6):
        st = new_state(1100 + i, _decks(i, r))
        rr = random.Random(i)
        k = 0
        while not st.is_terminal:
            if k % 15 == 0:
                before = ({key: v for key, v in st.marks.items() if isinstance(key, tuple) and str(key[0]).startswith(
                    "thallya")}, [list(st.zones[p][TH.MACHINE]) for p in (0, 1)])
                c = st.clone()
                for _ in range(30):
                    if c.is_terminal:
                        break
                    c.apply(rr.randrange(len(c.decision.options)))
                after = ({key: v for key, v in st.marks.items() if isinstance(key, tuple) and str(key[0]).startswith(
                    "thallya")}, [list(st.zones[p][TH.MACHINE]) for p in (0, 1)])
                assert before == after
                seen += bool(before[0])
            st.apply(rr.randrange(len(st.decision.options)))
            k += 1
    assert seen > 0


@pytest.mark.parametrize("spec,games", [("heuristic", 6), ("greedy", 4), ("lookahead", 1),
                                        ("mcts:worlds=1,top=2", 1)])
def test_players_finish_thallya_games(spec, games):
    """Every player type finishes games with Thallya decks; invariants after every decision."""
    r = random.Random(300 + games)
    for g in range(games):
        decks = _decks(g, r)
        agents = (make_agent(spec, g), make_agent(spec if g % 2 else "random", g + 1))
        st = agents_game(60 + g, decks, agents, max_turns=30 if spec.startswith(("lookahead", "mcts")) else 80)
        assert st.outcome.reason in ("life", "effect", "turn_cap", "both_life_zero")


@pytest.mark.soak
def test_soak_thallya():
    r = random.Random(5100)
    for i in range(30 * len(THALLYA_PAIRINGS)):
        fuzz_game(5100 + i, _decks(i, r), clone_every=25)
