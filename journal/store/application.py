"""The one place that talks to eventsourcing: a thin store over its recorders.

We keep eventsourcing's recorders, optimistic concurrency on the stream version,
snapshot store and notification log, but fold stored JSON with our own evolve:
the library's per-event object reconstruction is several times slower (docs/dev/tooling.md).
Events are stored under a stable kind string as the topic, never a module path.
The recorders are eventsourcing's own, extended to write the campaigns index
(journal/store/index.py) in the same transaction as each append, on SQLite, on
PostgreSQL and in memory.
"""
from __future__ import annotations

import logging
import random
import sqlite3
import sys
import threading
import time
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass
from pathlib import Path
from uuid import UUID, uuid5

from eventsourcing.application import Application
from eventsourcing.persistence import DatabaseError, IntegrityError, OperationalError, StoredEvent
from eventsourcing.popo import POPOApplicationRecorder, POPOFactory
from eventsourcing.sqlite import SQLiteApplicationRecorder

from . import announcements, index, read_tables
from .announcements import Announcements, Listening
from ..config import StoreSettings
from ..errors import ConflictError, StoreUnavailable
from .read_store import MemoryReadModels, SQLReadModels, TallyChange

CAMPAIGN_STARTED = "journal/campaign-started"
SNAPSHOT_KIND, SEED_KIND = "journal/snapshot", "journal/seed"
_VAULT = UUID("6f1d4a2e-8b7c-4e0a-9d3f-5a2b1c0e7d64")
_SECRETS = UUID("b3c1e5a4-2f6d-4b7e-8a90-1c2d3e4f5a6b")
SECRET_KIND = "journal/secret"
STANDING_KIND = "journal/standing"
_VERIFIED = UUID("5c0e9b7a-3d21-4f68-a4b2-8e1d7c6f9a03")
VERIFIED_KIND = "journal/verified"
_ANCHORS = UUID("2b8e5c1d-7a4f-4e93-b6d0-3c9f1e8a5d27")  # the one stream of the anchor table
LOGGER = logging.getLogger(__name__)
EVENTS_PER_STATEMENT = 500   # events inserted by one statement on PostgreSQL



def _find_sqlite(settings: StoreSettings, create: bool) -> None:
    path = Path(settings.env["SQLITE_DBNAME"])
    if create:
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
        except OSError as error:
            raise StoreUnavailable(f"cannot create a store at {path}: {error.strerror}") from None
    elif not path.is_file():
        raise StoreUnavailable(f"no store at {path}: check --db or JOURNAL_DATABASE_URL, "
                               "or create one with `journal init`")
    _is_sqlite(path)


def _is_sqlite(path: Path) -> None:
    """StoreUnavailable when the file is there but is not a SQLite database (an empty file is
    one SQLite has not written yet). Asked of SQLite itself, never by opening the file: closing
    a file descriptor drops every POSIX lock this process holds on the file, the locks of its
    open connections included, and another process closing last would then take the
    write-ahead log away from under them (losing what they write next)."""
    if not path.exists():
        return
    try:
        probe = sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro", uri=True)
    except sqlite3.Error as error:
        raise StoreUnavailable(f"cannot read the store at {path}: {error}") from None
    try:
        probe.execute("PRAGMA schema_version").fetchone()
    except sqlite3.DatabaseError:
        raise StoreUnavailable(f"{path} is not a SQLite database: check --db or JOURNAL_DATABASE_URL") from None
    finally:
        probe.close()


def _postgres():
    """The PostgreSQL driver's side of the store (journal/store/postgres_connect.py, psycopg), loaded
    only by a store on PostgreSQL: a process on SQLite never holds the driver."""
    from . import postgres_connect
    return postgres_connect


def require_store(settings: StoreSettings) -> None:
    """StoreUnavailable unless the store exists (without opening it): for tools beside the journal."""
    if settings.kind == "postgres":
        _postgres().reach_postgres(settings, create=False, table=EVENTS_TABLE)
    elif settings.kind == "sqlite":
        _find_sqlite(settings, create=False)


