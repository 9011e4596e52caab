"""Mirrored pairs: the unit of play (DESIGN.md §6).

A pair is two games from one seed with the seats swapped. Each side's shuffles and its player's
random choices are keyed by the side ("A" / "B"), not by the seat, so both games use the same draws
for each side, and each side goes first once: first-player advantage and most luck cancel.

Records follow the schemas in :mod:`sakura_lab.sim.schema`: GAMES, CARDS and MECHANICS (the mechanic
counters of :mod:`sakura_lab.engine.telemetry`, recorded with the card rows).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from sakura_lab import ENGINE_VERSION
from sakura_lab.ai.base import make_agent
from sakura_lab.cards.catalogue import get_catalogue
from sakura_lab.decks import Deck
from sakura_lab.engine.constants import AURA, FLARE, LIFE, MAX_TURNS
from sakura_lab.engine.rng import seed_from
from sakura_lab.engine.telemetry import mechanics_of
from sakura_lab.game import first_unchosen_uid, new_state, play


@dataclass(frozen=True)
class Side:
    """One side of a match: a deck, the player spec that plays it, and a label for tables."""

    deck: Deck
    agent: str = "heuristic"
    label: str = ""
    overrides: tuple = field(default=())  # card fact overrides for what-if runs: ((card_id, key, value), ...)

    @property
    def pairing(self) -> str:
        return "+".join(self.deck.megami)

    @property
    def name(self) -> str:
        return self.label or self.pairing


Rows = list[dict[str, Any]]

# Per-process caches for the record building below (it runs once per game: looking the same names and
# mechanic lists up again for every game was ~5% of a random game on the compiled path).
_CARD_NAMES: dict[tuple[str, str], str] = {}
_SIDE_MECHANICS: dict[tuple[tuple[str, ...], int], list[tuple[str, list[str]]]] = {}


def _card_name(cd: Any, season: str) -> str:
    key = (cd.id, season)
    name = _CARD_NAMES.get(key)
    if name is None:
        name = _CARD_NAMES[key] = cd.name("en")
    return name


def _side_mechanics(forms: tuple[str, ...]) -> list[tuple[str, list[str]]]:
    """(base megami, names of its mechanics these forms have) for a side's hosted forms, cached (the key
    holds the registry's size, so a megami module imported later is never missed)."""
    from sakura_lab.engine.telemetry import MECHANICS

    key = (forms, len(MECHANICS))
    hit = _SIDE_MECHANICS.get(key)
    if hit is None:
        hit = _SIDE_MECHANICS[key] = [(base, [m.name for m in mechanics_of(base, forms)]) for base in _bases(forms)]
    return hit


def _bases(forms: tuple[str, ...]) -> list[str]:
    """The base megami of a side's forms, in deck order (a Vanished Oboro side hosts "oboro")."""
    cat = get_catalogue()
    out: list[str] = []
    for f in forms:
        try:
            base = cat.megami(f).base
        except Exception:  # noqa: BLE001 - an unknown form is its own base
            base = f
        if base not in out:
            out.append(base)
    return out


