"""The architecture's one-way dependencies and game-agnostic layers, checked on the source."""
import ast
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
GAME_NAMES = re.compile(r"six ?winters|sixwinters|d6d|dwarfs|fuscus|brightdune", re.IGNORECASE)


def imported_modules(path: Path) -> set[str]:
    tree = ast.parse(path.read_text())
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found |= {alias.name.split(".")[0] for alias in node.names}
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            found.add(node.module.split(".")[0])
    return found


def python_files(package: str):
    return sorted((ROOT / package).rglob("*.py"))


def test_domain_imports_nothing_from_journal_web_or_reports():
    for path in python_files("domain"):
        assert not imported_modules(path) & {"journal", "web", "reports", "eventsourcing", "sqlalchemy", "flask"}, path


def test_domain_imports_the_standard_library_and_marshmallow_only():
    """docs/dev/architecture.md: a ruleset runs wherever Python and marshmallow do."""
    import sys

    allowed = set(sys.stdlib_module_names) | {"__future__", "domain", "marshmallow"}
    for path in python_files("domain"):
        assert imported_modules(path) <= allowed, (path, imported_modules(path) - allowed)


def test_journal_imports_neither_web_nor_reports():
    for path in python_files("journal"):
        assert not imported_modules(path) & {"web", "reports", "flask"}, path


def test_only_the_store_modules_import_eventsourcing():
    """The application, its PostgreSQL recorder (imported only for a store there) and its
    SQLite connections (sqlite_connect.py), all in journal/store/."""
    users = sorted(p.relative_to(ROOT).as_posix() for p in python_files("journal")
                   if "eventsourcing" in imported_modules(p))
    assert users == ["journal/store/application.py", "journal/store/postgres_store.py",
                     "journal/store/sqlite_connect.py"]


def test_domain_never_rolls_dice_or_reads_the_clock():
    for path in python_files("domain"):
        assert not imported_modules(path) & {"random", "secrets", "time", "datetime", "uuid"}, path


def test_journal_web_and_reports_name_no_particular_game():
    for package in ("journal", "web", "reports"):
        for path in (ROOT / package).rglob("*"):
            if path.is_file() and path.suffix in {".py", ".html", ".js", ".css", ".txt"}:
                match = GAME_NAMES.search(path.read_text(errors="ignore"))
                assert match is None, f"{path.relative_to(ROOT)} names a game: {match.group(0)!r}"


def test_the_reference_client_knows_no_game_and_only_the_moves_grammar_of_the_domain():
    for path in python_files("clients"):
        source = path.read_text()
        assert GAME_NAMES.search(source) is None, path
        assert not imported_modules(path) & {"journal", "web", "reports", "flask"}, path
        domain_imports = set(re.findall(r"^from (domain[\w.]*) import", source, re.MULTILINE))
        assert domain_imports <= {"domain.kernel.moves"}, (path, domain_imports)


def test_domain_imports_nothing_from_the_migrations():
    for path in python_files("domain"):
        assert "migrations" not in imported_modules(path), path


def test_only_the_migration_loads_the_earlier_rules_and_only_when_it_runs():
    """migrations/ is outside the runtime import path: journal/history/migrating.py imports it inside the
    function that works outcome records out (`journal migrate`, an import, `verify --full`)."""
    users = sorted(str(p.relative_to(ROOT)) for package in ("journal", "web", "reports")
                   for p in python_files(package) if "migrations" in imported_modules(p))
    assert users == ["journal/history/migrating.py"]
    tree = ast.parse((ROOT / "journal" / "history" / "migrating.py").read_text())
    top = {alias.name for node in tree.body if isinstance(node, ast.Import) for alias in node.names}
    assert "migrations" not in top
