"""Snapshots: states stored beside the log so a read folds a few events, not all of them.

A snapshot row is not part of the hash chain, so it is never simply believed. It
carries the sha256 of its state's canonical JSON (what a fingerprint of version 1 is), and
before use its state must have the fingerprint the chain recorded at its position: in a log
of version 1 fingerprints that same sha256, in one of version 2 the fingerprint taken of the
state by its parts (domain/kernel/fingerprints.py; once per row and process). A snapshot
that does not (an edited row; or today's rules give other states than were recorded) is
trusted only after a fold without it gives the same state; otherwise it is set aside, the
fold takes its place, and `journal verify` reports it.

A row is its canonical JSON compressed (zlib at its fastest level), then a check of the
compressed bytes: a long campaign's state is stored in a fraction of its JSON, and inflates
quickly (docs/dev/performance.md). The check makes every stored byte count, as every byte of a
row of JSON did (a changed bit of deflate's padding inflates to the same text). Rows written
before rows were compressed are their JSON, and read as they are.

A state names its card catalog by reference (domain/kernel/catalogs.py), so a row holds the
reference, not the catalog. A process that reads a row before it has applied the campaign's
first event applies that event first (`load_catalogs`): it holds the catalog, and applying it
registers the catalog under the reference the row names.
"""
from __future__ import annotations

import hashlib
import logging
import threading
import zlib
from dataclasses import dataclass
from uuid import UUID, uuid5

from domain.kernel import catalogs, fold, json_text
from domain.kernel import fingerprints
from domain.kernel.fingerprints import PREFIX, has_fingerprint

from .application import SNAPSHOT_KIND as KIND
from .fold_cost import FoldCost

KERNEL_VERSION = 3  # 2: snapshots carry the fingerprint of their state; 3: and name its catalog by reference
LEVEL = 1           # zlib's fastest: nearly all of what the slower levels save, at a quarter of the time
CHECK = 8           # bytes of the sha256 of a row's compressed bytes, stored after them
LOGGER = logging.getLogger(__name__)
FIELDS = {"fingerprint", "position", "state"}



def code_version(ruleset) -> str:
    return f"{KERNEL_VERSION}:{ruleset.name}:{ruleset.rules_version}:{ruleset.state_version}"


def snapshot_stream(stream: UUID, ruleset) -> UUID:
    """Snapshots are kept per code version: other rules give other states."""
    return uuid5(stream, code_version(ruleset))


def encode(state: dict) -> bytes:
    """The row of a state: its canonical JSON compressed, then the check of what was compressed."""
    text = json_text.canonical({"fingerprint": json_text.plain_fingerprint(state), "position": state["meta"]["position"], "state": state})
    packed = zlib.compress(text, LEVEL)
    return packed + _check(packed)


def unpacked(data: bytes) -> tuple[bytes | None, str | None]:
    """(the row's JSON, None), or (None, what is wrong with the stored bytes). A row written
    before rows were compressed is its JSON already."""
    if data[:1] == b"{":
        return data, None
    packed = data[:-CHECK]
    if len(data) <= CHECK or _check(packed) != data[-CHECK:]:
        return None, "the stored bytes were changed (they do not match the check stored with them)"
    try:
        return zlib.decompress(packed), None
    except zlib.error:
        return None, "the stored bytes do not inflate (damaged?)"


def _check(packed: bytes) -> bytes:
    return hashlib.sha256(packed).digest()[:CHECK]


def parse(position: int, data: bytes) -> tuple[dict | None, str | None]:
    """(state, None) when the row is well formed and its state has the fingerprint it carries."""
    data, problem = unpacked(data)
    if problem:
        return None, problem
    try:
        body = json_text.loads(data)
    except (ValueError, UnicodeDecodeError):
        return None, "the stored bytes are not valid JSON"
    if not isinstance(body, dict) or set(body) != FIELDS or body["position"] != position:
        return None, "the row is not a snapshot of this position"
    if json_text.canonical(body) != data:
        return None, "the stored bytes are not in canonical form (edited by hand?)"
    state = body["state"]
    if not isinstance(state, dict) or json_text.plain_fingerprint(state) != body["fingerprint"]:
        return None, "the state differs from the fingerprint stored with it"
    if not _at(state, position):
        return None, "the state is not the state at this position"
    return state, None


