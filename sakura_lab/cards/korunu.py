"""Card effects of Korunu (コルヌ / 凝努), original form, season na-s10-2, written in the engine's DSL.

Additional rules: megami-rules.en.md section 13 (MR 13-1 .. 13-6).

Freeze tokens (MR 13-1, 13-4): they are not sakura tokens, so they never live in ``st.tok`` (sakura-token
conservation, CR 6-3, is untouched). The number of Freeze tokens in player p's ＜Aura＞ is
``st.marks[("korunu_freeze", p)]`` (absent = 0); ＜Out of Game＞ holds unlimited ones (MR 13-4), so it is not
counted. "Frozen X or more" (MR 13-2-1) is :func:`frozen` >= X; public information (no hidden-info
declaration needed).

Aura cap (MR 13-3): the host rule answers the core hook ``cap_occupied`` for Aura places with the Freeze
tokens there, so ``engine.tokens.room`` — read by every move into an Aura (basic actions, arrows, charges,
damage returns, ...) — leaves room only for sakura + Freeze tokens up to the cap. An invariant
(``register_invariant``) checks sakura + Freeze <= cap for both Auras after every step.

Freeze (MR 13-5): :func:`freeze` moves one Freeze token from ＜Out of Game＞ into the player's Aura when there
is room (CR 6-3: otherwise nothing happens). It sends the unlogged event ``("korunu_frozen", p, old, new)``.

Focus of a frozen player (MR 13-6): the host rule replaces the basic action Focus (REPLACEMENTS
``basic_action``, CR 10-30) by "one Freeze token of your Aura goes to ＜Out of Game＞", and names Focus in the
new core hook ``choosable_basic_actions`` so that it may be chosen even when no sakura token could move
(MR 13-6 second sentence). A "cannot Focus" effect (かじかみ) forbids it altogether (CR 1-3: a "cannot" wins).
Freeze tokens do not count for the Aura value, the Aura-damage test of CR 5-8-3-2 or Aura damage (MR 13
NOTE): the core reads ``st.tok`` for those, which never holds them.

"The opponent's Aura is full" (相手のオーラに空きがない) = no room is left in it (``room == 0``) with sakura and
Freeze tokens counted together (MR 13-3).

Mirror games: both players host Korunu, so the host rule is in force twice. Only the instance of the lowest
hosting player answers the hooks (:func:`_answers`), otherwise Freeze tokens would be counted twice.

General core mechanisms this module relies on (added with it, each declared in ``engine.hooks``):
- hook ``cap_occupied`` is now also asked for the two Aura places by ``engine.tokens.room`` (it was asked for
  Distance only, MR 9-6); no work when no ability is in force;
- hook ``choosable_basic_actions`` (``engine.turn.basic_moves_something`` / ``basic_action_choices``): basic
  actions choosable although they would move no token, because a replacement changes them (MR 13-6);
- ``engine.play``: after a Reaction card played against an attack has resolved, the unlogged event
  ``("reaction_resolved", player, card, attack)`` (``abilities.notify``) for texts acting "after the reacting
  card resolves" (旋回刃).

Rule decisions (sources in brackets; none of the public rulings lists consulted — ZangXuanyi/furuyoni-cli
docs/rulings.md, WitchSand/furuyoni-rules — addresses Korunu):
- 旋回刃 Cyclone Blade: "after the reacting card resolves" is the moment the Reaction card's resolution ends,
  before the attack goes on (CR 9-4 ii): the core now tells in-force abilities ``("reaction_resolved", ...)``
  then. The Distance<->Shadow 2 happens even if that Reaction cancelled the attack (the Forced text's condition
  is "a Reaction was made to this attack", which stays true; the cancelled attack is removed only at 9-4 ii).
  With two Reactions it happens after each (each "対応したカード"). Heard by the host rule, so a copy of the
  card owned by a player who does not host Korunu would not trigger it (edge case left alone). Confidence M.
- 絶対零度 Absolute Zero: range 2-5 from the Japanese text (the Chinese text of the data reads 0-5). All-Out
  (全力化) = played as the full-power action (CR 8-2-2 B, as Thallya's Steam Cannon); then the attack, then
  "freeze until full", then the Recover part. The Recover is a named basic action, performed even if it
  moves nothing (CR 9-7 i-A); the second one is checked after the first (frozen 3 or more). H.
- 霜の茨 Rimethorn: "the first non-Special attack you make in your turn" is the first attack without the
  Special category (card attacks of Normal cards and effect attacks, CR 10-5) made by you in your turn,
  counted from the start of the turn even if Rimethorn was deployed later (same reading as Raira's 大嵐).
  Its second text is an optional replacement of the start-phase removal of its token (CR 8-1-3 ii): asked
  each start phase while the opponent is frozen. M.
- ポルチャルトー Poru-char To: played as a Reaction its Cost is 4 instead of 2 (other cost changes still
  apply). Its Disenchant text plays the card again at once, by effect (CR 9-9), paying its normal Cost 2,
  with Charge 4; it is then deployed again (CR 9-6 ii: it has tokens) instead of becoming Devoted. The
  replay is offered only if it is playable (enough Flare). M.
- ウパシトゥム Upastum: Immediate Resurgence when the opponent's Aura turns from not full to full, by sakura
  tokens or a Freeze token moving in. Its own After Attack freeze cannot trigger it (card note: still in
  use; our Devoted abilities are in force only while it is Devoted). H.
- コンルルヤンペ Konru Ruyanpe: "chose damage to Aura" is the aura/life choice of CR 5-8-3-2 (also when the
  Aura damage is 0). H.
- レタルレラ Retar Rera: full Aura -> cancel the reacted attack (CR 10-23 uncancellable attacks stay);
  otherwise Distance -> the attacker's Aura 1 (the card's "opponent" is the attacker). H.
"""
from __future__ import annotations

