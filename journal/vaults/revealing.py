"""Opening sealed values in the log: when the rules reveal them, and what has been opened.

Two moments open secrets. An event may name earlier sealed values it reveals (`reveals`: a
hand shown); an event of one of the ruleset's `reveal_kinds` (the year is over) opens every
face-down value recorded so far. Either way the journal appends a `journal/secrets-revealed`
event right after, holding each value with its salt: anyone can check it against the
commitment the log has held since. A value is found through the commitment in the log,
never by where a vault entry says it belongs, so a stray entry (a command that lost a race)
is never opened.
"""
from __future__ import annotations

import threading
from collections.abc import Iterable, Iterator, Mapping
from typing import NamedTuple
from uuid import UUID

from domain.kernel import generic_events
from domain.kernel.events import DERIVED, Event
from domain.kernel.secrets import Opening, get, is_placeholder

from ..envelopes import envelope as envelopes
from .compact import Compact
from ..store.paged import paged
from ..history.replay import read_intact
from ..envelopes.secrecy import Secret, opened, openings_event, revealed_in

WHOLE_EVENT = ("/data", "/command", "/rolls")
READ_AT_ONCE = 16   # reveal events read by one query: a year's end opens every face-down value at once,
                    # and a long campaign's all read in one query stayed in a PostgreSQL site process


class Opened(NamedTuple):
    """What a campaign's log has opened: every (position, pointer) it opened, and the values
    it opened that the vault does not hold (a copy imported without its vault), as secrets
    by commitment. A value the vault holds is not kept twice: a long campaign opens
    thousands (every die of every shuffle)."""

    places: frozenset[tuple[int, str]]
    secrets: Compact[str, Secret]


class Revealed:
    """What the log's reveal events (only those) have opened, per campaign: read once and
    kept up to date."""

    def __init__(self, store):
        self.store = store
        self._cache: dict[UUID, tuple[int, Opened]] = {}
        self._lock = threading.Lock()

    def of(self, stream: UUID, vault: Mapping[str, Secret]) -> Opened:
        """`vault`: the campaign's vault now. It only grows, so a value it holds now it holds
        whenever it is asked again."""
        with self._lock:
            seen, found = self._cache.get(stream, (0, None))
        found = found if found is not None else Opened(frozenset(), empty_secrets())
        head = self.store.head(stream)
        if head > seen:
            found = _taken_in(found, _intact(self.store, stream, seen, head), vault)
            with self._lock:
                self._cache[stream] = (head, found)
        return found


def _taken_in(found: Opened, reveals: Iterator[dict], vault: Mapping[str, Secret]) -> Opened:
    """`found` with what the reveal events open, taken in one event at a time: a long
    campaign's reveal events parsed all at once peak high for a moment, and a process keeps
    the memory a moment needed."""
    places, missing = set(found.places), {}
    for envelope in reveals:
        for place, opening in revealed_in([envelope]).items():
            places.add(place)
            missing.update((commitment, secret) for commitment, secret in secret_pairs([opening])
                           if commitment not in vault)
    return Opened(frozenset(places), found.secrets.with_values(missing) if missing else found.secrets)


def empty_secrets() -> Compact[str, Secret]:
    return Compact(Secret.from_json, Secret.to_json)


def _intact(store, stream: UUID, after: int, upto: int) -> Iterator[dict]:
    """The reveal events that pass their own checks, one at a time (a damaged one opens
    nothing; readers and `journal verify` report the damage where it matters)."""
    def read(start: int, size: int) -> list:
        return store.read_kind(stream, generic_events.SECRETS_REVEALED, after=start, limit=size)

    for row in paged(read, after, READ_AT_ONCE):
        if row.position > upto:
            return
        envelope, problem = envelopes.check(row.data, row.kind, row.position, canonical=False)
        if envelope is not None:
            yield envelope


def as_secrets(openings: Iterable[Opening]) -> dict[str, Secret]:
    """Openings in the log as secrets by commitment (what a copy without a vault can still fold)."""
    return dict(secret_pairs(openings))


def secret_pairs(openings: Iterable[Opening]) -> Iterator[tuple[str, Secret]]:
    """(commitment, secret) for each opening, one at a time."""
    for opening in openings:
        secret = Secret(opening.position, opening.pointer, "all", opening.value, opening.salt)
        yield secret.commitment, secret


def wanted(rules, decided: list[Event]) -> tuple[list[tuple[int, str]], bool]:
    """(the (position, pointer) pairs the decided events reveal, whether every face-down value is)."""
    places = []
    for event in decided:
        for reveal in event.reveals:
            pointers = WHOLE_EVENT if reveal.pointer == "" else ("/data" + reveal.pointer,)
            places += [(reveal.at, pointer) for pointer in pointers]
    return places, any(event.kind in rules.reveal_kinds for event in decided)


def reveal_event(sealed, stream: UUID, rules, decided: list[Event]) -> list[Event]:
    """The `journal/secrets-revealed` event the decided events call for (none when nothing is
    left to open)."""
    places, every_face_down = wanted(rules, decided)
    if not places and not every_face_down:
        return []
    vault, done = sealed.of(stream), sealed.opened(stream)
    found: dict[tuple[int, str], Secret] = {}
    for envelope in read_intact(sealed.store, stream):
        sealing = envelope.get("sealed") or {}
        mine = [p for p in sealing if (envelope["position"], p) in places
                or (every_face_down and sealing[p] == "nobody")]
        for pointer in mine:
            secret = _secret(envelope, pointer, vault)
            if secret is not None and (envelope["position"], pointer) not in done:
                found[(envelope["position"], pointer)] = secret
    if not found:
        return []
    event = openings_event(found.values())
    return [Event(event.kind, event.data, source=DERIVED)]


def _secret(envelope: dict, pointer: str, vault) -> Secret | None:
    """The secret the log's placeholder at `pointer` commits to (outer sealed values opened)."""
    shown = opened(envelope, vault, lambda position, at, audience: len(at) < len(pointer) and pointer.startswith(at))
    try:
        node = get(shown, pointer)
    except (KeyError, IndexError, TypeError):
        return None
    secret = vault.get(node["sealed"]) if is_placeholder(node) else None
    return Secret(envelope["position"], pointer, secret.audience, secret.value, secret.salt) if secret else None


def is_reveal(envelope: dict) -> bool:
    return envelope["type"] == generic_events.SECRETS_REVEALED
