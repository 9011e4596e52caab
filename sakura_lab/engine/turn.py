"""Turn structure (CR 4-1, 8): setup and mulligan, start / main / end phases, basic actions (CR 9-7),
the hand limit (CR 8-3-2) and ending the current phase (CR 10-13)."""
from __future__ import annotations

from collections.abc import Callable
from typing import Final

from sakura_lab.engine.abilities import (
    ability_cache,
    card_of,
    current_distance,
    emit,
    forbidden,
    hooked,
    mastery_zone,
    replaced,
)
from sakura_lab.engine.constants import (
    AURA,
    BACKWARD,
    BASIC_ACTIONS,
    CARD_BASE,
    D_BASIC_COST,
    D_HAND_LIMIT,
    D_MAIN,
    D_MULLIGAN,
    D_MULLIGAN_ORDER,
    D_RESHUFFLE,
    DECK,
    DISCARD,
    DIST,
    ENHANCE,
    ENHANCEMENT,
    FLARE,
    FOCUS,
    FORWARD,
    HAND,
    HAND_LIMIT,
    IN_USE,
    MODE_FULLPOWER,
    MODE_STANDARD,
    RECOVER,
    RETREAT,
    SHADOW,
    SPECIAL,
    THROUGHOUT,
    UNUSED,
)
from sakura_lab.engine.deck import draw_frame, push_reshuffle
from sakura_lab.engine.errors import RulesError
from sakura_lab.engine.frames import ask, push
from sakura_lab.engine.play import can_play, remove_attack, start_play
from sakura_lab.engine.state import PHASE_END, PHASE_MAIN, PHASE_NAMES, PHASE_START, GameState, Outcome
from sakura_lab.engine.tokens import free_tokens, gain_vigor, move_tokens, room
from sakura_lab.engine.zones import move_card, retire


def basic_moves_something(st: GameState, p: int, action: str) -> bool:
    """CR 9-7 i-B: an unspecified basic action may be chosen only if it would move some token."""
    if forbidden(st, "basic_action", p, action):  # "cannot perform basic action X"
        return False
    tok = st.tok
    d = current_distance(st)
    if action == FORWARD:
        return d > mastery_zone(st) and free_tokens(st, DIST) > 0 and room(st, AURA + p) > 0
    if action == BACKWARD:
        return tok[AURA + p] > 0 and room(st, DIST) > 0
    if action == RECOVER:
        return tok[SHADOW] > 0 and room(st, AURA + p) > 0
    if action == FOCUS:
        return tok[AURA + p] > 0 or FOCUS in choosable_basic_actions(st, p)
    if action == RETREAT:
        return d <= mastery_zone(st) and tok[SHADOW] > 0 and room(st, DIST) > 0
    if action in additional_basic_actions(st, p):  # chosen even if it moves nothing (MR 9-3-1-7)
        return True
    raise RulesError(f"unknown basic action {action!r}")


def do_basic_action(st: GameState, p: int, action: str) -> None:
    """Resolve basic action ``action`` for ``p`` (CR 9-7 iii; 9-7-1..5)."""
    if forbidden(st, "basic_action", p, action):
        return
    if replaced(st, "basic_action", p, action):  # "if you would perform X, instead ..." (CR 10-30)
        return
    if st.record:
        st.log("basic", p, action)
    d = current_distance(st)
    if action == FORWARD:
        if d > mastery_zone(st):
            move_tokens(st, DIST, AURA + p, 1, cause="basic")
    elif action == BACKWARD:
        move_tokens(st, AURA + p, DIST, 1, cause="basic")
    elif action == RECOVER:
        move_tokens(st, SHADOW, AURA + p, 1, cause="basic")
    elif action == FOCUS:
        move_tokens(st, AURA + p, FLARE + p, 1, cause="basic")
    elif action == RETREAT:
        if d <= mastery_zone(st):
            move_tokens(st, SHADOW, DIST, 1, cause="basic")
    elif action not in BASIC_ACTIONS:  # an additional basic action (MR 9-3-1-7)
        for src, ab in hooked(st, "perform_basic_action"):
            if ab.perform_basic_action(st, src, p, action):
                break
    emit(st, "basic_action", p, action)


