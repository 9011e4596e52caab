"""Older readings of Raira's cards, seasons na-s2 .. na-s9-2 (issue 17), written in the engine's DSL.

The current readings are in :mod:`sakura_lab.cards.raira`; the numbers of each season (range, Cost, Charge, type)
come from the catalogue. Readings of na-s2 .. na-s6-2 (season the reading began; seasons printing it):

- 風魔招来孔 Windbeast Invocation (12-raira-o-s-3), reading since na-s2, printed in na-s2 .. na-s3 (Cost 0): gain
  the Windbeast Specials unused at Wind 3 / 6 / 10 (today 3 / 7 / 12), then this card is removed from the game.
- 円環輪廻旋 Death and Rebirth (12-raira-o-s-4), reading since na-s2, printed in na-s2 .. na-s4: a Throughout
  Special Enhancement (Charge 5, Cost 3). Ongoing: a non-Enhancement Normal card you use goes to the bottom of
  your deck instead of your played pile. No Reaction, no text after the opponent's attacks.
- 暴風 Gale Winds (12-raira-a1-n-2, Prayer Raira), reading since na-s5, printed in na-s5 (range 2-4): After
  Attack, raise your Wind gauge by 1, then you may harness the storm once.
- 【嵐の力】 [Storm] (12-raira-storm), reading since na-s5, printed in na-s5: the powers of harness the storm
  were Wind 1 Distance<->Shadow 1; Wind 2 you gain 1 vigor and the opponent loses 1; Wind 3 draw 1 card;
  Thunder 1 your next attack this turn +1/+0; Thunder 2 your next attack this turn whose Aura damage is not
  "-" +0/+1; Thunder 3 an attack 0-4 2/2 (today: Wind 2 draw 1 and put 1 face down, Wind 3 the vigor; Thunder 2
  an attack 0-4 1/1, Thunder 3 the +0/+1).

Readings of 呼び声 Roar (12-raira-o-n-6), a Throughout action in every season:

- reading since na-s2, printed in na-s7 .. na-s9: the opponent flinches, then choose one: raise both gauges by
  1; or put every card of your hand face down and double your Thunder gauge. Nothing happens at 7 or more.
- reading since na-s9-2, printed in na-s9-2: the current choice (flinch the opponent and raise both gauges, or
  double Thunder); then with a gauge at 7 or more, an attack 0-10 1/- (instead of today's 1 damage to the
  opponent's Aura) and up to 2 basic actions.

Rules decisions (each with its source):

- "Put your whole hand face down": every card of your hand goes to your discard pile (伏せ札, face down); a card
  that cannot be put face down (a poison, MR 7-2-1) stays in hand. Then the Thunder gauge doubles (cap 20, MR 10-2-1). H.
- The na-s9-2 attack 0-10 1/- is an attack by the card's effect (CR 10-5), nested; the basic actions follow
  after it has resolved (printed order), whether it hit or not. H.
- Death and Rebirth na-s2: "to the bottom of the deck instead of the played pile" is a replacement (CR 10-30) of the step that puts a
  used Normal card into the played pile (CR 9-2-1 v): the in-force replacement ``to_played`` (engine.hooks
  REPLACEMENTS; the core asks it after the card's own replacement). "You use" = played by the Enhancement's
  owner, in any mode (also by an effect); an Enhancement card never goes to the played pile this way (it is
  deployed). A card that may return to the deck only from some zones (``returns_only_from``) goes to the played
  pile as usual. H (card text).
- The na-s5 [Storm] table is the script data ``powers`` of the na-s5 reading of the [Storm] card; harness the
  storm reads the table of the [Storm] card of the game (``raira.storm_powers``), so each season plays its own
  table (the current table keyed by power only was the one general change, in raira.py). The amounts, once per
  power, and "not the same power twice" (陣風祭天儀) are unchanged (MR 10-5). Thunder 3's attack is an attack by
  the card's effect (CR 10-5). H (card data).
- Gale Winds na-s5: the Wind gauge rises first, then the harness is offered (printed order), so the new point
  may be spent at once. H.
- Windbeast Invocation na-s2: thresholds read when it resolves; every Windbeast whose threshold the Wind gauge
  meets is gained (the card's parenthesis). H.
"""
from __future__ import annotations

from sakura_lab.cards import raira  # noqa: F401  (the current scripts first)
from sakura_lab.cards.raira import (
    STORM_CARD,
    THUNDER,
    WIND,
    DoubleThunder,
    HarnessStorm,
    OpponentLosesVigor,
    RaiseGauge,
    gauge,
)
from sakura_lab.engine import api as S
from sakura_lab.engine import general as G
from sakura_lab.engine.cardbase import Ability
from sakura_lab.engine.constants import (
    DECK,
    DISCARD,
    ENHANCEMENT,
    EXTRA,
    HAND,
    IN_USE,
    SPECIAL,
    UNUSED,
)
from sakura_lab.engine.dsl import (
    BasicActions,
    ChooseOne,
    Custom,
    DoubleArrow,
    Draw,
    Flinch,
    GainVigor,
    If,
    MakeAttack,
    NextAttack,
    Node,
    card,
    rng,
)
from sakura_lab.engine.state import Attack, Ctx, GameState
from sakura_lab.engine.telemetry import count

