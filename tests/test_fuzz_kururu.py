"""Invariant fuzzing of Kururu (all three forms) paired with every form of megami 1-9 and with herself, plus
games of the heuristic and search players with her decks (megami rules section 8: extra cards, Mechanism,
discovery of the century, attack gear frames)."""
from __future__ import annotations

import random

import pytest

from sakura_lab.deckgen import form_pairings, random_deck
from sakura_lab.engine.constants import EXTRA, SEAL
from sakura_lab.engine.telemetry import counts
from sakura_lab.fuzz import fuzz_game, signature
from sakura_lab.game import new_state, play_game

NINE = ("yurina", "saine", "himika", "tokoyo", "oboro", "yukihi", "shinra", "hagane", "chikage")
BASES = NINE + ("kururu",)
ALL_PAIRINGS = form_pairings(BASES)
KURURU_PAIRINGS = [pr for pr in ALL_PAIRINGS if any(f.startswith("kururu") for f in pr)]
SELF_PAIRINGS = form_pairings(("kururu",), mirrors=False)


def test_pairings_cover_every_form_and_partner():
    forms = {f for pr in KURURU_PAIRINGS for f in pr}
    assert {"kururu", "kururu-a1", "kururu-a2"} <= forms
    for m in NINE:  # every form of Kururu meets every one of megami 1-9
        for k in ("kururu", "kururu-a1", "kururu-a2"):
            assert any(k in pr and any(f.split("-")[0] == m for f in pr) for pr in KURURU_PAIRINGS), (k, m)


def _kururu_decks(i: int, r: random.Random):
    mine = KURURU_PAIRINGS[i % len(KURURU_PAIRINGS)]
    a = random_deck(mine, r)
    # every third game against a Kururu pairing too (both sides host her; each has her own extra cards)
    other = KURURU_PAIRINGS[(i * 7 + 3) % len(KURURU_PAIRINGS)] if i % 3 == 0 else r.choice(ALL_PAIRINGS)
    b = random_deck(other, r)
    return (a, b) if i % 2 == 0 else (b, a)


def _fuzz(n: int, seed: int, clone_every: int = 50):
    r = random.Random(seed)
    for i in range(n):
        yield fuzz_game(seed + i, _kururu_decks(i, r), clone_every=clone_every)


def test_fuzz_300_games_kururu():
    """300 random games over every Kururu pairing (each of her forms with each form of megami 1-9):
    invariants (CR 6-3 token conservation incl. Out of Game tokens, zone caps, card counts, owners) after
    every decision; a clone is played and the original checked unchanged every 50 decisions."""
    reasons: dict[str, int] = {}
    left_extra = sealed = 0
    for st in _fuzz(300, seed=10_000):
        reasons[st.outcome.reason] = reasons.get(st.outcome.reason, 0) + 1
        sealed += sum(len(st.zones[p][SEAL]) for p in (0, 1))
        left_extra += sum(1 for u, cd in enumerate(st.cards) if cd.id.startswith("10-kururu") and st.loc[u] != EXTRA
                          and cd.script.extra_copies == 3)
    assert sum(reasons.values()) == 300
    assert left_extra > 0 and sealed > 0  # Dupligears leave Extra, Industria seals (MR 8-1)


def test_fuzz_kururu_against_kururu():
    """Kururu's forms cannot be paired with each other (same megami number, CR 2-1), so her "self
    pairings" are matches in which both sides host a form of her (each with her own extra cards)."""
    assert SELF_PAIRINGS == []
    r = random.Random(7)
    for i in range(24):
        decks = (random_deck(KURURU_PAIRINGS[i % len(KURURU_PAIRINGS)], r),
                 random_deck(KURURU_PAIRINGS[(i * 11 + 5) % len(KURURU_PAIRINGS)], r))
        st = fuzz_game(20_000 + i, decks, clone_every=40)
        assert st.outcome is not None


def test_mechanics_are_counted():
    """Mechanic counters (engine.telemetry) see the Mechanism in random games."""
    total: dict[str, int] = {}
    r = random.Random(3)
    for i in range(60):
        decks = _kururu_decks(i, r)
        st = new_state(30_000 + i, decks, card_stats=True)
        rr = random.Random(i)
        while st.outcome is None:
            assert st.decision is not None
            st.apply(rr.randrange(len(st.decision.options)))
        for k, v in counts(st).items():
            total[k] = total.get(k, 0) + v[0] + v[1]
    assert total.get("mechanism_completed", 0) > 0 and total.get("extra_card", 0) > 0


def test_determinism():
    """Same seed and same answers: the same game (signature of the final state)."""
    r1, r2 = random.Random(5), random.Random(5)
    a = fuzz_game(41, _kururu_decks(1, r1), clone_every=0)
    b = fuzz_game(41, _kururu_decks(1, r2), clone_every=0)
    assert signature(a) == signature(b)


def test_determinize_kururu_games_for_both_players():
    """Hidden information (CR 7-1) in games with Kururu: determinizing for either player at any point gives
    a consistent state that can be played on (Dupligears in the deck, sealed cards, tokens on Specials)."""
    from sakura_lab.engine import api as S
    from sakura_lab.engine.view import determinize

    checked = 0
    for i in range(12):
        r = random.Random(600 + i)
        st = new_state(600 + i, _kururu_decks(i, r))
        rr = random.Random(i)
        k = 0
        while st.outcome is None:
            assert st.decision is not None
            if k % 11 == 0:
                for p in (0, 1):
                    c = determinize(st.view(p), random.Random(k))
                    S.check_invariants(c, None, len(c.cards))
                    for _ in range(5):
                        if c.outcome is not None:
                            break
                        assert c.decision is not None
                        c.apply(rr.randrange(len(c.decision.options)))
                    checked += 1
            st.apply(rr.randrange(len(st.decision.options)))
            k += 1
    assert checked > 50


@pytest.mark.parametrize("i", range(6))
def test_heuristic_plays_kururu(i):
    """The heuristic player finishes games with Kururu decks (Mechanism decisions included)."""
    from sakura_lab.ai.base import make_agent

    r = random.Random(900 + i)
    a, b = _kururu_decks(i, r)
    res = play_game(a, b, seed=i, agents=(make_agent("heuristic", seed=i), make_agent("heuristic", seed=i + 1)))
    assert res.reason in ("life", "turn_cap", "both_life_zero", "effect")


@pytest.mark.parametrize("kind", ["lookahead", "mcts"])
def test_search_players_with_kururu(kind):
    """A search player (tiny budget) against the heuristic with Kururu decks: no crash, a result."""
    from sakura_lab.ai.base import make_agent

    r = random.Random(77)
    a, b = _kururu_decks(0, r)
    agent = make_agent(f"{kind}:worlds=2,top=2", seed=1)
    res = play_game(a, b, seed=5, agents=(agent, make_agent("heuristic", seed=2)))
    assert res.reason in ("life", "turn_cap", "both_life_zero", "effect")


@pytest.mark.soak
def test_soak_kururu():
    """A bigger soak (run with ``-m soak``)."""
    n = 0
    for st in _fuzz(3000, seed=50_000, clone_every=100):
        n += st.outcome is not None
    assert n == 3000
