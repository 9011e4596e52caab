"""Older readings of Kururu's cards, seasons na-s2 .. na-s8 (issue 17), written in the engine's DSL.

The current readings are in :mod:`sakura_lab.cards.kururu`; the numbers of each season (Cost, type) come from the
catalogue. Readings (season the reading began; seasons of na-s2 .. na-s10 printing it):

- いんだすとりあ Industria (10-kururu-o-s-3), reading since na-s2, printed in na-s2 .. na-s4: if no card is sealed
  under it, you may seal a non-Enhancement card of your hand (only the hand: not the played pile) under it, face
  up, whoever owns the Industria; then a Dupligear from your ＜Extra＞ to the bottom of your deck (3 at most).
  Immediate Resurgence when you reshuffle, as today.
- りげいなー Regainah (10-kururu-o-n-5), reading since na-s2, printed in na-s7: gear frame ATK REA (MR 8-2): you
  may choose one of your used (Devoted) Special cards and use it without paying its Cost, a Throughout one too;
  outside the frame, your vigor becomes 0. No Forced text letting it be played from the face-down pile and no
  card of another megami from the played or face-down pile (those came with the na-s7-2 reading).
- らすとりさーち Last Research (10-kururu-A1-s-3), reading since na-s4, printed in na-s7 .. na-s8 (Cost 1):
  gear frame ATK: the opponent chooses one of their face-down cards (nothing if they have none: no card is
  milled first), you declare a name, they put the card into their played pile; a right guess puts a token from
  ＜Shadow＞ (not Out of Game) on this card; at 2 the tokens go back to ＜Shadow＞, you make the discovery of the
  century and the card gains Terminal. Devoted: Immediate Resurgence when you reshuffle (instead of the later
  free use at the end phase).

Rules decisions (each with its source):

- "消費" is the Cost of a Special (CR 6-2-1-12) and "使用済" Devoted (glossary). H.
- Regainah's frame has no number other than a card count, so Adagami Kururu's こねくとだいぶ (also printed in
  na-s7) offers no doubling for it, as for the current frames of that kind (kururu.py ruling on counts). M.
- Regainah uses the chosen Special by effect, nested (CR 9-9), without its Cost (the core ``free_play`` mark),
  as the current reading's use does; it may be any of your Devoted Specials (Kururu's or not). The vigor
  becomes 0 after the nested use has resolved (the printed order). H (card text).
- Last Research's discovery: MR 8-4 as our rules have it, steps 1-4, so step 4 removes the card. Source: the
  megami rules of 2022-05 (``/work/shared/rules/sakura-arms-cr-megami-2022-05.zh.md`` §8-4, step 4: the card that
  produced the effect is removed) were in force in na-s7-2 and na-s8, which print this reading; the card's own text
  still applies
  around it: its tokens go to ＜Shadow＞ first, and it gains Terminal (CR 9-2: its player can play no more cards
  and perform no more basic actions this turn; the Terminal state is set when the discovery is made, the card
  being removed by then). M.
- Last Research with こねくとだいぶ: the doubled frame puts 2 tokens and waits for 4 (the token count and the
  threshold are numbers of the frame; the chosen card is a count), as the current reading's doubling. M.
- Its 即再起 (when you reshuffle; unused again after the reshuffle): CR 10-8 Immediate Resurgence, on every
  reshuffle of its owner (rules' or effect's), after the reshuffle (event ``reshuffled``); its tokens stay. H.
- "ダスト" is ＜Shadow＞ and "捨て札にする" the played pile (glossary: the old names of these zones). H.
- Industria na-s2 has no "if this card is yours" condition: whoever uses it (e.g. an opponent using it through
  an effect) may seal a card of their own hand under it; the Dupligear comes from that player's ＜Extra＞, as in
  the current script. H (card text).
"""
from __future__ import annotations

from typing import Any

from sakura_lab.cards import kururu  # noqa: F401  (the current scripts first)
from sakura_lab.cards.kururu import (
    INDUSTRIA,
    LAST_RESEARCH,
    REGAINAH,
    Gear,
    declarable_names,
    discovery,
    mech,
)
from sakura_lab.engine import api as S
from sakura_lab.engine import general as G
from sakura_lab.engine.constants import (
    CARD_BASE,
    D_CARD,
    D_CHOOSE,
    DEVOTED,
    DISCARD,
    ENHANCEMENT,
    HAND,
    MODE_EFFECT,
    PLAYED,
    SHADOW,
    SPECIAL,
)
from sakura_lab.engine.dsl import Custom, ImmediateResurgence, Node, SetVigor, card
from sakura_lab.engine.state import Ctx, GameState


# ====================================================================== りげいなー (reading since na-s2)
def _free_use_possible(st: GameState, p: int, u: int) -> bool:
    """Whether ``p`` may use Special ``u`` now by an effect, without its Cost."""
    st.marks[("free_play", u)] = True
    ok = S.can_play(st, p, u, MODE_EFFECT)
    st.marks.pop(("free_play", u), None)
    return ok


