"""Older readings of Himika's cards, seasons na-s5 to na-s10 (issue 17), written in the engine's DSL.

Each script plays the text its seasons printed; the numbers per season come from the catalogue. The current
readings are in :mod:`sakura_lab.cards.himika`.

- 03-himika-o-n-6 バックドラフト (Backdraft, na-s5 .. na-s10): as today, except that the buff goes to your next
  other-megami attack whose Aura damage is not "-" (any number, where today it must be 3 or less). The Aura
  damage is read as for today's text (after substitution and exchange, before +/-, CR 9-1-3-2; rulings memo
  §17), when the attack is made.
"""
from __future__ import annotations

from sakura_lab.cards import himika  # noqa: F401  (the current scripts are registered first)
from sakura_lab.cards.himika import MEGAMI, aura_damage_before_addsub
from sakura_lab.engine.dsl import RENKA, Flinch, If, NextAttack, card
from sakura_lab.engine.state import Attack, GameState


def backdraft_old_target(st: GameState, atk: Attack) -> bool:
    """An attack of another megami (CR 10-15) whose Aura damage is a number, not "-"."""
    return atk.megami != MEGAMI and aura_damage_before_addsub(st, atk) is not None


card("03-himika-o-n-6", wording="na-s5",
     on_play=(Flinch("opp"), If(RENKA, NextAttack(1, 1, filter=backdraft_old_target))),
     summary="Backdraft (older): flinch the opponent; with Inferno your next other-goddess attack with any Aura "
             "damage gets +1/+1.")
