"""Older readings of Akina's cards, seasons na-s8 … na-s10 (issue 17): the effect scripts of the texts those
seasons printed (numbers per season, e.g. 恫喝's range 4-5 before na-s10, come from the catalogue). The current
scripts live in ``akina.py``.

Readings (season the reading began -> seasons that print it):

- 恫喝 Browbeat since na-s8 (na-s8 … na-s9-2): Investment; +0/+1 while your capital is greater; no After Attack.
- 恫喝 Browbeat since na-s10 (na-s10): +0/+1 only while your capital is greater by 3 or more; After Attack face
  down if your capital is not greater (as today).
- 算法 Calculate since na-s8 (na-s8 … na-s9-2): you gain 1 Vigor, then today's Range shift of -1 this turn.
- 盤狂わせ Contingency since na-s8 (na-s8 … na-s9-2): Range Restriction 0-3; Initialize: the opponent's Flare ->
  Distance 2; Disenchant: Distance -> the opponent's Flare 1 (no replacement of its tokens' way to Shadow).
- 直接金融 Direct Financing since na-s8 (na-s8): Investment, not Unguarded; Initialize: the opponent's Aura -> your
  Aura 2; Disenchant: you may attack 2-5 1/0.
- 直接金融 Direct Financing since na-s8-2 (na-s8-2): as today, but the second arrow is bought by paying *all* your
  Vigor (1 or more), not 1.
- 源上安岐那の御明算 Akina's Revelatory Audit since na-s8 (na-s8): Range Restriction 0-7, market price, Investment;
  you may Divest, if you do up to 2 Recover and remove it; Devoted: at the start of your start phase you may
  perform Focus once (not "instead of Divesting at your main phase" as today).
- 源上安岐那の御明算 since na-s8-2 (na-s8-2): as today with Range Restriction 0-6.

Rule decisions (our readings):

- Today's Devoted Focus of the Audit is offered by Akina's host rule at the start of the main phase; it reads
  the card's script data ``main_focus`` (set by today's and the na-s8-2 reading), so the na-s8 reading is not
  offered there (edit in ``akina.py``: ``_audit_devoted``).
- "1以上の集中力を全て支払ってもよい" (Direct Financing na-s8-2): offered with Vigor 1 or more; paying sets your Vigor
  to 0. Paying Vigor by an effect is refused while an effect forbids ``pay_vigor`` (FORBIDDABLE), as in
  ``shinra.py``; today's reading in ``akina.py`` does not ask that (left alone).
- "あなたの開始フェイズの開始時に" (Audit na-s8): a Devoted trigger on the ``start_phase`` event of its owner (CR
  8-1-2, like the other start-phase texts of this engine); "may" = the Focus is offered when it would move a token.
"""
from __future__ import annotations

from sakura_lab.cards import akina  # noqa: F401  (the current scripts first: same_effect needs them)
from sakura_lab.cards.akina import (
    AUDIT,
    BROWBEAT,
    CALCULATE,
    CONTINGENCY,
    FINANCING,
    RangeShift,
    capital_3_more,
    capital_greater,
    capital_not_greater,
    divest,
    market_price,
)
from sakura_lab.engine import api as S
from sakura_lab.engine.constants import DISCARD, FOCUS, IN_USE, OUT, RECOVER
from sakura_lab.engine.dsl import (
    Arrow,
    AttackMod,
    BasicActions,
    Custom,
    GainVigor,
    If,
    MakeAttack,
    May,
    ThisCardTo,
    Trigger,
    TurnEffect,
    card,
    rng,
)
from sakura_lab.engine.general import distance_limit
from sakura_lab.engine.state import Ctx, GameState
from sakura_lab.engine.telemetry import count

INVESTMENT = {"investment": True}

# ---------------------------------------------------------------- 恫喝 Browbeat (since na-s8, since na-s10)
card(BROWBEAT, attack_statics=(AttackMod(capital_greater, life=1),), data=INVESTMENT, wording="na-s8",
     summary="Browbeat (na-s8, Investment): +0/+1 while your capital is greater.")

card(BROWBEAT, attack_statics=(AttackMod(capital_3_more, life=1),),
     after=(If(capital_not_greater, ThisCardTo(DISCARD)),), data=INVESTMENT, wording="na-s10",
     summary="Browbeat (na-s10, Investment): +0/+1 while your capital is greater by 3 or more; After Attack, if "
             "it is not greater, face down.")

