"""Long invariant soak: random games over every form pairing of the chosen megami (default: the basic four).

    python3 scripts/soak.py --games 100000 [--seed 7] [--clone-every 0] [--megami all|yurina,saine,...]
"""
from __future__ import annotations

import argparse

from sakura_lab.fuzz import run_fuzz


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--games", type=int, default=10_000)
    ap.add_argument("--seed", type=int, default=7)
    ap.add_argument("--clone-every", type=int, default=0)
    ap.add_argument("--megami", default="yurina,saine,himika,tokoyo",
                    help="comma-separated base megami, or 'all' (every implemented megami)")
    args = ap.parse_args()
    if args.megami == "all":
        from sakura_lab.sim.specs import implemented_megami

        bases = tuple(implemented_megami())
    else:
        bases = tuple(x for x in args.megami.split(",") if x)
    rep = run_fuzz(args.games, seed=args.seed, clone_every=args.clone_every, bases=bases)
    print(rep.summary())
    for f in rep.failures[:20]:
        print("FAIL", f)
    return 1 if rep.failures else 0


if __name__ == "__main__":
    raise SystemExit(main())
