"""Older readings of Renri's cards, seasons na-s7 … na-s10 (issue 17): the effect scripts of the texts those
seasons printed (numbers per season come from the catalogue, among them 魚吊り's Reaction subtype before
na-s10-2). The current scripts live in ``renri.py``.

Readings (season the reading began -> seasons that print it):

- 魚吊り Motive since na-s7 (na-s7, na-s7-2, na-s8): Falsehood; Distance -> Shadow 1 (today: to your Flare).
- 魚吊り Motive since na-s8-2 (na-s8-2 … na-s10): the same effect as today (Distance -> your Flare 1); the card
  was a Reaction and its text added the reminder that a Falsehood cannot be made as a Reaction, which our MR 20-4
  rule already says (``renri.py``: Falsehood only as a main-phase standard action): ``same_effect``.

- 神授 Divine Gift since na-s8-2 (na-s8-2, na-s9): used, it puts itself on top of the deck and then trades places
  with a relic; Forced: just before a reshuffle, if it is in the played pile, it may be *used* (so it counts as a
  card played, e.g. for 偽りの武器's third card). Today (na-s9-2 on) using it does nothing and the before-reshuffle
  text moves it without using it. The other Historian cards read the same in every season they exist in.

Rule decisions: none beyond ``renri.py``'s. A Reaction-subtype 魚吊り may be played as a Reaction the usual way
(CR 9-4 i; the catalogue gives the subtype); only the Falsehood procedure is refused as a Reaction (MR 20-4,
card-data reminder).
"""
from __future__ import annotations

from sakura_lab.cards import renri  # noqa: F401  (the current scripts first: same_effect needs them)
from sakura_lab.cards.renri import FACE_DOWN_TO_DISCARD, GIFT, MOTIVE, gift_effect
from sakura_lab.engine.dsl import Arrow, Custom, card, same_effect

card(MOTIVE, on_play=(Arrow("dist", "shadow", 1),), replacements=(FACE_DOWN_TO_DISCARD,), data={"falsehood": True},
     wording="na-s7", summary="Falsehood; Distance -> Shadow 1 (a Reaction card in these seasons)")

same_effect(MOTIVE, "na-s8-2",
            "only a reminder that a Falsehood cannot be made as a Reaction (already our MR 20-4 reading) was added to "
            "the text of a Reaction card; the effect, Distance -> your Flare 1, is today's")

card(GIFT, on_play=(Custom(gift_effect, "divine_gift"),), data={"use_before_reshuffle": True}, wording="na-s8-2",
     summary="itself to the deck top, then swapped with a relic; may be used from the played pile before a reshuffle")
