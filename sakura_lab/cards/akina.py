"""Card effects of Akina (安岐那 / アキナ, original form, season na-s10-2), written in the engine's DSL.

Additional rules: megami-rules.en.md section 21 (MR 21-1..21-6).

State:
- ＜Flow＞ (資金流, MR 21-1): token place ``FLOW_TOKENS + p``; its cap of 5 is the core's fixed place cap. Only a
  host has a ＜Flow＞ ("one per player hosting Akina"): an Akina card played by another player (Shinra's copies)
  moves nothing to or from it (found by the 50,000-game soak: Flow tokens of a non-host)
  (``constants.PLACE_CAPS``, read by ``tokens.room``), so every move into it stops at 5 (CR 6-3).
- Price (相場 / 價格, MR 21-2-1): ``st.marks[("akina_price", p)]`` for a player hosting Akina, 1..4, starting at 2
  (absent = 2); :func:`price` reads 1 for a player who does not host Akina. Public.
- Capital (資本, MR 21-2-2): :func:`capital` = Aura + Flare + Flow (sakura tokens only).

Gaps filled / rulings (our decisions, with sources):
- Price -> zone table (MR 21-2-1, Gaps #10): 4 = Life, 3 = Flare, 2 = Aura, 1 = Shadow. Source: the later official CR
  in WitchSand/furuyoni-rules ``content/rules/zh-Hans/02-additional-rules.md`` §21-2-1 (table 相场与对应区域,
  source pages 65-66); it matches the candidate of the Gaps table.
- Market price (時価, MR 21-3-1): ``cost_fn`` = the price of the card's owner (we read 持有者 as owner, MR NOTE),
  with the declared per-card flag ``fixed_cost`` so no cost modifier changes it (core change, see play.card_cost).
- Investment (MR 21-6-1): one card per use (the 2022 text; the later CR lets several cards be processed in one
  use — not adopted). Candidates: Investment Normal cards in the played pile (捨て札) -> discard pile (伏せ札);
  Devoted Investment Specials -> unused. Step 2 takes the token from the price zone on the investor's side.
  Before a reshuffle: an optional situation trigger on the core's ``before_reshuffle`` event (as Oboro's
  Trap rule, MR 3-3), so it resolves before the reshuffle's Life damage. At the start of the main phase: a
  trigger on the ``main_phase`` event asks first whether to invest (once), then whether to Divest (once,
  MR 21-6-2); since it is asked before the first main-phase option, "not yet Divested this turn" always holds.
  Decisions: Investment is ``D_CARD`` with context ``akina_invest`` (options "stop" + cards); the start-of-main
  Divest is ``D_CHOOSE`` with context ``akina_divest`` (options "pass", "divest" when Flow holds a token,
  "focus" with a Devoted Revelatory Audit). The mechanics ``invest`` / ``divest`` recognise them (``uses``).
- The price is logged as the line ``akina_price: player, old, new``.
- Divest (MR 21-5): step 2 takes the token from the opponent's zone for Life / Aura / Flare; with price 1 the
  token comes from Shadow, and if the own Aura is full it would go "to Shadow instead", i.e. it does not move,
  so step 3 is skipped (literal reading of "if no token moves, skip").
- Price after damage (MR 21-6-3): a host rule listens to the core's unlogged ``life_damage_resolved`` event,
  which fires after every Life damage that was dealt (including 0, not when "you cannot take damage"
  prevented it), other than the reshuffle's. Each player's price moves only if they host Akina (MR NOTE).
- Abacus Beads' double arrow Flare <-> Flow is its player's choice of direction (CR 10-1).
- Browbeat (na-s10-2 text): After Attack "if capital <= opponent's, put this card face down" moves it to the
  discard pile (伏せ札) from ＜In Use＞.
- Barter: "a card of another megami" = a card whose users do not include Akina (CR 10-15).
- Calculate (na-s10-2 text, without the Vigor of older seasons): a turn effect shifting every Range value of
  every attack (both players') by -1 (CR 5-7 shift); it applies to the attack it reacted to.
- Contingency: Ongoing replacement ``tokens_to_shadow`` (as Saine's Space for Master): its tokens go to the
  opponent's Flare instead of Shadow (charge decay, damage to it, disenchant).
- Direct Financing: paying 1 Vigor for the second arrow is optional and asked only with Vigor >= 1.
- Hostile Takeover: its attack carries the flags ``fixed_damage`` (core: damage stays the printed -/1) and
  ``cancel_if_reacted`` (the host rule cancels it when a Reaction against it has resolved, CR 9-4 ii). "Then,
  if your capital is greater, use this card" is resolved as: pay its market price again from Flare (if
  possible) and resolve its effect again while it stays in ＜In Use＞ (card text: cost paid, changed only by
  market price); it ends when capital is no longer greater or the price cannot be paid (each repetition pays
  at least 1, so it always ends). A copy played by a player who does not host Akina is not cancelled.
- Protection Money: its tokens cannot be chosen or moved except by its own effect (``unchoosable_tokens`` on its
  place, so the start-phase decay leaves them); its loss replacement acts when its owner would lose with
  Life 0: Flare -> Life 4, its tokens -> Shadow, the card to Out of Game. If Life is still 0 afterwards (no
  Flare), the loss is not replaced.
- Akina's Revelatory Audit: "you may Divest; if you do" = Divest step 1 moved a token. Then up to 2 Recover
  (free) and the card goes to Out of Game (it is then not Devoted). Devoted: at the start of your main phase
  the Divest question also offers "Focus" (one free Focus basic action) instead of Divesting.
"""
from __future__ import annotations

