"""Card effects of Misora (ミソラ / 深空 / 御空), latest season (na-s10-2), in the engine's DSL.

Misora entered the game in season 9; our rules files predate her. Her additional rules are taken from the
newer Chinese translation of the official Comprehensive Rules (GitHub ``WitchSand/furuyoni-rules``,
``content/rules/zh-Hans/02-additional-rules.md``, source version 1.14.1, §23 御空, read 2026-12). Numbered
here "MR-misora 23-n" after that text:

- MR 23-1-1 Aim (照準 / 瞄准): a player hosting Misora has an aim, "none" or an integer, public. Kept in
  ``st.marks[(AIM, p)]`` (absent = none). At the start of the duel the aim is none (the text gives no starting
  value; a value only appears through 23-2).
- MR 23-2 rule effects of the host (host rule :class:`MisoraRules`):
  (a) at the end of your main phase, if you attacked this turn, your aim becomes none;
  (b) in your end phase you may make your aim equal to the current distance (decision D_MAY, context
  ``"misora_aim"``).
- MR 23-3 "the aim matches" (照準が合っている / 瞄准吻合) for an attack: the aim has a value and both it and
  the current distance are in the attack's Range (also the card data's ``textZhAdditional`` of 弓流し/精密化).
- MR 23-4 Tracking (追尾 / 追踪): when the Range of an attack with Tracking is checked (CR 9-4-1) the aim is
  used instead of the current distance; with no aim the check fails. Implemented through the declared hook
  ``range_distance`` (engine.hooks; core function ``attack.checked_distance``): the printed Tracking of
  ミハテヌハテ and 甲矢乙矢 is an attack text (:data:`TRACKING`); the Tracking given by 追尾撃 is a turn effect
  (:class:`GivenTracking`) asked while the state's ``range_distance`` mark is set (set once 追尾撃 resolves).
  The aim is the one of the attack's player.

Rule decisions (ours, with sources; where nothing official exists they follow the Japanese card text):

- MR 23-2 (a) "you attacked this turn" = an attack of yours was made (``attack_made``, CR 9-4 preamble) during
  this turn; applied when the end phase starts (the main phase has just ended, nothing happens in between).
  A turn ending otherwise (no main phase) keeps the aim.
- MR 23-2 (b) is asked in every end phase of the host where the aim differs from the current distance; the
  options are ordered (True, False) so that a player indifferent to it (the heuristic's evaluation has no aim
  feature: the aim pays next turn) sets the aim.
- Aim values: 狙い蹴り moves the aim by 1 up or down only when there is an aim, and never below 0 (a distance
  is never negative, CR 5-2-1); our reading.
- 風孔 / 弓流し with no aim: the comparisons are false, nothing happens (JA text compares with a value).
- 精密化 "the next attack this turn by another megami's Normal card whose aura damage is not -" = the first
  such attack you make this turn (checked when it is made); it gets +1/+1 while the aim matches (continuous,
  CR 5-6), like Raira's Thunder 3 (MR 10-5). "Another megami" = not Misora (CR 10-15: a shared card with
  Misora among its users is not another megami's).
- 追尾撃: candidates are your own Normal, non-Throughout attack cards (a) of your other megami not chosen in
  Deck Construction (face down in ＜Out of Game＞, CR 10-29; setup need ``UNCHOSEN_CARDS``), or (b) in your
  discard pile (伏せ札), any megami (the ZH text: "from the face-down cards, or from the unchosen cards of the
  other megami"). Only cards playable now with Tracking are offered; the choice is optional when none is.
  The card from Out of Game goes back there face down once its resolution ends wherever it went (played pile,
  in use, discard, hand, deck): our implementation of "instead of moving, remove it face down" (JA text);
  a card sealed meanwhile stays sealed. A card from the discard pile goes to the played pile as usual.
- 甲矢乙矢: the opponent chooses the Attack card to put into the played pile (JA "相手は...捨て札にする");
  if they have none (or none selectable by the effect), their hand is revealed (logged) and the top 3 cards
  of their deck go to their discard pile (poisons stay, MR 7-2-1).
- ミハテヌハテ: Range X = 3 + 2 x the tokens on the card (an attack text that changes the Range, CR 5-7);
  tokens on a Special stay on it through its states (CR 6-3; the card text). Devoted: at your end phase one
  token moves from Shadow onto it (none if Shadow is empty) and it becomes unused (CR 10-17) either way.
- ツクモノクモ: "the current distance equals the aim" is a substitution applied before increases/decreases
  (the core's ``distance_delta`` sum: aim - tokens + the other deltas); ruling "数值替换先于数值增减"
  (ZangXuanyi/furuyoni-cli docs/rulings.md A.1, an unofficial but consistent reading of CR 5-6 i).
  The owner's Advance / Retreat basic actions are forbidden (FORBIDDABLE ``basic_action``).
- カカゲルカゲ: the reacted attack must come from a Normal card (``category == "normal"``) whose Range (after
  modifications, :func:`engine.attack.attack_range`) contains your aim; then it is cancelled (unless
  uncancellable, CR 10-23) and its card sealed under カカゲルカゲ (CR 10-9); on disenchant it goes to its
  owner's played pile.
- ミソラノソラ: Ongoing distance +5 (CR 5-2-1); Disenchant: opponent's Life, Aura, Flare each 1 to Distance
  (cap 10: as many as fit, CR 6-3). Its Devoted "cannot be used" is a play condition (unused only).
- 空の翼: Terminal, Range Restriction 0-3 (CR 10-37); Disenchant: this turn distance +1 and Mastery Zone +1
  (a turn effect, like Utsuro's Shadow Wing).
"""
from __future__ import annotations

