"""Card effects of Saine and her alternate forms (latest season), written in the engine's DSL.

Forms: Saine (original), Saine A1 (Second Chapter) and Saine A2 (Adagami), plus the card shared by
Saine A1 and Tokoyo A1 (合奏 / Ensemble), whose users are both Saine and Tokoyo.
Rulings follow ``docs/rulings-basic4.md`` (§6 見切り, §7 絶唱絶華, §8 伴奏/合奏, §9 walls, §10 圏域,
§11 裏斬り, §22a 弾奏氷瞑, §24 next-attack buffs, §27 reactions to effect attacks, §28 other notes).
"""
from __future__ import annotations

from sakura_lab.cards.mechanics import condition_play
from sakura_lab.engine import api as S
from sakura_lab.engine.cardbase import Ability
from sakura_lab.engine.constants import AURA, MODE_REACTION
from sakura_lab.engine.dsl import (
    HASSO,
    KYOCHI,
    All_,
    Any_,
    Arrow,
    CostDelta,
    CountsAsAura,
    Custom,
    DoubleArrow,
    Forbid,
    GlobalAttackMod,
    If,
    ImmediateResurgence,
    MakeAttack,
    MasteryDelta,
    ModifyAttack,
    NextAttack,
    Resurgence,
    SingleDamage,
    TokensToDistanceInstead,
    TurnEffect,
    card,
    megami_special_devoted,
    my_turn,
    own_other_megami_attack,
    rng,
    special_devoted_of,
)
from sakura_lab.engine.state import Attack, Ctx, GameState
from sakura_lab.engine.telemetry import register_mechanic

MEGAMI = "saine"
ENSEMBLE_USERS = ("saine", "tokoyo")  # 合奏 is a card of both megami (rulings memo §8; CR 10-15)


# ---------------------------------------------------------------- helpers
def other_megami_special_devoted(st: GameState, player: int) -> bool:
    """CR 10-20 / 10-15: ``player`` owns a Devoted Special in ＜Special＞ whose users do not include Saine
    (合奏 shares Saine as a user: memo §22a, L)."""
    return special_devoted_of(st, player, other_than=MEGAMI)


def _is_special(st: GameState, src: int, uid: int, player: int) -> bool:
    return st.cards[uid].is_special


# ---------------------------------------------------------------- 裏斬り (Treachery)
class TreacherySwap(Ability):
    """Forced: when this attack is made (created and in range, before the reaction window), if the
    opponent's real Aura (walls excluded) is 1 or less, exchange its Aura and Life damage. The exchange
    is locked for the rest of the attack and precedes every +X/+Y (CR 5-6 ii, 10-25; memo §11)."""

    __slots__ = ()

    def on_made(self, st: GameState, atk: Attack) -> None:
        if st.tok[AURA + 1 - atk.player] <= 1:
            atk.mods.append(("exchange",))
            if st.record:
                st.log("exchange_damage", atk.player, atk.aid)


# ---------------------------------------------------------------- 見切り (Outclass)
def outclass_reaction_if(st: GameState, player: int, uid: int) -> bool:
    """Idea (八相): real Aura 1 or less, checked when choosing to react (memo §6; CR 9-4 i)."""
    return st.tok[AURA + player] <= 1


# ---------------------------------------------------------------- 伴奏 (Accompaniment)
def _first_attack_of_turn(st: GameState, p: int, aid: int) -> bool:
    """Whether ``aid`` is the first attack ``p`` made this turn: no other attack of ``p`` is in progress
    and none was removed earlier this turn (``done_attack`` marks are kept for the current turn only)."""
    if any(a.player == p and k != aid for k, a in st.attacks.items()):
        return False
    for k, v in st.marks.items():
        if isinstance(k, tuple) and k[0] == "done_attack" and v[0] == p:
            return False
    return True


def _accompaniment_condition(st: GameState, owner: int) -> bool:
    """Idea: your real Aura is 1 or less, or another megami's Special of yours is Devoted (memo §8)."""
    return st.tok[AURA + owner] <= 1 or other_megami_special_devoted(st, owner)


class AccompanimentWatch(Ability):
    """Ongoing: when the opponent makes their first attack of a turn (any turn, any source), if the
    condition holds, that attack loses No Reactions and gets -1/+0, before its reaction window (memo §8)."""

    __slots__ = ()

    def on_event(self, st: GameState, src: int, ev: tuple) -> None:
        if ev[0] != "attack_made":
            return
        owner = st.owner[src]
        p, aid = ev[1], ev[2]
        if p == owner or not _first_attack_of_turn(st, p, aid):
            return
        if _accompaniment_condition(st, owner):
            S.queue_trigger(st, ("accompaniment", st.cards[src].id), _accompaniment_apply, aid, owner)


def _accompaniment_apply(st: GameState, aid: int, owner: int) -> None:
    atk = st.attacks.get(aid)
    if atk is None or not _accompaniment_condition(st, owner):
        return
    atk.mods.extend((("lose", "lose_no_reactions"), ("dmg", -1, 0)))
    if st.record:
        st.log("accompaniment", owner, aid)


