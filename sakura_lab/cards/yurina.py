"""Card effects of Yurina and her alternate forms (latest season), written in the engine's DSL.

Forms: Yurina (original), Yurina A1 (First Chapter) and Yurina A2 (Arbitrator). Rulings follow
``docs/rulings-basic4.md`` (§1 Ukifune, §2 Kamukura, §3 Harmony, §4 Body Shift, §5 Appeal, §23 Unguarded,
§24 "next attack" buffs, §27 reactions to effect attacks, §28 Forced conditions / Spirit of Fire).
"""
from __future__ import annotations

from sakura_lab.cards.mechanics import condition_play
from sakura_lab.engine import api as S
from sakura_lab.engine.cardbase import Ability
from sakura_lab.engine.constants import (
    BASIC_ACTIONS,
    D_BASIC,
    D_CARD,
    DECK,
    DEVOTED,
    DISCARD,
    FLARE,
    FOCUS,
    LIFE,
    RECOVER,
    SPECIAL,
)
from sakura_lab.engine.dsl import (
    RESOLVE,
    Arrow,
    AttackMod,
    BasicActions,
    ChooseOne,
    Custom,
    Flinch,
    GlobalAttackMod,
    HandLimitDelta,
    If,
    ImmediateResurgence,
    MakeAttack,
    May,
    ModifyAttack,
    NextAttack,
    _Bound,
    card,
    distance_at_most,
    opponent_chose,
    own_other_megami_attack,
    rng,
)
from sakura_lab.engine.state import Attack, Ctx, GameState
from sakura_lab.engine.telemetry import register_mechanic

MEGAMI = "yurina"


def _lower_life(st: GameState, ctx: Ctx) -> bool:
    """Your Life is strictly lower than the opponent's (compared once, at resolution; memo §4)."""
    return st.tok[LIFE + ctx.player] < st.tok[LIFE + 1 - ctx.player]


# ---------------------------------------------------------------- 問答 (Appeal, A2)
def _appeal_after(st: GameState, ctx: Ctx) -> None:
    """Memo §5: mill the opponent's top 3 face down (no burnout), you do any legal basic action for
    free (CR 9-7 i-B, ii), then the opponent does the same named action if it would move something."""
    opp = 1 - ctx.player
    for u in list(st.zones[opp][DECK][:3]):
        S.move_card(st, u, DISCARD)
    choices = S.basic_action_choices(st, ctx.player)
    if not choices:
        return
    S.ask(st, ctx.player, D_BASIC, choices, _appeal_basic, ctx, context="appeal")


def _appeal_basic(st: GameState, action: str, ctx: Ctx) -> None:
    S.push(st, _appeal_mirror, 1 - ctx.player, action)
    S.do_basic_action(st, ctx.player, action)


def _appeal_mirror(st: GameState, p: int, action: str) -> None:
    # an additional basic action (MR 9-3-1-7, e.g. Thallya's Delta-Wing while TransFormed) that the opponent does not
    # have is not possible for them: nothing is mirrored (before, asking whether it moved something was an error)
    if action not in BASIC_ACTIONS and action not in S.additional_basic_actions(st, p):
        return
    if S.basic_moves_something(st, p, action):  # "if possible": no substitute, no cost (memo §5)
        S.do_basic_action(st, p, action)


# ---------------------------------------------------------------- 気炎万丈 (Spirit of Fire)
def _spirit_applies(st: GameState, src: int, atk: Attack) -> bool:
    """Your attacks whose user is another megami (CR 10-15), any card or effect attack, while your
    Life is 3 or less (Resolve; memo §28 B-25)."""
    return own_other_megami_attack(st, src, atk) and st.tok[LIFE + st.owner[src]] <= 3


# ---------------------------------------------------------------- 阿吽 (Harmony, A2)
_HARMONY_CAUSES = ("attack_damage", "basic")


def _run_nodes(st: GameState, nodes: tuple, ctx: Ctx) -> None:
    S.push_nodes(st, nodes, ctx)


