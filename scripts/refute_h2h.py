"""Refuters of Renri's Falsehoods head to head: heuristic players that differ only in how they refute (MR 20-4-1).

    PYTHONPATH=. python3 scripts/refute_h2h.py --x measured --y main --pairs 100 --seed 3 --jobs 1

A variant is the heuristic player with one way of refuting, set while it decides (so two variants share a process):

- ``main``: the first reading: the refuter's worlds draw the face-down card uniformly from the unseen Normal cards
  (``cards.renri.REFUTER["prior"] = "uniform"``), the fast rule of the simulations refutes unless the Burnout could
  kill (``ai.policy.REFUTE["rule"] = "always"``), the real refute decision is simulated (``REFUTE["real"] = None``):
  main's player;
- ``measured``: the worlds draw it from the rates measured in play (``data/renri_falsehood.json``), rule ``always``
  in the simulations, the real decision simulated;
- ``expected``: measured worlds, rule ``expected`` (refute a sure fake, near death when a true card is unlikely, when
  the measured chance of a true card is at most ``REFUTE["max_true"]``, or against a lethal declared attack) in the
  simulations and for the real decision (the shipped player since session 8b, with the module's declarer
  ``ai.policy.DECLARE``);
- ``measured+expected``: measured worlds, rule ``expected`` in the simulations, the real decision simulated;
- ``expected-real``: measured worlds, rule ``always`` in the simulations (how the player, as Renri, expects to be
  refuted), the real decision by the rule ``expected`` (with the module's declarer);
- ``shipped-6e``: ``expected-real`` with the declarer of session 6e (no fake margin, no cover): the player shipped
  before session 8b; give it the rates it shipped with through ``--x-rates`` / ``--y-rates``.

Mirrored pairs as in ``scripts/head_to_head.py`` (deck 0 in seat 0 moves first in both games; X plays it in one game,
Y in the other), on random legal decks of form pairings of every implemented megami: by default both decks include
Renri (``head_to_head.random_decks(..., require=("renri",))``); with ``--one-renri`` deck 0 or deck 1 (alternately)
includes Renri and the other does not, so every game has one Renri side and one refuter. Prints X's score with a
95% interval over pairs and, per game, who refuted what (the script reads the face-down card to count true / fake:
it measures, it does not play); with ``--one-renri`` also Renri's win rate against each variant as the refuter.
"""
from __future__ import annotations

import argparse
import functools
import json
import random
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

VARIANTS = {  # name -> (worlds' prior, fast rule of the simulations, fast rule of the real refute decision or None)
    "main": ("uniform", "always", None),
    "measured": ("measured", "always", None),
    "expected": ("measured", "expected", "expected"),
    "measured+expected": ("measured", "expected", None),
    "expected-real": ("measured", "always", "expected"),
    "shipped-6e": ("measured", "always", "expected"),  # with the declarer of session 6e (below)
}
# Renri's declarer (session 8b, ``ai.policy.DECLARE``) of each variant; the variants not listed keep the module's
DECLARERS: dict[str, dict[str, Any]] = {"shipped-6e": {"cover": None, "fake_margin": None}}


class Variant:
    """The heuristic player deciding with one refuter setting (restored after each decision). ``rates``: a file of
    measured rates (like ``data/renri_falsehood.json``) its worlds and refute rule read instead of the shipped one."""

    def __init__(self, variant: str, seed: int, spec: str = "heuristic", rates: str | None = None) -> None:
        from sakura_lab.ai.base import make_agent

        self.prior, self.rule, self.real = VARIANTS[variant]
        self.declare = DECLARERS.get(variant)
        self.rates = json.loads(Path(rates).read_text(encoding="utf-8")) if rates else None
        self.inner = make_agent(spec, seed=seed)
        self.name = f"{spec}[{variant}]"

    def decide(self, view: Any, decision: Any) -> int:
        from sakura_lab.ai import policy
        from sakura_lab.cards import renri as R

        old = R.REFUTER["prior"], policy.REFUTE["rule"], policy.REFUTE["real"]
        old_declare = dict(policy.DECLARE)
        old_rates = list(R._RATES)
        R.REFUTER["prior"], policy.REFUTE["rule"], policy.REFUTE["real"] = self.prior, self.rule, self.real
        if self.declare is not None:
            policy.DECLARE.update(self.declare)
        if self.rates is not None:
            R._RATES[:] = [self.rates]
        try:
            return self.inner.decide(view, decision)
        finally:
            R.REFUTER["prior"], policy.REFUTE["rule"], policy.REFUTE["real"] = old
            policy.DECLARE.update(old_declare)
            R._RATES[:] = old_rates


def decks_for(seed: int, one_renri: bool) -> tuple[Any, Any]:
    from head_to_head import random_decks

    from sakura_lab.deckgen import form_pairings, random_deck
    from sakura_lab.sim.specs import implemented_megami

    megami = tuple(implemented_megami())
    if not one_renri:
        return random_decks(seed, megami, ("renri",))
    r = random.Random(seed)
    with_renri = form_pairings(megami, including=("renri",))
    without = form_pairings(tuple(m for m in megami if m != "renri"))
    a, b = random_deck(r.choice(with_renri), r), random_deck(r.choice(without), r)
    return (a, b) if seed % 2 else (b, a)


