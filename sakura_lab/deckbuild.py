"""A deck builder for any pairing that values cards by play, and an optional simulation-based
improvement step.

``build_deck(("yurina", "saine"))`` values the two forms' cards, scores card *sets* (roles, band
coverage, the specials' cost curve) and picks the 7 normal and 3 special cards with the best set score,
each megami contributing 3-7 of the 10 cards.  ``improve_deck`` then tries a few one-card swaps and
keeps one only if it wins more mirrored pairs against given opponents.

**Card values come from play** (``values="measured"``, the default).  ``sakura_lab/data/card_values.json``
(:mod:`sakura_lab.cardvalues`, written by ``scripts/fit_card_values.py``) holds every implemented
card's value measured from heuristic games with random legal decks — a regression of the mirrored-pair
score on which cards each deck holds, so both megami's cards are measured the same way, whatever their
shape.  The value is converted to the scorer's points (divided by ``beta``, the measured pair-score
points per shape point) and replaces the card's shape value at its best band; the band fit and the
style still tilt it (``card value = shape value at the band - shape value at the best band + measured
value``).  Where the games say little, the measurement is shrunk toward the shape value, and a card that
was not measured (another season, a megami not implemented) keeps its shape value, so every pairing of
the catalogue still builds.  ``values="shape"`` is the shape-only scorer below.

**Megami split.**  ``split=(3, 7)`` (the default) is a hard rule: when the best deck of a band has a
megami outside 3-7 cards, one-card swaps (normal for normal, special for special) repair it at the
least loss of score.  Without the rule the measured values build 12 of the 214 pairings of megami 1-9
lopsided (8/2); those decks scored 0.497 (95% [0.439, 0.554], 288 games) against the 3-7 decks of the
same pairings (docs/deckbuilder-composition.md): no lopsided deck measured stronger, so the rule stays
on.  Against the shape-only builder's decks the default decks score 0.621 (95% [0.594, 0.647], 1284
games, all 214 pairings, heuristic players).  ``split=None`` turns it off;
``values="shape", split=None`` is exactly the builder before the measured values.

The shape scorer (used for every card's band fit and style tilt, and as the whole value of unmeasured
cards):

How a deck is scored (all numbers are in "damage points"; one Life damage is worth ``life_w``, one
Aura damage ``aura_w`` — Life is weighted higher; the style sets both):

* **Band.**  Every window of four consecutive distances (0-3, 1-4, ..., 7-10) is tried as the deck's
  fighting band and the best-scoring deck over all windows is kept.  An attack's *fit* is
  ``|range ∩ band| / min(|range|, |band|)``: 1 when its range lies inside the band or covers it
  (0-10 reactions always fit), 0 when it is elsewhere.  An attack is worth
  ``damage × (0.3 + 0.7 × fit)`` plus its card note.  Damage ``X`` counts as 2; an attack whose Aura
  damage is ``-`` forces Life damage and gets a small bonus.
* **Coverage.**  Each distance of the band covered by one attack scores, a second attack covering it
  scores again (less); when *both* megami have attacks fitting the band (their ranges overlap and
  cover each other) the deck gets a cross-megami bonus.  Fewer than three attacks is penalised.
* **Diminishing returns.**  Attacks and non-attacks are sorted by value and weighted by a per-style
  sequence (e.g. the 6th attack of a defensive deck counts 40 %), so the builder mixes attacks with
  actions / enhancements.  Non-attack normals are worth a base value (action 1.0, enhancement
  0.9 + a little for charge 2-3) plus their note.
* **Roles.**  The first and second reaction (attack, action or enhancement) score a bonus; one card
  that controls the distance in the band's favour (tag ``dist``) and one that adds Aura (tag
  ``aura``) score a bonus; each full-power card after the first costs a penalty (full-power cards
  compete for whole turns).  Direction matters: a card that pushes the fight away (note ``push`` > 0,
  e.g. Backstep) is worth up to ``0.8 × push`` more with a far band and that much less with a close
  band (and does not count as distance control there), and vice versa for cards that close in.
* **Specials.**  All 3-card sets are enumerated.  An attack special is worth its damage × fit, an
  action special a base 2.0 plus its note; from each the cost penalty ``cost_w × (c + 1.5 × max(0,
  c-4)^1.3)`` is subtracted (a game rarely yields more than 6-8 Flare, so 6+ costs are steep).  The
  set gets a bonus when it mixes a cheap (<= 2) and a dearer (>= 3) special, a penalty for every
  special of cost 5+ after the first, and a penalty when the total cost exceeds 11.  Cost ``X`` counts
  as 3, other non-numeric costs as 4 (unless a note overrides it).
* **Card notes** (``NOTES``): hand-written bonuses / penalties / tags for the implemented megami (a card
  that makes you lose: -30, so it is never chosen; Throughout cards count 0.4 less; conditional
  finishers count less; cancels, draws and distance/Aura control count more).  Cards of other megami
  use the generic values only, so the builder works for every pairing of the catalogue.
* **Styles** tilt the weights: ``aggressive`` weights damage and attack count up and reactions /
  Aura down, ``defensive`` the reverse, ``balanced`` sits between.
* **Seed.**  With ``seed=None`` there is no noise and ties are broken by pool order; with a seed each
  card's value gets a small uniform noise (±0.35) from ``random.Random(seed)``, so different seeds
  give variants and the same seed gives the same deck.

Normals are chosen per band by greedy addition and then one-for-one swaps until no swap improves the
set score (a local optimum of the set score, found in a few milliseconds).
"""
from __future__ import annotations