from typing import Any

from sakura_lab.engine import api as S
from sakura_lab.engine.cardbase import Ability, AttackAcc
from sakura_lab.engine.constants import (
    AURA,
    CARD_BASE,
    D_ARROW,
    D_CARD,
    D_CHOOSE,
    DEVOTED,
    DISCARD,
    FLARE,
    FLOW_TOKENS,
    FOCUS,
    HAND,
    IN_USE,
    LIFE,
    OUT,
    PLACE_CAPS,
    PLAYED,
    RECOVER,
    SHADOW,
    SPECIAL,
)
from sakura_lab.engine.dsl import (
    Arrow,
    AttackMod,
    BasicActions,
    ChooseOne,
    Custom,
    GainVigor,
    If,
    MakeAttack,
    May,
    Node,
    ThisCardTo,
    TurnEffect,
    card,
    rng,
)
from sakura_lab.engine.general import distance_limit
from sakura_lab.engine.hostrules import hosts_megami, register_host_rules, rule_player
from sakura_lab.engine.invariants import register_invariant
from sakura_lab.engine.state import Attack, Ctx, GameState
from sakura_lab.engine.telemetry import count, register_mechanic

MEGAMI = "akina"

ABACUS = "23-akina-o-n-1"
BROWBEAT = "23-akina-o-n-2"
BARTER = "23-akina-o-n-3"
SPECULATE = "23-akina-o-n-4"
CALCULATE = "23-akina-o-n-5"
CONTINGENCY = "23-akina-o-n-6"
FINANCING = "23-akina-o-n-7"
TAKEOVER = "23-akina-o-s-1"
SURFEIT = "23-akina-o-s-2"
PROTECTION = "23-akina-o-s-3"
AUDIT = "23-akina-o-s-4"

INVESTMENT = frozenset({BROWBEAT, FINANCING, AUDIT})  # cards bearing 投資券 (MR 21-4; card data)

PRICE_MIN = 1
PRICE_MAX = 4
PRICE_START = 2
FLOW_CAP = 5


# ====================================================================== MR 21-2: price and capital
def hosts_akina(st: GameState, p: int) -> bool:
    return hosts_megami(st, p, MEGAMI)


def price(st: GameState, p: int) -> int:
    """MR 21-2-1: ``p``'s price (1 for a player without one)."""
    if not hosts_akina(st, p):
        return 1
    v: int = st.marks.get(("akina_price", p), PRICE_START)
    return v


def change_price(st: GameState, p: int, delta: int) -> None:
    """Raise / lower ``p``'s price within 1..4; nothing for a player without a price."""
    if not hosts_akina(st, p) or delta == 0:
        return
    old = price(st, p)
    new = max(PRICE_MIN, min(PRICE_MAX, old + delta))
    if new == old:
        return
    st.marks[("akina_price", p)] = new
    if st.record:
        st.log("akina_price", p, old, new)
    count(st, p, "price_up" if new > old else "price_down", abs(new - old))


def price_place(st: GameState, p: int, side: int) -> int:
    """The token place matching ``p``'s current price (MR 21-2-1 table), on player ``side``'s board."""
    v = price(st, p)
    if v >= 4:
        return LIFE + side
    if v == 3:
        return FLARE + side
    if v == 2:
        return AURA + side
    return SHADOW


