"""Fuzz over every form pairing of every implemented megami (issues 13 and 14, acceptance 3): random games
with invariants after every decision, and every player type on pairings that include megami 10-14 and 15-19.

The 50,000-game soak of the same kind is ``python3 scripts/soak.py --games 50000 --megami all``."""
from __future__ import annotations

import random
import zlib

import pytest

from sakura_lab.ai.base import make_agent
from sakura_lab.cards.catalogue import get_catalogue
from sakura_lab.deckgen import form_pairings, random_deck
from sakura_lab.engine import api as S
from sakura_lab.fuzz import run_fuzz
from sakura_lab.game import new_state
from sakura_lab.sim.specs import implemented_megami

NEW = ("kururu", "thallya", "raira", "utsuro", "honoka")  # megami 10-14 (issue 13)
NEWER = ("korunu", "yatsuha", "hatsumi", "mizuki", "megumi")  # megami 15-19 (issue 14)
NEWEST = ("kanawe", "kamuwi", "renri", "akina", "shisui")  # megami 20-24 (issue 15; Renri with her Historian form)
LAST = ("misora", "innealra")  # megami 25-26 (issue 16)
GROUPS = {"10-14": NEW, "15-19": NEWER, "20-24": NEWEST, "25-26": LAST}


def _all() -> tuple[str, ...]:
    return tuple(implemented_megami())


def test_megami_10_to_26_are_implemented_with_every_form():
    bases = _all()
    assert set(NEW + NEWER + NEWEST + LAST) <= set(bases)
    assert "renri-a1" in {f for p in form_pairings(bases) for f in p}  # Historian Renri plays (CR v1.14.1 §20)
    cat = get_catalogue()
    pairings = form_pairings(bases)
    forms = {f for p in pairings for f in p}
    for m in NEW + NEWER + NEWEST + LAST:  # every form of the season is in some pairing
        assert {f.code for f in cat.forms_of(m, "na-s10-2")} <= forms


def test_fuzz_random_games_over_all_implemented_megami():
    """1,200 random games cycling over the matchups of all form pairings of every implemented megami."""
    rep = run_fuzz(1200, seed=1313, bases=_all(), clone_every=80)
    print("\n" + rep.summary())
    assert rep.failures == [], rep.failures[:5]
    assert rep.games == 1200


@pytest.mark.parametrize("group", ["10-14", "15-19", "20-24", "25-26"])
@pytest.mark.parametrize("spec,games", [("greedy", 30), ("heuristic", 16), ("heuristic:aggressive", 6),
                                        ("heuristic:defensive", 6), ("lookahead", 3), ("mcts:worlds=1,top=2", 3)])
def test_each_player_over_pairings_with_new_megami(spec, games, group):
    pairings = form_pairings(_all(), including=GROUPS[group])
    # the 10-14 group keeps its seeds of issue 13; the later groups get their own
    rng = random.Random(zlib.crc32(("all:" + spec + ("" if group == "10-14" else ":" + group)).encode()) % 10_000)
    for g in range(games):
        decks = (random_deck(rng.choice(pairings), rng), random_deck(rng.choice(pairings), rng))
        st = new_state(900 + g, decks)
        agents = (make_agent(spec, g), make_agent(spec if g % 2 else "random", g + 1))
        tokens = S.total_tokens(st)
        n = len(st.cards)
        while not st.is_terminal:
            d = st.decision
            st.apply(agents[d.player].decide(st.view(d.player), d))
            S.check_invariants(st, tokens, n)
        assert st.outcome.reason in ("life", "effect", "turn_cap", "both_life_zero")
