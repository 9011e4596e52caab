"""Card effects of Kururu and her alternate forms (latest season), written in the engine's DSL.

Forms: Kururu (original), Kururu A1 (Explorer, extra card ぐらんがりばー) and Kururu A2 (Adagami).
Additional rules: megami-rules.en.md section 8 (MR 8-1 extra cards, 8-2 Mechanism / gear frame, 8-3
assembling, 8-4 "the discovery of the century", 8-5 an attack's gear frame).

Mechanics:

- A gear frame (MR 8-2) is the node :class:`Gear` (or, for an attack's Forced text, :class:`GearOnMade`; for
  a Devoted text, a check of :func:`assembled` in the ability): its text resolves only while its Mechanism
  is completed, checked when the text would apply (MR 8-2 "counts as text only while completed").
  :func:`assembled` counts, per icon, the cards of that type / subtype among the player's played pile,
  ＜Enhancement＞ and Devoted Specials in ＜Special＞ (MR 8-3), reading each card through ``card_of`` (a
  でゅーぷりぎあ counts as the card it copies). ``other_only`` ("assembled with other megami's cards",
  ぶらすたー / こねくとだいぶ) counts only cards none of whose users is Kururu (CR 10-15).
- MR 8-1: でゅーぷりぎあ has ``extra_copies=3``; ぐらんがりばー is the A1 extra card (catalogue).
- MR 8-4: :func:`discovery`. MR 8-5: an attack card's gear frames are its ``after`` / ``attack_statics``
  texts, which the core copies into the attack it creates (CR 9-2-1 i), so the attack has the card's frame.
- こねくとだいぶ (A2): :func:`resolve_gear` offers, whenever a gear frame's effect resolves and its owner has
  a Devoted こねくとだいぶ with a token on it, to send 1 token to Shadow and resolve the doubled version of
  the frame (each :class:`Gear` is built with its normal and its doubled nodes).
- Host rule :class:`AttackCounter` remembers the attacks each player made this turn (りふれくた).

Rulings (our decisions; FC = ZangXuanyi/furuyoni-cli docs/rulings.md; JA = the card's Japanese text):
- "Assembled with other megami's cards" (ぶらすたー, こねくとだいぶ): the Mechanism is completed counting
  only cards of other megami (CR 10-15: a card whose users do not include Kururu). Source: the Chinese card
  translation reads "if this Mechanism is assembled entirely from other megami's cards" (furuyoni card
  database, zh text of 10-kururu-a2-n-1); FC 85 reads it the same way ("every card supplying an icon is
  not Kururu's"). H.
- こねくとだいぶ doubles "every number written in the gear frame": damage, tokens, attack values and Range,
  the increase/decrease of りげいなー, cards moved face down / discarded by the opponent, and the token
  count and threshold of らすとりさーち. The count of cards an effect *chooses* ("choose 1 card") is not
  doubled (a target, not an amount), so frames whose only numbers are such counts (だうじんぐ, 神渉装置:枢式,
  あくせらー) do not offer the doubling. Our decision; FC (supplement to 84-92) asks once per resolution
  as here but says only "every number of the frame", without singling out such counts. L.
- Using a Throughout card by an effect (あくせらー, だうじんぐ, 神渉装置:枢式) does not end the main phase:
  CR 8-2-2 B ends it only after the full-power action; あくせらー says so explicitly. M.
- りげいなー's "as if from hand" (JA) is the declared per-card flag ``playable_from=(DISCARD,)`` read by the
  core's main-phase options (CR 8-2-2; it is a Throughout card, so only as the full-power action; FC 87). H.
- りげいなー's +/-1: for an attack, all Range values (CR 10-35-1), or its Aura or Life damage (not "-"); for
  an enhancement, its Charge (CR 10-35-2); an action has nothing to change. Applied to that use only. H.
- りふれくた: "the opponent's 2nd attack in each turn" counts every attack the opponent made (in range,
  CR 9-4 preamble) this turn, including attacks made before りふれくた was deployed; the 2nd is cancelled
  when it is made (before the reaction window; FC 88) unless it cannot be cancelled (CR 10-23), also when
  "cannot be cancelled" comes from a text applying at the same moment (れーるがん's frame). M.
- Mozule / びっぐごーれむ "after its resolution": right after the used card finishes (goes to the played
  pile / becomes Devoted), as Yukihi's ひらりおり does; the basic action is optional and free (CR 9-7).
  Only the host's own cards trigger them (FC A.1 "event ownership"). H.
- どれーんでびる: "when your used Special becomes unused" is any of your Special cards other than itself
  turning unused (CR 10-17; Resurgence, 即再起, effects); it is then used without Cost, nested (CR 9-9), as
  an effect (its arrow still moves 1 token from the opponent's Aura to yours). Core change: set_unused
  notifies the event ("unused", player, uid) without a log line (``abilities.notify``). H.
- いんだすとりあ: "if this card is yours": its owner is the player using it. Sealing is optional ("may").
  でゅーぷりぎあ copies the sealed card (CR 10-16) while the Industria of its owner is not unused (JA
  note); its id and name stay でゅーぷりぎあ; its megami (for "other megami") is the copied card's. H.
  A でゅーぷりぎあ may itself be sealed (its type is Variable, not Enhancement); then no でゅーぷりぎあ is a
  copy (a copy of itself has no information) and they stay unusable (CR 6-2-1-5). FC 91 also forbids a
  Dupligear copying itself. M.
- 神渉装置:枢式: the opponent's Specials are looked at (logged; the player view is not widened: the
  choice offers them by uid). The chosen Special becomes Devoted ("used") without resolving; the used
  Special is played by this player as an effect without Cost; it stays its owner's (CR 7-2). Then this card
  is removed (CR 10-18) even if nothing was used (FC 90). H.
- らすとりさーち: the declared name is chosen among the names of the opponent's forms' normal cards and
  extra normal cards (public card pools, CR 3-1; FC 86 offers the 14 normal card names of the opponent's
  two megami; we add their normal extra cards such as でゅーぷりぎあ), so the option list reveals nothing
  hidden. The token comes from Out of Game (unlimited, counted in ``outside_delta``). M.
- らすとりさーち's Devoted text: after a reshuffle or a Throughout card of yours this turn, it may be used
  without Cost at this turn's end phase (once per turn; a reshuffle during that end phase after the end
  phase triggers were collected is not seen). M.
- MR 8-4 step 1 "look at your opponent's Special cards": the opponent's unused Specials are shown to the
  discoverer (``hidden.show_card``: the view and determinization treat them as seen from then on) and
  logged. Step 2: Explorer Kururu declares the setup need ``UNCHOSEN_CARDS`` (engine.hostrules), so in
  a game where a player hosts Kururu A1 both players' cards not chosen in Deck Construction are built face
  down in their ＜Out of Game＞ (CR 4-1 step 2, 10-29); step 2 moves every Special of the chosen player lying
  face down there (``S.face_down_out``; a card removed from the game lies face up, CR 10-18) into the
  discoverer's ＜Special＞, unused and owned by her. Either player may be chosen, so both players' unchosen
  cards are built. The opponent's cards taken this way stay known to the opponent (they could look at them
  in Out of Game, CR 7-1-16), so they are shown to them; her own stay hidden from the opponent. H.
- りげいなー using a card from the face-down pile goes through Oboro's ``play_from`` so that the card knows
  it was used from there (忍歩's "if used from the face-down pile", CR 9-9). H.
- ぐらんがりばー: "the Cost of your Special cards becomes 0" is a cost delta that brings any Cost to 0. H.
- れーるがん: its gear frames apply "when this attack is made" (on_made, resolved before the reaction
  window); 終端 in the Throughout frame sets the terminal state when that frame is completed. H.
"""
from __future__ import annotations

