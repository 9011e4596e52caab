"""The run loop: resolve frames until a decision is pending or the game is over (DESIGN.md §3).

Between frames it does the situation-triggered processing of CR 5-5: queued triggered work is pushed on
top of the stack (nested resolution, CR 9-9) and enhancements left without tokens are disenchanted
(CR 5-5-2).
"""
from __future__ import annotations

from sakura_lab.engine.enhance import check_disenchant
from sakura_lab.engine.errors import RulesError
from sakura_lab.engine.frames import flush_triggers
from sakura_lab.engine.state import GameState


def run(st: GameState) -> None:
    """Resolve frames until a decision is pending or the game is over."""
    stack = st.stack
    while st.decision is None and st.outcome is None:
        if st.triggers:
            flush_triggers(st)
            continue
        if st.enh_dirty:
            st.enh_dirty = False
            check_disenchant(st)
            if st.triggers:
                continue
        if not stack:
            raise RulesError("empty work stack")
        fn, args = stack.pop()
        n = len(args)  # fixed-arity calls: no argument tuple is built for the common frames
        if n == 0:
            fn(st)
        elif n == 1:
            fn(st, args[0])
        elif n == 2:
            fn(st, args[0], args[1])
        elif n == 3:
            fn(st, args[0], args[1], args[2])
        else:
            fn(st, *args)
