"""Measure every card's value from play and write ``sakura_lab/data/card_values.json``.

    python3 scripts/fit_card_values.py --pairs 1000 --seed 10 [--round2 500] [--raw /tmp/card_values_raw.jsonl]
        [--fit-only] [--megami all --require kururu,... --merge] [--jobs 2]

**Games.**  Pair ``i`` takes form pairing ``i mod 214`` (all form pairings of the implemented megami 1-9,
so every form is played about equally often) and two *uniformly random legal decks* of that pairing
(``sakura_lab.deckgen.random_deck``, seeded by ``--seed`` and ``i``); the heuristic player plays both
seats of one mirrored pair (``run_pairs``, one worker).  Both decks having the same pairing means the
megami strengths cancel and the result measures only which cards each deck holds; random decks mean
*both* megami's cards are included at their natural rates, whatever their shape.

**Model.**  For pair ``i``, ``y_i`` = deck A's pair score (wins + draws/2 over the two games) - 1/2 and
``x_ic`` = 1 if card ``c`` is in deck A only, -1 if in deck B only, else 0.  ``y = X v + e``: ``v_c``
is the card's value in pair-score points (e.g. 0.05: a deck holding it scores 5 points more than one
holding an average other card of the pool instead).  Prior: ``v_c ~ N(beta * shape_c, tau^2)`` where
``shape_c`` is the shape builder's value of the card at its best band
(:func:`sakura_lab.deckbuild.shape_value`, clipped to -2..8) and ``beta`` (pair-score points per shape point) is fitted
by least squares of ``y`` on ``X shape``; ``tau`` and the noise ``sigma`` are chosen by the marginal
likelihood over a grid.  The posterior mean and sd of every ``v_c`` are written; where a card has few
games its value stays near ``beta * shape_c`` (shrinkage toward the shape score).  A direct cross-check
is written too: the mean pair score of decks holding the card minus that of decks not holding it
(same pairings), with its standard error.

**Iterated once** (``--round2 N``): the builder with the round-1 values
(``build_deck(pairing, card_values=...)``) builds a deck for every pairing, two variants of it (1-3
random one-card swaps each) play ``N`` more pairs, and the model is refitted on both rounds' pairs
together — so the values are also measured around the decks the builder actually makes (where a card
sits among good cards), not only among random ones.

Raw pair results are appended to ``--raw`` (JSON lines, resumable in chunks of 100 pairs), so the
fit can be redone with ``--fit-only`` without replaying.  Same seed, same games, same file.
"""
from __future__ import annotations

import argparse
import json
import math
import pathlib
import random
import time

import numpy as np

NINE = ("yurina", "saine", "himika", "tokoyo", "oboro", "yukihi", "shinra", "hagane", "chikage")
ROOT = pathlib.Path(__file__).resolve().parents[1]
CHUNK = 100
SHAPE_CLIP = (-2.0, 8.0)


def _matchups(first: int, last: int, seed: int, pairings: list[tuple[str, str]]) -> list[tuple]:
    from sakura_lab.deckgen import random_deck
    from sakura_lab.sim.match import Side

    out = []
    for i in range(first, last):
        p = pairings[i % len(pairings)]
        rnd = random.Random(f"fit-card-values:{seed}:{i}")
        a = random_deck(p, rnd, name=f"random A #{i}")
        b = random_deck(p, rnd, name=f"random B #{i}")
        out.append((Side(a, "heuristic", "A"), Side(b, "heuristic", "B")))
    return out


def _variant(deck, rnd: random.Random, n_swaps: int):
    """``deck`` with ``n_swaps`` random one-card swaps (normal for normal, special for special)."""
    from sakura_lab.cards.catalogue import get_catalogue
    from sakura_lab.decks import make_deck

    cat = get_catalogue()
    pool: list[str] = []
    for f in deck.megami:
        pool += [c.id for c in cat.pool(f, deck.season) if c.id not in pool]
    cards = list(deck.cards)
    for _ in range(n_swaps):
        k = rnd.randrange(len(cards))
        kind = cat.card(cards[k], deck.season).kind
        options = sorted(c for c in pool if c not in cards and cat.card(c, deck.season).kind == kind)
        cards[k] = rnd.choice(options)
    return make_deck(deck.megami, cards, season=deck.season, name=deck.name + " variant")


