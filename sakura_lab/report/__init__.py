"""The self-contained HTML report (``report.html``) of a study or a meta study.

:func:`write_html_report` renders one page with Jinja2 (``templates/report.html.j2``): the ranking of
megami and pairings with 95% intervals (the top ``top`` pairings in view, all of them in a collapsible,
scrollable table), the ratings, heatmap (sorted by rating) and first-player figures from
:mod:`sakura_lab.plots.figures` as inline PNG (their row caps keep them readable at 325 pairings), the
first player's rate, a per-card table (names in English, Japanese and Chinese), mechanics use, the
decks, the season, players and engine version, and the command that reproduces it.  Every table can be
sorted by clicking a column header (``sortable.js``, a small script of this project, inlined).  The page
loads nothing from elsewhere: no CDN, no network at view time.

``sakura-lab report DIR`` and ``sakura-lab meta`` write it; ``tests/test_report_browser.py`` loads it
in headless Chromium.
"""
from __future__ import annotations

import base64
import io
import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from importlib import resources
from pathlib import Path
from typing import Any

import pandas as pd

from sakura_lab import ENGINE_VERSION
from sakura_lab.decks import Deck

TOP = 30  # pairings in the headline table (all of them are in the collapsible one)


@dataclass
class Cell:
    text: str
    sort: Any = None  # value sorted by (data-v); None: the text
    left: bool = False
    bar: tuple[float, float, float] | None = None  # interval bar: left %, width %, estimate %
    wrap: bool = False


@dataclass
class Column:
    name: str
    left: bool = False


@dataclass
class Table:
    id: str
    columns: list[Column]
    rows: list[list[Cell]] = field(default_factory=list)


@dataclass
class Figure:
    alt: str
    caption: str
    data: str  # base64 PNG


def _num(x: Any) -> float | None:
    try:
        v = float(x)
    except (TypeError, ValueError):
        return None
    return v if math.isfinite(v) else None


def _pct(x: Any, digits: int = 1) -> Cell:
    v = _num(x)
    return Cell("–" if v is None else f"{100 * v:.{digits}f}%", "" if v is None else round(v, 6))


def _int(x: Any) -> Cell:
    v = _num(x)
    return Cell("–" if v is None else f"{int(v)}", "" if v is None else int(v))


def _interval(lo: Any, hi: Any, pct: bool = True) -> Cell:
    a, b = _num(lo), _num(hi)
    if a is None or b is None:
        return Cell("–", "")
    text = f"{100 * a:.1f}–{100 * b:.1f}%" if pct else f"{a:.0f}–{b:.0f}"
    return Cell(text, round(b - a, 6))  # sorts by width


def _rating_table(tid: str, r: pd.DataFrame, what: str) -> Table:
    """Rank, entity, rating, interval (text and a bar on a common scale), games, win rate."""
    rated = r[r["rating"].notna()]
    lo_all = float(rated["lo"].min()) if len(rated) else 1400.0
    hi_all = float(rated["hi"].max()) if len(rated) else 1600.0
    span = max(hi_all - lo_all, 1.0)
    t = Table(tid, [Column("rank"), Column(what, True), Column("rating"), Column("95% interval"),
                    Column("interval", True), Column("games"), Column("win rate"), Column("note", True)])
    for row in r.itertuples(index=False):
        rating, lo, hi = _num(row.rating), _num(row.lo), _num(row.hi)
        bar = None
        if rating is not None and lo is not None and hi is not None:
            bar = (round(100 * (lo - lo_all) / span, 2), round(100 * (hi - lo) / span, 2),
                   round(100 * (rating - lo_all) / span, 2))
        t.rows.append([_int(row.rank), Cell(str(row.entity), left=True),
                       Cell("–" if rating is None else f"{rating:.0f}", "" if rating is None else round(rating, 3)),
                       _interval(lo, hi, pct=False),
                       Cell("" if bar is None else f"{lo:.0f} to {hi:.0f}", "" if rating is None else round(rating, 3),
                            left=True, bar=bar),
                       _int(row.games), _pct(row.win_rate), Cell(str(row.note or ""), left=True)])
    return t


