"""The one batch runner: play mirrored pairs in parallel, reproducibly, into a study folder or into memory.

``run_study(study, out, n_jobs=J)`` plays every task of a :class:`~sakura_lab.sim.study.Study` that has
no chunk in ``out`` yet — in this process (``n_jobs=1``), in local worker processes with joblib
(``n_jobs>1``, ``-1`` for all cores), or on a dask.distributed cluster (``scheduler="tcp://host:8786"``,
or a ``distributed.Client``).  A worker returns one task's tables; the parent writes them as parquet
chunks (see :mod:`sakura_lab.sim.storage`) and drops them, and at most a few tasks per worker are in
flight, so memory stays flat however many games the study has.  An interrupted run resumes where it
stopped when it is started again on the same folder.

``run_pairs(matchups, n_pairs)`` plays pairs of given :class:`~sakura_lab.sim.match.Side` objects in
memory (the deck builder, the ladder scripts): pair ``i`` is pair ``i // M`` of matchup ``i % M``.

Both go through the same tasks (:class:`TaskSpec`, :func:`run_task`): pair ``p`` of matchup ``m`` is
played on :func:`sakura_lab.sim.study.pair_seed` ``(root_seed, m, p)``, so the same root seed and sides
give the same games on either path, for any number of workers and any backend.

``run_whatif(base, changes, out)`` plays a variant of a study (card swaps / overrides) on the same seeds.
"""
from __future__ import annotations

import time
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from sakura_lab.engine.constants import MAX_TURNS
from sakura_lab.sim.errors import StudyError
from sakura_lab.sim.match import Side, play_pair_records
from sakura_lab.sim.storage import (
    cards_table,
    done_tasks,
    folder_config,
    games_table,
    load_results,
    mechanics_table,
    prepare_folder,
    quarantine_damaged,
    read_config,
    renumber_for_more_pairs,
    write_chunk,
    write_config,
)
from sakura_lab.sim.study import (
    DEFAULT_TASK_SIZE,
    Changes,
    Study,
    Task,
    apply_changes,
    config_difference,
    extension_of,
    pair_seed,
)

TaskResult = tuple[int, Any, Any, Any]  # (task id, games, cards, mechanics: pa.Tables)


@dataclass(frozen=True)
class TaskSpec:
    """Everything a worker needs for one task (small: two sides, a pair range, the root seed).

    Pair ``p`` of the task's matchup gets the pair id ``pair_base + p * pair_step``."""

    run: str
    task: Task
    matchup_name: str
    sides: tuple[Side, Side]
    root_seed: int
    pair_base: int
    max_turns: int
    pair_step: int = 1
    card_rows: bool = True
    agent_seeds: str = "side"  # Study.agent_seeds


def run_task(spec: TaskSpec) -> TaskResult:
    """Play one task's pairs; returns its games, cards and mechanics tables (pyarrow)."""
    t = spec.task
    a, b = spec.sides
    games: list[dict[str, Any]] = []
    cards: list[dict[str, Any]] = []
    mechanics: list[dict[str, Any]] = []
    for p in range(t.first, t.first + t.pairs):
        g, c, m = play_pair_records(a, b, pair_seed(spec.root_seed, t.matchup, p), spec.max_turns,
                                    card_rows=spec.card_rows, agent_seeds=spec.agent_seeds)
        common = {"run": spec.run, "task": t.task, "pair": spec.pair_base + p * spec.pair_step}
        for rec in g:
            rec.update(common)
            rec["matchup"] = spec.matchup_name
        for row in c:
            row.update(common)
        for row in m:
            row.update(common)
        games.extend(g)
        cards.extend(c)
        mechanics.extend(m)
    return t.task, games_table(games), cards_table(cards), mechanics_table(mechanics)


def task_specs(study: Study, skip: set[int] | None = None) -> Iterator[TaskSpec]:
    """The study's tasks not in ``skip``, in task order."""
    run = study.run
    skip = skip or set()
    sides = [study.game_sides(m) for m in range(len(study.matchups))]
    names = [study.matchup_name(m) for m in range(len(study.matchups))]
    for t in study.tasks():
        if t.task in skip:
            continue
        yield TaskSpec(run, t, names[t.matchup], sides[t.matchup], study.root_seed,
                       study.pair_id(t.matchup, 0), study.max_turns, agent_seeds=study.agent_seeds)


@dataclass
class RunSummary:
    out: Path
    run: str
    tasks: int
    tasks_run: int
    games: int
    games_run: int
    seconds: float
    damaged: list[str] = field(default_factory=list)  # damaged chunks moved aside (their tasks replayed)
    extended_from: int | None = None  # pairs per matchup before this run raised them

    @property
    def games_per_second(self) -> float:
        return self.games_run / self.seconds if self.seconds > 0 else 0.0


