"""A batch landed in this store: checked link by link against the head it continues, then its
events, sealed values and new dice seeds appended in one transaction (all or nothing). A head
that moved meanwhile is a ConflictError and leaves the store as it was."""
from __future__ import annotations

from dataclasses import dataclass
from uuid import UUID

from domain.kernel import json_text

from ..envelopes import envelope as envelopes
from ..envelopes.secrecy import placeholders_in
from ..errors import ConflictError, TransferError
from ..history.replay import read_intact
from ..store.application import Row
from ..store.read_store import TallyChange
from ..vaults import seeds as seed_values
from ..vaults.secret_vault import RESTORED_PER_ENTRY, SecretVault
from ..vaults.seed_vault import SeedVault, parse_entry
from .batch import Batch


@dataclass(frozen=True)
class Landed:
    """Where the campaign stands after a batch: its id, the head, whether it was new here, and
    what it changed in the dice records (for the tally's projection, as a command's append
    gives it; None: nothing)."""

    campaign: str
    head: int
    new: bool
    dice: TallyChange | None = None


def land(journal, batch: Batch) -> Landed:
    """Append the batch if it continues this store's head of the campaign; a store whose head
    is elsewhere is a ConflictError naming it, a batch that does not verify a TransferError."""
    stream = UUID(batch.campaign)
    head = journal.store.head(stream)
    _continues(journal, stream, head, batch)
    rows = checked_rows(batch)
    if not rows:
        return Landed(batch.campaign, head, False)
    secrets = _secret_entries(batch, rows)
    dice = journal.store.append(stream, rows, seeds=_new_seeds(journal, stream, batch.seeds), secrets=secrets)
    return Landed(batch.campaign, rows[-1].position, head == 0, dice)


def _continues(journal, stream: UUID, head: int, batch: Batch) -> None:
    """The batch starts where this store's log of the campaign ends, on the same event."""
    if head != batch.after:
        raise ConflictError(batch.campaign, batch.after, head)
    if head and read_intact(journal.store, stream, after=head - 1, upto=head)[0]["hash"] != batch.prev:
        raise ConflictError(batch.campaign, batch.after, head)


def checked_rows(batch: Batch) -> list[Row]:
    """The batch's events as rows, each intact, in order and linked to the one before."""
    rows, prev = [], batch.prev
    for position, line in enumerate(batch.lines, start=batch.after + 1):
        kind = (envelopes.parsed(line) or {}).get("type")
        env, problem = envelopes.check(line, kind if isinstance(kind, str) else "", position, prev)
        if problem:
            raise TransferError(f"the batch does not verify at position {position}: {problem}")
        rows.append(Row(position, env["type"], line))
        prev = env["hash"]
    return rows


def _secret_entries(batch: Batch, rows: list[Row]) -> list[bytes]:
    """The vault entries of the batch's sealed values, each matching a commitment of its events."""
    inside = {secret.commitment: secret for secret in batch.secrets}
    committed = {commitment for row in rows for _, commitment in placeholders_in(json_text.loads(row.data), inside)}
    stray = [secret for secret in batch.secrets if secret.commitment not in committed]
    if stray:
        raise TransferError(f"the batch carries a sealed value for position {stray[0].position} that none of its "
                            "events commits to")
    secrets = sorted(batch.secrets, key=lambda secret: (secret.position, secret.pointer))
    return [entry for start in range(0, len(secrets), RESTORED_PER_ENTRY)
            for entry in SecretVault.entry(secrets[start:start + RESTORED_PER_ENTRY])]


def _new_seeds(journal, stream: UUID, sent: list[str]) -> list[bytes]:
    """The vault entries of the seeds this store does not hold yet; a malformed seed is refused."""
    held = set(journal.vault.contents(stream).seeds)
    entries = []
    for seed in sent:
        entry = SeedVault.entry(seed)
        if parse_entry(entry)[1] is not None:
            raise TransferError("the batch carries a dice seed that is not one (64 hex digits)")
        if seed_values.commitment(seed) not in held:
            held.add(seed_values.commitment(seed))
            entries.append(entry)
    return entries
