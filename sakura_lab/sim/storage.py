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
Rerunning on the folder skips complete tasks.  This module stores and reads plain configuration dicts and
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
        tmp = cfg_path.with_name(f".study.json.{os.getpid()}.tmp")
        tmp.write_text(json.dumps(config, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
        os.replace(tmp, cfg_path)
    return out


def _read(folder: Path, schema: pa.Schema, columns: list[str] | None = None) -> pa.Table:
    files = sorted(p for p in folder.glob("task-*.parquet")) if folder.is_dir() else []
    if columns is not None:
        schema = pa.schema([schema.field(c) for c in columns])
    if not files:
        return schema.empty_table()
    return pa.concat_tables([pq.read_table(p, schema=schema, columns=columns) for p in files])


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


__all__ = ["GAMES_SCHEMA", "CARDS_SCHEMA", "MECHANICS_SCHEMA", "load_mechanics", "mechanics_table", "load_results", "prepare_folder", "write_chunk", "done_tasks",
           "folder_config", "read_config", "games_table", "cards_table", "chunk_paths", "SUMMARY_COLUMNS"]