def _at(state: dict, position: int) -> bool:
    """Whether a state says it is the state at `position`."""
    return isinstance(state.get("meta"), dict) and state["meta"].get("position") == position


def quick_parse(position: int, data: bytes) -> tuple[dict, str] | None:
    """(state, fingerprint) without encoding anything again, when the bytes read
    `{"fingerprint":F,"position":P,"state":S}` and S hashes to F; else None (and `parse`
    says what is wrong). S need not be checked for canonical form here: the row is used only
    once F matches the fingerprint the chain recorded, or that of a fold without it, and only
    the canonical text of that state hashes to F."""
    data = unpacked(data)[0]
    if data is None:
        return None
    head, middle = b'{"fingerprint":"', b'","position":%d,"state":' % position
    found, rest = data[len(head):len(head) + 64], data[len(head) + 64:]
    text = rest[len(middle):-1]
    if (not data.startswith(head) or not rest.startswith(middle) or not data.endswith(b"}")
            or hashlib.sha256(text).hexdigest().encode() != found):
        return None
    try:
        state = json_text.loads(text)
    except (ValueError, UnicodeDecodeError):
        return None
    return (state, found.decode()) if isinstance(state, dict) and _at(state, position) else None


def recorded_for(state: dict, carried: str, recorded: str) -> bool:
    """Whether the state of a row (which carries `carried`, the sha256 of the state's
    canonical JSON) is the state the chain recorded `recorded` for: a fingerprint of version 1
    is that same sha256 when the state names no catalog by reference, and is taken of the state
    with its catalog put back when it does; one of version 2 is taken of the state by its parts."""
    if isinstance(recorded, str) and recorded.startswith(PREFIX):
        return has_fingerprint(state, recorded)
    return carried == recorded or has_fingerprint(state, recorded)


@dataclass(frozen=True)
class Rejected:
    position: int
    problem: str


