"""Older readings of Shinra's cards, seasons na-s2 to na-s9-2 (issue 17), written in the engine's DSL.

Each script plays the text its seasons printed; the numbers per season come from the catalogue. The current
readings are in :mod:`sakura_lab.cards.shinra` (Plans: megami rules 5; each card keeps its Plan texts in its
script data ``plan``, so 全知経典 enacts the reading of the card's own season).

- 07-shinra-o-n-2 反論 (Protest, na-s2 .. na-s9-2): cancels the damage of the reacted non-Special attack only
  when its Aura damage is 3 or more (today: any Aura damage that is not "-"); read after modifications when
  the After Attack resolves, as today's reading. Then the opponent draws 1.
- 07-shinra-A1-n-7 使徒 (Apostle, na-s4 .. na-s8): no vigor payment; on deploy and disenchant enact the Plan
  (Divine: attack 1/3/5 2/2 Unavoidable; Devious: attack 0/2/4 2/2 Unavoidable; neither has an After Attack),
  then prepare the next.
- 07-shinra-A1-n-7 使徒 (Apostle, na-s8-2): on deploy you may pay 1 vigor to prepare a Plan (as today); on
  deploy and disenchant enact the Plan, then prepare. Divine: attack 0/2/4 2/1 Unavoidable, After Attack: the
  opponent chooses a card of their hand and a card of their played or discard pile and puts both on the bottom
  of their deck in the order they choose. Devious: attack 1/3/5 2/2 Unavoidable, After Attack: the top card of
  the opponent's deck goes to their played pile and the next one to their discard pile. Rules decision: the
  opponent picks the hand card first, then the pile card, then which of the two goes to the very bottom; a
  card the effect cannot choose (錬成攻撃 in hand, a card that may not return to the deck from where it is)
  is not offered. Confidence M.
- 07-shinra-o-n-6 壮語 (Eloquence, na-s2): on disenchant enact the Plan, then prepare. Divine as today (1 vigor,
  this card on top of your deck). Devious: if the opponent holds 2 or more cards, they put cards of their hand
  into their played pile (捨て札), one at a time and of their choice, until 1 is left; then, whatever their hand,
  the opponent's vigor becomes 0. Rules decision: a card this effect may not choose (錬成攻撃 in the
  opponent's hand, ``selectable_by_effect``) is never put there, so the hand may keep more than 1 card then; a
  poison may go, as to the played pile today's reading (megami rules 7-2-1 forbid only the discard pile).
  Confidence M.
"""
from __future__ import annotations

from typing import Any

from sakura_lab.cards import shinra  # noqa: F401  (the current scripts are registered first)
from sakura_lab.cards.shinra import _apostle_pay_prepare, _mill_one_played_one_discard, plan_step
from sakura_lab.engine import api as S
from sakura_lab.engine.constants import D_CARD, DECK, DISCARD, HAND, PLAYED
from sakura_lab.engine.dsl import (
    Custom,
    Draw,
    GainVigor,
    MakeAttack,
    SetVigor,
    ThisCardTo,
    card,
    selectable_by_effect,
)
from sakura_lab.engine.state import Ctx, GameState


# ---------------------------------------------------------------- 反論 (Protest, na-s2 .. na-s9-2)
def _protest_cancel_3(st: GameState, ctx: Ctx) -> None:
    """Cancel the damage of the reacted attack if it is not a Special's and its Aura damage is 3 or more."""
    atk = st.attacks.get(ctx.reacted)
    if atk is None or atk.category == "special":
        return
    aura = S.attack_values(st, atk).aura
    if aura is None or aura < 3:
        return
    atk.damage_cancelled = True
    if st.record:
        st.log("cancel_damage", ctx.player, atk.aid)


card("07-shinra-o-n-2", wording="na-s2", after=(Custom(_protest_cancel_3, "protest"), Draw(1, "opp")),
     summary="Protest (older): cancel the damage of the reacted non-Special attack if its Aura damage is 3+; "
             "then the opponent draws 1.")


# ---------------------------------------------------------------- 使徒 (Apostle, na-s4 .. na-s8)
APOSTLE_S4 = ((MakeAttack((1, 3, 5), 2, 2, flags=("unavoidable",)),),
              (MakeAttack((0, 2, 4), 2, 2, flags=("unavoidable",)),))
card("07-shinra-A1-n-7", wording="na-s4", initialize=plan_step(*APOSTLE_S4), disenchant=plan_step(*APOSTLE_S4),
     data={"plan": APOSTLE_S4},
     summary="Apostle (na-s4 .. na-s8): on deploy and disenchant enact the Plan (an unavoidable 2/2 attack at odd "
             "or even ranges), then prepare.")


