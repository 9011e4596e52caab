"""What one player may see (CR 7-1): the public board plus their own hidden cards.

Agents receive a :class:`PlayerView`, never the state. Hidden information of the opponent (hand,
face-down discards, unused specials, deck order) is not reachable through it: asking for it raises.
"""
from __future__ import annotations

from typing import Any

from sakura_lab.engine import state as S
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
