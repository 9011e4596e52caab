"""Older readings of Honoka's cards, seasons na-s3 .. na-s9 (issue 17), written in the engine's DSL.

The current readings are in :mod:`sakura_lab.cards.honoka`; the numbers of each season (range, Charge, Cost, type)
come from the catalogue. Readings of na-s3 .. na-s6-2 (season the reading began; seasons printing it):

- 桜吹雪 Petal Storm (14-honoka-o-n-2), reading since na-s3, printed in na-s3 .. na-s4 (range 1-5): After Attack,
  the opponent chooses Distance -> Shadow 1 or Shadow -> Distance 1 (today: Distance -> Honoka's Aura or the
  opponent's Aura -> Distance).
- 微光結界 Shimmering Barrier (14-honoka-o-n-6, today's slot of 指揮 Dictate), reading since na-s3, printed in
  na-s3: an Enhancement (Charge 4). Ongoing: on the opponent's turn the cards of your hand and deck do not become
  face-down (discard pile) or played cards (cards you use still reach the played pile); Ongoing: you do not
  flinch; Disenchant: you gain 1 vigor.
- 両手に華を Flowers in Your Hands (14-honoka-o-s-1-ex1, extra card), reading since na-s3, printed in na-s3 ..
  na-s4: a Throughout Special action (Cost 0) with no effect when used. Devoted, Bloom: at your end phase you may
  put up to 2 tokens of your Aura on it; if it then holds exactly 5, they go to your Flare and it is exchanged
  for And So Begins..., which becomes unused. (No Recover, no replacement of Recover.)
- 四季はまた廻り来る The Seasons Turn Again (14-honoka-o-s-3), reading since na-s3, printed in na-s3: a Special
  action (Cost 2): your whole deck goes face down into your discard pile; then choose up to 4 cards of your
  discard and played piles and put them on top of your deck in the order you like. No Reaction, no Devoted text.

Readings of 突撃霊式 Destructive Spirit Rite (14-honoka-o-n-1-ex2, an extra card: attack 5 3/2 in every season):

- reading since na-s3, printed in na-s7: Unavoidable (不可避); After Attack, Bloom: you may exchange it with
  神霊ヲウカ, which you may then put on the bottom of your deck. It can be reacted to; no Life gain.
- reading since na-s7-2, printed in na-s7-2 .. na-s9: No Reactions (対応不可, by any card); After Attack, Shadow
  -> your Life 1 (every time), then the same Bloom (without a Life gain of its own).

Rules decisions (each with its source):

- 不可避 is today's Unavoidable (CR 9-4 iii: no range check at resolution; attack flag ``unavoidable``). H
  (glossary).
- "対応不可" without "(通常札)" forbids Reactions by any card (attack flag ``no_reactions``), as Yatsuha's Maw of the
  Abyss in yatsuha.py. H (card data).
- The two After Attack texts of the na-s7-2 reading resolve in printed order: the Life first, then the Bloom. H.
- Petal Storm na-s3: both choices are the card's arrows (arrow player: Honoka), like today's. H.
- Shimmering Barrier na-s3: its first Ongoing text forbids, while it is deployed and it is the opponent's turn,
  every move of a card of its owner's hand or deck to the discard or played pile, by any effect or rule (FORBIDDABLE ``card_to_pile``, asked by ``zones.move_card``; the card stays where it was, as a poison
  that cannot be put face down, MR 7-2-1). A card used from the hand goes to ＜In Use＞ first, so it reaches the
  played pile as the card's parenthesis says. Its second Ongoing text forbids the flinch of its owner (FORBIDDABLE
  ``flinch``, asked by ``tokens.flinch``): a flinch effect does nothing (CR 1-3: a "cannot" wins). Both are
  general core checks added for this card. H.
  Charm of Blossoms' "you may discard a card; if you do, cancel" then cancels only if the card really went to
  the discard pile (a one-line check in honoka.py's ``_charm_answer``). H (card text).
- Flowers in Your Hands na-s3: "up to 2" = 0, 1 or 2 tokens, chosen at the end-phase trigger (asked only when the
  Aura has a token); "exactly 5" is read after the tokens are put (more than 5 blooms never: the card then keeps
  its tokens). The exchange is CR 10-25 (``general.exchange``), And So Begins... then unused (CR 10-17), as in the
  current reading. H.
- The Seasons Turn Again na-s3: the deck is put face down card by card (a card that cannot be put face down,
  MR 7-2-1, stays); the up-to-4 cards are chosen one at a time and each goes on top of the deck, so the last one
  chosen is the top card (the player orders them by the order of choice); a card that may return to the deck
  only from some zones (``returns_only_from``) is not offered. H.
"""
from __future__ import annotations

from typing import Any

from sakura_lab.cards import honoka  # noqa: F401  (the current scripts first)
from sakura_lab.cards.honoka import (
    DESTRUCTIVE,
    DICTATE,
    FLOWERS,
    NEW_CURTAIN,
    OUKA,
    PETAL_STORM,
    SEASONS,
    Bloom,
    fixed,
    own,
)
from sakura_lab.engine import api as S
from sakura_lab.engine import general as G
from sakura_lab.engine.cardbase import Ability
from sakura_lab.engine.constants import (
    AURA,
    CARD_BASE,
    D_CARD,
    D_CHOOSE,
    DECK,
    DISCARD,
    DIST,
    EXTRA,
    FLARE,
    PLAYED,
    SHADOW,
    SPECIAL,
    UNUSED,
)
from sakura_lab.engine.dsl import Arrow, Custom, GainVigor, Trigger, card
from sakura_lab.engine.state import Ctx, GameState
from sakura_lab.engine.telemetry import count

