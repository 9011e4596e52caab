"""Evaluation features of each megami's own state (umbrella, Plan, Traps, parts, poisons, Anvil, ...).

The rules of a megami's mechanic live with her card module (``sakura_lab.cards.<megami>``); what a
*player* should value about that state is a question for the ai layer, so it is declared here, one
:class:`MegamiFeatures` per megami base code in :data:`REGISTRY`. ``cards/`` never imports ``ai/``;
this module reads the card modules' public helpers and marks.

A block's values are computed for a player only when that player hosts the megami; for everyone else
the block is zeros (a Yukihi feature says nothing about a player without an umbrella).

Speed matters: the heuristic evaluates one position per option of every decision. Everything that
depends only on the card set of a game (which blocks each player hosts, per-card facts such as an
umbrella card's two ranges) is cached in a :class:`GameConsts` keyed by the identity of ``st.cards``
(shared by every clone of a game; a determinization makes a new tuple, hence a new entry).
"""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Final

from sakura_lab.cards.registry import load_all

# Import every megami module first, in the registry's order: the modules register hidden information and
# host rules at import, and determinization consumes random numbers in registration order, so importing
# two of them here first would change every game in a process that loads the ai layer before the cards.
load_all()

from sakura_lab.cards import akina as akina_cards  # noqa: E402 - after load_all, see above
from sakura_lab.cards import chikage as chikage_cards  # noqa: E402
from sakura_lab.cards import hagane as hagane_cards  # noqa: E402
from sakura_lab.cards import hatsumi as hatsumi_cards  # noqa: E402
from sakura_lab.cards import honoka as honoka_cards  # noqa: E402
from sakura_lab.cards import innealra as innealra_cards  # noqa: E402
from sakura_lab.cards import kamuwi as kamuwi_cards  # noqa: E402
from sakura_lab.cards import kanawe as kanawe_cards  # noqa: E402
from sakura_lab.cards import korunu as korunu_cards  # noqa: E402
from sakura_lab.cards import kururu as kururu_cards  # noqa: E402
from sakura_lab.cards import megumi as megumi_cards  # noqa: E402
from sakura_lab.cards import misora as misora_cards  # noqa: E402
from sakura_lab.cards import mizuki as mizuki_cards  # noqa: E402
from sakura_lab.cards import oboro as oboro_cards  # noqa: E402
from sakura_lab.cards import raira as raira_cards  # noqa: E402
from sakura_lab.cards import shinra as shinra_cards  # noqa: E402
from sakura_lab.cards import shisui as shisui_cards  # noqa: E402
from sakura_lab.cards import thallya as thallya_cards  # noqa: E402
from sakura_lab.cards import yatsuha as yatsuha_cards  # noqa: E402
from sakura_lab.cards.catalogue import get_catalogue  # noqa: E402
from sakura_lab.engine import api as S  # noqa: E402
from sakura_lab.engine.cardbase import CardDef  # noqa: E402
from sakura_lab.engine.constants import (  # noqa: E402
    ATTACK,
    AUX1,
    AUX2,
    AUX3,
    AUX4_TOKENS,
    AUX_TOKENS,
    CARD_BASE,
    DECK,
    DEVOTED,
    DISCARD,
    ENHANCE,
    EXTRA,
    FLOW_TOKENS,
    HAND,
    IN_USE,
    LIFE,
    OUT,
    PLAYED,
    SHADOW,
    SPECIAL,
    UNUSED,
)
from sakura_lab.engine.state import GameState  # noqa: E402
from sakura_lab.engine.zones import face_down_out  # noqa: E402

# (st, p, distance, consts) -> the block's values for player p (who hosts the megami)
FeatureFn = Callable[[GameState, int, int, "GameConsts"], tuple[float, ...]]


@dataclass(frozen=True)
class MegamiFeatures:
    """The evaluation features of one megami's own state: ``names`` (without the side prefix) and the
    function computing them for a hosting player."""

    megami: str  # base code, e.g. "yukihi" (covers every form)
    names: tuple[str, ...]
    fn: FeatureFn


REGISTRY: dict[str, MegamiFeatures] = {}


def register(megami: str, names: tuple[str, ...], fn: FeatureFn) -> None:
    """Declare the feature block of ``megami`` (base code); names are prefixed with the megami."""
    REGISTRY[megami] = MegamiFeatures(megami, tuple(f"{megami}_{n}" for n in names), fn)


# ---------------------------------------------------------------- per-game constants
class GameConsts:
    """What depends only on the game's card set: the hosted blocks per player and per-card facts.

    Built once per card tuple (every determinization makes a new one, so up to one per decision): the parts
    that depend only on the hosted forms come from :func:`_host_plan` and the per-card facts from
    :func:`_card_facts`, both cached, so building one is a few dictionary lookups per card."""

    __slots__ = ("cards", "host_forms", "blocks", "gap_hits", "gap_memo", "threat", "umbrella", "hosts", "gears",
                 "blooms", "icons", "hosted_blocks", "host_offsets")

    def __init__(self, st: GameState) -> None:
        self.cards = st.cards  # keeps the tuple alive, so its id() is not reused while cached
        # the hosts too: card-less test games all share the empty tuple () but host different megami
        self.host_forms = st.hosts
        plan = _host_plan(st.hosts)
        # per player: for each registered block, True when the player hosts its megami
        self.blocks = plan.blocks
        self.hosts = plan.hosts
        # per player: (feature function, index of its first feature in NAMES) of each hosted block, and the
        # indices in NAMES of the host indicators that are 1 (read by evaluation.weighted_sum)
        self.hosted_blocks = plan.hosted_blocks
        self.host_offsets = plan.host_offsets
        # per player: distances where one of its main-phase attack cards hits (normal attacks without
        # Reaction, not those face down in Out of Game: not chosen in Deck Construction, CR 10-29; their
        # owner never changes within a game, so this is a per-game constant)
        hits: list[set[int]] = [set(), set()]
        self.umbrella: dict[int, tuple[frozenset[int], frozenset[int]]] = {}
        # Kururu: the Mechanisms (gear frames, MR 8-2) printed on each Kururu card, (icons, other_only) each
        self.gears: dict[int, tuple[tuple[kururu_cards.Req, bool], ...]] = {}
        # Kururu's gear pool: per card, its Mechanism icons and whether it is another megami's (MR 8-3), or
        # None for a card that can count as another card (でゅーぷりぎあ: read through card_of when counted)
        self.icons: list[tuple[tuple[str, ...], bool] | None] = [None] * len(st.cards)
        # Honoka: per player, the set-aside cards of her Blooms (MR 12-1: they start in ＜Extra＞)
        blooms: list[tuple[int, ...]] = [(), ()]
        owner = st.owner
        for u, cd in enumerate(st.cards):
            f = _card_facts(cd)
            if f.gap_range and not face_down_out(st, u):
                hits[owner[u]].update(f.gap_range)
            if f.umbrella:
                self.umbrella[u] = _umbrella_ranges(cd, st.season)
            self.icons[u] = f.icons
            if f.gears:
                self.gears[u] = f.gears
            if f.bloom:
                blooms[owner[u]] += (u,)
        self.gap_hits = (frozenset(hits[0]), frozenset(hits[1]))
        # per player, the gap feature by distance 0-15 as evaluation._gap computes it (-1: not yet asked)
        self.gap_memo: tuple[list[int], list[int]] = ([-1] * 16, [-1] * 16)
        # per player, the share of their normal pool that are attacks hitting at each distance 0-10 (:func:`pool_hits`;
        # the evaluation's threat feature reads the opponent's)
        self.threat = (pool_hits(st, 0), pool_hits(st, 1)) if len(st.hosts) == 2 else (_NO_HITS, _NO_HITS)
        self.blooms = (blooms[0], blooms[1])


