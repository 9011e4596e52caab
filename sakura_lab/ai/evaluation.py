"""A readable evaluation of a position from one player's side, with weights per play style.

``evaluate(st, p, weights)`` is a weighted sum of named features (``FEATURES``) of the position seen
from player ``p``: life (with extra weight in the danger zone), aura, flare against the costs of unused
specials, unused specials, vigor and flinch, the current distance against both players' attack ranges,
cards in hand and deck, enhancements in play, reshuffle pressure, Reactions in hand, the damage of hand
attacks against the opponent's shield, and each hosted megami's own state (umbrella, Plan, Traps,
parts, Anvil, poisons, Mechanisms, Artificial Sakura tokens, gauges, Shadow, Blooms:
:mod:`sakura_lab.ai.megami_features`) — each for ``p`` and for the opponent. It
reads only what ``p`` could know in a real game, plus whatever a search agent put into a determinized
state (``engine.view.determinize``).

The base weights were fitted by logistic regression of game results on these features over heuristic
self-play of megami 1-9 (the last round on every implemented megami), improved by policy iteration
(``scripts/fit_evaluation.py``, results in
``docs/evaluation.md``; stored in ``weights.json``, format 2), so ``evaluate`` is a win log-odds estimate
times ``SCALE``. Styles tilt the fitted weights.
"""
from __future__ import annotations

import importlib.resources
import json
import os
import pathlib
from dataclasses import dataclass
from typing import Any, Final

from sakura_lab.ai import megami_features as MF
from sakura_lab.ai.errors import WeightsFormatError
from sakura_lab.engine import api as S
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
    REACTION,
    SPECIAL,
    UNUSED,
)
from sakura_lab.engine.state import GameState

WIN: Final = 10_000.0
SCALE: Final = 10.0  # evaluation units per unit of log-odds

CORE_FEATURES = (
    "life", "danger", "aura", "aura_empty", "flare_useful", "flare_extra", "specials", "special_ready",
    "vigor", "flinch", "hand", "deck", "deck_empty", "enhancement", "fit", "gap",
)
# format 2: generic features the first fit lacked, then each megami's own state (ai/megami_features.py)
GENERIC_FEATURES = ("enh_cards", "reactions", "hand_dmg", "pierce")
SIDE_FEATURES = CORE_FEATURES + GENERIC_FEATURES + MF.NAMES
N_CORE_SIDE: Final = len(CORE_FEATURES) + len(GENERIC_FEATURES)  # where a side's megami features start
N_SIDE: Final = len(SIDE_FEATURES)
FEATURES = tuple(f"my_{f}" for f in SIDE_FEATURES) + tuple(f"op_{f}" for f in SIDE_FEATURES) + (
    "my_turn", "threat",
)
FEATURE_INDEX: dict[str, int] = {f: i for i, f in enumerate(FEATURES)}
FORMAT = 2  # weights.json format; see load_weights

# The fast rules' parameters (ai/policy.py), which settle every follow-up the heuristic imagines: a weights
# document may set them in its optional "rules" table (tuned by play, scripts/spsa_weights.py); the defaults are
# the constants the rules had before they were parameters, so a document without the table plays as before.
RULE_DEFAULTS: dict[str, float] = {
    "atk_cost": 0.05,  # main_choice: an attack's score loses this much per point of its cost
    "atk_fullpower": 0.3,  # ... and this much when played as the full-power action
    "atk_min": 0.0,  # ... and is chosen only when its score is above this
    "recover_below": 3.0,  # with Vigor left and no move to make: Recover while the Aura is below this, else Focus
    # Kamuwi's Oath (MR 19-3): 1 declines the Oaths of the cards in ai.policy.KAMUWI_OATH_DECLINED (chosen by play,
    # docs/evaluation.md session 21), in real decisions and in imagined turns; 0 is the player before session 21
    "kamuwi_oath_cards": 1.0,
    # Korunu's Poru-char To (15-korunu-o-s-4: its Disenchant replay with Charge 4): 1 declines it, in real decisions
    # and in imagined turns (the heuristic's own choice lost to never replaying: 49.5% [49.1, 49.8] over 3,200 pairs,
    # docs/evaluation.md session 22); 0 is the player before session 22 (simulated; the fast rules replay)
    "korunu_replay": 1.0,
}
RULES = tuple(RULE_DEFAULTS)
RULE_INDEX: dict[str, int] = {r: i for i, r in enumerate(RULES)}
RULE_VALUES = tuple(RULE_DEFAULTS.values())
# where ``Weights.rules`` holds each parameter (the fast rules read them by position)
R_ATK_COST: Final = RULE_INDEX["atk_cost"]
R_ATK_FULLPOWER: Final = RULE_INDEX["atk_fullpower"]
R_ATK_MIN: Final = RULE_INDEX["atk_min"]
R_RECOVER_BELOW: Final = RULE_INDEX["recover_below"]
R_OATH_CARDS: Final = RULE_INDEX["kamuwi_oath_cards"]
R_KORUNU_REPLAY: Final = RULE_INDEX["korunu_replay"]


