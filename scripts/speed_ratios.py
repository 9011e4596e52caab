"""Our speed as ratios to the minimal rules core, compiled and plain path, measured in one run (issue 11).

    python3 scripts/speed_ratios.py [--rounds 3] [--games 400] [--heuristic-games 40] [--json out.json]

Runs, alternating, ``rounds`` times each: the minimal core (``shared/bench/minimal_core.py``, as a
subprocess: it is a yardstick, never imported), this checkout's compiled path and its plain path
(``SAKURA_LAB_PURE=1``), each in a fresh process on one core. Ours: random vs random and heuristic vs
heuristic over the six basic-four pairing decks (``sakura_lab.bench``). Each number is the best of the
rounds (the machine is shared; the best run is the least disturbed one). If this checkout is not compiled,
a copy is compiled into a temporary folder first (``scripts/compile.py --into``; minutes), unless
``--no-compile``. Prints a table of every ratio with its target and pass/fail.
"""
from __future__ import annotations

import argparse
import json
import os
import pathlib
import subprocess
import sys
import tempfile
from typing import Any

ROOT = pathlib.Path(__file__).resolve().parents[1]
MINIMAL_CANDIDATES = (ROOT.parent / "shared" / "bench" / "minimal_core.py",
                      pathlib.Path("/work/shared/bench/minimal_core.py"))

_OURS = """
import json, sys
import sakura_lab
from sakura_lab import bench
r = bench.bench_games("random", {games}, 0)
h = bench.bench_games("heuristic", {hgames}, 0)
print(json.dumps({{"build": sakura_lab.build_info(), "random_dps": r["decisions_per_s"],
                  "random_gps": r["games_per_s"], "heuristic_gps": h["games_per_s"]}}))
"""

# (label, numerator, denominator, target or None)
RATIOS = [
    ("compiled random decisions/s / minimal random decisions/s", "compiled.random_dps", "minimal.random_dps", 0.40),
    ("compiled heuristic games/s / minimal 1-ply lookahead games/s", "compiled.heuristic_gps",
     "minimal.lookahead_gps", 0.10),
    ("plain heuristic games/s / minimal 1-ply lookahead games/s", "plain.heuristic_gps", "minimal.lookahead_gps",
     0.04),
    ("plain random decisions/s / minimal random decisions/s", "plain.random_dps", "minimal.random_dps", None),
    ("compiled random games/s / minimal random games/s", "compiled.random_gps", "minimal.random_gps", None),
]


def find_minimal(arg: str | None) -> pathlib.Path:
    for cand in ([pathlib.Path(arg)] if arg else []) + [pathlib.Path(p) for p in
                                                       filter(None, [os.environ.get("SAKURA_MINIMAL_CORE")])] + list(
            MINIMAL_CANDIDATES):
        if cand.is_file():
            return cand
    raise SystemExit("minimal_core.py not found: pass --minimal PATH (or set SAKURA_MINIMAL_CORE)")


def run_minimal(path: pathlib.Path, games: int) -> dict[str, float]:
    out = subprocess.run([sys.executable, str(path), "--games", str(games)], capture_output=True, text=True,
                         check=True).stdout
    res: dict[str, float] = {}
    for line in out.splitlines():
        if not line.startswith("{"):
            continue
        d = json.loads(line)
        if d.get("match") == "random-vs-random":
            res["random_dps"] = float(d["decisions_per_s"])
            res["random_gps"] = float(d["games_per_s"])
        elif d.get("match") == "lookahead1-vs-greedy":
            res["lookahead_gps"] = float(d["games_per_s"])
    missing = {"random_dps", "random_gps", "lookahead_gps"} - set(res)
    if missing:
        raise SystemExit(f"could not read {sorted(missing)} from the minimal core's output:\n{out}")
    return res


def run_ours(pythonpath: pathlib.Path, plain: bool, games: int, hgames: int) -> dict[str, Any]:
    env = dict(os.environ, PYTHONPATH=str(pythonpath))
    env.pop("SAKURA_LAB_PURE", None)
    if plain:
        env["SAKURA_LAB_PURE"] = "1"
    res = subprocess.run([sys.executable, "-c", _OURS.format(games=games, hgames=hgames)], cwd=pythonpath, env=env,
                         capture_output=True, text=True)
    if res.returncode != 0:
        raise SystemExit(f"benchmark failed ({'plain' if plain else 'compiled'}):\n{res.stderr}")
    return json.loads(res.stdout.strip().splitlines()[-1])