from typing import Any

from sakura_lab.cards.mechanics import answer_is, condition_play, plays_card, script_has
from sakura_lab.engine import api as S
from sakura_lab.engine.abilities import notify
from sakura_lab.engine.cardbase import Ability, AttackAcc, CardDef
from sakura_lab.engine.constants import (
    AURA,
    CARD_BASE,
    D_MAY,
    ENHANCE,
    FOCUS,
    MODE_EFFECT,
    MODE_REACTION,
    SHADOW,
)
from sakura_lab.engine.dsl import (
    Arrow,
    AttackMod,
    BasicActions,
    CancelAttack,
    Custom,
    DoubleArrow,
    If,
    ImmediateResurgence,
    MakeAttack,
    May,
    Node,
    card,
    opponent_chose,
    rng,
)
from sakura_lab.engine.hostrules import hosts_megami, register_host_rules, rule_player
from sakura_lab.engine.invariants import register_invariant
from sakura_lab.engine.state import Attack, Ctx, GameState
from sakura_lab.engine.telemetry import count, register_mechanic

MEGAMI = "korunu"
_KEY = "korunu_freeze"

ICE_SHARDS = "15-korunu-o-n-1"
CYCLONE_BLADE = "15-korunu-o-n-2"
BLADE_DANCE = "15-korunu-o-n-3"
SNOW_CROSSING = "15-korunu-o-n-4"
ABSOLUTE_ZERO = "15-korunu-o-n-5"
FROSTBITE = "15-korunu-o-n-6"
RIMETHORN = "15-korunu-o-n-7"
KONRU_RUYANPE = "15-korunu-o-s-1"
RETAR_RERA = "15-korunu-o-s-2"
UPASTUM = "15-korunu-o-s-3"
PORU_CHAR_TO = "15-korunu-o-s-4"


# ---------------------------------------------------------------- Freeze tokens (MR 13-1 .. 13-5)
def frozen(st: GameState, p: int) -> int:
    """How many Freeze tokens are in ``p``'s ＜Aura＞ ("frozen X or more" = frozen(...) >= X, MR 13-2-1)."""
    n: int = st.marks.get((_KEY, p), 0)
    return n


