"""Shared marshmallow fields for table commands (docs/sixwinters-table.md)."""
from __future__ import annotations

from marshmallow import Schema, fields, validate

from domain.kernel import CommandSchema, DieSchema


def name(**kw):
    return fields.String(validate=validate.Length(min=1, max=200), **kw)


def dice(**kw):
    return fields.List(fields.Nested(DieSchema), validate=validate.Length(max=60), **kw)


def values(**kw):
    return fields.List(fields.Integer(strict=True, validate=validate.Range(min=1, max=6)),
                       validate=validate.Length(max=40), **kw)


def tracks(**kw):
    """Per character, the stress track chosen for each stress of the player's choice."""
    return fields.Dict(keys=fields.String(), values=fields.List(fields.String(validate=validate.OneOf(["psyche", "body"]))), **kw)


class ResourceDie(Schema):
    """A resource die already on the table, named by type and value."""
    type = fields.String(required=True, validate=validate.Length(min=1, max=40))
    value = fields.Integer(strict=True, required=True, validate=validate.Range(min=1, max=6))


class TableCommand(CommandSchema):
    """Every table command may ask the app to roll the dice it needs (`roll: app`)."""
    roll = fields.String(validate=validate.OneOf(["app", "physical", "table"]), load_default="physical")