def capital(st: GameState, p: int) -> int:
    """MR 21-2-2: Aura + Flare + Flow."""
    t = st.tok
    return t[AURA + p] + t[FLARE + p] + t[FLOW_TOKENS + p]


def capital_greater(st: GameState, ctx: Ctx) -> bool:
    return capital(st, ctx.player) > capital(st, 1 - ctx.player)


def capital_not_greater(st: GameState, ctx: Ctx) -> bool:
    return capital(st, ctx.player) <= capital(st, 1 - ctx.player)


def capital_3_more(st: GameState, ctx: Ctx) -> bool:
    return capital(st, ctx.player) >= capital(st, 1 - ctx.player) + 3


def market_price(st: GameState, player: int, uid: int) -> int:
    """MR 21-3-1: the market-price Cost is the price of the card's owner."""
    return price(st, st.owner[uid])


# ====================================================================== MR 21-5: Divest
def divest(st: GameState, p: int) -> bool:
    """Divest (MR 21-5); returns whether it was performed (step 1 moved a token)."""
    if S.move_tokens(st, FLOW_TOKENS + p, SHADOW, 1, cause="divest") == 0:
        return False
    count(st, p, "divest")
    src = price_place(st, p, 1 - p)
    dst = AURA + p if S.room(st, AURA + p) > 0 else SHADOW
    if S.move_tokens(st, src, dst, 1, cause="divest") > 0:
        change_price(st, p, -2)
    return True


def _divest_node(st: GameState, ctx: Ctx) -> None:
    divest(st, ctx.player)


# ====================================================================== MR 21-6-1: Investment
def invest_candidates(st: GameState, p: int) -> list[int]:
    zp = st.zones[p]
    out = [u for u in zp[PLAYED] if st.cards[u].id in INVESTMENT and st.cards[u].is_normal]
    out.extend(u for u in zp[SPECIAL] if st.cstate[u] == DEVOTED and st.cards[u].id in INVESTMENT)
    return out


def invest_card(st: GameState, p: int, u: int) -> None:
    """Using Investment with card ``u`` (MR 21-6-1 steps 1-3)."""
    count(st, p, "invest")
    if st.cards[u].is_special:
        S.set_unused(st, u)
    else:
        S.move_card(st, u, DISCARD)
    if S.move_tokens(st, price_place(st, p, p), FLOW_TOKENS + p, 1, cause="invest") > 0:
        change_price(st, p, +1)


def ask_invest(st: GameState, p: int, then: Any = None) -> None:
    cands = invest_candidates(st, p)
    if not cands:
        if then is not None:
            then(st, p)
        return
    if then is not None:
        S.push(st, then, p)
    S.ask(st, p, D_CARD, ["stop"] + cands, _invest_answer, p, context="akina_invest", auto_single=False)


def _invest_answer(st: GameState, ans: Any, p: int) -> None:
    if ans != "stop":
        invest_card(st, p, ans)


def _main_start_divest(st: GameState, p: int) -> None:
    """MR 21-6-2 (after the Investment): Divest once; Revelatory Audit (Devoted) offers Focus instead."""
    opts: list[str] = ["pass"]
    if st.tok[FLOW_TOKENS + p] > 0:
        opts.append("divest")
    if _audit_devoted(st, p):
        opts.append("focus")
    if len(opts) == 1:
        return
    S.ask(st, p, D_CHOOSE, tuple(opts), _main_divest_answer, p, context="akina_divest", auto_single=False)


def _main_divest_answer(st: GameState, ans: str, p: int) -> None:
    if ans == "divest":
        divest(st, p)
    elif ans == "focus":
        count(st, p, "audit_focus")
        S.do_basic_action(st, p, FOCUS)


def _audit_devoted(st: GameState, p: int) -> bool:
    # script data "main_focus": the readings with this Devoted text (not na-s8's, issue 17)
    return any(st.cards[u].id == AUDIT and st.cstate[u] == DEVOTED and st.cards[u].script.data.get("main_focus")
               for u in st.zones[p][SPECIAL])


def _main_start(st: GameState, p: int) -> None:
    if st.outcome is not None:
        return
    ask_invest(st, p, _main_start_divest)


def _before_reshuffle(st: GameState, p: int) -> None:
    if st.outcome is None:
        ask_invest(st, p)


