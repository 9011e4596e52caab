"""No card of a supported megami is "vanilla by accident": every one has a script and its own test."""
from __future__ import annotations

import pathlib

import pytest

from sakura_lab.cards.catalogue import LATEST_SEASON, get_catalogue
from sakura_lab.cards.registry import SCRIPTS, is_implemented

SUPPORTED = ("yurina", "saine", "himika", "tokoyo", "oboro", "yukihi", "shinra", "hagane", "chikage")
CARD_TESTS = pathlib.Path(__file__).parent / "cards"


def _cards():
    cat = get_catalogue()
    seen = {}
    for m in SUPPORTED:
        for c in cat.cards(megami=m, season=LATEST_SEASON):
            seen[c.id] = c
    return sorted(seen.values(), key=lambda c: c.id)


def test_counts():
    cards = _cards()
    basic = [c for c in cards if c.megami in ("yurina", "saine", "himika", "tokoyo")]
    # 44 original cards; alternates: Yurina 3+3, Saine 3+3 (incl. 合奏), Himika 3, Tokoyo 2+3
    assert len(basic) == 64
    assert len(cards) == 150  # megami 1-9 with every form, extra cards and poisons (na-s10-2)
    assert len(cards) == len({c.id for c in cards})


@pytest.mark.parametrize("info", _cards(), ids=lambda c: c.id)
def test_every_card_has_effects_and_a_test(info):
    assert is_implemented(info.id), f"{info.id} has no script"
    script = SCRIPTS[info.id]
    has_effect = any((script.on_play, script.after, script.attack_statics, script.initialize, script.disenchant,
                      script.ongoing, script.devoted, script.forced, script.flags, script.terminal,
                      script.play_condition, script.cost_fn, script.damage_fn, script.reaction_if,
                      script.extra))  # extra: variants, parts, traps, or effects_in="host rule"
    assert has_effect or script.vanilla, f"{info.id} has an empty script not marked vanilla"
    text = "".join(p.read_text(encoding="utf-8") for p in CARD_TESTS.glob("test_*.py"))
    assert info.id in text, f"no test mentions {info.id}"
