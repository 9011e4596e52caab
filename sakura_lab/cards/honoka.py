"""Card effects of Honoka and her alternate form (latest season), written in the engine's DSL.

Forms: Honoka (original) and Sakuraist Honoka (桜花拝, A1). Additional rules: megami-rules.en.md section 12
(12-1 extra cards set up face up in ＜Extra＞; the game builder does it from the catalogue's ``extra`` cards of
the hosted form) and the core exchange CR 10-25 (``engine.general.exchange``) that every Bloom (開花) uses.

Mechanics and where they live:
- Bloom / exchange (CR 10-25): the node :class:`Bloom` — "exchange this card with the set-aside card T"; T is
  chosen by name (or by the number of tokens on Shadow for the A1 chain); optional ("may") or mandatory; then
  T may / must go to the bottom of the deck, or a Special T becomes unused (CR 10-17). If T is not in
  ＜Extra＞ (e.g. Amidst Empty Trails was removed from the game), nothing happens (CR 10-25).
- Flowers in Your Hands replaces the basic action Recover (a replacement, CR 10-30): core replacement event
  ``basic_action`` (declared in ``engine.hooks.REPLACEMENTS``; see "Core changes" below).
- The Seasons Turn Again answers "your card moves from ＜Extra＞ to another zone": core event ``left_extra``
  (``engine.zones.move_card`` emits it when a card leaves ＜Extra＞).
- Amidst Empty Trails ("the opponent loses their next main phase"): mark ``("hk_skip_main", q)`` and the host
  rule :class:`SkipMainPhase`, which ends that main phase as soon as it begins (CR 10-13).
- In the Name of This Flag: the attack's own replacement of its damage (``attack_damage``, CR 10-30).
- Heavenly Flowerway: the enhancement's own replacement ``tokens_to_shadow`` (CR 6-3, 10-30).

Rulings (our decisions; source; confidence H/M/L):
- "Zones with exactly 5 sakura tokens" (And So Begins..., Blinded By Flowers' Resurgence): Distance, Shadow,
  each player's Aura, Life and Flare, Hagane's Anvil token place, and each card that holds tokens (an
  enhancement, a Special such as Flowers in Your Hands or Blinded By Flowers) counts as one zone each
  (CR 7-1 names the token places; a card holding tokens is a place of its own in CR 6-3 / 7-1-9). Out of
  Game is not counted (it holds unlimited tokens). M.
- Exchanging a card that is In Use (CR 10-25): a Normal T goes to the played pile and a Special T to
  ＜Special＞ as Devoted (the digest's NOTE on 10-25; ``engine.general.exchange``); "return it unused" then
  makes it unused (CR 10-17). A Normal T that must go to the bottom of the deck is moved there from the
  played pile. H (card text).
- In the Name of This Flag: the enhancement is chosen as the attack is made (after the range check, before
  the reaction window: the host rule :class:`FlagChoice` answers the ``attack_made`` event), among the
  attacker's enhancements in play; choosing none, or a chosen card that has left play by the time of the
  damage, deals the damage as usual (the card's parenthesis). The damage is dealt as usual and then the tokens
  it moved (Aura damage: from Shadow; Life damage: from the damaged player's Flare) are moved onto the chosen
  enhancement, which gives the printed end position; effects watching the intermediate step (none among
  megami 1-9) would see the tokens pass through Shadow / Flare. M.
- Heavenly Flowerway: token by token, to your Aura while it has room (Aura < 5, i.e. its cap), the rest to your
  Flare (Japanese text: "if your Aura is 5 or more, to your Flare instead"). H.
- Flowers in Your Hands (Devoted Bloom): when you would perform Recover (whatever makes you perform it: the
  main-phase basic action after its cost is paid, an effect, its own end-phase Recover) you choose: Recover
  normally, or put 1 token from Shadow or from your Aura on this card. With exactly 5 tokens on it the 5 go
  to your Flare and the card is exchanged for And So Begins..., which becomes unused. The main-phase option
  "Recover" is still offered only when Recover would move a token (CR 9-7 i-B). M.
- Petal Storm: the opponent chooses between "Distance -> Honoka's Aura 1" and "Honoka's opponent's Aura ->
  Distance 1" (Japanese text: 自 / 相 are from the card owner's view); both are the card's arrows. H.
- Hands of Shadow: "looked at the opponent's hand" reveals it (CR 10-24 logging helper) and the chosen card
  goes to the played pile (捨て札, face up). A 1/0 attack taken on Life (0 damage) counts as "chose Life". H.
- Amidst Empty Trails: the opponent's next main phase ends as soon as it begins (CR 10-13 end the current
  phase; nothing of it is resolved). Played on Honoka's own turn, so "next" is the opponent's next turn. M.
- The Seasons Turn Again (Devoted): any card Honoka's player owns leaving ＜Extra＞ (exchanges, and also e.g.
  Chikage's poisons or Oboro's parts when the same player hosts them) triggers it once; it may then go to
  ＜Extra＞ and come back unused. Its own return from ＜Extra＞ does not trigger it. M.
- Following the Guided Path: "up to 2 different basic actions" — each chosen action must move a token
  (CR 9-7 i-B) and the second must differ from the first. H.
- Turning Whither the Light Strikes: the opponent chooses Flare or Life (a zone with a token); moving a Life
  token to Shadow is not damage, but a player at 0 Life loses (CR 4-2). H.
- Bloom by the number of tokens on Shadow is read when the Bloom text resolves (after the card's first texts).
  H (card text order).
- Seasons: the scripts encode the latest (na-s10-2) texts; an older season's different text of a card has its own
  script in ``honoka_old`` (issue 17: Destructive Spirit Rite's na-s3 and na-s7-2 readings).

Core changes (general, declared mechanisms; no branch on Honoka in the core):
- ``engine.hooks.REPLACEMENTS["basic_action"]`` and its one call in ``engine.turn.do_basic_action``
  (CR 9-7, 10-30: "if you would perform a basic action, instead ...").
- ``engine.zones.move_card`` emits ``("left_extra", owner while in Extra, uid, zone)`` when a card leaves
  ＜Extra＞; ``engine.abilities.notify`` keeps it out of the game log (the "move" line shows it),
  so golden logs are unchanged.

Sources consulted: megami-rules.en.md 12-1, CR-digest 10-25 / 10-17 / 10-18 / 10-30, the Japanese card texts
(furuyoni-data); public references (WitchSand/furuyoni-rules, ZangXuanyi/furuyoni-cli rulings) had no entry
on these points that we could find.
"""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

