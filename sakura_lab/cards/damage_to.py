"""Attack damage that moves tokens to other places than Shadow / Flare (CR 10-30 replacing CR 9-4 iv-v), shared by
the card texts that read "this attack's damage moves the tokens to X instead": Hatsumi's Torrent (All-Out: to
Distance) and Acid Spray (headwind: Life damage to Shadow), Megumi's Pommel Thrust (to Distance).

The damage is chosen and dealt as the core deals it (Aura first, then aura-like enhancements; "both" for CR
10-26; the defender, or the attacker with "attacker_chooses", picks), only the destinations differ; card
statistics record it as dealt damage.
"""
from __future__ import annotations

from typing import Any

from sakura_lab.engine import api as S
from sakura_lab.engine.cardbase import Ability
from sakura_lab.engine.constants import AURA, CARD_BASE, D_DAMAGE, LIFE
from sakura_lab.engine.state import Attack, Ctx, GameState


def always(st: GameState, ctx: Ctx) -> bool:
    """A ``DamageTo`` condition that always holds (the text has no condition)."""
    return True


class DamageTo(Ability):
    """Forced text of an attack: while ``cond`` holds, its damage moves tokens to ``aura_dest`` / ``life_dest``
    instead of Shadow / Flare (replacement ``attack_damage``, CR 10-30)."""

    __slots__ = ("cond", "aura_dest", "life_dest")
    replaces = frozenset({"attack_damage"})

    def __init__(self, cond: Any, aura_dest: int, life_dest: int) -> None:
        self.cond = cond
        self.aura_dest = aura_dest
        self.life_dest = life_dest

    def replace(self, st: GameState, src: int, what: str, args: tuple) -> bool:
        atk: Attack = args[0]
        if not self.cond(st, Ctx(atk.player, atk.card, atk.aid)):
            return False
        S.push(st, _redirect_start, atk.aid, self.aura_dest, self.life_dest)
        return True


def _redirect_start(st: GameState, aid: int, aura_dest: int, life_dest: int) -> None:
    atk = st.attacks.get(aid)
    if atk is None:
        return
    q = 1 - atk.player
    if S.forbidden(st, "take_damage", q, "attack"):
        return
    vals = S.attack_values(st, atk)
    if vals.aura is None and vals.life is None:
        return
    if "both_damage" in vals.flags:  # CR 10-26
        _redirect_chosen(st, "both", aid, q, vals.aura, vals.life, aura_dest, life_dest)
        return
    opts: list[str] = []
    if vals.aura is not None:
        total, _walls = S.aura_like(st, q)
        if vals.life is None or total >= vals.aura:
            opts.append("aura")
    if vals.life is not None:
        opts.append("life")
    chooser = atk.player if "attacker_chooses" in vals.flags else q
    S.ask(st, chooser, D_DAMAGE, opts, _redirect_chosen, aid, q, vals.aura, vals.life, aura_dest, life_dest,
          context=(q, vals.aura, vals.life, "attack"))


def _redirect_chosen(st: GameState, choice: str, aid: int, q: int, aura: int | None, life: int | None,
                     aura_dest: int, life_dest: int) -> None:
    atk = st.attacks.get(aid)
    dealt_aura = dealt_life = 0
    if choice in ("aura", "both") and aura is not None and aura > 0:
        dealt_aura = S.move_tokens(st, AURA + q, aura_dest, aura, cause="attack_damage")
        for u in S.aura_like(st, q)[1]:
            if dealt_aura >= aura:
                break
            dealt_aura += S.move_tokens(st, CARD_BASE + u, aura_dest, aura - dealt_aura, cause="attack_damage")
    if choice in ("life", "both") and life is not None and life > 0:
        dealt_life = S.move_tokens(st, LIFE + q, life_dest, life, cause="attack_damage")
        if dealt_life > 0 and st.outcome is None:
            S.emit(st, "life_damage", q, dealt_life, aid, "attack")
    if atk is not None:
        atk.dealt_aura += dealt_aura
        atk.dealt_life += dealt_life
        atk.chosen = choice
        if st.cstats is not None:
            u = atk.card if atk.card >= 0 else atk.source
            if u >= 0:
                rec = st.cstats.get(u)
                if rec is None:
                    rec = st.cstats[u] = [0, 0, 0, 0, 0]
                rec[2] += dealt_aura
                rec[3] += dealt_life
    S.emit(st, "damage_done", q, choice, aid, "attack")
