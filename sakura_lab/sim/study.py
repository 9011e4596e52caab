"""Study descriptions: which matchups to play, with which players, how many mirrored pairs, on which seeds.

A :class:`Study` is plain data: a list of sides (decks and where they came from), matchups (side A vs
side B) played ``pairs`` mirrored pairs each, the two player specs, the root seed, the turn cap and the
what-if changes.  It is split into *tasks*: chunks of at most ``task_size`` consecutive pairs of one
matchup.  Task ``t`` is the unit of work (one worker call, one parquet chunk per table).

Seeds.  Pair ``p`` (0-based within its matchup) of matchup ``m`` gets its seed from :func:`pair_seed`:
``numpy.random.SeedSequence(root_seed, spawn_key=(m, p))`` — the same child as
``SeedSequence(root_seed).spawn(M)[m].spawn(P)[p]`` — so a pair's seed depends only on the root seed and
its position, never on the number of workers, the backend, the order tasks finish or the task size.
Every game the package plays in batches (studies and :func:`sakura_lab.sim.runner.run_pairs`) is seeded
by this one function.  A what-if variant of a study keeps the matchups, pairs and root seed, so it is
played on the same seeds.

Building studies from what a user types (deck files, pairings, megami lists, player specs, ``--swap`` /
``--set`` texts) is :mod:`sakura_lab.sim.specs`; playing them and their output folders are
:mod:`sakura_lab.sim.runner` and :mod:`sakura_lab.sim.storage`.
"""
from __future__ import annotations

import hashlib
import json
import re
from collections.abc import Iterator
from dataclasses import dataclass, field, replace
from typing import Any

import numpy as np

from sakura_lab import ENGINE_VERSION, build_info
from sakura_lab.cards.catalogue import get_catalogue
from sakura_lab.decks import Deck, DeckError, make_deck
from sakura_lab.engine.constants import MAX_TURNS
from sakura_lab.sim.errors import StudyError
from sakura_lab.sim.match import Side

DEFAULT_TASK_SIZE = 25
CONFIG_VERSION = 1


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

    def describe(self, season: str | None = None, lang: str = "en") -> str:
        """The changes in words with card names, e.g. "Slash (01-yurina-o-n-1): damage 3/1 -> 2/1"."""
        cat = get_catalogue()

        def name(cid: str) -> str:
            return f"{cat.card(cid, season).name(lang)} ({cid})"

        def show(v: Any) -> str:
            if isinstance(v, tuple | list) and v and all(isinstance(x, int) for x in v) and \
                    list(v) == list(range(min(v), max(v) + 1)) and len(v) > 1:
                return f"{min(v)}-{max(v)}"  # a range of distances
            if isinstance(v, tuple | list):
                return "/".join("-" if x is None else str(x) for x in v)
            return str(v)

        parts = [f"swap {name(o)} for {name(n)}" for o, n in self.swaps]
        for cid, key, value in self.sets:
            old = getattr(cat.card(cid, season), f"{key}_text", None)
            parts.append(f"{name(cid)}: {key} {old + ' -> ' if old else ''}{show(value)}")
        return "; ".join(parts) or "no change"

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


# ---------------------------------------------------------------- study

AGENT_SEEDS = ("side", "seat")  # Study.agent_seeds


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
    # "side": each side's player draws its own random numbers (the default); "seat": the player in each seat
    # draws the seat's numbers, so two sides with the same deck and the same player play identical games
    # until their players choose differently (common random numbers, for with/without comparisons)
    agent_seeds: str = "side"

    def __post_init__(self) -> None:
        for name in ("pairs", "task_size", "max_turns"):
            v = getattr(self, name)
            if not isinstance(v, int) or isinstance(v, bool) or v < 1:
                raise StudyError(f"{name.replace('_', ' ')} must be a whole number >= 1, got {v!r}")
        if not isinstance(self.root_seed, int) or self.root_seed < 0:
            raise StudyError(f"the seed must be a whole number >= 0, got {self.root_seed!r}")
        if not self.matchups:
            raise StudyError("a study needs at least one matchup")
        if len(self.agents) != 2:  # the specs themselves are checked where they are parsed (sim.specs)
            raise StudyError(f"a study needs two player specs (side A, side B), got {len(self.agents)}")
        if self.agent_seeds not in AGENT_SEEDS:
            raise StudyError(f"agent seeds must be one of {', '.join(AGENT_SEEDS)}, got {self.agent_seeds!r}")

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
            "build": build_info(),  # informational: both paths play identical games
            "season": self.season,
            "seeds": "numpy.random.SeedSequence(root_seed, spawn_key=(matchup, pair_in_matchup))",
        }
        if self.base is not None:
            cfg["base"] = self.base
        if self.agent_seeds != "side":  # written only when not the default, so older studies keep their run id
            cfg["agent_seeds"] = self.agent_seeds
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
                   task_size=cfg["task_size"], changes=changes, base=cfg.get("base"),
                   agent_seeds=cfg.get("agent_seeds", "side"))


