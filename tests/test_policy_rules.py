"""The fast rules' parameters (``evaluation.RULE_DEFAULTS``) travel with a player's ``Weights``: a weights document
may set them in its ``rules`` table, the defaults are the constants the main-phase rule had before, and the
main-phase rule (``policy.main_choice``, which settles the rest of every turn the heuristic imagines) reads them."""
from __future__ import annotations

import importlib.resources
import json
from pathlib import Path

import pytest

from sakura_lab.ai import evaluation as E
from sakura_lab.ai.policy import main_choice
from sakura_lab.engine.constants import FOCUS, RECOVER
from sakura_lab.testing import scenario, uid

SLASH = "01-yurina-o-n-1"  # 3-4 3/1
W = E.STYLES["balanced"]


def _with_rules(**rules: float) -> E.Weights:
    return E.Weights.from_dict(W.as_dict(), rules)


def test_defaults_are_the_former_constants_and_styles_keep_them() -> None:
    assert E.RULE_DEFAULTS == {"atk_cost": 0.05, "atk_fullpower": 0.3, "atk_min": 0.0, "recover_below": 3.0,
                               "kamuwi_oath_cards": 1.0,  # the Oath card table's switch (session 21)
                               "korunu_replay": 1.0}  # Poru-char To's replay declined (session 22)
    assert W.rules == E.RULE_VALUES and E.STYLES["aggressive"].rules == E.RULE_VALUES
    tuned = _with_rules(atk_min=0.7)
    assert tuned.tilted(my_life=2.0).rules_dict()["atk_min"] == 0.7  # a tilt keeps the rules


def test_a_document_sets_some_rules_and_bad_tables_are_named(tmp_path: Path) -> None:
    doc = json.loads((importlib.resources.files("sakura_lab.ai") / "weights.json").read_text(encoding="utf-8"))
    path = tmp_path / "w.json"
    doc["rules"] = {"recover_below": 4}
    path.write_text(json.dumps(doc))
    assert E.load_weights(path).rules_dict() == {**E.RULE_DEFAULTS, "recover_below": 4.0}
    doc["rules"] = {"bravery": 1}
    path.write_text(json.dumps(doc))
    with pytest.raises(E.WeightsFormatError, match="bravery"):
        E.load_weights(path)
    doc["rules"] = [1, 2]
    path.write_text(json.dumps(doc))
    with pytest.raises(E.WeightsFormatError, match="rules"):
        E.load_weights(path)


def test_attack_threshold() -> None:
    """Slash at distance 4 (in range): attacked with by default; not above a threshold higher than its harm."""
    st = scenario(hand0=[SLASH], dist=4, vigor=(0, 0))
    d = st.decision
    assert d.options[main_choice(st, d, W)] == ("play", uid(st, SLASH))
    assert d.options[main_choice(st, d, _with_rules(atk_min=1000.0))] == ("end",)


@pytest.mark.parametrize(("aura", "below", "basic"), [(2, 3.0, RECOVER), (3, 3.0, FOCUS), (3, 4.0, RECOVER),
                                                      (1, 1.0, FOCUS)])
def test_recover_threshold(aura: int, below: float, basic: int) -> None:
    """No attack in hand, Vigor left: Recover (CR 9-7-3, Shadow to Aura) while the Aura is below the threshold, else
    Focus (CR 9-7-4, Aura to Flare)."""
    st = scenario(hand0=[], dist=10, shadow=5, aura=(aura, 3), vigor=(1, 1))
    d = st.decision
    assert d.options[main_choice(st, d, _with_rules(recover_below=below))] == ("basic", basic)
