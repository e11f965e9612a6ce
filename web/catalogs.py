"""Card catalogs a new campaign may use: built-in, or imported with `journal cards import`
(stored by the journal under instance/catalogs/<ruleset>/<name>.json)."""
from __future__ import annotations

from pathlib import Path

from flask import current_app
from journal.store import catalogs as stored


def catalog_names(ruleset) -> list[str]:
    """Imported catalogs for a ruleset with a `catalogs` hook (built-in is always offered)."""
    if ruleset.catalogs is None:
        return []
    return stored.names(Path(current_app.instance_path), ruleset.name)


def catalog_setup(ruleset, name: str) -> dict:
    """The setup entry for a chosen catalog: {} for built-in, {"catalog": dict} otherwise.

    Only names listed in the instance folder are accepted, never a path.
    """
    if not name or ruleset.catalogs is None:
        return {}
    if name not in catalog_names(ruleset):
        raise ValueError(f"no catalog {name!r} for {ruleset.title}")
    return {"catalog": stored.resolve(Path(current_app.instance_path), ruleset, name)}
