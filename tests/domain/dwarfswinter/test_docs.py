"""docs/rules-notes.md stays true: every option of Dwarfs Winter is listed with its readings (its
commands, setup, event kinds and rules in docs/dwarfswinter.md: tests/domain/test_ruleset_docs.py)."""
from __future__ import annotations

from pathlib import Path

from domain.rulesets.dwarfswinter.options import READINGS, VARIANTS

ROOT = Path(__file__).resolve().parents[3]
NOTES = (ROOT / "docs" / "rules-notes.md").read_text()


def test_every_option_and_reading_is_in_the_rules_notes():
    section = NOTES[NOTES.index("# Dwarfs Winter"):]
    for name in [*VARIANTS, *READINGS]:
        assert f"`{name}`" in section, name
    for values in READINGS.values():
        assert all(f"`{value}`" in section for value in values)