def aura_full(st: GameState, p: int) -> bool:
    """``p``'s Aura has no room left, sakura and Freeze tokens counted together (MR 13-3)."""
    return S.room(st, AURA + p) <= 0


def freeze(st: GameState, p: int, by: int) -> bool:
    """MR 13-5: one Freeze token from ＜Out of Game＞ into ``p``'s Aura if there is room (CR 6-3). ``by`` is
    the player whose effect freezes (credited in the mechanic counters). True when a token moved."""
    if aura_full(st, p):
        return False
    old = frozen(st, p)
    st.marks[(_KEY, p)] = old + 1
    if st.record:
        st.log("freeze", p, old + 1)
    count(st, by, "korunu_freeze")
    notify(st, "korunu_frozen", p, old, old + 1)
    return True


def thaw(st: GameState, p: int) -> bool:
    """One Freeze token of ``p``'s Aura goes back to ＜Out of Game＞ (MR 13-6). True when one was there."""
    old = frozen(st, p)
    if old <= 0:
        return False
    if old == 1:
        del st.marks[(_KEY, p)]
    else:
        st.marks[(_KEY, p)] = old - 1
    if st.record:
        st.log("unfreeze", p, old - 1)
    notify(st, "korunu_thawed", p, old, old - 1)
    return True


class _FreezeNode(Node):
    """Base of the freezing nodes (lets ``script_has`` find the cards that freeze)."""

    __slots__ = ()


class Freeze(_FreezeNode):
    """"Freeze the opponent" (相手は1回凍結する, MR 13-5)."""

    __slots__ = ()

    def run(self, st: GameState, ctx: Ctx) -> None:
        freeze(st, 1 - ctx.player, ctx.player)


class FreezeUntilFull(_FreezeNode):
    """"Freeze the opponent until their Aura is full" (オーラの空きがなくなるまで凍結する)."""

    __slots__ = ()

    def run(self, st: GameState, ctx: Ctx) -> None:
        q = 1 - ctx.player
        while freeze(st, q, ctx.player):
            pass


FREEZE = Freeze()
FREEZE_FULL = FreezeUntilFull()


def OPP_AURA_FULL(st: GameState, ctx: Ctx) -> bool:  # noqa: N802 - condition name, like RESOLVE
    """The opponent's Aura is full (相手のオーラに空きがない, MR 13-3)."""
    return aura_full(st, 1 - ctx.player)


def OPP_FROZEN_3(st: GameState, ctx: Ctx) -> bool:  # noqa: N802
    """The opponent is frozen 3 or more (MR 13-2-1)."""
    return frozen(st, 1 - ctx.player) >= 3


# ---------------------------------------------------------------- host rule (MR 13-3, 13-6; card upkeep)
def _answers(st: GameState, src: int) -> bool:
    """Only one instance of the host rule answers (mirror games have two): the lowest hosting player's."""
    p = rule_player(src)
    return p == 0 or not hosts_megami(st, 0, MEGAMI)


