"""From what a user types or passes to study descriptions: parsing and the study builders.

Shared by the command line (``sakura-lab run``) and Python users; every function raises
:class:`~sakura_lab.sim.errors.StudyError` with a one-line message on bad input.

- Sides (:func:`resolve_side`): a deck file (``decks/yurina-saine.toml``), a pairing (``yurina+saine``,
  forms allowed: ``yurina-a1+saine``; the deck comes from :func:`sakura_lab.deckbuild.build_deck` with a
  fixed seed, so it is reproducible) or a :class:`~sakura_lab.decks.Deck`.
- Megami lists (:func:`megami_list`), player specs (:func:`parse_agents`).
- What-if changes: :func:`parse_swap` (``OLD=NEW``), :func:`parse_set` (``CARD:KEY=VALUE``),
  :func:`make_changes`.
- Builders: :func:`matchup_study`, :func:`gauntlet_study`, :func:`roundrobin_study` return a
  :class:`~sakura_lab.sim.study.Study`.
"""
from __future__ import annotations

import itertools
import os
from collections.abc import Sequence
from dataclasses import replace
from pathlib import Path
from typing import Any

from sakura_lab.cards.catalogue import CatalogueError, get_catalogue
from sakura_lab.decks import Deck, DeckError, load_deck
from sakura_lab.engine.constants import MAX_TURNS
from sakura_lab.sim.errors import StudyError
from sakura_lab.sim.study import (
    DEFAULT_TASK_SIZE,
    Changes,
    SideSource,
    Study,
    apply_changes,
    check_implemented,
)

# ---------------------------------------------------------------- sides


def parse_pairing(text: str) -> tuple[str, str]:
    """``yurina+saine`` (codes or names; ``,`` also separates) -> the two form codes."""
    cat = get_catalogue()
    sep = "+" if "+" in text else ","
    parts = [p.strip() for p in text.split(sep)]
    if len(parts) != 2 or not all(parts):
        raise StudyError(f"expected a pairing A+B (e.g. yurina+saine), got {text!r}")
    try:
        forms = [cat.megami(p) for p in parts]
    except CatalogueError as e:
        raise StudyError(str(e)) from None
    if forms[0].number == forms[1].number:
        raise StudyError(f"{forms[0].code} and {forms[1].code} are both megami no. {forms[0].number}; "
                         "choose two different megami")
    return forms[0].code, forms[1].code


def pairing_side(forms: Sequence[str], *, season: str | None = None, style: str = "balanced",
                 deck_seed: int | None = None, label: str = "") -> SideSource:
    """A side whose deck the deck builder makes for the two forms (deterministic for a fixed seed)."""
    from sakura_lab.deckbuild import build_deck

    try:
        deck = build_deck(list(forms), style=style, season=season, seed=deck_seed)
    except CatalogueError as e:
        raise StudyError(str(e)) from None
    spec = "+".join(deck.megami)
    return SideSource("pairing", spec, label or spec, deck, style, deck_seed)


def resolve_side(spec: str | Deck | SideSource, *, season: str | None = None, style: str = "balanced",
                 deck_seed: int | None = None) -> SideSource:
    """A side from a deck file path, a pairing ``A+B`` or a Deck."""
    if isinstance(spec, SideSource):
        return spec
    if isinstance(spec, Deck):
        return SideSource("deck", spec.name or "+".join(spec.megami), spec.name or "+".join(spec.megami), spec)
    text = str(spec)
    looks_like_file = text.endswith(".toml") or os.sep in text or "/" in text or Path(text).exists()
    if looks_like_file:
        try:
            deck = load_deck(text)
        except FileNotFoundError:
            raise StudyError(f"deck file not found: {text}") from None
        except IsADirectoryError:
            raise StudyError(f"deck file is a directory: {text}") from None
        except OSError as e:
            raise StudyError(f"cannot read deck file {text}: {e.strerror or e}") from None
        except (DeckError, CatalogueError) as e:
            msg = str(e)
            raise StudyError(msg if msg.startswith(text) else f"{text}: {msg}") from None
        return SideSource("file", text, Path(text).stem, deck)
    if "+" not in text:
        raise StudyError(f"{text!r} is neither a deck file nor a pairing A+B (e.g. yurina+saine)")
    return pairing_side(parse_pairing(text), season=season, style=style, deck_seed=deck_seed)



