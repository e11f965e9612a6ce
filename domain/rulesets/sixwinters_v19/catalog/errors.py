"""Catalog errors: every problem names the file (or "catalog"), the entry and the field."""
from __future__ import annotations


class CatalogError(ValueError):
    """One or more problems in a catalog; `problems` lists each on its own line."""

    def __init__(self, problems):
        self.problems = [problems] if isinstance(problems, str) else list(problems)
        super().__init__("; ".join(self.problems))
