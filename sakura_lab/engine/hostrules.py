"""Rule effects that a megami's additional rules give to the player who hosts her (CR 9-1-1-1;
megami-rules.en.md), e.g. Oboro's "play a Trap before a reshuffle" or Yukihi's end-phase umbrella.

A megami module registers abilities with :func:`register_host_rules` under a base megami code (all her
forms) or a form code (that form only). At setup the game puts them in force for each player hosting
that megami (``GameState.rules``). A rule ability has no card: its ``src`` argument is
``rule_src(player)`` (a negative number); use :func:`rule_player` to get the player back, and never
index ``st.cards`` / ``st.owner`` with it.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from sakura_lab.engine.registry import CONTENT

if TYPE_CHECKING:  # pragma: no cover - annotations only
    from sakura_lab.engine.state import GameState

HOST_RULES: dict[str, tuple[Any, ...]] = {}

# Setup needs a megami's additional rules declare (the game builder reads them, never a megami's name):
# UNCHOSEN_CARDS: build the cards not chosen in Deck Construction as card objects, face down in each
# player's ＜Out of Game＞ (CR 4-1 step 2, 10-29). Only games whose rules read them pay for the extra
# cards (every clone copies per-card lists), e.g. Explorer Kururu's discovery of the century (MR 8-4).
UNCHOSEN_CARDS = "unchosen_cards"
HOST_NEEDS: dict[str, frozenset[str]] = {}


def register_host_rules(megami: str, *abilities: Any) -> None:
    """Put ``abilities`` in force for every player hosting ``megami`` (base code or form code)."""
    HOST_RULES[megami] = HOST_RULES.get(megami, ()) + tuple(abilities)


def register_host_needs(megami: str, *needs: str) -> None:
    """Declare setup ``needs`` (e.g. :data:`UNCHOSEN_CARDS`) of every game in which a player hosts
    ``megami`` (base code or form code)."""
    HOST_NEEDS[megami] = HOST_NEEDS.get(megami, frozenset()) | frozenset(needs)


def hosts_need(hosts: tuple[tuple[str, ...], ...], need: str) -> bool:
    """Whether some player's hosted form (or its base megami) declared the setup need ``need``."""
    if not HOST_NEEDS:
        return False
    base_of = CONTENT.base_of
    for forms in hosts:
        for form in forms:
            if need in HOST_NEEDS.get(form, ()) or need in HOST_NEEDS.get(base_of(form), ()):
                return True
    return False


_BASES: dict[str, str] = {}


def hosts_megami(st: GameState, player: int, megami: str) -> bool:
    """Whether ``player`` hosts a form of base megami ``megami`` (a megami's additional rules apply to the
    players hosting her, MR 1). Forms map to their base through the catalogue (``CONTENT.base_of``), cached."""
    for form in st.hosts[player]:
        base = _BASES.get(form)
        if base is None:
            base = _BASES[form] = CONTENT.base_of(form)
        if base == megami:
            return True
    return False


def rule_src(player: int) -> int:
    return -1 - player


def rule_player(src: int) -> int:
    return -1 - src


def rules_for(hosts: tuple[tuple[str, ...], tuple[str, ...]]) -> tuple[tuple[int, Any], ...]:
    """(src, ability) pairs of the host rules in force for two players' hosted forms."""
    base_of = CONTENT.base_of
    out: list[tuple[int, Any]] = []
    for p, forms in enumerate(hosts):
        seen: set[str] = set()
        for form in forms:
            base = base_of(form)
            for key in (base, form):
                if key in seen:
                    continue
                seen.add(key)
                for ab in HOST_RULES.get(key, ()):
                    out.append((rule_src(p), ab))
    return tuple(out)