_READING: ContextVar[dict | None] = ContextVar("one_reading", default=None)


@contextmanager
def one_reading():
    """Reads inside see each stream's head, and its count of sealed values, as they were at
    their first read there. A page asks for them again and again (every cache checks it is
    still current against the head): on PostgreSQL each ask is a query of about a
    millisecond, eight or nine of them for a replay page. A write inside forgets them."""
    token = _READING.set({})
    try:
        yield
    finally:
        _READING.reset(token)


def _remembered(key: tuple, read):
    found = _READING.get()
    if found is None:
        return read()
    if key not in found:
        found[key] = read()
    return found[key]


def _forget() -> None:
    found = _READING.get()
    if found is not None:
        found.clear()


def _bytes(state) -> bytes:
    """Stored state as bytes, even if someone rewrote the column as text."""
    return state.encode() if isinstance(state, str) else bytes(state)


def _progress_on_a_terminal(what: str):
    """Progress of long work on stderr, only on a terminal."""
    if not sys.stderr.isatty():
        return None

    def say(done: int) -> None:
        if done % 10_000 == 0:
            print(f"\r{what}: {done} events read", end="", file=sys.stderr, flush=True)
    return say


class JournalApplication(Application):
    """Pinned name: it prefixes config keys and PostgreSQL table names."""

    name = "CampaignJournal"


EVENTS_TABLE = f"{JournalApplication.name.lower()}_events"   # eventsourcing's name for it on PostgreSQL


class SQLIndex:
    """The index statements over a recorder's datastore; `MARK` is the driver's parameter mark."""

    MARK = "?"

    def _upsert(self, cursor, entries) -> None:
        """The rows, and the digests of what each writes (index.py `checks_of`), checked when read."""
        for entry in entries:
            cursor.execute(index.upsert(self.MARK), entry.params())
            for model, digest in index.checks_of(entry):
                cursor.execute(read_tables.check_upsert(self.MARK), (entry.id, model, digest))

    def write_index(self, entries) -> None:
        with self.datastore.transaction(commit=True) as cursor:
            self._upsert(cursor, entries)

    def read_index(self, stream: str | None = None) -> list[index.IndexEntry]:
        """The rows as their appends wrote them: a row that is not (changed in the database) is
        read from its campaign's events instead (and left as it is for `journal verify` to report
        and `journal rebuild` to mend)."""
        found = []
        for entry, holds in self._checked_index(stream):
            events = [] if holds else self.select_events(UUID(entry.id))
            if events:
                LOGGER.warning("the campaigns index row of %s does not match its check: read from its events "
                               "(`journal rebuild` writes it again)", entry.id)
                entry = index.entry(entry.id, events)
            found.append(entry)
        return found

    def read_index_as_kept(self, stream: str | None = None) -> list[index.IndexEntry]:
        """The rows as they are, unchecked (verify compares them with the events)."""
        return [entry for entry, _ in self._checked_index(stream)]

    def index_unchecked(self) -> list[str]:
        """The campaigns whose row no append has kept a digest of (written before there were any)."""
        with self.datastore.transaction(commit=False) as cursor:
            cursor.execute(index.checked_select(read_tables.CHECKS))
            return [str(row["id"]) for row in cursor.fetchall() if row["d0"] is None]

    def _checked_index(self, stream: str | None) -> list[tuple[index.IndexEntry, bool]]:
        with self.datastore.transaction(commit=False) as cursor:
            cursor.execute(index.checked_select(read_tables.CHECKS, self.MARK if stream else None),
                           (stream,) if stream else ())
            rows = cursor.fetchall()
        found = []
        for row in rows:
            entry = index.IndexEntry.from_row(row)
            found.append((entry, index.holds(entry, [row[f"d{n}"] for n in range(len(index.CHECKED))])))
        return found


