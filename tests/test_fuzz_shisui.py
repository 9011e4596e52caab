"""Invariant fuzzing of Shisui (megami rules section 22: Laceration tokens, lacerated damage and costs, the
start-phase conversion, bleeding out) paired with every form of the 19 other implemented megami, Shisui against
Shisui (mirror: each host converts her own tokens), determinism and clone independence, and games of the
heuristic, greedy and (tiny-budget) search players with her decks. The module's invariant (laceration counts are
positive ints on Aura / Life / Flare, in a game with Shisui) runs with every check."""
from __future__ import annotations

import random

import pytest

from sakura_lab.cards import shisui as SH
from sakura_lab.deckgen import form_pairings, random_deck
from sakura_lab.engine.errors import RulesError
from sakura_lab.fuzz import agents_game, assert_same_game, fuzz_game
from sakura_lab.game import new_state

OTHERS = ("yurina", "saine", "himika", "tokoyo", "oboro", "yukihi", "shinra", "hagane", "chikage", "kururu",
          "thallya", "raira", "utsuro", "honoka", "korunu", "yatsuha", "hatsumi", "mizuki", "megumi")
EVERYTHING = form_pairings(OTHERS + ("shisui",))
SHISUI_PAIRINGS = [pr for pr in EVERYTHING if any(f.split("-")[0] == "shisui" for f in pr)]


def _lac_marks(st) -> dict:
    return {k: v for k, v in st.marks.items() if isinstance(k, tuple) and k[0] == "shisui_lac"}


def _decks(i: int, rng: random.Random):
    """Game ``i``: a Shisui pairing (cycling) against a random pairing; every fourth opponent is a Shisui pairing."""
    mine = SHISUI_PAIRINGS[i % len(SHISUI_PAIRINGS)]
    other = rng.choice(SHISUI_PAIRINGS if i % 4 == 3 else EVERYTHING)
    decks = (random_deck(mine, rng), random_deck(other, rng))
    return (decks[1], decks[0]) if i % 2 else decks


def test_pairings_cover_every_partner_megami():
    partners = {f.split("-")[0] for pr in SHISUI_PAIRINGS for f in pr} - {"shisui"}
    assert partners == set(OTHERS)


def test_fuzz_random_games_shisui():
    """Every Shisui pairing six times (and mirrors): no crash, token conservation (CR 6-3), zone caps, card counts and
    the laceration invariant after every decision, a clone every 40 decisions; laceration really happens and is
    converted (MR 22-6, 22-7; read from the mechanic counters, which count on both the compiled and plain paths)."""
    rng = random.Random(24_000)
    n = 6 * len(SHISUI_PAIRINGS)
    reasons: dict[str, int] = {}
    mirrors = 0
    seen = {"laceration": 0, "laceration_damage": 0}
    for i in range(n):
        decks = _decks(i, rng)
        mirrors += all(any(f.startswith("shisui") for f in d.megami) for d in decks)
        st = fuzz_game(24_000 + i, decks, clone_every=40, card_stats=True)
        reasons[st.outcome.reason] = reasons.get(st.outcome.reason, 0) + 1
        for name in seen:
            seen[name] += sum(st.mstats.get(name, (0, 0)))
    assert sum(reasons.values()) == n
    assert mirrors > 0 and seen["laceration"] > 0 and seen["laceration_damage"] > 0


def test_shisui_games_are_deterministic():
    """Same seed and same answers give the same game (DESIGN.md §3), laceration tokens included."""
    rng = random.Random(2401)
    for i in range(4):
        decks = _decks(5 * i + 1, rng)
        a, b = assert_same_game(2400 + i, decks)
        assert _lac_marks(a) == _lac_marks(b)


def test_clone_independence_of_laceration_tokens():
    """Playing on a clone never changes the original's Laceration tokens (they live in ``st.marks``)."""
    rng = random.Random(2402)
    checked = 0
    for i in range(6):
        st = new_state(2410 + i, _decks(i, rng))
        r = random.Random(i)
        k = 0
        while st.outcome is None and k < 600:
            if k % 25 == 0 and _lac_marks(st):
                before = (_lac_marks(st), tuple(st.tok))
                cl = st.clone()
                for _ in range(30):
                    if cl.outcome is not None:
                        break
                    cl.apply(r.randrange(len(cl.decision.options)))
                assert (_lac_marks(st), tuple(st.tok)) == before
                checked += 1
            st.apply(r.randrange(len(st.decision.options)))
            k += 1
    assert checked > 0


@pytest.mark.parametrize("spec,games", [("heuristic", 6), ("greedy", 3), ("lookahead:top=2,worlds=1", 1),
                                        ("mcts:worlds=1,top=2", 1)])
def test_players_finish_shisui_games(spec, games):
    """The heuristic, greedy and (tiny-budget) search players finish games with Shisui decks; invariants after
    every decision."""
    from sakura_lab.ai.base import make_agent

    rng = random.Random(2400 + games + len(spec))
    seen: list[int] = []
    for g in range(games):
        decks = (random_deck(SHISUI_PAIRINGS[(5 * g + len(spec)) % len(SHISUI_PAIRINGS)], rng),
                 random_deck(rng.choice(EVERYTHING), rng))
        agents = (make_agent(spec, g), make_agent("heuristic" if g % 2 else "random", g + 1))
        st = agents_game(2500 + g, decks, agents, each_step=lambda w: seen.append(len(_lac_marks(w))))
        assert st.outcome.reason in ("life", "effect", "turn_cap", "both_life_zero")
    if spec == "heuristic":
        assert sum(seen) > 0


def test_laceration_invariant_catches_a_bad_mark():
    st = new_state(1, _decks(0, random.Random(3)))
    st.marks[("shisui_lac", 0, 1, 0)] = 0
    with pytest.raises(RulesError):
        SH.check_laceration(st)


@pytest.mark.soak
def test_soak_shisui_2000_games():
    rng = random.Random(240_000)
    for i in range(2000):
        fuzz_game(240_000 + i, _decks(i, rng), clone_every=60)