from sakura_lab.cards.mechanics import answer_is, answer_is_not
from sakura_lab.engine import api as S
from sakura_lab.engine import general as G
from sakura_lab.engine.cardbase import Ability, AttackAcc
from sakura_lab.engine.constants import (
    AURA,
    AUX_TOKENS,
    BASIC_ACTIONS,
    CARD_BASE,
    D_BASIC,
    D_CARD,
    D_CHOOSE,
    D_MAY,
    DECK,
    DISCARD,
    DIST,
    ENHANCE,
    EXTRA,
    FLARE,
    HAND,
    IN_USE,
    LIFE,
    PLAYED,
    RECOVER,
    SHADOW,
    SPECIAL,
    UNUSED,
)
from sakura_lab.engine.dsl import (
    Arrow,
    BasicActions,
    CancelAttack,
    ChooseCards,
    Custom,
    DoubleArrow,
    Draw,
    MakeAttack,
    May,
    Node,
    Resurgence,
    ThisCardTo,
    Trigger,
    card,
    rng,
    selectable_by_effect,
    to_deck_bottom,
)
from sakura_lab.engine.hostrules import register_host_rules, rule_player
from sakura_lab.engine.state import Attack, Ctx, GameState
from sakura_lab.engine.telemetry import count, register_mechanic

MEGAMI = "honoka"

