"""Collects validation problems with the file and entry they belong to."""
from __future__ import annotations

from .errors import CatalogError


class Checker:
    """Small helper so every message names the source file and the entry path."""

    def __init__(self, source: str):
        self.source = source
        self.errors: list[str] = []

    def fail(self, where: str, message: str) -> None:
        prefix = f"{self.source}: {where}: " if where else f"{self.source}: "
        self.errors.append(prefix + message)

    def raise_if_any(self) -> None:
        if self.errors:
            raise CatalogError(self.errors)

    def is_dict(self, where: str, value, what: str = "entry") -> bool:
        if isinstance(value, dict):
            return True
        self.fail(where, f"{what} must be a table/object")
        return False

    def is_list(self, where: str, value, field: str) -> bool:
        if isinstance(value, list):
            return True
        self.fail(where, f"{field} must be a list")
        return False

    def text(self, where: str, entry: dict, field: str, optional: bool = False) -> None:
        value = entry.get(field)
        if value is None and optional:
            return
        if not isinstance(value, str) or not value.strip():
            self.fail(where, f"{field} must be a non-empty string")

    def paragraphs(self, where: str, entry: dict, field: str) -> None:
        """An optional text of the group's (a scene's background, an obstacle's narrative
        text): a list of non-empty paragraphs."""
        texts = entry.get(field, [])
        if not isinstance(texts, list) or not all(isinstance(t, str) and t.strip() for t in texts):
            self.fail(where, f"{field} must be a list of paragraphs of text")

    def integer(self, where: str, entry: dict, field: str, low: int | None = 0,
                high: int | None = None, optional: bool = False) -> None:
        value = entry.get(field)
        if value is None and optional:
            return
        if not _is_int(value) or (low is not None and value < low) or (high is not None and value > high):
            self.fail(where, f"{field} must be {_describe(low, high)}")

    def member(self, where: str, value, allowed, field: str, optional: bool = False) -> None:
        if value is None and optional:
            return
        if value not in allowed:
            known = ", ".join(sorted(str(a) for a in allowed)) or "none"
            self.fail(where, f"{field} {value!r} is not one of: {known}")

    def members(self, where: str, entry: dict, field: str, allowed) -> None:
        values = entry.get(field, [])
        if self.is_list(where, values, field):
            for value in values:
                self.member(where, value, allowed, field)


def _is_int(value) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _describe(low, high) -> str:
    if low == 1 and high is None:
        return "a positive integer"
    if low == 0 and high is None:
        return "a non-negative integer"
    if high is None:
        return f"an integer >= {low}"
    return f"an integer from {low} to {high}"
