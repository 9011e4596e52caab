"""Every hook, replacement, "cannot" and per-card flag the core uses is declared once (issue 9 acceptance 2).

The engine's source is read with ``ast``: a hook looked up by a name that ``engine.hooks`` does not declare,
a replacement event not in ``REPLACEMENTS``, a forbidden action not in ``FORBIDDABLE``, a ``getattr`` by a
literal name, or a read of a ``CardScript`` attribute that is not a declared field fails here. The card
modules' abilities may only implement declared hooks (a misspelt hook would silently never be called).
"""
from __future__ import annotations

import ast
import dataclasses
import functools
import os
import pathlib
import subprocess
import sys

import pytest

import sakura_lab
from sakura_lab.cards.registry import load_all
from sakura_lab.engine import api as S
from sakura_lab.engine.cardbase import CardScript
from sakura_lab.engine.hooks import FORBIDDABLE, HOOKS, METHOD_HOOKS, REPLACEMENTS, Ability
from sakura_lab.testing import scenario

PKG = pathlib.Path(__file__).resolve().parents[1] / "sakura_lab"
ENGINE = sorted(p for p in (PKG / "engine").glob("*.py") if p.name != "hooks.py")
EVERYTHING = sorted(PKG.rglob("*.py"))
SCRIPT_FIELDS = {f.name for f in dataclasses.fields(CardScript)}
# Fields that hold a megami's own data or the card's effects: the core may read them, but only the
# megami modules read inside ``extra``.
MEGAMI_DATA = "data"


def _calls(path: pathlib.Path, func: str) -> list[ast.Call]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    out = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Call):
            f = node.func
            name = f.id if isinstance(f, ast.Name) else f.attr if isinstance(f, ast.Attribute) else None
            if name == func:
                out.append(node)
    return out


def _literal(call: ast.Call, i: int) -> str | None:
    if len(call.args) > i and isinstance(call.args[i], ast.Constant) and isinstance(call.args[i].value, str):
        return call.args[i].value
    return None


def test_core_asks_only_declared_hooks():
    names = []
    for path in ENGINE:
        for call in _calls(path, "hooked"):
            lit = _literal(call, 1)
            if lit is not None:
                names.append((path.name, lit))
    assert names, "the scan found no hook look-up at all"
    undeclared = [(f, n) for f, n in names if n not in HOOKS]
    assert not undeclared, f"hooks looked up but not declared in engine.hooks: {undeclared}"


def test_core_replaces_only_declared_events():
    seen = set()
    for path in ENGINE:
        for call in _calls(path, "replaced"):
            seen.add(_literal(call, 1))
        for call in _calls(path, "replaced_by_text"):
            seen.add(_literal(call, 3))
    seen.discard(None)
    assert seen, "the scan found no replacement at all"
    assert seen <= set(REPLACEMENTS), seen - set(REPLACEMENTS)
    assert set(REPLACEMENTS) <= seen, f"declared but never asked: {set(REPLACEMENTS) - seen}"


def test_forbidden_actions_are_declared():
    asked = set()
    for path in EVERYTHING:
        for call in _calls(path, "forbidden"):
            lit = _literal(call, 1)
            if lit is not None:
                asked.add(lit)
    assert asked and asked <= set(FORBIDDABLE), asked - set(FORBIDDABLE)


def test_no_lookup_by_literal_name_in_the_core():
    """``getattr(ability, "some_hook")`` is how undeclared hooks crept in: the core never does it."""
    bad = [(p.name, _literal(c, 1)) for p in ENGINE for c in _calls(p, "getattr") if _literal(c, 1) is not None]
    assert not bad, bad


def test_core_reads_only_declared_card_flags():
    """Every ``<x>.script.<name>`` read anywhere in the package names a CardScript field; the core never looks
    inside a megami's own data (``script.data``)."""
    bad, extra_in_core = [], []
    for path in EVERYTHING:
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Attribute) and node.value.attr == "script":
                if node.attr not in SCRIPT_FIELDS:
                    bad.append((path.name, node.attr))
                if node.attr == MEGAMI_DATA and path in ENGINE:
                    extra_in_core.append(path.name)
    assert not bad, f"undeclared per-card flags read: {bad}"
    assert not extra_in_core, f"engine modules read a megami's data: {extra_in_core}"


def _classes_as_written(test):
    """Checks of the classes' own dictionaries (class attributes, docstrings) run on the plain-Python path:
    compiled (mypyc) classes keep class attributes as slots with defaults and drop method docstrings."""
    @functools.wraps(test)
    def run() -> None:
        if sakura_lab.build_info() == "plain":
            return test()
        env = dict(os.environ, SAKURA_LAB_PURE="1")
        res = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider",
                              f"{__file__}::{test.__name__}"], env=env, capture_output=True, text=True,
                             cwd=pathlib.Path(__file__).resolve().parents[1], timeout=300)
        assert res.returncode == 0, res.stdout[-3000:] + res.stderr[-2000:]
    return run


def _subclasses(cls: type) -> list[type]:
    out = []
    for s in cls.__subclasses__():
        out.append(s)
        out.extend(_subclasses(s))
    return out


@_classes_as_written
def test_abilities_implement_only_declared_hooks():
    load_all()
    classes = _subclasses(Ability)
    assert len(classes) > 30
    bad = [(c.__qualname__, n) for c in classes for n, v in vars(c).items()
           if callable(v) and not n.startswith("_") and n not in HOOKS]
    assert not bad, f"public methods of abilities that are no declared hook (never called): {bad}"
    # ``replaces`` is a class attribute (or a slot set per instance, e.g. dsl.Instead, which checks itself)
    declared = [(c, vars(c)["replaces"]) for c in classes if isinstance(vars(c).get("replaces"), frozenset)]
    assert declared, "no ability declares a replacement"
    bad_repl = [(c.__qualname__, r) for c, rs in declared for r in rs if r not in REPLACEMENTS]
    assert not bad_repl, bad_repl


@_classes_as_written
def test_every_declared_method_hook_has_a_default():
    for name in METHOD_HOOKS:
        assert getattr(Ability, name).__doc__, f"hook {name} has no docstring"
    for name, spec in HOOKS.items():
        assert spec.cr.startswith("CR"), (name, spec)


def test_undeclared_hook_is_refused_at_run_time():
    """A typo in a hook name raises instead of finding nobody (abilities in force: Saine's Space for Master)."""
    st = scenario(enh0=[("02-saine-o-n-5", 2)])
    assert S.hooked(st, "mastery_delta")
    with pytest.raises(S.RulesError, match="not declared"):
        S.hooked(st, "mastery_delt")


def test_card_builder_refuses_an_undeclared_flag():
    """A misspelt per-card flag must not silently land somewhere the core never reads."""
    from sakura_lab.engine.dsl import card

    with pytest.raises(TypeError, match="undiscardible"):
        card("99-test-o-n-1", undiscardible=True)


def test_turn_effect_refuses_a_hook_it_would_drop():
    """A turn effect passes on only some hooks to the ability it binds; any other would silently never run."""
    from sakura_lab.engine.dsl import TurnEffect, _Bound

    class Mastery(Ability):
        def mastery_delta(self, st, src):
            return 1

    with pytest.raises(TypeError, match="mastery_delta"):
        TurnEffect(Mastery())
    assert _Bound.DELEGATED <= METHOD_HOOKS
    assert all(getattr(_Bound, h) is not getattr(Ability, h) for h in _Bound.DELEGATED)
