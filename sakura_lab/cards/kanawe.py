"""Card effects of Kanawe (カナヱ / 葉慧, original form, na-s10-2), written in the engine's DSL.

Additional rules (megami-rules.en.md §18; the newer Chinese CR, WitchSand/furuyoni-rules
``content/rules/zh-Hans/02-additional-rules.md`` §18, v1.14.1):

- 18-1 The six Plot cards (構想) start face up in ＜Extra＞ (engine setup from the catalogue's extra cards).
  One physical Plot card is ONE card object, ``20-kanawe-o-p-0N``; its back ``20-kanawe-o-p-0N-will`` is a
  side, not a card: its script has ``extra_copies=0`` so no object is built for it, and the side shown is
  the mark ``("kw_will", uid)`` (True = face down = Will, MR 18-2-2-2). The back's data (condition,
  required achievements) is read through :data:`PLOTS`.
- 18-3 Current Act colour / value: the mask marker's node on the story board, ``st.marks[("kw_node", p)]``
  (public; absent = the starting node). :func:`act_colour` / :func:`act_value` answer white / 0 for a
  player not hosting Kanawe.
- 18-4 ＜Plot＞ = zone ``AUX6`` (the prepared Plot; its Sakura token stays on the card,
  ``st.tok[CARD_BASE + uid]``, and its cell index is ``st.marks[("kw_cell", p)]``); ＜Completed＞ = ``AUX7``.
  ``invariants.register_card_token_zone(AUX6)`` lets the invariant check accept the token on that card.
- 18-5 Yellow: +0/+1 to your attacks made by Attack cards (host rule ``KanaweRules.modify_attack``).
  End phase of every turn: if the prepared Plot's condition was met during the turn, its token moves one
  cell right ("progress"). Whether the condition was met is tracked with the engine's events: the host rule
  keeps per-turn counters (``("turn", "kw_...")`` marks, cleared at the start of each turn) and re-checks the
  prepared Plot's condition after every event it hears and at the end phase (``("turn", "kw_met", p)``).
- 18-6 Completion, 18-7 Preparation: :func:`complete_plot`, :class:`PreparePlot`.

Gaps filled, with their sources:

- Act colour effect table (Gaps #5): WitchSand/furuyoni-rules zh-Hans §18-3-1 (CR v1.14.1) table
  ``kanawe-act-colors``: red = 1 damage to the opponent's Life; purple = you may perform 1 basic action;
  green = choose 1 card of your face-down discard pile (伏せ札) and put it on the bottom of your deck;
  final act = you win. Same in ZangXuanyi/furuyoni-cli ``rules/20-kanawe.md``.
- Story board (Gaps #6): NOT in any rules text we found (the CR only says "the story board"). The only
  public source found is ZangXuanyi/furuyoni-cli, ``rules/20-kanawe.md`` ("【地图】") and the node table of
  ``src/engine/mechanics/drama.cpp`` (a third-party engine; unverified against the physical board). Our
  :data:`BOARD` encodes exactly those nodes, colours, values, lines and Trial lines (the start node "O2",
  white, value 2; "END" the final act, value 0 per MR 18-3-2). It is a found public table, not our guess,
  but it is unverified: replace :data:`BOARD` (the only place it lives) when the physical board is checked.
- Cells per Plot side (Gaps #7): cells = required achievements (``capacity``) + 1: the token starts on the
  leftmost cell and each progress moves it one cell, so the Plot completes after ``capacity`` progresses.
  Source: furuyoni-cli ``rules/20-kanawe.md`` ("达成次数2 = the condition must be achieved twice"), and the
  card data's "(達成回数：N)".

Rule decisions (our readings):

- MR 18-6 step 2: a Trial line may be chosen only from a Will (face-down) Plot, a line without a Trial only
  from a face-up one (MR text; furuyoni-cli lets an upgraded Plot also take plain lines — we follow the MR).
- MR 18-7 step 3 "do nothing" when neither Shadow nor your Aura has a token: the Plot card is still put in
  ＜Plot＞ (face chosen), only the token is not placed; a Plot without token cannot progress (MR NOTE, first
  reading). A Plot put back into ＜Extra＞ or moved to ＜Completed＞ is face up (Completed: our choice, the
  side is chosen anew when it is prepared again).
- Conditions "met during this turn": counters are per turn and count both players' actions. 殺陣: attacks
  made (in range, CR 9-4) plus Reactions played (a Reaction attack counts twice: it is an attack and a
  Reaction). 桜飛沫: one token move (one ``move_tokens``) of 3+ tokens to a place that is not on a card
  (Will: 5+ anywhere). 鼓動: a Life changed (Will: by 2+ in one move). 明転: arrow effects resolved = arrow
  moves that moved 1+ token (an arrow moving nothing is not seen). 粒立て: the Plot was not prepared this
  turn and a Throughout card was played this turn. 位置取り: checked after every event and at the end phase.
- 演出化 "your Plots cannot progress this turn": the end-phase progress of that player is skipped.
- たまゆらふみ Devoted: "your previous turn" = the turn just before the opponent's turn that starts; "you
  progressed a Plot" = the end-phase progress of MR 18-5 happened for you in that turn.
- ほかげきらぼし: X = current Act value; the Immediate Resurgence condition is "you move to a next Act"
  (the mask marker moved by MR 18-6 step 2).
- あたらよちよに: the reacted attack's Normal card goes to the top of its owner's deck only when the
  attack was actually cancelled (a Special's or an uncancellable attack stays).
- 即興: the other megami's non-Throughout Attack card is played as a Reaction to the attack 即興 reacted
  to (CR 9-4 i), otherwise as by an effect (MODE_EFFECT); then, if the Act is green and that card is in
  your played pile, it returns to your hand.

- 封殺: the name is declared among the card ids of the opponent's megami's pools (public, CR 3-1, as
  Kururu's らすとりさーち); names are compared by the Japanese name. "Cannot use" is the declared
  FORBIDDABLE "play_card" (every mode). Only during the opponent's turn (相手のターン中).
- はらからのあまつそら: Kanawe declares the setup need UNCHOSEN_CARDS; the swap is offered only when a Normal
  card not chosen exists; the revealed card is logged ("reveal"); this card is removed from the game (CR
  10-18) before the Special is gained, unused.
"""
from __future__ import annotations