def is_compiled(pythonpath: pathlib.Path) -> bool:
    env = dict(os.environ, PYTHONPATH=str(pythonpath))
    env.pop("SAKURA_LAB_PURE", None)
    out = subprocess.run([sys.executable, "-c", "import sakura_lab; print(sakura_lab.build_info())"], cwd=pythonpath,
                         env=env, capture_output=True, text=True, check=True).stdout
    return out.strip().startswith("compiled")


def render(best: dict[str, dict[str, float]], args: argparse.Namespace) -> tuple[str, list[dict[str, Any]]]:
    rows = []
    lines = [f"best of {args.rounds} rounds; ours: {args.games} random / {args.heuristic_games} heuristic games "
             f"per round on one core; minimal core: {args.minimal_games} games per match", "",
             "| measure | value |", "|---|---:|"]
    for side in ("minimal", "compiled", "plain"):
        for k, v in best.get(side, {}).items():
            lines.append(f"| {side} {k} | {v:,.1f} |")
    lines += ["", "| ratio | measured | target | |", "|---|---:|---:|---|"]
    for label, num, den, target in RATIOS:
        (ns, nk), (ds, dk) = num.split("."), den.split(".")
        if nk not in best.get(ns, {}) or dk not in best.get(ds, {}):
            lines.append(f"| {label} | n/a | {'' if target is None else f'{target:.0%}'} | not measured |")
            rows.append({"ratio": label, "value": None, "target": target, "pass": None})
            continue
        r = best[ns][nk] / best[ds][dk]
        ok = None if target is None else r >= target
        verdict = "" if ok is None else ("pass" if ok else "FAIL")
        lines.append(f"| {label} | {r:.1%} | {'—' if target is None else f'≥ {target:.0%}'} | {verdict} |")
        rows.append({"ratio": label, "value": r, "target": target, "pass": ok})
    if "compiled" in best and "plain" in best:
        c, p = best["compiled"], best["plain"]
        lines.append("")
        lines.append(f"compiled / plain: random {c['random_dps'] / p['random_dps']:.2f}x, heuristic "
                     f"{c['heuristic_gps'] / p['heuristic_gps']:.2f}x")
    return "\n".join(lines), rows


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--rounds", type=int, default=3, help="alternating rounds (best of them is reported)")
    ap.add_argument("--games", type=int, default=400, help="our random-vs-random games per round")
    ap.add_argument("--heuristic-games", type=int, default=40, help="our heuristic-vs-heuristic games per round")
    ap.add_argument("--minimal-games", type=int, default=1000, help="games per match of the minimal core")
    ap.add_argument("--minimal", metavar="PATH", help="minimal_core.py (default: shared/bench/minimal_core.py)")
    ap.add_argument("--no-compile", action="store_true",
                    help="if this checkout is not compiled, measure the plain path only")
    ap.add_argument("--json", metavar="FILE", help="also write the numbers as JSON")
    args = ap.parse_args(argv)
    minimal = find_minimal(args.minimal)
    compiled_root: pathlib.Path | None = ROOT
    tmp = None
    if not is_compiled(ROOT):
        if args.no_compile:
            compiled_root = None
        else:
            tmp = tempfile.TemporaryDirectory(prefix="sakura-compiled-")
            compiled_root = pathlib.Path(tmp.name)
            print(f"this checkout is not compiled: compiling a copy into {compiled_root} ...", flush=True)
            subprocess.run([sys.executable, str(ROOT / "scripts" / "compile.py"), "--into", str(compiled_root)],
                           check=True)
            (compiled_root / "decks").symlink_to(ROOT / "decks")
    runs: dict[str, list[dict[str, Any]]] = {"minimal": [], "compiled": [], "plain": []}
    for i in range(args.rounds):
        print(f"round {i + 1}/{args.rounds} ...", file=sys.stderr, flush=True)
        runs["minimal"].append(run_minimal(minimal, args.minimal_games))
        if compiled_root is not None:
            r = run_ours(compiled_root, False, args.games, args.heuristic_games)
            if not r.pop("build").startswith("compiled"):
                raise SystemExit("the compiled path did not run (see the warning above)")
            runs["compiled"].append(r)
        r = run_ours(ROOT, True, args.games, args.heuristic_games)
        assert r.pop("build") == "plain"
        runs["plain"].append(r)
    best = {side: {k: max(r[k] for r in rs) for k in rs[0]} for side, rs in runs.items() if rs}
    text, rows = render(best, args)
    print(text)
    if args.json:
        pathlib.Path(args.json).write_text(json.dumps({"best": best, "runs": runs, "ratios": rows,
                                                       "minimal_core": str(minimal)}, indent=1) + "\n",
                                           encoding="utf-8")
    if tmp is not None:
        tmp.cleanup()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