# Initialize / Disenchant: if a Saine Special of yours is Devoted, your Specials cost 1 less this turn.
ACCOMPANIMENT_DISCOUNT = If(megami_special_devoted(MEGAMI), TurnEffect(CostDelta(_is_special, -1)))


# ---------------------------------------------------------------- 響鳴共振 (Resonant Beat)
class ResonantCost(Ability):
    """Forced: the Cost is reduced by the opponent's real Aura count (walls excluded; min 0, memo §28)."""

    __slots__ = ()

    def cost_delta(self, st: GameState, src: int, uid: int, player: int) -> int:
        return -st.tok[AURA + 1 - player] if uid == src else 0


# ---------------------------------------------------------------- 弾奏氷瞑 (Duet: Chilling Tranquility)
class IdeaCostDown(Ability):
    """Forced: with Idea (real Aura 1 or less) this card costs 1 less."""

    __slots__ = ()

    def cost_delta(self, st: GameState, src: int, uid: int, player: int) -> int:
        return -1 if uid == src and st.tok[AURA + player] <= 1 else 0


def _life_damage_from_attack(st: GameState, src: int, ev: tuple) -> bool:
    """Immediate Resurgence: the owner takes 1+ Life damage from an attack's own damage (CR 10-19:
    After Attack damage, burnout and arrows do not count; memo §22a)."""
    return ev[0] == "life_damage" and ev[1] == st.owner[src] and ev[2] >= 1 and ev[4] == "attack"


# ---------------------------------------------------------------- 絶唱絶華 (Withering Fragment)
class WitheringWatch(Ability):
    """Turn-long watcher put in force by the After Attack: once attack ``aid`` has finished resolving
    (After Attack included), check whether Aura damage was chosen and ``player``'s real Aura is 0."""

    __slots__ = ("aid", "player")

    def __init__(self, aid: int, player: int) -> None:
        self.aid = aid
        self.player = player

    def on_event(self, st: GameState, src: int, ev: tuple) -> None:
        if ev[0] == "attack_resolved" and ev[1] == self.aid:
            S.queue_trigger(st, ("withering_fragment", st.cards[src].id), _withering_check, self.aid, self.player)


def _withering_watch(st: GameState, ctx: Ctx) -> None:
    if ctx.reacted < 0 or ctx.reacted not in st.attacks:  # not played as a Reaction: nothing to watch
        return
    S.add_turn_effect(st, ctx.card, WitheringWatch(ctx.reacted, ctx.player))


def _withering_check(st: GameState, aid: int, player: int) -> None:
    """Memo §7: Aura chosen (a both-damage attack counts) and real Aura 0 -> end the current phase (CR 10-13).
    A cancelled or missed attack never chose damage and never reaches this check."""
    rec = st.marks.get(("done_attack", aid))
    if rec is None or rec[1] not in ("aura", "both"):
        return
    if st.tok[AURA + player] == 0:
        S.end_current_phase(st)


# ---------------------------------------------------------------- 氷雨細音の果ての果て (Saine's Final Stage)
def final_stage_condition(st: GameState, player: int, uid: int, mode: int, reacted: int) -> bool:
    """Playable only as a Reaction to the attack of a Special card (memo §28). Attacks created by
    effects have no category (CR 10-5), so they are not a Special card's attack."""
    if mode != MODE_REACTION:
        return False
    atk = st.attacks.get(reacted)
    return atk is not None and atk.category == "special"


# ====================================================================== normal cards
# 八方振り: After Attack, Idea -> attack 4-5 2/1 (memo §24: a pending next-attack buff may go to it).
card("02-saine-o-n-1", after=(If(HASSO, MakeAttack(rng(4, 5), 2, 1)),),
     summary="Swing Rush: after attack, with Idea (Aura<=1) make another 4-5 2/1 attack.")

# 合奏: three After Attack clauses in printed order; users Saine and Tokoyo (memo §8).
card("02_04-saine_tokoyo-A1-n-1_4",
     after=(If(megami_special_devoted("saine"), Arrow("opp_aura", "shadow", 1)),
            If(Any_(HASSO, KYOCHI), Arrow("shadow", "dist", 1)),
            If(megami_special_devoted("tokoyo"), Arrow("shadow", "aura", 1))),
     users=ENSEMBLE_USERS,
     summary="Ensemble (Saine & Tokoyo): after attack, Saine Special devoted -> opp Aura to Shadow 1; "
             "Idea or Vigor 2 -> Shadow to Distance 1; Tokoyo Special devoted -> Shadow to Aura 1.")

card("02-saine-o-n-2", vanilla=True, summary="Cut Down: a plain 4-5 3/1 reaction attack.")

# 裏斬り: No Reactions (Special); exchange checked when made (memo §11).
card("02-saine-A2-n-2", attack_statics=(TreacherySwap(),), flags=("no_reactions_special",),
     summary="Treachery: No Reactions (Special); if the opponent's Aura is <=1 when made, swap its damages.")