def rule_values(rules: Any) -> tuple[float, ...]:
    """The ``RULES`` tuple from a (partial) table of rule parameters (None: the defaults); anything but a table, or
    an unknown name, raises WeightsFormatError."""
    if rules is None:
        return RULE_VALUES
    if not isinstance(rules, dict):
        raise WeightsFormatError("the fast-rule parameters ('rules') are not a table of names and values")
    unknown = sorted(set(rules) - set(RULES))
    if unknown:
        raise WeightsFormatError(f"unknown fast-rule parameters {unknown} (known: {', '.join(RULES)})")
    return tuple(float(rules.get(r, RULE_DEFAULTS[r])) for r in RULES)

# hand-set starting weights (the sign priors of scripts/fit_evaluation.py); the new features start at 0
DEFAULT_WEIGHTS: dict[str, float] = {f: 0.0 for f in FEATURES}
DEFAULT_WEIGHTS.update({
    "my_life": 1.0, "my_danger": -0.6, "my_aura": 0.4, "my_aura_empty": -0.4, "my_flare_useful": 0.2,
    "my_flare_extra": 0.05, "my_specials": 0.3, "my_special_ready": 0.3, "my_vigor": 0.25,
    "my_flinch": -0.25, "my_hand": 0.5, "my_deck": 0.06, "my_deck_empty": -0.2, "my_enhancement": 0.15,
    "my_fit": 0.5, "my_gap": -0.3, "my_turn": 0.0, "threat": -0.4,
})
for _f in CORE_FEATURES:
    DEFAULT_WEIGHTS[f"op_{_f}"] = -DEFAULT_WEIGHTS[f"my_{_f}"]

# Read through the package (not ``__file__``, which a compiled module may report elsewhere): the fitted
# weights ship with the package, and a missing or broken file is an error, never a silent fallback.
_WEIGHTS_FILE = importlib.resources.files("sakura_lab.ai") / "weights.json"


def migrate_v1(doc: dict[str, Any]) -> dict[str, Any]:
    """Turn a format-1 weights document (no ``format`` key, the 34 core features) into format 2.

    Every feature added since gets weight 0, which makes the evaluation exactly the old one: this is a
    faithful translation, used to play today's heuristic against a new fit, never a default for a
    file that lacks weights it should have."""
    if "format" in doc:
        raise WeightsFormatError(f"not a format-1 weights document (format {doc['format']!r})")
    old = doc["weights"]
    v1 = [f"my_{f}" for f in CORE_FEATURES] + [f"op_{f}" for f in CORE_FEATURES] + ["my_turn", "threat"]
    if set(old) != set(v1):
        raise WeightsFormatError(f"format-1 weights with unexpected features: {sorted(set(old) ^ set(v1))}")
    w = {f: 0.0 for f in FEATURES}
    w.update({f: float(v) for f, v in old.items()})
    return {**doc, "format": FORMAT, "features": list(FEATURES), "weights": w, "migrated_from": 1}


_MEGAMI_SIDE = frozenset(f"{s}_{n}" for s in ("my", "op") for n in MF.NAMES)


def migrate_megami(doc: dict[str, Any]) -> dict[str, Any]:
    """Give weight 0 to the megami features (blocks and host indicators of :mod:`megami_features`) that a
    format-2 document fitted before they existed lacks: the same evaluation as before (a block is zero for
    a player who does not host its megami, and a zero weight ignores it otherwise). Any other missing or
    unknown feature is left for :func:`weights_from_doc` to reject."""
    old = doc["weights"]
    missing = [f for f in FEATURES if f not in old]
    if not missing or any(f not in _MEGAMI_SIDE for f in missing):
        return doc
    w = {f: float(old[f]) if f in old else 0.0 for f in FEATURES}
    w.update({f: float(v) for f, v in old.items() if f not in w})  # unknown ones stay, to be reported
    return {**doc, "features": list(FEATURES), "weights": w, "migrated_megami": missing}


