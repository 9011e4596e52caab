"""Invariants checked by the tests after every step: token conservation (CR 6-3), zone caps, card counts."""
from __future__ import annotations

from collections.abc import Callable

from sakura_lab.engine.cardbase import CardDef
from sakura_lab.engine.constants import (
    AURA,
    CARD_BASE,
    DIST,
    DIST_CAP,
    ENHANCE,
    EXTRA,
    IN_USE,
    OUT,
    OUTSIDE,
    SEAL,
    SPECIAL,
    VIGOR_CAP,
)
from sakura_lab.engine.errors import RulesError
from sakura_lab.engine.state import Attack, AttackValues, Ctx, Decision, GameState, Outcome
from sakura_lab.engine.tokens import aura_cap

# Checks a megami module adds for the objects of her additional rules (e.g. Thallya's five Artificial Sakura
# tokens per host, MR 9-1, 9-2): each raises RulesError when its invariant is broken.
EXTRA_CHECKS: list[Callable[[GameState], None]] = []
# Zones besides ＜Enhancement＞, ＜In Use＞ and ＜Special＞ whose cards may hold sakura tokens, added by a megami's
# additional rules (e.g. MR 18-4-1: the token on Kanawe's prepared Plot card in ＜Plot＞).
CARD_TOKEN_ZONES: set[int] = set()


def register_card_token_zone(zone: int) -> None:
    """Let cards in ``zone`` hold sakura tokens (checked by :func:`check_invariants`)."""
    CARD_TOKEN_ZONES.add(zone)


def register_invariant(check: Callable[[GameState], None]) -> None:
    """Run ``check(st)`` with :func:`check_invariants` (once per function, however often registered)."""
    if check not in EXTRA_CHECKS:
        EXTRA_CHECKS.append(check)


def total_tokens(st: GameState) -> int:
    return sum(st.tok[:OUTSIDE]) + sum(st.tok[OUTSIDE + 1:])  # every place but Out of Game (incl. AUX_TOKENS)


def check_invariants(st: GameState, expected_tokens: int | None = None, card_count: int | None = None) -> None:
    """Raise RulesError if a conservation rule or zone cap is broken (used by tests after every step)."""
    tok = st.tok
    if expected_tokens is not None and total_tokens(st) != expected_tokens + st.marks.get("outside_delta", 0):
        raise RulesError(f"sakura tokens not conserved: {total_tokens(st)} != {expected_tokens}")
    for i, n in enumerate(tok):
        if n < 0:
            raise RulesError(f"negative tokens at place {i}")
    if tok[DIST] > DIST_CAP:
        raise RulesError("distance over its cap")
    for p in (0, 1):
        if tok[AURA + p] > max(aura_cap(st, p, p), st.marks.get(("aura_cap_peak", p), 0)):
            raise RulesError(f"aura of p{p} over its cap")
        if not 0 <= st.vigor[p] <= VIGOR_CAP:
            raise RulesError("vigor out of range")
    seen = 0
    for p in (0, 1):
        for z, lst in enumerate(st.zones[p]):
            for u in lst:
                seen += 1
                if st.loc[u] != z:
                    raise RulesError(f"card {u} in zone {z} but loc says {st.loc[u]}")
                if st.owner[u] != p:
                    raise RulesError(f"card {u} in p{p}'s zone but owned by p{st.owner[u]}")
                if tok[CARD_BASE + u] and z not in (ENHANCE, IN_USE, SPECIAL) and z not in CARD_TOKEN_ZONES:
                    raise RulesError(f"tokens on card {u} in zone {z}")
    if seen != len(st.cards):
        raise RulesError(f"card count {seen} != {len(st.cards)}")
    if st.outcome is None and st.decision is not None and not st.decision.options:
        raise RulesError("decision with no options")
    for check in EXTRA_CHECKS:
        check(st)


__all__ = [
    "Attack", "AttackValues", "Ctx", "Decision", "GameState", "Outcome", "RulesError", "CardDef",
    "EXTRA", "OUT", "SEAL",
]
