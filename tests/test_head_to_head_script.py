"""scripts/head_to_head.py: per-pair records and the per-megami split of a head-to-head (issue 10: where a
search player gains or loses against the heuristic, by megami)."""
from __future__ import annotations

import functools
import json

from script_loader import load_script


def test_pairs_out_and_by_megami_describe_the_same_games(tmp_path) -> None:
    h = load_script("head_to_head")
    make = functools.partial(h.agent_from_spec, "random", None)
    out = tmp_path / "pairs.jsonl"
    res = h.run_pairs(make, make, 6, 3, 1, h.MEGAMI_1_9, (), True, str(out))
    lines = [json.loads(x) for x in out.read_text().splitlines()]
    assert [r["seed"] for r in lines] == [3 * 1_000_003 + 7 * i + 1 for i in range(6)]  # run_pairs' seeds, in order
    # each record names the base megami of both decks, as the deck generator dealt them for that seed
    for r in lines:
        decks = h.random_decks(r["seed"], h.MEGAMI_1_9)
        assert r["megami"] == sorted({m.split("-")[0] for d in decks for m in d.megami})
    assert res["win_rate"] == round(sum(r["score"] for r in lines) / 6, 4)
    per = res["by_megami"]
    for m, row in per.items():
        holding = [r["score"] for r in lines if m in r["megami"]]
        assert row["pairs"] == len(holding)
        assert row["win_rate"] == round(sum(holding) / len(holding), 4)
    assert sum(row["pairs"] for row in per.values()) == sum(len(r["megami"]) for r in lines)


def test_without_by_megami_the_result_has_no_split() -> None:
    h = load_script("head_to_head")
    make = functools.partial(h.agent_from_spec, "random", None)
    assert "by_megami" not in h.run_pairs(make, make, 2, 4, 1)


def test_megami_args_of_the_quality_and_builder_scripts() -> None:
    """``--megami`` of quality_table / builder_composition / builder_head_to_head: ``all`` is every implemented megami
    in number order (megami 1-9 first, so the quality table's seeds of a megami are the same in either set), ``1-9``
    the basic nine, a list is checked name by name with an error that names the bad one."""
    import pytest

    h = load_script("head_to_head")
    every = h.megami_arg("all")
    assert every[:9] == h.MEGAMI_1_9 and len(every) == 26 and len(set(every)) == 26
    assert h.megami_arg("1-9") == h.MEGAMI_1_9
    assert h.megami_arg("kamuwi,yurina") == ("kamuwi", "yurina")
    with pytest.raises(ValueError, match="'yurrina'"):
        h.megami_arg("yurina,yurrina")


def test_quality_table_composition_over_a_megami_arg() -> None:
    """Cards per megami in the builder's decks over every form pairing of the set: each deck counted once per
    megami it holds, 10 cards between the two."""
    q = load_script("quality_table")
    pool = ("yurina", "kamuwi", "misora")
    comp = q.composition(pool)
    assert set(comp) == set(pool)
    pairings = q._pairings(pool)
    assert sum(n for _m, _s, n in comp.values()) == 2 * len(pairings)
    for mean, share, _n in comp.values():
        assert 0 < mean < 10 and 0.0 <= share <= 1.0
