"""Set-up positions for card and rule tests: put given cards in given zones with given tokens.

>>> st = scenario(hand0=["01-yurina-o-n-1"], dist=4)
>>> st.decision.kind
'main'
>>> play_card(st, "01-yurina-o-n-1")        # Slash, range 3-4, 3/1
>>> st.decision.kind, st.decision.player
('damage', 1)
"""
from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from sakura_lab.cards.catalogue import LATEST_SEASON, get_catalogue
from sakura_lab.cards.registry import load_all
from sakura_lab.engine import api as S
from sakura_lab.engine.cardbase import CardDef
from sakura_lab.engine.constants import (
    AURA,
    CARD_BASE,
    DECK,
    DEVOTED,
    DISCARD,
    DIST,
    ENHANCE,
    EXTRA,
    FLARE,
    HAND,
    LIFE,
    PLAYED,
    SHADOW,
    SPECIAL,
    UNUSED,
)
from sakura_lab.engine.rng import limbs
from sakura_lab.engine.state import GameState

CardSpec = str | tuple[str, int]  # card id, or (card id, tokens on it) for enhancements


@dataclass(frozen=True)
class Built:
    """A state built by :func:`scenario` and where it put which card: (card id, zone, special state) in
    the order the cards were added (the state's uid order)."""

    state: GameState
    placed: tuple[tuple[str, int, int], ...]


# What scenario() built while a watcher is active (tests/conftest.py turns it on around each marked card
# test and checks the recorded events against the test's markers). None = nobody watches, so scenarios
# built outside such tests keep no references.
_built: list[Built] | None = None


def watch_states() -> list[Built]:
    """Start collecting every state :func:`scenario` builds; returns the (live) list they are added to."""
    global _built
    _built = []
    return _built


def unwatch_states() -> list[Built]:
    """Stop collecting; returns what was collected since :func:`watch_states`."""
    global _built
    built, _built = _built or [], None
    return built


def scenario(*, megami0: Sequence[str] = ("yurina", "saine"), megami1: Sequence[str] = ("himika", "tokoyo"),
             hand0: Iterable[str] = (), hand1: Iterable[str] = (), deck0: Iterable[str] = (),
             deck1: Iterable[str] = (), played0: Iterable[str] = (), played1: Iterable[str] = (),
             discard0: Iterable[str] = (), discard1: Iterable[str] = (), enh0: Iterable[CardSpec] = (),
             enh1: Iterable[CardSpec] = (), specials0: Iterable[str] = (), specials1: Iterable[str] = (),
             devoted0: Iterable[str] = (), devoted1: Iterable[str] = (), extra0: Iterable[str] = (),
             extra1: Iterable[str] = (), life: tuple[int, int] = (10, 10), aura: tuple[int, int] = (3, 3),
             flare: tuple[int, int] = (0, 0), dist: int = 10, shadow: int = 0, vigor: tuple[int, int] = (1, 1),
             flinch: tuple[bool, bool] = (False, False), turn: int = 3, turn_player: int = 0,
             season: str | None = None, record: bool = True, start: str = "main",
             scripts: dict[str, Any] | None = None, mechanics: bool = True) -> GameState:
    """A game positioned at the main phase of ``turn_player`` (or at the start of its turn with
    ``start="turn"``), with exactly the listed cards and tokens. Deck lists are top first. Mechanic
    counters (``engine.telemetry``) are on unless ``mechanics`` is False."""
    load_all()
    cat = get_catalogue()
    cards: list[CardDef] = []
    owner: list[int] = []
    where: list[tuple[int, int, int]] = []  # (player, zone, special state)
    tokens_on: dict[int, int] = {}

    from sakura_lab.game import card_def

    def add(p: int, spec: CardSpec, zone: int, state: int = UNUSED) -> None:
        cid, n = (spec, 0) if isinstance(spec, str) else spec
        info = cat.card(cid, season)
        u = len(cards)
        cards.append(card_def(info))
        owner.append(p)
        where.append((p, zone, state))
        if n:
            tokens_on[u] = n

    for p, groups in ((0, ((hand0, HAND), (deck0, DECK), (played0, PLAYED), (discard0, DISCARD),
                           (enh0, ENHANCE), (specials0, SPECIAL), (extra0, EXTRA))),
                      (1, ((hand1, HAND), (deck1, DECK), (played1, PLAYED), (discard1, DISCARD),
                           (enh1, ENHANCE), (specials1, SPECIAL), (extra1, EXTRA)))):
        for specs, zone in groups:
            for spec in specs:
                add(p, spec, zone)
        for spec in (devoted0 if p == 0 else devoted1):
            add(p, spec, SPECIAL, DEVOTED)
    st = S.blank_state(cards, owner, where, hosts=(tuple(megami0), tuple(megami1)),
                       season=season or LATEST_SEASON, record=record, mechanic_stats=mechanics)
    st.tok[DIST] = dist
    st.tok[SHADOW] = shadow
    for p in (0, 1):
        st.tok[LIFE + p] = life[p]
        st.tok[AURA + p] = aura[p]
        st.tok[FLARE + p] = flare[p]
    for u, k in tokens_on.items():
        st.tok[CARD_BASE + u] = k
    st.vigor = list(vigor)
    st.flinch = list(flinch)
    st.turn = turn
    st.turn_player = turn_player
    st.phase = S.PHASE_MAIN
    st.rngs = limbs(11, 22, 33)
    st.start_distance = dist
    for cid, script in (scripts or {}).items():  # synthetic effects for rule tests
        with_script(st, cid, script)
    if start == "main":
        S.enter_phase(st, S.PHASE_MAIN, S.end_phase)
        S.push(st, S.main_loop)
    elif start == "turn":
        st.turn -= 1
        S.push(st, S.begin_turn)
    else:
        raise ValueError(f"unknown start {start!r}")
    S.run(st)
    if _built is not None:
        _built.append(Built(st, tuple((cd.id, z, k) for cd, (_, z, k) in zip(cards, where, strict=True))))
    return st


