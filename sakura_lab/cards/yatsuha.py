"""Card effects of Yatsuha (八葉) and her alternate forms (latest season, na-s10-2), written in the engine's DSL.

Forms: Yatsuha (original), Perfect Yatsuha (完全態 / 『徒神』, A1) and Yatsuha Realized (自我, AA1).
Additional rules: megami-rules.en.md section 14.

- 14-1 Extra cards: the game builder puts the catalogue's ``extra`` cards of the hosted form into ＜Extra＞. The
  card data links the six perfect cards A1-N-1..6-Ex1 only to A1; MR 14-1 gives them to AA1 too, so the
  catalogue builder lists them for ``yatsuha-aa1`` as well (``scripts/build_catalogue.py`` EXTRA_ALSO_FOR).
- 14-2-1 Reflections (鏡映数): :func:`reflections`, the number of Aura / Flare / Life counts both players share.
- 14-3 Perfect (完全態): exchange (CR 10-25, ``engine.general.exchange``) by the table :data:`PERFECT`
  (the card data's ``exchangableTo`` links; the same table is in the 2025 CR translation WitchSand/furuyoni-rules
  ``content/rules/zh-Hans/02-additional-rules.md`` §14-3). Each player's count of cards made perfect is kept in
  the mark ``("yatsuha_perfected", p)`` (read by Naughtbloom Harvest).
- 14-4 ＜Memory＞ = zone ``AUX4`` (face down; only the owner sees the faces: hidden information ``yatsuha_memory``),
  its Sakura token at token place ``AUX4_TOKENS + p``, the journey token's location (1-4) in the mark
  ``("yatsuha_loc", p)``. A card moving from Memory to the hand may be revealed and so made perfect.
  GAP FILLED (MR 14-4 position table, missing in our 2022 sources): 1 = gain 1 Vigor; 2 = choose one
  enhancement of either player, move 1 token from it to Shadow or 1 from Shadow onto it; 3 = choose a card in
  your played pile or discard pile and put it on the bottom of your deck; 4 = draw 1 card. Source: the later CR
  (source version 1.14.1) translated at WitchSand/furuyoni-rules, ``content/rules/zh-Hans/02-additional-rules.md``
  §14-4 table "所在地与对应效果" (matches the candidate in our Gaps table, row 4).
- 14-5 Setting out: :func:`set_out` (once per game: mark ``("yatsuha_set_out", p)``); the start point in
  ``("yatsuha_start", p)``.
- 14-6 Clockwise: location + 1, from 4 to 1.
- 14-7 Homecoming: :func:`homecoming`.

Rule decisions (each with its source):

- Grim Edict / Celestial River "No Reactions (normal cards)" = flag ``no_reactions_normal``; Maw of the Abyss
  "No Reactions" = ``no_reactions`` (card data text 対応不可 without "(通常札)").
- Phantom Stride / Confluence "this turn the distance is 1 more (less) and the Mastery Zone 1 larger (smaller)":
  a turn mark ``("turn", "yatsuha_shift", p)`` read by Yatsuha's host rule through ``distance_delta`` /
  ``mastery_delta`` (never below 0: the core clamps the distance). The shift counts for both players' reading of
  the distance (it changes the distance itself).
- Pact of Glass "at the next end phase": the next end phase that begins after it resolved (whoever's turn);
  marks ``("yatsuha_pact", p)`` count pending checks, Yatsuha's host rule resolves them at that end phase.
- Devil of the Mirror's Life → Dust 1: Dust is ＜Shadow＞ (CR glossary).
- Determination / Conviction "one or both": a choice among "first", "second", "both" (both: the order printed).
- Conviction's cancel reads the reacted attack's Aura damage after all modifications (CR 5-6); an attack with
  "-" Aura damage is not cancelled; X = Reflections + 1 read when the line resolves.
- Vengeful Spirit of the Twin Mirrors: the copy (CR 10-27 via the same values as ``engine.general.copy_attack``)
  is made only if your Life is less than the opponent's; it is a reaction attack to the reacted attack (so it
  cannot itself be reacted to, CR 9-4 i). Then the reacted attack is cancelled unless it is a Special's.
- Lullaby of the Four Mirrors: "a non-Special enhancement" of either player (the text does not restrict the
  owner); its tokens go to Shadow, it is disenchanted (CR 5-5-2) before the rest resolves; "in any played pile"
  = either player's 捨て札 (＜Played＞); playing it is by effect (CR 9-9, MODE_EFFECT) if legal; a Throughout card
  played this way gives Lullaby Terminal (the player's turn ends its card use as Terminal does, CR 9-2).
- The Other Side of the Eight Mirrors: arrows (→) of cards you own become double arrows (⇔) through the
  declared hook ``doubles_arrows``; its Disenchant removes it from the game (CR 10-18).
- Naughtbloom of the Eight Mirrors (A1 Special): "immediately before you reshuffle" = the core event
  ``before_reshuffle`` (the same timing Oboro's Trap rule uses); perfecting is optional and flinches you only when
  done.
- Naughtbloom Harvest: "cards made perfect" counts every card this player made perfect in this game (by any
  effect), the count read at resolution; with 4+ it goes to the bottom of the deck and 2 Life go to Out of Game.
- A World Unknown: "the first card you use this game" is tracked by Yatsuha's host rule (mark
  ``("yatsuha_first", p)`` = the uid of the first card that player played). When it is, the player may charge it
  from Out of Game: they decide as it is played (before the normal Charge); yes puts its Charge from Out of Game
  and the normal Charge then takes nothing (mark ``("yatsuha_outside_charge", uid)``).
- A World of Hope: the Devoted text resolves at the beginning of every turn's start phase (event ``start_phase``);
  with no token in Memory (no token could be taken from Shadow, or it went home) nothing happens. The second
  visit of the starting point resolves Homecoming instead of the location effect, and the (then absent) token is
  not moved.
- Her Ideology: "instead of drawing" is the declared replacement ``draw`` (one card at a time), "instead of the
  reshuffle's damage" the declared replacement ``reshuffle_damage``; both are optional (the player may decline and
  draw / take the damage).
- Her Identity (Devoted): "instead of reacting to an attack" is offered when an attack against its owner is made
  (event ``attack_made``), before the reaction window (also against attacks with No Reactions, as its text says;
  not against an attack made as a Reaction, which cannot be reacted to, CR 9-4 i). Choosing it removes the card
  (CR 10-18), puts another megami's card from hand into the played pile (捨て札) and cancels the attack (an
  uncancellable attack, CR 10-23, is not cancelled); a cancelled attack then gets no reaction window.
- Revealing a card: logged (``yatsuha_reveal``); nothing else hides a perfect card once exchanged (it is face up
  wherever the original was face up).
"""
from __future__ import annotations

