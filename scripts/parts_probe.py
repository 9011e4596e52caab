"""When does Vanished Oboro's parts attack (CR25 additional rules 3-3) win or lose for the heuristic? An exploratory
probe by context (docs/evaluation.md, session 22).

    PYTHONPATH=. python3 scripts/parts_probe.py --seed 18200 --decks 16 --pairs 50 --jobs 2 --when giga,nogiga \
        --add horo,giga
    PYTHONPATH=. python3 scripts/parts_probe.py --seed 18300 --decks 16 --pairs 50 --jobs 2 --when all \
        --add horo --without giga

    PYTHONPATH=. python3 scripts/parts_probe.py --contexts --seed 100 --decks 8 --pairs 100 --add "" --jobs 1

Side A is the heuristic; side B the same heuristic declining the parts attack in its real decisions while the
condition ``--when`` holds (``all``: always; ``giga``: its Gigasuke is unused in its Special zone; ``nogiga``:
otherwise). Decks: split decks of Oboro-A2 + Yurina (``mechanics_table.split_deck``, seeds from ``--seed``) with the
``--add`` cards required (``horo`` Horokunai, ``giga`` Gigasuke, or card ids), skipping seeds whose deck holds a card
of ``--without``; ``--pairs`` mirrored pairs per deck, the same deck on both sides. Prints A's score (the player that
takes the attacks; draws half) with a 95% interval over pairs and the pairs decided (score not 1-1).

``--contexts`` (session 23) instead plays side B as ``heuristic:ignore=parts_attack`` (the with/without row's player)
and records each of A's parts-attack decisions with whether it is blank: no assembled main part's attack would be
created (CR25 add. 3-3 step 7, read by playing the engine's own step on a copy for each main part). It prints A's score
over the pairs with a blank take, with only hitting takes, and with no take (observational: a blank take comes in
positions that differ in other ways too).
"""
from __future__ import annotations

import argparse
import statistics
import sys
from pathlib import Path
from typing import Any

from joblib import Parallel, delayed

sys.path.insert(0, str(Path(__file__).resolve().parent))
from head_to_head import same_deck_pair  # noqa: E402

HOROKUNAI, GIGASUKE = "05-oboro-a2-n-1", "05-oboro-a2-s-1"
SHORT = {"horo": HOROKUNAI, "giga": GIGASUKE}
CONDITIONS = ("all", "giga", "nogiga")


def _gigasuke_unused(st: Any, p: int) -> bool:
    from sakura_lab.engine.constants import SPECIAL, UNUSED

    return any(st.cards[u].id == GIGASUKE and st.cstate[u] == UNUSED for u in st.zones[p][SPECIAL])


class DeclineParts:
    """The heuristic, declining the parts attack in its real decisions while ``when`` holds (it reads only its own
    Special zone, which it sees)."""

    def __init__(self, inner: Any, when: str) -> None:
        self.inner, self.when = inner, when

    def decide(self, view: Any, d: Any) -> int:
        if d.context == "parts_attack" and False in d.options:
            giga = _gigasuke_unused(view._st, d.player)
            if self.when == "all" or (self.when == "giga") == giga:
                return list(d.options).index(False)
        return int(self.inner.decide(view, d))


def _pair(deck: Any, seed: int, when: str) -> float:
    from sakura_lab.ai.heuristic import HeuristicAgent
    from sakura_lab.cards.registry import load_all

    load_all()
    return same_deck_pair(deck, seed, lambda s: HeuristicAgent(seed=s),
                          lambda s: DeclineParts(HeuristicAgent(seed=s), when))


def _blank(st: Any, p: int) -> bool:
    """Whether a parts attack by ``p`` now creates no attack: the engine's steps 2-7 on a copy, for each main part."""
    from sakura_lab.cards import oboro as O

    for u in [u for u in st.zones[p][O.ASSEMBLED] if O.is_main_part(st, u)]:
        c = st.clone()
        before = set(c.attacks)
        O._parts_attack(c, p, u, ())
        if set(c.attacks) - before:
            return False
    return True


class RecordParts:
    """The heuristic, recording (take, blank) for each of its parts-attack decisions (read on the real state: a
    probe's bookkeeping, never a player's input)."""

    def __init__(self, inner: Any, log: list[tuple[bool, bool]]) -> None:
        self.inner, self.log = inner, log

    def decide(self, view: Any, d: Any) -> int:
        i = int(self.inner.decide(view, d))
        if d.context == "parts_attack":
            self.log.append((bool(d.options[i]), _blank(view._st, d.player)))
        return i


