"""Could the heuristic finish fewer options at equal strength? Offline check of the best-few procedure (issue 11, item 2).

    PYTHONPATH=. python3 scripts/finalist_margin.py --games 60 --seeds 1,2

Heuristic self-play on random decks of random form pairings of every implemented megami (seeded). At each real
main-phase decision with two options or more, one determinization of the deciding player's view is drawn (an rng of
its own, so the games are the heuristic's own) and every option is scored as :func:`sakura_lab.ai.heuristic.
option_scores` would: played until what it caused has resolved (``settle_short``); options that ended the turn keep
that evaluation; for every still-open option both its mid-turn evaluation and its finished score (``finished_score``
with the early stop, as the default player's finalists) are recorded. Offline, each procedure picks from those
numbers: ``top K`` finishes the K best open options by their mid-turn evaluation (the default player is K = 4),
``margin M`` finishes those within M evaluation units of the best mid-turn evaluation (at least one or two, at most
four). Printed per procedure: finished options per decision and how often its pick is the pick with every open
option finished, and the pick of ``top 4``.
"""
from __future__ import annotations

import argparse
import random
import sys
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from head_to_head import all_megami, play_out  # noqa: E402

Record = list[tuple[str, float, float]]  # per option: ("x" dominated | "c" closed | "o" open, mid score, finished)
NEG = float("-inf")


def collect(seed: int, games: int) -> list[Record]:
    """The option records of the real main-phase decisions of ``games`` heuristic self-play games."""
    from sakura_lab.ai.evaluation import evaluate
    from sakura_lab.ai.heuristic import HeuristicAgent, finished_score, settle_short
    from sakura_lab.ai.policy import plain_fullpower
    from sakura_lab.cards.registry import load_all
    from sakura_lab.deckgen import form_pairings, random_deck
    from sakura_lab.engine.constants import D_MAIN
    from sakura_lab.engine.view import determinize
    from sakura_lab.game import new_state

    load_all()
    pairings = form_pairings(all_megami())
    rng = random.Random(seed)
    rows: list[Record] = []
    for g in range(games):
        a, b = random_deck(rng.choice(pairings), rng), random_deck(rng.choice(pairings), rng)
        st = new_state(seed * 1000 + g, (a, b), first_player=g % 2, keys=("A", "B"))
        agents = (HeuristicAgent(seed=2 * g), HeuristicAgent(seed=2 * g + 1))
        world_rng = random.Random(g)

        def hook(st, d, i, agents=agents, world_rng=world_rng) -> None:
            if d.kind != D_MAIN or len(d.options) < 2:
                return
            w = agents[d.player].weights
            base = determinize(st.view(d.player), world_rng)
            p, turn = d.player, base.turn
            stops = 1 if p == base.turn_player else 0
            rec: Record = []
            for j in range(len(d.options)):
                if plain_fullpower(base, d.options[j]):
                    rec.append(("x", 0.0, 0.0))
                    continue
                c = base.clone()
                c.apply(j)
                if settle_short(c, w, turn, me=p):
                    rec.append(("c", evaluate(c, p, w), 0.0))
                else:
                    mid = evaluate(c, p, w)
                    rec.append(("o", mid, finished_score(c, p, w, turn, stops)))
            rows.append(rec)

        play_out(st, agents, hook)
    return rows


def pick(rec: Record, finish: Callable[[list[tuple[float, int, float]]], int]) -> tuple[int, int]:
    """The option ``option_scores`` would pick when ``finish`` says how many open options (best mid-turn score
    first) are finished; and that number."""
    scores = [0.0] * len(rec)
    opens = []
    for i, (kind, mid, fin) in enumerate(rec):
        if kind == "x":
            scores[i] = NEG
        elif kind == "c":
            scores[i] = mid
        else:
            opens.append((mid, i, fin))
    if not opens:
        return scores.index(max(scores)), 0
    opens.sort(key=lambda t: -t[0])
    k = finish(opens)
    for _m, i, f in opens[:k]:
        scores[i] = f
    rest = opens[k:]
    if rest:
        pending = {i for _m, i, _f in rest}
        floor = min(v for i, v in enumerate(scores) if i not in pending and v != NEG)
        for rank, (_m, i, _f) in enumerate(rest):
            scores[i] = floor - 1.0 - rank
    return scores.index(max(scores)), k


def top(k: int) -> Callable[[list[tuple[float, int, float]]], int]:
    return lambda opens: min(k, len(opens))


def margin(m: float, low: int) -> Callable[[list[tuple[float, int, float]]], int]:
    def finish(opens: list[tuple[float, int, float]]) -> int:
        best = opens[0][0]
        return max(min(low, len(opens)), min(4, sum(1 for v, _i, _f in opens if v >= best - m)))
    return finish


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=60, help="self-play games per seed")
    ap.add_argument("--seeds", default="1,2", help="comma-separated seeds (decks and games)")
    a = ap.parse_args(argv)
    rows = [r for s in a.seeds.split(",") if s for r in collect(int(s), a.games)]
    every = [pick(r, top(99))[0] for r in rows]
    four = [pick(r, top(4))[0] for r in rows]
    opens = sum(sum(1 for o in r if o[0] == "o") for r in rows) / len(rows)
    print(f"{len(rows)} main-phase decisions, {opens:.2f} open options per decision")
    print("| procedure | finished per decision | same pick as all finished | same pick as top 4 |")
    print("|---|---:|---:|---:|")
    rules = [(f"top {k}", top(k)) for k in (1, 2, 3, 4, 5)]
    rules += [(f"margin {m} (at least {lo})", margin(m, lo)) for m in (0.1, 0.5, 1.0, 2.0) for lo in (1, 2)]
    for name, rule in rules:
        got = [pick(r, rule) for r in rows]
        same_all = sum(g[0] == e for g, e in zip(got, every, strict=True)) / len(rows)
        same_four = sum(g[0] == f for g, f in zip(got, four, strict=True)) / len(rows)
        print(f"| {name} | {sum(g[1] for g in got) / len(rows):.2f} | {same_all:.1%} | {same_four:.1%} |")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
