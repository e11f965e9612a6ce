"""Loading a command or a campaign setup through its marshmallow schema, with messages that name the field."""
from __future__ import annotations


from marshmallow import ValidationError

from domain.kernel import generic
from domain.kernel.caches import memo
from domain.kernel.errors import RuleViolation
from domain.kernel.setup import setup_field_names, setup_schema, unknown_setup_fields

from ..envelopes import envelope as envelopes
from ..errors import CommandRejected, UnknownSetupField, UnreadableText


SCHEMA_BYTES = 8 * 1024   # a schema instance with its fields, weighed in its cache as an estimate


def json_type(value) -> str:
    """What a JSON value is, in words."""
    names = {bool: "true/false", int: "a number", float: "a number", str: "a string", list: "a list",
             dict: "an object", type(None): "null"}
    return names.get(type(value), type(value).__name__)


@memo("command-schemas", weigh=lambda schema: SCHEMA_BYTES)
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


def unreadable_text(value, path: str = "") -> str | None:
    """The path of the first string holding a lone surrogate (not a character; it cannot be stored)."""
    if isinstance(value, str):
        try:
            value.encode("utf-8")
        except UnicodeEncodeError:
            return path or "value"
        return None
    items = value.items() if isinstance(value, dict) else enumerate(value) if isinstance(value, list) else ()
    for key, item in items:
        if isinstance(key, str) and unreadable_text(key) is not None:
            return f"{path}.{key!r}" if path else repr(key)
        name = f"{path}[{key}]" if isinstance(key, int) else (f"{path}.{key}" if path else str(key))
        found = unreadable_text(item, name)
        if found is not None:
            return found
    return None


def check_text(value, what: str) -> None:
    """Refuse text that is not valid Unicode (a lone surrogate, e.g. "\\ud800"), naming the field."""
    field = unreadable_text(value)
    if field is not None:
        field = f"{what}.{field}" if what and field != "value" else (what or field)
        raise UnreadableText(field)


NAME_LIMIT = 200


def campaign_name(name, rule: str) -> str:
    """A campaign's name, stripped: 1 to NAME_LIMIT characters of real text."""
    if not isinstance(name, str) or not name.strip():
        raise CommandRejected(rule, "a campaign needs a name", {"name": ["a campaign needs a name"]})
    check_text(name, "name")
    if len(name.strip()) > NAME_LIMIT:
        raise CommandRejected(rule, f"a campaign name has at most {NAME_LIMIT} characters, not {len(name.strip())}",
                              {"name": [f"at most {NAME_LIMIT} characters"]})
    return name.strip()


def validate(ruleset, command) -> dict:
    """The command loaded by its schema, or CommandRejected naming the field."""
    if not isinstance(command, dict):
        raise CommandRejected("command.schema", "a command is a JSON object with a \"type\"")
    check_text(command, "")
    kind = command.get("type")
    if not isinstance(kind, str):
        raise CommandRejected("command.type", f"a command's \"type\" is a string, not {json_type(kind)}",
                              {"type": ["a string naming the command"]})
    schema = generic.SCHEMAS.get(kind) or ruleset.command_schemas.get(kind)
    if schema is None:
        known = ", ".join(sorted({*generic.SCHEMAS, *ruleset.command_schemas}))
        raise CommandRejected("command.type", f"unknown command type {kind!r}; known: {known}")
    return _load(schema, command, "command.schema", f"{kind} command")


def check_setup_fields(ruleset, setup: dict) -> None:
    """Refuse a setup holding a field its ruleset does not name (domain/kernel/setup.py),
    naming the field and the ones there are."""
    unknown = unknown_setup_fields(ruleset, setup)
    if unknown:
        names = setup_field_names(ruleset)
        raise UnknownSetupField(unknown, f"the {ruleset.name} ruleset's setup takes "
                                + (f"these fields: {', '.join(names)}" if names else "no fields"))


def load_setup(ruleset, setup) -> dict:
    """A campaign's setup, validated by the ruleset's schema and its initial state."""
    if not isinstance(setup, dict):
        raise CommandRejected("campaign.setup", "the setup is a JSON object")
    check_text(setup, "setup")
    check_setup_fields(ruleset, setup)
    setup = _load(setup_schema(ruleset), setup, "campaign.setup", "setup")
    setup = envelopes.decode(envelopes.encode(setup))   # as the log will hold it (keys in canonical
    try:                                                # order): a replay starts from the same setup
        ruleset.initial_state(setup)
    except RuleViolation as error:
        raise CommandRejected(error.rule, error.message) from None
    return setup