def additional_basic_actions(st: GameState, p: int) -> list[str]:
    """The additional basic actions ``p`` may choose now (MR 9-3-1-7), less those forbidden (CR 1-3)."""
    out: list[str] = []
    for src, ab in hooked(st, "additional_basic_actions"):
        for name in ab.additional_basic_actions(st, src, p):
            if name not in out and not forbidden(st, "basic_action", p, name):
                out.append(name)
    return out


def choosable_basic_actions(st: GameState, p: int) -> set[str]:
    """Basic actions ``p`` may choose now even if they would move no token, because an ability in force
    replaces what they do (hook ``choosable_basic_actions``; MR 13-6: a frozen player's Focus)."""
    out: set[str] = set()
    for src, ab in hooked(st, "choosable_basic_actions"):
        out.update(ab.choosable_basic_actions(st, src, p))
    return out


def basic_action_choices(st: GameState, p: int) -> list[str]:
    """The basic actions ``p`` may choose (:func:`basic_moves_something` for each, with the distance and the
    Mastery Zone read once: they are the same for all five)."""
    forbids = bool(hooked(st, "forbids"))
    tok = st.tok
    d = current_distance(st)
    mz = mastery_zone(st)
    aura_room = room(st, AURA + p) > 0
    dist_room = room(st, DIST) > 0
    out: list[str] = []
    extra = choosable_basic_actions(st, p) if ability_cache(st).all else None
    for a in BASIC_ACTIONS:
        if forbids and forbidden(st, "basic_action", p, a):  # "cannot perform basic action X"
            continue
        if a == FORWARD:
            ok = d > mz and tok[DIST] > 0 and aura_room and free_tokens(st, DIST) > 0
        elif a == BACKWARD:
            ok = tok[AURA + p] > 0 and dist_room
        elif a == RECOVER:
            ok = tok[SHADOW] > 0 and aura_room
        elif a == FOCUS:
            ok = tok[AURA + p] > 0
        else:  # RETREAT
            ok = d <= mz and tok[SHADOW] > 0 and dist_room
        if ok or (extra and a in extra):
            out.append(a)
    if ability_cache(st).all:  # additional basic actions come from abilities in force only
        out.extend(additional_basic_actions(st, p))
    return out


def end_current_phase(st: GameState) -> None:
    """CR 10-13: drop the rest of this phase's work, then tidy ＜In Use＞, ＜Attacking＞ and empty
    enhancements without resolving Disenchant effects."""
    if st.marks.get("ending_phase"):
        return
    st.marks["ending_phase"] = True
    if st.record:
        st.log("end_phase_now", st.turn_player, PHASE_NAMES[st.phase])
    del st.stack[st.phase_base:]
    st.triggers = []
    st.decision = None
    for p in (0, 1):
        for u in list(st.zones[p][IN_USE]):
            if st.cards[u].ctype == ENHANCEMENT:
                move_card(st, u, ENHANCE)
            else:
                retire(st, u)
    for aid in list(st.attacks):
        remove_attack(st, aid)
    for p in (0, 1):
        for u in list(st.zones[p][ENHANCE]):
            if st.tok[CARD_BASE + u] == 0:
                st.disenchanting.discard(u)
                st.abcache = None
                retire(st, u)
    st.disenchanting.clear()
    st.abcache = None
    st.enh_dirty = False
    st.marks.pop("ending_phase", None)


def setup_frames(st: GameState) -> None:
    """CR 4-1 steps 5-7 as frames (steps 1-4 are done by the game builder)."""
    tp = st.turn_player
    push(st, _begin_first_turn)
    push(st, _mulligan, 1 - tp)
    push(st, _mulligan, tp)


def _mulligan(st: GameState, p: int) -> None:
    hand = tuple(st.zones[p][HAND])
    subsets = []
    n = len(hand)
    for mask in range(1 << n):
        subsets.append(tuple(hand[i] for i in range(n) if mask >> i & 1))
    ask(st, p, D_MULLIGAN, subsets, _mulligan_chosen, p, context=hand)


def _mulligan_chosen(st: GameState, chosen: tuple, p: int) -> None:
    if not chosen:
        return
    push(st, draw_frame, p, len(chosen))  # CR 4-1 5-3: draw as many as were put back
    push(st, _mulligan_next, p, chosen)


def _mulligan_next(st: GameState, p: int, rest: tuple) -> None:
    if not rest:
        return
    ask(st, p, D_MULLIGAN_ORDER, rest, _mulligan_put, p, rest)


