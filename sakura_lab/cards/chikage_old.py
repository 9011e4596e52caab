"""Older readings of Chikage's cards, seasons na-s2 to na-s8 (issue 17), written in the engine's DSL.

Each script plays the text its seasons printed; the numbers per season come from the catalogue (首切り was a
Throughout attack 0-3 2/3). The current readings are in :mod:`sakura_lab.cards.chikage`.

- 09-chikage-o-n-4 首切り (Behead, na-s2 .. na-s8; 暗器 since na-s8-2): After Attack: if the opponent holds 2 or
  more cards, they choose one of them and put it into their played pile (捨て札). Rules decision: a poison may
  be chosen, since megami rules 7-2-1 forbid only the discard pile (伏せ札) and effects that put cards there;
  a card the effect may not choose in the opponent's hand (錬成攻撃, ``selectable_by_effect``) is not offered.
  The hand size is counted when the After Attack resolves. Confidence M.
"""
from __future__ import annotations

from sakura_lab.cards import chikage  # noqa: F401  (the current scripts are registered first)
from sakura_lab.cards.chikage import OPP_HAND_2
from sakura_lab.engine import api as S
from sakura_lab.engine.constants import D_CARD, HAND, PLAYED
from sakura_lab.engine.dsl import Custom, If, card, selectable_by_effect
from sakura_lab.engine.state import Ctx, GameState


def _opp_hand_card_to_played(st: GameState, ctx: Ctx) -> None:
    q = 1 - ctx.player
    hand = [u for u in st.zones[q][HAND] if selectable_by_effect(st, u, ctx.player)]
    if hand:
        S.ask(st, q, D_CARD, hand, _to_played, context="to_played")


def _to_played(st: GameState, u: int) -> None:
    S.move_card(st, u, PLAYED)


card("09-chikage-o-n-4", wording="na-s2", after=(If(OPP_HAND_2, Custom(_opp_hand_card_to_played, "behead")),),
     summary="Behead: full-power 0-3 2/3; afterwards an opponent holding 2+ cards puts one of them face up into "
             "their played pile.")