def weights_from_doc(doc: dict[str, Any], *, migrate: bool = False) -> dict[str, float]:
    """The weights of a weights document, checked against ``FEATURES``.

    A document of another format, or one whose features differ from ``FEATURES`` (a feature missing or
    unknown), raises :class:`WeightsFormatError`; a format-1 document is translated by
    :func:`migrate_v1`, and a format-2 one that lacks megami features added since it was fitted by
    :func:`migrate_megami`, only when ``migrate`` is asked for."""
    fmt = doc.get("format", 1)
    if fmt == 1:
        if not migrate:
            raise WeightsFormatError("format-1 weights (before the megami features): re-fit with "
                                     "scripts/fit_evaluation.py, or load with migrate=True")
        doc = migrate_v1(doc)
    elif fmt != FORMAT:
        raise WeightsFormatError(f"weights format {fmt!r} is not {FORMAT}")
    w = doc.get("weights")
    if not isinstance(w, dict):
        raise WeightsFormatError("weights document without a 'weights' table")
    if migrate and fmt == FORMAT:
        doc = migrate_megami(doc)
        w = doc["weights"]
    declared = doc.get("features")
    if declared is not None and list(declared) != list(FEATURES):
        raise WeightsFormatError("weights fitted for another feature list: re-fit with scripts/fit_evaluation.py")
    missing = [f for f in FEATURES if f not in w]
    unknown = [f for f in w if f not in DEFAULT_WEIGHTS]
    if missing or unknown:
        raise WeightsFormatError(f"weights do not match the features: missing {missing}, unknown {unknown}")
    return {f: float(w[f]) for f in FEATURES}


def load_weights(path: str | os.PathLike[str] | None = None, *, migrate: bool = False) -> Weights:
    """Weights from a JSON file (the packaged ``weights.json`` by default); see :func:`weights_from_doc`."""
    try:
        text = (_WEIGHTS_FILE.read_text(encoding="utf-8") if path is None
                else pathlib.Path(path).read_text(encoding="utf-8"))
        doc = json.loads(text)
    except (OSError, ValueError) as e:
        raise WeightsFormatError(f"cannot read the evaluation weights {path or _WEIGHTS_FILE}: {e}") from e
    return Weights.from_dict(weights_from_doc(doc, migrate=migrate), doc.get("rules"))


@dataclass(frozen=True)
class Weights:
    """Feature weights (log-odds per unit of each feature) as a tuple aligned with ``FEATURES``, and the fast
    rules' parameters (:data:`RULES`) as a tuple aligned with ``RULES``: the fast rules settle every imagined
    follow-up with them, so they travel with the player that imagines (two players in one process may differ)."""

    values: tuple[float, ...]
    rules: tuple[float, ...] = RULE_VALUES

    @classmethod
    def from_dict(cls, d: dict[str, float], rules: Any = None) -> Weights:
        """Weights from a complete table (every feature of ``FEATURES``; a missing one is an error) and the
        fast rules' parameters (a table checked by :func:`rule_values`: ``RULE_DEFAULTS`` for any not given; an
        unknown name or anything but a table is an error; typed ``Any`` so that a document's bad value reaches that
        check, which a compiled ``dict`` annotation would refuse first with a bare TypeError)."""
        missing = [f for f in FEATURES if f not in d]
        if missing:
            raise WeightsFormatError(f"weights missing for {missing}")
        return cls(tuple(float(d[f]) for f in FEATURES), rule_values(rules))

    def as_dict(self) -> dict[str, float]:
        return dict(zip(FEATURES, self.values, strict=True))

    def rules_dict(self) -> dict[str, float]:
        return dict(zip(RULES, self.rules, strict=True))

    def get(self, name: str) -> float:
        """The weight of feature ``name`` (the fast rules ask for a few by name at every damage choice)."""
        i = FEATURE_INDEX.get(name)
        if i is None:
            raise KeyError(f"unknown feature {name!r}")
        return self.values[i]

    def tilted(self, **factors: float) -> Weights:
        """Multiply the weights of the named features (e.g. ``op_life=1.25``); the rules' parameters are kept."""
        d = self.as_dict()
        for k, f in factors.items():
            if k not in d:
                raise KeyError(f"unknown feature {k!r}")
            d[k] *= f
        return Weights.from_dict(d, self.rules_dict())