class _HostPlan:
    """The parts of :class:`GameConsts` that depend only on the forms each player hosts."""

    __slots__ = ("blocks", "hosts", "hosted_blocks", "host_offsets")

    def __init__(self, host_forms: tuple[tuple[str, ...], ...]) -> None:
        cat = get_catalogue()
        bases: list[frozenset[str]] = []
        for forms in host_forms:
            found: set[str] = set()
            for f in forms:
                try:
                    found.add(cat.megami(f).base)
                except Exception:  # noqa: BLE001 - a test form unknown to the catalogue hosts nobody we know
                    found.add(f)
            bases.append(frozenset(found))
        while len(bases) < 2:
            bases.append(frozenset())
        self.blocks = tuple(tuple(m in bases[p] for m in REGISTRY) for p in (0, 1))
        self.hosts = tuple(tuple(1.0 if m in bases[p] else 0.0 for m in HOST_MEGAMI) for p in (0, 1))
        starts: list[int] = []
        at = 0
        for block in BLOCKS:
            starts.append(at)
            at += len(block.names)
        self.hosted_blocks = tuple(tuple((b.fn, starts[i]) for i, b in enumerate(BLOCKS) if self.blocks[p][i])
                                   for p in (0, 1))
        self.host_offsets = tuple(tuple(at + i for i, v in enumerate(self.hosts[p]) if v) for p in (0, 1))


_HOST_PLANS: dict[tuple[tuple[str, ...], ...], _HostPlan] = {}


def _host_plan(host_forms: tuple[tuple[str, ...], ...]) -> _HostPlan:
    plan = _HOST_PLANS.get(host_forms)
    if plan is None:
        plan = _HOST_PLANS[host_forms] = _HostPlan(host_forms)
    return plan


class _CardFacts:
    """What :class:`GameConsts` reads of one card definition (cached per definition object)."""

    __slots__ = ("cd", "gap_range", "umbrella", "icons", "gears", "bloom")

    def __init__(self, cd: CardDef) -> None:
        self.cd = cd  # keeps the definition alive, so its id() is not reused while cached
        # a normal main-phase attack (not a Reaction): its range counts for the gap feature
        self.gap_range: tuple[int, ...] = (tuple(cd.range) if cd.is_normal and cd.ctype == ATTACK
                                           and cd.subtype != "reaction" else ())
        self.umbrella = cd.variant is not None and cd.megami.startswith("yukihi") and cd.ctype == ATTACK
        self.icons: tuple[tuple[str, ...], bool] | None = None if cd.id == kururu_cards.DUPLIGEAR else _icons_of(cd)
        self.gears: tuple[tuple[kururu_cards.Req, bool], ...] = (
            _gear_frames(cd) if cd.megami.startswith(kururu_cards.MEGAMI) else ())
        self.bloom = (not cd.megami.startswith(kururu_cards.MEGAMI) and cd.megami.startswith(honoka_cards.MEGAMI)
                      and "-ex" in cd.id)


_CARD_FACTS: Final[dict[int, _CardFacts]] = {}


def _card_facts(cd: CardDef) -> _CardFacts:
    f = _CARD_FACTS.get(id(cd))
    if f is None or f.cd is not cd:
        f = _CARD_FACTS[id(cd)] = _CardFacts(cd)
    return f


_CONSTS: Final[dict[int, GameConsts]] = {}


def consts(st: GameState) -> GameConsts:
    """The cached :class:`GameConsts` of ``st``'s game (by identity of its card tuple)."""
    c = _CONSTS.get(id(st.cards))
    if c is None or c.cards is not st.cards or c.host_forms is not st.hosts:
        if len(_CONSTS) > 256:  # determinizations make new tuples: keep the cache small
            _CONSTS.clear()
        c = GameConsts(st)
        _CONSTS[id(st.cards)] = c
    return c


def _parse_range(text: object) -> frozenset[int]:
    s = str(text)
    if "-" in s:
        lo, hi = s.split("-")
        return frozenset(range(int(lo), int(hi) + 1))
    return frozenset((int(s),))


_UMBRELLA: dict[tuple[str, str], tuple[frozenset[int], frozenset[int]]] = {}


def _umbrella_ranges(cd: CardDef, season: str) -> tuple[frozenset[int], frozenset[int]]:
    """(closed, open) printed ranges of an umbrella attack card (megami rules 4-2-1)."""
    key = (cd.id, season)
    r = _UMBRELLA.get(key)
    if r is None:
        opened = get_catalogue().card(cd.id, season).fact("rangeOpened")
        closed = frozenset(cd.range)
        r = (closed, _parse_range(opened) if opened is not None else closed)
        _UMBRELLA[key] = r
    return r


# ---------------------------------------------------------------- megami 5: Oboro (MR 3; CR25 add. 3)
def _oboro(st: GameState, p: int, d: int, c: GameConsts) -> tuple[float, ...]:
    """Traps in the discard pile (playable just before a reshuffle, MR 3-3), Traps in hand (cards to put
    face down for it), assembled parts of Vanished Oboro (CR25 add. 3-4), and whether a main part (Digital Trap) is
    among them (CR25 add. 3-3: then a reshuffle may be replaced by a parts attack). Cards are read as they are now
    (``card_of``, through ``oboro.is_trap``). Valuing ``parts_main`` made the heuristic take more parts attacks in
    range and did not win measurably: weight 0 (docs/evaluation.md, session 6)."""
    zp = st.zones[p]
    disc = 0
    for u in zp[DISCARD]:
        if _is_trap(st, u):
            disc += 1
    hand = 0
    for u in zp[HAND]:
        if _is_trap(st, u):
            hand += 1
    parts = zp[AUX2]
    main = 0.0
    for u in parts:
        if _is_main_part(st, u):
            main = 1.0
            break
    return (float(min(disc, 3)), float(min(hand, 3)), float(min(len(parts), 5)), main)


_is_trap = oboro_cards.is_trap
_is_main_part = oboro_cards.is_main_part
register("oboro", ("traps_discard", "traps_hand", "parts_assembled", "parts_main"), _oboro)


# ---------------------------------------------------------------- megami 6: Yukihi (MR 4)
from sakura_lab.engine.constants import FLARE as _FLARE  # noqa: E402 - here, to keep the blocks' edits apart

# How the Distance moves between a player's end phase (where the rule flip is chosen, MR 4-4) and the start of
# their next main phase, in heuristic self-play (the yukihi split-deck mirror of scripts/mechanics_table.py, 443
# end phases): unchanged half the time, otherwise mostly closer. (drift, share); shares sum to 1.
NEXT_DRIFT: tuple[tuple[int, float], ...] = ((-2, 0.15), (-1, 0.15), (0, 0.5), (1, 0.15), (2, 0.05))
_UMBRELLA_DMG: dict[tuple[str, str], tuple[bool, bool]] = {}


def umbrella_damages(cd: CardDef, season: str) -> tuple[bool, bool]:
    """Whether the (closed, open) face of an umbrella attack deals any damage (MR 4-2-1: the damage is tied to
    the face; Gentle Snow's open face and Weft's open face are 0/0, Swaying Flame's closed face 0/0)."""
    key = (cd.id, season)
    r = _UMBRELLA_DMG.get(key)
    if r is None:
        opened = get_catalogue().card(cd.id, season).fact("damageOpened")
        closed_dmg = bool(cd.aura) or bool(cd.life)
        if opened is None:
            open_dmg = closed_dmg
        else:
            a, b = str(opened).split("/")
            open_dmg = any(x.strip() not in ("-", "0") for x in (a, b))
        r = _UMBRELLA_DMG[key] = (closed_dmg, open_dmg)
    return r


def umbrella_edge(st: GameState, u: int, d: int, c: GameConsts, is_open: bool) -> float:
    """What umbrella attack ``u``'s current face is worth over its other face at the start of its owner's next turn:
    the chance (over :data:`NEXT_DRIFT` from Distance ``d``) that the current face hits with damage, minus the
    chance that the other face would. 0 for a card that is not an umbrella attack."""
    r = c.umbrella.get(u)
    if r is None:
        return 0.0
    closed, opened = r
    cdmg, odmg = umbrella_damages(st.cards[u], st.season)
    if is_open:
        cur, cur_dmg, other, other_dmg = opened, odmg, closed, cdmg
    else:
        cur, cur_dmg, other, other_dmg = closed, cdmg, opened, odmg
    e = 0.0
    for drift, share in NEXT_DRIFT:
        x = d + drift
        if cur_dmg and x in cur:
            e += share
        if other_dmg and x in other:
            e -= share
    return e


