"""The compiled path (mypyc, built by ``pip install``) and the plain-Python path play identical games.

The default run checks whatever this checkout's install built: the golden logs of every megami on the
path that runs by default and, forced with ``SAKURA_LAB_PURE=1``, on the plain one. It also checks the
one-line notice of the plain fallback, the guard against stale extension modules and that the path is
reported (``build_info``: bench, ``--version``, ``study.json``). ``-m soak`` compiles a copy from scratch.
"""
from __future__ import annotations

import importlib.machinery
import importlib.util
import json
import os
import pathlib
import shutil
import subprocess
import sys

import pytest

import sakura_lab
from sakura_lab import _build

ROOT = pathlib.Path(__file__).resolve().parents[1]
PKG = pathlib.Path(sakura_lab.__file__).resolve().parent  # the package under test (this checkout's install)
COMPILED = sakura_lab.build_info() == "compiled (mypyc)"


def _env(**kw: str) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k != _build.PURE_ENV}
    env["PYTHONPATH"] = str(PKG.parent)
    env.update(kw)
    return env


def _golden(env: dict[str, str]) -> subprocess.CompletedProcess:
    code = ("import runpy, sys, sakura_lab; print(sakura_lab.build_info()); sys.argv = ['golden_logs']; "
            f"runpy.run_path({str(ROOT / 'scripts' / 'golden_logs.py')!r}, run_name='__main__')")
    return subprocess.run([sys.executable, "-c", code], cwd=PKG.parent, env=env, capture_output=True, text=True,
                          timeout=900)


def test_build_info_names_the_path():
    assert sakura_lab.build_info() in ("compiled (mypyc)", "plain")
    details = sakura_lab.build_details()
    assert details["build"] == sakura_lab.build_info()
    if not COMPILED:
        assert details["reason"]


@pytest.mark.skipif(not os.environ.get("CI"), reason="CI only: its install must have built the compiled path")
def test_ci_install_built_the_compiled_path():
    if os.environ.get(_build.PURE_ENV) or not (shutil.which("cc") or shutil.which("gcc")):
        pytest.skip("no C compiler, or the plain path was asked for")
    assert COMPILED, sakura_lab.build_details()


@pytest.mark.parametrize("path", ["default", "plain"])
def test_golden_logs_identical_on_each_path(path):
    """Every megami's golden games (random and heuristic players) give the same logs on both paths."""
    if path == "default" and not COMPILED:
        pytest.skip("this install is plain: nothing compiled to compare (the plain path is checked below)")
    env = _env(**({_build.PURE_ENV: "1"} if path == "plain" else {}))
    res = _golden(env)
    first = res.stdout.splitlines()[0] if res.stdout else ""
    assert first == ("plain" if path == "plain" else "compiled (mypyc)"), res.stdout + res.stderr
    assert res.returncode == 0 and "identical" in res.stdout, res.stdout + res.stderr


def test_compiled_modules_are_the_extensions():
    if not COMPILED:
        pytest.skip("this install is plain")
    import sakura_lab.ai.heuristic
    import sakura_lab.cards.oboro
    import sakura_lab.engine.dsl
    import sakura_lab.engine.state

    for mod in (sakura_lab.engine.state, sakura_lab.engine.dsl, sakura_lab.cards.oboro, sakura_lab.ai.heuristic):
        assert isinstance(mod.__loader__, importlib.machinery.ExtensionFileLoader), mod.__name__


# ---------------------------------------------------------------- the stale-extension guard
def _fake_build(tmp_path: pathlib.Path, record: bool = True) -> pathlib.Path:
    """A copy of the package whose compiled modules are stand-ins that crash if imported (empty files)."""
    shutil.copytree(ROOT / "sakura_lab", tmp_path / "sakura_lab",
                    ignore=shutil.ignore_patterns("*.so", "__pycache__", _build.MANIFEST))
    suffix = importlib.machinery.EXTENSION_SUFFIXES[0]
    for rel in _build.compiled_sources(tmp_path):
        (tmp_path / rel).with_suffix(suffix).write_bytes(b"")
    if record:
        _build.write_manifest(tmp_path, _build.manifest(tmp_path, "mypyc test"))
    return tmp_path


