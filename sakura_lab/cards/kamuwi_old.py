"""Older readings of Kamuwi's cards, seasons na-s7 … na-s10 (issue 17): the effect scripts of the texts those
seasons printed (numbers per season, e.g. 散華刃's 3/1 or 灯's Cost 4, come from the catalogue). The current
scripts live in ``kamuwi.py``; the Oath frames (MR 19-3) of a reading are its script data ``oath``.

Readings (season the reading began -> seasons that print it):

- 散華刃 Scattering Strike since na-s7 (na-s7, na-s7-2, na-s8): one Oath frame (+1): After Attack, if the
  opponent's Aura is 4 or less, 1 damage to their Aura; and perform the Recover basic action once.
- 斬り払い Sever since na-s7 (na-s7): one Oath frame (+1): After Attack, cancel the reacted attack; +2 Taboo if it
  is a Special. No "Reaction only" text: it may also be played in the main phase (then nothing is reacted to).
- 灯 Kindle since na-s7 (na-s7): frame (+2): if your Flare holds 2 or more, tokens go to Shadow until it holds 1;
  gain 暁 Daybreak unused from ＜Extra＞.
- 灯 Kindle since na-s7-2 (na-s7-2 … na-s10): frame (+3): all your Flare to Shadow, 1 damage to your Life; gain
  Daybreak unused from ＜Extra＞.
- 阡 Gravewalk since na-s7 (na-s7): frame (+1): Initialize: attack 3-4 3/3 No Reactions (Normal), without the
  damage to your own Life; "you cannot win while tokens are on it" as today.
- 理 Balance since na-s7 (na-s7, na-s7-2, na-s8): usable only with your Life 6 or less; Shadow -> your Life 1;
  Devoted: when the opponent plays an Action Special, they must also put a card of that Special's megami from
  hand into the played pile (an additional cost, CR 10-31).

Rule decisions (our readings, with their sources):

- Oath frames of the older texts: the card data separates the frames with "----" only in some texts. Where a
  "(+N)" text is followed by another line without an orb and without "----" (散華刃 na-s7, 灯 na-s7 and
  na-s7-2), we read the whole text as one frame: the official Chinese translation in the card data
  (``textZhG1``) writes each of them as one framed sentence ("禁忌+N～..."), the English data of 灯 na-s7-2 closes
  the frame ("----------") after the Daybreak line, and an orb over "send your Flare to Shadow" alone would be a
  frame no one takes. So without the Oath these cards do nothing (灯) or only attack (散華刃).
- 斬り払い na-s7 "打ち消す": the reacted attack is cancelled (CR 9-4 ii; an uncancellable attack, CR 10-23, is
  not); "+2 Taboo if that attack is a Special" is read from the attack whether or not it could be cancelled,
  as the current module reads its damage-cancel text.
- 理 na-s7 "同一のメガミのカード": a card of the hand (other than the Special) whose users (CR 10-15) share a megami
  with the Special's users; "捨て札にする" = the played pile. Without such a card the Special cannot be played
  (CR 10-31: an additional cost must be payable). It is paid right after the costs (hook ``resolution_choices``),
  as Carcass's cost in ``kamuwi.py``. Only Action Specials (《行動》) are affected (an Action Special played as a
  Reaction too).
"""
from __future__ import annotations

from typing import Any

from sakura_lab.cards import kamuwi  # noqa: F401  (the current scripts first: same_effect needs them)
from sakura_lab.cards.kamuwi import (
    BALANCE,
    DAYBREAK,
    GRAVEWALK,
    KINDLE,
    OATH,
    SCATTERING,
    SEVER,
    CannotWin,
    oath,
    raise_taboo,
)
from sakura_lab.engine import api as S
from sakura_lab.engine.cardbase import Ability
from sakura_lab.engine.constants import (
    ACTION,
    AURA,
    D_CARD,
    EXTRA,
    FLARE,
    HAND,
    LIFE,
    PLAYED,
    RECOVER,
    SHADOW,
    SPECIAL,
    UNUSED,
)
from sakura_lab.engine.dsl import (
    All_,
    Arrow,
    BasicActions,
    Custom,
    If,
    MakeAttack,
    SingleDamage,
    card,
    rng,
)
from sakura_lab.engine.state import Ctx, GameState
from sakura_lab.engine.telemetry import count


# ---------------------------------------------------------------- 散華刃 Scattering Strike (since na-s7)
def _opp_aura_le4(st: GameState, ctx: Ctx) -> bool:
    return st.tok[AURA + 1 - ctx.player] <= 4


card(SCATTERING, after=(If(All_(oath(0), _opp_aura_le4), SingleDamage("aura", 1, "opp")),
                        If(oath(0), BasicActions(1, only=(RECOVER,), optional=False))),
     data={OATH: (1,)}, wording="na-s7",
     summary="Scattering Strike (na-s7): Oath +1: after attack, 1 damage to the opponent's Aura if it is 4 or "
             "less, then Recover once.")


# ---------------------------------------------------------------- 斬り払い Sever (since na-s7)
def _sever_cancel(st: GameState, ctx: Ctx) -> None:
    atk = st.attacks.get(ctx.reacted)
    if atk is None:
        return
    if "uncancellable" not in S.attack_values(st, atk).flags:  # CR 10-23
        atk.cancelled = True
        if st.record:
            st.log("cancel", ctx.player, atk.aid)
    if atk.category == "special":
        raise_taboo(st, ctx.player, 2)