class KorunuRule(Ability):
    """Host rule: Freeze tokens take room in an Aura (MR 13-3); a frozen player's Focus removes one
    (MR 13-6); watches the events that 旋回刃 and 霜の茨 need."""

    __slots__ = ()
    replaces = frozenset({"basic_action"})

    def cap_occupied(self, st: GameState, src: int, place: int) -> int:
        if (place == AURA or place == AURA + 1) and _answers(st, src):
            return frozen(st, place - AURA)
        return 0

    def choosable_basic_actions(self, st: GameState, src: int, player: int) -> tuple[str, ...]:
        return (FOCUS,) if frozen(st, player) > 0 and _answers(st, src) else ()

    def replace(self, st: GameState, src: int, what: str, args: tuple) -> bool:
        player, action = args
        if action != FOCUS or frozen(st, player) <= 0:
            return False
        if st.record:
            st.log("basic", player, action)
        thaw(st, player)
        count(st, rule_player(src), "korunu_thaw")
        S.emit(st, "basic_action", player, action)
        return True

    def on_event(self, st: GameState, src: int, ev: tuple) -> None:
        kind = ev[0]
        if kind == "attack_made":
            p, aid = ev[1], ev[2]
            key = ("turn", "korunu_first_normal_attack", p)
            atk = st.attacks.get(aid)
            if key not in st.marks and atk is not None and atk.category != "special":
                st.marks[key] = aid
        elif kind == "reaction_resolved" and _answers(st, src):
            atk = st.attacks.get(ev[3])
            if atk is not None and atk.card >= 0 and CYCLONE_FORCED in S.card_of(st, atk.card).script.forced:
                S.queue_trigger(st, ("cyclone_blade", CYCLONE_BLADE), _cyclone, atk.player, atk.card)


class CycloneForced(Ability):
    """旋回刃's Forced text "if a Reaction is made to this attack, after that card resolves: Distance<->Shadow
    2". It has no hook of its own: the host rule hears ``reaction_resolved`` and looks for this text."""

    __slots__ = ()


CYCLONE_FORCED = CycloneForced()


def _cyclone(st: GameState, player: int, uid: int) -> None:
    count(st, player, "korunu_cyclone")
    DoubleArrow("dist", "shadow", 2).run(st, Ctx(player, uid))


register_host_rules(MEGAMI, KorunuRule())


def _check_aura_room(st: GameState) -> None:
    """MR 13-3: sakura + Freeze tokens in an Aura never exceed its cap."""
    for p in (0, 1):
        n = frozen(st, p)
        if n < 0:
            raise S.RulesError(f"negative Freeze tokens for p{p}")
        cap = max(S.aura_cap(st, p, p), st.marks.get(("aura_cap_peak", p), 0))
        if st.tok[AURA + p] + n > cap:
            raise S.RulesError(f"aura of p{p}: {st.tok[AURA + p]} sakura + {n} Freeze tokens over the cap {cap}")


register_invariant(_check_aura_room)


# ---------------------------------------------------------------- 霜の茨 Rimethorn
class RimethornBoost(Ability):
    """Ongoing: the first non-Special attack its owner makes in their own turn gets +1/+1."""

    __slots__ = ()

    def modify_attack(self, st: GameState, src: int, atk: Attack, acc: AttackAcc) -> None:
        owner = st.owner[src]
        if atk.player != owner or st.turn_player != owner or atk.category == "special":
            return
        first = st.marks.get(("turn", "korunu_first_normal_attack", owner))
        if first is None or first == atk.aid:
            acc.aura_add += 1
            acc.life_add += 1


class RimethornKeep(Ability):
    """Ongoing (own card): while the opponent is frozen, its owner may keep the token the start phase would
    remove from it (CR 8-1-3 ii, replacement CR 10-30)."""

    __slots__ = ()
    replaces = frozenset({"tokens_to_shadow"})

    def replace(self, st: GameState, src: int, what: str, args: tuple) -> bool:
        place, n, arrow_player, cause = args
        if cause != "decay" or place != CARD_BASE + src:
            return False
        if st.marks.pop(("korunu_rime_move", src), None):  # the owner chose to let it go
            return False
        owner = st.owner[src]
        if frozen(st, 1 - owner) <= 0:
            return False
        S.ask(st, owner, D_MAY, (False, True), _rime_answer, src, n, context="korunu_rimethorn_keep",
              auto_single=False)
        return True


def _rime_answer(st: GameState, keep: bool, src: int, n: int) -> None:
    if keep:
        count(st, st.owner[src], "korunu_rimethorn_keep")
        return
    if st.loc[src] != ENHANCE:
        return
    st.marks[("korunu_rime_move", src)] = True
    S.move_tokens(st, CARD_BASE + src, SHADOW, n, cause="decay")
    st.marks.pop(("korunu_rime_move", src), None)