def umbrella_next(st: GameState, p: int, d: int, c: GameConsts, is_open: bool) -> float:
    """The umbrella's worth for ``p``'s next turn with the face ``is_open``: :func:`umbrella_edge` summed over the
    umbrella attacks in hand, the unused umbrella Specials ``p``'s Flare pays for, and the deck's (each weighted by
    the chance to be among the 2 cards drawn at the next start phase; the deck's contents are known to their
    owner, its order is not), and a deployed Graceful Weave's start-phase attack (open face only). Capped at +-3."""
    zp = st.zones[p]
    umb = c.umbrella
    e = 0.0
    for u in zp[HAND]:
        if u in umb:
            e += umbrella_edge(st, u, d, c, is_open)
    flare = st.tok[_FLARE + p]
    for u in zp[SPECIAL]:
        if u in umb and st.cstate[u] == UNUSED and (st.cards[u].cost or 0) <= flare:
            e += umbrella_edge(st, u, d, c, is_open)
    deck = zp[DECK]
    if deck:
        k = 0.0
        for u in deck:
            if u in umb:
                k += umbrella_edge(st, u, d, c, is_open)
        e += k * min(2, len(deck)) / len(deck)
    for u in zp[ENHANCE]:
        if st.cards[u].id == _GRACEFUL_WEAVE:  # open: a 0-5 2/2 attack at the start of the owner's start phase
            hit = sum(share for drift, share in NEXT_DRIFT if d + drift in _WEAVE_RANGE)
            e += hit if is_open else -hit
    return max(-3.0, min(3.0, e))


# Graceful Weave (06-yukihi-A1-s-2), deployed: its open face attacks (0-5, 2/2) at the start of the owner's start
# phase, before their main phase; its closed face makes no attack
_GRACEFUL_WEAVE = "06-yukihi-A1-s-2"
_WEAVE_RANGE = frozenset(range(0, 6))


def yukihi_values(st: GameState, p: int, d: int, c: GameConsts, is_open: bool) -> tuple[float, ...]:
    """The Yukihi block of ``p`` with the umbrella open (``is_open``) or closed: umbrella open; umbrella attacks in
    hand that hit now with the current face; those that would hit after a flip (what opening/closing would gain);
    and what the current face falls short of the other one at the start of the next own turn (``umbrella_next``:
    :func:`umbrella_next` when negative, else 0).

    The evaluation is read at the start of the opponent's turn, right after the end-phase flip (MR 4-4), but a face
    pays in the next own turn, after the opponent has moved; the first three (fitted, all negative) read as "hands
    with umbrella attacks lose", not as what a flip is worth. Only the shortfall is counted: the signed value also
    rewards keeping umbrella attacks in hand instead of playing them (at weight 1.0 the heuristic ended its turns
    with 2.0 cards in hand against 1.5 and won 22% of the yukihi split-deck mirror against the previous weights);
    the shortfall is 0 whenever the face is the better one, however many cards are held (docs/evaluation.md,
    session 6d). ``umbrella_next`` ships at weight 0: its gain on the branch was not confirmed on the merged code."""
    now = flip = 0
    umb = c.umbrella
    for u in st.zones[p][HAND]:
        r = umb.get(u)
        if r is None:
            continue
        closed, opened = r
        cur, other = (opened, closed) if is_open else (closed, opened)
        if d in cur:
            now += 1
        elif d in other:
            flip += 1
    nxt = min(0.0, umbrella_next(st, p, d, c, is_open))
    return (1.0 if is_open else 0.0, float(min(now, 3)), float(min(flip, 3)), nxt)


def _yukihi(st: GameState, p: int, d: int, c: GameConsts) -> tuple[float, ...]:
    """:func:`yukihi_values` with the umbrella as it is (MR 4-1-1: closed unless the mark says open)."""
    return yukihi_values(st, p, d, c, bool(st.marks.get(("umbrella", p))))


register("yukihi", ("umbrella_open", "umbrella_fit", "umbrella_fit_flip", "umbrella_next"), _yukihi)


# ---------------------------------------------------------------- megami 7: Shinra (MR 5)
from sakura_lab.engine.constants import ENHANCEMENT as _ENHANCEMENT  # noqa: E402 - see Yukihi's import

_SOPHISM, _AGITATE, _ELOQUENCE, _MANTRA, _APOSTLE, _TOTALITY = (
    "07-shinra-o-n-3", "07-shinra-o-n-5", "07-shinra-o-n-6", "07-shinra-A1-n-2", "07-shinra-A1-n-7", "07-shinra-o-s-2")


def plan_preference(st: GameState, p: int, u: int, d: int) -> int:
    """Which Plan suits Plan card ``u`` of ``p`` when it is next enacted (MR 5-2): +1 Divine, -1 Devious, 0 either
    (or a card this table does not know). Read from the position, with the opponent's deck as it will be after
    their next draw when it is their turn (a Plan prepared now is enacted in a later turn):

    - Sophism: Divine mills the opponent's top 3 face down, Devious uses a card of their played pile: Devious once
      there is nothing left to mill (at every real Sophism play the evaluation after Devious beat Divine in 13 of 18
      plays into an empty deck, in 9 of 50 into two or more cards);
    - Agitate (Devious gives the opponent an Aura: it lost at all 42 plays) and Eloquence (Divine: a vigor and the
      card back on top of the deck, drawn again; Devious needs the opponent's hand at 1 or less and gives them a
      card): Divine;
    - Mantra: Divine deals 1 Life while their deck holds 3+, Devious 2 Aura while it holds 3-: Divine at 3+;
    - Apostle: its 2/2 attack reaches the odd Distances 1-5 (Divine) or the even 0-4 (Devious): the current parity;
    - Infer the Totality: Divine replays an enhancement of the own played pile or Devoted Specials for free,
      Devious strips a normal enhancement of the opponent: Divine when there is one to replay, else Devious when
      the opponent has one with tokens."""
    cid = st.cards[u].id
    if cid == _AGITATE or cid == _ELOQUENCE:
        return 1
    q = 1 - p
    deck_q = len(st.zones[q][DECK])
    if st.turn_player == q:
        deck_q = max(0, deck_q - 2)
    if cid == _SOPHISM:
        return 1 if deck_q > 0 else -1
    if cid == _MANTRA:
        return 1 if deck_q >= 3 else -1
    if cid == _APOSTLE:
        return 0 if d > 5 else (1 if d % 2 else -1)
    if cid == _TOTALITY:
        zp = st.zones[p]
        cards = st.cards
        for z in (PLAYED, SPECIAL):
            for v in zp[z]:
                if cards[v].ctype == _ENHANCEMENT and (z == PLAYED or st.cstate[v] == DEVOTED):
                    return 1
        for v in st.zones[q][ENHANCE]:
            if cards[v].is_normal and st.tok[CARD_BASE + v] > 0:
                return -1
    return 0


def plan_leaning(st: GameState, p: int, d: int) -> float:
    """The Plan ``p``'s Plan cards call for (:func:`plan_preference`, + Divine, - Devious), summed over the Plan
    cards in hand, as enhancements (Eloquence and Apostle enact when disenchanted) and unused in ＜Special＞, and
    over the deck's (each weighted by the chance to be among the 2 cards drawn at the next start phase)."""
    cards = st.cards
    zp = st.zones[p]
    s = 0.0
    for z in (HAND, ENHANCE, SPECIAL):
        for u in zp[z]:
            if cards[u].script.data.get("plan") is not None and (z != SPECIAL or st.cstate[u] == UNUSED):
                s += plan_preference(st, p, u, d)
    deck = zp[DECK]
    if deck:
        k = 0
        for u in deck:
            if cards[u].script.data.get("plan") is not None:
                k += plan_preference(st, p, u, d)
        s += k * min(2, len(deck)) / len(deck)
    return s


