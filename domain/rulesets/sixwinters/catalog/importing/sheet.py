"""Reading one CSV export with row numbers, so every error can point at its cell."""
from __future__ import annotations

import csv
from pathlib import Path

from .errors import CardImportError
from .markup import MarkupError, Piece, tokenize


class Row:
    """One data row; the helpers raise CardImportError naming file, row and column."""

    def __init__(self, sheet: "Sheet", number: int, cells: dict):
        self.sheet, self.number, self.cells = sheet, number, cells

    def fail(self, column: str | None, message: str):
        raise CardImportError(self.sheet.name, self.number, column, message)

    def placeholder(self) -> bool:
        """Only a name (and an index) filled in: a card idea, not a card yet."""
        return not any(value and value.strip() for column, value in self.cells.items()
                       if column not in ("name", "title", "index"))

    def cell(self, column: str) -> str:
        return (self.cells.get(column) or "").strip()

    def pieces(self, column: str) -> list[Piece]:
        try:
            return tokenize(self.cell(column))
        except MarkupError as error:
            self.fail(column, str(error))

    def tokens(self, column: str) -> list[Piece]:
        return [p for p in self.pieces(column) if p.kind == "token"]

    def words(self, column: str) -> str:
        return " ".join(p.value for p in self.pieces(column) if p.kind == "text")

    def integer(self, column: str, optional: bool = False) -> int | None:
        text = self.cell(column)
        if not text and optional:
            return None
        try:
            return int(text)
        except ValueError:
            self.fail(column, f"expected a whole number, found {text!r}")


class Sheet:
    """The rows of ``folder/name``; checks the header has the columns a reader needs."""

    def __init__(self, folder: Path, name: str):
        self.name = name
        path = Path(folder) / name
        try:
            with path.open(encoding="utf-8-sig", newline="") as handle:
                reader = csv.DictReader(handle)
                self.header = list(reader.fieldnames or [])
                self.rows = [Row(self, number, cells) for number, cells in enumerate(reader, start=2)]
        except OSError as error:
            raise CardImportError(name, None, None, f"cannot read: {error.strerror}") from None
        except (csv.Error, UnicodeDecodeError) as error:
            raise CardImportError(name, None, None, f"not a readable CSV file: {error}") from None

    def require(self, *columns: str) -> None:
        for column in columns:
            if column not in self.header:
                raise CardImportError(self.name, 1, column, "missing column")

    def has(self, *columns: str) -> bool:
        return all(column in self.header for column in columns)
