"""Mirrored pairs between two heuristic players that differ in the module switches of docs/evaluation.md session 9b.

    PYTHONPATH=. python3 scripts/switch_pairs.py split renri-a1 --x-switches fog_margin=5 \
        --y heuristic:ignore=renri_fog --y-switches same --pairs 150 --seed 0
    PYTHONPATH=. python3 scripts/switch_pairs.py h2h --x-switches fog_margin=5 --y-switches fog_margin=None \
        --require renri --pairs 200 --seed 3

Mode ``split``: the games of ``scripts/split_pairs.py`` (one split deck of ``scripts/mechanics_table.py`` against
itself, ``--deck-seed`` its seed); mode ``h2h``: those of ``scripts/head_to_head.py --megami all --require <megami>``
(random legal decks). The switches are module-level settings of ``ai.policy`` that the players read at each decision,
so two players in one process can differ in them only if each has its own set around its decisions: ``Switched``
sets them before each decision of its player and restores them after. Switches (``name=value``, comma-separated;
``--y-switches same`` copies X's): ``fog_margin`` (``DECLARE["fog_margin"]``, a number or None), ``install``
(``RENRI_INSTALL["real"]``: simulate / rule), ``atw`` (``KANAWE_ATW["bonus"]``), ``res_bonus``
(``RESOLUTION["play_bonus"]``), ``replay`` (``RESOLUTION["replay"]``: simulate / rule). X's score with a 95% interval
over pairs and the pairs decided (not 1-1).
"""
from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

import mechanics_table as MT  # noqa: E402
from head_to_head import agent_from_spec, megami_arg, mirrored_pair, random_decks, x_score  # noqa: E402

from sakura_lab.ai import policy as P  # noqa: E402
from sakura_lab.cards.registry import load_all  # noqa: E402

# name -> (settings dict, key, parser)
SWITCHES: dict[str, tuple[dict[str, Any], str, Any]] = {
    "fog_margin": (P.DECLARE, "fog_margin", lambda v: None if v == "None" else float(v)),
    "install": (P.RENRI_INSTALL, "real", str),
    "atw": (P.KANAWE_ATW, "bonus", lambda v: None if v == "None" else float(v)),
    "res_bonus": (P.RESOLUTION, "play_bonus", lambda v: None if v == "None" else float(v)),
    "replay": (P.RESOLUTION, "replay", str),
}


def parse(text: str) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for item in [x for x in text.split(",") if x]:
        name, value = item.split("=", 1)
        if name not in SWITCHES:
            raise SystemExit(f"unknown switch {name!r} (known: {', '.join(SWITCHES)})")
        out[name] = SWITCHES[name][2](value)
    return out


class Switched:
    """Player ``inner`` with the switches ``values`` in force during each of its decisions."""

    def __init__(self, inner: Any, values: dict[str, Any]) -> None:
        self.inner, self.values = inner, values

    def decide(self, view: Any, d: Any) -> int:
        old = {name: SWITCHES[name][0][SWITCHES[name][1]] for name in self.values}
        for name, v in self.values.items():
            SWITCHES[name][0][SWITCHES[name][1]] = v
        try:
            return int(self.inner.decide(view, d))
        finally:
            for name, v in old.items():
                SWITCHES[name][0][SWITCHES[name][1]] = v


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("mode", choices=("split", "h2h"))
    ap.add_argument("form", nargs="?", help="split: a deck form of mechanics_table.MEGAMI, e.g. renri-a1")
    ap.add_argument("--x", default="heuristic")
    ap.add_argument("--y", default="heuristic")
    ap.add_argument("--x-switches", default="")
    ap.add_argument("--y-switches", default="", help="the same syntax, or 'same' for X's")
    ap.add_argument("--pairs", type=int, default=100)
    ap.add_argument("--seed", type=int, default=0, help="games' root seed")
    ap.add_argument("--deck-seed", type=int, default=0, help="split: the split deck's seed (mechanics_table --seed)")
    ap.add_argument("--require", default="renri", help="h2h: comma-separated megami, one of them in each pairing")
    a = ap.parse_args(argv)
    load_all()
    xs = parse(a.x_switches)
    ys = dict(xs) if a.y_switches == "same" else parse(a.y_switches)

    def make_x(s: int) -> Any:
        return Switched(agent_from_spec(a.x, None, s), xs)

    def make_y(s: int) -> Any:
        return Switched(agent_from_spec(a.y, None, s), ys)

    scores = []
    if a.mode == "split":
        if not a.form:
            raise SystemExit("split needs a deck form")
        megami = next(m for m, (forms, _) in MT.MEGAMI.items() if a.form in forms)
        deck = MT.split_deck(a.form, MT.MEGAMI[megami][1], a.deck_seed)
        for i in range(a.pairs):
            scores.append(mirrored_pair(a.seed * 100003 + i, (deck, deck), make_x, make_y)[0])
    else:
        meg = megami_arg("all")
        req = tuple(x for x in a.require.split(",") if x)
        for i in range(a.pairs):
            seed = a.seed * 100003 + i
            scores.append(mirrored_pair(seed, random_decks(seed, meg, req), make_x, make_y)[0])
    print(f"{a.mode} {a.form or a.require}: X {a.x} [{a.x_switches}] vs Y {a.y} [{a.y_switches}], {len(scores)} pairs, "
          f"seed {a.seed}: {x_score(scores)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
