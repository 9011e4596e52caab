"""How much of the heuristic's choice survives a cheaper option procedure (issue 11, item 2), measured offline.

    python3 scripts/prune_agreement.py [--games 40] [--seed 3] [--megami all] [--tops 2,3,4]

The heuristic judges each option of a simulated decision (``ai.heuristic.option_scores``) by playing it until
what it caused has resolved, then finishing the turn with the fast rules and evaluating the position at the
start of the next turn; finishing the turn is most of its work. The cheap procedure (``heuristic:top=K``)
finishes only the K options that look best when they have resolved ("mid-turn" scores) and ranks the others
below them. This script plays heuristic self-play games on random legal decks and, at every real decision the
heuristic simulates, scores every option both ways on one determinized world (and the exhaustive way on a
second world), so that the procedures can be compared on the same decisions without playing them against
each other:

- ``steps kept``: the engine steps a procedure takes, as a share of the exhaustive procedure's;
- ``agrees``: how often its choice is the exhaustive procedure's choice in the same world;
- ``misses a win``: how often the exhaustive procedure finds a won position (the evaluation's win value) and
  the procedure does not choose one;
- the exhaustive procedure's agreement with itself in a second determinized world: the noise the heuristic
  already has, for scale.

A procedure can lose strength with agreement well above the self-agreement's complement; this table only
says where the difference comes from (measured strength: ``scripts/head_to_head.py``).
"""
from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
from head_to_head import megami_option, play_out, random_decks  # noqa: E402 - the script folder's shared play loop

from sakura_lab.ai.base import make_agent  # noqa: E402
from sakura_lab.ai.evaluation import STYLES, evaluate  # noqa: E402
from sakura_lab.ai.heuristic import SIMULATED  # noqa: E402
from sakura_lab.ai.policy import plain_fullpower, quick_choice  # noqa: E402
from sakura_lab.engine.constants import D_MAIN  # noqa: E402
from sakura_lab.engine.view import determinize  # noqa: E402
from sakura_lab.game import new_state  # noqa: E402

NEG = float("-inf")
WIN = 10000.0  # the evaluation of a won game (ai.evaluation)

# one option: (ended when resolved, mid-turn score, score at the next turn, steps to resolve, steps to finish)
Option = tuple[bool, float, float, int, int]


def _resolve(st: Any, w: Any, turn: int) -> tuple[bool, int]:
    """ai.heuristic.settle_short, counting engine steps."""
    tp, n = st.turn_player, 0
    while True:
        if st.outcome is not None or st.turn != turn:
            return True, n
        d = st.decision
        if d.kind == D_MAIN and d.player == tp:
            return False, n
        st.apply(quick_choice(st, d, w))
        n += 1


def _finish(st: Any, w: Any, turn: int) -> int:
    """ai.heuristic.settle, counting engine steps."""
    n = 0
    while st.outcome is None and st.turn == turn:
        st.apply(quick_choice(st, st.decision, w))
        n += 1
    return n


def score_options(world: Any, decision: Any, w: Any) -> list[Option | None]:
    p, turn = decision.player, world.turn
    out: list[Option | None] = []
    for k, option in enumerate(decision.options):
        if plain_fullpower(world, option):
            out.append(None)
            continue
        c = world.clone()
        c.apply(k)
        ended, n1 = _resolve(c, w, turn)
        mid = evaluate(c, p, w)
        n2 = 0 if ended else _finish(c, w, turn)
        out.append((ended, mid, evaluate(c, p, w), n1, n2))
    return out


def top_scheme(opts: list[Option | None], main: bool, top: int) -> tuple[list[float], int]:
    """Scores and engine steps of ``option_scores(..., top)`` (the same ranking rules), from recorded options."""
    n = len(opts)
    scores, steps, open_ = [NEG] * n, 0, []
    for i, o in enumerate(opts):
        if o is None:
            continue
        steps += o[3]
        if o[0]:
            scores[i] = o[2]
        else:
            open_.append((o[1], i))
    if not open_:
        return scores, steps
    if not main and all(o is None or not o[0] for o in opts):
        for v, i in open_:
            scores[i] = v
        return scores, steps
    open_.sort(key=lambda t: -t[0])
    for _v, i in open_[:top]:
        o = opts[i]
        assert o is not None
        scores[i] = o[2]
        steps += o[4]
    rest = open_[top:]
    if rest:
        pending = {i for _v, i in rest}
        floor = min(v for i, v in enumerate(scores) if i not in pending and v != NEG)
        for rank, (_v, i) in enumerate(rest):
            scores[i] = floor - 1.0 - rank
    return scores, steps


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=40)
    ap.add_argument("--seed", type=int, default=3)
    ap.add_argument("--megami", default="all", help="comma-separated megami, or 'all' (default)")
    ap.add_argument("--tops", default="1,2,3,4,6", help="values of top to compare (default 1,2,3,4,6)")
    a = ap.parse_args(argv)
    megami = megami_option(ap, a.megami)
    tops = [int(x) for x in a.tops.split(",") if x]
    w = STYLES["balanced"]
    rng = random.Random(a.seed)
    rows: list[tuple[bool, list[Option | None], list[float]]] = []

    def on_decision(st: Any, d: Any, _choice: int) -> None:
        if d.kind not in SIMULATED or len(d.options) < 2:
            return
        view = st.view(d.player)
        first = score_options(determinize(view, rng), d, w)
        second = score_options(determinize(view, rng), d, w)  # for the exhaustive scores in a second world
        rows.append((d.kind == D_MAIN, first, [NEG if o is None else o[2] for o in second]))

    t0 = time.perf_counter()
    for g in range(a.games):
        seed = a.seed * 100_000 + g
        st = new_state(seed, random_decks(seed, megami))
        play_out(st, (make_agent("heuristic", seed=2 * seed), make_agent("heuristic", seed=2 * seed + 1)),
                 on_decision)
    full_steps = sum(o[3] + o[4] for _m, opts, _alt in rows for o in opts if o is not None)
    same = 0
    for _m, opts, alt in rows:
        ex = [NEG if o is None else o[2] for o in opts]
        same += ex.index(max(ex)) == alt.index(max(alt))
    print(f"{a.games} heuristic self-play games ({', '.join(megami) if len(megami) < 6 else f'{len(megami)} megami'}), "
          f"{len(rows)} simulated decisions, {time.perf_counter() - t0:.0f} s, seed {a.seed}")
    print(f"exhaustive procedure, agreement with itself in a second determinized world: {same / len(rows):.1%}")
    print()
    print("| procedure | steps kept | agrees with exhaustive | misses a win |")
    print("|---|---:|---:|---:|")
    print("| exhaustive (top=0) | 100.0% | 100.0% | 0.00% |")
    for top in tops:
        steps = agree = missed = 0
        for main_, opts, _alt in rows:
            ex = [NEG if o is None else o[2] for o in opts]
            sc, k = top_scheme(opts, main_, top)
            steps += k
            pick = sc.index(max(sc))
            agree += ex[pick] >= max(ex)
            missed += max(ex) >= WIN and ex[pick] < WIN
        print(f"| top={top} | {steps / full_steps:.1%} | {agree / len(rows):.1%} | {missed / len(rows):.2%} |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
