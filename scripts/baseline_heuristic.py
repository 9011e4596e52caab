"""Today's heuristic against the heuristic of an earlier commit, on today's engine (issue 10, acc. 1).

    python3 scripts/baseline_heuristic.py --pairs 300 --jobs 2 --seed 10
    python3 scripts/baseline_heuristic.py --commit 496244b --x heuristic --pairs 300 --megami all

Issue 10 asks that the improved heuristic beat "today's" (the heuristic of when the issue was filed) by 60% or
more. Comparing weights files alone (``head_to_head.py --y-weights``) measures only the evaluation: every fast
rule, feature and decision rule added since would then sit on both sides. This script rebuilds the whole player
of ``--commit`` (default ``496244b``, the commit the issue's first fit started from; docs/evaluation.md): its
``ai/evaluation.py``, ``ai/policy.py``, ``ai/heuristic.py`` and ``ai/weights.json`` are read from git (nothing is
copied into the tree) and loaded as the modules ``baseline_ai.*``, with their imports of ``sakura_lab.ai`` pointed
at each other. They use only the engine's public surface (``engine.api``, ``state``, ``view``, ``constants``,
``cardbase``), so the old player plays on today's engine, with today's rules. Decisions it never knew (contexts of
megami added later) get its fast rules' defaults, so compare on the megami it was written for (``--megami``
default: megami 1-9, as then).

Mirrored pairs on random decks exactly as ``scripts/head_to_head.py`` (the pair is the unit of the interval).
Needs the git history (a clone, not an sdist).
"""
from __future__ import annotations

import argparse
import functools
import importlib.util
import pathlib
import subprocess
import sys
import time
import types
from typing import Any

ROOT = pathlib.Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "scripts"))
from head_to_head import (  # noqa: E402
    MEGAMI_1_9,
    agent_from_spec,
    emit,
    megami_option,
    play_out,
    print_per_megami,
    run_pairs,
)

MODULES = ("evaluation", "policy", "heuristic")  # in import order
PACKAGE = "baseline_ai"


def _git_show(commit: str, path: str) -> str:
    try:
        return subprocess.run(["git", "-C", str(ROOT), "show", f"{commit}:{path}"], check=True, capture_output=True,
                              text=True).stdout
    except (OSError, subprocess.CalledProcessError) as e:
        raise SystemExit(f"cannot read {path} at commit {commit} from git ({e}); this script needs the git history") from None


def load_baseline(commit: str) -> types.ModuleType:
    """The ``heuristic`` module of ``commit``'s players, loaded as ``baseline_ai.heuristic`` (cached per process)."""
    key = f"{PACKAGE}_{commit}"
    if key in sys.modules:
        return sys.modules[f"{key}.heuristic"]
    weights_text = _git_show(commit, "sakura_lab/ai/weights.json")
    sources = {name: _git_show(commit, f"sakura_lab/ai/{name}.py") for name in MODULES}  # all read, or none loaded
    pkg = types.ModuleType(key)
    pkg.__path__ = []
    sys.modules[key] = pkg
    for name in MODULES:
        src = sources[name]
        for other in MODULES:
            src = src.replace(f"from sakura_lab.ai.{other} import", f"from {key}.{other} import")
        if name == "evaluation":
            # the weights of that commit, not today's packaged file
            src = src.replace('importlib.resources.files("sakura_lab.ai") / "weights.json"', "_BaselineWeights()")
            src = src.replace("from __future__ import annotations\n", "from __future__ import annotations\n"
                              "class _BaselineWeights:\n"
                              f"    def read_text(self, encoding='utf-8'):\n        return {weights_text!r}\n", 1)
        spec = importlib.util.spec_from_loader(f"{key}.{name}", loader=None)
        assert spec is not None
        mod = importlib.util.module_from_spec(spec)
        sys.modules[f"{key}.{name}"] = mod
        exec(compile(src, f"<{commit}:sakura_lab/ai/{name}.py>", "exec"), mod.__dict__)
        setattr(pkg, name, mod)
    return sys.modules[f"{key}.heuristic"]


def make_baseline(commit: str, style: str, seed: int) -> Any:
    """A player of ``commit`` (its HeuristicAgent with the given style), built in whichever process plays."""
    from sakura_lab.cards.registry import load_all

    load_all()
    return load_baseline(commit).HeuristicAgent(style=style, seed=seed)


