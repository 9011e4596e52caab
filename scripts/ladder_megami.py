"""Heuristic vs random over pairings that include given megami (deck-builder decks, mirrored pairs).

    python3 scripts/ladder_megami.py [--new oboro,yukihi,shinra,hagane,chikage] [--pairs 200] [--jobs 2]

Every pairing of the nine first megami (original forms) that includes one of ``--new`` gets a deck from
the deck builder; pair *i* plays pairing i mod N (heuristic) against a seeded choice of the other
pairings (random player). Prints the win rate with its Wilson 95% interval, overall and per new megami.
"""
from __future__ import annotations

import argparse
import itertools
import random

from sakura_lab.deckbuild import build_deck
from sakura_lab.sim.match import Side
from sakura_lab.sim.runner import run_pairs
from sakura_lab.stats.intervals import wilson

NINE = ["yurina", "saine", "himika", "tokoyo", "oboro", "yukihi", "shinra", "hagane", "chikage"]


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--new", default="oboro,yukihi,shinra,hagane,chikage")
    ap.add_argument("--pairs", type=int, default=200)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--player", default="heuristic")
    ap.add_argument("--seed", type=int, default=7)
    args = ap.parse_args()
    new = args.new.split(",")
    all_pairings = list(itertools.combinations(NINE, 2))
    mine = [p for p in all_pairings if set(p) & set(new)]
    decks = {p: build_deck(p) for p in all_pairings}
    rng = random.Random(args.seed)
    matchups = [(Side(decks[p], args.player, label="+".join(p)), Side(decks[rng.choice(all_pairings)], "random"))
                for p in mine]
    recs = run_pairs(matchups, args.pairs, root_seed=args.seed, n_jobs=args.jobs)
    wins = sum(1.0 if r["winner"] == "A" else 0.5 if r["winner"] is None else 0.0 for r in recs)
    lo, hi = wilson(wins, len(recs))
    print(f"| {args.player} vs random | {len(mine)} pairings with {', '.join(new)} | {args.pairs} pairs | "
          f"{len(recs)} games | {100 * wins / len(recs):.1f}% | {100 * lo:.1f}–{100 * hi:.1f}% |")
    for m in new:
        sub = [r for r in recs if m in r["side_a"].split("+")]
        w = sum(1.0 if r["winner"] == "A" else 0.5 if r["winner"] is None else 0.0 for r in sub)
        lo, hi = wilson(w, len(sub))
        print(f"|   {m} | {len(sub)} games | {100 * w / max(1, len(sub)):.1f}% | {100 * lo:.1f}–{100 * hi:.1f}% |")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
