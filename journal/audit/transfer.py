"""Export, import and fork: a campaign's events copied byte for byte (export_file.py).

The hash chain does not include the campaign id, so an import or a fork keeps every hash,
and a fork provably shares its history with the original. These work on the store alone;
the Journal anchors what they copied and seals a fork's marker (writing.py).

The owner's export carries the campaign's sealed values; a member's holds their commitments
only. An event that recorded a face-down value in the clear before such values were sealed
is written there with that value withheld and marked `withheld` (its hash is then taken as
stated).
"""
from __future__ import annotations

from uuid import UUID, uuid4

from domain.kernel.canonical import canonical_json
from domain.kernel.viewers import Viewer

from ..envelopes import envelope as envelopes
from . import export_file
from ..store.application import Row, Store
from ..errors import CampaignNotFound, CommandRejected, TransferError
from ..envelopes.reading import face_down, secrets_in
from ..history.replay import read_intact
from ..vaults.sealed_values import SealedValues
from ..envelopes.secrecy import for_viewer, fully_opened
from .verify import check_rows


def export(store: Store, sealed: SealedValues, rules, stream: UUID, fileobj, name: str,
           with_secrets: bool = True) -> int:
    """Write the header, every event of the campaign called `name` and (with_secrets: the
    owner's export) its sealed values; returns the number of events."""
    rows = store.read(stream)
    if not rows:
        raise CampaignNotFound(str(stream))
    first, last = read_intact(store, stream, upto=1)[0], read_intact(store, stream, after=len(rows) - 1)[0]
    header = {"campaign": str(stream), "ruleset": first["ruleset"], "name": name, "events": len(rows),
              "head": last["hash"]}
    if with_secrets:
        export_file.write(fileobj, header, [row.data for row in rows], secrets_in(sealed.vault.contents(stream), rows))
    else:
        vault = sealed.of(stream)
        export_file.write(fileobj, header, [_for_members(rules, row.data, vault) for row in rows])
    return len(rows)


def _for_members(rules, data: bytes, vault: dict) -> bytes:
    """A stored event as a member's export holds it: as stored, unless it recorded a face-down
    value in the clear (then that value is withheld, and the line says so)."""
    env = envelopes.decode(data)
    shown = for_viewer(env, {}, Viewer(), set(), face_down(rules, fully_opened(env, vault)))
    return data if "withheld" not in shown else canonical_json(shown)


def import_(store: Store, sealed: SealedValues, fileobj, new_id: bool = False) -> UUID:
    """Append an export's events unchanged (all or nothing), and restore its sealed values;
    refuses a broken chain, and a member's export that lacks what the campaign is played from."""
    header, rows, secrets = export_file.read(fileobj)
    report = check_rows(rows, expected_count=header.get("events"), expected_head=header.get("head"))
    if not report.ok:
        raise TransferError(f"the file does not verify: {report.problem}")
    if report.withheld or export_file.missing_secrets(rows, secrets):
        raise TransferError("the file is a member's export: it verifies, but it holds commitments, not the secrets "
                            "the campaign is played from (import the owner's export)")
    stream = uuid4() if new_id else UUID(header["campaign"])
    if store.head(stream):
        raise TransferError(f"campaign {stream} already exists in this store (import with --new-id for a copy)")
    sealed.vault.restore(stream, export_file.with_openings(rows, secrets))
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
