"""What one player may see (CR 7-1): the public board plus their own hidden cards.

Agents receive a :class:`PlayerView`, never the state. Hidden information (the opponent's hand,
face-down discards, unused specials, face-down cards in Out of Game, deck order, and every megami's hidden state such as a Plan or a
pouch) is declared once per rule in :mod:`sakura_lab.engine.hidden`: the view refuses what a declaration
conceals (asking for it raises) and :func:`determinize` re-draws all of it.
"""
from __future__ import annotations

from typing import Any, Final

from sakura_lab.engine import api as S
from sakura_lab.engine.cardbase import CardDef
from sakura_lab.engine.constants import (
    AURA,
    CARD_BASE,
    D_CARD,
    DECK,
    DEVOTED,
    DISCARD,
    ENHANCE,
    EXTRA,
    FLARE,
    HAND,
    LIFE,
    OUT,
    PLAYED,
    SHADOW,
    SPECIAL,
)
from sakura_lab.engine.errors import HiddenInformationError  # defined there: view.py is compiled
from sakura_lab.engine.hidden import (
    HIDDEN,
    SHOWN,
    HiddenInfo,
    card_concealed,
    hidden_infos,
    register_hidden,
    value_known,
)
from sakura_lab.engine.pyrandom import sample as sample_like
from sakura_lab.engine.pyrandom import shuffle as shuffle_like
from sakura_lab.engine.registry import CONTENT
from sakura_lab.engine.rng import limbs


class PlayerView:
    """Read-only window on a game for ``player``."""

    __slots__ = ("_st", "player")

    def __init__(self, st: S.GameState, player: int) -> None:
        self._st = st
        self.player = player

    # --- public numbers
    @property
    def opponent(self) -> int:
        return 1 - self.player

    @property
    def turn(self) -> int:
        return self._st.turn

    @property
    def turn_player(self) -> int:
        return self._st.turn_player

    @property
    def phase(self) -> str:
        return S.PHASE_NAMES[self._st.phase]

    @property
    def distance(self) -> int:
        return S.current_distance(self._st)

    @property
    def shadow(self) -> int:
        return self._st.tok[SHADOW]

    @property
    def mastery_zone(self) -> int:
        return S.mastery_zone(self._st)

    def life(self, p: int) -> int:
        return self._st.tok[LIFE + p]

    def aura(self, p: int) -> int:
        return self._st.tok[AURA + p]

    def flare(self, p: int) -> int:
        return self._st.tok[FLARE + p]

    def vigor(self, p: int) -> int:
        return self._st.vigor[p]

    def flinched(self, p: int) -> bool:
        return self._st.flinch[p]

    def hand_size(self, p: int) -> int:
        return len(self._st.zones[p][HAND])

    def deck_size(self, p: int) -> int:
        return len(self._st.zones[p][DECK])

    def discard_size(self, p: int) -> int:
        return len(self._st.zones[p][DISCARD])

    # --- cards
    def hand(self) -> list[int]:
        """Own hand (uids)."""
        return list(self._st.zones[self.player][HAND])

    def discard(self, p: int | None = None) -> list[int]:
        p = self.player if p is None else p
        if p != self.player:
            raise HiddenInformationError("the opponent's discard pile is face down (CR 7-1-8)")
        return list(self._st.zones[p][DISCARD])

    def played(self, p: int) -> list[int]:
        return list(self._st.zones[p][PLAYED])

    def enhancements(self, p: int) -> list[tuple[int, int]]:
        """(uid, tokens) of ``p``'s enhancements in play (public)."""
        st = self._st
        return [(u, st.tok[CARD_BASE + u]) for u in st.zones[p][ENHANCE]]

    def specials(self, p: int) -> list[tuple[int | None, bool]]:
        """(uid, devoted) of ``p``'s Special zone; the opponent's unused ones show as (None, False)."""
        st = self._st
        out: list[tuple[int | None, bool]] = []
        for u in st.zones[p][SPECIAL]:
            dev = st.cstate[u] == DEVOTED
            out.append((u if (dev or p == self.player) else None, dev))
        return out

    def extra(self, p: int) -> list[int]:
        return list(self._st.zones[p][EXTRA])

    def can_see(self, uid: int) -> bool:
        """Whether this player may look at the face of card ``uid`` (no declared rule conceals it)."""
        return not card_concealed(self._st, uid, self.player)

    def info(self, name: str, p: int) -> Any:
        """The value ``name`` (a declared :class:`~sakura_lab.engine.hidden.HiddenInfo`, e.g. Shinra's
        ``"shinra_plan"``) that player ``p`` holds, if this player may know it."""
        info = HIDDEN.get(name)
        if info is None or info.player_value is None:
            raise KeyError(f"no declared player information {name!r}")
        if not value_known(self._st, name, p, self.player):
            raise HiddenInformationError(f"{name} of player {p} is hidden from player {self.player} ({info.rule})")
        return info.player_value(self._st, p)

    def card(self, uid: int) -> CardDef:
        """The definition of a card this player can see."""
        if not self.can_see(uid):
            raise HiddenInformationError(f"card {uid} is hidden from player {self.player}")
        return self._st.cards[uid]

    def attack_values(self, aid: int) -> Any:
        atk = self._st.attacks.get(aid)
        return None if atk is None else S.attack_values(self._st, atk)

    def __repr__(self) -> str:
        return f"<PlayerView p{self.player} of {self._st!r}>"


