"""Older readings of Oboro's cards, seasons na-s2 to na-s8 (issue 17), written in the engine's DSL.

Each script plays the text its seasons printed; the numbers per season come from the catalogue (虚魚 was an
Action Special of Cost 4 then). The current readings are in :mod:`sakura_lab.cards.oboro`.

- 05-oboro-o-s-3 虚魚 (Uro-Uo, na-s2 .. na-s8): no effect when played; Devoted: for each reshuffle you may
  play any number of Trap cards (attacks included) from your discard pile, in any order, instead of the one
  of megami rules 3-3. Encoded by the script data ``any_traps``, which :func:`oboro.rule_trap_plays` reads
  for the rule effect 3-3 (the plays are chosen one at a time, so in any order). Rules decision: the older
  text extends today's rule effect 3-3 (situation-triggered just before the reshuffle, before its Life
  damage); it covers every reshuffle, as 3-3 does. Confidence H.
"""
from __future__ import annotations

from sakura_lab.cards import oboro  # noqa: F401  (the current scripts are registered first)
from sakura_lab.cards.oboro import URO_UO
from sakura_lab.engine.dsl import card

card(URO_UO, wording="na-s2", data={"any_traps": True},
     summary="Uro-Uo (older): used, you may play any number of Trap cards from your discard pile before each "
             "reshuffle.")
