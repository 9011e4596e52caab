"""Damage (CR 5-8): two-value damage with the aura-or-life choice, single-value damage, aura-like walls."""
from __future__ import annotations

from typing import Any

from sakura_lab.engine.abilities import emit, forbidden, notify
from sakura_lab.engine.constants import (
    AURA,
    CARD_BASE,
    D_DAMAGE,
    D_DAMAGE_SPLIT,
    ENHANCE,
    FLARE,
    LIFE,
    SHADOW,
)
from sakura_lab.engine.frames import ask, push
from sakura_lab.engine.state import GameState
from sakura_lab.engine.tokens import move_tokens


def push_damage(st: GameState, target: int, aura: int | None, life: int | None, *, kind: str = "effect",
                aid: int = -1, chooser: int | None = None, both: bool = False) -> None:
    """Resolve two-value damage ``aura/life`` to ``target`` (CR 5-8-2, 5-8-3-2); None means "-"."""
    push(st, _damage_start, target, aura, life, kind, aid, target if chooser is None else chooser, both)


def aura_like(st: GameState, p: int) -> tuple[int, list[int]]:
    """Aura tokens plus tokens of enhancements treated as aura for damage (Silent Wall)."""
    walls = []
    for u in st.zones[p][ENHANCE]:
        if u in st.disenchanting:
            continue
        for ab in st.cards[u].script.ongoing:
            if ab.counts_as_aura and st.tok[CARD_BASE + u] > 0:
                walls.append(u)
                break
    return st.tok[AURA + p] + sum(st.tok[CARD_BASE + u] for u in walls), walls


def _damage_start(st: GameState, target: int, aura: int | None, life: int | None, kind: str, aid: int,
                  chooser: int, both: bool) -> None:
    if aura is None and life is None:
        return
    if _immune(st, target, kind):
        return
    if both:
        # CR 10-26 (2022-11): both damages are dealt simultaneously.
        push(st, _damage_done, target, "both", aura, life, kind, aid)
        if life is not None:
            push(st, damage_life, target, life, kind, aid)
        if aura is not None:
            push(st, _damage_aura, target, aura, kind, aid)
        return
    opts = []
    if aura is not None:
        total, _ = aura_like(st, target)
        if life is None or total >= aura:
            opts.append("aura")
    if life is not None:
        opts.append("life")
    ask(st, chooser, D_DAMAGE, opts, _damage_chosen, target, aura, life, kind, aid,
        context=(target, aura, life, kind))


def _damage_chosen(st: GameState, choice: str, target: int, aura: int | None, life: int | None, kind: str,
                   aid: int) -> None:
    if choice == "aura":
        push(st, _damage_done, target, "aura", aura, None, kind, aid)
        push(st, _damage_aura, target, aura, kind, aid)
    else:
        push(st, _damage_done, target, "life", None, life, kind, aid)
        push(st, damage_life, target, life, kind, aid)


def _damage_done(st: GameState, target: int, chosen: str, aura: Any, life: Any, kind: str, aid: int) -> None:
    atk = st.attacks.get(aid)
    if atk is not None:
        atk.chosen = chosen
    emit(st, "damage_done", target, chosen, aid, kind)


def _damage_aura(st: GameState, target: int, n: int, kind: str, aid: int) -> None:
    """Aura damage: tokens from ＜Aura＞ (and aura-like enhancements) to ＜Shadow＞ (CR 5-8-3-1)."""
    if n <= 0 or _immune(st, target, kind):
        _record_dealt(st, aid, 0, None)
        return
    total, walls = aura_like(st, target)
    if walls:
        lo = max(0, n - st.tok[AURA + target])
        wall_tokens = total - st.tok[AURA + target]
        hi = min(n, wall_tokens)
        if hi > lo:
            ask(st, target, D_DAMAGE_SPLIT, range(lo, hi + 1), _damage_aura_split, target, n, kind, aid,
                tuple(walls), context=(n, st.tok[AURA + target], wall_tokens))
            return
        _damage_aura_split(st, lo, target, n, kind, aid, tuple(walls))
        return
    moved = move_tokens(st, AURA + target, SHADOW, n, cause=_dmg_cause(kind))
    _record_dealt(st, aid, moved, None)


def _immune(st: GameState, target: int, kind: str) -> bool:
    """"You cannot take damage" (FORBIDDABLE ``take_damage``): the damage is not dealt at all."""
    if not forbidden(st, "take_damage", target, kind):
        return False
    if st.record:
        st.log("damage_prevented", target, kind)
    return True


def _dmg_cause(kind: str) -> str:
    return "attack_damage" if kind == "attack" else "damage"


def _damage_aura_split(st: GameState, from_walls: int, target: int, n: int, kind: str, aid: int,
                       walls: tuple) -> None:
    moved = 0
    left = from_walls
    for u in walls:
        if left <= 0:
            break
        k = move_tokens(st, CARD_BASE + u, SHADOW, left, cause=_dmg_cause(kind))
        left -= k
        moved += k
    moved += move_tokens(st, AURA + target, SHADOW, n - moved, cause=_dmg_cause(kind))
    _record_dealt(st, aid, moved, None)


def damage_life(st: GameState, target: int, n: int, kind: str, aid: int) -> None:
    """Life damage: tokens from ＜Life＞ to the same player's ＜Flare＞ (CR 5-8-3-1)."""
    immune = n > 0 and _immune(st, target, kind)
    moved = move_tokens(st, LIFE + target, FLARE + target, n, cause=_dmg_cause(kind)) if n > 0 and not immune else 0
    _record_dealt(st, aid, None, moved)
    if moved > 0 and st.outcome is None:
        emit(st, "life_damage", target, moved, aid, kind)
    if not immune and st.outcome is None:
        # unlogged event: life damage of 0 or more has been resolved (MR 21-6-3 reacts also to 0 damage)
        notify(st, "life_damage_resolved", target, moved, aid, kind)


def _record_dealt(st: GameState, aid: int, aura: int | None, life: int | None) -> None:
    atk = st.attacks.get(aid)
    if atk is None:
        return
    if st.cstats is not None:  # attack damage is credited to the card (or the source of an effect attack)
        u = atk.card if atk.card >= 0 else atk.source
        if u >= 0:
            rec = st.cstats.get(u)
            if rec is None:
                rec = st.cstats[u] = [0, 0, 0, 0, 0]
            rec[2] += aura or 0
            rec[3] += life or 0
    if aura is not None:
        atk.dealt_aura += aura
    if life is not None:
        atk.dealt_life += life


def push_single_damage(st: GameState, target: int, where: str, n: int, kind: str = "effect") -> None:
    """Single-value damage to "aura", "life" or "flare" (CR 5-8-1, 5-8-3-1)."""
    push(st, _single_damage, target, where, n, kind)


def _single_damage(st: GameState, target: int, where: str, n: int, kind: str) -> None:
    """A single-value damage is resolved: unless prevented ("cannot take damage"), the unlogged event
    ``("single_damage", target, where, n, kind)`` first (e.g. MR 22: Shisui counts the damage taken)."""
    if not forbidden(st, "take_damage", target, kind):
        notify(st, "single_damage", target, where, n, kind)
    if where == "aura":
        _damage_aura(st, target, n, kind, -1)
    elif where == "life":
        damage_life(st, target, n, kind, -1)
    else:
        _damage_flare(st, target, n)


def _damage_flare(st: GameState, target: int, n: int) -> None:
    if _immune(st, target, "effect"):
        return
    move_tokens(st, FLARE + target, SHADOW, n, cause="damage")
