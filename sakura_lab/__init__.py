"""sakura_lab: a rules engine, AI players and statistics toolkit for Sakura Arms (新幕).

Two paths run the same code: the compiled one (the engine, DSL, card modules and players built with mypyc
by ``pip install`` wherever a C compiler is present) and the plain-Python one. :func:`build_info` says which
one is running. Before any of those modules is imported, this file checks the build's record
(``_compiled.json``) against the sources: compiled modules built from other sources than the ones beside
them (an editable install after ``git pull``) are never run; a warning says so and gives the command that
rebuilds them, and the plain-Python path runs instead. ``SAKURA_LAB_PURE=1`` forces the plain path.
"""
from __future__ import annotations

import importlib.abc
import importlib.machinery
import importlib.util
import json
import os
import pathlib
import sys
import warnings
from typing import Any

__version__ = "0.1.0"
ENGINE_VERSION = __version__


class StaleBuildWarning(RuntimeWarning):
    """The compiled modules do not match their sources; the plain-Python path runs instead."""


class _PlainFinder(importlib.abc.MetaPathFinder):
    """Loads the compiled group's modules from their ``.py`` files even where extension modules lie beside them."""

    def __init__(self, sources: dict[str, str]) -> None:
        self.sources = sources

    def find_spec(self, fullname: str, path: Any = None, target: Any = None) -> importlib.machinery.ModuleSpec | None:
        src = self.sources.get(fullname)
        return importlib.util.spec_from_file_location(fullname, src) if src else None


def _decide() -> dict[str, Any]:
    from sakura_lab import _build

    here = pathlib.Path(__file__).resolve().parent
    root = here.parent
    rels = _build.compiled_sources(root)
    exts = [s for s in importlib.machinery.EXTENSION_SUFFIXES
            if (root / rels[0]).with_suffix(s).exists()] if rels else []
    if not exts:
        return {"path": "plain", "reason": "no compiled modules were built (no C compiler, or SAKURA_LAB_PURE at install)"}
    if os.environ.get(_build.PURE_ENV, "") not in ("", "0"):  # asked for: no need to look at the build
        sys.meta_path.insert(0, _PlainFinder({_build.module_name(r): str(root / r) for r in rels}))
        return {"path": "plain", "reason": f"{_build.PURE_ENV} is set"}
    record: dict[str, Any] = {}
    try:
        record = json.loads((here / _build.MANIFEST).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        pass
    stale = ""
    if not record:
        stale = f"compiled modules lie in {here} without the build's record ({_build.MANIFEST})"
    elif record.get("sources_sha256") != _build.digest(root, rels):
        stale = f"the sources in {here} changed since the compiled modules were built"
    if not stale:
        return {"path": "compiled", "compiler": record.get("compiler", "mypyc"), "reason": "",
                "sources_sha256": record["sources_sha256"]}
    sys.meta_path.insert(0, _PlainFinder({_build.module_name(r): str(root / r) for r in rels}))
    warnings.warn(f"sakura_lab: {stale}; running the plain-Python path instead. Rebuild with: "
                  f"{_build.REBUILD}", StaleBuildWarning, stacklevel=3)
    return {"path": "plain", "reason": "stale compiled build ignored: " + stale}


_BUILD = _decide()


def build_info() -> str:
    """Which path runs the engine, DSL, cards and players: ``"compiled (mypyc)"`` or ``"plain"``."""
    return "compiled (mypyc)" if _BUILD["path"] == "compiled" else "plain"


def build_details() -> dict[str, Any]:
    """:func:`build_info` with the reason for a plain path (for ``bench`` and ``study.json``)."""
    return {"build": build_info(), **{k: v for k, v in _BUILD.items() if k != "path"}}
