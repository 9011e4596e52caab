"""Card effects of Raira and her alternate form (latest season), written in the engine's DSL.

Forms: Raira (original) and Raira A1 (Prayer, 祈祷師). Additional rules: megami-rules.en.md section 10 (MR 10).

Gauges (MR 10-2-1): the Wind gauge and the Thunder gauge of a player hosting Raira are public integers
0..20 kept in ``st.marks[("wind", p)]`` / ``st.marks[("thunder", p)]`` (absent = 0). A player who does not
host Raira has none; reading it gives 0 and raising it does nothing.

Electrified cards (MR 10-3-1-1): ``st.marks[("electrified", p)]`` is the sorted tuple of the uids of cards
electrified for Raira host ``p``. A card counts as electrified only while it is in ``p``'s ＜In Use＞ (any
owner: the card played through 引用 keeps it while it resolves), or in ``p``'s played pile, ＜Enhancement＞ or
＜Special＞ (not unused) as a card ``p`` owns; :func:`electrified` drops every other uid whenever it is read,
and the host rule drops them after every event, so a card that moved elsewhere, became unused or went to the
other player's zones has lost it (MR 10-3-1-1 removal conditions). A card that is played again starts afresh.

Rule effects (MR 10-4), a host rule (:class:`ElectrifyRule`):
- when a Raira host plays a card of another megami it becomes electrified (unless 陣風祭天儀 is Devoted),
  and at once (situation-triggered, the card has just moved to ＜In Use＞) the host may remove it for +1 Wind
  or Thunder;
- immediately before a reshuffle of the host (event ``before_reshuffle``) the host may remove electrification
  from any number of their electrified cards, one at a time, each for +1 (nested);
- in the main phase, "remove electrification" of one card is a standard-action option (core hook
  ``main_options``, option ``("rule", "unelectrify", uid)``), then +1 Wind or Thunder.

Harness the storm (MR 10-5): :class:`HarnessStorm`: choose a gauge and an amount 1..3 not above that gauge,
lower it, resolve the power of the [Storm] card (12-raira-storm, which its data holds as ``powers``).

Rulings (our decisions; FC = ZangXuanyi/furuyoni-cli docs/rulings.md; WS = WitchSand/furuyoni-rules
content/rules/zh-Hans/02-additional-rules.md, CR 1.14.1 Chinese translation):
- The harness-the-storm table (MISSING in our digest) is the current 【嵐の力】 card of na-s10-2 (card data
  ``12-raira-storm`` text): Wind 1 Distance<->Shadow 1; Wind 2 draw 1 then put 1 card of your hand face
  down; Wind 3 you gain 1 vigor and the opponent loses 1; Thunder 1 your next attack this turn +1/+0;
  Thunder 2 attack "0-4, 1/1"; Thunder 3 your next attack this turn whose Aura damage is not "-" +0/+1.
  WS 10-5 prints the same two tables. H.
- A gauge can only be lowered by an amount it holds (no power when both gauges are 0). Digest NOTE 10-5
  ("presumably"); FC 103 ("风X = spend X wind"). M.
- WS 10-5: when a card's effect harnesses the storm, the power is that card's effect (our ctx keeps the card).
- Removal when a card moves to ＜In Use＞ applies to the card just played only (MR 10-4, WS 10-4). The
  pre-reshuffle removal may remove any number of the host's electrified cards (digest NOTE; WS 10-4 gives no
  count), one removal = +1. The main-phase option removes one card per choice (digest NOTE). M.
- Raising a gauge at 20 does nothing (cap, MR 10-2-1); the choice is still asked (either gauge).
- 陣風祭天儀 Devoted "at the start of your main phase, if you chose the standard action": CR 8-2-1 lets the
  player order the standard/full-power choice and start-of-main-phase effects; our main phase asks the
  choice with the first option, so the effect is the main-phase option ``("rule", "storm_start")``
  offered while no option of this main phase was chosen yet: choosing it is choosing the standard action,
  then harness the storm up to twice, not the same power (gauge and amount) twice. M.
- 陣風祭天儀 "cards you play do not become electrified": its owner's plays, while it is Devoted. H.
- 呼び声 (na-s10-2 text): the final part deals 1 damage to the opponent's Aura (not an attack; the na-s9-2
  text was an attack 0-10 1/-). H (card data).
- 大嵐: the end-phase attack happens in both players' end phases (card text "あなたと相手の終了フェイズ");
  "the opponent's first attack each turn" is the first attack the opponent makes in the turn, counted from
  the start of the turn by the host rule even before 大嵐 was deployed. Its Initialize may pick "put a token
  from Shadow on this card" with Shadow empty (nothing moves); with no token on it the enhancement is
  disenchanted as usual (charge 0, CR 5-5-2). M.
- 円環輪廻旋: "after the opponent's attack resolves" follows the engine's ``attack_resolved`` event (an attack
  that reached the end of its resolution, CR 9-4 viii); an attack cancelled or out of range at 9-4 ii/iii
  does not trigger it. FC differs (triggers after any outcome). L.
- 風魔招来孔: gains every Windbeast card whose threshold the current Wind gauge meets (3 / 7 / 12, na-s10-2
  card data; the older 3 / 6 / 10 is not this season), unused, then the card is removed from the game. H.
- 風魔天狗道: the player chooses the direction and the number of tokens (0..5). H.
- 風魔纏廻 Devoted: every Special card its owner plays costs 1 less (min 0), this card's own included. H.
- A card that is played again (e.g. from the played pile by another card) starts afresh: its old
  electrification is dropped and it becomes electrified again if it is another megami's card and 陣風祭天儀
  is not Devoted (MR 10-3-1-1 "when ... plays a card of another megami, that card becomes electrified"). M.
- Cards with several users (CR 10-15, e.g. 合奏): electrified only when Raira is not among their users. M.
- Reshuffles ordered by card effects are reshuffles too: the pre-reshuffle removal is offered before them
  (MR 10-4 names no kind; as Oboro's Trap rule, MR 3-3). M.

Core: the main-phase option needs the declared hooks ``main_options`` / ``take_main_option``
(engine/hooks.py, CR 8-2-2 A), the only core change for Raira; options are ``("rule", name, ...)``.
"""
from __future__ import annotations

