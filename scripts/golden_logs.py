"""Golden playthroughs: full text logs of fixed games, one file per game in ``tests/golden/``.

They are the proof that a restructuring or speed work changes no behaviour: the test suite replays every
game and compares its log (``sakura_lab.engine.log.format_log``, one line per recorded event) with the
file, showing a diff on a mismatch.

    python3 scripts/golden_logs.py           # compare, list the games that differ
    python3 scripts/golden_logs.py --write   # after an intended rules change (say why in the commit)

The set: every form of megami 1-26 plays at least one random-player game (so each megami has two or
more), each megami plays one heuristic game, and a few games of the basic four are kept. Megami 10-14's
games were added after the others and draw their opponents from all 14 megami; the games of megami 1-9
are drawn as before, so their files never changed.
"""
from __future__ import annotations

import argparse
import pathlib
import random
import sys
import zlib
from dataclasses import dataclass

ROOT = pathlib.Path(__file__).resolve().parents[1]
# `python3 scripts/golden_logs.py` puts scripts/ first on sys.path, so an installed sakura_lab (another
# checkout's editable install) would win over this checkout's: the logs must come from this checkout.
sys.path.insert(0, str(ROOT))
GOLDEN = ROOT / "tests" / "golden"
NINE = ("yurina", "saine", "himika", "tokoyo", "oboro", "yukihi", "shinra", "hagane", "chikage")
BASIC_FOUR = NINE[:4]
TEN_TO_14 = ("kururu", "thallya", "raira", "utsuro", "honoka")
FIFTEEN_TO_19 = ("korunu", "yatsuha", "hatsumi", "mizuki", "megumi")
TWENTY_TO_24 = ("kanawe", "kamuwi", "akina", "shisui")
TWENTY5_26 = ("misora", "innealra")
RENRI = ("renri",)  # megami 22, whole once her Historian form (A1) was done: drawn last, so no other file changed


@dataclass(frozen=True)
class Game:
    """One golden game: the player spec for both seats, the seed and the two sides' megami forms."""

    agent: str
    seed: int
    side0: tuple[str, str]
    side1: tuple[str, str]

    @property
    def name(self) -> str:
        return f"{self.agent}-{'+'.join(self.side0)}_vs_{'+'.join(self.side1)}-s{self.seed}"


def _stable(text: str) -> int:
    """A seed from text that does not depend on PYTHONHASHSEED."""
    return zlib.crc32(text.encode("utf-8"))


def games() -> list[Game]:
    """The golden games, in a fixed order (pairings are drawn with seeds derived from their role)."""
    from sakura_lab.deckgen import form_pairings

    pairings = form_pairings(NINE)
    forms = sorted({f for p in pairings for f in p}, key=lambda f: (NINE.index(f.split("-")[0]), f))
    out = []
    for i, form in enumerate(forms):  # every form once with random players
        r = random.Random(_stable(f"random {form}"))
        out.append(Game("random", 100 + i, r.choice([p for p in pairings if form in p]), r.choice(pairings)))
    for i, base in enumerate(NINE):  # every megami once with heuristic players (a form chosen in turn)
        r = random.Random(_stable(f"heuristic {base}"))
        own = [f for f in forms if f.split("-")[0] == base]
        form = own[i % len(own)]
        out.append(Game("heuristic", 200 + i, r.choice([p for p in pairings if form in p]), r.choice(pairings)))
    every = NINE
    # megami 10-14, 15-19, 20-24, 25-26: every form once with random players, each megami once with heuristic players
    for group, random_seed, heuristic_seed in ((TEN_TO_14, 300, 400), (FIFTEEN_TO_19, 500, 600),
                                               (TWENTY_TO_24, 700, 800), (TWENTY5_26, 900, 1000)):
        every = every + group
        field = form_pairings(every)
        group_forms = sorted({f for p in field for f in p if f.split("-")[0] in group},
                             key=lambda f: (every.index(f.split("-")[0]), f))
        for i, form in enumerate(group_forms):
            r = random.Random(_stable(f"random {form}"))
            out.append(Game("random", random_seed + i, r.choice([p for p in field if form in p]), r.choice(field)))
        for i, base in enumerate(group):
            r = random.Random(_stable(f"heuristic {base}"))
            own = [f for f in group_forms if f.split("-")[0] == base]
            form = own[i % len(own)]
            out.append(Game("heuristic", heuristic_seed + i, r.choice([p for p in field if form in p]),
                            r.choice(field)))
    # Renri (both forms; Historian Renri twice) with random players, Historian Renri once with heuristic players,
    # opponents from the field of all 26 megami
    every = every + RENRI
    field = form_pairings(every)
    renri_forms = sorted({f for p in field for f in p if f.split("-")[0] == "renri"})
    for i, form in enumerate(renri_forms + ["renri-a1"]):
        r = random.Random(_stable(f"random {form} {i}"))
        out.append(Game("random", 1100 + i, r.choice([p for p in field if form in p]), r.choice(field)))
    r = random.Random(_stable("heuristic renri-a1"))
    out.append(Game("heuristic", 1200, r.choice([p for p in field if "renri-a1" in p]), r.choice(field)))
    basic = form_pairings(BASIC_FOUR)
    for agent, seed in (("random", 0), ("random", 1), ("random", 2), ("heuristic", 3)):  # the basic four
        r = random.Random(seed)
        out.append(Game(agent, seed, r.choice(basic), r.choice(basic)))
    return out


def render(game: Game) -> str:
    """Play ``game`` with recording on and return its text log (a short header, then one line per event)."""
    from sakura_lab.ai.base import make_agent
    from sakura_lab.deckgen import random_deck
    from sakura_lab.engine.log import format_log
    from sakura_lab.game import new_state, play

    r = random.Random(game.seed)
    decks = (random_deck(game.side0, r), random_deck(game.side1, r))
    st = new_state(game.seed, decks, record=True)
    play(st, (make_agent(game.agent, game.seed), make_agent(game.agent, game.seed + 1)))
    head = [f"# {game.name}: {game.agent} players, seed {game.seed}"]
    for p, deck in enumerate(decks):
        names = ", ".join(st.cards[st.find(cid, p)].name("en") for cid in deck.cards)
        head.append(f"# {'AB'[p]} {'+'.join(deck.megami)}: {names}")
    return "\n".join(head) + "\n" + format_log(st) + "\n"


def path_of(game: Game) -> pathlib.Path:
    return GOLDEN / f"{game.name}.txt"


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--write", action="store_true", help="rewrite the files (and delete stale ones)")
    args = ap.parse_args()
    todo = games()
    if args.write:
        GOLDEN.mkdir(parents=True, exist_ok=True)
        keep = {path_of(g) for g in todo}
        for old in GOLDEN.glob("*.txt"):
            if old not in keep:
                old.unlink()
        for g in todo:
            path_of(g).write_text(render(g), encoding="utf-8")
        print(f"wrote {len(todo)} golden logs to {GOLDEN}")
        return 0
    bad = [g.name for g in todo if not path_of(g).exists()
           or path_of(g).read_text(encoding="utf-8") != render(g)]
    print("identical" if not bad else f"{len(bad)} differ: {', '.join(bad)}")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