# ---------------------------------------------------------------- card ids
SPIRIT_RITE = "14-honoka-o-n-1"
GUARDIAN = "14-honoka-o-n-1-ex1"
DESTRUCTIVE = "14-honoka-o-n-1-ex2"
OUKA = "14-honoka-o-n-1-ex3"
PETAL_STORM = "14-honoka-o-n-2"
RESONANT_FLAG = "14-honoka-o-n-3"
WINGS = "14-honoka-o-n-4"
REBIRTH = "14-honoka-o-n-4-ex1"
CHARM = "14-honoka-o-n-5"
FAINT_SPARK = "14-honoka-o-n-5-ex1"
DICTATE = "14-honoka-o-n-6"
TAILWIND = "14-honoka-o-n-7"
FEELINGS = "14-honoka-o-s-1"
FLOWERS = "14-honoka-o-s-1-ex1"
NEW_CURTAIN = "14-honoka-o-s-1-ex2"
FLAG = "14-honoka-o-s-2"
SEASONS = "14-honoka-o-s-3"
FLOWERWAY = "14-honoka-o-s-4"
BRANDS = "14-honoka-A1-n-1"
HANDS = "14-honoka-A1-n-1-ex1"
SLUMBER = "14-honoka-A1-s-1"
GUIDED_PATH = "14-honoka-A1-s-1-ex1"
TURNING = "14-honoka-A1-s-1-ex2"
BLINDED = "14-honoka-A1-s-1-ex3"
TREMBLING = "14-honoka-A1-s-1-ex4"
EMPTY_TRAILS = "14-honoka-A1-s-1-ex5"

# ---------------------------------------------------------------- mechanic telemetry
register_mechanic(MEGAMI, "honoka_bloom", "a Bloom (開花) exchanged a Honoka card with a set-aside card",
                  "MR 12-1, CR 10-25", uses=answer_is(D_MAY, "bloom", True))
register_mechanic(MEGAMI, "honoka_exchange", "a plain (not Bloom) exchange of a Honoka card happened",
                  "MR 12-1, CR 10-25")
register_mechanic(MEGAMI, "honoka_flowers_token", "Flowers in Your Hands took a token instead of a Recover",
                  "MR 12-1 (Ex1 of O-S-1), CR 10-30", uses=answer_is_not(D_CHOOSE, "flowers_bloom", "recover"))
register_mechanic(MEGAMI, "honoka_seasons_return", "The Seasons Turn Again returned unused from Extra",
                  "MR 12-1, CR 10-17", uses=answer_is(D_MAY, "seasons_return", True))
register_mechanic(MEGAMI, "honoka_skip_main", "the opponent lost a main phase (Amidst Empty Trails)",
                  "MR 12-1 (A1 Ex5)", forms=("honoka-a1",))
register_mechanic(MEGAMI, "honoka_flag_redirect", "In the Name of This Flag moved its damage onto an enhancement",
                  "card 14-honoka-o-s-2")


# ---------------------------------------------------------------- helpers
def own(st: GameState, src: int, ev: tuple) -> bool:
    """Trigger condition: the event's player is the owner of ``src``."""
    return bool(ev[1] == st.owner[src])


def five_token_zones(st: GameState) -> int:
    """Number of zones holding exactly 5 sakura tokens (see the module's rulings)."""
    tok = st.tok
    n = 0
    for place in (DIST, SHADOW, AURA, AURA + 1, LIFE, LIFE + 1, FLARE, FLARE + 1, AUX_TOKENS, AUX_TOKENS + 1):
        if tok[place] == 5:
            n += 1
    for u in range(len(st.cards)):
        if tok[CARD_BASE + u] == 5:
            n += 1
    return n


def _extra_card(st: GameState, p: int, card_id: str) -> int:
    for u in st.zones[p][EXTRA]:
        if st.cards[u].id == card_id:
            return u
    return -1


Target = Callable[[GameState, Ctx], str]


def fixed(card_id: str) -> Target:
    def target(st: GameState, ctx: Ctx) -> str:
        return card_id
    return target


def by_shadow(limit: int, low: str, high: str) -> Target:
    """T by the tokens on Shadow: ``low`` when Shadow <= ``limit``, else ``high``."""
    def target(st: GameState, ctx: Ctx) -> str:
        return low if st.tok[SHADOW] <= limit else high
    return target