def _matchups_round2(first: int, last: int, seed: int, pairings: list[tuple[str, str]], cv) -> list[tuple]:
    """Round 2: two variants (1-3 random swaps each) of the builder's deck with the round-1 values."""
    from sakura_lab.deckbuild import build_deck
    from sakura_lab.sim.match import Side

    out = []
    for i in range(first, last):
        p = pairings[i % len(pairings)]
        rnd = random.Random(f"fit-card-values:round2:{seed}:{i}")
        base = build_deck(p, card_values=cv)
        a = _variant(base, rnd, rnd.randint(1, 3))
        b = _variant(base, rnd, rnd.randint(1, 3))
        out.append((Side(a, "heuristic", "A"), Side(b, "heuristic", "B")))
    return out


def _read_raw(raw: pathlib.Path, seed: int) -> list[dict]:
    if not raw.exists():
        return []
    rows = [json.loads(line) for line in raw.read_text(encoding="utf-8").splitlines() if line.strip()]
    for r in rows:
        r.setdefault("round", 1)
    return [r for r in rows if r["seed"] == seed]


def field_pairings(megami: tuple[str, ...], require: tuple[str, ...] = ()) -> list[tuple[str, str]]:
    """Every form pairing of ``megami``; with ``require``, only those that include one of those megami."""
    from sakura_lab.deckgen import form_pairings

    return form_pairings(megami, including=require)


def play(n_pairs: int, seed: int, raw: pathlib.Path, agent: str, rnd_no: int = 1, cv=None,
         pairings: list[tuple[str, str]] | None = None, jobs: int = 1) -> list[dict]:
    """Play (or resume) round ``rnd_no``'s pairs (``jobs`` workers: the same games for any number);
    returns one row per pair."""
    from sakura_lab.sim.runner import run_pairs

    pairings = pairings if pairings is not None else field_pairings(NINE)
    rows = [r for r in _read_raw(raw, seed) if r["round"] == rnd_no]
    done = {r["i"] for r in rows}
    t0 = time.time()
    for first in range(0, n_pairs, CHUNK):
        last = min(n_pairs, first + CHUNK)
        if all(i in done for i in range(first, last)):
            continue
        if rnd_no == 1:
            mus = _matchups(first, last, seed, pairings)
        else:
            mus = _matchups_round2(first, last, seed, pairings, cv)
        if agent != "heuristic":
            from dataclasses import replace
            mus = [(replace(a, agent=agent), replace(b, agent=agent)) for a, b in mus]
        recs = run_pairs(mus, len(mus), root_seed=seed * 100_000 + (rnd_no - 1) * 50_000 + first, n_jobs=jobs)
        by_pair: dict[int, list[dict]] = {}
        for r in recs:
            by_pair.setdefault(r["pair"], []).append(r)
        new = []
        for k, (a, b) in enumerate(mus):
            games = by_pair[k]
            score = sum(1.0 if g["winner"] == "A" else 0.5 if g["winner"] is None else 0.0 for g in games)
            new.append({"seed": seed, "round": rnd_no, "i": first + k, "pairing": list(a.deck.megami), "a": list(a.deck.cards),
                        "b": list(b.deck.cards), "score_a": score / len(games), "games": len(games),
                        "turns": [g["turns"] for g in games]})
        with raw.open("a", encoding="utf-8") as fh:
            for r in new:
                fh.write(json.dumps(r) + "\n")
        rows += new
        print(f"round {rnd_no}: pairs {last}/{n_pairs}  {time.time() - t0:.0f} s", flush=True)
    rows = [r for r in rows if r["i"] < n_pairs]
    rows.sort(key=lambda r: r["i"])
    return rows


def _loglik(y: np.ndarray, m: np.ndarray, k: np.ndarray, tau: float, sigma: float) -> float:
    """log N(y; m, sigma^2 I + tau^2 K)."""
    cov = sigma ** 2 * np.eye(len(y)) + tau ** 2 * k
    sign, logdet = np.linalg.slogdet(cov)
    r = y - m
    return float(-0.5 * (logdet + r @ np.linalg.solve(cov, r) + len(y) * math.log(2 * math.pi)))