from typing import Any

from sakura_lab.cards.mechanics import answer_is
from sakura_lab.engine import api as S
from sakura_lab.engine import general as G
from sakura_lab.engine.cardbase import Ability, AttackAcc
from sakura_lab.engine.constants import (
    ATTACK,
    CARD_BASE,
    D_CARD,
    D_CHOOSE,
    D_MAY,
    DECK,
    DISCARD,
    DIST,
    FORWARD,
    HAND,
    IN_USE,
    MODE_EFFECT,
    OUT,
    PLAYED,
    RETREAT,
    SHADOW,
    THROUGHOUT,
    UNUSED,
)
from sakura_lab.engine.dsl import (
    Arrow,
    Custom,
    GainVigor,
    attack_users,
    card,
    selectable_by_effect,
)
from sakura_lab.engine.hostrules import UNCHOSEN_CARDS, register_host_needs, register_host_rules, rule_player
from sakura_lab.engine.state import Attack, Ctx, GameState
from sakura_lab.engine.telemetry import count, register_mechanic

MEGAMI = "misora"
AIM = "misora_aim"  # st.marks[(AIM, p)]: p's aim (an int); absent = none (MR 23-1-1)
ATTACKED = "misora_attacked"  # st.marks[(ATTACKED, p)]: the last turn in which p made an attack
GIVEN = "misora_given"  # st.marks[(GIVEN, uid)]: card uid is played with Tracking given by 追尾撃 (its player)
PRECISION = "misora_precision"  # st.marks[(PRECISION, src)]: the aid of the attack 精密化 ``src`` boosts
GUARD = "misora_guard"  # atk.marks[GUARD]: the attack's range is being read for "the aim matches"

YUMINAGASHI = "25-misora-o-n-1"
NERAIGERI = "25-misora-o-n-2"
KAZAANA = "25-misora-o-n-3"
HAYAOTOYA = "25-misora-o-n-4"
SEIMITSUKA = "25-misora-o-n-5"
TSUIBIGEKI = "25-misora-o-n-6"
SORANOTSUBASA = "25-misora-o-n-7"
MIHATENUHATE = "25-misora-o-s-1"
TSUKUMONOKUMO = "25-misora-o-s-2"
KAKAGERUKAGE = "25-misora-o-s-3"
MISORANOSORA = "25-misora-o-s-4"


# ---------------------------------------------------------------- aim (MR 23-1-1, 23-3)
def aim_of(st: GameState, p: int) -> int | None:
    """``p``'s aim, or None when it is "none" (MR 23-1-1; a player not hosting Misora has none)."""
    v = st.marks.get((AIM, p))
    return v if isinstance(v, int) else None


def set_aim(st: GameState, p: int, value: int | None) -> None:
    if value is None:
        st.marks.pop((AIM, p), None)
    else:
        st.marks[(AIM, p)] = max(0, value)
    if st.record:
        st.log("event", "aim", p, value)


