"""A readable evaluation of a position from one player's side, with weights per play style.

``evaluate(st, p, weights)`` is a weighted sum of named features (``FEATURES``) of the position seen
from player ``p``: life (with extra weight in the danger zone), aura, flare against the costs of unused
specials, unused specials, vigor and flinch, the current distance against both players' attack ranges,
cards in hand and deck, enhancements in play, and reshuffle pressure — each for ``p`` and for the
opponent. It reads only what ``p`` could know in a real game, plus whatever a search agent put into a
determinized state (``engine.view.determinize``).

The base weights were fitted by logistic regression of game results on these features over heuristic
self-play (``scripts/fit_evaluation.py``; stored in ``weights.json``), so ``evaluate`` is a win
log-odds estimate times ``SCALE``. Styles tilt the fitted weights.
"""
from __future__ import annotations

import importlib.resources
import json
from dataclasses import dataclass
from functools import lru_cache

from sakura_lab.engine import api as S
from sakura_lab.engine.cardbase import CardDef
from sakura_lab.engine.constants import (
    ATTACK,
    AURA,
    CARD_BASE,
    DECK,
    DISCARD,
    ENHANCE,
    FLARE,
    HAND,
    LIFE,
    PLAYED,
    SPECIAL,
    UNUSED,
)
from sakura_lab.engine.state import GameState

WIN = 10_000.0
SCALE = 10.0  # evaluation units per unit of log-odds

SIDE_FEATURES = (
    "life", "danger", "aura", "aura_empty", "flare_useful", "flare_extra", "specials", "special_ready",
    "vigor", "flinch", "hand", "deck", "deck_empty", "enhancement", "fit", "gap",
)
FEATURES = tuple(f"my_{f}" for f in SIDE_FEATURES) + tuple(f"op_{f}" for f in SIDE_FEATURES) + (
    "my_turn", "threat",
)

# hand-set starting weights (used before fitting and as a fallback)
DEFAULT_WEIGHTS: dict[str, float] = {
    "my_life": 1.0, "my_danger": -0.6, "my_aura": 0.4, "my_aura_empty": -0.4, "my_flare_useful": 0.2,
    "my_flare_extra": 0.05, "my_specials": 0.3, "my_special_ready": 0.3, "my_vigor": 0.25,
    "my_flinch": -0.25, "my_hand": 0.5, "my_deck": 0.06, "my_deck_empty": -0.2, "my_enhancement": 0.15,
    "my_fit": 0.5, "my_gap": -0.3, "my_turn": 0.0, "threat": -0.4,
}
for _f in SIDE_FEATURES:
    DEFAULT_WEIGHTS[f"op_{_f}"] = -DEFAULT_WEIGHTS[f"my_{_f}"]

# Read through the package (not ``__file__``, which a compiled module may report elsewhere): the fitted
# weights ship with the package, and a missing or broken file is an error, never a silent fallback.
_WEIGHTS_FILE = importlib.resources.files("sakura_lab.ai") / "weights.json"


def _load_fitted() -> dict[str, float]:
    try:
        w = json.loads(_WEIGHTS_FILE.read_text(encoding="utf-8"))["weights"]
    except (OSError, ValueError, KeyError) as e:
        raise RuntimeError(f"cannot read the fitted evaluation weights {_WEIGHTS_FILE}: {e}") from e
    return {f: float(w.get(f, DEFAULT_WEIGHTS[f])) for f in FEATURES}


@dataclass(frozen=True)
class Weights:
    """Feature weights (log-odds per unit of each feature) as a tuple aligned with ``FEATURES``."""

    values: tuple[float, ...]

    @classmethod
    def from_dict(cls, d: dict[str, float]) -> Weights:
        return cls(tuple(float(d.get(f, 0.0)) for f in FEATURES))

    def as_dict(self) -> dict[str, float]:
        return dict(zip(FEATURES, self.values, strict=True))

    def get(self, name: str) -> float:
        return self.values[FEATURES.index(name)]

    def tilted(self, **factors: float) -> Weights:
        """Multiply the weights of the named features (e.g. ``op_life=1.25``)."""
        d = self.as_dict()
        for k, f in factors.items():
            if k not in d:
                raise KeyError(f"unknown feature {k!r}")
            d[k] *= f
        return Weights.from_dict(d)


