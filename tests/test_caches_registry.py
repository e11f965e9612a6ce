"""Every in-process cache is declared in domain/kernel/caches.py, made there by name, and listed in
docs/dev/performance.md with the figure that justifies it (issue 47, item 4)."""
from __future__ import annotations

import ast
import fnmatch
import re
from pathlib import Path

import pytest

from domain.kernel import caches
from domain.kernel.caches import DECLARED, Bounded, memo

ROOT = Path(__file__).resolve().parents[1]
PACKAGES = ("domain", "journal", "web", "reports")
REGISTRY = "domain/kernel/caches.py"
LEAVING = {"journal/shared_parts.py"}   # goes with the catalog by its hash (issue 47, item 1)
PASSING_ON = {"domain/kernel/remembered.py"}   # makes the cache its caller names (`by_content(name)`)
MAKERS = {"bounded", "bound", "memo", "by_content"}   # the registry's ways to make or size a cache
MEMO_DECORATORS = {"lru_cache", "cache"}


def _sources():
    for package in PACKAGES:
        for path in sorted((ROOT / package).rglob("*.py")):
            where = path.relative_to(ROOT).as_posix()
            if where != REGISTRY and where not in LEAVING:
                yield where, ast.parse(path.read_text(encoding="utf-8"))


def _name(node) -> str | None:
    node = node.func if isinstance(node, ast.Call) else node
    return node.attr if isinstance(node, ast.Attribute) else node.id if isinstance(node, ast.Name) else None


def _found() -> tuple[dict[str, set[str]], list[str]]:
    """The caches made by name (name -> the modules making them), and every cache made otherwise."""
    named: dict[str, set[str]] = {}
    unnamed: list[str] = []
    for where, tree in _sources():
        for node in ast.walk(tree):
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
                unnamed += [f"{where}:{node.lineno} @{_name(d)}" for d in node.decorator_list
                            if _name(d) in MEMO_DECORATORS]
            elif _name(node) == "OrderedDict" or (isinstance(node, ast.Call) and _name(node) == "Bounded"):
                unnamed.append(f"{where}:{node.lineno} {_name(node)}")
            if isinstance(node, ast.Call) and _name(node) in MAKERS:
                first = node.args[0] if node.args else None
                if not (isinstance(first, ast.Constant) and isinstance(first.value, str)):
                    if where in PASSING_ON:
                        continue
                    unnamed.append(f"{where}:{node.lineno} {_name(node)} without a literal name")
                else:
                    named.setdefault(first.value, set()).add(where)
    return named, unnamed


def test_every_cache_is_made_by_its_declared_name_and_nothing_else_keeps_a_memo():
    named, unnamed = _found()
    assert not unnamed, "caches not made through domain/kernel/caches.py: " + ", ".join(sorted(set(unnamed)))
    assert set(named) <= set(DECLARED), f"undeclared: {sorted(set(named) - set(DECLARED))}"
    assert set(DECLARED) <= set(named), f"declared but made nowhere: {sorted(set(DECLARED) - set(named))}"


def test_each_declaration_names_the_modules_that_make_it():
    named, _ = _found()
    for name, modules in named.items():
        where = DECLARED[name].where.split(", ")
        assert all(any(fnmatch.fnmatch(module, w) for w in where) for module in modules), \
            f"{name}: made in {modules}, declared in {where}"


def test_every_cache_has_a_byte_bound_a_key_and_an_invalidation():
    for cache in DECLARED.values():
        assert isinstance(cache.bound, int) and 1024 <= cache.bound, cache
        assert cache.key and cache.weighed and cache.invalidation, cache


def _documented() -> dict[str, str]:
    text = (ROOT / "docs/dev/performance.md").read_text(encoding="utf-8")
    section = text.split("\n## Caches\n", 1)
    assert len(section) == 2, "docs/dev/performance.md has no Caches section"
    rows = re.findall(r"^\| `([a-z0-9-]+)` \|(.*)$", section[1].split("\n## ", 1)[0], re.MULTILINE)
    return dict(rows)


def test_every_cache_is_listed_in_the_performance_notes_with_its_bound_and_figure():
    listed = _documented()
    missing = sorted(set(DECLARED) - set(listed))
    assert not missing, f"not in docs/dev/performance.md's Caches table: {missing}"
    for name, cache in DECLARED.items():
        bound = f"{cache.bound // 1024 // 1024} MB" if cache.bound % (1024 * 1024) == 0 else f"{cache.bound // 1024} KB"
        assert bound in listed[name], f"{name}: the table does not say its bound, {bound}"
    stale = sorted(name for name, row in listed.items() if name not in DECLARED and "removed" not in row)
    assert not stale, f"listed but neither declared nor marked removed: {stale}"


def test_a_bounded_cache_drops_the_least_recently_read_beyond_its_bytes_but_keeps_the_newest():
    kept = Bounded(100)
    kept.put("a", "A", 40)
    kept.put("b", "B", 40)
    assert kept.get("a") == "A"          # read: "b" is now the least recently read
    kept.put("c", "C", 40)
    assert (kept.get("a"), kept.get("b"), kept.get("c")) == ("A", None, "C") and kept.size == 80
    kept.put("huge", "H", 1000)
    assert kept.get("huge") == "H" and len(kept) == 1
    kept.put("huge", "H2", 10, replace=True)
    assert kept.get("huge") == "H2" and kept.size == 10


def test_a_memo_is_bounded_by_the_bytes_its_results_weigh(monkeypatch):
    monkeypatch.setitem(DECLARED, "test-memo", caches.Cache("test-memo", "tests", "n", 2048, "text", "none"))
    calls = []

    @memo("test-memo", weigh=len)
    def text(n: int) -> str:
        calls.append(n)
        return "x" * n

    assert text(1000) == text(1000) and calls == [1000]
    text(1000 + 1)
    text(1000 + 2)          # three of about a thousand bytes: the first is dropped
    text(1000)
    assert calls == [1000, 1001, 1002, 1000]


def test_a_cache_not_declared_cannot_be_made():
    with pytest.raises(KeyError):
        caches.bounded("nowhere")