from typing import Any

from sakura_lab.cards.mechanics import plays_card
from sakura_lab.engine import api as S
from sakura_lab.engine import general as G
from sakura_lab.engine.cardbase import Ability, AttackAcc, CardDef
from sakura_lab.engine.constants import (
    ATTACK,
    AURA,
    AUX6,
    AUX7,
    BACKWARD,
    CARD_BASE,
    D_CARD,
    D_CHOOSE,
    D_MAY,
    DECK,
    DISCARD,
    EXTRA,
    FOCUS,
    FORWARD,
    HAND,
    LIFE,
    MODE_EFFECT,
    MODE_REACTION,
    OUT,
    PLAYED,
    RETREAT,
    SHADOW,
    SPECIAL,
    THROUGHOUT,
)
from sakura_lab.engine.constants import (
    IN_USE as IN_USE_ZONE,
)
from sakura_lab.engine.constants import (
    UNUSED as UNUSED_STATE,
)
from sakura_lab.engine.dsl import (
    AttackMod,
    BasicActions,
    CancelAttack,
    Custom,
    DoubleArrow,
    Flinch,
    GainVigor,
    If,
    ImmediateResurgence,
    Node,
    card,
    selectable_by_effect,
)
from sakura_lab.engine.hostrules import (
    UNCHOSEN_CARDS,
    hosts_megami,
    register_host_needs,
    register_host_rules,
    rule_player,
)
from sakura_lab.engine.invariants import register_card_token_zone
from sakura_lab.engine.registry import CONTENT
from sakura_lab.engine.state import Attack, Ctx, Decision, GameState
from sakura_lab.engine.telemetry import count, register_mechanic

MEGAMI = "kanawe"
PLOT = AUX6  # ＜Plot＞ (MR 18-4-1)
COMPLETED = AUX7  # ＜Completed＞ (MR 18-4-2)

WHITE, RED, PURPLE, GREEN, YELLOW, FINAL = "white", "red", "purple", "green", "yellow", "final"

# ---------------------------------------------------------------- the story board (ONE data table)
# node -> (colour, value, lines down: ((destination, Trial drawn on the line), ...)).
# Source: ZangXuanyi/furuyoni-cli rules/20-kanawe.md "【地图】" and src/engine/mechanics/drama.cpp node_table
# (third-party, unverified against the physical board; see the module docstring).
START = "O2"
BOARD: dict[str, tuple[str, int, tuple[tuple[str, bool], ...]]] = {
    "O2": (WHITE, 2, (("1A", False), ("1B", False), ("2C", False))),
    "1A": (RED, 0, (("2A", False), ("2B", False))),
    "1B": (GREEN, 2, (("2A", False), ("2B", False))),
    "2A": (RED, 2, (("3A", False),)),
    "2B": (PURPLE, 4, (("3A", False), ("3B", False), ("3C", True))),
    "2C": (RED, 3, (("3D", False),)),
    "3A": (RED, 4, (("4A", False),)),
    "3B": (GREEN, 6, (("4A", False),)),
    "3C": (YELLOW, 4, (("4B", False),)),
    "3D": (PURPLE, 5, (("4B", True),)),
    "4A": (PURPLE, 0, (("5A", False), ("5B", False), ("5C", False))),
    "4B": (RED, 3, (("5C", False),)),
    "5A": (RED, 2, (("END", True),)),
    "5B": (PURPLE, 0, (("END", True),)),
    "5C": (GREEN, 0, (("END", True),)),
    "END": (FINAL, 0, ()),
}

