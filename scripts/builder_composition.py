"""How the deck builder splits its 10 cards between the two megami, and which cards it never chooses.

    python3 scripts/builder_composition.py [--style balanced] [--out docs/deckbuilder-composition.md]
        [--h2h h2h.json] [--lopsided lopsided.json] [--megami 1-9|all|yurina,saine,...]

Builds ``sakura_lab.deckbuild.build_deck`` for every form pairing of megami 1-9 (``--megami``: every implemented
megami with ``all``, written to ``docs/deckbuilder-composition-all.md``), before
(``values="shape", split=None``: the shape-only builder) and after (the defaults: measured card values,
3-7 cards per megami).  Building plays no games; the measured values come from
``sakura_lab/data/card_values.json`` (``scripts/fit_card_values.py``) and the optional head-to-head
results from ``scripts/builder_head_to_head.py --json``.  Writes a markdown report:

- per megami: mean cards in its decks and the share of decks where it contributes 3-7 of the 10 cards
  (issue 10 acceptance 3 asks for >= 90% unless a measured comparison shows a lopsided deck is stronger);
- per form: the implemented cards of its pool that no deck of that form contains, with the measured
  reason (the card's value and 95% interval, and its rank among the pool's cards of its kind);
- the lopsided decks the measured values would build without the 3-7 rule, and their measured
  comparison with the 3-7 decks (when ``--lopsided`` is given);
- per pairing: cards from each megami, before and after.
"""
from __future__ import annotations

import argparse
import collections
import json
import pathlib
import statistics
import sys
import time

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
from head_to_head import MEGAMI_1_9, megami_option  # noqa: E402

ROOT = pathlib.Path(__file__).resolve().parents[1]


def _compose(pairings, style: str, values: str, split) -> tuple[list, dict, dict]:
    from sakura_lab.cards.catalogue import get_catalogue
    from sakura_lab.deckbuild import build_deck, megami_counts

    cat = get_catalogue()
    per_megami: dict[str, list[int]] = collections.defaultdict(list)
    chosen_by_form: dict[str, set[str]] = collections.defaultdict(set)
    rows = []
    for forms in pairings:
        deck = build_deck(forms, style=style, values=values, split=split)
        cards = [cat.card(c, deck.season) for c in deck.cards]
        bases = [cat.megami(f).base for f in forms]
        counts = megami_counts(cards, bases)
        for form, base, n in zip(forms, bases, counts, strict=True):
            per_megami[base].append(n)
            chosen_by_form[form].update(c.id for c in cards if base in c.megami.split("_"))
        rows.append((forms, counts, deck))
    return rows, per_megami, chosen_by_form


def _megami_table(per_megami: dict[str, list[int]], megami: tuple[str, ...]) -> tuple[list[str], float]:
    lines = ["| megami | decks | mean cards of 10 | min | max | decks with 3-7 cards |",
             "|---|---:|---:|---:|---:|---:|"]
    total_ok = total = 0
    for base in megami:
        c = per_megami[base]
        ok = sum(1 for x in c if 3 <= x <= 7)
        total_ok += ok
        total += len(c)
        lines.append(f"| {base} | {len(c)} | {statistics.mean(c):.1f} | {min(c)} | {max(c)} | {ok / len(c):.0%} |")
    return lines, total_ok / total


