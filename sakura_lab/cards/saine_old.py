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

Seasons na-s2 .. na-s6 (the older Idea): until na-s6 the keyword 八相 (Idea) was printed as "your Aura is 0"
(today "1 or less"); :func:`idea_old` reads the real Aura (walls excluded), as today's ``dsl.HASSO``.

- 02-saine-o-n-1 八方振り (Swing Rush, na-s2 .. na-s6): After Attack, with Aura 0: attack 4-5 2/1.
- 02-saine-o-n-3 返し刃 (Cut In, na-s2; the id is 石突 since na-s3): Reaction attack 3-5 1/1; After Attack, if
  this card was played as a Reaction (its attack reacts to one, CR 9-4 i), attack 3-5 2/1 No Reactions.
- 02-saine-o-n-3 石突 (Hilt Slam, na-s3 .. na-s6): After Attack, with Aura 0: Shadow to Distance 1.
- 02-saine-o-n-4 見切り (Outclass, na-s2 .. na-s6): may be played as a Reaction while your Aura is 0 (checked
  when choosing to react, as today's reading, rulings memo §6); Distance<->Shadow 1.
- 02-saine-o-n-5 圏域 (Space for Master, na-s2 .. na-s4): Charge 3 then; Initialize: Shadow to Distance 1;
  Ongoing: the Mastery Zone is 2 larger. No replacement of the tokens leaving it.
- 02-saine-o-n-6 衝音晶 (Wavering Crystal, na-s2): as today without the Shadow to Distance 1 after the
  Disenchant attack.
- 02-saine-A1-s-2 二重奏:弾奏氷瞑 (Duet: Chilling Tranquility, na-s2 .. na-s6): end the current phase (CR 10-13;
  played in the main phase, the turn goes on to its end phase); no cost reduction, no "cannot attack", no
  Terminal; Devoted: your other megami's attacks get +0/+1; Immediate Resurgence when you take 1+ Life damage
  other than by a reshuffle. Rules decision: 即再起 and its condition as for the na-s6-2 reading above
  (CR 10-8 with the event of Unguarded, CR 10-6). Confidence H.
- 02-saine-o-s-3 音無砕氷 (Silent Icebreaker, na-s2 .. na-s6): as today, Resurgence with Aura 0.
- 02-saine-A2-s-3 絶唱絶華 (Withering Fragment, na-s4 .. na-s6): a Reaction *action* Special (Cost 3 then), not
  Terminal: after the reacted attack has resolved, if Aura damage was chosen by it and your real Aura is 0, end
  the current phase (the watcher of today's reading, rulings memo §7: a both-damage attack counts, a cancelled
  or missed attack chose nothing); played in the main phase it reacts to nothing and does nothing. Resurgence
  with Aura 0. Confidence H.
"""
from __future__ import annotations

from sakura_lab.cards import saine  # noqa: F401  (the current scripts are registered first)
from sakura_lab.cards.saine import _withering_watch, other_megami_special_devoted
from sakura_lab.engine.constants import AURA, MODE_REACTION
from sakura_lab.engine.dsl import (
    Arrow,
    ChooseOne,
    CostDelta,
    CountsAsAura,
    Custom,
    DoubleArrow,
    Draw,
    EndPhase,
    Flinch,
    GainVigor,
    GlobalAttackMod,
    If,
    ImmediateResurgence,
    MakeAttack,
    MasteryDelta,
    ModifyAttack,
    NextAttack,
    Resurgence,
    card,
    own_other_megami_attack,
    rng,
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


# ====================================================================== seasons na-s2 .. na-s6 (Idea = Aura 0)
def idea_old(st: GameState, ctx: Ctx) -> bool:
    """八相 as printed until na-s6: your (real) Aura is 0."""
    return st.tok[AURA + ctx.player] == 0


def _outclass_old_reaction_if(st: GameState, player: int, uid: int) -> bool:
    return st.tok[AURA + player] == 0


def _played_as_reaction_attack(st: GameState, ctx: Ctx) -> bool:
    """In an After Attack: this card's attack was made as a Reaction (it reacts to an attack)."""
    return ctx.reacted >= 0


card("02-saine-o-n-1", wording="na-s2", after=(If(idea_old, MakeAttack(rng(4, 5), 2, 1)),),
     summary="Swing Rush (older): after attack, with no Aura left make another 4-5 2/1 attack.")

card("02-saine-o-n-3", wording="na-s2",
     after=(If(_played_as_reaction_attack, MakeAttack(rng(3, 5), 2, 1, flags=("no_reactions",))),),
     summary="Cut In: 3-5 1/1 reaction attack; used as a reaction, it follows up with a 3-5 2/1 attack that cannot "
             "be reacted to.")

card("02-saine-o-n-3", wording="na-s3", after=(If(idea_old, Arrow("shadow", "dist", 1)),),
     summary="Hilt Slam (older): after attack, with no Aura left move Shadow to Distance 1.")

card("02-saine-o-n-4", wording="na-s2", on_play=(DoubleArrow("dist", "shadow", 1),),
     reaction_if=_outclass_old_reaction_if,
     summary="Outclass (older): Distance<->Shadow 1; with no Aura left it can interrupt an opponent's attack as a "
             "Reaction.")

card("02-saine-o-n-5", wording="na-s2", initialize=(Arrow("shadow", "dist", 1),), ongoing=(MasteryDelta(2),),
     summary="Space for Master (older): on deploy Shadow to Distance 1; Mastery Zone +2 while deployed.")

card("02-saine-o-n-6", wording="na-s2", initialize=(ModifyAttack("reacted", -1, 0),),
     disenchant=(MakeAttack(rng(0, 10), 1, None, flags=("no_reactions",)),),
     summary="Wavering Crystal (older): reacted attack -1/+0; on disenchant attack 0-10 1/- that cannot be "
             "reacted to.")

card("02-saine-A1-s-2", wording="na-s2", on_play=(EndPhase(),),
     devoted=(GlobalAttackMod(own_other_megami_attack, 0, 1), ImmediateResurgence(life_damage_not_reshuffle)),
     summary="Duet: Chilling Tranquility (na-s2 .. na-s6): end the current phase; used, your other goddess's "
             "attacks get +0/+1; resurges when you take life damage other than by a reshuffle.")

card("02-saine-o-s-3", wording="na-s2", after=(ModifyAttack("reacted", -1, -1),), devoted=(Resurgence(idea_old),),
     summary="Silent Icebreaker (older): after attack the reacted attack gets -1/-1; resurges at your end phase "
             "with no Aura left.")

card("02-saine-A2-s-3", wording="na-s4", on_play=(Custom(_withering_watch, "withering_fragment"),),
     devoted=(Resurgence(idea_old),),
     summary="Withering Fragment (older): reaction action; if the reacted attack hit your Aura and left it at 0, "
             "the current phase ends; resurges at your end phase with no Aura left.")
