"""Field studies (``sakura-lab meta``): rank every pairing and megami of a season with an adaptive design.

A round robin of n pairings needs n(n+1)/2 matchups (325 pairings: 52,975), most of them between pairings
whose order is already clear.  A meta study plays in *rounds* instead, and each round chooses its
matchups from the results so far:

- round 0 connects the field: a random ring of the pairings, each against its ``ring`` next neighbours
  (every pairing gets 2·``ring`` opponents, the comparison graph is connected);
- every later round fits Bradley–Terry strengths with Fisher standard errors (:func:`fit_field`) and gives
  pairing i the priority ``var_i · (floor + P(i is on the wrong side of the top-k boundary))`` — wide
  intervals get games, and so above all do pairings whose interval straddles the top-``top_k`` line.
  It draws ``round_matchups`` focus pairings with probability ∝ priority (with replacement: a contender
  can get several opponents in one round) and, for each, an opponent with probability
  ∝ p(1-p) · (priority_j + mean priority): close matchups carry the most information per game
  (Fisher information p(1-p)), and an uncertain opponent learns from the game too;
- it stops when every pairing's 95% interval is narrower than ``target_width`` Elo points or the next
  round would exceed the game ``budget`` (the last round is cut to what the budget leaves).

Each round is an ordinary :class:`~sakura_lab.sim.study.Study` (kind ``meta-round``; ``round_pairs``
mirrored pairs per matchup) in ``out/round-NNN/``, played by :func:`~sakura_lab.sim.runner.run_study`,
so chunking, joblib, Dask, damaged-chunk repair and resuming work unchanged.  The plan of round r is a
pure function (:func:`plan_round`) of the seed, r and the win/game counts of the rounds before, which are
summed in a fixed order: a resumed, re-run or distributed meta study plays the same games and reports the
same numbers.  ``out/meta.json`` holds the settings; running the same command again resumes; a larger
``--budget`` or a smaller ``--target-width`` continues from the rounds played.

:func:`simulate` runs the same planner on a synthetic field with known strengths (no games played): the
check of its coverage and efficiency (``scripts/meta_design.py``, ``docs/meta.md``) and the tests use it.
"""
from __future__ import annotations

import itertools
import json
import math
from collections.abc import Callable, Sequence
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

import numpy as np

from sakura_lab import ENGINE_VERSION
from sakura_lab.engine.constants import MAX_TURNS
from sakura_lab.sim.errors import StudyError
from sakura_lab.sim.study import DEFAULT_TASK_SIZE, SideSource, Study, check_implemented
from sakura_lab.stats.intervals import Z95
from sakura_lab.stats.tables import ELO, _bt_fit

META_FORMAT = 1
_SEED_TAG = 0x4D455441  # "META": keeps round seeds apart from any study's pair seeds


# ---------------------------------------------------------------- the design (pure functions)

@dataclass(frozen=True)
class Design:
    """Settings of the adaptive design (see the module docstring)."""

    round_pairs: int = 1  # mirrored pairs per planned matchup (2 games; scripts/meta_design.py: 1 beat 2)
    round_matchups: int | None = None  # matchups per round after the first (None: the number of pairings)
    ring: int = 2  # round 0: each pairing against its next `ring` neighbours on a random ring
    top_k: int = 5  # the ranking boundary the design concentrates on
    floor: float = 0.02  # priority weight every pairing keeps, contender or not (scripts/meta_design.py)
    prior: float = 1.0  # virtual draws per pairing against a reference (as stats.tables.ratings)

    def __post_init__(self) -> None:
        for name in ("round_pairs", "ring", "top_k"):
            v = getattr(self, name)
            if not isinstance(v, int) or isinstance(v, bool) or v < 1:
                raise StudyError(f"{name.replace('_', ' ')} must be a whole number >= 1, got {v!r}")
        if self.round_matchups is not None and (not isinstance(self.round_matchups, int) or self.round_matchups < 1):
            raise StudyError(f"round matchups must be a whole number >= 1, got {self.round_matchups!r}")
        if not self.floor > 0 or not self.prior > 0:
            raise StudyError("floor and prior must be positive")


