"""The split decks of ``scripts/mechanics_table.py``: the cards a form's mechanic needs are always in its deck, and
the decks of forms that require no partner card are drawn as they always were (docs/mechanics.md lists them)."""
from __future__ import annotations

import importlib.util
import pathlib
import sys

from sakura_lab.cards.catalogue import get_catalogue
from sakura_lab.cards.registry import load_all

ROOT = pathlib.Path(__file__).resolve().parents[1]


def _script():
    spec = importlib.util.spec_from_file_location("mechanics_table", ROOT / "scripts" / "mechanics_table.py")
    assert spec is not None and spec.loader is not None
    mod = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = mod
    spec.loader.exec_module(mod)
    return mod


M = _script()


def _names(form: str, seed: int = 0) -> list[str]:
    load_all()
    partner = next(p for _m, (forms, p) in M.MEGAMI.items() if form in forms)
    deck = M.split_deck(form, partner, seed)
    cat = get_catalogue()
    return [cat.card(c, deck.season).name_en for c in deck.cards]


def test_required_cards_of_kururu_thallya_and_their_forms() -> None:
    for seed in (0, 1):
        a1 = _names("kururu-a1", seed)
        assert "Last Research" in a1 and "Slash" in a1  # its Mechanism is ATK; Explorer Kururu has no attack
        a2 = _names("kururu-a2", seed)
        # the gear-frame attacks (MR 8-5); a Reaction of another megami for Connecdive's Mechanism
        assert {"Blaster", "Railgun", "Connecdive", "Uranami Storm"} <= set(a2)
        assert "Julia's BlackBox" in _names("thallya", seed)
        assert "BlackBox NEO" in _names("thallya-a1", seed)


def test_decks_without_a_required_partner_card_are_drawn_as_before() -> None:
    """docs/mechanics.md (seed 0), drawn before a form could require a partner card."""
    assert _names("hagane-a1") == ["Hearthfire", "Whirling Ascent", "Sound the Bell", "Gravity Well", "Slash",
                                   "Hilt Strike", "Overawe", "Grand Refinement Material", "Grand Bourdon Peal",
                                   "Uranami Storm"]
    assert _names("raira") == ["Bestial Claw", "Wind and Thunder", "Windrun", "Roar", "Brandish", "Hilt Strike",
                               "Art of Drawing", "Windbeast Invocation", "Death and Rebirth", "Tsukikage Crush"]
    assert _names("kururu") == ["Kururu~n", "Tornaydo", "Mozule", "Reflecta", "Slash", "Body Shift", "Overawe",
                                "Big Golem", "Industria", "Ukifune Serene"]