def play_one(a: Side, b: Side, seed: int, a_first: bool, max_turns: int = MAX_TURNS,
             record: bool = False, card_rows: bool = False, agent_seeds: str = "side") -> tuple[dict[str, Any], Rows, Rows]:
    """One game of a pair: side A in seat 0 and first if ``a_first``, else B in seat 0 and first.

    ``agent_seeds="seat"`` keys the shuffles and the players' random numbers by seat instead of by side
    (``Study.agent_seeds``): with the same deck and player on both sides, the pair's two games are then the same
    game.

    Returns the game record and (if ``card_rows``) one row per card of each side's deck and one row per
    mechanic of each megami a side hosts (MECHANICS schema; zero counts included)."""
    sides = (a, b) if a_first else (b, a)
    keys = ("A", "B") if a_first else ("B", "A")
    # "seat": the shuffles and the players' random numbers follow the seat (the keys of side B's first game)
    rng_keys = keys if agent_seeds == "side" else ("B", "A")
    agents = [make_agent(s.agent, seed_from(seed, "agent", k)) for s, k in zip(sides, rng_keys, strict=True)]
    overrides = {}
    for s in sides:
        for cid, key, value in s.overrides:
            overrides.setdefault(cid, {})[key] = value
    st = new_state(seed, (sides[0].deck, sides[1].deck), first_player=0, keys=rng_keys, max_turns=max_turns,
                   record=record, card_stats=card_rows, overrides=overrides or None)
    play(st, agents)
    o = st.outcome
    assert o is not None
    seat = {"A": 0 if a_first else 1, "B": 1 if a_first else 0}
    winner = None if o.winner is None else ("A" if o.winner == seat["A"] else "B")
    rec: dict[str, Any] = {
        "seed": seed, "first_side": "A" if a_first else "B", "winner": winner, "reason": o.reason,
        "turns": o.turns, "decisions": st.decisions_made,
        "side_a": a.name, "side_b": b.name, "pairing_a": a.pairing, "pairing_b": b.pairing,
        "deck_a": a.deck.name, "deck_b": b.deck.name, "cards_a": ",".join(a.deck.cards),
        "cards_b": ",".join(b.deck.cards), "agent_a": a.agent, "agent_b": b.agent,
        "engine_version": ENGINE_VERSION, "season": a.deck.season,
    }
    for side in ("A", "B"):
        s = seat[side]
        low = side.lower()
        rec[f"life_{low}"] = st.tok[LIFE + s]
        rec[f"aura_{low}"] = st.tok[AURA + s]
        rec[f"flare_{low}"] = st.tok[FLARE + s]
    rows: list[dict[str, Any]] = []
    if card_rows:
        stats = st.cstats or {}
        # one row per card a deck brought (cards not chosen in Deck Construction, CR 10-29, are not the
        # deck's, even when Explorer Kururu's discovery of the century later makes a Special of them hers)
        deck_cards = st.cards[:first_unchosen_uid(st)]
        for side in ("A", "B"):
            s = seat[side]
            for u, cd in enumerate(deck_cards):
                if st.owner[u] != s or not (cd.is_normal or cd.is_special):
                    continue
                uses, react, dmg_a, dmg_l, first = stats.get(u, (0, 0, 0, 0, 0))
                rows.append({
                    "seed": seed, "side": side, "pairing": rec[f"pairing_{side.lower()}"], "card_id": cd.id,
                    "card": _card_name(cd, a.deck.season), "megami": cd.megami, "special": cd.is_special, "used": uses > 0,
                    "uses": uses, "reaction_uses": react, "damage_aura": dmg_a, "damage_life": dmg_l,
                    "first_use_turn": first if uses > 0 else None, "won": winner == side,
                    "first_side": rec["first_side"] == side,
                })
    mrows: Rows = []
    if card_rows and st.mstats is not None:
        for side in ("A", "B"):
            s = seat[side]
            deck = a.deck if side == "A" else b.deck
            for base, names in _side_mechanics(tuple(deck.megami)):
                for name in names:
                    rec_m = st.mstats.get(name)
                    mrows.append({
                        "seed": seed, "side": side, "pairing": rec[f"pairing_{side.lower()}"], "megami": base,
                        "mechanic": name, "count": rec_m[s] if rec_m is not None else 0,
                        "won": winner == side, "first_side": rec["first_side"] == side,
                    })
    return rec, rows, mrows


def play_pair_records(a: Side, b: Side, seed: int, max_turns: int = MAX_TURNS,
                      card_rows: bool = False, agent_seeds: str = "side") -> tuple[Rows, Rows, Rows]:
    """Both games of a mirrored pair (A first, then B first) from one seed: (games, cards, mechanics)."""
    games: Rows = []
    cards: Rows = []
    mechanics: Rows = []
    for g, a_first in enumerate((True, False)):
        rec, rows, mrows = play_one(a, b, seed, a_first, max_turns, card_rows=card_rows, agent_seeds=agent_seeds)
        rec["game"] = g
        for r in rows:
            r["game"] = g
        for r in mrows:
            r["game"] = g
        games.append(rec)
        cards.extend(rows)
        mechanics.extend(mrows)
    return games, cards, mechanics


def play_pair(a: Side, b: Side, seed: int, max_turns: int = MAX_TURNS,
              card_rows: bool = False) -> tuple[Rows, Rows]:
    """Both games of a mirrored pair (A first, then B first) from one seed: (games, cards)."""
    games, cards, _ = play_pair_records(a, b, seed, max_turns, card_rows)
    return games, cards