def fit_field(wins: np.ndarray, games: np.ndarray, prior: float = 1.0) -> tuple[np.ndarray, np.ndarray]:
    """Bradley–Terry strengths (natural log-odds, centred) and Fisher standard errors from a k×k matrix
    of ``wins[i, j]`` (points of i against j, draws half) and ``games[i, j]`` (symmetric).  The same fit
    and prior as :func:`sakura_lab.stats.tables.ratings` with ``interval="fisher"``."""
    k = len(games)
    iu, ju = np.triu_indices(k, 1)
    keep = games[iu, ju] > 0
    i, j = iu[keep], ju[keep]
    s, h = _bt_fit(i, j, wins[i, j], games[i, j], k, prior)
    proj = np.eye(k) - 1.0 / k
    # the prior makes the Hessian positive definite, so a plain inverse does (pinv's SVD is much slower)
    se = np.sqrt(np.clip(np.diag(proj @ np.linalg.inv(h) @ proj), 0.0, None))
    return s - s.mean(), se


def interval_width(se: np.ndarray) -> np.ndarray:
    """Width of the 95% interval in Elo points."""
    return 2.0 * Z95 * ELO * se


def _rng(seed: int, r: int) -> np.random.Generator:
    return np.random.default_rng(np.random.SeedSequence(seed, spawn_key=(_SEED_TAG, r)))


def round_seed(seed: int, r: int) -> int:
    """The root seed of round ``r``'s study (63 bits, different for every round)."""
    ss = np.random.SeedSequence(seed, spawn_key=(_SEED_TAG, r, 1))
    return int(ss.generate_state(1, dtype=np.uint64)[0] >> np.uint64(1))


def priorities(s: np.ndarray, se: np.ndarray, design: Design) -> np.ndarray:
    """The planner's weight of each pairing: variance × (floor + chance of being misplaced w.r.t. the top-k)."""
    k = len(s)
    var = se ** 2
    if design.top_k >= k:
        return var * design.floor
    order = np.sort(s)[::-1]
    boundary = 0.5 * (order[design.top_k - 1] + order[design.top_k])
    z = np.abs(s - boundary) / np.maximum(se, 1e-9)
    miss = 0.5 * np.array([math.erfc(x / math.sqrt(2.0)) for x in z])
    return var * (design.floor + miss)


