"""Older readings of Yurina's cards, seasons na-s2 to na-s9 (issue 17), written in the engine's DSL.

Each script plays the text its seasons printed; the numbers (range, damage, cost, charge, type) per season come
from the catalogue. The current readings are in :mod:`sakura_lab.cards.yurina`.

- 01-yurina-o-n-5 気迫 (Vivacity, na-s5 .. na-s9; 体捌き since na-s9-2): gain 1 vigor, and the next attack
  this turn that is not a Special's and whose user is another megami gains No Reactions (Normal) and a near
  expansion of 1. Rules decision: "another megami's" is read as today's CR 10-15 (the attack's users do not
  include Yurina: a card or effect attack of the other megami, not a shared card), and "not a Special" as
  "not the attack of a Special card" (an effect attack has no category, CR 10-5, so it qualifies); a "next
  attack" effect goes to the first qualifying attack and waits for one otherwise (rulings memo §24, as
  Backdraft's buff). Confidence M.
- 01-yurina-o-n-5 足捌き (Footwork, na-s2 .. na-s4): at a current Distance of 4 or more, Distance to Shadow 2;
  then, at a current Distance of 1 or less, Shadow to Distance 2. Both conditions are read when each sentence
  resolves (the current Distance, CR 5-2-1, after the first move), so at most one of them moves anything.
- 01-yurina-o-s-2 浦波嵐 (Uranami Storm) and 01-yurina-A1-s-2 不完全浦波嵐 (Imperfect Uranami Storm), na-s2 ..
  na-s4: as today but without Terminal (the keyword 終端 was printed on them from na-s5 on): after using them
  you may still play cards and basic actions this turn.
"""
from __future__ import annotations

from sakura_lab.cards import yurina  # noqa: F401  (the current scripts are registered first)
from sakura_lab.engine import api as S
from sakura_lab.engine.dsl import (
    Arrow,
    GainVigor,
    If,
    ModifyAttack,
    NextAttack,
    attack_users,
    card,
    distance_at_most,
)
from sakura_lab.engine.state import Attack, Ctx, GameState

MEGAMI = "yurina"


def other_megami_non_special(st: GameState, atk: Attack) -> bool:
    """"Your next attack by another megami that is not a Special": Yurina is not among the attack's users
    (CR 10-15) and it is not the attack of a Special card (effect attacks have no category, CR 10-5)."""
    return MEGAMI not in attack_users(st, atk) and atk.category != "special"


# 気迫 (na-s5 .. na-s9): 1 vigor; the next qualifying attack gets No Reactions (Normal) and near 1.
card("01-yurina-o-n-5", wording="na-s5",
     on_play=(GainVigor(1), NextAttack(near=1, flags=("no_reactions_normal",), filter=other_megami_non_special)),
     summary="Vivacity: gain 1 vigor; your next non-Special attack of the other goddess this turn cannot be "
             "answered by Normal reactions and reaches one closer.")


# 足捌き (na-s2 .. na-s4): Distance 4+ -> Distance to Shadow 2; Distance 1- -> Shadow to Distance 2.
def distance_at_least_4(st: GameState, ctx: Ctx) -> bool:
    return S.current_distance(st) >= 4


card("01-yurina-o-n-5", wording="na-s2",
     on_play=(If(distance_at_least_4, Arrow("dist", "shadow", 2)), If(distance_at_most(1), Arrow("shadow", "dist", 2))),
     summary="Footwork: from afar (Distance 4+) close in by 2; up close (Distance 1 or less) back off by 2.")

# 浦波嵐 / 不完全浦波嵐 (na-s2 .. na-s4): no Terminal yet.
card("01-yurina-o-s-2", wording="na-s2", after=(ModifyAttack("reacted", -2, 0),),
     summary="Uranami Storm (older): reaction attack that then weakens the reacted attack's Aura damage by 2; "
             "not terminal.")
card("01-yurina-A1-s-2", wording="na-s2", after=(ModifyAttack("reacted", -3, 0),),
     summary="Imperfect Uranami Storm (older): reaction attack that cuts the reacted Aura damage by 3; not terminal.")
