"""Card effects of Hagane and her alternate forms (latest season), written in the engine's DSL.

Forms: Hagane (original) and Hagane A1 (Blacksmith, with the ＜Anvil＞ and the extra card 錬成攻撃).
Additional rules (megami-rules.en.md §6):

- 6-2 Centrifuge (遠心): a card script with ``centrifuge=True`` in its extra gets the play condition
  "the Distance grew by 2 or more since the start of the turn, and you made no attack this turn".
  Attacks made and cards played this turn are recorded by Hagane's host rule (:class:`HaganeBook`).
- 6-3-1 Anvil: the A1 host's ＜AUX1＞ zone holds the Anvil's card; its sakura tokens sit at token place
  ``AUX_TOKENS + player``.
- 6-1 Extra card: Tempered Attack is set up in ＜Extra＞ by the engine; it is a state-dependent card
  (``variant``): a copy of the Anvil's card plus its Anvil-token bonuses.

Rulings (our readings):

- 6-2: "made an attack" = an attack of yours was made (in range, CR 9-4) this turn, by a card or an effect.
- 砂風塵 / 旋回起 / 大天空クラッシュ: "changed by 2+" / X count the Distance change either way (absolute).
- 遠心撃: cards that cannot be discarded (``undiscardable``) stay in hand; the phase ends after the rest.
- 大山脈リスペクト: "replay" is offered only while a non-full-power card is in your played pile; the card
  goes face down if it is in the played pile after its play (a play made illegal leaves it there).
- 錬成攻撃: the three tiers add up (2 tokens: +3/+2, far 3, uncancellable); with an empty Anvil it is a
  Variable card without type, so it cannot be played (CR 6-2-1-5). "Cannot be chosen by the opponent's
  effects" (in hand) and "is not sealed" are per-card flags (``CardScript.unselectable_by_opponent``,
  ``unsealable``) enforced by the shared rules ``dsl.selectable_by_effect`` and ``general.can_be_sealed``:
  every effect of the opponent that chooses from this player's hand (引用, 影菱, 壮語, 使徒, a random pick,
  DiscardFromHand aimed at the opponent) and every seal skips it. "The opponent's effects" counts the
  effect's player, also when the owner makes the choice under it (e.g. 壮語 Devious). M.
- 大錬成マテリアル: "another megami's attack" = an Attack card in hand whose megami is not Hagane.
"""
from __future__ import annotations

import dataclasses

from sakura_lab.cards.mechanics import answer_is_not, plays_card
from sakura_lab.engine import api as S
from sakura_lab.engine.cardbase import Ability, AttackAcc, CardDef
from sakura_lab.engine.constants import (
    ATTACK,
    AURA,
    AUX1,
    AUX_TOKENS,
    D_CARD,
    D_CHOOSE,
    DECK,
    DISCARD,
    DIST,
    ENHANCEMENT,
    EXTRA,
    FLARE,
    HAND,
    MODE_EFFECT,
    PLAYED,
    SHADOW,
    THROUGHOUT,
)
from sakura_lab.engine.dsl import (
    ALL_OTHER_SPECIALS_DEVOTED,
    Arrow,
    ChooseOne,
    Custom,
    Draw,
    EndPhase,
    Flinch,
    GainVigor,
    If,
    MasteryDelta,
    NextAttack,
    Resurgence,
    SetVigor,
    card,
    distance_at_most,
    my_turn,
    selectable_by_effect,
)
from sakura_lab.engine.hostrules import register_host_rules
from sakura_lab.engine.state import Attack, Ctx, GameState
from sakura_lab.engine.telemetry import count, register_mechanic

MEGAMI = "hagane"
TEMPERED = "08-hagane-A1-s-1-ex1"


# ---------------------------------------------------------------- helpers
def distance_moved(st: GameState) -> int:
    """How far the current Distance is from the start-of-turn Distance (CR 8-1-1), either way."""
    return abs(S.current_distance(st) - st.start_distance)


def moved_2(st: GameState, ctx: Ctx) -> bool:
    return distance_moved(st) >= 2


def attacked_this_turn(st: GameState, p: int) -> bool:
    return bool(st.marks.get(("turn", "hagane_attacked", p)))


def centrifuge_ok(st: GameState, player: int, uid: int, mode: int, reacted: int) -> bool:
    """Megami rules 6-2: Distance grew by 2+ since the turn started and ``player`` made no attack this turn."""
    return S.current_distance(st) - st.start_distance >= 2 and not attacked_this_turn(st, player)


def anvil_tokens(st: GameState, p: int) -> int:
    return st.tok[AUX_TOKENS + p]


