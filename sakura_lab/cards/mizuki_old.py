"""Older readings of Mizuki's cards, seasons na-s5 .. na-s10 (issue 17), written in the engine's DSL.

The current readings are in :mod:`sakura_lab.cards.mizuki`; the numbers of each season (range, damage, Cost,
Charge) come from the catalogue. Readings of na-s5 .. na-s6-2 (season the reading began; seasons printing it):

- 反攻 Counteroffensive (18-mizuki-o-n-2), reading since na-s5, printed in na-s5: attack 2-3 1/1; +2/+0 if you
  reacted on the previous turn (today +2/+1); All-Out +0/+2 (today +1/+1).
- 制圧前進 Steady Advance (18-mizuki-o-n-6), reading since na-s5, printed in na-s5: a Throughout action: conscript
  once and the opponent flinches; then, if the current Distance is 3 or more, Distance -> your Aura 1 (today:
  three choices among conscript, Forward and Recover).
- 騎兵 Cavalry (18-mizuki-o-t-3, a Unit), reading since na-s5, printed in na-s5 .. na-s6: an Enhancement (Charge
  2) with Terminal and Unguarded (隙); Disenchant: you gain 1 vigor. No text about the opponent's No Reactions.

Readings of 大手楯無門 Ōte Gate "Tatenashi" (18-mizuki-o-s-3, a Special Action, Terminal in every season):

- reading since na-s5, printed in na-s5 .. na-s7 (Cost 4): one card of your hand and Divinity of War go to the
  Barracks, conscripted. No Devoted text.
- reading since na-s7-2, printed in na-s7-2 .. na-s10 (Cost 3): Divinity of War and one card of your hand go to
  the Barracks, conscripted; then conscript once (MR 16-5). Devoted: attacks of Attack cards you played from the
  Barracks get +1/+0, and Reaction cards you play from the Barracks lose Terminal.

Rules decisions (each with its source):

- The hand card (both older readings): exactly one card of the hand if there is one (today's reading says "up to
  one"); only a Normal card may be chosen (MR 16-4: the Barracks hold Unit and Normal cards), as in
  mizuki.py. With no Normal card in hand only Divinity of War moves; if it is not in ＜Extra＞ it stays where it
  is. H (card text).
- "Reaction cards you play from the Barracks lose Terminal": a text-affecting Devoted effect (CR 9-1-3-3, the
  core hook ``card_info`` as Roaring Warcry): a card with the Reaction subtype (in any mode) that its owner played from the
  Barracks (mizuki.py's ``("mizuki_fromb", uid)`` mark, set as it is played) has no Terminal while it is in
  ＜In Use＞, so CR 9-2 does not end its player's plays after it resolves (e.g. Bulwark, the Shieldbearer Unit).
  The ``card_info`` mark that makes the core ask the hook is set by the ability at the first event it hears
  while in force (so also if the card became Devoted without being played). M.
- "Conscript once" is :data:`mizuki.CONSCRIPT`, after the two cards are placed (printed order). H.
- Counteroffensive na-s5: "All-Out" (全力化) = played as the full-power action (CR 8-2-2 B), as the current
  reading; the two bonuses add up. H.
- Steady Advance na-s5: the three parts resolve in printed order (conscript, flinch, then the Distance check,
  read when it resolves); the arrow Distance -> your Aura respects the Aura cap (CR 6-3). H.
- Cavalry na-s5: 隙 Unguarded is today's rule (CR 10-6, ``dsl.UNGUARDED``): when its owner takes Life damage
  (other than the reshuffle's) it is discarded without its Disenchant, so no vigor; as a Unit it then goes back
  to the Barracks (MR 16-2-1, ``mizuki.UNIT_HOME``). H (glossary).
"""
from __future__ import annotations

from dataclasses import replace as dc_replace
from typing import Any

from sakura_lab.cards import mizuki  # noqa: F401  (the current scripts first)
from sakura_lab.cards.mizuki import (
    ADVANCE,
    BARRACKS,
    CAVALRY,
    CONSCRIPT,
    COUNTER,
    DIVINITY,
    FROMB,
    TATENASHI,
    UNIT_HOME,
    ReactedLastTurnMod,
    to_barracks,
)
from sakura_lab.engine import api as S
from sakura_lab.engine.cardbase import Ability, CardDef
from sakura_lab.engine.constants import ATTACK, D_CARD, EXTRA, HAND, IN_USE, REACTION
from sakura_lab.engine.dsl import Arrow, Custom, Flinch, GainVigor, GlobalAttackMod, If, card
from sakura_lab.engine.state import Attack, Ctx, GameState


