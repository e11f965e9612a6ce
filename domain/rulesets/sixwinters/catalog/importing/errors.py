"""The importer's error: which file, which row, which column, what is wrong."""
from __future__ import annotations

from ..errors import CatalogError


class CardImportError(CatalogError):
    """A spreadsheet cell (or the folder) cannot be read as card facts.

    ``file`` is the CSV file name, ``row`` the line of the file the row starts on (the header
    is line 1), ``column`` the column name; every message has one form, e.g.
    ``obstacles.csv, line 4, column difficulty: "x" is not a number``.
    """

    def __init__(self, file: str, row: int | None, column: str | None, message: str):
        self.file, self.row, self.column, self.problem = file, row, column, message
        where = [file]
        if row is not None:
            where.append(f"line {row}")
        if column is not None:
            where.append(f"column {column}")
        super().__init__(f"{', '.join(where)}: {message}")