from typing import Any

from sakura_lab.cards.mechanics import answer_is_not, plays_card
from sakura_lab.engine import api as S
from sakura_lab.engine import general as G
from sakura_lab.engine.cardbase import Ability, AttackAcc
from sakura_lab.engine.constants import (
    ATTACK,
    CARD_BASE,
    D_CARD,
    D_CHOOSE,
    D_MAIN,
    DECK,
    DEVOTED,
    ENHANCE,
    EXTRA,
    IN_USE,
    PLAYED,
    SHADOW,
    SPECIAL,
    UNUSED,
)
from sakura_lab.engine.dsl import (
    Arrow,
    AttackMod,
    BasicActions,
    ChooseOne,
    CostDelta,
    Custom,
    DiscardFromHand,
    DoubleArrow,
    Draw,
    Flinch,
    GainVigor,
    If,
    MakeAttack,
    May,
    NextAttack,
    Node,
    Resurgence,
    SingleDamage,
    Trigger,
    card,
    rng,
)
from sakura_lab.engine.hostrules import hosts_megami, register_host_rules, rule_player
from sakura_lab.engine.state import Attack, Ctx, GameState
from sakura_lab.engine.telemetry import count, register_mechanic

MEGAMI = "raira"
GAUGE_MAX = 20  # MR 10-2-1
WIND = "wind"
THUNDER = "thunder"
GAUGES = (WIND, THUNDER)

STORM_CARD = "12-raira-storm"
LITURGY = "12-raira-a1-s-3"
INVOCATION = "12-raira-o-s-3"
WINDBEAST_GAINS = ((3, "12-raira-o-s-3-ex1"), (7, "12-raira-o-s-3-ex2"), (12, "12-raira-o-s-3-ex3"))


# ---------------------------------------------------------------- hosting (MR 10-2-1)
def hosts_raira(st: GameState, p: int) -> bool:
    """Whether ``p`` hosts a form of Raira, i.e. has gauges (MR 10-2-1)."""
    return hosts_megami(st, p, MEGAMI)


