"""Decks: two megami, 7 normal cards and 3 special cards (Comprehensive Rules 2-1, 3-2).

Deck files are TOML::

    name = "Yurina + Saine: close quarters"
    season = "na-s10-2"          # optional, default: latest season
    megami = ["yurina", "saine"]  # code or name in en/ja/zh
    cards = ["Slash", "一閃", ...]  # 10 cards by id or name in any language
    # or: normals = [...] (7) and specials = [...] (3)
"""
from __future__ import annotations

import json
import tomllib
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from sakura_lab.cards.catalogue import (
    CardInfo,
    Catalogue,
    CatalogueError,
    MegamiInfo,
    _norm,
    get_catalogue,
)

N_NORMALS = 7
N_SPECIALS = 3
_KNOWN_KEYS = {"name", "season", "megami", "cards", "normals", "specials", "author", "notes", "description"}


class DeckError(ValueError):
    """An invalid deck; the message is one line naming the problem."""


@dataclass(frozen=True, slots=True)
class Deck:
    name: str
    megami: tuple[str, str]
    normals: tuple[str, ...]
    specials: tuple[str, ...]
    season: str

    @property
    def cards(self) -> tuple[str, ...]:
        return self.normals + self.specials


# building

def _resolve_megami(cat: Catalogue, key: object, season: str) -> MegamiInfo:
    if not isinstance(key, str) or not key.strip():
        raise DeckError(f"megami must be given as a code or name, got {key!r}")
    try:
        info = cat.megami(key)
    except CatalogueError as e:
        raise DeckError(str(e)) from None
    if season not in info.seasons:
        if not info.seasons:
            raise DeckError(f"megami {key!r} ({info.code}) can't be chosen for a deck")
        raise DeckError(f"megami {key!r} ({info.code}) is not available in season {season} "
                        f"(first season: {info.first_season})")
    return info


def _match_in_pool(key: str, pool: list[CardInfo]) -> list[CardInfo]:
    k = _norm(key)
    hits = []
    for c in pool:
        names = {c.id.casefold(), _norm(c.name_en), _norm(c.name_ja), _norm(c.name_zh)}
        for n in (c.name_en, c.name_ja, c.name_zh):
            if "/" in n:
                names.update(_norm(p) for p in n.split("/"))
        if k in names:
            hits.append(c)
    return hits


def _resolve_card(cat: Catalogue, key: object, season: str, pool: list[CardInfo]) -> CardInfo:
    if not isinstance(key, str) or not key.strip():
        raise DeckError(f"cards must be given as ids or names, got {key!r}")
    hits = _match_in_pool(key, pool)
    if len(hits) == 1:
        return hits[0]
    try:
        return cat.card(key, season)
    except CatalogueError as e:
        raise DeckError(str(e)) from None


def _label(card: CardInfo) -> str:
    name = card.name("en")
    return f"{name} ({card.id})" if name != card.id else card.id


def make_deck(megami: Sequence[str], cards: Sequence[str], *, season: str | None = None,
              name: str = "", _listed_normals: int | None = None) -> Deck:
    """Build and validate a deck; megami and cards by id or by name (en/ja/zh)."""
    cat = get_catalogue()
    try:
        season = cat.season(season)
    except CatalogueError as e:
        raise DeckError(str(e)) from None
    if isinstance(megami, str) or len(megami) != 2:
        got = 1 if isinstance(megami, str) else len(megami)
        raise DeckError(f"a deck needs exactly 2 megami, got {got}")
    forms = [_resolve_megami(cat, m, season) for m in megami]
    a, b = forms
    if a.number == b.number:
        raise DeckError(f"{a.code} and {b.code} are both megami no. {a.number} "
                        f"({cat.megami(a.base).name_en}); choose two different megami")
    pools = {f.code: cat.pool(f.code, season) for f in forms}
    pool = pools[a.code] + pools[b.code]
    pool_ids = {c.id for c in pool}

    if isinstance(cards, str):
        raise DeckError("cards must be a list of card ids or names")
    resolved = [_resolve_card(cat, key, season, pool) for key in cards]
    seen: dict[str, str] = {}
    for key, card in zip(cards, resolved, strict=True):
        if card.id in seen:
            raise DeckError(f"duplicate card {_label(card)} (given as {seen[card.id]!r} and {key!r})")
        seen[card.id] = key
    for card in resolved:
        if card.id in pool_ids:
            continue
        if card.extra:
            raise DeckError(f"{_label(card)} is an extra card (set up by the rules), it can't be chosen for a deck")
        for f in forms:
            repl = cat.replacements(f.code, season)
            if card.id in repl:
                alt = cat.card(repl[card.id], season)
                raise DeckError(f"{_label(card)} is replaced by {_label(alt)} in form {f.code}")
        bases = {a.base, b.base}
        owners = [f for f in card.forms if cat.megami(f).base in bases]
        if card.megami in bases or owners:
            where = ", ".join(card.forms) or card.megami
            raise DeckError(f"{_label(card)} belongs to form {where}, not to {a.code} or {b.code}")
        raise DeckError(f"{_label(card)} is a card of megami {card.megami}, "
                        f"which is not in this deck ({a.code}, {b.code})")

    normals = [c for c in resolved if c.kind == "normal"]
    specials = [c for c in resolved if c.kind == "special"]
    if _listed_normals is not None:
        for i, card in enumerate(resolved):
            if i < _listed_normals and card.kind != "normal":
                raise DeckError(f"{_label(card)} is a {card.kind} card but is listed in normals")
            if i >= _listed_normals and card.kind != "special":
                raise DeckError(f"{_label(card)} is a {card.kind} card but is listed in specials")
    if len(normals) != N_NORMALS or len(specials) != N_SPECIALS:
        raise DeckError(f"a deck needs {N_NORMALS} normal and {N_SPECIALS} special cards, "
                        f"got {len(normals)} normal and {len(specials)} special")
    order = {c.id: i for i, c in enumerate(pool)}
    return Deck(
        name=name,
        megami=(a.code, b.code),
        normals=tuple(sorted((c.id for c in normals), key=order.__getitem__)),
        specials=tuple(sorted((c.id for c in specials), key=order.__getitem__)),
        season=season,
    )