def _regainah_s2(st: GameState, ctx: Ctx) -> None:
    p = ctx.player
    cands = [u for u in st.zones[p][SPECIAL] if st.cstate[u] == DEVOTED and _free_use_possible(st, p, u)]
    if not cands:
        return
    opts: list[Any] = ["stop"]
    opts.extend(cands)
    S.ask(st, p, D_CARD, opts, _regainah_s2_answer, p, context="regainah", auto_single=False)


def _regainah_s2_answer(st: GameState, ans: Any, p: int) -> None:
    if ans == "stop":
        return
    u = int(ans)
    st.marks[("free_play", u)] = True  # used by effect without its Cost (CR 9-9)
    S.start_play(st, p, u, MODE_EFFECT)


card(REGAINAH, wording="na-s2",
     summary="Mechanism ATK REA: you may use one of your used Specials (Throughout too) without its Cost; then "
             "your vigor becomes 0.",
     on_play=(Gear(mech("攻対"), (Custom(_regainah_s2, "regainah"),)), SetVigor(0)))


# ====================================================================== らすとりさーち (reading since na-s4)
class LastResearchS4(Node):
    """The opponent chooses a face-down card; you declare a name; a right guess puts ``n`` tokens from Shadow on
    this card; at ``2n`` they go back to Shadow, the discovery is made and the card gains Terminal."""

    __slots__ = ("n",)

    def __init__(self, n: int) -> None:
        self.n = n

    def run(self, st: GameState, ctx: Ctx) -> None:
        q = 1 - ctx.player
        if not st.zones[q][DISCARD]:
            return
        S.ask(st, q, D_CARD, list(st.zones[q][DISCARD]), _lr_picked, self, ctx, context="last_research_pick")


def _lr_picked(st: GameState, u: int, node: LastResearchS4, ctx: Ctx) -> None:
    names = declarable_names(st, 1 - ctx.player)
    S.ask(st, ctx.player, D_CHOOSE, names, _lr_declared, node, ctx, u, context="declare_name", auto_single=False)


def _lr_declared(st: GameState, name: str, node: LastResearchS4, ctx: Ctx, u: int) -> None:
    if st.record:
        st.log("declare", ctx.player, name)
    S.move_card(st, u, PLAYED)
    if S.card_of(st, u).name("ja") != name or ctx.card < 0:
        return
    place = CARD_BASE + ctx.card
    S.move_tokens(st, SHADOW, place, node.n, cause="last_research")
    if st.tok[place] < 2 * node.n:
        return
    S.move_tokens(st, place, SHADOW, st.tok[place], cause="last_research")
    st.terminal[ctx.player] = True  # the card gains Terminal (CR 9-2)
    discovery(st, ctx.player, ctx.card)


def _reshuffled_by_owner(st: GameState, src: int, ev: tuple) -> bool:
    return ev[0] == "reshuffled" and ev[1] == st.owner[src]


card(LAST_RESEARCH, wording="na-s4",
     summary="Mechanism ATK: the opponent reveals a chosen face-down card; a right guess of its name puts a "
             "Shadow token here; at 2 they return, the discovery of the century (MR 8-4) and Terminal. "
             "Immediate Resurgence: you reshuffle.",
     on_play=(Gear(mech("攻"), (LastResearchS4(1),), (LastResearchS4(2),)),),
     devoted=(ImmediateResurgence(_reshuffled_by_owner),))


# ====================================================================== いんだすとりあ (reading since na-s2)
def _industria_s2(st: GameState, ctx: Ctx) -> None:
    """No "if this card is yours"; the sealed card comes from the hand only."""
    p = ctx.player
    S.push(st, kururu._dupligear_to_deck, p)
    if ctx.card < 0 or G.sealed_under(st, ctx.card):
        return
    cands = [u for u in st.zones[p][HAND] if S.card_of(st, u).ctype != ENHANCEMENT and G.can_be_sealed(st, u)]
    if cands:
        opts: list[Any] = ["stop"]
        opts.extend(cands)
        S.ask(st, p, D_CARD, opts, _industria_s2_seal, ctx, context="industria", auto_single=False)


def _industria_s2_seal(st: GameState, ans: Any, ctx: Ctx) -> None:
    if ans != "stop":
        G.seal(st, int(ans), ctx.card)
        S.invalidate(st)


card(INDUSTRIA, wording="na-s2",
     summary="If nothing is sealed under it: you may seal a non-Enhancement card of your hand under it; put a "
             "Dupligear from Extra on your deck bottom. Immediate Resurgence: you reshuffle.",
     on_play=(Custom(_industria_s2, "industria"),), devoted=(ImmediateResurgence(_reshuffled_by_owner),))
