"""Measure the per-game constants two megami feature blocks read (``ai/megami_features.py``), from heuristic self-play.

    git show 79abb4b:sakura_lab/ai/weights.json > /tmp/w0.json     # the weights the shipped tables were measured with
    PYTHONPATH=. python3 scripts/mechanic_constants.py kanawe --games 150 --seed 60 --weights /tmp/w0.json
    PYTHONPATH=. python3 scripts/mechanic_constants.py innealra --games 150 --seed 61 --weights /tmp/w0.json

Both play the heuristic (the packaged weights, or ``--weights``) against itself on random legal decks of random form pairings of every implemented
megami that include the megami (``head_to_head.random_decks`` with ``require``), one game per seed.

- ``kanawe``: for every side of every Plot card (MR 18-2), the share of turns in which its achievement condition
  (MR 18-2-1-5, as ``cards.kanawe.condition_met`` reads it) held at some decision of the turn, over every turn
  (both players' turns: a prepared Plot progresses at the end phase of every turn, MR 18-5) of games in which
  somebody hosts Kanawe (her host rule keeps the per-turn counters). The Plot actually prepared does not matter:
  the counters count both players' actions. Printed as ``KANAWE_PLOT_RATES``.
- ``innealra``: for every fate card (MR 24-2) of each form, what resolving it by a resonance (MR 24-6) at the start of
  the host's main phase is worth to her: on a copy of the game the fate is put at her position (O1 the past, O2 the
  present, O3 the future) and resonated (by a card, and by the rules, MR 24-9), the turn is finished with the fast
  rules and the position evaluated at the start of the next turn; minus the same without a resonance. Values in log-odds (evaluation / SCALE), mean over the host's main phases; the value of a fate is the
  mean of the card and rule values weighted by how often the form resonates each way in the same games. Printed as
  ``INNEALRA_FATE_VALUES``.
"""
from __future__ import annotations

import argparse
import json
import sys
from collections import defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from head_to_head import (  # noqa: E402
    agent_from_spec,  # noqa: E402
    play_out,
    random_decks,
)

from sakura_lab.ai.evaluation import SCALE, STYLES, evaluate, load_weights  # noqa: E402
from sakura_lab.ai.heuristic import settle  # noqa: E402
from sakura_lab.engine import api as S  # noqa: E402
from sakura_lab.engine.constants import D_MAIN  # noqa: E402
from sakura_lab.game import new_state  # noqa: E402
from sakura_lab.sim.specs import implemented_megami  # noqa: E402


def _games(require: str, n: int, seed: int):
    """(seed, decks) of ``n`` games of random decks including ``require``."""
    megami = tuple(implemented_megami())
    for i in range(n):
        s = seed * 1_000_003 + 7 * i + 1
        yield s, random_decks(s, megami, (require,))


def _play(st, agents, on_state) -> None:
    """Play a game, calling ``on_state(st)`` at every decision (``head_to_head.play_out``)."""
    play_out(st, agents, lambda st, d, i: on_state(st))


# ---------------------------------------------------------------- Kanawe (MR 18-2-1-5)
def _kanawe_conditions(st) -> set[str]:
    """The condition keys (cards.kanawe.PLOTS) that hold now with this turn's counters (as condition_met reads
    them; 粒立て's "not prepared this turn" is left out: it depends on the Plot, not on the turn)."""
    def tm(key: str) -> int:
        return int(st.marks.get(("turn", key), 0))

    d = abs(S.current_distance(st) - st.start_distance)
    ok = {
        "fights2": tm("kw_fights") >= 2, "fights5": tm("kw_fights") >= 5,
        "bulk3": tm("kw_bulk_off_card") >= 3, "bulk5": tm("kw_bulk_any") >= 5,
        "life": tm("kw_life_moves") >= 1, "life2": tm("kw_life_big") >= 2,
        "arrow1": tm("kw_arrows") >= 1, "arrow2": tm("kw_arrows") >= 2,
        "throughout": tm("kw_throughout") >= 1,
        "moved2": d >= 2 and S.current_distance(st) <= 8, "moved5": d >= 5,
    }
    return {k for k, v in ok.items() if v}


def measure_kanawe(games: int, seed: int, weights: str | None = None) -> dict:
    from sakura_lab.cards import kanawe as K

    met: dict[str, int] = defaultdict(int)
    turns = 0
    for s, decks in _games("kanawe", games, seed):
        st = new_state(s, decks, first_player=0, keys=("A", "B"))
        agents = (agent_from_spec("heuristic", weights, 2 * s), agent_from_spec("heuristic", weights, 2 * s + 1))
        cur = {"turn": st.turn, "seen": set()}

        def on_decision(st, cur=cur) -> None:
            nonlocal turns
            if st.turn != cur["turn"]:
                turns += 1
                for k in cur["seen"]:
                    met[k] += 1
                cur["turn"], cur["seen"] = st.turn, set()
            cur["seen"] |= _kanawe_conditions(st)

        _play(st, agents, on_decision)
    rates = {k: round(met[k] / max(1, turns), 3) for k in sorted({c for f, w in K.PLOTS.values() for c in (f[0], w[0])})}
    table = {cid: {"front": [f[0], f[1], rates[f[0]]], "will": [w[0], w[1], rates[w[0]]]}
             for cid, (f, w) in K.PLOTS.items()}
    return {"games": games, "seed": seed, "turns": turns, "condition_rates": rates, "plots": table}