def on_target(st: GameState, atk: Attack) -> bool:
    """MR 23-3: the aim of the attack's player has a value, and it and the current distance are in the
    attack's Range."""
    aim = aim_of(st, atk.player)
    if aim is None or atk.marks.get(GUARD):
        return False
    atk.marks[GUARD] = True
    try:
        r = S.attack_range(st, atk)
    finally:
        atk.marks.pop(GUARD, None)
    return aim in r and S.current_distance(st) in r


# ---------------------------------------------------------------- Tracking (MR 23-4)
class Tracking(Ability):
    """Attack text 追尾: the Range check compares the aim (none: the check fails)."""

    __slots__ = ()

    def range_distance(self, st: GameState, src: int, atk: Attack, d: int) -> int:
        aim = aim_of(st, atk.player)
        return -1 if aim is None else aim


TRACKING = Tracking()


class GivenTracking(Ability):
    """Turn effect of 追尾撃: the card it plays has Tracking (MR 23-4)."""

    __slots__ = ()

    def range_distance(self, st: GameState, src: int, atk: Attack, d: int) -> int:
        if atk.card < 0 or st.marks.get((GIVEN, atk.card)) != atk.player:
            return d
        aim = aim_of(st, atk.player)
        return -1 if aim is None else aim


GIVEN_TRACKING = GivenTracking()


# ---------------------------------------------------------------- host rules (MR 23-2)
class MisoraRules(Ability):
    """MR 23-2: the aim becomes none after a main phase with an attack; the end-phase aim; counters."""

    __slots__ = ()

    def on_event(self, st: GameState, src: int, ev: tuple) -> None:
        p = rule_player(src)
        kind = ev[0]
        if kind == "attack_made":
            if ev[1] != p:
                return
            if st.turn_player == p:
                st.marks[(ATTACKED, p)] = st.turn
            atk = st.attacks.get(ev[2])
            if atk is not None and st.mstats is not None:
                if on_target(st, atk):
                    count(st, p, "on_target")
                if TRACKING in atk.statics or st.marks.get((GIVEN, atk.card)) == p:
                    count(st, p, "tracking")
        elif kind == "end_phase" and ev[1] == p:
            if st.marks.get((ATTACKED, p)) == st.turn and aim_of(st, p) is not None:
                set_aim(st, p, None)  # (a) the main phase has just ended
                count(st, p, "aim_cleared")
            S.queue_trigger(st, ("misora_aim", p), _aim_rule_ask, p)


def _aim_rule_ask(st: GameState, p: int) -> None:
    d = S.current_distance(st)
    if aim_of(st, p) == d:
        return
    # "set" first: a player whose evaluation sees no difference (the aim pays later) takes it
    S.ask(st, p, D_MAY, (True, False), _aim_rule_answer, p, auto_single=False, context="misora_aim")


def _aim_rule_answer(st: GameState, yes: bool, p: int) -> None:
    if yes:
        count(st, p, "aim_set")
        set_aim(st, p, S.current_distance(st))


register_host_rules(MEGAMI, MisoraRules())
register_host_needs(MEGAMI, UNCHOSEN_CARDS)  # 追尾撃 reads the cards not chosen in Deck Construction (CR 10-29)


# ---------------------------------------------------------------- 弓流し
def _yuminagashi_damage(st: GameState, atk: Attack) -> tuple[int | None, int | None]:
    """Forced: with the aim matching, the aura damage is "-" (a substitution, CR 5-6 i)."""
    if on_target(st, atk):
        return None, atk.life
    return atk.aura, atk.life


def _distance_is_aim(st: GameState, ctx: Ctx) -> bool:
    aim = aim_of(st, ctx.player)
    return aim is not None and S.current_distance(st) == aim


_SHADOW_TO_AURA = Arrow("shadow", "aura", 1)
_DIST_TO_SHADOW = Arrow("dist", "shadow", 1)
_SHADOW_TO_DIST = Arrow("shadow", "dist", 1)


def _yuminagashi_after(st: GameState, ctx: Ctx) -> None:
    if _distance_is_aim(st, ctx):
        _SHADOW_TO_AURA.run(st, ctx)


card(YUMINAGASHI, damage_fn=_yuminagashi_damage, after=(Custom(_yuminagashi_after),),
     summary="4-7 2/1; aim matching: aura damage -; after: distance = aim: Shadow -> own Aura 1")


