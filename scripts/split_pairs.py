"""Two players over mirrored pairs on one split deck of ``scripts/mechanics_table.py`` (the deck against itself).

    PYTHONPATH=. python3 scripts/split_pairs.py innealra-o3 --x heuristic --y heuristic:ignore=twisted_fate \
        --pairs 150 --seed 5 --deck-seed 0
    PYTHONPATH=. python3 scripts/split_pairs.py innealra-o1 --x heuristic --y heuristic --force 26-innealra-o-s-4

What the with/without rows of ``mechanics_table`` measure, for trials of candidate weights (``--weights``, both
players), another deck seed, a card added to the deck's required cards (``--add``), or an X that plays a card
whenever it may (``--force``, optionally only while the opponent's Life is at most ``--force-life``), or that
answers one "you may" decision always the same way (``--force-may <context> --may-answer yes|no``); with
``--force-y`` Y plays the forced card too, so both pay for it and the pairs measure what each does with it. Games and
seats as ``head_to_head.mirrored_pair``; X's score with a 95% interval over pairs and the pairs decided (not 1-1).
"""
from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

import mechanics_table as MT  # noqa: E402
from head_to_head import agent_from_spec, mirrored_pair, x_score  # noqa: E402

from sakura_lab.cards.registry import load_all  # noqa: E402
from sakura_lab.engine.constants import D_MAIN, D_MAY, LIFE  # noqa: E402


class Forcing:
    """A player that plays card ``cid`` (main phase, standard or full power) whenever it may, and answers the
    "you may" decisions of context ``may`` with ``may_answer``, else as ``inner``."""

    def __init__(self, inner: Any, cid: str, life: int, may: str = "", may_answer: bool = True) -> None:
        self.inner, self.cid, self.life = inner, cid, life
        self.may, self.may_answer = may, may_answer

    def decide(self, view: Any, d: Any) -> int:
        if self.may and d.kind == D_MAY and d.context == self.may and self.may_answer in d.options:
            return int(d.options.index(self.may_answer))
        if d.kind == D_MAIN and view._st.tok[LIFE + 1 - d.player] <= self.life:
            for j, o in enumerate(d.options):
                if isinstance(o, tuple) and len(o) >= 2 and o[0] in ("play", "fullpower") and view.card(o[1]).id == self.cid:
                    return j
        return int(self.inner.decide(view, d))


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("form", help="a deck form of mechanics_table.MEGAMI, e.g. innealra-o3 or misora")
    ap.add_argument("--x", default="heuristic")
    ap.add_argument("--y", default="heuristic")
    ap.add_argument("--weights", help="weights.json for both players (default: the packaged weights)")
    ap.add_argument("--y-weights", help="weights.json for Y only (default: --weights)")
    ap.add_argument("--pairs", type=int, default=100)
    ap.add_argument("--seed", type=int, default=0, help="games' root seed")
    ap.add_argument("--deck-seed", type=int, default=0, help="the split deck's seed (mechanics_table --seed)")
    ap.add_argument("--add", default="", help="comma-separated card ids added to the form's required cards")
    ap.add_argument("--force", default="", help="card id X plays whenever it may")
    ap.add_argument("--force-y", action="store_true",
                    help="Y plays the --force card whenever it may too (both pay for it; the row then measures what follows)")
    ap.add_argument("--force-life", type=int, default=99, help="only while the opponent's Life is at most this")
    ap.add_argument("--force-may", default="", help="context of a 'you may' decision X always answers --may-answer")
    ap.add_argument("--may-answer", choices=("yes", "no"), default="yes")
    a = ap.parse_args(argv)
    load_all()
    for cid in [c for c in a.add.split(",") if c]:
        if cid not in MT.REQUIRED.get(a.form, ()):
            MT.REQUIRED[a.form] = MT.REQUIRED.get(a.form, ()) + (cid,)
    megami = next(m for m, (forms, _) in MT.MEGAMI.items() if a.form in forms)
    deck = MT.split_deck(a.form, MT.MEGAMI[megami][1], a.deck_seed)
    print(deck.name, ", ".join(deck.cards), flush=True)

    def make_x(s: int) -> Any:
        x = agent_from_spec(a.x, a.weights, s)
        if a.force or a.force_may:
            return Forcing(x, a.force, a.force_life, a.force_may, a.may_answer == "yes")
        return x

    def make_y(s: int) -> Any:
        y = agent_from_spec(a.y, a.y_weights or a.weights, s)
        if a.force_y and a.force:
            return Forcing(y, a.force, a.force_life)
        return y

    scores = [mirrored_pair(a.seed * 100003 + i, (deck, deck), make_x, make_y)[0] for i in range(a.pairs)]
    print(f"{a.form} deck seed {a.deck_seed}, {len(scores)} pairs, seed {a.seed}: {x_score(scores)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
