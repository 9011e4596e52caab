"""Tune evaluation weights by play: SPSA over head-to-head matches of the heuristic against itself (issue 10).

    PYTHONPATH=. python3 scripts/spsa_weights.py --out /tmp/spsa [--iterations 120 --pairs 250 --seed 3000 --jobs 2] \
        [--features core,megami:yukihi] [--start sakura_lab/ai/weights.json]

(the defaults are the run that set the shipped core weights: docs/evaluation.md, session 12).

Simultaneous-perturbation stochastic approximation with matches as the measurement, the way chess engines tune
their evaluations: at each iteration every tuned weight ``w_i`` is moved by ``+c_i`` or ``-c_i`` (random signs
``d_i``), the two players ``w + c*d`` and ``w - c*d`` play ``--pairs`` mirrored pairs on random decks (the pairs
of ``head_to_head.run_pairs``, a fresh seed per iteration), and each weight steps toward the side that won:
``w_i += a * c_i * d_i * (score - 1/2)``. Nothing but the result of games enters: no human win rates, no
published tier list (the brief's rule for player strength). ``c_i`` is ``--rel`` times the weight's size (at
least ``--floor``). The ``op_`` weight of a feature is tuned as its own parameter (the opponent's aura need not
be worth what one's own is).

With ``--forms F1,F2`` the iterations play split decks of those forms instead (``split_pairs.run_split_pairs``:
4 normals + 2 specials of the form, 3 + 1 of a fixed partner, each deck against itself), ``--split-decks`` fresh
decks per form and iteration: a megami's own block tuned where her cards are many (session 13 of
docs/evaluation.md: on random decks her cards are few, and one weight of Shinra's was worth 6 points on hers).

Writes ``<out>/iterations.jsonl`` (one line per iteration: the match's score and the weights after the step) and
``<out>/weights.json`` (the start file with the tuned weights, listed under ``set_by_play`` and the run named at
the end of ``set_by_play_note``); rerunning with the same
arguments continues from the last iteration logged. The candidate is then judged like any weights file, on fresh
games: ``scripts/head_to_head.py --x heuristic --x-weights <out>/weights.json --y heuristic`` (and
``scripts/baseline_heuristic.py``).
"""
from __future__ import annotations

import argparse
import functools
import json
import pathlib
import random
import sys
import time

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))

from head_to_head import MEGAMI_1_9, agent_from_spec, megami_option, run_pairs  # noqa: E402
from split_pairs import partner_of, run_split_pairs  # noqa: E402

from sakura_lab.ai.errors import WeightsFormatError  # noqa: E402
from sakura_lab.ai.evaluation import CORE_FEATURES, GENERIC_FEATURES, RULES, rule_values  # noqa: E402

ROOT = pathlib.Path(__file__).resolve().parents[1]
DEFAULT_START = ROOT / "sakura_lab" / "ai" / "weights.json"
RULE = "rule:"  # how a fast rule's parameter is named among the tuned weights (``rule:atk_min``)
# a fast-rule parameter's smallest perturbation (its units are the rule's, not log-odds): the attack threshold
# starts at 0, and the Recover threshold compares whole Aura tokens
RULE_FLOORS = {"rule:atk_cost": 0.03, "rule:atk_fullpower": 0.1, "rule:atk_min": 0.3, "rule:recover_below": 1.0}


def start_values(doc: dict) -> dict[str, float]:
    """Every tunable value of a weights document: its weights, and its fast rules' parameters as ``rule:NAME``
    (read as ``load_weights`` reads them: the document's ``rules`` table over the defaults)."""
    out = {k: float(v) for k, v in doc["weights"].items()}
    out.update({RULE + k: v for k, v in zip(RULES, rule_values(doc.get("rules")), strict=True)})
    return out


# fast-rule parameters that are on/off switches (a player chosen by play, or the one before it), not numbers to tune
SWITCH_RULES = ("kamuwi_oath_cards", "korunu_replay")


def tuned_names(which: str, known: dict[str, float]) -> list[str]:
    """The weights tuned, from a comma-separated list of: ``core`` (every core and generic feature for both sides,
    ``my_turn`` and ``threat``), ``megami:<name>`` (both sides' weights of that megami's own block, not its host
    indicator), ``rules`` (every fast-rule parameter but the switches of ``SWITCH_RULES``, ``rule:NAME``), or a weight's or ``rule:NAME``'s name;
    ValueError naming an unknown one."""
    out: list[str] = []
    for item in (x for x in which.split(",") if x):
        if item == "core":
            side = CORE_FEATURES + GENERIC_FEATURES
            out += [f"my_{f}" for f in side] + [f"op_{f}" for f in side] + ["my_turn", "threat"]
        elif item.startswith("megami:"):
            name = item.split(":", 1)[1]
            found = [k for k in known if k[3:].startswith(name + "_") and not k[3:].startswith("host_")]
            if not found:
                raise ValueError(f"no weights of megami {name!r}")
            out += found
        elif item == "rules":
            out += [RULE + r for r in RULES if r not in SWITCH_RULES]
        elif item in known:
            out.append(item)
        else:
            raise ValueError(f"unknown weight {item!r}")
    return list(dict.fromkeys(out))