from typing import Any

from sakura_lab.cards.catalogue import get_catalogue
from sakura_lab.cards.mechanics import answer_is, plays_card
from sakura_lab.cards.oboro import play_from
from sakura_lab.engine import api as S
from sakura_lab.engine import general as G
from sakura_lab.engine.cardbase import Ability, CardDef
from sakura_lab.engine.constants import (
    ACTION,
    ATTACK,
    AURA,
    CARD_BASE,
    D_CARD,
    D_CHOOSE,
    D_MAY,
    DECK,
    DEVOTED,
    DISCARD,
    ENHANCE,
    ENHANCEMENT,
    EXTRA,
    FLARE,
    HAND,
    IN_USE,
    MODE_EFFECT,
    MODE_REACTION,
    OUT,
    OUTSIDE,
    PLAYED,
    REACTION,
    SHADOW,
    SPECIAL,
    THROUGHOUT,
    UNUSED,
)
from sakura_lab.engine.dsl import (
    Arrow,
    BasicActions,
    CostDelta,
    Custom,
    ImmediateResurgence,
    MakeAttack,
    May,
    Node,
    Reshuffle,
    SingleDamage,
    card,
    rng,
    selectable_by_effect,
)
from sakura_lab.engine.hidden import show_card
from sakura_lab.engine.hostrules import UNCHOSEN_CARDS, register_host_needs, register_host_rules
from sakura_lab.engine.registry import CONTENT
from sakura_lab.engine.state import Attack, Ctx, GameState
from sakura_lab.engine.telemetry import count, register_mechanic

MEGAMI = "kururu"

ELEKITER = "10-kururu-o-n-1"
ANALYZE = "10-kururu-A1-n-1"
BLASTER = "10-kururu-A2-n-1"
ACCELER = "10-kururu-o-n-2"
RAILGUN = "10-kururu-A2-n-2"
KURURUN = "10-kururu-o-n-3"
DOWSING = "10-kururu-A1-n-3"
TORNAYDO = "10-kururu-o-n-4"
REGAINAH = "10-kururu-o-n-5"
MOZULE = "10-kururu-o-n-6"
REFLECTA = "10-kururu-o-n-7"
DRAIN_DEVIL = "10-kururu-o-s-1"
BIG_GOLEM = "10-kururu-o-s-2"
INDUSTRIA = "10-kururu-o-s-3"
DUPLIGEAR = "10-kururu-o-s-3-ex1"
LAST_RESEARCH = "10-kururu-A1-s-3"
GULLIVER = "10-kururu-A1-s-3-ex1"
GODLY = "10-kururu-o-s-4"
CONNECDIVE = "10-kururu-A2-s-4"

# ====================================================================== MR 8-2 / 8-3 Mechanism
# icon -> (what it counts: "t" card type / "s" subtype, value)
ICONS: dict[str, tuple[str, str]] = {
    "攻": ("t", ATTACK),
    "行": ("t", ACTION),
    "付": ("t", ENHANCEMENT),
    "対": ("s", REACTION),
    "全": ("s", THROUGHOUT),
}
Req = tuple[tuple[str, int], ...]  # ((icon, how many), ...)


def mech(icons: str) -> Req:
    """A Mechanism written as its icons, e.g. ``mech("行行付")``; other icons count as nothing (MR 8-2)."""
    out: dict[str, int] = {}
    for ch in icons:
        if ch in ICONS:
            out[ch] = out.get(ch, 0) + 1
    return tuple(sorted(out.items()))


def gear_pool(st: GameState, p: int) -> list[int]:
    """MR 8-3: ``p``'s played pile, ＜Enhancement＞ and Devoted Specials in ＜Special＞."""
    zp = st.zones[p]
    return list(zp[PLAYED]) + list(zp[ENHANCE]) + [u for u in zp[SPECIAL] if st.cstate[u] == DEVOTED]


def assembled(st: GameState, p: int, req: Req, other_only: bool = False) -> bool:
    """MR 8-3: for each icon, at least as many such cards as icons; ``other_only``: only other megami's cards."""
    if not req:
        return True
    have: dict[str, int] = {}
    for u in gear_pool(st, p):
        cd = S.card_of(st, u)
        if other_only and MEGAMI in cd.users:
            continue
        for icon, (what, value) in ICONS.items():
            if (cd.ctype if what == "t" else cd.subtype) == value:
                have[icon] = have.get(icon, 0) + 1
    for icon, n in req:
        if have.get(icon, 0) < n:
            return False
    return True


def connecdive_of(st: GameState, p: int) -> int:
    """A Devoted こねくとだいぶ of ``p`` with a token on it (-1: none)."""
    for u in st.zones[p][SPECIAL]:
        if st.cards[u].id == CONNECDIVE and st.cstate[u] == DEVOTED and st.tok[CARD_BASE + u] > 0:
            return u
    return -1


