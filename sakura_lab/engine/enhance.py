"""Enhancements leaving play: disenchant (CR 5-5-2, 9-6) and Unguarded (CR 10-6)."""
from __future__ import annotations

from sakura_lab.engine.abilities import forbidden, hooked
from sakura_lab.engine.constants import CARD_BASE, DISCARD, ENHANCE, SHADOW
from sakura_lab.engine.frames import push, push_nodes, queue_trigger
from sakura_lab.engine.state import Ctx, GameState
from sakura_lab.engine.tokens import move_tokens
from sakura_lab.engine.zones import move_card, retire


def check_disenchant(st: GameState) -> None:
    """CR 5-5-2: an enhancement without tokens is disenchanted (turn player orders several)."""
    for p in (st.turn_player, 1 - st.turn_player):
        for u in list(st.zones[p][ENHANCE]):
            if st.tok[CARD_BASE + u] == 0 and u not in st.disenchanting:
                st.disenchanting.add(u)
                st.abcache = None
                queue_trigger(st, ("disenchant", st.cards[u].id), _disenchant, u)


def _disenchant(st: GameState, uid: int) -> None:
    if st.loc[uid] != ENHANCE:
        st.disenchanting.discard(uid)
        st.abcache = None
        return
    if st.record:
        st.log("disenchant", st.owner[uid], uid)
    push(st, _disenchant_end, uid)
    p = st.owner[uid]
    if not forbidden(st, "disenchant_effects", p, uid):  # e.g. "the opponent's Disenchant effects do not resolve"
        push_nodes(st, st.cards[uid].script.disenchant, Ctx(p, uid))
    for src, ab in hooked(st, "on_disenchant"):  # "when an enhancement is disenchanted" (no log event)
        ab.on_disenchant(st, src, uid)


def _disenchant_end(st: GameState, uid: int) -> None:
    st.disenchanting.discard(uid)
    st.abcache = None
    if st.loc[uid] != ENHANCE:
        return
    if st.tok[CARD_BASE + uid] > 0:  # tokens were put back: it stays (CR 9-6 ii)
        return
    retire(st, uid)


def unguarded_discard(st: GameState, uid: int) -> None:
    """CR 10-6 Unguarded: the enhancement goes face down to the discard pile, its tokens to Shadow.
    It leaves without being disenchanted, so its Disenchant effects do not resolve."""
    if st.loc[uid] != ENHANCE:
        return
    n = st.tok[CARD_BASE + uid]
    if n:
        move_tokens(st, CARD_BASE + uid, SHADOW, n, cause="unguarded")
    st.disenchanting.discard(uid)
    st.abcache = None
    move_card(st, uid, DISCARD)
