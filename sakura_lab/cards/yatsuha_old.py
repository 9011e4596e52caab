"""Older readings of Yatsuha's cards, seasons na-s7 .. na-s7-2 (issue 17), written in the engine's DSL.

The current readings are in :mod:`sakura_lab.cards.yatsuha`; the numbers of each season (range, damage, Cost,
type) come from the catalogue. Readings of 八葉鏡の徒桜 Naughtbloom of the Eight Mirrors (16-yatsuha-A1-s-4,
Perfect Yatsuha's Special; an Attack in both):

- reading since na-s7, printed in na-s7 (attack 0-7 1/0, Cost 2): no text when used; Devoted: immediately before
  you reshuffle, you may reveal a Yatsuha card in your played pile or hand and make it perfect (MR 14-3). You
  do not flinch.
- reading since na-s7-2, printed in na-s7-2 (attack 0-8 1/0, Cost 1): Terminal, No Reactions; After Attack and,
  Devoted, immediately before you reshuffle: the same optional perfecting, without flinching.

Rules decisions (each with its source):

- "Immediately before you reshuffle" is the core event ``before_reshuffle`` of its owner (the current reading's
  timing). H.
- "捨て札" is the played pile (glossary); the card is chosen among those with a perfect form waiting in
  ＜Extra＞ (:func:`yatsuha.offer_perfect`, MR 14-3). H.
- The na-s7-2 "対応不可" forbids Reactions by any card (``no_reactions``), as Maw of the Abyss; its perfecting
  is an After Attack effect, so it happens only when the attack resolved to that step (CR 9-4 vi). H.
"""
from __future__ import annotations

from sakura_lab.cards import yatsuha  # noqa: F401  (the current scripts first)
from sakura_lab.cards.yatsuha import NAUGHTBLOOM, offer_perfect
from sakura_lab.engine import api as S
from sakura_lab.engine.cardbase import Ability
from sakura_lab.engine.constants import HAND, PLAYED
from sakura_lab.engine.dsl import Custom, card
from sakura_lab.engine.state import Ctx, GameState


def perfect_one(st: GameState, ctx: Ctx) -> None:
    """You may reveal a Yatsuha card in your played pile or hand and make it perfect (no flinch)."""
    offer_perfect(st, ctx.player, (PLAYED, HAND))


class PerfectBeforeReshuffle(Ability):
    """Devoted: immediately before its owner reshuffles, offer to make a card perfect."""

    __slots__ = ()

    def on_event(self, st: GameState, src: int, ev: tuple) -> None:
        if ev[0] == "before_reshuffle" and ev[1] == st.owner[src]:
            S.queue_trigger(st, ("yatsuha_naughtbloom", NAUGHTBLOOM), perfect_one, Ctx(st.owner[src], src))


card(NAUGHTBLOOM, wording="na-s7", devoted=(PerfectBeforeReshuffle(),),
     summary="Naughtbloom of the Eight Mirrors: attack 0-7 1/0; Devoted: just before you reshuffle you may "
             "perfect a Yatsuha card in your played pile or hand.")

card(NAUGHTBLOOM, wording="na-s7-2", terminal=True, flags=("no_reactions",),
     after=(Custom(perfect_one, "naughtbloom"),), devoted=(PerfectBeforeReshuffle(),),
     summary="Naughtbloom of the Eight Mirrors: attack 0-8 1/0, Terminal, No Reactions; after the attack and just "
             "before you reshuffle you may perfect a Yatsuha card in your played pile or hand.")
