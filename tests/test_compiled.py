"""The optional compiled path (mypyc) plays exactly the same games as the plain-Python engine."""
from __future__ import annotations

import importlib.util
import os
import pathlib
import subprocess
import sys

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[1]


@pytest.mark.skipif(importlib.util.find_spec("mypyc") is None, reason="mypyc (from mypy) is not installed")
def test_compiled_engine_gives_identical_golden_logs(tmp_path):
    subprocess.run([sys.executable, str(ROOT / "scripts" / "compile.py"), "--into", str(tmp_path)], check=True,
                   timeout=900)
    assert list((tmp_path / "sakura_lab" / "engine").glob("state*.so")), "no extension module was built"
    env = dict(os.environ, PYTHONPATH=str(tmp_path))
    probe = subprocess.run([sys.executable, "-c", "import sakura_lab.engine.state as s; print(s.__file__)"],
                           cwd=tmp_path, env=env, capture_output=True, text=True, check=True)
    assert probe.stdout.strip().endswith(".so")
    code = ("import runpy, sys; import sakura_lab.engine.state as s; assert s.__file__.endswith('.so'), s.__file__; "
            f"sys.argv = ['golden_logs']; runpy.run_path({str(ROOT / 'scripts' / 'golden_logs.py')!r}, run_name='__main__')")
    res = subprocess.run([sys.executable, "-c", code], cwd=tmp_path, env=env, capture_output=True, text=True,
                         timeout=600)
    assert res.returncode == 0 and "identical" in res.stdout, res.stdout + res.stderr