from typing import Any

from sakura_lab.cards.mechanics import answer_is, answer_is_not, plays_card
from sakura_lab.engine import api as S
from sakura_lab.engine.cardbase import Ability, AttackAcc
from sakura_lab.engine.constants import (
    AURA,
    AUX4,
    AUX4_TOKENS,
    CARD_BASE,
    D_CARD,
    D_CHOOSE,
    D_MAY,
    DECK,
    DEVOTED,
    DISCARD,
    ENHANCE,
    EXTRA,
    FLARE,
    HAND,
    IN_USE,
    LIFE,
    MODE_EFFECT,
    OUTSIDE,
    PLAYED,
    SHADOW,
    SPECIAL,
    THROUGHOUT,
    UNUSED,
)
from sakura_lab.engine.dsl import (
    Arrow,
    ChooseCards,
    ChooseOne,
    Custom,
    DoubleArrow,
    Draw,
    Flinch,
    GainVigor,
    If,
    MakeAttack,
    Node,
    card,
    opponent_chose,
    rng,
    to_deck_bottom,
)
from sakura_lab.engine.general import distance_limit, exchange, remove_from_game
from sakura_lab.engine.hidden import HiddenInfo, register_hidden
from sakura_lab.engine.hostrules import register_host_rules, rule_player
from sakura_lab.engine.state import Attack, Ctx, Decision, GameState
from sakura_lab.engine.telemetry import count, register_mechanic

MEGAMI = "yatsuha"
MEMORY = AUX4  # MR 14-4

CLAW = "16-yatsuha-o-n-1"
EDICT = "16-yatsuha-o-n-2"
DEVIL = "16-yatsuha-o-n-3"
STRIDE = "16-yatsuha-o-n-4"
DETERMINATION = "16-yatsuha-o-n-5"
PACT = "16-yatsuha-o-n-6"
HARVEST = "16-yatsuha-o-n-7"
TWIN = "16-yatsuha-o-s-1"
LULLABY = "16-yatsuha-o-s-2"
RIVER = "16-yatsuha-o-s-3"
OTHER_SIDE = "16-yatsuha-o-s-4"
TALON = "16-yatsuha-A1-n-1-ex1"
MAW = "16-yatsuha-A1-n-2-ex1"
MONSTER = "16-yatsuha-A1-n-3-ex1"
CONFLUENCE = "16-yatsuha-A1-n-4-ex1"
CONVICTION = "16-yatsuha-A1-n-5-ex1"
COVENANT = "16-yatsuha-A1-n-6-ex1"
NAUGHT_HARVEST = "16-yatsuha-A1-n-7-ex1"
NAUGHTBLOOM = "16-yatsuha-A1-s-4"
UNKNOWN = "16-yatsuha-AA1-n-7"
HOPE = "16-yatsuha-AA1-n-7-ex1"
IDEOLOGY = "16-yatsuha-AA1-n-7-ex2"
IDENTITY = "16-yatsuha-AA1-s-4"

# MR 14-3: card -> its perfect form (card data ``exchangableTo``).
PERFECT: dict[str, str] = {
    CLAW: TALON, EDICT: MAW, DEVIL: MONSTER, STRIDE: CONFLUENCE, DETERMINATION: CONVICTION, PACT: COVENANT,
    HARVEST: NAUGHT_HARVEST,
}

# ---------------------------------------------------------------- mechanic telemetry
def _uses_perfect(view: Any, d: Decision, option: Any) -> bool:
    """Answering yes to "make it perfect?" or choosing a card to make perfect."""
    if d.kind == D_MAY:
        return d.context == "yatsuha_perfect" and option is True
    return d.kind == D_CARD and d.context == "yatsuha_perfect_pick" and option != "stop"


# only A1 (Naughtbloom of the Eight Mirrors, Naughtbloom Harvest) and AA1 (Memory, Her Identity) make cards perfect
register_mechanic(MEGAMI, "yatsuha_perfect", "a card was made perfect (exchanged for its perfect form)",
                  "MR 14-3, CR 10-25", uses=_uses_perfect, forms=("yatsuha-a1", "yatsuha-aa1"))
register_mechanic(MEGAMI, "yatsuha_reflections", "a card read Reflections of 1 or more (counted per use)",
                  "MR 14-2-1")
