"""Cards and zones (CR 7): moving a card between zones, shuffling a deck, setting a Special unused."""
from __future__ import annotations

from typing import Final

from sakura_lab.engine.abilities import forbidden, notify, replaced, replaced_by_text
from sakura_lab.engine.constants import (
    CARD_BASE,
    DECK,
    DEVOTED,
    DISCARD,
    ENHANCE,
    EXTRA,
    HAND,
    IN_USE,
    OUT,
    PLAYED,
    SHADOW,
    SPECIAL,
    UNUSED,
)
from sakura_lab.engine.rng import GOLDEN, MASK32, MIX1, MIX2
from sakura_lab.engine.state import GameState

# SplitMix64 (rng.next_state, rng.mix64) on 32-bit halves, so that no intermediate value comes near 2**62: the
# compiled path keeps such ints unboxed, where whole 64-bit values went through Python's long arithmetic at each of
# the thirteen operations (about 2,000 instructions per number, 5% of a random game). Products are of 16-bit limbs
# (mypyc multiplies unboxed only operands below 2**30); the outputs are the same numbers.
_G_LO: Final = GOLDEN & MASK32
_G_HI: Final = GOLDEN >> 32
_A0: Final = MIX1 & 0xFFFF
_A1: Final = (MIX1 >> 16) & 0xFFFF
_A2: Final = (MIX1 >> 32) & 0xFFFF
_A3: Final = MIX1 >> 48
_B0: Final = MIX2 & 0xFFFF
_B1: Final = (MIX2 >> 16) & 0xFFFF
_B2: Final = (MIX2 >> 32) & 0xFFFF
_B3: Final = MIX2 >> 48


def _xorshift_mul(lo: int, hi: int, k: int, c0: int, c1: int, c2: int, c3: int) -> tuple[int, int]:
    """One SplitMix64 mixing step on halves: ``z ^= z >> k; z *= c`` (mod 2**64), ``z = hi * 2**32 + lo``, ``0 < k < 32``,
    ``c``'s 16-bit limbs ``c0..c3``; column by column of 16-bit limbs (a compiled tuple return is a C struct)."""
    lo ^= (lo >> k) | ((hi << (32 - k)) & MASK32)
    hi ^= hi >> k
    l0, l1, h0, h1 = lo & 0xFFFF, lo >> 16, hi & 0xFFFF, hi >> 16
    m = l0 * c1 + l1 * c0
    lo = l0 * c0 + ((m & 0xFFFF) << 16)
    hi = ((lo >> 32) + (m >> 16) + l0 * c2 + l1 * c1 + h0 * c0
          + (((l0 * c3 + l1 * c2 + h0 * c1 + h1 * c0) & 0xFFFF) << 16)) & MASK32
    return lo & MASK32, hi


def rand_below(st: GameState, stream: int, n: int) -> int:
    """A number in ``0 .. n-1`` from stream ``stream`` (0, 1: the seats' shuffles; 2: the game's), advancing it:
    the next SplitMix64 output (:func:`rng.next_state`) modulo ``n``."""
    rngs = st.rngs
    k = 2 * stream
    lo = rngs[k] + _G_LO
    hi = (rngs[k + 1] + _G_HI + (lo >> 32)) & MASK32
    lo &= MASK32
    rngs[k] = lo
    rngs[k + 1] = hi
    lo, hi = _xorshift_mul(lo, hi, 30, _A0, _A1, _A2, _A3)
    lo, hi = _xorshift_mul(lo, hi, 27, _B0, _B1, _B2, _B3)
    lo ^= (lo >> 31) | ((hi << 1) & MASK32)
    hi ^= hi >> 31
    return ((hi % n) * (0x100000000 % n) + lo) % n  # (hi * 2**32 + lo) % n


def shuffle_deck(st: GameState, p: int) -> None:
    """Shuffle ``p``'s deck with ``p``'s own stream (keyed by the side, DESIGN.md §6)."""
    deck = st.zones[p][DECK]
    for i in range(len(deck) - 1, 0, -1):
        j = rand_below(st, p, i + 1)
        deck[i], deck[j] = deck[j], deck[i]