def plan_round(r: int, seed: int, wins: np.ndarray, games: np.ndarray, design: Design) -> list[tuple[int, int]]:
    """The matchups (i < j, indices of pairings) of round ``r``: a deterministic function of the seed,
    the round and the counts so far (see the module docstring).  May be empty only for a field of one."""
    k = len(games)
    rng = _rng(seed, r)
    chosen: list[tuple[int, int]] = []
    seen: set[tuple[int, int]] = set()

    def add(a: int, b: int) -> None:
        m = (min(a, b), max(a, b))
        if a != b and m not in seen:
            seen.add(m)
            chosen.append(m)

    if r == 0:
        ring = rng.permutation(k)
        for off in range(1, min(design.ring, k - 1) + 1):
            for t in range(k):
                add(int(ring[t]), int(ring[(t + off) % k]))
        return chosen
    s, se = fit_field(wins, games, design.prior)
    pr = priorities(s, se, design)
    pr = pr / pr.sum()
    m = design.round_matchups or k
    m = min(m, k * (k - 1) // 2)
    tries = 0
    while len(chosen) < m and tries < 20 * m:
        tries += 1
        i = int(rng.choice(k, p=pr))
        p = 1.0 / (1.0 + np.exp(-(s[i] - s)))
        w = p * (1.0 - p) * (pr + pr.mean())
        w[i] = 0.0
        for j in range(k):  # no matchup twice in a round
            if (min(i, j), max(i, j)) in seen:
                w[j] = 0.0
        if w.sum() <= 0:
            continue
        add(i, int(rng.choice(k, p=w / w.sum())))
    return chosen


def stop_reason(games: np.ndarray, se: np.ndarray, played: int, budget: int, target_width: float | None,
                per_matchup: int) -> str | None:
    """Why the study stops now (None: play another round)."""
    if target_width is not None and float(interval_width(se).max()) < target_width:
        return f"every 95% interval is narrower than {target_width:g} Elo points"
    if budget - played < per_matchup:
        return f"the budget of {budget} games is spent"
    return None


# ---------------------------------------------------------------- simulation (no games played)

@dataclass
class SimResult:
    """One simulated meta study: estimates against the truth."""

    truth: np.ndarray  # centred true strengths (natural log-odds)
    estimate: np.ndarray
    se: np.ndarray
    games: int
    rounds: int
    stop: str

    @property
    def covered(self) -> np.ndarray:
        return np.abs(self.estimate - self.truth) <= Z95 * self.se

    def top_overlap(self, k: int = 5) -> float:
        """Share of the true top-k that the estimated top-k holds."""
        t = set(np.argsort(-self.truth)[:k].tolist())
        e = set(np.argsort(-self.estimate)[:k].tolist())
        return len(t & e) / k


def _play(rng: np.random.Generator, strengths: np.ndarray, wins: np.ndarray, games: np.ndarray,
          matchups: Sequence[tuple[int, int]], pairs: int) -> int:
    """Simulated results: each matchup ``pairs`` mirrored pairs (2 games each, independent)."""
    for i, j in matchups:
        p = 1.0 / (1.0 + math.exp(-(strengths[i] - strengths[j])))
        w = int(rng.binomial(2 * pairs, p))
        wins[i, j] += w
        wins[j, i] += 2 * pairs - w
        games[i, j] += 2 * pairs
        games[j, i] += 2 * pairs
    return 2 * pairs * len(matchups)


def simulate(strengths: Sequence[float], *, budget: int, seed: int = 0, design: Design = Design(),
             target_width: float | None = None, uniform: bool = False) -> SimResult:
    """The adaptive design (or, with ``uniform``, a uniform round robin of ``budget`` games: every matchup
    once per pass in a random order, one mirrored pair per visit) on a field whose true strengths
    (natural log-odds) are known; game results are drawn from the Bradley–Terry model."""
    truth = np.asarray(strengths, dtype=float)
    k = len(truth)
    wins = np.zeros((k, k))
    games = np.zeros((k, k))
    play_rng = np.random.default_rng(np.random.SeedSequence(seed, spawn_key=(1,)))
    played, rounds, stop = 0, 0, ""
    if uniform:
        all_m = list(itertools.combinations(range(k), 2))
        order_rng = np.random.default_rng(np.random.SeedSequence(seed, spawn_key=(2,)))
        while played + 2 <= budget:
            perm = order_rng.permutation(len(all_m))
            take = min(len(perm), (budget - played) // 2)
            played += _play(play_rng, truth, wins, games, [all_m[t] for t in perm[:take]], 1)
            rounds += 1
        stop = "budget"
    else:
        per = 2 * design.round_pairs
        se = np.full(k, np.inf)
        while True:
            if rounds > 0:
                _, se = fit_field(wins, games, design.prior)
            why = stop_reason(games, se, played, budget, target_width, per)
            if why:
                stop = why
                break
            plan = plan_round(rounds, seed, wins, games, design)[: (budget - played) // per]
            if not plan:
                stop = "nothing to plan"
                break
            played += _play(play_rng, truth, wins, games, plan, design.round_pairs)
            rounds += 1
    est, se = fit_field(wins, games, design.prior)
    return SimResult(truth - truth.mean(), est, se, played, rounds, stop)


# ---------------------------------------------------------------- real meta studies

@dataclass
class MetaSettings:
    """What determines a meta study's games (``meta.json``); ``budget`` and ``target_width`` only say when
    to stop, so they may change between runs of one folder."""

    megami: list[str]
    season: str
    agents: tuple[str, str]
    seed: int = 0
    budget: int = 2000
    target_width: float | None = None
    max_turns: int = MAX_TURNS
    task_size: int = DEFAULT_TASK_SIZE
    style: str = "balanced"
    deck_seed: int | None = None
    design: Design = field(default_factory=Design)

    def config(self) -> dict[str, Any]:
        return {"format": META_FORMAT, "kind": "meta", "megami": list(self.megami), "season": self.season,
                "agents": list(self.agents), "seed": self.seed, "max_turns": self.max_turns,
                "task_size": self.task_size, "style": self.style, "deck_seed": self.deck_seed,
                "design": asdict(self.design), "engine_version": ENGINE_VERSION,
                "budget": self.budget, "target_width": self.target_width}


_STOP_KEYS = ("budget", "target_width")


def meta_sides(megami: Sequence[str], season: str | None, style: str, deck_seed: int | None) -> list[SideSource]:
    """Every legal pairing of ``megami`` (forms of one megami are never paired), deck from the deck builder."""
    from sakura_lab.cards.catalogue import get_catalogue
    from sakura_lab.sim.specs import pairing_side

    cat = get_catalogue()
    pairs = [(x, y) for x, y in itertools.combinations(megami, 2) if cat.megami(x).number != cat.megami(y).number]
    if len(pairs) < 2:
        raise StudyError("a meta study needs at least 2 legal pairings (3 megami)")
    return [pairing_side(p, season=season, style=style, deck_seed=deck_seed) for p in pairs]


def round_study(settings: MetaSettings, sides: Sequence[SideSource], r: int,
                matchups: Sequence[tuple[int, int]]) -> Study:
    return Study("meta-round", tuple(sides), tuple(matchups), settings.agents, settings.design.round_pairs,
                 round_seed(settings.seed, r), settings.max_turns, settings.task_size)


def round_folder(out: Path, r: int) -> Path:
    return out / f"round-{r:03d}"


def add_counts(games_df: Any, index: dict[str, int], wins: np.ndarray, games: np.ndarray) -> None:
    """Add a round's games (pairing_a, pairing_b, winner) to the win/game matrices, draws half.  Sums go
    through np.add.at over the rows sorted by (pair, game) so the result does not depend on chunk order."""
    if games_df.empty:
        return
    g = games_df.sort_values(["pair", "game"], kind="stable")
    a = g["pairing_a"].map(index).to_numpy(dtype=int)
    b = g["pairing_b"].map(index).to_numpy(dtype=int)
    w = g["winner"].to_numpy(dtype=object)
    score = np.where(w == "A", 1.0, np.where(w == "B", 0.0, 0.5))
    np.add.at(wins, (a, b), score)
    np.add.at(wins, (b, a), 1.0 - score)
    np.add.at(games, (a, b), 1.0)
    np.add.at(games, (b, a), 1.0)


@dataclass
class MetaSummary:
    out: Path
    rounds: int
    games: int
    games_run: int
    stop: str
    folders: list[Path]
    widest: float  # Elo points, widest Fisher 95% interval at the end


def _check_folder(out: Path, cfg: dict[str, Any]) -> None:
    path = out / "meta.json"
    if out.exists() and not out.is_dir():
        raise StudyError(f"output folder {out} is a file")
    if path.exists():
        try:
            old = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, ValueError) as e:
            raise StudyError(f"{path} is unreadable ({e}); use another --out folder or delete it") from None
        a = {k: v for k, v in old.items() if k not in _STOP_KEYS}
        b = {k: v for k, v in cfg.items() if k not in _STOP_KEYS}
        if a != b:
            key = next(k for k in sorted(set(a) | set(b)) if a.get(k) != b.get(k))
            raise StudyError(f"output folder {out} holds a different meta study (its {key!r} differs); "
                             "use another --out folder or delete it")
    elif out.is_dir() and any(out.iterdir()):
        raise StudyError(f"output folder {out} is not empty and holds no meta study (no meta.json)")
    out.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(cfg, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")


def run_meta(settings: MetaSettings, out: str | Path, *, n_jobs: int = 1, scheduler: Any = None,
             progress: bool = True, on_round: Callable[[int, int, int, float], None] | None = None) -> MetaSummary:
    """Play (or resume) a meta study into ``out`` (see the module docstring); ``on_round(r, matchups,
    games so far, widest interval)`` is called before each round is played."""
    from sakura_lab.sim.runner import run_study
    from sakura_lab.sim.storage import folder_config, load_results

    if not isinstance(settings.budget, int) or settings.budget < 1:
        raise StudyError(f"--budget must be a whole number of games >= 1, got {settings.budget!r}")
    if settings.target_width is not None and not settings.target_width > 0:
        raise StudyError(f"--target-width must be a positive number of Elo points, got {settings.target_width!r}")
    out = Path(out)
    sides = meta_sides(settings.megami, settings.season, settings.style, settings.deck_seed)
    check_implemented(round_study(settings, sides, 0, [(0, 1)]))
    _check_folder(out, settings.config())
    index = {s.spec: n for n, s in enumerate(sides)}
    k = len(sides)
    wins = np.zeros((k, k))
    games = np.zeros((k, k))
    design = settings.design
    per = 2 * design.round_pairs
    played = ran = 0
    se = np.full(k, np.inf)
    folders: list[Path] = []
    r = 0
    while True:
        if r > 0:
            _, se = fit_field(wins, games, design.prior)
        folder = round_folder(out, r)
        existing = folder_config(folder) if folder.is_dir() else None
        plan = plan_round(r, settings.seed, wins, games, design)
        if existing is not None:  # a round played (perhaps in part) before: it stands, as planned then
            old = [(m["a"], m["b"]) for m in existing.get("matchups", [])]
            if not old or old != plan[: len(old)]:
                raise StudyError(f"{folder} does not hold the round this meta study plans; use another --out "
                                 "folder or delete it")
            plan = old
        else:
            why = stop_reason(games, se, played, settings.budget, settings.target_width, per)
            if why:
                break
            plan = plan[: (settings.budget - played) // per]
            if not plan:
                why = "nothing left to plan"
                break
        study = round_study(settings, sides, r, plan)
        if on_round is not None:
            on_round(r, len(plan), played, float(interval_width(se).max()))
        summary = run_study(study, folder, n_jobs=n_jobs, scheduler=scheduler, progress=progress)
        ran += summary.games_run
        g, _ = load_results(folder, cards=False, columns=["pair", "game", "pairing_a", "pairing_b", "winner"])
        if len(g) != study.n_games:
            raise StudyError(f"{folder}: {len(g)} of {study.n_games} games finished; run the command again")
        add_counts(g, index, wins, games)
        played += study.n_games
        folders.append(folder)
        r += 1
    if r == 0:
        raise StudyError(f"the budget ({settings.budget} games) is too small for one round "
                         f"({per} games per matchup)")
    _, se = fit_field(wins, games, design.prior)
    return MetaSummary(out, r, played, ran, why, folders, float(interval_width(se).max()))


def meta_folders(out: str | Path) -> list[Path]:
    """The round folders of a meta study, in order."""
    out = Path(out)
    if not (out / "meta.json").exists():
        raise StudyError(f"{out} is not a meta study folder (no meta.json)")
    return sorted(p for p in out.glob("round-*") if (p / "study.json").exists())


__all__ = ["Design", "MetaSettings", "MetaSummary", "SimResult", "add_counts", "fit_field", "interval_width",
           "meta_folders", "meta_sides", "plan_round", "priorities", "round_seed", "run_meta", "simulate",
           "stop_reason"]
