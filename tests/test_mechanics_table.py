"""scripts/mechanics_table.py: the verdict of a with/without row."""
from __future__ import annotations

import importlib.util
import pathlib
import sys

ROOT = pathlib.Path(__file__).resolve().parents[1]


def _script():
    spec = importlib.util.spec_from_file_location("mechanics_table", ROOT / "scripts" / "mechanics_table.py")
    assert spec is not None and spec.loader is not None
    mod = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = mod
    spec.loader.exec_module(mod)
    return mod


M = _script()


def row(mechanic: str, use_a: float, use_b: float, lo: float = 0.58, hi: float = 0.78, decided: int = 19):
    return {"mechanic": mechanic, "use_with": use_a, "use_without": use_b, "lo": lo, "hi": hi, "decided": decided}


def test_verdict_reads_side_a_use_for_the_players_own_choices() -> None:
    assert M._verdict(row("past_to_unseen", 0.46, 0.0)) == "**gains** (interval above 50%)"
    assert M._verdict(row("past_to_unseen", 0.0, 0.2)) == "not used by the heuristic"
    assert M._verdict(row("past_to_unseen", 0.46, 0.0, decided=0)) == "never decided a pair"
    assert M._verdict(row("past_to_unseen", 0.46, 0.0, lo=0.45, hi=0.55)) == "no clear effect"


def test_verdict_reads_side_b_use_for_a_mechanic_the_opponent_chooses() -> None:
    """Innealra's fate_disrupted is chosen by her opponent and counted for her side: side A's choices show in side
    B's count (B ignores it, so A's count is 0), which the verdict reads."""
    assert "fate_disrupted" in M.OPPONENT_CHOSEN
    assert M._verdict(row("fate_disrupted", 0.0, 0.11)) == "**gains** (interval above 50%)"
    assert M._verdict(row("fate_disrupted", 0.0, 0.0)) == "not used by the heuristic"
    assert M._verdict(row("fate_disrupted", 0.0, 0.11, lo=0.2, hi=0.45)) == "**loses** (interval below 50%)"
