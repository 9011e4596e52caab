"""Head-to-head of two deck builder settings over all form pairings of megami 1-9 (or ``--megami``), heuristic players.

    python3 scripts/builder_head_to_head.py --pairs 2 --seed 7 [--a measured:3-7] [--b shape:none]
        [--only-lopsided] [--json out.json] [--megami 1-9|all|yurina,saine,...] [--jobs 2]

A builder setting is ``VALUES:SPLIT`` for :func:`sakura_lab.deckbuild.build_deck` (``measured:3-7`` is
today's default, ``shape:none`` the builder before measured values, identical to it deck for deck).
For every pairing both settings build a deck (balanced style, no seed); where the decks differ they
play ``--pairs`` mirrored pairs (same seeds for both seats, one worker, ``run_pairs``); where they are
the same deck the pairing scores exactly 1/2 by symmetry and is not played.  ``--only-lopsided`` keeps
only the pairings where either setting's deck has a megami outside 3-7 cards (the lopsided comparison).

Prints deck A's score (wins + draws/2) over the games played and over all pairings (identical decks
counted as 1/2), with 95 % intervals: Wilson over games, and a normal interval from the pairing-level
means (pairs of the same pairing share decks, so the pairing is the independent unit).
"""
from __future__ import annotations

import argparse
import json
import math
import pathlib
import sys
import time

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
from head_to_head import megami_option  # noqa: E402


def parse_setting(text: str) -> tuple[str, tuple[int, int] | None]:
    """``measured:3-7`` -> ("measured", (3, 7)); ``shape:none`` -> ("shape", None)."""
    try:
        values, split = text.split(":")
        if split == "none":
            return values, None
        lo, hi = split.split("-")
        return values, (int(lo), int(hi))
    except ValueError:
        raise argparse.ArgumentTypeError(f"builder setting must look like measured:3-7 or shape:none, "
                                         f"got {text!r}") from None


def main(argv: list[str] | None = None) -> int:
    from sakura_lab.cards.catalogue import get_catalogue
    from sakura_lab.cards.registry import load_all
    from sakura_lab.deckbuild import build_deck, megami_counts
    from sakura_lab.deckgen import form_pairings
    from sakura_lab.sim.match import Side
    from sakura_lab.sim.runner import run_pairs
    from sakura_lab.stats.intervals import wilson

    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--pairs", type=int, default=2, help="mirrored pairs per pairing whose decks differ")
    ap.add_argument("--seed", type=int, default=7)
    ap.add_argument("--a", type=parse_setting, default=parse_setting("measured:3-7"))
    ap.add_argument("--b", type=parse_setting, default=parse_setting("shape:none"))
    ap.add_argument("--agent", default="heuristic")
    ap.add_argument("--only-lopsided", action="store_true")
    ap.add_argument("--json", default="", help="write the per-pairing results here")
    ap.add_argument("--megami", default="1-9", help="the megami whose form pairings are compared: 1-9 (default, "
                    "issue 10's acceptance 3), all (every implemented megami) or comma-separated names")
    ap.add_argument("--jobs", type=int, default=1, help="worker processes (the same games on any number)")
    args = ap.parse_args(argv)
    if args.pairs < 1:
        ap.error("--pairs must be >= 1")
    megami = megami_option(ap, args.megami)
    load_all()
    cat = get_catalogue()
    pairings = form_pairings(megami)
    matchups = []
    owner = []
    same = 0
    shown = 0
    for p in pairings:
        da = build_deck(p, values=args.a[0], split=args.a[1])
        db = build_deck(p, values=args.b[0], split=args.b[1])
        bases = [cat.megami(f).base for f in p]
        counts = [megami_counts([cat.card(c, d.season) for c in d.cards], bases) for d in (da, db)]
        if args.only_lopsided and all(3 <= n <= 7 for cs in counts for n in cs):
            continue
        shown += 1
        if da.cards == db.cards:
            same += 1
            continue
        matchups.append((Side(da, args.agent, "A"), Side(db, args.agent, "B")))
        owner.append(p)
    t0 = time.time()
    recs = run_pairs(matchups, len(matchups) * args.pairs, root_seed=args.seed, n_jobs=args.jobs)
    elapsed = time.time() - t0
    per: dict[tuple[str, str], list[float]] = {}
    for r in recs:
        s = 1.0 if r["winner"] == "A" else 0.5 if r["winner"] is None else 0.0
        per.setdefault(owner[r["pair"] % len(matchups)], []).append(s)
    games = sum(len(v) for v in per.values())
    wins = sum(sum(v) for v in per.values())
    means = [sum(v) / len(v) for v in per.values()]
    lo, hi = wilson(wins, games) if games else (float("nan"), float("nan"))
    m = sum(means) / len(means) if means else float("nan")
    se = math.sqrt(sum((x - m) ** 2 for x in means) / (len(means) - 1) / len(means)) if len(means) > 1 else float("nan")
    all_means = means + [0.5] * same
    m_all = sum(all_means) / len(all_means) if all_means else float("nan")
    se_all = (math.sqrt(sum((x - m_all) ** 2 for x in all_means) / (len(all_means) - 1) / len(all_means))
              if len(all_means) > 1 else float("nan"))
    print(f"settings A={args.a} B={args.b}; {shown} pairings, {same} with identical decks, "
          f"{len(matchups)} played x {args.pairs} pairs = {games} games in {elapsed:.0f} s")
    print(f"A's score over games played: {wins / max(games, 1):.3f}  Wilson 95% [{lo:.3f}, {hi:.3f}]; "
          f"pairing-level mean {m:.3f} +- {1.96 * se:.3f}")
    print(f"A's score over all {len(all_means)} pairings (identical = 1/2): {m_all:.3f} +- {1.96 * se_all:.3f}")
    if args.json:
        pathlib.Path(args.json).write_text(json.dumps({
            "a": list(map(str, args.a)), "b": list(map(str, args.b)), "pairs": args.pairs, "seed": args.seed,
            "megami": args.megami,
            "pairings": shown, "identical": same, "games": games, "score": wins / max(games, 1),
            "wilson": [lo, hi], "pairing_mean": m, "pairing_se": se, "all_mean": m_all, "all_se": se_all,
            "seconds": elapsed, "per_pairing": {"+".join(k): v for k, v in per.items()}}, indent=1), encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
