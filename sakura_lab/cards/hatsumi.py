"""Card effects of Hatsumi (ハツミ / 初海) and Adagami Hatsumi (徒神ハツミ, A1), latest season, in the engine's DSL.

Additional rules (megami-rules.en.md §15, "MR 15-n"):

- 15-1-1 Tailwind / headwind (順風 / 逆風): when a player makes an attack (the ``attack_made`` event: an
  attack within range, CR 9-4 preamble), the attacked player is in headwind during their next turn (host rule
  :class:`HatsumiRules`). State in marks: ``st.marks[(HEADWIND, p)]`` = the turn numbers during which ``p`` is
  in headwind (a frozenset, turns already past are dropped when one is added). A player not in headwind is in
  tailwind. Public. Card conditions ``HEADWIND`` / ``TAILWIND`` read the state of the card's player
  (MR 15-1-1 NOTE: "if there is a tailwind" refers to the Hatsumi player's own state).
- 15-1-2 Diving (潜水): ``st.marks[(DIVE, p)]`` = "forward" / "backward" while ``p`` dives. Whether a player
  dives is public; the direction is hidden information (declaration ``hatsumi_dive``, redrawn at random by
  determinization). Submerge (潜水を行う, Divebomb and Benthic Strait) asks the direction (D_CHOOSE, context
  "dive"). The two dive cards 《潜水前進》/《潜水後退》 stay in ＜Extra＞ as markers: the one dived with is
  revealed (logged) when the dive resolves.
- 15-1-2 / 15-2 Resolving the dive: when the diving player's opponent plays a card, the dive resolves after the
  card's attack is created and its costs paid, before it resolves (declared hook ``before_resolution``,
  CR 9-2-1 i-iii / iv). If the card's resolution is replaced (CR 10-30, declared replacement
  ``card_resolution``, e.g. Phaneritic Lighthouse) the hook is not reached: the dive does not resolve. At the
  start of the diver's own turn the dive resolves as a start-phase effect (``start_phase`` event, CR 8-1-2).
  Dive forward: this turn the current Distance -1 and the Mastery Zone -1; backward: +1 / +1 (a turn effect
  answering the ``distance_delta`` / ``mastery_delta`` hooks). If an Attack card's play caused it, the attack's
  Range is checked at once: out of range, the attack is removed from ＜Attacking＞ without being made (no
  ``attack_made`` event: no headwind, no reaction; CR 10-5 i) and the card leaves ＜In Use＞ as usual (a Normal
  card to the played pile, a Special becomes Devoted: the dive card text); the diver is in tailwind during
  their next turn, whatever else happens (``st.marks[(TAILWIND_FIXED, p)]``).

Rule decisions (our readings, with sources):

- "The next turn" of MR 15-1-1 = the attacked player's next own turn (MR 15-1-1 NOTE: a later official
  translation says "their next turn"). An attack on a player during the turn before their own (the usual case)
  gives headwind on the very next turn under both readings; an attack during their own turn (a Reaction attack,
  a Trap) gives headwind two turns later. The failed-dive tailwind uses the same reading (the dive card text:
  "次のターンにあなたは順風となる").
- Dive timing: after CR 9-2-1 iii, before iv (MR 15-2 NOTE, the later official text "after step iii").
- The failed card: Normal to the played pile, Special Devoted; no reaction (dive card text, card data
  17-hatsumi-A1-d-1/-2; MR Gaps #14). The dive ends once resolved (MR 15-2 NOTE, end of the dive).
- Submerge while already diving: nothing happens (the player keeps the direction chosen first; MR 15-1-2 only
  knows "diving or not"). Our reading, since no source covers it.
- An Unavoidable attack (no range check, CR 9-4 iii) does not fail by a dive (it is never out of range).
- The dive card's "move this card to the used area" is the physical reminder of a face-down choice; here the
  cards stay in ＜Extra＞ (putting them into the played pile would shuffle them into the deck at a reshuffle).
- Torrent's All-Out (全力化) = played as the full-power action (CR 8-2-2 B, ``all_out``); then its damage moves
  tokens to ＜Distance＞ instead of Shadow / Flare (replacement ``attack_damage``, CR 10-30), aura damage from the
  Aura first, then from aura-like enhancements; as many as fit (CR 6-3). Acid Spray in headwind: its damage moves
  life tokens to ＜Shadow＞ (aura damage goes to Shadow anyway).
- Tsunami in headwind: the arrow's source is the opponent's Flare (JA text).
- Compass: range 5 is added / removed before expansions and reductions (card text; the core's CR 5-7 order);
  two Compasses in force cancel out (CR 10-28: ``cancel_key``; the core's ``cancel_keys`` mark is set when a
  Compass is played while the other player's Compass is deployed).
- Wavecall: "tokens on this card move only during your turn with a tailwind" = the ``unchoosable_tokens`` hook on
  the card's token place (all its tokens otherwise), so the start-phase decay and every effect leave them.
- Cetacean Ocean: "return this card to unused" happens while it is in ＜In Use＞ (After Attack), so it does not
  become Devoted (CR 10-17).
- Aquiform Salvo: "when this card returns to unused, you may perform a basic action" is a Forced text of the card;
  an unused card has no Devoted abilities in force, so the host rule listens for the ``unused`` event of the card.
  Immediate Resurgence: on the opponent's turn, the current Distance is at least 2 less than at the start of
  the turn (CR 8-1-1 ``start_distance``); checked at every event (CR 10-8).
- Phaneritic Lighthouse: "a non-Attack card played from hand on the opponent's turn" = replacement
  ``card_resolution`` (CR 10-30): the card goes to its owner's played pile (捨て札) instead of resolving, and
  Lighthouse becomes unused (CR 10-17). Then that play does not resolve a dive (MR 15-1-2).
- Coxswained Strait: the Devoted text plays the card by effect without its Cost (core ``free_play`` mark) at the
  beginning of the start phase (``start_phase`` event, CR 8-1-2) if there is a headwind; optional. The revealed
  top card that is not an Attack stays on top of the deck.
- Benthic Strait's Disenchant: 1 damage to Aura, then 1 damage to Life (two single-value damages, CR 5-8-1).
  Resurgence (CR 10-7): at its owner's end phase, if the owner is in headwind.
- The A1 form has no other mechanic ("trust" is not in the na-s10-2 card texts).
"""
from __future__ import annotations