def speed(commit: str, style: str, x: str, games: int, rounds: int) -> dict[str, Any]:
    """Games/s of today's player ``x`` and of ``commit``'s heuristic, each in self-play on the benchmark's games
    (``sakura_lab.bench``: the six basic-four pairing decks, every matchup, the same seeds for both), alternated
    ``rounds`` times in this process; the best round of each (the least disturbed; issue 10 acc. 4 asks that the
    improved player be no slower than the old one in the same run). The old player's modules are plain Python
    (read from git), so run this on the plain path (``SAKURA_LAB_PURE=1``) to compare like with like."""
    import sakura_lab
    from sakura_lab.bench import matchup_decks
    from sakura_lab.game import new_state

    matchups = matchup_decks()
    makers = {"today": functools.partial(agent_from_spec, x, None),
              commit: functools.partial(make_baseline, commit, style)}
    for make in makers.values():  # warm-up: imports, card definitions, weights (not part of the rate)
        play_out(new_state(0, matchups[0], first_player=0, keys=("A", "B")), (make(0), make(1)))
    best: dict[str, float] = {}
    per_game: dict[str, float] = {}  # decisions per game (the players' own choices make games longer or shorter)
    for _ in range(rounds):
        for name, make in makers.items():
            count = [0]

            def tally(_st: Any, _d: Any, _i: int, count: list[int] = count) -> None:
                count[0] += 1

            t0 = time.perf_counter()
            for i in range(games):
                st = new_state(i + 1, matchups[i % len(matchups)], first_player=i % 2, keys=("A", "B"))
                play_out(st, (make(2 * i), make(2 * i + 1)), tally)
            rate = games / (time.perf_counter() - t0)
            best[name] = max(best.get(name, 0.0), rate)
            per_game[name] = count[0] / games
    return {"build": sakura_lab.build_info(), "games": games, "rounds": rounds,
            "games_per_s": {k: round(v, 2) for k, v in best.items()},
            "decisions_per_game": {k: round(v, 1) for k, v in per_game.items()},
            "today_over_old": round(best["today"] / best[commit], 3),
            "per_decision_today_over_old": round(best["today"] * per_game["today"]
                                                 / (best[commit] * per_game[commit]), 3)}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--commit", default="496244b", help="the earlier players' commit (default 496244b)")
    ap.add_argument("--x", default="heuristic", help="today's player spec (default heuristic)")
    ap.add_argument("--style", default="balanced", help="the earlier heuristic's style (default balanced)")
    ap.add_argument("--pairs", type=int, default=100)
    ap.add_argument("--jobs", type=int, default=1)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--megami", default=",".join(MEGAMI_1_9), help="comma-separated megami or 'all' (default 1-9)")
    ap.add_argument("--require", default="", help="comma-separated megami: only pairings including one of them")
    ap.add_argument("--json", metavar="FILE", help="also append the result as one JSON line")
    ap.add_argument("--by-megami", action="store_true",
                    help="also X's score per megami (pairs whose decks hold her; same games)")
    ap.add_argument("--pairs-out", metavar="FILE", help="write one JSON line per pair (seed, megami, X's score)")
    ap.add_argument("--speed", type=int, default=0, metavar="GAMES",
                    help="instead of a match: games/s of each player in self-play on the benchmark's games")
    ap.add_argument("--rounds", type=int, default=3, help="with --speed: alternated rounds (best of)")
    a = ap.parse_args(argv)
    load_baseline(a.commit)  # fail early (no git, unknown commit) before any game
    if a.speed:
        emit(speed(a.commit, a.style, a.x, a.speed, a.rounds), a.json)
        return 0
    t = time.perf_counter()
    make_x = functools.partial(agent_from_spec, a.x, None)
    make_y = functools.partial(make_baseline, a.commit, a.style)
    res = run_pairs(make_x, make_y, a.pairs, a.seed, a.jobs, megami_option(ap, a.megami),
                    tuple(m for m in a.require.split(",") if m), a.by_megami, a.pairs_out)
    if a.by_megami:
        print_per_megami(res["by_megami"])
    res = {"x": a.x, "y": f"heuristic:{a.style} of {a.commit}", **res, "wall_s": round(time.perf_counter() - t, 1),
           "seed": a.seed}
    emit(res, a.json)
    return 0


if __name__ == "__main__":
    sys.exit(main())