import itertools
import random
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from sakura_lab.cards.catalogue import CardInfo, get_catalogue
from sakura_lab.decks import Deck, DeckError, make_deck

if TYPE_CHECKING:
    from sakura_lab.cardvalues import CardValues

STYLES = ("balanced", "aggressive", "defensive")
BAND_WIDTH = 4
MAX_DISTANCE = 10
NOISE = 0.35
PUSH_W = 0.8


@dataclass(frozen=True)
class Note:
    """Hand-written adjustment of one card: additive ``bonus``, role ``tags``, and overrides."""

    bonus: float = 0.0
    tags: tuple[str, ...] = ()
    cost: float | None = None          # effective cost of a special (e.g. cost-reduced cards)
    damage: tuple[float, float] | None = None  # (aura, life) value of an effect-only attack card
    range: tuple[int, ...] | None = None       # range of that effect attack
    push: float = 0.0  # +: the card moves the fight further away, -: closer (value depends on the band)


def _rng(a: int, b: int) -> tuple[int, ...]:
    return tuple(range(a, b + 1))


# Tags: dist (distance control), aura (adds own Aura / defence), cancel (cancels or weakens an
# attack), draw (card advantage), lose (the card makes you lose), throughout (Throughout card),
# cond (hard-to-meet condition).
NOTES: dict[str, Note] = {
    # Yurina
    "01-yurina-o-n-2": Note(0.2),                                   # Brandish: +1/+0 with Resolve
    "01-yurina-o-n-3": Note(0.1),                                   # Hilt Strike
    "01-yurina-o-n-5": Note(0.5, ("dist",), push=-1),                        # Body Shift
    "01-yurina-o-n-6": Note(0.3, damage=(3, 0), range=_rng(1, 4)),  # Overawe: disenchant 1-4 3/-
    "01-yurina-o-n-7": Note(0.2, ("cond",)),                        # Spirit of Fire: needs Resolve
    "01-yurina-o-s-2": Note(1.0, ("cancel",)),                      # Uranami Storm
    "01-yurina-o-s-3": Note(2.0, ("aura",)),                        # Ukifune Serene: Aura from Shadow 5
    "01-yurina-o-s-4": Note(-3.0, ("cond",)),                       # Final Blow: only with Resolve
    "01-yurina-A1-n-1": Note(0.6),                                  # Wild Swing: +0/+2, no reactions
    "01-yurina-A1-n-6": Note(0.6, damage=(2, 1), range=_rng(1, 4)),  # Outrage
    "01-yurina-A1-s-2": Note(0.8, ("cancel",)),                     # Imperfect Uranami Storm
    "01-yurina-A2-n-3": Note(0.4),                                  # Appeal
    "01-yurina-A2-n-7": Note(0.8),                                  # Harmony
    "01-yurina-A2-s-1": Note(1.5, cost=3, damage=(3, 2)),           # Kamukura Legacy: X = Flare
    # Saine
    "02-saine-o-n-1": Note(0.6),                                    # Swing Rush: extra attack with Idea
    "02-saine-o-n-3": Note(0.3, ("dist",), push=0.5),                        # Hilt Slam
    "02-saine-o-n-4": Note(0.8, ("dist",)),                         # Outclass
    "02-saine-o-n-5": Note(0.3, ("dist",), push=0.5),                        # Space for Master
    "02-saine-o-n-6": Note(0.5, ("cancel",)),                       # Wavering Crystal
    "02-saine-o-n-7": Note(0.8, ("aura",)),                         # Silent Wall
    "02-saine-A1-n-6": Note(0.6, ("cancel",)),                      # Accompaniment
    "02-saine-A2-n-2": Note(0.4),                                   # Treachery
    "02-saine-A2-n-7": Note(0.8, ("aura",)),                        # Reverberant Wall
    "02-saine-o-s-1": Note(0.0, damage=(4, 4), range=_rng(3, 5)),   # Rhythmic Arc: three attacks
    "02-saine-o-s-2": Note(1.5, ("dist",), cost=5, push=1),                 # Resonant Beat: cheaper by opp Aura
    "02-saine-A1-s-2": Note(0.5),                                   # Duet: Chilling Tranquility
    "02-saine-o-s-3": Note(1.5, ("cancel",)),                       # Silent Icebreaker: resurges
    "02-saine-A2-s-3": Note(0.6),                                   # Withering Fragment
    "02-saine-o-s-4": Note(-8.0, ("cond",)),                        # Final Stage: vs Special attacks only
    "02_04-saine_tokoyo-A1-n-1_4": Note(0.4, ("dist",), push=0.5),            # Ensemble
    # Himika
    "03-himika-o-n-2": Note(0.2),                                   # Quick Shot
    "03-himika-o-n-3": Note(-0.6),                                  # Magnum: own Life to Shadow
    "03-himika-o-n-4": Note(1.0),                                   # Barrage: both damages
    "03-himika-o-n-5": Note(0.8, ("dist", "draw"), push=1),                 # Backstep
    "03-himika-o-n-6": Note(0.4),                                   # Backdraft: flinch
    "03-himika-o-n-7": Note(0.2, ("dist",), push=1),                       # Smoke
    "03-himika-o-s-2": Note(1.5),                                   # Crimson Zero: both damages
    "03-himika-o-s-3": Note(0.5, ("draw",)),                        # Scarlet Visions
    "03-himika-o-s-4": Note(0.5, ("dist",), push=1),                       # Vermillion Field
    "03-himika-A1-n-2": Note(0.2),                                  # Path of Flame
    "03-himika-A1-n-5": Note(0.2),                                  # Killing Intent: needs an empty hand
    "03-himika-A1-s-2": Note(-30.0, ("lose",), damage=(4, 4)),      # Blazing Sun: you lose after it
    # Tokoyo
    "04-tokoyo-o-n-1": Note(0.5),                                   # Glancing Strike: back on the deck
    "04-tokoyo-A1-n-1": Note(0.3),                                  # Entrancing Strike
    "04-tokoyo-o-n-2": Note(0.8, ("cancel",)),                      # Polite Return
    "04-tokoyo-A2-n-2": Note(0.4, ("cancel",)),                     # Awestrike
    "04-tokoyo-o-n-3": Note(0.4, ("dist",), push=1),                       # Rabbit Step
    "04-tokoyo-o-n-4": Note(0.5, ("aura",)),                        # Song and Dance
    "04-tokoyo-o-n-5": Note(0.6, ("aura", "throughout")),           # Break Point
    "04-tokoyo-o-n-6": Note(0.6, ("aura", "dist"), push=-0.5),                # Windy Stage
    "04-tokoyo-o-n-7": Note(0.4, damage=(0, 1), range=_rng(3, 6)),  # Sunny Stage
    "04-tokoyo-o-s-1": Note(1.5, ("cancel",)),                      # Immortal Flower
    "04-tokoyo-o-s-2": Note(0.3),                                   # Eternal Migrant
    "04-tokoyo-o-s-3": Note(1.2),                                   # Perpetual Wind: resurges
    "04-tokoyo-o-s-4": Note(1.0),                                   # Eternal Moon
    "04-tokoyo-A1-s-2": Note(0.3),                                  # Duet: Radiant Luminosity
    "04-tokoyo-A2-s-2": Note(0.8),                                  # Endless Snow: resurges
    "04-tokoyo-A2-s-3": Note(1.5, ("aura",)),                       # Hollow Blossoms
}


