"""Build games from decks and play them: the public entry point of the engine.

>>> from sakura_lab.decks import load_deck                       # doctest: +SKIP
>>> st = new_state(7, (load_deck("decks/yurina-saine.toml"), load_deck("decks/himika-tokoyo.toml")))
>>> while not st.is_terminal:                                    # doctest: +SKIP
...     d = st.decision
...     st.apply(agents[d.player].decide(st.view(d.player), d))
"""
from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from sakura_lab.cards.catalogue import CardInfo, get_catalogue
from sakura_lab.cards.registry import load_all, script_for
from sakura_lab.decks import Deck
from sakura_lab.engine import api as S
from sakura_lab.engine.cardbase import CardDef, kind_of
from sakura_lab.engine.constants import (
    AURA,
    DECK,
    DIST,
    EXTRA,
    HAND,
    LIFE,
    MAX_TURNS,
    OUT,
    SPECIAL,
    UNUSED,
)
from sakura_lab.engine.hostrules import UNCHOSEN_CARDS, hosts_need
from sakura_lab.engine.loop import play_to_end
from sakura_lab.engine.registry import wire_content
from sakura_lab.engine.rng import limbs, seed_from
from sakura_lab.engine.state import GameState
from sakura_lab.engine.view import clear_pool_cache

SETUP_TOKENS = 10 + 2 * 3 + 2 * 10  # CR 4-1 step 1: distance 10, aura 3 each, life 10 each


class UnimplementedCardError(ValueError):
    """A deck contains a card whose effects are not encoded yet (never played as a blank card)."""


OVERRIDABLE = ("damage", "range", "cost", "charge")


def _old_reading_missing(info: CardInfo) -> str:
    return (f"card {info.id} ({info.name_en or info.name_ja}) reads differently in {info.season} (its text since "
            f"{info.wording_since}) and that version's effects are not implemented yet")


def card_def(info: CardInfo, override: dict[str, Any] | None = None) -> CardDef:
    """Merge catalogue facts of one card with its registered script.

    ``override`` changes printed numbers for what-if studies: ``damage`` (aura, life) with None for "-",
    ``range`` (a sequence of distances), ``cost``, ``charge``."""
    load_all()
    script = script_for(info.id, info.wording_since, info.current_wording)  # the reading of info's season
    if script is None and not info.current_wording:  # never the current script for an older text (issue 17)
        raise UnimplementedCardError(_old_reading_missing(info))
    aura = life = None
    if info.damage is not None:
        aura, life = info.damage
    rng, cost, charge = info.range, info.cost, info.charge
    for key, value in (override or {}).items():
        if key == "damage":
            aura, life = value
        elif key == "range":
            rng = tuple(sorted(int(x) for x in value))
        elif key == "cost":
            cost = int(value)
        elif key == "charge":
            charge = int(value)
        else:
            raise ValueError(f"cannot override {key!r} of card {info.id} (choose from {', '.join(OVERRIDABLE)})")
    names = {"en": info.name_en, "ja": info.name_ja, "zh": info.name_zh}
    return CardDef(info.id, info.megami, kind_of(info.kind), info.type, info.subtype, rng, aura, life,
                   charge, cost, names, script)  # type: ignore[arg-type]


_DEF_CACHE: dict[tuple[str, str], CardDef] = {}
_EXTRA_CACHE: dict[tuple[str, str], tuple[CardDef, ...]] = {}


def _cached_def(card_id: str, season: str) -> CardDef:
    """CardDefs are immutable and shared: build each (card, season) once per process."""
    key = (card_id, season)
    cd = _DEF_CACHE.get(key)
    if cd is None:
        cd = _DEF_CACHE[key] = card_def(get_catalogue().card(card_id, season))
    return cd


def _extra_defs(form: str, season: str) -> tuple[CardDef, ...]:
    key = (form, season)
    defs = _EXTRA_CACHE.get(key)
    if defs is None:
        defs = _EXTRA_CACHE[key] = tuple(_cached_def(i.id, season) for i in get_catalogue().extra_cards(form, season))
    return defs


def _base_of(form: str) -> str:
    """The base megami of a form code (host rules registered under the base apply to every form)."""
    try:
        return get_catalogue().megami(form).base
    except Exception:  # noqa: BLE001 - an unknown form simply has no host rules of a base megami
        return form


_POOL_CACHE: dict[tuple[str, str], tuple[tuple[CardDef, ...], tuple[CardDef, ...]]] = {}


