"""Golden playthroughs: full game logs for fixed seeds must not change unless the rules change
(then regenerate with ``python3 scripts/golden_logs.py --write`` and say why in the commit)."""
from __future__ import annotations

import importlib.util
import json
import pathlib

ROOT = pathlib.Path(__file__).resolve().parents[1]


def test_logs_identical_for_fixed_seeds():
    spec = importlib.util.spec_from_file_location("golden_logs", ROOT / "scripts" / "golden_logs.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    old = json.loads((ROOT / "tests" / "golden" / "logs.json").read_text(encoding="utf-8"))
    new = mod.fingerprints()
    assert new == old