# ---------------------------------------------------------------- gauges (MR 10-2-1)
def gauge(st: GameState, p: int, which: str) -> int:
    """``p``'s Wind or Thunder gauge (0 for a player without gauges)."""
    return int(st.marks.get((which, p), 0))


def set_gauge(st: GameState, p: int, which: str, value: int) -> None:
    """Set a gauge, clamped to 0..20; a player who does not host Raira has none (nothing happens)."""
    if not hosts_raira(st, p):
        return
    v = max(0, min(GAUGE_MAX, value))
    old = gauge(st, p, which)
    if v == old:
        return
    if v:
        st.marks[(which, p)] = v
    else:
        st.marks.pop((which, p), None)
    if v > old:
        count(st, p, "gauge_raised", v - old)
    if st.record:
        st.log("gauge", p, which, v)


def raise_gauge(st: GameState, p: int, which: str, n: int = 1) -> None:
    set_gauge(st, p, which, gauge(st, p, which) + n)


def ask_gauge(st: GameState, p: int) -> None:
    """"Raise your Wind or Thunder gauge by 1": ``p`` chooses which."""
    if not hosts_raira(st, p):
        return
    S.ask(st, p, D_CHOOSE, GAUGES, _gauge_answer, p, auto_single=False, context="raira_gauge")


def _gauge_answer(st: GameState, which: str, p: int) -> None:
    raise_gauge(st, p, which, 1)


class RaiseGauge(Node):
    """Raise a gauge: ``which`` = "wind", "thunder", "both" (each by ``n``) or "choose" (one of them by 1)."""

    __slots__ = ("which", "n")

    def __init__(self, which: str, n: int = 1) -> None:
        self.which = which
        self.n = n

    def run(self, st: GameState, ctx: Ctx) -> None:
        p = ctx.player
        if self.which == "choose":
            ask_gauge(st, p)
        elif self.which == "both":
            raise_gauge(st, p, WIND, self.n)
            raise_gauge(st, p, THUNDER, self.n)
        else:
            raise_gauge(st, p, self.which, self.n)


class DoubleThunder(Node):
    """呼び声: double your Thunder gauge (cap 20)."""

    __slots__ = ()

    def run(self, st: GameState, ctx: Ctx) -> None:
        set_gauge(st, ctx.player, THUNDER, 2 * gauge(st, ctx.player, THUNDER))


def gauge_at_least(which: str, n: int) -> Any:
    def cond(st: GameState, ctx: Ctx) -> bool:
        return gauge(st, ctx.player, which) >= n
    return cond


def _either_gauge_7(st: GameState, ctx: Ctx) -> bool:
    return gauge(st, ctx.player, WIND) >= 7 or gauge(st, ctx.player, THUNDER) >= 7


def _gauges_total_4(st: GameState, ctx: Ctx) -> bool:
    return gauge(st, ctx.player, WIND) + gauge(st, ctx.player, THUNDER) >= 4


# ---------------------------------------------------------------- electrified (MR 10-3-1-1)
def _key(p: int) -> tuple[str, int]:
    return ("electrified", p)


def _still_electrified(st: GameState, p: int, u: int) -> bool:
    z = st.loc[u]
    if z == IN_USE:
        return True
    if st.owner[u] != p:
        return False
    if z == PLAYED or z == ENHANCE:
        return True
    return z == SPECIAL and st.cstate[u] != UNUSED


def electrified(st: GameState, p: int) -> tuple[int, ...]:
    """The cards electrified for Raira host ``p`` (stale entries dropped, see the module docstring)."""
    cur = st.marks.get(_key(p))
    if not cur:
        return ()
    keep = tuple(u for u in cur if _still_electrified(st, p, u))
    if keep != cur:
        if keep:
            st.marks[_key(p)] = keep
        else:
            st.marks.pop(_key(p), None)
    return keep


def is_electrified(st: GameState, p: int, u: int) -> bool:
    return u in electrified(st, p)


def electrify(st: GameState, p: int, u: int) -> None:
    cur = electrified(st, p)
    if u not in cur:
        st.marks[_key(p)] = tuple(sorted(cur + (u,)))
        count(st, p, "electrified")
        if st.record:
            st.log("electrified", p, u)