@dataclass(frozen=True)
class StyleParams:
    life_w: float
    aura_w: float
    attack_mult: float
    attack_weights: tuple[float, ...]
    other_weights: tuple[float, ...]
    reaction: tuple[float, float]
    dist: float
    aura: float
    cancel: float
    cover: float
    cross: float
    fullpower_pen: float
    cost_w: float
    big_special_pen: float


STYLE_PARAMS: dict[str, StyleParams] = {
    "balanced": StyleParams(
        life_w=1.5, aura_w=0.6, attack_mult=1.0,
        attack_weights=(1.0, 1.0, 1.0, 1.0, 0.8, 0.55, 0.35), other_weights=(1.0, 1.0, 0.9, 0.7, 0.5, 0.4, 0.3),
        reaction=(0.8, 0.5), dist=0.6, aura=0.5, cancel=0.4, cover=1.2, cross=0.8, fullpower_pen=1.0,
        cost_w=0.3, big_special_pen=2.5),
    "aggressive": StyleParams(
        life_w=1.8, aura_w=0.6, attack_mult=1.15,
        attack_weights=(1.0, 1.0, 1.0, 1.0, 1.0, 0.75, 0.5), other_weights=(1.0, 0.9, 0.7, 0.5, 0.4, 0.3, 0.2),
        reaction=(0.4, 0.2), dist=0.6, aura=0.1, cancel=0.1, cover=1.4, cross=0.8, fullpower_pen=0.8,
        cost_w=0.35, big_special_pen=2.5),
    "defensive": StyleParams(
        life_w=1.3, aura_w=0.6, attack_mult=0.9,
        attack_weights=(1.0, 1.0, 1.0, 0.75, 0.5, 0.35, 0.25), other_weights=(1.0, 1.0, 1.0, 0.85, 0.7, 0.5, 0.4),
        reaction=(1.2, 0.8), dist=0.6, aura=1.0, cancel=0.8, cover=1.0, cross=0.8, fullpower_pen=1.0,
        cost_w=0.25, big_special_pen=2.0),
}