def _shinra(st: GameState, p: int, d: int, c: GameConsts) -> tuple[float, ...]:
    """Plan is Devious; cards with Plan texts in hand or as enhancements (what the Plan will drive);
    their product (lets the fit value a Plan by what it will be enacted with); and how well the Plan matches the
    Plan cards held or to be drawn (:func:`plan_leaning` for Divine, its negative for Devious; capped at +-3). The
    first three cannot tell which Plan a hand calls for: with them the heuristic prepared Divine nearly always."""
    devious = 1.0 if st.marks.get(("plan", p), shinra_cards.DIVINE) == shinra_cards.DEVIOUS else 0.0
    cards = st.cards
    zp = st.zones[p]
    n = 0
    for z in (HAND, ENHANCE):
        for u in zp[z]:
            if cards[u].script.data.get("plan") is not None:
                n += 1
    n = min(n, 3)
    lean = plan_leaning(st, p, d)
    match = -lean if devious else lean
    return (devious, float(n), devious * n, max(-3.0, min(3.0, match)))


register("shinra", ("plan_devious", "plan_cards", "plan_devious_cards", "plan_match"), _shinra)


# ---------------------------------------------------------------- megami 8: Hagane (MR 6)
_TEMPERED = hagane_cards.TEMPERED


def _hagane(st: GameState, p: int, d: int, c: GameConsts) -> tuple[float, ...]:
    """Anvil holds a card (A1, MR 6-3-1); sakura tokens on the Anvil (capped at 2: Tempered Attack's last bonus
    tier); Centrifuge cards in hand (MR 6-2: playable after the Distance grew by 2); a live Tempered Attack in
    hand (the Anvil holds the card it copies, MR 6-1, 6-3). Hand cards are read as they are now (``card_of``).
    Self-play never put a card on the Anvil, so no fit could weigh it: ``anvil`` 0.6 and ``anvil_tokens`` 0.3 were
    chosen by play (they beat the same player without them on random Hagane A1 decks, 56% on a fresh seed);
    ``tempered_hand`` showed no gain and stays 0 (docs/evaluation.md, session 6)."""
    zp = st.zones[p]
    anvil = bool(zp[AUX1])
    cen = temp = 0
    for u in zp[HAND]:
        cd = S.card_of(st, u)
        if cd.script.data.get("centrifuge"):
            cen += 1
        if anvil and cd.id == _TEMPERED:
            temp = 1
    return (1.0 if anvil else 0.0, float(min(st.tok[AUX_TOKENS + p], 2)), float(min(cen, 3)), float(temp))


register("hagane", ("anvil", "anvil_tokens", "centrifuge_hand", "tempered_hand"), _hagane)


# ---------------------------------------------------------------- megami 9: Chikage (MR 7)
_POISONS = chikage_cards.POISONS


def _chikage(st: GameState, p: int, d: int, c: GameConsts) -> tuple[float, ...]:
    """Poisons left in the pouch (MR 7-3-1); poisons the opponent now owns in hand (they clog it: MR 7-2
    makes them undiscardable) and in deck / discard / played pile (MR 7-5 puts them back on top at a
    reshuffle)."""
    cards = st.cards
    q = 1 - p
    zq = st.zones[q]
    pouch = 0
    for u in st.zones[p][EXTRA]:
        if cards[u].id in _POISONS:
            pouch += 1
    hand = 0
    for u in zq[HAND]:
        if cards[u].id in _POISONS:
            hand += 1
    rest = 0
    for z in (DECK, DISCARD, PLAYED):
        for u in zq[z]:
            if cards[u].id in _POISONS:
                rest += 1
    return (float(pouch), float(hand), float(rest))


register("chikage", ("pouch", "poisons_op_hand", "poisons_op_deck"), _chikage)


# ---------------------------------------------------------------- megami 10: Kururu (MR 8)
def _gear_frames(cd: CardDef) -> tuple[tuple[kururu_cards.Req, bool], ...]:
    """The Mechanisms of a Kururu card's gear frames (On-play, After Attack, its attack's Forced texts,
    Initialize; Big Golem's Devoted text)."""
    out: list[tuple[kururu_cards.Req, bool]] = []
    sc = cd.script
    for nodes in (sc.on_play, sc.after, sc.attack_statics, sc.initialize):
        for n in nodes:
            if isinstance(n, (kururu_cards.Gear, kururu_cards.GearOnMade)):
                out.append((n.req, bool(getattr(n, "other_only", False))))
    if cd.id == kururu_cards.BIG_GOLEM:
        out.append((kururu_cards.GOLEM_REQ, False))
    return tuple(out)


_ICONS = tuple(kururu_cards.ICONS.items())


def _icons_of(cd: CardDef) -> tuple[tuple[str, ...], bool]:
    """The Mechanism icons a card supplies to the gear pool, and whether none of its users is Kururu."""
    return (tuple(icon for icon, (what, value) in _ICONS if (cd.ctype if what == "t" else cd.subtype) == value),
            kururu_cards.MEGAMI not in cd.users)


def _kururu(st: GameState, p: int, d: int, c: GameConsts) -> tuple[float, ...]:
    """Over the gear frames of ``p``'s Kururu cards in hand and in ＜Special＞: the Mechanism icons the gear
    pool (played pile, enhancements, Devoted Specials: MR 8-3) already satisfies, and the frames whose
    Mechanism is completed (their text would resolve if the card were played now); then the tokens of
    :func:`_kururu_tokens`. Weighted by play (docs/evaluation.md, session 6c): ``mech_complete`` 0.1,
    ``connecdive_tokens`` 0.6 and ``research_tokens`` 1.0; ``mech_icons`` stays 0."""
    gears = c.gears
    zp = st.zones[p]
    frames: list[tuple[kururu_cards.Req, bool]] = []
    for z in (HAND, SPECIAL):
        for u in zp[z]:
            g = gears.get(u)
            if g is not None:
                frames.extend(g)
    if not frames:
        return (0.0, 0.0, *_kururu_tokens(st, p))
    have: dict[str, int] = {}
    other: dict[str, int] = {}
    pool = list(zp[PLAYED]) + list(zp[ENHANCE]) + [u for u in zp[SPECIAL] if st.cstate[u] == DEVOTED]
    known = c.icons
    for u in pool:
        ic = known[u]
        if ic is None:
            ic = _icons_of(S.card_of(st, u))
        icons_u, foreign = ic
        for icon in icons_u:
            have[icon] = have.get(icon, 0) + 1
            if foreign:
                other[icon] = other.get(icon, 0) + 1
    icons = complete = 0
    for req, other_only in frames:
        h = other if other_only else have
        ok = True
        for icon, n in req:
            k = h.get(icon, 0)
            if k < n:
                ok = False
                icons += k
            else:
                icons += n
        if ok:
            complete += 1
    return (float(min(icons, 8)), float(min(complete, 3)), *_kururu_tokens(st, p))


_CONNECDIVE = kururu_cards.CONNECDIVE
_LAST_RESEARCH = kururu_cards.LAST_RESEARCH


def _kururu_tokens(st: GameState, p: int) -> tuple[float, float]:
    """Tokens on ``p``'s Devoted こねくとだいぶ (each one doubles a gear frame later; A2) and on らすとりさーち (a right
    guess of the name puts one there, and the second one makes the discovery of the century, MR 8-4; A1). Without
    them both choices that put one tied with the refusal, the first option: こねくとだいぶ never took a token (so it
    never doubled), and the first guess of らすとりさーち was always the first name of the list."""
    conn = research = 0
    cards = st.cards
    for u in st.zones[p][SPECIAL]:
        cid = cards[u].id
        if cid == _CONNECDIVE:
            if st.cstate[u] == DEVOTED:
                conn += st.tok[CARD_BASE + u]
        elif cid == _LAST_RESEARCH:
            research += st.tok[CARD_BASE + u]
    return (float(min(conn, 3)), float(min(research, 1)))


register("kururu", ("mech_icons", "mech_complete", "connecdive_tokens", "research_tokens"), _kururu)


# ---------------------------------------------------------------- megami 11: Thallya (MR 9)
_MACHINE = AUX3  # Thallya's ＜Machine＞ (cards.thallya.MACHINE, MR 9-4)


