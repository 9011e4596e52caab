"""Older readings of Shisui's cards, seasons na-s8 … na-s9-2 (issue 17): the effect scripts of the texts those
seasons printed (numbers per season, e.g. 徹底抗戦's range 1-7 or 黒き鎧's type and Charge 0, come from the
catalogue). The current scripts live in ``shisui.py``; laceration (MR 22) is that module's.

Readings (season the reading began -> seasons that print it):

- 徹底抗戦 Insurrection since na-s8 (na-s8 … na-s9-2): as today (lacerated {2/3}; After Attack the opponent
  flinches and you lacerate one of your zones) and No Reactions (対応不可).
- 金屑纏い Fragile Mend since na-s8 (na-s8, na-s8-2): no Range Restriction; two Recovers, then you choose: both
  Auras, or both Flares, get 1 laceration (yours and the opponent's).
- 黒き鎧 Ebon Armor since na-s8 (na-s8): a Reaction enhancement with Charge 0 (today's 黒き絆 is an action).
  Initialize: X tokens from Shadow onto it, X = twice the times you took damage this turn, one more if X is 4 or
  more. Ongoing: the opponent's attacks get +0/-1, and after each of them resolves, 2 tokens of this card go to
  Shadow.
- 七大地獄「ハドマギリ」 Seventh Circle - Padma since na-s8-2 (na-s8-2): all your Laceration tokens are turned into
  damage as in your start phase (not "any zones you choose"), then attack 1-4 2/1 No Reactions (Normal),
  +0/+X with X = half the times you took damage this turn *rounded down*. (na-s8 prints today's reading.)

Rule decisions (our readings, with their sources):

- 対応不可 with no qualifier = No Reactions of any kind (CR 10-22; attack flag ``no_reactions``).
- Padma na-s8-2 "開始フェイズと同様の手順で": the procedure of MR 22-11-1: every Laceration token the player owns,
  on both players' zones, is converted, one zone at a time in the order that player chooses (decision context
  "shisui_convert", as at the start phase). Its deferral after the reacted attack is today's (its first text is
  unchanged); Shisui's host rule runs the deferred effect of the reading the card has (script data
  ``padma_effect``; edit in ``shisui.py``).
- 黒き鎧: a Charge-0 enhancement is deployed with no token and Initialize then places X; with X = 0 it is
  disenchanted at once (CR 5-5-2, 9-6; CR-digest NOTE to 9-2-3). "Times you took damage this turn" is today's count
  (``shisui.times_damaged``). "その解決後" = after the attack has resolved (the core event ``attack_resolved``,
  as Innealra's スナハイド・ドウズレド reads "after each attack"); an attack cancelled or out of range removes
  nothing. When deployed as a Reaction, the attack it answers already gets the -1 (its Ongoing text is in force
  before that attack deals damage) and the 2 tokens go after it.
"""
from __future__ import annotations

from typing import Any

from sakura_lab.cards import shisui  # noqa: F401  (the current scripts first: same_effect needs them)
from sakura_lab.cards.shisui import (
    _PADMA,
    BLACKENED_BONDS,
    FRAGILE_MEND,
    INSURRECTION,
    LACERATED,
    PADMA,
    ZONES,
    convert,
    lac,
    lacerate,
    times_damaged,
)
from sakura_lab.engine import api as S
from sakura_lab.engine.cardbase import Ability, AttackAcc
from sakura_lab.engine.constants import CARD_BASE, D_CHOOSE, ENHANCE, RECOVER, SHADOW
from sakura_lab.engine.dsl import (
    BasicActions,
    ChooseOne,
    Custom,
    Flinch,
    GlobalAttackMod,
    MakeAttack,
    card,
    rng,
)
from sakura_lab.engine.state import Attack, Ctx, GameState


# ---------------------------------------------------------------- 徹底抗戦 Insurrection (since na-s8)
def _self_lacerate(st: GameState, ctx: Ctx) -> None:
    p = ctx.player
    S.ask(st, p, D_CHOOSE, ZONES, _self_lac_answer, p, context="shisui_self_lacerate")


def _self_lac_answer(st: GameState, zone: str, p: int) -> None:
    lacerate(st, p, p, zone, 1)


card(INSURRECTION, attack_statics=(LACERATED,), flags=("no_reactions",),
     after=(Flinch("opp"), Custom(_self_lacerate, "lacerate self 1")),
     summary="Insurrection (na-s8): No Reactions; lacerated {2/3}; after it, flinch the opponent and lacerate one "
             "of your zones.", wording="na-s8")


