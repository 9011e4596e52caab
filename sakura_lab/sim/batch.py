"""Run many mirrored pairs in parallel with joblib, reproducibly.

Seeds come from ``numpy.random.SeedSequence(root).spawn(n)``: pair *i* always gets the same seed,
so the results are identical for any number of workers.
"""
from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import numpy as np
from joblib import Parallel, delayed

from sakura_lab.engine.constants import MAX_TURNS
from sakura_lab.sim.match import Side, play_pair


def pair_seeds(root: int, n: int) -> list[int]:
    """One 63-bit seed per pair from a SeedSequence (stable across workers and versions of numpy)."""
    return [int(s.generate_state(1, dtype=np.uint64)[0] >> np.uint64(1)) for s in np.random.SeedSequence(root).spawn(n)]


def _run_chunk(jobs: Sequence[tuple[int, Side, Side, int]], max_turns: int) -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = []
    for pair_id, a, b, seed in jobs:
        games, _cards = play_pair(a, b, seed, max_turns)
        for rec in games:
            rec["pair"] = pair_id
            out.append(rec)
    return out


def run_pairs(matchups: Sequence[tuple[Side, Side]], n_pairs: int, *, root_seed: int = 0, n_jobs: int = 1,
              chunk: int = 8, max_turns: int = MAX_TURNS,
              progress: Callable[[int], None] | None = None) -> list[dict[str, Any]]:
    """Play ``n_pairs`` mirrored pairs cycling over ``matchups``; returns one record per game."""
    seeds = pair_seeds(root_seed, n_pairs)
    jobs = [(i, *matchups[i % len(matchups)], seeds[i]) for i in range(n_pairs)]
    chunks = [jobs[i:i + chunk] for i in range(0, len(jobs), chunk)]
    if n_jobs == 1:
        results = []
        for c in chunks:
            results.append(_run_chunk(c, max_turns))
            if progress:
                progress(len(c))
    else:
        results = Parallel(n_jobs=n_jobs)(delayed(_run_chunk)(c, max_turns) for c in chunks)
    return [r for chunk_res in results for r in chunk_res]
