"""docs/dwarfswinter.md and docs/rules-notes.md stay true: every command has an example its schema
accepts, every event kind and every rule a command can break is documented, every option is
listed with its readings."""
from __future__ import annotations

import json
import re
from pathlib import Path

from domain.rulesets.dwarfswinter.applying import KINDS
from domain.rulesets.dwarfswinter.options import READINGS, VARIANTS

from .builders import RULES

ROOT = Path(__file__).resolve().parents[3]
DOC = (ROOT / "docs" / "dwarfswinter.md").read_text()
NOTES = (ROOT / "docs" / "rules-notes.md").read_text()
SOURCE = "".join(path.read_text() for path in (ROOT / "domain" / "rulesets" / "dwarfswinter").rglob("*.py"))


def examples():
    return [json.loads(block) for block in re.findall(r"```json\n(.*?)\n```", DOC, re.S)]


def test_every_command_has_a_json_example_that_its_schema_accepts():
    commands = {example["type"]: example for example in examples() if "type" in example}
    assert set(commands) == set(RULES.command_schemas)
    for kind, example in commands.items():
        RULES.command_schemas[kind]().load(example)


def test_the_setup_example_is_a_valid_setup():
    setups = [example for example in examples() if "players" in example]
    assert setups and all(RULES.setup_schema().load(setup) for setup in setups)


def test_every_event_kind_is_documented():
    assert [kind for kind in sorted(KINDS) if f"`{kind}`" not in DOC] == []


def test_every_rule_a_command_can_break_is_documented():
    rules = set(re.findall(r'"(dwarfswinter\.[a-z.-]+)"', SOURCE))
    assert rules and [rule for rule in sorted(rules) if f"`{rule}`" not in DOC] == []


def test_every_option_and_reading_is_in_the_rules_notes():
    section = NOTES[NOTES.index("# Dwarfs Winter"):]
    for name in [*VARIANTS, *READINGS]:
        assert f"`{name}`" in section, name
    for values in READINGS.values():
        assert all(f"`{value}`" in section for value in values)
