"""The house's floors, read from the code: no import circle in engine/, api/ or pwa/js/, and no room of
api/ importing from a room above it (docs/architecture.md, "The rooms of api/").

Every import counts, those inside functions and under ``TYPE_CHECKING`` too: an import made late to
dodge a circle is still the circle, and the reader still cannot tell which module is the lower one.
"""
from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]

# api/'s rooms, lowest first: a module may import from its own room and the rooms before it. The
# package's own modules (api/__init__.py, the app factory; api/__main__.py, the command line; api/wsgi.py)
# stand above every room: they put the app together.
ROOMS = ["store", "operator", "words", "web", "live", "request", "table", "resources"]
APP_MODULES = {"api", "api.__main__", "api.wsgi"}


def module_name(path: Path, root: Path) -> str:
    parts = list(path.relative_to(root).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def python_modules(*packages: str, root: Path = ROOT) -> dict[str, Path]:
    return {module_name(path, root): path for package in packages for path in sorted((root / package).rglob("*.py"))}


def imported_modules(name: str, path: Path, known: set[str]) -> set[str]:
    """The modules of ``known`` that ``path`` imports, wherever the import stands in it."""
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(), str(path))):
        if isinstance(node, ast.Import):
            targets = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                above = package.split(".")[: len(package.split(".")) - node.level + 1]
                base = ".".join(above + ([node.module] if node.module else []))
            # ``from package import module`` imports the module; ``from module import name``, the module
            targets = [f"{base}.{alias.name}" if f"{base}.{alias.name}" in known else base for alias in node.names]
        else:
            continue
        for target in targets:
            while target not in known and "." in target:
                target = target.rpartition(".")[0]  # ``import a.b.c`` of a name inside a.b
            if target in known and target != name:
                found.add(target)
    return found


def python_graph(*packages: str, root: Path = ROOT) -> dict[str, set[str]]:
    modules = python_modules(*packages, root=root)
    return {name: imported_modules(name, path, set(modules)) for name, path in modules.items()}


JS_IMPORT = re.compile(r"""(?:\bimport\s*(?:[\w*{}\s,$]+\s*from\s*)?|\bexport\s*[\w*{}\s,$]*\s*from\s*|\bimport\s*\(\s*)["'](\.{1,2}/[^"']+)["']""")


def js_graph() -> dict[str, set[str]]:
    """pwa/js/'s modules and the modules each imports (static ``import``/``export ... from`` and
    ``import()`` alike), by their paths from pwa/js/."""
    base = ROOT / "pwa" / "js"
    graph: dict[str, set[str]] = {}
    for path in sorted(base.rglob("*.js")):
        imports = {(path.parent / target).resolve() for target in JS_IMPORT.findall(path.read_text())}
        graph[str(path.relative_to(base))] = {str(target.relative_to(base)) for target in imports
                                              if target.is_relative_to(base)}
    return graph


def circles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components with more than one module (Tarjan's algorithm): each one is
    a circle of imports, or several sharing modules."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for target in sorted(graph.get(node, ())):
            if target not in index:
                visit(target)
                low[node] = min(low[node], low[target])
            elif target in on_stack:
                low[node] = min(low[node], index[target])
        if low[node] == index[node]:
            component = []
            while True:
                member = stack.pop()
                on_stack.discard(member)
                component.append(member)
                if member == node:
                    break
            if len(component) > 1:
                found.append(sorted(component))

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return found


def test_the_circle_finder_finds_a_circle_and_passes_a_line():
    assert circles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]
    assert circles({"a": {"b"}, "b": {"c"}, "c": set()}) == []


def test_the_import_reader_sees_late_relative_and_type_only_imports(tmp_path):
    package = tmp_path / "pkg"
    (package / "low").mkdir(parents=True)
    (package / "__init__.py").write_text("")
    (package / "low" / "__init__.py").write_text("")
    (package / "low" / "base.py").write_text(
        "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from ..high import top\n"
        "def f():\n    from .. import high\n")
    (package / "high.py").write_text("from .low.base import f\nimport pkg.low\n")
    graph = python_graph("pkg", root=tmp_path)
    assert graph["pkg.low.base"] == {"pkg.high"}
    assert graph["pkg.high"] == {"pkg.low.base", "pkg.low"}
    assert circles(graph) == [["pkg.high", "pkg.low.base"]]


@pytest.mark.parametrize("packages", [("engine",), ("api",), ("engine", "api")], ids=["engine", "api", "both"])
def test_no_python_import_circle(packages):
    assert circles(python_graph(*packages)) == []


def test_no_import_circle_among_the_phones_modules():
    graph = js_graph()
    assert len(graph) > 40 and graph["app.js"], "the reader found pwa/js's modules and their imports"
    assert circles(graph) == []


def room_of(module: str) -> int | None:
    """The floor of an api/ module (its room's place in ROOMS); None for the app's own modules."""
    if module in APP_MODULES:
        return None
    room = module.split(".")[1]
    assert room in ROOMS, f"{module} is in no room of ROOMS: put it in one, and in docs/architecture.md"
    return ROOMS.index(room)


def test_every_api_module_is_in_a_room_or_puts_the_app_together():
    for name in python_modules("api"):
        room_of(name)


def test_no_room_imports_from_a_room_above_it():
    upward = []
    for name, imports in python_graph("api").items():
        floor = room_of(name)
        if floor is None:
            continue
        for target in imports:
            target_floor = room_of(target)
            if target_floor is None or target_floor > floor:
                upward.append(f"{name} ({ROOMS[floor]}) imports {target}")
    assert upward == []


def test_the_store_imports_nothing_of_the_app_above_it():
    # The bottom room by name, not only by place in ROOMS: what a change to the store can break.
    for name, imports in python_graph("api").items():
        if name.startswith("api.store"):
            assert all(target.startswith("api.store") for target in imports), (name, imports)


def test_architecture_doc_draws_the_same_rooms_in_the_same_order():
    text = (ROOT / "docs" / "architecture.md").read_text()
    section = text.split("## The rooms of api/", 1)[1].split("\n## ", 1)[0]
    drawn = re.findall(r"^\| `api/(\w+)/` \|", section, re.M)
    assert drawn == list(reversed(ROOMS)), "docs/architecture.md draws the rooms top floor first"
    folders = sorted(path.name for path in (ROOT / "api").iterdir() if (path / "__init__.py").exists())
    assert folders == sorted(ROOMS)