class HarmonyWatch(Ability):
    """Ongoing of 阿吽 (memo §3). The first change this turn of the opponent's Aura caused by attack
    damage or by a basic action (counted from the start of the turn, even before deployment: L) arms
    it; the optional follow-up resolves after that attack has fully resolved (After Attack included)
    or right after that basic action. Wall tokens and arrows do not count (memo §3, §9)."""

    __slots__ = ("nodes",)

    def __init__(self, *nodes: object) -> None:
        self.nodes = tuple(nodes)

    def on_event(self, st: GameState, src: int, ev: tuple) -> None:
        owner = st.owner[src]
        opp = 1 - owner
        kind = ev[0]
        key = ("turn", "harmony", src)
        marks = st.marks
        if kind == "aura_changed":
            if ev[1] != opp or ev[4] not in _HARMONY_CAUSES:
                return
            n = sum(marks.get(("turn", "aura_changes", opp, c), 0) for c in _HARMONY_CAUSES)
            if n == 1:  # this is the first qualifying change of the turn
                marks[key] = "attack" if ev[4] == "attack_damage" else "basic"
        elif kind == "damage_done":
            if marks.get(key) == "attack" and ev[1] == opp and ev[4] == "attack":
                marks[key] = ("attack", ev[3])
        elif kind == "attack_resolved":
            if marks.get(key) == ("attack", ev[1]):
                marks[key] = "done"
                self._fire(st, src, owner)
        elif kind == "basic_action":
            if marks.get(key) == "basic" and ev[1] == opp:
                marks[key] = "done"
                self._fire(st, src, owner)

    def _fire(self, st: GameState, src: int, owner: int) -> None:
        S.queue_trigger(st, ("harmony", st.cards[src].id), _run_nodes, self.nodes, Ctx(owner, src))


# ---------------------------------------------------------------- 神座渡 (Kamukura Legacy, A2)
def _kamukura_x(st: GameState, uid: int) -> int:
    """X = your Flare when the Cost was paid (memo §2; CR 9-3), frozen afterwards."""
    return st.marks.get(("flare_at_payment", uid), 0)


def _kamukura_cost(st: GameState, player: int, uid: int) -> int:
    return st.tok[FLARE + player]  # the Cost is X = all your Flare (memo §2)


def _kamukura_damage(st: GameState, atk: Attack) -> tuple[int, int]:
    x = st.marks.get(("flare_at_payment", atk.card), st.tok[FLARE + atk.player])
    return x, 2


def _kamukura_after(st: GameState, ctx: Ctx) -> None:
    x = _kamukura_x(st, ctx.card)
    if x <= 0:
        return
    S.push(st, _kamukura_hand_limit, ctx, x)
    S.push(st, _kamukura_unused_step, ctx, x)
    _kamukura_basic_step(st, ctx, x)


def _kamukura_basic_step(st: GameState, ctx: Ctx, left: int) -> None:
    """Up to ``left`` more Recover/Focus, free, any mix; named actions may be chosen even if they
    move nothing (CR 9-7 i-A; memo §2)."""
    if left <= 0:
        return
    S.ask(st, ctx.player, D_BASIC, ("stop", RECOVER, FOCUS), _kamukura_basic_answer, ctx, left,
          context="kamukura")


def _kamukura_basic_answer(st: GameState, ans: str, ctx: Ctx, left: int) -> None:
    if ans == "stop":
        return
    S.push(st, _kamukura_basic_step, ctx, left - 1)
    S.do_basic_action(st, ctx.player, ans)


def _kamukura_unused_step(st: GameState, ctx: Ctx, left: int) -> None:
    """Up to ``left`` of your Devoted Specials become unused (CR 10-17); this card is In Use, so it
    cannot choose itself (memo §2)."""
    if left <= 0:
        return
    p = ctx.player
    cands = [u for u in st.zones[p][SPECIAL] if st.cstate[u] == DEVOTED]
    if not cands:
        return
    S.ask(st, p, D_CARD, ["stop"] + cands, _kamukura_unused_answer, ctx, left, context="unused")


