"""A study's output folder: parquet chunks written atomically as tasks finish, and ``study.json``.

Layout::

    OUT/
      study.json                  configuration (sides + decks' card ids, agents, pairs, seeds, overrides),
                                  engine version, season, run id; written before the first task
      games/task-00012.parquet    GAMES columns (sakura_lab.sim.schema), one row per game of task 12
      cards/task-00012.parquet    CARDS columns, one row per card per side per game of task 12
      mechanics/task-00012.parquet  MECHANICS columns, one row per mechanic per side per game of task 12
                                  (absent in folders written before mechanic telemetry: read as empty)

Each chunk is written to a temporary file in the same folder and renamed into place (atomic on POSIX);
the cards and mechanics chunks are written before the games chunk, so a task is complete when its games
chunk exists.
Rerunning on the folder skips complete tasks whose chunks read back: a chunk damaged after it was
written (a truncated file after a disk fault, say) is moved to ``OUT/damaged/`` and its task is played
again (:func:`quarantine_damaged`); readers name a damaged chunk and the command that repairs it
(:class:`DamagedChunkError`).  A study is extended with more pairs per matchup by renumbering its
chunks in place (:func:`renumber_for_more_pairs`).  This module stores and reads plain configuration dicts and
tables; whether a folder's configuration is the same study is the runner's question
(:func:`sakura_lab.sim.runner.run_study`).
"""
from __future__ import annotations

import json
import os
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import pyarrow as pa
import pyarrow.compute as pc
import pyarrow.parquet as pq

from sakura_lab.sim.errors import StudyError
from sakura_lab.sim.schema import CARDS, GAMES, MECHANICS

_STR, _INT, _BOOL = pa.string(), pa.int64(), pa.bool_()
_GAME_TYPES = {"run": _STR, "task": _INT, "pair": _INT, "game": _INT, "seed": _INT, "turns": _INT,
               "decisions": _INT, "life_a": _INT, "aura_a": _INT, "flare_a": _INT, "life_b": _INT, "aura_b": _INT,
               "flare_b": _INT}
_CARD_TYPES = {"run": _STR, "task": _INT, "pair": _INT, "game": _INT, "seed": _INT, "special": _BOOL,
               "used": _BOOL, "uses": _INT, "reaction_uses": _INT, "damage_aura": _INT, "damage_life": _INT,
               "first_use_turn": _INT, "won": _BOOL, "first_side": _BOOL}
_MECH_TYPES = {"run": _STR, "task": _INT, "pair": _INT, "game": _INT, "seed": _INT, "count": _INT, "won": _BOOL,
               "first_side": _BOOL}
GAMES_SCHEMA = pa.schema([(c, _GAME_TYPES.get(c, _STR)) for c in GAMES])
CARDS_SCHEMA = pa.schema([(c, _CARD_TYPES.get(c, _STR)) for c in CARDS])
MECHANICS_SCHEMA = pa.schema([(c, _MECH_TYPES.get(c, _STR)) for c in MECHANICS])


class DamagedChunkError(StudyError):
    """A result chunk that does not read (the message names it and the command that repairs it)."""


def repair_hint(folder: Path) -> str:
    return (f"repair: `sakura-lab resume {folder}` (or the `sakura-lab run` command that made the folder) "
            "moves damaged chunks aside and plays their tasks again")


def _reason(e: Exception) -> str:
    """The useful part of a pyarrow error: its first line without the "Could not open ... '<path>':" prefix."""
    text = str(e).splitlines()[0] if str(e) else type(e).__name__
    if text.startswith("Could not open") and "': " in text:
        text = text.split("': ", 1)[1]
    return text.split(". Either")[0][:160]


def read_chunk(path: Path, **kwargs: Any) -> pa.Table:
    """``pq.read_table(path, **kwargs)``, with a one-line :class:`DamagedChunkError` for a file that
    does not read."""
    try:
        return pq.read_table(path, **kwargs)
    except (OSError, pa.ArrowException) as e:
        folder = Path(path).parent.parent
        raise DamagedChunkError(f"damaged result chunk {path} ({_reason(e)}); "
                                f"{repair_hint(folder)}") from None


