"""Export, import and fork: a campaign's events copied byte for byte (export_file.py).

The hash chain does not include the campaign id, so an import or a fork keeps every hash,
and a fork provably shares its history with the original. These work on the store alone;
the Journal anchors what they copied and seals a fork's marker (writing.py).
"""
from __future__ import annotations

from uuid import UUID, uuid4

from . import export_file
from .application import Row, Store
from .errors import CampaignNotFound, CommandRejected, TransferError
from .replay import read_intact
from .verify import check_rows


def export(store: Store, stream: UUID, fileobj, name: str) -> int:
    """Write the header and every event of the campaign called `name`; returns the number of events."""
    rows = store.read(stream)
    if not rows:
        raise CampaignNotFound(str(stream))
    first, last = read_intact(store, stream, upto=1)[0], read_intact(store, stream, after=len(rows) - 1)[0]
    header = {"campaign": str(stream), "ruleset": first["ruleset"], "name": name, "events": len(rows),
              "head": last["hash"]}
    export_file.write(fileobj, header, rows)
    return len(rows)


def import_(store: Store, fileobj, new_id: bool = False) -> UUID:
    """Append an export's events unchanged (all or nothing); refuses a broken chain."""
    header, rows = export_file.read(fileobj)
    report = check_rows(rows, expected_count=header.get("events"), expected_head=header.get("head"))
    if not report.ok:
        raise TransferError(f"the file does not verify: {report.problem}")
    stream = uuid4() if new_id else UUID(header["campaign"])
    if store.head(stream):
        raise TransferError(f"campaign {stream} already exists in this store (import with --new-id for a copy)")
    store.append(stream, rows)
    return stream


def rows_to_fork(store: Store, stream: UUID, at: int) -> list[Row]:
    """The first `at` events, which a fork copies; `at` must end a command."""
    head = store.head(stream)
    if not head:
        raise CampaignNotFound(str(stream))
    if not 1 <= at <= head:
        raise CommandRejected("fork.position", f"fork position {at} is outside 1..{head}")
    rows = store.read(stream, upto=at + 1)
    if len(rows) > at and read_intact(store, stream, after=at, upto=at + 1)[0]["cmd"] != at + 1:
        raise CommandRejected("fork.boundary", f"position {at} is in the middle of a command; fork at a command's last event")
    return rows[:at]