register_mechanic(MEGAMI, "yatsuha_journey", "set out on the Journey of the Sakura Age", "MR 14-5",
                  forms=("yatsuha-aa1",), uses=plays_card(lambda cd: cd.id == "16-yatsuha-AA1-n-7-ex1"))
register_mechanic(MEGAMI, "yatsuha_location", "a Memory location's effect resolved", "MR 14-4, 14-6",
                  forms=("yatsuha-aa1",))
register_mechanic(MEGAMI, "yatsuha_homecoming", "Homecoming resolved", "MR 14-7", forms=("yatsuha-aa1",))
register_mechanic(MEGAMI, "yatsuha_memory_return", "a card returned from Memory to the hand", "MR 14-4",
                  forms=("yatsuha-aa1",), uses=answer_is_not(D_CARD, "yatsuha_memory_draw", "draw"))
register_mechanic(MEGAMI, "yatsuha_identity_cancel", "Her Identity cancelled an attack instead of a reaction",
                  "MR 14-1 (AA1-S-4)", forms=("yatsuha-aa1",),
                  uses=answer_is(D_MAY, "yatsuha_identity", True))


# ====================================================================== 14-2-1 Reflections
def reflections(st: GameState) -> int:
    """MR 14-2-1: how many of Aura, Flare and Life both players have in equal count."""
    t = st.tok
    return int(t[AURA] == t[AURA + 1]) + int(t[FLARE] == t[FLARE + 1]) + int(t[LIFE] == t[LIFE + 1])


class ReflectionsMod(Ability):
    """Forced text of an attack: +X/+X (or +0/+X with ``aura=False``), X = Reflections."""

    __slots__ = ("aura", "life")

    def __init__(self, aura: bool = True, life: bool = True) -> None:
        self.aura = aura
        self.life = life

    def modify_attack(self, st: GameState, src: int, atk: Attack, acc: AttackAcc) -> None:
        x = reflections(st)
        if self.aura:
            acc.aura_add += x
        if self.life:
            acc.life_add += x

    def on_made(self, st: GameState, atk: Attack) -> None:
        if reflections(st) > 0:
            count(st, atk.player, "yatsuha_reflections")


# ====================================================================== 14-3 Perfect
def is_yatsuha(st: GameState, uid: int) -> bool:
    return MEGAMI in st.cards[uid].users


def perfect_target(st: GameState, uid: int) -> int:
    """The perfect form of ``uid`` waiting in its owner's ＜Extra＞ (-1 if none)."""
    tid = PERFECT.get(st.cards[uid].id)
    if tid is None or not is_yatsuha(st, uid):
        return -1
    for t in st.zones[st.owner[uid]][EXTRA]:
        if st.cards[t].id == tid:
            return t
    return -1


def make_perfect(st: GameState, uid: int) -> int:
    """MR 14-3: exchange ``uid`` for its perfect form (CR 10-25). Returns the perfect card's uid, or -1."""
    t = perfect_target(st, uid)
    if t < 0:
        return -1
    p = st.owner[uid]
    if not exchange(st, uid, t):
        return -1
    st.marks[("yatsuha_perfected", p)] = st.marks.get(("yatsuha_perfected", p), 0) + 1
    count(st, p, "yatsuha_perfect")
    return t


def perfected(st: GameState, p: int) -> int:
    return int(st.marks.get(("yatsuha_perfected", p), 0))


def _reveal(st: GameState, uid: int) -> None:
    if st.record:
        st.log("yatsuha_reveal", st.owner[uid], uid)


def offer_perfect(st: GameState, p: int, zones: tuple[int, ...], then: Any = None) -> None:
    """"Reveal a Yatsuha card in <zones> and you may make it perfect": choose one (or none) among the cards that
    have a perfect form available; ``then(st, p, new_uid)`` runs when one was made perfect."""
    cands = [u for z in zones for u in st.zones[p][z] if perfect_target(st, u) >= 0]
    if not cands:
        return
    S.ask(st, p, D_CARD, ["stop"] + cands, _offer_perfect_answer, p, then, context="yatsuha_perfect_pick",
          auto_single=False)


def _offer_perfect_answer(st: GameState, ans: Any, p: int, then: Any) -> None:
    if ans == "stop":
        return
    _reveal(st, ans)
    t = make_perfect(st, ans)
    if t >= 0 and then is not None:
        then(st, p, t)


def _flinch_self(st: GameState, p: int, t: int) -> None:
    S.flinch(st, p)


# ====================================================================== 14-4 Memory
def _memory_conceals(st: GameState, uid: int, viewer: int) -> bool:
    """MR 14-4: cards in ＜Memory＞ are face down; only the associated player may look at them."""
    return st.loc[uid] == MEMORY and st.owner[uid] != viewer


def _resample_memory(st: GameState, viewer: int, rng: Any) -> None:
    """Give the opponent's Memory cards random identities from their normal pool that the world does not hold
    elsewhere (after the core's redraw of hand, deck and face-down discards, whose unseen pool includes them)."""
    q = 1 - viewer
    from sakura_lab.engine.view import deal_unheld_normals
    deal_unheld_normals(st, q, [u for u in st.zones[q][MEMORY] if _memory_conceals(st, u, viewer)], rng)


register_hidden(HiddenInfo("yatsuha_memory", "MR 14-4", conceals_card=_memory_conceals, resample=_resample_memory))


