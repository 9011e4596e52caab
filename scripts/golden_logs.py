"""Write (or check) fingerprints of full game logs for fixed seeds: proof that speed work changes no behaviour.

    python3 scripts/golden_logs.py --write   # after an intended rules change
    python3 scripts/golden_logs.py           # compare (the test suite does this too)
"""
from __future__ import annotations

import argparse
import hashlib
import json
import pathlib
import random

GOLDEN = pathlib.Path(__file__).resolve().parents[1] / "tests" / "golden" / "logs.json"


def fingerprints() -> dict[str, str]:
    from sakura_lab.ai.base import make_agent
    from sakura_lab.deckgen import form_pairings, random_deck
    from sakura_lab.engine.log import format_log
    from sakura_lab.fuzz import BASIC_FOUR
    from sakura_lab.game import new_state, play

    pairings = form_pairings(BASIC_FOUR)
    out = {}
    for kind, agent, n in (("random", "random", 30), ("heuristic", "heuristic", 4)):
        for seed in range(n):
            r = random.Random(seed)
            decks = (random_deck(r.choice(pairings), r), random_deck(r.choice(pairings), r))
            st = new_state(seed, decks, record=True)
            play(st, (make_agent(agent, seed), make_agent(agent, seed + 1)))
            text = format_log(st) + repr(st.events)
            out[f"{kind}-{seed}"] = hashlib.sha256(text.encode("utf-8")).hexdigest()
    return out


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--write", action="store_true")
    args = ap.parse_args()
    fp = fingerprints()
    if args.write:
        GOLDEN.write_text(json.dumps(fp, indent=1, sort_keys=True) + "\n", encoding="utf-8")
        print(f"wrote {len(fp)} fingerprints to {GOLDEN}")
        return 0
    old = json.loads(GOLDEN.read_text(encoding="utf-8"))
    bad = [k for k in old if old[k] != fp.get(k)]
    print("identical" if not bad else f"{len(bad)} differ: {bad[:5]}")
    return 1 if bad else 0


if __name__ == "__main__":
    raise SystemExit(main())