def unelectrify(st: GameState, p: int, u: int) -> bool:
    """Remove the electrification of ``u`` (True when it was electrified)."""
    cur = electrified(st, p)
    if u not in cur:
        return False
    rest = tuple(x for x in cur if x != u)
    if rest:
        st.marks[_key(p)] = rest
    else:
        st.marks.pop(_key(p), None)
    if st.record:
        st.log("unelectrified", p, u)
    return True


def _no_electrify(st: GameState, p: int) -> bool:
    """陣風祭天儀 Devoted for ``p``: the cards ``p`` plays do not become electrified."""
    for u in st.zones[p][SPECIAL]:
        if st.cards[u].id == LITURGY and st.cstate[u] == DEVOTED:
            return True
    return False


def _other_megami(st: GameState, u: int) -> bool:
    return MEGAMI not in S.card_of(st, u).users


class ElectrifyRule(Ability):
    """Host rule (MR 10-3-1-1, 10-4): electrify other megami's cards played; remove electrification when a
    card moves to ＜In Use＞ or before a reshuffle; record each player's first attack of the turn (大嵐)."""

    __slots__ = ()

    def on_event(self, st: GameState, src: int, ev: tuple) -> None:
        p = rule_player(src)
        kind = ev[0]
        if kind == "card_played" and ev[1] == p:
            u = ev[2]
            cur = st.marks.get(_key(p))
            if cur and u in cur:  # played again: starts afresh
                unelectrify(st, p, u)
            if _other_megami(st, u) and not _no_electrify(st, p):
                electrify(st, p, u)
                S.queue_trigger(st, ("raira_unelectrify_in_use", p), _in_use_ask, p, u)
        elif kind == "before_reshuffle" and ev[1] == p:
            if electrified(st, p):
                S.queue_trigger(st, ("raira_unelectrify_reshuffle", p), _reshuffle_step, p)
        elif kind == "attack_made":
            key = ("turn", "raira_first_attack", ev[1])
            if key not in st.marks:
                st.marks[key] = ev[2]
        elif st.marks.get(_key(p)):
            electrified(st, p)  # drop what moved away

    def main_options(self, st: GameState, src: int, player: int) -> list[tuple]:
        p = rule_player(src)
        if player != p:
            return []
        return [("rule", "unelectrify", u) for u in electrified(st, p)]

    def take_main_option(self, st: GameState, src: int, player: int, option: tuple) -> bool:
        p = rule_player(src)
        if player != p or option[1] != "unelectrify":
            return False
        if unelectrify(st, p, option[2]):
            count(st, p, "unelectrify_main")
            ask_gauge(st, p)
        return True


def _in_use_ask(st: GameState, p: int, u: int) -> None:
    if st.loc[u] != IN_USE or not is_electrified(st, p, u):
        return
    # "keep" last: the players' fast rules take the first option that is not a refusal
    S.ask(st, p, D_CHOOSE, (WIND, THUNDER, "keep"), _in_use_answer, p, u, auto_single=False,
          context="raira_unelectrify")


def _in_use_answer(st: GameState, ans: str, p: int, u: int) -> None:
    if ans == "keep":
        return
    if unelectrify(st, p, u):
        count(st, p, "unelectrify_in_use")
        raise_gauge(st, p, ans, 1)


def _reshuffle_step(st: GameState, p: int) -> None:
    cards = electrified(st, p)
    if not cards:
        return
    S.ask(st, p, D_CARD, ("stop",) + cards, _reshuffle_answer, p, auto_single=False,
          context="raira_unelectrify_reshuffle")


def _reshuffle_answer(st: GameState, ans: Any, p: int) -> None:
    if ans == "stop":
        return
    S.push(st, _reshuffle_step, p)
    if unelectrify(st, p, ans):
        count(st, p, "unelectrify_reshuffle")
        ask_gauge(st, p)


# ---------------------------------------------------------------- harness the storm (MR 10-5)
def _thunder3_filter(st: GameState, atk: Attack) -> bool:
    """Thunder 3: an attack whose damage to Aura is not "-"."""
    return S.damage_before_addsub(st, atk)[0] is not None


