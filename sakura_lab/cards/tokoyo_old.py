"""Older readings of Tokoyo's cards, seasons na-s2 to na-s8-2 (issue 17), written in the engine's DSL.

Each script plays the text its seasons printed; the numbers per season come from the catalogue. The current
readings are in :mod:`sakura_lab.cards.tokoyo`.

- 04-tokoyo-A1-n-1 奏流し (Entrancing Strike, na-s2 .. na-s8-2): No Reactions while a Tokoyo Special of yours
  is Devoted (as today); After Attack, Kyochi: with vigor 2 *and* another megami's Special of yours Devoted,
  this card goes on top of your deck (today: either condition, top or bottom).
- 04-tokoyo-A1-s-2 二重奏:吹弾陽明 (Duet: Radiant Luminosity, na-s3 .. na-s8-2): no effect when played (no cost
  reduction, no "cannot pay vigor"); Devoted: at the start of your start phase you may put one card of your
  discard pile (伏せ札), or one Action card of your played pile (捨て札), on the bottom of your deck;
  Immediate Resurgence when you take 1+ Life damage other than by a reshuffle. Rules decisions: "at the start
  of your start phase" is the start-phase event of CR 8-1-2 (before the start phase's reshuffle and draw, as
  for 徒寄ノ八重桜); the two bullets are one optional choice among the cards both allow; 即再起 and its
  "other than a reshuffle" condition are read as for Saine's older Duet (CR 10-8 with the event of
  Unguarded, CR 10-6). Confidence M.
- 04-tokoyo-A1-n-5 陽の音 (Sound of Sun, na-s3 .. na-s8-2, withdrawn afterwards; its last reading is its
  script): enhancement, charge 2. Ongoing: when you play a card of the Reaction subtype (《対応》, whatever the
  way it is played; the Chinese text says "a card with the Reaction subtype"), after it has resolved, Shadow to
  your Aura 1. Ongoing: during the opponent's turn the tokens on this card do not move (the
  ``unchoosable_tokens`` hook on its own token place, as Hatsumi's Wavecall: the start-phase decay happens on
  its owner's turn, every effect of that turn leaves them). Rules decision: the trigger needs the card in force
  both when the Reaction card is played and when it has resolved (a card deployed by that Reaction itself does
  not count). Confidence M.
- 04-tokoyo-o-n-7 晴舞台 (Sunny Stage, na-s2 .. na-s6): an enhancement of Charge 1 without Terminal or
  Initialize; Disenchant, in printed order: with vigor 2 (境地), Shadow to your Aura 2; then you gain 1 vigor.
- 04-tokoyo-A1-s-2 二重奏:吹弾陽明 (Duet: Radiant Luminosity, na-s2): as the na-s3 reading, except that any card
  of your played pile may go back (not only an Action card). Same rules decisions. Confidence M.
- 04-tokoyo-A1-n-7 陽の音 (Sound of Sun, na-s2 only: the card Tokoyo A1 put in place of 晴舞台 that season,
  withdrawn afterwards; its last reading is its script): as 04-tokoyo-A1-n-5 above, plus Shadow to your Aura 1
  when it is deployed. Rules decision: "on deploy, after its resolution" is its Initialize effect, resolved
  after its charge is placed (CR 9-2-3: the card's resolution is the deployment). Confidence M.
"""
from __future__ import annotations

from typing import Any

from sakura_lab.cards import tokoyo  # noqa: F401  (the current scripts are registered first)
from sakura_lab.cards.tokoyo import MEGAMI
from sakura_lab.engine import api as S
from sakura_lab.engine.cardbase import Ability
from sakura_lab.engine.constants import (
    ACTION,
    CARD_BASE,
    D_CARD,
    DISCARD,
    PLAYED,
    REACTION,
)
from sakura_lab.engine.dsl import (
    KYOCHI,
    OTHER_MEGAMI_SPECIAL_DEVOTED,
    All_,
    Arrow,
    AttackMod,
    Custom,
    GainVigor,
    If,
    ImmediateResurgence,
    ThisCardTo,
    Trigger,
    card,
    megami_special_devoted,
    to_deck_bottom,
)
from sakura_lab.engine.state import Ctx, GameState

# ---------------------------------------------------------------- 奏流し (Entrancing Strike, na-s2 .. na-s8-2)
card("04-tokoyo-A1-n-1", wording="na-s2",
     attack_statics=(AttackMod(megami_special_devoted(MEGAMI), flags=("no_reactions",)),),
     after=(If(All_(KYOCHI, OTHER_MEGAMI_SPECIAL_DEVOTED), ThisCardTo(top=True)),),
     summary="Entrancing Strike (older): no reactions while a Tokoyo Special is used; after it, with vigor 2 and "
             "another goddess's Special used, it goes back on top of your deck.")


# ---------------------------------------------------------------- 吹弾陽明 (Duet: Radiant Luminosity, na-s3 .. na-s8-2)
def _may_go_back(st: GameState, u: int) -> bool:
    """A card that may return to the deck only from some zones (``returns_only_from``) stays where it is."""
    zones = st.cards[u].script.returns_only_from
    return zones is None or st.loc[u] in zones


def _own_start_phase(st: GameState, src: int, ev: tuple) -> bool:
    return ev[1] == st.owner[src]