# ---------------------------------------------------------------- what-if changes

def _card_id(key: str, season: str | None) -> str:
    try:
        return get_catalogue().card(key.strip(), season).id
    except CatalogueError as e:
        raise StudyError(str(e)) from None


def parse_swap(text: str, season: str | None = None) -> tuple[str, str]:
    """``OLD=NEW`` (card ids or names) -> (old id, new id)."""
    if text.count("=") != 1:
        raise StudyError(f"--swap expects OLD=NEW (card ids or names), got {text!r}")
    old, new = (p.strip() for p in text.split("="))
    if not old or not new:
        raise StudyError(f"--swap expects OLD=NEW (card ids or names), got {text!r}")
    return _card_id(old, season), _card_id(new, season)


def _int(text: str, what: str) -> int:
    try:
        return int(text)
    except ValueError:
        raise StudyError(f"{what}: expected a whole number, got {text!r}") from None


def _damage_part(text: str, what: str) -> int | None:
    return None if text.strip() in ("-", "") else _int(text.strip(), what)


def parse_set(text: str, season: str | None = None) -> list[tuple[str, str, Any]]:
    """``CARD:damage=2/1`` (``-`` for no damage), ``CARD:range=3-4`` (or ``2,4`` or ``3``),
    ``CARD:cost=3``, ``CARD:charge=2``; several keys separated by ``;``.  -> [(card id, key, value)]."""
    from sakura_lab.game import OVERRIDABLE

    if ":" not in text:
        raise StudyError(f"--set expects CARD:KEY=VALUE (e.g. Slash:damage=2/1), got {text!r}")
    card, _, rest = text.rpartition(":")
    cid = _card_id(card, season)
    out: list[tuple[str, str, Any]] = []
    for item in rest.split(";"):
        if "=" not in item:
            raise StudyError(f"--set expects CARD:KEY=VALUE (e.g. Slash:damage=2/1), got {text!r}")
        key, value = (p.strip() for p in item.split("=", 1))
        key = key.lower()
        what = f"--set {text}"
        if key == "damage":
            if value.count("/") != 1:
                raise StudyError(f"{what}: damage must be AURA/LIFE (e.g. 2/1, -/1), got {value!r}")
            aura, life = value.split("/")
            out.append((cid, key, (_damage_part(aura, what), _damage_part(life, what))))
        elif key == "range":
            dists: list[int] = []
            for part in value.split(","):
                if "-" in part.strip()[1:]:
                    lo, hi = part.split("-", 1)
                    a, b = _int(lo, what), _int(hi, what)
                    if a > b:
                        raise StudyError(f"{what}: empty range {part!r}")
                    dists.extend(range(a, b + 1))
                else:
                    dists.append(_int(part, what))
            if not dists or any(d < 0 or d > 10 for d in dists):
                raise StudyError(f"{what}: range must be distances 0-10, got {value!r}")
            out.append((cid, key, tuple(sorted(set(dists)))))
        elif key in ("cost", "charge"):
            n = _int(value, what)
            if n < 0:
                raise StudyError(f"{what}: {key} must be 0 or more")
            out.append((cid, key, n))
        else:
            raise StudyError(f"{what}: cannot set {key!r} (choose from {', '.join(OVERRIDABLE)})")
    return out