from random import Random
from typing import Any

from sakura_lab.cards.damage_to import DamageTo
from sakura_lab.cards.mechanics import plays_card
from sakura_lab.engine import api as S
from sakura_lab.engine.cardbase import Ability, AttackAcc, CardDef
from sakura_lab.engine.constants import (
    ATTACK,
    CARD_BASE,
    D_CHOOSE,
    DECK,
    DISCARD,
    DIST,
    ENHANCE,
    EXTRA,
    HAND,
    IN_USE,
    MODE_EFFECT,
    PLAYED,
    SHADOW,
    SPECIAL,
)
from sakura_lab.engine.dsl import (
    Arrow,
    AttackMod,
    BasicActions,
    ChooseCards,
    Custom,
    DoubleArrow,
    Draw,
    Flinch,
    HandLimitDelta,
    If,
    ImmediateResurgence,
    MakeAttack,
    MasteryDelta,
    May,
    Not_,
    Resurgence,
    SingleDamage,
    Trigger,
    TurnEffect,
    card,
    distance_at_most,
    rng,
)
from sakura_lab.engine.hidden import HiddenInfo, register_hidden
from sakura_lab.engine.hostrules import register_host_rules, rule_player
from sakura_lab.engine.state import Attack, Ctx, GameState
from sakura_lab.engine.telemetry import count, register_mechanic

MEGAMI = "hatsumi"
HEADWIND_KEY = "hatsumi_headwind"  # st.marks[(HEADWIND_KEY, p)]: frozenset of turns in headwind
TAILWIND_FIXED = "hatsumi_tailwind"  # st.marks[(TAILWIND_FIXED, p)]: frozenset of turns in tailwind, fixed
DIVE = "hatsumi_dive"  # st.marks[(DIVE, p)]: "forward" / "backward" while p dives
FORWARD_DIVE = "forward"
BACKWARD_DIVE = "backward"

