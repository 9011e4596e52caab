"""A readable evaluation of a position from one player's side, with weights per play style.

``evaluate(st, p, weights)`` reads only what player ``p`` could know in a real game, plus whatever a
search agent put into a determinized state (``engine.view.determinize``): life, aura, flare against the
costs of unused specials, vigor and flinch, the current distance against both players' attack ranges,
cards in hand and deck, enhancements in play, and the pressure of an upcoming reshuffle.
"""
from __future__ import annotations

from dataclasses import dataclass, replace
from functools import lru_cache

from sakura_lab.engine import state as S
from sakura_lab.engine.cardbase import CardDef
from sakura_lab.engine.constants import (
    ATTACK,
    AURA,
    CARD_BASE,
    DECK,
    DEVOTED,
    DISCARD,
    ENHANCE,
    FLARE,
    HAND,
    LIFE,
    PLAYED,
    SPECIAL,
    UNUSED,
)
from sakura_lab.engine.state import GameState

WIN = 10_000.0


@dataclass(frozen=True)
class Weights:
    """Weights of the evaluation terms (all per token / per card unless said otherwise)."""

    life: float = 10.0  # each life point
    danger: float = 6.0  # extra value of each life point below 4 (Resolve zone, lethal range)
    aura: float = 4.0  # each aura token (a shield worth less than life)
    aura_empty: float = 4.0  # penalty for an empty aura (every attack then hits life)
    flare: float = 2.0  # each flare token up to what unused specials can use
    special: float = 5.0  # each unused special card (a threat / resource)
    vigor: float = 2.5
    flinch: float = 2.5
    hand: float = 5.0  # each card in hand
    deck: float = 0.6  # each card left in the deck (reshuffle pressure)
    enhancement: float = 1.5  # each token on own enhancements
    fit: float = 5.0  # own attacks in hand whose range holds the current distance
    threat: float = 4.0  # expected opponent attacks (from their pool) that hit at this distance
    opp_scale: float = 1.0  # how much the opponent's resources count against us

    def scaled(self, **kw: float) -> Weights:
        return replace(self, **kw)


STYLES: dict[str, Weights] = {
    "balanced": Weights(),
    "aggressive": Weights(life=10.0, aura=3.0, aura_empty=2.5, danger=4.0, hand=4.0, fit=6.0, threat=2.5,
                          opp_scale=1.25),
    "defensive": Weights(life=10.0, aura=5.5, aura_empty=6.0, danger=8.0, hand=5.5, fit=4.0, threat=5.5,
                         opp_scale=0.85),
}


@lru_cache(maxsize=4096)
def _attack_range(cd: CardDef) -> frozenset[int]:
    return frozenset(cd.range) if cd.ctype == ATTACK else frozenset()


_THREAT_CACHE: dict[tuple, dict[int, float]] = {}


def _pool_threat(st: GameState, q: int) -> dict[int, float]:
    """Fraction of ``q``'s possible attack cards (their megami's pools, public) hitting at each distance."""
    key = (st.hosts[q], st.season)
    cached = _THREAT_CACHE.get(key)
    if cached is not None:
        return cached
    from sakura_lab.engine.view import opponent_pool

    normals, specials = opponent_pool(st, q)
    attacks = [cd for cd in normals if cd.ctype == ATTACK]
    table: dict[int, float] = {}
    n = max(1, len(normals))
    for d in range(0, 11):
        table[d] = sum(1 for cd in attacks if d in cd.range) / n
    _THREAT_CACHE[key] = table
    return table


def side_value(st: GameState, p: int, w: Weights) -> float:
    """Resources of player ``p`` (higher is better for ``p``)."""
    tok = st.tok
    life = tok[LIFE + p]
    v = w.life * life + w.danger * max(0, 4 - life) * -1.0
    aura = tok[AURA + p]
    walls = 0
    for u in st.zones[p][ENHANCE]:
        t = tok[CARD_BASE + u]
        v += w.enhancement * t
        for ab in st.cards[u].script.ongoing:
            if getattr(ab, "counts_as_aura", False):
                walls += t
    v += w.aura * min(aura + walls, 6)
    if aura + walls == 0:
        v -= w.aura_empty
    zp = st.zones[p]
    costs = [st.cards[u].cost or 0 for u in zp[SPECIAL] if st.cstate[u] == UNUSED]
    flare = tok[FLARE + p]
    useful = min(flare, max(costs)) if costs else min(flare, 2)
    v += w.flare * useful + 0.3 * w.flare * (flare - useful)
    v += w.special * len(costs)
    v += w.vigor * st.vigor[p]
    if st.flinch[p]:
        v -= w.flinch
    v += w.hand * min(len(zp[HAND]), 4)
    deck = len(zp[DECK])
    v += w.deck * min(deck, 4)
    if deck == 0 and (zp[PLAYED] or zp[DISCARD]):
        v -= w.deck * 2
    return v


def distance_value(st: GameState, p: int, w: Weights) -> float:
    """How well the current distance suits ``p`` (own hand attacks in range) against the opponent."""
    q = 1 - p
    d = S.current_distance(st)
    fit = 0.0
    for u in st.zones[p][HAND]:
        if d in _attack_range(st.cards[u]):
            fit += 1.0
    for u in st.zones[p][SPECIAL]:
        if st.cstate[u] == UNUSED and d in _attack_range(st.cards[u]) and (st.cards[u].cost or 0) <= st.tok[FLARE + p]:
            fit += 1.0
    threat = _pool_threat(st, q).get(min(d, 10), 0.0) * (len(st.zones[q][HAND]) + 1)
    return w.fit * min(fit, 2.5) - w.threat * threat


def evaluate(st: GameState, p: int, w: Weights) -> float:
    """Value of ``st`` for player ``p`` (WIN for a won game, -WIN for a lost one, 0 for a draw)."""
    o = st.outcome
    if o is not None:
        if o.winner is None:
            return 0.0
        return WIN if o.winner == p else -WIN
    q = 1 - p
    return (side_value(st, p, w) - w.opp_scale * side_value(st, q, w) + distance_value(st, p, w)
            - 0.5 * w.opp_scale * distance_value(st, q, w))


def devoted_count(st: GameState, p: int) -> int:
    return sum(1 for u in st.zones[p][SPECIAL] if st.cstate[u] == DEVOTED)
