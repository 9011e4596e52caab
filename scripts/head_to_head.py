"""Two players head to head over mirrored pairs on random legal decks of megami 1-9; win rate with 95% intervals.

    python3 scripts/head_to_head.py --x heuristic --y heuristic:top=0 --pairs 200 --jobs 2 --seed 7

A mirrored pair is two games from one seed with both the seats and the decks swapped: the decks are two random
legal decks of random form pairings of megami 1-9 (``deckgen.form_pairings``); deck 0 sits in seat 0 and moves
first in both games; X plays it in one game, Y in the other, so deck and first-player luck cancel. The pair is
the unit of the interval (normal approximation over pair scores); Wilson's interval over games is printed too.
Also prints each player's mean seconds per game (both players' time together, so compare across runs only).

``--x-weights`` / ``--y-weights`` give a weights file (``sakura_lab/ai/weights.json`` format) to a heuristic-based
player, e.g. an older fit read with ``git show COMMIT:sakura_lab/ai/weights.json > old.json``.
"""
from __future__ import annotations

import argparse
import functools
import json
import random
import sys
import time
from collections.abc import Callable
from typing import Any

from joblib import Parallel, delayed

from sakura_lab.stats.intervals import Z95, pair_se, wilson

MEGAMI_1_9 = ("yurina", "saine", "himika", "tokoyo", "oboro", "yukihi", "shinra", "hagane", "chikage")
# A turn with more decisions than this is a loop the rules let a player repeat (seen: 虚魚's "put played
# cards into the discard pile" offers an undiscardable poison again and again); the game is stopped
# and counted as stuck (a draw), never silently dropped.
TURN_DECISION_CAP = 3000
AgentMaker = Callable[[int], Any]  # seed -> player (picklable: module-level functions and partials)


def play_out(st: Any, agents: tuple[Any, Any], on_decision: Callable[[Any, Any, int], None] | None = None) -> bool:
    """Play ``st`` to its end; False if a turn exceeded ``TURN_DECISION_CAP`` decisions (stopped).

    ``on_decision(st, decision, choice)``, if given, is called with each decision and the option its player chose,
    before the choice is applied (the measuring scripts read the state there; it must not change it)."""
    turn, n = st.turn, 0
    while st.outcome is None:
        d = st.decision
        i = agents[d.player].decide(st.view(d.player), d)
        if on_decision is not None:
            on_decision(st, d, i)
        st.apply(i)
        if st.turn != turn:
            turn, n = st.turn, 0
        else:
            n += 1
            if n > TURN_DECISION_CAP:
                return False
    return True


def same_deck_pair(deck: Any, seed: int, make_a: Callable[[int], Any], make_b: Callable[[int], Any]) -> float:
    """Side A's score (draws and stopped games half) over two games of ``deck`` against itself, A in each seat:
    game seed ``seed``, seat 0 moving first, A = ``make_a(2 * seed + seat)`` and B = ``make_b`` of the other seat's
    seed (the probes' common random numbers: scripts/oath_probe.py, scripts/parts_probe.py)."""
    from sakura_lab.game import new_state

    score = 0.0
    for a_seat in (0, 1):
        agents: list[Any] = [None, None]
        agents[a_seat] = make_a(seed * 2 + a_seat)
        agents[1 - a_seat] = make_b(seed * 2 + 1 - a_seat)
        st = new_state(seed, (deck, deck), first_player=0, keys=("A", "B"))
        if not play_out(st, (agents[0], agents[1])):
            score += 0.5
            continue
        win = st.outcome.winner
        score += 0.5 if win is None else float(win == a_seat)
    return score / 2


def all_megami() -> tuple[str, ...]:
    """Every implemented base megami in number order (megami 1-9 first, so their seeds are the same in either set)."""
    from sakura_lab.sim.specs import implemented_megami

    return tuple(implemented_megami())


def megami_arg(text: str) -> tuple[str, ...]:
    """A ``--megami`` value: ``all`` (every implemented megami), ``1-9`` (the basic nine) or comma-separated base
    megami; a ValueError naming an unknown or unimplemented one."""
    if text == "all":
        return all_megami()
    if text == "1-9":
        return MEGAMI_1_9
    names = tuple(m for m in text.split(",") if m)
    known = all_megami()
    bad = [m for m in names if m not in known]
    if bad:
        raise ValueError(f"unknown or unimplemented megami {bad[0]!r} (choose from {', '.join(known)}, or all, 1-9)")
    return names