BASE = Weights.from_dict(_load_fitted())
STYLES: dict[str, Weights] = {
    "balanced": BASE,
    # aggressive: values the opponent's losses more and its own shields less
    "aggressive": BASE.tilted(op_life=1.25, op_danger=1.25, op_aura=1.15, my_aura=0.8, my_aura_empty=0.8,
                              threat=0.7),
    # defensive: protects its own life and aura first
    "defensive": BASE.tilted(my_life=1.2, my_danger=1.3, my_aura=1.3, my_aura_empty=1.3, threat=1.3,
                             op_life=0.9),
}


@lru_cache(maxsize=8192)
def _attack_range(cd: CardDef) -> frozenset[int]:
    return frozenset(cd.range) if cd.ctype == ATTACK else frozenset()


_THREAT_CACHE: dict[tuple, dict[int, float]] = {}


def _pool_threat(st: GameState, q: int) -> dict[int, float]:
    """Fraction of ``q``'s possible normal cards (their megami's pools, public) that are attacks hitting
    at each distance."""
    key = (st.hosts[q], st.season)
    cached = _THREAT_CACHE.get(key)
    if cached is not None:
        return cached
    from sakura_lab.engine.view import opponent_pool

    normals, _specials = opponent_pool(st, q)
    attacks = [cd for cd in normals if cd.ctype == ATTACK]
    n = max(1, len(normals))
    table = {d: sum(1 for cd in attacks if d in cd.range) / n for d in range(0, 11)}
    _THREAT_CACHE[key] = table
    return table


def side_features(st: GameState, p: int) -> list[float]:
    """The ``SIDE_FEATURES`` of player ``p``."""
    tok = st.tok
    life = tok[LIFE + p]
    aura = tok[AURA + p]
    walls = 0
    enh = 0
    cards = st.cards
    for u in st.zones[p][ENHANCE]:
        t = tok[CARD_BASE + u]
        enh += t
        for ab in cards[u].script.ongoing:
            if ab.counts_as_aura:
                walls += t
    shield = min(aura + walls, 6)
    zp = st.zones[p]
    costs = [cards[u].cost or 0 for u in zp[SPECIAL] if st.cstate[u] == UNUSED]
    flare = tok[FLARE + p]
    top = max(costs) if costs else 0
    useful = min(flare, top)
    ready = sum(1 for c in costs if c <= flare)
    d = S.current_distance(st)
    fit = 0
    for u in zp[HAND]:
        if d in _attack_range(cards[u]):
            fit += 1
    deck = len(zp[DECK])
    gap = _gap(st, p, d)
    return [
        float(life), float(max(0, 4 - life)), float(shield), 1.0 if shield == 0 else 0.0, float(useful),
        float(flare - useful), float(len(costs)), float(ready), float(st.vigor[p]), 1.0 if st.flinch[p] else 0.0,
        float(min(len(zp[HAND]), 5)), float(min(deck, 5)),
        1.0 if deck == 0 and (zp[PLAYED] or zp[DISCARD]) else 0.0, float(enh), float(min(fit, 3)),
        float(min(gap, 8)),
    ]


_RANGE_CACHE: dict[tuple, frozenset[int]] = {}


def _gap(st: GameState, p: int, d: int) -> int:
    """How many distance steps separate the current distance from the nearest distance where one of
    ``p``'s main-phase attack cards (normal attacks without Reaction) hits."""
    ids = tuple(sorted(cd.id for u, cd in enumerate(st.cards)
                       if st.owner[u] == p and cd.is_normal and cd.ctype == ATTACK and cd.subtype != "reaction"))
    hits = _RANGE_CACHE.get(ids)
    if hits is None:
        hits = frozenset(x for u, cd in enumerate(st.cards) if cd.id in ids for x in cd.range)
        _RANGE_CACHE[ids] = hits
    if not hits or d in hits:
        return 0
    return min(abs(d - x) for x in hits)


def features(st: GameState, p: int) -> list[float]:
    """All ``FEATURES`` of the position for player ``p``."""
    q = 1 - p
    d = S.current_distance(st)
    threat = _pool_threat(st, q).get(min(d, 10), 0.0) * (len(st.zones[q][HAND]) + 1)
    return side_features(st, p) + side_features(st, q) + [1.0 if st.turn_player == p else 0.0, threat]


def evaluate(st: GameState, p: int, w: Weights) -> float:
    """Value of ``st`` for player ``p`` (WIN for a won game, -WIN for a lost one, 0 for a draw)."""
    o = st.outcome
    if o is not None:
        if o.winner is None:
            return 0.0
        return WIN if o.winner == p else -WIN
    f = features(st, p)
    return SCALE * sum(a * b for a, b in zip(w.values, f, strict=True))