BASE = load_weights()
STYLES: dict[str, Weights] = {
    "balanced": BASE,
    # aggressive: values the opponent's losses more and its own shields less
    "aggressive": BASE.tilted(op_life=1.25, op_danger=1.25, op_aura=1.15, my_aura=0.8, my_aura_empty=0.8,
                              threat=0.7),
    # defensive: protects its own life and aura first
    "defensive": BASE.tilted(my_life=1.2, my_danger=1.3, my_aura=1.3, my_aura_empty=1.3, threat=1.3,
                             op_life=0.9),
}


def side_features(st: GameState, p: int, d: int | None = None, op_shield: int | None = None,
                  consts: MF.GameConsts | None = None) -> list[float]:
    """The ``SIDE_FEATURES`` of player ``p`` (``d``: current distance; ``op_shield``: the opponent's aura
    plus aura-like tokens, computed when not given)."""
    if d is None:
        d = S.current_distance(st)
    if consts is None:
        consts = MF.consts(st)
    if op_shield is None:
        op_shield = _shield(st, 1 - p)
    out = core_side_features(st, p, d, op_shield, consts)
    out.extend(MF.megami_features(st, p, d, consts))
    return out


def core_side_features(st: GameState, p: int, d: int, op_shield: int, consts: MF.GameConsts) -> list[float]:
    """The first ``N_CORE_SIDE`` of the ``SIDE_FEATURES`` of player ``p``: the core and generic features
    (every player has them; the megami blocks and host indicators follow in :func:`side_features`)."""
    tok = st.tok
    life = tok[LIFE + p]
    enh = 0
    cards = st.cards
    zp = st.zones[p]
    for u in zp[ENHANCE]:
        enh += tok[CARD_BASE + u]
    shield = _shield(st, p)
    flare = tok[FLARE + p]
    # the unused Specials' costs: how many, the largest, and how many the flare pays now (one pass, no list)
    n_unused = top = ready = 0
    cstate = st.cstate
    for u in zp[SPECIAL]:
        if cstate[u] == UNUSED:
            cost = cards[u].cost or 0
            n_unused += 1
            if cost > top:
                top = cost
            if cost <= flare:
                ready += 1
    useful = min(flare, top)
    fit = reactions = pierce = 0
    dmg = 0
    # hand cards are read as they are now (what ``S.card_of`` returns), not as printed: a live Tempered Attack
    # (MR 6-1, 6-3) is the attack on its owner's Anvil; card_of returns the printed card unless a variant, a copy
    # or a text-affecting ability is in play, which it checks with one attribute and two mark lookups
    for u in zp[HAND]:
        cd = S.card_of(st, u)
        if cd.subtype == REACTION:
            reactions += 1
        if cd.ctype != ATTACK:
            continue
        if d in cd.range:  # the printed range (a tuple of distances; only attacks reach here)
            fit += 1
            if cd.life is not None and cd.life > dmg:
                dmg = cd.life
            # an attack whose aura damage the opponent's shield cannot absorb reaches life (CR 5-8-3)
            if cd.aura is None or cd.aura > op_shield:
                pierce += 1
    deck = len(zp[DECK])
    gap = _gap(consts, p, d)
    out = [
        float(life), float(max(0, 4 - life)), float(shield), 1.0 if shield == 0 else 0.0, float(useful),
        float(flare - useful), float(n_unused), float(ready), float(st.vigor[p]), 1.0 if st.flinch[p] else 0.0,
        float(min(len(zp[HAND]), 5)), float(min(deck, 5)),
        1.0 if deck == 0 and (zp[PLAYED] or zp[DISCARD]) else 0.0, float(enh), float(min(fit, 3)),
        float(min(gap, 8)),
        float(min(len(zp[ENHANCE]), 3)), float(min(reactions, 2)), float(min(dmg, 5)), float(min(pierce, 3)),
    ]
    return out


