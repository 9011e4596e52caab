"""Older readings of Honoka's cards, seasons na-s7 .. na-s9 (issue 17), written in the engine's DSL.

The current readings are in :mod:`sakura_lab.cards.honoka`. Readings of 突撃霊式 Destructive Spirit Rite
(14-honoka-o-n-1-ex2, an extra card: attack 5 3/2 in every season):

- reading since na-s3, printed in na-s7: Unavoidable (不可避); After Attack, Bloom: you may exchange it with
  神霊ヲウカ, which you may then put on the bottom of your deck. It can be reacted to; no Life gain.
- reading since na-s7-2, printed in na-s7-2 .. na-s9: No Reactions (対応不可, by any card); After Attack, Shadow
  -> your Life 1 (every time), then the same Bloom (without a Life gain of its own).

Rules decisions (each with its source):

- 不可避 is today's Unavoidable (CR 9-4 iii: no range check at resolution; attack flag ``unavoidable``). H
  (glossary).
- "対応不可" without "(通常札)" forbids Reactions by any card (attack flag ``no_reactions``), as Yatsuha's Maw of the
  Abyss in yatsuha.py. H (card data).
- The two After Attack texts of the na-s7-2 reading resolve in printed order: the Life first, then the Bloom. H.
"""
from __future__ import annotations

from sakura_lab.cards import honoka  # noqa: F401  (the current scripts first)
from sakura_lab.cards.honoka import DESTRUCTIVE, OUKA, Bloom, fixed
from sakura_lab.engine.dsl import Arrow, card

card(DESTRUCTIVE, wording="na-s3", flags=("unavoidable",),
     after=(Bloom(fixed(OUKA), optional=True, bottom="may"),),
     summary="Unavoidable range 5 attack; may bloom into Ouka.")

card(DESTRUCTIVE, wording="na-s7-2", flags=("no_reactions",),
     after=(Arrow("shadow", "life", 1), Bloom(fixed(OUKA), optional=True, bottom="may")),
     summary="Range 5 attack without reactions; heal 1 Life from Shadow, then may bloom into Ouka.")
