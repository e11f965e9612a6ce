"""The catalogs hook of the v19.3 ruleset (`Ruleset.catalogs`, kernel/hooks.py CatalogHook): the
built-in practice set, a group's own file, and a one-line summary. There are no card
spreadsheets of v19.3 to import, so the hook has no `import_dir`."""
from __future__ import annotations

from domain.kernel.hooks import CatalogFunctions

from .builtin import builtin
from .files import load_file
from .validate import validate


def describe(catalog: dict) -> str:
    """E.g. "Six Winters v19.3: ... [builtin]: 7 characters, 22 locations, 42 obstacles, 30 progress cards"."""
    counts = ", ".join(f"{len(catalog.get(section) or {})} {label}" for section, label in
                       (("characters", "characters"), ("locations", "locations"),
                        ("obstacles", "obstacles"), ("progress", "progress cards")))
    return f"{catalog.get('title', '?')} [{catalog.get('source', '?')}]: {counts}"


HOOK = CatalogFunctions(builtin=builtin, load_file=load_file, validate=validate, describe=describe)