def memory_to_hand(st: GameState, uid: int) -> None:
    """MR 14-4: a card moves from Memory to the hand; its owner may reveal it, and a Yatsuha card revealed so
    becomes perfect."""
    p = st.owner[uid]
    S.move_card(st, uid, HAND)
    count(st, p, "yatsuha_memory_return")
    if perfect_target(st, uid) >= 0:
        S.ask(st, p, D_MAY, (False, True), _memory_reveal_answer, uid, context="yatsuha_perfect", auto_single=False)


def _memory_reveal_answer(st: GameState, yes: bool, uid: int) -> None:
    if yes and st.loc[uid] == HAND:
        _reveal(st, uid)
        make_perfect(st, uid)


# ====================================================================== 14-5 .. 14-7 the journey
def set_out(st: GameState, ctx: Ctx) -> None:
    """MR 14-5: once per game choose a starting location and put 1 Shadow token on it in Memory."""
    p = ctx.player
    if st.marks.get(("yatsuha_set_out", p)):
        return
    S.ask(st, p, D_CHOOSE, (1, 2, 3, 4), _set_out_answer, p, context="yatsuha_start", auto_single=False)


def _set_out_answer(st: GameState, start: int, p: int) -> None:
    st.marks[("yatsuha_set_out", p)] = True
    st.marks[("yatsuha_start", p)] = start
    st.marks[("yatsuha_loc", p)] = start
    st.marks[("yatsuha_start_visits", p)] = 0
    S.move_tokens(st, SHADOW, AUX4_TOKENS + p, 1, cause="journey")
    count(st, p, "yatsuha_journey")
    if st.record:
        st.log("yatsuha_journey", p, start)


def _loc_enhancement(st: GameState, ctx: Ctx) -> None:
    cands = [u for q in (ctx.player, 1 - ctx.player) for u in st.zones[q][ENHANCE]]
    if cands:
        S.ask(st, ctx.player, D_CARD, cands, _loc_enh_card, ctx, context="yatsuha_location2")


def _loc_enh_card(st: GameState, uid: int, ctx: Ctx) -> None:
    opts = [o for o, ok in (("to_shadow", st.tok[CARD_BASE + uid] > 0), ("from_shadow", st.tok[SHADOW] > 0)) if ok]
    if opts:
        S.ask(st, ctx.player, D_CHOOSE, opts, _loc_enh_dir, uid, context="yatsuha_location2_dir")


def _loc_enh_dir(st: GameState, ans: str, uid: int) -> None:
    if ans == "to_shadow":
        S.move_tokens(st, CARD_BASE + uid, SHADOW, 1)
    else:
        S.move_tokens(st, SHADOW, CARD_BASE + uid, 1)


LOCATIONS: dict[int, tuple[Node, ...]] = {
    1: (GainVigor(1),),
    2: (Custom(_loc_enhancement, "yatsuha_location2"),),
    3: (ChooseCards(1, (PLAYED, DISCARD), to_deck_bottom, optional=False, label="yatsuha_location3"),),
    4: (Draw(1),),
}


def journey_step(st: GameState, ctx: Ctx) -> None:
    """A World of Hope (Devoted), start of a start phase: resolve the location's effect and move the token
    clockwise (MR 14-6); the second visit of the starting point is Homecoming instead (MR 14-7)."""
    p = ctx.player
    if st.tok[AUX4_TOKENS + p] <= 0:
        return
    loc = int(st.marks.get(("yatsuha_loc", p), 1))
    if loc == st.marks.get(("yatsuha_start", p)):
        visits = int(st.marks.get(("yatsuha_start_visits", p), 0)) + 1
        st.marks[("yatsuha_start_visits", p)] = visits
        if visits >= 2:
            homecoming(st, ctx)
            return
    st.marks[("yatsuha_loc", p)] = loc % 4 + 1  # MR 14-6 (after the effect; the effect does not read it)
    count(st, p, "yatsuha_location")
    if st.record:
        st.log("yatsuha_location", p, loc)
    S.push_nodes(st, LOCATIONS[loc], ctx)


def homecoming(st: GameState, ctx: Ctx) -> None:
    """MR 14-7 Homecoming."""
    p = ctx.player
    hand = list(st.zones[p][HAND])
    if not hand:
        _homecoming_keep(st, "none", ctx)
        return
    S.ask(st, p, D_CARD, ["none"] + hand, _homecoming_keep, ctx, context="yatsuha_homecoming_keep",
          auto_single=False)


def _homecoming_keep(st: GameState, keep: Any, ctx: Ctx) -> None:
    p = ctx.player
    count(st, p, "yatsuha_homecoming")
    if st.record:
        st.log("yatsuha_homecoming", p)
    zp = st.zones[p]
    for z in (DECK, PLAYED, DISCARD, ENHANCE, HAND):  # step 2: no Disenchant effects
        for u in list(zp[z]):
            if u != keep and st.cards[u].is_normal and st.owner[u] == p:
                if z == ENHANCE:
                    st.disenchanting.discard(u)
                S.move_card(st, u, MEMORY)  # tokens on enhancements go to Shadow with it (CR 7-1-9)
    S.move_tokens(st, AUX4_TOKENS + p, SHADOW, st.tok[AUX4_TOKENS + p], cause="homecoming")  # step 3
    for u in list(zp[EXTRA]):  # step 4
        if st.cards[u].id == IDEOLOGY:
            S.move_card(st, u, SPECIAL)
            st.cstate[u] = UNUSED
            st.abcache = None
            break