# ---------------------------------------------------------------- 金屑纏い Fragile Mend (since na-s8)
def _both(zone: str) -> Any:
    def fn(st: GameState, ctx: Ctx) -> None:
        p = ctx.player
        lacerate(st, p, p, zone, 1)
        lacerate(st, p, 1 - p, zone, 1)
    return fn


card(FRAGILE_MEND, on_play=(BasicActions(2, only=(RECOVER,), optional=False),
                            ChooseOne(("auras", (Custom(_both("aura"), "lacerate both Auras 1"),)),
                                      ("flares", (Custom(_both("flare"), "lacerate both Flares 1"),)))),
     wording="na-s8",
     summary="Fragile Mend (na-s8): two Recovers; then lacerate both Auras, or both Flares, by 1.")


# ---------------------------------------------------------------- 黒き鎧 Ebon Armor (since na-s8)
def _ebon_init(st: GameState, ctx: Ctx) -> None:
    x = 2 * times_damaged(st, ctx.player)
    if x >= 4:
        x += 1
    if x > 0 and ctx.card >= 0:
        S.move_tokens(st, SHADOW, CARD_BASE + ctx.card, x, cause="effect")


def _opp_attack(st: GameState, src: int, atk: Attack) -> bool:
    return atk.player != st.owner[src]


class EbonArmorDecay(Ability):
    """Ongoing (黒き鎧): after each of the opponent's attacks has resolved, 2 tokens of this card go to Shadow."""

    __slots__ = ()

    def on_event(self, st: GameState, src: int, ev: tuple) -> None:
        if ev[0] != "attack_resolved":
            return
        done = st.marks.get(("done_attack", ev[1]))
        if done is not None and done[0] == 1 - st.owner[src]:
            S.queue_trigger(st, ("ebon_armor", st.cards[src].id), _ebon_decay, src)


def _ebon_decay(st: GameState, src: int) -> None:
    if st.loc[src] == ENHANCE:
        S.move_tokens(st, CARD_BASE + src, SHADOW, 2, cause="effect")


card(BLACKENED_BONDS, initialize=(Custom(_ebon_init, "X tokens from Shadow"),),
     ongoing=(GlobalAttackMod(_opp_attack, life=-1), EbonArmorDecay()), wording="na-s8",
     summary="Ebon Armor (na-s8, Reaction enhancement, Charge 0): Initialize: twice the times you took damage this "
             "turn (+1 if 4 or more) tokens from Shadow; the opponent's attacks -0/-1, each then takes 2 tokens.")


# ---------------------------------------------------------------- 七大地獄「ハドマギリ」 Padma (since na-s8-2)
def _convert_all(st: GameState, p: int) -> None:
    """MR 22-11-1's procedure: every Laceration token of ``p`` is converted, zone by zone in ``p``'s order."""
    opts = [("convert", q, z) for q in (1 - p, p) for z in ZONES if lac(st, p, q, z) > 0]
    if opts:
        S.ask(st, p, D_CHOOSE, opts, _convert_all_answer, p, context="shisui_convert")


def _convert_all_answer(st: GameState, ans: tuple, p: int) -> None:
    S.push(st, _convert_all, p)
    convert(st, p, ans[1], ans[2])


class PadmaBonusFloor(Ability):
    """Forced text of Padma's attack (na-s8-2): +0/+X, X = half the times its user took damage this turn, rounded
    down."""

    __slots__ = ()

    def modify_attack(self, st: GameState, src: int, atk: Attack, acc: AttackAcc) -> None:
        acc.life_add += times_damaged(st, atk.player) // 2


PADMA_ATTACK_S8_2 = MakeAttack(rng(1, 4), 2, 1, statics=(PadmaBonusFloor(),), flags=("no_reactions_normal",))


def padma_effect_s8_2(st: GameState, p: int, uid: int) -> None:
    """Padma's effect (na-s8-2): convert all, then the attack (run at once, or after the reacted attack)."""
    S.push(st, _padma_attack, p, uid)
    _convert_all(st, p)


def _padma_attack(st: GameState, p: int, uid: int) -> None:
    PADMA_ATTACK_S8_2.run(st, Ctx(p, uid))


def _padma(st: GameState, ctx: Ctx) -> None:
    if ctx.reacted >= 0 and ctx.reacted in st.attacks:
        st.marks[(_PADMA, ctx.reacted)] = (ctx.player, ctx.card)  # after that attack (its Forced text)
        return
    padma_effect_s8_2(st, ctx.player, ctx.card)


card(PADMA, on_play=(Custom(_padma, "padma"),), data={"padma_effect": padma_effect_s8_2}, wording="na-s8-2",
     summary="Padma (na-s8-2): after the reacted attack, convert all your laceration as at the start phase, then "
             "a 1-4 2/1 attack +0/+half the damage taken (rounded down).")
