"""Older readings of Hagane's cards, seasons na-s2 to na-s9-2 (issue 17), written in the engine's DSL.

Each script plays the text its seasons printed; the numbers per season come from the catalogue (引力場 had
Charge 4, 大山脈リスペクト Cost 4 until na-s9). The current readings are in :mod:`sakura_lab.cards.hagane`.

- 08-hagane-o-n-6 鐘鳴らし (Sound the Bell, na-s2 .. na-s7-2): Centrifuge; choose one: your next attack this
  turn gains No Reactions; or your next attack this turn gets +0/+1 if its Aura damage is 3 or more, else
  +2/+0. Rules decision: the second branch attaches to the next attack you make this turn (as any "next
  attack" effect, rulings memo §24) and its condition is read then, once, with the Aura damage after
  substitution and exchange and before +/- (CR 9-1-3-2, as for Backdraft); a "-" Aura damage is not 3 or
  more (+2/+0 then changes nothing). Confidence M.
- 08-hagane-o-n-7 引力場 (Gravity Well, na-s2 .. na-s7): Initialize: Distance to Shadow 1 (no All-Out);
  Ongoing: Mastery Zone 1 smaller.
- 08-hagane-o-s-4 大山脈リスペクト (Grand Sierra Respect, na-s2 .. na-s9): Centrifuge; choose up to two
  different non-Throughout cards of your played pile, then play them in the order you choose (they go to the
  played pile as usual afterwards).
- 08-hagane-o-s-4 大山脈リスペクト (na-s9-2): Centrifuge; both players' decks go to their played piles; you
  reshuffle at this turn's end phase; then as na-s2's reading. Rules decisions: the end-phase reshuffle is
  ordered by the card, so it is an effect's reshuffle without the Life damage (CR 9-8 i: the damage belongs to
  the rules' reshuffle, as Tokoyo's 常世ノ月 today), done as an end-phase effect of this turn (CR 8-3-1, ordered
  with the other end-phase effects by the turn player, CR 5-1-1; Oboro's 3-3 rule may play a Trap before it);
  a chosen card that cannot be played when its turn comes (CR 9-2: range, cost, Terminal ...) is not played,
  as today's reading. Confidence M.
- 08-hagane-o-n-4 超反発 (Repulsion, na-s2 .. na-s6; 超反動 since na-s6-2): at a current Distance of 4 or less,
  the opponent's Flare to Distance 1; nothing at 5 or more (today: Distance to your Flare 1 then).
- 08-hagane-o-s-1 大天空クラッシュ (Grand Firmament Crash, na-s2 .. na-s4): same effect as today (``same_effect``):
  only the Cost (5 then, from the catalogue) and the typography of the text differ.
"""
from __future__ import annotations

from typing import Any

from sakura_lab.cards import hagane  # noqa: F401  (the current scripts are registered first)
from sakura_lab.cards.hagane import centrifuge_ok
from sakura_lab.engine import api as S
from sakura_lab.engine.cardbase import Ability
from sakura_lab.engine.constants import D_CARD, DECK, MODE_EFFECT, PLAYED, THROUGHOUT
from sakura_lab.engine.dsl import (
    Arrow,
    ChooseOne,
    Custom,
    If,
    MasteryDelta,
    NextAttack,
    Reshuffle,
    Trigger,
    TurnEffect,
    card,
    distance_at_most,
    same_effect,
)
from sakura_lab.engine.state import Ctx, GameState


# ---------------------------------------------------------------- 鐘鳴らし (Sound the Bell, na-s2 .. na-s7-2)
class BellOnNextAttack(Ability):
    """Turn effect of one play: the next attack ``player`` makes this turn gets +0/+1 if its Aura damage is 3 or
    more, else +2/+0 (read once, as it is made); ``key`` tells this play's effect from another one's."""

    __slots__ = ("key", "player")

    def __init__(self, key: tuple, player: int) -> None:
        self.key = key
        self.player = player

    def on_event(self, st: GameState, src: int, ev: tuple) -> None:
        if ev[0] != "attack_made" or ev[1] != self.player or st.marks.get(self.key):
            return
        atk = st.attacks.get(ev[2])
        if atk is None:
            return
        st.marks[self.key] = True  # this play's effect is used up
        aura = S.damage_before_addsub(st, atk)[0]
        atk.mods.append(("dmg", 0, 1) if aura is not None and aura >= 3 else ("dmg", 2, 0))
        if st.record:
            st.log("bell", self.player, atk.aid)


def _bell_conditional(st: GameState, ctx: Ctx) -> None:
    key = ("turn", "bell_old", ctx.card, st.play_index.get(ctx.card, 0), len(st.turn_effects))
    S.add_turn_effect(st, ctx.card, BellOnNextAttack(key, ctx.player))


