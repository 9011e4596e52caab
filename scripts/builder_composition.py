"""How the deck builder splits its 10 cards between the two megami, and which cards it never chooses.

    python3 scripts/builder_composition.py [--style balanced] [--out docs/deckbuilder-composition.md]

Builds ``sakura_lab.deckbuild.build_deck`` for every form pairing of the implemented megami 1-9 (no games are
played: this measures the builder, not the decks) and writes a markdown report:

- per pairing: cards from each megami (normals + specials);
- per megami: mean cards in its decks and the share of decks where it contributes 3-7 of the 10 cards
  (issue 10 acceptance 3 asks for >= 90% unless a measured comparison shows a lopsided deck is stronger);
- per form: the implemented cards of its pool that no deck of that form contains.
"""
from __future__ import annotations

import argparse
import collections
import pathlib
import statistics
import time

NINE = ("yurina", "saine", "himika", "tokoyo", "oboro", "yukihi", "shinra", "hagane", "chikage")
ROOT = pathlib.Path(__file__).resolve().parents[1]


def main() -> int:
    from sakura_lab.cards.catalogue import get_catalogue
    from sakura_lab.cards.registry import SCRIPTS, load_all
    from sakura_lab.deckbuild import build_deck
    from sakura_lab.deckgen import form_pairings

    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--style", default="balanced")
    ap.add_argument("--out", default=str(ROOT / "docs" / "deckbuilder-composition.md"))
    args = ap.parse_args()
    load_all()
    cat = get_catalogue()
    t0 = time.time()
    pairings = form_pairings(NINE)
    per_megami: dict[str, list[int]] = collections.defaultdict(list)
    chosen_by_form: dict[str, set[str]] = collections.defaultdict(set)
    rows = []
    for forms in pairings:
        deck = build_deck(forms, style=args.style)
        counts = []
        for form in forms:
            base = cat.megami(form).base
            mine = [c for c in deck.normals + deck.specials if base in cat.card(c, deck.season).megami.split("_")
                    or cat.card(c, deck.season).megami == base]
            counts.append(len(mine))
            per_megami[base].append(len(mine))
            chosen_by_form[form].update(mine)
        rows.append((forms, counts))
    lines = [
        "# Deck builder: cards per megami and cards never chosen",
        "",
        f"`python3 scripts/builder_composition.py --style {args.style}` — {len(pairings)} form pairings of megami "
        f"1-9, `build_deck(style={args.style!r})`, {time.time() - t0:.0f} s. No games are played: this describes "
        "the builder's choices (issue 10, item 4).",
        "",
        "## Per megami",
        "",
        "| megami | decks | mean cards of 10 | min | max | decks with 3-7 cards |",
        "|---|---:|---:|---:|---:|---:|",
    ]
    total_ok = total = 0
    for base in NINE:
        c = per_megami[base]
        ok = sum(1 for x in c if 3 <= x <= 7)
        total_ok += ok
        total += len(c)
        lines.append(f"| {base} | {len(c)} | {statistics.mean(c):.1f} | {min(c)} | {max(c)} | {ok / len(c):.0%} |")
    lines += ["", f"All megami together: {total_ok / total:.0%} of (deck, megami) shares are 3-7 cards.", "",
              "## Cards never chosen (implemented cards of the form's pool that no deck of the form contains)", ""]
    for form in sorted(chosen_by_form):
        pool = [c for c in cat.pool(form, None) if c.id in SCRIPTS and c.megami == cat.megami(form).base]
        never = [c for c in pool if c.id not in chosen_by_form[form]]
        names = ", ".join(f"{c.name_en or c.name_ja} ({c.id})" for c in never) or "none"
        lines.append(f"- **{form}** ({len(never)} of {len(pool)}): {names}")
    lines += ["", "## Per pairing", "", "| pairing | cards A | cards B |", "|---|---:|---:|"]
    lines += [f"| {a}+{b} | {x} | {y} |" for (a, b), (x, y) in rows]
    out = pathlib.Path(args.out)
    out.write_text("\n".join(lines) + "\n", encoding="utf-8")
    print(f"wrote {out}: {len(pairings)} decks, {total_ok / total:.0%} of megami shares within 3-7 cards")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