def make_changes(swaps: Sequence[str] = (), sets: Sequence[str] = (), season: str | None = None) -> Changes:
    """Changes from command-line texts (``--swap OLD=NEW``, ``--set CARD:KEY=VALUE``)."""
    return Changes(tuple(parse_swap(s, season) for s in swaps),
                   tuple(x for s in sets for x in parse_set(s, season)))


def implemented_megami(season: str | None = None) -> list[str]:
    """Base megami of ``season`` (in number order) every card of every form of which has its effects
    implemented, i.e. the megami a study can play (studies pair all forms of a base megami, e.g.
    ``deckgen.form_pairings``); what ``--megami all`` means."""
    from sakura_lab.cards.registry import is_implemented

    cat = get_catalogue()
    season = cat.season(season)
    forms = cat.megamis(season)
    out: list[str] = []
    for m in forms:  # a base once, even when it has no form of its own (Innealra: three forms, no original)
        if m.base not in out and all(is_implemented(c.id, season) for f in forms if f.base == m.base
                                     for c in cat.cards(form=f.code, season=season)):
            out.append(m.base)
    return out


def playable_forms(bases: Sequence[str], season: str | None = None) -> list[str]:
    """The form codes a study over ``bases`` plays: each base megami's own form, or, for a megami that has none
    (Innealra: Iniru Inuru, Mahiru and Akuru, past / present / future, none of them the original), each of its
    forms, since none stands for the others."""
    cat = get_catalogue()
    forms = cat.megamis(season)
    own = {m.code for m in forms}
    out: list[str] = []
    for b in bases:
        out.extend([b] if b in own else [m.code for m in forms if m.base == b])
    return out


def megami_list(text: str | Sequence[str], season: str | None = None) -> list[str]:
    """``yurina,saine,himika-a1`` -> form codes (validated; duplicates refused); ``all`` means every
    megami whose cards are all implemented (:func:`implemented_megami`), by its own form (every form of a megami
    without one, :func:`playable_forms`)."""
    cat = get_catalogue()
    if isinstance(text, str) and text.strip().lower() == "all":
        try:
            codes = playable_forms(implemented_megami(season), season)
        except CatalogueError as e:
            raise StudyError(str(e)) from None
        if len(codes) < 2:
            raise StudyError(f"fewer than 2 megami are implemented in season {cat.season(season)}")
        return codes
    items = [p.strip() for p in text.split(",")] if isinstance(text, str) else [str(p).strip() for p in text]
    if any(not p for p in items):
        raise StudyError(f"empty megami name in {text!r}")
    codes = []
    for p in items:
        try:
            info = cat.megami(p)
            season_id = cat.season(season)
        except CatalogueError as e:
            raise StudyError(str(e)) from None
        if season_id not in info.seasons:
            raise StudyError(f"megami {p!r} ({info.code}) is not available in season {season_id}")
        if info.code in codes:
            raise StudyError(f"megami {info.code} is listed twice")
        codes.append(info.code)
    if len(codes) < 2:
        raise StudyError("a round robin needs at least 2 megami")
    return codes




# ---------------------------------------------------------------- players


def parse_agents(agents: str | Sequence[str]) -> tuple[str, str]:
    """One player spec for both sides or one per side -> (side A, side B), each checked by building it."""
    from sakura_lab.ai.base import AgentSpecError, make_agent

    specs = [agents] if isinstance(agents, str) else list(agents)
    if len(specs) not in (1, 2):
        raise StudyError(f"give one player spec for both sides or one per side, got {len(specs)}")
    for spec in specs:
        try:
            make_agent(spec, 0)
        except AgentSpecError as e:
            raise StudyError(str(e)) from None
    return specs[0], specs[-1]


# ---------------------------------------------------------------- builders

def _unique_labels(sides: list[SideSource]) -> list[SideSource]:
    seen: dict[str, int] = {}
    out = []
    for s in sides:
        n = seen.get(s.label, 0)
        seen[s.label] = n + 1
        out.append(s if n == 0 else replace(s, label=f"{s.label}#{n + 1}"))
    return out


