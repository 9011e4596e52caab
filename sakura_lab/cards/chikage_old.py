"""Older readings of Chikage's cards, seasons na-s2 to na-s8 (issue 17), written in the engine's DSL.

Each script plays the text its seasons printed; the numbers per season come from the catalogue (首切り was a
Throughout attack 0-3 2/3). The current readings are in :mod:`sakura_lab.cards.chikage`.

- 09-chikage-o-n-4 首切り (Behead, na-s2 .. na-s8; 暗器 since na-s8-2): After Attack: if the opponent holds 2 or
  more cards, they choose one of them and put it into their played pile (捨て札). Rules decision: a poison may
  be chosen, since megami rules 7-2-1 forbid only the discard pile (伏せ札) and effects that put cards there;
  a card the effect may not choose in the opponent's hand (錬成攻撃, ``selectable_by_effect``) is not offered.
  The hand size is counted when the After Attack resolves. Confidence M.
- 09-chikage-o-n-3 遁術 (Concealment, na-s2 .. na-s4): After Attack: your Aura to Distance 2 (today Aura 1 and
  Shadow 1); then, for the rest of this turn, neither player may perform the basic action Forward (today only
  the opponent). Rules decision: "all players" binds you too, also a Forward paid for or offered by an effect
  (the same turn-long prohibition as today's, for both players). Confidence H.
- 09-chikage-A1-s-4 残滓の絆毒 (Vestigial Bondrot, na-s3 .. na-s6): Cost 5 then; 4/X, X = twice the opponent's
  hand size, read continuously, *without* No Reactions (Normal).
"""
from __future__ import annotations

from sakura_lab.cards import chikage  # noqa: F401  (the current scripts are registered first)
from sakura_lab.cards.chikage import OPP_HAND_2, NoBasicFor, _bondrot_damage
from sakura_lab.engine import api as S
from sakura_lab.engine.constants import D_CARD, HAND, PLAYED
from sakura_lab.engine.dsl import Arrow, Custom, If, card, selectable_by_effect
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


# ---------------------------------------------------------------- 遁術 (Concealment, na-s2 .. na-s4)
def _forbid_forward_for_all(st: GameState, ctx: Ctx) -> None:
    for p in (ctx.player, 1 - ctx.player):
        S.add_turn_effect(st, ctx.card, NoBasicFor(p, ("forward",)))


card("09-chikage-o-n-3", wording="na-s2",
     after=(Arrow("aura", "dist", 2), Custom(_forbid_forward_for_all, "no_forward_for_all")),
     summary="Concealment (older): after attack, your Aura to Distance 2; nobody may move Forward this turn.")


# ---------------------------------------------------------------- 残滓の絆毒 (Vestigial Bondrot, na-s3 .. na-s6)
card("09-chikage-A1-s-4", wording="na-s3", damage_fn=_bondrot_damage,
     summary="Vestigial Bondrot (older): 0-1 4/X, X twice the opponent's hand size; reactions allowed.")