def _local(specs: Iterator[TaskSpec], n_jobs: int) -> Iterator[TaskResult]:
    if n_jobs == 1:
        for s in specs:
            yield run_task(s)
        return
    from joblib import Parallel, delayed

    # generator_unordered: results come back as tasks finish; pre_dispatch bounds the tasks in flight
    yield from Parallel(n_jobs=n_jobs, return_as="generator_unordered", pre_dispatch="2*n_jobs")(
        delayed(run_task)(s) for s in specs)


def _dask(specs: Iterator[TaskSpec], scheduler: Any, in_flight: int | None) -> Iterator[TaskResult]:
    try:
        from distributed import Client, as_completed
    except ImportError:
        raise StudyError("--scheduler needs dask.distributed (pip install 'dask[distributed]')") from None
    own = not isinstance(scheduler, Client)
    if own:
        try:
            client = Client(scheduler, timeout="20s")
        except (OSError, TimeoutError, ValueError) as e:
            raise StudyError(f"cannot connect to the Dask scheduler {scheduler}: {e}") from None
    else:
        client = scheduler
    try:
        if in_flight is None:
            threads = sum(client.nthreads().values()) or 1
            in_flight = 2 * threads
        queue = as_completed()
        for s in specs:  # fill up to in_flight, then one new task per finished one
            queue.add(client.submit(run_task, s, key=f"sakura-{s.run}-task-{s.task.task}", pure=False))
            if queue.count() >= in_flight:
                break
        for fut in queue:
            result = fut.result()
            fut.release()
            yield result
            nxt = next(specs, None)
            if nxt is not None:
                queue.add(client.submit(run_task, nxt, key=f"sakura-{nxt.run}-task-{nxt.task.task}", pure=False))
    finally:
        if own:
            client.close()


def _check_jobs(n_jobs: int) -> None:
    if not isinstance(n_jobs, int) or n_jobs == 0 or n_jobs < -1:
        raise StudyError(f"--jobs must be a whole number >= 1 (or -1 for all cores), got {n_jobs!r}")


def _execute(specs: Iterator[TaskSpec], n_jobs: int, scheduler: Any, in_flight: int | None) -> Iterator[TaskResult]:
    """Task results in the order they finish, from a Dask cluster if ``scheduler`` is given, else locally."""
    return _dask(specs, scheduler, in_flight) if scheduler is not None else _local(specs, n_jobs)


def _open_folder(out: Path, study: Study, cfg: dict[str, Any]) -> int | None:
    """Prepare ``out`` for the study ``cfg``, refusing a folder that holds another study. A folder of
    the same study with fewer pairs per matchup is extended (its chunks renumbered, see
    :func:`sakura_lab.sim.storage.renumber_for_more_pairs`); returns the old number of pairs then."""
    old = folder_config(out)
    extended = None
    if old is not None and config_difference(old, cfg) is not None:
        if not extension_of(old, cfg):
            key = config_difference(old, cfg)
            hint = ""
            if key == "pairs" and isinstance(old.get("pairs"), int) and cfg["pairs"] < old["pairs"]:
                hint = f" (it has {old['pairs']} pairs per matchup; fewer would drop results)"
            raise StudyError(f"output folder {out} holds a different study (its {key!r} differs{hint}); "
                             "use another --out folder or delete it")
        # more pairs: record where the chunks come from first, so that an interrupted renumbering is
        # finished by the next run (see below)
        extended = old["pairs"]
        write_config(out, {**cfg, "extended_from": {"run": old["run"], "pairs": old["pairs"], "pending": True}})
        old = folder_config(out)
    ext = (old or {}).get("extended_from")
    if isinstance(ext, dict) and ext.get("pending"):
        renumber_for_more_pairs(out, n_matchups=len(study.matchups), task_size=study.task_size,
                                old_pairs=ext["pairs"], new_pairs=study.pairs, old_run=ext["run"], new_run=cfg["run"])
        write_config(out, {**cfg, "extended_from": {"run": ext["run"], "pairs": ext["pairs"]}})
    prepare_folder(out, cfg)
    return extended