# ====================================================================== host rules
class YatsuhaRules(Ability):
    """Yatsuha's bookkeeping in force for her host: Phantom shifts of distance / Mastery Zone, Pact of Glass's
    end-phase check, the first card played (A World Unknown), A World Unknown's Out-of-Game charge choice and
    Her Identity's "instead of reacting"."""

    __slots__ = ()

    def distance_delta(self, st: GameState, src: int) -> int:
        return int(st.marks.get(("turn", "yatsuha_shift", rule_player(src)), 0)) if st.marks else 0

    def mastery_delta(self, st: GameState, src: int) -> int:
        return int(st.marks.get(("turn", "yatsuha_shift", rule_player(src)), 0)) if st.marks else 0

    def on_event(self, st: GameState, src: int, ev: tuple) -> None:
        p = rule_player(src)
        kind = ev[0]
        if kind == "card_played":
            if ev[1] == p:
                key = ("yatsuha_first", p)
                if key not in st.marks:
                    st.marks[key] = ev[2]
                    if st.cards[ev[2]].id == UNKNOWN:
                        S.queue_trigger(st, ("yatsuha_unknown", UNKNOWN), _unknown_offer, p, ev[2])
        elif kind == "end_phase":
            n = int(st.marks.get(("yatsuha_pact", p), 0))
            if n:
                src_uid = int(st.marks.get(("yatsuha_pact_card", p), -1))
                del st.marks[("yatsuha_pact", p)]
                S.queue_trigger(st, ("yatsuha_pact", PACT), _pact_check, p, src_uid, n)
        elif kind == "attack_made":
            atk = st.attacks.get(ev[2])
            if atk is None or atk.player == p or atk.is_reaction or atk.cancelled:
                return
            for u in st.zones[p][SPECIAL]:
                if st.cards[u].id == IDENTITY and st.cstate[u] == DEVOTED and _other_megami_hand(st, p):
                    S.queue_trigger(st, ("yatsuha_identity", IDENTITY), _identity_offer, p, u, atk.aid)
                    return


register_host_rules(MEGAMI, YatsuhaRules())


# ====================================================================== cards: original
def _shift(n: int) -> Node:
    def fn(st: GameState, ctx: Ctx) -> None:
        key = ("turn", "yatsuha_shift", ctx.player)
        st.marks[key] = int(st.marks.get(key, 0)) + n
    return Custom(fn, f"yatsuha_shift{n:+d}")


PHANTOM_CHOICE = ChooseOne(("farther", (_shift(1),)), ("nearer", (_shift(-1),)))

card(CLAW, flags=("no_reactions_normal",), after=(Arrow("aura", "opp_flare", 1),),
     summary="Astral Claw: No Reactions (normal cards); after the attack your Aura to the opponent's Flare 1.")
card(EDICT, flags=("no_reactions_normal",), attack_statics=(ReflectionsMod(aura=False),), after=(Flinch("self"),),
     summary="Grim Edict: No Reactions (normal cards); +0/+X, X = Reflections; after the attack you flinch.")
card(DEVIL, after=(Arrow("life", "shadow", 1),),
     summary="Devil of the Mirror (Throughout): after the attack your Life to Dust 1.")
card(STRIDE, on_play=(GainVigor(1), PHANTOM_CHOICE),
     summary="Phantom Stride: gain 1 Vigor; this turn the distance and the Mastery Zone are 1 more, or 1 less.")
card(DETERMINATION, on_play=(ChooseOne(("self", (DoubleArrow("aura", "flare", 1),)),
                                       ("opponent", (DoubleArrow("opp_aura", "opp_flare", 1),)),
                                       ("both", (DoubleArrow("aura", "flare", 1),
                                                 DoubleArrow("opp_aura", "opp_flare", 1)))),),
     summary="Determination (Reaction): your Aura<->Flare 1 and/or the opponent's Aura<->Flare 1.")


def _pact_later(st: GameState, ctx: Ctx) -> None:
    p = ctx.player
    st.marks[("yatsuha_pact", p)] = int(st.marks.get(("yatsuha_pact", p), 0)) + 1
    st.marks[("yatsuha_pact_card", p)] = ctx.card


def _pact_check(st: GameState, p: int, uid: int, n: int) -> None:
    ctx = Ctx(p, uid)
    nodes = tuple(If(_pact_cond, Arrow("aura", "opp_flare", 1)) for _ in range(n))
    S.push_nodes(st, nodes, ctx)


def _pact_cond(st: GameState, ctx: Ctx) -> bool:
    return st.tok[FLARE + 1 - ctx.player] <= st.tok[FLARE + ctx.player]


card(PACT, on_play=(Arrow("opp_flare", "aura", 1), Custom(_pact_later, "pact_later")),
     summary="Pact of Glass (Reaction): opponent's Flare to your Aura 1; at the next end phase, if the opponent's "
             "Flare is at most yours, your Aura to the opponent's Flare 1.")


def _harvest_charge(st: GameState, uid: int) -> int:
    return max(0, 3 - reflections(st))


card(HARVEST, unguarded=True, charge_fn=_harvest_charge,
     disenchant=(MakeAttack(rng(1, 4), 0, 0, after=(Arrow("opp_aura", "aura", 2),)),),
     summary="Flower Harvest (Unguarded): Charge 3 minus Reflections; Disenchant: attack 1-4 0/0, after it the "
             "opponent's Aura to yours 2.")


