"""Per-megami quality table of the players and the deck builder; writes ``docs/quality.md`` (issue 10, item 5).

    PYTHONPATH=. python3 scripts/quality_table.py --pairs 40 --search-pairs 10 --jobs 2 --seed 0
    PYTHONPATH=. python3 scripts/quality_table.py --megami 1-9 ...   # the table of sessions 5-18 (megami 1-9 only)

For every megami of ``--megami`` (default ``all``: every implemented megami, in number order; ``1-9``: the basic
nine, the pool of issue 10's acceptance 3), over mirrored pairs in which deck 0 is a deck of a random form pairing
holding that megami and deck 1 a deck of a random form pairing of the same megami set (seeded; each player plays
both decks, deck 0 moves first in both games of a pair):

- ``heuristic vs random``: how much the heuristic's play is worth at all with that megami's decks;
- ``lookahead vs heuristic`` and ``mcts vs heuristic``: whether search improves on the heuristic
  (``--search-pairs``; search games are 10-50 times dearer);
- ``builder vs random deck``: the heuristic in both seats; deck 0 is the deck builder's deck for the pairing,
  deck 1 a random legal deck of the same pairing; deck 0's win rate over seat-swapped pairs;
- ``cards in builder decks``: mean cards of the megami in the builder's decks over every form pairing of
  the megami set holding it, and the share of those decks where it has 3-7 of the 10 cards (no games);
- the heuristic with vs without each mechanic is measured by ``scripts/mechanics_table.py``
  (``docs/mechanics.md``); this table links to it rather than repeating 20 studies.

Win rates count draws as half; intervals are 95% over pairs (normal approximation, the pair is the unit).
"""
from __future__ import annotations

import argparse
import functools
import random
import sys
import time
from pathlib import Path
from typing import Any

from joblib import Parallel, delayed

from sakura_lab.stats.intervals import Z95, pair_se

sys.path.insert(0, str(Path(__file__).resolve().parent))
from head_to_head import AgentMaker, agent_from_spec, all_megami, megami_option, mirrored_pair, play_out  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]


def _decks(kind: str, megami: str, seed: int, pool: tuple[str, ...]) -> tuple[Any, Any]:
    """Deck 0 holds ``megami``; deck 1 is a random pairing's random deck (or, for ``builder``, deck 0 is the
    builder's deck and deck 1 a random legal deck of the same pairing); pairings of the megami of ``pool``."""
    from sakura_lab.deckbuild import build_deck
    from sakura_lab.deckgen import random_deck

    pairings = _pairings(pool)
    mine = [pr for pr in pairings if any(f.split("-")[0] == megami for f in pr)]
    r = random.Random(seed)
    pr = r.choice(mine)
    if kind == "builder":
        return build_deck(pr), random_deck(pr, r)
    return random_deck(pr, r), random_deck(r.choice(pairings), r)


def _builder_pair(seed: int, decks: tuple[Any, Any], make: AgentMaker) -> float:
    """Deck 0's score over two games with the same player in both seats, deck 0 moving first in one game and
    second in the other."""
    from sakura_lab.game import new_state

    s = 0.0
    for swap in (False, True):
        st = new_state(seed, (decks[1], decks[0]) if swap else decks, first_player=0, keys=("A", "B"))
        if not play_out(st, (make(seed * 2), make(seed * 2 + 1))):
            s += 0.5
            continue
        win = st.outcome.winner
        s += 0.5 if win is None else (1.0 if win == (1 if swap else 0) else 0.0)
    return s / 2


_PAIRINGS: dict[tuple[str, ...], list[tuple[str, str]]] = {}


def _pairings(pool: tuple[str, ...]) -> list[tuple[str, str]]:
    """The form pairings of ``pool``, computed once per process (a plain dict, not functools.cache: the workers
    receive this script's functions by value, and a cache wrapper does not travel)."""
    if pool not in _PAIRINGS:
        from sakura_lab.deckgen import form_pairings

        _PAIRINGS[pool] = form_pairings(pool)
    return _PAIRINGS[pool]


def _score_pairs(kind: str, megami: str, seeds: list[int], x: str, y: str, pool: tuple[str, ...]) -> list[float]:
    """X's score per mirrored pair (for ``builder``: deck 0's score, player X in both seats)."""
    make_x, make_y = functools.partial(agent_from_spec, x, None), functools.partial(agent_from_spec, y, None)
    if kind == "builder":
        return [_builder_pair(seed, _decks(kind, megami, seed, pool), make_x) for seed in seeds]
    return [mirrored_pair(seed, _decks(kind, megami, seed, pool), make_x, make_y)[0] for seed in seeds]