def write_weights(start: dict, values: dict[str, float], path: pathlib.Path, note: str) -> None:
    """``start`` (a weights.json document) with ``values`` put in, written to ``path``."""
    doc = json.loads(json.dumps(start))
    tuned = {k: round(v, 6) for k, v in values.items()}
    doc["weights"].update({k: v for k, v in tuned.items() if not k.startswith(RULE)})
    rules = {k[len(RULE):]: v for k, v in tuned.items() if k.startswith(RULE)}
    if rules:
        doc["rules"] = {**doc.get("rules", {}), **rules}
    doc.setdefault("set_by_play", {}).update(tuned)
    doc["set_by_play_note"] = f"{doc.get('set_by_play_note', '')}; {note}".lstrip("; ")
    path.write_text(json.dumps(doc, indent=1), encoding="utf-8")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--iterations", type=int, default=120)
    ap.add_argument("--pairs", type=int, default=250, help="mirrored pairs per iteration")
    ap.add_argument("--seed", type=int, default=3000)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--features", default="core")
    ap.add_argument("--start", default=str(DEFAULT_START))
    ap.add_argument("--rel", type=float, default=0.3, help="perturbation as a share of the weight's size")
    ap.add_argument("--floor", type=float, default=0.03, help="smallest perturbation")
    ap.add_argument("--a", type=float, default=4.0, help="step: w += a * c * d * (score - 1/2)")
    ap.add_argument("--megami", default=",".join(MEGAMI_1_9), help="comma-separated megami, or 'all'")
    ap.add_argument("--forms", default="",
                    help="comma-separated deck forms of mechanics_table: play their split decks instead of --megami")
    ap.add_argument("--split-decks", type=int, default=4, help="with --forms: fresh split decks per form and iteration")
    ap.add_argument("--out", required=True)
    a = ap.parse_args(argv)
    forms = tuple(f for f in a.forms.split(",") if f)
    try:
        for f in forms:
            partner_of(f)
    except ValueError as e:
        ap.error(f"--forms: {e}")
    if forms and (a.split_decks < 1 or a.pairs < len(forms) * a.split_decks):
        ap.error(f"--pairs {a.pairs} must give every split deck a pair ({len(forms)} forms x {a.split_decks} decks)")
    out = pathlib.Path(a.out)
    out.mkdir(parents=True, exist_ok=True)
    start = json.loads(pathlib.Path(a.start).read_text(encoding="utf-8"))
    try:
        known = start_values(start)
    except WeightsFormatError as e:
        ap.error(f"--start: {e}")
    try:
        names = tuned_names(a.features, known)
    except ValueError as e:
        ap.error(f"--features: {e}")
    theta = {n: known[n] for n in names}
    # perturbation sizes fixed from the start weights, so a weight that reaches 0 keeps being explored
    c = {n: max(a.rel * abs(theta[n]), RULE_FLOORS.get(n, a.floor)) for n in names}
    log = out / "iterations.jsonl"
    done = 0
    if log.exists():
        lines = [json.loads(x) for x in log.read_text(encoding="utf-8").splitlines() if x.strip()]
        if lines:
            if set(lines[-1]["theta"]) != set(names):
                ap.error(f"{log} tunes other weights than --features {a.features}: use another --out")
            theta = dict(lines[-1]["theta"])
            done = lines[-1]["iteration"] + 1
    megami = megami_option(ap, a.megami)
    for k in range(done, a.iterations):
        rng = random.Random(a.seed * 7919 + k)
        d = {n: rng.choice((-1, 1)) for n in names}
        plus = {n: theta[n] + c[n] * d[n] for n in names}
        minus = {n: theta[n] - c[n] * d[n] for n in names}
        pw, mw = out / "plus.json", out / "minus.json"
        write_weights(start, plus, pw, "spsa plus")
        write_weights(start, minus, mw, "spsa minus")
        t0 = time.perf_counter()
        make_plus = functools.partial(agent_from_spec, "heuristic", str(pw))
        make_minus = functools.partial(agent_from_spec, "heuristic", str(mw))
        if forms:  # fresh decks every iteration: the weights must serve the megami, not ten cards
            deck_seeds = tuple(10_000 + a.seed * 1_000 + k * a.split_decks + j for j in range(a.split_decks))
            res = run_split_pairs(make_plus, make_minus, forms, deck_seeds, a.pairs // (len(forms) * a.split_decks),
                                  a.seed + k, a.jobs)
        else:
            res = run_pairs(make_plus, make_minus, a.pairs, a.seed + k, a.jobs, megami)
        score = res["win_rate"]
        for n in names:
            theta[n] += a.a * c[n] * d[n] * (score - 0.5)
        rec = {"iteration": k, "score_plus": score, "seconds": round(time.perf_counter() - t0, 1),
               "theta": {n: round(v, 6) for n, v in theta.items()}}
        with log.open("a", encoding="utf-8") as f:
            f.write(json.dumps(rec) + "\n")
        print(f"{k:3d} plus {score:.3f} ({rec['seconds']} s)", flush=True)
    write_weights(start, theta, out / "weights.json",
                  f"SPSA by self-play ({a.iterations} iterations x {a.pairs} pairs, seed {a.seed}, "
                  f"features {a.features}, rel {a.rel}, a {a.a}"
                  + (f", split decks of {a.forms} x {a.split_decks} per iteration" if forms else "")
                  + "): scripts/spsa_weights.py")
    return 0


if __name__ == "__main__":
    sys.exit(main())