# ---------------------------------------------------------------- 双葉鏡の祟り神 (Twin Mirrors)
def _twin(st: GameState, ctx: Ctx) -> None:
    p = ctx.player
    src = st.attacks.get(ctx.reacted)
    # the reacted attack is cancelled after the copy resolves (the text's order)
    S.push(st, _twin_cancel, ctx)
    if src is None or not st.tok[LIFE + p] < st.tok[LIFE + 1 - p]:
        return
    vals = S.attack_values(st, src)
    flags = frozenset({"overwhelm"}) & vals.flags
    atk = S.new_attack(st, p, rng=tuple(sorted(vals.range)), aura=vals.aura, life=vals.life, after=src.after,
                       flags=flags, source=ctx.card)
    atk.megami = src.megami
    atk.marks["copy_of"] = src.aid
    atk.is_reaction = True  # "treated as reacting to the reacted attack"
    atk.reacted_to = src.aid
    if not S.can_attack(st, p) or not S.in_range(st, atk):
        del st.attacks[atk.aid]
        return
    S.push_resolve_attack(st, atk.aid)


def _twin_cancel(st: GameState, ctx: Ctx) -> None:
    atk = st.attacks.get(ctx.reacted)
    if atk is None or atk.category == "special":
        return
    if "uncancellable" in S.attack_values(st, atk).flags:
        return
    atk.cancelled = True
    if st.record:
        st.log("cancel", ctx.player, atk.aid)


card(TWIN, on_play=(Custom(_twin, "twin_mirrors"),),
     summary="Vengeful Spirit of the Twin Mirrors (Reaction): if your Life is less than the opponent's, attack with "
             "a copy of the reacted attack (as a reaction to it); cancel the reacted attack unless a Special's.")


# ---------------------------------------------------------------- 四葉鏡のわらべ唄 (Lullaby)
def _lullaby(st: GameState, ctx: Ctx) -> None:
    cands = [u for q in (ctx.player, 1 - ctx.player) for u in st.zones[q][ENHANCE] if st.cards[u].is_normal]
    if cands:
        S.ask(st, ctx.player, D_CARD, cands, _lullaby_chosen, ctx, context="yatsuha_lullaby")


def _lullaby_chosen(st: GameState, uid: int, ctx: Ctx) -> None:
    S.push(st, _lullaby_then, uid, ctx)
    S.move_tokens(st, CARD_BASE + uid, SHADOW, st.tok[CARD_BASE + uid], cause="effect")
    st.enh_dirty = True


def _lullaby_then(st: GameState, uid: int, ctx: Ctx) -> None:
    if st.loc[uid] != PLAYED or not S.can_play(st, ctx.player, uid, MODE_EFFECT):
        return
    S.ask(st, ctx.player, D_MAY, (False, True), _lullaby_play, uid, ctx, context="yatsuha_lullaby_play",
          auto_single=False)


def _lullaby_play(st: GameState, yes: bool, uid: int, ctx: Ctx) -> None:
    if not yes:
        return
    if S.card_of(st, uid).subtype == THROUGHOUT:
        st.terminal[ctx.player] = True  # this card gains Terminal (CR 9-2)
    S.start_play(st, ctx.player, uid, MODE_EFFECT)


card(LULLABY, on_play=(Custom(_lullaby, "lullaby"),),
     summary="Lullaby of the Four Mirrors: send all tokens of a non-Special enhancement to Shadow; if it is then in "
             "a played pile you may play it (a Throughout one gives this card Terminal).")

card(RIVER, flags=("overwhelm", "no_reactions_normal"), attack_statics=(ReflectionsMod(),),
     summary="Celestial River of the Six Mirrors: Overwhelm, No Reactions (normal cards); +X/+X, X = Reflections.")


class OwnArrowsDouble(Ability):
    """Ongoing: the arrows of cards its owner owns become double arrows (CR 10-1)."""

    __slots__ = ()

    def doubles_arrows(self, st: GameState, src: int, ctx: Ctx) -> bool:
        p = st.owner[src]
        return ctx.player == p and ctx.card >= 0 and st.owner[ctx.card] == p


def _remove_this(st: GameState, ctx: Ctx) -> None:
    if ctx.card >= 0:
        remove_from_game(st, ctx.card)


card(OTHER_SIDE, terminal=True, ongoing=(OwnArrowsDouble(),), disenchant=(Custom(_remove_this, "remove"),),
     summary="The Other Side of the Eight Mirrors (Terminal): while deployed your cards' arrows are double arrows; "
             "Disenchant: remove this card.")

# ====================================================================== cards: perfect (A1 extras)
card(TALON, after=(Arrow("opp_flare", "aura", 1),),
     summary="Celestial Talon: after the attack the opponent's Flare to your Aura 1.")
card(MAW, flags=("no_reactions",), attack_statics=(ReflectionsMod(),),
     summary="Maw of the Abyss: No Reactions; +X/+X, X = Reflections.")
card(MONSTER, after=(If(opponent_chose("life"), Arrow("opp_life", "life", 1)),),
     summary="The Real Monster (Throughout): after the attack, if the opponent took Life damage, their Life to "
             "yours 1.")
card(CONFLUENCE, on_play=(PHANTOM_CHOICE, MakeAttack(rng(3, 5), 2, 1)),
     summary="Phantom Confluence: this turn the distance and Mastery Zone 1 more or 1 less; then attack 3-5 2/1.")


def _conviction_cancel(st: GameState, ctx: Ctx) -> None:
    atk = st.attacks.get(ctx.reacted)
    if atk is None or atk.category == "special":
        return
    vals = S.attack_values(st, atk)
    x = reflections(st) + 1
    if reflections(st) > 0:
        count(st, ctx.player, "yatsuha_reflections")
    if vals.aura is None or vals.aura > x or "uncancellable" in vals.flags:
        return
    atk.cancelled = True
    if st.record:
        st.log("cancel", ctx.player, atk.aid)


