"""Older readings of Utsuro's cards, seasons na-s2 .. na-s8 (issue 17), written in the engine's DSL.

The current readings are in :mod:`sakura_lab.cards.utsuro`; the numbers of each season (range, damage, Cost,
Charge, type) come from the catalogue. Readings (season the reading began; seasons of na-s2 .. na-s10 printing
it):

- 残響装置:枢式 Reverberation Device: Kururu-Type (13-utsuro-A1-s-1), reading since na-s3, printed in na-s3: a
  Special Action (Cost 2): if the opponent's Life is 8 or more, opponent's Life -> Shadow 1 (an arrow). Devoted:
  at the end phase of either player, if ＜Shadow＞ holds 13 or more tokens, the end is nigh (MR 11-2); then the
  card is removed from the game, 望我 comes from ＜Extra＞ Devoted and you draw 1 card. No Terminal, no Life
  set to 5.
- 円月 Full Moon (13-utsuro-o-n-1), reading since na-s2, printed in na-s7 (range 6-7): Ashen (灰塵): its Aura
  damage becomes "-"; no range expansion.
- 残響装置:枢式 Reverberation Device: Kururu-Type (13-utsuro-A1-s-1), reading since na-s4, printed in
  na-s7 .. na-s8: a Special Enhancement (Charge 2, Cost 2). Ongoing: the tokens on it move only while
  ＜Shadow＞ holds 13 or more tokens and your Life is 6 or less. Disenchant: if the current phase is a start phase,
  the end is nigh (MR 11-2); then the card is removed from the game, 望我 comes from ＜Extra＞ Devoted and you draw
  1 card. No Terminal, no Life set to 5.

Rules decisions (each with its source):

- The Device's Ongoing "only if ..., the tokens on this card move" holds its tokens in every other case: the
  start-phase removal (CR 8-1-3 ii) and any effect leave them (hook ``unchoosable_tokens`` on the card's place,
  as Hatsumi's Wavecall, whose text has the same form). "Your Life" is its owner's. H.
- "If the current phase is a start phase": a start phase of either player (in practice its owner's: the removal of
  CR 8-1-3 ii takes tokens from the turn player's enhancements only); read when the Disenchant resolves. H.
- "Then": the removal, 望我 and the draw happen whether the end is nigh or not (only the end is nigh has the
  condition). 望我 comes Devoted (使用済), as in the current reading. H (card text).
- MR 11-2 (the end is nigh) is :func:`utsuro.end_is_nigh`, its reshuffle without Life damage (utsuro.py ruling);
  the Device is a Special, so step 1 leaves it in ＜Enhancement＞ until its Disenchant removes it. H.
- The na-s3 Device's Devoted text has the timing of the current one (utsuro.py: Shadow 13+ checked when the end
  phase starts and again when the trigger resolves) and the na-s4 reading's "then" (removal, 望我, draw
  whatever happened before). Its arrow moves a Life token of the opponent to Shadow: a move by an arrow, not
  damage (CR 10-1); a Life of 0 then ends the game (CR 4-2). H.
"""
from __future__ import annotations

from sakura_lab.cards import utsuro  # noqa: F401  (the current scripts first)
from sakura_lab.cards.utsuro import DEVICE, FULL_MOON, ZHELANIE, end_is_nigh
from sakura_lab.engine import api as S
from sakura_lab.engine.cardbase import Ability
from sakura_lab.engine.constants import CARD_BASE, DEVOTED, EXTRA, LIFE, OUT, SHADOW, SPECIAL
from sakura_lab.engine.dsl import Arrow, Custom, If, card
from sakura_lab.engine.general import remove_from_game
from sakura_lab.engine.state import Attack, Ctx, GameState


# ====================================================================== 円月 (reading since na-s2)
def _full_moon_s2_damage(st: GameState, atk: Attack) -> tuple:
    """Ashen: the Aura damage becomes "-" (a substitution of the printed damage, CR 5-6 i)."""
    if st.tok[SHADOW] >= 12:
        return None, atk.life
    return atk.aura, atk.life


card(FULL_MOON, wording="na-s2", damage_fn=_full_moon_s2_damage,
     summary="Full Moon: 6-7 2/2; Ashen: its Aura damage becomes '-'.")


# ====================================================================== 残響装置:枢式 (reading since na-s4)
class DeviceLock(Ability):
    """Ongoing: the tokens on this card move only while Shadow holds 13+ tokens and its owner's Life is 6-."""

    __slots__ = ()

    def unchoosable_tokens(self, st: GameState, src: int, place: int) -> int:
        if place != CARD_BASE + src:
            return 0
        if st.tok[SHADOW] >= 13 and st.tok[LIFE + st.owner[src]] <= 6:
            return 0
        return st.tok[place]


def _device_disenchant(st: GameState, ctx: Ctx) -> None:
    p = ctx.player
    S.push(st, _device_after, ctx.card, p)
    if st.phase == S.PHASE_START:
        end_is_nigh(st, p)


def _device_after(st: GameState, src: int, p: int) -> None:
    if src >= 0 and st.loc[src] != OUT:
        remove_from_game(st, src)
    for u in list(st.zones[p][EXTRA]):
        if st.cards[u].id == ZHELANIE:
            S.move_card(st, u, SPECIAL)
            st.cstate[u] = DEVOTED
            st.abcache = None
            break
    S.draw(st, p, 1)


card(DEVICE, wording="na-s4", ongoing=(DeviceLock(),), disenchant=(Custom(_device_disenchant, "device"),),
     summary="Reverberation Device (enhancement, Charge 2): its tokens move only with Shadow 13+ and your Life 6-; "
             "Disenchant: in a start phase the end is nigh; then it is removed, 望我 is gained Devoted, draw 1.")


# ====================================================================== 残響装置:枢式 (reading since na-s3)
def _opp_life_8(st: GameState, ctx: Ctx) -> bool:
    return st.tok[LIFE + 1 - ctx.player] >= 8


class ShadowOfTheEndS3(Ability):
    """Devoted (na-s3): at either player's end phase, with 13+ tokens on Shadow, the end is nigh; then the device
    is removed, 望我 is gained Devoted and its owner draws 1."""

    __slots__ = ()

    def on_event(self, st: GameState, src: int, ev: tuple) -> None:
        if ev[0] == "end_phase" and st.tok[SHADOW] >= 13:
            S.queue_trigger(st, ("end_is_nigh", st.cards[src].id), _device_s3_fires, src)


def _device_s3_fires(st: GameState, src: int) -> None:
    if st.loc[src] != SPECIAL or st.cstate[src] != DEVOTED or st.tok[SHADOW] < 13:
        return
    p = st.owner[src]
    S.push(st, _device_after, src, p)
    end_is_nigh(st, p)


card(DEVICE, wording="na-s3", on_play=(If(_opp_life_8, Arrow("opp_life", "shadow", 1)),),
     devoted=(ShadowOfTheEndS3(),),
     summary="Reverberation Device (action): with the opponent at Life 8+, their Life -> Shadow 1; Devoted: at an "
             "end phase with Shadow 13+, the end is nigh, then it is removed, 望我 is gained Devoted, draw 1.")
