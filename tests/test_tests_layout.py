"""The tests mirror the packages (docs/dev/style.md, layout): tests/reports/ tests reports/ itself
and names no game, and each game's chronicle tests live in tests/domain/<game>/, the folder that
mirrors domain/rulesets/<game>/, whose modules import no other game."""
from __future__ import annotations

import ast
from pathlib import Path

from domain.rulesets import available

TESTS = Path(__file__).resolve().parent
REPORTS = TESTS / "reports"


def modules_under(folder: Path) -> list[Path]:
    """Every Python module under `folder`, test modules, helpers and conftest.py alike."""
    return sorted(folder.rglob("*.py"))


def imported(path: Path) -> set[str]:
    """The modules `path` imports by absolute name (relative imports stay inside its folder)."""
    names = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            names |= {alias.name for alias in node.names}
        elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
            names |= {node.module} | {f"{node.module}.{alias.name}" for alias in node.names}
    return names


def games_of(names: set[str], prefix: tuple[str, ...]) -> set[str]:
    """The games whose package under `prefix` (e.g. domain.rulesets) one of `names` is, or is in."""
    games = set()
    for name in names:
        parts = tuple(name.split("."))
        if parts[:len(prefix)] == prefix and len(parts) > len(prefix) and parts[len(prefix)] in available():
            games.add(parts[len(prefix)])
    return games


def game_of(path: Path) -> str | None:
    """The game whose test folder holds `path`, if any."""
    parts = path.relative_to(TESTS).parts
    return parts[1] if len(parts) > 2 and parts[0] == "domain" and parts[1] in available() else None


def chronicles_tested(path: Path) -> set[str]:
    """The games whose chronicle the module at `path` tests: by its name, or by importing it."""
    names = imported(path)
    told = {game for game in available() if "chronicle" in path.stem and game in path.stem}
    for name in names:
        parts = name.split(".")
        if parts[:2] == ["domain", "rulesets"] and len(parts) > 3 and parts[3] == "chronicle":
            told.add(parts[2])
    return told & set(available())


def test_no_module_of_tests_reports_is_named_after_a_game():
    named = [path.name for path in modules_under(REPORTS) if any(game in path.stem for game in available())]
    assert named == [], "a game's tests go to tests/domain/<game>/"


def test_the_tests_of_reports_import_no_game():
    """A reports test reaches a game through the registry or that game's test builders."""
    found = {path.name: games_of(imported(path), ("domain", "rulesets")) for path in modules_under(REPORTS)}
    assert {name: games for name, games in found.items() if games} == {}


def test_every_chronicle_test_of_a_game_is_in_that_games_folder():
    astray = {str(path.relative_to(TESTS)): told for path in modules_under(TESTS)
              if (told := chronicles_tested(path)) and told != {game_of(path)}}
    assert astray == {}


def test_the_tests_of_a_game_import_no_other_game():
    crossing = {}
    for path in modules_under(TESTS / "domain"):
        game = game_of(path)
        names = imported(path)
        others = (games_of(names, ("domain", "rulesets")) | games_of(names, ("tests", "domain"))) - {game}
        if game and others:
            crossing[str(path.relative_to(TESTS))] = others
    assert crossing == {}
