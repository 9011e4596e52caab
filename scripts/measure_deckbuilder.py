"""Builder deck vs random legal decks of the same pairing, heuristic players on both sides.

For each of the 6 pairings of the basic four (original forms) the deck from ``build_deck`` (balanced,
no seed) plays mirrored pairs against random legal decks of the same pairing (a different random deck
per pair, seeded), via ``run_pairs``.  Prints a markdown table (win rate counts draws as half a win;
Wilson 95 % interval over games) and writes it to ``docs/deckbuilder-results.md``.

    python scripts/measure_deckbuilder.py --pairs 60 --jobs 2 --seed 2024
"""
from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

from sakura_lab.cards.catalogue import get_catalogue
from sakura_lab.deckbuild import build_deck
from sakura_lab.deckgen import form_pairings, random_deck
from sakura_lab.sim.match import Side
from sakura_lab.sim.runner import run_pairs
from sakura_lab.stats.intervals import pair_se, wilson

ROOT = Path(__file__).resolve().parent.parent
BASIC4 = ("yurina", "saine", "himika", "tokoyo")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--pairs", type=int, default=60, help="mirrored pairs per pairing (default 60)")
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--seed", type=int, default=2024)
    ap.add_argument("--style", default="balanced")
    ap.add_argument("--agent", default="heuristic")
    ap.add_argument("--out", default=str(ROOT / "docs" / "deckbuilder-results.md"),
                    help="markdown file to write ('' to skip)")
    args = ap.parse_args(argv)

    cat = get_catalogue()
    pairings = form_pairings(BASIC4)
    pairings = [(a, b) for a, b in pairings if a in BASIC4 and b in BASIC4]  # original forms only
    matchups: list[tuple[Side, Side]] = []
    owner: list[tuple[str, str]] = []
    built = {}
    for a, b in pairings:
        deck = build_deck((a, b), style=args.style)
        built[(a, b)] = deck
        rnd = random.Random(f"measure-deckbuilder:{args.seed}:{a}+{b}")
        for i in range(args.pairs):
            opp = random_deck((a, b), rnd, name=f"{a}+{b} random #{i}")
            matchups.append((Side(deck, args.agent, "builder"), Side(opp, args.agent, "random")))
            owner.append((a, b))

    t0 = time.time()
    recs = run_pairs(matchups, len(matchups), root_seed=args.seed, n_jobs=args.jobs)
    elapsed = time.time() - t0

    def score(r: dict) -> float:
        return 1.0 if r["winner"] == "A" else 0.5 if r["winner"] is None else 0.0

    rows = []
    groups: list[tuple[str, list[dict]]] = [(f"{a}+{b}", [r for r in recs if owner[r["pair"]] == (a, b)])
                                            for a, b in pairings]
    groups.append(("**overall**", recs))
    for label, rs in groups:
        games = len(rs)
        pairs = len({r["pair"] for r in rs})
        wins = sum(score(r) for r in rs)
        draws = sum(r["winner"] is None for r in rs)
        by_pair: dict[int, float] = {}
        for r in rs:
            by_pair[r["pair"]] = by_pair.get(r["pair"], 0.0) + score(r) / 2
        lo, hi = wilson(wins, games)
        se = pair_se(list(by_pair.values()))
        rows.append(f"| {label} | {pairs} | {games} | {draws} | {wins / games:.3f} | "
                    f"[{lo:.3f}, {hi:.3f}] | {se:.3f} |")

    cmd = (f"python scripts/measure_deckbuilder.py --pairs {args.pairs} --jobs {args.jobs} "
           f"--seed {args.seed}" + (f" --style {args.style}" if args.style != "balanced" else "")
           + (f" --agent {args.agent}" if args.agent != "heuristic" else ""))
    table = "\n".join([
        "| pairing | pairs | games | draws | builder win rate | Wilson 95% | pair SE |",
        "|---|---:|---:|---:|---:|---|---:|",
        *rows,
    ])
    decks = "\n".join(
        f"- {a}+{b}: " + ", ".join(cat.card(c, d.season).name_en for c in d.normals) + " | "
        + ", ".join(cat.card(c, d.season).name_en for c in d.specials)
        for (a, b), d in built.items())
    print(table)
    print(f"\n{len(recs)} games in {elapsed:.0f} s ({len(recs) / max(elapsed, 1e-9):.1f} games/s)", file=sys.stderr)

    if args.out:
        text = f"""# Deck builder vs random decks

Builder deck (`build_deck(pairing, style="{args.style}")`, no seed) against random legal decks of the same
pairing (`deckgen.random_deck`, a different seeded random deck for every pair), `{args.agent}` players on
both sides, mirrored pairs (each side goes first once, same seed) via `sim.runner.run_pairs`.
The builder is the default one: card values measured from play and 3-7 cards per megami
(docs/deckbuilder-composition.md).
Win rate counts a draw as half a win; the Wilson interval is over games (games of a pair are
correlated, so it is a bit narrow; the pair-level standard error is given too).

Reproduce with:

    {cmd}

{table}

Builder decks ({cat.season(None)}):

{decks}
"""
        Path(args.out).write_text(text, encoding="utf-8")
        print(f"wrote {args.out}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
