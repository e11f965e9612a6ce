"""The export file: a campaign's events as JSON Lines, byte for byte.

Line 1 is a header (format name and version, campaign, ruleset, name, event count, head
hash, how many sealed values follow); every further line is one stored envelope exactly as
stored (canonical JSON); then, in the owner's export, one sealed value per line
(`{"secret": ...}`). A member's export holds the commitments, not the secrets. Import
(transfer.py) and `journal verify --file` (verify.py) read it the same way.
"""
from __future__ import annotations

import json

from domain.kernel.canonical import canonical_json
from domain.kernel.nesting import MAX_DEPTH, TooDeep, parsed

from ..envelopes import envelope as envelopes
from ..store.application import Row
from ..errors import TransferError
from ..vaults.revealing import as_secrets
from ..envelopes.secrecy import Secret, placeholders_in, revealed_in

FORMAT = "campaign-journal/events"
FORMAT_VERSION = 2
READABLE = (1, 2)   # version 1: no sealed values, no secret lines
MAX_BYTES = 256 * 1024 * 1024   # an export file read at most: far above any campaign's export
LINE_DEPTH = 2 * MAX_DEPTH   # an envelope holds input of at most MAX_DEPTH levels a few levels down


def write(fileobj, header: dict, lines: list[bytes], secrets: list[Secret] = ()) -> None:
    """The header (format, version and the number of secrets added), every event line, then
    the sealed values."""
    fileobj.write(json.dumps({**header, "format": FORMAT, "format_version": FORMAT_VERSION,
                              "secrets": len(secrets)}, sort_keys=True) + "\n")
    for line in lines:
        fileobj.write(line.decode() + "\n")
    for secret in secrets:
        fileobj.write(canonical_json({"secret": secret.to_json()}).decode() + "\n")


def read(fileobj) -> tuple[dict, list[Row], list[Secret]]:
    """Header, rows and sealed values of an export file; a file in another format is a TransferError."""
    lines = _lines(fileobj)
    if not lines:
        raise TransferError("empty file: not a campaign export")
    try:
        header = parsed(json.loads, lines[0], LINE_DEPTH)
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
            item = parsed(json.loads, line, LINE_DEPTH)
            if "secret" in item and len(item) == 1:
                secrets.append(Secret.from_json(item["secret"]))
                continue
            kind = item["type"]
        except TooDeep as error:
            raise TransferError(f"line {number} is {error}") from None
        except (ValueError, KeyError, TypeError, AttributeError):
            raise TransferError(f"line {number} is neither an event nor a sealed value") from None
        if secrets:
            raise TransferError(f"line {number}: an event after the sealed values (they come last)")
        rows.append(Row(number - 1, kind, line.encode()))
    return header, rows, secrets


def _lines(fileobj) -> list[str]:
    """The file's lines that hold something, read up to MAX_BYTES (TransferError past it)."""
    lines, size = [], 0
    try:
        for line in fileobj:
            size += len(line.encode("utf-8", "surrogatepass"))
            if size > MAX_BYTES:
                raise TransferError(f"the file is over the limit of {MAX_BYTES // 1024 // 1024} MB "
                                    "for an export file")
            if line.strip():
                lines.append(line.rstrip("\n"))
    except UnicodeDecodeError:
        raise TransferError("not a UTF-8 text file: not a campaign export") from None
    return lines


def missing_secrets(rows, secrets: list[Secret]) -> int:
    """How many sealed values of the events neither the file's secrets nor the log's openings hold."""
    envs = [envelopes.decode(row.data) for row in rows]
    known = {**as_secrets(revealed_in(envs).values()), **{secret.commitment: secret for secret in secrets}}
    return sum(1 for env in envs for _, sealed in placeholders_in(env, known) if sealed not in known)


def with_openings(rows, secrets: list[Secret]) -> list[Secret]:
    """The file's sealed values, and those its log opened that the file does not carry: an
    import keeps both in the vault, which then holds every value sealed in its log, as
    `journal verify` asks of a store (opened since or not)."""
    carried = {secret.commitment for secret in secrets}
    opened = as_secrets(revealed_in(envelopes.decode(row.data) for row in rows).values())
    return [*secrets, *(secret for commitment, secret in opened.items() if commitment not in carried)]


def unmatched_secrets(envs: list[dict], secrets: list[Secret]) -> list[Secret]:
    """The file's sealed values that match no commitment its log holds: an export carries only
    values its events commit to, so such a line was changed in the file."""
    inside = {**as_secrets(revealed_in(envs).values()), **{secret.commitment: secret for secret in secrets}}
    committed = {commitment for env in envs for _, commitment in placeholders_in(env, inside)}
    return [secret for secret in secrets if secret.commitment not in committed]
