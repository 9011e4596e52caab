"""Registry of card effect scripts: which card ids have their effects implemented.

Each megami module (``sakura_lab.cards.yurina`` ...) registers a ``CardScript`` per card id.
"""
from __future__ import annotations

SCRIPTS: dict[str, object] = {}


def register(card_id: str, script: object) -> None:
    """Register the effect script of one card id (called by the megami modules)."""
    SCRIPTS[card_id] = script


def _load_all() -> None:
    # Importing the megami modules fills SCRIPTS; done lazily to keep import cheap.
    from sakura_lab.cards import scripts  # noqa: F401


def is_implemented(card_id: str) -> bool:
    """True when the effects of ``card_id`` are encoded in the engine's DSL."""
    _load_all()
    return card_id in SCRIPTS