def _style(style: str) -> StyleParams:
    try:
        return STYLE_PARAMS[style]
    except KeyError:
        raise ValueError(f"unknown deck style {style!r} (choose from {', '.join(STYLES)})") from None


# ---------------------------------------------------------------- card values

def _damage(card: CardInfo, note: Note) -> tuple[float, float, bool] | None:
    """(aura, life, life forced) of an attack or of a note's effect attack; None if no attack."""
    if note.damage is not None:
        return note.damage[0], note.damage[1], False
    if card.type != "attack":
        return None
    text = card.damage_text or ""
    parts = text.split("/") if "/" in text else ["X", "X"]
    vals: list[float] = []
    for i, p in enumerate(parts[:2]):
        p = p.strip()
        if p == "-":
            vals.append(0.0)
        elif card.damage is not None and card.damage[i] is not None:
            vals.append(float(card.damage[i]))  # type: ignore[arg-type]
        else:
            vals.append(2.0)  # X, Y, ...
    forced = parts[0].strip() == "-"
    return vals[0], vals[1], forced


def _attack_range(card: CardInfo, note: Note) -> tuple[int, ...] | None:
    if note.range is not None:
        return note.range
    return card.range


def _fit(rng: tuple[int, ...] | None, band: tuple[int, ...]) -> float:
    if not rng:
        return 0.5
    inter = len(set(rng) & set(band))
    return inter / min(len(rng), len(band))


def _push_factor(band: tuple[int, ...]) -> float:
    """How much the band likes moving the fight away: -1 (close band) .. +1 (far band)."""
    centre = (band[0] + band[-1]) / 2
    return max(-1.0, min(1.0, (centre - 4.0) / 2.0))


def _cost(card: CardInfo, note: Note) -> float:
    if note.cost is not None:
        return note.cost
    if card.cost is not None:
        return float(card.cost)
    if (card.cost_text or "").strip().casefold() == "x":
        return 3.0
    return 4.0


