"""The work stack (DESIGN.md §3): frames, decisions and queued triggered work.

Every pending piece of work is a frame ``(function, args)`` on ``st.stack``. A frame that needs a player's
choice calls :func:`ask`, which stores a :class:`~sakura_lab.engine.state.Decision` and pushes the
continuation. Triggered work (CR 5-5) is queued with :func:`queue_trigger` and pushed by the run loop
(``engine.resolve``) after the current frame; several at once are ordered by the turn player (CR 5-1-1, 9-1).
"""
from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from sakura_lab.engine.constants import D_ORDER
from sakura_lab.engine.errors import RulesError
from sakura_lab.engine.state import Ctx, Decision, GameState


def push(st: GameState, fn: Callable, *args: Any) -> None:
    st.stack.append((fn, args))


def ask(st: GameState, player: int, kind: str, options: Sequence, fn: Callable, *args: Any,
        context: Any = None, auto_single: bool = True) -> None:
    """Give ``player`` a decision; ``fn(st, chosen_option, *args)`` resumes resolution.

    A decision with a single option is answered at once (nothing to choose) unless ``auto_single``
    is False. A decision without options is a bug of the engine (CR: every choice has a legal option).
    """
    options = tuple(options)
    if not options:
        raise RulesError(f"decision {kind} for p{player} has no options")
    if len(options) == 1 and auto_single:
        st.stack.append((fn, (options[0],) + args))
        return
    st.decision = Decision(player, kind, options, context)
    st.stack.append((fn, args))


def queue_trigger(st: GameState, label: tuple, fn: Callable, *args: Any) -> None:
    """Queue triggered work (situation-triggered processing, CR 5-5): it runs after the current step."""
    st.triggers.append((label, fn, args))


def push_nodes(st: GameState, nodes: Sequence, ctx: Ctx) -> None:
    """Schedule DSL nodes to resolve in order (first on top of the stack)."""
    for i in range(len(nodes) - 1, -1, -1):
        st.stack.append((nodes[i].run, (ctx,)))


def flush_triggers(st: GameState) -> None:
    trig = st.triggers
    st.triggers = []
    if len(trig) == 1:
        label, fn, args = trig[0]
        st.stack.append((fn, args))
        return
    # Several at once: the turn player chooses the order (CR 5-1-1, 5-5, 9-1).
    push(st, _order_triggers, tuple(trig))


def _order_triggers(st: GameState, trig: tuple) -> None:
    labels = tuple(t[0] for t in trig)
    if len(set(labels)) == 1:  # identical effects: order does not matter
        for i in range(len(trig) - 1, -1, -1):  # (an index loop: mypyc cannot reverse an Any tuple)
            _label, fn, args = trig[i]
            st.stack.append((fn, args))
        return
    ask(st, st.turn_player, D_ORDER, range(len(trig)), _order_answer, trig, context=labels)


def _order_answer(st: GameState, i: int, trig: tuple) -> None:
    rest = trig[:i] + trig[i + 1:]
    if rest:
        push(st, _order_triggers, rest)
    label, fn, args = trig[i]
    st.stack.append((fn, args))
