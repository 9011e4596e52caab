"""Benchmark the engine and players: games/s, decisions/s, clone()/s and peak memory.

    sakura-lab bench [--repeat 3] [--games 400] [--heuristic-games 40] [--json out.json]
    python3 scripts/bench.py [same options]

For random-vs-random and heuristic-vs-heuristic it plays mirrored pairs over every matchup of the six
basic-four pairing decks in ``decks/`` (fixed seeds; per-card statistics recorded exactly as in a batch
run), on one core and with 1 and 2 worker processes; it reports the median over ``--repeat`` runs.
``clone()`` is timed at mid-game positions. Peak memory is the largest resident set of this process and
of its worker processes.
"""
from __future__ import annotations

import argparse
import json
import pathlib
import platform
import resource
import statistics
import sys
import time
from typing import Any

ROOT = pathlib.Path(__file__).resolve().parents[1]  # the repository (decks/ lives there)
DECKS = ["yurina-saine", "yurina-himika", "yurina-tokoyo", "saine-himika", "saine-tokoyo", "himika-tokoyo"]


def matchup_decks() -> list[tuple[Any, Any]]:
    """The benchmark's games: every ordered matchup of the six basic-four pairing decks (36)."""
    from sakura_lab.decks import load_deck

    decks = [load_deck(ROOT / "decks" / f"{d}.toml") for d in DECKS]
    return [(a, b) for a in decks for b in decks]


def _matchups(agent: str) -> list:
    from sakura_lab.sim.match import Side

    return [(Side(a, agent), Side(b, agent)) for a, b in matchup_decks()]


def _play_chunk(agent: str, seeds: list[int]) -> tuple[int, int]:
    """Play pairs in this process; returns (games, decisions)."""
    from sakura_lab.sim.match import play_pair

    ms = _matchups(agent)
    games = decisions = 0
    for i, seed in enumerate(seeds):
        a, b = ms[i % len(ms)]
        recs, _cards = play_pair(a, b, seed, card_rows=True)
        games += len(recs)
        decisions += sum(r["decisions"] for r in recs)
    return games, decisions


def bench_games(agent: str, games: int, workers: int) -> dict[str, float]:
    """Games/s and decisions/s with ``workers`` processes (0 = in this process, single core)."""
    pairs = max(1, games // 2)
    seeds = list(range(1, pairs + 1))
    _play_chunk(agent, seeds[:1])  # warm-up: imports, card definitions
    t0 = time.perf_counter()
    if workers == 0:
        g, d = _play_chunk(agent, seeds)
    else:
        from joblib import Parallel, delayed

        # warm the worker processes (start-up and imports are not part of the rate)
        Parallel(n_jobs=workers)(delayed(_play_chunk)(agent, seeds[:1]) for _ in range(workers))
        t0 = time.perf_counter()
        chunks = [seeds[i::workers] for i in range(workers)]
        res = Parallel(n_jobs=workers)(delayed(_play_chunk)(agent, c) for c in chunks)
        g = sum(r[0] for r in res)
        d = sum(r[1] for r in res)
    secs = time.perf_counter() - t0
    return {"games": g, "seconds": secs, "games_per_s": g / secs, "decisions_per_s": d / secs,
            "decisions_per_game": d / g}


def bench_clone(n: int = 20000) -> dict[str, float]:
    """clone() per second at mid-game positions (turn 6-8) of random games."""
    import random

    from sakura_lab.decks import load_deck
    from sakura_lab.game import new_state

    decks = [load_deck(ROOT / "decks" / f"{d}.toml") for d in DECKS]
    states = []
    rng = random.Random(1)
    while len(states) < 10:
        st = new_state(len(states), (rng.choice(decks), rng.choice(decks)))
        while not st.is_terminal and st.turn < 7:
            st.apply(rng.randrange(len(st.decision.options)))
        if not st.is_terminal:
            states.append(st)
    t0 = time.perf_counter()
    for i in range(n):
        states[i % len(states)].clone()
    secs = time.perf_counter() - t0
    return {"clones": n, "seconds": secs, "clones_per_s": n / secs}


def peak_mb() -> dict[str, float]:
    scale = 1024 * 1024 if sys.platform == "darwin" else 1024
    return {"self_mb": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / scale,
            "children_mb": resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / scale}


def median_of(fn: Any, repeat: int) -> dict[str, float]:
    runs = [fn() for _ in range(repeat)]
    return {k: statistics.median(r[k] for r in runs) for k in runs[0]}


def run(repeat: int = 3, games: int = 400, heuristic_games: int = 40, clones: int = 20000) -> dict[str, Any]:
    import os

    from sakura_lab import build_details

    out: dict[str, Any] = {
        "build": build_details(),  # which path ran: "compiled (mypyc)" or "plain" (and why)
        "machine": {"python": platform.python_version(), "platform": platform.platform(),
                    "processor": platform.processor() or platform.machine(), "cores": os.cpu_count()},
        "repeat": repeat,
    }
    for agent, n in (("random", games), ("heuristic", heuristic_games)):
        for workers in (0, 1, 2):
            key = f"{agent}/{'single' if workers == 0 else f'{workers}w'}"
            out[key] = median_of(lambda a=agent, n=n, w=workers: bench_games(a, n * max(1, w), w), repeat)
        out[f"{agent}/scaling_2w"] = out[f"{agent}/2w"]["games_per_s"] / out[f"{agent}/1w"]["games_per_s"]
    out["clone"] = median_of(lambda: bench_clone(clones), repeat)
    from joblib.externals.loky import get_reusable_executor

    get_reusable_executor().shutdown(wait=True)
    out["peak_memory"] = peak_mb()
    return out


def render(res: dict[str, Any]) -> str:
    m = res["machine"]
    b = res.get("build", {})
    lines = [f"path: {b.get('build', '?')}" + (f" ({b['reason']})" if b.get("reason") else ""),
             f"machine: {m['processor']}, {m['cores']} cores, Python {m['python']} ({m['platform']}); "
             f"median of {res['repeat']} runs", "",
             "| players | workers | games/s | decisions/s | decisions/game |", "|---|---|---:|---:|---:|"]
    for agent in ("random", "heuristic"):
        for w in ("single", "1w", "2w"):
            r = res[f"{agent}/{w}"]
            label = {"single": "1 core (in process)", "1w": "1 worker", "2w": "2 workers"}[w]
            lines.append(f"| {agent} vs {agent} | {label} | {r['games_per_s']:.1f} | {r['decisions_per_s']:.0f} | "
                         f"{r['decisions_per_game']:.0f} |")
    lines.append("")
    lines.append(f"2 workers / 1 worker: random {res['random/scaling_2w']:.2f}x, heuristic "
                 f"{res['heuristic/scaling_2w']:.2f}x; clone(): {res['clone']['clones_per_s']:.0f}/s at mid-game; "
                 f"peak RSS: self {res['peak_memory']['self_mb']:.0f} MB, workers {res['peak_memory']['children_mb']:.0f} MB")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--games", type=int, default=400, help="random-vs-random games per run and worker")
    ap.add_argument("--heuristic-games", type=int, default=40, help="heuristic games per run and worker")
    ap.add_argument("--clones", type=int, default=20000)
    ap.add_argument("--json", metavar="FILE", help="also write the results as JSON")
    args = ap.parse_args(argv)
    res = run(args.repeat, args.games, args.heuristic_games, args.clones)
    print(render(res))
    if args.json:
        pathlib.Path(args.json).write_text(json.dumps(res, indent=1) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