class AkinaRules(Ability):
    """Rule effects of a player hosting Akina (MR 21-6-1..3) and the Forced cancel of Hostile Takeover's attack."""

    __slots__ = ()

    def on_event(self, st: GameState, src: int, ev: tuple) -> None:
        p = rule_player(src)
        kind = ev[0]
        if kind == "life_damage_resolved":
            if ev[4] != "reshuffle":  # MR 21-6-3: each host's rule moves its own price
                change_price(st, p, -1 if ev[1] == p else +1)
        elif kind == "main_phase":
            if ev[1] == p:
                S.queue_trigger(st, ("akina_main_start", p), _main_start, p)
        elif kind == "before_reshuffle":
            if ev[1] == p:
                S.queue_trigger(st, ("akina_invest", p), _before_reshuffle, p)
        elif kind == "reaction_resolved":
            atk = st.attacks.get(ev[3])
            if atk is not None and atk.player == p and "cancel_if_reacted" in atk.flags:
                atk.cancelled = True


register_host_rules(MEGAMI, AkinaRules())


def _flow_cap_invariant(st: GameState) -> None:
    for p in (0, 1):
        if st.tok[FLOW_TOKENS + p] > FLOW_CAP:
            raise S.RulesError(f"Flow of player {p} holds {st.tok[FLOW_TOKENS + p]} > {FLOW_CAP} (MR 21-1)")
        if st.tok[FLOW_TOKENS + p] and not hosts_akina(st, p):
            raise S.RulesError(f"player {p} has Flow tokens without hosting Akina (MR 21-1)")
    v0 = st.marks.get(("akina_price", 0), PRICE_START)
    v1 = st.marks.get(("akina_price", 1), PRICE_START)
    if not (PRICE_MIN <= v0 <= PRICE_MAX and PRICE_MIN <= v1 <= PRICE_MAX):
        raise S.RulesError("price out of 1..4 (MR 21-2-1)")


register_invariant(_flow_cap_invariant)
assert PLACE_CAPS[FLOW_TOKENS] == FLOW_CAP and PLACE_CAPS[FLOW_TOKENS + 1] == FLOW_CAP


# ====================================================================== helpers for cards
def _flow_move(src: str, dst: str, n: int) -> Node:
    """An arrow between your ＜Flow＞ and your aura / flare / life / shadow."""
    def fn(st: GameState, ctx: Ctx) -> None:
        p = ctx.player
        if not hosts_akina(st, p):  # MR 21-1: only a host has a ＜Flow＞ (e.g. Shinra playing this card): no move
            return
        places = {"flow": FLOW_TOKENS + p, "aura": AURA + p, "flare": FLARE + p, "life": LIFE + p,
                  "shadow": SHADOW}
        S.move_tokens(st, places[src], places[dst], n, arrow_player=p, cause="arrow")
    return Custom(fn, f"{src}->{dst}")


def _flare_flow_double(st: GameState, ctx: Ctx) -> None:
    S.ask(st, ctx.player, D_ARROW, (("flare", "flow"), ("flow", "flare")), _flare_flow_answer, ctx,
          auto_single=False)


def _flare_flow_answer(st: GameState, ans: tuple, ctx: Ctx) -> None:
    p = ctx.player
    if not hosts_akina(st, p):  # MR 21-1: no ＜Flow＞ without hosting Akina
        return
    places = {"flow": FLOW_TOKENS + p, "flare": FLARE + p}
    S.move_tokens(st, places[ans[0]], places[ans[1]], 1, arrow_player=p, cause="arrow")


# ====================================================================== normal cards
card(ABACUS, after=(ChooseOne(("vigor", (GainVigor(),)), ("divest", (Custom(_divest_node, "divest"),)),
                              ("flare_flow", (Custom(_flare_flow_double, "flare<->flow"),))),),
     summary="Abacus Beads: After Attack, choose: gain 1 Vigor; Divest; or Flare <-> Flow 1.")

card(BROWBEAT, attack_statics=(AttackMod(capital_greater, life=1),),
     after=(If(capital_not_greater, ThisCardTo(DISCARD)),), data={"investment": True},
     summary="Browbeat (Investment): +0/+1 while your capital is greater; After Attack, if it is not, face down.")


