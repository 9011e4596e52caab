"""Invariant fuzzing of Raira (both forms) paired with every form of megami 1-9, Raira mirrors included, and
games of the search and heuristic players with her decks (megami rules section 10: extra cards, gauges,
electrified cards and their rule effects, harness the storm)."""
from __future__ import annotations

import random

import pytest

from sakura_lab.ai.base import make_agent
from sakura_lab.deckgen import form_pairings, random_deck
from sakura_lab.engine import api as S
from sakura_lab.fuzz import agents_game, fuzz_game, signature
from sakura_lab.game import new_state

NINE = ("yurina", "saine", "himika", "tokoyo", "oboro", "yukihi", "shinra", "hagane", "chikage")
BASES = NINE + ("raira",)
ALL_PAIRINGS = form_pairings(BASES)
RAIRA_PAIRINGS = [pr for pr in ALL_PAIRINGS if any(f.split("-")[0] == "raira" for f in pr)]


def _gauge_total(st) -> int:
    return sum(int(st.marks.get((w, p), 0)) for w in ("wind", "thunder") for p in (0, 1))


def test_pairings_cover_every_form_with_every_megami():
    forms = {f for pr in RAIRA_PAIRINGS for f in pr}
    assert {"raira", "raira-a1"} <= forms
    partners = {f.split("-")[0] for pr in RAIRA_PAIRINGS for f in pr if not f.startswith("raira")}
    assert partners == set(NINE)
    # each Raira form with each form of the other nine (a pairing never holds two forms of one megami)
    assert len(RAIRA_PAIRINGS) == 2 * (len(forms) - 2)


def test_fuzz_every_raira_pairing():
    """Two random games per Raira pairing (one per seat) against a random pairing of megami 1-9 and Raira
    (Raira mirrors included); invariants (CR 6-3 token conservation, zone caps 7-1, card counts) after
    every decision, a clone played and the original checked unchanged every 50 decisions."""
    rng = random.Random(1212)
    reasons: dict[str, int] = {}
    used = 0
    mirrors = 0
    for i, mine in enumerate(RAIRA_PAIRINGS):
        for seat in (0, 1):
            other = rng.choice(ALL_PAIRINGS)
            mirrors += any(f.startswith("raira") for f in other)
            a, b = random_deck(mine, rng), random_deck(other, rng)
            st = fuzz_game(12_000 + 2 * i + seat, (a, b) if seat == 0 else (b, a), clone_every=50)
            reasons[st.outcome.reason] = reasons.get(st.outcome.reason, 0) + 1
            used += _gauge_total(st) > 0
    assert sum(reasons.values()) == 2 * len(RAIRA_PAIRINGS)
    assert used > len(RAIRA_PAIRINGS) // 2  # the gauges really move (MR 10-2-1, 10-4)
    assert mirrors > 0


@pytest.mark.parametrize("forms", [("raira", "raira"), ("raira", "raira-a1"), ("raira-a1", "raira-a1")])
def test_fuzz_raira_against_raira(forms):
    """Both players host Raira (each form against each): each side's gauges and electrified cards are its own."""
    rng = random.Random(len(forms[0]) + 10 * len(forms[1]))
    for g in range(4):
        a = random_deck((forms[0], rng.choice(NINE)), rng)
        b = random_deck((forms[1], rng.choice(NINE)), rng)
        st = fuzz_game(13_000 + g, (a, b), clone_every=40)
        assert st.outcome is not None
        for p in (0, 1):
            for u in st.marks.get(("electrified", p), ()):
                assert st.loc[u] in (S.IN_USE, S.PLAYED, S.ENHANCE, S.SPECIAL)


def test_same_seed_same_game():
    """Determinism: the same seed and the same answers give the same game."""
    rng = random.Random(5)
    decks = (random_deck(("raira-a1", "shinra"), rng), random_deck(("raira", "yukihi"), rng))
    s1 = fuzz_game(77, decks)
    s2 = fuzz_game(77, decks)
    assert signature(s1) == signature(s2) and s1.marks == s2.marks


def test_clone_keeps_gauges_and_electrified_apart():
    rng = random.Random(8)
    decks = (random_deck(("raira", "yurina"), rng), random_deck(("saine", "himika"), rng))
    st = new_state(8, decks)
    r = random.Random(8)
    for _ in range(400):
        if st.is_terminal:
            break
        if st.marks.get(("electrified", 0)) or st.marks.get(("wind", 0)):
            break
        st.apply(r.randrange(len(st.decision.options)))
    assert st.marks.get(("electrified", 0)) or st.marks.get(("wind", 0))
    before = dict(st.marks)
    c = st.clone()
    c.marks[("wind", 0)] = 19
    c.marks[("electrified", 0)] = (0,)
    assert st.marks == before


@pytest.mark.parametrize(("spec", "games"), [("greedy", 6), ("heuristic", 4), ("heuristic:aggressive", 2),
                                              ("lookahead:top=2,worlds=1", 1), ("mcts:worlds=1,top=2", 1)])
def test_players_with_raira(spec, games):
    """Every kind of player finishes games with Raira decks (gauge, electrification and storm decisions)."""
    rng = random.Random(len(spec) * 31 + games)
    for g in range(games):
        mine = RAIRA_PAIRINGS[(7 * g + len(spec)) % len(RAIRA_PAIRINGS)]
        decks = (random_deck(mine, rng), random_deck(rng.choice(ALL_PAIRINGS), rng))
        agents = (make_agent(spec, g), make_agent(spec if g % 2 else "random", g + 1))
        st = agents_game(900 + g, decks, agents)
        assert st.outcome.reason in ("life", "effect", "turn_cap", "both_life_zero")


@pytest.mark.soak
def test_soak_raira_2000_games():
    rng = random.Random(4242)
    for i in range(2000):
        mine = RAIRA_PAIRINGS[i % len(RAIRA_PAIRINGS)]
        a, b = random_deck(mine, rng), random_deck(rng.choice(ALL_PAIRINGS), rng)
        fuzz_game(50_000 + i, (a, b) if i % 2 == 0 else (b, a), clone_every=100)


@pytest.mark.parametrize("spec", ["greedy", "heuristic"])
def test_players_do_not_read_hidden_information_against_raira(spec):
    """CR 7-1 with Raira's opponent deciding: Raira adds no hidden information (gauges and electrified
    cards are public, MR 10-2-1, 10-3-1-1); altering everything hidden from the deciding player under the
    same view changes neither its answer nor its determinized game."""
    from test_agents import _assert_same_answers, _hidden_positions

    positions = _hidden_positions(6, seed=31 + len(spec), bases=BASES, opponent_hosts="raira")
    _assert_same_answers(spec, positions, random.Random(3))