class Bloom(Node):
    """開花 / exchange (CR 10-25): exchange this card with the set-aside card ``target``; then ``bottom``
    ("may" / "must" / "") puts T on the bottom of the deck, ``unused`` makes a Special T unused (CR 10-17), and
    ``rider`` nodes resolve when the exchange happened."""

    __slots__ = ("target", "optional", "bottom", "unused", "rider", "bloom")

    def __init__(self, target: Target, *, optional: bool = False, bottom: str = "", unused: bool = False,
                 rider: tuple = (), bloom: bool = True) -> None:
        self.target = target
        self.optional = optional
        self.bottom = bottom
        self.unused = unused
        self.rider = rider
        self.bloom = bloom

    def run(self, st: GameState, ctx: Ctx) -> None:
        s = ctx.card
        if s < 0:
            return
        t = _extra_card(st, st.owner[s], self.target(st, ctx))
        if t < 0:
            return  # T is not in Extra: no exchange (CR 10-25)
        if self.optional:
            S.ask(st, ctx.player, D_MAY, (False, True), _bloom_answer, self, ctx, s, t, auto_single=False,
                  context="bloom")
            return
        _bloom_do(st, self, ctx, s, t)


def _bloom_answer(st: GameState, yes: bool, node: Bloom, ctx: Ctx, s: int, t: int) -> None:
    if yes:
        _bloom_do(st, node, ctx, s, t)


def _bloom_do(st: GameState, node: Bloom, ctx: Ctx, s: int, t: int) -> None:
    if not G.exchange(st, s, t):
        return
    count(st, st.owner[s], "honoka_bloom" if node.bloom else "honoka_exchange")
    S.push_nodes(st, node.rider, ctx)
    if node.unused and st.cards[t].is_special:
        S.set_unused(st, t)
    if node.bottom == "must":
        S.move_card(st, t, DECK, top=False)
    elif node.bottom == "may":
        S.ask(st, ctx.player, D_MAY, (False, True), _bottom_answer, t, auto_single=False, context="bloom_bottom")


def _bottom_answer(st: GameState, yes: bool, t: int) -> None:
    if yes and st.loc[t] in (PLAYED, HAND, DISCARD):
        S.move_card(st, t, DECK, top=False)


# ---------------------------------------------------------------- Petal Storm
def _petal_storm(st: GameState, ctx: Ctx) -> None:
    S.ask(st, 1 - ctx.player, D_CHOOSE, ("dist_to_aura", "opp_aura_to_dist"), _petal_answer, ctx,
          auto_single=False, context="petal_storm")


def _petal_answer(st: GameState, ans: str, ctx: Ctx) -> None:
    p = ctx.player
    if ans == "dist_to_aura":
        S.move_tokens(st, DIST, AURA + p, 1, arrow_player=p, cause="arrow")
    else:
        S.move_tokens(st, AURA + 1 - p, DIST, 1, arrow_player=p, cause="arrow")


# ---------------------------------------------------------------- Charm of Blossoms
def _charm(st: GameState, ctx: Ctx) -> None:
    hand = [u for u in st.zones[ctx.player][HAND] if not st.cards[u].script.undiscardable]
    if not hand:
        return
    opts: list[Any] = ["stop"] + hand
    S.ask(st, ctx.player, D_CARD, opts, _charm_answer, ctx, context="charm_discard")


def _charm_answer(st: GameState, ans: Any, ctx: Ctx) -> None:
    if ans == "stop":
        return
    S.move_card(st, ans, DISCARD)
    if st.loc[ans] == DISCARD:  # "if you do": a card an effect keeps in hand (na-s3 Shimmering Barrier) cancels nothing
        CancelAttack(non_special=True).run(st, ctx)


# ---------------------------------------------------------------- Tailwind
class FarExpandOwnAttacks(Ability):
    """Ongoing: your attacks get 距離拡大 (遠1) (CR 10-3)."""

    __slots__ = ()

    def modify_attack(self, st: GameState, src: int, atk: Attack, acc: AttackAcc) -> None:
        if atk.player == st.owner[src]:
            acc.far_expand += 1


# ---------------------------------------------------------------- Flowers in Your Hands
class FlowersRecover(Ability):
    """Devoted Bloom: if you would perform Recover, you may instead put 1 token from Shadow or your Aura on
    this card; at exactly 5 the tokens go to your Flare and the card becomes And So Begins... unused."""

    __slots__ = ()
    replaces = frozenset({"basic_action"})

    def replace(self, st: GameState, src: int, what: str, args: tuple) -> bool:
        p, action = args[0], args[1]
        if action != RECOVER or p != st.owner[src]:
            return False
        if st.tok[SHADOW] <= 0 and st.tok[AURA + p] <= 0:
            return False  # nothing to put on the card: the Recover happens as usual
        S.push(st, _flowers_ask, src, p)
        return True