class OpponentLosesVigor(Node):
    """"Your opponent loses 1 vigor" (down to 0)."""

    __slots__ = ("n",)

    def __init__(self, n: int = 1) -> None:
        self.n = n

    def run(self, st: GameState, ctx: Ctx) -> None:
        q = 1 - ctx.player
        S.set_vigor(st, q, st.vigor[q] - self.n)


# The powers of the [Storm] card (12-raira-storm, na-s10-2; MR 10-5, table settled from the card data / WS).
POWERS: dict[tuple[str, int], tuple[Node, ...]] = {
    (WIND, 1): (DoubleArrow("dist", "shadow", 1),),
    (WIND, 2): (Draw(1), DiscardFromHand(1)),
    (WIND, 3): (GainVigor(1), OpponentLosesVigor(1)),
    (THUNDER, 1): (NextAttack(aura=1),),
    (THUNDER, 2): (MakeAttack(rng(0, 4), 1, 1),),
    (THUNDER, 3): (NextAttack(life=1, filter=_thunder3_filter),),
}


def storm_options(st: GameState, p: int, exclude: tuple = ()) -> list[tuple[str, int]]:
    """The powers ``p`` can use now: amount 1..3 not above the chosen gauge (see rulings)."""
    out: list[tuple[str, int]] = []
    for which in GAUGES:
        g = gauge(st, p, which)
        for n in (1, 2, 3):
            if n <= g and (which, n) not in exclude:
                out.append((which, n))
    return out


class HarnessStorm(Node):
    """Harness the storm up to ``times`` times (MR 10-5); ``distinct``: never the same power twice."""

    __slots__ = ("times", "distinct")

    def __init__(self, times: int = 1, distinct: bool = False) -> None:
        self.times = times
        self.distinct = distinct

    def run(self, st: GameState, ctx: Ctx) -> None:
        _storm_step(st, ctx, self.times, self.distinct, ())


def _storm_step(st: GameState, ctx: Ctx, left: int, distinct: bool, used: tuple) -> None:
    if left <= 0:
        return
    opts = storm_options(st, ctx.player, used if distinct else ())
    if not opts:
        return
    S.ask(st, ctx.player, D_CHOOSE, ["stop"] + opts, _storm_answer, ctx, left, distinct, used,
          auto_single=False, context="storm")


def _storm_answer(st: GameState, ans: Any, ctx: Ctx, left: int, distinct: bool, used: tuple) -> None:
    if ans == "stop":
        return
    which, n = ans
    p = ctx.player
    S.push(st, _storm_step, ctx, left - 1, distinct, used + (ans,))
    set_gauge(st, p, which, gauge(st, p, which) - n)
    count(st, p, "storm")
    if st.record:
        storm = [u for u in st.zones[p][EXTRA] if st.cards[u].id == STORM_CARD]
        st.log("storm", p, storm[0] if storm else -1, which, n)
    S.push_nodes(st, storm_powers(st)[(which, n)], ctx)


def storm_powers(st: GameState) -> dict[tuple[str, int], tuple[Node, ...]]:
    """The powers printed on the game's [Storm] card (its script data ``powers``: the reading of the game's
    season, e.g. na-s5's table in raira_old); :data:`POWERS` when the game has no [Storm] card."""
    for cd in st.cards:
        if cd.id == STORM_CARD:
            powers: dict[tuple[str, int], tuple[Node, ...]] = cd.script.data.get("powers") or POWERS
            return powers
    return POWERS


class LiturgyStorm(Ability):
    """陣風祭天儀 Devoted: at the start of your main phase, if you chose the standard action, harness the
    storm up to twice, never the same power (main-phase option, see rulings)."""

    __slots__ = ()

    def main_options(self, st: GameState, src: int, player: int) -> list[tuple]:
        if player != st.owner[src] or st.main_mode >= 0 or ("turn", "storm_start", player) in st.marks:
            return []
        if not storm_options(st, player):
            return []
        return [("rule", "storm_start")]

    def take_main_option(self, st: GameState, src: int, player: int, option: tuple) -> bool:
        if option[1] != "storm_start" or player != st.owner[src]:
            return False
        st.marks[("turn", "storm_start", player)] = True
        count(st, player, "storm_start")
        HarnessStorm(2, distinct=True).run(st, Ctx(player, src))
        return True


