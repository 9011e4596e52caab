"""Older readings of Hatsumi's cards, seasons na-s7 .. na-s10 (issue 17), written in the engine's DSL.

The current readings are in :mod:`sakura_lab.cards.hatsumi`; the numbers of each season (damage, Cost) come from
the catalogue. Readings (season the reading began; seasons of na-s7 .. na-s10 printing it):

- 準備万端 Batten Down (17-hatsumi-o-n-5), reading since na-s5, printed in na-s7: Shadow -> your Aura 3; you
  may put a card of your hand on top of your deck. No draw, no hand-limit bonus.
- 波呼び Wavecall (17-hatsumi-o-n-7), reading since na-s5, printed in na-s7 .. na-s7-2: Unguarded (隙); Ongoing:
  its tokens move only during your turn with a tailwind; Disenchant: attack 2-7 1/- whose After Attack puts all
  of the opponent's deck face down. No start-phase or Disenchant return of a face-down card, no basic action.
- イサナ海域 Cetacean Ocean (17-hatsumi-o-s-1), reading since na-s5, printed in na-s7 .. na-s10 (3/1, Cost 4):
  tailwind: +0/+2 (today +1/+2); After Attack, headwind: Shadow -> Distance 2 and it becomes unused.

Rules decisions (each with its source):

- 順風 / 逆風 are MR 15-1-1 tailwind / headwind of the card's player (:data:`hatsumi.TAILWIND` /
  :data:`hatsumi.HEADWIND`), as in the current readings. H.
- Wavecall's lock is :class:`hatsumi.WavecallLock` (the same Ongoing text). Unguarded (CR 10-6): on a Life
  damage its tokens go to Shadow with the card; when the lock holds them, they leave with the card as it goes
  face down (CR 7-1-9), so the result is the same and no Disenchant resolves. H.
- Wavecall's After Attack (the opponent's whole deck face down): every card of the opponent's deck goes to their
  discard pile (伏せ札), as Thallya's KINNARI (furuyoni-cli rulings A.2). H.
- Batten Down's deck-top card: optional ("may"), any card of your hand. H.
"""
from __future__ import annotations

from sakura_lab.cards import hatsumi  # noqa: F401  (the current scripts first)
from sakura_lab.cards.hatsumi import BATTEN, CETACEAN, HEADWIND, TAILWIND, WAVECALL, WavecallLock
from sakura_lab.engine import api as S
from sakura_lab.engine.constants import DECK, DISCARD, HAND, IN_USE, SPECIAL
from sakura_lab.engine.dsl import Arrow, AttackMod, ChooseCards, Custom, If, MakeAttack, card, rng
from sakura_lab.engine.state import Ctx, GameState


# ====================================================================== 準備万端 (reading since na-s5)
def _to_deck_top(st: GameState, ctx: Ctx, uid: int) -> None:
    S.move_card(st, uid, DECK, top=True)


card(BATTEN, wording="na-s5",
     on_play=(Arrow("shadow", "aura", 3), ChooseCards(1, (HAND,), _to_deck_top, optional=True, label="batten_down")),
     summary="Shadow (3) -> Aura; you may put a card of your hand on top of your deck.")


# ====================================================================== 波呼び (reading since na-s5)
def opponent_deck_face_down(st: GameState, ctx: Ctx) -> None:
    """Every card of the opponent's deck goes to their discard pile (face down)."""
    q = 1 - ctx.player
    for u in list(st.zones[q][DECK]):
        S.move_card(st, u, DISCARD)


card(WAVECALL, wording="na-s5", unguarded=True, ongoing=(WavecallLock(),),
     disenchant=(MakeAttack(rng(2, 7), 1, None, after=(Custom(opponent_deck_face_down, "deck face down"),)),),
     summary="Unguarded; tokens leave only on your tailwind turn; Disenchant: attack 2-7 1/-, after it the "
             "opponent's whole deck goes face down.")


# ====================================================================== イサナ海域 (reading since na-s5)
def _this_unused(st: GameState, ctx: Ctx) -> None:
    if ctx.card >= 0 and st.loc[ctx.card] in (IN_USE, SPECIAL):
        S.set_unused(st, ctx.card)


card(CETACEAN, wording="na-s5", attack_statics=(AttackMod(TAILWIND, 0, 2),),
     after=(If(HEADWIND, Arrow("shadow", "dist", 2), Custom(_this_unused, "unused")),),
     summary="tailwind: +0/+2; after attack, headwind: Shadow (2) -> Distance, this card becomes unused")