card("08-hagane-o-n-6", wording="na-s2",
     on_play=(ChooseOne(("no_reactions", (NextAttack(flags=("no_reactions",)),)),
                        ("+0/+1_or_+2/+0", (Custom(_bell_conditional, "bell"),))),),
     play_condition=centrifuge_ok, data={"centrifuge": True},
     summary="Sound the Bell (older): Centrifuge; your next attack this turn gets no reactions, or +0/+1 if its "
             "Aura damage is 3+ and +2/+0 otherwise.")


# ---------------------------------------------------------------- 引力場 (Gravity Well, na-s2 .. na-s7)
card("08-hagane-o-n-7", wording="na-s2", initialize=(Arrow("dist", "shadow", 1),), ongoing=(MasteryDelta(-1),),
     summary="Gravity Well (older): charge 4; on deploy Distance to Shadow 1; Mastery Zone 1 smaller.")


# ---------------------------------------------------------------- 大山脈リスペクト (Grand Sierra Respect)
def _respect_candidates(st: GameState, p: int, taken: int) -> list[int]:
    return [u for u in st.zones[p][PLAYED] if u != taken and S.card_of(st, u).subtype != THROUGHOUT]


def _respect_choose(st: GameState, ctx: Ctx) -> None:
    """Choose up to two different non-Throughout cards of your played pile."""
    cands = _respect_candidates(st, ctx.player, -1)
    if cands:
        opts: list[Any] = ["stop"] + cands
        S.ask(st, ctx.player, D_CARD, opts, _respect_first, ctx, context="respect_choose")


def _respect_first(st: GameState, ans: Any, ctx: Ctx) -> None:
    if ans == "stop":
        return
    cands = _respect_candidates(st, ctx.player, ans)
    if not cands:
        _respect_play(st, ctx, ans, -1)
        return
    opts: list[Any] = ["stop"] + cands
    S.ask(st, ctx.player, D_CARD, opts, _respect_second, ctx, ans, context="respect_choose")


def _respect_second(st: GameState, ans: Any, ctx: Ctx, first: int) -> None:
    if ans == "stop":
        _respect_play(st, ctx, first, -1)
        return
    opts: list[Any] = [first, ans]
    S.ask(st, ctx.player, D_CARD, opts, _respect_order, ctx, first, ans, context="respect_first")


def _respect_order(st: GameState, ans: int, ctx: Ctx, a: int, b: int) -> None:
    _respect_play(st, ctx, ans, b if ans == a else a)


def _respect_play(st: GameState, ctx: Ctx, first: int, second: int) -> None:
    """Play ``first`` then ``second`` (nested, CR 9-9); a card no longer in the played pile is not played."""
    if second >= 0:
        S.push(st, _respect_play_one, ctx, second)
    _respect_play_one(st, ctx, first)


def _respect_play_one(st: GameState, ctx: Ctx, u: int) -> None:
    if st.outcome is None and st.loc[u] == PLAYED and st.owner[u] == ctx.player:
        S.start_play(st, ctx.player, u, MODE_EFFECT)


RESPECT = Custom(_respect_choose, "respect")

card("08-hagane-o-s-4", wording="na-s2", on_play=(RESPECT,), play_condition=centrifuge_ok, data={"centrifuge": True},
     summary="Grand Sierra Respect (older): Centrifuge; play up to two different non-full-power cards of your "
             "played pile in the order you choose.")


def _both_decks_to_played(st: GameState, ctx: Ctx) -> None:
    for p in (ctx.player, 1 - ctx.player):
        for u in list(st.zones[p][DECK]):
            S.move_card(st, u, PLAYED)


def _own_end_phase(st: GameState, src: int, ev: tuple) -> bool:
    return ev[1] == st.owner[src]


card("08-hagane-o-s-4", wording="na-s9-2",
     on_play=(Custom(_both_decks_to_played, "both decks to the played piles"),
              TurnEffect(Trigger("end_phase", _own_end_phase, Reshuffle(), label="respect_reshuffle")), RESPECT),
     play_condition=centrifuge_ok, data={"centrifuge": True},
     summary="Grand Sierra Respect (na-s9-2): Centrifuge; both decks go to the played piles, you reshuffle at "
             "this turn's end phase, then play up to two different non-full-power cards of your played pile.")


# ---------------------------------------------------------------- 超反発 (Repulsion, na-s2 .. na-s6)
card("08-hagane-o-n-4", wording="na-s2", on_play=(If(distance_at_most(4), Arrow("opp_flare", "dist", 1)),),
     summary="Repulsion: at Distance 4 or less one opponent Flare token to Distance.")


# ---------------------------------------------------------------- 大天空クラッシュ (Grand Firmament Crash, na-s2 .. na-s4)
same_effect("08-hagane-o-s-1", "na-s2",
            "only the Cost (5 until na-s4, from the catalogue) and the brackets of the text differ")
