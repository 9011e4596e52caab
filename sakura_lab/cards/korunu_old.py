"""Older readings of Korunu's cards, seasons na-s4 .. na-s7 (issue 17), written in the engine's DSL.

The current readings are in :mod:`sakura_lab.cards.korunu`; the numbers of each season (Charge, Cost, type) come
from the catalogue. Readings (season the reading began; seasons of na-s4 .. na-s10 printing it):

- 絶対零度 Absolute Zero (15-korunu-o-n-5), reading since na-s4, printed in na-s4 .. na-s7: a Throughout action
  (not a Reaction): the opponent is frozen until their Aura has no room left (MR 13-5, 13-3). No attack, no
  Recover.
- 凍縛場 Prison of Ice (15-korunu-o-n-7, today's slot of 霜の茨 Rimethorn), reading since na-s4, printed in na-s4 ..
  na-s5: an Enhancement (Charge 2). Ongoing: if the opponent is frozen, at their start phase they choose two of
  its four fixed steps (gain 1 vigor; one token off each of their enhancements; the optional reshuffle; draw 2
  cards) and those two are skipped in that start phase.
- ポルチャルトー Poru-char To (15-korunu-o-s-4), reading since na-s4, printed in na-s4 .. na-s5: a Special
  Enhancement (Charge 5, Cost 2) with Terminal. Ongoing: every arrow effect moving tokens out of ＜Distance＞ or
  into it moves 1 more. No Reaction use, no Initialize, no replay.

Rules decisions (each with its source):

- Absolute Zero: "frozen until their Aura has no room left" is :data:`korunu.FREEZE_FULL`, as in the current
  reading's All-Out part and Konru Ruyanpe (MR 13-3: sakura and Freeze tokens counted together). H.
- Prison of Ice: "the opponent is frozen" = 1 or more Freeze tokens in their Aura (MR 13-2-1), checked when their
  start phase begins (a start-of-phase effect, CR 8-1-2, event ``start_phase``); the two choices are made then,
  by the opponent, and the chosen steps of CR 8-1-3 (i vigor, ii the enhancements' token removal, iii the
  reshuffle question, iv the draw) do not happen in that start phase: FORBIDDABLE ``start_step``, asked by
  ``turn._start_fixed`` (a general core check added for this card). On turns 1-2 the steps do not happen anyway
  (CR 8-1-3). Skipping the vigor step also keeps a flinch (CR 5-1-4 is part of that step). M.
- Poru-char To: "arrows moving tokens out of or into Distance move 1 more" = each arrow effect (CR 10-1, single or
  double, of any card, either player's) whose source or destination is ＜Distance＞ moves 1 more token (hook
  ``arrow_amount_delta``, asked by ``tokens.move_tokens`` for card arrows; a general core hook added for this
  card). Basic actions and other token moves (costs, damage) are not arrows and are unchanged. With two
  Poru-char To in force (a mirror game) each adds 1. Terminal (終端, CR 9-2) when it is played. H.
"""
from __future__ import annotations

from typing import Any

from sakura_lab.cards import korunu  # noqa: F401  (the current scripts first)
from sakura_lab.cards.korunu import ABSOLUTE_ZERO, FREEZE_FULL, PORU_CHAR_TO, RIMETHORN, frozen
from sakura_lab.engine import api as S
from sakura_lab.engine.cardbase import Ability
from sakura_lab.engine.constants import D_CHOOSE, DIST
from sakura_lab.engine.dsl import card
from sakura_lab.engine.state import GameState

card(ABSOLUTE_ZERO, wording="na-s4", on_play=(FREEZE_FULL,),
     summary="Throughout: freeze the opponent until their Aura is full.")


# ====================================================================== 凍縛場 Prison of Ice (reading since na-s4)
START_STEPS = ("vigor", "decay", "reshuffle", "draw")  # CR 8-1-3 i .. iv


def _skip_key(q: int) -> tuple[str, str, int]:
    return ("turn", "korunu_prison_skip", q)


class PrisonOfIce(Ability):
    """Ongoing: at the start of the frozen opponent's start phase they choose two fixed steps of it, which are
    skipped (FORBIDDABLE ``start_step``)."""

    __slots__ = ()

    def on_event(self, st: GameState, src: int, ev: tuple) -> None:
        q = 1 - st.owner[src]
        if ev[0] == "start_phase" and ev[1] == q and frozen(st, q) > 0:
            S.queue_trigger(st, ("korunu_prison", st.cards[src].id), _prison_ask, q, ())

    def forbids(self, st: GameState, src: int, what: str, player: int, detail: Any) -> bool:
        return what == "start_step" and player != st.owner[src] and detail in st.marks.get(_skip_key(player), ())


def _prison_ask(st: GameState, q: int, chosen: tuple) -> None:
    if len(chosen) >= 2:
        st.marks[_skip_key(q)] = chosen
        if st.record:
            st.log("event", "korunu_prison", q, chosen)
        return
    opts = tuple(x for x in START_STEPS if x not in chosen)
    S.ask(st, q, D_CHOOSE, opts, _prison_answer, q, chosen, auto_single=False, context="korunu_prison")


def _prison_answer(st: GameState, ans: str, q: int, chosen: tuple) -> None:
    _prison_ask(st, q, chosen + (ans,))


card(RIMETHORN, wording="na-s4", ongoing=(PrisonOfIce(),),
     summary="Enhancement (Charge 2): while the opponent is frozen, at their start phase they pick two of its four "
             "steps (vigor, token removal, reshuffle, draw) and skip them.")


# ====================================================================== ポルチャルトー Poru-char To (reading since na-s4)
class DistanceArrowsPlusOne(Ability):
    """Ongoing: arrow effects moving tokens out of or into Distance move 1 more (hook ``arrow_amount_delta``)."""

    __slots__ = ()

    def arrow_amount_delta(self, st: GameState, src: int, from_place: int, to_place: int, player: int) -> int:
        return 1 if from_place == DIST or to_place == DIST else 0


card(PORU_CHAR_TO, wording="na-s4", terminal=True, ongoing=(DistanceArrowsPlusOne(),),
     summary="Special enhancement (Charge 5), Terminal: while deployed, arrows from or to Distance move 1 more.")