def _card_table(cs: pd.DataFrame, season: str | None) -> Table:
    from sakura_lab.cards.catalogue import CatalogueError, get_catalogue

    cat = get_catalogue()
    t = Table("cards", [Column("id", True), Column("card (en)", True), Column("カード (ja)", True),
                        Column("卡牌 (zh)", True), Column("megami", True), Column("type", True),
                        Column("games in deck"), Column("use rate"), Column("uses / game used"),
                        Column("win used"), Column("win not used"), Column("difference"),
                        Column("difference 95%")])
    for row in cs.sort_values("card_id").itertuples(index=False):
        try:
            info = cat.card(row.card_id, season)
            names = (info.name_en, info.name_ja, info.name_zh)
        except CatalogueError:
            names = (str(row.card), "", "")
        diff = _num(row.win_rate_diff)
        t.rows.append([Cell(row.card_id, left=True), *(Cell(n or "–", left=True) for n in names),
                       Cell(str(row.megami), left=True), Cell("special" if row.special else "normal", left=True),
                       _int(row.games_in_deck), _pct(row.use_rate),
                       Cell("–" if _num(row.uses_per_game) is None else f"{row.uses_per_game:.2f}",
                            "" if _num(row.uses_per_game) is None else round(float(row.uses_per_game), 4)),
                       _pct(row.win_rate_when_used), _pct(row.win_rate_when_not_used),
                       Cell("–" if diff is None else f"{100 * diff:+.1f}", "" if diff is None else round(diff, 6)),
                       _interval(row.win_rate_diff_lo, row.win_rate_diff_hi)])
    return t


def _mechanics_table(m: pd.DataFrame) -> Table:
    t = Table("mechanics", [Column("megami", True), Column("mechanic", True), Column("what", True),
                            Column("games"), Column("use rate"), Column("uses / game"), Column("win used"),
                            Column("win not used")])
    for row in m.itertuples(index=False):
        t.rows.append([Cell(str(row.megami), left=True), Cell(str(row.mechanic), left=True),
                       Cell(str(row.description), left=True, wrap=True), _int(row.games), _pct(row.use_rate),
                       Cell(f"{row.uses_per_game:.2f}", round(float(row.uses_per_game), 4)),
                       _pct(row.win_rate_when_used), _pct(row.win_rate_when_not_used)])
    return t


def _matchup_table(m: pd.DataFrame) -> Table:
    t = Table("matchups-table", [Column("side A", True), Column("side B", True), Column("games"),
                                 Column("A's win rate"), Column("95% interval"), Column("first player wins")])
    for row in m.itertuples(index=False):
        t.rows.append([Cell(str(row.side_a), left=True), Cell(str(row.side_b), left=True), _int(row.games),
                       _pct(row.win_rate_a), _interval(row.lo, row.hi), _pct(row.first_win_rate)])
    return t


def _deck_table(decks: Sequence[tuple[str, Deck]]) -> Table:
    from sakura_lab.cards.catalogue import get_catalogue

    cat = get_catalogue()
    t = Table("decks", [Column("side", True), Column("megami", True), Column("normal cards", True),
                        Column("special cards", True)])
    for label, deck in decks:
        def names(ids: Sequence[str], season: str = deck.season) -> str:
            return ", ".join(cat.card(c, season).name("en") for c in ids)

        t.rows.append([Cell(label, left=True), Cell(" + ".join(deck.megami), left=True),
                       Cell(names(deck.normals), left=True, wrap=True), Cell(names(deck.specials), left=True, wrap=True)])
    return t


def _png(size: tuple[float, float], draw: Callable[[Any], Any], dpi: int = 100) -> str:
    from matplotlib.figure import Figure as MplFigure

    fig = MplFigure(figsize=size, layout="constrained")
    draw(fig.add_subplot())
    buf = io.BytesIO()
    fig.savefig(buf, format="png", dpi=dpi)
    return base64.b64encode(buf.getvalue()).decode("ascii")


def first_player_text(fp: pd.Series) -> str:
    """One sentence: the first player's win rate over all games with its interval."""
    rate, lo, hi = _num(fp.get("first_win_rate")), _num(fp.get("lo")), _num(fp.get("hi"))
    if rate is None:
        return "No games."
    ci = f" (95% interval {100 * lo:.1f}–{100 * hi:.1f}%)" if lo is not None and hi is not None else ""
    return (f"The player who goes first won {100 * rate:.1f}% of {int(fp['games'])} games{ci}, draws counted half; "
            "every pair is played twice with the seats swapped, so the ratings are not biased by it.")