# ---------------------------------------------------------------- 狙い蹴り
def _neraigeri_after(st: GameState, ctx: Ctx) -> None:
    aim = aim_of(st, ctx.player)
    if aim is None:
        return
    opts = ["keep", "+1"] + (["-1"] if aim > 0 else [])
    S.ask(st, ctx.player, D_CHOOSE, opts, _neraigeri_answer, ctx, context="misora_aim_shift", auto_single=False)


def _neraigeri_answer(st: GameState, ans: str, ctx: Ctx) -> None:
    aim = aim_of(st, ctx.player)
    if aim is None or ans == "keep":
        return
    count(st, ctx.player, "aim_shift")
    set_aim(st, ctx.player, aim + (1 if ans == "+1" else -1))


card(NERAIGERI, after=(Custom(_neraigeri_after),), summary="2-4 2/1; after: you may move your aim by 1")


# ---------------------------------------------------------------- 風孔
def _kazaana_after(st: GameState, ctx: Ctx) -> None:
    aim = aim_of(st, ctx.player)
    if aim is None:
        return
    d = S.current_distance(st)
    if d > aim:
        _DIST_TO_SHADOW.run(st, ctx)
    elif d == aim:
        _SHADOW_TO_AURA.run(st, ctx)
    else:
        _SHADOW_TO_DIST.run(st, ctx)


card(KAZAANA, after=(Custom(_kazaana_after),),
     summary="Reaction 2-5 1/1; after: distance > aim: Distance -> Shadow; = : Shadow -> Aura; < : Shadow -> Distance")


# ---------------------------------------------------------------- 甲矢乙矢
def _hayaotoya_after(st: GameState, ctx: Ctx) -> None:
    q = 1 - ctx.player
    cands = [u for u in st.zones[q][HAND]
             if S.card_of(st, u).ctype == ATTACK and selectable_by_effect(st, u, ctx.player)]
    if cands:
        S.ask(st, q, D_CARD, cands, _hayaotoya_discard, q, context="misora_hayaotoya")
        return
    if st.record:
        st.log("reveal_hand", q, list(st.zones[q][HAND]))
    for u in list(st.zones[q][DECK][:3]):
        S.move_card(st, u, DISCARD)


def _hayaotoya_discard(st: GameState, u: int, q: int) -> None:
    S.move_card(st, u, PLAYED)


card(HAYAOTOYA, attack_statics=(TRACKING,), after=(Custom(_hayaotoya_after),),
     summary="Throughout 5-15 5/1 Tracking; after: opponent discards an attack from hand, else top 3 face down")


# ---------------------------------------------------------------- 精密化
class Precision(Ability):
    """Turn effect: the next attack of the player from another megami's Normal card with a numeric aura damage
    gets +1/+1 while the aim matches."""

    __slots__ = ("player",)

    def __init__(self, player: int) -> None:
        self.player = player

    def on_event(self, st: GameState, src: int, ev: tuple) -> None:
        if ev[0] != "attack_made" or ev[1] != self.player or (PRECISION, src) in st.marks:
            return
        atk = st.attacks.get(ev[2])
        if atk is None or atk.card < 0 or atk.category != "normal" or MEGAMI in attack_users(st, atk):
            return
        if S.attack_values(st, atk).aura is None:
            return
        st.marks[(PRECISION, src)] = atk.aid

    def modify_attack(self, st: GameState, src: int, atk: Attack, acc: AttackAcc) -> None:
        if st.marks.get((PRECISION, src)) != atk.aid or atk.marks.get(GUARD):
            return
        if on_target(st, atk):
            acc.aura_add += 1
            acc.life_add += 1


def _seimitsuka(st: GameState, ctx: Ctx) -> None:
    st.marks.pop((PRECISION, ctx.card), None)
    S.add_turn_effect(st, ctx.card, Precision(ctx.player))


card(SEIMITSUKA, on_play=(GainVigor(1), Custom(_seimitsuka)),
     summary="+1 vigor; your next other-megami Normal attack this turn (aura not -) +1/+1 if the aim matches")


# ---------------------------------------------------------------- 追尾撃
def tracking_candidates(st: GameState, p: int) -> list[int]:
    """Cards 追尾撃 may play now: own non-Throughout Normal attacks of another megami not chosen in Deck
    Construction, or in the discard pile; playable with Tracking."""
    raw: list[int] = []
    for u in st.zones[p][OUT]:
        cd = st.cards[u]
        if (cd.is_normal and MEGAMI not in cd.users and S.face_down_out(st, u)):
            raw.append(u)
    raw.extend(st.zones[p][DISCARD])
    out: list[int] = []
    st.marks["range_distance"] = True
    for u in raw:
        cd = S.card_of(st, u)
        if not cd.is_normal or cd.ctype != ATTACK or cd.subtype == THROUGHOUT:
            continue
        st.marks[(GIVEN, u)] = p
        if S.can_play(st, p, u, MODE_EFFECT):
            out.append(u)
        del st.marks[(GIVEN, u)]
    return out