# ---------------------------------------------------------------- helpers for single cards
def _wind_and_thunder_damage(st: GameState, atk: Attack) -> tuple:
    """風雷撃: X/2, X = the lower of your gauges."""
    p = atk.player
    return min(gauge(st, p, WIND), gauge(st, p, THUNDER)), atk.life


def _choose_to_deck_top(st: GameState, ctx: Ctx, pred: Any, label: str) -> None:
    cands = [u for u in st.zones[ctx.player][PLAYED] if pred(st, u)]
    if not cands:
        return
    S.ask(st, ctx.player, D_CARD, ["stop"] + cands, _to_deck_top_answer, auto_single=False, context=label)


def _to_deck_top_answer(st: GameState, ans: Any) -> None:
    if ans != "stop":
        S.move_card(st, ans, DECK, top=True)


def _distance_3_or_more(st: GameState, ctx: Ctx) -> bool:
    """風走り: the current distance is 3 or more."""
    return S.current_distance(st) >= 3


def _is_attack_card(st: GameState, u: int) -> bool:
    return S.card_of(st, u).ctype == ATTACK


def _regrowth(st: GameState, ctx: Ctx) -> None:
    """流転爪: you may put an Attack card from your played pile on top of your deck."""
    _choose_to_deck_top(st, ctx, _is_attack_card, "regrowth")


def _wisdom(st: GameState, ctx: Ctx) -> None:
    """風雷の知恵: you may put another megami's card from your played pile on top of your deck."""
    _choose_to_deck_top(st, ctx, _other_megami, "wisdom")


def _thundercall(st: GameState, ctx: Ctx) -> None:
    """天雷召喚陣: attack 0-10 1/1 X times, X = half the Thunder gauge rounded up (fixed when it resolves)."""
    x = (gauge(st, ctx.player, THUNDER) + 1) // 2
    S.push_nodes(st, (MakeAttack(rng(0, 10), 1, 1),) * x, ctx)


def _invocation(st: GameState, ctx: Ctx) -> None:
    """風魔招来孔: gain the Windbeast cards whose threshold the Wind gauge meets, then remove this card."""
    p = ctx.player
    w = gauge(st, p, WIND)
    for need, cid in WINDBEAST_GAINS:
        if w < need:
            continue
        for u in list(st.zones[p][EXTRA]):
            if st.cards[u].id == cid:
                S.move_card(st, u, SPECIAL)
                st.cstate[u] = UNUSED
                S.invalidate(st)
                count(st, p, "windbeast_gained")
                if st.record:
                    st.log("gain_extra", p, u)
                break
    if ctx.card >= 0 and st.loc[ctx.card] in (IN_USE, SPECIAL):
        G.remove_from_game(st, ctx.card)


def _reincarnation(st: GameState, ctx: Ctx) -> None:
    """風魔纏廻: choose one of your Devoted Special cards and make it unused."""
    p = ctx.player
    cands = [u for u in st.zones[p][SPECIAL] if st.cstate[u] == DEVOTED]
    if not cands:
        return
    S.ask(st, p, D_CARD, cands, _reincarnation_answer, context="reincarnation")


def _reincarnation_answer(st: GameState, u: int) -> None:
    S.set_unused(st, u)


def _own_special(st: GameState, src: int, uid: int, player: int) -> bool:
    return player == st.owner[src] and st.cards[uid].is_special


def _perdition(st: GameState, ctx: Ctx) -> None:
    """風魔天狗道: Distance<->Shadow 5, fewer if you like; then remove this card."""
    opts = [(a, b, n) for a, b in (("dist", "shadow"), ("shadow", "dist")) for n in range(5, -1, -1)]
    S.push(st, _remove_this, ctx)
    S.ask(st, ctx.player, D_CHOOSE, opts, _perdition_answer, ctx, auto_single=False, context="perdition")


def _perdition_answer(st: GameState, ans: tuple, ctx: Ctx) -> None:
    a, b, n = ans
    if n:
        Arrow(a, b, n).run(st, ctx)


