"""Card markers that cannot lie.

A test that exercises a card says so with a marker naming the card id(s)::

    @pytest.mark.card("01-yurina-o-n-1")
    def test_slash_vanilla(): ...

``tests/test_completeness.py`` requires, for every card of the supported megami, at least one test carrying
``card(<its id>)``. This conftest makes that marker impossible to satisfy by naming a card the test never
uses: while a marked test runs, :func:`sakura_lab.testing.scenario` keeps every state it builds
(with where it put each card), and after the test passed each card named by ``card(...)`` must have been
**played or put into effect** in one of those states. Precisely, an instance of the card (either owner)

1. appears in a recorded event of one of these kinds:

   - ``play`` — the card was used, in any mode: standard or full-power action, Reaction, or used by another
     card's effect (a Special used through another card, a Trap played from the discard pile, ...);
   - ``attack`` — an attack whose card is this card (Disenchant and Devoted attacks, start-phase attacks);
   - ``disenchant`` — its Disenchant effect resolved (CR 9-1-1-7);
   - ``unused`` — a used Special turned unused again (Resurgence, CR 10-7 / 10-8);
   - ``tokens`` — sakura tokens moved onto or off the card (Enhancement decay, effects using its tokens);
   - ``move`` — the card moved out of a zone other than the deck and the hand (a draw or a discard from
     hand shows nothing of the card; leaving the played pile, an Enhancement, ＜Special＞ or ＜Extra＞
     does: Shuriken's return, Unguarded, a poison leaving the pouch, ...);
   - ``reveal`` / ``reveal_parts`` / ``gain_extra`` — revealed or assembled by its own rule (Yukihi's
     revealed cards, Oboro's parts, Oboro's gained Extra card);
   - ``storm`` — a power of Raira's [Storm] card was used (harness the storm, MR 10-5); or

2. was set up *in force* by ``scenario()``: a face-up Enhancement (``enh0``/``enh1``) or a Devoted
   Special (``devoted0``/``devoted1``). Such a card is in play as far as the rules go (its Ongoing and
   Devoted abilities apply, CR 9-1-1-6 / 9-1-1-8), even when the ability the test checks leaves no event
   naming it (a modifier, a Resurgence condition that stays false). A card merely held in hand, deck,
   played pile or an unused ＜Special＞ does not count.

A card as an earlier season printed it (issue 17: each reading has its own script) is named
``card("<id>@<season>")``: the test must also have built the card with the reading ``season`` prints
(``scenario(season=...)``).

A test that shows a card *idle* — refused (out of range, unaffordable, not choosable) or whose effect
correctly does not happen — marks it ``card_idle(<id>)`` instead: the card must be in a state the test
built and must never be played there; ``card_idle`` does not count for completeness. Megami-rule tests
that exercise no single card carry ``rule("<section>")``. Every test under ``tests/cards/`` must carry at
least one of the three markers (checked before it runs).
"""
from __future__ import annotations

import pathlib
from collections.abc import Iterator

import pytest

from sakura_lab import testing as T
from sakura_lab.engine.constants import CARD_BASE, DECK, DEVOTED, ENHANCE, HAND, SPECIAL
from sakura_lab.engine.state import GameState

CARD_TESTS = pathlib.Path(__file__).parent / "cards"
CARD_MARKERS = ("card", "card_idle", "rule")
# event kind -> positions (after turn and kind) that hold a card uid or a tuple of uids
_UID_ARGS = {"play": (1,), "disenchant": (1,), "unused": (1,), "reveal": (1,), "reveal_parts": (1,),
             "gain_extra": (1,), "attack": (2,),
             "storm": (1,),
             "fate": (1,)}  # Innealra's fate card resolved (MR 24-6)  # Raira's [Storm] reference card: a power of harness the storm used (MR 10-5)


def _uids(x: object) -> Iterator[int]:
    if isinstance(x, tuple):
        for y in x:
            yield from _uids(y)
    elif isinstance(x, int) and not isinstance(x, bool):
        yield x


