"""Build of sakura_lab: the compiled path by default, the plain-Python path where it cannot be built.

Metadata lives in pyproject.toml; this file only adds the C extensions. ``pip install .`` and
``pip install -e .`` compile the engine, the DSL, the card modules and the players with mypyc
(``sakura_lab/_build.py`` lists them) when mypyc and a working C compiler are there; otherwise, or with
``SAKURA_LAB_PURE=1``, they print one line and install the plain-Python package. The build writes
``sakura_lab/_compiled.json`` (a hash of the compiled sources) so that ``import sakura_lab`` can refuse
extensions built from other sources (see ``sakura_lab/__init__.py``).
"""
from __future__ import annotations

import importlib.util
import os
import pathlib
import shutil
import sys
import sysconfig
import tempfile

from setuptools import Extension, setup
from setuptools.command.build_ext import build_ext

ROOT = pathlib.Path(__file__).resolve().parent
_spec = importlib.util.spec_from_file_location("_sakura_build", ROOT / "sakura_lab" / "_build.py")
assert _spec is not None and _spec.loader is not None
B = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(B)


def _compiler_works() -> bool:
    """Compile and link a tiny C extension source against Python.h (the same compiler setuptools will use)."""
    try:
        from distutils.ccompiler import new_compiler  # setuptools' vendored distutils
        from distutils.sysconfig import customize_compiler
    except ImportError:  # pragma: no cover - setuptools always provides it
        return False
    tmp = tempfile.mkdtemp(prefix="sakura-cc-")
    try:
        src = pathlib.Path(tmp) / "probe.c"
        src.write_text("#include <Python.h>\nint sakura_probe(void) { return Py_None != NULL; }\n")
        cc = new_compiler()
        customize_compiler(cc)
        objs = cc.compile([str(src)], output_dir=tmp, include_dirs=[sysconfig.get_paths()["include"]])
        cc.link_shared_object(objs, str(pathlib.Path(tmp) / "probe.so"))
        return True
    except Exception:  # noqa: BLE001 - any failure means: no usable compiler
        return False
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


def plain_reason() -> str | None:
    """Why the plain-Python path is installed, or None when the compiled one can be built."""
    if os.environ.get(B.PURE_ENV, "") not in ("", "0"):
        return f"{B.PURE_ENV} is set"
    if importlib.util.find_spec("mypyc") is None:
        return "mypyc (from mypy) not found"
    if not _compiler_works():
        return "C compiler not found"
    return None


def notice(reason: str) -> str:
    return f"sakura_lab: {reason}, installing the plain-Python path"


class BuildMypyc(build_ext):
    """Runs mypyc only when extensions are really built (not for metadata), then records the sources' hash."""

    def finalize_options(self) -> None:
        from mypyc.build import mypycify

        # the placeholder is replaced here, before setuptools prepares each extension
        self.distribution.ext_modules = mypycify(B.compiled_sources(ROOT), group_name=B.GROUP, opt_level="3")
        super().finalize_options()
        if not self.parallel:
            self.parallel = os.cpu_count() or 1

    def run(self) -> None:
        from mypy.version import __version__ as mypy_version

        in_place = bool(self.inplace or getattr(self, "editable_mode", False))
        super().run()
        data = B.manifest(ROOT, f"mypyc {mypy_version}")
        # the record goes where the extensions went: the wheel's tree, and the sources for an editable install
        if (pathlib.Path(self.build_lib) / "sakura_lab").is_dir():
            B.write_manifest(pathlib.Path(self.build_lib), data)
        if in_place:
            B.write_manifest(ROOT, data)


reason = plain_reason()
if reason is not None:
    print(notice(reason), file=sys.stderr)
    setup()
else:
    # A placeholder: the real extensions come from mypycify in BuildMypyc.run (costly, so not for metadata).
    setup(ext_modules=[Extension(B.GROUP, sources=[])], cmdclass={"build_ext": BuildMypyc})