def _barter_return(st: GameState, ctx: Ctx) -> None:
    p = ctx.player
    cands = [u for u in st.zones[p][PLAYED] if MEGAMI not in st.cards[u].users]
    if not cands:
        return
    S.ask(st, p, D_CARD, ["stop"] + cands, _barter_answer, auto_single=False, context="akina_barter")


def _barter_answer(st: GameState, ans: Any) -> None:
    if ans != "stop":
        S.move_card(st, ans, HAND)


card(BARTER, terminal=True,
     after=(If(capital_3_more, Custom(_barter_return, "barter_return")), If(capital_greater, BasicActions(1))),
     summary="Barter (Terminal): After Attack, capital 3+ more: another megami's card from played pile to hand; "
             "capital greater: you may do a basic action.")

card(SPECULATE, on_play=(ChooseOne(("aura_to_flow", (_flow_move("aura", "flow", 2),)),
                                   ("shadow_to_aura", (Arrow("shadow", "aura", 2),))),),
     summary="Speculate: choose: your Aura -> your Flow 2, or Shadow -> your Aura 2.")


class RangeShift(Ability):
    """Calculate: this turn every attack's Range values are reduced by 1 (CR 5-7 shift)."""

    __slots__ = ()

    def modify_attack(self, st: GameState, src: int, atk: Attack, acc: AttackAcc) -> None:
        acc.shift -= 1


card(CALCULATE, on_play=(TurnEffect(RangeShift()),),
     summary="Calculate (Reaction): this turn, every Range value of every attack is 1 less.")


class ToOpponentFlareInstead(Ability):
    """Contingency, Ongoing: tokens leaving this card for Shadow go to the opponent's Flare instead."""

    __slots__ = ()
    replaces = frozenset({"tokens_to_shadow"})

    def replace(self, st: GameState, src: int, what: str, args: tuple) -> bool:
        place, n, arrow_player, cause = args
        S.move_tokens(st, place, FLARE + 1 - st.owner[place - CARD_BASE], n, arrow_player=arrow_player, cause=cause)
        return True


card(CONTINGENCY, play_condition=distance_limit(0, 3), initialize=(Arrow("opp_flare", "dist", 2),),
     ongoing=(ToOpponentFlareInstead(),),
     summary="Contingency (Range Restriction 0-3): Initialize: opponent's Flare -> Distance 2; its tokens go to "
             "the opponent's Flare instead of Shadow.")


def _has_vigor(st: GameState, ctx: Ctx) -> bool:
    return st.vigor[ctx.player] >= 1


def _pay_vigor(st: GameState, ctx: Ctx) -> None:
    st.vigor[ctx.player] -= 1


card(FINANCING, unguarded=True,
     initialize=(Arrow("opp_aura", "aura", 1),
                 May("financing_again", Custom(_pay_vigor, "pay_vigor"), Arrow("opp_aura", "aura", 1),
                     cond=_has_vigor)),
     disenchant=(May("financing_attack", MakeAttack(rng(2, 5), 1, 0)),), data={"investment": True},
     summary="Direct Financing (Throughout, Unguarded, Investment): Initialize: opponent's Aura -> your Aura 1, "
             "pay 1 Vigor to repeat; Disenchant: you may attack 2-5 1/0.")


# ====================================================================== special cards
def _takeover_again(st: GameState, ctx: Ctx) -> None:
    p, u = ctx.player, ctx.card
    if st.outcome is not None or u < 0 or st.loc[u] != IN_USE or not capital_greater(st, ctx):
        return
    cost = S.card_cost(st, p, u)
    if st.tok[FLARE + p] < cost:
        return
    count(st, p, "takeover_again")
    S.move_tokens(st, FLARE + p, SHADOW, cost, cause="cost")
    S.push_nodes(st, _TAKEOVER_EFFECT, ctx)


_TAKEOVER_EFFECT: tuple[Node, ...] = (
    MakeAttack(rng(0, 10), None, 1, flags=("fixed_damage", "cancel_if_reacted")),
    Custom(_takeover_again, "takeover_again"),
)

card(TAKEOVER, on_play=_TAKEOVER_EFFECT, cost_fn=market_price, fixed_cost=True,
     summary="Hostile Takeover (market price): attack 0-10 -/1 (cancelled if reacted to, damage fixed); then, if "
             "your capital is greater, play it again paying its cost.")

card(SURFEIT, after=(Arrow("flare", "aura", 1), _flow_move("flow", "aura", 1), Arrow("life", "aura", 1)),
     summary="Count Surfeit (Reaction): After Attack: your Flare, Flow and Life -> your Aura 1 each.")


