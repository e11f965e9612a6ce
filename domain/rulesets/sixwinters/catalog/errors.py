"""The one error type of the catalog package."""
from __future__ import annotations


class CatalogError(ValueError):
    """A catalog (built-in, a group's file, or an import) breaks the catalog shape.

    ``errors`` lists every problem found, each a line like
    ``my.toml: scenario "X": season 2: turns must be a positive integer``.
    """

    def __init__(self, errors: list[str] | str):
        self.errors = [errors] if isinstance(errors, str) else list(errors)
        super().__init__("\n".join(self.errors))