card(DESTRUCTIVE, wording="na-s3", flags=("unavoidable",),
     after=(Bloom(fixed(OUKA), optional=True, bottom="may"),),
     summary="Unavoidable range 5 attack; may bloom into Ouka.")

card(DESTRUCTIVE, wording="na-s7-2", flags=("no_reactions",),
     after=(Arrow("shadow", "life", 1), Bloom(fixed(OUKA), optional=True, bottom="may")),
     summary="Range 5 attack without reactions; heal 1 Life from Shadow, then may bloom into Ouka.")


# ====================================================================== 桜吹雪 (reading since na-s3)
def _petal_storm_s3(st: GameState, ctx: Ctx) -> None:
    S.ask(st, 1 - ctx.player, D_CHOOSE, ("dist_to_shadow", "shadow_to_dist"), _petal_s3_answer, ctx,
          auto_single=False, context="petal_storm")


def _petal_s3_answer(st: GameState, ans: str, ctx: Ctx) -> None:
    src, dst = (DIST, SHADOW) if ans == "dist_to_shadow" else (SHADOW, DIST)
    S.move_tokens(st, src, dst, 1, arrow_player=ctx.player, cause="arrow")


card(PETAL_STORM, wording="na-s3", after=(Custom(_petal_storm_s3, "petal_storm"),),
     summary="Attack 1-5 2/1; the opponent picks Distance -> Shadow 1 or Shadow -> Distance 1.")


# ====================================================================== 微光結界 (reading since na-s3)
class ShimmeringBarrier(Ability):
    """Ongoing: on the opponent's turn the cards of its owner's hand and deck do not go to the discard or
    played pile; its owner does not flinch (FORBIDDABLE ``card_to_pile``, ``flinch``)."""

    __slots__ = ()

    def forbids(self, st: GameState, src: int, what: str, player: int, detail: Any) -> bool:
        owner = st.owner[src]
        if player != owner:
            return False
        if what == "flinch":
            return True
        return what == "card_to_pile" and st.turn_player != owner


card(DICTATE, wording="na-s3", ongoing=(ShimmeringBarrier(),), disenchant=(GainVigor(1),),
     summary="Enhancement (Charge 4): on the opponent's turn your hand and deck cards cannot be discarded or put "
             "into the played pile; you do not flinch; Disenchant: gain 1 vigor.")


# ====================================================================== 両手に華を (reading since na-s3)
def _flowers_s3_end(st: GameState, ctx: Ctx) -> None:
    src, p = ctx.card, ctx.player
    if src < 0 or st.loc[src] != SPECIAL or st.cstate[src] == UNUSED or st.tok[AURA + p] <= 0:
        return
    opts = tuple(range(min(2, st.tok[AURA + p]) + 1))
    S.ask(st, p, D_CHOOSE, opts, _flowers_s3_answer, src, p, auto_single=False, context="flowers_s3")


def _flowers_s3_answer(st: GameState, k: int, src: int, p: int) -> None:
    if k <= 0:
        return
    S.move_tokens(st, AURA + p, CARD_BASE + src, k, cause="effect")
    count(st, p, "honoka_flowers_token")
    if st.tok[CARD_BASE + src] != 5:
        return
    S.move_tokens(st, CARD_BASE + src, FLARE + p, 5, cause="effect")
    for t in st.zones[p][EXTRA]:
        if st.cards[t].id == NEW_CURTAIN:
            if G.exchange(st, src, t):
                count(st, p, "honoka_bloom")
                S.set_unused(st, t)
            break


card(FLOWERS, wording="na-s3",
     devoted=(Trigger("end_phase", own, Custom(_flowers_s3_end, "flowers"), label="flowers_s3"),),
     summary="Throughout, no effect; Devoted: at your end phase you may put up to 2 Aura tokens on it; at exactly "
             "5 they go to your Flare and it blooms into And So Begins..., unused.")


# ====================================================================== 四季はまた廻り来る (reading since na-s3)
def _seasons_s3(st: GameState, ctx: Ctx) -> None:
    p = ctx.player
    for u in list(st.zones[p][DECK]):
        S.move_card(st, u, DISCARD)
    _seasons_s3_step(st, p, 4)


def _may_go_to_deck(st: GameState, u: int) -> bool:
    zones = st.cards[u].script.returns_only_from
    return zones is None or st.loc[u] in zones


def _seasons_s3_step(st: GameState, p: int, left: int) -> None:
    if left <= 0:
        return
    cands = [u for z in (DISCARD, PLAYED) for u in st.zones[p][z] if _may_go_to_deck(st, u)]
    if not cands:
        return
    opts: list[Any] = ["stop"]
    opts.extend(cands)
    S.ask(st, p, D_CARD, opts, _seasons_s3_answer, p, left, context="seasons_to_top", auto_single=False)


def _seasons_s3_answer(st: GameState, ans: Any, p: int, left: int) -> None:
    if ans == "stop":
        return
    S.push(st, _seasons_s3_step, p, left - 1)
    S.move_card(st, int(ans), DECK, top=True)


card(SEASONS, wording="na-s3", on_play=(Custom(_seasons_s3, "seasons"),),
     summary="Your whole deck goes face down; then put up to 4 cards of your discard and played piles on top of "
             "your deck in the order you choose.")
