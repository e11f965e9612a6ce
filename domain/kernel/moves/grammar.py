"""The grammar of the moves document: a move, and the fields a command is built from.

A move is a command legal now, with every choice enumerated; a client builds the command by
taking each field's fixed value or one of its options, and decide accepts it. Fields are
JSON-plain from the start (the constructors below check their arguments and return the JSON a
client reads), so the ruleset, the validator, the builder and the random player all read the
same thing. docs/moves.md explains each kind with an example.

    choices   pick min..max distinct items; a list when many, else the item itself
    integer   a whole number in [lo, hi]
    dice      min..max die objects of one sides and kind, read off the table
    die       one die object
    text      free text (required only in setup); texts: a list of them
    among     one of the texts given for an earlier field (setup: who of the players)
    each      a list of min..max objects with the given fields, no two sharing `distinct`
    fixed     a value the move has settled
    by        a field that depends on an earlier field of the same object
"""
from __future__ import annotations

from dataclasses import dataclass, field as dataclass_field
from typing import Any, Iterable, Mapping
from .. import json_text

Field = dict  # one FIELD of the grammar, JSON-plain: {"choices": [...], "min": 1, ...}
KINDS = ("choices", "integer", "dice", "die", "text", "texts", "among", "each", "fixed", "by")
ROLL = "roll"                       # the field of a move where the app may roll instead
ROLLS = ("physical", "app")
TEXT_MAX = 200


def case_key(value: Any) -> str:
    """The key of `value` among a `by` field's cases: a string as it is, anything else as its
    JSON text (2 -> "2", True -> "true")."""
    if isinstance(value, str):
        return value
    if _whole(value):
        return str(value)
    if isinstance(value, list) and all(_whole(item) for item in value):   # dice values: the usual item
        return "[" + ",".join(map(str, value)) + "]"
    return json_text.compact(value, sort_keys=True)


def _whole(value: Any) -> bool:
    return type(value) is int


def same_item(a: Any, b: Any) -> bool:
    """Equality of JSON values as JSON sees it (1 and True differ; key order does not count)."""
    return case_key(a) == case_key(b) and isinstance(a, str) == isinstance(b, str)


def _distinct(items: list) -> bool:
    """Whether no two items are the same JSON value (1 and True differ, "1" and 1 too)."""
    kinds = set(map(type, items))
    if len(kinds) == 1 and kinds <= {str, int}:   # the usual lists: Python's equality is JSON's there
        return len(set(items)) == len(items)
    return len({case_key(item) + type(item).__name__ for item in items}) == len(items)


def _counts(low: int, high: int, what: str) -> None:
    if not (isinstance(low, int) and isinstance(high, int)) or isinstance(low, bool) or isinstance(high, bool):
        raise ValueError(f"{what}: min and max are whole numbers")
    if not 0 <= low <= high:
        raise ValueError(f"{what}: 0 <= min <= max, not {low}..{high}")


def choices(items: Iterable[Any], min: int = 1, max: int = 1, many: bool | None = None,
            default: Any = None) -> Field:
    """Pick min..max distinct items; the value is a list when `many` (default: max > 1), else
    the item itself (omitted when min is 0 and nothing is picked). A single choice may name a
    `default` item: the value as it stands (a sheet's Path Die), picked until another is."""
    items = list(items)
    _counts(min, max, "choices")
    many = max > 1 if many is None else many
    if max > len(items) or max < 1:
        raise ValueError(f"choices: max {max} with {len(items)} item(s)")
    if not many and max != 1:
        raise ValueError("choices: a single choice (many false) takes at most one item")
    if not _distinct(items):
        raise ValueError(f"choices: the items are not distinct: {items!r}")
    spec = {"choices": items, "min": min, "max": max, "many": many}
    if default is not None:
        if many or not any(same_item(item, default) for item in items):
            raise ValueError(f"choices: the default {default!r} is one of the items of a single choice")
        spec["default"] = default
    return spec


def integer(lo: int, hi: int, default: int | None = None) -> Field:
    """A whole number from lo to hi; `default` is the number as it stands (a Trait's score on
    the sheet), what a stepper starts from and what the value is when nothing is picked."""
    if not all(isinstance(n, int) and not isinstance(n, bool) for n in (lo, hi)) or lo > hi:
        raise ValueError(f"integer: whole numbers lo <= hi, not {lo!r}..{hi!r}")
    if default is not None and not (_whole(default) and lo <= default <= hi):
        raise ValueError(f"integer: the default {default!r} is a whole number from {lo} to {hi}")
    return {"integer": [lo, hi]} if default is None else {"integer": [lo, hi], "default": default}


def _die_spec(sides: int, kind: str) -> dict:
    if not isinstance(sides, int) or isinstance(sides, bool) or sides < 2:
        raise ValueError(f"a die has at least 2 sides, not {sides!r}")
    if not isinstance(kind, str) or not kind:
        raise ValueError("a die's kind is a word")
    return {"sides": sides, "kind": kind}


def dice(sides: int, kind: str = "d", min: int = 1, max: int | None = None) -> Field:
    """min..max dice of `sides` and `kind`, rolled at the table: a list of
    {"sides", "kind", "value"} (max defaults to min: exactly that many)."""
    max = min if max is None else max
    _counts(min, max, "dice")
    if max < 1:
        raise ValueError("dice: max is at least 1")
    return {"dice": {**_die_spec(sides, kind), "min": min, "max": max}}


def die(sides: int, kind: str = "d") -> Field:
    """One die rolled at the table: {"sides", "kind", "value"}."""
    return {"die": _die_spec(sides, kind)}