_PLAY = ("import sakura_lab; print(sakura_lab.build_info()); "
         "import sakura_lab.engine.state as s; print(type(s.__loader__).__name__); "
         "import random; from sakura_lab.game import new_state; from sakura_lab.decks import load_deck; "
         f"d = [load_deck({str(ROOT / 'decks')!r} + '/' + n + '.toml') for n in ('yurina-saine', 'himika-tokoyo')]; "
         "st = new_state(1, (d[0], d[1])); rng = random.Random(1)\n"
         "while not st.is_terminal: st.apply(rng.randrange(len(st.decision.options)))\n"
         "print('played', st.turn)")


def _run(base: pathlib.Path, code: str, **env: str) -> subprocess.CompletedProcess:
    e = {k: v for k, v in os.environ.items() if k != _build.PURE_ENV}
    e.update(PYTHONPATH=str(base), **env)
    return subprocess.run([sys.executable, "-c", code], cwd=base, env=e, capture_output=True, text=True, timeout=300)


def test_a_current_build_is_used(tmp_path):
    base = _fake_build(tmp_path)
    res = _run(base, "import sakura_lab; print(sakura_lab.build_info())")
    assert res.stdout.strip() == "compiled (mypyc)" and not res.stderr, res.stderr


@pytest.mark.parametrize("how", ["source changed", "module added", "no record"])
def test_stale_extensions_are_never_run(tmp_path, how):
    """After a change of the sources (an editable install after ``git pull``) the extensions built from the old
    sources are not imported: one warning naming the rebuild command, then the plain path plays."""
    base = _fake_build(tmp_path, record=how != "no record")
    if how == "source changed":
        with open(base / "sakura_lab" / "engine" / "turn.py", "a", encoding="utf-8") as f:
            f.write("\n# changed after the build\n")
    elif how == "module added":
        (base / "sakura_lab" / "cards" / "newmegami.py").write_text('"""A new megami."""\n', encoding="utf-8")
    res = _run(base, _PLAY)
    assert res.returncode == 0, res.stderr
    out = res.stdout.splitlines()
    assert out[0] == "plain" and out[1] == "SourceFileLoader" and out[2].startswith("played"), res.stdout
    assert res.stderr.count("StaleBuildWarning") == 1 and _build.REBUILD in res.stderr, res.stderr


def test_pure_switch_runs_the_plain_path_beside_extensions(tmp_path):
    base = _fake_build(tmp_path)
    res = _run(base, _PLAY, **{_build.PURE_ENV: "1"})
    assert res.returncode == 0 and not res.stderr, res.stderr
    assert res.stdout.splitlines()[:2] == ["plain", "SourceFileLoader"]


# ---------------------------------------------------------------- the build's plain fallback
def _source_copy(tmp_path: pathlib.Path) -> pathlib.Path:
    shutil.copytree(ROOT / "sakura_lab", tmp_path / "sakura_lab",
                    ignore=shutil.ignore_patterns("*.so", "__pycache__", _build.MANIFEST))
    for name in ("setup.py", "pyproject.toml", "README.md"):
        shutil.copy2(ROOT / name, tmp_path / name)
    return tmp_path


@pytest.mark.parametrize("env,reason", [({"CC": "/nonexistent/cc"}, "C compiler not found"),
                                        ({_build.PURE_ENV: "1"}, f"{_build.PURE_ENV} is set")])
def test_build_without_a_compiler_installs_plain_with_one_line(tmp_path, env, reason):
    pytest.importorskip("setuptools")
    base = _source_copy(tmp_path)
    e = {k: v for k, v in os.environ.items() if k != _build.PURE_ENV}
    e.update(env)
    res = subprocess.run([sys.executable, "setup.py", "-q", "build_ext", "--inplace"], cwd=base, env=e,
                         capture_output=True, text=True, timeout=300)
    assert res.returncode == 0, res.stderr
    notice = f"sakura_lab: {reason}, installing the plain-Python path"
    lines = (res.stdout + res.stderr).splitlines()
    assert lines.count(notice) == 1, res.stdout + res.stderr
    assert not list((base / "sakura_lab").rglob("*.so")) and not (base / "sakura_lab" / _build.MANIFEST).exists()