TORPEDO = "17-hatsumi-o-n-1"
TORRENT = "17-hatsumi-o-n-2"
ACID = "17-hatsumi-o-n-3"
TSUNAMI = "17-hatsumi-o-n-4"
DIVEBOMB = "17-hatsumi-A1-n-4"
BATTEN = "17-hatsumi-o-n-5"
COMPASS = "17-hatsumi-o-n-6"
WAVECALL = "17-hatsumi-o-n-7"
CETACEAN = "17-hatsumi-o-s-1"
BRUMOUS = "17-hatsumi-A1-s-1"
SALVO = "17-hatsumi-o-s-2"
LIGHTHOUSE = "17-hatsumi-o-s-3"
COXSWAINED = "17-hatsumi-o-s-4"
BENTHIC = "17-hatsumi-A1-s-4"
DIVE_FORWARD_CARD = "17-hatsumi-A1-d-1"
DIVE_BACKWARD_CARD = "17-hatsumi-A1-d-2"
DIVE_CARD = {FORWARD_DIVE: DIVE_FORWARD_CARD, BACKWARD_DIVE: DIVE_BACKWARD_CARD}
SUBMERGE_CARDS = frozenset({DIVEBOMB, BENTHIC})


# ---------------------------------------------------------------- tailwind / headwind (MR 15-1-1)
def _next_own_turn(st: GameState, p: int) -> int:
    """The number of ``p``'s next own turn (turns alternate, CR 8)."""
    return st.turn + 2 if st.turn_player == p else st.turn + 1


def _add_turn(st: GameState, key: str, p: int, turn: int) -> None:
    old: frozenset[int] = st.marks.get((key, p), frozenset())
    st.marks[(key, p)] = frozenset(t for t in old if t >= st.turn) | {turn}


def in_headwind(st: GameState, p: int) -> bool:
    """MR 15-1-1: ``p`` is in headwind now (a fixed tailwind of a failed dive wins, MR 15-2)."""
    marks = st.marks
    if not marks:
        return False
    hw = marks.get((HEADWIND_KEY, p))
    if hw is None or st.turn not in hw:
        return False
    tw = marks.get((TAILWIND_FIXED, p))
    return tw is None or st.turn not in tw


def HEADWIND(st: GameState, ctx: Ctx) -> bool:  # noqa: N802 - keyword name
    """逆風: the card's player is in headwind."""
    return in_headwind(st, ctx.player)


def TAILWIND(st: GameState, ctx: Ctx) -> bool:  # noqa: N802
    """順風: the card's player is not in headwind."""
    return not in_headwind(st, ctx.player)


def ALL_OUT(st: GameState, ctx: Ctx) -> bool:  # noqa: N802
    """全力化: this card was played as the full-power action (CR 8-2-2 B)."""
    return bool(st.marks.get(("fullpower", ctx.card)))


# ---------------------------------------------------------------- diving (MR 15-1-2, 15-2)
def diving(st: GameState, p: int) -> bool:
    """Whether ``p`` is diving (public, MR 15-1-2)."""
    return (DIVE, p) in st.marks


def dive_direction(st: GameState, p: int) -> str | None:
    v = st.marks.get((DIVE, p))
    return v if isinstance(v, str) else None


def _submerge(st: GameState, ctx: Ctx) -> None:
    p = ctx.player
    if diving(st, p):  # our reading: a second Submerge while diving changes nothing
        return
    S.ask(st, p, D_CHOOSE, (FORWARD_DIVE, BACKWARD_DIVE), _submerge_answer, p, auto_single=False, context="dive")


def _submerge_answer(st: GameState, direction: str, p: int) -> None:
    st.marks[(DIVE, p)] = direction
    count(st, p, "hatsumi_submerge")
    S.emit(st, "hatsumi_submerge", p)  # the direction stays secret (not in the event)


SUBMERGE = Custom(_submerge, "submerge")


class DiveShift(Ability):
    """This turn: current Distance and Mastery Zone +n (MR 15-2 step 2)."""

    __slots__ = ("n",)

    def __init__(self, n: int) -> None:
        self.n = n

    def distance_delta(self, st: GameState, src: int) -> int:
        return self.n

    def mastery_delta(self, st: GameState, src: int) -> int:
        return self.n


DIVE_SHIFT = {FORWARD_DIVE: DiveShift(-1), BACKWARD_DIVE: DiveShift(1)}