class IndexedSQLiteRecorder(SQLIndex, SQLReadModels, SQLiteApplicationRecorder):
    """Appends events and updates the campaigns index and the read models in one SQLite transaction."""

    def construct_create_table_statements(self) -> list[str]:
        return [*super().construct_create_table_statements(), index.CREATE, *read_tables.CREATE]

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        # this process's appends and read-model writes take turns here, not in SQLite's lock,
        # whose busy handler sleeps before it asks again
        self.write_turn = threading.RLock()

    def insert_events(self, stored_events, **kwargs):
        with self.write_turn:
            return super().insert_events(stored_events, **kwargs)

    @contextmanager
    def _projection(self):
        """With `synchronous=OFF` on the appends' own connections (sqlite_connect.py); in
        memory, the recorder's transaction."""
        with self.write_turn, self.datastore.get_connection(commit=True) as connection:
            if self.datastore.pool.is_sqlite_memory_mode:
                with connection.transaction(commit=True) as cursor:
                    yield cursor
            else:
                with connection.unsynced_transaction() as cursor:
                    yield cursor

    def _insert_events(self, c, stored_events, beside=(), counted=None, **kwargs):
        """The events with their vault rows (`beside`: (recorder, rows) on this same database),
        the index row and the dice records, in the one transaction of the append (`counted`:
        read_store.py `_project`)."""
        for recorder, rows in beside:
            recorder._insert_events(c, rows)
        returning = super()._insert_events(c, stored_events, **kwargs)
        self._upsert(c, index.entries(stored_events))
        self._project(c, stored_events, counted)
        return returning

    def _every_event_statement(self) -> str:
        return f"SELECT rowid AS n, originator_id, state FROM {self.events_table_name} WHERE rowid > ? ORDER BY rowid LIMIT ?"

    def _campaign_events(self, cursor, stream: UUID) -> list[StoredEvent]:
        cursor.execute(f"SELECT originator_version, topic, state FROM {self.events_table_name} WHERE "
                       "originator_id = ? ORDER BY originator_version", (stream.hex,))
        return [StoredEvent(stream, r["originator_version"], r["topic"], r["state"]) for r in cursor.fetchall()]

    def _lock_read_models(self, cursor) -> None:
        """A write that changes nothing takes SQLite's write lock: appends wait until the commit."""
        cursor.execute(f"UPDATE {read_tables.DICE_TALLY} SET count = count WHERE 0 = 1")

    def select_at(self, stream: UUID, positions: list[int]) -> list[StoredEvent]:
        found = []
        with self.datastore.transaction(commit=False) as cursor:
            for start in range(0, len(positions), 500):
                chunk = positions[start:start + 500]
                cursor.execute(f"SELECT originator_version, topic, state FROM {self.events_table_name} WHERE "
                               f"originator_id = ? AND originator_version IN ({', '.join('?' * len(chunk))}) "
                               "ORDER BY originator_version", (stream.hex, *chunk))
                found += [StoredEvent(stream, r["originator_version"], r["topic"], r["state"]) for r in cursor.fetchall()]
        return found

    def select_kind(self, stream: UUID, kind: str, after: int, limit: int | None = None) -> list[StoredEvent]:
        with self.datastore.transaction(commit=False) as cursor:
            cursor.execute(f"SELECT originator_version, topic, state FROM {self.events_table_name} WHERE "
                           "originator_id = ? AND originator_version > ? AND topic = ? ORDER BY originator_version "
                           "LIMIT ?", (stream.hex, after, kind, -1 if limit is None else limit))
            return [StoredEvent(stream, r["originator_version"], r["topic"], r["state"]) for r in cursor.fetchall()]