def _context_pair(deck: Any, seed: int) -> tuple[float, list[tuple[bool, bool]]]:
    from sakura_lab.ai.heuristic import HeuristicAgent
    from sakura_lab.cards.registry import load_all

    load_all()
    log: list[tuple[bool, bool]] = []
    score = same_deck_pair(deck, seed, lambda s: RecordParts(HeuristicAgent(seed=s), log),
                           lambda s: HeuristicAgent(seed=s, ignore=("parts_attack",)))
    return score, log


def _report_contexts(results: list[tuple[float, list[tuple[bool, bool]]]]) -> None:
    groups: dict[str, list[float]] = {"a blank take": [], "only hitting takes": [], "no take": []}
    for score, log in results:
        takes = [blank for take, blank in log if take]
        key = "no take" if not takes else "a blank take" if any(takes) else "only hitting takes"
        groups[key].append(score)
    for key, scores in groups.items():
        decided = sum(1 for r in scores if r != 0.5)
        rate = f"{100 * statistics.mean(scores):.1f}%" if scores else "-"
        print(f"pairs with {key}: {len(scores)}, decided {decided}, A (takes) {rate}")
    decisions = [e for _s, log in results for e in log]
    print(f"A's parts-attack decisions {len(decisions)}: taken {sum(t for t, _b in decisions)}, of them blank "
          f"{sum(t and b for t, b in decisions)}; declined {sum(not t for t, _b in decisions)}, of them blank "
          f"{sum(b and not t for t, b in decisions)}", flush=True)


def _cards(text: str) -> tuple[str, ...]:
    return tuple(SHORT.get(x, x) for x in text.split(",") if x)


def main(argv: list[str] | None = None) -> int:
    from mechanics_table import split_deck

    from sakura_lab.cards.registry import load_all

    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--seed", type=int, default=18200, help="first deck seed; games are seeded from the deck's seed")
    ap.add_argument("--decks", type=int, default=16)
    ap.add_argument("--pairs", type=int, default=50, help="mirrored pairs per deck")
    ap.add_argument("--jobs", type=int, default=1)
    ap.add_argument("--when", default="all", help=f"comma-separated conditions of B's declining: {', '.join(CONDITIONS)}")
    ap.add_argument("--add", default="horo", help="cards every deck holds (horo, giga or card ids)")
    ap.add_argument("--without", default="", help="skip the decks holding any of these cards")
    ap.add_argument("--contexts", action="store_true",
                    help="B ignores the parts attack (the with/without row); report A's takes by whether they are blank")
    a = ap.parse_args(argv)
    conditions = [c for c in a.when.split(",") if c]
    bad = [c for c in conditions if c not in CONDITIONS]
    if bad:
        ap.error(f"unknown condition {bad[0]!r} (choose from {', '.join(CONDITIONS)})")
    load_all()
    add, without = _cards(a.add), _cards(a.without)
    decks: list[tuple[int, Any]] = []
    k = 0
    while len(decks) < a.decks:
        deck = split_deck("oboro-a2", "yurina", a.seed + k, add=add)
        if not any(c in deck.cards for c in without):
            decks.append((a.seed + k, deck))
        k += 1
    if a.contexts:
        tasks = [(deck, seed * 1000 + s) for seed, deck in decks for s in range(a.pairs)]
        _report_contexts(Parallel(n_jobs=a.jobs)(delayed(_context_pair)(deck, s) for deck, s in tasks))
        return 0
    for when in conditions:
        tasks = [(deck, seed * 1000 + s) for seed, deck in decks for s in range(a.pairs)]
        res = Parallel(n_jobs=a.jobs)(delayed(_pair)(deck, s, when) for deck, s in tasks)
        m = statistics.mean(res)
        se = statistics.pstdev(res) / len(res) ** 0.5
        decided = sum(1 for r in res if r != 0.5)
        print(f"add {','.join(add)} without {','.join(without) or '-'}, B declines when {when}: A (takes) "
              f"{100 * m:.1f}% [{100 * (m - 1.96 * se):.1f}, {100 * (m + 1.96 * se):.1f}] decided {decided}/{len(res)}",
              flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