def resolve_gear(st: GameState, ctx: Ctx, nodes: tuple, doubled: tuple) -> None:
    """Resolve a completed gear frame's effect, offering こねくとだいぶ's doubling when it applies."""
    cd = connecdive_of(st, ctx.player) if doubled else -1
    if cd < 0:
        S.push_nodes(st, nodes, ctx)
        return
    S.ask(st, ctx.player, D_MAY, (False, True), _double_answer, ctx, nodes, doubled, cd, context="connecdive",
          auto_single=False)


def _double_answer(st: GameState, yes: bool, ctx: Ctx, nodes: tuple, doubled: tuple, cd: int) -> None:
    if yes and S.move_tokens(st, CARD_BASE + cd, SHADOW, 1, cause="connecdive"):
        count(st, ctx.player, "connecdive_double")
        S.push_nodes(st, doubled, ctx)
        return
    S.push_nodes(st, nodes, ctx)


class Gear(Node):
    """A gear frame (MR 8-2): ``nodes`` resolve only if the Mechanism ``req`` is completed (MR 8-3);
    ``doubled`` are the same effect with every number doubled (こねくとだいぶ), () when it has none."""

    __slots__ = ("req", "nodes", "doubled", "other_only")

    def __init__(self, req: Req, nodes: tuple, doubled: tuple = (), other_only: bool = False) -> None:
        self.req = req
        self.nodes = nodes
        self.doubled = doubled
        self.other_only = other_only

    def run(self, st: GameState, ctx: Ctx) -> None:
        if not assembled(st, ctx.player, self.req, self.other_only):
            return
        count(st, ctx.player, "mechanism_completed")
        if ctx.attack >= 0:
            count(st, ctx.player, "gear_attack")
        resolve_gear(st, ctx, self.nodes, self.doubled)


class GearOnMade(Ability):
    """An attack's gear frame with a Forced text "when this attack is made, it gets ..." (MR 8-5):
    ``mods`` / ``doubled`` are attack modifications; ``terminal``: the frame holds 終端 (CR 9-2)."""

    __slots__ = ("req", "mods", "doubled", "terminal")

    def __init__(self, req: Req, mods: tuple, doubled: tuple, terminal: bool = False) -> None:
        self.req = req
        self.mods = mods
        self.doubled = doubled
        self.terminal = terminal

    def on_made(self, st: GameState, atk: Attack) -> None:
        if not assembled(st, atk.player, self.req):
            return
        count(st, atk.player, "mechanism_completed")
        count(st, atk.player, "gear_attack")
        if self.terminal:
            st.terminal[atk.player] = True
        ctx = Ctx(atk.player, atk.card, atk.aid, atk.reacted_to)
        # queued: it resolves right after the attack is made, before the reaction window (CR 9-4)
        S.queue_trigger(st, ("gear", st.cards[atk.card].id if atk.card >= 0 else ""), resolve_gear, ctx,
                        (ModifyThis(self.mods),), (ModifyThis(self.doubled),))


class ModifyThis(Node):
    """Modifications of the attack in ``ctx.attack`` (("dmg", aura, life), ("flag", name), ...)."""

    __slots__ = ("mods",)

    def __init__(self, mods: tuple) -> None:
        self.mods = mods

    def run(self, st: GameState, ctx: Ctx) -> None:
        atk = st.attacks.get(ctx.attack)
        if atk is None:
            return
        atk.mods.extend(self.mods)
        if atk.marks.get("reflecta") and ("flag", "uncancellable") in self.mods:
            atk.cancelled = False  # "cannot be cancelled" wins over りふれくた (CR 10-23), made at the same time


def after_resolution(st: GameState, uid: int, fn: Any, *args: Any) -> None:
    """Run ``fn(st, *args)`` right after card ``uid`` (being played now) finishes its resolution."""
    for i in range(len(st.stack) - 1, -1, -1):
        f, a = st.stack[i]
        if getattr(f, "__name__", "") == "_finish_play" and len(a) > 1 and a[1] == uid:  # (also when compiled)
            st.stack.insert(i, (fn, args))
            return
    fn(st, *args)  # pragma: no cover - a played card always has its finishing frame


def _free_basic_action(st: GameState, p: int, label: str) -> None:
    S.queue_trigger(st, (label, ""), S.push_nodes, (BasicActions(1),), Ctx(p))


def _playable_free(st: GameState, p: int, u: int) -> bool:
    """Whether ``p`` may use ``u`` now by an effect without paying its Cost."""
    if not st.cards[u].is_special:
        return S.can_play(st, p, u, MODE_EFFECT)
    st.marks[("free_play", u)] = True
    ok = S.can_play(st, p, u, MODE_EFFECT)
    st.marks.pop(("free_play", u), None)
    return ok


def _use_free(st: GameState, p: int, u: int) -> None:
    if st.cards[u].is_special:
        st.marks[("free_play", u)] = True
    if st.loc[u] == DISCARD:
        # a card used from the face-down pile is remembered as such while it resolves (Oboro's 忍歩 asks it)
        play_from(st, p, u)
        return
    S.start_play(st, p, u, MODE_EFFECT)


# ====================================================================== host rule: attacks this turn
def note_attack(st: GameState, p: int, aid: int) -> int:
    """Remember that ``p`` made attack ``aid`` this turn; returns its number (1 = first) this turn."""
    key = ("turn", "kururu_attacks", p)
    seen: tuple = st.marks.get(key, ())
    if aid not in seen:
        seen = seen + (aid,)
        st.marks[key] = seen
    return seen.index(aid) + 1


class AttackCounter(Ability):
    """Host rule bookkeeping (no effect of its own): the attacks each player made this turn (りふれくた)."""

    __slots__ = ()

    def on_event(self, st: GameState, src: int, ev: tuple) -> None:
        if ev[0] == "attack_made":
            note_attack(st, ev[1], ev[2])


register_host_rules(MEGAMI, AttackCounter())
register_host_needs("kururu-a1", UNCHOSEN_CARDS)  # MR 8-4 step 2 reads the cards not chosen (CR 10-29)


# ====================================================================== えれきてる / とるねーど
card(ELEKITER, summary="Mechanism ACT ACT ACT REA REA: 1 damage to the opponent's Life.",
     on_play=(Gear(mech("行行行対対"), (SingleDamage("life", 1),), (SingleDamage("life", 2),)),))