card(SEVER, after=(If(oath(0), Custom(_sever_cancel, "cancel the reacted attack")),), data={OATH: (1,)},
     wording="na-s7",
     summary="Sever (na-s7): Oath +1: after attack, cancel the reacted attack; +2 Taboo if it is a Special.")


# ---------------------------------------------------------------- 灯 Kindle (since na-s7, since na-s7-2)
def kindle_daybreak(st: GameState, p: int) -> None:
    """Gain 暁 Daybreak unused from ＜Extra＞ (MR 19-1), as today's Kindle does."""
    for u in list(st.zones[p][EXTRA]):
        if st.cards[u].id == DAYBREAK:
            S.move_card(st, u, SPECIAL)
            st.cstate[u] = UNUSED
            S.invalidate(st)
            count(st, p, "kamuwi_daybreak_gained")
            if st.record:
                st.log("gain_extra", p, u)
            return


def _kindle_s7(st: GameState, ctx: Ctx) -> None:
    p = ctx.player
    if st.tok[FLARE + p] >= 2:
        S.move_tokens(st, FLARE + p, SHADOW, st.tok[FLARE + p] - 1, cause="effect")
    kindle_daybreak(st, p)


card(KINDLE, on_play=(If(oath(0), Custom(_kindle_s7, "kindle")),), data={OATH: (2,)}, wording="na-s7",
     summary="Kindle (na-s7): Oath +2: your Flare down to 1 (if 2 or more) to Shadow; gain Daybreak unused.")


def _flare_to_shadow(st: GameState, ctx: Ctx) -> None:
    p = ctx.player
    S.move_tokens(st, FLARE + p, SHADOW, st.tok[FLARE + p], cause="effect")


def _gain_daybreak(st: GameState, ctx: Ctx) -> None:
    kindle_daybreak(st, ctx.player)


card(KINDLE, on_play=(If(oath(0), Custom(_flare_to_shadow, "all your Flare to Shadow"), SingleDamage("life", 1, "self"),
                         Custom(_gain_daybreak, "gain Daybreak")),),
     data={OATH: (3,)}, wording="na-s7-2",
     summary="Kindle (na-s7-2): Oath +3: all your Flare to Shadow, 1 damage to your Life; gain Daybreak unused.")


# ---------------------------------------------------------------- 阡 Gravewalk (since na-s7)
card(GRAVEWALK, initialize=(If(oath(0), MakeAttack(rng(3, 4), 3, 3, flags=("no_reactions_normal",))),),
     ongoing=(CannotWin(),), data={OATH: (1,)}, wording="na-s7",
     summary="Gravewalk (na-s7): Oath +1: on deploy attack 3-4 3/3 No Reactions (Normal). While it has tokens "
             "you cannot win.")


# ---------------------------------------------------------------- 理 Balance (since na-s7)
def _life_6_or_less(st: GameState, player: int, uid: int, mode: int, reacted: int) -> bool:
    return st.tok[LIFE + player] <= 6


def _balance_applies(st: GameState, src: int, player: int, uid: int) -> bool:
    """Card ``uid`` played by ``player`` is an Action Special and ``player`` is the opponent of ``src``'s owner."""
    if player != 1 - st.owner[src]:
        return False
    cd = S.card_of(st, uid)
    return cd.is_special and cd.ctype == ACTION


def _same_megami_in_hand(st: GameState, player: int, uid: int) -> list[int]:
    users = S.card_of(st, uid).users
    return [u for u in st.zones[player][HAND] if u != uid and any(m in users for m in S.card_of(st, u).users)]


class BalanceCost(Ability):
    """Devoted (理, na-s7 reading): an opponent's Action Special needs an additional cost: a card of the same
    megami from hand into the played pile (CR 10-31)."""

    __slots__ = ()

    def forbids(self, st: GameState, src: int, what: str, player: int, detail: Any) -> bool:
        if what != "play_card" or not isinstance(detail, int) or detail < 0:
            return False
        return _balance_applies(st, src, player, detail) and not _same_megami_in_hand(st, player, detail)

    def resolution_choices(self, st: GameState, src: int, player: int, uid: int, aid: int) -> None:
        if _balance_applies(st, src, player, uid):
            payers = _same_megami_in_hand(st, player, uid)
            if payers:  # pushed, not asked here: other abilities may still push work (hook spec)
                S.push(st, _balance_pay, player, tuple(payers))


def _balance_pay(st: GameState, q: int, payers: tuple[int, ...]) -> None:
    left = [u for u in payers if st.loc[u] == HAND and st.owner[u] == q]
    if left:
        S.ask(st, q, D_CARD, left, _balance_paid, context="kamuwi_balance_cost")


def _balance_paid(st: GameState, u: int) -> None:
    S.move_card(st, u, PLAYED)


card(BALANCE, play_condition=_life_6_or_less, on_play=(Arrow("shadow", "life", 1),), devoted=(BalanceCost(),),
     wording="na-s7",
     summary="Balance (na-s7): only with your Life 6 or less; Shadow -> your Life 1. Devoted: the opponent's "
             "Action Specials also cost a card of the same megami from hand to the played pile.")