# ---------------------------------------------------------------- host rule: bookkeeping
class HaganeBook(Ability):
    """Records, per turn, who made an attack, who played a Centrifuge card, which cards were played and
    who played Tempered Attack (for Centrifuge, 6-2, and the Resurgence conditions)."""

    __slots__ = ()

    def on_event(self, st: GameState, src: int, ev: tuple) -> None:
        kind = ev[0]
        if kind == "attack_made":
            st.marks[("turn", "hagane_attacked", ev[1])] = True
        elif kind == "card_played":
            p, uid = ev[1], ev[2]
            cd = st.cards[uid]
            st.marks[("turn", "hagane_played", uid)] = True
            if cd.script.data.get("centrifuge"):
                st.marks[("turn", "hagane_centrifuge", p)] = True
            if cd.id == TEMPERED:
                st.marks[("turn", "hagane_tempered", p)] = True


register_host_rules(MEGAMI, HaganeBook())


def _is_centrifuge(cd: CardDef) -> bool:
    return bool(cd.script.data.get("centrifuge"))


def _is_tempered(cd: CardDef) -> bool:
    return cd.id == TEMPERED


# Mechanic telemetry (engine.telemetry); the anvil ones are Hagane A1's (6-3).
register_mechanic(MEGAMI, "centrifuge_play", "a Centrifuge (遠心) card was played", "MR 6-2",
                  uses=plays_card(_is_centrifuge),
                  on_play=lambda st, p, u: 1 if _is_centrifuge(st.cards[u]) else 0)
register_mechanic(MEGAMI, "anvil_set", "a card was put on the Anvil (大錬成マテリアル)", "MR 6-3",
                  uses=answer_is_not(D_CARD, "anvil", "none"), forms=("hagane-a1",))
register_mechanic(MEGAMI, "anvil_token", "the Anvil got a sakura token (大錬成マテリアル with a card on it)", "MR 6-3",
                  forms=("hagane-a1",))
register_mechanic(MEGAMI, "tempered_attack", "Tempered Attack (錬成攻撃) was played", "MR 6-1, 6-3",
                  uses=plays_card(_is_tempered), on_play=lambda st, p, u: 1 if _is_tempered(st.cards[u]) else 0,
                  forms=("hagane-a1",))


# ---------------------------------------------------------------- 遠心撃 Centrifugal Swing
def _swing_after(st: GameState, ctx: Ctx) -> None:
    for p in (ctx.player, 1 - ctx.player):
        for u in list(st.zones[p][HAND]):
            if not st.cards[u].script.undiscardable:
                S.move_card(st, u, DISCARD)
    S.set_vigor(st, ctx.player, 0)


card("08-hagane-o-n-1",
     after=(If(my_turn, Custom(_swing_after, "both hands face down, vigor 0"), EndPhase()),),
     play_condition=centrifuge_ok, data={"centrifuge": True},
     summary="Centrifuge; afterwards on your turn both hands go face down, your vigor drops to 0 and the phase ends")


# ---------------------------------------------------------------- 砂風塵 Scatter to the Winds
def _random_discard(st: GameState, ctx: Ctx) -> None:
    q = ctx.opponent
    hand = [u for u in st.zones[q][HAND] if selectable_by_effect(st, u, ctx.player)]
    if not hand:
        return
    u = hand[S.rand_below(st, 2, len(hand))]
    if st.record:
        st.log("random_pick", ctx.player, u)
    S.move_card(st, u, PLAYED)


card("08-hagane-o-n-2",
     after=(If(moved_2, Custom(_random_discard, "random card of the opponent's hand to the played pile")),),
     summary="If the Distance moved 2+ since the turn began, a random opponent hand card goes to their played pile")

# ---------------------------------------------------------------- 大地砕き Earthshatter
card("08-hagane-o-n-3", flags=("no_reactions",), after=(SetVigor(0, "opp"), Flinch("opp")),
     summary="Full-power, no reactions; afterwards the opponent's vigor becomes 0 and they flinch")

# ---------------------------------------------------------------- 超反動 Recoil
card("08-hagane-o-n-4",
     on_play=(If(distance_at_most(4), Arrow("opp_flare", "dist", 1), otherwise=(Arrow("dist", "flare", 1),)),),
     summary="At Distance 5+ one Distance token to your flare; otherwise one opponent flare token to Distance")


# ---------------------------------------------------------------- 円舞錬 Waltz of Steel
def _opp_flare_3(st: GameState, ctx: Ctx) -> bool:
    return st.tok[FLARE + ctx.opponent] >= 3


card("08-hagane-o-n-5", on_play=(If(_opp_flare_3, Arrow("opp_flare", "aura", 2)),),
     play_condition=centrifuge_ok, data={"centrifuge": True},
     summary="Centrifuge; if the opponent has 3+ flare, move 2 of it to your aura")