def megami_option(ap: Any, text: str) -> tuple[str, ...]:
    """:func:`megami_arg` for a script's ``--megami``: a bad name ends the script with argparse's usage error."""
    try:
        return megami_arg(text)
    except ValueError as e:
        ap.error(str(e))
        raise  # ap.error exits


def random_decks(seed: int, megami: tuple[str, ...] = MEGAMI_1_9, require: tuple[str, ...] = ()) -> tuple[Any, Any]:
    """Two random legal decks of random form pairings of ``megami`` (seeded); with ``require``, only pairings
    that include one of those base megami."""
    from sakura_lab.deckgen import form_pairings, random_deck

    pairings = form_pairings(megami, including=require)
    r = random.Random(seed)
    return random_deck(r.choice(pairings), r), random_deck(r.choice(pairings), r)


def agent_from_spec(spec: str, weights: str | None, seed: int) -> Any:
    """A player from its spec; ``weights`` (a weights.json file) replaces its evaluation's and its inner heuristic's."""
    from sakura_lab.ai.base import make_agent
    from sakura_lab.ai.evaluation import load_weights

    a = make_agent(spec, seed=seed)
    if weights:
        w = load_weights(weights, migrate=True)
        for obj in (a, getattr(a, "inner", None)):
            if obj is not None and hasattr(obj, "weights"):
                obj.weights = w
    return a


def mirrored_pair(seed: int, decks: tuple[Any, Any], make_x: AgentMaker, make_y: AgentMaker) -> tuple[float, int]:
    """X's score over the pair's two games (1 win, 0.5 draw or stuck, 0 loss, averaged) and its stuck games.
    Deck 0 sits in seat 0 and moves first in both games; X plays it in one game, Y in the other."""
    from sakura_lab.game import new_state

    s, stuck = 0.0, 0
    for x_first in (True, False):
        makers = (make_x, make_y) if x_first else (make_y, make_x)
        agents = (makers[0](seed * 2), makers[1](seed * 2 + 1))
        st = new_state(seed, decks, first_player=0, keys=("A", "B"))
        if not play_out(st, agents):
            s, stuck = s + 0.5, stuck + 1
            continue
        win = st.outcome.winner
        s += 0.5 if win is None else (1.0 if win == (0 if x_first else 1) else 0.0)
    return s / 2, stuck


def _pairs(seeds: list[int], make_x: AgentMaker, make_y: AgentMaker, megami: tuple[str, ...],
           require: tuple[str, ...] = ()) -> list[tuple[float, int, float, int, tuple[str, ...]]]:
    """Each seed's pair: (X's score, stuck games, seconds per game, seed, the base megami of both decks)."""
    out = []
    for seed in seeds:
        t0 = time.perf_counter()
        decks = random_decks(seed, megami, require)
        score, stuck = mirrored_pair(seed, decks, make_x, make_y)
        names = tuple(sorted({m.split("-")[0] for d in decks for m in d.megami}))
        out.append((score, stuck, (time.perf_counter() - t0) / 2, seed, names))
    return out


def per_megami(rows: list[tuple[float, int, float, int, tuple[str, ...]]]) -> dict[str, Any]:
    """X's score per base megami over the pairs whose decks hold her (a pair counts once per megami in it)."""
    scores: dict[str, list[float]] = {}
    for r in rows:
        for m in r[4]:
            scores.setdefault(m, []).append(r[0])
    return {m: summarize(v) for m, v in sorted(scores.items())}


def print_per_megami(per: dict[str, Any]) -> None:
    """One line per megami, best first."""
    for m, r in sorted(per.items(), key=lambda kv: -kv[1]["win_rate"]):
        print(f"{m:10s} {r['win_rate']:.3f} [{r['ci95'][0]:.3f}, {r['ci95'][1]:.3f}] ({r['pairs']} pairs)")


def summarize(scores: list[float]) -> dict[str, Any]:
    """Win rate over pair scores with the 95% interval over pairs and Wilson's over games."""
    n_pairs = len(scores)
    m = sum(scores) / n_pairs
    se = pair_se(scores)
    lo, hi = wilson(m * 2 * n_pairs, 2 * n_pairs)
    return {"pairs": n_pairs, "games": 2 * n_pairs, "win_rate": round(m, 4), "pair_se": round(se, 4),
            "ci95": [round(m - Z95 * se, 4), round(m + Z95 * se, 4)], "wilson95": [round(lo, 4), round(hi, 4)]}


def x_score(scores: list[float]) -> str:
    """One line for X's pair scores: win rate, 95% interval over pairs, and the pairs decided (not 1-1)."""
    r = summarize(scores)
    lo, hi = r["ci95"]
    return f"X {r['win_rate']:.1%} [{lo:.1%}, {hi:.1%}], {sum(1 for x in scores if x != 0.5)} pairs decided"