def text(required: bool = False, max: int = TEXT_MAX, default: str | None = None) -> Field:
    """Free text: a name at setup (required), an optional note in play (never required). A
    setup's text has a `default`, the value taken when nothing is typed."""
    if not isinstance(max, int) or max < 1:
        raise ValueError("text: max is at least 1 character")
    spec = {"text": {"required": bool(required), "max": max}}
    if default is not None:
        _texts_fit([default], max, "text: the default")
        spec["default"] = default
    return spec


def texts(min: int = 0, max: int = 10, length: int = TEXT_MAX, default: list[str] | None = None) -> Field:
    """A list of min..max texts of 1 to `length` characters, distinct and not blank (the names
    of the players); at setup, `default` is the list taken when nothing is typed."""
    _counts(min, max, "texts")
    if max < 1 or not isinstance(length, int) or length < 1:
        raise ValueError("texts: max and length are at least 1")
    spec = {"texts": {"min": min, "max": max, "length": length}}
    if default is not None:
        if not min <= len(default) <= max:
            raise ValueError(f"texts: the default holds {min} to {max} texts")
        _texts_fit(default, length, "texts: the default")
        spec["default"] = list(default)
    return spec


def _texts_fit(values: list, longest: int, what: str) -> None:
    if not all(isinstance(v, str) and v.strip() and len(v) <= longest for v in values):
        raise ValueError(f"{what}: texts of 1 to {longest} characters, not only spaces")
    if len(set(values)) != len(values):
        raise ValueError(f"{what}: no two alike")


def among(field: str) -> Field:
    """One of the texts given for the earlier `texts` field `field` of the same object (which
    of the players), the first of them when none is picked."""
    if not isinstance(field, str) or not field:
        raise ValueError("among: names an earlier field")
    return {"among": field}


def asked(spec: Field, label: str, labels: Iterable[str] | None = None) -> Field:
    """A setup question in the rulebook's words: `label` asks it, and `labels` (a choices
    field's) say what each item does, one sentence per item in the same order."""
    if not isinstance(label, str) or not label.strip():
        raise ValueError("asked: the label is a sentence")
    spec = {**spec, "label": label}
    if labels is not None:
        labels = list(labels)
        if "choices" not in spec or len(labels) != len(spec["choices"]):
            raise ValueError(f"asked {label!r}: one sentence for each of the choices")
        if not all(isinstance(said, str) and said.strip() for said in labels):
            raise ValueError(f"asked {label!r}: the labels are sentences")
        spec["labels"] = labels
    return spec


def distinct_fields(spec: Field) -> list[str]:
    """The fields of an `each` no two objects may share: "distinct" is a name or a list of them."""
    named = spec.get("distinct")
    return [] if named is None else [named] if isinstance(named, str) else list(named)


def each(fields: Mapping[str, Field], min: int = 0, max: int = 1, distinct: str | list[str] | None = None) -> Field:
    """A list of min..max objects built from `fields` (the members of a team), no two sharing
    the value of the field named `distinct` (or of any of the fields it lists: each player
    once and each character once)."""
    _counts(min, max, "each")
    if max < 1 or not fields:
        raise ValueError("each: max is at least 1 and the objects have fields")
    if distinct is not None and not all(name in fields for name in distinct_fields({"distinct": distinct})):
        raise ValueError(f"each: distinct names its fields, not {distinct!r}")
    _order(fields)
    spec = {"each": dict(fields), "min": min, "max": max}
    if distinct is not None:
        spec["distinct"] = distinct
    return spec


def fixed(value: Any) -> Field:
    """A value the move has settled (whose character, which location)."""
    return {"fixed": value}


def by(field: str, cases: Mapping[Any, Field]) -> Field:
    """A field that depends on the earlier field `field` of the same object: the case of the
    value chosen there (case_key), or no field at all when there is no case for it."""
    if not isinstance(field, str) or not field:
        raise ValueError("by: names an earlier field")
    return {"by": field, "cases": {case_key(value): spec for value, spec in cases.items()}}


def roll() -> Field:
    """The "roll" field of a move whose dice the app may roll: "physical" (the dice fields are
    read off the table) or "app" (they are left out, and the journal rolls them)."""
    return choices(ROLLS)


def physical(spec: Field) -> Field:
    """A dice field present only when the table rolls ("roll": "physical"); with "app" it is
    left out and the app rolls the dice."""
    return by(ROLL, {"physical": spec})


def _order(fields: Mapping[str, Field]) -> None:
    """A `by` field names a field listed before it in the same object."""
    seen: set[str] = set()
    for name, spec in fields.items():
        for key in ("by", "among"):
            if isinstance(spec, dict) and key in spec and spec[key] not in seen:
                raise ValueError(f"{name}: {key!r} names an earlier field of the same object, not {spec[key]!r}")
        seen.add(name)


@dataclass(frozen=True)
class Move:
    """A command legal now: its type, a label in the rulebook's words, an optional group (one
    button for several moves), its fields in order, and the seats that make it (any of them;
    empty: anyone at the table). The seats decide who is offered the move; they are not sent."""

    type: str
    label: str
    fields: Mapping[str, Field] = dataclass_field(default_factory=dict)
    group: str | None = None
    seats: frozenset[str] = frozenset()

    def __post_init__(self):
        if isinstance(self.seats, str):
            object.__setattr__(self, "seats", frozenset((self.seats,)))
        elif not isinstance(self.seats, frozenset):
            object.__setattr__(self, "seats", frozenset(self.seats))
        if "type" in self.fields:
            raise ValueError(f"{self.type}: a field cannot be called 'type'")
        _order(self.fields)

    def to_json(self) -> dict:
        move = {"type": self.type, "label": self.label}
        if self.group:
            move["group"] = self.group
        move["fields"] = dict(self.fields)
        return move
