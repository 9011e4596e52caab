"""Older readings of Korunu's cards, season na-s7 (issue 17), written in the engine's DSL.

The current readings are in :mod:`sakura_lab.cards.korunu`. Reading:

- 絶対零度 Absolute Zero (15-korunu-o-n-5), reading since na-s4, printed in na-s7: a Throughout action (not a
  Reaction): the opponent is frozen until their Aura has no room left (MR 13-5, 13-3). No attack, no Recover.

Rules decisions: "frozen until their Aura has no room left" is :data:`korunu.FREEZE_FULL`, as in the current
reading's All-Out part and Konru Ruyanpe (MR 13-3: sakura and Freeze tokens counted together). H.
"""
from __future__ import annotations

from sakura_lab.cards import korunu  # noqa: F401  (the current scripts first)
from sakura_lab.cards.korunu import ABSOLUTE_ZERO, FREEZE_FULL
from sakura_lab.engine.dsl import card

card(ABSOLUTE_ZERO, wording="na-s4", on_play=(FREEZE_FULL,),
     summary="Throughout: freeze the opponent until their Aura is full.")