def _recycle_one(st: GameState, ctx: Ctx) -> None:
    """You may put a card of your discard pile, or an Action card of your played pile, on the deck bottom."""
    zp = st.zones[ctx.player]
    cands = [u for u in zp[DISCARD] if _may_go_back(st, u)]
    cands += [u for u in zp[PLAYED] if S.card_of(st, u).ctype == ACTION and _may_go_back(st, u)]
    if not cands:
        return
    opts: list[Any] = ["stop"] + cands
    S.ask(st, ctx.player, D_CARD, opts, _recycle_answer, ctx, context="deck_bottom")


def _recycle_answer(st: GameState, ans: Any, ctx: Ctx) -> None:
    if ans != "stop":
        to_deck_bottom(st, ctx, ans)


def life_damage_not_reshuffle(st: GameState, src: int, ev: tuple) -> bool:
    """Immediate Resurgence: the owner takes 1+ Life damage from anything but a reshuffle (as CR 10-6)."""
    return ev[0] == "life_damage" and ev[1] == st.owner[src] and ev[2] >= 1 and ev[4] != "reshuffle"


card("04-tokoyo-A1-s-2", wording="na-s3",
     devoted=(Trigger("start_phase", _own_start_phase, Custom(_recycle_one, "luminosity_recycle"),
                      label="duet_recycle"),
              ImmediateResurgence(life_damage_not_reshuffle)),
     summary="Duet: Radiant Luminosity (older): used, at the start of your start phase you may put a face-down "
             "card or a played Action card on your deck bottom; resurges when you take life damage other than "
             "by a reshuffle.")


# ---------------------------------------------------------------- 陽の音 (Sound of Sun, withdrawn after na-s8-2)
class SoundOfSunWatch(Ability):
    """Ongoing: after a Reaction-subtype card its owner played has resolved, Shadow to the owner's Aura 1."""

    __slots__ = ()

    def on_event(self, st: GameState, src: int, ev: tuple) -> None:
        kind = ev[0]
        if kind == "card_played":
            p, uid = ev[1], ev[2]
            if p == st.owner[src] and S.card_of(st, uid).subtype == REACTION:
                st.marks[("turn", "sound_of_sun", src, uid)] = True
        elif kind == "card_resolved":
            if st.marks.pop(("turn", "sound_of_sun", src, ev[2]), None):
                S.queue_trigger(st, ("sound_of_sun", st.cards[src].id), _sound_of_sun, Ctx(st.owner[src], src))


SUN_ARROW = Arrow("shadow", "aura", 1)


def _sound_of_sun(st: GameState, ctx: Ctx) -> None:
    SUN_ARROW.run(st, ctx)


class StillOnOpponentTurn(Ability):
    """Ongoing: on the opponent's turn the sakura tokens on this card do not move."""

    __slots__ = ()

    def unchoosable_tokens(self, st: GameState, src: int, place: int) -> int:
        if place != CARD_BASE + src or st.turn_player == st.owner[src]:
            return 0
        return st.tok[place]


card("04-tokoyo-A1-n-5", ongoing=(SoundOfSunWatch(), StillOnOpponentTurn()),
     summary="Sound of Sun: after each Reaction card you play resolves, Shadow to your Aura 1; its tokens stay "
             "put on the opponent's turn.")


# ---------------------------------------------------------------- 晴舞台 (Sunny Stage, na-s2 .. na-s6)
card("04-tokoyo-o-n-7", wording="na-s2", disenchant=(If(KYOCHI, Arrow("shadow", "aura", 2)), GainVigor(1)),
     summary="Sunny Stage (older): charge 1; on disenchant, with vigor 2 Shadow to your Aura 2, then gain 1 vigor.")


# ---------------------------------------------------------------- 吹弾陽明 (Duet: Radiant Luminosity, na-s2)
def _recycle_any(st: GameState, ctx: Ctx) -> None:
    """You may put a card of your played or discard pile on the bottom of your deck."""
    zp = st.zones[ctx.player]
    cands = [u for z in (PLAYED, DISCARD) for u in zp[z] if _may_go_back(st, u)]
    if not cands:
        return
    opts: list[Any] = ["stop"] + cands
    S.ask(st, ctx.player, D_CARD, opts, _recycle_answer, ctx, context="deck_bottom")


card("04-tokoyo-A1-s-2", wording="na-s2",
     devoted=(Trigger("start_phase", _own_start_phase, Custom(_recycle_any, "luminosity_recycle"),
                      label="duet_recycle"),
              ImmediateResurgence(life_damage_not_reshuffle)),
     summary="Duet: Radiant Luminosity (na-s2): used, at the start of your start phase you may put a card of your "
             "played or discard pile on your deck bottom; resurges when you take life damage other than by a "
             "reshuffle.")


# ---------------------------------------------------------------- 陽の音 (Sound of Sun, na-s2: 04-tokoyo-A1-n-7)
card("04-tokoyo-A1-n-7", initialize=(SUN_ARROW,), ongoing=(SoundOfSunWatch(), StillOnOpponentTurn()),
     summary="Sound of Sun (na-s2): on deploy and after each Reaction card you play resolves, Shadow to your Aura 1; "
             "its tokens stay put on the opponent's turn.")