def games_table(records: Sequence[dict[str, Any]]) -> pa.Table:
    return pa.Table.from_pylist(list(records), schema=GAMES_SCHEMA)


def cards_table(records: Sequence[dict[str, Any]]) -> pa.Table:
    return pa.Table.from_pylist(list(records), schema=CARDS_SCHEMA)


def mechanics_table(records: Sequence[dict[str, Any]]) -> pa.Table:
    return pa.Table.from_pylist(list(records), schema=MECHANICS_SCHEMA)


def chunk_name(task: int) -> str:
    return f"task-{task:05d}.parquet"


def chunk_paths(out: Path, task: int) -> tuple[Path, Path]:
    return out / "games" / chunk_name(task), out / "cards" / chunk_name(task)


def _atomic_write_table(table: pa.Table, path: Path) -> None:
    tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    try:
        pq.write_table(table, tmp)
        os.replace(tmp, path)
    finally:
        if tmp.exists():
            tmp.unlink()


def write_chunk(out: Path, task: int, games: pa.Table, cards: pa.Table, mechanics: pa.Table | None = None) -> None:
    """Write one task's tables (cards and mechanics first, then games: the games chunk marks the task
    complete)."""
    gpath, cpath = chunk_paths(out, task)
    _atomic_write_table(cards, cpath)
    if mechanics is not None:
        mdir = Path(out) / "mechanics"
        mdir.mkdir(exist_ok=True)
        _atomic_write_table(mechanics, mdir / chunk_name(task))
    _atomic_write_table(games, gpath)


def done_tasks(out: Path) -> set[int]:
    """Tasks whose games chunk exists."""
    folder = Path(out) / "games"
    if not folder.is_dir():
        return set()
    out_ids = set()
    for p in folder.iterdir():
        name = p.name
        if name.startswith("task-") and name.endswith(".parquet"):
            try:
                out_ids.add(int(name[5:-8]))
            except ValueError:
                pass
    return out_ids


SUBFOLDERS = ("games", "cards", "mechanics")


def _chunk_problem(path: Path, rows: int | None) -> str | None:
    """Why a chunk cannot be used (its footer does not read, or it holds the wrong number of rows),
    or None. Reads only the parquet footer: cheap enough to run on every chunk at each resume."""
    try:
        meta = pq.read_metadata(path)
    except (OSError, pa.ArrowException) as e:
        return _reason(e)
    if rows is not None and meta.num_rows != rows:
        return f"{meta.num_rows} rows, expected {rows}"
    return None


def quarantine_damaged(out: str | Path, games_rows: dict[int, int]) -> list[str]:
    """Check the chunks of the tasks in ``games_rows`` (task -> expected games rows) and move every
    chunk of a task with a damaged one to ``out/damaged/<table>/`` so that the task is played again.
    Returns one line per damaged chunk (its path and the problem)."""
    out = Path(out)
    found = []
    for task, rows in sorted(games_rows.items()):
        problems = []
        for sub in SUBFOLDERS:
            path = out / sub / chunk_name(task)
            if sub != "games" and not path.exists():
                if sub == "cards":  # the cards chunk is written before the games chunk: it must be there
                    problems.append(f"{path} (missing)")
                continue
            why = _chunk_problem(path, rows if sub == "games" else None)
            if why is not None:
                problems.append(f"{path} ({why})")
        if problems:
            found.extend(problems)
            for sub in SUBFOLDERS:  # games first: the task is incomplete from here on
                path = out / sub / chunk_name(task)
                if path.exists():
                    dest = out / "damaged" / sub / path.name
                    dest.parent.mkdir(parents=True, exist_ok=True)
                    n = 1
                    while dest.exists():
                        dest = dest.with_name(f"{path.name}.{n}")
                        n += 1
                    os.replace(path, dest)
    return found