_CONVICTION_CANCEL = Custom(_conviction_cancel, "conviction_cancel")
card(CONVICTION, on_play=(ChooseOne(("swap", (DoubleArrow("aura", "flare", 1),)),
                                    ("cancel", (_CONVICTION_CANCEL,)),
                                    ("both", (DoubleArrow("aura", "flare", 1), _CONVICTION_CANCEL))),),
     summary="Conviction (Reaction): your Aura<->Flare 1 and/or cancel the reacted non-Special attack if its Aura "
             "damage is at most Reflections + 1.")
card(COVENANT, on_play=(ChooseOne(("opp_aura", (DoubleArrow("opp_aura", "flare", 1),)),
                                  ("opp_flare", (DoubleArrow("opp_flare", "aura", 1),))),),
     summary="Covenant of Glass (Reaction): the opponent's Aura<->your Flare 1, or the opponent's Flare<->your Aura 1.")


def _naught_harvest(st: GameState, ctx: Ctx) -> None:
    p = ctx.player
    if perfected(st, p) <= 3:
        offer_perfect(st, p, (PLAYED, HAND))
        return
    if ctx.card >= 0:
        S.move_card(st, ctx.card, DECK, top=False)
    moved = S.move_tokens(st, LIFE + p, OUTSIDE, 2, cause="effect")
    st.marks["outside_delta"] = st.marks.get("outside_delta", 0) - moved


card(NAUGHT_HARVEST, disenchant=(Custom(_naught_harvest, "naughtbloom_harvest"),),
     summary="Naughtbloom Harvest: Disenchant: with 3 or fewer cards made perfect you may perfect a Yatsuha card in "
             "your played pile or hand; with 4+ put this on the bottom of your deck and Life to Out of Game 2.")


# ---------------------------------------------------------------- A1 Special: 八葉鏡の徒桜
def _naughtbloom(st: GameState, ctx: Ctx) -> None:
    offer_perfect(st, ctx.player, (PLAYED, HAND), _flinch_self)


class BeforeReshuffle(Ability):
    """Devoted: immediately before its owner reshuffles, offer to perfect a card (then flinch)."""

    __slots__ = ()

    def on_event(self, st: GameState, src: int, ev: tuple) -> None:
        if ev[0] == "before_reshuffle" and ev[1] == st.owner[src]:
            S.queue_trigger(st, ("yatsuha_naughtbloom", NAUGHTBLOOM), _naughtbloom, Ctx(st.owner[src], src))


card(NAUGHTBLOOM, terminal=True, play_condition=distance_limit(0, 7), on_play=(Custom(_naughtbloom, "naughtbloom"),),
     devoted=(BeforeReshuffle(),),
     summary="Naughtbloom of the Eight Mirrors (Terminal, Range Restriction 0-7): on play and just before you "
             "reshuffle you may perfect a Yatsuha card in your played pile or hand; if you do, you flinch.")


# ====================================================================== cards: AA1
def _unknown_charge(st: GameState, uid: int) -> int:
    return 0 if st.marks.get(("yatsuha_outside_charge", uid)) else 1


def _unknown_offer(st: GameState, p: int, uid: int) -> None:
    if st.loc[uid] != IN_USE:  # its resolution was replaced (e.g. Hatsumi's Lighthouse, CR 10-30): no Charge step
        return
    S.ask(st, p, D_MAY, (False, True), _unknown_answer, p, uid, context="yatsuha_unknown_outside", auto_single=False)


def _unknown_answer(st: GameState, yes: bool, p: int, uid: int) -> None:
    if not yes:
        st.marks.pop(("yatsuha_outside_charge", uid), None)
        return
    st.marks[("yatsuha_outside_charge", uid)] = True
    S.move_tokens(st, OUTSIDE, CARD_BASE + uid, 1, cause="charge")
    st.marks["outside_delta"] = st.marks.get("outside_delta", 0) + 1


def _unknown_disenchant(st: GameState, ctx: Ctx) -> None:
    p = ctx.player
    st.marks.pop(("yatsuha_outside_charge", ctx.card), None)
    if ctx.card >= 0:
        remove_from_game(st, ctx.card)
    for u in list(st.zones[p][EXTRA]):
        if st.cards[u].id == HOPE:
            S.move_card(st, u, SPECIAL)
            st.cstate[u] = UNUSED
            st.abcache = None
            break


def _forward_twice(st: GameState, ctx: Ctx) -> None:
    S.push(st, S.do_basic_action, ctx.player, "forward")
    S.do_basic_action(st, ctx.player, "forward")


card(UNKNOWN, charge_fn=_unknown_charge,
     disenchant=(Custom(_forward_twice, "forward_twice"), Custom(_unknown_disenchant, "world_unknown")),
     summary="A World Unknown: if it is the first card you use this game you may charge it from Out of Game; "
             "Disenchant: Forward twice, then remove it and gain A World of Hope unused.")


class JourneyOnward(Ability):
    """A World of Hope (Devoted): at the beginning of every start phase, the journey goes on (MR 14-4..14-7)."""

    __slots__ = ()

    def on_event(self, st: GameState, src: int, ev: tuple) -> None:
        if ev[0] == "start_phase":
            p = st.owner[src]
            if st.tok[AUX4_TOKENS + p] > 0:
                S.queue_trigger(st, ("yatsuha_journey", HOPE), journey_step, Ctx(p, src))


