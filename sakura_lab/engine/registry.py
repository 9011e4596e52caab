"""Content that the card package registers into the engine at start-up.

The engine never imports ``sakura_lab.cards``, ``sakura_lab.game`` or the catalogue (DESIGN.md §2): megami
modules register their card scripts here (through ``dsl.card``) and their host rules in ``engine.hostrules``;
``sakura_lab.game`` installs the catalogue questions the engine needs (a form's base megami, the card pool a
megami offers) with :func:`wire_content` when it is imported.
"""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

SCRIPTS: dict[str, Any] = {}  # card id -> engine.cardbase.CardScript of the card's current reading
# (card id, season its reading began) -> CardScript of an older reading of the card (issue 17: a season
# plays the text it printed; the catalogue's CardInfo.wording_since says which reading a season uses)
OLD_WORDINGS: dict[tuple[str, str], Any] = {}


def register_script(card_id: str, script: Any, wording: str | None = None) -> None:
    """Register the effect script of one card id (called by ``dsl.card`` in the megami modules): its
    current reading, or with ``wording`` (the season that reading began) an older one."""
    if wording is None:
        SCRIPTS[card_id] = script
    else:
        OLD_WORDINGS[(card_id, wording)] = script


def script_for(card_id: str, wording: str, current: bool) -> Any:
    """The script of ``card_id`` as it reads since season ``wording`` (``current``: that is its current
    reading); None when that reading is not implemented (never another reading's script)."""
    if current:
        return SCRIPTS.get(card_id)
    return OLD_WORDINGS.get((card_id, wording))


def _unwired(*_args: Any) -> Any:
    raise LookupError("no card content is wired into the engine: import sakura_lab.game first")


class Content:
    """Catalogue questions the engine asks, answered by functions that ``sakura_lab.game`` installs."""

    __slots__ = ("base_of", "pool_defs")

    def __init__(self) -> None:
        # form code -> base megami code (e.g. "yurina-A1" -> "yurina"); unknown forms map to themselves
        self.base_of: Callable[[str], str] = lambda form: form
        # (form, season) -> (normal CardDefs, special CardDefs) of the cards that form offers (CR 3-1)
        self.pool_defs: Callable[[str, str], tuple[tuple[Any, ...], tuple[Any, ...]]] = _unwired


CONTENT = Content()


def wire_content(*, base_of: Callable[[str], str],
                 pool_defs: Callable[[str, str], tuple[tuple[Any, ...], tuple[Any, ...]]]) -> None:
    """Install the catalogue questions (called once by ``sakura_lab.game`` at import)."""
    CONTENT.base_of = base_of
    CONTENT.pool_defs = pool_defs
