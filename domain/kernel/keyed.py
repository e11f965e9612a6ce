"""A command field holding name -> value (a player's character, a location's dice), accepted
as an object {"Ann": "Thea"} or as the list a move's `each` field builds:
[{"player": "Ann", "character": "Thea"}] (docs/moves.md). Both load into the object, so the
rules and the stored command see one shape whichever the client sent.
"""
from __future__ import annotations

from marshmallow import ValidationError, fields

KEYED = "x-keyed"   # metadata: how the OpenAPI document describes the list form


class Keyed(fields.Dict):
    """name -> value; as a list, each item names its `key` and holds the value under `value`
    (or, with `value` None, the item's other fields are the value; with `optional`, an item
    without its value is left out)."""

    def __init__(self, key: str, value: str | None, values: fields.Field, optional: bool = False, **kwargs):
        metadata = {**kwargs.pop("metadata", {}), KEYED: {"key": key, "value": value}}
        super().__init__(keys=fields.String(), values=values, metadata=metadata, **kwargs)
        self.key_name, self.value_name, self.optional = key, value, optional

    def _deserialize(self, value, attr, data, **kwargs):
        if isinstance(value, list):
            value = self._from_list(value)
        return super()._deserialize(value, attr, data, **kwargs)

    def _from_list(self, items: list) -> dict:
        found: dict = {}
        for index, item in enumerate(items):
            if not isinstance(item, dict) or not isinstance(item.get(self.key_name), str):
                raise ValidationError(f"item {index}: an object naming its {self.key_name!r}")
            name = item[self.key_name]
            if name in found:
                raise ValidationError(f"{name} is named twice")
            if self.optional and self.value_name is not None and set(item) == {self.key_name}:
                continue   # an optional value left out (a note nobody wrote)
            found[name] = self._value(item, index)
        return found

    def _value(self, item: dict, index: int):
        rest = {key: value for key, value in item.items() if key != self.key_name}
        if self.value_name is None:
            return rest
        unknown = sorted(set(rest) - {self.value_name})
        if unknown or self.value_name not in rest:
            raise ValidationError(f"item {index}: {{{self.key_name!r}: ..., {self.value_name!r}: ...}}")
        return rest[self.value_name]
