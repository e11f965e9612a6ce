"""Every example in docs/journal.md runs, in order, and every generic command is documented."""
import json
import re
from pathlib import Path

from domain.kernel import generic

DOC = Path(__file__).resolve().parents[2] / "docs" / "journal.md"


def examples() -> list[dict]:
    return [json.loads(block) for block in re.findall(r"```json\n(.*?)\n```", DOC.read_text(), re.S)]


def test_every_generic_command_has_an_example():
    assert {example["type"] for example in examples()} == set(generic.SCHEMAS)


def test_every_documented_example_is_accepted_in_order(sqlite_journal):
    campaign = sqlite_journal.create_campaign("dice", "Docs")
    for example in examples():
        assert sqlite_journal.execute(campaign, example), example
    assert sqlite_journal.verify(campaign).ok
