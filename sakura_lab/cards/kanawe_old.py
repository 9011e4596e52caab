"""Older readings of Kanawe's cards, seasons na-s6 … na-s8 (issue 17): the effect scripts of the texts those
seasons printed (numbers per season come from the catalogue). The current scripts live in ``kanawe.py``.

Readings (season the reading began -> seasons that print it):

- 残光 Afterglow since na-s6 (na-s6): look at the opponent's hand and put one of its cards on the bottom of their
  deck, whatever the Act colour (today only with a purple or green Act); the opponent gains 1 Vigor.
- たまゆらふみ Action to the Word since na-s6 (na-s6): choose one: prepare a Plot from ＜Extra＞, and at this
  turn's end phase this card becomes unused again; or prepare a Plot from ＜Completed＞ (the card stays Devoted and
  is not removed). No Devoted text.
- ほかげきらぼし Master of Fates since na-s6 (na-s6, na-s6-2): Cost X = the current Act value; perform one basic
  action, then, if the Act is green, red or purple, resolve its effect; Immediate Resurgence when you move to
  the next Act (as today, which has no basic action).
- あたらよちよに Better Part of Valor since na-s6 (na-s6, na-s6-2): After Attack, cancel the reacted attack (a
  Special's too); a Normal card's goes on top of its owner's deck, a Special becomes unused (today: non-Special
  attacks only, no unused).
- 脚本化 Composition since na-s6 (na-s6, na-s6-2, na-s7): its end-phase return from the played pile to the
  bottom of the deck gives the opponent no Vigor (the return itself is Kanawe's host rule, which reads the
  card's script data ``home_vigor``; today's reading gives 1).
- たまゆらふみ Action to the Word since na-s6-2 (na-s6-2 … na-s8): the Plot is prepared only if its player pays
  1 Vigor ("you may pay; if you do, prepare"); its Devoted text returns it unused without giving the opponent
  Vigor.

Rule decisions (our readings):

- Paying Vigor by a card's effect (集中力を支払う) needs 1 Vigor and is refused while a "cannot pay Vigor" effect
  forbids ``pay_vigor`` (as Shinra's module reads the same words; FORBIDDABLE ``pay_vigor``). The payment is
  offered even when no Plot could be prepared (the text does not make it conditional).
- Action to the Word na-s6: "at this turn's end phase this card becomes unused" is a delayed effect created when
  the first choice resolves (a turn effect, ``dsl.TurnEffect``, with a trigger on this turn's end phase); it
  happens whether a Plot could be prepared or not (the text does not make it conditional), and only if the card
  is then Devoted (CR 10-17). Both choices are offered even when one prepares nothing. M.
- Master of Fates na-s6: "perform one basic action" is a basic action by effect, without cost (CR 9-7 ii), not
  optional, chosen among those that would move a token (CR 9-7 i-B); then the colour is read. H.
- Better Part of Valor na-s6: the cancel is ``CancelAttack`` (an uncancellable attack, CR 10-23, stays); only a
  cancelled attack's card moves: a Normal card to the top of its owner's deck, a Special card (still In Use)
  unused to its owner's ＜Special＞ (CR 10-17), so it does not become Devoted afterwards. An attack made by an
  effect (no card) is only cancelled. H.
"""
from __future__ import annotations

from sakura_lab.cards import kanawe  # noqa: F401  (the current scripts first: same_effect needs them)
from sakura_lab.cards.kanawe import COMPLETED, COMPOSITION, PreparePlot, may_prepare
from sakura_lab.engine import api as S
from sakura_lab.engine.cardbase import Ability
from sakura_lab.engine.constants import DECK, DEVOTED, EXTRA, HAND, IN_USE, SPECIAL
from sakura_lab.engine.dsl import (
    BasicActions,
    CancelAttack,
    ChooseOne,
    Custom,
    GainVigor,
    ImmediateResurgence,
    May,
    Trigger,
    TurnEffect,
    card,
)
from sakura_lab.engine.state import Ctx, GameState

ATW = "20-kanawe-o-s-1"

# ---------------------------------------------------------------- 脚本化 Composition (since na-s6)
card(COMPOSITION, after=(may_prepare((EXTRA,)),), data={"home_vigor": 0}, wording="na-s6",
     summary="After attack you may prepare a Plot from Extra; at your end phase it may go from your played pile "
             "to the bottom of your deck (the opponent gains nothing)")


# ---------------------------------------------------------------- たまゆらふみ Action to the Word (since na-s6-2)
def can_pay_vigor(st: GameState, ctx: Ctx) -> bool:
    """The player may pay 1 Vigor by an effect: has it and no effect forbids paying Vigor."""
    return st.vigor[ctx.player] >= 1 and not S.forbidden(st, "pay_vigor", ctx.player)


