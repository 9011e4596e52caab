"""Which modules the compiled path (mypyc) builds, and the record that guards against stale builds.

Used by ``setup.py`` (at install time), ``scripts/compile.py`` and, on import, by ``sakura_lab/__init__``;
never compiled itself and imports nothing from the package, so ``setup.py`` can load it by path.

The compiled group is the engine, the DSL, the card modules and the players, compiled together as one
mypyc group (``sakura_lab._native``) so that calls between them stay native. Left interpreted:
``*/__init__.py`` (package wiring), ``engine/errors.py`` and ``ai/errors.py`` (exceptions derived from
builtin exception types other than ``Exception``, which mypyc cannot compile as native classes) and
everything above the players (game builder, studies, statistics, CLI), which is not on the hot path.
"""
from __future__ import annotations

import hashlib
import json
import pathlib

GROUP = "sakura_lab._native"
PACKAGES = ("engine", "cards", "ai")
INTERPRETED = {
    "sakura_lab/engine/errors.py": "exceptions derived from RuntimeError / PermissionError (not native classes)",
    "sakura_lab/ai/errors.py": "an exception derived from RuntimeError (not a native class)",
}
MANIFEST = "_compiled.json"  # inside the package, next to __init__.py
REBUILD = "pip install -e . (or: python3 scripts/compile.py)"
PURE_ENV = "SAKURA_LAB_PURE"


def compiled_sources(root: pathlib.Path) -> list[str]:
    """Paths (relative to ``root``, the directory holding ``sakura_lab/``) of the modules to compile."""
    out = []
    for pkg in PACKAGES:
        for p in sorted((root / "sakura_lab" / pkg).glob("*.py")):
            rel = p.relative_to(root).as_posix()
            if p.name != "__init__.py" and rel not in INTERPRETED:
                out.append(rel)
    return out


def module_name(rel: str) -> str:
    return rel[:-3].replace("/", ".")


def digest(root: pathlib.Path, rels: list[str]) -> str:
    """One sha256 over the compiled sources (path and content of each)."""
    h = hashlib.sha256()
    for rel in rels:
        h.update(rel.encode())
        h.update(b"\0")
        h.update((root / rel).read_bytes())
        h.update(b"\0")
    return h.hexdigest()


def manifest(root: pathlib.Path, compiler: str) -> dict:
    rels = compiled_sources(root)
    return {"format": 1, "compiler": compiler, "group": GROUP, "modules": [module_name(r) for r in rels],
            "sources_sha256": digest(root, rels)}


def write_manifest(root: pathlib.Path, data: dict) -> pathlib.Path:
    path = root / "sakura_lab" / MANIFEST
    path.write_text(json.dumps(data, indent=1) + "\n", encoding="utf-8")
    return path
