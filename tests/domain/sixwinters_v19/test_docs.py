"""docs/sixwinters-v19.md stays true: the setup and catalog examples load, every option is
documented (its commands, event kinds and rules: tests/domain/test_ruleset_docs.py), and the
On Two Fronts grid printed there is the built-in card's; every TBD of the v19.3 rulebook has its
row in docs/rules-notes.md (the rulebook itself is read only to check the list of TBDs kept here,
when JOURNAL_DESIGNER_DATA names the designer's folder: tests/designer_data.py)."""
import json
import pathlib
import re

import pytest

from domain.rulesets.sixwinters_v19 import RULESET as V19
from domain.rulesets.sixwinters_v19.catalog import builtin
from domain.rulesets.sixwinters_v19.catalog.files import merge
from domain.rulesets.sixwinters_v19.options import READINGS
from tests.designer_data import designer_path

ROOT = pathlib.Path(__file__).resolve().parents[3]
DOC = (ROOT / "docs" / "sixwinters-v19.md").read_text()
NOTES = (ROOT / "docs" / "rules-notes.md").read_text()


def examples() -> list[dict]:
    return [json.loads(block) for block in re.findall(r"```json\n(.*?)\n```", DOC, re.S)]


def test_the_setup_example_starts_a_campaign():
    (setup,) = [example for example in examples() if "players" in example and "type" not in example]
    loaded = V19.setup_schema().load(setup)
    assert V19.initial_state(loaded)["tracks"]["support"] == {"progress": 1, "threat": 3}


def test_the_catalog_example_merges_into_the_built_in_catalog():
    (example,) = [example for example in examples() if "remove" in example]
    catalog = merge(example, builtin(), "ours.json")
    assert catalog["obstacles"]["Wolves"]["defense"] == [3, 3] and "Highwaymen" not in catalog["obstacles"]


def test_every_option_is_listed_with_its_values_here_and_in_the_rules_notes():
    for reading in READINGS:
        row = next(line for line in DOC.splitlines() if line.startswith(f"| `{reading.name}` |"))
        assert ", ".join(f"`{value}`" for value in reading.values) in row
        assert f"`{reading.name}`" in NOTES


def test_the_on_two_fronts_grid_in_the_docs_is_the_built_in_card():
    block = DOC.split("On Two Fronts reads:\n\n```\n", 1)[1].split("\n```", 1)[0]
    rows = [line.split() for line in block.splitlines()]
    assert rows == [row.split() for row in builtin()["progress"]["On Two Fronts"]["grid"]]


def test_every_view_and_picture_is_named():
    assert all(f"`{name}`" in DOC for name in (*V19.views, *V19.pictures))


# The headings of the v19.3 rulebook whose text is only "TBD", in the rulebook's order (heading
# names are facts; the rulebook itself is the designer's, in rules/ of JOURNAL_DESIGNER_DATA).
TBD_HEADINGS = (
    "Obstacle Draw Decks", "Obstacle Discard", "In Play Obstacles", "Activation Icons", "Skills",
    "Abilities", "Stress", "Conditions", "Motivation", "Discord", "Burn Obstacles",
    "Unlock New Obstacles", "Shuffle Obstacle Decks", "Unlock New Locations",
    "Recover Unlocked Characters", "Advance Year", "Sample Turn", "Character Appendix",
    "Obstacle Appendix", "Location Appendix",
)


@pytest.fixture(scope="module")
def rulebook() -> str:
    return designer_path("rules", "six-winters-v19.3-rules.md", what="the v19.3 rulebook").read_text(encoding="utf-8")


def test_every_tbd_of_the_rulebook_is_listed_with_how_it_is_recorded():
    """Each heading of the rulebook whose text is "TBD" has its row in the rule notes' table."""
    tbd = list(TBD_HEADINGS)
    assert len(tbd) == 20 and "Advance Year" in tbd and "Discord" in tbd
    section = NOTES.split("## Every TBD of the rulebook and how it is recorded", 1)[1]
    rows = [row.split("|")[1].strip() for row in section.splitlines() if row.startswith("| ") and "---" not in row]
    named = {name.strip() for row in rows for name in re.sub(r" \(.*\)$", "", row).split(",")}
    assert [heading for heading in tbd if heading not in named] == []
    assert {"Burn Locations", "Calculate Victory Points"} <= named     # named by the rulebook without a text


def test_the_tbd_headings_listed_here_are_the_rulebooks(rulebook):
    tbd = [heading for heading, body in re.findall(r"^#+ ([^\n]+)\n+(.*?)(?=^#|\Z)", rulebook, re.M | re.S)
           if body.strip() == "TBD"]
    assert tbd == list(TBD_HEADINGS)
