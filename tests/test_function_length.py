"""Short functions: none in domain/, journal/, web/ or reports/ runs over 60 lines (issue 47;
STYLE.md's small modules and short functions). A longer one is split where its steps are."""
from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
LONGEST = 60


def _long_functions() -> list[str]:
    found = []
    for package in ("domain", "journal", "web", "reports"):
        for path in sorted((ROOT / package).rglob("*.py")):
            for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
                if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
                    lines = node.end_lineno - node.lineno + 1
                    if lines > LONGEST:
                        found.append(f"{path.relative_to(ROOT).as_posix()}:{node.lineno} {node.name} ({lines} lines)")
    return found


def test_no_function_runs_over_sixty_lines():
    found = _long_functions()
    assert not found, "functions over 60 lines: " + ", ".join(found)
