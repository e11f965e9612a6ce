"""A batch: the events of a campaign after a position, as stored (the export's lines), with
the sealed values they commit to and the campaign's dice seeds, so dice verify and secrets
open on the side that receives them."""
from __future__ import annotations

from dataclasses import dataclass
from uuid import UUID

from domain.kernel import json_text

from ..envelopes.envelope import GENESIS
from ..envelopes.reading import secrets_in
from ..envelopes.secrecy import Secret
from ..errors import TransferError
from ..history.replay import read_intact

FIELDS = {"campaign", "name", "after", "prev", "events", "secrets", "seeds"}
MAX_EVENTS = 500               # events in one batch: a long campaign travels in several
MAX_BYTES = 512 * 1024         # bytes of events and sealed values in one batch: with the escaping of
                               # a JSON string, under the site's request limit


@dataclass(frozen=True)
class Batch:
    """Events `after`+1.. of campaign `campaign` (`prev`: the hash at `after`), as stored."""

    campaign: str
    name: str
    after: int
    prev: str
    lines: list[bytes]
    secrets: list[Secret]
    seeds: list[str]

    @property
    def head(self) -> int:
        return self.after + len(self.lines)

    def to_json(self) -> dict:
        return {"campaign": self.campaign, "name": self.name, "after": self.after, "prev": self.prev,
                "events": [line.decode() for line in self.lines],
                "secrets": [secret.to_json() for secret in self.secrets], "seeds": list(self.seeds)}

    @classmethod
    def from_json(cls, data) -> "Batch":
        """A batch sent over the wire; a malformed one is a TransferError naming what is wrong."""
        unknown = sorted(set(data) - FIELDS) if isinstance(data, dict) else []
        if unknown:
            raise TransferError(f"unknown field(s) of a sync batch: {', '.join(map(repr, unknown))}")
        try:
            batch = cls(str(UUID(data["campaign"])), _text(data.get("name", "")), _position(data["after"]),
                        _text(data["prev"]), [_text(line).encode() for line in _items(data["events"])],
                        [_secret(item) for item in _items(data["secrets"])],
                        [_text(seed) for seed in _items(data["seeds"])])
        except (KeyError, TypeError, ValueError, AttributeError):
            raise TransferError("the batch is not a sync batch: it needs campaign (an id), after (a position), "
                                "prev (a hash), events (lines), secrets (sealed values) and seeds") from None
        return batch


def _text(value) -> str:
    """A string from the wire, or TypeError."""
    if not isinstance(value, str):
        raise TypeError(value)
    return value


def _position(value) -> int:
    """A position (a whole number, 0 or more) from the wire, or ValueError."""
    if not isinstance(value, int) or isinstance(value, bool) or value < 0:
        raise ValueError(value)
    return value


def _secret(item) -> Secret:
    """A sealed value from the wire, its position, pointer and salt checked."""
    secret = Secret.from_json(item)
    _position(secret.position), _text(secret.pointer), _text(secret.salt)
    return secret


def _items(value) -> list:
    """A list from the wire, or TypeError."""
    if not isinstance(value, list):
        raise TypeError(value)
    return value


def hashes(journal, campaign_id) -> list[str]:
    """The hash of every event of the campaign, position 1 first."""
    stream = journal.stream_id(campaign_id)
    return [env["hash"] for env in read_intact(journal.store, stream)]


def outgoing(journal, campaign_id, after: int) -> Batch:
    """The campaign's events after `after`, as many as one batch carries, with the sealed values
    they commit to and every dice seed of the campaign (a seed already there is skipped)."""
    stream = journal.stream_id(campaign_id)
    vault, rows, size = journal.sealed.of(stream), [], 0
    for row in journal.store.read(stream, after=after, limit=MAX_EVENTS):
        size += len(row.data) + sum(len(json_text.canonical(secret.to_json())) for secret in secrets_in(vault, [row]))
        if rows and size > MAX_BYTES:
            break
        rows.append(row)
    return _batch(journal, stream, after, rows)


def prefix(journal, campaign_id, upto: int) -> Batch:
    """The campaign's first `upto` events in one batch (a line copied within this store)."""
    stream = journal.stream_id(campaign_id)
    return _batch(journal, stream, 0, journal.store.read(stream, upto=upto))


def joined(first: Batch, then: Batch, campaign: str) -> Batch:
    """`then` after `first`, as one batch of campaign `campaign`."""
    return Batch(campaign, first.name, first.after, first.prev, [*first.lines, *then.lines],
                 [*first.secrets, *then.secrets], sorted({*first.seeds, *then.seeds}))


def _batch(journal, stream: UUID, after: int, rows) -> Batch:
    """The rows (which follow `after`) as a batch, with what the other side needs to hold them."""
    prev = read_intact(journal.store, stream, after=after - 1, upto=after)[0]["hash"] if after else GENESIS
    seeds = sorted(journal.vault.contents(stream).seeds.values())
    return Batch(str(stream), journal.state(stream).state["meta"]["name"], after, prev,
                 [row.data for row in rows], secrets_in(journal.sealed.of(stream), rows), seeds)


def encoded(batch: Batch) -> bytes:
    """The batch as a request body (canonical JSON)."""
    return json_text.canonical(batch.to_json())

