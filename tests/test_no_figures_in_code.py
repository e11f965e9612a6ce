"""Figures live in bench output and docs/dev/performance.md, not in the code: a docstring or
comment says what and why, and a measured figure in it goes stale the day the code changes.

A line quotes a measurement when MEASUREMENT finds in it a number with a unit of time, size or
share (`ms`, ` s`, `KB`, `MB`, `GB`, `%`), a ratio written as a number and `x` (`1.3x`), or the
word "faster". Only docstrings (of modules, classes and functions) and comments are read;
code, such as a byte bound written `256 * 1024`, is not.
"""
from __future__ import annotations

import ast
import io
import re
import tokenize
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PACKAGES = ("domain", "journal", "web", "reports")
MOST = 5
MEASUREMENT = re.compile(r"\d[\d,.]*\s?(?:ms|KB|MB|GB|%)(?![A-Za-z])"   # 0.3 ms, 45 KB, 10%
                         r"|\d[\d,.]*\s+s\b"                            # 5 s (not "two 5s")
                         r"|\d(?:\.\d+)?x\b"                            # 1.3x
                         r"|\bfaster\b")


def _docstring_lines(tree: ast.AST) -> set[int]:
    """The line numbers that module, class and function docstrings span."""
    lines = set()
    for node in ast.walk(tree):
        body = getattr(node, "body", None)
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)) and body:
            first = body[0]
            if isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant) \
                    and isinstance(first.value.value, str):
                lines.update(range(first.lineno, first.end_lineno + 1))
    return lines


def _comments(source: str) -> dict[int, str]:
    """Each comment's text by its line number."""
    tokens = tokenize.generate_tokens(io.StringIO(source).readline)
    return {token.start[0]: token.string for token in tokens if token.type == tokenize.COMMENT}


def quoting_lines(path: Path) -> list[str]:
    """The docstring and comment lines of one module that quote a measurement, as path:line."""
    source = path.read_text(encoding="utf-8")
    lines = source.splitlines()
    read = {number: lines[number - 1] for number in _docstring_lines(ast.parse(source))}
    read.update(_comments(source))
    relative = path.relative_to(ROOT)
    return [f"{relative}:{number}" for number, text in sorted(read.items()) if MEASUREMENT.search(text)]


def test_the_pattern_finds_figures_and_not_dice_or_geometry():
    assert all(MEASUREMENT.search(text) for text in ("1.2 ms", "about 45 KB", "some 5 s", "1.3x", "10%",
                                                     "three times faster", "82.5 MB"))
    assert not any(MEASUREMENT.search(text) for text in ("two 5s", "bonus d6s", "a 100 x 100 sheet", "16 bytes"))


def test_at_most_a_few_docstring_or_comment_lines_quote_a_measurement():
    found = [line for package in PACKAGES for path in sorted((ROOT / package).rglob("*.py"))
             for line in quoting_lines(path)]
    assert len(found) <= MOST, "figures belong in docs/dev/performance.md:\n" + "\n".join(found)
