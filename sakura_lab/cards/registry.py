"""Which card ids have their effects implemented: the scripts the megami modules register in the engine.

Each megami module (``sakura_lab.cards.yurina`` ...) registers a ``CardScript`` per card id through
``engine.dsl.card`` into ``engine.registry.SCRIPTS``; importing ``sakura_lab.cards.scripts`` loads them all.
"""
from __future__ import annotations

from sakura_lab.engine.registry import SCRIPTS, register_script

__all__ = ["SCRIPTS", "is_implemented", "load_all", "register_script"]


def load_all() -> None:
    """Import every megami module so that their scripts and host rules are registered (lazily: import is cheap)."""
    from sakura_lab.cards import scripts  # noqa: F401


def is_implemented(card_id: str) -> bool:
    """True when the effects of ``card_id`` are encoded in the engine's DSL."""
    load_all()
    return card_id in SCRIPTS