def _tsuibigeki(st: GameState, ctx: Ctx) -> None:
    p = ctx.player
    S.add_turn_effect(st, ctx.card, GIVEN_TRACKING)
    cands = tracking_candidates(st, p)
    if not cands:
        return
    S.ask(st, p, D_CARD, cands, _tsuibigeki_chosen, p, context="misora_tracking")


def _tsuibigeki_chosen(st: GameState, u: int, p: int) -> None:
    from_out = st.loc[u] == OUT
    count(st, p, "tracking_given")
    st.marks[(GIVEN, u)] = p
    S.push(st, _tsuibigeki_done, u, from_out)
    if st.record:
        st.log("reveal", p, [u])
    S.start_play(st, p, u, MODE_EFFECT)


def _tsuibigeki_done(st: GameState, u: int, from_out: bool) -> None:
    st.marks.pop((GIVEN, u), None)
    if from_out and st.loc[u] in (PLAYED, IN_USE, DISCARD, HAND, DECK):
        S.move_card(st, u, OUT)  # "instead, remove it face down" (back to not chosen, CR 10-29)
        st.marks.pop(("face_up", u), None)


card(TSUIBIGEKI, on_play=(Custom(_tsuibigeki),),
     summary="play an unchosen other-megami or face-down non-Throughout Normal attack with Tracking")


# ---------------------------------------------------------------- 空の翼
class SkyWing(Ability):
    """This turn: current distance +1, Mastery Zone +1."""

    __slots__ = ()

    def distance_delta(self, st: GameState, src: int) -> int:
        return 1

    def mastery_delta(self, st: GameState, src: int) -> int:
        return 1


SKY_WING = SkyWing()


def _sky_wing_disenchant(st: GameState, ctx: Ctx) -> None:
    S.add_turn_effect(st, ctx.card, SKY_WING)


card(SORANOTSUBASA, terminal=True, play_condition=G.distance_limit(0, 3),
     initialize=(Arrow("opp_aura", "dist", 2),), disenchant=(Custom(_sky_wing_disenchant),),
     summary="Terminal, Range Restriction 0-3; opp Aura -> Distance 2; disenchant: this turn distance/mastery +1")


# ---------------------------------------------------------------- ミハテヌハテ
def mihatenuhate_x(st: GameState, uid: int) -> int:
    return 3 + 2 * st.tok[CARD_BASE + uid]


class RangeX(Ability):
    """Forced: Range X = 3 + twice the tokens on this card."""

    __slots__ = ()

    def modify_attack(self, st: GameState, src: int, atk: Attack, acc: AttackAcc) -> None:
        if atk.card >= 0:
            acc.change = (mihatenuhate_x(st, atk.card),)


def _mihatenuhate_after(st: GameState, ctx: Ctx) -> None:
    if ctx.card >= 0 and mihatenuhate_x(st, ctx.card) >= 7:
        q = 1 - ctx.player
        for u in list(st.zones[q][DECK]):
            S.move_card(st, u, DISCARD)


class MihatenuhateReturn(Ability):
    """Devoted: at your end phase, Shadow -> this card 1 and it becomes unused."""

    __slots__ = ()

    def on_event(self, st: GameState, src: int, ev: tuple) -> None:
        if ev[0] == "end_phase" and ev[1] == st.owner[src]:
            S.queue_trigger(st, ("misora_mihatenuhate", src), _mihatenuhate_return, src)


def _mihatenuhate_return(st: GameState, src: int) -> None:
    if st.cstate[src] == UNUSED:
        return
    S.move_tokens(st, SHADOW, CARD_BASE + src, 1)
    S.set_unused(st, src)
    count(st, st.owner[src], "mihatenuhate_return")


card(MIHATENUHATE, attack_statics=(TRACKING, RangeX()), flags=("no_reactions",),
     after=(Custom(_mihatenuhate_after),), devoted=(MihatenuhateReturn(),),
     summary="X -/1 Tracking, No Reactions; X = 3 + 2 x tokens on it; X >= 7: opponent's deck face down; "
             "Devoted: end phase Shadow -> it 1, unused")