def put_into_effect(st: GameState) -> dict[str, set[str]]:
    """Card id -> the kinds of recorded events (rule 1 of the module docstring) that show it in effect."""
    seen: dict[str, set[str]] = {}
    n = len(st.cards)

    def saw(u: int, kind: str) -> None:
        if 0 <= u < n:
            seen.setdefault(st.cards[u].id, set()).add(kind)

    for ev in st.events or ():
        kind, a = ev[1], ev[2:]
        if kind in _UID_ARGS:
            for i in _UID_ARGS[kind]:
                for u in _uids(a[i] if i < len(a) else None):
                    saw(u, kind)
        elif kind == "tokens":
            for place in a[:2]:
                if isinstance(place, int) and place >= CARD_BASE:
                    saw(place - CARD_BASE, kind)
        elif kind == "move" and a[2] not in (DECK, HAND):  # ("move", old owner, uid, old zone, new zone)
            saw(a[1], kind)
    return seen


def set_up_in_force(b: T.Built) -> set[str]:
    """Card ids ``scenario()`` put where they are in play without being played (rule 2)."""
    return {cid for cid, zone, state in b.placed if zone == ENHANCE or (zone == SPECIAL and state == DEVOTED)}


def played(st: GameState) -> set[str]:
    """Card ids with a ``play`` event in ``st``."""
    return {st.cards[ev[3]].id for ev in st.events or () if ev[1] == "play"}


def _named(item: pytest.Item, name: str) -> list[str]:
    return [cid for m in item.iter_markers(name) for cid in m.args]


def pytest_runtest_setup(item: pytest.Item) -> None:
    """Every card test declares what it exercises: an unmarked test under tests/cards/ fails here."""
    if pathlib.Path(str(item.path)).parent == CARD_TESTS and not any(
            item.get_closest_marker(m) for m in CARD_MARKERS):
        pytest.fail(f"{item.nodeid}: a test in tests/cards/ needs a card(...), card_idle(...) or rule(...) "
                    "marker (see tests/conftest.py)", pytrace=False)


def marker_problems(cards: list[str], idle: list[str], built: list[T.Built]) -> list[str]:
    """Why the markers ``card(*cards)`` / ``card_idle(*idle)`` do not hold for the states ``built``."""
    recorded = [b for b in built if b.state.events is not None]
    if not recorded:
        return ["it built no recorded state with scenario() (record=True)"]
    effect: set[str] = set()
    used: set[str] = set()
    present: set[str] = set()
    for b in recorded:
        effect |= put_into_effect(b.state).keys() | set_up_in_force(b)
        used |= played(b.state)
        present |= {cid for cid, _, _ in b.placed}
    problems = []
    for marker in cards:
        cid, _, season = marker.partition("@")
        if season and cid in effect and not _reads_as(cid, season, recorded):
            problems.append(f"card({marker!r}) was played, but never with the reading {season} prints (build the "
                            f"scenario with season={season!r})")
        if cid not in effect:
            where = "is in its states but " if cid in present else "is not even in its states and "
            problems.append(f"card({cid!r}) {where}was never played or put into effect (no play/attack/"
                            "disenchant/unused/tokens/move/reveal event names it, nor was it set up as an "
                            "Enhancement or Devoted Special)")
    for cid in idle:
        if cid not in present:
            problems.append(f"card_idle({cid!r}) is not in any state the test built")
        elif cid in used:
            problems.append(f"card_idle({cid!r}) was played: mark it card({cid!r})")
    return problems


def _reads_as(cid: str, season: str, recorded: list[T.Built]) -> bool:
    """Whether a state in ``recorded`` holds card ``cid`` with the script of the reading ``season`` prints."""
    from sakura_lab.cards.catalogue import get_catalogue
    from sakura_lab.cards.registry import script_for

    info = get_catalogue().card(cid, season)
    want = script_for(cid, info.wording_since, info.current_wording)
    return want is not None and any(cd.id == cid and cd.script is want for b in recorded for cd in b.state.cards)


@pytest.hookimpl(wrapper=True)
def pytest_runtest_call(item: pytest.Item) -> Iterator[None]:
    """Collect the states a marked test builds; after it passed, check its card markers against them."""
    cards, idle = _named(item, "card"), _named(item, "card_idle")
    if not cards and not idle:
        return (yield)
    T.watch_states()
    try:
        result = yield
    finally:
        built = T.unwatch_states()
    problems = marker_problems(cards, idle, built)
    if problems:
        pytest.fail(f"{item.nodeid}: " + "; ".join(problems), pytrace=False)
    return result
