"""How often Renri's Falsehoods are true, measured from heuristic self-play (the prior of the refuter's worlds).

    PYTHONPATH=. python3 scripts/renri_falsehood_rates.py --games 200 --seed 1 --jobs 1 --write

Plays ``--games`` games between heuristic players on random legal decks of random form pairings of every
implemented megami that include Renri (``head_to_head.random_decks(..., require=("renri",))``, so one or both
sides host her) and looks at every Falsehood when its opponent is asked to refute it (MR 20-4 iii/iv, the
``D_CHOOSE`` with context ``("renri_refute", uid, declared)``; the hand's Falsehoods and the Installations of
CR v1.14.1 §20-6-2 alike). For each it records the declaring form, whether the declared card is a relic, whether
the refuter could already see a card of the declared name (then the Falsehood is a sure fake: a deck holds one
copy of each card), whether the card was true (this script reads the face-down card: it measures, it does not
play), the refuter's Aura + Life (at 2 or less ``policy.refute_choice`` accepts, and a Renri who expects that
fakes) and the refuter's answer.

``--write`` stores the rates in ``sakura_lab/data/renri_falsehood.json`` with this command, smoothed as
(true + 1) / (all + 2): ``pi[form]`` among the Falsehoods declaring a Normal card of the pool that the refuter had
not seen, with the refuter's Aura + Life above 2 (the prior of ``cards.renri._resample``); ``pi_low[form]`` the same
with Aura + Life of 2 or less; ``pi_relic[form]`` among those declaring a relic while some relic was out of
＜Relics＞ and unseen (else a relic declared is a sure fake, counted as seen). ``--agents`` names the players (one
spec for both seats), ``--prior`` and ``--rule`` the refuter's worlds and fast rule, e.g. to measure the rates again
after a change of the refuter.
"""
from __future__ import annotations

import argparse
import functools
import json
import sys
import time
from collections import Counter
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

DATA = Path(__file__).resolve().parents[1] / "sakura_lab" / "data" / "renri_falsehood.json"
LOW = 2  # refuter Aura + Life at or below which policy.refute_choice accepts (a true 雲喰い burns twice)


def _record_refutation(st: Any, d: Any, choice: int, rows: list[dict[str, Any]]) -> None:
    """``head_to_head.play_out``'s hook: a row for each refute decision (MR 20-4-1), with whether it refuted."""
    from sakura_lab.engine.constants import D_CHOOSE

    ctx = d.context
    if d.kind == D_CHOOSE and type(ctx) is tuple and len(ctx) == 3 and ctx[0] == "renri_refute":
        _record(st, rows)
        rows[-1]["refuted"] = d.options[choice] == "refute"


def _record(st: Any, rows: list[dict[str, Any]]) -> None:
    from sakura_lab.cards import renri as R
    from sakura_lab.engine.constants import AURA, LIFE
    from sakura_lab.engine.hidden import card_concealed

    d = st.decision
    _, u, declared = d.context
    q = d.player  # the refuter
    p = 1 - q
    decl = R.declared_def(st, declared)
    ja = decl.names.get("ja") if decl is not None else None
    seen = any(st.owner[v] == p and v != u and st.cards[v].names.get("ja") == ja and not card_concealed(st, v, q)
               for v in range(len(st.cards)))
    relic = declared in R.RELIC_IDS
    if relic and not seen:  # public count: relics out of ＜Relics＞ that the refuter does not see
        in_relics = sum(1 for v in st.zones[p][R.RELICS] if card_concealed(st, v, q))
        shown = sum(1 for v in range(len(st.cards)) if st.owner[v] == p and v != u and st.loc[v] != R.RELICS
                    and st.cards[v].id in R.RELIC_IDS and not card_concealed(st, v, q))
        seen = len(R.RELIC_IDS) - in_relics - shown < 1  # none: a sure fake, as if seen
    form = next(f for f in st.hosts[p] if f.split("-")[0] == "renri")
    rows.append({"form": form, "declared": declared, "relic": relic, "seen": seen,
                 "true": st.cards[u].names.get("ja") == ja, "refuter_aura_life": st.tok[AURA + q] + st.tok[LIFE + q]})


def play_games(seeds: list[int], spec: str, prior: str = "measured", rule: str | None = None,
               variant: str | None = None) -> list[dict[str, Any]]:
    """Heuristic self-play games (one per seed) on random decks including Renri; one row per Falsehood. ``variant``:
    both players are that variant of ``scripts/refute_h2h.py`` (then ``prior`` and ``rule`` are the variant's)."""
    from head_to_head import play_out, random_decks

    from sakura_lab.ai import policy
    from sakura_lab.ai.base import make_agent
    from sakura_lab.cards import renri as R

    if hasattr(R, "REFUTER"):  # (the script also measures the code before the prior existed)
        R.REFUTER["prior"] = prior
    if rule is not None:
        policy.REFUTE["rule"] = rule
    from sakura_lab.game import new_state
    from sakura_lab.sim.specs import implemented_megami

    megami = tuple(implemented_megami())
    rows: list[dict[str, Any]] = []
    for seed in seeds:
        decks = random_decks(seed, megami, ("renri",))
        st = new_state(seed, decks)
        if variant is not None:
            from refute_h2h import Variant

            agents = (Variant(variant, seed * 2, spec), Variant(variant, seed * 2 + 1, spec))
        else:
            agents = (make_agent(spec, seed * 2), make_agent(spec, seed * 2 + 1))
        play_out(st, agents, functools.partial(_record_refutation, rows=rows))
    return rows


