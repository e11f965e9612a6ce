"""journal/'s subpackages are layers: each imports only from the layers below it
(docs/dev/architecture.md, "journal/'s subpackages"). Every import counts, at module level, inside
a function or under TYPE_CHECKING: a newcomer reads the direction of the arrows from this list."""
from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
JOURNAL = ROOT / "journal"
# Lowest first. journal.errors and journal.config sit under every layer; journal.service (the
# Journal facade) over every subpackage but sync and the command line; the package itself and __main__ on top.
LAYERS = ("journal.errors journal.config", "journal.envelopes", "journal.store", "journal.history",
          "journal.vaults", "journal.recording", "journal.projections", "journal.audit",
          "journal.service", "journal.sync", "journal.cli", "journal journal.__main__")


def module_name(path: Path) -> str:
    """The dotted name of the module at `path` (a package's __init__.py is the package)."""
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def layer_of(module: str) -> int | None:
    """The index in LAYERS of the layer `module` belongs to (the longest name that holds it; the
    package itself holds only its __init__.py, so a module added at journal/'s top has no layer)."""
    best, found = -1, None
    for index, names in enumerate(LAYERS):
        for name in names.split():
            holds = module == name or (name != "journal" and module.startswith(name + "."))
            if holds and len(name) > best:
                best, found = len(name), index
    return found


def imported(module: str, path: Path, known: set[str]) -> set[str]:
    """The journal modules `module` imports (a module if the name is one, else its package),
    relative imports resolved."""
    package = module if path.name == "__init__.py" else module.rpartition(".")[0]
    found = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found |= {alias.name for alias in node.names}
        elif isinstance(node, ast.ImportFrom):
            base = package.split(".")[:len(package.split(".")) - node.level + 1] if node.level else []
            source = ".".join(base + ([node.module] if node.module else []))
            found |= {f"{source}.{alias.name}" if f"{source}.{alias.name}" in known else source
                      for alias in node.names}
    return {name for name in found if name == "journal" or name.startswith("journal.")}


def wrong_way(edges: dict[str, set[str]]) -> list[str]:
    """Each import of a module from a higher layer than the importer's, as "importer -> imported"."""
    return sorted(f"{module} -> {other}" for module, others in edges.items() for other in others
                  if layer_of(other) is not None and layer_of(other) > layer_of(module))


def journal_imports() -> dict[str, set[str]]:
    """Every journal module's imports of journal modules, by module name."""
    paths = {module_name(path): path for path in sorted(JOURNAL.rglob("*.py"))}
    return {name: imported(name, path, set(paths)) for name, path in paths.items()}


def test_every_journal_module_belongs_to_a_layer():
    assert [name for name in journal_imports() if layer_of(name) is None] == []


def test_no_journal_module_imports_from_a_higher_layer():
    assert wrong_way(journal_imports()) == []


def test_the_check_finds_an_import_from_a_higher_layer():
    edges = {"journal.store.index": {"journal.envelopes.envelope", "journal.history.replay"},
             "journal.history.replay": {"journal.store.index", "journal.errors"}}
    assert wrong_way(edges) == ["journal.store.index -> journal.history.replay"]


def test_relative_imports_resolve_to_their_modules():
    edges = journal_imports()
    assert {"journal.envelopes.envelope", "journal.store.application"} <= edges["journal.history.replay"]
    assert "journal.cli.plugins" in edges["journal.cli.group"]


def test_each_subpackage_says_what_it_owns_and_may_import_and_re_exports_nothing():
    for init in sorted(JOURNAL.glob("*/__init__.py")):
        tree = ast.parse(init.read_text(encoding="utf-8"))
        assert "May import" in (ast.get_docstring(tree) or ""), init.parent.name
        if init.parent.name != "cli":   # the command line's entry point holds its group and main()
            assert [node for node in tree.body if not isinstance(node, ast.Expr)] == [], init.parent.name