# ---------------------------------------------------------------- the Plot cards: (front, Will) sides
# card id -> ((condition key, required achievements) face up, (condition key, required achievements) Will)
PLOTS: dict[str, tuple[tuple[str, int], tuple[str, int]]] = {
    "20-kanawe-o-p-01": (("fights2", 2), ("fights5", 1)),  # 殺陣 Stage Combat
    "20-kanawe-o-p-02": (("bulk3", 1), ("bulk5", 1)),  # 桜飛沫 Shower of Petals
    "20-kanawe-o-p-03": (("life", 2), ("life2", 1)),  # 鼓動 Beat
    "20-kanawe-o-p-04": (("arrow1", 2), ("arrow2", 2)),  # 明転 A Vista
    "20-kanawe-o-p-05": (("throughout", 1), ("throughout", 2)),  # 粒立て Line Read
    "20-kanawe-o-p-06": (("moved2", 2), ("moved5", 1)),  # 位置取り Mise-en-scène
}


# ---------------------------------------------------------------- public information (MR 18-3)
def act_node(st: GameState, p: int) -> str:
    return str(st.marks.get(("kw_node", p), START))


def act_colour(st: GameState, p: int) -> str:
    """Current Act colour of ``p`` (MR 18-3-1): white for a player not hosting Kanawe."""
    if not hosts_megami(st, p, MEGAMI):
        return WHITE
    return BOARD[act_node(st, p)][0]


def act_value(st: GameState, p: int) -> int:
    """Current Act value of ``p`` (MR 18-3-2): 0 for a player not hosting Kanawe."""
    if not hosts_megami(st, p, MEGAMI):
        return 0
    return BOARD[act_node(st, p)][1]


def colour_is(*colours: str) -> Any:
    def cond(st: GameState, ctx: Ctx) -> bool:
        return act_colour(st, ctx.player) in colours
    return cond


def prepared_plot(st: GameState, p: int) -> int:
    z = st.zones[p][PLOT]
    return z[0] if z else -1


def is_will(st: GameState, uid: int) -> bool:
    return bool(st.marks.get(("kw_will", uid), False))


def plot_side(st: GameState, uid: int) -> tuple[str, int]:
    """(condition key, required achievements) of the side of Plot ``uid`` now up."""
    front, will = PLOTS[st.cards[uid].id]
    return will if is_will(st, uid) else front


def is_plot(cd: CardDef) -> bool:
    return cd.id in PLOTS


# ---------------------------------------------------------------- telemetry
def _uses_prepare(view: Any, d: Decision, option: Any) -> bool:
    return d.kind == D_MAY and d.context == "kanawe_prepare" and option is True


register_mechanic(MEGAMI, "plot_prepare", "a Plot card was prepared", "MR 18-7",
                  uses=_uses_prepare)
register_mechanic(MEGAMI, "plot_progress", "a prepared Plot progressed at the end phase", "MR 18-5")
register_mechanic(MEGAMI, "plot_complete", "a Plot was completed (the mask marker moves down)", "MR 18-6")
register_mechanic(MEGAMI, "act_effect", "an Act colour effect (red / purple / green / final) resolved",
                  "MR 18-3-1")
register_mechanic(MEGAMI, "act_yellow", "an attack got +0/+1 from the yellow Act", "MR 18-5")
register_mechanic(MEGAMI, "action_to_the_word", "たまゆらふみ was played (prepare a Plot)", "MR 18-7",
                  uses=plays_card(lambda cd: cd.id == "20-kanawe-o-s-1"),
                  on_play=lambda st, p, u: 1 if st.cards[u].id == "20-kanawe-o-s-1" else 0)


# ---------------------------------------------------------------- conditions (MR 18-2-1-5)
def _tm(st: GameState, key: str) -> int:
    return int(st.marks.get(("turn", key), 0))


