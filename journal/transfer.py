"""Export, import and fork: a campaign's events as JSON Lines, byte for byte.

Line 1 is a header (format name and version, campaign, event count, head hash);
every further line is one stored envelope exactly as stored (canonical JSON).
The hash chain does not include the campaign id, so an import or a fork keeps
every hash, and a fork provably shares its history with the original.
"""
from __future__ import annotations

import json
from uuid import UUID, uuid4

from .application import Row
from .commands import campaign_name
from .errors import CommandRejected, TransferError
from .replay import read_intact
from .verify import check_rows

FORMAT = "campaign-journal/events"
FORMAT_VERSION = 1


def export(journal, stream: UUID, fileobj) -> int:
    """Write the header and every event; returns the number of events."""
    rows = journal.store.read(stream)
    if not rows:
        from .errors import CampaignNotFound
        raise CampaignNotFound(str(stream))
    first, last = read_intact(journal.store, stream, upto=1)[0], read_intact(journal.store, stream, after=len(rows) - 1)[0]
    header = {"format": FORMAT, "format_version": FORMAT_VERSION, "campaign": str(stream),
              "ruleset": first["ruleset"], "name": journal.state(str(stream)).state["meta"]["name"],
              "events": len(rows), "head": last["hash"]}
    fileobj.write(json.dumps(header, sort_keys=True) + "\n")
    for row in rows:
        fileobj.write(row.data.decode() + "\n")
    return len(rows)


def read_export(fileobj) -> tuple[dict, list[Row]]:
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


def import_(journal, fileobj, new_id: bool = False) -> str:
    """Append an export's events unchanged (all or nothing); refuses a broken chain."""
    header, rows = read_export(fileobj)
    report = check_rows(rows, expected_count=header.get("events"), expected_head=header.get("head"))
    if not report.ok:
        raise TransferError(f"the file does not verify: {report.problem}")
    stream = uuid4() if new_id else UUID(header["campaign"])
    if journal.store.head(stream):
        raise TransferError(f"campaign {stream} already exists in this store (import with --new-id for a copy)")
    journal.store.append(stream, rows)
    return str(stream)


def fork(journal, stream: UUID, at: int, name: str, actor: str) -> str:
    """A new campaign made of the first `at` events, then a fork marker; the original is untouched."""
    head = journal.head(str(stream))
    if not 1 <= at <= head:
        raise CommandRejected("fork.position", f"fork position {at} is outside 1..{head}")
    rows = journal.store.read(stream, upto=at + 1)
    if len(rows) > at and read_intact(journal.store, stream, after=at, upto=at + 1)[0]["cmd"] != at + 1:
        raise CommandRejected("fork.boundary", f"position {at} is in the middle of a command; fork at a command's last event")
    return journal.append_fork(stream, rows[:at], campaign_name(name, "fork.name"), actor)
