"""The moves document and the setup document in JSON Schema, for the OpenAPI document and for
clients that validate what they receive. check.py checks the same and what a schema cannot.

`schemas(ref)` returns named definitions (MovesDocument, Move, MoveField, SetupDocument) whose
references go through `ref(name)`: "#/components/schemas/<name>" in the OpenAPI document,
"#/$defs/<name>" in a standalone schema (`standalone()`). OpenAPI 3.0 has no null type, so
nullable values are written with `nullable` there and as type lists in a standalone schema.
"""
from __future__ import annotations

from typing import Callable

COUNT = {"type": "integer", "minimum": 0}
WORD = {"type": "string", "minLength": 1}
SIDES = {"type": "integer", "minimum": 2}


def _strict(properties: dict, required: list[str]) -> dict:
    return {"type": "object", "properties": properties, "required": required, "additionalProperties": False}


def _fields(ref: Callable[[str], str]) -> dict:
    return {"type": "object", "additionalProperties": {"$ref": ref("MoveField")}}


def field_kinds(ref: Callable[[str], str]) -> list[dict]:
    """One schema per kind of FIELD (docs/moves.md); a setup question may say itself (`label`)."""
    return [{**kind, "properties": {**kind["properties"], "label": WORD}} for kind in _kinds(ref)]


def _kinds(ref: Callable[[str], str]) -> list[dict]:
    die = {"sides": SIDES, "kind": WORD}
    return [
        _strict({"choices": {"type": "array"}, "min": COUNT, "max": COUNT, "many": {"type": "boolean"},
                 "labels": {"type": "array", "items": WORD}, "default": {}}, ["choices"]),
        _strict({"integer": {"type": "array", "items": {"type": "integer"}, "minItems": 2, "maxItems": 2},
                 "default": {"type": "integer"}}, ["integer"]),
        _strict({"dice": _strict({**die, "min": COUNT, "max": COUNT}, ["sides", "kind", "min", "max"])}, ["dice"]),
        _strict({"die": _strict(die, ["sides", "kind"])}, ["die"]),
        _strict({"text": _strict({"required": {"type": "boolean"}, "max": {"type": "integer", "minimum": 1}},
                                 ["required", "max"]), "default": WORD}, ["text"]),
        _strict({"texts": _strict({"min": COUNT, "max": COUNT, "length": {"type": "integer", "minimum": 1}},
                                  ["min", "max"]), "default": {"type": "array", "items": WORD}}, ["texts"]),
        _strict({"among": WORD}, ["among"]),
        _strict({"each": _fields(ref), "min": COUNT, "max": COUNT,
                 "distinct": {"oneOf": [WORD, {"type": "array", "items": WORD, "minItems": 1}]}}, ["each"]),
        _strict({"fixed": {}}, ["fixed"]),
        _strict({"by": WORD, "cases": {"type": "object", "additionalProperties": {"$ref": ref("MoveField")}}},
                ["by", "cases"]),
    ]


def schemas(ref: Callable[[str], str], openapi: bool = True) -> dict[str, dict]:
    """Named definitions of the moves and setup documents."""
    def nullable(schema: dict) -> dict:
        if openapi:
            return {**schema, "nullable": True}
        return {**schema, "type": [schema["type"], "null"]}

    def maybe_move() -> dict:
        if openapi:
            return {"allOf": [{"$ref": ref("Move")}], "nullable": True}
        return {"oneOf": [{"$ref": ref("Move")}, {"type": "null"}]}

    move = _strict({"type": WORD, "label": WORD, "group": WORD, "fields": _fields(ref)}, ["type", "label", "fields"])
    waiting = _strict({"seat": WORD, "why": WORD}, ["seat", "why"])
    document = _strict({
        "position": COUNT,
        "session": nullable({"type": "integer", "minimum": 1}),
        "over": nullable(_strict({"why": WORD}, ["why"])),
        "waiting_for": {"type": "array", "items": waiting},
        "moves": {"type": "array", "items": {"$ref": ref("Move")}},
        "undo": maybe_move(),
        "redo": maybe_move(),
        "corrections": {"type": "array", "items": {"$ref": ref("Move")}},
    }, ["position", "session", "over", "waiting_for", "moves"])
    return {"MovesDocument": document, "Move": move, "MoveField": {"oneOf": field_kinds(ref)},
            "SetupDocument": _strict({"fields": _fields(ref)}, ["fields"])}


def standalone(root: str = "MovesDocument") -> dict:
    """A JSON Schema (draft 2020-12) of one document, with every definition under $defs."""
    definitions = schemas(lambda name: f"#/$defs/{name}", openapi=False)
    return {"$schema": "https://json-schema.org/draft/2020-12/schema", "$ref": f"#/$defs/{root}",
            "$defs": definitions}