# ---------------------------------------------------------------- 鐘鳴らし Sound the Bell
card("08-hagane-o-n-6",
     on_play=(ChooseOne(("+2/+1", (NextAttack(2, 1),)),
                        ("no_reactions+far1", (NextAttack(far=1, flags=("no_reactions",)),))),),
     play_condition=centrifuge_ok, data={"centrifuge": True},
     summary="Centrifuge; your next attack this turn gets +2/+1, or no reactions and far range +1")


# ---------------------------------------------------------------- 引力場 Gravity Well
def _gravity_init(st: GameState, ctx: Ctx) -> None:
    # 全力化 (CR 9-1-2): played in a full-power action, the card's arrows move one token more
    n = 2 if st.marks.get(("fullpower", ctx.card)) else 1
    S.move_tokens(st, DIST, AURA + ctx.player, n, arrow_player=ctx.player, cause="arrow")


card("08-hagane-o-n-7", initialize=(Custom(_gravity_init, "distance to aura (2 if full-power)"),),
     ongoing=(MasteryDelta(-1),), all_out=True,
     summary="Charge 2: Distance to your aura on deploy (2 if played full-power); Mastery Zone 1 smaller")


# ---------------------------------------------------------------- 大天空クラッシュ Grand Firmament Crash
def _crash_damage(st: GameState, atk: Attack) -> tuple:
    x = distance_moved(st)
    return x, (x + 1) // 2


card("08-hagane-o-s-1", damage_fn=_crash_damage, flags=("overwhelm",),
     summary="Overwhelm; X = how far the Distance moved since the turn began, Y = X/2 rounded up")


# ---------------------------------------------------------------- 大破鐘メガロベル Grand Bourdon Peal
def _others_used(st: GameState, ctx: Ctx) -> bool:
    """Every other Special of yours is Devoted (CR 10-20: Extra and Out of Game left out; one in use or
    deployed as an enhancement is not Devoted)."""
    return ALL_OTHER_SPECIALS_DEVOTED(st, ctx)


card("08-hagane-o-s-2", on_play=(If(_others_used, Arrow("shadow", "life", 2)),),
     summary="If all your other Specials are used, 2 Shadow tokens to your life")


# ---------------------------------------------------------------- 大重力アトラクト Grand Gravity Attract
def _attract_resurge(st: GameState, ctx: Ctx) -> bool:
    return bool(st.marks.get(("turn", "hagane_centrifuge", ctx.player))) and not st.marks.get(
        ("turn", "hagane_played", ctx.card))


card("08-hagane-o-s-3", on_play=(Arrow("dist", "flare", 3),), devoted=(Resurgence(_attract_resurge),),
     summary="3 Distance tokens to your flare; resurges if you played a Centrifuge card this turn but not this")


# ---------------------------------------------------------------- 大山脈リスペクト Grand Sierra Respect
def _respect_step(st: GameState, ctx: Ctx, left: int) -> None:
    if left <= 0 or st.outcome is not None:
        return
    p = ctx.player
    opts = ["stop", "mill_deck"]
    if _replay_candidates(st, p):
        opts.append("replay")
    S.ask(st, p, D_CHOOSE, opts, _respect_answer, ctx, left, auto_single=False, context="respect")


def _replay_candidates(st: GameState, p: int) -> list[int]:
    return [u for u in st.zones[p][PLAYED] if S.card_of(st, u).subtype != THROUGHOUT]


def _respect_answer(st: GameState, ans: str, ctx: Ctx, left: int) -> None:
    if ans == "stop":
        return
    S.push(st, _respect_step, ctx, left - 1)
    p = ctx.player
    if ans == "mill_deck":
        for u in list(st.zones[p][DECK]):
            S.move_card(st, u, PLAYED)
        return
    S.ask(st, p, D_CARD, _replay_candidates(st, p), _respect_replay, ctx, context="replay")


def _respect_replay(st: GameState, uid: int, ctx: Ctx) -> None:
    p = ctx.player
    S.push(st, _respect_face_down, uid, p, st.played_count[p])
    S.start_play(st, p, uid, MODE_EFFECT)


def _respect_face_down(st: GameState, uid: int, p: int, count_before: int) -> None:
    """The replayed card goes face down instead of to the played pile (not an enhancement)."""
    if st.played_count[p] > count_before and st.loc[uid] == PLAYED and S.card_of(st, uid).ctype != ENHANCEMENT:
        S.move_card(st, uid, DISCARD)


card("08-hagane-o-s-4", on_play=(Custom(lambda st, ctx: _respect_step(st, ctx, 2), "choose up to twice"),),
     play_condition=centrifuge_ok, data={"centrifuge": True},
     summary="Centrifuge; up to twice: mill your whole deck, or play a non-full-power card of your played pile "
             "(it goes face down afterwards unless an enhancement)")