# ---------------------------------------------------------------- かじかみ Frostbite
class NoOpponentFocus(Ability):
    """Ongoing: the opponent of its owner cannot perform the basic action Focus (CR 1-3)."""

    __slots__ = ()

    def forbids(self, st: GameState, src: int, what: str, player: int, detail: Any) -> bool:
        return what == "basic_action" and detail == FOCUS and player != st.owner[src]


# ---------------------------------------------------------------- ウパシトゥム Upastum
def _aura_became_full(st: GameState, src: int, ev: tuple) -> bool:
    """Immediate Resurgence: the opponent's Aura went from having room to having none (by sakura tokens or
    a Freeze token moving in)."""
    kind = ev[0]
    if kind != "aura_changed" and kind != "korunu_frozen":
        return False
    q = 1 - st.owner[src]
    if ev[1] != q:
        return False
    delta = ev[3] - ev[2]
    if delta <= 0 or not aura_full(st, q):
        return False
    used_before = st.tok[AURA + q] + frozen(st, q) - delta
    return used_before < S.aura_cap(st, q)


# ---------------------------------------------------------------- ポルチャルトー Poru-char To
def _porchar_mode(st: GameState, player: int, uid: int, mode: int, reacted: int) -> bool:
    """Play condition (always true): remembers the mode being checked, read by the Cost right after it."""
    st.marks[("korunu_mode", uid)] = mode
    return True


def _porchar_cost(st: GameState, player: int, uid: int) -> int:
    """Cost 2; 4 when played as if it had Reaction (its Forced text)."""
    return 4 if st.marks.get(("korunu_mode", uid)) == MODE_REACTION else 2


def _porchar_reaction(st: GameState, player: int, uid: int) -> bool:
    return True


def _porchar_charge(st: GameState, uid: int) -> int:
    """Charge 1; 4 when played again by its own Disenchant text."""
    return 4 if st.marks.get(("korunu_charge4", uid)) else 1


def _porchar_init_clear(st: GameState, ctx: Ctx) -> None:
    st.marks.pop(("korunu_charge4", ctx.card), None)


def _porchar_replay_offer(st: GameState, ctx: Ctx) -> None:
    u, p = ctx.card, ctx.player
    if u < 0 or st.loc[u] != ENHANCE or not S.can_play(st, p, u, MODE_EFFECT):
        return
    S.ask(st, p, D_MAY, (False, True), _porchar_replay_answer, u, p, context="korunu_porchar_replay",
          auto_single=False)


def _porchar_replay_answer(st: GameState, yes: bool, u: int, p: int) -> None:
    if not yes:
        return
    count(st, p, "korunu_porchar_replay")
    st.marks[("korunu_charge4", u)] = True
    S.start_play(st, p, u, MODE_EFFECT)


# ---------------------------------------------------------------- helpers
def _fullpower(st: GameState, ctx: Ctx) -> bool:
    return ctx.card >= 0 and bool(st.marks.get(("fullpower", ctx.card)))


RECOVER_ONCE = BasicActions(1, only=("recover",), optional=False)

# ---------------------------------------------------------------- cards: Korunu (original)
card(ICE_SHARDS, after=(FREEZE,), summary="Attack 3-4 1/1; after the attack, freeze the opponent.")
card(CYCLONE_BLADE, forced=(CYCLONE_FORCED,),
     summary="Attack 2-3 2/2; if a Reaction is made to it, Distance<->Shadow 2 after that card resolves.")
card(BLADE_DANCE, attack_statics=(AttackMod(OPP_AURA_FULL, 1, 1),),
     summary="Attack 4-5 2/1; +1/+1 while the opponent's Aura is full.")
card(SNOW_CROSSING,
     on_play=(DoubleArrow("dist", "shadow", 1),
              If(OPP_AURA_FULL, May("korunu_snow_crossing", Arrow("shadow", "dist", 1)))),
     summary="Distance<->Shadow 1; then, if the opponent's Aura is full, you may move Shadow->Distance 1.")