@dataclass
class _Scorer:
    """Per-pairing, per-style card values (with the seed's noise and the measured corrections) and set
    scores."""

    params: StyleParams
    noise: dict[str, float] = field(default_factory=dict)
    # measured value (in shape points) minus the card's balanced shape value at its best band: added to
    # the shape value so the card is worth what play measured, while band fit and style still tilt it
    delta: dict[str, float] = field(default_factory=dict)
    # per attack short of three: measured values are marginal values in random decks, which nearly always
    # hold 3+ attacks, so they cannot see what a deck with too few attacks loses; the measured builder
    # makes three attacks a firm rule instead of the shape scorer's mild penalty
    # (counting attack cards only: an enhancement with an attack effect does not take their place)
    few_attacks_pen: float = 2.5
    firm_attacks: bool = False

    def note(self, card: CardInfo) -> Note:
        return NOTES.get(card.id, Note())

    def is_attack(self, card: CardInfo) -> bool:
        return card.type == "attack" or self.note(card).damage is not None and card.kind == "normal"

    def tags(self, card: CardInfo) -> tuple[str, ...]:
        return self.note(card).tags

    def card_value(self, card: CardInfo, band: tuple[int, ...]) -> float:
        """Value of one card on its own (no set effects), for the given band."""
        p = self.params
        note = self.note(card)
        value = note.bonus + self.noise.get(card.id, 0.0) + self.delta.get(card.id, 0.0)
        if "throughout" in note.tags:
            value -= 0.4
        value += PUSH_W * note.push * _push_factor(band)
        dmg = _damage(card, note)
        if dmg is not None:
            aura, life, forced = dmg
            dv = p.aura_w * aura + p.life_w * life + (0.3 if forced else 0.0)
            fit = _fit(_attack_range(card, note), band)
            attack_part = dv * (0.3 + 0.7 * fit)
            if card.type == "attack":
                attack_part *= p.attack_mult
            value += attack_part
        if card.kind == "special":
            if dmg is None:
                value += 2.0
            c = _cost(card, note)
            value -= p.cost_w * (c + 1.5 * max(0.0, c - 4) ** 1.3)
        elif card.type != "attack":
            base = 1.0 if card.type == "action" else 0.9
            if card.type == "enhance" and card.charge in (2, 3):
                base += 0.2
            value += base
        for tag, w in (("cancel", p.cancel),):
            if tag in note.tags:
                value += w
        return value

    def features(self, card: CardInfo, band: tuple[int, ...]) -> tuple[bool, frozenset[int], bool, bool, bool,
                                                                     bool, bool]:
        """(is attack, band distances covered, fits the band as a narrow attack, reaction, dist, aura,
        fullpower) of one card."""
        note = self.note(card)
        attack = self.is_attack(card)
        rng = _attack_range(card, note) if attack else None
        covered = frozenset(rng or ()) & frozenset(band)
        narrow_fit = rng is not None and len(rng) < 8 and _fit(rng, band) >= 0.5
        dist = "dist" in note.tags and note.push * _push_factor(band) >= 0
        return (attack, covered, narrow_fit, card.subtype == "reaction", dist,
                "aura" in note.tags, card.subtype == "fullpower")

    def normal_score(self, cards: Sequence[CardInfo], values: dict[str, float], band: tuple[int, ...],
                     feats: dict[str, tuple] | None = None) -> float:
        p = self.params
        if feats is None:
            feats = {c.id: self.features(c, band) for c in cards}
        att: list[float] = []
        oth: list[float] = []
        counts = dict.fromkeys(band, 0)
        fitting_megami: set[str] = set()
        n_react = n_full = 0
        has_dist = has_aura = False
        for c in cards:
            attack, covered, narrow_fit, react, dist, aura, full = feats[c.id]
            if attack:
                att.append(values[c.id])
                for d in covered:
                    counts[d] += 1
                if narrow_fit:
                    fitting_megami.add(c.megami)
            else:
                oth.append(values[c.id])
            n_react += react
            n_full += full
            has_dist = has_dist or dist
            has_aura = has_aura or aura
        att.sort(reverse=True)
        oth.sort(reverse=True)
        score = sum(v * w for v, w in zip(att, p.attack_weights, strict=False))
        score += sum(v * w for v, w in zip(oth, p.other_weights, strict=False))
        n_att = sum(c.type == "attack" for c in cards) if self.firm_attacks else len(att)
        if n_att < 3:
            score -= self.few_attacks_pen * (3 - n_att)
        # coverage of the band, and the two megami covering each other
        score += p.cover * sum(min(n, 1) + 0.4 * min(max(n - 1, 0), 1) for n in counts.values()) / len(band)
        if len(fitting_megami) >= 2:
            score += p.cross
        # roles
        score += p.reaction[0] * (n_react >= 1) + p.reaction[1] * (n_react >= 2)
        score += p.dist * has_dist + p.aura * has_aura
        score -= p.fullpower_pen * max(0, n_full - 1)
        return score

    def special_score(self, cards: Sequence[CardInfo], values: dict[str, float]) -> float:
        p = self.params
        score = sum(values[c.id] for c in cards)
        costs = sorted(_cost(c, self.note(c)) for c in cards)
        if costs[0] <= 2 and costs[-1] >= 3:
            score += 0.6
        n_big = sum(c >= 5 for c in costs)
        score -= p.big_special_pen * max(0, n_big - 1) * (1 + 0.5 * max(0, n_big - 2))
        score -= 0.5 * max(0.0, sum(costs) - 11)
        if not any(c.type == "attack" for c in cards) and not any("aura" in self.tags(c) for c in cards):
            score -= 0.5
        return score


def _unique_pool(megami: Sequence[str], season: str | None) -> list[CardInfo]:
    cat = get_catalogue()
    out: list[CardInfo] = []
    seen: set[str] = set()
    for form in megami:
        for c in cat.pool(form, season):
            if c.id not in seen:  # a card shared by both forms (e.g. 合奏) is one card
                seen.add(c.id)
                out.append(c)
    return out


def _bands() -> list[tuple[int, ...]]:
    return [tuple(range(lo, lo + BAND_WIDTH)) for lo in range(0, MAX_DISTANCE - BAND_WIDTH + 2)]


