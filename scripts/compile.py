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
MODULES = ["sakura_lab/engine/state.py", "sakura_lab/ai/policy.py", "sakura_lab/ai/evaluation.py",
           "sakura_lab/ai/heuristic.py"]


def clean(base: pathlib.Path) -> int:
    n = 0
    for so in list((base / "sakura_lab").rglob("*.so")) + list(base.glob("*__mypyc*.so")):
        so.unlink()
        n += 1
    shutil.rmtree(base / "build", ignore_errors=True)
    return n


def compile_in(base: pathlib.Path) -> None:
    # One module per mypyc run: each then gets its own support library inside the package (a joint run
    # puts a shared library at the top level, which is only importable from that directory).
    env = dict(os.environ)
    for module in MODULES:
        subprocess.run([sys.executable, "-m", "mypyc", module], cwd=base, check=True, env=env,
                       stdout=subprocess.DEVNULL)


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
