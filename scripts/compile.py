"""Optional compiled path: compile the hot modules with mypyc (the code stays plain Python).

    python3 scripts/compile.py            # build C extensions next to the .py files (editable install)
    python3 scripts/compile.py --clean    # remove them again (back to the plain-Python path)
    python3 scripts/compile.py --into DIR # compile a copy of the package in DIR (used by the tests)

Needs mypy (it ships mypyc), a C compiler and the Python headers. Python imports an extension module
in preference to the .py file, so nothing else changes; the test suite checks that the compiled engine
plays exactly the same games (golden logs) as the plain one.
"""
from __future__ import annotations

import argparse
import os
import pathlib
import shutil
import subprocess
import sys

ROOT = pathlib.Path(__file__).resolve().parents[1]
# Each group compiles into one shared library inside the package (``<group>__mypyc``), so calls between
# the engine's layer modules stay native C calls; modules whose classes other modules subclass (hooks, dsl)
# stay interpreted. cardbase is compiled: its CardDef / CardScript / AttackAcc are read on every step.
ENGINE = ["cardbase", "state", "frames", "abilities", "zones", "tokens", "enhance", "resolve", "damage", "deck", "attack",
          "play", "turn", "invariants"]
GROUPS = {
    "sakura_lab.engine.native": [f"sakura_lab/engine/{m}.py" for m in ENGINE],
    "sakura_lab.ai.native": ["sakura_lab/ai/policy.py", "sakura_lab/ai/evaluation.py", "sakura_lab/ai/heuristic.py"],
}
MODULES = [path for paths in GROUPS.values() for path in paths]

_SETUP = """
from setuptools import setup
from mypyc.build import mypycify
setup(name="sakura_lab_native", script_args=["build_ext", "--inplace"],
      ext_modules=mypycify({paths!r}, group_name={group!r}, opt_level="3"))
"""


def clean(base: pathlib.Path) -> int:
    n = 0
    for so in list((base / "sakura_lab").rglob("*.so")) + list(base.glob("*__mypyc*.so")):
        so.unlink()
        n += 1
    shutil.rmtree(base / "build", ignore_errors=True)
    return n


def compile_in(base: pathlib.Path) -> None:
    env = dict(os.environ)
    for group, paths in GROUPS.items():
        subprocess.run([sys.executable, "-c", _SETUP.format(paths=paths, group=group)], cwd=base, check=True,
                       env=env, stdout=subprocess.DEVNULL)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--clean", action="store_true")
    ap.add_argument("--into", metavar="DIR", help="copy the package into DIR and compile it there")
    args = ap.parse_args()
    if args.clean:
        print(f"removed {clean(ROOT)} compiled files")
        return 0
    base = ROOT
    if args.into:
        base = pathlib.Path(args.into)
        base.mkdir(parents=True, exist_ok=True)
        shutil.copytree(ROOT / "sakura_lab", base / "sakura_lab", dirs_exist_ok=True,
                        ignore=shutil.ignore_patterns("*.so", "__pycache__"))
    compile_in(base)
    print(f"compiled {', '.join(MODULES)} in {base}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