def run_study(study: Study, out: str | Path, *, n_jobs: int = 1, scheduler: Any = None, progress: bool = True,
              in_flight: int | None = None) -> RunSummary:
    """Play the study's missing tasks and write them to ``out`` (see the module docstring).

    On a folder of the same study: complete tasks are kept, except those with a damaged chunk (moved to
    ``out/damaged/`` and played again; listed in ``RunSummary.damaged``); with more ``pairs`` than the
    folder's study, the existing pairs are kept (renumbered, same seeds) and only the new pairs are
    played — plus a matchup's last chunk if it held fewer than ``task_size`` pairs — so the folder ends
    up as a study run with the larger ``pairs`` from the start.

    ``n_jobs``: local worker processes (1: this process; -1: all cores); ``scheduler``: a Dask scheduler
    address (``tcp://host:8786``) or ``distributed.Client`` to run on instead; ``progress``: tqdm bar
    (games done, games/s, ETA) on stderr or in a notebook."""
    _check_jobs(n_jobs)
    out = Path(out)
    cfg = study.config()
    extended = _open_folder(out, study, cfg)
    done = done_tasks(out) & set(range(study.n_tasks))
    # a chunk damaged after it was written (truncated by a disk fault, say) is moved aside and replayed
    damaged = quarantine_damaged(out, {t: 2 * study.task(t).pairs for t in done})
    done = done_tasks(out) & set(range(study.n_tasks))
    games_done = sum(2 * study.task(t).pairs for t in done)
    results = _execute(task_specs(study, done), n_jobs, scheduler, in_flight)
    from tqdm.auto import tqdm

    bar = tqdm(total=study.n_games, initial=games_done, unit="game", disable=not progress, smoothing=0.1,
               dynamic_ncols=True, desc=out.name or "study")
    t0 = time.perf_counter()
    ran = games_run = 0
    try:
        for task_id, games, cards, mechanics in results:
            write_chunk(out, task_id, games, cards, mechanics)
            ran += 1
            games_run += games.num_rows
            bar.update(games.num_rows)
            del games, cards, mechanics
    finally:
        bar.close()
    return RunSummary(out, cfg["run"], study.n_tasks, ran, study.n_games, games_run, time.perf_counter() - t0,
                      damaged, extended)


def run_pairs(matchups: Sequence[tuple[Side, Side]], n_pairs: int, *, root_seed: int = 0, n_jobs: int = 1,
              task_size: int = DEFAULT_TASK_SIZE, max_turns: int = MAX_TURNS) -> list[dict[str, Any]]:
    """Play ``n_pairs`` mirrored pairs cycling over ``matchups`` in memory; one GAMES record per game.

    Pair ``i`` (its ``pair`` column) is pair ``i // M`` of matchup ``i % M`` (M matchups), seeded as in a
    study with these matchups: a :class:`Study` with ``pairs=n_pairs // M`` plays the same games.  No
    card rows are recorded; records come in pair order (``run`` is "local")."""
    _check_jobs(n_jobs)
    if n_pairs < 0 or task_size < 1:
        raise StudyError(f"need n_pairs >= 0 and task_size >= 1, got {n_pairs} and {task_size}")
    n_matchups = len(matchups)
    specs: list[TaskSpec] = []
    for m, (a, b) in enumerate(matchups):
        pairs = len(range(m, n_pairs, n_matchups))
        for first in range(0, pairs, task_size):
            task = Task(len(specs), m, first, min(task_size, pairs - first))
            specs.append(TaskSpec("local", task, f"{a.name} vs {b.name}", (a, b), root_seed, m, max_turns,
                                  pair_step=n_matchups, card_rows=False))
    records = [r for _, games, _, _ in _execute(iter(specs), n_jobs, None, None) for r in games.to_pylist()]
    return sorted(records, key=lambda r: (r["pair"], r["game"]))


def load_study(folder: str | Path) -> Study:
    """The study described by ``folder/study.json``."""
    return Study.from_config(read_config(folder))


def whatif_study(base: Study | str | Path, changes: Changes) -> Study:
    """The variant of ``base`` (a Study or a study folder) with ``changes``, on the same seeds."""
    base_study = load_study(base) if isinstance(base, str | Path) else base
    if not changes:
        raise StudyError("a what-if needs at least one --swap or --set")
    variant = apply_changes(base_study, changes)
    return replace(variant, base={"run": base_study.run, "changes": changes.to_config()})


def run_whatif(base_study: Study | str | Path, variant_changes: Changes, out: str | Path,
               **kwargs: Any) -> RunSummary:
    """Run the what-if variant of ``base_study`` (a Study or a study folder) into ``out``: the same
    matchups, pairs, root seed and task layout, so every pair is played on the same seed as in the
    base study.  ``kwargs`` go to :func:`run_study`."""
    return run_study(whatif_study(base_study, variant_changes), out, **kwargs)


__all__ = ["run_study", "run_pairs", "run_whatif", "whatif_study", "load_study", "run_task", "task_specs", "TaskSpec",
           "RunSummary", "load_results"]