card(HOPE, on_play=(Custom(set_out, "set_out"),), devoted=(JourneyOnward(),),
     summary="A World of Hope: set out on the Journey from a starting location of your choice; Devoted: each start "
             "phase resolve the location and move on; the second visit of the start is Homecoming.")


# ---------------------------------------------------------------- 彼女にとっての桜降る代 (Her Ideology)
def _ideology(st: GameState, ctx: Ctx) -> None:
    mem = list(st.zones[ctx.player][MEMORY])
    if mem:
        S.ask(st, ctx.player, D_CARD, mem, _ideology_pick, context="yatsuha_memory_pick")


def _ideology_pick(st: GameState, uid: int) -> None:
    memory_to_hand(st, uid)


class IdeologyDraw(Ability):
    """Devoted: if you would draw a card, you may instead return a Memory card to your hand."""

    __slots__ = ()
    replaces = frozenset({"draw"})

    def replace(self, st: GameState, src: int, what: str, args: tuple) -> bool:
        p = args[0]
        if p != st.owner[src] or not st.zones[p][MEMORY]:
            return False
        S.ask(st, p, D_CARD, ["draw"] + list(st.zones[p][MEMORY]), _ideology_draw, p,
              context="yatsuha_memory_draw", auto_single=False)
        return True


def _ideology_draw(st: GameState, ans: Any, p: int) -> None:
    if ans == "draw":
        S.draw_one_unreplaced(st, p)
        return
    memory_to_hand(st, ans)


class IdeologyReshuffle(Ability):
    """Devoted: if you would take the reshuffle's damage, you may instead reveal a Memory card and remove it."""

    __slots__ = ()
    replaces = frozenset({"reshuffle_damage"})

    def replace(self, st: GameState, src: int, what: str, args: tuple) -> bool:
        p = args[0]
        if p != st.owner[src] or not st.zones[p][MEMORY]:
            return False
        S.ask(st, p, D_CARD, ["damage"] + list(st.zones[p][MEMORY]), _ideology_reshuffle, p,
              context="yatsuha_memory_remove", auto_single=False)
        return True


def _ideology_reshuffle(st: GameState, ans: Any, p: int) -> None:
    if ans == "damage":
        S.damage_life(st, p, 1, "reshuffle", -1)
        return
    _reveal(st, ans)
    remove_from_game(st, ans)


card(IDEOLOGY, on_play=(Custom(_ideology, "ideology"),), devoted=(IdeologyDraw(), IdeologyReshuffle()),
     summary="Her Ideology: return a Memory card to your hand; Devoted: you may return a Memory card instead of "
             "drawing, and remove a revealed Memory card instead of the reshuffle's damage.")


# ---------------------------------------------------------------- 彼女にとっての自我と決意 (Her Identity)
def _identity(st: GameState, ctx: Ctx) -> None:
    p = ctx.player
    cands = [u for z in (PLAYED, DISCARD, HAND) for u in st.zones[p][z] if is_yatsuha(st, u)]
    if cands:
        S.ask(st, p, D_CARD, cands, _identity_pick, p, context="yatsuha_identity_pick")


def _identity_pick(st: GameState, uid: int, p: int) -> None:
    _reveal(st, uid)
    if perfect_target(st, uid) >= 0:
        S.ask(st, p, D_MAY, (False, True), _identity_perfect, p, uid, context="yatsuha_perfect", auto_single=False)
    else:
        _identity_perfect(st, False, p, uid)


def _identity_perfect(st: GameState, yes: bool, p: int, uid: int) -> None:
    if yes:
        t = make_perfect(st, uid)
        if t >= 0:
            uid = t
    S.ask(st, p, D_MAY, (False, True), _identity_top, uid, context="yatsuha_identity_top", auto_single=False)


def _identity_top(st: GameState, yes: bool, uid: int) -> None:
    if yes:
        S.move_card(st, uid, DECK, top=True)


def _other_megami_hand(st: GameState, p: int) -> list[int]:
    return [u for u in st.zones[p][HAND] if MEGAMI not in st.cards[u].users]


def _identity_offer(st: GameState, p: int, src: int, aid: int) -> None:
    atk = st.attacks.get(aid)
    if atk is None or atk.cancelled or st.loc[src] != SPECIAL or not _other_megami_hand(st, p):
        return
    S.ask(st, p, D_MAY, (False, True), _identity_answer, p, src, aid, context="yatsuha_identity", auto_single=False)


def _identity_answer(st: GameState, yes: bool, p: int, src: int, aid: int) -> None:
    if not yes:
        return
    S.ask(st, p, D_CARD, _other_megami_hand(st, p), _identity_discard, p, src, aid, context="yatsuha_identity_card")


def _identity_discard(st: GameState, uid: int, p: int, src: int, aid: int) -> None:
    remove_from_game(st, src)
    S.move_card(st, uid, PLAYED)
    count(st, p, "yatsuha_identity_cancel")
    atk = st.attacks.get(aid)
    if atk is None or "uncancellable" in S.attack_values(st, atk).flags:
        return
    atk.cancelled = True
    if st.record:
        st.log("cancel", p, aid)


card(IDENTITY, on_play=(Custom(_identity, "identity"),),
     summary="Her Identity: reveal a Yatsuha card in your played pile, discard pile or hand, you may perfect it, "
             "then may put it on top of your deck; Devoted: instead of reacting, remove this and put another "
             "megami's card from hand into your played pile to cancel the attack.")
