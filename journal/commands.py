"""Loading a command or a campaign setup through its marshmallow schema, with messages that name the field."""
from __future__ import annotations

import functools

from marshmallow import ValidationError

from domain.kernel import generic
from domain.kernel.errors import RuleViolation

from .errors import CommandRejected


@functools.lru_cache(maxsize=None)
def _schema(schema_class):
    """Schema instances are costly to build and safe to reuse for load()."""
    return schema_class()


def flatten(messages, prefix: str = ""):
    """marshmallow's nested messages as ("dice[0].value", "text") pairs."""
    if isinstance(messages, list) and all(isinstance(m, str) for m in messages):
        yield prefix or "command", " ".join(messages)
        return
    items = messages.items() if isinstance(messages, dict) else enumerate(messages)
    for key, value in items:
        name = f"{prefix}[{key}]" if isinstance(key, int) else (f"{prefix}.{key}" if prefix else str(key))
        yield from flatten(value, name)


def _load(schema_class, payload: dict, rule: str, what: str) -> dict:
    try:
        return _schema(schema_class).load(payload)
    except ValidationError as error:
        fields = error.normalized_messages()
        detail = "; ".join(f"{name}: {message}" for name, message in flatten(fields))
        raise CommandRejected(rule, f"invalid {what} — {detail}", fields) from None


def validate(ruleset, command) -> dict:
    """The command loaded by its schema, or CommandRejected naming the field."""
    if not isinstance(command, dict):
        raise CommandRejected("command.schema", "a command is a JSON object with a \"type\"")
    kind = command.get("type")
    schema = generic.SCHEMAS.get(kind) or ruleset.command_schemas.get(kind)
    if schema is None:
        known = ", ".join(sorted({*generic.SCHEMAS, *ruleset.command_schemas}))
        raise CommandRejected("command.type", f"unknown command type {kind!r}; known: {known}")
    return _load(schema, command, "command.schema", f"{kind} command")


def load_setup(ruleset, setup) -> dict:
    """A campaign's setup, validated by the ruleset's schema and its initial state."""
    if not isinstance(setup, dict):
        raise CommandRejected("campaign.setup", "the setup is a JSON object")
    if ruleset.setup_schema is not None:
        setup = _load(ruleset.setup_schema, setup, "campaign.setup", "setup")
    try:
        ruleset.initial_state(setup)
    except RuleViolation as error:
        raise CommandRejected(error.rule, error.message) from None
    return setup