card(TORNAYDO, summary="Mechanism ATK ATK: 5 damage to the opponent's Aura; Mechanism ENH ENH: 1 to Life.",
     on_play=(Gear(mech("攻攻"), (SingleDamage("aura", 5),), (SingleDamage("aura", 10),)),
              Gear(mech("付付"), (SingleDamage("life", 1),), (SingleDamage("life", 2),))))


# ====================================================================== あならいず (A1)
class AnalyzeNode(Node):
    """Move one of your face-down cards (your choice) or a random face-down card of the opponent to its
    owner's played pile; an Attack: ``n`` Life damage to the opponent, else they put ``n`` cards face down."""

    __slots__ = ("n",)

    def __init__(self, n: int) -> None:
        self.n = n

    def run(self, st: GameState, ctx: Ctx) -> None:
        p, q = ctx.player, 1 - ctx.player
        opts: list[Any] = list(st.zones[p][DISCARD])
        if st.zones[q][DISCARD]:
            opts.append("random")
        if not opts:
            return
        S.ask(st, p, D_CARD, opts, _analyze_answer, self, ctx, context="analyze")


def _analyze_answer(st: GameState, ans: Any, node: AnalyzeNode, ctx: Ctx) -> None:
    q = 1 - ctx.player
    if ans == "random":
        pile = st.zones[q][DISCARD]
        u = pile[S.rand_below(st, 2, len(pile))]
    else:
        u = int(ans)
    S.move_card(st, u, PLAYED)
    if S.card_of(st, u).ctype == ATTACK:
        S.push_single_damage(st, q, "life", node.n)
    else:
        _opp_face_down(st, q, node.n, ctx.player)


def _opp_face_down(st: GameState, q: int, left: int, effect_player: int) -> None:
    hand = [u for u in st.zones[q][HAND] if not st.cards[u].script.undiscardable
            and selectable_by_effect(st, u, effect_player)]
    if left <= 0 or not hand:
        return
    S.ask(st, q, D_CARD, hand, _opp_face_down_answer, q, left, effect_player, context="discard")


def _opp_face_down_answer(st: GameState, u: int, q: int, left: int, effect_player: int) -> None:
    S.move_card(st, u, DISCARD)
    S.push(st, _opp_face_down, q, left - 1, effect_player)


card(ANALYZE, summary="Mechanism ENH ATK REA: reveal a face-down card into the played pile; Attack: 1 Life "
     "damage, else the opponent puts a card face down.",
     on_play=(Gear(mech("付攻対"), (AnalyzeNode(1),), (AnalyzeNode(2),)),))


# ====================================================================== あくせらー
def _acceler(st: GameState, ctx: Ctx) -> None:
    p = ctx.player
    cands = [u for u in st.zones[p][HAND]
             if S.card_of(st, u).subtype == THROUGHOUT and S.can_play(st, p, u, MODE_EFFECT)]
    if not cands:
        return
    S.ask(st, p, D_CARD, ["stop"] + cands, _acceler_answer, p, context="acceler", auto_single=False)


def _acceler_answer(st: GameState, ans: Any, p: int) -> None:
    if ans == "stop":
        return
    S.start_play(st, p, int(ans), MODE_EFFECT)  # by effect: the phase does not end (CR 8-2-2 B)


card(ACCELER, summary="Mechanism ACT ACT ENH: you may use a Throughout card from your hand (the phase goes on).",
     on_play=(Gear(mech("行行付"), (Custom(_acceler, "acceler"),)),))


# ====================================================================== くるるーん
KURURUN_OPTS = ("draw", "bottom", "opp_discard")


def _reaction_only(st: GameState, player: int, uid: int, mode: int, reacted: int) -> bool:
    return mode == MODE_REACTION


def _kururun(st: GameState, ctx: Ctx) -> None:
    _kururun_step(st, ctx, ())


def _kururun_step(st: GameState, ctx: Ctx, done: tuple) -> None:
    if len(done) >= 2:
        return
    opts = ("stop",) + tuple(x for x in KURURUN_OPTS if x not in done)
    S.ask(st, ctx.player, D_CHOOSE, opts, _kururun_answer, ctx, done, context="kururun", auto_single=False)


def _kururun_answer(st: GameState, ans: str, ctx: Ctx, done: tuple) -> None:
    if ans == "stop":
        return
    S.push(st, _kururun_step, ctx, done + (ans,))
    p, q = ctx.player, 1 - ctx.player
    if ans == "draw":
        S.draw(st, p, 1)
    elif ans == "bottom":
        if st.zones[p][DISCARD]:
            S.ask(st, p, D_CARD, list(st.zones[p][DISCARD]), _to_bottom, context="to_deck_bottom")
    else:
        hand = [u for u in st.zones[q][HAND] if selectable_by_effect(st, u, p)]
        if hand:
            S.ask(st, q, D_CARD, hand, _to_played, context="discard_played")


def _to_bottom(st: GameState, u: int) -> None:
    S.move_card(st, u, DECK, top=False)


def _to_played(st: GameState, u: int) -> None:
    S.move_card(st, u, PLAYED)


card(KURURUN, summary="Reaction only: up to two different of draw 1 / a face-down card to the deck bottom / "
     "the opponent puts a hand card into the played pile.",
     play_condition=_reaction_only, on_play=(Custom(_kururun, "kururun"),))


# ====================================================================== だうじんぐ (A1)
_TYPE_ICON = {ATTACK: "攻", ACTION: "行", ENHANCEMENT: "付"}
_SUB_ICON = {REACTION: "対", THROUGHOUT: "全"}


def _dowsing(st: GameState, ctx: Ctx) -> None:
    q = 1 - ctx.player
    if st.zones[q][DECK]:
        S.move_card(st, st.zones[q][DECK][0], PLAYED)
    cands = list(st.zones[q][PLAYED])
    if not cands:
        return
    S.ask(st, ctx.player, D_CARD, cands, _dowsing_chosen, ctx, context="dowsing")


def _dowsing_chosen(st: GameState, u: int, ctx: Ctx) -> None:
    cd = S.card_of(st, u)
    icons = _TYPE_ICON.get(cd.ctype or "", "") + "攻" + _SUB_ICON.get(cd.subtype or "", "")
    if not assembled(st, ctx.player, mech(icons)):
        return
    count(st, ctx.player, "mechanism_completed")
    if S.can_play(st, ctx.player, u, MODE_EFFECT):
        S.start_play(st, ctx.player, u, MODE_EFFECT)