def renumber_for_more_pairs(out: str | Path, *, n_matchups: int, task_size: int, old_pairs: int, new_pairs: int,
                            old_run: str, new_run: str) -> None:
    """Renumber a study's chunks from ``old_pairs`` to ``new_pairs`` pairs per matchup (same task size).

    A pair's seed depends only on (root seed, matchup, pair in matchup), so a kept chunk needs only its
    ``run``, ``task`` and ``pair`` columns rewritten to be what a study run with ``new_pairs`` from the
    start writes. A matchup's last chunk, when it holds fewer than ``task_size`` pairs, covers only part
    of a new task: it is deleted and its pairs are played again. Idempotent, so an interrupted
    renumbering finishes when it is started again: a chunk is rewritten only while its ``run`` is
    ``old_run``; tasks are processed from the last (new numbers are never smaller than old ones, so no
    chunk is overwritten before it has moved)."""
    out = Path(out)
    old_tpm = -(-old_pairs // task_size)
    new_tpm = -(-new_pairs // task_size)
    tail_partial = old_pairs % task_size != 0
    for old_t in range(n_matchups * old_tpm - 1, -1, -1):
        m, k = divmod(old_t, old_tpm)
        new_t = m * new_tpm + k
        paths = {sub: out / sub / chunk_name(old_t) for sub in SUBFOLDERS}
        for sub in ("games", "cards", "mechanics") if tail_partial and k == old_tpm - 1 else ("cards", "mechanics",
                                                                                              "games"):
            path = paths[sub]
            if not path.exists() or _chunk_run(path) != old_run:
                continue  # absent, damaged (found at resume), or already renumbered
            if tail_partial and k == old_tpm - 1:
                path.unlink()
                continue
            table = pq.read_table(path)
            pair = pc.add(table.column("pair"), (new_pairs - old_pairs) * m)
            table = table.set_column(table.schema.get_field_index("pair"), "pair", pair)
            table = table.set_column(table.schema.get_field_index("task"), "task",
                                     pa.array([new_t] * table.num_rows, type=pa.int64()))
            table = table.set_column(table.schema.get_field_index("run"), "run",
                                     pa.array([new_run] * table.num_rows, type=pa.string()))
            _atomic_write_table(table, out / sub / chunk_name(new_t))
            if new_t != old_t:
                path.unlink()


def _chunk_run(path: Path) -> str | None:
    try:
        col = pq.read_table(path, columns=["run"]).column("run")
    except (OSError, pa.ArrowException):
        return None
    return str(col[0]) if len(col) else None


def _config_json(path: Path) -> dict[str, Any]:
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except (OSError, json.JSONDecodeError) as e:
        raise StudyError(f"cannot read {path}: {e}") from None


def _refuse_file(out: Path) -> None:
    if out.exists() and not out.is_dir():
        raise StudyError(f"output folder {out} is a file")


def folder_config(out: str | Path) -> dict[str, Any] | None:
    """The configuration in an output folder's ``study.json``, or None if it has none (yet)."""
    out = Path(out)
    _refuse_file(out)
    path = out / "study.json"
    return _config_json(path) if path.exists() else None


def read_config(out: str | Path) -> dict[str, Any]:
    """The configuration of a study folder (a one-line StudyError if ``out`` is not one)."""
    if not (Path(out) / "study.json").exists():
        raise StudyError(f"{out} is not a study folder (no study.json)")
    return _config_json(Path(out) / "study.json")


def write_config(out: str | Path, config: dict[str, Any]) -> None:
    """(Re)write ``out/study.json`` atomically."""
    cfg_path = Path(out) / "study.json"
    tmp = cfg_path.with_name(f".study.json.{os.getpid()}.tmp")
    tmp.write_text(json.dumps(config, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
    os.replace(tmp, cfg_path)


def prepare_folder(out: str | Path, config: dict[str, Any]) -> Path:
    """Create ``out`` and write ``config`` as its ``study.json`` unless it has one already (the caller
    checks that one describes the same study: :func:`folder_config`).

    Raises StudyError when ``out`` is a file or holds results but no ``study.json``."""
    out = Path(out)
    cfg_path = out / "study.json"
    _refuse_file(out)
    if not cfg_path.exists() and out.exists() and any(
            p.name in ("games", "cards", "mechanics") or p.suffix == ".parquet" for p in out.iterdir()):
        raise StudyError(f"output folder {out} holds results but no study.json; use another --out folder")
    for sub in ("games", "cards", "mechanics"):
        try:
            (out / sub).mkdir(parents=True, exist_ok=True)
        except OSError as e:
            raise StudyError(f"cannot create output folder {out / sub}: {e.strerror or e}") from None
    for sub in ("games", "cards", "mechanics"):  # leftovers of an interrupted write
        for p in (out / sub).glob(".task-*.tmp"):
            p.unlink(missing_ok=True)
    if not cfg_path.exists():
        write_config(out, config)
    return out


def _read(folder: Path, schema: pa.Schema, columns: list[str] | None = None) -> pa.Table:
    files = sorted(p for p in folder.glob("task-*.parquet")) if folder.is_dir() else []
    if columns is not None:
        schema = pa.schema([schema.field(c) for c in columns])
    if not files:
        return schema.empty_table()
    return pa.concat_tables([read_chunk(p, schema=schema, columns=columns) for p in files])


def load_results(folder: str | Path, *, complete_only: bool = True, cards: bool = True,
                 columns: list[str] | None = None):
    """``(games, cards)`` DataFrames of a study folder, in task order (matchup, pair, game).

    With ``complete_only`` the cards of tasks whose games chunk is missing (an interrupted write) are
    left out. ``cards=False`` skips the (large: ten rows per side per game) cards table and returns an
    empty one; ``columns`` reads only those games columns — both keep memory small for big studies."""
    folder = Path(folder)
    if not (folder / "study.json").exists() and not (folder / "games").is_dir():
        raise StudyError(f"{folder} is not a study folder (no study.json)")
    if columns is not None and "task" not in columns:
        columns = list(columns) + ["task"]
    games = _read(folder / "games", GAMES_SCHEMA, columns).to_pandas()
    if not cards:
        return games, CARDS_SCHEMA.empty_table().to_pandas()
    card_df = _read(folder / "cards", CARDS_SCHEMA).to_pandas()
    if complete_only and len(card_df):
        card_df = card_df[card_df["task"].isin(set(games["task"]))].reset_index(drop=True)
    return games, card_df


def load_mechanics(folder: str | Path, *, complete_only: bool = True):
    """The MECHANICS DataFrame of a study folder (empty, with the schema's columns, for a folder written
    before mechanic telemetry or without card rows). With ``complete_only`` the rows of tasks whose games
    chunk is missing are left out."""
    folder = Path(folder)
    df = _read(folder / "mechanics", MECHANICS_SCHEMA).to_pandas()
    if complete_only and len(df):
        df = df[df["task"].isin(done_tasks(folder))].reset_index(drop=True)
    return df


SUMMARY_COLUMNS = ["run", "task", "pair", "game", "seed", "matchup", "side_a", "side_b", "pairing_a", "pairing_b",
                   "first_side", "winner", "reason", "turns"]


__all__ = ["DamagedChunkError", "quarantine_damaged", "read_chunk", "renumber_for_more_pairs", "repair_hint",
           "write_config", "GAMES_SCHEMA", "CARDS_SCHEMA", "MECHANICS_SCHEMA", "load_mechanics", "mechanics_table", "load_results", "prepare_folder", "write_chunk", "done_tasks",
           "folder_config", "read_config", "games_table", "cards_table", "chunk_paths", "SUMMARY_COLUMNS"]
