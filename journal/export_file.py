"""The export file: a campaign's events as JSON Lines, byte for byte.

Line 1 is a header (format name and version, campaign, ruleset, name, event count, head
hash); every further line is one stored envelope exactly as stored (canonical JSON). Import
(transfer.py) and `journal verify --file` (verify.py) read it the same way.
"""
from __future__ import annotations

import json

from .application import Row
from .errors import TransferError

FORMAT = "campaign-journal/events"
FORMAT_VERSION = 1


def write(fileobj, header: dict, rows: list[Row]) -> None:
    """The header (format and version added) and every row as stored."""
    fileobj.write(json.dumps({**header, "format": FORMAT, "format_version": FORMAT_VERSION}, sort_keys=True) + "\n")
    for row in rows:
        fileobj.write(row.data.decode() + "\n")


def read(fileobj) -> tuple[dict, list[Row]]:
    """Header and rows of an export file; a file in another format is a TransferError."""
    try:
        lines = [line.rstrip("\n") for line in fileobj if line.strip()]
    except UnicodeDecodeError:
        raise TransferError("not a UTF-8 text file: not a campaign export") from None
    if not lines:
        raise TransferError("empty file: not a campaign export")
    try:
        header = json.loads(lines[0])
    except ValueError:
        raise TransferError("line 1 is not JSON: not a campaign export") from None
    if not isinstance(header, dict) or header.get("format") != FORMAT:
        raise TransferError(f"line 1 does not name the format {FORMAT!r}")
    if header.get("format_version") != FORMAT_VERSION:
        raise TransferError(f"export format version {header.get('format_version')} is not supported (this is {FORMAT_VERSION})")
    rows = []
    for number, line in enumerate(lines[1:], start=2):
        try:
            kind = json.loads(line)["type"]
        except (ValueError, KeyError, TypeError):
            raise TransferError(f"line {number} is not an event") from None
        rows.append(Row(number - 1, kind, line.encode()))
    return header, rows
