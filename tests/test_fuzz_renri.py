"""Invariant fuzzing of Renri (both forms, Historian Renri's A1 cards included: CR v1.14.1 §20 Relics, Regression,
Falsehood Installation) paired with each of the 19 megami 1-19 and in mirrors, and Historian Renri paired with every
form of every other megami; determinism, clone independence, and games of the heuristic and search players (MR 20-4
Falsehood and refutation, MR 20-2-1 hidden face-down cards)."""
from __future__ import annotations

import random

import pytest

from sakura_lab.cards.catalogue import LATEST_SEASON, get_catalogue
from sakura_lab.cards.registry import SCRIPTS, load_all
from sakura_lab.deckgen import form_pairings, random_deck
from sakura_lab.decks import Deck
from sakura_lab.engine.constants import AUX8, AUX9, D_CHOOSE, D_MAIN
from sakura_lab.fuzz import agents_game, assert_same_game, fuzz_game

OTHERS = ("yurina", "saine", "himika", "tokoyo", "oboro", "yukihi", "shinra", "hagane", "chikage", "kururu",
          "thallya", "raira", "utsuro", "honoka", "korunu", "yatsuha", "hatsumi", "mizuki", "megumi")
EVERYTHING = form_pairings(OTHERS)
RENRI_FORMS = ("renri", "renri-a1")


def renri_deck(forms: tuple[str, str], rng: random.Random) -> Deck:
    """A random deck of ``forms`` using only cards with scripts (7 normals, 3 specials)."""
    load_all()
    cat = get_catalogue()
    normals: set[str] = set()
    specials: set[str] = set()
    for f in forms:
        for c in cat.cards(form=f, season=LATEST_SEASON):
            if c.extra or c.id not in SCRIPTS:
                continue
            (normals if c.kind == "normal" else specials).add(c.id)
    return Deck("fuzz", forms, tuple(rng.sample(sorted(normals), 7)), tuple(rng.sample(sorted(specials), 3)),
                LATEST_SEASON)


def _partner_forms() -> list[str]:
    return sorted({f for pr in EVERYTHING for f in pr})


def _games(n: int, seed: int):
    rng = random.Random(seed)
    partners = _partner_forms()
    for i in range(n):
        mine = (RENRI_FORMS[i % 2], partners[i % len(partners)])
        a = renri_deck(mine, rng)
        if i % 5 == 0:  # mirror
            b = renri_deck((RENRI_FORMS[(i // 5) % 2], rng.choice(partners)), rng)
        else:
            b = random_deck(rng.choice(EVERYTHING), rng)
        decks = (a, b) if i % 2 == 0 else (b, a)
        yield fuzz_game(seed + i, decks, clone_every=40)


def test_partners_cover_every_implemented_megami():
    assert {f.split("-")[0] for f in _partner_forms()} == set(OTHERS)


def test_fuzz_random_games_renri():
    """Every partner form at least once per Renri form (~2 x partners games): no crash, invariants after every
    decision (CR 6-3 tokens, zone caps, card counts), clone independence."""
    n = 2 * len(_partner_forms())
    reasons: dict[str, int] = {}
    for st in _games(n, seed=22_000):
        reasons[st.outcome.reason] = reasons.get(st.outcome.reason, 0) + 1
        if any(st.zones[p][AUX8] for p in (0, 1)):  # MR 20-4-2: only a game ended by a refuter's Burnout
            assert st.outcome.reason in ("life", "both_life_zero")
    assert sum(reasons.values()) == n


def test_renri_games_are_deterministic():
    for i in range(3):
        rng = random.Random(220 + i)
        decks = (renri_deck((RENRI_FORMS[i % 2], "yurina"), rng), random_deck(EVERYTHING[(7 * i) % len(EVERYTHING)],
                                                                               rng))
        assert_same_game(2200 + i, decks)


@pytest.mark.parametrize("spec,games", [("heuristic", 6), ("lookahead:top=2,worlds=1", 1),
                                        ("mcts:worlds=1,top=2", 1)])
def test_players_finish_renri_games_and_use_falsehood(spec, games):
    """The heuristic and (tiny-budget) search players finish games with Renri decks; the Falsehood option is
    offered (MR 20-4) and the refute decision is asked of the opponent (MR 20-4-1)."""
    from sakura_lab.ai.base import make_agent

    rng = random.Random(2300 + games + len(spec))
    seen = {"offered": 0, "refute_asked": 0}

    def step(st):
        d = st.decision
        if d is None:
            return
        if d.kind == D_MAIN and any(isinstance(o, tuple) and o[:2] == ("rule", "falsehood") for o in d.options):
            seen["offered"] += 1
        if d.kind == D_CHOOSE and isinstance(d.context, tuple) and d.context[0] == "renri_refute":
            seen["refute_asked"] += 1

    for g in range(games):
        decks = (renri_deck(("renri", ("yurina", "saine", "oboro", "himika")[g % 4]), rng),
                 random_deck(rng.choice(EVERYTHING), rng))
        agents = (make_agent(spec, g), make_agent("heuristic" if g % 2 else "random", g + 1))
        st = agents_game(2300 + g, decks, agents, each_step=step)
        assert st.outcome.reason in ("life", "effect", "turn_cap", "both_life_zero")
    assert seen["offered"] > 0
    if spec == "heuristic":
        assert seen["refute_asked"] > 0


def test_fuzz_every_historian_renri_pairing():
    """One random game for Historian Renri with every form of every other implemented megami (random legal decks,
    the opponent random too): no crash, invariants after every decision, clones independent; the relic cards stay
    three (CR v1.14.1 §20-1) and every Historian mechanic happens somewhere."""
    from sakura_lab.sim.specs import implemented_megami

    rng = random.Random(22_100)
    others = form_pairings([m for m in implemented_megami() if m != "renri"])
    forms = sorted({f for pr in others for f in pr})
    seen: dict[str, int] = {}
    for i, form in enumerate(forms):
        a = random_deck(("renri-a1", form), rng)
        b = random_deck(rng.choice(others), rng)
        st = fuzz_game(22_100 + i, (a, b) if i % 2 else (b, a), clone_every=40, card_stats=True)
        p = 0 if i % 2 else 1
        relics = [u for u in range(len(st.cards)) if st.owner[u] == p and st.cards[u].id.startswith("22-renri-a1-n-5-ex")]
        assert len(relics) == 3
        assert all(st.loc[u] != AUX9 or st.cards[u].is_normal for u in st.zones[p][AUX9])
        for k, v in (st.mstats or {}).items():
            seen[k] = seen.get(k, 0) + v[p]
    assert len(forms) >= 40
    for k in ("renri_fog", "renri_install", "renri_gift", "renri_resolution_replay"):
        assert seen.get(k, 0) > 0, (k, seen)


@pytest.mark.soak
def test_soak_renri_2000_games():
    for _ in _games(2000, seed=220_000):
        pass
