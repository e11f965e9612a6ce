"""The rules audit stays true (docs/dev/rules-audit.md, issue #50): every rulebook rule it lists
names code that exists (`package.module:name`) or a passage of the docs that is there
(`docs/page.md "words"`), and a test function that exists (`tests/path.py::name`); each
rulebook's summary counts the rows it has. A renamed function or test fails here, so the audit
cannot rot silently."""
from __future__ import annotations

import ast
import importlib
import re
from functools import cache
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
AUDIT = ROOT / "docs" / "dev" / "rules-audit.md"
TICKED = re.compile(r"`([^`]+)`")
CODE = re.compile(r"^([a-z_][\w.]*):([A-Za-z_][\w.]*)$")
PASSAGE = re.compile(r'^(docs/[\w./-]+\.md) "(.+)"$')
TEST = re.compile(r"^(tests/[\w/]+\.py)::(\w+)$")
SUMMARY = re.compile(r"^Summary: (\d+) enforceable rules, (\d+) computed or checked, (\d+) documented")
IN_ALL = re.compile(r"In all: (\d+) enforceable rules; (\d+) computed or checked by the app, (\d+) recorded")
UNTESTED = ("documented", "group's data", "adjust")


def sections() -> dict[str, dict]:
    """Each `## ` section of the audit: its table rows (rule, status, where, test) and summary."""
    found: dict[str, dict] = {}
    current = None
    for line in AUDIT.read_text(encoding="utf-8").splitlines():
        if line.startswith("## "):
            current = found.setdefault(line[3:].strip(), {"rows": [], "summary": None})
        elif current is not None and line.startswith("|") and not set(line) <= set("|- "):
            cells = [cell.strip() for cell in line.strip().strip("|").split(" | ")]
            if cells[0] != "Rule (section: words)":
                current["rows"].append(cells)
        elif current is not None and (match := SUMMARY.match(line)):
            current["summary"] = tuple(int(n) for n in match.groups())
    return {name: part for name, part in found.items() if part["rows"]}


SECTIONS = sections()
ROWS = [(name, row) for name, part in SECTIONS.items() for row in part["rows"]]
ROW_IDS = [f"{name[:12]}-{number}" for number, (name, _) in enumerate(ROWS)]


@cache
def functions_in(path: str) -> frozenset[str]:
    """The names of every function defined in the test module at `path` (top level or in a class)."""
    tree = ast.parse((ROOT / path).read_text(encoding="utf-8"))
    return frozenset(node.name for node in ast.walk(tree) if isinstance(node, ast.FunctionDef))


def resolves(item: str) -> bool:
    """Does `module:name` (name may be dotted) name something the module has?"""
    module, name = CODE.match(item).groups()
    target = importlib.import_module(module)
    for part in name.split("."):
        if not hasattr(target, part):
            return False
        target = getattr(target, part)
    return True


def test_the_audit_covers_the_five_rulebooks_and_is_dated():
    text = AUDIT.read_text(encoding="utf-8")
    assert "2026-12-07" in text
    titles = " ".join(SECTIONS)
    for game in ("d6D", "Dwarfs Winter", "nine-trait", "v19.3", "V24"):
        assert game in titles, f"the audit has no section for {game}"


@pytest.mark.parametrize("name,row", ROWS, ids=ROW_IDS)
def test_every_row_names_code_or_docs_that_exist(name, row):
    rule, status, where, tested = row
    items = TICKED.findall(where)
    assert items, f"{name}: {rule!r} names no place"
    for item in items:
        if PASSAGE.match(item):
            page, words = PASSAGE.match(item).groups()
            assert words in (ROOT / page).read_text(encoding="utf-8"), f"{name}: {page} no longer says {words!r}"
        else:
            assert CODE.match(item), f"{name}: {item!r} is neither module:name nor docs/page.md \"words\""
            assert resolves(item), f"{name}: {item} does not exist"


@pytest.mark.parametrize("name,row", ROWS, ids=ROW_IDS)
def test_every_row_names_tests_that_exist(name, row):
    rule, status, where, tested = row
    items = TICKED.findall(tested)
    if not items:
        assert any(word in status for word in UNTESTED), f"{name}: {rule!r} is computed but names no test"
    for item in items:
        assert TEST.match(item), f"{name}: {item!r} is not tests/path.py::test_name"
        path, function = TEST.match(item).groups()
        assert (ROOT / path).is_file(), f"{name}: {path} does not exist"
        assert function in functions_in(path), f"{name}: {path} has no {function}"


@pytest.mark.parametrize("name", list(SECTIONS))
def test_each_summary_counts_its_rows(name):
    part = SECTIONS[name]
    assert part["summary"], f"{name} has no summary line"
    total, computed, documented = part["summary"]
    rows = part["rows"]
    assert total == len(rows)
    assert computed == sum(1 for row in rows if re.search(r"\b(computed|checked)\b", row[1]))
    assert documented == sum(1 for row in rows if any(word in row[1] for word in UNTESTED))


def test_the_totals_are_the_sums_of_the_summaries():
    found = IN_ALL.search(" ".join(AUDIT.read_text(encoding="utf-8").split()))
    assert found, "the audit gives no totals"
    sums = [sum(part["summary"][i] for part in SECTIONS.values()) for i in range(3)]
    assert [int(n) for n in found.groups()] == sums
