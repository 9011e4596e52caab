"""Session 20's shortcuts (issue 11) give the same answers as the plain code they replaced: the Range without
intermediate sets, the evaluation's memoised gap feature, the fast rules' first-smallest / first-largest pick, the
cached opponent pools."""
from __future__ import annotations

import random

from sakura_lab.ai import megami_features as MF
from sakura_lab.ai.evaluation import _gap, _gap_at
from sakura_lab.ai.policy import first_max, first_min
from sakura_lab.deckgen import form_pairings, random_deck
from sakura_lab.engine.attack import _range_of, reshaped_range
from sakura_lab.engine.cardbase import AttackAcc
from sakura_lab.engine.registry import CONTENT
from sakura_lab.engine.state import Attack
from sakura_lab.engine.view import opponent_pool
from sakura_lab.fuzz import BASIC_FOUR
from sakura_lab.game import clear_caches, new_state


def _attack(rng: tuple[int, ...]) -> Attack:
    atk = Attack()
    atk.range = rng
    return atk


def test_the_range_without_intermediate_sets_is_the_range() -> None:
    rng = random.Random(20)
    fast = 0
    for _ in range(5000):
        lo = rng.randrange(0, 8)
        atk = _attack(tuple(range(lo, lo + rng.randrange(0, 4))))
        acc = AttackAcc()
        if rng.random() < 0.5:  # about half the attacks carry no modification at all
            if rng.random() < 0.3:
                acc.change = tuple(sorted(rng.sample(range(10), rng.randrange(1, 4))))
            if rng.random() < 0.3:
                acc.shift = rng.choice((-2, -1, 1, 2))
            if rng.random() < 0.3:
                acc.added = rng.sample(range(10), rng.randrange(1, 3))
            if rng.random() < 0.3:
                acc.removed = rng.sample(range(10), rng.randrange(1, 3))
            acc.near_expand = rng.choice((0, 0, 1, 2, -1))
            acc.far_expand = rng.choice((0, 0, 1, 2, -1))
            if rng.random() < 0.2:
                acc.near_reduce = [rng.randrange(1, 3)]
            if rng.random() < 0.2:
                acc.far_reduce = [rng.randrange(1, 3)]
            acc.ends_only = rng.random() < 0.2
        got = _range_of(atk, acc)
        assert isinstance(got, frozenset)
        base = acc.change if acc.change is not None else atk.range
        # the shortcut for a Range nothing reshapes is what the whole procedure gives (CR 5-7)
        assert got == reshaped_range(base, acc)
        assert acc.reshapes_range() or got == frozenset(base)
        fast += not acc.reshapes_range()
    assert fast > 1000


def test_the_memoised_gap_is_the_nearest_hitting_distance() -> None:
    pairings = form_pairings(BASIC_FOUR + ("oboro", "yukihi", "hagane"))
    rng = random.Random(7)
    checked = 0
    for g in range(30):
        st = new_state(g, (random_deck(rng.choice(pairings), rng), random_deck(rng.choice(pairings), rng)))
        c = MF.consts(st)
        for p in (0, 1):
            hits = c.gap_hits[p]
            for d in list(range(0, 20)) + [-1, 16, 3, 3]:  # past the memo's 16 distances, and asked twice
                expected = 0 if not hits or d in hits else min(abs(d - x) for x in hits)
                assert _gap(c, p, d) == expected == _gap_at(hits, d)
                checked += 1
    assert checked > 1000
    assert _gap_at(frozenset(), 5) == 0


def test_first_min_and_first_max_pick_the_first_of_a_tie() -> None:
    rng = random.Random(3)
    for _ in range(2000):
        vals = [float(rng.randrange(-3, 4)) for _ in range(rng.randrange(1, 7))]
        assert first_min(vals) == vals.index(min(vals))
        assert first_max(vals) == vals.index(max(vals))


def test_opponent_pools_are_cached_and_forgotten_with_the_card_caches() -> None:
    """The cached pools are the ones a fresh merge gives (after ``clear_caches``), each card once, the normals of every
    hosted form (CR 3-1)."""
    pairings = form_pairings(BASIC_FOUR)
    rng = random.Random(1)
    st = new_state(0, (random_deck(rng.choice(pairings), rng), random_deck(rng.choice(pairings), rng)))
    for q in (0, 1):
        normals, specials = opponent_pool(st, q)
        assert opponent_pool(st, q)[0] is normals  # the same lists again
        clear_caches()
        fresh_n, fresh_s = opponent_pool(st, q)
        assert fresh_n is not normals
        assert [cd.id for cd in fresh_n] == [cd.id for cd in normals]
        assert [cd.id for cd in fresh_s] == [cd.id for cd in specials]
        ids = [cd.id for cd in normals + specials]
        assert len(ids) == len(set(ids))
        assert {cd.id for cd in normals} == {cd.id for form in st.hosts[q] for cd in CONTENT.pool_defs(form, st.season)[0]}


def test_the_threat_table_is_per_game_and_shared_by_the_evaluation_and_the_dive() -> None:
    """GameConsts.threat holds, per player, the share of their normal pool hitting at each distance (the pool's
    attacks counted directly), read by the evaluation's threat feature and Hatsumi's dive."""
    pairings = form_pairings(BASIC_FOUR + ("hatsumi",))
    rng = random.Random(2)
    for g in range(6):
        st = new_state(g, (random_deck(rng.choice(pairings), rng), random_deck(rng.choice(pairings), rng)))
        c = MF.consts(st)
        for q in (0, 1):
            normals, _specials = opponent_pool(st, q)
            n = max(1, len(normals))
            expected = tuple(sum(1 for cd in normals if cd.ctype == "attack" and x in cd.range) / n for x in range(11))
            assert c.threat[q] == expected == MF.pool_hits(st, q)
            assert any(expected)
