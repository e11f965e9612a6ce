"""Export, import and fork: a campaign's events as JSON Lines, byte for byte.

Line 1 is a header (format name and version, campaign, event count, head hash, secrets);
then one stored envelope per line exactly as stored (canonical JSON); then, in the owner's
export, one sealed value per line (`{"secret": ...}`). The hash chain does not include the
campaign id, so an import or a fork keeps every hash, and a fork provably shares its
history with the original. A member's export holds the commitments, not the secrets; an
event that recorded a face-down value in the clear before such values were sealed is
written with that value withheld and marked `withheld` (its hash is then taken as stated).
"""
from __future__ import annotations

import json
from uuid import UUID, uuid4

from domain.kernel.canonical import canonical_json
from domain.kernel.viewers import Viewer

from . import envelope as envelopes
from .application import Row
from .commands import campaign_name
from .errors import CommandRejected, TransferError
from .reading import face_down, secrets_in
from .replay import read_intact
from .secrecy import Secret, for_viewer, fully_opened, placeholders_in
from .verify import check_rows

FORMAT = "campaign-journal/events"
FORMAT_VERSION = 2
READABLE = (1, 2)   # version 1: no sealed values, no secret lines


def export(journal, stream: UUID, fileobj, with_secrets: bool = True) -> int:
    """Write the header, every event and (with_secrets: the owner's export) the sealed values;
    returns the number of events."""
    rows = journal.store.read(stream)
    if not rows:
        from .errors import CampaignNotFound
        raise CampaignNotFound(str(stream))
    first, last = read_intact(journal.store, stream, upto=1)[0], read_intact(journal.store, stream, after=len(rows) - 1)[0]
    vault = journal.secrets(stream)
    secrets = secrets_in(journal.secret_vault.contents(stream), rows) if with_secrets else []
    header = {"format": FORMAT, "format_version": FORMAT_VERSION, "campaign": str(stream),
              "ruleset": first["ruleset"], "name": journal.state(str(stream)).state["meta"]["name"],
              "events": len(rows), "head": last["hash"], "secrets": len(secrets)}
    fileobj.write(json.dumps(header, sort_keys=True) + "\n")
    rules = journal.ruleset_of(stream)
    for row in rows:
        fileobj.write((row.data if with_secrets else _for_members(rules, row.data, vault)).decode() + "\n")
    for secret in secrets:
        fileobj.write(canonical_json({"secret": secret.to_json()}).decode() + "\n")
    return len(rows)


def _for_members(rules, data: bytes, vault: dict) -> bytes:
    """A stored event as a member's export holds it: as stored, unless it recorded a face-down
    value in the clear (then that value is withheld, and the line says so)."""
    env = envelopes.decode(data)
    shown = for_viewer(env, {}, Viewer(), set(), face_down(rules, fully_opened(env, vault)))
    return data if "withheld" not in shown else canonical_json(shown)


def read_export(fileobj) -> tuple[dict, list[Row], list[Secret]]:
    """Header, rows and secrets of an export file; a file in another format is a TransferError."""
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
    if header.get("format_version") not in READABLE:
        raise TransferError(f"export format version {header.get('format_version')} is not supported "
                            f"(this reads {' and '.join(map(str, READABLE))})")
    rows, secrets = [], []
    for number, line in enumerate(lines[1:], start=2):
        try:
            item = json.loads(line)
            if "secret" in item and len(item) == 1:
                secrets.append(Secret.from_json(item["secret"]))
                continue
            kind = item["type"]
        except (ValueError, KeyError, TypeError, AttributeError):
            raise TransferError(f"line {number} is neither an event nor a sealed value") from None
        if secrets:
            raise TransferError(f"line {number}: an event after the sealed values (they come last)")
        rows.append(Row(number - 1, kind, line.encode()))
    return header, rows, secrets


def missing_secrets(rows, secrets: list[Secret]) -> int:
    """How many sealed values of the events neither the file's secrets nor the log's openings hold."""
    from .revealing import as_secrets
    from .secrecy import revealed_in

    envs = [envelopes.decode(row.data) for row in rows]
    known = {**as_secrets(revealed_in(envs).values()), **{secret.commitment: secret for secret in secrets}}
    return sum(1 for env in envs for _, sealed in placeholders_in(env, known) if sealed not in known)


def import_(journal, fileobj, new_id: bool = False) -> str:
    """Append an export's events unchanged (all or nothing), and restore its sealed values;
    refuses a broken chain, and a member's export that lacks what the campaign needs to be played on."""
    header, rows, secrets = read_export(fileobj)
    report = check_rows(rows, expected_count=header.get("events"), expected_head=header.get("head"))
    if not report.ok:
        raise TransferError(f"the file does not verify: {report.problem}")
    if report.withheld or missing_secrets(rows, secrets):
        raise TransferError("the file is a member's export: it verifies, but it holds commitments, not the secrets "
                            "the campaign is played from (import the owner's export)")
    stream = uuid4() if new_id else UUID(header["campaign"])
    if journal.store.head(stream):
        raise TransferError(f"campaign {stream} already exists in this store (import with --new-id for a copy)")
    journal.secret_vault.keep(stream, secrets)
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