def _remove_this(st: GameState, ctx: Ctx) -> None:
    if ctx.card >= 0 and st.loc[ctx.card] in (IN_USE, SPECIAL):
        G.remove_from_game(st, ctx.card)


# ---- 大嵐 (12-raira-a1-n-6)
def _tempest_init(st: GameState, ctx: Ctx) -> None:
    _tempest_step(st, ctx, 3)


def _tempest_step(st: GameState, ctx: Ctx, left: int) -> None:
    if left <= 0:
        return
    S.ask(st, ctx.player, D_CHOOSE, (WIND, THUNDER, "token"), _tempest_answer, ctx, left, auto_single=False,
          context="tempest")


def _tempest_answer(st: GameState, ans: str, ctx: Ctx, left: int) -> None:
    S.push(st, _tempest_step, ctx, left - 1)
    if ans == "token":
        if ctx.card >= 0:
            S.move_tokens(st, SHADOW, CARD_BASE + ctx.card, 1, cause="effect")
    else:
        raise_gauge(st, ctx.player, ans, 1)


def _any_end_phase(st: GameState, src: int, ev: tuple) -> bool:
    return True


class FirstOpponentAttackWeaker(Ability):
    """大嵐 Ongoing: the first attack the opponent makes each turn gets +0/-1."""

    __slots__ = ()

    def modify_attack(self, st: GameState, src: int, atk: Attack, acc: AttackAcc) -> None:
        q = atk.player
        if q == st.owner[src]:
            return
        first = st.marks.get(("turn", "raira_first_attack", q))
        if first is None or first == atk.aid:
            acc.life_add -= 1


# ---- 円環輪廻旋 (12-raira-o-s-4)
def _opponent_attack_resolved(st: GameState, src: int, ev: tuple) -> bool:
    done = st.marks.get(("done_attack", ev[1]))
    return done is not None and done[0] != st.owner[src]


# ---------------------------------------------------------------- host rule and telemetry
def _storm_start_chosen(view: Any, d: Any, option: Any) -> bool:
    return d.kind == D_MAIN and option == ("rule", "storm_start")


def _unelectrify_chosen(view: Any, d: Any, option: Any) -> bool:
    return d.kind == D_MAIN and isinstance(option, tuple) and option[:2] == ("rule", "unelectrify")


def _in_use_removed(view: Any, d: Any, option: Any) -> bool:
    return d.context == "raira_unelectrify" and option in GAUGES


register_mechanic(MEGAMI, "electrified", "a card of another megami became electrified when played", "MR 10-3-1-1")
register_mechanic(MEGAMI, "unelectrify_in_use", "electrification removed as the card moved to In Use (+1 gauge)",
                  "MR 10-4", uses=_in_use_removed)
register_mechanic(MEGAMI, "unelectrify_reshuffle", "electrification removed before a reshuffle (+1 gauge)",
                  "MR 10-4", uses=lambda view, d, o: d.context == "raira_unelectrify_reshuffle" and o != "stop")
register_mechanic(MEGAMI, "unelectrify_main", "electrification removed as a main-phase option (+1 gauge)",
                  "MR 10-4", uses=_unelectrify_chosen)
register_mechanic(MEGAMI, "gauge_raised", "points gained on the Wind and Thunder gauges", "MR 10-2-1")
register_mechanic(MEGAMI, "storm", "the storm was harnessed (a gauge lowered for a power)", "MR 10-5",
                  uses=answer_is_not(D_CHOOSE, "storm", "stop"), forms=("raira-a1",))
register_mechanic(MEGAMI, "storm_start", "陣風祭天儀's start-of-main-phase storm was used", "MR 10-5",
                  uses=_storm_start_chosen, forms=("raira-a1",))
# 風魔招来孔 gains the Windbeasts its Wind gauge reaches and is removed: playing it is how they are gained (MR 10-1)
register_mechanic(MEGAMI, "windbeast_gained", "a Windbeast card was gained from Extra", "MR 10-1",
                  uses=plays_card(lambda cd: cd.id == INVOCATION), forms=("raira",))

register_host_rules(MEGAMI, ElectrifyRule())


# ---------------------------------------------------------------- cards
card("12-raira-o-n-1", vanilla=True, summary="Plain attack 1-2 3/1.")

