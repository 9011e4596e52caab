"""Older readings of Yatsuha's cards, seasons na-s4 .. na-s7-2 (issue 17), written in the engine's DSL.

The current readings are in :mod:`sakura_lab.cards.yatsuha`; the numbers of each season (range, damage, Cost,
type) come from the catalogue. Readings of na-s4 .. na-s6-2 (season the reading began; seasons printing it):

- 星の爪 Astral Claw (16-yatsuha-o-n-1), reading since na-s4, printed in na-s4: attack 3-4 3/2, After Attack your
  Aura -> the opponent's Flare 1; Normal Reactions are allowed (no "No Reactions (normal cards)").
- 昏い咢 Grim Edict (16-yatsuha-o-n-2), reading since na-s4, printed in na-s4: Unavoidable (不可避) instead of No
  Reactions (normal cards); +0/+X, X = Reflections; After Attack you flinch.
- 四葉鏡のわらべ唄 Lullaby of the Four Mirrors (16-yatsuha-o-s-2), reading since na-s4, printed in na-s4 .. na-s6
  (Cost 3): choose any enhancement (a Special one too) and send all its tokens to Shadow; if that card is then in
  a played pile, or Devoted in ＜Special＞, you may use it without paying its Cost; if it is Throughout, this card
  gains Terminal.

Readings of 八葉鏡の徒桜 Naughtbloom of the Eight Mirrors (16-yatsuha-A1-s-4, Perfect Yatsuha's Special; an Attack
in both):

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
- 不可避 (Grim Edict na-s4) is today's Unavoidable (CR 9-4 iii, attack flag ``unavoidable``; glossary). H.
- Lullaby na-s4: the enhancement may be either player's (the text names no owner, as the current reading's
  choice). Its tokens go to Shadow and it is disenchanted (CR 5-5-2, 9-6) before the rest resolves, as in the
  current script; a Normal card then lies in its owner's played pile (捨て札), a Special in its owner's ＜Special＞
  Devoted (使用済, CR 9-6 iii). The use is by effect (CR 9-9, MODE_EFFECT), without Cost for a Special (the core
  ``free_play`` mark, as Regainah), and only if legal then; a card of the opponent is used by you and goes to its
  owner's zones (CR 7-2). "Throughout" gives this card Terminal (CR 9-2), as in the current script. A card that
  did not reach those places (e.g. Mizuki's Unit, back in the Barracks) is not used. H.
"""
from __future__ import annotations

from sakura_lab.cards import yatsuha  # noqa: F401  (the current scripts first)
from sakura_lab.cards.yatsuha import CLAW, EDICT, LULLABY, NAUGHTBLOOM, ReflectionsMod, offer_perfect
from sakura_lab.engine import api as S
from sakura_lab.engine.cardbase import Ability
from sakura_lab.engine.constants import (
    CARD_BASE,
    D_CARD,
    D_MAY,
    DEVOTED,
    ENHANCE,
    HAND,
    MODE_EFFECT,
    PLAYED,
    SHADOW,
    SPECIAL,
    THROUGHOUT,
)
from sakura_lab.engine.dsl import Arrow, Custom, Flinch, card
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


# ====================================================================== 星の爪 / 昏い咢 (readings since na-s4)
card(CLAW, wording="na-s4", after=(Arrow("aura", "opp_flare", 1),),
     summary="Astral Claw: after the attack your Aura to the opponent's Flare 1 (Reactions allowed).")

card(EDICT, wording="na-s4", flags=("unavoidable",), attack_statics=(ReflectionsMod(aura=False),),
     after=(Flinch("self"),),
     summary="Grim Edict: Unavoidable; +0/+X, X = Reflections; after the attack you flinch.")


# ====================================================================== 四葉鏡のわらべ唄 (reading since na-s4)
def _lullaby_s4(st: GameState, ctx: Ctx) -> None:
    cands = [u for q in (ctx.player, 1 - ctx.player) for u in st.zones[q][ENHANCE]]
    if cands:
        S.ask(st, ctx.player, D_CARD, cands, _lullaby_s4_chosen, ctx, context="yatsuha_lullaby")


def _lullaby_s4_chosen(st: GameState, uid: int, ctx: Ctx) -> None:
    S.push(st, _lullaby_s4_then, uid, ctx)
    S.move_tokens(st, CARD_BASE + uid, SHADOW, st.tok[CARD_BASE + uid], cause="effect")
    st.enh_dirty = True


def _lullaby_s4_usable(st: GameState, uid: int, p: int) -> bool:
    """In a played pile, or Devoted in ＜Special＞, and usable now by an effect (a Special without its Cost)."""
    if st.loc[uid] == PLAYED:
        return S.can_play(st, p, uid, MODE_EFFECT)
    if st.loc[uid] != SPECIAL or st.cstate[uid] != DEVOTED:
        return False
    st.marks[("free_play", uid)] = True
    ok = S.can_play(st, p, uid, MODE_EFFECT)
    st.marks.pop(("free_play", uid), None)
    return ok


def _lullaby_s4_then(st: GameState, uid: int, ctx: Ctx) -> None:
    if _lullaby_s4_usable(st, uid, ctx.player):
        S.ask(st, ctx.player, D_MAY, (False, True), _lullaby_s4_play, uid, ctx, context="yatsuha_lullaby_play",
              auto_single=False)


def _lullaby_s4_play(st: GameState, yes: bool, uid: int, ctx: Ctx) -> None:
    if not yes:
        return
    if S.card_of(st, uid).subtype == THROUGHOUT:
        st.terminal[ctx.player] = True  # this card gains Terminal (CR 9-2)
    if st.cards[uid].is_special:
        st.marks[("free_play", uid)] = True  # without paying its Cost
    S.start_play(st, ctx.player, uid, MODE_EFFECT)


card(LULLABY, wording="na-s4", on_play=(Custom(_lullaby_s4, "lullaby"),),
     summary="Lullaby of the Four Mirrors: send all tokens of an enhancement to Shadow; if it is then in a played "
             "pile or a used Special you may use it free (a Throughout one gives this card Terminal).")