def _shield(st: GameState, p: int) -> int:
    """``p``'s aura plus the tokens of enhancements that count as aura (capped as the first fit was)."""
    tok = st.tok
    walls = 0
    cards = st.cards
    for u in st.zones[p][ENHANCE]:
        for ab in cards[u].script.ongoing:
            if ab.counts_as_aura:
                walls += tok[CARD_BASE + u]
    return min(tok[AURA + p] + walls, 6)


def _gap(consts: MF.GameConsts, p: int, d: int) -> int:
    """How many distance steps separate the current distance from the nearest distance where one of
    ``p``'s main-phase attack cards (normal attacks without Reaction) hits."""
    memo = consts.gap_memo[p]
    if 0 <= d < len(memo):
        g = memo[d]
        if g < 0:
            g = memo[d] = _gap_at(consts.gap_hits[p], d)
        return g
    return _gap_at(consts.gap_hits[p], d)


def _gap_at(hits: frozenset[int], d: int) -> int:
    """:func:`_gap` computed: the least ``|d - x|`` over ``hits`` (0 when ``hits`` is empty)."""
    if not hits or d in hits:
        return 0
    best = -1
    for x in hits:
        v = d - x if d >= x else x - d
        if best < 0 or v < best:
            best = v
    return best


def _threat_share(consts: MF.GameConsts, q: int, d: int) -> float:
    """The share of ``q``'s possible normal cards that are attacks hitting at distance ``d`` (10 for any farther;
    :func:`megami_features.pool_hits`)."""
    k = min(d, 10)
    return consts.threat[q][k] if k >= 0 else 0.0


def features(st: GameState, p: int) -> list[float]:
    """All ``FEATURES`` of the position for player ``p`` (for fitting and inspection; :func:`evaluate`
    computes the same weighted sum without building this list)."""
    q = 1 - p
    d = S.current_distance(st)
    c = MF.consts(st)
    sp, sq = _shield(st, p), _shield(st, q)
    threat = _threat_share(c, q, d) * (len(st.zones[q][HAND]) + 1)
    f = side_features(st, p, d, sq, c)
    f.extend(side_features(st, q, d, sp, c))
    f.append(1.0 if st.turn_player == p else 0.0)
    f.append(threat)
    return f


def weighted_sum(st: GameState, p: int, w: Weights) -> float:
    """``sum(w_i * f_i)`` over :func:`features` (``st`` not finished), bit for bit, but cheaper.

    Only the terms whose feature can be non-zero are added: the core and generic features of both sides,
    the blocks of the megami each player hosts (a block is zeros for everyone else), the host indicators
    that are 1, ``my_turn`` and ``threat``. They are added in ``FEATURES`` order and a term is skipped only
    when its feature is exactly 0, so the float result equals the plain dot product over the whole list
    (adding a zero product never changes a sum). The heuristic evaluates one position per option of every
    decision: building two 140-long lists and a 280-term dot product was most of that cost."""
    q = 1 - p
    d = S.current_distance(st)
    c = MF.consts(st)
    sp, sq = _shield(st, p), _shield(st, q)
    vals = w.values
    s = 0.0
    base = 0
    for side, osh in ((p, sq), (q, sp)):
        core = core_side_features(st, side, d, osh, c)
        for j in range(N_CORE_SIDE):
            v = core[j]
            if v != 0.0:
                s += vals[base + j] * v
        for fn, off in c.hosted_blocks[side]:
            k = base + N_CORE_SIDE + off
            for v in fn(st, side, d, c):
                if v != 0.0:
                    s += vals[k] * v
                k += 1
        for off in c.host_offsets[side]:
            s += vals[base + N_CORE_SIDE + off]  # the indicator is 1.0
        base += N_SIDE
    if st.turn_player == p:
        s += vals[base]
    threat = _threat_share(c, q, d) * (len(st.zones[q][HAND]) + 1)
    if threat != 0.0:
        s += vals[base + 1] * threat
    return s


def evaluate(st: GameState, p: int, w: Weights) -> float:
    """Value of ``st`` for player ``p`` (WIN for a won game, -WIN for a lost one, 0 for a draw)."""
    o = st.outcome
    if o is not None:
        if o.winner is None:
            return 0.0
        return WIN if o.winner == p else -WIN
    return SCALE * weighted_sum(st, p, w)
