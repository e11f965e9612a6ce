"""No test reads outside the repository except through JOURNAL_DESIGNER_DATA.

Two checks: the sources (no test builds a path above the repository, names the neighbouring
`shared` folder or a home folder, or reads the variable but through tests/designer_data.py), and
the running suite (tests/outside_reads.py fails a test that opens, lists or hands a program a
path beside the repository)."""
from __future__ import annotations

import ast
import os
import re
import subprocess
import sys
from pathlib import Path

from tests import outside_reads
from tests.outside_reads import Boundary, Watcher

ROOT = Path(__file__).resolve().parents[1]
TESTS = ROOT / "tests"
THE_DOOR = {TESTS / "designer_data.py", TESTS / "outside_reads.py", Path(__file__).resolve()}
ESCAPES = re.compile(r"""\.\./shared|/\s*["']shared["']|["']/work/|Path\.home\(|expanduser\(|"""
                     r"""\b(ROOT|REPO\w*)\.parent\b""")


def source_files():
    return sorted(path for path in TESTS.rglob("*.py") if path.resolve() not in THE_DOOR)


def _parents_index(node: ast.AST) -> int | None:
    """N of an expression `….parents[N]`, else None."""
    if (isinstance(node, ast.Subscript) and isinstance(node.value, ast.Attribute)
            and node.value.attr == "parents" and isinstance(node.slice, ast.Constant)):
        return node.slice.value
    return None


def test_no_test_source_builds_a_path_above_the_repository():
    problems = []
    for path in source_files():
        depth = len(path.relative_to(ROOT).parts)     # parents[depth - 1] is the repository
        for node in ast.walk(ast.parse(path.read_text())):
            index = _parents_index(node)
            if index is not None and index >= depth:
                problems.append(f"{path.relative_to(ROOT)}:{node.lineno}: parents[{index}] is above the repository")
    assert problems == []


def test_no_test_source_names_a_folder_beside_the_repository_or_a_home_folder():
    problems = [f"{path.relative_to(ROOT)}:{number}: {line.strip()}"
                for path in source_files()
                for number, line in enumerate(path.read_text().splitlines(), 1)
                if ESCAPES.search(line.split("#", 1)[0])]
    assert problems == []


def test_only_the_designer_data_module_reads_the_variable():
    readers = [f"{path.relative_to(ROOT)}:{number}" for path in source_files()
               for number, line in enumerate(path.read_text().splitlines(), 1)
               if outside_reads.VARIABLE in line and ("environ" in line or "getenv" in line)]
    assert readers == []


def test_a_path_beside_the_repository_is_outside_and_the_named_folders_are_not(tmp_path):
    repository, shared = tmp_path / "clone", tmp_path / "shared"
    boundary = Boundary(repository=repository)
    assert boundary.is_outside(str(shared / "data" / "cards.csv"))
    assert boundary.is_outside(str(repository / ".." / "shared"))
    assert not boundary.is_outside(str(repository / "tests" / "data" / "cards.csv"))
    assert not boundary.is_outside("/usr/share/fonts/x.ttf")        # not beside the repository at all
    assert not Boundary(repository=repository, allowed=(str(shared),)).is_outside(str(shared / "rules"))
    assert not Boundary(repository=Path("/clone")).is_outside("/shared/data")   # a clone at the root


def test_the_watcher_notes_real_opens_listings_and_programs_beside_the_repository(tmp_path):
    (tmp_path / "shared").mkdir()
    outside = tmp_path / "shared" / "cards.csv"
    outside.write_text("name\n")
    watcher = outside_reads.install()
    saved, watcher.boundary = watcher.boundary, Boundary(repository=tmp_path / "clone")
    try:
        outside.read_text()
        os.listdir(outside.parent)
        subprocess.run([sys.executable, "-c", "pass", str(outside)], check=True)
        (tmp_path / "clone").mkdir()
        (tmp_path / "clone" / "inside.txt").write_text("fine")
    finally:
        watcher.boundary = saved
    seen = watcher.take()
    assert [line.split(" ", 1)[0] for line in seen] == ["open", "os.listdir", "subprocess.Popen"]
    assert all(str(outside.parent) in line for line in seen)


def test_a_watcher_ignores_events_it_does_not_watch_and_descriptors():
    watcher = Watcher(Boundary(repository=Path("/a/clone")))
    watcher("open", (3, "r", 0))
    watcher("sys._getframe", ("/a/shared",))
    watcher("open", ("/a/shared/x", "r", 0))
    assert watcher.take() == ["open /a/shared/x"]