def _best_normals(scorer: _Scorer, normals: list[CardInfo], values: dict[str, float],
                  band: tuple[int, ...], n: int = 7) -> tuple[float, list[CardInfo]]:
    feats = {c.id: scorer.features(c, band) for c in normals}
    chosen: list[CardInfo] = []
    rest = list(normals)
    while len(chosen) < n:  # greedy addition
        best = max(rest, key=lambda c: scorer.normal_score([*chosen, c], values, band, feats))
        chosen.append(best)
        rest.remove(best)
    score = scorer.normal_score(chosen, values, band, feats)
    for _ in range(30):  # one-for-one swaps until a local optimum
        best_swap = None
        for i in range(len(chosen)):
            for c_in in rest:
                trial = chosen[:i] + [c_in] + chosen[i + 1:]
                s = scorer.normal_score(trial, values, band, feats)
                if s > score + 1e-9:
                    score, best_swap = s, (i, c_in)
        if best_swap is None:
            break
        i, c_in = best_swap
        rest.append(chosen[i])
        rest.remove(c_in)
        chosen[i] = c_in
    return score, chosen


def _best_specials(scorer: _Scorer, specials: list[CardInfo], values: dict[str, float],
                   n: int = 3) -> tuple[float, list[CardInfo]]:
    best: tuple[float, list[CardInfo]] | None = None
    for combo in itertools.combinations(specials, n):
        s = scorer.special_score(combo, values)
        if best is None or s > best[0] + 1e-9:
            best = (s, list(combo))
    assert best is not None
    return best


VALUE_MODES = ("measured", "shape")
DEFAULT_SPLIT = (3, 7)
FEW_ATTACKS_PEN = 20.0  # per attack short of three, measured builder (see _Scorer.few_attacks_pen)
_SPLIT_PENALTY = 100.0  # per card outside the split: larger than any score difference, so it is a hard rule


def shape_value(card_id: str, season: str | None = None, style: str = "balanced") -> float:
    """The shape scorer's value of one card on its own at its best band (no noise, no measured value):
    the prior of the measured card values (``scripts/fit_card_values.py``)."""
    card = get_catalogue().card(card_id, season)
    scorer = _Scorer(_style(style))
    return max(scorer.card_value(card, band) for band in _bands())


def _measured_delta(pool: Sequence[CardInfo], season: str | None,
                    card_values: CardValues | None = None) -> dict[str, float]:
    """Per measured card: its measured value in shape points minus its balanced shape value."""
    from sakura_lab.cardvalues import load_card_values

    cv = card_values if card_values is not None else load_card_values()
    balanced = _Scorer(STYLE_PARAMS["balanced"])
    bands = _bands()
    out: dict[str, float] = {}
    for c in pool:
        v = cv.get(c.id)
        if v is None:  # not measured (another season's card, a megami not played): shape value only
            continue
        if "lose" in NOTES.get(c.id, Note()).tags:
            # a card whose own rules make you lose is a rule fact, not a shape guess: it stays excluded
            # (its measured value only says how rarely the player chose to play it)
            continue
        shape0 = max(balanced.card_value(c, band) for band in bands)
        out[c.id] = v.value / cv.beta - shape0
    return out


def _make_scorer(pool: Sequence[CardInfo], style: str, seed: int | None, values: str = "shape",
                 season: str | None = None, card_values: CardValues | None = None) -> _Scorer:
    params = _style(style)
    noise: dict[str, float] = {}
    if seed is not None:
        rnd = random.Random(f"deckbuild:{seed}")
        for cid in sorted(c.id for c in pool):
            noise[cid] = rnd.uniform(-NOISE, NOISE)
    if values not in VALUE_MODES:
        raise ValueError(f"unknown card values {values!r} (choose from {', '.join(VALUE_MODES)})")
    if values == "shape":
        return _Scorer(params, noise)
    return _Scorer(params, noise, _measured_delta(pool, season, card_values), few_attacks_pen=FEW_ATTACKS_PEN,
                   firm_attacks=True)


def _score_cards(scorer: _Scorer, normals: Sequence[CardInfo], specials: Sequence[CardInfo]) -> float:
    """Best total score of a fixed card set over the bands."""
    best = float("-inf")
    for band in _bands():
        values = {c.id: scorer.card_value(c, band) for c in (*normals, *specials)}
        best = max(best, scorer.normal_score(normals, values, band) + scorer.special_score(specials, values))
    return best


def _deck_name(forms: Sequence[str], style: str, season: str | None) -> str:
    cat = get_catalogue()
    names = " + ".join(cat.megami(f).name_en or f for f in forms)
    return f"{names}: {style} (deckbuild)"


def megami_counts(cards: Sequence[CardInfo], bases: Sequence[str]) -> list[int]:
    """Cards of each base megami among ``cards`` (a card shared by both megami, e.g. 合奏, counts for both)."""
    return [sum(b in c.megami.split("_") for c in cards) for b in bases]


def _check_split(split: tuple[int, int] | None) -> None:
    if split is None:
        return
    try:
        lo, hi = split
    except (TypeError, ValueError):
        raise ValueError(f"split must be a (min, max) pair of card counts or None, got {split!r}") from None
    if not (isinstance(lo, int) and isinstance(hi, int) and 0 <= lo <= 5 <= hi <= 10):
        # each megami gets lo..hi of the 10 cards: lo > 5 or hi < 5 cannot be met by both megami
        raise ValueError(f"split must satisfy 0 <= min <= 5 <= max <= 10, got {split!r}")