def _mulligan_put(st: GameState, uid: int, p: int, rest: tuple) -> None:
    move_card(st, uid, DECK, top=False)  # CR 4-1 5-2: bottom of the deck in any order
    rest = tuple(u for u in rest if u != uid)
    _mulligan_next(st, p, rest)


def _begin_first_turn(st: GameState) -> None:
    tp = st.turn_player
    st.vigor[tp] = 0  # CR 4-1 step 6
    st.vigor[1 - tp] = 1
    st.turn = 0
    push(st, begin_turn)


def begin_turn(st: GameState) -> None:
    st.turn += 1
    if st.turn > st.max_turns:
        st.outcome = Outcome(None, "turn_cap", st.turn - 1)
        if st.record:
            st.log("game_over", None, "turn_cap")
        return
    st.played_count = [0, 0]
    st.play_index = {}
    st.terminal = [False, False]
    st.main_mode = -1
    st.turn_effects = []
    st.abcache = None
    st.buffs = []
    st.marks = {k: v for k, v in st.marks.items() if not (isinstance(k, tuple) and k[0] in _TURN_MARKS)}
    if st.record:  # with the current distance (CR 5-2-1: tokens plus every modifier) for the log's status line
        st.log("turn", st.turn_player, current_distance(st))
    enter_phase(st, PHASE_START, _main_phase)
    push(st, _start_fixed)
    push(st, _start_effects)


_TURN_MARKS: Final = frozenset({"turn", "done_attack", "fullpower"})


def enter_phase(st: GameState, phase: int, next_fn: Callable) -> None:
    push(st, next_fn)
    st.phase = phase
    st.phase_base = len(st.stack)


def _start_effects(st: GameState) -> None:
    st.start_distance = current_distance(st)  # CR 8-1-1
    emit(st, "start_phase", st.turn_player)  # CR 8-1-2


def _start_fixed(st: GameState) -> None:
    """CR 8-1-3 i-iv, skipped on turns 1 and 2."""
    if st.turn <= 2:
        return
    p = st.turn_player
    n = 2
    for src, ab in hooked(st, "start_draw_delta"):
        n += ab.start_draw_delta(st, src, p)
    # a step may be skipped ("skip these steps of that start phase": e.g. Korunu's na-s4 Prison of Ice)
    skips = bool(ability_cache(st).forbids)
    if not (skips and forbidden(st, "start_step", p, "draw")):
        push(st, draw_frame, p, max(0, n))  # iv
    if not (skips and forbidden(st, "start_step", p, "reshuffle")):
        push(st, _start_reshuffle, p)  # iii
    if not (skips and forbidden(st, "start_step", p, "decay")):
        push(st, _start_decay, p)  # ii
    if not (skips and forbidden(st, "start_step", p, "vigor")):
        gain_vigor(st, p, 1)  # i


def _start_decay(st: GameState, p: int) -> None:
    """CR 8-1-3 ii: each of the turn player's enhancements loses one token, simultaneously."""
    for u in list(st.zones[p][ENHANCE]):
        if st.tok[CARD_BASE + u] > 0:
            move_tokens(st, CARD_BASE + u, SHADOW, 1, cause="decay")


def _start_reshuffle(st: GameState, p: int) -> None:
    ask(st, p, D_RESHUFFLE, (False, True), _start_reshuffle_answer, p, auto_single=False)


def _start_reshuffle_answer(st: GameState, yes: bool, p: int) -> None:
    if yes:
        push_reshuffle(st, p, by_rules=True)


def _main_phase(st: GameState) -> None:
    enter_phase(st, PHASE_MAIN, end_phase)
    push(st, main_loop)
    emit(st, "main_phase", st.turn_player)


