"""Older readings of Kanawe's cards, seasons na-s6 … na-s8 (issue 17): the effect scripts of the texts those
seasons printed (numbers per season come from the catalogue). The current scripts live in ``kanawe.py``.

Readings (season the reading began -> seasons that print it):

- 脚本化 Composition since na-s6 (na-s6, na-s6-2, na-s7): its end-phase return from the played pile to the
  bottom of the deck gives the opponent no Vigor (the return itself is Kanawe's host rule, which reads the
  card's script data ``home_vigor``; today's reading gives 1).
- たまゆらふみ Action to the Word since na-s6-2 (na-s6-2 … na-s8): the Plot is prepared only if its player pays
  1 Vigor ("you may pay; if you do, prepare"); its Devoted text returns it unused without giving the opponent
  Vigor.

Seasons before na-s7 are out of this module's scope: the na-s6 / na-s6-2 readings of 残光, たまゆらふみ (na-s6),
ほかげきらぼし and あたらよちよに have no script, so Kanawe decks of those seasons are still refused.

Rule decisions (our readings):

- Paying Vigor by a card's effect (集中力を支払う) needs 1 Vigor and is refused while a "cannot pay Vigor" effect
  forbids ``pay_vigor`` (as Shinra's module reads the same words; FORBIDDABLE ``pay_vigor``). The payment is
  offered even when no Plot could be prepared (the text does not make it conditional).
"""
from __future__ import annotations

from sakura_lab.cards import kanawe  # noqa: F401  (the current scripts first: same_effect needs them)
from sakura_lab.cards.kanawe import COMPLETED, COMPOSITION, PreparePlot, may_prepare
from sakura_lab.engine import api as S
from sakura_lab.engine.cardbase import Ability
from sakura_lab.engine.constants import EXTRA, SPECIAL
from sakura_lab.engine.dsl import Custom, May, card
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
