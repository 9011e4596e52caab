"""Plain-text sections of a study's results for the terminal (``sakura-lab run``, ``report``, ``demo``).

Each section has a title that states the question it answers, a line on how to read its numbers, then
a table. Numbers that cannot be estimated are printed as "n/a" with the reason, never as "nan" or as
a standard error of 0.0 that would claim certainty: one mirrored pair gives no standard error, and
when every pair of a matchup scored the same the sample standard error is 0 but says nothing about
the next pair.
"""
from __future__ import annotations

import math
import textwrap
import unicodedata
from collections.abc import Sequence

import pandas as pd

NA = "n/a"
# the Elo scale's meaning, stated once: ratings are 400·log10 of the odds against a 1500 entity
SCALE = ("rating: Bradley–Terry on the Elo scale, 1500 = average of this field; a 100-point gap means "
         "the higher one is expected to win 64% of their games (200: 76%, 400: 91%); 95% interval "
         "by bootstrap over mirrored pairs")


def width(text: str) -> int:
    """Display width (East Asian wide characters count twice)."""
    return sum(2 if unicodedata.east_asian_width(ch) in "WF" else 1 for ch in text)


def pad(text: str, w: int) -> str:
    return text + " " * max(0, w - width(text))


def table(headers: Sequence[str], rows: Sequence[Sequence[str]]) -> str:
    """A left-aligned text table with a dashed rule under the headers."""
    widths = [width(h) for h in headers]
    for row in rows:
        for i, cell in enumerate(row):
            widths[i] = max(widths[i], width(cell))
    lines = ["  ".join(pad(h, w) for h, w in zip(headers, widths, strict=True)).rstrip(),
             "  ".join("-" * w for w in widths)]
    for row in rows:
        lines.append("  ".join(pad(c, w) for c, w in zip(row, widths, strict=True)).rstrip())
    return "\n".join(lines)


def _missing(x: object) -> bool:
    return x is None or x is pd.NA or (isinstance(x, float) and math.isnan(x))


def rate(x: object) -> str:
    """A proportion as a percentage, "n/a" if missing."""
    return NA if _missing(x) else f"{100 * float(x):.1f}%"  # type: ignore[arg-type]


def interval(lo: object, hi: object, fmt: str = "pct") -> str:
    if _missing(lo) or _missing(hi):
        return NA
    if fmt == "pct":
        return f"{100 * float(lo):.1f}–{100 * float(hi):.1f}%"  # type: ignore[arg-type]
    return f"{float(lo):.0f}–{float(hi):.0f}"  # type: ignore[arg-type]


def se_points(se: object) -> str:
    """A pair-level standard error in percentage points; "n/a" when missing (fewer than 2 pairs) or 0
    (every pair scored the same: the estimate is degenerate, not a certainty)."""
    if _missing(se) or float(se) <= 0.0:  # type: ignore[arg-type]
        return NA
    return f"{100 * float(se):.1f}"  # type: ignore[arg-type]


def title(text: str) -> str:
    return f"\n== {text} =="


def note(text: str) -> str:
    """An explanatory paragraph, wrapped for an ordinary terminal."""
    return textwrap.fill(text, width=110)


def matchup_section(m: pd.DataFrame, order: Sequence[str] | None = None, limit: int = 30,
                    folder: object = None) -> str:
    """The matchup table (:func:`sakura_lab.stats.tables.matchups`), rows ordered by ``order`` (side
    labels, strongest first) when given, mirrors marked."""
    lines = [title("Matchups: how often does side A beat side B?"),
             note("A wins: side A's win rate (draws count half), 95% Wilson interval over games; se: standard error "
             "in points with the mirrored pair as unit; mirror: the same deck on both sides")]
    if order is not None:
        pos = {s: i for i, s in enumerate(order)}
        m = m.assign(_oa=m["side_a"].map(pos).fillna(len(pos)), _ob=m["side_b"].map(pos).fillna(len(pos)))
        m = m.sort_values(["_oa", "_ob", "matchup"], kind="stable")
    rows = []
    se_na = False
    for r in m.itertuples():
        se = se_points(r.se_pair)
        se_na |= se == NA
        name = str(r.matchup) + (" (mirror)" if r.side_a == r.side_b else "")
        rows.append([name, str(int(r.games)), str(int(r.pairs)), rate(r.win_rate_a), interval(r.lo, r.hi), se])
    lines.append(table(["matchup", "games", "pairs", "A wins", "95% CI", "se (pts)"], rows[:limit]))
    if len(rows) > limit:
        where = f" (sakura-lab report {folder})" if folder is not None else ""
        lines.append(f"... {len(rows) - limit} more matchups in matchups.csv{where}")
    if se_na:
        lines.append(note("se n/a: fewer than 2 pairs, or every pair scored the same (no spread to estimate "
                          "from; a zero would claim certainty)"))
    return "\n".join(lines)


_WHAT = {"pairing": ("pairings", "pairing"), "megami": ("megami", "megami"), "side": ("sides", "side")}


def ranking_section(r: pd.DataFrame, by: str = "pairing", limit: int | None = None) -> str:
    """A ranking (:func:`sakura_lab.stats.tables.ratings`), best first, with the scale explained and
    unrated entities listed with the reason."""
    plural, singular = _WHAT.get(by, (by, by))
    question = (f"Ranking of {plural}: which {singular} does best against this field?" if by != "megami" else
                "Ranking of megami: which megami does best in this field (a pairing's result counts for both "
                "of its megami)?")
    lines = [title(question), note(SCALE)]
    rated = r[r["rating"].notna()] if len(r) else r
    unrated = r[r["rating"].isna()] if len(r) else r
    if not len(rated):
        reason = next((n for n in unrated.get("note", pd.Series(dtype=str)) if n), "no games")
        lines.append(f"no ranking ({NA}): {reason}")
        for x in unrated.itertuples():
            lines.append(f"  {x.entity}: {int(x.games)} side-games (a mirror counts for both sides), "
                         f"win rate {rate(x.win_rate)}")
        return "\n".join(lines)
    rows = []
    notes = set()
    for x in rated.itertuples():
        se_text = NA if _missing(x.se) else f"{float(x.se):.0f}"
        if getattr(x, "note", ""):
            notes.add(str(x.note))
        rows.append([str(x.rank), str(x.entity), f"{x.rating:.0f}", interval(x.lo, x.hi, "num"), se_text,
                     str(int(x.games)), rate(x.win_rate)])
    shown = rows if limit is None else rows[:limit]
    lines.append(table(["rank", singular, "rating", "95% CI", "se", "games", "win rate"], shown))
    if len(shown) < len(rows):
        lines.append(f"... {len(rows) - len(shown)} more in ratings.csv")
    for x in unrated.itertuples():
        lines.append(f"not ranked: {x.entity} ({x.note}; {int(x.games)} side-games, win rate {rate(x.win_rate)})")
    for n in sorted(notes):
        lines.append(f"se n/a: {n}")
    return "\n".join(lines)


def first_player_line(fp: pd.Series) -> str:
    """One line on the first player's advantage (:func:`sakura_lab.stats.tables.first_player` row)."""
    return (f"\nDoes going first help? The first player wins {rate(fp['first_win_rate'])} "
            f"(95% CI {interval(fp['lo'], fp['hi'])}) of {int(fp['games'])} games (50% = no advantage).")


__all__ = ["NA", "SCALE", "table", "rate", "interval", "se_points", "matchup_section", "ranking_section",
           "first_player_line", "width", "pad", "title"]
