"""The notebooks in notebooks/ run top to bottom at a tiny size (3 pairs, greedy players, one job)."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

nbformat = pytest.importorskip("nbformat")
nbclient = pytest.importorskip("nbclient")
pytest.importorskip("ipykernel")

NOTEBOOKS = Path(__file__).resolve().parent.parent / "notebooks"


def _run(name: str, out: Path, monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Execute a notebook (the kernel inherits this environment); returns each code cell's output text."""
    env = {"SAKURA_NB_PAIRS": "3", "SAKURA_NB_AGENT": "greedy", "SAKURA_NB_JOBS": "1",
           "SAKURA_NB_OUT": str(out), "MPLBACKEND": "Agg"}
    for key, value in env.items():
        monkeypatch.setenv(key, value)
    path = NOTEBOOKS / name
    nb = nbformat.read(path, as_version=4)
    assert all(not c.get("outputs") for c in nb.cells if c.cell_type == "code"), f"{name} is saved with outputs"
    # "python3" is ipykernel's native kernel (this interpreter) even when no kernel spec is installed
    client = nbclient.NotebookClient(nb, kernel_name="python3", timeout=120,
                                     resources={"metadata": {"path": str(NOTEBOOKS)}})
    client.execute()  # raises CellExecutionError if a cell fails
    texts = []
    for cell in nb.cells:
        if cell.cell_type != "code":
            continue
        errors = [o for o in cell.outputs if o.output_type == "error"]
        assert not errors, f"{name}: cell failed: {errors[0].get('ename')}: {errors[0].get('evalue')}"
        parts = []
        for o in cell.outputs:
            if o.output_type == "stream" and o.name == "stdout":
                parts.append(o.text)
            elif o.output_type in ("execute_result", "display_data"):
                parts.append(json.dumps(o.get("data", {})))
        texts.append("\n".join(parts))
    return texts


def _has(texts: list[str], needle: str) -> bool:
    return any(needle in t for t in texts)


def test_quickstart(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    texts = _run("01_quickstart.ipynb", tmp_path, monkeypatch)
    assert _has(texts, "3 pairs per matchup, player 'greedy'")
    check = next(t for t in texts if "mirror check:" in t)
    assert "of 6 games" in check and "50% inside: True" in check
    assert _has(texts, "yurina-saine vs himika-tokoyo")  # the non-mirror matchup in a table
    assert _has(texts, "first_win_rate")
    assert sum("image/png" in t for t in texts) >= 3  # heatmap, first-player bars, game length
    assert (tmp_path / "mirror-greedy-3pairs" / "study.json").exists()
    assert (tmp_path / "duel-greedy-3pairs" / "study.json").exists()


def test_pairing_tournament(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    texts = _run("02_pairing_tournament.ipynb", tmp_path, monkeypatch)
    assert _has(texts, "6 pairings, 21 matchups, 126 games")
    ratings_out = [t for t in texts if "rating" in t and "entity" in t]
    assert len(ratings_out) >= 2  # by pairing and by megami
    assert any("himika+tokoyo" in t for t in ratings_out)  # by pairing
    assert any("tokoyo" in t and "+" not in t for t in ratings_out)  # by megami
    decks = next(t for t in texts if "pairing" in t and "deck" in t and "Slash" in t)
    assert "01-yurina-o-n-1" not in decks  # the deck table shows card names, not ids
    assert sum("image/png" in t for t in texts) >= 3  # two forests and the heatmap


def test_card_balance(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    texts = _run("03_card_balance.ipynb", tmp_path, monkeypatch)
    assert _has(texts, "win_rate_diff")
    assert _has(texts, "Slash")
    assert _has(texts, "Slash (01-yurina-o-n-1): damage 3/1 -> 2/1")  # the change printed in words
    verdict = next(t for t in texts if "games changed result" in t)
    assert "95% CI" in verdict and ("noise" in verdict or "measurably" in verdict)
    whatif_out = [t for t in texts if "variant_rate" in t]
    assert len(whatif_out) == 2  # overall and per matchup
    assert sum("image/png" in t for t in texts) >= 1  # card bars
    cfg = json.loads((tmp_path / "whatif-slash-2-1-greedy-3pairs" / "study.json").read_text())
    assert cfg["overrides"] == [["01-yurina-o-n-1", "damage", [2, 1]]]