def _flowers_ask(st: GameState, src: int, p: int) -> None:
    opts = ["recover"]
    if st.tok[SHADOW] > 0:
        opts.append("shadow")
    if st.tok[AURA + p] > 0:
        opts.append("aura")
    S.ask(st, p, D_CHOOSE, opts, _flowers_answer, src, p, auto_single=False, context="flowers_bloom")


def _flowers_answer(st: GameState, ans: str, src: int, p: int) -> None:
    if ans == "recover":  # the Recover itself (CR 9-7-3), not replaced
        if st.record:
            st.log("basic", p, RECOVER)
        S.move_tokens(st, SHADOW, AURA + p, 1, cause="basic")
        S.emit(st, "basic_action", p, RECOVER)
        return
    S.move_tokens(st, SHADOW if ans == "shadow" else AURA + p, CARD_BASE + src, 1, cause="effect")
    count(st, p, "honoka_flowers_token")
    if st.tok[CARD_BASE + src] == 5:
        S.move_tokens(st, CARD_BASE + src, FLARE + p, 5, cause="effect")
        t = _extra_card(st, p, NEW_CURTAIN)
        if t >= 0 and G.exchange(st, src, t):
            count(st, p, "honoka_bloom")
            S.set_unused(st, t)


class FiveZonesDamage(Ability):
    """Forced text of And So Begins...'s attack: X/X, X = zones with exactly 5 tokens (substitution, CR 5-6 i)."""

    __slots__ = ()

    def modify_attack(self, st: GameState, src: int, atk: Attack, acc: AttackAcc) -> None:
        n = five_token_zones(st)
        acc.aura_subst = n
        acc.life_subst = n


# ---------------------------------------------------------------- In the Name of This Flag
class FlagChoice(Ability):
    """Host rule carrying the Flag's "as you play this card, you may choose one of your enhancements": when
    the attack of In the Name of This Flag is made (before the reaction window), its player chooses."""

    __slots__ = ()

    def on_event(self, st: GameState, src: int, ev: tuple) -> None:
        if ev[0] != "attack_made" or ev[1] != rule_player(src):
            return
        atk = st.attacks.get(ev[2])
        if atk is not None and atk.card >= 0 and st.cards[atk.card].id == FLAG:
            S.queue_trigger(st, ("flag_choice", FLAG), _flag_choose, atk.aid)


def _flag_choose(st: GameState, aid: int) -> None:
    atk = st.attacks.get(aid)
    if atk is None:
        return
    enh = [u for u in st.zones[atk.player][ENHANCE] if u not in st.disenchanting]
    if not enh:
        return
    opts: list[Any] = ["stop"] + enh
    S.ask(st, atk.player, D_CARD, opts, _flag_answer, aid, context="flag_enhancement")


def _flag_answer(st: GameState, ans: Any, aid: int) -> None:
    atk = st.attacks.get(aid)
    if atk is not None and ans != "stop":
        atk.marks["flag_target"] = ans


class FlagDamage(Ability):
    """Attack text: the damage's tokens go onto the enhancement chosen when the card was played, if it is
    still in play (otherwise, as the card's parenthesis says, tokens move as usual)."""

    __slots__ = ()
    replaces = frozenset({"attack_damage"})

    def replace(self, st: GameState, src: int, what: str, args: tuple) -> bool:
        atk: Attack = args[0]
        u = atk.marks.get("flag_target", -1)
        if u < 0 or st.loc[u] != ENHANCE or st.owner[u] != atk.player:
            return False
        S.push(st, _flag_redirect, atk.aid, u)
        vals = S.attack_values(st, atk)
        q = 1 - atk.player
        chooser = atk.player if "attacker_chooses" in vals.flags else q
        S.push_damage(st, q, vals.aura, vals.life, kind="attack", aid=atk.aid, chooser=chooser,
                      both="both_damage" in vals.flags)
        return True


def _flag_redirect(st: GameState, aid: int, u: int) -> None:
    atk = st.attacks.get(aid)
    if atk is None or st.loc[u] != ENHANCE:
        return
    q = 1 - atk.player
    n = S.move_tokens(st, SHADOW, CARD_BASE + u, atk.dealt_aura, cause="effect")
    n += S.move_tokens(st, FLARE + q, CARD_BASE + u, atk.dealt_life, cause="effect")
    if n:
        count(st, atk.player, "honoka_flag_redirect")


