"""Older readings of Yukihi's cards, seasons na-s2 to na-s9 (issue 17), written in the engine's DSL.

Each script plays the text its seasons printed; the numbers per season (closed and open range and damage)
come from the catalogue. The current readings are in :mod:`sakura_lab.cards.yukihi`.

An umbrella card's older reading is registered with its own closed script and carries its open face in its
script data (``open_script``), which :func:`yukihi._open_def` reads before the current ``OPEN_SCRIPTS``.

- 06-yukihi-o-n-5 かさまわし (Wield, na-s2 .. na-s9): playing it does nothing; its hand text (Forced: when you
  open/close your umbrella you may reveal it from hand, then Shadow to your Aura 1) is today's, read through
  the script data ``umbrella_reveal`` by :func:`yukihi.toggle_umbrella`.
- 06-yukihi-o-s-1 はらりゆき (Gentle Snow, na-s2 .. na-s7-2): the closed face has no text (no vigor after the
  attack); the open face is today's (Immediate Resurgence when you open/close your umbrella, with the rulings
  of :mod:`sakura_lab.cards.yukihi`).
- 06-yukihi-o-n-2 しこみび / ねこだまし (Preparation / Fake Out, na-s8-2): both faces read "After Attack: you may
  open/close your umbrella" (the card does not return to hand; the open face is not vanilla).
"""
from __future__ import annotations

from sakura_lab.cards import yukihi
from sakura_lab.cards.yukihi import TOGGLE, umbrella_variant
from sakura_lab.engine.cardbase import CardScript
from sakura_lab.engine.dsl import May, card

# ---------------------------------------------------------------- かさまわし (Wield, na-s2 .. na-s9)
card("06-yukihi-o-n-5", wording="na-s2", data={"umbrella_reveal": True},
     summary="Wield (older): does nothing when played; when you flip your umbrella you may show it from hand to "
             "recover 1 from Shadow.")

# ---------------------------------------------------------------- はらりゆき (Gentle Snow, na-s2 .. na-s7-2)
card("06-yukihi-o-s-1", wording="na-s2", variant=umbrella_variant,
     data={"umbrella": True, "open_script": yukihi.OPEN_SCRIPTS["06-yukihi-o-s-1"]},
     summary="Gentle Snow (older): closed, a plain special attack; open, it comes back unused when you flip "
             "your umbrella.")

# ---------------------------------------------------------------- しこみび / ねこだまし (na-s8-2)
MAY_TOGGLE = May("umbrella_toggle", TOGGLE)
card("06-yukihi-o-n-2", wording="na-s8-2", variant=umbrella_variant, after=(MAY_TOGGLE,),
     data={"umbrella": True, "open_script": CardScript("06-yukihi-o-n-2", after=(MAY_TOGGLE,))},
     summary="Preparation / Fake Out (na-s8-2): on either face, after the attack you may flip your umbrella.")