def _thallya(st: GameState, p: int, d: int, c: GameConsts) -> tuple[float, ...]:
    """Artificial Sakura tokens in ＜Machine＞ (what Combust can still burn, MR 9-5) and in ＜Burned＞; TransForm
    cards in ＜Machine＞ (forms in force, MR 9-3). Only ``forms`` is weighted (1.0, by play, docs/evaluation.md
    session 6c): at weight 0 Julia's BlackBox (an empty ＜Machine＞ TransForms, then recovers 2) looked like 2 Flare
    and a full-power action for an On-TransForm effect, and the Machine never TransFormed; a form's Forced text and
    additional basic action stay in force for the rest of the game, which the next turn's evaluation cannot see."""
    m, b, _, _ = thallya_cards.art(st, p)
    cards = st.cards
    forms = 0
    for u in st.zones[p][_MACHINE]:
        if cards[u].script.data.get("transform"):
            forms += 1
    return (float(m), float(b), float(min(forms, 3)))


register("thallya", ("machine_tokens", "burned_tokens", "forms"), _thallya)


# ---------------------------------------------------------------- megami 12: Raira (MR 10)
_EL_ZONES = (PLAYED, ENHANCE)


_INVOCATION = raira_cards.INVOCATION
_LITURGY = raira_cards.LITURGY
_WINDBEAST_NEEDS = tuple(n for n, _cid in raira_cards.WINDBEAST_GAINS)


def _raira(st: GameState, p: int, d: int, c: GameConsts) -> tuple[float, ...]:
    """Wind and Thunder gauges (MR 10-2-1; capped at 12, the last Windbeast threshold), the cards still
    electrified (each can become +1 on a gauge, MR 10-4), the lower gauge (風雷撃's X), the Windbeast thresholds
    (3 / 7 / 12) the Wind gauge meets while 風魔招来孔 is unused in ＜Special＞ (what playing it would gain, MR 10-1),
    and 陣風祭天儀 Devoted (its storm at the start of every main phase, MR 10-5; the evaluation, read at the start of
    the next turn, never sees those storms). Reads the marks without dropping stale entries (``raira.electrified``
    would write to the state). Weighted by play (docs/evaluation.md, session 6c): ``wind`` and ``thunder`` 0.1,
    ``gauge_low`` 0.05 (at weight 0 every gauge point tied and went to Wind, the first option, and 風魔招来孔 gained
    nothing measurable); ``electrified``, ``windbeasts_ready`` and ``liturgy`` stay 0 (their candidates lost or
    decided nothing)."""
    wind = raira_cards.gauge(st, p, raira_cards.WIND)
    thunder = raira_cards.gauge(st, p, raira_cards.THUNDER)
    el = 0
    cur = st.marks.get(("electrified", p))
    if cur:
        for u in cur:
            z = st.loc[u]
            if z == IN_USE or (st.owner[u] == p and (z in _EL_ZONES or (z == SPECIAL and st.cstate[u] != UNUSED))):
                el += 1
    beasts = 0
    liturgy = 0.0
    cards = st.cards
    for u in st.zones[p][SPECIAL]:
        cid = cards[u].id
        if cid == _INVOCATION and st.cstate[u] == UNUSED:
            beasts = sum(1 for n in _WINDBEAST_NEEDS if wind >= n)
        elif cid == _LITURGY and st.cstate[u] == DEVOTED:
            liturgy = 1.0
    wind, thunder = min(wind, 12), min(thunder, 12)
    return (float(wind), float(thunder), float(min(el, 5)), float(min(wind, thunder)), float(beasts), liturgy)


register("raira", ("wind", "thunder", "electrified", "gauge_low", "windbeasts_ready", "liturgy"), _raira)


# ---------------------------------------------------------------- megami 13: Utsuro (MR 11)
def _utsuro(st: GameState, p: int, d: int, c: GameConsts) -> tuple[float, ...]:
    """Tokens on ＜Shadow＞ toward 灰塵 Ashen (12+, the keyword of her cards), capped at 12, and Ashen itself."""
    sh = st.tok[SHADOW]
    return (float(min(sh, 12)), 1.0 if sh >= 12 else 0.0)


register("utsuro", ("shadow", "ashen"), _utsuro)


# ---------------------------------------------------------------- megami 14: Honoka (MR 12)
_FLOWERS = honoka_cards.FLOWERS


def _honoka(st: GameState, p: int, d: int, c: GameConsts) -> tuple[float, ...]:
    """Set-aside cards that have left ＜Extra＞ (Blooms done, CR 10-25), the tokens on Flowers in Your Hands
    (at 5 it blooms into And So Begins..., sending them to Flare), and Flowers in Your Hands itself in ＜Special＞,
    unused (Feelings in Your Heart bloomed into it; it costs 0) or Devoted (its end-phase Recover, and every
    Recover may become a token on it). Feelings costs 5 Flare and changes nothing else the evaluation reads at
    the start of the next turn, so the heuristic never played it (MR 12-1 Ex1 of O-S-1). Weights that value the
    last two make it play Feelings, and lost on the honoka split deck: they are 0 (docs/evaluation.md, session 5)."""
    loc = st.loc
    bloomed = 0
    for u in c.blooms[p]:
        if loc[u] != EXTRA:
            bloomed += 1
    flowers = 0
    unused = devoted = 0.0
    cards = st.cards
    for u in st.zones[p][SPECIAL]:
        if cards[u].id == _FLOWERS:
            flowers += st.tok[CARD_BASE + u]
            if st.cstate[u] == UNUSED:
                unused = 1.0
            elif st.cstate[u] == DEVOTED:
                devoted = 1.0
    return (float(min(bloomed, 4)), float(min(flowers, 4)), unused, devoted)


register("honoka", ("bloomed", "flowers_tokens", "flowers_unused", "flowers_devoted"), _honoka)


# ---------------------------------------------------------------- megami 15: Korunu (MR 13)
def _korunu(st: GameState, p: int, d: int, c: GameConsts) -> tuple[float, ...]:
    """Freeze tokens in the opponent's ＜Aura＞ (MR 13-3: they take room there, so the opponent's Aura can hold
    fewer sakura tokens; MR 13-6: their Focus only thaws one). Not sakura tokens, so no core feature sees them:
    Poru-char To's Disenchant replay (2 Flare for a Freeze and a 4-Charge enhancement) looked like a pure loss.
    Valuing them made the heuristic replay it, and lose: weight 0 (docs/evaluation.md, session 5)."""
    return (float(min(korunu_cards.frozen(st, 1 - p), 5)),)


register("korunu", ("op_frozen",), _korunu)


# ---------------------------------------------------------------- megami 16: Yatsuha (MR 14)
def _yatsuha(st: GameState, p: int, d: int, c: GameConsts) -> tuple[float, ...]:
    """Cards the player made perfect (MR 14-3; the count Naughtbloom Harvest reads, capped at 4); the Journey of
    the Sakura Age under way (MR 14-5: how many location effects its token will still resolve before Homecoming,
    :func:`journey_left`); Her Identity Devoted with a card of the other megami in hand (its "instead of reacting"
    cancel is ready); and the exchanges made that are worth making (``perfect_up``: the originals of
    :data:`PERFECT_UP` lying in ＜Extra＞, where an exchange puts them, CR 10-25). The plain count made the
    heuristic perfect every card, downgrades too, and lose (docs/evaluation.md, session 5)."""
    perfect = min(yatsuha_cards.perfected(st, p), 4)
    journey = float(journey_left(st, p))
    ready = 0.0
    zp = st.zones[p]
    cards = st.cards
    for u in zp[SPECIAL]:
        if cards[u].id == _IDENTITY and st.cstate[u] == DEVOTED:
            for h in zp[HAND]:
                if _YATSUHA not in cards[h].users:
                    ready = 1.0
                    break
    up = 0
    for u in zp[EXTRA]:
        if cards[u].id in PERFECT_UP:
            up += 1
    return (float(perfect), journey, ready, float(up))


