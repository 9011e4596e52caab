"""Which card's Oath (MR 19-3) wins or loses for the heuristic: Kamuwi's per-card Oath probe (docs/evaluation.md, session 21).

For each card: side A is the heuristic, side B the same heuristic declining that card's Oaths in its real decisions
(its imagined turns unchanged), on ``--decks`` split decks of Kamuwi + Saine that hold the card
(``mechanics_table.split_deck`` with the card added; seeds ``--seed`` ..), ``--pairs`` mirrored pairs each: both
seats, same deck on both sides, same seeds. Prints A's score (draws half) with a 95% interval over pairs and the
pairs the card's Oath decided (score not 1-1). ``--table 0`` gives both sides the player before session 21 (no card
table: ``kamuwi_oath_cards`` 0), which is how the table was found (with it off the rule draws nothing, so the player is the one before):

    PYTHONPATH=. python3 scripts/oath_probe.py --table 0 --seed 17900 --decks 8 --pairs 25
"""
from __future__ import annotations

import argparse
import pathlib
import statistics
import sys
from typing import Any

from joblib import Parallel, delayed

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
from head_to_head import same_deck_pair  # noqa: E402

OATH_CARDS = ("21-kamuwi-o-n-1", "21-kamuwi-o-n-2", "21-kamuwi-o-n-3", "21-kamuwi-o-n-4", "21-kamuwi-o-n-7",
              "21-kamuwi-o-s-1", "21-kamuwi-o-s-2")


def _oath_card(d: Any) -> str | None:
    c = d.context
    return c[3] if isinstance(c, tuple) and len(c) == 4 and c[0] == "oath" else None


class DeclineOath:
    """The heuristic, declining the Oaths of ``card`` in its real decisions."""

    def __init__(self, inner: Any, card: str) -> None:
        self.inner, self.card = inner, card

    def decide(self, view: Any, d: Any) -> int:
        if _oath_card(d) == self.card and False in d.options:
            return list(d.options).index(False)
        return int(self.inner.decide(view, d))


def _weights(table: float) -> Any:
    from sakura_lab.ai.evaluation import BASE, Weights

    return Weights.from_dict(BASE.as_dict(), {**BASE.rules_dict(), "kamuwi_oath_cards": table})


def _pair(deck: Any, seed: int, card: str, table: float) -> float:
    from sakura_lab.ai.heuristic import HeuristicAgent
    from sakura_lab.cards.registry import load_all

    load_all()
    w = _weights(table)
    return same_deck_pair(deck, seed, lambda s: HeuristicAgent(seed=s, weights=w),
                          lambda s: DeclineOath(HeuristicAgent(seed=s, weights=w), card))


def main() -> int:
    from mechanics_table import split_deck

    from sakura_lab.cards.registry import load_all

    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--cards", default=",".join(OATH_CARDS), help="comma-separated Kamuwi card ids")
    ap.add_argument("--seed", type=int, default=17900)
    ap.add_argument("--decks", type=int, default=8)
    ap.add_argument("--pairs", type=int, default=25, help="mirrored pairs per deck")
    ap.add_argument("--jobs", type=int, default=1)
    ap.add_argument("--table", type=float, default=1.0, help="the rule parameter kamuwi_oath_cards of both sides")
    args = ap.parse_args()
    load_all()
    for card in [c for c in args.cards.split(",") if c]:
        decks = [split_deck("kamuwi", "saine", args.seed + k, add=(card,)) for k in range(args.decks)]
        tasks = [(d, (args.seed + k) * 1000 + s) for k, d in enumerate(decks) for s in range(args.pairs)]
        res = Parallel(n_jobs=args.jobs)(delayed(_pair)(d, s, card, args.table) for d, s in tasks)
        m = statistics.mean(res)
        se = statistics.pstdev(res) / len(res) ** 0.5
        decided = sum(1 for r in res if r != 0.5)
        print(f"{card}: A (swears) {100 * m:.1f}% [{100 * (m - 1.96 * se):.1f}, {100 * (m + 1.96 * se):.1f}] "
              f"decided {decided}/{len(res)}", flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