def condition_met(st: GameState, p: int, uid: int) -> bool:
    """Whether the achievement condition of the side up of prepared Plot ``uid`` holds now."""
    key = plot_side(st, uid)[0]
    if key == "fights2":
        return _tm(st, "kw_fights") >= 2
    if key == "fights5":
        return _tm(st, "kw_fights") >= 5
    if key == "bulk3":
        return _tm(st, "kw_bulk_off_card") >= 3
    if key == "bulk5":
        return _tm(st, "kw_bulk_any") >= 5
    if key == "life":
        return _tm(st, "kw_life_moves") >= 1
    if key == "life2":
        return _tm(st, "kw_life_big") >= 2
    if key == "arrow1":
        return _tm(st, "kw_arrows") >= 1
    if key == "arrow2":
        return _tm(st, "kw_arrows") >= 2
    if key == "throughout":
        return st.marks.get(("kw_prepared_turn", p)) != st.turn and _tm(st, "kw_throughout") >= 1
    d = abs(S.current_distance(st) - st.start_distance)
    if key == "moved2":
        return d >= 2 and S.current_distance(st) <= 8
    if key == "moved5":
        return d >= 5
    raise ValueError(f"unknown Plot condition {key!r}")


def _check_met(st: GameState, p: int) -> None:
    if st.marks.get(("turn", "kw_met", p)):
        return
    u = prepared_plot(st, p)
    if u >= 0 and condition_met(st, p, u):
        st.marks[("turn", "kw_met", p)] = True


def _bump(st: GameState, key: str, n: int = 1) -> None:
    k = ("turn", key)
    st.marks[k] = int(st.marks.get(k, 0)) + n


def _bump_max(st: GameState, key: str, n: int) -> None:
    k = ("turn", key)
    if n > int(st.marks.get(k, 0)):
        st.marks[k] = n


# ---------------------------------------------------------------- the colour effects (MR 18-3-1)
def resolve_colour(st: GameState, p: int) -> None:
    """Resolve the effect of ``p``'s current Act colour (red / purple / green / final act)."""
    colour = act_colour(st, p)
    if colour in (WHITE, YELLOW):
        return
    count(st, p, "act_effect")
    if st.record:
        st.log("event", "kanawe_act_effect", p, colour)
    if colour == RED:
        S.push_single_damage(st, 1 - p, "life", 1)
    elif colour == PURPLE:
        BasicActions(1).run(st, Ctx(p))
    elif colour == GREEN:
        cands = list(st.zones[p][DISCARD])
        if cands:
            S.ask(st, p, D_CARD, cands, _green_answer, context="kanawe_green")
    elif colour == FINAL:
        S.lose(st, 1 - p, "final_act")


def _green_answer(st: GameState, uid: int) -> None:
    S.move_card(st, uid, DECK, top=False)


# ---------------------------------------------------------------- completing a Plot (MR 18-6)
def complete_plot(st: GameState, p: int, uid: int) -> None:
    will = is_will(st, uid)
    count(st, p, "plot_complete")
    S.move_tokens(st, CARD_BASE + uid, SHADOW, st.tok[CARD_BASE + uid])  # 1. token to Shadow,
    st.marks.pop(("kw_will", uid), None)
    st.marks.pop(("kw_cell", p), None)
    S.move_card(st, uid, COMPLETED)  # ... the card to ＜Completed＞
    lines = [dst for dst, trial in BOARD[act_node(st, p)][2] if trial == will]  # 2. allowed lines down
    if not lines:
        return
    S.ask(st, p, D_CHOOSE, lines, _move_marker, p, context="kanawe_act")


def _move_marker(st: GameState, node: str, p: int) -> None:
    st.marks[("kw_node", p)] = node
    S.emit(st, "kanawe_act", p, node)  # (Master of Fates' Immediate Resurgence listens)
    resolve_colour(st, p)  # 3.


def next_act(st: GameState, ctx: Ctx) -> None:
    """Move the mask marker down one line as after a completion (no Plot: plain lines only)."""
    p = ctx.player
    lines = [dst for dst, trial in BOARD[act_node(st, p)][2] if not trial]
    if lines:
        S.ask(st, p, D_CHOOSE, lines, _move_marker, p, context="kanawe_act")


# ---------------------------------------------------------------- preparing a Plot (MR 18-7)
class PreparePlot(Node):
    """Prepare a Plot card from ＜Extra＞ and/or ＜Completed＞ (MR 18-7); ``optional``: "you may".
    ``remove_if_completed``: たまゆらふみ removes itself when it prepared from ＜Completed＞."""

    __slots__ = ("zones", "optional", "remove_if_completed")

    def __init__(self, zones: tuple[int, ...], optional: bool = False, remove_if_completed: bool = False) -> None:
        self.zones = zones
        self.optional = optional
        self.remove_if_completed = remove_if_completed

    def run(self, st: GameState, ctx: Ctx) -> None:
        p = ctx.player
        cands = [u for z in self.zones for u in st.zones[p][z] if st.cards[u].id in PLOTS]
        if not cands:
            return
        opts: list[Any] = (["stop"] if self.optional else []) + cands
        S.ask(st, p, D_CARD, opts, _prepare_chosen, self, ctx, context="kanawe_prepare_card")


