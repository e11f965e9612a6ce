"""The importer's error: which file, which row, which column, what is wrong."""
from __future__ import annotations

from ..errors import CatalogError


class CardImportError(CatalogError):
    """A spreadsheet cell (or the folder) cannot be read as card facts.

    ``file`` is the CSV file name, ``row`` the spreadsheet row number (the header is row 1),
    ``column`` the column name; the message reads like
    ``characters.csv: row 3: column 'command': expected five skill dots, found 4``.
    """

    def __init__(self, file: str, row: int | None, column: str | None, message: str):
        self.file, self.row, self.column, self.problem = file, row, column, message
        where = [file]
        if row is not None:
            where.append(f"row {row}")
        if column is not None:
            where.append(f"column {column!r}")
        super().__init__(": ".join(where + [message]))
