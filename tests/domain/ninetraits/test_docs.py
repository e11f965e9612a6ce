"""docs/ninetraits.md and docs/rules-notes.md stay true: every command has an example its schema
accepts, every event kind and every rule the code can name is documented, every option and
each of its readings is listed."""
import json
import pathlib
import re

from domain.rulesets.ninetraits.events import KINDS
from domain.rulesets.ninetraits.options import OPTIONS
from tests.domain.ninetraits.builders import NINE

ROOT = pathlib.Path(__file__).resolve().parents[3]
DOC = (ROOT / "docs" / "ninetraits.md").read_text()
NOTES = (ROOT / "docs" / "rules-notes.md").read_text()


def examples():
    return [json.loads(block) for block in re.findall(r"```json\n(.*?)\n```", DOC, re.S)]


def test_every_command_has_a_json_example_that_its_schema_accepts():
    commands = {}
    for example in examples():
        if "type" in example:
            commands.setdefault(example["type"], []).append(example)
    assert set(commands) == set(NINE.command_schemas)
    for kind, found in commands.items():
        for example in found:
            NINE.command_schemas[kind]().load(example)


def test_the_setup_example_is_a_valid_setup():
    setups = [example for example in examples() if "characters" in example]
    assert setups and all(NINE.setup_schema().load(setup) for setup in setups)


def test_every_event_kind_is_documented():
    assert [kind for kind in sorted(KINDS) if f"`{kind}`" not in DOC] == []


def test_every_rule_the_code_can_name_is_explained_in_the_docs():
    source = "".join(path.read_text() for path in (ROOT / "domain" / "rulesets" / "ninetraits").rglob("*.py"))
    rules = set(re.findall(r'RuleViolation\("(ninetraits\.[a-z0-9.-]+[a-z0-9])"', source))
    assert len(rules) > 40 and [rule for rule in sorted(rules) if f"`{rule}`" not in DOC] == []


def test_every_option_and_each_reading_is_in_the_rules_notes():
    section = NOTES[NOTES.index("# The nine-trait roleplaying game"):]
    for name, readings in OPTIONS.items():
        assert f"`{name}`" in section and f"`{name}`" in DOC, name
        for reading in readings:
            assert f"`{reading}`" in section, (name, reading)
    assert "`actions_per_turn`" in section
