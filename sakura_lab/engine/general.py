"""General mechanisms of CR chapter 10 that later megami build on (sealing, removing, exchanging,
copying cards and attacks, declaring numbers, distance limits, increase/decrease, proving).

Each is both a plain function on the state and a DSL node, so card modules can use either.
"""
from __future__ import annotations

from collections.abc import Callable

from sakura_lab.engine import api as S
from sakura_lab.engine.constants import (
    D_CHOOSE,
    D_NUMBER,
    DEVOTED,
    EXTRA,
    HAND,
    IN_USE,
    OUT,
    PLAYED,
    SEAL,
    SPECIAL,
)
from sakura_lab.engine.dsl import Node
from sakura_lab.engine.state import Ctx, GameState


# ---------------------------------------------------------------- 10-9 sealing
def seal(st: GameState, uid: int, by: int) -> None:
    """CR 10-9: move ``uid`` to ＜Seal＞, associated with card ``by`` (cards there have no effects).
    A card that cannot be sealed (:func:`can_be_sealed`) stays where it is."""
    if not can_be_sealed(st, uid):
        return
    S.move_card(st, uid, SEAL)
    st.marks[("sealed_by", uid)] = by
    if st.record:
        st.log("seal", st.owner[uid], uid, by)


def can_be_sealed(st: GameState, uid: int) -> bool:
    """Per-card flag (``CardScript.unsealable``, e.g. 錬成攻撃 "this card is not sealed"): effects
    that seal skip it, and choices of a card to seal do not offer it."""
    return not st.cards[uid].script.unsealable


def sealed_under(st: GameState, by: int) -> list[int]:
    """Cards sealed by card ``by``."""
    return [u for p in (0, 1) for u in st.zones[p][SEAL] if st.marks.get(("sealed_by", u)) == by]


# ---------------------------------------------------------------- 10-18 remove
def remove_from_game(st: GameState, uid: int) -> None:
    """CR 10-18: the card goes face up to ＜Out of Game＞; a Special there counts as Devoted (7-1-16)."""
    S.move_card(st, uid, OUT)
    st.marks[("face_up", uid)] = True
    if st.cards[uid].is_special:
        st.cstate[uid] = DEVOTED
        st.abcache = None
    if st.record:
        st.log("remove", st.owner[uid], uid)


# ---------------------------------------------------------------- 10-17 set unused
def set_unused(st: GameState, uid: int) -> None:
    """CR 10-17: the Special returns unused to its owner's ＜Special＞."""
    S.set_unused(st, uid)


# ---------------------------------------------------------------- 10-25 exchange
def exchange(st: GameState, s: int, t: int, name: str | None = None) -> bool:
    """CR 10-25: put S into ＜Extra＞ and T where S was. Returns False (nothing happens) if S and T
    have different owners, S is not named ``name``, or T is not in ＜Extra＞."""
    if st.owner[s] != st.owner[t] or st.loc[t] != EXTRA:
        return False
    if name is not None and name not in st.cards[s].names.values() and st.cards[s].id != name:
        return False
    zone = st.loc[s]
    pos = st.zones[st.owner[s]][zone].index(s)
    S.move_card(st, s, EXTRA)
    S.move_card(st, t, zone)
    lst = st.zones[st.owner[t]][zone]
    lst.remove(t)
    lst.insert(pos, t)  # T takes S's place (e.g. the same deck position)
    if zone == IN_USE:
        if st.cards[t].is_special:
            # The CR says "in use"; once the resolution ends it is Devoted (digest NOTE on 10-25).
            S.move_card(st, t, SPECIAL)
            st.cstate[t] = DEVOTED
            st.abcache = None
        else:
            S.move_card(st, t, PLAYED)
    if st.record:
        st.log("exchange", st.owner[s], s, t)
    return True


# ---------------------------------------------------------------- 10-16 card copies
def become_copy(st: GameState, s: int, t: int) -> None:
    """CR 10-16: S becomes a copy of T (all information but the category is T's)."""
    st.marks["copies"] = True
    st.marks[("copy", s)] = t


def end_copy(st: GameState, s: int) -> None:
    st.marks.pop(("copy", s), None)