def play_pair(seed: int, x: str, y: str, one_renri: bool, rates: tuple[str | None, str | None] = (None, None)
              ) -> dict[str, Any]:
    """One mirrored pair: X's score and, per game, the Renri seats, the winner and the refutations."""
    from head_to_head import play_out

    from sakura_lab.cards import renri as R
    from sakura_lab.engine.constants import D_CHOOSE
    from sakura_lab.game import new_state

    decks = decks_for(seed, one_renri)
    games = []
    score = 0.0
    for x_first in (True, False):
        names = (x, y) if x_first else (y, x)
        seat_rates = rates if x_first else rates[::-1]
        agents = (Variant(names[0], seed * 2, rates=seat_rates[0]),
                  Variant(names[1], seed * 2 + 1, rates=seat_rates[1]))
        st = new_state(seed, decks, first_player=0, keys=("A", "B"))
        refutes = {"x": [0, 0, 0], "y": [0, 0, 0]}  # per refuting variant: asked, refuted true, refuted fake

        def count_refutation(st, d, i, refutes=refutes, x_first=x_first) -> None:
            c = d.context
            if d.kind == D_CHOOSE and type(c) is tuple and len(c) == 3 and c[0] == "renri_refute":
                who = "x" if (d.player == 0) == x_first else "y"
                decl = R.declared_def(st, c[2])
                true = decl is not None and st.cards[c[1]].names.get("ja") == decl.names.get("ja")
                refutes[who][0] += 1
                if d.options[i] == "refute":
                    refutes[who][1 if true else 2] += 1

        stuck = not play_out(st, agents, count_refutation)
        win = None if stuck else st.outcome.winner
        x_seat = 0 if x_first else 1
        score += 0.5 if win is None else (1.0 if win == x_seat else 0.0)
        renri = [any(f.split("-")[0] == "renri" for f in st.hosts[s]) for s in (0, 1)]
        games.append({"x_seat": x_seat, "winner": win, "renri": renri, "refutes": refutes, "stuck": stuck})
    return {"seed": seed, "score": score / 2, "games": games}


def _pairs(seeds: list[int], x: str, y: str, one_renri: bool,
           rates: tuple[str | None, str | None] = (None, None)) -> list[dict[str, Any]]:
    return [play_pair(s, x, y, one_renri, rates) for s in seeds]


def summarize(rows: list[dict[str, Any]], x: str, y: str) -> dict[str, Any]:
    from sakura_lab.stats.intervals import Z95, pair_se, wilson

    scores = [r["score"] for r in rows]
    m = sum(scores) / len(scores)
    se = pair_se(scores)
    out: dict[str, Any] = {"x": x, "y": y, "pairs": len(rows), "x_win_rate": round(m, 4),
                           "ci95": [round(m - Z95 * se, 4), round(m + Z95 * se, 4)]}
    ref = {"x": [0, 0, 0], "y": [0, 0, 0]}
    renri_vs = {"x": [0.0, 0], "y": [0.0, 0]}  # Renri's score against the refuting variant (one-Renri games)
    for r in rows:
        for g in r["games"]:
            for k in ("x", "y"):
                for j in range(3):
                    ref[k][j] += g["refutes"][k][j]
            if sum(g["renri"]) == 1:
                rs = g["renri"].index(True)
                opp = "x" if rs != g["x_seat"] else "y"
                w = g["winner"]
                renri_vs[opp][0] += 0.5 if w is None else float(w == rs)
                renri_vs[opp][1] += 1
    for k, name in (("x", x), ("y", y)):
        asked, t, f = ref[k]
        out[f"refutes_{k}"] = {"variant": name, "asked": asked, "refuted_true": t, "refuted_fake": f,
                               "share_true": round(t / (t + f), 3) if t + f else None}
        s, n = renri_vs[k]
        if n:
            lo, hi = wilson(s, n)
            out[f"renri_vs_{k}"] = {"refuter": name, "games": n, "renri_win_rate": round(s / n, 4),
                                    "wilson95": [round(lo, 4), round(hi, 4)]}
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--x", choices=tuple(VARIANTS), required=True)
    ap.add_argument("--y", choices=tuple(VARIANTS), default="main")
    ap.add_argument("--pairs", type=int, default=100)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--jobs", type=int, default=1)
    ap.add_argument("--one-renri", action="store_true", help="one deck with Renri, the other without")
    ap.add_argument("--x-rates", default=None, help="measured rates file for X (default: the shipped one)")
    ap.add_argument("--y-rates", default=None, help="measured rates file for Y (default: the shipped one)")
    ap.add_argument("--json", metavar="FILE", help="also append the result (and the pairs) as one JSON line")
    a = ap.parse_args(argv)
    from joblib import Parallel, delayed

    t = time.perf_counter()
    seeds = [a.seed * 1_000_003 + 7 * i + 1 for i in range(a.pairs)]
    if a.jobs == 1:
        rows = _pairs(seeds, a.x, a.y, a.one_renri, (a.x_rates, a.y_rates))
    else:
        chunks = [c for c in (seeds[i::a.jobs * 4] for i in range(a.jobs * 4)) if c]
        parts = Parallel(n_jobs=a.jobs)(delayed(functools.partial(_pairs, x=a.x, y=a.y, one_renri=a.one_renri,
                                                                  rates=(a.x_rates, a.y_rates)))(c)
                                        for c in chunks)
        rows = sorted((r for p in parts for r in p), key=lambda r: seeds.index(r["seed"]))
    res = summarize(rows, a.x, a.y)
    res.update({"seed": a.seed, "one_renri": a.one_renri, "x_rates": a.x_rates, "y_rates": a.y_rates,
                "wall_s": round(time.perf_counter() - t, 1)})
    print(json.dumps(res))
    if a.json:
        with open(a.json, "a") as f:
            f.write(json.dumps({**res, "rows": rows}) + "\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