def emit(res: dict[str, Any], json_path: str | None) -> None:
    """Print a result as one JSON line, and append it to ``json_path`` if given."""
    print(json.dumps(res))
    if json_path:
        with open(json_path, "a") as f:
            f.write(json.dumps(res) + "\n")


def run_pairs(make_x: AgentMaker, make_y: AgentMaker, pairs: int, seed: int, jobs: int,
              megami: tuple[str, ...] = MEGAMI_1_9, require: tuple[str, ...] = (), by_megami: bool = False,
              pairs_out: str | None = None) -> dict[str, Any]:
    """X against Y over ``pairs`` mirrored pairs on random decks (seeds from ``seed``; same for any ``jobs``).
    ``by_megami``: also X's score per base megami (``"by_megami"``); ``pairs_out``: write one JSON line per pair
    (seed, megami, X's score) to that file, so that runs can be pooled or split later."""
    seeds = [seed * 1_000_003 + 7 * i + 1 for i in range(pairs)]
    chunks = [c for c in (seeds[i::jobs * 4] for i in range(jobs * 4)) if c]
    parts = Parallel(n_jobs=jobs)(delayed(_pairs)(c, make_x, make_y, megami, require) for c in chunks)
    order = {s: i for i, s in enumerate(seeds)}
    rows = sorted((r for part in parts for r in part), key=lambda r: order[r[3]])
    if pairs_out:
        with open(pairs_out, "w") as f:
            for r in rows:
                f.write(json.dumps({"seed": r[3], "megami": list(r[4]), "score": r[0], "stuck": r[1]}) + "\n")
    res = {**summarize([r[0] for r in rows]), "stuck_games": sum(r[1] for r in rows),
           "seconds_per_game": round(sum(r[2] for r in rows) / len(rows), 3)}
    if by_megami:
        res["by_megami"] = per_megami(rows)
    return res


def head_to_head(x: str, y: str, pairs: int, seed: int, jobs: int, xw: str | None = None, yw: str | None = None,
                 megami: tuple[str, ...] = MEGAMI_1_9, require: tuple[str, ...] = (), by_megami: bool = False,
                 pairs_out: str | None = None) -> dict[str, Any]:
    """Player spec X against Y (optional weights files) over ``pairs`` mirrored pairs."""
    res = run_pairs(functools.partial(agent_from_spec, x, xw), functools.partial(agent_from_spec, y, yw),
                    pairs, seed, jobs, megami, require, by_megami, pairs_out)
    return {"x": x, "y": y, **res}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--x", required=True, help="player spec, e.g. heuristic or mcts:worlds=8")
    ap.add_argument("--y", required=True)
    ap.add_argument("--x-weights")
    ap.add_argument("--y-weights")
    ap.add_argument("--pairs", type=int, default=100)
    ap.add_argument("--jobs", type=int, default=1)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--megami", default=",".join(MEGAMI_1_9),
                    help="comma-separated megami, or 'all' (every implemented megami); default 1-9")
    ap.add_argument("--require", default="", help="comma-separated megami: only pairings including one of them")
    ap.add_argument("--json", metavar="FILE", help="also append the result as one JSON line")
    ap.add_argument("--by-megami", action="store_true",
                    help="also X's score per base megami (the pairs whose decks hold her; same games)")
    ap.add_argument("--pairs-out", metavar="FILE", help="write one JSON line per pair (seed, megami, X's score)")
    a = ap.parse_args(argv)
    megami = megami_option(ap, a.megami)
    require = tuple(x for x in a.require.split(",") if x)
    from sakura_lab.deckgen import form_pairings

    try:
        found = form_pairings(megami, including=require)
    except Exception as e:  # noqa: BLE001 - an unknown megami name: say which, not a traceback
        ap.error(f"--megami {a.megami}: {e}")
    if not found:
        ap.error(f"no form pairing of --megami {a.megami} includes one of --require {a.require}")
    t = time.perf_counter()
    res = head_to_head(a.x, a.y, a.pairs, a.seed, a.jobs, a.x_weights, a.y_weights, megami, require, a.by_megami,
                       a.pairs_out)
    if a.by_megami:
        print_per_megami(res["by_megami"])
    res["wall_s"] = round(time.perf_counter() - t, 1)
    res["seed"] = a.seed
    emit(res, a.json)
    return 0


if __name__ == "__main__":
    sys.exit(main())
