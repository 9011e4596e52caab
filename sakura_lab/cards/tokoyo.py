"""Card effects of Tokoyo and her alternate forms (latest season), written in the engine's DSL.

Forms: Tokoyo (original), Tokoyo A1 (Bard) and Tokoyo A2 (Adagami). The shared card 合奏
(02_04-saine_tokoyo-A1-n-1_4) lives in the Saine module. Rulings follow ``docs/rulings-basic4.md``
(§12 畏掠め, §13 無窮ノ風, §14 徒寄ノ八重桜, §15 要返し, §20 梳流し/奏流し, §21 晴舞台, §22 Duets,
§28 notes on 久遠ノ花, 雅打ち, 千歳ノ鳥, 常世ノ月 and 悠久ノ雪).
"""
from __future__ import annotations

from sakura_lab.cards.mechanics import condition_play
from sakura_lab.engine import api as S
from sakura_lab.engine.cardbase import Ability
from sakura_lab.engine.constants import (
    ATTACK,
    AURA,
    D_CARD,
    DECK,
    DISCARD,
    HAND,
    MODE_REACTION,
    PLAYED,
    RECOVER,
)
from sakura_lab.engine.dsl import (
    KYOCHI,
    OTHER_MEGAMI_SPECIAL_DEVOTED,
    Any_,
    Arrow,
    AttackMod,
    BasicActions,
    CancelAttack,
    ChooseCards,
    ChooseOne,
    CostDelta,
    Custom,
    Flinch,
    Forbid,
    GainVigor,
    If,
    ImmediateResurgence,
    MakeAttack,
    Reshuffle,
    Resurgence,
    SetVigor,
    ThisCardTo,
    Trigger,
    TurnEffect,
    card,
    distance_at_most,
    megami_special_devoted,
    rng,
    selectable_by_effect,
    to_deck_bottom,
)
from sakura_lab.engine.state import Ctx, GameState
from sakura_lab.engine.telemetry import register_mechanic

MEGAMI = "tokoyo"


# ---------------------------------------------------------------- helpers
def opp_vigor_is(n: int):  # type: ignore[no-untyped-def]
    def cond(st: GameState, ctx: Ctx) -> bool:
        return st.vigor[1 - ctx.player] == n
    cond.__name__ = f"opp_vigor=={n}"
    return cond


def opponent_chose_aura(st: GameState, ctx: Ctx) -> bool:
    """In an After Attack: the attacked player took the Aura damage (a 0 counts, memo §28 B-35).
    A both-damage attack counts as Aura chosen (same reading as memo §7)."""
    atk = st.attacks.get(ctx.attack)
    return atk is not None and atk.chosen in ("aura", "both")


# ---------------------------------------------------------------- 畏掠め
def _awestrike_weaken(st: GameState, ctx: Ctx) -> None:
    """Memo §12: the reacted non-Special attack gets -X/-Y, X/Y = Aura/Life damage this attack dealt."""
    me = st.attacks.get(ctx.attack)
    target = st.attacks.get(ctx.reacted)
    if me is None or target is None or target.category == "special":
        return
    x, y = me.dealt_aura, me.dealt_life
    if x or y:
        target.mods.append(("dmg", -x, -y))
    if st.record:
        st.log("weaken", ctx.player, target.aid, x, y)


# ---------------------------------------------------------------- 無窮ノ風
def _wind_discard(st: GameState, ctx: Ctx) -> None:
    """Memo §13: the opponent puts one non-Attack card from hand on their played pile (their choice);
    with none, they reveal the hand as proof (CR 10-24)."""
    q = 1 - ctx.player
    cands = [u for u in st.zones[q][HAND]  # current information (e.g. a copy); 錬成攻撃 cannot be chosen
             if S.card_of(st, u).ctype != ATTACK and selectable_by_effect(st, u, ctx.player)]
    if not cands:
        if st.record:
            st.log("reveal_hand", q, tuple(st.zones[q][HAND]))
        return
    S.ask(st, q, D_CARD, cands, _wind_discard_answer, context="to_played")


def _wind_discard_answer(st: GameState, uid: int) -> None:
    S.move_card(st, uid, PLAYED)


# ---------------------------------------------------------------- 徒寄ノ八重桜
class ArrowAuraCap8(Ability):
    """Devoted: arrows of your cards into your Aura treat its cap as 8 (memo §14; CR 7-1-3-1, 10-1)."""

    __slots__ = ()

    def arrow_aura_cap(self, st: GameState, src: int, p: int) -> int:
        return 8 if p == st.owner[src] else 0


def _own_start_with_big_aura(st: GameState, src: int, ev: tuple) -> bool:
    p = st.owner[src]
    return ev[1] == p and st.tok[AURA + p] >= 6


# ---------------------------------------------------------------- 吹弾陽明
def _reacted_with_other_megami(st: GameState, src: int, ev: tuple) -> bool:
    """("card_played", p, uid, mode, reacted): its owner reacted with a card none of whose users is the
    user of this Special (CR 10-15; a card shared with Tokoyo is not "other", memo §22a/§8)."""
    _, p, uid, mode, _reacted = ev
    if p != st.owner[src] or mode != MODE_REACTION:
        return False
    return st.cards[src].megami not in st.cards[uid].users


def _life_damage_from_attack(st: GameState, src: int, ev: tuple) -> bool:
    """Immediate Resurgence of the Duets: 1+ Life damage from an attack's damage (CR 10-19, memo §22)."""
    return ev[0] == "life_damage" and ev[1] == st.owner[src] and ev[2] >= 1 and ev[4] == "attack"


