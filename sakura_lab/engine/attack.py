"""Attack objects and their values (CR 6-4, 5-6, 5-7, 10-3, 10-4): pure computations, no resolution."""
from __future__ import annotations

from collections.abc import Sequence

from sakura_lab.engine.abilities import ability_cache, card_of, current_distance, forbidden, hooked
from sakura_lab.engine.cardbase import AttackAcc
from sakura_lab.engine.errors import RulesError
from sakura_lab.engine.hooks import Ability
from sakura_lab.engine.state import Attack, AttackValues, GameState


def new_attack(st: GameState, player: int, *, card: int = -1, rng: Sequence[int] = (), aura: int | None = 0,
               life: int | None = 0, after: tuple = (), statics: tuple = (), flags: frozenset = frozenset(),
               source: int = -1) -> Attack:
    """Create an attack object in ``player``'s ＜Attacking＞ zone (not yet checked for range)."""
    atk = Attack()
    atk.aid = st.next_aid
    st.next_aid += 1
    atk.player = player
    atk.card = card
    atk.source = source if source >= 0 else card
    if card >= 0:
        cd = card_of(st, card)
        atk.megami = cd.megami
        atk.category = "special" if cd.is_special else "normal"
        atk.subtype = cd.subtype
        atk.range = tuple(cd.range)
        atk.aura = cd.aura
        atk.life = cd.life
        atk.after = cd.script.after
        atk.statics = cd.script.attack_statics
        atk.flags = cd.script.flags
    else:
        atk.megami = st.cards[source].megami if source >= 0 else ""
        atk.category = None
        atk.subtype = None
        atk.range = tuple(rng)
        atk.aura = aura
        atk.life = life
        atk.after = after
        atk.statics = statics
        atk.flags = flags
    st.attacks[atk.aid] = atk
    return atk


def _attack_acc(st: GameState, atk: Attack, with_buffs: bool) -> AttackAcc:
    """Collect every modification of ``atk``: its own Forced texts, modifications put on it, pending
    "next attack" effects (``with_buffs``) and the abilities in force."""
    acc = AttackAcc()
    for ab in atk.statics:
        ab.modify_attack(st, atk.card, atk, acc)
    for m in atk.mods:
        _apply_mod(acc, m)
    if with_buffs and st.buffs and not atk.marks.get("made"):
        # "next attack" effects that will attach when this attack is made already count for the range
        # check that decides whether it is made (CR 9-2-1 i, 10-5 i; rulings memo §24)
        for bp, filt, mods in st.buffs:
            if bp == atk.player and (filt is None or filt(st, atk)):
                for m in mods:
                    _apply_mod(acc, m)
    if ability_cache(st).modify_attack:
        for src, ab in hooked(st, "modify_attack"):
            ab.modify_attack(st, src, atk, acc)
    return acc


def _substituted_damage(st: GameState, atk: Attack, acc: AttackAcc) -> tuple[int | None, int | None]:
    """Damage after substitution and exchange (CR 5-6 i, ii), before any +/-."""
    aura, life = atk.aura, atk.life
    if atk.card >= 0:
        dfn = st.cards[atk.card].script.damage_fn
        if dfn is not None:
            aura, life = dfn(st, atk)
    if acc.aura_subst is not None and aura is not None:
        aura = acc.aura_subst
    if acc.life_subst is not None and life is not None:
        life = acc.life_subst
    if acc.exchange:
        aura, life = life, aura
    return aura, life


def damage_before_addsub(st: GameState, atk: Attack) -> tuple[int | None, int | None]:
    """The damage an effect that itself adds or subtracts sees (CR 9-1-3-2): after substitution and
    exchange, before +/- (pending "next attack" effects are left out)."""
    return _substituted_damage(st, atk, _attack_acc(st, atk, False))


def attack_values(st: GameState, atk: Attack) -> AttackValues:
    """Range, damage and flags of ``atk`` after every modification in CR 5-6 / 5-7 order."""
    acc = _attack_acc(st, atk, True)
    # --- damage: substitution, exchange, +/- (CR 5-6 i, ii, v), then the rules' correction (vi)
    aura, life = _substituted_damage(st, atk, acc)
    aura_add, life_add = acc.aura_add, acc.life_add
    if acc.flags and NO_DAMAGE_INCREASE in acc.flags:  # "damage is not increased from its original values"
        aura_add, life_add = min(0, aura_add), min(0, life_add)
    if aura is not None:
        aura += aura_add
    if life is not None:
        life += life_add
    flags: frozenset[str] | set[str] = atk.flags  # most attacks gain and lose no flag: no new set then
    if acc.flags or acc.lost:
        flags = set(atk.flags) | acc.flags
        flags -= acc.lost
        if "lose_no_reactions" in acc.lost:
            flags = {f for f in flags if not f.startswith("no_reactions")}
    if "fixed_damage" in flags:  # "this attack's damage does not change" (e.g. Akina's Hostile Takeover)
        aura, life = atk.aura, atk.life
    if aura is not None:
        aura = max(0, aura) if "overwhelm" in flags else max(0, min(5, aura))  # CR 6-4-1-4, 10-21
    if life is not None:
        life = max(0, life)  # CR 6-4-1-5
    return AttackValues(_range_of(atk, acc), aura, life, frozenset(flags))