def _violation(cards: Sequence[CardInfo], bases: Sequence[str], split: tuple[int, int]) -> int:
    lo, hi = split
    return sum(max(0, lo - n) + max(0, n - hi) for n in megami_counts(cards, bases))


def _repair_split(scorer: _Scorer, normals: list[CardInfo], specials: list[CardInfo], chosen_n: list[CardInfo],
                  chosen_s: list[CardInfo], values: dict[str, float], band: tuple[int, ...],
                  bases: Sequence[str], split: tuple[int, int]) -> tuple[float, list[CardInfo], list[CardInfo]]:
    """Best one-card swaps (normal for normal, special for special) until the deck meets the split and no
    swap improves the score: the split is a hard rule (a large penalty per card outside it), and among
    the decks that meet it the local search keeps the best-scoring one."""
    feats = {c.id: scorer.features(c, band) for c in normals}

    def total(ns: list[CardInfo], ss: list[CardInfo]) -> float:
        return (scorer.normal_score(ns, values, band, feats) + scorer.special_score(ss, values)
                - _SPLIT_PENALTY * _violation([*ns, *ss], bases, split))

    ns, ss = list(chosen_n), list(chosen_s)
    score = total(ns, ss)
    for _ in range(40):
        best: tuple[float, list[CardInfo], list[CardInfo]] | None = None
        for chosen, pool, is_normal in ((ns, normals, True), (ss, specials, False)):
            rest = [c for c in pool if c not in chosen]
            for i in range(len(chosen)):
                for c_in in rest:
                    trial = chosen[:i] + [c_in] + chosen[i + 1:]
                    t = total(trial, ss) if is_normal else total(ns, trial)
                    if t > score + 1e-9 and (best is None or t > best[0] + 1e-9):
                        best = (t, trial, ss) if is_normal else (t, ns, trial)
        if best is None:
            break
        score, ns, ss = best
    return score, ns, ss


def build_deck(megami: Sequence[str], *, style: str = "balanced", season: str | None = None,
               seed: int | None = None, values: str = "measured",
               split: tuple[int, int] | None = DEFAULT_SPLIT, card_values: CardValues | None = None) -> Deck:
    """A legal deck for the two forms ``megami`` (codes or names), built by the scorer described in the
    module docstring.  ``style``: balanced / aggressive / defensive; ``seed`` adds small per-card noise
    for variants (same seed, same deck; None: no noise).

    ``values="measured"`` (default) values each card by what play measured
    (:mod:`sakura_lab.cardvalues`; cards without a measurement keep their shape value);
    ``values="shape"`` is the shape-only scorer.  ``split=(3, 7)`` (default): each megami contributes
    3-7 of the 10 cards; ``None``: no rule.  ``values="shape", split=None`` is the builder before the
    measured values (kept for comparisons).  ``card_values``: other measured values than the shipped
    ones (e.g. :func:`sakura_lab.cardvalues.read_card_values` of a refit)."""
    cat = get_catalogue()
    if isinstance(megami, str) or len(megami) != 2:
        raise DeckError("a deck needs exactly 2 megami")
    _style(style)
    _check_split(split)
    if values not in VALUE_MODES:
        raise ValueError(f"unknown card values {values!r} (choose from {', '.join(VALUE_MODES)})")
    season = cat.season(season)
    forms = [cat.megami(m).code for m in megami]
    a, b = (cat.megami(f) for f in forms)
    if a.number == b.number:
        raise DeckError(f"{a.code} and {b.code} are both megami no. {a.number} "
                        f"({cat.megami(a.base).name_en}); choose two different megami")
    bases = [a.base, b.base]
    pool = _unique_pool(forms, season)
    normals = [c for c in pool if c.kind == "normal"]
    specials = [c for c in pool if c.kind == "special"]
    scorer = _make_scorer(pool, style, seed, values, season, card_values)
    best: tuple[float, list[CardInfo], list[CardInfo]] | None = None
    for band in _bands():
        vals = {c.id: scorer.card_value(c, band) for c in pool}
        ns, chosen_n = _best_normals(scorer, normals, vals, band)
        ss, chosen_s = _best_specials(scorer, specials, vals)
        total = ns + ss
        if split is not None and _violation([*chosen_n, *chosen_s], bases, split):
            total, chosen_n, chosen_s = _repair_split(scorer, normals, specials, chosen_n, chosen_s, vals, band,
                                                      bases, split)
        if best is None or total > best[0] + 1e-9:
            best = (total, chosen_n, chosen_s)
    assert best is not None
    _, chosen_n, chosen_s = best
    return make_deck(forms, [c.id for c in chosen_n + chosen_s], season=season,
                     name=_deck_name(forms, style, season))