card(DOWSING, summary="Mill the opponent's top card to the played pile; choose one of their played cards; "
     "Mechanism <its type> ATK <its subtype>: use it.",
     on_play=(Custom(_dowsing, "dowsing"),))


# ====================================================================== りげいなー
class RegainahNode(Node):
    """You may use a card of another megami from your played pile, face-down pile or (used) Specials that
    is neither unused nor Throughout, without Cost, changing one of its values by +/-``n``."""

    __slots__ = ("n",)

    def __init__(self, n: int) -> None:
        self.n = n

    def run(self, st: GameState, ctx: Ctx) -> None:
        p = ctx.player
        zp = st.zones[p]
        pool = list(zp[PLAYED]) + list(zp[DISCARD]) + [u for u in zp[SPECIAL] if st.cstate[u] == DEVOTED]
        cands = []
        for u in pool:
            cd = S.card_of(st, u)
            if MEGAMI in cd.users or cd.subtype == THROUGHOUT:
                continue
            if _playable_free(st, p, u):
                cands.append(u)
        if not cands:
            return
        S.ask(st, p, D_CARD, ["stop"] + cands, _regainah_chosen, self, ctx, context="regainah", auto_single=False)


def _regainah_chosen(st: GameState, ans: Any, node: RegainahNode, ctx: Ctx) -> None:
    if ans == "stop":
        return
    u = int(ans)
    cd = S.card_of(st, u)
    opts: list[str] = ["none"]
    if cd.ctype == ATTACK:
        opts += ["range+", "range-"]
        if cd.aura is not None:
            opts += ["aura+", "aura-"]
        if cd.life is not None:
            opts += ["life+", "life-"]
    elif cd.ctype == ENHANCEMENT:
        opts += ["charge+", "charge-"]
    S.ask(st, ctx.player, D_CHOOSE, opts, _regainah_mod, node.n, ctx, u, context="regainah_mod")


class _IsCard:
    """Buff filter: the attack of card ``uid``."""

    __slots__ = ("uid",)

    def __init__(self, uid: int) -> None:
        self.uid = uid

    def __call__(self, st: GameState, atk: Attack) -> bool:
        return atk.card == self.uid


def _regainah_mod(st: GameState, how: str, n: int, ctx: Ctx, u: int) -> None:
    p = ctx.player
    sign = 1 if how.endswith("+") else -1
    mods: tuple = ()
    if how.startswith("range"):
        mods = (("shift", sign * n),)
    elif how.startswith("aura"):
        mods = (("dmg", sign * n, 0),)
    elif how.startswith("life"):
        mods = (("dmg", 0, sign * n),)
    elif how.startswith("charge"):
        G.change_charge(st, u, sign * n)
    S.push(st, _regainah_done, u, how)
    if mods:
        st.buffs.append((p, _IsCard(u), mods))
    _use_free(st, p, u)


def _regainah_done(st: GameState, u: int, how: str) -> None:
    st.buffs = [b for b in st.buffs if not (isinstance(b[1], _IsCard) and b[1].uid == u)]
    if how.startswith("charge"):
        st.marks.pop(("charge_delta", u), None)


card(REGAINAH, summary="Mechanism ENH REA: use another megami's non-Throughout card from your played pile, "
     "face-down pile or used Specials for free, one value +/-1. Playable from the face-down pile.",
     on_play=(Gear(mech("付対"), (RegainahNode(1),), (RegainahNode(2),)),), playable_from=(DISCARD,))


# ====================================================================== もじゅるー
class MozuleAbility(Ability):
    """Ongoing: when you use an Action card, after its resolution you may perform a basic action."""

    __slots__ = ()

    def on_event(self, st: GameState, src: int, ev: tuple) -> None:
        if ev[0] != "card_played" or ev[1] != st.owner[src] or st.loc[src] != ENHANCE:
            return
        if S.card_of(st, ev[2]).ctype == ACTION:
            after_resolution(st, ev[2], _free_basic_action, ev[1], "mozule")


card(MOZULE, summary="Ongoing: after each Action card you use, you may perform a basic action.",
     ongoing=(MozuleAbility(),))


# ====================================================================== りふれくた
def _tokens_from_shadow(n: int) -> Node:
    return TokensOnThis(SHADOW, n)


class TokensOnThis(Node):
    """Put ``n`` tokens from place ``src`` on this card."""

    __slots__ = ("src", "n")

    def __init__(self, src: int, n: int) -> None:
        self.src, self.n = src, n

    def run(self, st: GameState, ctx: Ctx) -> None:
        if ctx.card >= 0:
            S.move_tokens(st, self.src, CARD_BASE + ctx.card, self.n)


class ReflectaAbility(Ability):
    """Ongoing: the opponent's second attack in each turn is cancelled (unless it cannot be, CR 10-23)."""

    __slots__ = ()

    def on_event(self, st: GameState, src: int, ev: tuple) -> None:
        if ev[0] != "attack_made" or ev[1] == st.owner[src] or st.loc[src] != ENHANCE:
            return
        if note_attack(st, ev[1], ev[2]) != 2:
            return
        atk = st.attacks.get(ev[2])
        if atk is None or "uncancellable" in S.attack_values(st, atk).flags:
            return
        atk.cancelled = True
        atk.marks["reflecta"] = True
        if st.record:
            st.log("cancel", st.owner[src], atk.aid)


card(REFLECTA, summary="Mechanism ATK REA: Initialize puts 4 tokens from Shadow on it. Ongoing: the "
     "opponent's 2nd attack each turn is cancelled.",
     initialize=(Gear(mech("攻対"), (_tokens_from_shadow(4),), (_tokens_from_shadow(8),)),),
     ongoing=(ReflectaAbility(),))


# ====================================================================== どれーんでびる
class DrainDevilAbility(Ability):
    """Devoted: when another Special of yours becomes unused, you may use this card without its Cost."""

    __slots__ = ()

    def on_event(self, st: GameState, src: int, ev: tuple) -> None:
        if ev[0] == "unused" and ev[1] == st.owner[src] and ev[2] != src:
            S.queue_trigger(st, ("drain_devil", st.cards[src].id), _drain_offer, src, st.owner[src])


def _drain_offer(st: GameState, src: int, p: int) -> None:
    if st.loc[src] != SPECIAL or st.cstate[src] != DEVOTED or not _playable_free(st, p, src):
        return
    S.ask(st, p, D_MAY, (False, True), _drain_answer, src, p, context="drain_devil", auto_single=False)