def measure(kind: str, megami: str, x: str, y: str, pairs: int, seed: int, jobs: int,
            pool: tuple[str, ...]) -> dict[str, float]:
    # the seed offset is the megami's place in number order: the same seeds whichever set it is measured in
    seeds = [seed * 1_000_003 + 7 * i + 1 + 100_000 * all_megami().index(megami) for i in range(pairs)]
    chunks = [c for c in (seeds[i::jobs * 2] for i in range(jobs * 2)) if c]
    parts = Parallel(n_jobs=jobs)(delayed(_score_pairs)(kind, megami, c, x, y, pool) for c in chunks)
    sc = [v for part in parts for v in part]
    m = sum(sc) / len(sc)
    se = pair_se(sc)
    # the normal approximation can reach past 0 or 1 with few pairs; a rate cannot
    return {"rate": m, "lo": max(0.0, m - Z95 * se), "hi": min(1.0, m + Z95 * se), "pairs": len(sc)}


def composition(pool: tuple[str, ...]) -> dict[str, tuple[float, float, int]]:
    """Per megami of ``pool``: mean cards in builder decks over the form pairings of ``pool``, share of decks with
    3-7 cards, number of decks."""
    from sakura_lab.cards.catalogue import get_catalogue
    from sakura_lab.deckbuild import build_deck

    cat = get_catalogue()
    counts: dict[str, list[int]] = {m: [] for m in pool}
    for pr in _pairings(pool):
        deck = build_deck(pr)
        for form in pr:
            base = form.split("-")[0]
            ids = {c.id for c in cat.pool(form, None)}
            counts[base].append(sum(1 for cid in deck.cards if cid in ids))
    return {m: (sum(v) / len(v), sum(1 for k in v if 3 <= k <= 7) / len(v), len(v)) for m, v in counts.items()}


def _cell(r: dict[str, float] | None) -> str:
    if r is None:
        return "–"
    return f"{100 * r['rate']:.0f}% [{100 * r['lo']:.0f}, {100 * r['hi']:.0f}] ({r['pairs']})"


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--pairs", type=int, default=30, help="mirrored pairs per cell (heuristic vs random, builder)")
    ap.add_argument("--search-pairs", type=int, default=0, help="pairs per search cell (0: skip search)")
    ap.add_argument("--search", default="mcts", help="search player spec for the search cell")
    ap.add_argument("--jobs", type=int, default=1)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--megami", default="all",
                    help="the megami set: all (every implemented megami, default), 1-9, or comma-separated names; "
                         "decks and opponents are drawn from its form pairings")
    ap.add_argument("--out", default=str(ROOT / "docs" / "quality.md"))
    a = ap.parse_args(argv)
    t0 = time.perf_counter()
    pool = megami_option(ap, a.megami)
    comp = composition(pool)
    rows = []
    for m in pool:
        row: dict[str, Any] = {"megami": m}
        row["h_vs_r"] = measure("players", m, "heuristic", "random", a.pairs, a.seed, a.jobs, pool)
        row["b_vs_r"] = measure("builder", m, "heuristic", "heuristic", a.pairs, a.seed, a.jobs, pool)
        if a.search_pairs:
            row["l_vs_h"] = measure("players", m, "lookahead", "heuristic", a.search_pairs, a.seed, a.jobs, pool)
            row["s_vs_h"] = measure("players", m, a.search, "heuristic", a.search_pairs, a.seed, a.jobs, pool)
        rows.append(row)
        print(f"{m}: {time.perf_counter() - t0:.0f}s", file=sys.stderr, flush=True)
    lines = [
        "# Per-megami quality of the players and the deck builder",
        "",
        f"Generated by `PYTHONPATH=. python3 scripts/quality_table.py --pairs {a.pairs} --search-pairs "
        f"{a.search_pairs} --search {a.search} --seed {a.seed} --jobs {a.jobs} --megami {a.megami}` "
        f"({time.perf_counter() - t0:.0f} s). Do not edit by hand; see the script's docstring for the design.",
        "",
        f"Megami: {len(pool)} ({', '.join(pool)}); every deck is a deck of one of the {len(_pairings(pool))} form "
        "pairings of these megami (opponents included).",
        "",
        "Cells: win rate of the first-named side [95% interval over pairs] (mirrored pairs). Heuristic with vs "
        "without each mechanic: [docs/mechanics.md](mechanics.md).",
        "",
        "| megami | heuristic vs random | lookahead vs heuristic | search vs heuristic | builder deck vs random "
        "deck | cards in builder decks (mean, share 3-7, decks) |",
        "|---|---|---|---|---|---|",
    ]
    for r in rows:
        mean, share, n = comp[r["megami"]]
        lines.append(f"| {r['megami']} | {_cell(r['h_vs_r'])} | {_cell(r.get('l_vs_h'))} | {_cell(r.get('s_vs_h'))} "
                     f"| {_cell(r['b_vs_r'])} | {mean:.1f}, {100 * share:.0f}%, {n} |")
    Path(a.out).write_text("\n".join(lines) + "\n", encoding="utf-8")
    print(f"wrote {a.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