ROAR = "12-raira-o-n-6"


def hand_face_down(st: GameState, ctx: Ctx) -> None:
    """Put every card of your hand face down (those that may be put face down)."""
    for u in list(st.zones[ctx.player][HAND]):
        if not st.cards[u].script.undiscardable:
            S.move_card(st, u, DISCARD)


def gauge_at_7(st: GameState, ctx: Ctx) -> bool:
    """Your Wind or your Thunder gauge is 7 or more."""
    return gauge(st, ctx.player, WIND) >= 7 or gauge(st, ctx.player, THUNDER) >= 7


card(ROAR, wording="na-s2",
     on_play=(Flinch(),
              ChooseOne(("gauges", (RaiseGauge("both"),)),
                        ("hand_down_double_thunder", (Custom(hand_face_down, "hand face down"), DoubleThunder())))),
     summary="Flinch the opponent; then raise both gauges by 1, or put your whole hand face down and double "
             "Thunder.")

card(ROAR, wording="na-s9-2",
     on_play=(ChooseOne(("flinch_and_gauges", (Flinch(), RaiseGauge("both"))),
                        ("double_thunder", (DoubleThunder(),))),
              If(gauge_at_7, MakeAttack(rng(0, 10), 1, None), BasicActions(2))),
     summary="Flinch the opponent and raise both gauges, or double Thunder; then with a gauge at 7+ attack "
             "0-10 1/- and perform up to 2 basic actions.")


# ====================================================================== 風魔招来孔 (reading since na-s2)
INVOCATION = "12-raira-o-s-3"
DEATH_AND_REBIRTH = "12-raira-o-s-4"
GALE_WINDS = "12-raira-a1-n-2"
WINDBEAST_GAINS_S2 = ((3, "12-raira-o-s-3-ex1"), (6, "12-raira-o-s-3-ex2"), (10, "12-raira-o-s-3-ex3"))


def _invocation_s2(st: GameState, ctx: Ctx) -> None:
    """Gain the Windbeast cards whose na-s2 threshold (3 / 6 / 10) the Wind gauge meets, then remove this card."""
    p = ctx.player
    w = gauge(st, p, WIND)
    for need, cid in WINDBEAST_GAINS_S2:
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


card(INVOCATION, wording="na-s2", on_play=(Custom(_invocation_s2, "invocation"),),
     summary="Gain the Windbeast Specials your Wind gauge reaches (3/6/10), then remove this card.")


# ====================================================================== 円環輪廻旋 (reading since na-s2)
class UsedCardsToDeckBottom(Ability):
    """Ongoing: a non-Enhancement Normal card its owner uses goes to the bottom of their deck instead of the
    played pile (in-force replacement ``to_played``, CR 10-30)."""

    __slots__ = ()
    replaces = frozenset({"to_played"})

    def replace(self, st: GameState, src: int, what: str, args: tuple) -> bool:
        player, uid = args[0], args[1]
        if player != st.owner[src]:
            return False
        cd = S.card_of(st, uid)
        if not cd.is_normal or cd.ctype == ENHANCEMENT:
            return False
        back = st.cards[uid].script.returns_only_from
        if back is not None and st.loc[uid] not in back:
            return False
        S.move_card(st, uid, DECK, top=False)
        return True


card(DEATH_AND_REBIRTH, wording="na-s2", ongoing=(UsedCardsToDeckBottom(),),
     summary="Throughout enhancement (Charge 5): while deployed, the non-Enhancement Normal cards you use go to "
             "the bottom of your deck instead of your played pile.")


# ====================================================================== 暴風 (reading since na-s5)
card(GALE_WINDS, wording="na-s5", after=(RaiseGauge(WIND), HarnessStorm(1)),
     summary="Attack 2-4 2/1; afterwards raise your Wind gauge by 1, then you may harness the storm once.")


# ====================================================================== 【嵐の力】 (reading since na-s5)
def _aura_not_dash(st: GameState, atk: Attack) -> bool:
    """Thunder 2 (na-s5): an attack whose damage to Aura is not "-"."""
    return S.damage_before_addsub(st, atk)[0] is not None


POWERS_S5: dict[tuple[str, int], tuple[Node, ...]] = {
    (WIND, 1): (DoubleArrow("dist", "shadow", 1),),
    (WIND, 2): (GainVigor(1), OpponentLosesVigor(1)),
    (WIND, 3): (Draw(1),),
    (THUNDER, 1): (NextAttack(aura=1),),
    (THUNDER, 2): (NextAttack(life=1, filter=_aura_not_dash),),
    (THUNDER, 3): (MakeAttack(rng(0, 4), 2, 2),),
}

card(STORM_CARD, wording="na-s5", vanilla=True, data={"powers": POWERS_S5},
     summary="Reference card of Prayer Raira (na-s5 table): the powers of harness the storm.")
