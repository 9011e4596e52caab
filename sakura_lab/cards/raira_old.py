"""Older readings of Raira's cards, seasons na-s7 .. na-s9-2 (issue 17), written in the engine's DSL.

The current readings are in :mod:`sakura_lab.cards.raira`. Readings of 呼び声 Roar (12-raira-o-n-6), a Throughout
action in every season:

- reading since na-s2, printed in na-s7 .. na-s9: the opponent flinches, then choose one: raise both gauges by
  1; or put every card of your hand face down and double your Thunder gauge. Nothing happens at 7 or more.
- reading since na-s9-2, printed in na-s9-2: the current choice (flinch the opponent and raise both gauges, or
  double Thunder); then with a gauge at 7 or more, an attack 0-10 1/- (instead of today's 1 damage to the
  opponent's Aura) and up to 2 basic actions.

Rules decisions (each with its source):

- "Put your whole hand face down": every card of your hand goes to your discard pile (伏せ札, face down); a card
  that cannot be put face down (a poison, MR 7-2-1) stays in hand. Then the Thunder gauge doubles (cap 20, MR 10-2-1). H.
- The na-s9-2 attack 0-10 1/- is an attack by the card's effect (CR 10-5), nested; the basic actions follow
  after it has resolved (printed order), whether it hit or not. H.
"""
from __future__ import annotations

from sakura_lab.cards import raira  # noqa: F401  (the current scripts first)
from sakura_lab.cards.raira import THUNDER, WIND, DoubleThunder, RaiseGauge, gauge
from sakura_lab.engine import api as S
from sakura_lab.engine.constants import DISCARD, HAND
from sakura_lab.engine.dsl import BasicActions, ChooseOne, Custom, Flinch, If, MakeAttack, card, rng
from sakura_lab.engine.state import Ctx, GameState

ROAR = "12-raira-o-n-6"


def hand_face_down(st: GameState, ctx: Ctx) -> None:
    """Put every card of your hand face down (those that may be put face down)."""
    for u in list(st.zones[ctx.player][HAND]):
        if not st.cards[u].script.undiscardable:
            S.move_card(st, u, DISCARD)


def gauge_at_7(st: GameState, ctx: Ctx) -> bool:
    """Your Wind or your Thunder gauge is 7 or more."""
    return gauge(st, ctx.player, WIND) >= 7 or gauge(st, ctx.player, THUNDER) >= 7


card(ROAR, wording="na-s2",
     on_play=(Flinch(),
              ChooseOne(("gauges", (RaiseGauge("both"),)),
                        ("hand_down_double_thunder", (Custom(hand_face_down, "hand face down"), DoubleThunder())))),
     summary="Flinch the opponent; then raise both gauges by 1, or put your whole hand face down and double "
             "Thunder.")

card(ROAR, wording="na-s9-2",
     on_play=(ChooseOne(("flinch_and_gauges", (Flinch(), RaiseGauge("both"))),
                        ("double_thunder", (DoubleThunder(),))),
              If(gauge_at_7, MakeAttack(rng(0, 10), 1, None), BasicActions(2))),
     summary="Flinch the opponent and raise both gauges, or double Thunder; then with a gauge at 7+ attack "
             "0-10 1/- and perform up to 2 basic actions.")