class IndexedPOPORecorder(MemoryReadModels, POPOApplicationRecorder):
    """In memory (throwaway checks): the index and read models are dicts kept under the recorder's lock."""

    def __init__(self) -> None:
        super().__init__()
        self._index: dict[str, index.IndexEntry] = {}
        self._init_read_models()

    def insert_events(self, stored_events, beside=(), **kwargs):
        with self._database_lock:
            returning = super().insert_events(stored_events, **kwargs)
            for recorder, rows in beside:
                recorder.insert_events(rows)
            self.write_index(index.entries(stored_events))
            self._project(stored_events)
            return returning

    def write_index(self, entries) -> None:
        with self._database_lock:
            for entry in entries:
                old = self._index.get(entry.id)
                if old is None or entry.position >= old.position:
                    self._index[entry.id] = entry if old is None else _merged(old, entry)

    def read_index(self, stream: str | None = None) -> list[index.IndexEntry]:
        with self._database_lock:
            return [self._index[stream]] if stream in self._index else [] if stream else list(self._index.values())

    read_index_as_kept = read_index

    def index_unchecked(self) -> list[str]:
        return []


def _merged(old: index.IndexEntry, new: index.IndexEntry) -> index.IndexEntry:
    """What the SQL upsert does: an empty name or start time keeps the stored one."""
    return index.IndexEntry(new.id, new.name or old.name, new.ruleset or old.ruleset, new.position, new.hash,
                            new.started_at or old.started_at, new.last_played)


class IndexedPOPOFactory(POPOFactory):
    def application_recorder(self):
        return IndexedPOPORecorder()


@dataclass(frozen=True)
class Row:
    """One stored record: stream position, kind (the topic) and the stored bytes."""

    position: int
    kind: str
    data: bytes


