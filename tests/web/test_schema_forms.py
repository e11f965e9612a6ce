"""Forms come from marshmallow schemas: each field type gets its widget."""
from __future__ import annotations

from werkzeug.datastructures import MultiDict

from domain.kernel import generic
from web.schema_forms import describe, describe_all, parse_form

from .sketch_ruleset import RULESET, MarkSchema


def by_name(schema):
    return {f["name"]: f for f in describe(schema)}


def test_each_field_type_becomes_its_widget():
    fields = by_name(MarkSchema)
    assert "type" not in fields
    assert fields["colour"]["widget"] == "select" and fields["colour"]["choices"] == ["red", "blue"]
    assert fields["colour"]["required"] is True
    assert (fields["count"]["widget"], fields["count"]["min"], fields["count"]["max"], fields["count"]["default"]) == ("number", 1, 9, 1)
    assert fields["dice"]["widget"] == "dice" and fields["dice"]["die"]["sides"] == 6
    assert fields["dice"]["die"]["kinds"] == ["ink", "wash"] and fields["dice"]["die"]["kind"] == "ink"
    assert fields["bold"]["widget"] == "checkbox"
    assert fields["label"]["widget"] == "text"


def test_lists_that_are_not_dice_fall_back_to_json_and_long_text_to_a_textarea():
    adjust = by_name(generic.AdjustSchema)
    note = by_name(generic.NoteSchema)
    assert adjust["changes"]["widget"] == "json"
    assert note["text"]["widget"] == "textarea"


def test_every_ruleset_command_and_the_generic_ones_get_a_form():
    forms = describe_all(RULESET)
    assert {"roll", "note", "adjust", "retract", "mark"} <= set(forms)
    assert "Mark the sketch" in forms["mark"]["doc"]
    # the table's "Correct" forms describe only the commands they offer, the same way
    assert describe_all(RULESET, only=("retract", "adjust")) == {"adjust": forms["adjust"], "retract": forms["retract"]}


def test_posted_form_values_become_typed_command_fields():
    form = MultiDict({"p-colour": "red", "p-count": "3", "p-bold": "on", "p-label": "",
                      "p-dice": '[{"sides": 6, "value": 4}]'})
    data, errors = parse_form(describe(MarkSchema), form, "p-")
    assert errors == {}
    assert data == {"colour": "red", "count": 3, "bold": True, "dice": [{"sides": 6, "value": 4}]}


def test_a_value_that_cannot_be_read_is_reported_by_field():
    data, errors = parse_form(describe(MarkSchema), MultiDict({"count": "two", "dice": "[oops"}))
    assert set(errors) == {"count", "dice"}


def test_a_dice_field_named_for_its_kind_taps_dice_of_that_kind():
    from marshmallow import fields

    from domain.kernel import CommandSchema, DieSchema

    class Push(CommandSchema):
        stress_dice = fields.List(fields.Nested(DieSchema))
        threat_rolls = fields.List(fields.Nested(DieSchema), metadata={"kind": "threat", "sides": 8})

    described = by_name(Push)
    assert described["stress_dice"]["die"]["kind"] == "stress"
    assert described["threat_rolls"]["die"] == {"kind": "threat", "sides": 8, "kinds": []}


def test_the_audience_of_a_note_roll_or_adjustment_is_offered_as_a_choice():
    for schema in (generic.NoteSchema, generic.RollSchema, generic.AdjustSchema):
        (audience,) = [field for field in describe(schema) if field["name"] == "audience"]
        assert audience["widget"] == "select" and audience["choices"] == ["all", "gm"]
        assert audience["required"] is False
