"""Mechanic telemetry: how often each megami mechanic is used, per player per game (issue 10).

A megami module declares each of its mechanics once with :func:`register_mechanic` (name, megami, one
line of description, the rule section) — as ``engine/hooks.py`` declares hooks — and counts it with
:func:`count` where the mechanic happens. The core never names a mechanic: it only keeps the counters
(``GameState.mstats``) and, for mechanics declared with ``on_play``, asks them whenever a card is played
(:func:`observe_play`, e.g. "a card with a 決死 text was played while 決死 held").

Counting is switched on with the per-card statistics (``game.new_state(card_stats=True)``); otherwise
``st.mstats`` is None and :func:`count` returns at once. Counters belong to the player *credited* with the
mechanic — the side hosting the megami (a poison played by Chikage's opponent counts for Chikage's side),
so that a study can compare the games in which a side used its megami's mechanic with those it did not.

A mechanic may also declare ``uses(view, decision, option)``: whether answering ``decision`` with
``option`` uses the mechanic. Players use it to be forced to ignore a mechanic (the with / without
comparison of ``scripts/mechanics_table.py``), see :func:`options_using`.
"""
from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from sakura_lab.engine.registry import CONTENT

if TYPE_CHECKING:  # pragma: no cover - annotations only
    from sakura_lab.engine.state import Decision, GameState

UsesFn = Callable[[Any, "Decision", Any], bool]  # (player view, decision, option) -> uses the mechanic
PlayFn = Callable[["GameState", int, int], int]  # (state, player, uid) -> how many uses this play counts


@dataclass(frozen=True, slots=True)
class Mechanic:
    """One declared mechanic: counted per player per game, optionally recognisable in decisions."""

    name: str  # unique over all megami, e.g. "umbrella_flip"
    megami: str  # base megami code of the host credited with it, e.g. "yukihi"
    description: str  # one line: what one count means
    rule: str  # the rule section (megami-rules.en.md "MR", CR) or card the mechanic comes from
    uses: UsesFn | None = None  # which decision options use it (None: no choice of a player uses it directly)
    on_play: PlayFn | None = None  # counted by the core whenever a card is played (stats on only)
    forms: tuple[str, ...] = ()  # only these forms have it (e.g. the Anvil: "hagane-a1"); () = every form


MECHANICS: dict[str, Mechanic] = {}
_ON_PLAY: list[Mechanic] = []
# the ``on_play`` mechanics whose megami one of a game's sides hosts, per ``GameState.hosts`` (observe_play asks only
# those: asking the thirteen of every megami on each play was 3% of a random game's instructions)
_ON_PLAY_BY_HOSTS: dict[tuple, list[Mechanic]] = {}


class UnknownMechanicError(ValueError):
    """Code counted or asked about a mechanic nobody registered."""


def register_mechanic(megami: str, name: str, description: str, rule: str, *, uses: UsesFn | None = None,
                      on_play: PlayFn | None = None, forms: tuple[str, ...] = ()) -> Mechanic:
    """Declare a mechanic (once per name; a second registration of the same name must be identical in
    megami, so that reloading a card module is harmless)."""
    old = MECHANICS.get(name)
    if old is not None and old.megami != megami:
        raise ValueError(f"mechanic {name!r} is already registered for {old.megami}")
    m = Mechanic(name, megami, description, rule, uses, on_play, tuple(forms))
    MECHANICS[name] = m
    _ON_PLAY[:] = [x for x in MECHANICS.values() if x.on_play is not None]
    _ON_PLAY_BY_HOSTS.clear()
    return m


def count(st: GameState, player: int, name: str, n: int = 1) -> None:
    """Add ``n`` uses of mechanic ``name`` for ``player`` (nothing when statistics are off)."""
    m = st.mstats
    if m is None:
        return
    rec = m.get(name)
    if rec is None:
        if name not in MECHANICS:
            raise UnknownMechanicError(f"mechanic {name!r} is not registered (engine.telemetry.register_mechanic)")
        rec = m[name] = [0, 0]
    rec[player] += n


def _on_play_for(hosts: tuple) -> list[Mechanic]:
    """The ``on_play`` mechanics of the megami hosted by either side (``GameState.hosts``); every one when the state
    names no hosts (a hand-built test state)."""
    lst = _ON_PLAY_BY_HOSTS.get(hosts)
    if lst is None:
        base_of = CONTENT.base_of  # the catalogue's form -> base megami, as the host rules read it
        bases = {base_of(f) for side in hosts for f in side}
        lst = [m for m in _ON_PLAY if m.megami in bases] if bases else list(_ON_PLAY)
        _ON_PLAY_BY_HOSTS[hosts] = lst
    return lst


def observe_play(st: GameState, player: int, uid: int) -> None:
    """Called by the core when ``player`` plays ``uid`` with statistics on: the ``on_play`` mechanics of the megami in
    the game (the cards they count come with their megami, so the others never count)."""
    for m in _on_play_for(st.hosts):
        assert m.on_play is not None
        k = m.on_play(st, player, uid)
        if k:
            count(st, player, m.name, k)


def counts(st: GameState) -> dict[str, tuple[int, int]]:
    """The counters of a game: mechanic name -> (uses by player 0, uses by player 1); only mechanics
    used at least once appear (empty when statistics are off)."""
    return {k: (v[0], v[1]) for k, v in (st.mstats or {}).items()}


def mechanics_of(megami: str, forms: Iterable[str] | None = None) -> list[Mechanic]:
    """The mechanics credited to a base megami code, in registration order; with ``forms`` (a side's
    hosted form codes) only those these forms have."""
    fs = None if forms is None else set(forms)
    return [m for m in MECHANICS.values() if m.megami == megami and (fs is None or not m.forms or fs & set(m.forms))]


def check_names(names: Iterable[str]) -> tuple[str, ...]:
    """``names`` as a tuple, refusing unregistered ones (player specs such as ``ignore=umbrella_flip``)."""
    out = tuple(names)
    for n in out:
        if n not in MECHANICS:
            raise UnknownMechanicError(f"unknown mechanic {n!r} (registered: {', '.join(sorted(MECHANICS))})")
    return out


def options_using(names: Iterable[str], view: Any, decision: Decision) -> list[bool]:
    """For each option of ``decision``: whether answering with it uses one of the mechanics ``names``
    (their ``uses`` predicates, asked with the deciding player's ``view``)."""
    preds = [p for p in (MECHANICS[n].uses for n in names) if p is not None]
    if not preds:
        return [False] * len(decision.options)
    return [any(p(view, decision, o) for p in preds) for o in decision.options]


__all__ = ["MECHANICS", "Mechanic", "UnknownMechanicError", "check_names", "count", "counts", "mechanics_of",
           "observe_play", "options_using", "register_mechanic"]