# ---------------------------------------------------------------- The Seasons Turn Again
def _seasons_discard(st: GameState, ctx: Ctx) -> None:
    hand = [u for u in st.zones[ctx.player][HAND] if not st.cards[u].script.undiscardable]
    if hand:
        S.ask(st, ctx.player, D_CARD, hand, _seasons_discard_answer, ctx, context="discard")


def _seasons_discard_answer(st: GameState, u: int, ctx: Ctx) -> None:
    S.move_card(st, u, DISCARD)
    S.do_basic_action(st, ctx.player, RECOVER)


class SeasonsReturn(Ability):
    """Devoted: when a card of yours leaves ＜Extra＞, you may put this card into ＜Extra＞, then get it back
    unused (CR 10-17)."""

    __slots__ = ()

    def on_event(self, st: GameState, src: int, ev: tuple) -> None:
        if ev[0] == "left_extra" and ev[2] != src and ev[1] == st.owner[src]:  # (owner in ＜Extra＞)
            S.queue_trigger(st, ("seasons_return", st.cards[src].id), _seasons_ask, src)


def _seasons_ask(st: GameState, src: int) -> None:
    if st.loc[src] != SPECIAL or st.cstate[src] == UNUSED:
        return
    S.ask(st, st.owner[src], D_MAY, (False, True), _seasons_answer, src, auto_single=False,
          context="seasons_return")


def _seasons_answer(st: GameState, yes: bool, src: int) -> None:
    if not yes:
        return
    S.move_card(st, src, EXTRA)
    st.cstate[src] = UNUSED
    S.set_unused(st, src)
    count(st, st.owner[src], "honoka_seasons_return")


# ---------------------------------------------------------------- Heavenly Flowerway
class FlowerwayInstead(Ability):
    """Ongoing replacement (CR 10-30): tokens leaving this card for Shadow go to your Aura, or to your Flare
    when your Aura has no room (5 or more)."""

    __slots__ = ()
    replaces = frozenset({"tokens_to_shadow"})

    def replace(self, st: GameState, src: int, what: str, args: tuple) -> bool:
        place, n = args[0], args[1]
        p = st.owner[src]
        k = min(n, st.tok[place], S.room(st, AURA + p))
        moved = S.move_tokens(st, place, AURA + p, k, cause="effect") if k > 0 else 0
        S.move_tokens(st, place, FLARE + p, n - moved, cause="effect")
        return True


# ---------------------------------------------------------------- Hands of Shadow
def _hands_of_shadow(st: GameState, ctx: Ctx) -> None:
    atk = st.attacks.get(ctx.attack)
    if atk is None:
        return
    q = 1 - ctx.player
    if atk.chosen == "aura":
        hand = G.reveal_hand(st, q)
        opts = [u for u in hand if selectable_by_effect(st, u, ctx.player)]
        if opts:
            S.ask(st, ctx.player, D_CARD, opts, _hands_answer, context="hands_of_shadow")
    elif atk.chosen == "life":
        S.move_tokens(st, FLARE + q, SHADOW, 2, arrow_player=ctx.player, cause="arrow")


def _hands_answer(st: GameState, u: int) -> None:
    S.move_card(st, u, PLAYED)


# ---------------------------------------------------------------- Following the Guided Path
def _guided_path(st: GameState, ctx: Ctx) -> None:
    _guided_step(st, ctx.player, 2, "")


def _guided_step(st: GameState, p: int, left: int, done: str) -> None:
    if left <= 0:
        return
    choices = [a for a in BASIC_ACTIONS if a != done and S.basic_moves_something(st, p, a)]
    if not choices:
        return
    opts: list[str] = ["stop"] + choices
    S.ask(st, p, D_BASIC, opts, _guided_answer, p, left, auto_single=False)


def _guided_answer(st: GameState, ans: str, p: int, left: int) -> None:
    if ans == "stop":
        return
    S.push(st, _guided_step, p, left - 1, ans)
    S.do_basic_action(st, p, ans)