class ProtectionTokensStay(Ability):
    """Protection Money, Ongoing: its tokens move only by its own effect."""

    __slots__ = ()

    def unchoosable_tokens(self, st: GameState, src: int, place: int) -> int:
        if place != CARD_BASE + src or st.marks.get(("akina_pm_own", src)):
            return 0
        n: int = st.tok[place]
        return n


class ProtectionInsteadOfLoss(Ability):
    """Protection Money, Ongoing: if its owner would lose with Life 0, Flare -> Life 4, its tokens to Shadow,
    and it leaves the game instead."""

    __slots__ = ()
    replaces = frozenset({"loss"})

    def replace(self, st: GameState, src: int, what: str, args: tuple) -> bool:
        (p,) = args
        if p != st.owner[src] or st.tok[LIFE + p] != 0 or st.marks.get(("akina_pm_own", src)):
            return False
        if st.tok[FLARE + p] == 0:
            return False
        st.marks[("akina_pm_own", src)] = True
        count(st, p, "protection_saved")
        S.move_tokens(st, FLARE + p, LIFE + p, 4, cause="effect")
        S.move_tokens(st, CARD_BASE + src, SHADOW, st.tok[CARD_BASE + src], cause="effect")
        S.move_card(st, src, OUT)
        st.marks.pop(("akina_pm_own", src), None)
        st.abcache = None
        return True


def _protection_init(st: GameState, ctx: Ctx) -> None:
    p = ctx.player
    S.move_tokens(st, LIFE + p, FLARE + p, 4, cause="effect")


card(PROTECTION, initialize=(Custom(_protection_init, "life->flare 4"),),
     ongoing=(ProtectionTokensStay(), ProtectionInsteadOfLoss()),
     summary="Protection Money: Initialize: your Life -> Flare 4; its tokens never move but by itself; if you "
             "would lose at Life 0, instead Flare -> Life 4, its tokens to Shadow and remove it.")


def _audit(st: GameState, ctx: Ctx) -> None:
    if not divest(st, ctx.player):
        return
    count(st, ctx.player, "audit_divest")
    S.push(st, _audit_remove, ctx)
    BasicActions(2, only=(RECOVER,)).run(st, ctx)


def _audit_remove(st: GameState, ctx: Ctx) -> None:
    if ctx.card >= 0 and st.loc[ctx.card] == IN_USE:
        S.move_card(st, ctx.card, OUT)


card(AUDIT, play_condition=distance_limit(0, 7), cost_fn=market_price, fixed_cost=True,
     on_play=(May("audit_divest", Custom(_audit, "audit")),), data={"investment": True, "main_focus": True},
     summary="Akina's Revelatory Audit (market price, Range Restriction 0-7, Investment): you may Divest; if you "
             "do, up to 2 Recover and remove it; Devoted: at your main phase start you may Focus instead of "
             "Divesting.")


# ====================================================================== mechanic telemetry
def _invest_chosen(view: Any, d: Any, option: Any) -> bool:
    return d.kind == D_CARD and d.context == "akina_invest" and option != "stop"


def _divest_chosen(view: Any, d: Any, option: Any) -> bool:
    return d.kind == D_CHOOSE and d.context == "akina_divest" and option == "divest"


register_mechanic(MEGAMI, "invest", "Investment was used (a card to discard / unused, price zone -> Flow)",
                  "MR 21-6-1", uses=_invest_chosen)
register_mechanic(MEGAMI, "divest", "a Divest was performed (rule or card)", "MR 21-5, 21-6-2",
                  uses=_divest_chosen)
register_mechanic(MEGAMI, "price_up", "points the price rose", "MR 21-2-1, 21-6-3")
register_mechanic(MEGAMI, "price_down", "points the price fell", "MR 21-2-1, 21-5, 21-6-3")
register_mechanic(MEGAMI, "takeover_again", "Hostile Takeover was used again (capital greater)", "MR 21-2-2")
register_mechanic(MEGAMI, "protection_saved", "Protection Money replaced a loss", "MR 21 (card)")
register_mechanic(MEGAMI, "audit_divest", "Revelatory Audit's Divest was performed", "MR 21-5")
register_mechanic(MEGAMI, "audit_focus", "Revelatory Audit (Devoted) Focus instead of Divesting", "MR 21-6-2")