def _kamukura_unused_answer(st: GameState, ans: object, ctx: Ctx, left: int) -> None:
    if ans == "stop":
        return
    S.set_unused(st, ans)  # type: ignore[arg-type]
    S.push(st, _kamukura_unused_step, ctx, left - 1)


def _kamukura_hand_limit(st: GameState, ctx: Ctx, x: int) -> None:
    """Hand limit +X for the rest of this turn (CR 5-1-3, 8-3-2)."""
    S.add_turn_effect(st, ctx.card, _Bound(HandLimitDelta(x), ctx.player))


# ---------------------------------------------------------------- 浮舟宿 (Ukifune Serene)
def _ukifune_resurge(st: GameState, src: int, ev: tuple) -> bool:
    """Immediate Resurgence (CR 10-8): your Life goes from 4+ to 3 or less, any cause (memo §1)."""
    return ev[0] == "life_changed" and ev[1] == st.owner[src] and ev[2] >= 4 and ev[3] <= 3


def _final_blow_condition(st: GameState, player: int, uid: int, mode: int, reacted: int) -> bool:
    """Playable only with Resolve (Life <= 3) at play time (memo §28; CR 9-2)."""
    return st.tok[LIFE + player] <= 3


# ================================================================ Yurina (original) normals
card("01-yurina-o-n-1", vanilla=True, summary="Slash: plain mid-range attack, no text.")

# Forced, read continuously (CR 9-1-1-2; memo §28 B-17): +1/+0 with Resolve.
card("01-yurina-o-n-2", attack_statics=(AttackMod(RESOLVE, 1, 0),),
     summary="Brandish: with Resolve the attack gets +1/+0.")

# After Attack: with Resolve (checked now, memo §24) your next attack this turn gets +1/+0 (CR 10-3).
card("01-yurina-o-n-3", after=(If(RESOLVE, NextAttack(aura=1)),),
     summary="Hilt Strike: with Resolve after the attack, your next attack this turn gets +1/+0.")

# Throughout; Forced -1/-1 while the current Distance is 2 or less (CR 5-2-1, 10-3; memo §28 B-17).
card("01-yurina-o-n-4", attack_statics=(AttackMod(distance_at_most(2), -1, -1),),
     summary="Art of Drawing: full-power attack, weaker by 1/1 at Distance 2 or less.")

# Next attack this turn gains far-1 expansion (CR 10-4-2, memo §24); then, if your Life is lower,
# up to two free basic actions, each a legal moving one (CR 9-7 i-B, ii; memo §4).
card("01-yurina-o-n-5",
     on_play=(NextAttack(far=1), If(_lower_life, BasicActions(2, optional=True))),
     summary="Body Shift: next attack reaches one further; if behind on Life, up to two free basic actions.")

# Unguarded (CR 10-6; memo §23: no Disenchant attack when Unguarded fires); Disenchant attack 1-4 3/-.
card("01-yurina-o-n-6", unguarded=True, disenchant=(MakeAttack(rng(1, 4), 3, None),),
     summary="Overawe: unguarded enhancement; when disenchanted it attacks 1-4 for 3 Aura.")

# Throughout enhancement; Ongoing: with Resolve your other megami's attacks get +1/+1 and Overwhelm
# (CR 10-15, 10-21; memo §28 B-25).
card("01-yurina-o-n-7",
     ongoing=(GlobalAttackMod(_spirit_applies, 1, 1, flags=("overwhelm",)),),
     summary="Spirit of Fire: with Resolve, your other goddess's attacks gain +1/+1 and uncapped Aura damage.")

# ================================================================ Yurina (original) specials
card("01-yurina-o-s-1", vanilla=True, summary="Tsukikage Crush: plain heavy special attack, no text.")

