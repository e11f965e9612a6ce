"""docs/ninetraits.md and docs/rules-notes.md stay true: every option and each of its readings is
listed (its commands, setup, event kinds and rules: tests/domain/test_ruleset_docs.py)."""
import pathlib

from domain.rulesets.ninetraits.options import OPTIONS

ROOT = pathlib.Path(__file__).resolve().parents[3]
DOC = (ROOT / "docs" / "ninetraits.md").read_text()
NOTES = (ROOT / "docs" / "rules-notes.md").read_text()


def test_every_option_and_each_reading_is_in_the_rules_notes():
    section = NOTES[NOTES.index("# The nine-trait roleplaying game"):]
    for name, readings in OPTIONS.items():
        assert f"`{name}`" in section and f"`{name}`" in DOC, name
        for reading in readings:
            assert f"`{reading}`" in section, (name, reading)
    assert "`actions_per_turn`" in section