def run_id(cfg: dict[str, Any]) -> str:
    """A short stable id of a configuration (the ``run`` column)."""
    body = comparable_config(cfg)
    text = json.dumps(body, sort_keys=True, ensure_ascii=True, separators=(",", ":"))
    return hashlib.sha256(text.encode()).hexdigest()[:12]


def comparable_config(cfg: dict[str, Any]) -> dict[str, Any]:
    """The part of a configuration that determines results: without the run id, informational keys
    and the sides' source specs (a deck file may be named by another path; its cards are compared)."""
    body = {k: v for k, v in cfg.items() if k not in ("run", "created", "tasks", "games", "extended_from", "build")}
    if isinstance(body.get("sides"), list):
        body["sides"] = [{k: v for k, v in s.items() if k != "spec"} if isinstance(s, dict) else s
                         for s in body["sides"]]
    return json.loads(json.dumps(body))


def config_difference(old: Any, new: dict[str, Any]) -> str | None:
    """The first key in which two configurations differ in a way that changes results, or None if they
    describe the same study (``old`` as read from a folder: anything that is not a dict differs)."""
    a = comparable_config(old) if isinstance(old, dict) else {}
    b = comparable_config(new)
    if a == b:
        return None
    added = [k for k in b if k not in a]
    return added[0] if added else next(k for k in a if k not in b or a[k] != b[k])


def extension_of(old: Any, new: dict[str, Any]) -> bool:
    """True when configuration ``new`` is ``old`` with more pairs per matchup (nothing else that changes
    results differs; a what-if variant's base run id follows its base's pairs, so only the base's changes
    are compared)."""
    if not isinstance(old, dict) or not isinstance(old.get("pairs"), int) or new["pairs"] <= old["pairs"]:
        return False

    def body(cfg: dict[str, Any]) -> dict[str, Any]:
        b = comparable_config(cfg)
        b.pop("pairs", None)
        if isinstance(b.get("base"), dict):
            b["base"] = {k: v for k, v in b["base"].items() if k != "run"}
        return b

    return body(old) == body(new)


def pair_seed(root_seed: int, matchup: int, p: int) -> int:
    """The 63-bit seed of pair ``p`` of matchup ``matchup`` (see the module docstring)."""
    ss = np.random.SeedSequence(root_seed, spawn_key=(matchup, p))
    return int(ss.generate_state(1, dtype=np.uint64)[0] >> np.uint64(1))


def check_implemented(study: Study) -> None:
    """Refuse a study with a card whose effects are not implemented (it could not be simulated)."""
    from sakura_lab.cards.registry import is_implemented

    for s in study.sides:
        for cid in s.deck.cards:
            if not is_implemented(cid, s.deck.season):
                info = get_catalogue().card(cid, s.deck.season)
                raise StudyError(f"side {s.label}: card {cid} ({info.name_en or info.name_ja}) has no effects "
                                 "implemented yet, it cannot be simulated")


def apply_changes(study: Study, changes: Changes) -> Study:
    """The what-if variant of ``study``: same matchups, pairs, root seed and task layout (same seeds).

    A swap ``OLD -> NEW`` replaces OLD in the deck of every side that plays as side A and holds OLD
    (validated with make_deck: NEW must come from the pool); a set overrides the card's printed numbers
    wherever it is played.  Errors name the problem in one line."""
    from sakura_lab.game import card_def

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
    merged = Changes(study.changes.swaps + changes.swaps, study.changes.sets + changes.sets)
    out = replace(study, sides=tuple(sides), matchups=tuple(matchups), changes=merged)
    check_implemented(out)
    return out


__all__ = ["Study", "StudyError", "SideSource", "Task", "Changes", "apply_changes", "check_implemented",
           "comparable_config", "config_difference", "extension_of", "deck_config", "deck_from_config", "pair_seed", "run_id",
           "DEFAULT_TASK_SIZE"]
