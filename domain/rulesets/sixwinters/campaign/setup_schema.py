"""The campaign setup: a catalog (absent: built-in), an optional custom map layout and the
campaign options (rules/options.py). A custom layout must pass the catalog's map rules.
"""

from __future__ import annotations

from marshmallow import Schema, ValidationError, fields, validate, validates_schema

from . import catalog as catalogs
from .rules.options import READINGS


# One field per reading; the first value is the default (docs/rules-notes.md).
OptionsSchema = Schema.from_dict(
    {
        name: fields.String(
            load_default=values[0], validate=validate.OneOf(values), metadata={"description": " | ".join(values)}
        )
        for name, values in READINGS.items()
    },
    name="OptionsSchema",
)


class SetupSchema(Schema):
    catalog = fields.Dict(metadata={"description": "the campaign's card catalog (docs/sixwinters-catalog.md)"})
    map = fields.Raw(metadata={"description": "custom starting map: {location: {row, col}} or a list of cells"})
    options = fields.Nested(OptionsSchema, load_default=dict)

    @validates_schema
    def legal_catalog_and_map(self, data, **kwargs):
        catalog = data.get("catalog")
        if not data.get("map") and catalog is not None and not catalog.get("standard_map"):
            raise ValidationError("this catalog has no standard starting map: give a custom map", "map")
        try:
            if catalog is not None:
                catalogs.validate(catalog, "setup catalog")
            if data.get("map"):
                catalogs.validate_layout(catalog or catalogs.builtin(), data["map"], "setup map")
        except catalogs.CatalogError as error:
            raise ValidationError(str(error), "map" if catalog is None else "catalog") from None
