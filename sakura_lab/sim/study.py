"""Studies: which matchups to play, with which players, how many mirrored pairs, on which seeds.

A :class:`Study` is a list of matchups (side A vs side B) played ``pairs`` mirrored pairs each.  It is
split into *tasks*: chunks of at most ``task_size`` consecutive pairs of one matchup.  Task ``t`` is the
unit of work (one worker call, one parquet chunk per table).

Seeds.  Pair ``p`` (0-based within its matchup) of matchup ``m`` gets its seed from
``numpy.random.SeedSequence(root_seed, spawn_key=(m, p))`` — the same child as
``SeedSequence(root_seed).spawn(M)[m].spawn(P)[p]`` — so a pair's seed depends only on the root seed and
its position, never on the number of workers, the backend, the order tasks finish or the task size.
A what-if variant of a study keeps the matchups, pairs and root seed, so it is played on the same seeds.

Builders: :func:`matchup_study`, :func:`gauntlet_study`, :func:`roundrobin_study`; a side is a deck file
(``decks/yurina-saine.toml``), a pairing (``yurina+saine``, forms allowed: ``yurina-a1+saine``; the deck
comes from :func:`sakura_lab.deckbuild.build_deck` with a fixed seed, so it is reproducible) or a
:class:`~sakura_lab.decks.Deck`.  What-if changes: :func:`parse_swap`, :func:`parse_set`,
:func:`apply_changes`.
"""
from __future__ import annotations

import hashlib
import itertools
import json
import os
import re
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

import numpy as np

from sakura_lab import ENGINE_VERSION
from sakura_lab.cards.catalogue import CatalogueError, get_catalogue
from sakura_lab.decks import Deck, DeckError, load_deck, make_deck
from sakura_lab.engine.constants import MAX_TURNS
from sakura_lab.sim.match import Side

DEFAULT_TASK_SIZE = 25
CONFIG_VERSION = 1


class StudyError(ValueError):
    """Bad study input (unknown megami / card / player, bad numbers, conflicting folder...): one line."""


# ---------------------------------------------------------------- sides

@dataclass(frozen=True)
class SideSource:
    """Where a side's deck came from: ``file`` (path), ``pairing`` (deck builder) or ``deck`` (given)."""

    kind: str
    spec: str
    label: str
    deck: Deck
    style: str = "balanced"
    deck_seed: int | None = None

    def to_config(self) -> dict[str, Any]:
        out = {"label": self.label, "source": self.kind, "spec": self.spec, "deck": deck_config(self.deck)}
        if self.kind == "pairing":
            out["builder"] = {"style": self.style, "seed": self.deck_seed}
        return out


def deck_config(deck: Deck) -> dict[str, Any]:
    return {"name": deck.name, "season": deck.season, "megami": list(deck.megami),
            "normals": list(deck.normals), "specials": list(deck.specials)}


def deck_from_config(d: dict[str, Any]) -> Deck:
    return Deck(name=d["name"], megami=tuple(d["megami"]), normals=tuple(d["normals"]),  # type: ignore[arg-type]
                specials=tuple(d["specials"]), season=d["season"])


def _forms(text: str, season: str | None) -> tuple[str, str]:
    cat = get_catalogue()
    parts = [p.strip() for p in text.split("+")]
    if len(parts) != 2 or not all(parts):
        raise StudyError(f"expected a pairing A+B (e.g. yurina+saine) or a deck file, got {text!r}")
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
    return pairing_side(_forms(text, season), season=season, style=style, deck_seed=deck_seed)


# ---------------------------------------------------------------- what-if changes

@dataclass(frozen=True)
class Changes:
    """What-if changes: ``swaps`` ((old id, new id), ...) in side A's deck; ``sets`` card overrides
    ((card id, key, value), ...) applied to the card wherever it is played."""

    swaps: tuple[tuple[str, str], ...] = ()
    sets: tuple[tuple[str, str, Any], ...] = ()

    def __bool__(self) -> bool:
        return bool(self.swaps or self.sets)

    def to_config(self) -> dict[str, Any]:
        return {"swaps": [list(s) for s in self.swaps],
                "sets": [[c, k, list(v) if isinstance(v, tuple) else v] for c, k, v in self.sets]}

    def slug(self) -> str:
        parts = [f"swap-{_short(o)}-{_short(n)}" for o, n in self.swaps]
        for cid, key, value in self.sets:
            v = value if not isinstance(value, tuple) else "_".join("x" if x is None else str(x) for x in value)
            parts.append(f"set-{_short(cid)}-{key}-{v}")
        text = "+".join(parts) or "base"
        text = re.sub(r"[^A-Za-z0-9_.+-]", "_", text)
        return text if len(text) <= 80 else text[:60] + "-" + hashlib.sha1(text.encode()).hexdigest()[:8]


