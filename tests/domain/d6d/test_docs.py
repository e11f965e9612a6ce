"""docs/d6d.md stays true: every command and event kind is documented, every JSON example
loads through its schema, and the coordinates and crossings printed there are the code's."""
import itertools
import json
import pathlib
import re

from tests.domain.d6d.builders import D6D
from domain.rulesets.d6d.events import KINDS
from domain.rulesets.d6d.geometry import WORLDS, WORLD_IDS, crosses, line

DOC = (pathlib.Path(__file__).resolve().parents[3] / "docs" / "d6d.md").read_text()


def examples():
    return [json.loads(block) for block in re.findall(r"```json\n(.*?)\n```", DOC, re.S)]


def test_every_command_has_a_json_example_that_its_schema_accepts():
    commands = {example["type"]: example for example in examples() if "type" in example}
    assert set(commands) == set(D6D.command_schemas)
    for kind, example in commands.items():
        D6D.command_schemas[kind]().load(example)


def test_the_setup_example_is_a_valid_setup():
    setups = [example for example in examples() if "players" in example]
    assert setups and all(D6D.setup_schema().load(setup) for setup in setups)


def test_every_event_kind_is_documented():
    assert [kind for kind in sorted(KINDS) if f"`{kind}`" not in DOC] == []


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


def test_every_rule_the_code_can_name_is_explained_in_the_docs():
    source = "".join(path.read_text() for path in (pathlib.Path(__file__).resolve().parents[3]
                                                   / "domain" / "rulesets" / "d6d").glob("*.py"))
    rules = set(re.findall(r'RuleViolation\("(d6d\.[a-z0-9.-]+[a-z0-9])"', source))
    assert rules and [rule for rule in sorted(rules) if f"`{rule}`" not in DOC] == []
