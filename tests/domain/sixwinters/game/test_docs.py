"""docs/sixwinters-table.md shows every table command and no other (each example's schema
accepts it: tests/domain/test_ruleset_docs.py); the table's event kinds have stable names."""
import json
import pathlib
import re

from domain.rulesets.sixwinters.game import events
from domain.rulesets.sixwinters.game.decider import DECIDER

DOC = pathlib.Path(__file__).resolve().parents[4] / "docs" / "sixwinters-table.md"


def examples():
    return [json.loads(block) for block in re.findall(r"```json\n(.*?)\n```", DOC.read_text(encoding="utf-8"), re.DOTALL)]


def test_every_table_command_has_a_documented_example():
    documented = {example["type"] for example in examples()}
    assert documented == set(DECIDER.schemas)


def test_every_table_event_kind_is_a_stable_sixwinters_name():
    assert all(kind.startswith("sixwinters/table-") for kind in events.KINDS)
