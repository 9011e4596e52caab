"""Older readings of Yurina's cards, seasons na-s5 to na-s9 (issue 17), written in the engine's DSL.

Each script plays the text its seasons printed; the numbers (range, damage, cost, charge, type) per season come
from the catalogue. The current readings are in :mod:`sakura_lab.cards.yurina`.

- 01-yurina-o-n-5 気迫 (Vivacity, na-s5 .. na-s9; 体捌き since na-s9-2): gain 1 vigor, and the next attack
  this turn that is not a Special's and whose user is another megami gains No Reactions (Normal) and a near
  expansion of 1. Rules decision: "another megami's" is read as today's CR 10-15 (the attack's users do not
  include Yurina: a card or effect attack of the other megami, not a shared card), and "not a Special" as
  "not the attack of a Special card" (an effect attack has no category, CR 10-5, so it qualifies); a "next
  attack" effect goes to the first qualifying attack and waits for one otherwise (rulings memo §24, as
  Backdraft's buff). Confidence M.
"""
from __future__ import annotations

from sakura_lab.cards import yurina  # noqa: F401  (the current scripts are registered first)
from sakura_lab.engine.dsl import GainVigor, NextAttack, attack_users, card
from sakura_lab.engine.state import Attack, GameState

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