# ---------------------------------------------------------------- Turning Whither the Light Strikes
def _turning(st: GameState, ctx: Ctx) -> None:
    q = 1 - ctx.player
    opts = [w for w, place in (("flare", FLARE + q), ("life", LIFE + q)) if st.tok[place] > 0]
    if opts:
        S.ask(st, q, D_CHOOSE, opts, _turning_answer, q, auto_single=False, context="turning_whither")


def _turning_answer(st: GameState, ans: str, q: int) -> None:
    S.move_tokens(st, (FLARE if ans == "flare" else LIFE) + q, SHADOW, 1, cause="effect")


# ---------------------------------------------------------------- Amidst Empty Trails
def _empty_trails(st: GameState, ctx: Ctx) -> None:
    st.marks[("hk_skip_main", 1 - ctx.player)] = True
    G.remove_from_game(st, ctx.card)


class SkipMainPhase(Ability):
    """Host rule (MR 12-1 A1 Ex5 card): the marked opponent's next main phase ends as soon as it begins."""

    __slots__ = ()

    def on_event(self, st: GameState, src: int, ev: tuple) -> None:
        if ev[0] != "main_phase":
            return
        q = ev[1]
        if q != rule_player(src) and st.marks.get(("hk_skip_main", q)):
            S.queue_trigger(st, ("skip_main", MEGAMI), _skip_main, q, rule_player(src))


def _skip_main(st: GameState, q: int, p: int) -> None:
    if not st.marks.pop(("hk_skip_main", q), False):
        return
    count(st, p, "honoka_skip_main")
    if st.record:
        st.log("end_phase_now", q, "main")
    S.end_current_phase(st)


register_host_rules(MEGAMI, SkipMainPhase(), FlagChoice())


# ---------------------------------------------------------------- Blinded By Flowers
def _blinded_damage(st: GameState, atk: Attack) -> tuple:
    return (st.tok[CARD_BASE + atk.card], 2)


def _blinded_after(st: GameState, ctx: Ctx) -> None:
    if ctx.card >= 0 and st.loc[ctx.card] in (IN_USE, SPECIAL):
        S.move_tokens(st, SHADOW, CARD_BASE + ctx.card, 1, cause="effect")


def _five_zone_exists(st: GameState, ctx: Ctx) -> bool:
    return five_token_zones(st) >= 1


# ====================================================================== cards: Honoka (original)
card(SPIRIT_RITE, flags=("no_reactions",),
     after=(Bloom(fixed(GUARDIAN), optional=True, bottom="may"),),
     summary="Long-range chip attack without reactions; may bloom into Guardian Spirit Rite.")

card(GUARDIAN,
     after=(Arrow("shadow", "aura", 1), Bloom(fixed(DESTRUCTIVE), optional=True, bottom="may")),
     summary="Reaction attack that recovers 1 Aura; may bloom into Destructive Spirit Rite.")

card(DESTRUCTIVE, flags=("no_reactions_normal",),
     after=(Bloom(fixed(OUKA), optional=True, bottom="may", rider=(Arrow("shadow", "life", 1),)),),
     summary="Range 5 attack; may bloom into Ouka and, if it does, heal 1 Life from Shadow.")

card(OUKA, flags=("no_reactions",), after=(Arrow("shadow", "aura", 2),),
     summary="Throughout attack without reactions that recovers 2 Aura.")

card(PETAL_STORM, after=(Custom(_petal_storm, "petal_storm"),),
     summary="The opponent picks: Distance gives Honoka 1 Aura, or their Aura 1 goes to Distance.")

card(RESONANT_FLAG,
     after=(May("flag_draw", Draw(1)),
            ChooseCards(1, (HAND,), to_deck_bottom, optional=True, label="flag_hand_bottom"),
            May("flag_self_bottom", ThisCardTo(DECK, top=False))),
     summary="Throughout long attack: may draw, may bottom a hand card, may bottom itself.")

card(WINGS, on_play=(DoubleArrow("dist", "shadow", 2), Bloom(fixed(REBIRTH), bloom=False)),
     summary="Move 2 between Distance and Shadow, then turn into Rebirth.")

card(REBIRTH, on_play=(Arrow("shadow", "aura", 1), Arrow("shadow", "flare", 1), Bloom(fixed(WINGS), bloom=False)),
     summary="Throughout: 1 Aura and 1 Flare from Shadow, then turn back into Sakura Wings.")