# ---------------------------------------------------------------- determinization (for search agents)
# opponent_pool's answers by the hosted forms and the season (public and fixed for a game; asked at every
# determinization, where merging the forms' pools anew was a sixth of its cost)
_OPPONENT_POOLS: Final[dict[tuple[tuple[str, ...], str], tuple[list[CardDef], list[CardDef]]]] = {}


def opponent_pool(st: S.GameState, q: int) -> tuple[list[CardDef], list[CardDef]]:
    """Every normal / special card the megami player ``q`` hosts could have chosen (CR 3-1: public). The lists are
    shared between calls: callers must not modify them."""
    key = (st.hosts[q], st.season)
    hit = _OPPONENT_POOLS.get(key)
    if hit is not None:
        return hit
    normals: dict[str, CardDef] = {}
    specials: dict[str, CardDef] = {}
    for form in st.hosts[q]:
        n, s = CONTENT.pool_defs(form, st.season)
        for cd in n:
            normals.setdefault(cd.id, cd)
        for cd in s:
            specials.setdefault(cd.id, cd)
    hit = _OPPONENT_POOLS[key] = (list(normals.values()), list(specials.values()))
    return hit


def clear_pool_cache() -> None:
    """Forget :func:`opponent_pool`'s answers (with ``game.clear_caches``, when the card definitions are rebuilt)."""
    _OPPONENT_POOLS.clear()


def deal_unheld_normals(st: S.GameState, q: int, slots: list[int], rng: Any) -> None:
    """Give player ``q``'s face-down normal cards at ``slots`` (in a megami's own hidden zone, e.g. Yatsuha's
    ＜Memory＞ or Mizuki's ＜Barracks＞) random identities from ``q``'s normal pool that the world does not
    already hold. Called by a megami's resample after the core's redraw of hand, deck and face-down
    discards, whose unseen pool includes these cards' identities: so no identity is held twice."""
    if not slots:
        return
    pool_n, _ = opponent_pool(st, q)
    slot_set = set(slots)
    held = {st.cards[u].id for u in range(len(st.cards)) if st.owner[u] == q and u not in slot_set}
    cand = [cd for cd in pool_n if cd.id not in held]
    if not cand:
        return
    cards = list(st.cards)
    picks = sample_like(rng, cand, len(slots)) if len(cand) >= len(slots) else [rng.choice(cand) for _ in slots]
    for u, cd in zip(slots, picks, strict=True):
        cards[u] = cd
    st.cards = tuple(cards)


def determinize(view: PlayerView, rng: Any) -> S.GameState:
    """A full game state consistent with everything ``view.player`` knows.

    Every declared piece of hidden information (:mod:`sakura_lab.engine.hidden`: the opponent's hand,
    deck, face-down discards, unused specials and unchosen cards (CR 10-29), a Plan, a pouch, face-down parts, ...) is re-drawn at
    random from what the player knows; the player's own deck order and every future shuffle are
    re-randomised. The result depends only on the view and ``rng``, so an agent searching it cannot
    learn hidden information (DESIGN.md §5)."""
    st = view._st.clone()
    p = view.player
    for info in hidden_infos():
        if info.resample is not None:
            info.resample(st, p, rng)
    deck = st.zones[p][DECK]  # own deck order is unknown to its owner too
    shuffle_like(rng, deck)
    st.rngs = limbs(rng.getrandbits(64), rng.getrandbits(64), rng.getrandbits(64))
    # The deck lists and the seed would let a search rebuild the opponent's cards: keep only our own list.
    if st.decks is not None:
        st.decks = tuple(d if i == p else None for i, d in enumerate(st.decks))
    st.seed = -1
    st.record = False
    st.events = None
    st.cstats = None
    st.mstats = None
    st.abcache = None
    return st


