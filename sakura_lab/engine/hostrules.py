"""Rule effects that a megami's additional rules give to the player who hosts her (CR 9-1-1-1;
megami-rules.en.md), e.g. Oboro's "play a Trap before a reshuffle" or Yukihi's end-phase umbrella.

A megami module registers abilities with :func:`register_host_rules` under a base megami code (all her
forms) or a form code (that form only). At setup the game puts them in force for each player hosting
that megami (``GameState.rules``). A rule ability has no card: its ``src`` argument is
``rule_src(player)`` (a negative number); use :func:`rule_player` to get the player back, and never
index ``st.cards`` / ``st.owner`` with it.
"""
from __future__ import annotations

from typing import Any

from sakura_lab.engine.registry import CONTENT

HOST_RULES: dict[str, tuple[Any, ...]] = {}


def register_host_rules(megami: str, *abilities: Any) -> None:
    """Put ``abilities`` in force for every player hosting ``megami`` (base code or form code)."""
    HOST_RULES[megami] = HOST_RULES.get(megami, ()) + tuple(abilities)


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
