"""The body of `POST /campaigns` in the OpenAPI document: one closed object per ruleset, picked
by `ruleset`, whose `setup` is that ruleset's own.

A ruleset's setup is what the server loads it with: its marshmallow setup schema (apispec
writes it, closed, required fields and all), plus what its setup document asks that the schema
only takes through its own pre-load step (the readings beside the other fields, which some
rulesets also take nested under `options`), plus each `by` field of the
setup document as a rule: given when the field it depends on has one of its cases, absent
otherwise. A ruleset without a setup schema takes no setup: an empty object.
"""
from __future__ import annotations

from typing import Any, Callable

from apispec import APISpec

from domain import rulesets
from domain.kernel.moves import case_key, ruleset_setup

CATALOG = {"type": "string", "description": "an imported card catalog's name (empty or absent: the built-in one)"}


def answer_schema(field: dict) -> dict:
    """The JSON Schema of the answer to one field of a setup document (docs/moves.md)."""
    if "choices" in field:
        items, many = field["choices"], field.get("many", field.get("max", 1) > 1)
        one = _typed({"enum": items}, items)
        if not many:
            return one
        return {"type": "array", "items": one, "uniqueItems": True, "minItems": field.get("min", 1),
                "maxItems": field.get("max", 1)}
    if "integer" in field:
        low, high = field["integer"]
        return {"type": "integer", "minimum": low, "maximum": high}
    if "text" in field:
        return {"type": "string", "minLength": 1, "maxLength": field["text"]["max"], "pattern": r"\S"}
    if "texts" in field:
        texts = field["texts"]
        return {"type": "array", "uniqueItems": True, "minItems": texts["min"], "maxItems": texts["max"],
                "items": {"type": "string", "minLength": 1, "maxLength": texts.get("length", 200), "pattern": r"\S"}}
    if "among" in field:   # one of the names given for an earlier field
        return {"type": "string", "minLength": 1}
    if "fixed" in field:
        return _typed({"enum": [field["fixed"]]}, [field["fixed"]])
    raise ValueError(f"a setup document's field of kind {next(iter(field))!r} has no answer schema here")


def _typed(schema: dict, items: list) -> dict:
    """OpenAPI 3.0 wants a type beside an enum: the items' own, when they share one."""
    names = {bool: "boolean", int: "integer", float: "number", str: "string"}
    kinds = {names.get(type(item)) for item in items}
    return {"type": kinds.pop(), **schema} if len(kinds) == 1 and None not in kinds else schema


def setup_component(ruleset, setup: dict) -> dict:
    """The ruleset's setup, closed: `setup` is apispec's rendering of its setup schema,
    completed here from its setup document."""
    fields = ruleset_setup(ruleset)["fields"]
    properties = setup.setdefault("properties", {})
    beside = {name: answer_schema(field) for name, field in fields.items() if name not in properties and "by" not in field}
    if beside and properties.get("options", {}).get("additionalProperties") == {"type": "string"}:
        properties["options"] = {"type": "object", "properties": dict(beside), "additionalProperties": False,
                                 "description": "the readings (the same as beside the other fields)"}
    properties.update(beside)
    rules = [_by_rule(name, field, fields, properties) for name, field in fields.items() if "by" in field]
    if rules:
        setup["allOf"] = [*setup.get("allOf", []), *rules]
    setup["additionalProperties"] = False
    return setup


def _by_rule(name: str, field: dict, fields: dict, properties: dict) -> dict:
    """A `by` field is given, as its case says, exactly when the field it depends on has one of
    the cases (a field left out counts as its default)."""
    controller, cases = field["by"], field["cases"]
    chosen = [value for value in fields[controller].get("choices", []) if case_key(value) in cases]
    if name not in properties:
        answers = [answer_schema(case) for case in cases.values()]
        properties[name] = answers[0] if len(answers) == 1 else {"anyOf": answers}
    default_is_a_case = properties.get(controller, {}).get("default") in chosen
    given = {"properties": {controller: {"enum": chosen}}, "required": [name] + ([] if default_is_a_case else [controller])}
    absent: dict[str, Any] = {"not": {"required": [name]}}
    if chosen:
        absent["properties"] = {controller: {"not": {"enum": chosen}}}
        if default_is_a_case:
            absent["required"] = [controller]
    return {"anyOf": [given, absent]}


def register_new_campaigns(spec: APISpec, name_of: Callable, name_schema: dict) -> tuple[dict, Callable[[dict], None]]:
    """The request body of `POST /campaigns` (oneOf per ruleset, by `ruleset`), and the step
    that completes each ruleset's setup once apispec has written the document."""
    setups: dict[str, str] = {}
    for ruleset in rulesets.all_rulesets():
        if ruleset.setup_schema is not None:
            setups[ruleset.name] = name_of(ruleset.setup_schema)
            spec.components.schema(setups[ruleset.name], schema=ruleset.setup_schema)
        else:
            setups[ruleset.name] = f"setup.{ruleset.name}"
            spec.components.schema(setups[ruleset.name], {"type": "object", "additionalProperties": False,
                                                          "description": "this game asks nothing at setup"})
    bodies = {}
    for ruleset, setup in setups.items():
        bodies[ruleset] = f"#/components/schemas/NewCampaign.{ruleset}"
        spec.components.schema(f"NewCampaign.{ruleset}", {
            "type": "object", "required": ["name", "ruleset"], "additionalProperties": False,
            "description": f"a new campaign of {rulesets.get(ruleset).title}",
            "properties": {"name": name_schema, "ruleset": {"type": "string", "enum": [ruleset]},
                           "setup": {"$ref": f"#/components/schemas/{setup}"}, "catalog": CATALOG}})

    def complete(document: dict) -> None:
        components = document["components"]["schemas"]
        for ruleset, setup in setups.items():
            if rulesets.get(ruleset).setup_schema is not None:
                components[setup] = setup_component(rulesets.get(ruleset), components[setup])

    body = {"oneOf": [{"$ref": ref} for ref in bodies.values()],
            "discriminator": {"propertyName": "ruleset", "mapping": bodies}}
    return body, complete