def journey_left(st: GameState, p: int) -> int:
    """How many location effects the Journey's token will still resolve before Homecoming (0 with no token in
    ＜Memory＞). A World of Hope (AA1-N-7-Ex1) resolves the current location at every start phase and moves on
    clockwise (MR 14-6); the second time the starting point would resolve, Homecoming comes instead (MR 14-7): 4
    right after setting out (the token stands on the start, not yet resolved), then the steps from the current
    location to the start."""
    if st.tok[AUX4_TOKENS + p] <= 0:
        return 0
    marks = st.marks
    start = int(marks.get(("yatsuha_start", p), 1))
    if not marks.get(("yatsuha_start_visits", p), 0):
        return 4
    return (start - int(marks.get(("yatsuha_loc", p), start))) % 4


_IDENTITY = yatsuha_cards.IDENTITY
_YATSUHA = yatsuha_cards.MEGAMI
# MR 14-3 exchanges worth making, chosen by play among those no weaker by their text (cards.json): Pact of Glass ->
# Covenant of Glass (the same "opponent's Flare to your Aura 1" as one of two choices, and no conditional "your Aura
# to the opponent's Flare" at the next end phase) and Grim Edict -> Maw of the Abyss (4 -> 4-5, 3/1 +0/+X -> 2/1
# +X/+X, No Reactions for every card, no self-flinch). Determination -> Conviction (the opponent's Aura<->Flare swap
# becomes a cancel of a non-Special attack of Aura damage at most Reflections + 1) lost when it alone was valued
# (45.3% [40.5, 50.2] on the yatsuha-a1 split deck), as did the exchanges that give damage up (Astral Claw 3/2 -> 2/1
# 38.0%, Devil of the Mirror 5/3 -> 4/1 45.3%); Phantom Stride -> Confluence (its Vigor -> an attack) and Flower
# Harvest -> Naughtbloom Harvest decided nothing clear (docs/evaluation.md, session 8a).
PERFECT_UP: frozenset[str] = frozenset({yatsuha_cards.PACT, yatsuha_cards.EDICT})
register("yatsuha", ("perfected", "journey", "identity_ready", "perfect_up"), _yatsuha)


# ---------------------------------------------------------------- megami 17: Hatsumi (MR 15)
# per (a player's hosted forms, season): the share of their normal pool that are attacks hitting at each distance 0-10
# (the pool is public, CR 3-1); kept per game in GameConsts.threat (the evaluation's threat feature, Hatsumi's dive)
_POOL_HITS: Final[dict[tuple, tuple[float, ...]]] = {}
_NO_HITS: Final = (0.0,) * 11  # a test game without hosted forms


def pool_hits(st: GameState, q: int) -> tuple[float, ...]:
    """Per distance 0-10, the share of player ``q``'s normal pool (their megami's cards, public) that are attacks
    hitting at that distance."""
    key = (st.hosts[q], st.season)
    t = _POOL_HITS.get(key)
    if t is None:
        from sakura_lab.engine.view import opponent_pool

        normals, _specials = opponent_pool(st, q)
        n = max(1, len(normals))
        t = tuple(sum(1 for cd in normals if cd.ctype == ATTACK and x in cd.range) / n for x in range(11))
        _POOL_HITS[key] = t
    return t


def dive_dodge(st: GameState, p: int, direction: str, d: int | None = None) -> float:
    """How far a dive of ``p`` in ``direction`` takes the Distance out of the opponent's attacks (MR 15-2: this
    turn the Distance is 1 less diving forward, 1 more diving backward, and an attack card played out of range
    fails): the share of the opponent's normal pool hitting at the current Distance minus at the shifted one.
    Positive when the dive dodges, negative when it walks into their range."""
    if d is None:
        d = S.current_distance(st)
    hits = consts(st).threat[1 - p]
    d2 = d - 1 if direction == hatsumi_cards.FORWARD_DIVE else d + 1
    d, d2 = min(max(d, 0), 10), min(max(d2, 0), 10)
    return hits[d] - hits[d2]


def _hatsumi(st: GameState, p: int, d: int, c: GameConsts) -> tuple[float, ...]:
    """Whether the player dives (MR 15-1-2), and the dive's dodge (:func:`dive_dodge` of the chosen direction).
    The evaluation is read at the start of the opponent's turn, before the dive resolves on their first card
    (MR 15-1-2), so without these the heuristic judged both directions alike (and always dove forward). In a
    determinization of the opponent's view the direction is a random guess (hidden information)."""
    direction = hatsumi_cards.dive_direction(st, p)
    if direction is None:
        return (0.0, 0.0)
    return (1.0, dive_dodge(st, p, direction, d))


register("hatsumi", ("diving", "dive_dodge"), _hatsumi)


# ---------------------------------------------------------------- Mizuki (MR 16)
_BARRACKS: int = mizuki_cards.BARRACKS
_CONS: str = mizuki_cards.CONS


def _mizuki(st: GameState, p: int, d: int, c: GameConsts) -> tuple[float, ...]:
    """Conscripted cards in the player's ＜Barracks＞ (MR 16-4, 16-5): cards the player may play whenever a card
    could be played from hand, so a second hand that no core feature sees (the marks are public: the Unit board).
    Without it a conscription changed nothing the evaluation reads, Steady Advance's "conscript" tied with doing
    nothing and lost to Forward or Recover, and a follow-up conscription was worth nothing when the heuristic
    judged the card that brings it. Weighted 0.14, about a card in hand (0.3 made the heuristic keep its conscripted
    cards instead of playing them; docs/evaluation.md, session 6b)."""
    n = 0
    marks = st.marks
    for u in st.zones[p][_BARRACKS]:
        if marks.get((_CONS, u)):
            n += 1
    return (float(min(n, 4)),)


register("mizuki", ("conscripted",), _mizuki)


# ---------------------------------------------------------------- Megumi (MR 17)
def _megumi(st: GameState, p: int, d: int, c: GameConsts) -> tuple[float, ...]:
    """Sprouted seeds in the player's ＜Field＞ (MR 17-3: what the next enhancement's Growth and Charge can take,
    MR 17-7) and the player's seeds on their cards in play (MR 17-4: they count as sakura tokens there, so the
    core features already see them as Charge; this one is what Thresh, Branch of Possibility and Reed read). Weights
    0.05 and 0.05 since session 9a: they switch on the seed rule of ``policy._seeds_for_charge`` and the heuristic's
    simulation of the seeds put on a Charge (``heuristic.SIMULATED_NUMBERS``); with the fast rule alone they beat the
    previous weights on the megumi split deck but not on random decks (docs/evaluation.md, sessions 6b and 9a)."""
    sprouted = megumi_cards.field(st, p)[1]
    on = 0
    marks = st.marks
    for z in (ENHANCE, IN_USE):
        for u in st.zones[p][z]:
            v = marks.get(("mg_seeds", u))
            if v is not None and v[0] == p:
                on += v[1]
    return (float(sprouted), float(min(on, 5)))


register("megumi", ("sprouted", "seeds_on"), _megumi)


# ---------------------------------------------------------------- Kanawe (MR 18)
# Per condition of a Plot side (cards.kanawe.PLOTS), the share of turns in which it held, measured in heuristic
# self-play (the weights of 79abb4b) on random decks of pairings with Kanawe (every turn of both players counts: a
# prepared Plot progresses at the end phase of every turn, MR 18-5): `PYTHONPATH=. python3
# scripts/mechanic_constants.py kanawe --games 150 --seed 60 --weights <79abb4b's weights.json>`: 3,479 turns of 150
# games.
KANAWE_CONDITION_RATES: dict[str, float] = {
    "arrow1": 0.197,
    "arrow2": 0.043,
    "bulk3": 0.095,
    "bulk5": 0.012,
    "fights2": 0.183,
    "fights5": 0.009,
    "life": 0.417,
    "life2": 0.054,
    "moved2": 0.174,
    "moved5": 0.001,
    "throughout": 0.08,
}


