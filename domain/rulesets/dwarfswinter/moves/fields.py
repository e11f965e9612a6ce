"""The moves document's field kinds (docs/moves.md): a move is {"type", "label", "group",
"fields"}, a command is built by picking a value for each field."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


def fixed(value: Any) -> dict:
    return {"fixed": value}


def choices(values, low: int = 1, high: int = 1, many: bool | None = None) -> dict:
    found = {"choices": list(values)}
    if low != 1:
        found["min"] = low
    if high != 1:
        found["max"] = high
    if many is not None:
        found["many"] = many
    return found


def by(name: str, cases: dict) -> dict:
    return {"by": name, "cases": cases}


@dataclass(frozen=True)
class Legal:
    """A legal move and the seat that makes it (None: anyone at the table)."""

    seat: str | None
    type: str
    label: str
    fields: dict = field(default_factory=dict)
    group: str | None = None

    def to_json(self) -> dict:
        found = {"type": self.type, "label": self.label, "fields": self.fields}
        if self.group:
            found["group"] = self.group
        return found
