"""scripts/search_disagreement.py: where the search would answer differently from the heuristic, for any decision
kinds the search can take (session 15 used it on the damage, yes/no, mode and card choices)."""
from __future__ import annotations

from script_loader import load_script

from sakura_lab.testing import scenario, uid

SLASH = "01-yurina-o-n-1"


def test_a_damage_choice_is_described_by_the_damage_and_the_players_aura_and_life() -> None:
    s = load_script("search_disagreement")
    st = scenario(megami1=("yurina", "saine"), hand1=(SLASH,), life=(7, 10), aura=(4, 3), dist=4, turn_player=1)
    st.apply(next(k for k, o in enumerate(st.decision.options) if o[0] == "play" and o[1] == uid(st, SLASH)))
    assert s.describe(st, st.decision) == "3/1 vs Aura 4, Life 7"


def test_only_the_asked_kinds_are_tallied() -> None:
    s = load_script("search_disagreement")
    res = s.run(2, 11, 1, 2, ("damage",))
    assert res["kinds"] == ["damage"] and res["decisions"] > 0 and 0 <= res["agree"] <= res["decisions"]
    assert all(k.startswith("damage:") and h in ("aura", "life") and m in ("aura", "life")
               for k, h, m, _c in res["differ"])
    assert sum(c for *_k, c in res["differ"]) == res["decisions"] - res["agree"]
