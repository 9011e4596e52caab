"""Older readings of Himika's cards, seasons na-s2 to na-s10 (issue 17), written in the engine's DSL.

Each script plays the text its seasons printed; the numbers per season come from the catalogue. The current
readings are in :mod:`sakura_lab.cards.himika`.

- 03-himika-o-n-6 バックドラフト (Backdraft, na-s5 .. na-s10): as today, except that the buff goes to your next
  other-megami attack whose Aura damage is not "-" (any number, where today it must be 3 or less). The Aura
  damage is read as for today's text (after substitution and exchange, before +/-, CR 9-1-3-2; rulings memo
  §17), when the attack is made.
- 03-himika-o-n-6 バックドラフト (Backdraft, na-s2 .. na-s4): as above with no condition on the Aura damage: the
  buff goes to your next attack of another megami this turn, also one with "-" Aura damage (its "-" stays "-",
  CR 5-6: +1 to a "-" changes nothing; its Life damage gets +1).
- 03-himika-A1-s-2 炎天・紅緋弥香 (Blazing Sun, na-s2 .. na-s6): as today with X = 7 - current Distance (never
  below 0; range 0-6 and Cost 7 then, from the catalogue).
"""
from __future__ import annotations

from sakura_lab.cards import himika  # noqa: F401  (the current scripts are registered first)
from sakura_lab.cards.himika import MEGAMI, aura_damage_before_addsub
from sakura_lab.engine import api as S
from sakura_lab.engine.dsl import RENKA, Flinch, If, Lose, NextAttack, card
from sakura_lab.engine.state import Attack, GameState


def backdraft_old_target(st: GameState, atk: Attack) -> bool:
    """An attack of another megami (CR 10-15) whose Aura damage is a number, not "-"."""
    return atk.megami != MEGAMI and aura_damage_before_addsub(st, atk) is not None


card("03-himika-o-n-6", wording="na-s5",
     on_play=(Flinch("opp"), If(RENKA, NextAttack(1, 1, filter=backdraft_old_target))),
     summary="Backdraft (older): flinch the opponent; with Inferno your next other-goddess attack with any Aura "
             "damage gets +1/+1.")


def backdraft_s2_target(st: GameState, atk: Attack) -> bool:
    """Any attack of another megami (CR 10-15)."""
    return atk.megami != MEGAMI


card("03-himika-o-n-6", wording="na-s2",
     on_play=(Flinch("opp"), If(RENKA, NextAttack(1, 1, filter=backdraft_s2_target))),
     summary="Backdraft (na-s2 .. na-s4): flinch the opponent; with Inferno your next other-goddess attack this "
             "turn gets +1/+1.")


def blazing_sun_s2_damage(st: GameState, atk: Attack) -> tuple[int, int]:
    """X = 7 - current Distance, read continuously (as today's 8 - Distance, rulings memo §19)."""
    x = max(0, 7 - S.current_distance(st))
    return x, x


card("03-himika-A1-s-2", wording="na-s2", flags=("no_reactions",), damage_fn=blazing_sun_s2_damage, after=(Lose(),),
     summary="Blazing Sun (older): unreactable X/X where X is 7 minus Distance; you lose after it.")
