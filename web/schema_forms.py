"""Marshmallow command schemas -> form field descriptions, and form data -> commands.

The site knows no game: every form on a page is generated here from a ruleset's
`command_schemas` (plus the generic ones). A field becomes a widget by its type:
strings -> text (select with OneOf, textarea when long), integers -> number,
booleans -> checkbox, lists of dice -> the dice tapper, lists of strings -> one
per line, a field whose metadata lists `choices` -> select, anything else -> JSON.
"""
from __future__ import annotations

import json

from marshmallow import fields, validate

from domain.kernel import generic
from journal.recording import strict_json

MISSING_TEXT = ""


def command_schemas(ruleset) -> dict:
    """Every command type a campaign of this ruleset accepts, generic ones first."""
    return {**generic.SCHEMAS, **ruleset.command_schemas}


def _validator(field, kind):
    return next((v for v in field.validators if isinstance(v, kind)), None)


def _is_die_schema(schema) -> bool:
    names = set(schema.fields)
    return {"sides", "value"} <= names


def _die_hint(schema, field, name: str) -> dict:
    kind_field, sides_field = schema.fields.get("kind"), schema.fields.get("sides")
    kinds = _validator(kind_field, validate.OneOf) if kind_field else None
    hint = {"kind": _plain_default(kind_field) or "d", "sides": _plain_default(sides_field) or 6,
            "kinds": list(kinds.choices) if kinds else []}
    if hint["kind"] == "d" and not hint["kinds"]:
        hint["kind"] = _kind_from_name(name) or "d"
    for key in ("kind", "sides", "kinds"):
        if key in field.metadata:
            hint[key] = field.metadata[key]
    return hint


def _kind_from_name(name: str) -> str | None:
    """`stress_dice` -> "stress": a field named for its dice hints at their kind."""
    for suffix in ("_dice", "_die", "_rolls"):
        if name.endswith(suffix) and len(name) > len(suffix):
            return name[: -len(suffix)]
    return None


def _plain_default(field):
    default = getattr(field, "load_default", None)
    if default is None or callable(default) or type(default).__name__ == "_Missing":
        return None
    return default


def _nested_schema(field):
    if isinstance(field, fields.Nested):
        return field.schema
    return None


def _widget(field, name: str) -> tuple[str, dict]:
    """The widget for one marshmallow field and its extra settings."""
    if isinstance(field, fields.Boolean):
        return "checkbox", {}
    if field.metadata.get("choices"):   # offered as a choice, whatever else the field accepts (e.g. an audience)
        return "select", {"choices": [str(c) for c in field.metadata["choices"]]}
    if isinstance(field, fields.Integer):
        bounds = _validator(field, validate.Range)
        return "number", {"min": getattr(bounds, "min", None), "max": getattr(bounds, "max", None)}
    if isinstance(field, fields.String):
        choices = _validator(field, validate.OneOf)
        if choices:
            return "select", {"choices": [str(c) for c in choices.choices]}
        length = _validator(field, validate.Length)
        long = length is None or (length.max or 0) > 200
        return ("textarea" if long else "text"), {"maxlength": getattr(length, "max", None)}
    if isinstance(field, fields.List):
        inner = _nested_schema(field.inner)
        if inner is not None and _is_die_schema(inner):
            return "dice", {"die": _die_hint(inner, field, name)}
        if type(field.inner) is fields.String:
            return "lines", {}
    nested = _nested_schema(field)
    if nested is not None and _is_die_schema(nested):
        return "die", {"die": _die_hint(nested, field, name)}
    return "json", {}


def describe(schema_class) -> list[dict]:
    """Field descriptions for a form, in declaration order, without `type`."""
    schema = schema_class()
    described = []
    for name, field in schema.fields.items():
        if name == "type" or field.dump_only:
            continue
        widget, extra = _widget(field, name)
        default = _plain_default(field)
        described.append({
            "name": field.data_key or name, "label": field.metadata.get("label", name.replace("_", " ").capitalize()),
            "widget": widget, "required": bool(field.required), "help": field.metadata.get("description", ""),
            "default": default, **extra,
        })
    return described


def describe_all(ruleset, only=None) -> dict:
    """type -> {"doc": schema docstring, "fields": [...]} for every command (or those `only`
    names: a ruleset has some fifty, and describing one builds its schema)."""
    return {kind: {"doc": (schema.__doc__ or "").strip(), "fields": describe(schema)}
            for kind, schema in command_schemas(ruleset).items() if only is None or kind in only}


def parse_form(described: list[dict], form, prefix: str = "") -> tuple[dict, dict]:
    """Turn posted form values into a command body; returns (data, errors)."""
    data, errors = {}, {}
    for spec in described:
        key = prefix + spec["name"]
        raw = form.get(key, MISSING_TEXT)
        if spec["widget"] == "checkbox":
            data[spec["name"]] = key in form
            continue
        if raw.strip() == "":
            continue
        try:
            data[spec["name"]] = _convert(spec["widget"], raw)
        except ValueError as error:
            errors[spec["name"]] = [str(error)]
    return data, errors


def _convert(widget: str, raw: str):
    if widget == "number":
        try:
            return int(raw)
        except ValueError:
            raise ValueError(f"{raw!r} is not a whole number") from None
    if widget == "lines":
        return [line.strip() for line in raw.splitlines() if line.strip()]
    if widget in ("json", "dice", "die"):
        try:
            return strict_json.loads(raw)
        except json.JSONDecodeError as error:
            raise ValueError(f"not valid JSON: {error.msg}") from None
        except ValueError as error:   # a key given twice, nesting deeper than the limit
            raise ValueError(strict_json.problem(error)) from None
    return raw
