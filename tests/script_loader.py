"""Load a script of ``scripts/`` as a module for its tests (the scripts are not a package)."""
from __future__ import annotations

import importlib.util
import pathlib
import sys
import types

ROOT = pathlib.Path(__file__).resolve().parents[1]


def load_script(name: str) -> types.ModuleType:
    """``scripts/<name>.py`` as the module ``name`` (registered in ``sys.modules`` first: a dataclass of the script
    looks its module up while being defined); ``scripts/`` goes on the path for the scripts' imports of each other."""
    if str(ROOT / "scripts") not in sys.path:
        sys.path.insert(0, str(ROOT / "scripts"))
    spec = importlib.util.spec_from_file_location(name, ROOT / "scripts" / f"{name}.py")
    assert spec is not None and spec.loader is not None
    mod = importlib.util.module_from_spec(spec)
    sys.modules[name] = mod
    spec.loader.exec_module(mod)
    return mod