def _drain_answer(st: GameState, yes: bool, src: int, p: int) -> None:
    if yes:
        _use_free(st, p, src)


card(DRAIN_DEVIL, summary="Opponent's Aura -> your Aura: 1. Devoted: when another Special of yours turns "
     "unused, you may use this for free.",
     on_play=(Arrow("opp_aura", "aura", 1),), devoted=(DrainDevilAbility(),))


# ====================================================================== びっぐごーれむ
GOLEM_REQ = mech("対全全")
_GOLEM = (May("big_golem", SingleDamage("life", 1), Reshuffle()),)
_GOLEM2 = (May("big_golem", SingleDamage("life", 2), Reshuffle()),)


class GolemEndPhase(Ability):
    """Devoted gear frame (REA THR THR): at your end phase you may deal 1 Life damage; then reshuffle."""

    __slots__ = ()

    def on_event(self, st: GameState, src: int, ev: tuple) -> None:
        p = st.owner[src]
        if ev[0] == "end_phase" and ev[1] == p and assembled(st, p, GOLEM_REQ):
            S.queue_trigger(st, ("big_golem", st.cards[src].id), _golem_resolve, Ctx(p, src))


def _golem_resolve(st: GameState, ctx: Ctx) -> None:
    if st.loc[ctx.card] != SPECIAL or st.cstate[ctx.card] != DEVOTED or not assembled(st, ctx.player, GOLEM_REQ):
        return
    count(st, ctx.player, "mechanism_completed")
    resolve_gear(st, ctx, _GOLEM, _GOLEM2)


class GolemFullPower(Ability):
    """Devoted: when you use a Throughout card, after its resolution you may perform a basic action."""

    __slots__ = ()

    def on_event(self, st: GameState, src: int, ev: tuple) -> None:
        if ev[0] == "card_played" and ev[1] == st.owner[src] and S.card_of(st, ev[2]).subtype == THROUGHOUT:
            after_resolution(st, ev[2], _free_basic_action, ev[1], "big_golem_basic")


card(BIG_GOLEM, summary="Devoted, Mechanism REA THR THR: at your end phase, 1 Life damage and reshuffle. "
     "Devoted: a basic action after each Throughout card you use.",
     devoted=(GolemEndPhase(), GolemFullPower()))


# ====================================================================== いんだすとりあ / でゅーぷりぎあ
def _industria(st: GameState, ctx: Ctx) -> None:
    p = ctx.player
    S.push(st, _dupligear_to_deck, p)
    if st.owner[ctx.card] != p or G.sealed_under(st, ctx.card):
        return
    zp = st.zones[p]
    cands = [u for u in list(zp[HAND]) + list(zp[PLAYED])
             if S.card_of(st, u).ctype != ENHANCEMENT and G.can_be_sealed(st, u)]
    if cands:
        S.ask(st, p, D_CARD, ["stop"] + cands, _industria_seal, ctx, context="industria", auto_single=False)


def _industria_seal(st: GameState, ans: Any, ctx: Ctx) -> None:
    if ans != "stop":
        G.seal(st, int(ans), ctx.card)
        S.invalidate(st)


def _dupligear_to_deck(st: GameState, p: int) -> None:
    for u in st.zones[p][EXTRA]:
        if st.cards[u].id == DUPLIGEAR:
            S.move_card(st, u, DECK, top=False)
            count(st, p, "extra_card")
            return


def _reshuffled_by_owner(st: GameState, src: int, ev: tuple) -> bool:
    return ev[0] == "reshuffled" and ev[1] == st.owner[src]


_DUP_CACHE: dict[tuple[int, int], tuple[CardDef, CardDef, CardDef]] = {}


def _dupligear_variant(st: GameState, uid: int) -> CardDef | None:
    """でゅーぷりぎあ: a copy of the card sealed under its owner's Industria (not while that is unused),
    keeping its own id and name (CR 10-16)."""
    p = st.owner[uid]
    for u, cd in enumerate(st.cards):
        if cd.id != INDUSTRIA or st.owner[u] != p:
            continue
        if st.loc[u] == SPECIAL and st.cstate[u] == UNUSED:
            continue
        sealed = G.sealed_under(st, u)
        if not sealed:
            continue
        if st.cards[sealed[0]].id == DUPLIGEAR:  # a copy of itself has no information: stays Variable
            return None
        dup = st.cards[uid]
        src = S.card_of(st, sealed[0])
        key = (id(dup), id(src))
        hit = _DUP_CACHE.get(key)
        if hit is None or hit[0] is not dup or hit[1] is not src:
            merged = CardDef(dup.id, src.megami, dup.kind, src.ctype, src.subtype, src.range, src.aura, src.life,
                             src.charge, src.cost, dup.names, src.script)
            merged.users = src.users
            hit = _DUP_CACHE[key] = (dup, src, merged)
        return hit[2]
    return None


card(INDUSTRIA, summary="If yours and nothing is sealed: you may seal a non-Enhancement card from hand or "
     "played pile under it; put a Dupligear from Extra on your deck bottom. Immediate Resurgence: reshuffle.",
     on_play=(Custom(_industria, "industria"),), devoted=(ImmediateResurgence(_reshuffled_by_owner),))

card(DUPLIGEAR, summary="Variable card: a copy of the card sealed under your (used) Industria, name kept.",
     variant=_dupligear_variant, extra_copies=3)


# ====================================================================== 神渉装置:枢式
def _godly_seal(st: GameState, ctx: Ctx) -> None:
    q = 1 - ctx.player
    if st.record:
        st.log("look_specials", ctx.player, q)
    cands = [u for u in st.zones[q][SPECIAL] if st.cstate[u] == UNUSED]
    if cands:
        S.ask(st, ctx.player, D_CARD, ["stop"] + cands, _godly_sealed, context="godly_used", auto_single=False)


def _godly_sealed(st: GameState, ans: Any) -> None:
    if ans == "stop":
        return
    u = int(ans)
    st.cstate[u] = DEVOTED
    S.invalidate(st)
    if st.record:
        st.log("made_used", st.owner[u], u)


def _godly_use(st: GameState, ctx: Ctx) -> None:
    p, q = ctx.player, 1 - ctx.player
    cands = [u for u in st.zones[q][SPECIAL] if st.cstate[u] == DEVOTED and _playable_free(st, p, u)]
    S.push(st, _remove_this, ctx)
    if cands:
        S.ask(st, p, D_CARD, ["stop"] + cands, _godly_use_answer, p, context="godly_use", auto_single=False)