# ---------------------------------------------------------------- Innealra (MR 24-6)
def _with_fate_at(st, p: int, uid: int, pos: int, twisted: bool = False) -> None:
    """Put fate ``uid`` of ``p`` at position ``pos`` (swapping with the fate there); with ``twisted``, its twisted
    back (MR 24-2-2-2, the ``-a`` card) takes its place there, so that the resonance resolves the twisted fate as
    with Azanael deployed (MR 24-8) without the enhancement itself (not in every deck; its deployment is not
    what is measured)."""
    from sakura_lab.cards import innealra as I

    slots = list(I.fate_slots(st, p))
    i = slots.index(uid)
    slots[i], slots[pos] = slots[pos], slots[i]
    if twisted:
        slots[pos] = I._twisted_uid(st, p, uid)
    st.marks[("inn_fate", p)] = tuple(slots)


def _resonate_now(st, p: int, by_rules: bool) -> None:
    """Resonate ``p`` before the pending main-phase decision (as testing.inject: the decision is asked again)."""
    from sakura_lab.cards import innealra as I

    fn, args = st.stack.pop()
    st.decision = None
    S.push(st, S.main_loop)
    S.push(st, I.resonate, p, by_rules)
    S.run(st)


def _value_after(st, p: int, w, turn: int) -> float:
    settle(st, p, w, turn)
    return evaluate(st, p, w) / SCALE


def measure_innealra(games: int, seed: int, weights: str | None = None, twisted: bool = False) -> dict:
    from sakura_lab.cards import innealra as I

    w = load_weights(weights, migrate=True) if weights else STYLES["balanced"]
    sums: dict[tuple[str, str, bool], list[float]] = defaultdict(lambda: [0.0, 0])
    res: dict[str, list[int]] = defaultdict(lambda: [0, 0])  # form -> [by card, by rules]
    for s, decks in _games("innealra", games, seed):
        st = new_state(s, decks, first_player=0, keys=("A", "B"))
        st.mstats = {}  # mechanic counters on (how often the form resonates by a card / by the rules)
        agents = (agent_from_spec("heuristic", weights, 2 * s), agent_from_spec("heuristic", weights, 2 * s + 1))
        done: set[tuple[int, int]] = set()

        def on_decision(st, done=done) -> None:
            d = st.decision
            p = d.player
            form = I.host_form(st, p)
            if form is None or d.kind != D_MAIN or st.turn_player != p or (st.turn, p) in done:
                return
            done.add((st.turn, p))
            pos = I.FORM_POS[form]
            slots = I.fate_slots(st, p)
            base = st.clone()
            v0 = _value_after(base, p, w, st.turn)
            for uid in slots:
                if uid < 0:
                    continue
                for by_rules in (False, True):
                    c = st.clone()
                    _with_fate_at(c, p, uid, pos, twisted)
                    if c.decision is None or c.outcome is not None:
                        continue
                    _resonate_now(c, p, by_rules)
                    v = (evaluate(c, p, w) / SCALE) if c.outcome is not None else _value_after(c, p, w, st.turn)
                    acc = sums[(form, st.cards[uid].id, by_rules)]
                    acc[0] += max(-5.0, min(5.0, v - v0))  # a won or lost game counts as 5 log-odds
                    acc[1] += 1

        _play(st, agents, on_decision)
        for p in (0, 1):
            form = I.host_form(st, p)
            if form is not None:
                res[form][0] += st.mstats.get("resonance", [0, 0])[p]
                res[form][1] += st.mstats.get("resonance_rule", [0, 0])[p]
    out: dict[str, dict[str, dict[str, float]]] = defaultdict(dict)
    for (form, cid, by_rules), (tot, n) in sorted(sums.items()):
        out[form].setdefault(cid, {})["rules" if by_rules else "card"] = round(tot / n, 3) if n else 0.0
        out[form][cid]["n"] = n
    return {"games": games, "seed": seed, "twisted": twisted, "values": out, "resonances": dict(res)}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("megami", choices=("kanawe", "innealra"))
    ap.add_argument("--games", type=int, default=150)
    ap.add_argument("--seed", type=int, default=60)
    ap.add_argument("--weights", help="a weights.json file for the players (default: the packaged weights)")
    ap.add_argument("--twisted", action="store_true",
                    help="innealra: measure each fate's twisted back (MR 24-8) instead of the fate")
    a = ap.parse_args(argv)
    if a.megami == "kanawe":
        res = measure_kanawe(a.games, a.seed, a.weights)
    else:
        res = measure_innealra(a.games, a.seed, a.weights, a.twisted)
    print(json.dumps(res, indent=1, ensure_ascii=False))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