def _prepare_chosen(st: GameState, uid: Any, node: PreparePlot, ctx: Ctx) -> None:
    if uid == "stop":
        return
    p = ctx.player
    from_completed = st.loc[uid] == COMPLETED
    count(st, p, "plot_prepare")
    old = prepared_plot(st, p)
    if old >= 0:  # 2. the prepared Plot goes face up to ＜Extra＞, its token to Shadow
        S.move_tokens(st, CARD_BASE + old, SHADOW, st.tok[CARD_BASE + old])
        st.marks.pop(("kw_will", old), None)
        S.move_card(st, old, EXTRA)
    S.move_card(st, uid, PLOT)  # 3. either side up
    st.marks[("kw_cell", p)] = 0
    st.marks[("kw_prepared_turn", p)] = st.turn
    st.marks.pop(("turn", "kw_met", p), None)
    if node.remove_if_completed and from_completed and ctx.card >= 0:
        G.remove_from_game(st, ctx.card)
    S.ask(st, p, D_CHOOSE, ("front", "will"), _side_chosen, uid, p, context="kanawe_side", auto_single=False)


def _side_chosen(st: GameState, side: str, uid: int, p: int) -> None:
    if side == "will":
        st.marks[("kw_will", uid)] = True
    srcs = [s for s in (SHADOW, AURA + p) if S.free_tokens(st, s) > 0]
    if not srcs:  # "do nothing": the card stays without a token
        return
    S.ask(st, p, D_CHOOSE, tuple("shadow" if s == SHADOW else "aura" for s in srcs), _token_chosen, uid, p,
          context="kanawe_token")


def _token_chosen(st: GameState, src: str, uid: int, p: int) -> None:
    S.move_tokens(st, SHADOW if src == "shadow" else AURA + p, CARD_BASE + uid, 1)
    _check_met(st, p)


class MayPrepare(Node):
    """"You may prepare a Plot card" (MR 18-7): yes / no, yes offered first (a Plot's payoff comes turns later,
    so a player that weighs only the position now finds both answers equal and keeps the first)."""

    __slots__ = ("node",)

    def __init__(self, zones: tuple[int, ...]) -> None:
        self.node = PreparePlot(zones)

    def run(self, st: GameState, ctx: Ctx) -> None:
        p = ctx.player
        if not any(st.cards[u].id in PLOTS for z in self.node.zones for u in st.zones[p][z]):
            return
        S.ask(st, p, D_MAY, (True, False), _may_prepare_answer, self, ctx, auto_single=False,
              context="kanawe_prepare")


def _may_prepare_answer(st: GameState, yes: bool, node: MayPrepare, ctx: Ctx) -> None:
    if yes:
        node.node.run(st, ctx)


def may_prepare(zones: tuple[int, ...]) -> Node:
    return MayPrepare(zones)


# ---------------------------------------------------------------- end phase progress (MR 18-5)
def _progress(st: GameState, p: int) -> None:
    u = prepared_plot(st, p)
    if u < 0 or not st.tok[CARD_BASE + u] or st.marks.get(("turn", "kw_noprog", p)):
        return
    _check_met(st, p)
    if not st.marks.get(("turn", "kw_met", p)):
        return
    cell = int(st.marks.get(("kw_cell", p), 0)) + 1
    st.marks[("kw_cell", p)] = cell
    st.marks[("kw_progressed", p)] = st.turn
    count(st, p, "plot_progress")
    if st.record:
        st.log("event", "kanawe_progress", p, u, cell)
    if cell >= plot_side(st, u)[1]:  # the rightmost cell: cells = required achievements + 1
        complete_plot(st, p, u)


def _composition_home(st: GameState, uid: int, p: int) -> None:
    if st.loc[uid] == PLAYED:
        S.ask(st, p, D_MAY, (False, True), _composition_answer, uid, p, context="kanawe_composition",
              auto_single=False)


def _composition_answer(st: GameState, yes: bool, uid: int, p: int) -> None:
    if yes and st.loc[uid] == PLAYED:
        S.move_card(st, uid, DECK, top=False)
        S.gain_vigor(st, 1 - p, int(st.cards[uid].script.data.get("home_vigor", 1)))  # 0 before na-s7-2