def _finish(study: Study, changes: Changes | None) -> Study:
    if changes:
        return apply_changes(study, changes)  # also checks that every card is implemented
    check_implemented(study)
    return study


def matchup_study(a: str | Deck | SideSource, b: str | Deck | SideSource, *, pairs: int = 100,
                  agents: str | Sequence[str] = "heuristic", root_seed: int = 0, max_turns: int = MAX_TURNS,
                  task_size: int = DEFAULT_TASK_SIZE, season: str | None = None, style: str = "balanced",
                  deck_seed: int | None = None, changes: Changes | None = None, agent_seeds: str = "side") -> Study:
    """One matchup: A vs B (deck files, pairings ``A+B`` or Decks); ``agent_seeds`` see :class:`Study`."""
    sa = resolve_side(a, season=season, style=style, deck_seed=deck_seed)
    sb = resolve_side(b, season=season, style=style, deck_seed=deck_seed)
    sides = (sa,) if sa == sb else tuple(_unique_labels([sa, sb]))
    return _finish(Study("matchup", sides, ((0, 0),) if len(sides) == 1 else ((0, 1),), parse_agents(agents),
                         pairs, root_seed, max_turns, task_size, agent_seeds=agent_seeds), changes)


def gauntlet_study(a: str | Deck | SideSource, against: Sequence[str | Deck | SideSource], *, pairs: int = 100,
                   agents: str | Sequence[str] = "heuristic", root_seed: int = 0, max_turns: int = MAX_TURNS,
                   task_size: int = DEFAULT_TASK_SIZE, season: str | None = None, style: str = "balanced",
                   deck_seed: int | None = None, changes: Changes | None = None) -> Study:
    """Side A against each of ``against`` (one matchup each, A always side A)."""
    if not against:
        raise StudyError("a gauntlet needs at least one opponent (--against)")
    sides = _unique_labels([resolve_side(x, season=season, style=style, deck_seed=deck_seed) for x in [a, *against]])
    return _finish(Study("gauntlet", tuple(sides), tuple((0, i) for i in range(1, len(sides))),
                         parse_agents(agents), pairs, root_seed, max_turns, task_size), changes)


def roundrobin_study(megami: str | Sequence[str], *, pairs: int = 100, agents: str | Sequence[str] = "heuristic",
                     root_seed: int = 0, max_turns: int = MAX_TURNS, task_size: int = DEFAULT_TASK_SIZE,
                     season: str | None = None, style: str = "balanced", deck_seed: int | None = None,
                     mirrors: bool = True, changes: Changes | None = None) -> Study:
    """Every pairing of the given megami (forms allowed; forms of one megami are never paired) with a
    deck from the deck builder, each against each (and itself when ``mirrors``):
    n pairings give n(n+1)/2 matchups with mirrors (4 megami: 6 pairings, 21 matchups)."""
    cat = get_catalogue()
    codes = megami_list(megami, season)
    pairings = [(x, y) for x, y in itertools.combinations(codes, 2) if cat.megami(x).number != cat.megami(y).number]
    if not pairings:
        raise StudyError("no legal pairing among these megami (forms of one megami cannot be paired)")
    sides = tuple(pairing_side(p, season=season, style=style, deck_seed=deck_seed) for p in pairings)
    combos = itertools.combinations_with_replacement if mirrors else itertools.combinations
    matchups = tuple(combos(range(len(sides)), 2))
    if not matchups:
        raise StudyError("a round robin without mirrors needs at least 2 pairings")
    return _finish(Study("roundrobin", sides, matchups, parse_agents(agents), pairs, root_seed, max_turns, task_size),
                   changes)


__all__ = ["implemented_megami", "playable_forms", "resolve_side", "pairing_side", "parse_pairing", "megami_list", "parse_agents", "parse_swap",
           "parse_set", "make_changes", "matchup_study", "gauntlet_study", "roundrobin_study"]