def _rate(true: int, n: int) -> dict[str, Any]:
    from sakura_lab.stats.intervals import wilson

    lo, hi = wilson(true, n) if n else (float("nan"), float("nan"))
    return {"true": true, "n": n, "rate": round(true / n, 4) if n else None, "wilson95": [round(lo, 4), round(hi, 4)]}


def smoothed(r: dict[str, Any]) -> float:
    """Laplace's rule of succession, (true + 1) / (n + 2): a prior never says "surely" from a finite count."""
    return round((r["true"] + 1) / (r["n"] + 2), 4)


def summarize(rows: list[dict[str, Any]]) -> dict[str, Any]:
    """Rates per form: all Falsehoods, the refuter's unseen declared card (Aura + Life above / at most ``LOW``),
    seen declared cards, relic declarations; and how often the refuter refuted true / fake cards."""
    out: dict[str, Any] = {}
    for form in sorted({r["form"] for r in rows}):
        rs = [r for r in rows if r["form"] == form]

        def rate(pred: Any, rs: list[dict[str, Any]] = rs) -> dict[str, Any]:
            sel = [r for r in rs if pred(r)]
            return _rate(sum(r["true"] for r in sel), len(sel))

        refuted = [r for r in rs if r.get("refuted")]
        out[form] = {
            "all": rate(lambda r: True),
            "unseen": rate(lambda r: not r["seen"] and not r["relic"] and r["refuter_aura_life"] > LOW),
            "unseen_low": rate(lambda r: not r["seen"] and not r["relic"] and r["refuter_aura_life"] <= LOW),
            "seen": rate(lambda r: r["seen"]),
            "relic_unseen": rate(lambda r: r["relic"] and not r["seen"]),
            "refuted": {"true": sum(r["true"] for r in refuted), "fake": sum(not r["true"] for r in refuted),
                        "of": len(rs)},
            "declared": dict(Counter(r["declared"] for r in rs).most_common()),
        }
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=200)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--jobs", type=int, default=1)
    ap.add_argument("--agents", default="heuristic", help="player spec for both seats (default heuristic)")
    ap.add_argument("--prior", choices=("measured", "uniform"), default="measured",
                    help="the refuter's worlds (cards.renri.REFUTER['prior']; default measured)")
    ap.add_argument("--rule", choices=("always", "expected"), default=None,
                    help="the fast refute rule (ai.policy.REFUTE['rule']; default: as shipped)")
    ap.add_argument("--variant", default=None,
                    help="both players are this refuter variant of scripts/refute_h2h.py (overrides --prior / --rule)")
    ap.add_argument("--write", action="store_true", help=f"store the rates in {DATA.relative_to(DATA.parents[2])}")
    a = ap.parse_args(argv)
    from joblib import Parallel, delayed

    t = time.perf_counter()
    seeds = [a.seed * 1_000_003 + 7 * i + 1 for i in range(a.games)]
    chunks = [c for c in (seeds[i::a.jobs * 4] for i in range(a.jobs * 4)) if c]
    if a.jobs == 1:
        parts = [play_games(seeds, a.agents, a.prior, a.rule, a.variant)]
    else:
        parts = Parallel(n_jobs=a.jobs)(delayed(play_games)(c, a.agents, a.prior, a.rule, a.variant) for c in chunks)
    rows = [r for part in parts for r in part]
    summary = summarize(rows)
    for form, sm in summary.items():
        for k in ("all", "unseen", "unseen_low", "seen", "relic_unseen"):
            r = sm[k]
            rate = "-" if r["rate"] is None else f"{100 * r['rate']:.1f}% [{100 * r['wilson95'][0]:.1f}, " \
                f"{100 * r['wilson95'][1]:.1f}]"
            print(f"{form:9} {k:15} true {r['true']:4} of {r['n']:4}  {rate}")
        print(f"{form:9} refuted: {sm['refuted']['true']} true, {sm['refuted']['fake']} fake of {sm['refuted']['of']}"
              f" Falsehoods; declared {sm['declared']}")
    print(f"{len(rows)} Falsehoods in {a.games} games, {time.perf_counter() - t:.0f}s", file=sys.stderr)
    if a.write:
        cmd = ("PYTHONPATH=. python3 scripts/renri_falsehood_rates.py " + " ".join(
            f"--{k} {v}" for k, v in (("games", a.games), ("seed", a.seed), ("jobs", a.jobs), ("agents", a.agents),
                                      ("prior", a.prior), ("rule", a.rule), ("variant", a.variant))
            if v is not None)
            + " --write")
        data = {
            "about": "Share of Renri's Falsehoods that are true (the declared card), measured in heuristic self-play "
                     "on random decks including Renri, among those whose declared card the refuter had not seen; "
                     "read by cards.renri._resample (the refuter's worlds) and ai.policy.refute_choice.",
            "command": cmd,
            "smoothing": "(true + 1) / (n + 2): never a sure 0 or 1 from a finite count",
            "pi": {f: smoothed(s["unseen"]) for f, s in summary.items()},
            "pi_low": {f: smoothed(s["unseen_low"]) for f, s in summary.items()},
            "pi_relic": {f: smoothed(s["relic_unseen"]) for f, s in summary.items() if s["relic_unseen"]["n"]},
            "measured": summary,
        }
        DATA.write_text(json.dumps(data, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
        print(f"wrote {DATA}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
