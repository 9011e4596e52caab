"""Measure the player ladder with mirrored pairs over every pairing of the basic four.

    python3 scripts/ladder.py [--jobs 2] [--out docs/ladder.md] [--quick]

Each row plays mirrored pairs (one seed, seats swapped, shuffles keyed by side) cycling over all 36
ordered matchups of the six basic-four pairing decks in ``decks/`` (mirror matchups included), and
reports the win rate of the first player type with its Wilson 95% interval and the pair-level standard
error. A cost table gives decisions/s and games/s of each player type in self-play on one core.
"""
from __future__ import annotations

import argparse
import pathlib
import time

from sakura_lab.decks import load_deck
from sakura_lab.sim.match import Side
from sakura_lab.sim.runner import run_pairs
from sakura_lab.stats.intervals import Z95, pair_se, wilson

ROOT = pathlib.Path(__file__).resolve().parents[1]
DECKS = ["yurina-saine", "yurina-himika", "yurina-tokoyo", "saine-himika", "saine-tokoyo", "himika-tokoyo"]

# (player, opponent, pairs, goal)
ROWS = [
    ("heuristic:aggressive", "random", 250, ">= 95%"),
    ("heuristic:defensive", "random", 250, ">= 95%"),
    ("heuristic:balanced", "random", 250, ">= 95%"),
    ("lookahead", "heuristic:balanced", 540, "> 55%"),
    ("mcts", "heuristic:balanced", 540, "> 60%"),
]
COST = ["random", "greedy", "heuristic", "lookahead", "mcts"]


def measure(player: str, opponent: str, pairs: int, jobs: int, seed: int) -> dict:
    decks = [load_deck(ROOT / "decks" / f"{d}.toml") for d in DECKS]
    matchups = [(Side(a, player), Side(b, opponent)) for a in decks for b in decks]
    t0 = time.perf_counter()
    recs = run_pairs(matchups, pairs, root_seed=seed, n_jobs=jobs, task_size=4)
    secs = time.perf_counter() - t0
    by_pair: dict[int, float] = {}
    wins = 0.0
    for r in recs:
        s = 1.0 if r["winner"] == "A" else 0.5 if r["winner"] is None else 0.0
        wins += s
        by_pair[r["pair"]] = by_pair.get(r["pair"], 0.0) + s / 2
    n = len(recs)
    lo, hi = wilson(wins, n)
    return {"player": player, "opponent": opponent, "pairs": pairs, "games": n, "rate": wins / n, "lo": lo,
            "hi": hi, "se": pair_se(list(by_pair.values())), "seconds": secs,
            "draws": sum(1 for r in recs if r["winner"] is None)}


def cost(player: str, games: int) -> dict:
    from sakura_lab.ai.base import make_agent
    from sakura_lab.game import new_state, play

    decks = [load_deck(ROOT / "decks" / f"{d}.toml") for d in DECKS]
    t0 = time.perf_counter()
    decisions = 0
    for g in range(games):
        st = new_state(g, (decks[g % 6], decks[(g + 1) % 6]))
        play(st, (make_agent(player, g), make_agent(player, g + 1)))
        decisions += st.decisions_made
    secs = time.perf_counter() - t0
    return {"player": player, "games": games, "games_s": games / secs, "decisions_s": decisions / secs,
            "decisions_game": decisions / games}


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--seed", type=int, default=20261129)
    ap.add_argument("--out", default=str(ROOT / "docs" / "ladder.md"))
    ap.add_argument("--quick", action="store_true", help="a tenth of the pairs (for a smoke run)")
    ap.add_argument("--only", default="", help="comma-separated row numbers to run (default all)")
    ap.add_argument("--no-cost", action="store_true", help="skip the cost table")
    ap.add_argument("--cost-only", action="store_true", help="only the cost table")
    args = ap.parse_args()
    rows = ROWS
    if args.only:
        keep = {int(x) for x in args.only.split(",")}
        rows = [r for i, r in enumerate(ROWS) if i in keep]
    lines = ["| player | opponent | pairs | games | win rate | 95% CI (Wilson) | pair SE | goal |",
             "|---|---|---:|---:|---:|---|---:|---|"]
    if args.cost_only:
        rows = []
        lines = []
    for player, opp, pairs, goal in rows:
        n = max(12, pairs // 10) if args.quick else pairs
        r = measure(player, opp, n, args.jobs, args.seed)
        line = (f"| {player} | {opp} | {r['pairs']} | {r['games']} | {100 * r['rate']:.1f}% | "
                f"{100 * r['lo']:.1f}–{100 * r['hi']:.1f}% | {100 * r['se']:.1f} pp | {goal} |")
        print(line, f"({r['seconds']:.0f}s, draws {r['draws']})", flush=True)
        lines.append(line)
    if not args.no_cost:
        lines += ["", "| player | games/s | decisions/s | decisions/game |", "|---|---:|---:|---:|"]
    for p in ([] if args.no_cost else COST):
        g = {"random": 200, "greedy": 60, "heuristic": 20, "lookahead": 6, "mcts": 3}[p]
        c = cost(p, max(2, g // 4) if args.quick else g)
        line = f"| {p} | {c['games_s']:.2f} | {c['decisions_s']:.0f} | {c['decisions_game']:.0f} |"
        print(line, flush=True)
        lines.append(line)
    text = ("Measured with `python3 scripts/ladder.py` (mirrored pairs over the 36 ordered matchups of the six "
            f"basic-four pairing decks; z = {Z95:.2f}; self-play cost on one core).\n\n" + "\n".join(lines) + "\n")
    pathlib.Path(args.out).parent.mkdir(parents=True, exist_ok=True)
    pathlib.Path(args.out).write_text(text, encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