def pool_defs(form: str, season: str) -> tuple[tuple[CardDef, ...], tuple[CardDef, ...]]:
    """(normal defs, special defs) of the cards one form offers in one season (public knowledge, CR 3-1)."""
    key = (form, season)
    hit = _POOL_CACHE.get(key)
    if hit is None:
        pool = get_catalogue().pool(form, season)
        hit = _POOL_CACHE[key] = (tuple(card_def(c) for c in pool if c.kind == "normal"),
                                  tuple(card_def(c) for c in pool if c.kind == "special"))
    return hit


# The engine asks the catalogue through these (it never imports the card package itself).
wire_content(base_of=_base_of, pool_defs=pool_defs)


_LAYOUT_CACHE: dict[Deck, tuple[tuple[CardDef, ...], tuple[int, ...]]] = {}


def _deck_layout(deck: Deck, cat: Any, overrides: dict[str, dict[str, Any]] | None,
                 allow_unimplemented: bool) -> tuple[tuple[CardDef, ...], tuple[int, ...]]:
    """The card definitions one deck brings to a game and the zone each starts in: its normal and special
    cards, then the extra cards (追加札) its megami's additional rules set up (CR 7-1-12). Cached per deck
    (decks are immutable) when no card fact is overridden: a study builds the same decks' games many times."""
    cacheable = not overrides
    if cacheable:
        hit = _LAYOUT_CACHE.get(deck)
        if hit is not None:
            return hit
    defs: list[CardDef] = []
    zones: list[int] = []
    if not allow_unimplemented:
        for form in deck.megami:  # the whole pool is public and in play for some rules (CR 3-1): every card of it
            pool_defs(form, deck.season)  # must read as the season prints it (raises UnimplementedCardError)
    for cid in deck.normals + deck.specials:
        ov = (overrides or {}).get(cid)
        if not allow_unimplemented:
            info = cat.card(cid, deck.season)
            if script_for(cid, info.wording_since, info.current_wording) is None:
                if info.current_wording:
                    raise UnimplementedCardError(f"card {cid} ({info.name_en or info.name_ja}) has no effects "
                                                 "implemented yet")
                raise UnimplementedCardError(_old_reading_missing(info))
        defs.append(_cached_def(cid, deck.season) if not ov else card_def(cat.card(cid, deck.season), ov))
        zones.append(SPECIAL if cid in deck.specials else DECK)
    for form in deck.megami:
        for cd in _extra_defs(form, deck.season):
            sz = cd.script.setup_zone  # ＜Extra＞ unless the additional rules say otherwise (MR 16-1)
            for _ in range(cd.script.extra_copies):  # e.g. two copies of one poison
                defs.append(cd)
                zones.append(EXTRA if sz is None else sz)
    out = (tuple(defs), tuple(zones))
    if cacheable and (allow_unimplemented is False):
        _LAYOUT_CACHE[deck] = out
    return out


_UNCHOSEN_CACHE: dict[Deck, tuple[CardDef, ...]] = {}


def unchosen_defs(deck: Deck) -> tuple[CardDef, ...]:
    """The cards of ``deck``'s megami (their season's pools, CR 3-1) not chosen in its Deck Construction:
    normal cards, then Special cards, per form in the deck's order (each card id once). Cached per deck."""
    hit = _UNCHOSEN_CACHE.get(deck)
    if hit is None:
        chosen = set(deck.normals) | set(deck.specials)
        out: list[CardDef] = []
        for form in deck.megami:
            normals, specials = pool_defs(form, deck.season)
            for cd in normals + specials:
                if cd.id not in chosen:
                    chosen.add(cd.id)
                    out.append(cd)
        hit = _UNCHOSEN_CACHE[deck] = tuple(out)
    return hit


def clear_caches() -> None:
    """Forget the card definitions built so far (after registering scripts once games were built, e.g. in a
    test that registers a stand-in script for a reading)."""
    for cache in (_DEF_CACHE, _EXTRA_CACHE, _POOL_CACHE, _LAYOUT_CACHE, _UNCHOSEN_CACHE):
        cache.clear()
    clear_pool_cache()


def first_unchosen_uid(st: GameState) -> int:
    """The uid where the cards not chosen in Deck Construction start (they come after every other card, see
    :func:`new_state`); ``len(st.cards)`` in a game without them. For a state built by :func:`new_state`
    (a determinized copy no longer knows the opponent's deck list)."""
    n = len(st.cards)
    if st.decks and hosts_need(st.hosts, UNCHOSEN_CARDS):
        n -= sum(len(unchosen_defs(d)) for d in st.decks)
    return n