def _short(card_id: str) -> str:
    return card_id.replace("-", "")


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


# ---------------------------------------------------------------- study

@dataclass(frozen=True)
class Task:
    """``pairs`` consecutive pairs (from ``first``, 0-based within the matchup) of matchup ``matchup``."""

    task: int
    matchup: int
    first: int
    pairs: int


@dataclass(frozen=True)
class Study:
    """A set of matchups, each played ``pairs`` mirrored pairs; see the module docstring."""

    kind: str
    sides: tuple[SideSource, ...]
    matchups: tuple[tuple[int, int], ...]  # indices into sides
    agents: tuple[str, str] = ("heuristic", "heuristic")
    pairs: int = 100
    root_seed: int = 0
    max_turns: int = MAX_TURNS
    task_size: int = DEFAULT_TASK_SIZE
    changes: Changes = field(default_factory=Changes)
    base: dict[str, Any] | None = None  # for a what-if variant: the base study's run id and slug

    def __post_init__(self) -> None:
        for name in ("pairs", "task_size", "max_turns"):
            v = getattr(self, name)
            if not isinstance(v, int) or isinstance(v, bool) or v < 1:
                raise StudyError(f"{name.replace('_', ' ')} must be a whole number >= 1, got {v!r}")
        if not isinstance(self.root_seed, int) or self.root_seed < 0:
            raise StudyError(f"the seed must be a whole number >= 0, got {self.root_seed!r}")
        if not self.matchups:
            raise StudyError("a study needs at least one matchup")
        _check_agents(self.agents)

    # layout
    @property
    def season(self) -> str:
        return self.sides[0].deck.season

    @property
    def n_tasks(self) -> int:
        return len(self.matchups) * self.tasks_per_matchup

    @property
    def tasks_per_matchup(self) -> int:
        return -(-self.pairs // self.task_size)

    @property
    def n_games(self) -> int:
        return 2 * self.pairs * len(self.matchups)

    def tasks(self) -> Iterator[Task]:
        t = 0
        for m in range(len(self.matchups)):
            for first in range(0, self.pairs, self.task_size):
                yield Task(t, m, first, min(self.task_size, self.pairs - first))
                t += 1

    def task(self, t: int) -> Task:
        m, k = divmod(t, self.tasks_per_matchup)
        first = k * self.task_size
        return Task(t, m, first, min(self.task_size, self.pairs - first))

    def pair_id(self, matchup: int, p: int) -> int:
        """Study-wide pair id (the unit for standard errors)."""
        return matchup * self.pairs + p

    def pair_seed(self, matchup: int, p: int) -> int:
        return pair_seed(self.root_seed, matchup, p)

    def game_sides(self, matchup: int) -> tuple[Side, Side]:
        """The two :class:`Side` objects of a matchup, with players and what-if overrides."""
        ia, ib = self.matchups[matchup]
        overrides = tuple(self.changes.sets)
        a = self.sides[ia]
        b = self.sides[ib]
        return (Side(a.deck, self.agents[0], a.label, overrides), Side(b.deck, self.agents[1], b.label, overrides))

    def matchup_name(self, matchup: int) -> str:
        ia, ib = self.matchups[matchup]
        return f"{self.sides[ia].label} vs {self.sides[ib].label}"

    # configuration
    def config(self) -> dict[str, Any]:
        """Everything that determines the results (written to study.json; compared on resume)."""
        cfg: dict[str, Any] = {
            "format": CONFIG_VERSION,
            "kind": self.kind,
            "sides": [s.to_config() for s in self.sides],
            "matchups": [{"a": a, "b": b, "name": self.matchup_name(i)} for i, (a, b) in enumerate(self.matchups)],
            "agents": list(self.agents),
            "pairs": self.pairs,
            "task_size": self.task_size,
            "root_seed": self.root_seed,
            "max_turns": self.max_turns,
            "overrides": self.changes.to_config()["sets"],
            "swaps": self.changes.to_config()["swaps"],
            "engine_version": ENGINE_VERSION,
            "season": self.season,
            "seeds": "numpy.random.SeedSequence(root_seed, spawn_key=(matchup, pair_in_matchup))",
        }
        if self.base is not None:
            cfg["base"] = self.base
        cfg["run"] = run_id(cfg)
        return cfg

    @property
    def run(self) -> str:
        return self.config()["run"]

    @classmethod
    def from_config(cls, cfg: dict[str, Any]) -> Study:
        sides = []
        for s in cfg["sides"]:
            b = s.get("builder") or {}
            sides.append(SideSource(s["source"], s["spec"], s["label"], deck_from_config(s["deck"]),
                                    b.get("style", "balanced"), b.get("seed")))
        changes = Changes(tuple((o, n) for o, n in cfg.get("swaps", [])),
                          tuple((c, k, tuple(v) if isinstance(v, list) else v) for c, k, v in cfg.get("overrides", [])))
        return cls(kind=cfg["kind"], sides=tuple(sides),
                   matchups=tuple((m["a"], m["b"]) for m in cfg["matchups"]), agents=tuple(cfg["agents"]),  # type: ignore[arg-type]
                   pairs=cfg["pairs"], root_seed=cfg["root_seed"], max_turns=cfg["max_turns"],
                   task_size=cfg["task_size"], changes=changes, base=cfg.get("base"))


def run_id(cfg: dict[str, Any]) -> str:
    """A short stable id of a configuration (the ``run`` column)."""
    body = comparable_config(cfg)
    text = json.dumps(body, sort_keys=True, ensure_ascii=True, separators=(",", ":"))
    return hashlib.sha256(text.encode()).hexdigest()[:12]


def comparable_config(cfg: dict[str, Any]) -> dict[str, Any]:
    """The part of a configuration that determines results: without the run id, informational keys
    and the sides' source specs (a deck file may be named by another path; its cards are compared)."""
    body = {k: v for k, v in cfg.items() if k not in ("run", "created", "tasks", "games")}
    if isinstance(body.get("sides"), list):
        body["sides"] = [{k: v for k, v in s.items() if k != "spec"} if isinstance(s, dict) else s
                         for s in body["sides"]]
    return json.loads(json.dumps(body))


def pair_seed(root_seed: int, matchup: int, p: int) -> int:
    """The 63-bit seed of pair ``p`` of matchup ``matchup`` (see the module docstring)."""
    ss = np.random.SeedSequence(root_seed, spawn_key=(matchup, p))
    return int(ss.generate_state(1, dtype=np.uint64)[0] >> np.uint64(1))


def _check_agents(agents: Sequence[str]) -> None:
    from sakura_lab.ai.base import AgentSpecError, make_agent

    if len(agents) != 2:
        raise StudyError(f"give one player spec for both sides or one per side, got {len(agents)}")
    for spec in agents:
        try:
            make_agent(spec, 0)
        except AgentSpecError as e:
            raise StudyError(str(e)) from None


def _agents(agents: str | Sequence[str]) -> tuple[str, str]:
    if isinstance(agents, str):
        return agents, agents
    agents = list(agents)
    if len(agents) == 1:
        return agents[0], agents[0]
    if len(agents) != 2:
        raise StudyError(f"give one player spec for both sides or one per side, got {len(agents)}")
    return agents[0], agents[1]


def _check_implemented(study: Study) -> None:
    from sakura_lab.cards.registry import is_implemented

    for s in study.sides:
        for cid in s.deck.cards:
            if not is_implemented(cid):
                info = get_catalogue().card(cid, s.deck.season)
                raise StudyError(f"side {s.label}: card {cid} ({info.name_en or info.name_ja}) has no effects "
                                 "implemented yet, it cannot be simulated")


def _unique_labels(sides: list[SideSource]) -> list[SideSource]:
    seen: dict[str, int] = {}
    out = []
    for s in sides:
        n = seen.get(s.label, 0)
        seen[s.label] = n + 1
        out.append(s if n == 0 else replace(s, label=f"{s.label}#{n + 1}"))
    return out


def _finish(study: Study) -> Study:
    if study.changes:
        study = apply_changes(study, study.changes, _replace=True)
    _check_implemented(study)
    return study


def matchup_study(a: str | Deck | SideSource, b: str | Deck | SideSource, *, pairs: int = 100,
                  agents: str | Sequence[str] = "heuristic", root_seed: int = 0, max_turns: int = MAX_TURNS,
                  task_size: int = DEFAULT_TASK_SIZE, season: str | None = None, style: str = "balanced",
                  deck_seed: int | None = None, changes: Changes | None = None) -> Study:
    """One matchup: A vs B (deck files, pairings ``A+B`` or Decks)."""
    sa = resolve_side(a, season=season, style=style, deck_seed=deck_seed)
    sb = resolve_side(b, season=season, style=style, deck_seed=deck_seed)
    sides = (sa,) if sa == sb else tuple(_unique_labels([sa, sb]))
    return _finish(Study("matchup", sides, ((0, 0),) if len(sides) == 1 else ((0, 1),), _agents(agents),
                         pairs, root_seed, max_turns, task_size, changes or Changes()))


def gauntlet_study(a: str | Deck | SideSource, against: Sequence[str | Deck | SideSource], *, pairs: int = 100,
                   agents: str | Sequence[str] = "heuristic", root_seed: int = 0, max_turns: int = MAX_TURNS,
                   task_size: int = DEFAULT_TASK_SIZE, season: str | None = None, style: str = "balanced",
                   deck_seed: int | None = None, changes: Changes | None = None) -> Study:
    """Side A against each of ``against`` (one matchup each, A always side A)."""
    if not against:
        raise StudyError("a gauntlet needs at least one opponent (--against)")
    sides = _unique_labels([resolve_side(x, season=season, style=style, deck_seed=deck_seed) for x in [a, *against]])
    return _finish(Study("gauntlet", tuple(sides), tuple((0, i) for i in range(1, len(sides))), _agents(agents),
                         pairs, root_seed, max_turns, task_size, changes or Changes()))


def megami_list(text: str | Sequence[str], season: str | None = None) -> list[str]:
    """``yurina,saine,himika-a1`` -> form codes (validated; duplicates refused)."""
    cat = get_catalogue()
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
    return _finish(Study("roundrobin", sides, matchups, _agents(agents), pairs, root_seed, max_turns, task_size,
                         changes or Changes()))


def apply_changes(study: Study, changes: Changes, *, _replace: bool = False) -> Study:
    """The what-if variant of ``study``: same matchups, pairs, root seed and task layout (same seeds).

    A swap ``OLD -> NEW`` replaces OLD in the deck of every side that plays as side A and holds OLD
    (validated with make_deck: NEW must come from the pool); a set overrides the card's printed numbers
    wherever it is played.  Errors name the problem in one line."""
    from sakura_lab.game import card_def

    base_changes = Changes() if _replace else study.changes
    sides = list(study.sides)
    matchups = list(study.matchups)
    a_sides = sorted({a for a, _ in matchups})
    if changes.swaps:  # a side that also plays as B keeps its deck there: side A gets its own copy
        b_sides = {b for _, b in matchups}
        for i in a_sides:
            if i in b_sides and any(old in sides[i].deck.cards for old, _ in changes.swaps):
                sides.append(sides[i])
                j = len(sides) - 1
                matchups = [(j if a == i else a, b) for a, b in matchups]
        a_sides = sorted({a for a, _ in matchups})
    for old, new in changes.swaps:
        hit = False
        for i in a_sides:
            s = sides[i]
            if old not in s.deck.cards:
                continue
            hit = True
            if new in s.deck.cards:
                raise StudyError(f"--swap {old}={new}: {new} is already in the deck of {s.label}")
            cards = [new if c == old else c for c in s.deck.cards]
            try:
                deck = make_deck(s.deck.megami, cards, season=s.deck.season, name=s.deck.name)
            except DeckError as e:
                raise StudyError(f"--swap {old}={new}: {e}") from None
            sides[i] = replace(s, deck=deck)
        if not hit:
            labels = ", ".join(sides[i].label for i in a_sides)
            raise StudyError(f"--swap: card {old} is not in the deck of side A ({labels})")
    cat = get_catalogue()
    all_cards = {c for s in sides for c in s.deck.cards}
    for cid, key, value in changes.sets:
        if cid not in all_cards:
            raise StudyError(f"--set: card {cid} is in no deck of this study")
        try:
            card_def(cat.card(cid, study.season), {key: value})
        except (ValueError, TypeError) as e:
            raise StudyError(f"--set {cid}:{key}: {e}") from None
    merged = Changes(base_changes.swaps + changes.swaps, base_changes.sets + changes.sets)
    out = replace(study, sides=tuple(sides), matchups=tuple(matchups), changes=merged)
    _check_implemented(out)
    return out


def load_study(folder: str | Path) -> Study:
    """The study described by ``folder/study.json``."""
    path = Path(folder) / "study.json"
    try:
        cfg = json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise StudyError(f"{folder} is not a study folder (no study.json)") from None
    except (OSError, json.JSONDecodeError) as e:
        raise StudyError(f"cannot read {path}: {e}") from None
    return Study.from_config(cfg)


__all__ = ["Study", "StudyError", "SideSource", "Task", "Changes", "matchup_study", "gauntlet_study",
           "roundrobin_study", "apply_changes", "make_changes", "parse_swap", "parse_set", "resolve_side",
           "pairing_side", "pair_seed", "run_id", "load_study", "megami_list", "DEFAULT_TASK_SIZE"]