def move_card(st: GameState, uid: int, zone: int, *, top: bool = True, to_player: int | None = None) -> None:
    """Move card ``uid`` to ``zone`` of its owner (CR 7-2: zones that hold only their owner's cards).

    An effect that sends the card to ``to_player``'s zone sends it to its owner's instead (CR 7-2), unless a
    replacement in force takes over (``owner_redirect``: e.g. Chikage's poisons change owner, MR 7-4).

    Tokens on the card move with it (CR 6-3); when the card goes somewhere tokens cannot sit, they go
    to ＜Shadow＞ (CR 7-1-9: tokens associated with no enhancement move to Shadow).
    """
    if zone == DISCARD and st.cards[uid].script.undiscardable:
        # A card that cannot be put face down into the discard pile (MR 7-2-1, poisons) stays where it is,
        # whichever effect or rule tries it (cost, hand limit, "put the top card face down", ...).
        return
    if (zone == DISCARD or zone == PLAYED) and (st.loc[uid] == HAND or st.loc[uid] == DECK) and forbidden(
            st, "card_to_pile", st.owner[uid], uid):
        # "the cards of your hand and deck do not become face-down or played cards" (e.g. Honoka's na-s3
        # Shimmering Barrier): the card stays where it is
        return
    reps = st.cards[uid].script.replacements
    if reps and replaced_by_text(st, reps, uid, "card_move", uid, zone):
        # the card's own "if this card would move to ..., instead ..." (CR 10-30; e.g. a Unit, MR 16-2-1)
        return
    old_p = st.owner[uid]
    if to_player is not None and to_player != old_p:
        replaced(st, "owner_redirect", uid, to_player)
    old = st.loc[uid]
    if old == ENHANCE or old == SPECIAL or zone == ENHANCE or zone == SPECIAL:
        st.abcache = None  # only these zones hold abilities in force (CR 9-1-1-6, 9-1-1-8)
    src_zone = _locate(st, uid)
    if src_zone is not None:
        src_zone.remove(uid)
    p = st.owner[uid]
    if zone == DECK:
        if top:
            st.zones[p][DECK].insert(0, uid)
        else:
            st.zones[p][DECK].append(uid)
    else:
        st.zones[p][zone].append(uid)
    st.loc[uid] = zone
    if st.cards[uid].is_special:
        if zone == SPECIAL and old != SPECIAL:
            st.cstate[uid] = DEVOTED if old in (IN_USE, ENHANCE) else st.cstate[uid]
            st.abcache = None
    if zone not in (IN_USE, ENHANCE, SPECIAL) and st.tok[CARD_BASE + uid]:
        n = st.tok[CARD_BASE + uid]
        # a replacement in force may take some of them elsewhere (Megumi's seeds, MR 17-2-1-1)
        cache = st.abcache
        if cache is None or cache.all:
            if replaced(st, "tokens_leave_card", CARD_BASE + uid, SHADOW, n, -1, "leave"):
                n = st.tok[CARD_BASE + uid]
        st.tok[CARD_BASE + uid] = 0
        st.tok[SHADOW] += n
    if old == ENHANCE or zone == ENHANCE:
        st.enh_dirty = True
    if st.record and old != zone:
        st.log("move", old_p, uid, old, zone)
    if old == EXTRA and zone != EXTRA:  # "when a card moves from ＜Extra＞ to another zone" (CR 7-1-12)
        notify(st, "left_extra", old_p, uid, zone)  # the "move" log line shows it
    elif zone == PLAYED and old != PLAYED:  # a played pile grew by one card ("whenever it holds N cards")
        notify(st, "to_played", st.owner[uid], uid)


def _locate(st: GameState, uid: int) -> list[int] | None:
    z = st.loc[uid]
    if z < 0:
        return None
    p = st.owner[uid]  # a card is in one zone list only: look in its owner's first
    lst = st.zones[p][z]
    if uid in lst:
        return lst
    lst = st.zones[1 - p][z]
    if uid in lst:
        return lst
    return None


def face_down_out(st: GameState, uid: int) -> bool:
    """Whether card ``uid`` lies face down in ＜Out of Game＞: a card not chosen in Deck Construction
    (CR 4-1 step 2, 10-29), which only its owner may look at (CR 7-1-16). Cards put there face down are
    the default; every effect that puts a card there face up marks it ``("face_up", uid)`` in ``st.marks``
    (``general.remove_from_game``, CR 10-18), so no mark is stored per unchosen card."""
    return st.loc[uid] == OUT and ("face_up", uid) not in st.marks


def set_unused(st: GameState, uid: int) -> None:
    """CR 10-17: the Special card returns, unused, to its owner's ＜Special＞ zone."""
    move_card(st, uid, SPECIAL)
    st.cstate[uid] = UNUSED
    st.abcache = None
    if st.record:
        st.log("unused", st.owner[uid], uid)
    notify(st, "unused", st.owner[uid], uid)  # e.g. "when your used Special becomes unused" (Drain Devil)


def retire(st: GameState, uid: int) -> None:
    """A card leaves use (CR 9-2-1 v, 9-2-2 iv, 9-6 iii, 10-13): a Special returns to ＜Special＞ as Devoted,
    any other card goes to the played pile."""
    if st.cards[uid].is_special:
        move_card(st, uid, SPECIAL)
        st.cstate[uid] = DEVOTED
        st.abcache = None
    else:
        move_card(st, uid, PLAYED)