# ---------------------------------------------------------------- simulation-based improvement

def candidate_swaps(deck: Deck, *, style: str = "balanced", limit: int = 3,
                    implemented_only: bool = True, values: str = "measured") -> list[tuple[str, str]]:
    """The ``limit`` one-card swaps (out id, in id) whose swapped deck has the best score (card values
    ``values`` as in :func:`build_deck`).

    Normals swap with normals and specials with specials; with ``implemented_only`` (the default,
    needed to simulate) only cards whose effects are implemented are brought in."""
    cat = get_catalogue()
    pool = _unique_pool(deck.megami, deck.season)
    scorer = _make_scorer(pool, style, None, values, deck.season)
    in_deck = set(deck.cards)
    by_id = {c.id: c for c in pool}
    if implemented_only:
        from sakura_lab.cards.registry import is_implemented
    scored: list[tuple[float, int, str, str]] = []
    order = 0
    for kind, current in (("normal", deck.normals), ("special", deck.specials)):
        for out_id in current:
            for c in pool:
                if c.kind != kind or c.id in in_deck:
                    continue
                if implemented_only and not is_implemented(c.id, deck.season):
                    continue
                cards = [by_id.get(x) or cat.card(x, deck.season) for x in deck.cards if x != out_id] + [c]
                ns = [x for x in cards if x.kind == "normal"]
                ss = [x for x in cards if x.kind == "special"]
                scored.append((-_score_cards(scorer, ns, ss), order, out_id, c.id))
                order += 1
    scored.sort()
    return [(o, i) for _, _, o, i in scored[:limit]]


def _swap(deck: Deck, out_id: str, in_id: str) -> Deck:
    cards = [in_id if c == out_id else c for c in deck.cards]
    return make_deck(deck.megami, cards, season=deck.season, name=deck.name)


def win_rate(deck: Deck, opponents: Sequence[Deck], *, n_pairs: int, agent: str = "heuristic",
             seed: int = 0, n_jobs: int = 1) -> float:
    """Score of ``deck`` (wins + draws/2 per game) over ``n_pairs`` mirrored pairs against ``opponents``
    (cycled), with the root seed ``seed`` (seeded like a study: see :func:`sakura_lab.sim.runner.run_pairs`)."""
    from sakura_lab.sim.match import Side
    from sakura_lab.sim.runner import run_pairs

    matchups = [(Side(deck, agent, "deck"), Side(opp, agent, "opponent")) for opp in opponents]
    recs = run_pairs(matchups, n_pairs, root_seed=seed, n_jobs=n_jobs)
    if not recs:
        return 0.0
    return sum(1.0 if r["winner"] == "A" else 0.5 if r["winner"] is None else 0.0 for r in recs) / len(recs)


def improve_deck(deck: Deck, *, opponents: Sequence[Deck], n_pairs: int = 40, agent: str = "heuristic",
                 rounds: int = 1, seed: int = 0, n_jobs: int = 1, candidates: int = 3,
                 style: str = "balanced") -> Deck:
    """Try one-card swaps and keep the best one if it beats the current deck in simulation.

    Each round takes the ``candidates`` best swaps by heuristic score (``candidate_swaps``), plays the
    current deck and every swapped deck for ``n_pairs`` mirrored pairs against ``opponents`` on the same
    seeds (root seed ``seed + round``), and keeps the best swapped deck only if it scores strictly
    higher than the current one.  Stops early when no swap helps.  Default cost: (1 + 3) × 40 pairs
    = 320 games (~15 s on one core with the heuristic player).  The kept swap is the best of a few
    noisy estimates, so expect some winner's curse; use more pairs for a firmer choice."""
    if not opponents:
        raise ValueError("improve_deck needs at least one opponent deck")
    current = deck
    for r in range(rounds):
        swaps = candidate_swaps(current, style=style, limit=candidates)
        if not swaps:
            break
        round_seed = seed + r
        base = win_rate(current, opponents, n_pairs=n_pairs, agent=agent, seed=round_seed, n_jobs=n_jobs)
        best: tuple[float, Deck] | None = None
        for out_id, in_id in swaps:
            trial = _swap(current, out_id, in_id)
            s = win_rate(trial, opponents, n_pairs=n_pairs, agent=agent, seed=round_seed, n_jobs=n_jobs)
            if s > base and (best is None or s > best[0]):
                best = (s, trial)
        if best is None:
            break
        current = best[1]
    return current


__all__ = ["DEFAULT_SPLIT", "NOTES", "STYLES", "VALUE_MODES", "Note", "build_deck", "candidate_swaps", "improve_deck",
           "megami_counts", "shape_value", "win_rate"]
