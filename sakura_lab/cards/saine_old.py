"""Older readings of Saine's cards, seasons na-s2 to na-s8-2 (issue 17), written in the engine's DSL.

Each script plays the text its seasons printed; the numbers (range, damage, cost, charge, type) per season come
from the catalogue. The current readings are in :mod:`sakura_lab.cards.saine`.

- 02-saine-A2-n-2 裏斬り (Treachery, na-s4 .. na-s8): 1/3 with No Reactions (Normal) only; no exchange.
- 02-saine-A1-n-6 伴奏 (Accompaniment, na-s2 .. na-s8-2): two Ongoing texts, both read continuously while it is
  deployed: (1) while another megami's Special of yours is Devoted, the opponent's first attack of each turn
  gets -1/+0 (no "loses No Reactions", no Idea); (2) while a Saine Special of yours is Devoted, the first
  Special you play each turn costs 1 less (never below 0, CR 6-2-1-12). Rules decisions: "first attack of the
  turn" counts every attack the opponent made this turn, also before 伴奏 was deployed (the engine keeps the
  turn's finished attacks, ``done_attack`` marks), and a later attack created while the first is still in
  progress (an After Attack attack) does not take its place; "the first Special you use" counts every Special
  you played this turn, by any means (``play_index``). Confidence M.
- 02-saine-A2-n-7 遺響壁 (Reverberant Wall, na-s4 .. na-s7): the wall, and on disenchant your next attack
  this turn gets +0/+1 (no Idea or turn condition, no attack).
- 02-saine-A1-s-2 二重奏:弾奏氷瞑 (Duet: Chilling Tranquility, na-s6-2 .. na-s8-2): Terminal; flinch the
  opponent; draw a card or gain 1 vigor (your choice); Devoted: your other megami's attacks get +0/+1 and
  Unavoidable; Immediate Resurgence when you take 1+ Life damage other than by a reshuffle. Rules decisions:
  終端 is today's Terminal (CR 9-2); 即再起 is today's Immediate Resurgence (CR 10-8); its condition
  "Life damage other than from a reshuffle" is read with the same event as Unguarded's (CR 10-6: any attack,
  effect or burnout damage to Life, not the reshuffle's; moving Life tokens by an arrow is not damage);
  不可避 is today's Unavoidable (no range check, CR 9-4 iii). Confidence H.
- 02-saine-A1-n-3 氷の音 (Sound of Ice, na-s2 .. na-s8-2, withdrawn afterwards; its last reading is its
  script): Reaction action; opponent's Aura to Shadow 1, and 1 more if it was played as a Reaction.
"""
from __future__ import annotations

from sakura_lab.cards import saine  # noqa: F401  (the current scripts are registered first)
from sakura_lab.cards.saine import other_megami_special_devoted
from sakura_lab.engine.constants import MODE_REACTION
from sakura_lab.engine.dsl import (
    Arrow,
    ChooseOne,
    CostDelta,
    CountsAsAura,
    Draw,
    Flinch,
    GainVigor,
    GlobalAttackMod,
    If,
    ImmediateResurgence,
    NextAttack,
    card,
    own_other_megami_attack,
    special_devoted_of,
)
from sakura_lab.engine.state import Attack, Ctx, GameState

MEGAMI = "saine"


# ---------------------------------------------------------------- 伴奏 (Accompaniment, na-s2 .. na-s8-2)
def first_attack_of_turn(st: GameState, p: int, aid: int) -> bool:
    """Whether attack ``aid`` is the first attack ``p`` made this turn: no earlier attack of ``p`` is still in
    progress (attack ids grow) and none finished earlier this turn (``done_attack`` marks last one turn)."""
    if any(a.player == p and k < aid for k, a in st.attacks.items()):
        return False
    for k, v in st.marks.items():
        if isinstance(k, tuple) and k[0] == "done_attack" and v[0] == p and k[1] != aid:
            return False
    return True


def _accompaniment_weakens(st: GameState, src: int, atk: Attack) -> bool:
    """Ongoing (1): the opponent's first attack this turn, while another megami's Special of yours is Devoted."""
    owner = st.owner[src]
    return (atk.player != owner and other_megami_special_devoted(st, owner)
            and first_attack_of_turn(st, atk.player, atk.aid))


def _no_special_played_this_turn(st: GameState, player: int) -> bool:
    return not any(st.cards[u].is_special and st.owner[u] == player for u in st.play_index)


def _accompaniment_discount(st: GameState, src: int, uid: int, player: int) -> bool:
    """Ongoing (2): the first Special its owner plays this turn, while a Saine Special of theirs is Devoted."""
    return (player == st.owner[src] and st.cards[uid].is_special and special_devoted_of(st, player, megami=MEGAMI)
            and _no_special_played_this_turn(st, player))


card("02-saine-A1-n-6", wording="na-s2",
     ongoing=(GlobalAttackMod(_accompaniment_weakens, -1, 0), CostDelta(_accompaniment_discount, -1)),
     summary="Accompaniment (older): with another goddess's Special used, the opponent's first attack each turn "
             "gets -1/+0; with a Saine Special used, your first Special each turn costs 1 less.")


# ---------------------------------------------------------------- 裏斬り (Treachery, na-s4 .. na-s8)
card("02-saine-A2-n-2", wording="na-s4", flags=("no_reactions_normal",),
     summary="Treachery (older): a 4-5 1/3 attack that Normal cards cannot react to.")


# ---------------------------------------------------------------- 遺響壁 (Reverberant Wall, na-s4 .. na-s7)
card("02-saine-A2-n-7", wording="na-s4", ongoing=(CountsAsAura(),), disenchant=(NextAttack(life=1),),
     summary="Reverberant Wall (older): its tokens count as your Aura against damage; when it is disenchanted your "
             "next attack this turn gets +0/+1.")


# ---------------------------------------------------------------- 弾奏氷瞑 (Duet: Chilling Tranquility, na-s6-2 .. na-s8-2)
def life_damage_not_reshuffle(st: GameState, src: int, ev: tuple) -> bool:
    """Immediate Resurgence: the owner takes 1+ Life damage from anything but a reshuffle (as CR 10-6)."""
    return ev[0] == "life_damage" and ev[1] == st.owner[src] and ev[2] >= 1 and ev[4] != "reshuffle"


card("02-saine-A1-s-2", wording="na-s6-2", terminal=True,
     on_play=(Flinch("opp"), ChooseOne(("draw", (Draw(1),)), ("vigor", (GainVigor(1),)))),
     devoted=(GlobalAttackMod(own_other_megami_attack, 0, 1, flags=("unavoidable",)),
              ImmediateResurgence(life_damage_not_reshuffle)),
     summary="Duet: Chilling Tranquility (older): terminal; flinch the opponent, then draw 1 or gain 1 vigor; used, "
             "your other goddess's attacks get +0/+1 and unavoidable; resurges when you take life damage "
             "other than by a reshuffle.")


# ---------------------------------------------------------------- 氷の音 (Sound of Ice, withdrawn after na-s8-2)
def _played_as_reaction(st: GameState, ctx: Ctx) -> bool:
    return ctx.mode == MODE_REACTION


card("02-saine-A1-n-3", on_play=(Arrow("opp_aura", "shadow", 1), If(_played_as_reaction, Arrow("opp_aura", "shadow", 1))),
     summary="Sound of Ice: reaction action moving one opponent Aura token to Shadow, a second one when played "
             "as a reaction.")
