"""Invariant fuzzing of Korunu (megami rules section 13: Freeze tokens, the Aura cap shared with them, the
frozen player's Focus) paired with every form of the 14 implemented megami, Korunu against Korunu, and games of
the heuristic / search players with her decks.

The invariants checked after every decision include the one the Korunu module registers
(``engine.invariants.register_invariant``): sakura + Freeze tokens in an Aura never exceed its cap (MR 13-3)."""
from __future__ import annotations

import random

import pytest

from sakura_lab.ai.base import make_agent
from sakura_lab.cards import korunu as K
from sakura_lab.deckgen import form_pairings, random_deck
from sakura_lab.fuzz import agents_game, fuzz_game
from sakura_lab.game import new_state

FOURTEEN = ("yurina", "saine", "himika", "tokoyo", "oboro", "yukihi", "shinra", "hagane", "chikage", "kururu",
            "thallya", "raira", "utsuro", "honoka")
BASES = FOURTEEN + ("korunu",)
ALL_PAIRINGS = form_pairings(BASES)
KORUNU_PAIRINGS = [pr for pr in ALL_PAIRINGS if any(f.startswith("korunu") for f in pr)]


def _decks(i: int, r: random.Random):
    """Game ``i``: a Korunu pairing (cycling) against any pairing; every fifth game Korunu against Korunu."""
    mine = KORUNU_PAIRINGS[i % len(KORUNU_PAIRINGS)]
    other = r.choice(KORUNU_PAIRINGS) if i % 5 == 4 else r.choice(ALL_PAIRINGS)
    a, b = random_deck(mine, r), random_deck(other, r)
    return (a, b) if i % 2 == 0 else (b, a)


def _freeze_marks(st):
    return {k: v for k, v in st.marks.items() if isinstance(k, tuple) and str(k[0]).startswith("korunu")}


def test_pairings_cover_every_form_with_each_of_the_14():
    forms = {f for pr in KORUNU_PAIRINGS for f in pr}
    assert "korunu" in forms
    partners = {f.split("-")[0] for pr in KORUNU_PAIRINGS for f in pr if not f.startswith("korunu")}
    assert partners == set(FOURTEEN)


def test_fuzz_random_games_korunu():
    """Random games (every Korunu pairing once, mirrors every fifth game); invariants after every decision; a
    clone is played and the original checked unchanged every 40 decisions; Freeze tokens really happen."""
    r = random.Random(1500)
    reasons: dict[str, int] = {}
    froze = mirrors = 0
    games = 4 * len(KORUNU_PAIRINGS)
    for i in range(games):
        decks = _decks(i, r)
        mirrors += all(any(f.startswith("korunu") for f in d.megami) for d in decks)
        st = fuzz_game(1500 + i, decks, clone_every=40)
        reasons[st.outcome.reason] = reasons.get(st.outcome.reason, 0) + 1
        froze += K.frozen(st, 0) + K.frozen(st, 1)
    assert sum(reasons.values()) == games
    assert froze > 0 and mirrors > 0


def test_determinism_same_seed_same_game():
    r1, r2 = random.Random(7), random.Random(7)
    for i in range(4):
        d1, d2 = _decks(i, r1), _decks(i, r2)
        a = fuzz_game(900 + i, d1)
        b = fuzz_game(900 + i, d2)
        assert (a.outcome.winner, a.outcome.reason, a.turn, a.decisions_made, tuple(a.tok), K.frozen(a, 0),
                K.frozen(a, 1)) == (b.outcome.winner, b.outcome.reason, b.turn, b.decisions_made, tuple(b.tok),
                                    K.frozen(b, 0), K.frozen(b, 1))


def test_clone_independence_of_freeze_tokens():
    """Playing on a clone never changes the original's Freeze tokens (they live in ``st.marks``)."""
    r = random.Random(11)
    seen = 0
    for i in range(8):
        st = new_state(1100 + i, _decks(i, r))
        rr = random.Random(i)
        k = 0
        while not st.is_terminal:
            if k % 10 == 0:
                before = _freeze_marks(st)
                c = st.clone()
                for _ in range(30):
                    if c.is_terminal:
                        break
                    c.apply(rr.randrange(len(c.decision.options)))
                assert _freeze_marks(st) == before
                seen += any(str(key[0]) == "korunu_freeze" for key in before)
            st.apply(rr.randrange(len(st.decision.options)))
            k += 1
    assert seen > 0


@pytest.mark.parametrize("spec,games", [("heuristic", 4), ("greedy", 3), ("lookahead", 1),
                                        ("mcts:worlds=1,top=2", 1)])
def test_players_finish_korunu_games(spec, games):
    """Every player type finishes games with Korunu decks; invariants after every decision."""
    r = random.Random(300 + games)
    for g in range(games):
        decks = _decks(g, r)
        agents = (make_agent(spec, g), make_agent(spec if g % 2 else "random", g + 1))
        st = agents_game(60 + g, decks, agents, max_turns=30 if spec.startswith(("lookahead", "mcts")) else 80)
        assert st.outcome.reason in ("life", "effect", "turn_cap", "both_life_zero")


@pytest.mark.soak
def test_soak_korunu():
    r = random.Random(5150)
    for i in range(30 * len(KORUNU_PAIRINGS)):
        fuzz_game(5150 + i, _decks(i, r), clone_every=25)