def side_rate(st: GameState, p: int, u: int, will: bool) -> float:
    """The expected share of Plot ``u``'s cells done per turn with the side ``will`` (or face up) up: the measured rate
    of its condition over its required achievements (MR 18-2-1-5, 18-5); 0 when completing it could not move ``p``'s
    mask marker (MR 18-6 step 2: a Trial line only from a Will Plot, a plain line only from a face-up one; from 3D
    and from row 5, the lines to the final act, every line is a Trial)."""
    node = kanawe_cards.act_node(st, p)
    if not any(trial == will for _dst, trial in kanawe_cards.BOARD[node][2]):
        return 0.0
    front, back = kanawe_cards.PLOTS[st.cards[u].id]
    key, need = back if will else front
    return KANAWE_CONDITION_RATES.get(key, 0.0) / need if need else 0.0


def plot_rate(st: GameState, p: int, u: int) -> float:
    """:func:`side_rate` of prepared Plot ``u`` with the side now up."""
    return side_rate(st, p, u, kanawe_cards.is_will(st, u))


def _kanawe(st: GameState, p: int, d: int, c: GameConsts) -> tuple[float, ...]:
    """How far the mask marker has come down the story board (its row: 0 at the start, 6 at the final act, which
    wins; MR 18-6), whether one more completed Plot reaches the final act, the prepared Plot's progress (share
    of its cells done, MR 18-5; 0 without a prepared Plot), and how fast the prepared Plot should progress
    (:func:`plot_rate`; 0 without a prepared Plot holding its token). At preparation every Plot has progress 0, so
    without the rate the evaluation could not tell the six Plots or their two sides apart and kept the first. Only the
    rate is weighted (1.0): the other three lost in session 4, and again on top of the rate (session 6b)."""
    node = kanawe_cards.act_node(st, p)
    row = 6 if node == "END" else (0 if node == kanawe_cards.START else int(node[0]))
    u = kanawe_cards.prepared_plot(st, p)
    share = rate = 0.0
    if u >= 0 and st.tok[CARD_BASE + u]:
        need = kanawe_cards.plot_side(st, u)[1]
        share = min(1.0, int(st.marks.get(("kw_cell", p), 0)) / need) if need else 0.0
        rate = plot_rate(st, p, u)
    return (float(row), 1.0 if row == 5 else 0.0, share, rate)


register("kanawe", ("act_row", "act_last", "plot_share", "plot_rate"), _kanawe)


# ---------------------------------------------------------------- Akina (MR 21)
def _akina(st: GameState, p: int, d: int, c: GameConsts) -> tuple[float, ...]:
    """Tokens in ＜Flow＞ (capital, and what Divest spends, MR 21-5), the price (1-4, MR 21-2-1), and whether a
    Divest now would take its token from the opponent's Flare or Life (price 3+ with a token in ＜Flow＞)."""
    flow = st.tok[FLOW_TOKENS + p]
    pr = akina_cards.price(st, p)
    return (float(flow), float(pr), 1.0 if flow and pr >= 3 else 0.0)


register("akina", ("flow", "price", "divest_rich"), _akina)


# ---------------------------------------------------------------- Kamuwi (MR 19)
def _kamuwi(st: GameState, p: int, d: int, c: GameConsts) -> tuple[float, ...]:
    """The Taboo gauge (MR 19-2-1), and whether the player's own next start phase raises it to the loss at 16
    (MR 19-4: the increase by current Life). The evaluation is read at the start of the opponent's turn, before
    that start phase, so an Oath that leads there is a loss one turn later (the heuristic took Oaths freely and
    lost half its Kamuwi games to Taboo before this block)."""
    t = kamuwi_cards.taboo(st, p)
    doom = t + kamuwi_cards.start_increase(st.tok[LIFE + p]) >= kamuwi_cards.TABOO_LOSS
    return (float(t), 1.0 if doom else 0.0)


register("kamuwi", ("taboo", "taboo_doom"), _kamuwi)


# ---------------------------------------------------------------- Shisui (MR 22)
def _shisui(st: GameState, p: int, d: int, c: GameConsts) -> tuple[float, ...]:
    """The player's Laceration tokens on the opponent's Life and Aura (they turn into damage at the player's start
    phase, MR 22-11-1; not Sakura tokens, so the core features do not see them), and those on the player's own
    zones (self-laceration: damage to come to themselves)."""
    q = 1 - p
    own = shisui_cards.lac(st, p, p, "aura") + shisui_cards.lac(st, p, p, "life") + shisui_cards.lac(st, p, p, "flare")
    return (float(shisui_cards.lac(st, p, q, "life")), float(shisui_cards.lac(st, p, q, "aura")), float(own))


register("shisui", ("lac_op_life", "lac_op_aura", "lac_self"), _shisui)


# ---------------------------------------------------------------- Misora (MR 23)
_MIHATENUHATE = misora_cards.MIHATENUHATE
_TSUIBIGEKI = misora_cards.TSUIBIGEKI
_TRACKING = misora_cards.TRACKING
_MISORA = misora_cards.MEGAMI


def _tracks(cd: CardDef, aim: int) -> bool:
    """A card 追尾撃 could play (a non-Throughout Normal attack) whose printed Range holds the aim."""
    return cd.is_normal and cd.ctype == ATTACK and cd.subtype != "throughout" and aim in cd.range


def _misora(st: GameState, p: int, d: int, c: GameConsts) -> tuple[float, ...]:
    """Tracking attacks the player has ready at the aim (MR 23-4: their Range is checked at the aim, not at the
    Distance, so they hit wherever the opponent moves): attack cards in hand with a printed Tracking whose Range
    holds the aim (甲矢乙矢), ミハテヌハテ unused in ＜Special＞ when the aim equals its Range X (3 + 2 x its tokens),
    and 追尾撃 in hand when a card it could play (own discard pile, or another megami's card not chosen) reaches
    the aim. The aim is public; without this feature the evaluation never saw it, so 狙い蹴り's shift (keep, +1, -1)
    was judged only by what the fast rules did with it in the rest of the turn. Weight 0: with it the shift decided
    more games on the misora split deck, but the player did not beat the previous one (docs/evaluation.md, session
    6b). The shift itself cannot show here: 狙い蹴り is an attack, so the aim it shifted is cleared at the end of that
    main phase (MR 23-2 (a)) and the next turn starts with the aim of the end-phase rule; what a shift is worth is
    what the rest of that turn does with it, which the heuristic's simulation of the choice sees (session 8c)."""
    aim = misora_cards.aim_of(st, p)
    if aim is None:
        return (0.0,)
    cards = st.cards
    zp = st.zones[p]
    n = 0
    tsuibi = False
    for u in zp[HAND]:
        cd = cards[u]
        if cd.id == _TSUIBIGEKI:
            tsuibi = True
        elif cd.ctype == ATTACK and _TRACKING in cd.script.attack_statics and aim in cd.range:
            n += 1
    for u in zp[SPECIAL]:
        if cards[u].id == _MIHATENUHATE and st.cstate[u] == UNUSED and aim == misora_cards.mihatenuhate_x(st, u):
            n += 1
    if tsuibi:
        if any(_tracks(cards[u], aim) for u in zp[DISCARD]) or any(
                _tracks(cards[u], aim) and _MISORA not in cards[u].users and face_down_out(st, u) for u in zp[OUT]):
            n += 1
    return (float(min(n, 3)),)


register("misora", ("tracking_ready",), _misora)