def pay_vigor(st: GameState, ctx: Ctx) -> None:
    st.vigor[ctx.player] -= 1
    if st.record:
        st.log("event", "pay_vigor", ctx.player, 1)


def _progressed_last_turn(st: GameState, p: int) -> bool:
    return st.marks.get(("kw_progressed", p)) == st.turn - 1


class ATWDevotedOld(Ability):
    """Devoted (na-s6-2 reading): at the start of the opponent's start phase, if you did not progress a Plot on
    your previous turn, this card becomes unused (nothing for the opponent)."""

    __slots__ = ()

    def on_event(self, st: GameState, src: int, ev: tuple) -> None:
        owner = st.owner[src]
        if ev[0] == "start_phase" and ev[1] == 1 - owner and not _progressed_last_turn(st, owner):
            S.queue_trigger(st, ("action_to_the_word", st.cards[src].id), _unuse, src)


def _unuse(st: GameState, src: int) -> None:
    if st.loc[src] == SPECIAL and st.cstate[src] != 0:
        S.set_unused(st, src)


card(ATW, on_play=(May("kanawe_atw_pay_vigor", Custom(pay_vigor, "pay 1 Vigor"),
                       PreparePlot((EXTRA, COMPLETED), remove_if_completed=True), cond=can_pay_vigor),),
     devoted=(ATWDevotedOld(),), wording="na-s6-2",
     summary="You may pay 1 Vigor to prepare a Plot from Extra or Completed (from Completed: remove this card); "
             "Devoted: unused again at the opponent's start phase if you did not progress a Plot last turn")


# ---------------------------------------------------------------- 残光 Afterglow (since na-s6)
AFTERGLOW = "20-kanawe-o-n-5"
MASTER_OF_FATES = "20-kanawe-o-s-2"
VALOR = "20-kanawe-o-s-3"

card(AFTERGLOW, on_play=(Custom(kanawe._afterglow, "look at the opponent's hand, one card to deck bottom"),
                         GainVigor(1, "opp")), wording="na-s6",
     summary="Look at the opponent's hand and put one card on the bottom of their deck (any Act); the opponent "
             "gains 1 vigor")


# ---------------------------------------------------------------- たまゆらふみ Action to the Word (since na-s6)
def _unuse_this(st: GameState, ctx: Ctx) -> None:
    """This card becomes unused again (if it is Devoted then)."""
    u = ctx.card
    if u >= 0 and st.loc[u] == SPECIAL and st.cstate[u] == DEVOTED:
        S.set_unused(st, u)


def _any_end_phase(st: GameState, src: int, ev: tuple) -> bool:
    return True


_BACK_AT_END_PHASE = TurnEffect(Trigger("end_phase", _any_end_phase, Custom(_unuse_this, "unused again"),
                                        label="action_to_the_word_s6"))

card(ATW, on_play=(ChooseOne(("from_extra", (PreparePlot((EXTRA,)), _BACK_AT_END_PHASE)),
                             ("from_completed", (PreparePlot((COMPLETED,)),))),),
     wording="na-s6",
     summary="Choose: prepare a Plot from Extra (this card is unused again at this turn's end phase), or prepare a "
             "Plot from Completed")


# ---------------------------------------------------------------- ほかげきらぼし Master of Fates (since na-s6)
card(MASTER_OF_FATES, cost_fn=kanawe._mof_cost,
     on_play=(BasicActions(1, optional=False), Custom(kanawe._mof_effect, "resolve the Act colour's effect")),
     devoted=(ImmediateResurgence(kanawe._next_act_of_owner),), wording="na-s6",
     summary="Cost X = Act value; perform a basic action, then resolve the effect of a green, red or purple Act; "
             "Immediate Resurgence: you move to the next Act")


# ---------------------------------------------------------------- あたらよちよに Better Part of Valor (since na-s6)
def _valor_s6_after(st: GameState, ctx: Ctx) -> None:
    atk = st.attacks.get(ctx.reacted)
    if atk is None or not atk.cancelled or atk.card < 0:
        return
    u = atk.card
    if st.cards[u].is_special:
        if st.loc[u] in (IN_USE, SPECIAL):
            S.set_unused(st, u)
    elif st.cards[u].is_normal and st.loc[u] not in (DECK, HAND):
        S.move_card(st, u, DECK, top=True)


card(VALOR, after=(CancelAttack(), Custom(_valor_s6_after, "a Normal card to deck top, a Special unused")),
     wording="na-s6",
     summary="After attack: cancel the reacted attack; a Normal card's goes on top of its owner's deck, a Special "
             "card's becomes unused")