# ================================================================ A1 Blacksmith
card("08-hagane-A1-n-1",
     on_play=(If(lambda st, ctx: S.current_distance(st) >= 3, Arrow("dist", "flare", 1), Arrow("dist", "opp_flare", 1)),),
     summary="At Distance 3+, one Distance token to each player's flare")

card("08-hagane-A1-n-2", on_play=(If(moved_2, Draw(1), GainVigor(1)),),
     summary="If the Distance moved 2+ since the turn began, draw a card and gain 1 vigor")


# ---------------------------------------------------------------- 大錬成マテリアル Grand Refinement Material
def _material(st: GameState, ctx: Ctx) -> None:
    p = ctx.player
    if ctx.card < 0 or st.owner[ctx.card] != p:
        return
    S.push(st, _tempered_to_deck, p)
    if st.zones[p][AUX1]:
        count(st, p, "anvil_token")
        S.move_tokens(st, SHADOW, AUX_TOKENS + p, 1, cause="anvil")
        return
    mine = st.cards[ctx.card].megami
    cands = [u for u in st.zones[p][HAND]
             if S.card_of(st, u).ctype == ATTACK and st.cards[u].megami != mine]
    if cands:
        S.ask(st, p, D_CARD, ["none"] + cands, _to_anvil, p, auto_single=False, context="anvil")


def _to_anvil(st: GameState, ans: object, p: int) -> None:
    if ans == "none":
        return
    assert isinstance(ans, int)
    count(st, p, "anvil_set")
    S.move_card(st, ans, AUX1)
    S.invalidate(st)


def _tempered_to_deck(st: GameState, p: int) -> None:
    for u in st.zones[p][EXTRA]:
        if st.cards[u].id == TEMPERED:
            S.move_card(st, u, DECK, top=False)
            S.invalidate(st)
            return


def _tempered_played(st: GameState, ctx: Ctx) -> bool:
    return bool(st.marks.get(("turn", "hagane_tempered", ctx.player)))


card("08-hagane-A1-s-1", terminal=True, on_play=(Custom(_material, "anvil: token or card; Tempered Attack to deck"),),
     devoted=(Resurgence(_tempered_played),),
     summary="Terminal; your Anvil gets a Shadow token, or (empty) an other-megami attack from hand; a Tempered "
             "Attack goes to your deck bottom; resurges if you played Tempered Attack this turn")


# ---------------------------------------------------------------- 錬成攻撃 Tempered Attack
class TemperBonus(Ability):
    """Bonuses by the tokens on its owner's Anvil, cumulative: 0+: +1/+0, far 1; 1+: another +1/+1, far 1;
    2+: another +1/+1, far 1 and uncancellable."""

    __slots__ = ()

    def modify_attack(self, st: GameState, src: int, atk: Attack, acc: AttackAcc) -> None:
        u = atk.card
        if u < 0:
            return
        n = anvil_tokens(st, st.owner[u])
        acc.aura_add += 1
        acc.far_expand += 1
        if n >= 1:
            acc.aura_add += 1
            acc.life_add += 1
            acc.far_expand += 1
        if n >= 2:
            acc.aura_add += 1
            acc.life_add += 1
            acc.far_expand += 1
            acc.flags.add("uncancellable")


TEMPER = TemperBonus()
_TEMPER_CACHE: dict[tuple[int, int], CardDef] = {}


def _tempered_variant(st: GameState, uid: int) -> CardDef | None:
    """A copy of the Anvil's card, keeping name, user (Hagane) and its own text (megami rules 6-1, 6-3-1)."""
    anvil = st.zones[st.owner[uid]][AUX1]
    if not anvil:
        return None
    me = st.cards[uid]
    src = S.card_of(st, anvil[0])
    key = (id(me), id(src))
    cd = _TEMPER_CACHE.get(key)
    if cd is None:
        script = dataclasses.replace(src.script, card_id=me.id, attack_statics=src.script.attack_statics + (TEMPER,),
                                     variant=None, unselectable_by_opponent=True, unsealable=True,
                                     returns_only_from=(HAND, DISCARD))
        cd = CardDef(me.id, me.megami, me.kind, src.ctype, src.subtype, src.range, src.aura, src.life, src.charge,
                     src.cost, me.names, script)
        _TEMPER_CACHE[key] = cd
    return cd


card(TEMPERED, variant=_tempered_variant, unselectable_by_opponent=True, unsealable=True,
     returns_only_from=(HAND, DISCARD),
     summary="Copies the card on your Anvil (keeps its name and user), +1/+0 far 1 and more per Anvil token")

