"""Two players over mirrored pairs on split decks of ``scripts/mechanics_table.py`` (each deck against itself).

    PYTHONPATH=. python3 scripts/split_pairs.py innealra-o3 --x heuristic --y heuristic:ignore=twisted_fate \
        --pairs 150 --seed 5 --deck-seed 0
    PYTHONPATH=. python3 scripts/split_pairs.py honoka,honoka-a1 --x-weights cand.json --decks 8 --pairs 100 --jobs 2
    PYTHONPATH=. python3 scripts/split_pairs.py innealra-o1 --x heuristic --y heuristic --force 26-innealra-o-s-4

What the with/without rows of ``mechanics_table`` measure, for trials of candidate weights (``--weights``, both
players), another deck seed, a card added to the deck's required cards (``--add``), or an X that plays a card
whenever it may (``--force``, optionally only while the opponent's Life is at most ``--force-life``), or that
answers one "you may" decision always the same way (``--force-may <context> --may-answer yes|no``); with
``--force-y`` Y plays the forced card too, so both pay for it and the pairs measure what each does with it. Games and
seats as ``head_to_head.mirrored_pair``; X's score with a 95% interval over pairs and the pairs decided (not 1-1).

Several forms (comma-separated) and ``--decks K`` (deck seeds ``--deck-seed`` .. ``+K-1``) play ``--pairs`` pairs
on every deck of every form and pool them (the pair is the unit of the interval; each deck's score is printed too):
one deck's score says what a player does with those ten cards, not with the megami (docs/evaluation.md, session 11).
``--x-weights`` gives X its own weights (candidate weights against the packaged ones). :func:`run_split_pairs` is
the same measurement for other scripts (``spsa_weights.py --forms``).
"""
from __future__ import annotations

import argparse
import functools
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

import mechanics_table as MT  # noqa: E402
from head_to_head import agent_from_spec, mirrored_pair, summarize  # noqa: E402
from joblib import Parallel, delayed  # noqa: E402

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


def partner_of(form: str) -> str:
    """The partner form of ``form``'s split decks (``mechanics_table.MEGAMI``); ValueError naming an unknown form."""
    for forms, partner in MT.MEGAMI.values():
        if form in forms:
            return partner
    known = ", ".join(f for forms, _ in MT.MEGAMI.values() for f in forms)
    raise ValueError(f"unknown deck form {form!r} (known: {known})")


def form_deck(form: str, deck_seed: int, add: tuple[str, ...] = ()) -> Any:
    """The split deck of ``form`` with ``deck_seed`` (and the cards ``add`` required too); ValueError naming an
    unknown form."""
    return MT.split_deck(form, partner_of(form), deck_seed, add)


def _split_chunk(tasks: list[tuple[str, int, int]], make_x: Any, make_y: Any,
                 add: tuple[str, ...]) -> list[tuple[str, int, float]]:
    load_all()
    decks = {key: form_deck(*key, add) for key in {(t[0], t[1]) for t in tasks}}
    return [(form, k, mirrored_pair(seed, (decks[(form, k)],) * 2, make_x, make_y)[0]) for form, k, seed in tasks]


def run_split_pairs(make_x: Any, make_y: Any, forms: tuple[str, ...], deck_seeds: tuple[int, ...], pairs: int,
                    seed: int, jobs: int = 1, add: tuple[str, ...] = ()) -> dict[str, Any]:
    """X against Y over ``pairs`` mirrored pairs on every split deck (``forms`` x ``deck_seeds``), pooled: the
    summary of ``head_to_head.summarize`` plus ``per_deck`` ({"form/seed": X's score}). A deck's games have the seeds
    ``split_pairs.py`` gives one deck (``seed * 100003 + i``), so one deck here replays that script's games;
    the same for any ``jobs``. ``add``: card ids added to every form's required cards (``--add``). The makers
    must be picklable (``functools.partial`` of a module-level function) when ``jobs`` > 1."""
    for form in forms:
        partner_of(form)  # an unknown form fails here, in the parent, with its name
    tasks = [(f, k, seed * 100003 + i) for f in forms for k in deck_seeds for i in range(pairs)]
    n = max(1, min(len(tasks), jobs * 4))
    chunks = [tasks[i::n] for i in range(n)]
    parts = Parallel(n_jobs=jobs)(delayed(_split_chunk)(c, make_x, make_y, add) for c in chunks)
    rows = [r for part in parts for r in part]
    per: dict[str, list[float]] = {}
    for form, k, score in rows:
        per.setdefault(f"{form}/{k}", []).append(score)
    return {**summarize([r[2] for r in rows]), "decided": sum(1 for r in rows if r[2] != 0.5),
            "per_deck": {key: round(sum(v) / len(v), 4) for key, v in sorted(per.items())}}