def resolve_dive(st: GameState, p: int, aid: int) -> None:
    """MR 15-2: ``p``'s dive resolves (``aid``: the attack of the card whose play caused it, or -1)."""
    direction = dive_direction(st, p)
    if direction is None:
        return
    del st.marks[(DIVE, p)]  # diving ends once resolved (MR 15-2 NOTE)
    src = -1
    for u in st.zones[p][EXTRA]:
        if st.cards[u].id == DIVE_CARD[direction]:
            src = u
            break
    if st.record:
        if src >= 0:
            st.log("reveal", p, src)
        st.log("event", "hatsumi_dive", p, direction)
    S.add_turn_effect(st, src, DIVE_SHIFT[direction])  # step 2 (this turn)
    count(st, p, "hatsumi_dive")
    atk = st.attacks.get(aid) if aid >= 0 else None
    if atk is not None:  # step 3
        vals = S.attack_values(st, atk)
        # the CR 9-4-1 range check (the number compared may be replaced, e.g. MR 23-4 Tracking)
        if "unavoidable" not in vals.flags and S.checked_distance(st, atk) not in vals.range:
            del st.attacks[aid]  # illegal: removed, not made (3-b)
            _add_turn(st, TAILWIND_FIXED, p, _next_own_turn(st, p))
            count(st, p, "hatsumi_dive_fail")
            if st.record:
                st.log("attack_illegal", atk.player, aid)
    S.emit(st, "hatsumi_dive", p, direction)


# ---------------------------------------------------------------- host rule
class HatsumiRules(Ability):
    """MR 15-1-1 headwind after being attacked; MR 15-1-2 the dive resolves when the opponent plays a card
    or at the start of the diver's turn; Aquiform Salvo's Forced text when it returns to unused."""

    __slots__ = ()

    def on_event(self, st: GameState, src: int, ev: tuple) -> None:
        kind = ev[0]
        p = rule_player(src)
        if kind == "attack_made":
            q = 1 - ev[1]
            if q == p:
                _add_turn(st, HEADWIND_KEY, q, _next_own_turn(st, q))
        elif kind == "start_phase":
            if ev[1] == p:
                if in_headwind(st, p):
                    count(st, p, "hatsumi_headwind")
                if diving(st, p):
                    S.queue_trigger(st, ("hatsumi_dive", ""), resolve_dive, p, -1)
        elif kind == "unused":
            if ev[1] == p and st.cards[ev[2]].id == SALVO:
                S.queue_trigger(st, ("aquiform_salvo", SALVO), S.push_nodes, (BasicActions(1),), Ctx(p, ev[2]))

    def before_resolution(self, st: GameState, src: int, player: int, uid: int, aid: int) -> None:
        p = rule_player(src)
        if player != p and diving(st, p):
            resolve_dive(st, p, aid)


register_host_rules(MEGAMI, HatsumiRules())


# ---------------------------------------------------------------- hidden information (MR 15-1-2)
def _dive_known_to(st: GameState, owner: int, viewer: int) -> bool:
    return viewer == owner or not diving(st, owner)


def _resample_dive(st: GameState, viewer: int, rng_: Random) -> None:
    q = 1 - viewer
    if diving(st, q):
        st.marks[(DIVE, q)] = rng_.choice((FORWARD_DIVE, BACKWARD_DIVE))


register_hidden(HiddenInfo(DIVE, "megami rules 15-1-2", player_value=dive_direction, known_to=_dive_known_to,
                           resample=_resample_dive))


# ---------------------------------------------------------------- mechanic telemetry
def _is_submerge_card(cd: CardDef) -> bool:
    return cd.id in SUBMERGE_CARDS


register_mechanic(MEGAMI, "hatsumi_headwind", "a Hatsumi player began a turn in headwind", "MR 15-1-1")
register_mechanic(MEGAMI, "hatsumi_submerge", "a player started a dive (Submerge)", "MR 15-1-2",
                  uses=plays_card(_is_submerge_card), forms=("hatsumi-a1",))
register_mechanic(MEGAMI, "hatsumi_dive", "a dive resolved (Distance and Mastery Zone changed this turn)",
                  "MR 15-2", forms=("hatsumi-a1",))
register_mechanic(MEGAMI, "hatsumi_dive_fail", "an opponent's attack failed because of a dive", "MR 15-2 step 3",
                  forms=("hatsumi-a1",))


# ---------------------------------------------------------------- card abilities
class CompassRange(Ability):
    """Compass (羅針盤), Ongoing: your attacks gain Range 5, your opponent's lose it; duplicates cancel (CR 10-28)."""

    __slots__ = ()
    cancel_key: Any = "hatsumi_compass"

    def modify_attack(self, st: GameState, src: int, atk: Attack, acc: AttackAcc) -> None:
        if atk.player == st.owner[src]:
            acc.added.append(5)
        else:
            acc.removed.append(5)