# ---------------------------------------------------------------- 算法 Calculate (since na-s8)
card(CALCULATE, on_play=(GainVigor(1), TurnEffect(RangeShift())), wording="na-s8",
     summary="Calculate (na-s8, Reaction): gain 1 Vigor; this turn every Range value of every attack is 1 less.")

# ---------------------------------------------------------------- 盤狂わせ Contingency (since na-s8)
card(CONTINGENCY, play_condition=distance_limit(0, 3), initialize=(Arrow("opp_flare", "dist", 2),),
     disenchant=(Arrow("dist", "opp_flare", 1),), wording="na-s8",
     summary="Contingency (na-s8, Range Restriction 0-3): Initialize: opponent's Flare -> Distance 2; Disenchant: "
             "Distance -> opponent's Flare 1.")

# ---------------------------------------------------------------- 直接金融 Direct Financing (since na-s8, na-s8-2)
_FINANCING_ATTACK = May("financing_attack", MakeAttack(rng(2, 5), 1, 0))

card(FINANCING, initialize=(Arrow("opp_aura", "aura", 2),), disenchant=(_FINANCING_ATTACK,), data=INVESTMENT,
     wording="na-s8",
     summary="Direct Financing (na-s8, Throughout, Investment): Initialize: opponent's Aura -> your Aura 2; "
             "Disenchant: you may attack 2-5 1/0.")


def _can_pay_all_vigor(st: GameState, ctx: Ctx) -> bool:
    return st.vigor[ctx.player] >= 1 and not S.forbidden(st, "pay_vigor", ctx.player)


def _pay_all_vigor(st: GameState, ctx: Ctx) -> None:
    if st.record:
        st.log("event", "pay_vigor", ctx.player, st.vigor[ctx.player])
    st.vigor[ctx.player] = 0


card(FINANCING, unguarded=True,
     initialize=(Arrow("opp_aura", "aura", 1),
                 May("financing_again", Custom(_pay_all_vigor, "pay all Vigor"), Arrow("opp_aura", "aura", 1),
                     cond=_can_pay_all_vigor)),
     disenchant=(_FINANCING_ATTACK,), data=INVESTMENT, wording="na-s8-2",
     summary="Direct Financing (na-s8-2, Throughout, Unguarded, Investment): Initialize: opponent's Aura -> your "
             "Aura 1, pay all your Vigor (1+) to repeat; Disenchant: you may attack 2-5 1/0.")


# ---------------------------------------------------------------- 源上安岐那の御明算 Revelatory Audit (na-s8, na-s8-2)
def _audit(st: GameState, ctx: Ctx) -> None:
    if not divest(st, ctx.player):
        return
    count(st, ctx.player, "audit_divest")
    S.push(st, _audit_remove, ctx)
    BasicActions(2, only=(RECOVER,)).run(st, ctx)


def _audit_remove(st: GameState, ctx: Ctx) -> None:
    if ctx.card >= 0 and st.loc[ctx.card] == IN_USE:
        S.move_card(st, ctx.card, OUT)


_AUDIT_PLAY = (May("audit_divest", Custom(_audit, "audit")),)


def _own_start_phase(st: GameState, src: int, ev: tuple) -> bool:
    return ev[1] == st.owner[src]


card(AUDIT, play_condition=distance_limit(0, 7), cost_fn=market_price, fixed_cost=True, on_play=_AUDIT_PLAY,
     devoted=(Trigger("start_phase", _own_start_phase, BasicActions(1, only=(FOCUS,)), label="akina_audit_focus"),),
     data=INVESTMENT, wording="na-s8",
     summary="Akina's Revelatory Audit (na-s8, market price, Range Restriction 0-7, Investment): you may Divest; if "
             "you do, up to 2 Recover and remove it; Devoted: at the start of your start phase you may Focus.")

card(AUDIT, play_condition=distance_limit(0, 6), cost_fn=market_price, fixed_cost=True, on_play=_AUDIT_PLAY,
     data={"investment": True, "main_focus": True}, wording="na-s8-2",
     summary="Akina's Revelatory Audit (na-s8-2, market price, Range Restriction 0-6, Investment): you may Divest; "
             "if you do, up to 2 Recover and remove it; Devoted: at your main phase start you may Focus instead of "
             "Divesting.")
