"""Long invariant soak: random games over every pairing and form of the basic four.

    python3 scripts/soak.py --games 100000 [--seed 7] [--clone-every 0]
"""
from __future__ import annotations

import argparse

from sakura_lab.fuzz import run_fuzz


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--games", type=int, default=10_000)
    ap.add_argument("--seed", type=int, default=7)
    ap.add_argument("--clone-every", type=int, default=0)
    args = ap.parse_args()
    rep = run_fuzz(args.games, seed=args.seed, clone_every=args.clone_every)
    print(rep.summary())
    for f in rep.failures[:20]:
        print("FAIL", f)
    return 1 if rep.failures else 0


if __name__ == "__main__":
    raise SystemExit(main())