# ---------------------------------------------------------------- 使徒 (Apostle, na-s8-2)
def _may_go_back(st: GameState, u: int) -> bool:
    zones = st.cards[u].script.returns_only_from
    return zones is None or st.loc[u] in zones


def _two_to_bottom(st: GameState, ctx: Ctx) -> None:
    """The opponent chooses a card of their hand, then one of their played or discard pile, then the order."""
    q = 1 - ctx.player
    hand = [u for u in st.zones[q][HAND] if selectable_by_effect(st, u, ctx.player) and _may_go_back(st, u)]
    if hand:
        S.ask(st, q, D_CARD, hand, _hand_chosen, ctx, context="to_deck_bottom")
    else:
        _pile_step(st, ctx, -1)


def _hand_chosen(st: GameState, u: int, ctx: Ctx) -> None:
    _pile_step(st, ctx, u)


def _pile_step(st: GameState, ctx: Ctx, first: int) -> None:
    q = 1 - ctx.player
    pile = [u for z in (PLAYED, DISCARD) for u in st.zones[q][z] if _may_go_back(st, u)]
    if pile:
        S.ask(st, q, D_CARD, pile, _pile_chosen, ctx, first, context="to_deck_bottom")
    else:
        _order_step(st, ctx, first, -1)


def _pile_chosen(st: GameState, u: int, ctx: Ctx, first: int) -> None:
    _order_step(st, ctx, first, u)


def _order_step(st: GameState, ctx: Ctx, a: int, b: int) -> None:
    chosen = [u for u in (a, b) if u >= 0]
    if len(chosen) == 2:
        opts: list[Any] = chosen
        S.ask(st, 1 - ctx.player, D_CARD, opts, _bottom_first, ctx, a, b, context="deck_bottom_order")
        return
    for u in chosen:
        S.move_card(st, u, DECK, top=False)


def _bottom_first(st: GameState, lowest: int, ctx: Ctx, a: int, b: int) -> None:
    """``lowest`` goes to the very bottom, the other just above it."""
    S.move_card(st, b if lowest == a else a, DECK, top=False)
    S.move_card(st, lowest, DECK, top=False)


APOSTLE_S8_2 = ((MakeAttack((0, 2, 4), 2, 1, flags=("unavoidable",),
                            after=(Custom(_two_to_bottom, "two_to_bottom"),)),),
                (MakeAttack((1, 3, 5), 2, 2, flags=("unavoidable",),
                            after=(Custom(_mill_one_played_one_discard, "mill"),)),))
card("07-shinra-A1-n-7", wording="na-s8-2",
     initialize=(Custom(_apostle_pay_prepare, "apostle"),) + plan_step(*APOSTLE_S8_2),
     disenchant=plan_step(*APOSTLE_S8_2), data={"plan": APOSTLE_S8_2},
     summary="Apostle (na-s8-2): on deploy may pay 1 vigor to prepare; on deploy and disenchant enact the Plan "
             "(Divine: unavoidable 0/2/4 2/1, then the opponent puts a hand card and a pile card under their "
             "deck; Devious: unavoidable 1/3/5 2/2 that mills one card face up and one face down), then prepare.")


# ---------------------------------------------------------------- 壮語 (Eloquence, na-s2)
def _opp_hand_down_to_one(st: GameState, ctx: Ctx) -> None:
    """The opponent puts hand cards of their choice into their played pile until 1 is left."""
    q = 1 - ctx.player
    hand = st.zones[q][HAND]
    if len(hand) <= 1:
        return
    cands = [u for u in hand if selectable_by_effect(st, u, ctx.player)]
    if cands:
        S.ask(st, q, D_CARD, cands, _down_to_one_answer, ctx, context="to_played")


def _down_to_one_answer(st: GameState, u: int, ctx: Ctx) -> None:
    S.move_card(st, u, PLAYED)
    _opp_hand_down_to_one(st, ctx)


ELOQUENCE_S2 = ((GainVigor(1), ThisCardTo(DECK, top=True)),
                (Custom(_opp_hand_down_to_one, "hand_down_to_one"), SetVigor(0, target="opp")))
card("07-shinra-o-n-6", wording="na-s2", disenchant=plan_step(*ELOQUENCE_S2), data={"plan": ELOQUENCE_S2},
     summary="Eloquence (na-s2): on disenchant enact the Plan (Divine: +1 vigor, back on top of the deck; Devious: "
             "the opponent keeps 1 hand card, the rest to their played pile, and their vigor becomes 0), then "
             "prepare.")
