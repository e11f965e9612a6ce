"""A new campaign's setup is a closed document: the fields a ruleset names, nothing else.

A ruleset names its setup's fields twice over: its setup schema (`Ruleset.setup_schema`: a
catalog, a custom map, the options nested) and its setup document (`Ruleset.setup_fields`:
the questions, whose answers may sit beside the schema's fields). A field neither names is
refused by name, never stored; a ruleset without a setup schema takes no setup at all
(`NoSetup`). The API's description of each setup (web/openapi.py) reads the same names.
"""
from __future__ import annotations

from marshmallow import Schema, ValidationError


class NoSetup(Schema):
    """The setup of a game that asks nothing: an empty object (marshmallow refuses any field)."""


def setup_schema(ruleset) -> type[Schema]:
    """The schema a ruleset's setup is loaded by: its own, or NoSetup."""
    return ruleset.setup_schema or NoSetup


def setup_field_names(ruleset) -> tuple[str, ...]:
    """Every field the ruleset's setup may hold at its top: the setup document's questions in
    order, then the setup schema's other fields."""
    asked = list(ruleset.setup_fields(None)) if ruleset.setup_fields else []
    declared = [field.data_key or name for name, field in setup_schema(ruleset)().fields.items()
                if not field.dump_only]
    return tuple(dict.fromkeys([*asked, *declared]))


def unknown_setup_fields(ruleset, setup: dict) -> list[str]:
    """The setup's top-level fields the ruleset does not name, sorted."""
    known = set(setup_field_names(ruleset))
    return sorted(str(name) for name in setup if name not in known)


DEFAULT_SEATS = 4   # "Player 1" to "Player 4": the names a group that types none plays under


def numbered_names(word: str, most: int, count: int = DEFAULT_SEATS) -> list[str]:
    """The default names of a setup's list of names: "Player 1", "Player 2", ... (at most
    `most`), each changed at the table by binding the seat to a member, never typed."""
    return [f"{word} {number}" for number in range(1, min(most, count) + 1)]


def distinct_players(data: dict) -> list[str]:
    """The setup's player names, stripped; a ValidationError on "players" when two are the
    same or one is blank (seats and turns are named by them)."""
    names = [name.strip() for name in data.get("players", [])]
    if len(set(names)) != len(names) or not all(names):
        raise ValidationError("every player needs a different, non-blank name", "players")
    return names


def options_beside(data, known) -> object:
    """A setup whose options (those `known` names) may also sit beside its other fields, as the
    setup document's answers have them, with the options nested under "options" (a nested
    value wins over one beside it). Anything else is returned as it is."""
    if not isinstance(data, dict) or not set(data) & set(known):
        return data
    flat = {key: value for key, value in data.items() if key in known}
    nested = data.get("options") if isinstance(data.get("options"), dict) else {}
    rest = {key: value for key, value in data.items() if key not in known}
    return {**rest, "options": {**flat, **nested}}
