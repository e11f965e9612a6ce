"""Reading one CSV export with row numbers, so every error can point at its cell."""
from __future__ import annotations

import csv
import io
import re
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

    def paragraphs(self, *stems: str) -> list[str]:
        """The words of the columns named by a stem and a number (`fiction1`, `fiction2`...,
        or the stem alone), stem by stem, each a paragraph; empty ones left out."""
        columns = [c for stem in stems for c in self.sheet.header if re.fullmatch(f"{re.escape(stem)}\\d*", c)]
        return [text for c in columns if (text := self.words(c))]

    def integer(self, column: str, optional: bool = False) -> int | None:
        text = self.cell(column)
        if not text and optional:
            return None
        try:
            return int(text)
        except ValueError:
            self.fail(column, f"{quoted(text)} is not a number" if text else "a number is missing")


MAX_BYTES = 2 * 1024 * 1024  # many times the designer's largest sheet


def quoted(text: str) -> str:
    """A cell's text in messages: in double quotes, cut short."""
    return '"' + (text if len(text) <= 60 else text[:57] + "...") + '"'


class Sheet:
    """The rows of ``folder/name``, every one checked against the header, or CardImportError.

    A row with more or fewer cells than the header, a line break inside a cell (a quote
    left open swallows the lines after it), a NUL byte or a file over MAX_BYTES is refused,
    never read as something else.
    """

    def __init__(self, folder: Path, name: str, progress=None):
        self.name = name
        text = self._text(Path(folder) / name)
        reader = csv.reader(io.StringIO(text, newline=""), strict=True)
        self.header = self._next(reader, 1) or []
        self.rows = self._rows(reader, text, progress)

    def _next(self, reader, start: int) -> list[str] | None:
        """The next row's cells; a quote left open or misplaced is named by the row's first line."""
        try:
            return next(reader, None)
        except csv.Error as error:
            raise CardImportError(self.name, start, None, f"a quote is left open or misplaced ({error})") from None

    def _text(self, path: Path) -> str:
        try:
            size = path.stat().st_size
            if size > MAX_BYTES:
                raise CardImportError(self.name, None, None, f"{size / 1024 / 1024:.1f} MB is over the limit of "
                                      f"{MAX_BYTES // 1024 // 1024} MB for one card sheet")
            data = path.read_bytes()
        except OSError as error:
            raise CardImportError(self.name, None, None, f"cannot read: {error.strerror}") from None
        try:
            text = data.decode("utf-8-sig")
        except UnicodeDecodeError as error:
            line = data[:error.start].count(b"\n") + 1
            raise CardImportError(self.name, line, None, "not UTF-8 text (save the sheet as CSV UTF-8)") from None
        if "\x00" in text:
            line = text[:text.index("\x00")].count("\n") + 1
            raise CardImportError(self.name, line, None, "a NUL byte: the file is damaged or not a CSV export")
        return text

    def _rows(self, reader, text: str, progress) -> list[Row]:
        rows, start, total = [], reader.line_num + 1, text.count("\n") + (not text.endswith("\n"))
        while (cells := self._next(reader, start)) is not None:
            if any("\n" in cell or "\r" in cell for cell in cells):
                column = self.header[next(i for i, c in enumerate(cells) if "\n" in c or "\r" in c)] \
                    if len(cells) <= len(self.header) else None
                raise CardImportError(self.name, start, column, "a quote is left open: the cell runs over "
                                      "several lines (a cell holds no line breaks)")
            if cells and any(cell.strip() for cell in cells) and len(cells) != len(self.header):
                raise CardImportError(self.name, start, None, f"{len(cells)} cells, but the header has "
                                      f"{len(self.header)} columns (a shifted, missing or extra cell?)")
            if any(cell.strip() for cell in cells):
                rows.append(Row(self, start, dict(zip(self.header, cells))))
            start = reader.line_num + 1
            if progress is not None:
                progress(self.name, reader.line_num, total)
        return rows

    def named(self, column: str) -> list[Row]:
        """The rows that name their entry in `column`. A row that holds anything (its index aside)
        but leaves `column` blank is refused, naming its line: an entry never drops out of the
        catalog for want of its name."""
        named = []
        for row in self.rows:
            if row.cell(column):
                named.append(row)
            elif any(row.cell(other) for other in self.header if other not in (column, "index")):
                row.fail(column, f"the {column} is blank, but the row is filled in: give its {column} "
                                 "(or empty the whole row)")
        return named

    def require(self, *columns: str) -> None:
        for column in columns:
            if column not in self.header:
                raise CardImportError(self.name, 1, column, "missing column")

    def has(self, *columns: str) -> bool:
        return all(column in self.header for column in columns)
