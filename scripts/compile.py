"""Build (or remove) the compiled path in place, the way ``pip install -e .`` does it.

    python3 scripts/compile.py            # build the C extensions next to the .py files (after a git pull)
    python3 scripts/compile.py --clean    # remove them (back to the plain-Python path)
    python3 scripts/compile.py --into DIR # compile a copy of the package in DIR (used by the soak test)

``pip install .`` / ``pip install -e .`` compile by default (``setup.py``); this script runs the same build
(``setup.py build_ext --inplace``): the modules listed in ``sakura_lab/_build.py`` are compiled with mypyc as
one group, and ``sakura_lab/_compiled.json`` records a hash of their sources so that ``import sakura_lab``
never runs extensions built from other sources. Needs mypy (it ships mypyc), a C compiler, the Python
headers and setuptools >= 77 (the dev extras bring both Python packages).
"""
from __future__ import annotations

import argparse
import pathlib
import shutil
import subprocess
import sys

ROOT = pathlib.Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
from sakura_lab import _build  # noqa: E402 - the checkout's own list, not an installed copy's


def clean(base: pathlib.Path) -> int:
    n = 0
    for so in (base / "sakura_lab").rglob("*.so"):
        so.unlink()
        n += 1
    (base / "sakura_lab" / _build.MANIFEST).unlink(missing_ok=True)
    shutil.rmtree(base / "build", ignore_errors=True)
    return n


SETUPTOOLS_MIN = 77  # pyproject.toml's license is an SPDX expression, which older setuptools reject


def check_setuptools() -> None:
    """A clear error instead of setup.py's traceback when this environment's setuptools is too old to read
    ``pyproject.toml`` (``pip install``'s isolated build brings its own; this script uses the environment's)."""
    from importlib.metadata import PackageNotFoundError, version

    try:
        found = version("setuptools")
    except PackageNotFoundError:
        found = "none"
    major = found.split(".")[0]
    if not major.isdigit() or int(major) < SETUPTOOLS_MIN:
        raise SystemExit(f"scripts/compile.py: setup.py needs setuptools >= {SETUPTOOLS_MIN} (found {found}): "
                         f"python3 -m pip install 'setuptools>={SETUPTOOLS_MIN}' (the dev extras include it)")


def compile_in(base: pathlib.Path, quiet: bool = True) -> None:
    check_setuptools()
    out = subprocess.DEVNULL if quiet else None
    subprocess.run([sys.executable, "setup.py", "build_ext", "--inplace"], cwd=base, check=True, stdout=out)


def copy_tree(base: pathlib.Path) -> None:
    """Copy what the build needs (package, setup.py, pyproject.toml, README.md) into ``base``."""
    base.mkdir(parents=True, exist_ok=True)
    shutil.copytree(ROOT / "sakura_lab", base / "sakura_lab", dirs_exist_ok=True,
                    ignore=shutil.ignore_patterns("*.so", "__pycache__", _build.MANIFEST))
    for name in ("setup.py", "pyproject.toml", "README.md"):
        shutil.copy2(ROOT / name, base / name)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--clean", action="store_true")
    ap.add_argument("--into", metavar="DIR", help="copy the package into DIR and compile it there")
    ap.add_argument("--verbose", action="store_true", help="show the compiler's output")
    args = ap.parse_args()
    if args.clean:
        print(f"removed {clean(ROOT)} compiled files")
        return 0
    base = ROOT
    if args.into:
        base = pathlib.Path(args.into)
        copy_tree(base)
    compile_in(base, quiet=not args.verbose)
    print(f"compiled {len(_build.compiled_sources(base))} modules as {_build.GROUP} in {base}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
