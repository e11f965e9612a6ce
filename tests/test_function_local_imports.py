"""Imports sit at the top of a module: at most ten imports inside functions in domain/, journal/,
web/ and reports/ outside the command line's lazily loaded commands (journal/cli*), each loading
something heavy only where it is used (the PostgreSQL driver, WeasyPrint, apispec, the writer's
schemas, the verifier, export and import) (issue 47)."""
from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
MOST = 10


def _local_imports() -> list[str]:
    found = set()
    for package in ("domain", "journal", "web", "reports"):
        for path in sorted((ROOT / package).rglob("*.py")):
            where = path.relative_to(ROOT).as_posix()
            if where.startswith("journal/cli"):
                continue
            for function in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
                if isinstance(function, (ast.FunctionDef, ast.AsyncFunctionDef)):
                    found.update(f"{where}:{node.lineno}" for node in ast.walk(function)
                                 if isinstance(node, (ast.Import, ast.ImportFrom)))
    return sorted(found)


def test_at_most_ten_imports_are_inside_functions():
    found = _local_imports()
    assert len(found) <= MOST, f"{len(found)} imports inside functions: " + ", ".join(found)
