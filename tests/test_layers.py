"""The package's layers point down only (DESIGN.md §2, issue 9 acceptance 1).

The import graph is read from the source with ``ast`` (every ``import`` statement, also inside functions;
imports under ``if TYPE_CHECKING:`` are left out because they never run). A ``from pkg import name`` counts
as importing ``pkg.name`` when that is a module.
"""
from __future__ import annotations

import ast
import pathlib

ROOT = pathlib.Path(__file__).resolve().parents[1] / "sakura_lab"


def _module_name(path: pathlib.Path) -> str:
    rel = path.relative_to(ROOT.parent).with_suffix("")
    parts = list(rel.parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


MODULES = {_module_name(p): p for p in ROOT.rglob("*.py")}


def _is_type_checking(node: ast.If) -> bool:
    t = node.test
    return (isinstance(t, ast.Name) and t.id == "TYPE_CHECKING") or (
        isinstance(t, ast.Attribute) and t.attr == "TYPE_CHECKING")


def _imports(path: pathlib.Path) -> set[str]:
    """Modules of the package that ``path`` imports at run time."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    skip: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.If) and _is_type_checking(node):
            skip.update(id(n) for stmt in node.body for n in ast.walk(stmt))
    out: set[str] = set()
    for node in ast.walk(tree):
        if id(node) in skip:
            continue
        if isinstance(node, ast.Import):
            names = [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names = [node.module] + [f"{node.module}.{a.name}" for a in node.names]
        else:
            continue
        out.update(n for n in names if n in MODULES)
    return out


GRAPH = {name: _imports(path) - {name} for name, path in MODULES.items()}


def _parents(name: str) -> set[str]:
    parts = name.split(".")
    return {".".join(parts[:i]) for i in range(1, len(parts))}


def test_no_import_cycle():
    """Depth-first search for a cycle; a package's own __init__ importing its submodules is a downward edge,
    so the implicit child -> parent package edge is not counted."""
    state: dict[str, int] = {}
    path: list[str] = []

    def visit(n: str) -> None:
        state[n] = 1
        path.append(n)
        for m in sorted(GRAPH[n]):
            if m in _parents(n):
                continue
            if state.get(m) == 1:
                cycle = path[path.index(m):] + [m]
                raise AssertionError("import cycle: " + " -> ".join(cycle))
            if m not in state:
                visit(m)
        path.pop()
        state[n] = 2

    for n in sorted(GRAPH):
        if n not in state:
            visit(n)


def test_the_cycle_check_finds_a_cycle(monkeypatch):
    """The check itself is not vacuous: an injected edge engine.state -> engine.turn is reported."""
    monkeypatch.setitem(GRAPH, "sakura_lab.engine.state", GRAPH["sakura_lab.engine.state"] | {"sakura_lab.engine.turn"})
    try:
        test_no_import_cycle()
    except AssertionError as e:
        assert "sakura_lab.engine.state" in str(e)
    else:  # pragma: no cover
        raise AssertionError("an injected cycle was not found")


def test_engine_imports_nothing_above_it():
    """The engine never imports the card package, the game builder, the catalogue or any upper layer."""
    bad = {}
    for name, deps in GRAPH.items():
        if not name.startswith("sakura_lab.engine"):
            continue
        up = {d for d in deps if not d.startswith("sakura_lab.engine")}
        if up:
            bad[name] = sorted(up)
    assert not bad, f"engine modules import upward: {bad}"


def test_lower_layers_do_not_import_upper_ones():
    """cards -> engine only; ai and sim never import cli/plots; stats never imports sim runners' CLI."""
    rules = {
        "sakura_lab.cards": ("sakura_lab.ai", "sakura_lab.sim", "sakura_lab.stats", "sakura_lab.plots",
                             "sakura_lab.cli"),
        "sakura_lab.ai": ("sakura_lab.sim", "sakura_lab.stats", "sakura_lab.plots", "sakura_lab.cli"),
        "sakura_lab.stats": ("sakura_lab.plots", "sakura_lab.cli"),
        "sakura_lab.sim": ("sakura_lab.plots", "sakura_lab.cli"),
    }
    bad = []
    for name, deps in GRAPH.items():
        for low, banned in rules.items():
            if name == low or name.startswith(low + "."):
                bad += [(name, d) for d in deps if d.startswith(banned)]
    assert not bad, bad


def test_state_module_holds_the_state_and_little_else():
    """engine/state.py: the state classes and ``blank_state``; the rules live in the layer modules."""
    tree = ast.parse(MODULES["sakura_lab.engine.state"].read_text(encoding="utf-8"))
    functions = [n.name for n in tree.body if isinstance(n, ast.FunctionDef)]
    classes = [n.name for n in tree.body if isinstance(n, ast.ClassDef)]
    assert functions == ["_not_wired", "blank_state"], functions
    assert set(classes) == {"Decision", "Outcome", "Attack", "AttackValues", "Ctx", "GameState", "Runtime", "AbilityCache"}
    assert len(MODULES["sakura_lab.engine.state"].read_text(encoding="utf-8").splitlines()) < 500