def main_options(st: GameState) -> list[tuple]:
    """The turn player's options in the main phase (CR 8-2-2 A and B)."""
    p = st.turn_player
    opts: list[tuple] = []
    if not st.terminal[p]:
        zp = st.zones[p]
        cands = list(zp[HAND]) + [u for u in zp[SPECIAL] if st.cstate[u] == UNUSED]
        for u in zp[DISCARD]:  # a card whose own text lets it be played from there (CardScript.playable_from)
            if DISCARD in st.cards[u].script.playable_from:
                cands.append(u)
        if ability_cache(st).all:  # cards playable from other zones as if from hand (e.g. MR 16-4)
            for src, ab in hooked(st, "playable_elsewhere"):
                cands.extend(u for u in ab.playable_elsewhere(st, src, p) if u not in cands)
        standard = [u for u in cands if can_play(st, p, u, MODE_STANDARD)]
        opts.extend(("play", u) for u in standard)
        if st.main_mode < 0:
            # CR 8-2-1, 8-2-2 B: instead of any standard action, the full-power action plays any one card
            # (Throughout cards only this way); the main phase then ends. Effects ask whether a card was
            # played as the full-power action through the ("fullpower", uid) mark.
            for u in cands:
                cd = card_of(st, u)
                if cd.subtype == THROUGHOUT or cd.script.play_condition is not None:
                    ok = can_play(st, p, u, MODE_FULLPOWER)
                else:  # the mode matters only to those two (CR 8-2-2 A; a condition may ask the mode)
                    ok = u in standard
                if ok:
                    opts.append(("fullpower", u))
        if any(not st.cards[u].script.undiscardable for u in zp[HAND]) or (
                st.vigor[p] > 0 and not forbidden(st, "pay_vigor", p)):
            for a in basic_action_choices(st, p):
                opts.append(("basic", a))
    for src, ab in hooked(st, "main_options"):  # options added by additional rules (e.g. MR 10-4)
        opts.extend(ab.main_options(st, src, p))
    opts.append(("end",))
    return opts


def main_loop(st: GameState) -> None:
    ask(st, st.turn_player, D_MAIN, main_options(st), _main_answer, auto_single=False)


def _main_answer(st: GameState, ans: tuple) -> None:
    p = st.turn_player
    kind = ans[0]
    if kind == "end":
        return
    if kind == "fullpower":
        st.main_mode = MODE_FULLPOWER
        start_play(st, p, ans[1], MODE_FULLPOWER)  # CR 8-2-2 B: the main phase ends after it
        return
    st.main_mode = MODE_STANDARD
    push(st, main_loop)
    if kind == "play":
        start_play(st, p, ans[1], MODE_STANDARD)
    elif kind == "basic":
        opts: list[tuple] = []
        if st.vigor[p] > 0 and not forbidden(st, "pay_vigor", p):
            opts.append(("vigor",))
        opts.extend(("card", u) for u in st.zones[p][HAND] if not st.cards[u].script.undiscardable)
        ask(st, p, D_BASIC_COST, opts, _basic_cost_answer, p, ans[1], context=ans[1])
    elif kind == "rule":  # an option added by an ability in force (hook ``main_options``)
        for src, ab in hooked(st, "take_main_option"):
            if ab.take_main_option(st, src, p, ans):
                break
    else:  # pragma: no cover
        raise RulesError(f"bad main option {ans!r}")


def _basic_cost_answer(st: GameState, ans: tuple, p: int, action: str) -> None:
    """CR 9-7 ii: pay 1 vigor or put a card from hand face down, then do the action."""
    if ans[0] == "vigor":
        st.vigor[p] -= 1
    else:
        move_card(st, ans[1], DISCARD)
    do_basic_action(st, p, action)


def end_phase(st: GameState) -> None:
    enter_phase(st, PHASE_END, _next_turn)
    push(st, _hand_limit, st.turn_player)
    push(st, _end_effects)


def _end_effects(st: GameState) -> None:
    emit(st, "end_phase", st.turn_player)  # CR 8-3-1 (Resurgence, 10-7, is one of these)


def hand_limit(st: GameState, p: int) -> int:
    n = HAND_LIMIT
    for src, ab in hooked(st, "hand_limit_delta"):
        n += ab.hand_limit_delta(st, src, p)
    return n


def _hand_limit(st: GameState, p: int) -> None:
    """CR 8-3-2: discard face down down to the hand limit (cards that cannot be discarded stay)."""
    hand = st.zones[p][HAND]
    if len(hand) <= hand_limit(st, p):
        return
    opts = [u for u in hand if not st.cards[u].script.undiscardable]
    if not opts:
        return
    ask(st, p, D_HAND_LIMIT, opts, _hand_limit_answer, p)


def _hand_limit_answer(st: GameState, uid: int, p: int) -> None:
    move_card(st, uid, DISCARD)
    push(st, _hand_limit, p)


def _next_turn(st: GameState) -> None:
    st.turn_player = 1 - st.turn_player
    push(st, begin_turn)