def write_html_report(path: str | Path, *, games: pd.DataFrame, by_pairing: pd.DataFrame,
                      by_megami: pd.DataFrame | None, first: pd.DataFrame, card_table: pd.DataFrame | None,
                      mechanics: pd.DataFrame | None, decks: Sequence[tuple[str, Deck]], facts: Sequence[tuple[str, str]],
                      reproduce: str, title: str, subtitle: str = "", season: str | None = None,
                      interval_note: str = "bootstrap over mirrored pairs", top: int = TOP,
                      reproduce_note: str = "Same seed, same games: on any number of workers.") -> Path:
    """Render the report (see the module docstring) to ``path``; returns it.

    ``games``: the study's games (at least the SUMMARY_COLUMNS); ``by_pairing``/``by_megami``:
    :func:`~sakura_lab.stats.tables.ratings` frames; ``first``: ``first_player(games, by="matchup")``
    (its last row: all games); ``card_table``: ``card_stats(..., by="card")``; ``mechanics``:
    ``mechanic_table``; ``decks``: (side label, deck); ``facts``: (name, value) lines of the header."""
    from jinja2 import Environment, PackageLoader, select_autoescape

    from sakura_lab.plots.figures import (
        bars_height,
        first_player_bars,
        heatmap_size,
        matchup_heatmap,
        rating_forest,
    )
    from sakura_lab.stats.tables import matchups

    pairing_all = _rating_table("pairings-all", by_pairing, "pairing")
    pairing_top = _rating_table("pairings", by_pairing.head(top), "pairing")
    n = len(by_pairing)
    rank_figs = [Figure("ratings of pairings", "Pairing ratings with 95% intervals"
                        + (f" (the top 40 of {n})" if n > 40 else ""),
                        _png((7.0, bars_height(n)), lambda ax: rating_forest(by_pairing, ax=ax)))]
    megami_table = None
    if by_megami is not None and len(by_megami):
        megami_table = _rating_table("megami", by_megami, "megami")
        rank_figs.insert(0, Figure("ratings of megami", "Megami ratings with 95% intervals",
                                   _png((7.0, bars_height(len(by_megami))), lambda ax: rating_forest(by_megami, ax=ax))))
    m_sym = matchups(games, symmetric=True)
    # side labels in rating order: a side's pairing rating (sides are pairings in round robins and meta studies)
    side_pairing = dict(zip(games["side_a"], games["pairing_a"], strict=False)) | dict(
        zip(games["side_b"], games["pairing_b"], strict=False))
    rank = {e: i for i, e in enumerate(by_pairing["entity"])}
    order = sorted(side_pairing, key=lambda s: (rank.get(side_pairing[s], len(rank)), s))
    sides = len(order)
    heat = Figure("matchup heatmap", "Win rate of the row side against the column side, sides in rating order"
                  + (f" (the top 40 of {sides}; all matchups in the table below)" if sides > 40 else "")
                  + "; blank where they did not meet",
                  _png(heatmap_size(sides), lambda ax: matchup_heatmap(m_sym, ax=ax, order=order)))
    fp_rows = first.iloc[:-1] if len(first) > 1 else first
    first_figs = [Figure("first player win rate", "First player's win rate per matchup (95% intervals)",
                         _png((8.0, bars_height(len(fp_rows))), lambda ax: first_player_bars(fp_rows, ax=ax)))]
    env = Environment(loader=PackageLoader("sakura_lab.report", "templates"), autoescape=select_autoescape(["html", "j2"]))
    script = resources.files("sakura_lab.report").joinpath("sortable.js").read_text(encoding="utf-8")
    html = env.get_template("report.html.j2").render(
        title=title, subtitle=subtitle, facts=list(facts), interval_note=interval_note,
        megami_table=megami_table, pairing_top=pairing_top,
        pairing_top_note=f"top {top} of {n} (all below)" if n > top else "",
        pairing_all=pairing_all if n > top else None, rank_figures=rank_figs,
        matchup_figures=[heat], matchup_table=_matchup_table(matchups(games)),
        first_line=first_player_text(first.iloc[-1]), first_figures=first_figs,
        card_table=_card_table(card_table, season) if card_table is not None and len(card_table) else None,
        mechanics_table=_mechanics_table(mechanics) if mechanics is not None and len(mechanics) else None,
        deck_table=_deck_table(decks), reproduce=reproduce, reproduce_note=reproduce_note,
        version=ENGINE_VERSION, script=script)
    path = Path(path)
    path.write_text(html, encoding="utf-8")
    return path


__all__ = ["write_html_report", "first_player_text", "TOP"]