# TOML

def _str_list(data: dict, key: str, source: str) -> list[str]:
    value = data[key]
    if not isinstance(value, list) or not all(isinstance(x, str) for x in value):
        raise DeckError(f"{source}: '{key}' must be a list of strings")
    return value


def parse_deck_toml(text: str, source: str = "<string>") -> Deck:
    """Parse and validate a deck written in TOML (see the module docstring)."""
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as e:
        raise DeckError(f"{source}: malformed TOML: {e}") from None
    unknown = sorted(set(data) - _KNOWN_KEYS)
    if unknown:
        raise DeckError(f"{source}: unknown key {unknown[0]!r} (expected name, season, megami, "
                        f"cards or normals/specials)")
    if "megami" not in data:
        raise DeckError(f"{source}: missing key 'megami'")
    name = data.get("name", "")
    if not isinstance(name, str):
        raise DeckError(f"{source}: 'name' must be a string")
    if not name and source != "<string>":
        name = Path(source).stem
    season = data.get("season")
    if season is not None and not isinstance(season, str):
        raise DeckError(f"{source}: 'season' must be a string")
    megami = _str_list(data, "megami", source)
    normals: list[str] | None = None
    if "cards" in data:
        if "normals" in data or "specials" in data:
            raise DeckError(f"{source}: give either 'cards' or 'normals' and 'specials', not both")
        cards = _str_list(data, "cards", source)
    elif "normals" in data or "specials" in data:
        for key in ("normals", "specials"):
            if key not in data:
                raise DeckError(f"{source}: missing key {key!r}")
        normals = _str_list(data, "normals", source)
        cards = normals + _str_list(data, "specials", source)
    else:
        raise DeckError(f"{source}: missing key 'cards' (or 'normals' and 'specials')")
    try:
        return make_deck(megami, cards, season=season, name=name,
                         _listed_normals=None if normals is None else len(normals))
    except DeckError as e:
        raise DeckError(f"{source}: {e}") from None


def load_deck(path: str | Path) -> Deck:
    """Load a deck TOML file (FileNotFoundError if missing)."""
    p = Path(path)
    try:
        text = p.read_text(encoding="utf-8")
    except UnicodeDecodeError as e:
        raise DeckError(f"{p}: not a UTF-8 text file ({e.reason})") from None
    return parse_deck_toml(text, source=str(p))


def deck_to_toml(deck: Deck) -> str:
    """TOML text of a deck (card ids, with the English names as comments)."""
    cat = get_catalogue()

    def q(s: str) -> str:
        return json.dumps(s, ensure_ascii=False)

    def block(key: str, ids: tuple[str, ...]) -> list[str]:
        lines = [f"{key} = ["]
        for cid in ids:
            card = cat.card(cid, deck.season)
            lines.append(f"    {q(cid)},  # {card.name('en')}")
        lines.append("]")
        return lines

    names = ", ".join(cat.megami(m).name_en for m in deck.megami)
    lines = [
        f"name = {q(deck.name)}",
        f"season = {q(deck.season)}",
        f"megami = [{', '.join(q(m) for m in deck.megami)}]  # {names}",
        *block("normals", deck.normals),
        *block("specials", deck.specials),
    ]
    return "\n".join(lines) + "\n"


__all__ = ["Deck", "DeckError", "make_deck", "load_deck", "parse_deck_toml", "deck_to_toml"]


def card_names(deck: Deck, lang: str = "en") -> list[str]:
    """The names of a deck's cards (normals, then specials) in ``lang`` (en, ja, zh), for tables that
    people read; the ids stay in the deck and in study.json."""
    cat = get_catalogue()
    return [cat.card(cid, deck.season).name(lang) for cid in deck.cards]
