"""Hidden information, declared once per rule (CR 7-1; DESIGN.md §2, §5).

Each rule that keeps something from a player declares a :class:`HiddenInfo` and registers it here:
the core rules (the opponent's hand, deck, face-down discards, unused Specials and the cards face down in
＜Out of Game＞ that were not chosen in Deck Construction, see :mod:`sakura_lab.engine.view`) and each megami module for her additional rules (Shinra's Plan, MR 5-1;
Chikage's poison pouch, MR 7-3-1; Vanished Oboro's face-down parts, CR25 additional rules 3-4, 3-9).
A declaration says

- what it hides, from whom: ``conceals_card(st, uid, viewer)`` for the face of a card, or
  ``player_value(st, owner)`` with ``known_to(st, owner, viewer)`` for a value a player holds;
  :class:`~sakura_lab.engine.view.PlayerView` refuses to show what a declaration conceals;
- how to redraw it: ``resample(st, viewer, rng)`` changes a *copy* of the game in place so that the
  hidden part becomes a random one consistent with what ``viewer`` knows, reading nothing that
  ``viewer`` cannot see. :func:`~sakura_lab.engine.view.determinize` runs every declaration, the
  core's first.

The engine never imports card modules: megami modules call :func:`register_hidden` at import time.
"""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Final

from sakura_lab.engine.constants import D_CARD
from sakura_lab.engine.pyrandom import shuffle as shuffle_like

if TYPE_CHECKING:
    import random

    from sakura_lab.engine.state import GameState


@dataclass(frozen=True, slots=True)
class HiddenInfo:
    """One rule's hidden information. Every callable is optional; leave out what does not apply."""

    name: str
    rule: str  # the CR / MR section that makes it hidden
    conceals_card: Callable[[GameState, int, int], bool] | None = None  # (st, uid, viewer)
    player_value: Callable[[GameState, int], Any] | None = None  # (st, owner) -> the hidden value
    known_to: Callable[[GameState, int, int], bool] | None = None  # (st, owner, viewer) -> may see it
    resample: Callable[[GameState, int, random.Random], None] | None = None  # (copy, viewer, rng)
    order: int = 100  # resampling order: the core's hidden cards (0) before a megami's state


HIDDEN: Final[dict[str, HiddenInfo]] = {}

SHOWN = "shown"  # st.marks[(SHOWN, uid, viewer)]: an effect let ``viewer`` look at the unused Special ``uid``


def show_card(st: GameState, uid: int, viewer: int) -> None:
    """An effect lets ``viewer`` look at the unused Special ``uid`` in its owner's ＜Special＞ (e.g. Explorer
    Kururu's discovery, MR 8-4 step 1): the core rules stop concealing it from ``viewer`` while it lies
    there (a Special never goes to a hand or deck, so the mark cannot outlive what the viewer knows)."""
    st.marks[(SHOWN, uid, viewer)] = True


def register_hidden(info: HiddenInfo) -> HiddenInfo:
    """Declare ``info`` (a later declaration of the same name replaces the earlier one)."""
    HIDDEN[info.name] = info
    _ORDERED.clear()
    return info


# hidden_infos() sorted once per set of declarations (it is asked at every determinization)
_ORDERED: list[tuple[HiddenInfo, ...]] = []


def hidden_infos() -> tuple[HiddenInfo, ...]:
    """Every declaration, by ``order`` then name (the core's first). Not by registration order: that is
    the order in which megami modules happened to be imported, and determinization draws random numbers
    in this order, so a process that imported one module early played other games."""
    if not _ORDERED:
        _ORDERED.append(tuple(sorted(HIDDEN.values(), key=lambda i: (i.order, i.name))))
    return _ORDERED[0]


def card_concealed(st: GameState, uid: int, viewer: int) -> bool:
    """Whether some rule hides the face of card ``uid`` from ``viewer``.

    A card offered to ``viewer`` in the pending card choice is shown to them: the effect that asks lets
    them look (e.g. 引用 looks at the opponent's hand, 暗器 at the pouch)."""
    d = st.decision
    if d is not None and d.player == viewer and d.kind == D_CARD and uid in d.options:
        return False
    for info in HIDDEN.values():
        f = info.conceals_card
        if f is not None and f(st, uid, viewer):
            return True
    return False


def value_known(st: GameState, name: str, owner: int, viewer: int) -> bool:
    """Whether ``viewer`` may know the value ``name`` that ``owner`` holds."""
    info = HIDDEN[name]
    return viewer == owner or info.known_to is None or info.known_to(st, owner, viewer)


def redeal(st: GameState, places: list[int], rng: random.Random) -> None:
    """Deal the cards at ``places`` out again over the same places in random order (a resample for hidden
    cards whose identities the viewer knows only as a group, e.g. a pouch or face-down parts)."""
    if len(places) < 2:
        return
    defs = sorted((st.cards[u] for u in places), key=lambda c: c.id)
    shuffle_like(rng, defs)
    cards = list(st.cards)
    for u, cd in zip(places, defs, strict=True):
        cards[u] = cd
    st.cards = tuple(cards)


__all__ = ["HIDDEN", "SHOWN", "HiddenInfo", "card_concealed", "hidden_infos", "redeal", "register_hidden", "show_card", "value_known"]
