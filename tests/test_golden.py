"""Golden playthroughs: the text log of each fixed game in ``tests/golden/`` must not change unless the
rules change (then regenerate with ``python3 scripts/golden_logs.py --write`` and say why in the commit)."""
from __future__ import annotations

import difflib
import pathlib
import random

import pytest
from script_loader import load_script

ROOT = pathlib.Path(__file__).resolve().parents[1]
REGENERATE = "python3 scripts/golden_logs.py --write"
MAX_DIFF_LINES = 60


def _script():
    return load_script("golden_logs")


G = _script()
GAMES = G.games()


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.name)
def test_log_identical_for_fixed_seed(game):
    path = G.path_of(game)
    assert path.exists(), f"missing {path.relative_to(ROOT)}: run {REGENERATE}"
    old = path.read_text(encoding="utf-8")
    new = G.render(game)
    if new != old:
        diff = list(difflib.unified_diff(old.splitlines(), new.splitlines(), f"golden/{path.name}", "now",
                                         lineterm="", n=2))
        more = f"\n... ({len(diff) - MAX_DIFF_LINES} more diff lines)" if len(diff) > MAX_DIFF_LINES else ""
        pytest.fail(f"{game.name}: the game log changed (if intended, run {REGENERATE} and say why in the "
                    "commit):\n" + "\n".join(diff[:MAX_DIFF_LINES]) + more, pytrace=False)


def test_no_stale_golden_files():
    expected = {G.path_of(g).name for g in GAMES}
    stale = sorted(p.name for p in G.GOLDEN.glob("*") if p.name not in expected)
    assert not stale, f"files in tests/golden/ that no golden game writes: {stale} (run {REGENERATE})"


def test_set_covers_every_form_of_megami_1_to_9():
    from sakura_lab.deckgen import form_pairings

    forms = {f for p in form_pairings(G.NINE) for f in p}
    played = {f for g in GAMES for f in g.side0 + g.side1}
    assert forms <= played
    for base in G.NINE:
        sides = [g for g in GAMES if any(f.split("-")[0] == base for f in g.side0 + g.side1)]
        assert sum(g.agent == "random" for g in sides) >= 2 and any(g.agent == "heuristic" for g in sides), base


def test_format_log_renders_every_event():
    """One line per recorded event, none dropped, plus one status line per turn; kinds without a rendering
    of their own appear as ``kind: args`` (plain words, no Python reprs)."""
    from sakura_lab.ai.base import make_agent
    from sakura_lab.deckgen import form_pairings, random_deck
    from sakura_lab.engine.log import format_log
    from sakura_lab.game import new_state, play

    r = random.Random(5)
    pairings = form_pairings(G.NINE)
    st = new_state(5, (random_deck(r.choice(pairings), r), random_deck(r.choice(pairings), r)), record=True)
    play(st, (make_agent("random", 5), make_agent("random", 6)))
    turns = sum(ev[1] == "turn" for ev in st.events)
    assert len(format_log(st).split("\n")) == len(st.events) + turns
    st.events.append((st.turn, "brand_new_kind", 1, "x", True))
    assert format_log(st).split("\n")[-1] == "  brand_new_kind: 1, x, yes"