# ---------------------------------------------------------------- ツクモノクモ
class CloudDistance(Ability):
    """Ongoing: with an aim, the current distance equals the owner's aim (a substitution before +/-);
    the owner cannot Advance or Retreat."""

    __slots__ = ()

    def distance_delta(self, st: GameState, src: int) -> int:
        aim = aim_of(st, st.owner[src])
        if aim is None:
            return 0
        for s2, ab in S.hooked(st, "distance_delta"):  # two of them: the first one in force substitutes
            if isinstance(ab, CloudDistance) and aim_of(st, st.owner[s2]) is not None:
                if s2 != src:
                    return 0
                break
        return aim - st.tok[DIST]

    def forbids(self, st: GameState, src: int, what: str, player: int, detail: Any) -> bool:
        return what == "basic_action" and player == st.owner[src] and detail in (FORWARD, RETREAT)


card(TSUKUMONOKUMO, ongoing=(CloudDistance(),),
     summary="Ongoing: with an aim, distance = aim; you cannot Advance or Retreat")


# ---------------------------------------------------------------- カカゲルカゲ
def _kakagerukage(st: GameState, ctx: Ctx) -> None:
    atk = st.attacks.get(ctx.reacted)
    aim = aim_of(st, ctx.player)
    if atk is None or aim is None or atk.category != "normal" or atk.card < 0:
        return
    if aim not in S.attack_range(st, atk):
        return
    if "uncancellable" in S.attack_values(st, atk).flags:  # CR 10-23
        return
    atk.cancelled = True
    count(st, ctx.player, "kakagerukage_cancel")
    if st.record:
        st.log("cancel", ctx.player, atk.aid)
    if ctx.card >= 0 and st.loc[atk.card] == IN_USE:
        G.seal(st, atk.card, ctx.card)


def _kakagerukage_disenchant(st: GameState, ctx: Ctx) -> None:
    for u in G.sealed_under(st, ctx.card):
        st.marks.pop(("sealed_by", u), None)
        S.move_card(st, u, PLAYED)


card(KAKAGERUKAGE, initialize=(Custom(_kakagerukage),), disenchant=(Custom(_kakagerukage_disenchant),),
     summary="Reaction: cancel a Normal attack whose Range contains your aim and seal it; disenchant: unseal")


# ---------------------------------------------------------------- ミソラノソラ
class FarSky(Ability):
    """Ongoing: current distance +5."""

    __slots__ = ()

    def distance_delta(self, st: GameState, src: int) -> int:
        return 5


def _only_unused(st: GameState, player: int, uid: int, mode: int, reacted: int) -> bool:
    return bool(st.cstate[uid] == UNUSED)


card(MISORANOSORA, ongoing=(FarSky(),), play_condition=_only_unused,
     disenchant=(Arrow("opp_life", "dist", 1), Arrow("opp_aura", "dist", 1), Arrow("opp_flare", "dist", 1)),
     summary="Throughout; Ongoing distance +5; disenchant: opp Life, Aura, Flare 1 each -> Distance")


# ---------------------------------------------------------------- mechanic telemetry
register_mechanic(MEGAMI, "aim_set", "the end-phase rule set the aim to the current distance", "MR 23-2",
                  uses=answer_is(D_MAY, "misora_aim", True))
register_mechanic(MEGAMI, "aim_cleared", "the aim became none after a main phase with an attack", "MR 23-2")
register_mechanic(MEGAMI, "aim_shift", "狙い蹴り moved the aim by 1", "MR 23-1-1",
                  uses=lambda view, d, o: d.kind == D_CHOOSE and d.context == "misora_aim_shift" and o != "keep")
register_mechanic(MEGAMI, "on_target", "an attack was made with the aim matching", "MR 23-3")
register_mechanic(MEGAMI, "tracking", "an attack with Tracking was made", "MR 23-4")
register_mechanic(MEGAMI, "tracking_given", "追尾撃 played a card with Tracking", "MR 23-4")
register_mechanic(MEGAMI, "kakagerukage_cancel", "カカゲルカゲ cancelled and sealed an attack",
                  "MR 23-1-1 (its aim), CR 10-9")
register_mechanic(MEGAMI, "mihatenuhate_return", "ミハテヌハテ returned to unused at the end phase",
                  "card text (Devoted)")