class WavecallLock(Ability):
    """Wavecall (波呼び), Ongoing: its tokens leave it only during its owner's turn with a tailwind."""

    __slots__ = ()

    def unchoosable_tokens(self, st: GameState, src: int, place: int) -> int:
        if place != CARD_BASE + src:
            return 0
        p = st.owner[src]
        if st.turn_player == p and not in_headwind(st, p):
            return 0
        return st.tok[place]


class BrumousRange(Ability):
    """Brumous Ocean (サギリ海域), Ongoing: on the opponent's turn, the opponent's attacks with 3+ Range values
    keep only their smallest and largest value."""

    __slots__ = ()

    def modify_attack(self, st: GameState, src: int, atk: Attack, acc: AttackAcc) -> None:
        q = 1 - st.owner[src]
        if atk.player == q and st.turn_player == q:
            acc.ends_only = True


class LighthouseBlock(Ability):
    """Phaneritic Lighthouse (カラハリ灯台), Devoted: the opponent's non-Attack card played from hand on their turn
    goes to their played pile instead of resolving, and this card becomes unused (CR 10-30, 10-17)."""

    __slots__ = ()
    replaces = frozenset({"card_resolution"})

    def replace(self, st: GameState, src: int, what: str, args: tuple) -> bool:
        player, uid, _mode, from_zone = args
        owner = st.owner[src]
        if player == owner or st.turn_player != player or from_zone != HAND:
            return False
        if S.card_of(st, uid).ctype == ATTACK:
            return False
        if st.record:
            st.log("event", "lighthouse", owner, uid)
        S.move_card(st, uid, PLAYED)
        S.set_unused(st, src)
        return True


def _salvo_resurges(st: GameState, src: int, ev: tuple) -> bool:
    """Aquiform Salvo's Immediate Resurgence: on the opponent's turn, Distance >= 2 closer than at its start."""
    return st.turn_player != st.owner[src] and S.current_distance(st) <= st.start_distance - 2


def _own_start(st: GameState, src: int, ev: tuple) -> bool:
    return ev[1] == st.owner[src]


def _own_start_headwind(st: GameState, src: int, ev: tuple) -> bool:
    return ev[1] == st.owner[src] and in_headwind(st, ev[1])


def _to_deck_top(st: GameState, ctx: Ctx, uid: int) -> None:
    S.move_card(st, uid, DECK, top=True)


def _this_unused(st: GameState, ctx: Ctx) -> None:
    if ctx.card >= 0 and st.loc[ctx.card] in (IN_USE, SPECIAL):
        S.set_unused(st, ctx.card)


def _compass_cancel_on(st: GameState, ctx: Ctx) -> None:
    """CR 10-28: duplicates of Compass's Ongoing text cancel out. The core cancels abilities with equal
    ``cancel_key`` while the ``cancel_keys`` mark is set (which slows every hook lookup): set it only when
    another Compass is deployed as this one enters play (the only way a Compass enters ＜Enhancement＞)."""
    for p in (0, 1):
        for u in st.zones[p][ENHANCE]:
            if u != ctx.card and st.cards[u].id == COMPASS:
                st.marks["cancel_keys"] = True
                S.invalidate(st)
                return


def _strait_reveal(st: GameState, ctx: Ctx) -> None:
    q = 1 - ctx.player
    deck = st.zones[q][DECK]
    if not deck:
        return
    u = deck[0]
    if st.record:
        st.log("reveal", q, u)
    if S.card_of(st, u).ctype == ATTACK:
        S.move_card(st, u, PLAYED)


def _strait_free_play(st: GameState, ctx: Ctx) -> None:
    u = ctx.card
    if st.loc[u] != SPECIAL:
        return
    st.marks[("free_play", u)] = True
    S.start_play(st, ctx.player, u, MODE_EFFECT)


WAVECALL_RETURN = ChooseCards(1, (DISCARD,), _to_deck_top, optional=True, label="wavecall")


# ---------------------------------------------------------------- cards
card(TORPEDO, attack_statics=(AttackMod(TAILWIND, 2, 2),), after=(If(HEADWIND, DoubleArrow("dist", "shadow", 2)),),
     summary="tailwind: +2/+2; after attack, headwind: Distance (2) <-> Shadow")
card(TORRENT, attack_statics=(AttackMod(TAILWIND, 1, 1), AttackMod(ALL_OUT, flags=("no_reactions_normal",)),
                              DamageTo(ALL_OUT, DIST, DIST)), all_out=True,
     summary="tailwind: +1/+1; All-Out: no Normal reactions, damage moves tokens to Distance")