card(CHARM, on_play=(Custom(_charm, "charm"), Bloom(fixed(FAINT_SPARK), optional=True, bottom="may")),
     summary="Reaction: may discard a card to cancel a non-Special attack; may bloom into Faint Spark.")

card(FAINT_SPARK, vanilla=True, summary="Close attack 1/2 without text.")

card(DICTATE,
     ongoing=(Trigger("end_phase", own, MakeAttack(rng(1, 5), 1, 1, flags=("no_reactions",)),
                      label="dictate"),),
     summary="While deployed: attack 1-5 1/1 without reactions at your end phase.")

card(TAILWIND, ongoing=(FarExpandOwnAttacks(),),
     summary="While deployed your attacks reach 1 farther.")

card(FEELINGS, on_play=(Bloom(fixed(FLOWERS), unused=True),),
     summary="Turn into Flowers in Your Hands, unused.")

card(FLOWERS, on_play=(BasicActions(1, only=(RECOVER,), optional=False),),
     devoted=(Trigger("end_phase", own, BasicActions(1, only=(RECOVER,), optional=False), label="flowers_recover"),
              FlowersRecover()),
     summary="Recover; Devoted: Recover at your end phase, and Recovers may fill it up to bloom into And So Begins.")

card(NEW_CURTAIN,
     devoted=(Trigger("end_phase", own, MakeAttack(rng(0, 10), 0, 0, statics=(FiveZonesDamage(),),
                                                   flags=("no_reactions",)), label="new_curtain"),),
     summary="Devoted: at your end phase attack 0-10 X/X, X = zones holding exactly 5 tokens.")

card(FLAG, attack_statics=(FlagDamage(),),
     summary="Special attack whose damage tokens may be sent onto one of your enhancements.")

card(SEASONS,
     on_play=(ChooseCards(1, (DISCARD,), to_deck_bottom, optional=True, label="seasons_bottom"),
              May("seasons_draw", Draw(1)),
              Custom(_seasons_discard, "seasons_discard")),
     devoted=(SeasonsReturn(),),
     summary="Reaction: bottom a face-down card, draw, discard to Recover; returns unused when a set-aside card leaves.")

card(FLOWERWAY, ongoing=(FlowerwayInstead(),),
     summary="While deployed its tokens go to your Aura (or Flare when full) instead of Shadow.")

# ====================================================================== cards: Sakuraist Honoka (A1)
card(BRANDS, after=(Arrow("shadow", "aura", 1), Bloom(fixed(HANDS), bottom="may", bloom=False)),
     summary="Attack recovering 1 Aura, then turns into Hands of Shadow.")

card(HANDS, after=(Custom(_hands_of_shadow, "hands_of_shadow"), Bloom(fixed(BRANDS), bottom="may", bloom=False)),
     summary="Aura taken: discard a card from their hand face up; Life taken: burn 2 Flare. Then back to Brands.")

card(SLUMBER, on_play=(Arrow("opp_aura", "aura", 1), Bloom(by_shadow(5, GUIDED_PATH, TURNING), bottom="must")),
     summary="Steal 1 Aura, then bloom by Shadow into a normal card put under the deck.")

card(GUIDED_PATH, on_play=(Custom(_guided_path, "guided_path"), Bloom(by_shadow(0, BLINDED, TREMBLING), unused=True)),
     summary="Up to two different basic actions, then bloom by Shadow into an unused Special.")

card(TURNING, on_play=(Custom(_turning, "turning_whither"), Bloom(by_shadow(11, TREMBLING, EMPTY_TRAILS),
                                                                  unused=True)),
     summary="The opponent moves 1 of Flare or Life to Shadow, then bloom by Shadow into an unused Special.")

card(BLINDED, flags=("overwhelm",), damage_fn=_blinded_damage, after=(Custom(_blinded_after, "blinded"),),
     devoted=(Resurgence(_five_zone_exists),),
     summary="Overwhelm attack X/2 with X its own tokens; grows by 1 each use; resurges when a zone holds 5.")

card(TREMBLING, on_play=(Arrow("opp_aura", "aura", 5),), summary="Steal 5 Aura.")

card(EMPTY_TRAILS, on_play=(Custom(_empty_trails, "empty_trails"),),
     summary="The opponent loses their next main phase; remove this from the game.")
