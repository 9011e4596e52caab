"""Card values measured from play (``sakura_lab/data/card_values.json``), for the deck builder.

The file is written by ``scripts/fit_card_values.py``: heuristic players play mirrored pairs with
uniformly random legal decks of the same pairing, and each card's value is the regression coefficient
of the pair score on "deck A holds the card / deck B holds it" (pair-score points per card; 0.05 means a
deck holding the card scores 5 points more than one holding an average pool card instead), shrunk
toward ``beta * shape`` where the data is thin (``shape``: the shape builder's value of the card,
``beta``: the fitted pair-score points per shape point).  See that script for the details.

``load_card_values()`` reads the shipped file once; a card that is not in it (another season's card,
an unimplemented megami) has no measured value and the builder uses its shape value.
"""
from __future__ import annotations

import functools
import json
from dataclasses import dataclass
from importlib import resources
from pathlib import Path
from typing import Any


class CardValuesError(ValueError):
    """The card values file is missing or malformed."""


@dataclass(frozen=True)
class CardValue:
    """One card's measured value (pair-score points) and its posterior sd, with the evidence behind it."""

    card_id: str
    value: float
    sd: float
    prior: float
    informative_pairs: int
    with_minus_without: float | None = None
    with_minus_without_se: float | None = None


@dataclass(frozen=True)
class CardValues:
    """All measured card values plus the fit's constants (``beta``: pair-score points per shape point)."""

    beta: float
    tau: float
    sigma: float
    pairs: int
    seed: int | None
    cards: dict[str, CardValue]

    def get(self, card_id: str) -> CardValue | None:
        """The card's measured value, or None when the card was not measured."""
        return self.cards.get(card_id)

    def __contains__(self, card_id: object) -> bool:
        return card_id in self.cards

    def __len__(self) -> int:
        return len(self.cards)


def parse_card_values(doc: dict[str, Any], source: str = "card values") -> CardValues:
    """Validate a card values document (the JSON written by ``scripts/fit_card_values.py``)."""
    try:
        if doc.get("format") != 1:
            raise CardValuesError(f"{source}: unsupported format {doc.get('format')!r} (expected 1)")
        cards = {}
        for cid, c in doc["cards"].items():
            cards[cid] = CardValue(cid, float(c["value"]), float(c["sd"]), float(c["prior"]),
                                   int(c["informative_pairs"]), c.get("with_minus_without"),
                                   c.get("with_minus_without_se"))
        beta = float(doc["beta"])
    except CardValuesError:
        raise
    except (KeyError, TypeError, ValueError, AttributeError) as e:
        raise CardValuesError(f"{source}: malformed card values ({type(e).__name__}: {e})") from None
    if not beta > 0:
        # the builder converts values to shape points by dividing by beta: it must be positive
        raise CardValuesError(f"{source}: beta must be > 0, got {beta}")
    return CardValues(beta, float(doc["tau"]), float(doc["sigma"]), int(doc["pairs"]), doc.get("seed"), cards)


def read_card_values(path: str | Path) -> CardValues:
    """Card values from a JSON file (clear error if missing or malformed)."""
    p = Path(path)
    try:
        doc = json.loads(p.read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise CardValuesError(f"card values file not found: {p}") from None
    except json.JSONDecodeError as e:
        raise CardValuesError(f"{p}: not valid JSON ({e})") from None
    return parse_card_values(doc, str(p))


@functools.cache
def load_card_values() -> CardValues:
    """The shipped card values (``sakura_lab/data/card_values.json``), read once."""
    text = resources.files("sakura_lab").joinpath("data/card_values.json").read_text(encoding="utf-8")
    return parse_card_values(json.loads(text), "sakura_lab/data/card_values.json")


__all__ = ["CardValue", "CardValues", "CardValuesError", "load_card_values", "parse_card_values",
           "read_card_values"]
