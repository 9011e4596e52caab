"""Where the search player would play differently from the heuristic (issue 10: what the evaluation misses).

    PYTHONPATH=. python3 scripts/search_disagreement.py --games 40 --seed 1000 [--worlds 6 --top 4]
    PYTHONPATH=. python3 scripts/search_disagreement.py --kinds damage+may+choose+card --games 200

Heuristic self-play on random legal decks of random form pairings of megami 1-9 (``head_to_head.random_decks``).
At every main-phase or reaction decision with more than two options (``--kinds``: other decision kinds, asked
whenever there is a choice; a damage choice is described by the damage and the deciding player's Aura and Life, a
yes/no, mode or card choice by its context), ``mcts`` (``worlds`` determinizations, the
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
from typing import Any

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))

from head_to_head import play_out, random_decks  # noqa: E402

from sakura_lab.ai.heuristic import HeuristicAgent  # noqa: E402
from sakura_lab.ai.mcts import MonteCarloAgent  # noqa: E402
from sakura_lab.engine.constants import D_MAIN, D_REACT  # noqa: E402
from sakura_lab.game import new_state  # noqa: E402


def category(st: object, option: object) -> str:
    """An option's category: ``end``, ``basic:<action>``, or ``<play kind>:<N|S>:<card type>``."""
    if type(option) is not tuple:
        return str(option)
    kind = option[0]
    if kind in ("play", "fullpower", "react"):
        cd = st.cards[option[1]]  # type: ignore[attr-defined]
        return f"{kind}:{'S' if cd.is_special else 'N'}:{cd.ctype}"
    if kind == "basic":
        return f"basic:{option[1]}"
    return str(kind)


def describe(st: Any, d: Any) -> str:
    """What a non-main decision was about: for a damage choice ``aura dmg/life dmg vs Aura a, Life l``, else its
    context's name."""
    from sakura_lab.engine.constants import D_DAMAGE

    c = d.context
    if d.kind == D_DAMAGE and type(c) is tuple and len(c) >= 3:
        p = d.player
        return f"{c[1]}/{c[2]} vs Aura {st.aura(p)}, Life {st.life(p)}"
    if type(c) is tuple:
        c = next((x for x in c if type(x) is str), c[0] if c else "")
    return str(c)


def run(games: int, seed: int, worlds: int, top: int, kinds: tuple[str, ...] = (D_MAIN, D_REACT)) -> dict:
    tally: collections.Counter = collections.Counter()
    agree = [0, 0]  # decisions asked, decisions where the search picks the heuristic's option

    for s in range(seed, seed + games):
        search = MonteCarloAgent(seed=s * 7 + 3, worlds=worlds, top=top, search="+".join(kinds))

        def ask_search(st: Any, d: Any, i: int, search: MonteCarloAgent = search) -> None:
            if d.kind not in kinds or len(d.options) <= (2 if d.kind in (D_MAIN, D_REACT) else 1):
                return
            j = search.decide(st.view(d.player), d)
            agree[0] += 1
            if i == j:
                agree[1] += 1
            elif d.kind in (D_MAIN, D_REACT):
                tally[(d.kind, category(st, d.options[i]), category(st, d.options[j]))] += 1
            else:
                what = describe(st, d)
                tally[(f"{d.kind}:{what}", category(st, d.options[i]), category(st, d.options[j]))] += 1

        st = new_state(s, random_decks(s), first_player=0, keys=("A", "B"))
        play_out(st, (HeuristicAgent(seed=s * 2), HeuristicAgent(seed=s * 2 + 1)), ask_search)
    return {"games": games, "seed": seed, "worlds": worlds, "top": top, "kinds": list(kinds),
            "decisions": agree[0], "agree": agree[1],
            "differ": [[*k, c] for k, c in tally.most_common()]}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=40)
    ap.add_argument("--seed", type=int, default=1000)
    ap.add_argument("--worlds", type=int, default=6)
    ap.add_argument("--top", type=int, default=4)
    ap.add_argument("--kinds", default="main+react", help="decision kinds asked, joined by + (default main+react)")
    ap.add_argument("--json", default=None, help="also write the result here")
    a = ap.parse_args(argv)
    from sakura_lab.ai.mcts import searched_kinds

    try:
        kinds = searched_kinds(a.kinds)
    except ValueError as e:
        ap.error(str(e))
    res = run(a.games, a.seed, a.worlds, a.top, kinds)
    print(f"{res['decisions']} decisions, agree {res['agree']} ({res['agree'] / max(1, res['decisions']):.1%})")
    for kind, h, m, c in res["differ"][:30]:
        print(f"{c:5d}  {kind:5s} heuristic {h:24s} search {m}")
    if any(k not in (D_MAIN, D_REACT) for k in kinds):  # how often each kind and answer was overruled
        asked = collections.Counter()
        for kind, h, m, c in res["differ"]:
            asked[(kind.split(":")[0], h, m)] += c
        print("by kind:", ", ".join(f"{k} {h}->{m} {c}" for (k, h, m), c in asked.most_common(12)))
    if a.json:
        pathlib.Path(a.json).write_text(json.dumps(res), encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