# ---------------------------------------------------------------- 10-27 attack copies
def copy_attack(st: GameState, ctx: Ctx, aid: int) -> None:
    """CR 10-27: ``ctx.player`` attacks with a copy of attack ``aid``: its Range and damage after all
    modifications; of its text only After Attack effects and Overwhelm; its user is the source's."""
    src = st.attacks.get(aid)
    if src is None:
        return
    vals = S.attack_values(st, src)
    flags = frozenset({"overwhelm"}) & vals.flags
    atk = S.new_attack(st, ctx.player, rng=tuple(sorted(vals.range)), aura=vals.aura, life=vals.life,
                       after=src.after, flags=flags, source=ctx.card)
    atk.megami = src.megami
    atk.marks["copy_of"] = aid
    if not S.can_attack(st, ctx.player) or not S.in_range(st, atk):
        del st.attacks[atk.aid]
        return
    S.push_resolve_attack(st, atk.aid)


class CopyAttack(Node):
    """Attack with a copy of the reacted attack (CR 10-27)."""

    __slots__ = ()

    def run(self, st: GameState, ctx: Ctx) -> None:
        copy_attack(st, ctx, ctx.reacted)


# ---------------------------------------------------------------- 10-35 increase / decrease
class ShiftRange(Node):
    """CR 10-35-1: increase (+n) or decrease (-n) every value of an attack's Range; with
    ``choose=True`` the player picks increase or decrease ("増減")."""

    __slots__ = ("n", "which", "choose")

    def __init__(self, n: int, which: str = "reacted", choose: bool = False) -> None:
        self.n, self.which, self.choose = n, which, choose

    def run(self, st: GameState, ctx: Ctx) -> None:
        aid = ctx.reacted if self.which == "reacted" else ctx.attack
        if self.choose:
            S.ask(st, ctx.player, D_CHOOSE, ("increase", "decrease"), _shift_answer, aid, abs(self.n),
                  auto_single=False, context="range")
            return
        _shift_answer(st, "increase" if self.n >= 0 else "decrease", aid, abs(self.n))


def _shift_answer(st: GameState, ans: str, aid: int, n: int) -> None:
    atk = st.attacks.get(aid)
    if atk is not None:
        atk.mods.append(("shift", n if ans == "increase" else -n))


def change_charge(st: GameState, uid: int, delta: int) -> None:
    """CR 10-35-2: when ``uid`` is played its Charge counts ``delta`` higher or lower."""
    st.marks[("charge_delta", uid)] = st.marks.get(("charge_delta", uid), 0) + delta


# ---------------------------------------------------------------- 10-36 declare a number
class DeclareNumber(Node):
    """CR 10-36: the player declares an integer in ``lo..hi`` (the condition); ``then(st, ctx, n)``."""

    __slots__ = ("lo", "hi", "then")

    def __init__(self, lo: int, hi: int, then: Callable[[GameState, Ctx, int], None]) -> None:
        self.lo, self.hi, self.then = lo, hi, then

    def run(self, st: GameState, ctx: Ctx) -> None:
        S.ask(st, ctx.player, D_NUMBER, range(self.lo, self.hi + 1), _declared, self, ctx, auto_single=False)


def _declared(st: GameState, n: int, node: DeclareNumber, ctx: Ctx) -> None:
    if st.record:
        st.log("declare", ctx.player, n)
    node.then(st, ctx, n)


# ---------------------------------------------------------------- 10-37 distance limit
def distance_limit(lo: int, hi: int) -> Callable[..., bool]:
    """CR 10-37 Range Restriction (lo-hi): a play condition for ``card(..., play_condition=...)``."""
    def cond(st: GameState, player: int, uid: int, mode: int, reacted: int) -> bool:
        return lo <= S.current_distance(st) <= hi
    return cond


# ---------------------------------------------------------------- 10-24 proving
def reveal_hand(st: GameState, p: int) -> tuple[int, ...]:
    """CR 10-24: reveal hidden information to prove an action is impossible (recorded in the log)."""
    hand = tuple(st.zones[p][HAND])
    st.marks[("revealed", st.turn, p)] = hand
    if st.record:
        st.log("reveal", p, hand)
    return hand


# ---------------------------------------------------------------- 10-32 originally has
def originally_has(st: GameState, uid: int, flag: str) -> bool:
    """CR 10-32: the card's printed text (its script) has ``flag``; granted effects do not count."""
    return flag in st.cards[uid].script.flags


# ---------------------------------------------------------------- 10-20 devoted specials
def all_other_specials_devoted(st: GameState, uid: int) -> bool:
    """CR 10-20: every other Special card the owner of ``uid`` owns is Devoted (those in ＜Extra＞ and
    ＜Out of Game＞ are left out; a Special elsewhere and not Devoted makes it false)."""
    from sakura_lab.engine.dsl import all_other_specials_devoted as shared  # one rule for every card

    return shared(st, uid)


__all__ = [n for n in dir() if not n.startswith("_")]