class Snapshots:
    """The snapshot table as seen by one Replayer (replay.py): what it trusts and what it set
    aside, the states of the rows it read last (a replay stepping along reads one row again
    and again), and where each campaign's latest snapshot is. The replayer folds the events a
    snapshot is checked against, and measures what folding costs (fold_cost.py)."""

    def __init__(self, replayer, cost: FoldCost):
        self.replayer = replayer
        self.store = replayer.store
        self.cost = cost
        self._trusted: set[tuple[UUID, int, str]] = set()
        self._replaced: dict[tuple[UUID, int], dict] = {}
        self._latest: dict[UUID, int] = {}
        self._shared_from: dict[UUID, int] = {}   # snapshot stream -> id(the state of its row trusted last)
        self._lock = threading.Lock()
        self.rejected: dict[UUID, dict[int, Rejected]] = {}

    def of(self, stream: UUID, ruleset, below: int | None = None) -> "StoredCheckpoints":
        return StoredCheckpoints(self, stream, ruleset, below)

    def save(self, stream: UUID, ruleset, state: dict) -> None:
        position = state["meta"]["position"]
        self.store.put_snapshot(snapshot_stream(stream, ruleset), position, encode(state))
        with self._lock:
            self._latest[stream] = max(position, self._latest.get(stream, 0))

    def due(self, stream: UUID, ruleset, position: int) -> bool:
        """Whether the state at `position` (a command boundary just appended) is worth storing."""
        with self._lock:
            latest = self._latest.get(stream)
        if latest is None:
            row = self.store.snapshot_at_or_before(snapshot_stream(stream, ruleset), position)
            latest = row.position if row else 0
            with self._lock:
                self._latest[stream] = max(latest, self._latest.get(stream, 0))
        return self.cost.worth_a_snapshot(ruleset, latest, position)

    def rows(self, stream: UUID, ruleset):
        """Every snapshot row of today's code version (for audits)."""
        return self.store.snapshot_rows(snapshot_stream(stream, ruleset))

    def trusted_state(self, stream: UUID, ruleset, row) -> dict | None:
        """The state at the row's position: the snapshot's own when it checks out, the
        fold's when it does not (None when the row is unreadable)."""
        key = (snapshot_stream(stream, ruleset), row.position)
        if key in self._replaced:
            return self._replaced[key]
        text, problem = unpacked(row.data)
        if problem:
            self._reject(stream, row.position, problem)
            return None
        quick = quick_parse(row.position, text)
        if quick is None:
            state, problem = parse(row.position, text)
            if problem:
                self._reject(stream, row.position, problem)
                return None
            quick = state, json_text.plain_fingerprint(state)
        state, mark = quick[0], (*key, quick[1])
        self.load_catalogs(stream, ruleset, state)
        if mark in self._trusted:
            return state
        checked = self._as_recorded(key, state, mark[2], self.replayer.recorded_fingerprint(stream, row.position))
        if checked is not None:
            self._trusted.add(mark)
            return checked
        replayed = self.replayer.state_at(stream, ruleset, row.position, checkpoints=self.of(stream, ruleset, row.position - 1))
        if json_text.plain_fingerprint(replayed) == mark[2]:
            self._trusted.add(mark)  # the replay drifted since it was recorded (verify says so): same state either way
            return state
        self._reject(stream, row.position, "it holds a state that replaying the events does not give")
        self._replaced[key] = replayed
        return replayed


    def _as_recorded(self, key: tuple, state: dict, carried: str, recorded) -> dict | None:
        """The row's state when it is the state the chain recorded: sharing the parts it has in
        common with the last row of the campaign this process trusted, so that its fingerprint by
        parts costs what differs (fingerprints.sharing); None when it is not."""
        stream = key[0]
        kept = fingerprints.RECENT.get(self._shared_from.get(stream, 0))
        if kept is not None and isinstance(recorded, str) and recorded.startswith(PREFIX):
            shared = fingerprints.sharing(state, kept.value)
            if has_fingerprint(shared, recorded, before=kept.value):
                self._shared_from[stream] = id(shared)
                return shared
        if recorded_for(state, carried, recorded):
            self._shared_from[stream] = id(state)
            return state
        return None

    def load_catalogs(self, stream: UUID, ruleset, state: dict) -> None:
        """Register the catalog a stored state names when this process has not yet: by applying
        the campaign's first event, which holds it (a fold of position 1, from nothing)."""
        if catalogs.missing(state):
            self.replayer.state_at(stream, ruleset, 1, checkpoints=self.of(stream, ruleset, below=0))

    def _reject(self, stream: UUID, position: int, problem: str) -> None:
        LOGGER.warning("campaign %s: snapshot at position %s set aside: %s", stream, position, problem)
        self.rejected.setdefault(stream, {})[position] = Rejected(position, problem)


class StoredCheckpoints:
    """Checkpoints from the snapshot table for one fold (optionally only below a position)."""

    def __init__(self, snapshots: Snapshots, stream: UUID, ruleset, below: int | None):
        self.snapshots, self.stream, self.ruleset, self.below = snapshots, stream, ruleset, below
        self._last = 0

    def at_or_before(self, position: int) -> dict:
        limit = position if self.below is None else min(position, self.below)
        store, sid = self.snapshots.store, snapshot_stream(self.stream, self.ruleset)
        while limit > 0:
            row = store.snapshot_at_or_before(sid, limit)
            if row is None:
                break
            state = self.snapshots.trusted_state(self.stream, self.ruleset, row)
            if state is not None:
                self._last = row.position
                return state
            limit = row.position - 1
        self._last = 0
        return fold.empty_state()

    def offer(self, state: dict) -> None:
        position = state["meta"]["position"]
        if self.below is None and self.snapshots.cost.worth_a_snapshot(self.ruleset, self._last, position):
            self.snapshots.save(self.stream, self.ruleset, state)
            self._last = position