class KanaweRules(Ability):
    """Host rule of Kanawe (MR 18-5): yellow +0/+1, per-turn condition bookkeeping, end-phase progress;
    also 脚本化's Forced text (its owner's end phase, from the played pile)."""

    __slots__ = ()

    def modify_attack(self, st: GameState, src: int, atk: Attack, acc: AttackAcc) -> None:
        p = rule_player(src)
        if atk.player == p and atk.card >= 0 and act_colour(st, p) == YELLOW:
            acc.life_add += 1

    def on_event(self, st: GameState, src: int, ev: tuple) -> None:
        p = rule_player(src)
        if "watch_token_moves" not in st.marks:
            st.marks["watch_token_moves"] = True
        kind = ev[0]
        first = p == 0 or not hosts_megami(st, 0, MEGAMI)  # the shared counters are kept once
        if first:
            if kind == "attack_made":
                _bump(st, "kw_fights")
            elif kind == "card_played":
                if ev[3] == MODE_REACTION:
                    _bump(st, "kw_fights")
                if S.card_of(st, ev[2]).subtype == THROUGHOUT:
                    _bump(st, "kw_throughout")
            elif kind == "life_changed":
                _bump(st, "kw_life_moves")
                _bump_max(st, "kw_life_big", abs(ev[3] - ev[2]))
            elif kind == "tokens_moved":
                _src, dst, k, cause = ev[1], ev[2], ev[3], ev[4]
                _bump_max(st, "kw_bulk_any", k)
                if dst < CARD_BASE:
                    _bump_max(st, "kw_bulk_off_card", k)
                if cause == "arrow":
                    _bump(st, "kw_arrows")
        if kind == "end_phase":
            S.queue_trigger(st, ("kanawe_progress", p), _progress, p)
            if ev[1] == p:
                for u in st.zones[p][PLAYED]:
                    if st.cards[u].id == COMPOSITION:
                        S.queue_trigger(st, ("composition", u), _composition_home, u, p)
            return
        _check_met(st, p)


register_host_rules(MEGAMI, KanaweRules())
register_card_token_zone(PLOT)