def _kyochi_cost(st: GameState, src: int, uid: int, player: int) -> bool:
    return st.vigor[player] == 2


# ---------------------------------------------------------------- the cards
card("04-tokoyo-o-n-1", summary="Attack; Artistic: goes back on top of the deck after the attack (memo §20).",
     after=(If(KYOCHI, ThisCardTo(DECK, top=True)),))

card("04-tokoyo-A1-n-1",
     summary="Attack; No Reactions while a Tokoyo Special is Devoted; after, may go to deck top or bottom (memo §20).",
     attack_statics=(AttackMod(megami_special_devoted(MEGAMI), flags=("no_reactions",)),),
     after=(If(Any_(KYOCHI, OTHER_MEGAMI_SPECIAL_DEVOTED), ThisCardTo(choose_end=True)),))

card("04-tokoyo-o-n-2", summary="Reaction attack; Artistic: cancels the reacted non-Special attack.",
     after=(If(KYOCHI, CancelAttack(non_special=True)),))

card("04-tokoyo-A2-n-2",
     summary="Reaction attack; attacker picks the side at opp Vigor 0; Artistic: weakens the reacted attack (memo §12).",
     attack_statics=(AttackMod(opp_vigor_is(0), flags=("attacker_chooses",)),),
     after=(If(KYOCHI, Custom(_awestrike_weaken, "awestrike")),))

card("04-tokoyo-o-n-3", summary="At Distance 3 or less, Shadow to Distance 2.",
     on_play=(If(distance_at_most(3), Arrow("shadow", "dist", 2)),))

card("04-tokoyo-o-n-4", summary="Gain 1 Vigor, then Flare to Aura 1 or Aura to Distance 1.",
     on_play=(GainVigor(1),
              ChooseOne(("flare_to_aura", (Arrow("flare", "aura", 1),)),
                        ("aura_to_dist", (Arrow("aura", "dist", 1),)))))

card("04-tokoyo-o-n-5",
     summary="Throughout; up to 2 own played/discarded cards to the deck bottom, then Shadow to Aura 2 (memo §15).",
     on_play=(ChooseCards(2, (PLAYED, DISCARD), to_deck_bottom, label="deck_bottom"),
              Arrow("shadow", "aura", 2)))

card("04-tokoyo-o-n-6", summary="Initialize: Distance to Aura 2; Disenchant: Aura to Distance 2.",
     initialize=(Arrow("dist", "aura", 2),), disenchant=(Arrow("aura", "dist", 2),))

card("04-tokoyo-o-n-7", summary="Terminal; Initialize: Vigor becomes 2; Disenchant: attack 3-6 -/1 (memo §21).",
     terminal=True, initialize=(SetVigor(2),), disenchant=(MakeAttack(rng(3, 6), None, 1),))

card("04-tokoyo-o-s-1", summary="Reaction attack that cancels the reacted attack (unless uncancellable).",
     after=(CancelAttack(),))

card("04-tokoyo-o-s-2", summary="Attack; after it, reshuffle the deck without damage (CR 9-8).",
     after=(Reshuffle(),))

card("04-tokoyo-A1-s-2",
     summary="Duet: no paying Vigor this turn; Devoted: recycle a card when reacting with another megami (memo §22b).",
     forced=(CostDelta(_kyochi_cost, -1),),
     on_play=(TurnEffect(Forbid("pay_vigor")),),
     devoted=(Trigger("card_played", _reacted_with_other_megami,
                      ChooseCards(1, (PLAYED, DISCARD), to_deck_bottom, label="deck_bottom"),
                      label="duet_recycle"),
              ImmediateResurgence(_life_damage_from_attack)))

card("04-tokoyo-A2-s-2",
     summary="Attack; if Aura damage was taken, opp Flare to own Aura 1; Resurgence at opp Vigor 1.",
     after=(If(opponent_chose_aura, Arrow("opp_flare", "aura", 1)),),
     devoted=(Resurgence(opp_vigor_is(1)),))

card("04-tokoyo-o-s-3",
     summary="No Reactions attack; opp puts a non-Attack hand card face up; Resurgence at Vigor 2 (memo §13).",
     flags=("no_reactions",),
     after=(Custom(_wind_discard, "wind_discard"),),
     devoted=(Resurgence(KYOCHI),))

card("04-tokoyo-A2-s-3",
     summary="Recover x5; Devoted: arrow Aura cap 8, start-phase attack 0-8 -/1 at Aura 6+ (memo §14).",
     on_play=(BasicActions(5, only=(RECOVER,), optional=False),),
     devoted=(ArrowAuraCap8(),
              Trigger("start_phase", _own_start_with_big_aura, MakeAttack(rng(0, 8), None, 1),
                      label="blossom_attack")))

card("04-tokoyo-o-s-4", summary="Your Vigor becomes 2, the opponent's 0, and the opponent is flinched.",
     on_play=(SetVigor(2), SetVigor(0, target="opp"), Flinch("opp")))


# Mechanic telemetry (engine.telemetry): the keyword condition of Tokoyo's cards, counted as the card is played.
register_mechanic(MEGAMI, "kyochi_play", "a card with a 境地 (Kyochi: your vigor is 2) text was played while 境地 held", "card keyword (engine.dsl.KYOCHI)",
                  on_play=condition_play(KYOCHI))