# Attack flag (set by a modification): the net additions to its damage are dropped, reductions stay (CR 5-6 v;
# substitution and exchange still apply). E.g. Innealra's イヤルカス・シラマカス.
NO_DAMAGE_INCREASE = "no_damage_increase"


def _range_of(atk: Attack, acc: AttackAcc) -> frozenset[int]:
    """The Range of ``atk`` after the modifications collected in ``acc`` (CR 5-7): change, then
    :func:`reshaped_range` when anything else applies (most attacks: nothing, and no intermediate sets)."""
    base = acc.change if acc.change is not None else atk.range
    return reshaped_range(base, acc) if acc.reshapes_range() else frozenset(base)


def reshaped_range(base: tuple[int, ...], acc: AttackAcc) -> frozenset[int]:
    """The Range ``base`` (printed or changed) after the other modifications in ``acc`` (CR 5-7): shift, add,
    remove, expand, reduce (CR 10-4, one at a time), ends only."""
    r = set(base)
    if acc.shift:
        r = {x + acc.shift for x in r}
    r.update(acc.added)
    r.difference_update(acc.removed)
    if r and acc.near_expand > 0:
        lo = min(r)
        r |= set(range(lo - acc.near_expand, lo))
    if r and acc.far_expand > 0:
        hi = max(r)
        r |= set(range(hi + 1, hi + acc.far_expand + 1))
    for x in acc.near_reduce:  # one modification at a time: the 2022 reading of CR 10-4
        if r:
            lo = min(r)
            r -= set(range(lo, lo + x))  # CR 10-4-3
    for x in acc.far_reduce:
        if r:
            hi = max(r)
            r -= set(range(hi - x + 1, hi + 1))  # CR 10-4-4
    if acc.ends_only and len(r) >= 3:  # keeps only its ends, after every other modification
        r = {min(r), max(r)}
    return frozenset(r)


def _apply_mod(acc: AttackAcc, m: tuple) -> None:
    kind = m[0]
    if kind == "dmg":
        acc.aura_add += m[1]
        acc.life_add += m[2]
    elif kind == "far":
        acc.far_expand += m[1]
    elif kind == "near":
        acc.near_expand += m[1]
    elif kind == "far_reduce":
        acc.far_reduce.append(m[1])
    elif kind == "near_reduce":
        acc.near_reduce.append(m[1])
    elif kind == "shift":
        acc.shift += m[1]
    elif kind == "flag":
        acc.flags.add(m[1])
    elif kind == "lose":
        acc.lost.add(m[1])
    elif kind == "exchange":
        acc.exchange = not acc.exchange
    else:  # pragma: no cover - a programming error in a card script
        raise RulesError(f"unknown attack modification {m!r}")


def attack_range(st: GameState, atk: Attack) -> frozenset[int]:
    """The Range of ``atk`` after every modification (CR 5-7), without computing its damage (so a ``damage_fn``
    may read it, e.g. MR 23-3 "the aim matches")."""
    return _range_of(atk, _attack_acc(st, atk, True))


def checked_distance(st: GameState, atk: Attack) -> int:
    """CR 9-4-1: the number compared with ``atk``'s Range: the current distance unless the attack's text or
    an ability in force answers the ``range_distance`` hook (MR 23-4, Tracking). Abilities in force are
    asked only while the ``range_distance`` mark is set, so other games pay nothing."""
    d = current_distance(st)
    for ab in atk.statics:
        if type(ab).range_distance is not Ability.range_distance:
            d = ab.range_distance(st, atk.card, atk, d)
    if st.marks and st.marks.get("range_distance"):
        for src, ab in hooked(st, "range_distance"):
            d = ab.range_distance(st, src, atk, d)
    return d


def in_range(st: GameState, atk: Attack, vals: AttackValues | None = None) -> bool:
    if vals is None:  # only the Range is needed: the damage and flags are not computed
        acc = _attack_acc(st, atk, True)
        if (acc.change is None and not acc.shift and not acc.added and not acc.removed and acc.near_expand <= 0
                and acc.far_expand <= 0 and not acc.near_reduce and not acc.far_reduce and not acc.ends_only):
            return checked_distance(st, atk) in atk.range  # no modification of the Range
        return checked_distance(st, atk) in _range_of(atk, acc)
    return checked_distance(st, atk) in vals.range


def can_attack(st: GameState, player: int) -> bool:
    return not forbidden(st, "attack", player)
