"""Write a markdown page (every megami and every pairing, with intervals) from a round robin's report.

    python3 scripts/roundrobin_doc.py results/rr26 --out docs/roundrobin26.md --heatmap docs/img/rr26-heatmap.png \
        --command "sakura-lab run roundrobin ... && sakura-lab report results/rr26"

Reads ``DIR/report/ratings.csv`` and ``ratings_megami.csv`` (written by ``sakura-lab report DIR``) and copies the
report's matchup heatmap to ``--heatmap``; the page says which command made the study, so it can be regenerated.
"""
from __future__ import annotations

import argparse
import shutil
import sys
from pathlib import Path

import pandas as pd


def table(df: pd.DataFrame, label: str) -> list[str]:
    out = [f"| rank | {label} | rating | 95% CI | win rate |", "|---:|---|---:|---|---:|"]
    for r in df.sort_values("rank").itertuples():
        out.append(f"| {r.rank} | {r.entity} | {r.rating:.0f} | {r.lo:.0f}–{r.hi:.0f} | {100 * r.win_rate:.1f}% |")
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("study", type=Path, help="a study folder with a report (sakura-lab report DIR)")
    ap.add_argument("--out", type=Path, required=True, help="the markdown file to write")
    ap.add_argument("--heatmap", type=Path, help="where to copy the report's matchup heatmap")
    ap.add_argument("--command", default="", help="the command that made the study (shown on the page)")
    args = ap.parse_args(argv)
    rep = args.study / "report"
    try:
        pairings = pd.read_csv(rep / "ratings.csv")
        megami = pd.read_csv(rep / "ratings_megami.csv")
    except FileNotFoundError as e:
        print(f"no report in {args.study}: run `sakura-lab report {args.study}` first ({e.filename})", file=sys.stderr)
        return 2
    n_p, n_m = len(pairings), len(megami)
    games = int(pairings["games"].sum() // 2)  # every game counts for both of its pairings
    lines = [f"# Round robin of the {n_p} pairings of {n_m} megami (heuristic players, builder decks)", ""]
    if args.command:
        lines += [f"Generated from `{args.study}` made by:", "", "```bash", args.command, "```", ""]
    lines += [f"{games:,} games; ratings: Bradley–Terry on the Elo scale (1500 = field average), 95% intervals by "
              "bootstrap over mirrored pairs. These rank *decks played by our heuristic player*, not the megami in "
              "expert hands (see README).", "", "## Megami", ""]
    lines += table(megami, "megami") + ["", "## Pairings", ""] + table(pairings, "pairing") + [""]
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text("\n".join(lines), encoding="utf-8")
    if args.heatmap:
        args.heatmap.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(rep / "figures" / "matchups.png", args.heatmap)
    print(f"wrote {args.out} ({n_m} megami, {n_p} pairings, {games:,} games)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