def _godly_use_answer(st: GameState, ans: Any, p: int) -> None:
    if ans != "stop":
        _use_free(st, p, int(ans))


def _remove_this(st: GameState, ctx: Ctx) -> None:
    if ctx.card >= 0 and st.loc[ctx.card] == IN_USE:
        G.remove_from_game(st, ctx.card)


card(GODLY, summary="Mechanism ATK ATK ACT ACT ACT ENH ENH: make one opponent's Special used. Then you may "
     "use one of their used Specials for free; remove this card.",
     on_play=(Gear(mech("攻攻行行行付付"), (Custom(_godly_seal, "godly_seal"),)), Custom(_godly_use, "godly_use")))


# ====================================================================== らすとりさーち / ぐらんがりばー (A1)
_NAMES_CACHE: dict[tuple[tuple[str, ...], str], tuple[str, ...]] = {}


def declarable_names(st: GameState, q: int) -> tuple[str, ...]:
    """Card names ``q``'s opponent may declare: the normal cards of ``q``'s forms and their normal extra
    cards (public pools, CR 3-1; e.g. でゅーぷりぎあ)."""
    key = (tuple(st.hosts[q]), st.season)
    hit = _NAMES_CACHE.get(key)
    if hit is not None:
        return hit
    names: set[str] = set()
    cat = get_catalogue()
    for form in st.hosts[q]:
        try:
            normals, _specials = CONTENT.pool_defs(form, st.season)
            extras = cat.extra_cards(form, st.season)
        except Exception:  # noqa: BLE001 - an unknown form offers no names
            continue
        for cd in normals:
            names.add(cd.name("ja"))
        for info in extras:
            if info.kind == "normal":
                names.add(info.name_ja)
    if not names:  # pragma: no cover - every hosted form has a pool
        names.add("-")
    hit = _NAMES_CACHE[key] = tuple(sorted(names))
    return hit


class LastResearchNode(Node):
    """If the opponent has no face-down card, mill ``n`` face down; they choose one, you declare a name,
    they reveal it into the played pile; a hit puts ``n`` tokens (Out of Game) here; at ``2n``: discovery."""

    __slots__ = ("n",)

    def __init__(self, n: int) -> None:
        self.n = n

    def run(self, st: GameState, ctx: Ctx) -> None:
        q = 1 - ctx.player
        if not st.zones[q][DISCARD]:
            for _ in range(self.n):
                if st.zones[q][DECK]:
                    S.move_card(st, st.zones[q][DECK][0], DISCARD)
        if not st.zones[q][DISCARD]:
            return
        S.ask(st, q, D_CARD, list(st.zones[q][DISCARD]), _lr_picked, self, ctx, context="last_research_pick")


def _lr_picked(st: GameState, u: int, node: LastResearchNode, ctx: Ctx) -> None:
    names = declarable_names(st, 1 - ctx.player)
    S.ask(st, ctx.player, D_CHOOSE, names, _lr_declared, node, ctx, u, context="declare_name", auto_single=False)


def _lr_declared(st: GameState, name: str, node: LastResearchNode, ctx: Ctx, u: int) -> None:
    if st.record:
        st.log("declare", ctx.player, name)
    S.move_card(st, u, PLAYED)
    if S.card_of(st, u).name("ja") != name or ctx.card < 0:
        return
    k = S.move_tokens(st, OUTSIDE, CARD_BASE + ctx.card, node.n, cause="last_research")
    st.marks["outside_delta"] = st.marks.get("outside_delta", 0) + k
    if st.tok[CARD_BASE + ctx.card] >= 2 * node.n:
        discovery(st, ctx.player, ctx.card)


def discovery(st: GameState, p: int, src: int) -> None:
    """MR 8-4 "make the discovery of the century" (steps 1-4)."""
    count(st, p, "discovery")
    q = 1 - p
    for u in st.zones[q][SPECIAL]:  # step 1: look at the opponent's Specials (the unused ones were hidden)
        if st.cstate[u] != DEVOTED:
            show_card(st, u, p)
    if st.record:
        st.log("look_specials", p, q)
    S.push(st, _discovery_rest, p, src)
    S.ask(st, p, D_CHOOSE, ("self", "opponent"), _discovery_player, p, context="discovery", auto_single=False)


def _discovery_player(st: GameState, who: str, p: int) -> None:
    """Step 2: the chosen player's Specials not chosen in Deck Construction (face down in Out of Game)."""
    t = p if who == "self" else 1 - p
    for u in list(st.zones[t][OUT]):
        if st.cards[u].is_special and S.face_down_out(st, u):
            st.zones[t][OUT].remove(u)
            st.owner[u] = p
            st.zones[p][SPECIAL].append(u)
            st.loc[u] = SPECIAL
            st.cstate[u] = UNUSED
            if t != p:  # their former owner could look at them in Out of Game (CR 7-1-16): still known to them
                show_card(st, u, t)
    S.invalidate(st)


def _discovery_rest(st: GameState, p: int, src: int) -> None:
    for u in st.zones[p][EXTRA]:  # step 3
        if st.cards[u].id == GULLIVER:
            S.move_card(st, u, SPECIAL)
            st.cstate[u] = UNUSED
            S.invalidate(st)
            count(st, p, "extra_card")
            if st.record:
                st.log("gain_extra", p, u)
            break
    if st.loc[src] in (IN_USE, SPECIAL):  # step 4
        G.remove_from_game(st, src)


class LastResearchWatch(Ability):
    """Devoted: after you reshuffle or use a Throughout card, you may use this card without Cost at this
    turn's end phase."""

    __slots__ = ()

    def on_event(self, st: GameState, src: int, ev: tuple) -> None:
        p = st.owner[src]
        kind = ev[0]
        if (kind == "reshuffled" and ev[1] == p) or (
                kind == "card_played" and ev[1] == p and S.card_of(st, ev[2]).subtype == THROUGHOUT):
            st.marks[("turn", "last_research", src)] = True
        elif kind == "end_phase" and st.marks.pop(("turn", "last_research", src), False):
            S.queue_trigger(st, ("last_research", st.cards[src].id), _lr_offer, src, p)


