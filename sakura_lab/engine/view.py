"""What one player may see (CR 7-1): the public board plus their own hidden cards.

Agents receive a :class:`PlayerView`, never the state. Hidden information of the opponent (hand,
face-down discards, unused specials, deck order) is not reachable through it: asking for it raises.
"""
from __future__ import annotations

from typing import Any

from sakura_lab.engine import api as S
from sakura_lab.engine.cardbase import CardDef
from sakura_lab.engine.constants import (
    AURA,
    CARD_BASE,
    DECK,
    DEVOTED,
    DISCARD,
    ENHANCE,
    EXTRA,
    FLARE,
    HAND,
    LIFE,
    PLAYED,
    SHADOW,
    SPECIAL,
)
from sakura_lab.engine.registry import CONTENT


class HiddenInformationError(PermissionError):
    """An agent asked for something its player may not see."""


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
        st = self._st
        z = st.loc[uid]
        o = st.owner[uid]
        if o == self.player:
            return z != DECK
        if z in (HAND, DISCARD, DECK):
            return False
        if z == SPECIAL:
            return st.cstate[uid] == DEVOTED
        if z == EXTRA and st.cards[uid].script.private_in_extra:
            return False  # e.g. Chikage's poison pouch: only its owner may look (megami rules 7-3-1)
        return True

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
def opponent_pool(st: S.GameState, q: int) -> tuple[list[CardDef], list[CardDef]]:
    """Every normal / special card the megami player ``q`` hosts could have chosen (CR 3-1: public)."""
    normals: dict[str, CardDef] = {}
    specials: dict[str, CardDef] = {}
    for form in st.hosts[q]:
        n, s = CONTENT.pool_defs(form, st.season)
        for cd in n:
            normals.setdefault(cd.id, cd)
        for cd in s:
            specials.setdefault(cd.id, cd)
    return list(normals.values()), list(specials.values())


def determinize(view: PlayerView, rng: Any) -> S.GameState:
    """A full game state consistent with everything ``view.player`` knows.

    The opponent's hidden cards (hand, deck, face-down discards, unused specials) are re-drawn at random
    from their megami's pools minus the cards ``view.player`` has seen; the player's own deck order and
    every future shuffle are re-randomised. The result depends only on the view and ``rng``, so an agent
    searching it cannot learn hidden information (DESIGN.md §5)."""
    st = view._st.clone()
    p = view.player
    q = 1 - p
    hidden = [u for u in range(len(st.cards))
              if st.owner[u] == q and st.loc[u] in (HAND, DECK, DISCARD, SPECIAL) and not view.can_see(u)]
    seen_ids = {st.cards[u].id for u in range(len(st.cards)) if st.owner[u] == q and view.can_see(u)}
    pool_n, pool_s = opponent_pool(st, q)
    cand_n = [cd for cd in pool_n if cd.id not in seen_ids]
    cand_s = [cd for cd in pool_s if cd.id not in seen_ids]
    hid_n = [u for u in hidden if st.cards[u].is_normal]  # other kinds (poisons, ...) are not re-drawn here
    hid_s = [u for u in hidden if st.cards[u].is_special]
    cards = list(st.cards)
    for hid, cand, pool in ((hid_n, cand_n, pool_n), (hid_s, cand_s, pool_s)):
        if not hid:
            continue
        if len(cand) >= len(hid):
            picks = rng.sample(cand, len(hid))
        else:  # more hidden cards than unseen pool cards (e.g. after ownership changes): allow repeats
            picks = cand + [rng.choice(pool or cand) for _ in range(len(hid) - len(cand))]
            rng.shuffle(picks)
        for u, cd in zip(hid, picks, strict=True):
            cards[u] = cd
    # Private cards of a set-aside zone (a poison pouch, megami rules 7-3-1): which ones are still there is
    # hidden, so the pouch is re-dealt from every such card the player cannot see.
    private = [u for u in st.zones[q][EXTRA] if cards[u].script.private_in_extra]
    if private:
        unseen = sorted((cards[u] for u in range(len(cards))
                         if cards[u].script.private_in_extra and not view.can_see(u)),
                        key=lambda c: c.id)
        for u, cd in zip(private, rng.sample(unseen, len(private)), strict=True):
            cards[u] = cd
    st.cards = tuple(cards)
    deck = st.zones[p][DECK]  # own deck order is unknown to its owner too
    rng.shuffle(deck)
    st.rngs = [rng.getrandbits(64), rng.getrandbits(64), rng.getrandbits(64)]
    st.record = False
    st.events = None
    st.cstats = None
    st.abcache = None
    return st
