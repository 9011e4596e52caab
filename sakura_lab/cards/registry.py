"""Which card ids have their effects implemented: the scripts the megami modules register in the engine.

Each megami module (``sakura_lab.cards.yurina`` ...) registers a ``CardScript`` per card id through
``engine.dsl.card`` into ``engine.registry.SCRIPTS``; importing ``sakura_lab.cards.scripts`` loads them all.
"""
from __future__ import annotations

from sakura_lab.engine.registry import OLD_WORDINGS, SCRIPTS, register_script, script_for

__all__ = ["OLD_WORDINGS", "SCRIPTS", "is_implemented", "load_all", "register_script", "script_for"]


def load_all() -> None:
    """Import every megami module so that their scripts and host rules are registered (lazily: import is cheap)."""
    from sakura_lab.cards import scripts  # noqa: F401


def is_implemented(card_id: str, season: str | None = None) -> bool:
    """True when the effects of ``card_id`` are encoded in the engine's DSL: its current reading, or with
    ``season`` the reading that season prints (issue 17; an older reading needs its own script)."""
    load_all()
    if season is None:
        return card_id in SCRIPTS
    from sakura_lab.cards.catalogue import get_catalogue

    info = get_catalogue().card(card_id, season)
    return script_for(card_id, info.wording_since, info.current_wording) is not None
