"""No import circles: every import statement (at module level or inside a function) is an
edge of the graph of our modules, and the graph has no cycle.

An import inside a function is allowed where it saves time (a heavy library imported only
when used) but never to dodge a circle: it is counted like any other edge.
"""
from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PACKAGES = ("domain", "journal", "web", "reports")


def module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def modules() -> dict[str, Path]:
    return {module_name(path): path for package in PACKAGES for path in (ROOT / package).rglob("*.py")}


def _base(name: str, path: Path, level: int) -> str:
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    for _ in range(level - 1):
        package = package.rpartition(".")[0]
    return package


def imports(name: str, path: Path, known: dict) -> set[str]:
    """The project modules `name` imports: a module if the name is one, else its package."""
    found = set()
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.Import):
            targets = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = _base(name, path, node.level) if node.level else ""
            module = ".".join(part for part in (base, node.module or "") if part)
            targets = [f"{module}.{alias.name}" if f"{module}.{alias.name}" in known else module for alias in node.names]
        else:
            continue
        found |= {target for target in targets if target in known and target != name}
    return found


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """Strongly connected components with more than one module (Tarjan)."""
    index, low, stack, on_stack, found, counter = {}, {}, [], set(), [], [0]

    def visit(node):
        index[node] = low[node] = counter[0]
        counter[0] += 1
        stack.append(node)
        on_stack.add(node)
        for other in sorted(graph[node]):
            if other not in index:
                visit(other)
                low[node] = min(low[node], low[other])
            elif other in on_stack:
                low[node] = min(low[node], index[other])
        if low[node] == index[node]:
            component = []
            while True:
                other = stack.pop()
                on_stack.discard(other)
                component.append(other)
                if other == node:
                    break
            if len(component) > 1:
                found.append(sorted(component))

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return found


def graph() -> dict[str, set[str]]:
    known = modules()
    return {name: imports(name, path, known) for name, path in known.items()}


def test_the_import_graph_of_our_packages_has_no_cycle():
    assert cycles(graph()) == []


def test_transfer_and_the_audits_work_on_the_store_not_on_the_journal_that_calls_them():
    """Export, import, fork and verify read the store through the replayer; the Journal facade
    (service.py) and what it is made of (writing, cached heads) call them, never the reverse."""
    edges = graph()
    calling = {"journal.service", "journal.recording.writing", "journal.recording.heads"}
    for module in ("journal.audit.transfer", "journal.audit.verify", "journal.audit.audits", "journal.audit.export_file"):
        assert not reachable(edges, module) & calling, module


def reachable(edges: dict[str, set[str]], start: str) -> set[str]:
    seen, todo = set(), [start]
    while todo:
        for other in edges[todo.pop()] - seen:
            seen.add(other)
            todo.append(other)
    return seen


def test_the_check_finds_a_cycle_when_there_is_one():
    assert cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]


def test_relative_imports_resolve_to_the_module_or_its_package():
    edges = graph()
    assert "domain.rulesets.sixwinters.game.rules.placement" in edges["domain.rulesets.sixwinters.game.rules.effects"]
    assert "domain.kernel" in edges["domain.rulesets.sixwinters.game.decider"]
