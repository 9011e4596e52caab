"""Older readings of Thallya's cards, seasons na-s2 .. na-s9-2 (issue 17), written in the engine's DSL.

The current readings are in :mod:`sakura_lab.cards.thallya`; the numbers of each season (range, damage, Cost,
type, subtype) come from the catalogue. Readings (season the reading began; seasons of na-s2 .. na-s10 printing
it):

- Form: ASURA (transform-A1-03, Thallya A1's TransForm card), reading since na-s5, printed in na-s5: On
  TransForm, the opponent puts one card of their hand into their played pile, then the top card of their deck
  goes to their played pile (today: twice a card of their discard pile). Sigma-Drive: an attack at Range 1, 3 or
  5 (today 3, 5), 3/2, After Attack you flinch; once per turn.
- Steam Cannon (11-thallya-o-n-4), reading since na-s2, printed in na-s7 .. na-s8: a Throughout attack 2-8 3/3
  with Combust and no other text (no All-Out bonus, no recovery).
- Thallya's Masterpiece (11-thallya-o-s-3), reading since na-s3, printed in na-s7 .. na-s9: a Special Action
  (Cost 1) without effect when used; Devoted: on your turn, each time you Maneuver other than by a basic action
  and the Distance changes, you may move 1 token between ＜Shadow＞ and ＜Distance＞ either way.
- Waving Edge (11-thallya-o-n-2), reading since na-s9-2, printed in na-s9-2 (range 1-4): Combust; After Attack,
  up to one basic action, then Maneuver.

Rules decisions (each with its source):

- Masterpiece's "Maneuver other than by a basic action": our rules have no basic action that is itself a
  Maneuver; the only Maneuver made by performing a basic action is the one of YAKSHA's additional basic action Beta-Edge
  (MR 9-3-1-7: its attack's After Attack Maneuver). So a Maneuver resolving during an attack made by a TransForm
  card's additional basic action does not trigger it; every other Maneuver of yours on your turn that changed
  the current Distance does (the ``maneuver`` event of :func:`thallya.maneuver`, the same test Alpha-Edge's
  Immediate Resurgence uses). Source: the card's Chinese translation in furuyoni-data (``textZh``) reads it as a
  Maneuver resolved by an effect other than a basic action. M.
- Masterpiece's Shadow <-> Distance 1: an optional double arrow (CR 10-1), its direction chosen by you,
  after the Maneuver has resolved (a situation-triggered effect, CR 5-5). H.
- Waving Edge's "up to one basic action" is performed by the effect, without cost (CR 9-7 ii), and may be an
  additional basic action (MR 9-3-1-7), as every unspecified basic action of an effect; then the Maneuver. H.
- ASURA na-s5: the hand card is chosen by the opponent (the text makes them the subject), among the cards Thallya's effect
  may choose (``selectable_by_effect``: not 錬成攻撃); a poison goes to the played pile too (it cannot be put face
  down, but 捨て札 is the played pile, as Dark Pulse's ruling in utsuro.py). With no card in hand only the deck's
  top card moves; with an empty deck nothing more. The form's data (``on_transform``, ``machine_basic``) is read
  from the script of the season's reading (thallya.py reads ``script.data``), so no table needed a change. H.
"""
from __future__ import annotations

from sakura_lab.cards import thallya  # noqa: F401  (the current scripts first)
from sakura_lab.cards.thallya import COMBUST, Maneuver
from sakura_lab.engine import api as S
from sakura_lab.engine.cardbase import Ability
from sakura_lab.engine.constants import D_CARD, DECK, HAND, PLAYED
from sakura_lab.engine.dsl import (
    BasicActions,
    Custom,
    DoubleArrow,
    Flinch,
    MakeAttack,
    May,
    card,
    selectable_by_effect,
)
from sakura_lab.engine.state import Ctx, GameState

STEAM_CANNON = "11-thallya-o-n-4"
MASTERPIECE = "11-thallya-o-s-3"
WAVING_EDGE = "11-thallya-o-n-2"


# ====================================================================== Steam Cannon (reading since na-s2)
card(STEAM_CANNON, wording="na-s2", extra_cost=COMBUST,
     summary="Combust. Throughout attack 2-8 3/3 without other text.")


# ====================================================================== Thallya's Masterpiece (since na-s3)
def maneuver_by_basic_action(st: GameState) -> bool:
    """A Maneuver resolving now is part of a basic action: an attack made by a TransForm card's additional
    basic action (Beta-Edge, MR 9-3-1-7) is in progress."""
    for atk in st.attacks.values():
        u = atk.source
        if u >= 0 and st.cards[u].script.data.get("transform"):
            return True
    return False


_MASTERPIECE_ARROW = (May("thallya_masterpiece_s3", DoubleArrow("shadow", "dist", 1)),)


class MasterpieceManeuver(Ability):
    """Devoted: on your turn, after each Maneuver of yours (not by a basic action) that changed the Distance,
    you may move 1 token between Shadow and Distance."""

    __slots__ = ()

    def on_event(self, st: GameState, src: int, ev: tuple) -> None:
        if ev[0] != "maneuver" or not ev[2]:
            return
        p = st.owner[src]
        if ev[1] != p or st.turn_player != p or maneuver_by_basic_action(st):
            return
        S.queue_trigger(st, ("thallya_masterpiece", st.cards[src].id), S.push_nodes, _MASTERPIECE_ARROW,
                        Ctx(p, src))


card(MASTERPIECE, wording="na-s3", devoted=(MasterpieceManeuver(),),
     summary="Devoted: on your turn, after each non-basic-action Maneuver that changes the Distance you may "
             "move 1 token between Shadow and Distance.")


# ====================================================================== Waving Edge (reading since na-s9-2)
card(WAVING_EDGE, wording="na-s9-2", extra_cost=COMBUST, after=(BasicActions(1), Maneuver()),
     summary="Combust. Attack 1-4 3/1; after the attack, up to one basic action, then Maneuver.")


# ====================================================================== Form: ASURA (reading since na-s5)
ASURA = "transform-A1-03"


def _asura_s5_tf(st: GameState, ctx: Ctx) -> None:
    q = 1 - ctx.player
    S.push(st, _asura_s5_deck, q)
    hand = [u for u in st.zones[q][HAND] if selectable_by_effect(st, u, ctx.player)]
    if hand:
        S.ask(st, q, D_CARD, hand, _asura_s5_hand, context="asura_hand")


def _asura_s5_hand(st: GameState, uid: int) -> None:
    S.move_card(st, uid, PLAYED)


def _asura_s5_deck(st: GameState, q: int) -> None:
    deck = st.zones[q][DECK]
    if deck:
        S.move_card(st, deck[0], PLAYED)


card(ASURA, wording="na-s5", data={
    "transform": True,
    "on_transform": (Custom(_asura_s5_tf, "opponent: a hand card and the deck's top card to the played pile"),),
    "machine_basic": ("Sigma-Drive", (MakeAttack((1, 3, 5), 3, 2, after=(Flinch("self"),)),), True),
}, summary="ASURA (na-s5): the opponent puts a hand card and their top deck card into their played pile; "
           "Sigma-Drive (1/turn) attack 1,3,5 3/2, then you flinch.")
