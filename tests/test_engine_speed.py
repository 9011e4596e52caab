"""The engine's hot-path shortcuts (issue 11) give the same answers as the general code they stand for."""
from __future__ import annotations

import random

from sakura_lab.deckgen import form_pairings, random_deck
from sakura_lab.engine import api as S
from sakura_lab.engine.abilities import _HOT_HOOKS, _implements, ability_cache, hooked
from sakura_lab.engine.attack import _attack_acc, _range_of, attack_values
from sakura_lab.engine.constants import BASIC_ACTIONS
from sakura_lab.engine.rng import limbs, next_state, state_of
from sakura_lab.engine.turn import basic_action_choices, basic_moves_something
from sakura_lab.fuzz import BASIC_FOUR
from sakura_lab.game import new_state


def test_rand_below_is_splitmix64():
    """``rand_below`` computes SplitMix64 on 32-bit halves (compiled code keeps them unboxed): the same outputs as
    ``rng.next_state`` on whole 64-bit ints, for every stream, carries and wrap-arounds included."""
    import random

    st = S.blank_state([], [], [], hosts=((), ()), season="")
    r = random.Random(5)
    seeds = [0, 1, 12345, (1 << 64) - 1, (1 << 32) - 1, 1 << 32, 0x9E3779B97F4A7C15,
             (1 << 64) - 0x9E3779B97F4A7C15] + [r.getrandbits(64) for _ in range(200)]
    for seed in seeds:
        st.rngs = limbs(seed, seed ^ 1, seed ^ 2)
        states = [seed, seed ^ 1, seed ^ 2]
        for n in (1, 2, 7, 30, 31, 1 << 31, (1 << 32) + 5, 1 << 40, 1 << 64, (1 << 64) + 3):
            stream = n % 3
            states[stream], out = next_state(states[stream])
            assert S.rand_below(st, stream, n) == out % n
            assert [state_of(st.rngs, k) for k in range(3)] == states


def _states(n: int = 40, bases=BASIC_FOUR + ("oboro", "yukihi", "shinra", "hagane", "chikage")):
    """Positions of random games over random decks (every decision point of ``n`` games)."""
    pairings = form_pairings(bases)
    rng = random.Random(5)
    for g in range(n):
        decks = (random_deck(rng.choice(pairings), rng), random_deck(rng.choice(pairings), rng))
        st = new_state(g, decks)
        while st.outcome is None:
            yield st
            st.apply(rng.randrange(len(st.decision.options)))


def test_shortcuts_agree_with_the_general_code():
    with_abilities = attacks = 0
    for st in _states():
        cache = ability_cache(st)
        for hook in _HOT_HOOKS:  # the kept lists are those hooked() computes
            assert getattr(cache, hook) == [(s, ab) for s, ab in cache.all if _implements(ab, hook)]
            assert getattr(cache, hook) == hooked(st, hook)
        with_abilities += bool(cache.all)
        for p in (0, 1):  # basic actions: the one-pass version and the per-action rule
            assert basic_action_choices(st, p) == [a for a in BASIC_ACTIONS if basic_moves_something(st, p, a)]
        for atk in list(st.attacks.values()):  # the Range-only check and the full values agree
            attacks += 1
            assert set(attack_values(st, atk).range) == _range_of(atk, _attack_acc(st, atk, True))
            assert S.in_range(st, atk) == (S.current_distance(st) in attack_values(st, atk).range)
    assert with_abilities > 100 and attacks > 20


def test_pyrandom_sample_and_shuffle_draw_like_the_standard_library():
    """engine.pyrandom copies random.Random.sample / shuffle (compiled, same getrandbits order): the same
    seed gives the same results, in both branches of ``sample`` (small pool; large pool with a set)."""
    import random

    from sakura_lab.engine.pyrandom import sample, shuffle

    a, b = random.Random(2026), random.Random(2026)
    for n, k in [(1, 1), (5, 0), (5, 5), (12, 3), (12, 12), (21, 21), (22, 4), (40, 6), (100, 3), (300, 7),
                 (30, 29), (8, 8)] * 20:
        pop = list(range(n))
        assert sample(a, pop, k) == b.sample(pop, k)
        x, y = list(range(n)), list(range(n))
        shuffle(a, x)
        b.shuffle(y)
        assert x == y
    assert a.getrandbits(64) == b.getrandbits(64)


def test_the_last_ability_cache_is_taken_again_only_when_nothing_in_force_changed():
    """``abilities.active_abilities`` takes the state's last cache again when the abilities in force are the same
    objects from the same sources (most invalidations only move a card between zones); its lists then equal those of
    a cache built from scratch, and a change of what is in force builds a new one."""
    reused = rebuilt = 0
    for st in _states(30):
        last = st.ablast
        st.abcache = None  # as after any card move
        cache = ability_cache(st)
        fresh_state = st.clone()
        fresh_state.abcache = fresh_state.ablast = None
        fresh = ability_cache(fresh_state)
        assert cache.all == fresh.all
        for hook in _HOT_HOOKS + ("main_options", "replace:draw", "playable_elsewhere"):
            assert hooked(st, hook) == hooked(fresh_state, hook)
        if cache is last:
            reused += 1
        else:
            rebuilt += 1
            assert last is None or [(s, id(ab)) for s, ab in last.all] != [(s, id(ab)) for s, ab in cache.all]
    assert reused > 1000 and rebuilt > 10