class Store:
    """Append-only campaign streams, snapshots, the dice-seed vault and the anchor table."""

    def __init__(self, settings: StoreSettings, create: bool = True):
        """Opens the store; without `create`, a store that does not exist yet is a StoreUnavailable."""
        self.settings = settings
        if settings.kind == "postgres":
            _postgres().reach_postgres(settings, create, EVENTS_TABLE)
        elif settings.kind == "sqlite":
            _find_sqlite(settings, create)
        self.app = self._open(settings)
        self.recorder = self.app.recorder
        self.snapshots = self.app.snapshots.recorder
        self.anchors = self._retrying(lambda: self.app.factory.aggregate_recorder(purpose="anchors"))
        self.announcements = Announcements(self._listen if settings.kind == "postgres" else None)
        self._backfill_index()
        self._build_read_models()

    @classmethod
    def _open(cls, settings: StoreSettings) -> JournalApplication:
        return cls._retrying(lambda: JournalApplication(env=dict(settings.env)))

    @staticmethod
    def _retrying(make, attempts: int = 8):
        """Processes starting together all create the tables; PostgreSQL may refuse the losers
        ("tuple concurrently updated") and a new SQLite file may be locked while another
        process switches it to WAL, so they try again once the winner is done."""
        for attempt in range(attempts):
            try:
                return make()
            except (DatabaseError, sqlite3.OperationalError):
                if attempt == attempts - 1:
                    raise
                time.sleep(0.05 * (attempt + 1) + random.random() * 0.1)
        raise AssertionError("unreachable")

    def _listen(self, heard: Announcements) -> Listening:
        """Hear the appends of every process (PostgreSQL): a thread on a connection of its own."""
        connect = _postgres().connect_postgres
        return Listening(heard, lambda: connect(self.settings, autocommit=True))

    def close(self) -> None:
        self.announcements.close()
        self.app.close()

    def append(self, stream: UUID, rows: list[Row], seeds: list[bytes] = (), secrets: list[bytes] = (),
               anchor: Row | None = None) -> TallyChange | None:
        """All rows in one transaction, or none, with the command's new dice-seed entries
        (`seeds`) and sealed-value entries (`secrets`) numbered after the campaign's last ones,
        and the anchor row it writes (`anchor`: position its number, kind its campaign): a taken
        position, entry or anchor number is a ConflictError and leaves nothing. The new head is
        announced to this process's readers (on PostgreSQL, to every process's). Returns what
        the append changed in the campaign's dice records, for the tally's projection
        (`add_to_tally`; None: no change)."""
        stored = [StoredEvent(stream, row.position, row.kind, row.data) for row in rows]
        _forget()
        beside = [(self.snapshots, self._numbered(vault, kind, entries)) for vault, kind, entries in (
            (uuid5(_VAULT, str(stream)), SEED_KIND, seeds), (self.secret_stream(stream), SECRET_KIND, secrets))
            if entries]
        if anchor is not None:
            beside.append((self.anchors, [StoredEvent(_ANCHORS, anchor.position, anchor.kind, anchor.data)]))
        counted: dict = {}
        try:
            self.recorder.insert_events(stored, counted=counted, **({"beside": beside} if beside else {}))
        except (IntegrityError, OperationalError, sqlite3.OperationalError) as error:
            raise ConflictError(str(stream), rows[0].position - 1, None) from error
        self.announcements.announce(stream, rows[-1].position)
        return counted.get(str(stream))

    def read(self, stream: UUID, after: int = 0, upto: int | None = None, limit: int | None = None) -> list[Row]:
        events = self.recorder.select_events(stream, gt=after or None, lte=upto, limit=limit)
        return [Row(e.originator_version, e.topic, _bytes(e.state)) for e in events]

    def head(self, stream: UUID) -> int:
        return _remembered(("head", stream), lambda: self._version_of(self.recorder, stream))

    @staticmethod
    def _version_of(recorder, stream: UUID) -> int:
        last = recorder.select_events(stream, desc=True, limit=1)
        return last[0].originator_version if last else 0

    # the campaigns index ------------------------------------------------------
    def campaigns(self) -> list[index.IndexEntry]:
        """Every campaign, oldest first (by the time its first event was recorded)."""
        return sorted(self.recorder.read_index(), key=lambda entry: (entry.started_at, entry.id))

    def campaign(self, stream: UUID) -> index.IndexEntry | None:
        found = self.recorder.read_index(str(stream))
        return found[0] if found else None

    def _streams(self) -> list[UUID]:
        """Every campaign stream, found by its first event (a full look at the log)."""
        found, start = [], 1
        while True:
            page = self.recorder.select_notifications(start, 500, topics=(CAMPAIGN_STARTED,))
            found += [UUID(str(n.originator_id)) for n in page if n.originator_version == 1]
            if len(page) < 500:
                return found
            start = page[-1].id + 1

    def _backfill_index(self) -> None:
        """A store written before the index existed (or before its rows were checked) gets its
        rows, and their digests, from the events, once."""
        known = {entry.id: entry for entry in self.recorder.read_index_as_kept()}
        missing = [s for s in self._streams() if str(s) not in known or not known[str(s)].name]
        missing += [UUID(campaign) for campaign in self.recorder.index_unchecked() if UUID(campaign) not in missing]
        found = {stream: self.recorder.select_events(stream) for stream in missing}
        if any(found.values()):
            self.recorder.write_index([index.entry(str(stream), rows) for stream, rows in found.items() if rows])

    def put_snapshot(self, stream: UUID, position: int, data: bytes) -> None:
        """Best effort, and without waiting for the disk (a snapshot is worked out again by the
        next fold that misses it): another process may have written the same snapshot."""
        try:
            self.recorder.keep_unsynced(self.snapshots, [StoredEvent(stream, position, SNAPSHOT_KIND, data)])
        except (IntegrityError, OperationalError, sqlite3.IntegrityError, sqlite3.OperationalError):
            pass

    def snapshot_at_or_before(self, stream: UUID, position: int) -> Row | None:
        rows = self.snapshots.select_events(stream, lte=position, desc=True, limit=1)
        return Row(rows[0].originator_version, rows[0].topic, _bytes(rows[0].state)) if rows else None

    def snapshot_rows(self, stream: UUID) -> list[Row]:
        return [Row(e.originator_version, e.topic, _bytes(e.state)) for e in self.snapshots.select_events(stream)]

    def standing_put(self, stream: UUID, version: str, position: int, data: bytes) -> None:
        """Kept per campaign (the latest standing worked out, and the `version` of the code that
        worked it out), in a table the list of campaigns joins."""
        self.recorder.write_standing(stream, version, position, data)

    def standing_latest(self, stream: UUID, version: str) -> Row | None:
        """The latest standing kept for a campaign by this `version` (position: the head it was
        worked out at)."""
        found = self.recorder.read_standing(stream)
        return Row(found[1], STANDING_KIND, found[2]) if found and found[0] == version else None

    def marks(self, stream: UUID, version: str, but: str | None = None) -> list[tuple]:
        """The replay's mark changes kept so far (marks.py), of every kind but `but` if given."""
        return self.recorder.read_marks(stream, version, but)

    def marks_of_kind(self, stream: UUID, version: str, kind: str, first: int, before: int) -> list[tuple]:
        """The kept changes of one kind of mark from `first` up to (not including) `before`."""
        return self.recorder.read_marks_of_kind(stream, version, kind, first, before)

    def marks_built(self, stream: UUID, version: str) -> tuple[int, str] | None:
        """(position, marks there) of how far the mark changes are worked out."""
        return self.recorder.read_marks_built(stream, version)

    def write_marks(self, stream: UUID, version: str, changes: list[tuple], built: tuple[int, str]) -> None:
        self.recorder.write_marks(stream, version, changes, built)

    def told(self, stream: UUID, version: str, sight: str, first: int, last: int) -> dict[int, str]:
        """The sentences kept for one sight (told.py), by position, from `first` to `last`."""
        return self.recorder.read_told(stream, version, sight, first, last)

    def write_told(self, stream: UUID, version: str, rows: list[tuple[str, int, str]]) -> None:
        self.recorder.write_told(stream, version, rows)

    def part(self, key: str) -> tuple[str, str] | None:
        """A laid-out part of a chronicle kept under `key` (reports/assembly.py): (body, meta)."""
        return self.recorder.read_part(key)

    def keep_part(self, key: str, body: str, meta: str, budget: int) -> None:
        """Keep a laid-out part; the oldest parts beyond `budget` bytes are forgotten."""
        self.recorder.write_part(key, body, meta, budget)

    def outcome_rows(self, stream: UUID, first: int, last: int) -> list[tuple[int, str, str]]:
        """(position, hash, body) of the campaign's outcome records from `first` to `last` (outcomes.py)."""
        return self.recorder.read_outcomes(stream, first, last)

    def keep_outcomes(self, stream: UUID, rows: list[tuple[int, str, str]]) -> None:
        """Keep outcome records (position, event hash, body as JSON), replacing those at the same positions."""
        self.recorder.write_outcomes(stream, rows)

    # the dice records (read_store.py) ---------------------------------------------
    def dice_tally(self, stream: UUID) -> list[tuple]:
        """(kind, sides, source, face, count) of every tallied die of the campaign, retracted or not."""
        return self.recorder.read_tally(stream)

    def add_to_tally(self, stream: UUID, after: int, change: TallyChange) -> None:
        """What an append up to `after` changed in the dice records, counted into the tally (a projection)."""
        self.recorder.add_to_tally(stream, after, change)

    def bring_tally_up(self, stream: UUID) -> None:
        """The tally counted up to the head, when it is behind it (verify reads it as kept next)."""
        self.recorder.bring_tally_up(stream)

    def dice_records(self, stream: UUID, undone: list[int] | None = None):
        """The PRIVATE records and those of the `undone` commands (every record when `undone`
        is None)."""
        return self.recorder.read_records(stream, undone)

    def dice_shuffles(self, stream: UUID, undone: list[int]) -> list[dict]:
        """The shuffles and draws of the records the tally holds, but the `undone` commands'."""
        return self.recorder.read_shuffles(stream, undone)

    def read_kind(self, stream: UUID, kind: str, after: int = 0, limit: int | None = None) -> list[Row]:
        """The campaign's stored events of one kind after position `after` (at most `limit`), in order, in one read."""
        return [Row(e.originator_version, e.topic, _bytes(e.state))
                for e in self.recorder.select_kind(stream, kind, after, limit)]

    def read_at(self, stream: UUID, positions: list[int]) -> list[Row]:
        """The stored events at the given positions, in order, in one read."""
        return [Row(e.originator_version, e.topic, _bytes(e.state)) for e in self.recorder.select_at(stream, positions)]

    def _build_read_models(self, progress=None) -> None:
        """A store written before the dice records existed (or by another version of them)
        gets them from its events, once: other processes wait for the one building them."""
        if self.recorder.dice_built():
            return
        LOGGER.info("working out the dice records of every campaign from the events (once)")
        self.recorder.build_dice(progress or _progress_on_a_terminal("dice records"))

    def _numbered(self, vault: UUID, kind: str, entries: list[bytes]) -> list[StoredEvent]:
        """Entries of a vault stream, numbered after its last (read now, not remembered)."""
        last = self._version_of(self.snapshots, vault)
        return [StoredEvent(vault, last + number, kind, data) for number, data in enumerate(entries, 1)]

    def verified_put(self, stream: UUID, version: str, position: int, data: bytes) -> None:
        """What `journal verify` proved up to `position` with the code of `version` (verify.py):
        the next verify goes on from there. Best effort, like a snapshot."""
        try:
            self.snapshots.insert_events([StoredEvent(uuid5(_VERIFIED, f"{stream}/{version}"), position,
                                                      VERIFIED_KIND, data)])
        except (IntegrityError, OperationalError, sqlite3.OperationalError):
            pass

    def verified_latest(self, stream: UUID, version: str) -> Row | None:
        rows = self.snapshots.select_events(uuid5(_VERIFIED, f"{stream}/{version}"), desc=True, limit=1)
        return Row(rows[0].originator_version, rows[0].topic, _bytes(rows[0].state)) if rows else None

    def vault_rows(self, stream: UUID) -> list[Row]:
        """The campaign's vault entries, numbered from 1 in the order they were made."""
        return [Row(e.originator_version, e.topic, _bytes(e.state))
                for e in self.snapshots.select_events(uuid5(_VAULT, str(stream)))]

    def anchor_put(self, number: int, campaign: str, record: bytes) -> bool:
        """Row `number` of the anchor table; False when another writer took that number first."""
        try:
            self.anchors.insert_events([StoredEvent(_ANCHORS, number, campaign, record)])
            return True
        except (IntegrityError, OperationalError, sqlite3.OperationalError):
            return False

    def anchor_rows(self, after: int = 0) -> list[Row]:
        """Anchor rows after number `after`, in order: position is the row number, kind the campaign."""
        return [Row(e.originator_version, e.topic, _bytes(e.state))
                for e in self.anchors.select_events(_ANCHORS, gt=after or None)]

    @staticmethod
    def secret_stream(stream: UUID) -> UUID:
        return uuid5(_SECRETS, str(stream))

    def secret_put(self, stream: UUID, number: int, data: bytes) -> None:
        """Sealed values live outside the campaign stream, beside the seeds; only their
        commitments are in it."""
        _forget()
        try:
            self.snapshots.insert_events([StoredEvent(self.secret_stream(stream), number, SECRET_KIND, data)])
        except (IntegrityError, OperationalError, sqlite3.OperationalError) as error:
            raise ConflictError(str(stream), None, None) from error

    def secret_rows(self, stream: UUID, after: int = 0, limit: int | None = None) -> list[Row]:
        """The campaign's secret-vault entries after number `after` (at most `limit` of them),
        numbered from 1 in the order they were made."""
        return [Row(e.originator_version, e.topic, _bytes(e.state))
                for e in self.snapshots.select_events(self.secret_stream(stream), gt=after or None, limit=limit)]

    def secret_count(self, stream: UUID) -> int:
        """How many secret-vault entries the campaign has (they are numbered 1, 2, ...)."""
        return _remembered(("secrets", stream), lambda: self._version_of(self.snapshots, self.secret_stream(stream)))