def _lr_offer(st: GameState, src: int, p: int) -> None:
    if st.loc[src] != SPECIAL or st.cstate[src] != DEVOTED or not _playable_free(st, p, src):
        return
    S.ask(st, p, D_MAY, (False, True), _lr_offer_answer, src, p, context="last_research", auto_single=False)


def _lr_offer_answer(st: GameState, yes: bool, src: int, p: int) -> None:
    if yes:
        _use_free(st, p, src)


card(LAST_RESEARCH, summary="Mechanism ATK: the opponent reveals a chosen face-down card; a right guess of its "
     "name puts a token here; at 2, the discovery of the century (MR 8-4). Devoted: free use at the end "
     "phase after a reshuffle or a Throughout card.",
     on_play=(Gear(mech("攻"), (LastResearchNode(1),), (LastResearchNode(2),)),),
     devoted=(LastResearchWatch(),))


def _flare_cost(st: GameState, player: int, uid: int) -> int:
    return st.tok[FLARE + player]


def _own_special(st: GameState, src: int, uid: int, player: int) -> bool:
    return st.cards[uid].is_special and st.owner[uid] == st.owner[src]


card(GULLIVER, summary="Cost X = your Flare. Devoted: the Cost of your Special cards is 0.",
     cost_fn=_flare_cost, devoted=(CostDelta(_own_special, -1000),))


# ====================================================================== ぶらすたー / れーるがん (A2)
_BLAST = (MakeAttack(rng(0, 6), 1, 1),)
_BLAST2 = (MakeAttack(rng(0, 12), 2, 2),)

card(BLASTER, summary="No Reactions from normal cards. Mechanism ENH, and Mechanism ACT REA, each assembled "
     "with other megami's cards: After Attack, attack 0-6 1/1.",
     flags=("no_reactions_normal",),
     after=(Gear(mech("付"), _BLAST, _BLAST2, other_only=True),
            Gear(mech("行対"), _BLAST, _BLAST2, other_only=True)))

card(RAILGUN, summary="Mechanism ATK ATK: +2/+0 when made. Mechanism THR: Terminal; +0/+1 and cannot be "
     "cancelled when made.",
     attack_statics=(GearOnMade(mech("攻攻"), (("dmg", 2, 0),), (("dmg", 4, 0),)),
                     GearOnMade(mech("全"), (("dmg", 0, 1), ("flag", "uncancellable")),
                                (("dmg", 0, 2), ("flag", "uncancellable")), terminal=True)))


# ====================================================================== こねくとだいぶ (A2)
class ConnecdivePut(Node):
    """You may put ``n`` tokens from Shadow or your Aura on this card."""

    __slots__ = ("n",)

    def __init__(self, n: int) -> None:
        self.n = n

    def run(self, st: GameState, ctx: Ctx) -> None:
        p = ctx.player
        opts = ["no"]
        if st.tok[SHADOW]:
            opts.append("shadow")
        if st.tok[AURA + p]:
            opts.append("aura")
        if len(opts) > 1 and ctx.card >= 0:
            S.ask(st, p, D_CHOOSE, opts, _connecdive_put, self.n, ctx, context="connecdive_put", auto_single=False)


def _connecdive_put(st: GameState, ans: str, n: int, ctx: Ctx) -> None:
    if ans == "shadow":
        S.move_tokens(st, SHADOW, CARD_BASE + ctx.card, n)
    elif ans == "aura":
        S.move_tokens(st, AURA + ctx.player, CARD_BASE + ctx.card, n)


CONNECDIVE_REQ = mech("付行対")
_CONNECT = (ConnecdivePut(1),)
_CONNECT2 = (ConnecdivePut(2),)


class ConnecdiveEndPhase(Ability):
    """Devoted gear frame (ENH ACT REA, other megami's cards): at your end phase, you may put a token on it."""

    __slots__ = ()

    def on_event(self, st: GameState, src: int, ev: tuple) -> None:
        p = st.owner[src]
        if ev[0] == "end_phase" and ev[1] == p and assembled(st, p, CONNECDIVE_REQ, True):
            S.queue_trigger(st, ("connecdive", st.cards[src].id), _connecdive_end, Ctx(p, src))


def _connecdive_end(st: GameState, ctx: Ctx) -> None:
    if st.loc[ctx.card] != SPECIAL or st.cstate[ctx.card] != DEVOTED:
        return
    if not assembled(st, ctx.player, CONNECDIVE_REQ, True):
        return
    count(st, ctx.player, "mechanism_completed")
    resolve_gear(st, ctx, _CONNECT, _CONNECT2)


card(CONNECDIVE, summary="Mechanism ENH ACT REA with other megami's cards: on use and at your end phase, you "
     "may put a token on it. Devoted: spend one to double the numbers of a gear frame you resolve.",
     on_play=(Gear(CONNECDIVE_REQ, _CONNECT, _CONNECT2, other_only=True),),
     devoted=(ConnecdiveEndPhase(),))


# ====================================================================== telemetry
register_mechanic(MEGAMI, "mechanism_completed", "a gear frame's effect applied with its Mechanism completed",
                  "MR 8-2, 8-3")
register_mechanic(MEGAMI, "gear_attack", "an attack's gear frame applied (attack made or After Attack)", "MR 8-5")
register_mechanic(MEGAMI, "extra_card", "an extra card entered play (Dupligear to the deck, Grand Gulliver "
                  "gained)", "MR 8-1")
def _pursues_discovery(view: Any, d: Any, option: Any) -> bool:
    """``uses`` of the discovery (MR 8-4): playing らすとりさーち, or using it again for free at the end phase (its
    Devoted text), the only ways to guess the opponent's cards toward it."""
    return _plays_last_research(view, d, option) or (d.kind == D_MAY and d.context == "last_research" and option is True)


_plays_last_research = plays_card(lambda cd: cd.id == LAST_RESEARCH)
register_mechanic(MEGAMI, "discovery", "the discovery of the century was made", "MR 8-4", uses=_pursues_discovery,
                  forms=("kururu-a1",))
register_mechanic(MEGAMI, "connecdive_double", "Connecdive doubled the numbers of a gear frame",
                  "10-kururu-A2-s-4 (MR 8-2)", uses=answer_is(D_MAY, "connecdive", True), forms=("kururu-a2",))

__all__ = ["MEGAMI", "assembled", "discovery", "gear_pool", "mech", "note_attack", "resolve_gear"]