# ---------------------------------------------------------------- Innealra (MR 24)
# Per fate card (MR 24-2), what its resolution by a resonance at the start of its host's main phase is worth to her
# in log-odds (the weights of 79abb4b, the turn finished by the fast rules, against no resonance), measured in
# heuristic self-play on random decks of pairings with Innealra: `PYTHONPATH=. python3 scripts/mechanic_constants.py
# innealra --games 150 --seed 61 --weights <79abb4b's weights.json>`, 3,167 main phases of 150 games (each form's fates at her position: O1 the past, O2 the
# present, O3 the future; the card and rule values mixed as the form resonates in those games).
INNEALRA_FATE_VALUES: dict[str, float] = {
    "26-innealra-o1-f-1": -0.006,
    "26-innealra-o1-f-2": 0.027,
    "26-innealra-o1-f-3": 0.808,
    "26-innealra-o1-f-4": 0.177,
    "26-innealra-o2-f-1": 0.19,
    "26-innealra-o2-f-2": 0.217,
    "26-innealra-o2-f-3": 0.123,
    "26-innealra-o2-f-4": -0.036,
    "26-innealra-o3-f-1": 0.303,
    "26-innealra-o3-f-2": 0.036,
    "26-innealra-o3-f-3": 0.022,
    "26-innealra-o3-f-4": 0.042,
}
# Per twisted fate (MR 24-2-2-2, the fate's ``-a`` back, resolved instead of the fate while Azanael is deployed, MR
# 24-8), keyed by the fate's own id: the same measurement with the twisted back resolved at her position (the
# packaged weights of session 6b): `PYTHONPATH=. python3 scripts/mechanic_constants.py innealra --games 150 --seed 62
# --twisted`, 3,281 main phases (no twisted fate reads how it was resonated, so card and rule values are equal).
INNEALRA_TWISTED_VALUES: dict[str, float] = {
    "26-innealra-o1-f-1": 0.658,
    "26-innealra-o1-f-2": 0.939,
    "26-innealra-o1-f-3": 0.646,
    "26-innealra-o1-f-4": 1.137,
    "26-innealra-o2-f-1": 0.733,
    "26-innealra-o2-f-2": -0.053,
    "26-innealra-o2-f-3": 0.649,
    "26-innealra-o2-f-4": 0.181,
    "26-innealra-o3-f-1": 0.908,
    "26-innealra-o3-f-2": 0.935,
    "26-innealra-o3-f-3": 0.005,
    "26-innealra-o3-f-4": 0.336,
}
_FORM_POS: dict[str, int] = innealra_cards.FORM_POS


def _twist_gain(form: str) -> float:
    """What twisting gains per resonance of ``form``: the mean over her four fates of the twisted value minus the
    fate's value (the fate that resolves is any of the four as the fates rotate)."""
    ids = [f"26-{form}-f-{k}" for k in range(1, 5)]
    return sum(INNEALRA_TWISTED_VALUES[i] - INNEALRA_FATE_VALUES[i] for i in ids) / 4


# Forms for which deploying Azanael lost in every situation measured by play, so that twisting is valued 0 for them:
# O1 (heuristic with twisted_ahead 0.5 / 1.0 / 2.0 against the heuristic never deploying it on the innealra-o1 split
# deck: 48.5%, 45.0%, 44.0%; deploying at once whenever it can: 40.3% [35.0, 45.6]; only with the opponent at 3 Life
# or less: 48.3% [45.1, 51.6]; docs/evaluation.md, session 8c). Her twisted fates deal their Life damage only if no
# Normal card (F-3) or no basic action (F-4) was used this turn, or forbid those for the rest of the turn (F-1, F-2),
# which the one-resonance measurement at the start of the main phase, before any card, cannot see.
TWIST_DECLINED: tuple[str, ...] = ("innealra-o1",)
TWIST_GAIN: dict[str, float] = {f: 0.0 if f in TWIST_DECLINED else _twist_gain(f) for f in _FORM_POS}


def _fate_table(st: GameState, p: int) -> dict[str, float]:
    """The value table of ``p``'s fates now: the twisted values while her Azanael is deployed (MR 24-8)."""
    return INNEALRA_TWISTED_VALUES if innealra_cards.twisted(st, p) else INNEALRA_FATE_VALUES


def fate_next(st: GameState, p: int) -> float:
    """The measured value of the fate ``p``'s next resonance resolves: the one at her position (MR 24-6; its
    twisted back's value while Azanael is deployed, MR 24-8)."""
    form = innealra_cards.host_form(st, p)
    if form is None:
        return 0.0
    u = innealra_cards.fate_slots(st, p)[_FORM_POS[form]]
    return _fate_table(st, p).get(st.cards[u].id, 0.0) if u >= 0 else 0.0


def twisted_ahead(st: GameState, p: int) -> float:
    """The twisting still to come from ``p``'s deployed Azanael (MR 24-8): the Charge tokens on it (it is destroyed
    when they run out, one comes off at each of her start phases, CR 6-5) times what twisting gains per resonance
    of her form (:data:`TWIST_GAIN`); 0 without a deployed Azanael."""
    form = innealra_cards.host_form(st, p)
    if form is None:
        return 0.0
    for u in st.zones[p][ENHANCE]:
        if st.cards[u].id == innealra_cards.AZANAEL:
            return st.tok[CARD_BASE + u] * TWIST_GAIN[form]
    return 0.0


def _moved_to_unseen(slots: tuple[int, int, int, int], uid: int) -> tuple[int, int, int, int]:
    """The fate slots after moving ``uid`` to the unseen fate (MR 24-7, as ``cards.innealra.move_to_unseen``)."""
    s = list(slots)
    if uid < 0 or uid not in s or s[3] == uid:
        return slots
    old = s[3]
    s[s.index(uid)] = -1
    s[3] = uid
    if s[0] < 0:
        s[0], s[1] = s[1], -1
    if s[1] < 0:
        s[1], s[2] = s[2], -1
    s[2] = old
    return (s[0], s[1], s[2], s[3])


def fate_values(st: GameState, p: int) -> tuple[float, float, float]:
    """(the measured value of the fate ``p`` would resolve now, of the next one after that resonance, of the next
    one after moving her past fate to the unseen fate instead): what Innealra's choices change (MR 24-6, 24-7)."""
    form = innealra_cards.host_form(st, p)
    if form is None:
        return (0.0, 0.0, 0.0)
    pos = _FORM_POS[form]
    slots = innealra_cards.fate_slots(st, p)
    cards = st.cards
    get = _fate_table(st, p).get

    def val(u: int) -> float:
        return get(cards[u].id, 0.0) if u >= 0 else 0.0

    return (val(slots[pos]), val(_moved_to_unseen(slots, slots[pos])[pos]), val(_moved_to_unseen(slots, slots[0])[pos]))


def _innealra(st: GameState, p: int, d: int, c: GameConsts) -> tuple[float, ...]:
    """The measured value of the fate her next resonance resolves (:func:`fate_next`) and the twisting still to come
    from a deployed Azanael (:func:`twisted_ahead`). The fates are public (MR 24-3); without ``fate_next`` the
    evaluation could not see which fate comes next, so a resonance or a move of the past fate to the unseen fate
    (MR 24-7) was judged by the fate it resolved now at best, and the options that only change the order tied.
    Weighted 1.0: the measured values taken as they are (docs/evaluation.md, session 6b). Without
    ``twisted_ahead`` a deployed Azanael was 5 Flare spent for an enhancement the evaluation saw nothing of, and
    it was never played (docs/evaluation.md, session 8c)."""
    return (fate_next(st, p), twisted_ahead(st, p))


register("innealra", ("fate_next", "twisted_ahead"), _innealra)


BLOCKS: Final[tuple[MegamiFeatures, ...]] = tuple(REGISTRY.values())
# Which megami a player hosts: constant through a game, so these never change a decision; they are
# there for the fit. Without them a megami's state features also absorb how well the players do with
# that megami at all (self-play with Yukihi loses more often, so "umbrella open" looked bad whatever
# the umbrella did); with them, the state features measure the state.
HOST_MEGAMI = ("yurina", "saine", "himika", "tokoyo", "oboro", "yukihi", "shinra", "hagane", "chikage", "kururu",
               "thallya", "raira", "utsuro", "honoka")
HOST_NAMES: tuple[str, ...] = tuple(f"host_{m}" for m in HOST_MEGAMI)
NAMES: tuple[str, ...] = tuple(n for b in BLOCKS for n in b.names) + HOST_NAMES
_ZEROS: Final[dict[int, tuple[float, ...]]] = {len(b.names): (0.0,) * len(b.names) for b in BLOCKS}


def megami_features(st: GameState, p: int, d: int, c: GameConsts) -> list[float]:
    """The values of every registered block for player ``p`` (zeros for megami ``p`` does not host),
    then the host indicators, in the order of :data:`NAMES`."""
    out: list[float] = []
    hosted = c.blocks[p]
    for i, b in enumerate(BLOCKS):
        if hosted[i]:
            out.extend(b.fn(st, p, d, c))
        else:
            out.extend(_ZEROS[len(b.names)])
    out.extend(c.hosts[p])
    return out
