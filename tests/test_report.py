"""report.html without a browser: it stays readable (bounded tables and figures) at 325 pairings."""
from __future__ import annotations

import itertools
import re

import numpy as np
import pandas as pd

from sakura_lab.report import write_html_report
from sakura_lab.stats.tables import first_player, ratings


def _field_games(n_megami: int = 26, seed: int = 0) -> pd.DataFrame:
    """Synthetic games of 325 pairings: each pairing plays one mirrored pair against 2 others."""
    rng = np.random.default_rng(seed)
    names = [f"m{i:02d}" for i in range(n_megami)]
    pairings = ["+".join(p) for p in itertools.combinations(names, 2)]
    strength = dict(zip(pairings, rng.normal(0, 0.5, len(pairings)), strict=True))
    rows = []
    pair = 0
    for i, a in enumerate(pairings):
        for off in (1, 2):
            b = pairings[(i + off) % len(pairings)]
            p = 1 / (1 + np.exp(-(strength[a] - strength[b])))
            for g in (0, 1):
                rows.append({"run": "r", "task": 0, "pair": pair, "game": g, "seed": pair, "matchup": f"{a} vs {b}",
                             "side_a": a, "side_b": b, "pairing_a": a, "pairing_b": b,
                             "first_side": "AB"[g], "winner": "A" if rng.random() < p else "B", "reason": "life",
                             "turns": 6})
            pair += 1
    return pd.DataFrame(rows)


def test_report_readable_at_325_pairings(tmp_path):
    games = _field_games()
    assert len(set(games["pairing_a"])) == 325
    by_pairing = ratings(games, by="pairing", n_boot=0, interval="fisher")
    by_megami = ratings(games, by="megami", n_boot=0, interval="fisher")
    first = first_player(games, by="matchup")
    path = write_html_report(tmp_path / "report.html", games=games, by_pairing=by_pairing, by_megami=by_megami,
                             first=first, card_table=None, mechanics=None, decks=[], facts=[("season", "test")],
                             reproduce="sakura-lab meta ...", title="325 pairings")
    html = path.read_text(encoding="utf-8")
    # the headline table holds the top 30, the full one sits in a collapsed, scrollable section
    head = re.search(r'<table class="sortable" id="pairings">(.*?)</table>', html, re.S)
    assert head and head.group(1).count("<tr>") == 1 + 30
    full = re.search(r'<details id="all-pairings"><summary>All 325 pairings</summary>\s*<div class="scroll">', html)
    assert full
    assert "the top 40 of 325" in html  # figures are capped as in plots.figures (TOP = 40)
    assert len(html) < 3_000_000
