"""Older readings of Innealra's cards, season na-s10 (issue 17): the effect scripts of the texts that season
printed (numbers per season, e.g. シキリス・ホリス's range 1-4 or クレーニャ・アンニャ's Action type without
Reaction, come from the catalogue). The current scripts live in ``innealra.py``; fates, ＜Lost＞ and resonance
(MR 24) are that module's.

Readings (season the reading began -> seasons that print it):

- 儚き意志 Hakanakiishi (O3 N-6) since na-s10 (na-s10): Initialize: you may move the past fate to the unseen fate
  (not on Disenchant); Ongoing: the Mastery Zone (達人の間合) is 1 smaller (no replacement to ＜Lost＞).
- シキリス・ホリス Shikirisu Horisu (O2 S-3) since na-s10 (na-s10): all the tokens its damage moves, Aura and Life
  damage alike, go to Distance (today only the Aura damage's; the Life damage's go to the Flare); Resurgence as
  today.
- クレーニャ・アンニャ Kureenya Annya (O3 S-3) since na-s10 (na-s10): you may move the past fate to the unseen fate
  (no Aura <-> Lost); Devoted: at the start of *your* start phase you may attack 『Range X, 2/1, Unavoidable, X =
  the tokens in ＜Lost＞』, and if you do the card is removed from the game (today: every start phase, a
  mandatory 0-10 1/1 whose damage goes to Lost).
- あこがれ Akogare (O3 F-1, a fate) since na-s10 (na-s10): Lost -> Shadow 3; if 3 or more tokens moved, attack
  0-3 3/1 (today: always, X/1 with X = the tokens moved).

Rule decisions (our readings):

- クレーニャ・アンニャ's Range X is read continuously (a Forced text of the attack: "X is the tokens in Lost"),
  as a change of the Range to that one value (CR 5-7, as Misora's ミハテヌハテ). "攻撃を行ってもよい。そうした場合"
  = the attack is made (CR 10-5 i): the choice is offered only when the attack would be legal (Lost matches the
  distance and attacking is allowed), and the card is removed once the attack has resolved.
- 儚き意志's "達人の間合は1小さくなる": an Ongoing change of the Mastery Zone for both players (CR 5-2-2, hook
  ``mastery_delta``), as long as the card is deployed.
"""
from __future__ import annotations

from sakura_lab.cards import innealra  # noqa: F401  (the current scripts first: same_effect needs them)
from sakura_lab.cards.damage_to import DamageTo, always
from sakura_lab.cards.innealra import LOST, MAY_PAST_AWAY, RESONATED_TWICE
from sakura_lab.engine import api as S
from sakura_lab.engine.cardbase import Ability, AttackAcc
from sakura_lab.engine.constants import D_MAY, DEVOTED, DIST, SHADOW, SPECIAL
from sakura_lab.engine.dsl import Custom, MasteryDelta, Resurgence, card, rng
from sakura_lab.engine.general import remove_from_game
from sakura_lab.engine.state import Attack, Ctx, GameState

HAKANAKIISHI = "26-innealra-o3-n-6"
SHIKIRISU = "26-innealra-o2-s-3"
KUREENYA = "26-innealra-o3-s-3"
AKOGARE = "26-innealra-o3-f-1"

# ---------------------------------------------------------------- 儚き意志 Hakanakiishi (since na-s10)
card(HAKANAKIISHI, initialize=(MAY_PAST_AWAY,), ongoing=(MasteryDelta(-1),), wording="na-s10",
     summary="Hakanakiishi (na-s10): Initialize: may move the past fate to the unseen fate; Ongoing: the Mastery "
             "Zone is 1 smaller.")

# ---------------------------------------------------------------- シキリス・ホリス Shikirisu Horisu (since na-s10)
card(SHIKIRISU, attack_statics=(DamageTo(always, DIST, DIST),), devoted=(Resurgence(RESONATED_TWICE),),
     wording="na-s10",
     summary="Shikirisu Horisu (na-s10): all its damage goes to Distance; Resurgence: resonated twice this turn.")


# ---------------------------------------------------------------- クレーニャ・アンニャ Kureenya Annya (since na-s10)
class RangeIsLost(Ability):
    """Forced text of the attack: its Range is X, the tokens in ＜Lost＞ (read whenever the Range is)."""

    __slots__ = ()

    def modify_attack(self, st: GameState, src: int, atk: Attack, acc: AttackAcc) -> None:
        acc.change = (st.tok[LOST],)


RANGE_IS_LOST = RangeIsLost()
_UNAVOIDABLE = frozenset({"unavoidable"})


def _attack_possible(st: GameState, p: int, src: int) -> bool:
    """Whether the attack 『X, 2/1, Unavoidable』 could be made now (CR 10-5 i)."""
    if not S.can_attack(st, p):
        return False
    atk = S.new_attack(st, p, rng=(), aura=2, life=1, statics=(RANGE_IS_LOST,), flags=_UNAVOIDABLE, source=src)
    ok = S.in_range(st, atk)
    del st.attacks[atk.aid]
    st.next_aid -= 1
    return ok


class KureenyaStartOld(Ability):
    """Devoted (na-s10): at the start of your start phase you may attack 『X, 2/1, Unavoidable, X = Lost』; if you
    do, this card is removed from the game."""

    __slots__ = ()

    def on_event(self, st: GameState, src: int, ev: tuple) -> None:
        if ev[0] == "start_phase" and ev[1] == st.owner[src]:
            S.queue_trigger(st, ("kureenya", st.cards[src].id), _kureenya_offer, src)


def _kureenya_offer(st: GameState, src: int) -> None:
    p = st.owner[src]
    if st.loc[src] != SPECIAL or st.cstate[src] != DEVOTED or not _attack_possible(st, p, src):
        return
    S.ask(st, p, D_MAY, (False, True), _kureenya_answer, src, auto_single=False, context="inn_kureenya_attack")


def _kureenya_answer(st: GameState, yes: bool, src: int) -> None:
    if not yes:
        return
    aid = st.next_aid  # the attack about to be created
    S.push(st, _kureenya_remove, src, aid)
    S.make_effect_attack(st, Ctx(st.owner[src], src), (), 2, 1, (), (RANGE_IS_LOST,), _UNAVOIDABLE)


def _kureenya_remove(st: GameState, src: int, aid: int) -> None:
    if ("done_attack", aid) in st.marks and st.loc[src] == SPECIAL:  # the attack was made: remove the card
        remove_from_game(st, src)


card(KUREENYA, on_play=(MAY_PAST_AWAY,), devoted=(KureenyaStartOld(),), wording="na-s10",
     summary="Kureenya Annya (na-s10): may move the past fate away; Devoted: at your start phase you may attack "
             "X 2/1 Unavoidable (X = Lost), then it is removed.")


# ---------------------------------------------------------------- あこがれ Akogare (fate, since na-s10)
def _akogare(st: GameState, ctx: Ctx) -> None:
    k = S.move_tokens(st, LOST, SHADOW, 3, arrow_player=ctx.player, cause="arrow")
    if k >= 3:
        S.make_effect_attack(st, ctx, rng(0, 3), 3, 1)


card(AKOGARE, on_play=(Custom(_akogare, "Lost -> Shadow 3; if 3 moved, attack 0-3 3/1"),), wording="na-s10",
     summary="Fate (na-s10): Lost -> Shadow 3; if 3 tokens moved, attack 0-3 3/1.")
