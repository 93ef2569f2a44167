"""Every ruling id the engine declares is cited by a test: a ruling no test names is a rule nobody
checks. A citation is code, not prose: a string the test uses (``rule == "C4"``, a sentence quoting "(H11)") or
the name of a test, its module or a helper (``test_r7_...``, ``test_curse_c8_c9.py``); comments and docstrings
do not count."""
from __future__ import annotations

import ast
import re
from pathlib import Path

import engine
from tests.paths import ROOT

RULING_ID = re.compile(r"^[A-Z]{1,2}\d{1,2}$")
RULING_IN_TEXT = re.compile(r"\b[A-Z]{1,2}\d{1,2}\b")


def declared_rulings() -> dict[str, str]:
    """Ruling id -> the id of the game that declares it (Game.rulings, what docs/rulings.md lists)."""
    return {ruling: game.id for game in engine.all_games() for ruling in game.rulings}


def docstrings(tree: ast.AST) -> set[int]:
    """The ids of the string nodes that are docstrings or other bare strings (prose, not code)."""
    return {id(node.value) for node in ast.walk(tree)
            if isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant) and isinstance(node.value.value, str)}


def cited_in(path: Path) -> set[str]:
    """The ruling ids a test module's code names: in its strings and in its names, not in comments or docstrings."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    prose = docstrings(tree)
    names = [path.stem]
    cited: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in prose:
            cited.update(RULING_IN_TEXT.findall(node.value))
        elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            names.append(node.name)
        elif isinstance(node, ast.Name):
            names.append(node.id)
        elif isinstance(node, ast.Attribute):
            names.append(node.attr)
    cited.update(part.upper() for name in names for part in name.split("_") if RULING_ID.match(part.upper()))
    return cited


def modules_under_tests() -> list[Path]:
    this = Path(__file__).resolve()
    return sorted(path for path in (ROOT / "tests").rglob("*.py") if path.resolve() != this)


def test_every_ruling_the_engine_declares_is_cited_by_a_test():
    cited = set().union(*(cited_in(path) for path in modules_under_tests()))
    missing = {ruling: game for ruling, game in declared_rulings().items() if ruling not in cited}
    assert not missing, f"rulings no test cites (outside comments and docstrings): {missing}"


def test_every_ruling_id_the_engine_names_is_declared_by_a_game():
    # The other direction: an id in a refusal, a tie-break or a table of the engine that no game lists would be
    # cited by nothing, shown nowhere in docs/rulings.md, and unknown to the player reading the refusal.
    named: dict[str, str] = {}
    for path in sorted((ROOT / "engine").rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Constant) and isinstance(node.value, str) and RULING_ID.match(node.value):
                named.setdefault(node.value, str(path.relative_to(ROOT)))
    undeclared = {ruling: where for ruling, where in named.items() if ruling not in declared_rulings()}
    assert not undeclared, f"ruling ids the engine uses but no game declares: {undeclared}"
    assert len(named) >= len(declared_rulings()) // 2  # the scan finds the engine's ids at all


def test_a_citation_is_code_not_a_comment(tmp_path):
    module = tmp_path / "test_sample_x1.py"
    module.write_text('"""Cites Q1 in prose."""\n'
                      "# Q2 in a comment\n"
                      "def test_q3_by_name():\n"
                      '    """Q4 in a docstring."""\n'
                      '    assert error.rule == "Q5" and "(Q6)" in error.message\n', encoding="utf-8")
    assert cited_in(module) == {"X1", "Q3", "Q5", "Q6"}
