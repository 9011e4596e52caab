"""What Misora's aim shift (狙い蹴り, MR 23-1-1) changes: at each of the heuristic's real shift decisions in
self-play on the misora split deck of ``scripts/mechanics_table.py``, every option (keep, +1, -1) is tried on a
copy of the game and the rest of the turn is played out (by the fast rules, or with ``--real`` by the heuristic
itself); the on-target attacks (MR 23-3) and Tracking attacks (MR 23-4) of the shifting player in that rest of the
turn are counted per option.

    PYTHONPATH=. python3 scripts/aim_shift_probe.py --games 150 --deck-seed 0
    PYTHONPATH=. python3 scripts/aim_shift_probe.py --games 60 --deck-seed 0 --real

Printed: decisions; those where all options' evaluations tie (fast rules only); where the options differ in those
attacks; where some shift gives more of them than keeping; the heuristic's shifts there and elsewhere; and how often
its choice has the most.
"""
from __future__ import annotations

import argparse
import collections
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

import mechanics_table as MT  # noqa: E402
from head_to_head import agent_from_spec, play_out  # noqa: E402

from sakura_lab.ai.heuristic import option_scores, settle  # noqa: E402
from sakura_lab.cards.registry import load_all  # noqa: E402
from sakura_lab.engine.constants import D_CHOOSE  # noqa: E402
from sakura_lab.game import new_state  # noqa: E402


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=150)
    ap.add_argument("--deck-seed", type=int, default=0)
    ap.add_argument("--weights", help="weights.json (default: the packaged weights)")
    ap.add_argument("--real", action="store_true", help="the heuristic plays the rest of the turn, not the fast rules")
    a = ap.parse_args(argv)
    load_all()
    deck = MT.split_deck("misora", MT.MEGAMI["misora"][1], a.deck_seed)
    n: collections.Counter[str] = collections.Counter()
    for g in range(a.games):
        st = new_state(7000 + g, (deck, deck), first_player=g % 2, keys=("A", "B"))
        agents = (agent_from_spec("heuristic", a.weights, 2 * g), agent_from_spec("heuristic", a.weights, 2 * g + 1))
        w = agents[0].weights

        def on_decision(st, d, i, w=w) -> None:
            if d.kind != D_CHOOSE or d.context != "misora_aim_shift":
                return
            p = d.player
            got = []
            for j in range(len(d.options)):
                c = st.clone()
                c.mstats = {}
                c.apply(j)
                if a.real:
                    rest = agent_from_spec("heuristic", a.weights, 99)
                    while c.outcome is None and c.turn == st.turn:
                        c.apply(rest.decide(c.view(c.decision.player), c.decision))
                else:
                    settle(c, p, w, st.turn)
                got.append(c.mstats.get("on_target", [0, 0])[p] + c.mstats.get("tracking", [0, 0])[p])
            chosen = d.options[i]
            more = any(x > got[0] for x in got[1:])
            n["decisions"] += 1
            if not a.real:
                n["all options' evaluations tie"] += len(set(option_scores(st.clone(), d, w, 0))) == 1
            n["options differ in on-target / Tracking attacks"] += len(set(got)) > 1
            n["a shift gives more than keeping"] += more
            n["  ... and the heuristic shifted"] += more and chosen != "keep"
            n["the heuristic shifted without a gain"] += (not more) and chosen != "keep"
            n["the heuristic's choice has the most"] += got[i] == max(got)

        play_out(st, agents, on_decision)
    print(f"misora deck seed {a.deck_seed}, {a.games} games, rest of the turn by "
          f"{'the heuristic' if a.real else 'the fast rules'}")
    for k, v in n.items():
        print(f"  {k}: {v} ({v / max(1, n['decisions']):.0%})")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
