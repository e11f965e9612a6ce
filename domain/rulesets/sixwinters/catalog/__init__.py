"""Six Winters card catalog: the built-in V24.0 facts, a group's own catalog file, checks.

The catalog dict shape is documented in docs/sixwinters-catalog.md. Other code reads
resources, skills, regions, tags, seasons and cards from the catalog dict, never from
constants of its own.
"""
from __future__ import annotations

from .builtin import builtin, shared_builtin
from .errors import CatalogError
from .files import load_file
from .hook import CatalogHook
from .layout import layout_problems, validate_layout
from .validate import validate

HOOK = CatalogHook()

__all__ = ["builtin", "shared_builtin", "load_file", "validate", "validate_layout", "layout_problems",
           "CatalogError", "CatalogHook", "HOOK"]