# ---------------------------------------------------------------- where the path is reported
def test_study_json_and_version_name_the_path(tmp_path, capsys):
    from sakura_lab.cli import main
    from sakura_lab.sim.runner import run_study
    from sakura_lab.sim.specs import matchup_study
    from sakura_lab.sim.study import config_difference

    study = matchup_study("yurina+saine", "himika+tokoyo", pairs=1, agents="random", root_seed=3)
    run_study(study, tmp_path, n_jobs=1, progress=False)
    cfg = json.loads((tmp_path / "study.json").read_text(encoding="utf-8"))
    assert cfg["build"] == sakura_lab.build_info()
    # informational: a study resumed on the other path is the same study
    assert config_difference({**cfg, "build": "something else"}, study.config()) is None
    assert main(["--version"]) == 0
    assert sakura_lab.build_info() in capsys.readouterr().out


def test_bench_report_names_the_path():
    from sakura_lab.bench import render

    res = {"build": sakura_lab.build_details(), "repeat": 1,
           "machine": {"processor": "x", "cores": 2, "python": "3", "platform": "p"},
           "clone": {"clones_per_s": 1.0}, "peak_memory": {"self_mb": 1.0, "children_mb": 1.0},
           "random/scaling_2w": 1.0, "heuristic/scaling_2w": 1.0}
    for agent in ("random", "heuristic"):
        for w in ("single", "1w", "2w"):
            res[f"{agent}/{w}"] = {"games_per_s": 1.0, "decisions_per_s": 1.0, "decisions_per_game": 1.0}
    assert render(res).splitlines()[0].startswith(f"path: {sakura_lab.build_info()}")


# ---------------------------------------------------------------- a build from scratch (slow)
@pytest.mark.soak
@pytest.mark.skipif(importlib.util.find_spec("mypyc") is None, reason="mypyc (from mypy) is not installed")
def test_fresh_compiled_copy_gives_identical_golden_logs(tmp_path):
    subprocess.run([sys.executable, str(ROOT / "scripts" / "compile.py"), "--into", str(tmp_path)], check=True,
                   timeout=1800)
    assert (tmp_path / "sakura_lab" / _build.MANIFEST).exists()
    env = dict(os.environ, PYTHONPATH=str(tmp_path))
    env.pop(_build.PURE_ENV, None)
    code = ("import runpy, sys, sakura_lab; assert sakura_lab.build_info() == 'compiled (mypyc)'; "
            f"sys.argv = ['golden_logs']; runpy.run_path({str(ROOT / 'scripts' / 'golden_logs.py')!r}, run_name='__main__')")
    res = subprocess.run([sys.executable, "-c", code], cwd=tmp_path, env=env, capture_output=True, text=True,
                         timeout=900)
    assert res.returncode == 0 and "identical" in res.stdout, res.stdout + res.stderr


@pytest.mark.parametrize(("found", "ok"), [("65.5.0", False), ("76.1.0", False), ("77.0.3", True), ("84.2.1", True)])
def test_compile_script_names_a_too_old_setuptools(monkeypatch, found, ok):
    """scripts/compile.py runs setup.py with the environment's setuptools, which must read pyproject.toml's SPDX
    license (>= 77): an older one is named with the command that fixes it, not left to setup.py's traceback."""
    import importlib.metadata

    from script_loader import load_script

    script = load_script("compile")
    monkeypatch.setattr(importlib.metadata, "version", lambda name: found)
    if ok:
        script.check_setuptools()
    else:
        with pytest.raises(SystemExit, match=rf"needs setuptools >= 77 \(found {found}\): python3 -m pip install"):
            script.check_setuptools()