card("12-raira-o-n-2", damage_fn=_wind_and_thunder_damage,
     summary="Attack X/2 where X is the lower of your Wind and Thunder gauges.")

card("12-raira-a1-n-2", after=(HarnessStorm(1),),
     summary="Attack 2-3 2/1; afterwards you may harness the storm once.")

card("12-raira-o-n-3", after=(Custom(_regrowth, "regrowth"),),
     summary="Attack 1-2 2/1; afterwards you may put an Attack card of your played pile on top of your deck.")

card("12-raira-o-n-4", on_play=(If(_distance_3_or_more, Arrow("dist", "shadow", 2)),),
     summary="If the distance is 3 or more, Distance to Shadow 2.")

card("12-raira-o-n-5", on_play=(If(_gauges_total_4, Custom(_wisdom, "wisdom")), RaiseGauge("choose")),
     summary="With 4+ gauge points in total you may put another megami's played card on top of your deck; "
             "then raise a gauge by 1.")

card("12-raira-o-n-6",
     on_play=(ChooseOne(("flinch_and_gauges", (Flinch(), RaiseGauge("both"))),
                        ("double_thunder", (DoubleThunder(),))),
              If(_either_gauge_7, SingleDamage("aura", 1), BasicActions(2))),
     summary="Flinch the opponent and raise both gauges, or double Thunder; then with a gauge at 7+ deal 1 "
             "damage to the opponent's Aura and perform up to 2 basic actions.")

card("12-raira-a1-n-6",
     initialize=(Custom(_tempest_init, "tempest"),),
     ongoing=(Trigger("end_phase", _any_end_phase, MakeAttack(rng(0, 4), 1, 1, flags=("no_reactions",)),
                      label="tempest_attack"),
              FirstOpponentAttackWeaker()),
     summary="Initialize: three times raise a gauge or load a token from Shadow; each end phase attack 0-4 1/1 "
             "without reactions; the opponent's first attack each turn gets +0/-1.")

card("12-raira-o-n-7", on_play=(DoubleArrow("dist", "shadow", 3),),
     summary="Move 3 tokens between Distance and Shadow either way.")

card("12-raira-o-s-1",
     attack_statics=(AttackMod(gauge_at_least(THUNDER, 4), aura=1),),
     devoted=(Resurgence(gauge_at_least(WIND, 4)),),
     summary="Attack 1-2 2/2, +1/+0 with Thunder 4+; comes back unused at your end phase with Wind 4+.")

card("12-raira-o-s-2", on_play=(Custom(_thundercall, "thundercall"),),
     summary="Attack 0-10 1/1 as many times as half your Thunder gauge, rounded up.")

card(INVOCATION, on_play=(Custom(_invocation, "invocation"),),
     summary="Gain the Windbeast Specials your Wind gauge reaches (3/7/12), then remove this card.")

card("12-raira-o-s-3-ex1", vanilla=True, summary="Special attack 1-3 1/2.")

card("12-raira-o-s-3-ex2", on_play=(Custom(_reincarnation, "reincarnation"),),
     devoted=(CostDelta(_own_special, -1),),
     summary="Make one of your Devoted Specials unused; while Devoted your Specials cost 1 less.")

card("12-raira-o-s-3-ex3", on_play=(Custom(_perdition, "perdition"),),
     summary="Reaction: move up to 5 tokens between Distance and Shadow either way, then remove this card.")

card(LITURGY, on_play=(RaiseGauge("both"), Flinch()),
     devoted=(LiturgyStorm(),),
     summary="Raise both gauges and flinch the opponent; while Devoted your plays are not electrified and you "
             "may harness the storm twice (different powers) when you take the standard action.")

card("12-raira-o-s-4",
     ongoing=(Trigger("attack_resolved", _opponent_attack_resolved,
                      May("rebirth", DoubleArrow("dist", "shadow", 1), RaiseGauge("choose")),
                      label="death_and_rebirth"),),
     summary="After each opponent's attack you may move 1 token between Distance and Shadow and raise a gauge.")

card(STORM_CARD, vanilla=True, data={"powers": POWERS},
     summary="Reference card of Prayer Raira: the powers of harness the storm (MR 10-5).")