card(ABSOLUTE_ZERO,
     on_play=(If(_fullpower, MakeAttack(rng(2, 5), 1, 2), FREEZE_FULL), RECOVER_ONCE,
              If(OPP_FROZEN_3, RECOVER_ONCE)),
     all_out=True,
     summary="Reaction. All-Out: attack 2-5 1/2, then freeze the opponent until full. Recover once, twice if "
             "the opponent is frozen 3 or more.")
card(FROSTBITE, initialize=(FREEZE,), ongoing=(NoOpponentFocus(),),
     summary="Charge 2: freeze the opponent on deploy; the opponent cannot Focus while it is deployed.")
card(RIMETHORN, ongoing=(RimethornBoost(), RimethornKeep()),
     summary="Charge 2: your first non-Special attack in your turn +1/+1; while the opponent is frozen you "
             "may keep its token at your start phase.")
card(KONRU_RUYANPE, after=(If(opponent_chose("aura"), FREEZE_FULL),),
     summary="Attack 2-3 2/3; if the opponent took it on Aura, freeze them until their Aura is full.")
card(RETAR_RERA, on_play=(If(OPP_AURA_FULL, CancelAttack(), otherwise=(Arrow("dist", "opp_aura", 1),)),),
     summary="Reaction: cancel the attack if the opponent's Aura is full, else Distance->opponent's Aura 1.")
card(UPASTUM, after=(FREEZE,), devoted=(ImmediateResurgence(_aura_became_full),),
     summary="Attack 3-6 0/-; freeze the opponent. Immediate Resurgence: the opponent's Aura becomes full.")
card(PORU_CHAR_TO, reaction_if=_porchar_reaction, play_condition=_porchar_mode, cost_fn=_porchar_cost,
     charge_fn=_porchar_charge,
     initialize=(Custom(_porchar_init_clear, "charge 4 used"), DoubleArrow("dist", "shadow", 1), FREEZE),
     disenchant=(Custom(_porchar_replay_offer, "play again with Charge 4"),),
     summary="Charge 1 (Cost 2; may be played as a Reaction for Cost 4): Distance<->Shadow 1, freeze the "
             "opponent. Disenchant: you may play it again with Charge 4, paying its Cost.")


# ---------------------------------------------------------------- mechanic telemetry (engine.telemetry)
def _is_freezer(cd: CardDef) -> bool:
    return _FREEZES(cd)


_FREEZES = script_has(_FreezeNode)

register_mechanic(MEGAMI, "korunu_freeze", "a Freeze token was put into the opponent's Aura (per token)",
                  "MR 13-5", uses=plays_card(_is_freezer))
register_mechanic(MEGAMI, "korunu_thaw", "a frozen player's Focus removed a Freeze token instead", "MR 13-6")
register_mechanic(MEGAMI, "korunu_full_aura",
                  "a card reading 'the opponent's Aura is full' was played while it was full", "MR 13-3",
                  on_play=condition_play(OPP_AURA_FULL))
register_mechanic(MEGAMI, "korunu_cyclone", "Cyclone Blade's Distance<->Shadow 2 after a Reaction to it",
                  "15-korunu-o-n-2")
register_mechanic(MEGAMI, "korunu_rimethorn_keep", "Rimethorn kept its token at the start phase (opponent frozen)",
                  "15-korunu-o-n-7", uses=answer_is(D_MAY, "korunu_rimethorn_keep", True))
register_mechanic(MEGAMI, "korunu_porchar_replay", "Poru-char To was played again with Charge 4 on disenchant",
                  "15-korunu-o-s-4", uses=answer_is(D_MAY, "korunu_porchar_replay", True))

__all__ = ["FREEZE", "FREEZE_FULL", "Freeze", "FreezeUntilFull", "KorunuRule", "MEGAMI", "OPP_AURA_FULL",
           "aura_full", "freeze", "frozen", "thaw"]
