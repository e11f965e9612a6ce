"""A group that types nothing still starts a campaign: every text field of every ruleset's
setup document has a default (docs/moves.md, "default"), and the setup made of the defaults
alone (every text its default, every reading its first choice) is accepted and plays."""
from __future__ import annotations

import random

import pytest

from domain import rulesets
from domain.kernel.moves import check_setup, default_setup, random_command, ruleset_setup

from .legal_play import LegalTable

MOVES = 25   # random legal moves after the setup: enough to leave the setup steps behind
ASKING = [r for r in rulesets.all_rulesets() if r.setup_fields]


def text_fields(fields: dict, path: str = ""):
    """Every text and texts field of a document's fields, with where it is, `by` cases included."""
    for name, spec in fields.items():
        where = f"{path}{name}"
        if "text" in spec or "texts" in spec:
            yield where, spec
        for value, case in spec.get("cases", {}).items():
            yield from text_fields({f"{name}[{value}]": case}, path)
        if "each" in spec:
            yield from text_fields(spec["each"], f"{where}.")


@pytest.mark.parametrize("ruleset", ASKING, ids=lambda r: r.name)
def test_every_text_field_of_the_setup_document_has_a_default(ruleset):
    fields = check_setup(ruleset_setup(ruleset))["fields"]
    assert [where for where, spec in text_fields(fields) if "default" not in spec] == []
    assert any(True for _ in text_fields(fields))   # every game asking anything asks a name


@pytest.mark.parametrize("ruleset", ASKING, ids=lambda r: r.name)
def test_a_campaign_set_up_with_the_defaults_alone_plays(ruleset):
    rng = random.Random(7)
    table = LegalTable(ruleset, default_setup(check_setup(ruleset_setup(ruleset))["fields"]), rng)
    for _ in range(MOVES):
        document = table.document()
        if document["over"] is not None:
            break
        command = random_command(document, rng, app=True)
        assert command is not None, f"nothing to do at position {document['position']}"
        table.play(command)
    assert len(table.log) > 1


@pytest.mark.parametrize("ruleset", ASKING, ids=lambda r: r.name)
def test_every_reading_is_asked_in_sentences_and_each_choice_says_what_it_does(ruleset):
    fields = check_setup(ruleset_setup(ruleset))["fields"]
    for name, spec in fields.items():
        if "choices" not in spec:
            continue
        assert spec.get("label", "").strip(), name                          # the question, not its code word
        if any(not isinstance(item, bool) for item in spec["choices"]):     # yes or no says itself
            assert len(spec.get("labels", ())) == len(spec["choices"]), name