def main() -> int:
    from sakura_lab.cards.catalogue import get_catalogue
    from sakura_lab.cards.registry import SCRIPTS, load_all
    from sakura_lab.cardvalues import load_card_values
    from sakura_lab.deckbuild import NOTES, Note
    from sakura_lab.deckgen import form_pairings

    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--style", default="balanced")
    ap.add_argument("--megami", default="1-9", help="the megami whose form pairings are built: 1-9 (default, issue "
                    "10's acceptance 3), all (every implemented megami) or comma-separated names")
    ap.add_argument("--out", default="", help="default docs/deckbuilder-composition.md (1-9) or "
                    "docs/deckbuilder-composition-all.md (all)")
    ap.add_argument("--h2h", default="", help="JSON of builder_head_to_head.py (new vs old builder)")
    ap.add_argument("--lopsided", default="",
                    help="JSON of builder_head_to_head.py --a measured:none --b measured:3-7 --only-lopsided")
    args = ap.parse_args()
    megami = megami_option(ap, args.megami)
    name = {"1-9": "deckbuilder-composition.md", "all": "deckbuilder-composition-all.md"}.get(
        args.megami, "deckbuilder-composition-" + "-".join(megami) + ".md")
    out = pathlib.Path(args.out) if args.out else ROOT / "docs" / name
    which = ("megami 1-9" if megami == MEGAMI_1_9 else
             f"all {len(megami)} implemented megami" if args.megami == "all" else ", ".join(megami))
    load_all()
    cat = get_catalogue()
    cv = load_card_values()
    raw_doc = json.loads((ROOT / "sakura_lab" / "data" / "card_values.json").read_text(encoding="utf-8"))
    rounds = (f"{raw_doc['round1_pairs']} mirrored pairs of random legal decks, then {raw_doc['round2_pairs']} "
              "of variants of the round-1 builder's decks" if "round2_pairs" in raw_doc
              else f"{cv.pairs} mirrored pairs of random legal decks")
    t0 = time.time()
    pairings = form_pairings(megami)
    before, per_before, _ = _compose(pairings, args.style, "shape", None)
    after, per_after, chosen_after = _compose(pairings, args.style, "measured", (3, 7))
    free, _, _ = _compose(pairings, args.style, "measured", None)
    tb, share_before = _megami_table(per_before, megami)
    ta, share_after = _megami_table(per_after, megami)
    extensions = [e.get("command", "") for e in raw_doc.get("extensions", []) if e.get("command")]
    if any(m not in MEGAMI_1_9 for m in megami) and extensions:
        rounds += ("; the cards of the later megami by the extensions " +
                   "; ".join(f"`{c}`" for c in extensions) + " (the same method, pairings that include them)")
    lines = [
        "# Deck builder: cards per megami and cards never chosen",
        "",
        f"`python3 scripts/builder_composition.py --style {args.style} --megami {args.megami}` — {len(pairings)} "
        f"form pairings of {which}, `build_deck(style={args.style!r})`, {time.time() - t0:.0f} s (issue 10, item 4).  "
        "*Before*: the shape-only builder (`values=\"shape\", split=None`); *after*: the default builder "
        "(card values measured from play, `sakura_lab/data/card_values.json`, and each megami 3-7 of the "
        f"10 cards).  Card values: {raw_doc.get('command', '')!s} — {rounds}, heuristic player "
        "(`scripts/fit_card_values.py`); unit: pair-score points per card.",
        "",
        "**Method.**  Every card's value is measured from heuristic games, not from its shape: mirrored "
        "pairs of two uniformly random legal decks of the same pairing (all pairings in turn), and a "
        "ridge regression of the pair score on which cards each deck holds (both megami's cards enter "
        "the same way), shrunk toward the shape score where the games say little; then iterated once: "
        "variants of the builder's decks with the round-1 values play more pairs and the values are "
        "refitted on both rounds.  The builder replaces each card's shape value by its measured value "
        "(band fit and style still tilt it), keeps the role terms (reactions, distance / Aura control, "
        "the specials' cost curve), requires three attack cards, and repairs any deck with a megami "
        "outside 3-7 cards by the least costly one-card swaps.",
        "",
        "## Per megami, after (measured values, 3-7 rule)",
        "",
        *ta,
        "",
        f"All megami together: {share_after:.0%} of (deck, megami) shares are 3-7 cards.",
        "",
        "## Per megami, before (shape-only builder)",
        "",
        *tb,
        "",
        f"All megami together: {share_before:.0%} of (deck, megami) shares are 3-7 cards.",
        "",
    ]
    if args.h2h:
        h = json.loads(pathlib.Path(args.h2h).read_text(encoding="utf-8"))
        lo, hi = h["wilson"]
        lines += [
            "## Head-to-head: after vs before",
            "",
            f"`python3 scripts/builder_head_to_head.py --pairs {h['pairs']} --seed {h['seed']}"
            f"{' --megami ' + h['megami'] if h.get('megami', '1-9') != '1-9' else ''}`: over "
            f"{h['pairings']} pairings, {h['identical']} build the same deck both ways; the other "
            f"{h['pairings'] - h['identical']} play {h['pairs']} mirrored pairs each (heuristic players, both "
            f"seats), {h['games']} games.  New builder's score: **{h['score']:.3f}** (Wilson 95% [{lo:.3f}, "
            f"{hi:.3f}]; pairing-level {h['pairing_mean']:.3f} ± {1.96 * h['pairing_se']:.3f}); over all "
            f"pairings with identical decks counted as 1/2: {h['all_mean']:.3f} ± {1.96 * h['all_se']:.3f}.",
            "",
        ]
    # never chosen, with the measured reason
    lines += ["## Cards never chosen, after",
              "",
              "Implemented cards of the form's pool that no deck of the form contains.  Reason measured: "
              "the card's value (posterior mean, 95% interval) and its rank among the form's pool cards of "
              "the same kind (1 = best); `w-w/o`: pair score of random decks holding it minus those not "
              "holding it (± 1.96 se).",
              ""]
    for form in sorted(chosen_after):
        pool = [c for c in cat.pool(form, None) if c.id in SCRIPTS]
        never = [c for c in pool if c.id not in chosen_after[form] and cat.megami(form).base in c.megami.split("_")]
        if not never:
            lines.append(f"- **{form}**: none")
            continue
        parts = []
        for c in never:
            v = cv.get(c.id)
            if v is None:
                parts.append(f"{c.name_en or c.name_ja} ({c.id}): not measured")
                continue
            if "lose" in NOTES.get(c.id, Note()).tags:
                parts.append(f"{c.name_en or c.name_ja} ({c.id}): excluded by a rule note (its effect makes its "
                             f"player lose), not by value; measured {v.value:+.3f} [{v.value - 1.96 * v.sd:+.3f}, "
                             f"{v.value + 1.96 * v.sd:+.3f}]")
                continue
            same_kind = sorted((cv.get(q.id).value for q in pool if q.kind == c.kind and cv.get(q.id)),
                               reverse=True)
            rank = same_kind.index(v.value) + 1
            wmw = ("" if v.with_minus_without is None else
                   f", w-w/o {v.with_minus_without:+.3f} ± {1.96 * (v.with_minus_without_se or 0):.3f}")
            # a card in the better half of its kind is kept out by the set terms, not by its own value
            why = "" if rank > len(same_kind) // 2 else " — kept out by the set terms (cost curve, roles, split)"
            cost = f", cost {c.cost_text or c.cost}" if c.kind == "special" else ""
            parts.append(f"{c.name_en or c.name_ja} ({c.id}): {v.value:+.3f} [{v.value - 1.96 * v.sd:+.3f}, "
                         f"{v.value + 1.96 * v.sd:+.3f}], rank {rank}/{len(same_kind)} {c.kind}s{cost}{wmw}{why}")
        lines.append(f"- **{form}** ({len(never)}): " + "; ".join(parts))
    # lopsided decks without the rule
    lop = [(f, c) for (f, c, _) in free if any(not 3 <= n <= 7 for n in c)]
    lines += ["", "## Lopsided decks without the 3-7 rule", "",
              f"With measured values and no split rule (`split=None`), {len(lop)} of {len(free)} decks have a "
              "megami outside 3-7 cards: " + (", ".join(f"{a}+{b} ({x}/{y})" for (a, b), (x, y) in lop) or "none")
              + "."]
    if args.lopsided:
        h = json.loads(pathlib.Path(args.lopsided).read_text(encoding="utf-8"))
        lo, hi = h["wilson"]
        lines += ["", f"Measured comparison (`scripts/builder_head_to_head.py --a measured:none --b measured:3-7 "
                  f"--only-lopsided --pairs {h['pairs']} --seed {h['seed']}"
                  f"{' --megami ' + h['megami'] if h.get('megami', '1-9') != '1-9' else ''}`): the lopsided decks score "
                  f"**{h['score']:.3f}** against the 3-7 decks of the same pairings (Wilson 95% [{lo:.3f}, "
                  f"{hi:.3f}], {h['games']} games; pairing-level {h['pairing_mean']:.3f} ± "
                  f"{1.96 * h['pairing_se']:.3f}).  Per pairing (score of the lopsided deck over its games):", ""]
        lines += [f"- {k}: {sum(v) / len(v):.2f} ({len(v)} games)" for k, v in sorted(h["per_pairing"].items())]
    lines += ["", "## Per pairing", "", "| pairing | before A | before B | after A | after B |",
              "|---|---:|---:|---:|---:|"]
    lines += [f"| {a}+{b} | {x} | {y} | {u} | {w} |"
              for ((a, b), (x, y), _), (_, (u, w), _) in zip(before, after, strict=True)]
    out.write_text("\n".join(lines) + "\n", encoding="utf-8")
    print(f"wrote {out}: {len(pairings)} decks, megami shares within 3-7 cards: before {share_before:.0%}, "
          f"after {share_after:.0%}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