card(ACID, attack_statics=(DamageTo(HEADWIND, SHADOW, SHADOW),),
     summary="headwind: its life damage moves tokens to Shadow instead of Flare")
card(TSUNAMI, on_play=(If(distance_at_most(4), If(HEADWIND, Arrow("opp_flare", "dist", 1),
                                                  otherwise=(Arrow("shadow", "dist", 1),))),),
     summary="Distance <= 4: Shadow (headwind: opponent's Flare) (1) -> Distance")
card(DIVEBOMB, unguarded=True, initialize=(SUBMERGE,),
     disenchant=(MakeAttack(rng(1, 7), None, 1, flags=("no_reactions",)),),
     summary="Unguarded; Initialize: Submerge; Disenchant: attack 1-7 -/1, no reactions")
card(BATTEN, on_play=(Arrow("shadow", "aura", 3), May("draw", Draw(1)), If(HEADWIND, TurnEffect(HandLimitDelta(1)))),
     summary="Shadow (3) -> Aura; may draw 1; headwind: hand limit +1 this turn")
card(COMPASS, ongoing=(CompassRange(),), initialize=(Custom(_compass_cancel_on, "compass"),),
     disenchant=(Arrow("shadow", "aura", 1),),
     summary="your attacks gain Range 5, the opponent's lose it (duplicates cancel); Disenchant: Shadow (1) -> Aura")
card(WAVECALL, ongoing=(WavecallLock(), Trigger("start_phase", _own_start, WAVECALL_RETURN, label="wavecall")),
     disenchant=(WAVECALL_RETURN, BasicActions(1), MakeAttack(rng(2, 7), 1, None)),
     summary="tokens leave only on your tailwind turn; start phase / Disenchant: a discard on top of the deck; "
             "Disenchant: up to 1 basic action, attack 2-7 1/-")
card(CETACEAN, attack_statics=(AttackMod(TAILWIND, 1, 2),),
     after=(If(HEADWIND, Arrow("shadow", "dist", 2), Custom(_this_unused, "unused")),),
     summary="tailwind: +1/+2; after attack, headwind: Shadow (2) -> Distance, this card becomes unused")
card(BRUMOUS, ongoing=(BrumousRange(),),
     summary="on the opponent's turn their attacks with 3+ Range values keep only the ends")
card(SALVO, devoted=(ImmediateResurgence(_salvo_resurges),),
     data={"on_unused": "basic action (host rule HatsumiRules)"},
     summary="when it becomes unused: may do a basic action; Immediate Resurgence: Distance 2+ closer on the "
             "opponent's turn")
card(LIGHTHOUSE, on_play=(If(Not_(HEADWIND), Flinch("self")),), devoted=(MasteryDelta(1), LighthouseBlock()),
     summary="not headwind: flinch yourself; Devoted: Mastery Zone +1, the opponent's non-Attack card from hand "
             "on their turn is discarded instead of resolving and this card becomes unused")
card(COXSWAINED, on_play=(If(HEADWIND, Flinch("opp"), Custom(_strait_reveal, "reveal")),),
     devoted=(Trigger("start_phase", _own_start_headwind,
                      May("coxswained", Custom(_strait_free_play, "free play")), label="coxswained"),),
     summary="headwind: flinch the opponent, reveal their top card, an Attack goes to their played pile; Devoted: "
             "start phase in headwind, may play it without Cost")
card(BENTHIC, initialize=(SUBMERGE, Flinch("opp")),
     disenchant=(If(TAILWIND, SingleDamage("aura", 1), SingleDamage("life", 1)),),
     devoted=(Resurgence(HEADWIND),),
     summary="Initialize: Submerge, flinch the opponent; Disenchant, tailwind: 1 damage to Aura and to Life; "
             "Resurgence: headwind")
card(DIVE_FORWARD_CARD, data={"dive": FORWARD_DIVE},
     summary="dive card: this turn Distance -1, Mastery Zone -1; out-of-range attack fails (host rule)")
card(DIVE_BACKWARD_CARD, data={"dive": BACKWARD_DIVE},
     summary="dive card: this turn Distance +1, Mastery Zone +1; out-of-range attack fails (host rule)")


__all__ = ["ALL_OUT", "BACKWARD_DIVE", "DIVE", "FORWARD_DIVE", "HEADWIND", "HEADWIND_KEY", "TAILWIND",
           "TAILWIND_FIXED", "DamageTo", "HatsumiRules", "dive_direction", "diving", "in_headwind",
           "resolve_dive"]