def _gate_hand_card(st: GameState, ctx: Ctx) -> None:
    """One Normal card of your hand (if any) and Divinity of War to the Barracks, conscripted."""
    p = ctx.player
    hand = [u for u in st.zones[p][HAND] if st.cards[u].is_normal]
    if hand:
        S.ask(st, p, D_CARD, hand, _gate_answer, p, context="tatenashi")
    else:
        _gate_answer(st, -1, p)


def _gate_answer(st: GameState, ans: Any, p: int) -> None:
    if isinstance(ans, int) and ans >= 0:
        to_barracks(st, ans, True)
    for u in list(st.zones[p][EXTRA]):
        if st.cards[u].id == DIVINITY:
            to_barracks(st, u, True)
            break


card(TATENASHI, wording="na-s5", terminal=True, on_play=(Custom(_gate_hand_card, "tatenashi"),),
     summary="Ote Gate: Terminal; one hand card and Divinity of War to the Barracks, conscripted.")


def _from_barracks_attack(st: GameState, src: int, atk: Attack) -> bool:
    return (atk.player == st.owner[src] and atk.card >= 0 and bool(st.marks.get((FROMB, atk.card)))
            and st.cards[atk.card].ctype == ATTACK)


_NO_TERMINAL: dict[int, tuple[CardDef, CardDef]] = {}


def _without_terminal(cd: CardDef) -> CardDef:
    hit = _NO_TERMINAL.get(id(cd))
    if hit is None or hit[0] is not cd:
        new = CardDef(cd.id, cd.megami, cd.kind, cd.ctype, cd.subtype, cd.range, cd.aura, cd.life, cd.charge,
                      cd.cost, cd.names, dc_replace(cd.script, terminal=False))
        new.users = cd.users
        hit = _NO_TERMINAL[id(cd)] = (cd, new)
    return hit[1]


class BarracksReactionsLoseTerminal(Ability):
    """Devoted (text-affecting, CR 9-1-3-3): a Reaction card its owner played from the Barracks has no Terminal
    while it is in use."""

    __slots__ = ()

    def on_event(self, st: GameState, src: int, ev: tuple) -> None:
        if not st.marks.get("card_info"):
            st.marks["card_info"] = True  # from now on card_of asks the card_info hook (engine.hooks)

    def card_info(self, st: GameState, src: int, uid: int, cd: Any) -> Any:
        if st.owner[uid] != st.owner[src] or st.loc[uid] != IN_USE or not st.marks.get((FROMB, uid)):
            return None
        if cd.subtype != REACTION or not cd.script.terminal:
            return None
        return _without_terminal(cd)


card(TATENASHI, wording="na-s7-2", terminal=True, on_play=(Custom(_gate_hand_card, "tatenashi"), CONSCRIPT),
     devoted=(GlobalAttackMod(_from_barracks_attack, 1, 0), BarracksReactionsLoseTerminal()),
     summary="Ote Gate: Terminal; Divinity of War and one hand card to the Barracks, conscripted, then conscript; "
             "Devoted: attacks of Attack cards played from the Barracks +1/+0, Reactions played from there lose "
             "Terminal.")


# ====================================================================== 反攻 Counteroffensive (reading since na-s5)
class AllOutBonus(Ability):
    """All-Out (全力化): played as the full-power action (CR 8-2-2 B), this attack gets +aura/+life."""

    __slots__ = ("aura", "life")

    def __init__(self, aura: int, life: int) -> None:
        self.aura, self.life = aura, life

    def modify_attack(self, st: GameState, src: int, atk: Attack, acc: Any) -> None:
        if atk.card >= 0 and st.marks.get(("fullpower", atk.card)):
            acc.aura_add += self.aura
            acc.life_add += self.life


card(COUNTER, wording="na-s5", attack_statics=(ReactedLastTurnMod(2, 0), AllOutBonus(0, 2)), all_out=True,
     summary="Counteroffensive: 2-3 1/1; +2/+0 if you reacted last turn; All-Out: +0/+2.")


# ====================================================================== 制圧前進 Steady Advance (reading since na-s5)
def _distance_3_or_more(st: GameState, ctx: Ctx) -> bool:
    return S.current_distance(st) >= 3


card(ADVANCE, wording="na-s5", on_play=(CONSCRIPT, Flinch(), If(_distance_3_or_more, Arrow("dist", "aura", 1))),
     summary="Steady Advance: Throughout; conscript once and the opponent flinches; at Distance 3+ Distance -> your "
             "Aura 1.")


# ====================================================================== 騎兵 Cavalry (reading since na-s5)
card(CAVALRY, wording="na-s5", terminal=True, unguarded=True, disenchant=(GainVigor(1),), replacements=(UNIT_HOME,),
     setup_zone=BARRACKS,
     summary="Cavalry (Unit): Charge 2, Terminal, Unguarded; Disenchant: gain 1 vigor.")