# ---------------------------------------------------------------- the core rules' hidden cards (CR 7-1)
def _core_conceals(st: S.GameState, uid: int, viewer: int) -> bool:
    """CR 7-1: a deck is face down to everyone (7-1-6); the opponent's hand (7-1-4), face-down discards
    (7-1-8), unused Specials (7-1-11; unless an effect showed them to ``viewer``, ``hidden.show_card``) and
    face-down cards in Out of Game (the cards not chosen in Deck Construction, 7-1-16, 10-29) are hidden
    from the other player."""
    z = st.loc[uid]
    if z == DECK:
        return True
    if st.owner[uid] == viewer:
        return False
    if z == HAND or z == DISCARD:
        return True
    if z == SPECIAL:
        return st.cstate[uid] != DEVOTED and (SHOWN, uid, viewer) not in st.marks
    return z == OUT and ("face_up", uid) not in st.marks


_POOL_IDS: Final[dict[tuple[tuple[str, ...], str], frozenset[str]]] = {}


def _resample_core(st: S.GameState, p: int, rng: Any) -> None:
    """Re-draw the opponent's hidden cards from their megami's pools minus the cards ``p`` has seen.

    In a game with the cards not chosen in Deck Construction (face down in Out of Game, CR 10-29; built only
    when a host's rules read them, ``hostrules.UNCHOSEN_CARDS``) they are hidden slots too, normal cards with
    the hand / deck / face-down discards and Specials with the unused Specials: every place keeps its zone and
    its kind, and the unseen rest of the pools is dealt over them at random (then it is exactly that rest).

    Hidden cards that are not pool cards (an extra card such as Tempered Attack, a poison) keep their
    identity but take random places among the hidden slots of their group, since which slot holds them
    is what ``p`` does not know."""
    q = 1 - p
    cards = list(st.cards)
    slots_n: list[int] = []  # hand, deck, face-down discard and face-down Out of Game places of normal cards
    slots_s: list[int] = []  # unused specials and face-down Specials in Out of Game
    seen_ids: set[str] = set()
    # the cards a pending card choice of ``p`` offers are shown to ``p`` (hidden.card_concealed)
    d = st.decision
    offered: tuple[Any, ...] = tuple(d.options) if d is not None and d.player == p and d.kind == D_CARD else ()
    loc = st.loc
    for u in range(len(cards)):
        if st.owner[u] != q:
            continue
        z = loc[u]
        # the opponent's hand, deck and face-down discards are hidden by the core rules (CR 7-1-4, 7-1-6,
        # 7-1-8) whatever else is declared: the same answer as card_concealed, without asking every declaration
        if (u not in offered) if (z == HAND or z == DECK or z == DISCARD) else card_concealed(st, u, p):
            if z == HAND or z == DECK or z == DISCARD:
                slots_n.append(u)
            elif z == SPECIAL:
                slots_s.append(u)
            elif z == OUT:  # not chosen in Deck Construction (CR 10-29): a Special's back differs from a
                # normal card's (Special cards are kept apart from the deck at every step of CR 4-1), so the
                # kind of a face-down card is public; which card it is is not
                (slots_s if cards[u].is_special else slots_n).append(u)
        else:
            seen_ids.add(cards[u].id)
    pool_n, pool_s = opponent_pool(st, q)
    key = (st.hosts[q], st.season)
    pool_ids = _POOL_IDS.get(key)
    if pool_ids is None:
        pool_ids = _POOL_IDS[key] = frozenset(cd.id for cd in pool_n + pool_s)
    for slots, pool in ((slots_n, pool_n), (slots_s, pool_s)):
        if not slots:
            continue
        # Cards from outside the pool (their count per group is what the view allows to know).
        kept = sorted((cards[u] for u in slots if cards[u].id not in pool_ids), key=lambda c: c.id)
        free = list(slots)
        if kept:
            for u, cd in zip(sample_like(rng, slots, len(kept)), kept, strict=True):
                cards[u] = cd
                free.remove(u)
        if not free:
            continue
        cand = [cd for cd in pool if cd.id not in seen_ids]
        if len(cand) >= len(free):
            picks = sample_like(rng, cand, len(free))
        else:  # more hidden cards than unseen pool cards (e.g. after ownership changes): allow repeats
            picks = cand + [rng.choice(pool or cand) for _ in range(len(free) - len(cand))]
            shuffle_like(rng, picks)
        for u, cd in zip(free, picks, strict=True):
            cards[u] = cd
    st.cards = tuple(cards)


HIDDEN_CARDS: HiddenInfo = register_hidden(HiddenInfo(
    "cards", "CR 7-1-4, 7-1-6, 7-1-8, 7-1-11, 7-1-16", conceals_card=_core_conceals, resample=_resample_core, order=0))
