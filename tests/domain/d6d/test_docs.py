"""docs/d6d.md stays true: the coordinates and crossings printed there are the code's (its
commands, setup, event kinds and rules: tests/domain/test_ruleset_docs.py)."""
import itertools
import pathlib
import re

from domain.rulesets.d6d.geometry import WORLDS, WORLD_IDS, crosses, line

DOC = (pathlib.Path(__file__).resolve().parents[3] / "docs" / "d6d.md").read_text()


def test_the_coordinates_in_the_docs_are_the_sheets():
    rows = {int(w): (int(x), int(y)) for w, x, y in re.findall(r"^\| (\d) \| (\d+) \| (\d+) \|$", DOC, re.M)}
    assert rows == WORLDS


def test_the_crossing_lines_listed_in_the_docs_are_the_computed_ones():
    listed = {tuple(sorted([(int(a), int(b)), (int(c), int(d))]))
              for a, b, c, d in re.findall(r"(\d)-(\d) × (\d)-(\d)", DOC)}
    lines = [line(a, b) for a, b in itertools.combinations(WORLD_IDS, 2)]
    computed = {tuple(sorted([tuple(first), tuple(second)]))
                for first, second in itertools.combinations(lines, 2) if crosses(first, second)}
    assert listed == computed