def new_state(seed: int, decks: Sequence[Deck], *, first_player: int | None = None,
              keys: Sequence[Any] | None = None, record: bool = False, max_turns: int = MAX_TURNS,
              allow_unimplemented: bool = False, card_stats: bool = False,
              overrides: dict[str, dict[str, Any]] | None = None) -> GameState:
    """Set up a Sakura Duel (CR 4-1) between ``decks[0]`` (seat 0) and ``decks[1]`` (seat 1).

    ``keys`` name the RNG stream of each seat's shuffles (DESIGN.md §6: key them by side so that a
    seat-swapped mirror game gets the same draws); by default the seat number. ``first_player`` fixes
    the turn player of turn 1; by default it is drawn from the seed (CR 4-1 step 3).
    """
    if len(decks) != 2:
        raise ValueError("a game needs exactly two decks")
    cat = get_catalogue()
    load_all()
    cards: list[CardDef] = []
    owner: list[int] = []
    placement: list[tuple[int, int]] = []
    for p, deck in enumerate(decks):
        if not isinstance(deck, Deck):
            raise TypeError(f"deck {p} is not a Deck (load it with sakura_lab.decks.load_deck)")
        defs, zones = _deck_layout(deck, cat, overrides, allow_unimplemented)
        cards.extend(defs)
        owner.extend([p] * len(defs))
        placement.extend([(p, z) for z in zones])
    hosts = (tuple(decks[0].megami), tuple(decks[1].megami))
    if hosts_need(hosts, UNCHOSEN_CARDS):
        # CR 4-1 step 2, 10-29: the cards not chosen in Deck Construction go face down to ＜Out of Game＞
        # (face down = no ("face_up", uid) mark, see engine.zones.face_down_out). Built only when some host's
        # rules read them (hostrules.UNCHOSEN_CARDS, e.g. MR 8-4), and after every other card so that the
        # uids, shuffles and logs of all other games stay the same.
        for p, deck in enumerate(decks):
            defs = unchosen_defs(deck)
            cards.extend(defs)
            owner.extend([p] * len(defs))
            placement.extend([(p, OUT)] * len(defs))
    st = S.blank_state(cards, owner, [(p, z, UNUSED) for p, z in placement], seed=seed,
                       hosts=hosts, season=decks[0].season,
                       decks=tuple(decks), record=record, max_turns=max_turns, card_stats=card_stats)
    st.tok[DIST] = 10  # CR 4-1 step 1
    st.tok[AURA] = st.tok[AURA + 1] = 3
    st.tok[LIFE] = st.tok[LIFE + 1] = 10
    keys = tuple(keys) if keys is not None else (0, 1)
    st.rngs = limbs(seed_from("shuffle", seed, keys[0]), seed_from("shuffle", seed, keys[1]), seed_from("game", seed))
    tp = S.rand_below(st, 2, 2) if first_player is None else first_player  # CR 4-1 step 3
    if tp not in (0, 1):
        raise ValueError("first_player must be 0 or 1")
    st.turn_player = tp
    if record:
        st.log("setup", tp, seed)
    for p in (0, 1):  # CR 4-1 step 4: shuffle and draw 3
        S.shuffle_deck(st, p)
        for _ in range(3):
            S.move_card(st, st.zones[p][DECK][0], HAND)
    S.setup_frames(st)
    S.run(st)
    return st


@dataclass
class GameResult:
    """Result of :func:`play_game`: ``winner`` is 0 (deck A), 1 (deck B) or None (draw)."""

    winner: int | None
    reason: str
    turns: int
    first_player: int
    decisions: int
    log_text: str
    state: GameState


def play(st: GameState, agents: Sequence[Any]) -> GameState:
    """Drive ``st`` to its end, asking ``agents[p].decide(view, decision)`` for each decision
    (``engine.loop.play_to_end``: the loop is compiled with the engine)."""
    return play_to_end(st, agents)


def play_game(deck_a: Deck, deck_b: Deck, seed: int = 0, agents: Sequence[Any] | None = None, *,
              log: bool = False, lang: str = "en", first_player: int | None = None,
              max_turns: int = MAX_TURNS) -> GameResult:
    """Play one game between two decks (random agents by default) and return its result."""
    from sakura_lab.ai.random_agent import RandomAgent

    if agents is None:
        agents = (RandomAgent(seed_from("agent", seed, 0)), RandomAgent(seed_from("agent", seed, 1)))
    st = new_state(seed, (deck_a, deck_b), record=log, first_player=first_player, max_turns=max_turns)
    first = st.turn_player
    play(st, agents)
    text = ""
    if log:
        from sakura_lab.engine.log import format_log

        text = format_log(st, lang=lang)
    o = st.outcome
    assert o is not None
    return GameResult(o.winner, o.reason, o.turns, first, st.decisions_made, text, st)