card("02-saine-o-n-3", after=(If(HASSO, Arrow("shadow", "dist", 1)),),
     summary="Hilt Slam: after attack, with Idea move Shadow to Distance 1.")

# 見切り: may be used as a Reaction while Idea holds (memo §6); the player picks the direction (CR 10-1).
card("02-saine-o-n-4", on_play=(DoubleArrow("dist", "shadow", 1),), reaction_if=outclass_reaction_if,
     summary="Outclass: Distance<->Shadow 1; with Idea it can interrupt an opponent's attack as a Reaction.")

# 圏域: its tokens bound for Shadow go to Distance (stay if Distance is full); Mastery Zone +1 (memo §10).
card("02-saine-o-n-5", ongoing=(TokensToDistanceInstead(), MasteryDelta(1)),
     summary="Space for Master: tokens leaving it for Shadow go to Distance instead; Mastery Zone +1.")

# 衝音晶: Initialize -1/+0 on the reacted attack; Disenchant: 0-10 1/- No Reactions, then Shadow->Distance 1.
card("02-saine-o-n-6", initialize=(ModifyAttack("reacted", -1, 0),),
     disenchant=(MakeAttack(rng(0, 10), 1, None, flags=("no_reactions",)), Arrow("shadow", "dist", 1)),
     summary="Wavering Crystal: reacted attack -1/+0; on disenchant attack 0-10 1/- (no reactions), "
             "then Shadow to Distance 1.")

card("02-saine-A1-n-6", ongoing=(AccompanimentWatch(),), initialize=(ACCOMPANIMENT_DISCOUNT,),
     disenchant=(ACCOMPANIMENT_DISCOUNT,),
     summary="Accompaniment: opponent's first attack each turn loses No Reactions and gets -1/+0 (Idea or "
             "other Special devoted); deploy/disenchant with a Saine Special devoted: Specials cost 1 less.")

# 無音壁 / 遺響壁: wall tokens count as Aura while resolving damage to you (memo §9; core aura_like).
card("02-saine-o-n-7", ongoing=(CountsAsAura(),),
     summary="Silent Wall: its tokens count as your Aura when you take damage.")

card("02-saine-A2-n-7", ongoing=(CountsAsAura(),),
     disenchant=(If(All_(HASSO, my_turn),
                    MakeAttack(rng(0, 5), 0, 0, after=(SingleDamage("aura", 2), NextAttack(life=1)))),),
     summary="Reverberant Wall: tokens count as Aura vs damage; on disenchant in your turn with Idea, attack "
             "0-5 0/0 that then deals 2 Aura damage and gives your next attack +0/+1.")

# ====================================================================== special cards
# 律動弧戟: three separate attacks, each with its own window and range check (memo §28).
card("02-saine-o-s-1", on_play=(MakeAttack(rng(3, 4), 1, 1), MakeAttack(rng(4, 5), 1, 1),
                                MakeAttack(rng(3, 5), 2, 2)),
     summary="Rhythmic Arc: attack 3-4 1/1, then 4-5 1/1, then 3-5 2/2.")

card("02-saine-o-s-2", forced=(ResonantCost(),), on_play=(Arrow("opp_aura", "dist", 2),),
     summary="Resonant Beat: costs less by the opponent's Aura; opponent's Aura to Distance 2.")

# 弾奏氷瞑 (memo §22a): no attacks this turn; Devoted: other-megami attacks +0/+1; Immediate Resurgence.
card("02-saine-A1-s-2", forced=(IdeaCostDown(),), on_play=(TurnEffect(Forbid("attack")),),
     devoted=(GlobalAttackMod(own_other_megami_attack, 0, 1), ImmediateResurgence(_life_damage_from_attack)),
     summary="Duet: Chilling Tranquility: you cannot attack this turn; devoted, your other megami's attacks "
             "get +0/+1; resurges when an attack deals you life damage.")

# 音無砕氷: reacted attack -1/-1 after this attack's damage (memo §28); Resurgence with Idea.
card("02-saine-o-s-3", after=(ModifyAttack("reacted", -1, -1),), devoted=(Resurgence(HASSO),),
     summary="Silent Icebreaker: after attack the reacted attack gets -1/-1; resurges at your end phase with Idea.")

card("02-saine-A2-s-3", terminal=True, after=(Custom(_withering_watch, "withering_fragment"),),
     summary="Withering Fragment: terminal; if the reacted attack hit your Aura and your Aura ends at 0, "
             "the current phase ends.")

card("02-saine-o-s-4", play_condition=final_stage_condition,
     summary="Saine's Final Stage: 1-5 5/5, only as a Reaction to a Special card's attack.")


# Mechanic telemetry (engine.telemetry): the keyword condition of Saine's cards, counted as the card is played.
register_mechanic(MEGAMI, "hasso_play", "a card with a 八相 (Hasso: your aura is 1 or less) text was played while 八相 held", "card keyword (engine.dsl.HASSO)",
                  on_play=condition_play(HASSO))
