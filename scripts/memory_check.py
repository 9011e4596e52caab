"""Measure the runner's peak memory: play N games with the fast "random" player into a temp folder.

    python3 scripts/memory_check.py --games 100000 [--jobs 2] [--task-size 25] [--keep DIR]

Prints games, seconds, games/s and the peak resident set size (``resource.getrusage`` ``ru_maxrss``)
of this process and of its largest finished child (the joblib workers are shut down at the end so
they count).  Peak memory should not grow with ``--games``: the runner holds one task per worker.
"""
from __future__ import annotations

import argparse
import resource
import shutil
import sys
import tempfile
import time


def peak_mb(who: int) -> float:
    kb = resource.getrusage(who).ru_maxrss
    return kb / (1024 * 1024) if sys.platform == "darwin" else kb / 1024  # bytes on macOS, KiB on Linux


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=10_000, help="games to play (2 per mirrored pair)")
    ap.add_argument("--jobs", type=int, default=2, help="worker processes")
    ap.add_argument("--task-size", type=int, default=25, help="pairs per task")
    ap.add_argument("--agents", default="random", help="player spec (default random: fast)")
    ap.add_argument("--keep", metavar="DIR", help="write here and keep the folder (default: temp, deleted)")
    ap.add_argument("--quiet", action="store_true", help="no progress bar")
    args = ap.parse_args()
    if args.games < 2:
        ap.error("--games must be 2 or more")

    from sakura_lab.sim.runner import run_study
    from sakura_lab.sim.specs import matchup_study

    study = matchup_study("yurina+saine", "himika+tokoyo", pairs=args.games // 2, agents=args.agents,
                          task_size=args.task_size, root_seed=1)
    base_mb = peak_mb(resource.RUSAGE_SELF)
    tmp = args.keep or tempfile.mkdtemp(prefix="sakura-memcheck-")
    t0 = time.perf_counter()
    try:
        summary = run_study(study, tmp, n_jobs=args.jobs, progress=not args.quiet)
    finally:
        secs = time.perf_counter() - t0
        if args.jobs != 1:
            from joblib.externals.loky import get_reusable_executor

            get_reusable_executor().shutdown(wait=True)  # so the workers' peaks show in RUSAGE_CHILDREN
        if not args.keep:
            shutil.rmtree(tmp, ignore_errors=True)
    print(f"games: {summary.games_run} in {secs:.1f} s ({summary.games_run / secs:.0f} games/s), "
          f"{summary.tasks_run} tasks of {args.task_size} pairs, jobs {args.jobs}")
    print(f"peak RSS: self {peak_mb(resource.RUSAGE_SELF):.0f} MB (after imports {base_mb:.0f} MB), "
          f"largest child {peak_mb(resource.RUSAGE_CHILDREN):.0f} MB")
    return 0


if __name__ == "__main__":
    sys.exit(main())