def set_aside_to(st: GameState, card_ids: Iterable[str], zone: int, player: int = 0) -> GameState:
    """Move ``player``'s cards ``card_ids`` (built in ＜Extra＞ by :func:`scenario`) into ``zone`` without a recorded
    event, as the game's setup places cards with a ``setup_zone`` (e.g. Historian Renri's relics face down in
    ＜Relics＞). Returns ``st``."""
    extra = st.zones[player][EXTRA]
    for cid in card_ids:
        u = next(v for v in extra if st.cards[v].id == cid)
        extra.remove(u)
        st.zones[player][zone].append(u)
        st.loc[u] = zone
    return st


def uid(st: GameState, card_id: str, player: int | None = None) -> int:
    """The uid of ``card_id`` (owned by ``player`` if given)."""
    return st.find(card_id, player)


def play_card(st: GameState, card_id: str, player: int | None = None, *, fullpower: bool = False) -> None:
    """Answer the pending main-phase decision by playing ``card_id``."""
    p = st.turn_player if player is None else player
    u = uid(st, card_id, p)
    st.apply_option(("fullpower" if fullpower else "play", u))


def react(st: GameState, card_id: str | None) -> None:
    """Answer the pending reaction decision with ``card_id`` (None = pass)."""
    d = st.decision
    assert d is not None and d.kind == "react", d
    if card_id is None:
        st.apply_option(("pass",))
    else:
        st.apply_option(("react", uid(st, card_id, d.player)))


def answer(st: GameState, option: Any) -> None:
    """Answer the pending decision with the option value itself."""
    st.apply_option(option)


def options(st: GameState) -> tuple:
    d = st.decision
    return () if d is None else d.options


def can_play_now(st: GameState, card_id: str, player: int | None = None, fullpower: bool = False) -> bool:
    """Whether the pending main-phase decision offers ``card_id``."""
    p = st.turn_player if player is None else player
    u = uid(st, card_id, p)
    return ("fullpower" if fullpower else "play", u) in options(st)


def zone_ids(st: GameState, p: int, zone: int) -> list[str]:
    """Card ids in ``p``'s ``zone`` in order."""
    return [st.cards[u].id for u in st.zones[p][zone]]


def tokens(st: GameState) -> dict[str, Any]:
    """A compact summary of every token place for exact-state assertions."""
    t = st.tok
    return {
        "life": (t[LIFE], t[LIFE + 1]), "aura": (t[AURA], t[AURA + 1]), "flare": (t[FLARE], t[FLARE + 1]),
        "dist": t[DIST], "shadow": t[SHADOW],
    }


def end_main(st: GameState) -> None:
    """Answer the main-phase decision with "end"."""
    st.apply_option(("end",))


def pass_until(st: GameState, kind: str, player: int | None = None, limit: int = 200) -> None:
    """Answer decisions with their first option until one of ``kind`` (for ``player``) is pending."""
    for _ in range(limit):
        d = st.decision
        if d is None or (d.kind == kind and (player is None or d.player == player)):
            return
        st.apply(0)
    raise AssertionError(f"no {kind} decision reached")


def with_script(st: GameState, card_id: str, script: Any, player: int | None = None, **facts: Any) -> int:
    """Replace the effects (and optionally facts such as ``charge=``, ``rng=``) of one card instance in
    ``st`` by ``script`` — for rule tests that need a synthetic card. Returns its uid."""
    u = uid(st, card_id, player)
    cd = st.cards[u]
    new = CardDef(cd.id, facts.get("megami", cd.megami), cd.kind, facts.get("ctype", cd.ctype),
                  facts.get("subtype", cd.subtype), facts.get("rng", cd.range), facts.get("aura", cd.aura),
                  facts.get("life", cd.life), facts.get("charge", cd.charge), facts.get("cost", cd.cost),
                  cd.names, script)
    cards = list(st.cards)
    cards[u] = new
    st.cards = tuple(cards)
    st.abcache = None
    return u


def inject(st: GameState, nodes: Sequence[Any], ctx: Any) -> None:
    """Resolve DSL ``nodes`` now, as if an effect happened before the pending decision; the pending
    decision is asked again afterwards (with freshly computed options if it is a main-phase one)."""
    d = st.decision
    if d is not None:
        fn, args = st.stack.pop()
        st.decision = None
        if d.kind == "main":
            S.push(st, S.main_loop)
        else:
            S.push(st, _reask, d, fn, args)
    S.push_nodes(st, nodes, ctx)
    S.run(st)


def _reask(st: GameState, d: Any, fn: Any, args: tuple) -> None:
    st.decision = d
    st.stack.append((fn, args))
