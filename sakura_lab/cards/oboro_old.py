"""Older readings of Oboro's cards, seasons na-s2 to na-s8 (issue 17), written in the engine's DSL.

Each script plays the text its seasons printed; the numbers per season come from the catalogue (虚魚 was an
Action Special of Cost 4 then). The current readings are in :mod:`sakura_lab.cards.oboro`.

- 05-oboro-o-s-3 虚魚 (Uro-Uo, na-s2 .. na-s8): no effect when played; Devoted: for each reshuffle you may
  play any number of Trap cards (attacks included) from your discard pile, in any order, instead of the one
  of megami rules 3-3. Encoded by the script data ``any_traps``, which :func:`oboro.rule_trap_plays` reads
  for the rule effect 3-3 (the plays are chosen one at a time, so in any order). Rules decision: the older
  text extends today's rule effect 3-3 (situation-triggered just before the reshuffle, before its Life
  damage); it covers every reshuffle, as 3-3 does. Confidence H.
- 05-oboro-o-n-4 忍歩 (Ninpo-Walk, na-s2): Trap; Distance<->Shadow 1 (today Shadow to Distance 1); from the
  discard pile it may play another Trap from there, as today.
- 05-oboro-o-s-4 壬蔓 (Mi-Kazura, na-s2): an Action Special of Cost 0 (from the catalogue): the opponent's Aura
  to your Flare 1; Resurgence when your Flare is 0 (as today).
- 05-oboro-A1-n-3 不意打ち (Sneak Attack, na-s3 .. na-s4): range 1-4 then; -X/+0 (today -X/-X), X = the cards in
  the opponent's discard pile (伏せ札), read continuously; No Reactions (Normal) as today.
- 05-oboro-A1-s-4-ex1 最後の結晶 (The Final Petal, na-s3 .. na-s4): Cost 2 then; played only through its own text:
  the first time you would lose you may play it instead (paying its Cost), and then Shadow to your Life 1 (no
  card put face down). Unlike today your Life is not sent to Shadow first: the host rule
  :class:`oboro.FinalPetal` skips that step for a Petal whose script data has ``keeps_life``. Rules decision:
  "cannot be played the normal way" is read as today's "only through this effect" (not from the main phase,
  not as a Reaction, not by another card's effect); after it resolved, a Life still at 0 makes you lose (the
  replacement is used up). Confidence M.
"""
from __future__ import annotations

from sakura_lab.cards import oboro  # noqa: F401  (the current scripts are registered first)
from sakura_lab.cards.oboro import (
    PETAL,
    URO_UO,
    _flare_zero,
    _ninpo_walk,
    _petal_condition,
)
from sakura_lab.engine.cardbase import Ability, AttackAcc
from sakura_lab.engine.constants import DISCARD
from sakura_lab.engine.dsl import Arrow, Custom, DoubleArrow, Resurgence, card
from sakura_lab.engine.state import Attack, GameState

card(URO_UO, wording="na-s2", data={"any_traps": True},
     summary="Uro-Uo (older): used, you may play any number of Trap cards from your discard pile before each "
             "reshuffle.")


# ---------------------------------------------------------------- 忍歩 (Ninpo-Walk, na-s2)
card("05-oboro-o-n-4", wording="na-s2", on_play=(DoubleArrow("dist", "shadow", 1), Custom(_ninpo_walk, "ninpo_walk")),
     data={"trap": True},
     summary="Ninpo-Walk (older): Trap; Distance<->Shadow 1; from the discard pile it may play another Trap there.")


# ---------------------------------------------------------------- 壬蔓 (Mi-Kazura, na-s2)
card("05-oboro-o-s-4", wording="na-s2", on_play=(Arrow("opp_aura", "flare", 1),), devoted=(Resurgence(_flare_zero),),
     summary="Mi-Kazura (older): free action Special moving one opponent Aura token to your Flare; resurges when "
             "your Flare is 0.")


# ---------------------------------------------------------------- 不意打ち (Sneak Attack, na-s3 .. na-s4)
class SneakAttackOld(Ability):
    """-X/+0, X = the number of cards in the opponent's discard pile (read continuously)."""

    __slots__ = ()

    def modify_attack(self, st: GameState, src: int, atk: Attack, acc: AttackAcc) -> None:
        acc.aura_add -= len(st.zones[1 - atk.player][DISCARD])


card("05-oboro-A1-n-3", wording="na-s3", attack_statics=(SneakAttackOld(),), flags=("no_reactions_normal",),
     summary="Sneak Attack (older): full power 1-4 4/3, no normal reactions, -X/+0 by the opponent's discard pile.")


# ---------------------------------------------------------------- 最後の結晶 (The Final Petal, na-s3 .. na-s4)
card(PETAL, wording="na-s3", play_condition=_petal_condition, on_play=(Arrow("shadow", "life", 1),),
     data={"keeps_life": True},
     summary="The Final Petal (older): only through its own text; the first time you would lose you may play it "
             "instead: Shadow to your Life 1.")