def fit(rows: list[dict]) -> dict:
    """The model of the module docstring; returns the JSON document."""
    from sakura_lab.cards.catalogue import get_catalogue
    from sakura_lab.deckbuild import shape_value

    cat = get_catalogue()
    ids = sorted({c for r in rows for c in (*r["a"], *r["b"])})
    col = {c: j for j, c in enumerate(ids)}
    n, p = len(rows), len(ids)
    x = np.zeros((n, p))
    y = np.zeros(n)
    for i, r in enumerate(rows):
        for c in r["a"]:
            x[i, col[c]] += 1
        for c in r["b"]:
            x[i, col[c]] -= 1
        y[i] = r["score_a"] - 0.5
    raw_shape = np.array([shape_value(c) for c in ids])
    # clip the few extreme shape values (a card that makes you lose: -30 by hand note; a special whose
    # cost the shape scorer cannot read) so they neither set beta nor pin a card's prior far away
    shape = np.clip(raw_shape, SHAPE_CLIP[0], SHAPE_CLIP[1])
    xs = x @ shape
    beta = float(xs @ y / (xs @ xs)) if xs @ xs > 0 else 0.0
    prior = beta * shape
    k = x @ x.T
    best = None
    for tau in (0.005, 0.01, 0.015, 0.02, 0.03, 0.04, 0.05, 0.06, 0.08, 0.1, 0.15):
        for sigma in (0.25, 0.3, 0.35, 0.4, 0.45):
            ll = _loglik(y, x @ prior, k, tau, sigma)
            if best is None or ll > best[0]:
                best = (ll, tau, sigma)
    assert best is not None
    _, tau, sigma = best
    # posterior of v: precision A = X'X / s^2 + I / t^2, mean = A^-1 (X'y / s^2 + prior / t^2)
    prec = x.T @ x / sigma ** 2 + np.eye(p) / tau ** 2
    cov = np.linalg.inv(prec)
    mean = cov @ (x.T @ y / sigma ** 2 + prior / tau ** 2)
    sd = np.sqrt(np.diag(cov))
    pools: dict[str, set[str]] = {}
    for r in rows:
        for f in r["pairing"]:
            if f not in pools:
                pools[f] = {q.id for q in cat.pool(f, None)}
    cards = {}
    for c, j in col.items():
        # direct cross-check: pair scores of decks holding c vs decks of the same pairings not holding it
        pool_rows = [r for r in rows if any(c in pools[f] for f in r["pairing"])]
        with_s = [r["score_a"] for r in pool_rows if c in r["a"]] + [1 - r["score_a"] for r in pool_rows if c in r["b"]]
        without = ([r["score_a"] for r in pool_rows if c not in r["a"]]
                   + [1 - r["score_a"] for r in pool_rows if c not in r["b"]])
        diff = se = None
        if len(with_s) >= 2 and len(without) >= 2:
            diff = float(np.mean(with_s) - np.mean(without))
            se = float(math.sqrt(np.var(with_s, ddof=1) / len(with_s) + np.var(without, ddof=1) / len(without)))
        card = cat.card(c, None)
        cards[c] = {
            "name": card.name_en or card.name_ja, "megami": card.megami, "kind": card.kind,
            "value": round(float(mean[j]), 5), "sd": round(float(sd[j]), 5),
            "prior": round(float(prior[j]), 5), "shape": round(float(raw_shape[j]), 4),
            "informative_pairs": int(np.count_nonzero(x[:, j])),
            "decks_with": len(with_s), "decks_without": len(without),
            "with_minus_without": None if diff is None else round(diff, 4),
            "with_minus_without_se": None if se is None else round(se, 4),
        }
    return {"format": 1, "unit": "pair-score points per card (0.05 = +5 points of win rate)",
            "method": "ridge regression of mirrored-pair score on card-inclusion differences, random legal "
                      "decks of the same pairing, heuristic player; prior mean beta*shape (see "
                      "scripts/fit_card_values.py)",
            "pairs": n, "beta": round(beta, 6), "tau": tau, "sigma": sigma, "cards": cards}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--pairs", type=int, default=1000)
    ap.add_argument("--seed", type=int, default=10)
    ap.add_argument("--round2", type=int, default=0,
                    help="pairs of round 2 (variants of the builder's decks with the round-1 values)")
    ap.add_argument("--agent", default="heuristic")
    ap.add_argument("--raw", default="/tmp/card_values_raw.jsonl")
    ap.add_argument("--fit-only", action="store_true", help="fit the rows already in --raw, play nothing")
    ap.add_argument("--out", default=str(ROOT / "sakura_lab" / "data" / "card_values.json"))
    ap.add_argument("--megami", default=",".join(NINE), help="base megami of the field, or 'all' (implemented)")
    ap.add_argument("--require", default="", help="only pairings that include one of these megami")
    ap.add_argument("--merge", action="store_true",
                    help="add the fitted values of the --require megami's cards to --out, keeping its other cards")
    ap.add_argument("--jobs", type=int, default=1)
    args = ap.parse_args(argv)
    if args.pairs < 1:
        ap.error("--pairs must be >= 1")
    from sakura_lab.cards.registry import load_all

    load_all()
    from sakura_lab.cardvalues import parse_card_values
    from sakura_lab.sim.specs import implemented_megami

    megami = tuple(implemented_megami()) if args.megami == "all" else tuple(args.megami.split(","))
    require = tuple(x for x in args.require.split(",") if x)
    if args.merge and not require:
        ap.error("--merge needs --require (the megami whose cards are added)")
    pairings = field_pairings(megami, require)

    raw = pathlib.Path(args.raw)
    if args.fit_only:
        have = _read_raw(raw, args.seed)
        rows = sorted((r for r in have if r["round"] == 1 and r["i"] < args.pairs), key=lambda r: r["i"])
        rows2 = sorted((r for r in have if r["round"] == 2 and r["i"] < args.round2), key=lambda r: r["i"])
    else:
        rows = play(args.pairs, args.seed, raw, args.agent, pairings=pairings, jobs=args.jobs)
        rows2 = []
    doc = fit(rows)
    if args.round2:
        # iterate once: the builder with the round-1 values picks the decks, variants of them play, and
        # the values are refitted on both rounds' pairs together
        cv1 = parse_card_values(doc, "round 1")
        if not args.fit_only:
            rows2 = play(args.round2, args.seed, raw, args.agent, rnd_no=2, cv=cv1, pairings=pairings, jobs=args.jobs)
        doc = fit(rows + rows2)
        doc.update(round1_pairs=len(rows), round2_pairs=len(rows2), round1_beta=cv1.beta)
    cmd = f"python3 scripts/fit_card_values.py --pairs {args.pairs} --seed {args.seed}"
    if args.round2:
        cmd += f" --round2 {args.round2}"
    if args.megami != ",".join(NINE):
        cmd += f" --megami {args.megami}"
    if require:
        cmd += f" --require {args.require}"
    doc.update(seed=args.seed, agent=args.agent, command=cmd)
    out = pathlib.Path(args.out)
    if args.merge:
        # keep the file's fit and its cards; add the required megami's cards from this fit, and say how
        from sakura_lab.cards.catalogue import get_catalogue

        cat = get_catalogue()
        base = json.loads(out.read_text(encoding="utf-8"))
        added = {c: v for c, v in doc["cards"].items()
                 if cat.megami(v["megami"]).base in require and c not in base["cards"]}
        base["cards"].update(added)
        ext = {k: doc[k] for k in ("command", "pairs", "beta", "tau", "sigma", "seed", "agent")}
        ext.update(cards=len(added), megami=list(require))
        base.setdefault("extensions", []).append(ext)
        doc = base

    out.write_text(json.dumps(doc, indent=1, ensure_ascii=False, sort_keys=True) + "\n", encoding="utf-8")
    print(f"wrote {out}: {doc['pairs']} pairs, beta={doc['beta']:.4f} tau={doc['tau']} sigma={doc['sigma']}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
