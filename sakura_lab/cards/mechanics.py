"""Helpers for megami modules declaring their mechanics (``engine.telemetry``).

- :func:`condition_play`: an ``on_play`` counter "a card whose text reads condition X was played while X
  held" (決死, 八相, 連火, 境地, ...): the cards are found by walking their scripts for the condition object,
  so a new card using the condition is counted without a list to keep up to date;
- :func:`answer_is`, :func:`plays_card`: ``uses`` predicates recognising the decision options that use a
  mechanic (an answer to a megami's own question; playing a card of some kind).
"""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

from sakura_lab.engine.cardbase import CardDef
from sakura_lab.engine.constants import D_MAIN, D_REACT
from sakura_lab.engine.state import Ctx, Decision, GameState

_PRIMITIVE = (str, bytes, int, float, bool, type(None))


def contains(obj: Any, pred: Callable[[Any], bool], _seen: set[int] | None = None, _depth: int = 0) -> bool:
    """Whether some object reachable from ``obj`` through DSL nodes (slots, attributes), containers and
    closures (conditions such as ``Any_(HASSO, KYOCHI)`` are closures) satisfies ``pred``."""
    if pred(obj):
        return True
    if isinstance(obj, _PRIMITIVE) or _depth > 12:
        return False
    seen = _seen if _seen is not None else set()
    if id(obj) in seen:
        return False
    seen.add(id(obj))
    children: list[Any] = []
    if isinstance(obj, tuple | list | set | frozenset):
        children.extend(obj)
    elif isinstance(obj, dict):
        children.extend(obj.values())
    elif callable(obj) and getattr(obj, "__closure__", None):
        children.extend(c.cell_contents for c in obj.__closure__)
    if not isinstance(obj, type):
        for cls in type(obj).__mro__:
            # a compiled (mypyc) class lists its attributes in ``__mypyc_attrs__`` (it keeps no ``__slots__``)
            for name in getattr(cls, "__slots__", ()) or vars(cls).get("__mypyc_attrs__", ()):
                if not name.startswith("__"):
                    children.append(getattr(obj, name, None))
        children.extend(getattr(obj, "__dict__", {}).values())
        # a class compiled by mypyc (the optional compiled path) has neither __slots__ nor __dict__
        for name in getattr(type(obj), "__mypyc_attrs__", ()):
            children.append(getattr(obj, name, None))
    return any(contains(c, pred, seen, _depth + 1) for c in children)


def refers_to(obj: Any, target: Any) -> bool:
    """Whether ``target`` itself is reachable from ``obj`` (see :func:`contains`)."""
    return contains(obj, lambda x: x is target)


def script_has(node_type: type) -> Callable[[CardDef], bool]:
    """A card predicate: the card's script holds a node of ``node_type`` (cached per card id)."""
    cache: dict[str, bool] = {}

    def pred(cd: CardDef) -> bool:
        hit = cache.get(cd.id)
        if hit is None:
            hit = cache[cd.id] = contains(cd.script, lambda x: isinstance(x, node_type))
        return hit
    return pred


def condition_play(cond: Callable[[GameState, Ctx], bool]) -> Callable[[GameState, int, int], int]:
    """An ``on_play`` counter: 1 when the played card's text reads ``cond`` and ``cond`` holds as it is
    played (for the card just played: its texts resolve with this play)."""
    cache: dict[str, bool] = {}

    def on_play(st: GameState, player: int, uid: int) -> int:
        cd = st.cards[uid]
        hit = cache.get(cd.id)
        if hit is None:
            hit = cache[cd.id] = refers_to(cd.script, cond)
        return 1 if hit and cond(st, Ctx(player, uid)) else 0

    return on_play


def answer_is(kind: str, context: Any, value: Any) -> Callable[[Any, Decision, Any], bool]:
    """``uses``: the answer ``value`` to the question of ``kind`` with ``context`` (e.g. "yes" to the
    end-phase umbrella question)."""
    def uses(view: Any, d: Decision, option: Any) -> bool:
        return d.kind == kind and d.context == context and option == value
    return uses


def answer_is_not(kind: str, context: Any, value: Any) -> Callable[[Any, Decision, Any], bool]:
    """``uses``: any answer but ``value`` (e.g. a card rather than "stop") to a question with ``context``."""
    def uses(view: Any, d: Decision, option: Any) -> bool:
        return d.kind == kind and d.context == context and option != value
    return uses


def plays_card(pred: Callable[[CardDef], bool]) -> Callable[[Any, Decision, Any], bool]:
    """``uses``: playing (main phase, standard or full power, or as a Reaction) a card for which ``pred``
    holds; the card's face is read through the deciding player's view (it is their own card)."""
    def uses(view: Any, d: Decision, option: Any) -> bool:
        if d.kind not in (D_MAIN, D_REACT) or not isinstance(option, tuple) or len(option) < 2:
            return False
        if option[0] not in ("play", "fullpower", "react"):
            return False
        return pred(view.card(option[1]))
    return uses


__all__ = ["answer_is", "answer_is_not", "condition_play", "contains", "plays_card", "refers_to", "script_has"]
