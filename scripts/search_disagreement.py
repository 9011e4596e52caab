"""Where the search player would play differently from the heuristic (issue 10: what the evaluation misses).

    PYTHONPATH=. python3 scripts/search_disagreement.py --games 40 --seed 1000 [--worlds 6 --top 4]

Heuristic self-play on random legal decks of random form pairings of megami 1-9 (``head_to_head.random_decks``).
At every main-phase or reaction decision with more than two options, ``mcts`` (``worlds`` determinizations, the
heuristic's ``top`` best options, each played through the opponent's next turn) is asked too, on the same view;
the game goes on with the heuristic's choice. Prints the share of decisions where they agree and, where they
do not, a tally of (kind, heuristic's option, search's option) by option category: ``end``, ``basic:<action>``,
``play`` / ``fullpower`` / ``react`` with N(ormal) / S(pecial) and the card type. The search is noisy (a few
playouts per option), so a single decision says little; a lean of the tally in one direction is the signal.
"""
from __future__ import annotations

import argparse
import collections
import json
import pathlib
import sys

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))

from head_to_head import random_decks  # noqa: E402

from sakura_lab.ai.heuristic import HeuristicAgent  # noqa: E402
from sakura_lab.ai.mcts import MonteCarloAgent  # noqa: E402
from sakura_lab.engine.constants import D_MAIN, D_REACT  # noqa: E402
from sakura_lab.game import new_state  # noqa: E402


def category(st: object, option: tuple) -> str:
    """An option's category: ``end``, ``basic:<action>``, or ``<play kind>:<N|S>:<card type>``."""
    kind = option[0]
    if kind in ("play", "fullpower", "react"):
        cd = st.cards[option[1]]  # type: ignore[attr-defined]
        return f"{kind}:{'S' if cd.is_special else 'N'}:{_type_name(cd)}"
    if kind == "basic":
        return f"basic:{option[1]}"
    return str(kind)


def _type_name(cd: object) -> str:
    """``attack``, ``action``, ``enhance`` (the card's main type, CR 6-2-1-5)."""
    from sakura_lab.engine import constants as C

    names = {getattr(C, n): n.lower() for n in ("ATTACK", "ACTION", "ENHANCE") if hasattr(C, n)}
    return names.get(cd.ctype, str(cd.ctype))  # type: ignore[attr-defined]


def run(games: int, seed: int, worlds: int, top: int) -> dict:
    tally: collections.Counter = collections.Counter()
    same = total = 0
    for s in range(seed, seed + games):
        players = [HeuristicAgent(seed=s * 2), HeuristicAgent(seed=s * 2 + 1)]
        search = MonteCarloAgent(seed=s * 7 + 3, worlds=worlds, top=top)
        st = new_state(s, random_decks(s), first_player=0, keys=("A", "B"))
        steps = 0
        while st.outcome is None and steps < 5000:
            d = st.decision
            steps += 1
            view = st.view(d.player)
            i = players[d.player].decide(view, d)
            if d.kind in (D_MAIN, D_REACT) and len(d.options) > 2 and isinstance(d.options[i], tuple):
                j = search.decide(view, d)
                total += 1
                if i == j:
                    same += 1
                else:
                    tally[(d.kind, category(st, d.options[i]), category(st, d.options[j]))] += 1
            st.apply(i)
    return {"games": games, "seed": seed, "worlds": worlds, "top": top, "decisions": total, "agree": same,
            "differ": [[*k, c] for k, c in tally.most_common()]}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=40)
    ap.add_argument("--seed", type=int, default=1000)
    ap.add_argument("--worlds", type=int, default=6)
    ap.add_argument("--top", type=int, default=4)
    ap.add_argument("--json", default=None, help="also write the result here")
    a = ap.parse_args(argv)
    res = run(a.games, a.seed, a.worlds, a.top)
    print(f"{res['decisions']} decisions, agree {res['agree']} ({res['agree'] / max(1, res['decisions']):.1%})")
    for kind, h, m, c in res["differ"][:30]:
        print(f"{c:5d}  {kind:5s} heuristic {h:24s} search {m}")
    if a.json:
        pathlib.Path(a.json).write_text(json.dumps(res), encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