# ---------------------------------------------------------------- 空想 Conception
def _conception_damage(st: GameState, atk: Attack) -> tuple:
    return ((act_value(st, atk.player) + 1) // 2, 1)


def _value_even(st: GameState, ctx: Ctx) -> bool:
    return act_value(st, ctx.player) % 2 == 0


card("20-kanawe-o-n-1", damage_fn=_conception_damage, after=(If(_value_even, DoubleArrow("dist", "shadow", 1)),),
     summary="X/1 where X is half the Act value rounded up; after attack, if the value is even, Distance <-> Shadow 1")

# ---------------------------------------------------------------- 脚本化 Composition
COMPOSITION = "20-kanawe-o-n-2"
card(COMPOSITION, after=(may_prepare((EXTRA,)),),
     summary="After attack you may prepare a Plot from Extra; at your end phase it may go from your played pile "
             "to the bottom of your deck, then the opponent gains 1 vigor (host rule KanaweRules)")


# ---------------------------------------------------------------- 演出化 Staging
def _no_progress(st: GameState, ctx: Ctx) -> None:
    st.marks[("turn", "kw_noprog", ctx.player)] = True


card("20-kanawe-o-n-3", attack_statics=(AttackMod(colour_is(PURPLE), life=1),),
     after=(Custom(_no_progress, "your Plots cannot progress this turn"),),
     summary="+0/+1 if the Act is purple; after attack your Plots cannot progress this turn")


# ---------------------------------------------------------------- 断行 Performance
def _fullpower(st: GameState, ctx: Ctx) -> bool:
    return ctx.card >= 0 and bool(st.marks.get(("fullpower", ctx.card)))


card("20-kanawe-o-n-4",
     on_play=(BasicActions(1, only=("recover",)), BasicActions(1, only=(FORWARD, BACKWARD, FOCUS, RETREAT)),
              If(_fullpower, may_prepare((EXTRA, COMPLETED)), Flinch("opp"))),
     all_out=True,
     summary="You may Recover, then another basic action; all-out: you may prepare a Plot (Extra or Completed) "
             "and the opponent flinches")


# ---------------------------------------------------------------- 残光 Afterglow
def _afterglow(st: GameState, ctx: Ctx) -> None:
    q = ctx.opponent
    if st.record:
        st.log("look_hand", ctx.player, q)
    hand = [u for u in st.zones[q][HAND] if selectable_by_effect(st, u, ctx.player)]
    if hand:
        S.ask(st, ctx.player, D_CARD, hand, _afterglow_answer, context="kanawe_afterglow")


def _afterglow_answer(st: GameState, uid: int) -> None:
    S.move_card(st, uid, DECK, top=False)


card("20-kanawe-o-n-5",
     on_play=(If(colour_is(PURPLE, GREEN), Custom(_afterglow, "look at the opponent's hand, one card to deck bottom")),
              GainVigor(1, "opp")),
     summary="If the Act is purple or green, look at the opponent's hand and put one card on the bottom of their "
             "deck; the opponent gains 1 vigor")


# ---------------------------------------------------------------- 即興 Improvise
def _improvise(st: GameState, ctx: Ctx) -> None:
    p = ctx.player
    mode = MODE_REACTION if ctx.reacted >= 0 else MODE_EFFECT
    cands: list[Any] = []
    for u in st.zones[p][HAND]:
        cd = S.card_of(st, u)
        if cd.ctype == ATTACK and cd.subtype != THROUGHOUT and MEGAMI not in cd.users \
                and S.can_play(st, p, u, mode, ctx.reacted):
            cands.append(u)
    if cands:
        S.ask(st, p, D_CARD, ["stop"] + cands, _improvise_answer, ctx, mode, context="kanawe_improvise")


def _improvise_answer(st: GameState, uid: Any, ctx: Ctx, mode: int) -> None:
    if uid == "stop":
        return
    S.push(st, _improvise_after, uid, ctx.player)
    S.start_play(st, ctx.player, uid, mode, ctx.reacted)


def _improvise_after(st: GameState, uid: int, p: int) -> None:
    if act_colour(st, p) == GREEN and st.loc[uid] == PLAYED:
        S.move_card(st, uid, HAND)


card("20-kanawe-o-n-6", on_play=(Custom(_improvise, "play another megami's non-Throughout Attack card"),),
     summary="You may play another megami's non-Throughout Attack card from hand (as a Reaction to the attack this "
             "card reacted to); then if the Act is green and it is in your played pile, it returns to hand")

# ---------------------------------------------------------------- the Plot cards (MR 18-1, 18-2)
for _pid in PLOTS:
    card(_pid, data={"plot": True},
         summary="Plot card (MR 18-2): its condition is tracked by Kanawe's host rule while it is in ＜Plot＞")
    card(_pid + "-will", extra_copies=0, data={"plot_side": _pid},
         summary="the Will (face-down) side of a Plot card: a side, not a card (no object is built)")


# ---------------------------------------------------------------- たまゆらふみ Action to the Word
def _progressed_last_turn(st: GameState, p: int) -> bool:
    return st.marks.get(("kw_progressed", p)) == st.turn - 1


def _atw_cond(st: GameState, src: int, ev: tuple) -> bool:
    owner = st.owner[src]
    return ev[0] == "start_phase" and ev[1] == 1 - owner and not _progressed_last_turn(st, owner)


class _ATWDevoted(Ability):
    """Devoted: at the start of the opponent's start phase, if you did not progress a Plot on your previous
    turn, this card becomes unused and the opponent gains 1 vigor."""

    __slots__ = ()

    def on_event(self, st: GameState, src: int, ev: tuple) -> None:
        if _atw_cond(st, src, ev):
            S.queue_trigger(st, ("action_to_the_word", st.cards[src].id), _atw_unuse, src)


def _atw_unuse(st: GameState, src: int) -> None:
    if st.loc[src] == SPECIAL and st.cstate[src] != 0:
        S.set_unused(st, src)
        S.gain_vigor(st, 1 - st.owner[src], 1)


card("20-kanawe-o-s-1", on_play=(PreparePlot((EXTRA, COMPLETED), remove_if_completed=True),),
     devoted=(_ATWDevoted(),),
     summary="Prepare a Plot from Extra or Completed (from Completed: remove this card); Devoted: unused again at "
             "the opponent's start phase if you did not progress a Plot on your previous turn (they gain 1 vigor)")


# ---------------------------------------------------------------- ほかげきらぼし Master of Fates
def _mof_cost(st: GameState, player: int, uid: int) -> int:
    return act_value(st, player)


def _mof_effect(st: GameState, ctx: Ctx) -> None:
    if act_colour(st, ctx.player) in (GREEN, RED, PURPLE):
        resolve_colour(st, ctx.player)


def _next_act_of_owner(st: GameState, src: int, ev: tuple) -> bool:
    return ev[0] == "kanawe_act" and ev[1] == st.owner[src]


card("20-kanawe-o-s-2", cost_fn=_mof_cost, on_play=(Custom(_mof_effect, "resolve the Act colour's effect"),),
     devoted=(ImmediateResurgence(_next_act_of_owner),),
     summary="Cost X = Act value; resolve the effect of a green, red or purple Act; Immediate Resurgence: you move "
             "to the next Act")


# ---------------------------------------------------------------- あたらよちよに Better Part of Valor
def _valor_after(st: GameState, ctx: Ctx) -> None:
    atk = st.attacks.get(ctx.reacted)
    if atk is None or not atk.cancelled or atk.card < 0:
        return
    u = atk.card
    if st.cards[u].is_normal and st.loc[u] not in (DECK, HAND):
        S.move_card(st, u, DECK, top=True)


card("20-kanawe-o-s-3", after=(CancelAttack(non_special=True), Custom(_valor_after, "a Normal card to deck top")),
     summary="After attack: cancel the reacted non-Special attack; a Normal card's goes on top of its owner's deck")


# ---------------------------------------------------------------- 封殺 Censor
def _censor_pool(st: GameState, p: int) -> dict[str, CardDef]:
    """Cards whose names may be declared: the opponent's megami's normal and Special cards (public pools,
    CR 3-1), by id."""
    out: dict[str, CardDef] = {}
    for form in st.hosts[1 - p]:
        normals, specials = CONTENT.pool_defs(form, st.season)
        for cd in normals + specials:
            out.setdefault(cd.id, cd)
    return out


def _censor_declare(st: GameState, ctx: Ctx) -> None:
    opts = list(_censor_pool(st, ctx.player))
    if opts:
        S.ask(st, ctx.player, D_CHOOSE, opts, _censor_answer, ctx.card, ctx.player, context="kanawe_censor")


def _name_of(cd: CardDef) -> str:
    return cd.names.get("ja") or cd.id


def _censor_answer(st: GameState, card_id: str, uid: int, p: int) -> None:
    st.marks[("kw_censor", uid)] = _name_of(_censor_pool(st, p)[card_id])
    if st.record:
        st.log("event", "kanawe_censor", p, card_id)


class _CensorForbid(Ability):
    """Ongoing: during the opponent's turn, they cannot use Specials with the declared name; if the Act is red,
    nor Normal cards with it."""

    __slots__ = ()

    def forbids(self, st: GameState, src: int, what: str, player: int, detail: Any) -> bool:
        if what != "play_card":
            return False
        owner = st.owner[src]
        if player == owner or st.turn_player != player:
            return False
        name = st.marks.get(("kw_censor", src))
        if name is None:
            return False
        cd = S.card_of(st, detail)
        if _name_of(cd) != name:
            return False
        return cd.is_special or (cd.is_normal and act_colour(st, owner) == RED)


card("20-kanawe-o-n-7", initialize=(Custom(_censor_declare, "declare a card name"),), ongoing=(_CensorForbid(),),
     disenchant=(GainVigor(1),),
     summary="Initialize: declare a card name; Ongoing: on the opponent's turn they cannot use Specials of that "
             "name (and, if the Act is red, Normal cards); Disenchant: gain 1 vigor")


# ---------------------------------------------------------------- はらからのあまつそら The World's a Stage
register_host_needs(MEGAMI, UNCHOSEN_CARDS)  # its effect reads the cards not chosen (CR 4-1 step 2, 10-29)


def _unchosen(st: GameState, p: int, special: bool) -> list[int]:
    return [u for u in st.zones[p][OUT] if st.cards[u].is_special == special and S.face_down_out(st, u)]


def _stage(st: GameState, ctx: Ctx) -> None:
    p = ctx.player
    S.push(st, _stage_special, ctx)
    hand = [u for u in st.zones[p][HAND] if st.cards[u].is_normal]
    if hand and _unchosen(st, p, False):
        S.ask(st, p, D_CARD, ["stop"] + hand, _stage_swap, p, context="kanawe_stage_hand")


def _stage_swap(st: GameState, uid: Any, p: int) -> None:
    if uid == "stop":
        return
    if st.record:
        st.log("reveal", p, (uid,))
    G.remove_from_game(st, uid)
    S.ask(st, p, D_CARD, _unchosen(st, p, False), _stage_gain_normal, p, context="kanawe_stage_normal")


def _stage_gain_normal(st: GameState, uid: int, p: int) -> None:
    if st.record:
        st.log("reveal", p, (uid,))
    S.move_card(st, uid, HAND)


def _stage_special(st: GameState, ctx: Ctx) -> None:
    p = ctx.player
    if ctx.card >= 0 and st.loc[ctx.card] in (SPECIAL, IN_USE_ZONE):
        G.remove_from_game(st, ctx.card)
    specials = _unchosen(st, p, True)
    if specials:
        S.ask(st, p, D_CARD, specials, _stage_gain_special, p, context="kanawe_stage_special")


def _stage_gain_special(st: GameState, uid: int, p: int) -> None:
    S.move_card(st, uid, SPECIAL)
    st.cstate[uid] = UNUSED_STATE
    S.invalidate(st)


card("20-kanawe-o-s-4", on_play=(Custom(_stage, "swap a Normal card, gain an unchosen Special"),),
     summary="You may remove a Normal card of your hand to take an unchosen Normal card into hand; remove this "
             "card and gain an unchosen Special card, unused")

__all__ = ["BOARD", "PLOTS", "act_colour", "act_value", "LIFE"]