# Reaction, Terminal (CR 9-2); After Attack: the reacted attack gets -2/+0 (CR 10-3; memo §28).
card("01-yurina-o-s-2", terminal=True, after=(ModifyAttack("reacted", -2, 0),),
     summary="Uranami Storm: reaction attack that then weakens the reacted attack's Aura damage by 2.")

# Shadow -> your Aura 5 (CR 10-1); Immediate Resurgence when your Life drops from 4+ to 3 or less (memo §1).
card("01-yurina-o-s-3", on_play=(Arrow("shadow", "aura", 5),),
     devoted=(ImmediateResurgence(_ukifune_resurge),),
     summary="Ukifune Serene: fill your Aura from Shadow; returns unused when your Life falls to 3 or less.")

# Throughout; play condition Resolve (memo §28: an illegal play is undone, CR 9-2).
card("01-yurina-o-s-4", play_condition=_final_blow_condition,
     summary="Yurina's Final Blow: full-power 5/5 special, usable only with Resolve.")

# ================================================================ Yurina A1 (First Chapter)
# Forced, read continuously: with Resolve +0/+2 and No Reactions (CR 9-1-1-2, 10-22; memo §28 B-17).
card("01-yurina-A1-n-1", attack_statics=(AttackMod(RESOLVE, 0, 2, flags=("no_reactions",)),),
     summary="Wild Swing: with Resolve the attack gets +0/+2 and cannot be reacted to.")

# Reaction enhancement, charge 1; Disenchant attack 0-4 1/- with No Reactions that flinches
# (CR 10-5, 10-22; memo §27, §28 reaction enhancements).
card("01-yurina-A1-n-6",
     disenchant=(MakeAttack(rng(0, 4), 1, None, flags=("no_reactions",), after=(Flinch("opp"),)),),
     summary="Outrage: reaction enhancement whose disenchant attack cannot be reacted to and flinches.")

# Reaction, Terminal; After Attack: the reacted attack gets -3/+0 (CR 10-3, 9-2).
card("01-yurina-A1-s-2", terminal=True, after=(ModifyAttack("reacted", -3, 0),),
     summary="Imperfect Uranami Storm: pricier reaction attack that cuts the reacted Aura damage by 3.")

# ================================================================ Yurina A2 (Arbitrator)
# After Attack only if the opponent chose Life (a 0 counts; memo §5, §28 B-27).
card("01-yurina-A2-n-3", after=(If(opponent_chose("life"), Custom(_appeal_after, "appeal")),),
     summary="Appeal: if Life was chosen, mill three of theirs face down, then both do your chosen basic action.")

# Ongoing trigger (memo §3): optional Recover (then optional Focus), or an attack 3-5 2/1 (CR 10-5).
card("01-yurina-A2-n-7",
     ongoing=(HarmonyWatch(ChooseOne(
         ("pass", ()),
         ("recover", (BasicActions(1, only=(RECOVER,), optional=False),
                      May("focus", BasicActions(1, only=(FOCUS,), optional=False)))),
         ("attack", (MakeAttack(rng(3, 5), 2, 1),)),
     )),),
     summary="Harmony: after the first Aura change of the opponent each turn, recover (and focus) or attack 3-5 2/1.")

# Throughout, No Reactions; X = Flare at payment (the whole Flare is paid); After Attack (memo §2).
card("01-yurina-A2-s-1", flags=("no_reactions",), cost_fn=_kamukura_cost, damage_fn=_kamukura_damage,
     after=(Custom(_kamukura_after, "kamukura"),),
     summary="Kamukura Legacy: spend all Flare as X; X Aura damage, then X recover/focus, X specials reset, hand +X.")


# Mechanic telemetry (engine.telemetry): the keyword condition of Yurina's cards, counted as the card is played.
register_mechanic(MEGAMI, "resolve_play", "a card with a 決死 (Resolve: your life is 3 or less) text was played while 決死 held", "card keyword (engine.dsl.RESOLVE)",
                  on_play=condition_play(RESOLVE))
