"""Older readings of Megumi's cards, seasons na-s7 .. na-s7-2 (issue 17), written in the engine's DSL.

The current readings are in :mod:`sakura_lab.cards.megumi`; the numbers of each season (type, range, damage,
Cost) come from the catalogue. Reading:

- 可能性の枝 Branch of Possibility (19-megumi-o-s-2), reading since na-s6, printed in na-s7 .. na-s7-2: a Special
  Attack with Reaction, 0-10 0/1, Cost 3. Forced: this attack gets +X/+0; After Attack: the reacted attack gets
  -X/+0; X = the seeds on your enhancements (付与札). No Growth, no start-phase attack.

Rules decisions (each with its source):

- X = the seeds (MR 17-4) on the cards in your ＜Enhancement＞ zone ("付与札": the enhancements in play, glossary;
  the current reading counts "《付与》カード", cards of type Enhancement, also while one is being played), read
  whenever the attack's values are computed and again when the After Attack resolves. H.
- The After Attack -X/+0 applies to the reacted attack only when this card was played as a Reaction (otherwise
  there is no reacted attack) and only if this attack resolved to its After Attack step (CR 9-4 vi). H.
- The errata of the latest rules (WitchSand/furuyoni-rules content/rules/zh-Hans/04-appendix-errata.md: read this
  card with the current text) is for the current printing; a study of na-s7 .. na-s7-2 plays what those seasons
  printed (issue 17). H.
"""
from __future__ import annotations

from sakura_lab.cards import megumi  # noqa: F401  (the current scripts first)
from sakura_lab.cards.megumi import seeds_on
from sakura_lab.engine.cardbase import Ability, AttackAcc
from sakura_lab.engine.constants import ENHANCE
from sakura_lab.engine.dsl import Custom, card
from sakura_lab.engine.state import Attack, Ctx, GameState

BRANCH = "19-megumi-o-s-2"


def seeds_in_enhancement_zone(st: GameState, p: int) -> int:
    """X: the seeds on the cards in ``p``'s ＜Enhancement＞ zone."""
    return sum(seeds_on(st, u) for u in st.zones[p][ENHANCE])


class BranchXS6(Ability):
    """Forced: this attack gets +X/+0."""

    __slots__ = ()

    def modify_attack(self, st: GameState, src: int, atk: Attack, acc: AttackAcc) -> None:
        acc.aura_add += seeds_in_enhancement_zone(st, atk.player)


def _reacted_minus_x(st: GameState, ctx: Ctx) -> None:
    atk = st.attacks.get(ctx.reacted)
    x = seeds_in_enhancement_zone(st, ctx.player)
    if atk is not None and x:
        atk.mods.append(("dmg", -x, 0))


card(BRANCH, wording="na-s6", attack_statics=(BranchXS6(),), after=(Custom(_reacted_minus_x, "branch"),),
     summary="Branch of Possibility (Reaction attack 0-10 0/1): +X/+0; after the attack the reacted attack gets "
             "-X/+0 (X = your seeds on enhancements).")