def _maker(spec: str, weights: str | None, force: str, life: int, may: str, may_answer: bool, s: int) -> Any:
    """A player of ``spec`` (with ``weights``), forced as :class:`Forcing` when ``force`` or ``may`` is given."""
    x = agent_from_spec(spec, weights, s)
    if force or may:
        return Forcing(x, force, life, may, may_answer)
    return x


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("form", help="a deck form of mechanics_table.MEGAMI, e.g. innealra-o3 or misora; several "
                                 "comma-separated (pooled)")
    ap.add_argument("--x", default="heuristic")
    ap.add_argument("--y", default="heuristic")
    ap.add_argument("--weights", help="weights.json for both players (default: the packaged weights)")
    ap.add_argument("--x-weights", help="weights.json for X only (default: --weights)")
    ap.add_argument("--y-weights", help="weights.json for Y only (default: --weights)")
    ap.add_argument("--pairs", type=int, default=100)
    ap.add_argument("--seed", type=int, default=0, help="games' root seed")
    ap.add_argument("--deck-seed", type=int, default=0, help="the split deck's seed (mechanics_table --seed)")
    ap.add_argument("--decks", type=int, default=1, help="split decks per form: seeds --deck-seed .. +K-1 (pooled)")
    ap.add_argument("--jobs", type=int, default=1, help="worker processes (the same games for any number)")
    ap.add_argument("--add", default="", help="comma-separated card ids added to the form's required cards")
    ap.add_argument("--force", default="", help="card id X plays whenever it may")
    ap.add_argument("--force-y", action="store_true",
                    help="Y plays the --force card whenever it may too (both pay for it; the row then measures what follows)")
    ap.add_argument("--force-life", type=int, default=99, help="only while the opponent's Life is at most this")
    ap.add_argument("--force-may", default="", help="context of a 'you may' decision X always answers --may-answer")
    ap.add_argument("--may-answer", choices=("yes", "no"), default="yes")
    a = ap.parse_args(argv)
    load_all()
    forms = tuple(f for f in a.form.split(",") if f)
    add = tuple(c for c in a.add.split(",") if c)
    if a.decks < 1:
        ap.error(f"--decks must be at least 1, not {a.decks}")
    try:
        for form in forms:
            for k in range(a.deck_seed, a.deck_seed + a.decks):
                deck = form_deck(form, k, add)
                print(deck.name, ", ".join(deck.cards), flush=True)
    except ValueError as e:
        ap.error(str(e))
    make_x = functools.partial(_maker, a.x, a.x_weights or a.weights, a.force, a.force_life, a.force_may,
                               a.may_answer == "yes")
    make_y = functools.partial(_maker, a.y, a.y_weights or a.weights, a.force if a.force_y else "", a.force_life, "",
                               True)
    res = run_split_pairs(make_x, make_y, forms, tuple(range(a.deck_seed, a.deck_seed + a.decks)), a.pairs, a.seed,
                          a.jobs, add)
    if len(res["per_deck"]) > 1:
        print("per deck: " + ", ".join(f"{k} {v:.1%}" for k, v in res["per_deck"].items()))
    lo, hi = res["ci95"]
    seeds = f"seed {a.deck_seed}" if a.decks == 1 else f"seeds {a.deck_seed}-{a.deck_seed + a.decks - 1}"
    print(f"{a.form} deck {seeds}, {res['pairs']} pairs, seed {a.seed}: "
          f"X {res['win_rate']:.1%} [{lo:.1%}, {hi:.1%}], {res['decided']} pairs decided")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
